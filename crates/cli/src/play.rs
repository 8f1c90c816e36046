//! `grimoire play`: a game in the terminal, a human against a computer player.
//!
//! The human answers the same decisions as every other player, by number. The board is
//! printed before each decision; the log scrolls above it.

use crate::decks::deck_cards;
use crate::CardsOpt;
use anyhow::Context;
use clap::Args;
use grimoire_ai::PlayerKind;
use grimoire_engine::*;
use std::io::{BufRead, Write};
use std::process::ExitCode;

/// Options of `grimoire play`.
#[derive(Args)]
pub struct PlayArgs {
    /// Your deck: a decklist file or a bundled deck name.
    #[arg(long, default_value = "red-burn")]
    pub deck: String,
    /// The computer's deck.
    #[arg(long, default_value = "green-white")]
    pub opponent: String,
    /// The computer player: random, heuristic, search, search:N (N playouts per decision)
    /// or search:Nms (N milliseconds per decision).
    #[arg(long, value_name = "KIND", default_value = "heuristic")]
    pub computer: PlayerKind,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// Runs `grimoire play`.
pub fn run(args: PlayArgs) -> anyhow::Result<ExitCode> {
    let db = args.cards.db()?;
    let (mine, my_cards) = deck_cards(&args.deck, &db)?;
    let (theirs, their_cards) = deck_cards(&args.opponent, &db)?;
    let cfg = GameConfig::new(vec![
        PlayerConfig::with_deck(format!("You ({mine})"), my_cards),
        PlayerConfig::with_deck(format!("Computer ({theirs})"), their_cards),
    ]);
    let mut game = Game::new(cfg, args.seed);
    let mut ai = args.computer.build(args.seed ^ 0x5eed);
    let me = PlayerId(0);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "Grimoire: you against the {} player. Answer each question with its number; 'q' concedes.\n",
        args.computer
    );
    loop {
        for e in game.take_events() {
            println!("{}", e.describe(&game));
        }
        let Some(d) = game.pending().cloned() else { break };
        if d.player != me {
            let a = ai.decide(&game, &d);
            if game.submit(d.player, a).is_err() {
                let fb = ai.fallback(&game, &d);
                game.submit(d.player, fb).context("the computer's fallback answer was refused")?;
            }
            continue;
        }
        // Passing with nothing else to do needs no question.
        if let DecisionKind::Priority { actions } = &d.kind {
            if actions.len() == 1 {
                game.submit(me, Answer::Pass).ok();
                continue;
            }
        }
        print_board(&game, me);
        let answer = match ask(&game, &d, &mut lines)? {
            Some(a) => a,
            None => Answer::Concede,
        };
        if let Err(e) = game.submit(me, answer) {
            println!("  refused: {e}");
        }
    }
    for e in game.take_events() {
        println!("{}", e.describe(&game));
    }
    println!("\nGame over after {} turns: {:?}", game.turn(), game.result());
    Ok(ExitCode::SUCCESS)
}

/// Prints life totals, hands, battlefields and the stack as `me` may see them.
fn print_board(g: &Game, me: PlayerId) {
    println!("\n==== turn {}, {} — {}'s turn ====", g.turn(), g.step().display(), g.player(g.active_player()).name);
    for p in g.player_ids() {
        let pl = g.player(p);
        println!(
            "{}: {} life, {} in hand, {} in library, {} in graveyard",
            pl.name,
            pl.life,
            pl.hand.len(),
            pl.library.len(),
            pl.graveyard.len()
        );
        let perms: Vec<String> = g.zone(p, Zone::Battlefield).into_iter().map(|id| permanent_text(g, id)).collect();
        if !perms.is_empty() {
            println!("  battlefield: {}", perms.join(", "));
        }
    }
    let hand: Vec<String> = g.player(me).hand.iter().map(|&c| with_other_face(g, c)).collect();
    println!("your hand: {}", hand.join(", "));
    if !g.stack().is_empty() {
        let stack: Vec<&str> = g.stack().iter().rev().map(|s| s.text.as_str()).collect();
        println!("stack (top first): {}", stack.join(" / "));
    }
}

/// A card's name, with its back face's or Adventure's after " // " (CR 712.6, 715.2).
fn with_other_face(g: &Game, id: ObjectId) -> String {
    match &g.object(id).card.back {
        Some(back) => format!("{} // {}", g.name(id), back.name),
        None => g.name(id).to_string(),
    }
}

/// The name of the face or half a cast option casts (CR 709.3, 712.11b, 715.3).
fn cast_face_name(g: &Game, card: ObjectId, half: Option<usize>) -> String {
    match half.and_then(|h| g.object(card).card.cast_face(h).cloned()) {
        Some(face) => face.name.clone(),
        None => g.name(card).to_string(),
    }
}

/// The name of the face a land play plays (CR 712.12).
fn land_face_name(g: &Game, card: ObjectId, face: Option<usize>) -> String {
    match g.object(card).card.land_face(face) {
        Some(grimoire_engine::LandFace::Back(b)) => b.name.clone(),
        _ => g.name(card).to_string(),
    }
}

fn permanent_text(g: &Game, id: ObjectId) -> String {
    let ch = g.characteristics(id);
    let o = g.object(id);
    let mut s = g.name(id).to_string();
    if ch.is(CardType::Creature) {
        s.push_str(&format!(" {}/{}", ch.power, ch.toughness));
    }
    // CR 712.6: a double-faced permanent's other face.
    let modal_front = o.printed.as_ref().filter(|p| p.back_kind == grimoire_engine::OtherFace::Modal);
    let front = o.printed.as_ref().filter(|_| o.transformed);
    if let Some(front) = front.filter(|_| !o.face_down) {
        s.push_str(&format!(" (transformed; front face {})", front.name));
    } else if let Some(front) = modal_front.filter(|_| !o.face_down) {
        s.push_str(&format!(" (modal back face; front face {})", front.name));
    } else if let Some(back) = o.card.back.as_ref().filter(|_| !o.face_down && o.card.is_double_faced()) {
        s.push_str(&format!(" (back face {})", back.name));
    }
    if o.tapped {
        s.push_str(" (tapped)");
    }
    if o.damage > 0 {
        s.push_str(&format!(" [{} damage]", o.damage));
    }
    s
}

/// Reads one line; `None` at end of input or on 'q'.
fn read(lines: &mut impl Iterator<Item = std::io::Result<String>>, prompt: &str) -> anyhow::Result<Option<String>> {
    print!("{prompt} ");
    std::io::stdout().flush()?;
    match lines.next() {
        None => Ok(None),
        Some(l) => {
            let l = l?.trim().to_string();
            Ok(if l == "q" { None } else { Some(l) })
        }
    }
}

/// Reads a number in `0..n` (blank = `default`).
fn pick(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    n: usize,
    default: usize,
) -> anyhow::Result<Option<usize>> {
    loop {
        let Some(l) = read(lines, &format!("choose 0-{} [{default}]:", n.saturating_sub(1)))? else { return Ok(None) };
        if l.is_empty() {
            return Ok(Some(default));
        }
        match l.parse::<usize>() {
            Ok(i) if i < n => return Ok(Some(i)),
            _ => println!("  please type a number from 0 to {}", n.saturating_sub(1)),
        }
    }
}

/// Reads a subset as space-separated numbers.
fn pick_many(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    n: usize,
) -> anyhow::Result<Option<Vec<usize>>> {
    loop {
        let Some(l) = read(lines, "numbers separated by spaces (blank for none):")? else { return Ok(None) };
        let parsed: Result<Vec<usize>, _> = l.split_whitespace().map(|w| w.parse::<usize>()).collect();
        match parsed {
            Ok(v) if v.iter().all(|&i| i < n) => return Ok(Some(v)),
            _ => println!("  please type numbers from 0 to {}", n.saturating_sub(1)),
        }
    }
}

/// The modes of a modal spell or ability (CR 700.2a); none when it is not modal.
fn choose_modes(
    offered: Option<&ModeChoice>,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
) -> anyhow::Result<Option<Vec<usize>>> {
    let Some(m) = offered else { return Ok(Some(Vec::new())) };
    println!("  choose {} to {} mode(s):", m.min, m.max);
    for (i, text) in m.modes.iter().enumerate() {
        println!("    {i}: {text}");
    }
    if m.min == 1 && m.max == 1 {
        return Ok(pick(lines, m.modes.len(), 0)?.map(|i| vec![i]));
    }
    Ok(pick_many(lines, m.modes.len())?.map(|mut v| {
        v.sort();
        v.dedup();
        v
    }))
}

fn choose_targets(
    g: &Game,
    slots: &[TargetSlot],
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
) -> anyhow::Result<Option<Vec<Vec<Target>>>> {
    let mut out = Vec::new();
    for s in slots {
        println!("  {} ({} to {}):", s.text, s.min, s.max);
        for (i, t) in s.legal.iter().enumerate() {
            println!("    {i}: {}", g.target_name(*t));
        }
        if s.max == 1 && s.min == 1 {
            let Some(i) = pick(lines, s.legal.len(), 0)? else { return Ok(None) };
            out.push(vec![s.legal[i]]);
        } else {
            let Some(v) = pick_many(lines, s.legal.len())? else { return Ok(None) };
            out.push(v.into_iter().map(|i| s.legal[i]).collect());
        }
    }
    Ok(Some(out))
}

/// Asks the human for an answer to `d`.
fn ask(
    g: &Game,
    d: &Decision,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
) -> anyhow::Result<Option<Answer>> {
    Ok(Some(match &d.kind {
        DecisionKind::Mulligan { hand, .. } => {
            let names: Vec<&str> = hand.iter().map(|&c| g.name(c)).collect();
            println!("Opening hand: {}\n  0: keep\n  1: mulligan", names.join(", "));
            let Some(i) = pick(lines, 2, 0)? else { return Ok(None) };
            if i == 0 {
                Answer::Keep
            } else {
                Answer::Mulligan
            }
        }
        DecisionKind::Priority { actions } => {
            println!("You have priority:");
            for (i, a) in actions.iter().enumerate() {
                let text = match a {
                    ActionOption::Pass => "pass".to_string(),
                    ActionOption::PlayLand { card, face } => format!("play {}", land_face_name(g, *card, *face)),
                    ActionOption::Cast { card, half, .. } => format!("cast {}", cast_face_name(g, *card, *half)),
                    ActionOption::Activate { source, text, .. } => format!("activate {}: {text}", g.name(*source)),
                    ActionOption::TurnFaceUp { permanent, text, .. } => {
                        format!("turn {} face up: {text}", g.object(*permanent).card.name)
                    }
                };
                println!("  {i}: {text}");
            }
            let Some(i) = pick(lines, actions.len(), 0)? else { return Ok(None) };
            match &actions[i] {
                ActionOption::Pass => Answer::Pass,
                ActionOption::PlayLand { card, face } => Answer::PlayLand(LandPlay { card: *card, face: *face }),
                ActionOption::Cast { card, targets, x, modes, alt, half } => {
                    let Some(modes) = choose_modes(modes.as_ref(), lines)? else { return Ok(None) };
                    let x = if *x { read_number(lines, "X =")? } else { None };
                    // A modal spell's targets are those of its chosen modes (CR 700.2c).
                    let slots =
                        if modes.is_empty() { targets.clone() } else { g.mode_target_slots(d.player, *card, &modes) };
                    let Some(targets) = choose_targets(g, &slots, lines)? else { return Ok(None) };
                    Answer::Cast(CastSpec {
                        card: *card,
                        modes,
                        x,
                        targets,
                        alt: *alt,
                        half: *half,
                        ..Default::default()
                    })
                }
                ActionOption::Activate { source, index, targets, x, modes, .. } => {
                    let Some(modes) = choose_modes(modes.as_ref(), lines)? else { return Ok(None) };
                    let x = if *x { read_number(lines, "X =")? } else { None };
                    let slots = if modes.is_empty() {
                        targets.clone()
                    } else {
                        g.activation_mode_target_slots(d.player, *source, *index, &modes)
                    };
                    let Some(targets) = choose_targets(g, &slots, lines)? else { return Ok(None) };
                    Answer::Activate(ActivateSpec {
                        source: *source,
                        index: *index,
                        modes,
                        x,
                        targets,
                        ..Default::default()
                    })
                }
                ActionOption::TurnFaceUp { permanent, x, .. } => {
                    let x = if *x { read_number(lines, "X =")? } else { None };
                    Answer::TurnFaceUp(ActivateSpec { source: *permanent, x, ..Default::default() })
                }
            }
        }
        DecisionKind::DeclareAttackers { options } => {
            if options.is_empty() {
                return Ok(Some(Answer::Attackers(vec![])));
            }
            println!("Declare attackers:");
            for (i, o) in options.iter().enumerate() {
                println!("  {i}: {}", permanent_text(g, o.attacker));
            }
            let Some(v) = pick_many(lines, options.len())? else { return Ok(None) };
            Answer::Attackers(v.into_iter().map(|i| (options[i].attacker, options[i].defenders[0])).collect())
        }
        DecisionKind::DeclareBlockers { options } => {
            let mut blocks = Vec::new();
            for o in options {
                println!("Block with {}?  0: no block", permanent_text(g, o.blocker));
                for (i, a) in o.attackers.iter().enumerate() {
                    println!("  {}: block {}", i + 1, permanent_text(g, *a));
                }
                let Some(i) = pick(lines, o.attackers.len() + 1, 0)? else { return Ok(None) };
                if i > 0 {
                    blocks.push((o.blocker, o.attackers[i - 1]));
                }
            }
            Answer::Blockers(blocks)
        }
        DecisionKind::ChooseTargets { text, slots, .. } => {
            println!("Targets for: {text}");
            let Some(t) = choose_targets(g, slots, lines)? else { return Ok(None) };
            Answer::Targets(t)
        }
        DecisionKind::ChooseObjects { reason, from, .. } => {
            println!("{reason}:");
            for (i, c) in from.iter().enumerate() {
                println!("  {i}: {}", g.name(*c));
            }
            let Some(v) = pick_many(lines, from.len())? else { return Ok(None) };
            Answer::Cards(v.into_iter().map(|i| from[i]).collect())
        }
        DecisionKind::YesNo { prompt } => {
            println!("{prompt}\n  0: yes\n  1: no");
            let Some(i) = pick(lines, 2, 0)? else { return Ok(None) };
            Answer::YesNo(i == 0)
        }
        DecisionKind::ChooseOption { prompt, options } => {
            println!("{prompt}:");
            for (i, o) in options.iter().enumerate() {
                println!("  {i}: {o}");
            }
            let Some(i) = pick(lines, options.len(), 0)? else { return Ok(None) };
            Answer::Option(i)
        }
        _ => default_answer(g, d),
    }))
}

fn read_number(lines: &mut impl Iterator<Item = std::io::Result<String>>, prompt: &str) -> anyhow::Result<Option<u32>> {
    loop {
        let Some(l) = read(lines, prompt)? else { return Ok(None) };
        if let Ok(n) = l.parse() {
            return Ok(Some(n));
        }
        println!("  please type a number");
    }
}
