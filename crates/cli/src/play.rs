//! `grimoire play`: a game in the terminal, a human against a computer player.
//!
//! The human answers the same decisions as every other player, by number. The board is
//! printed before each decision; the log scrolls above it. At any question `show NAME`
//! (or `? NAME`) prints a card's text and `?` lists the commands. Long lines are wrapped
//! between words to the terminal's width (`COLUMNS`, else 100).

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
    /// The game's seed (default: a new one each game, printed so that `--seed` repeats it).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Stop at every step where you could act (by default the game stops in your main
    /// phases, when the opponent attacks, at the opponent's end step, and whenever a spell
    /// or ability waits on the stack).
    #[arg(long)]
    pub all_stops: bool,
    /// Your name in the game's log.
    #[arg(long, default_value = "Player")]
    pub name: String,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// Runs `grimoire play`.
pub fn run(args: PlayArgs) -> anyhow::Result<ExitCode> {
    let db = args.cards.db()?;
    let (mine, my_cards) = deck_cards(&args.deck, &db)?;
    let (theirs, their_cards) = deck_cards(&args.opponent, &db)?;
    let name = args.name.trim();
    anyhow::ensure!(!name.is_empty() && name.chars().count() <= 24, "--name takes 1 to 24 characters");
    let cfg = GameConfig::new(vec![
        PlayerConfig::with_deck(format!("{name} ({mine})"), my_cards),
        PlayerConfig::with_deck(format!("Computer ({theirs})"), their_cards),
    ]);
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut game = Game::new(cfg, seed);
    let mut ai = args.computer.build(seed ^ 0x5eed);
    let me = PlayerId(0);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let all_stops = args.all_stops;
    say(&format!(
        "Grimoire: you against the {} player (seed {seed}: `--seed {seed}` plays this game again). Answer each \
         question with its number; `show NAME` reads a card, `?` lists the commands, `q` concedes.\n",
        args.computer
    ));
    loop {
        for e in game.take_events() {
            say(&e.describe(&game));
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
        // Passing with nothing else to do needs no question (mana abilities alone do
        // nothing: mana empties between steps, CR 500.4), nor does a step without a stop, nor
        // declaring no attackers with no creature able to attack.
        let only_pass = match &d.kind {
            DecisionKind::Priority { actions } => {
                let useful =
                    |a: &&ActionOption| !matches!(a, ActionOption::Pass | ActionOption::Activate { mana: true, .. });
                (!actions.iter().any(|a| useful(&a)) || !(all_stops || stops_here(&game, me))).then_some(Answer::Pass)
            }
            DecisionKind::DeclareAttackers { options } if options.is_empty() => Some(Answer::Attackers(Vec::new())),
            _ => None,
        };
        if let Some(answer) = only_pass {
            game.submit(me, answer).ok();
            continue;
        }
        print_board(&game, me);
        let mut input = Input { lines: &mut lines, db: &db };
        let answer = match ask(&game, &d, &mut input)? {
            Some(a) => a,
            None => Answer::Concede,
        };
        if let Err(e) = game.submit(me, answer) {
            say(&format!("  refused: {e}"));
        }
    }
    for e in game.take_events() {
        say(&e.describe(&game));
    }
    let result = game.describe_result().unwrap_or_else(|| "no result".into());
    say(&format!("\nGame over after {} turns: {result}.", game.turn()));
    Ok(ExitCode::SUCCESS)
}

/// Whether the player wants to be asked at this priority: in their own main phases, in the
/// opponent's declare attackers and end steps, and whenever the stack holds something.
fn stops_here(g: &Game, me: PlayerId) -> bool {
    let mine = g.active_player() == me;
    !g.stack().is_empty()
        || match g.step() {
            Step::PrecombatMain | Step::PostcombatMain => mine,
            Step::DeclareAttackers | Step::End => !mine,
            _ => false,
        }
}

/// Prints a line wrapped between words to the terminal's width, continuation lines indented
/// like the first.
fn say(text: &str) {
    let width = std::env::var("COLUMNS").ok().and_then(|c| c.parse::<usize>().ok()).filter(|&w| w >= 40).unwrap_or(100);
    for line in text.lines() {
        let indent: String = line.chars().take_while(|c| *c == ' ').collect();
        let mut current = String::new();
        for word in line.split_whitespace() {
            if !current.is_empty() && current.chars().count() + 1 + word.chars().count() > width {
                println!("{current}");
                current = format!("{indent}  ");
            } else if !current.is_empty() && current != format!("{indent}  ") {
                current.push(' ');
            }
            if current.is_empty() {
                current.push_str(&indent);
            }
            current.push_str(word);
        }
        println!("{current}");
    }
    if text.is_empty() {
        println!();
    }
}

/// Prints life totals, hands, battlefields and the stack as `me` may see them.
fn print_board(g: &Game, me: PlayerId) {
    // CR 730.1: day or night, once the game has either.
    let day_night = g.day_night().map(|d| format!(", {}", d.name())).unwrap_or_default();
    say(&format!(
        "\n==== turn {}, {}{day_night} — {}'s turn ====",
        g.turn(),
        g.step().display(),
        g.player(g.active_player()).name
    ));
    for p in g.player_ids() {
        let pl = g.player(p);
        // CR 122.1f, 107.14, 724: poison and energy counters, and the monarch.
        let mut extra = String::new();
        if pl.poison > 0 {
            extra.push_str(&format!(", {} poison", pl.poison));
        }
        if pl.energy > 0 {
            extra.push_str(&format!(", {} energy", pl.energy));
        }
        if g.monarch() == Some(p) {
            extra.push_str(", the monarch");
        }
        say(&format!(
            "{}: {} life, {} in hand, {} in library, {} in graveyard{extra}",
            pl.name,
            pl.life,
            pl.hand.len(),
            pl.library.len(),
            pl.graveyard.len()
        ));
        let perms: Vec<String> = g.zone(p, Zone::Battlefield).into_iter().map(|id| permanent_text(g, id)).collect();
        if !perms.is_empty() {
            say(&format!("  battlefield: {}", perms.join(", ")));
        }
        // CR 114: emblems, by what they say.
        for id in g.zone(p, Zone::Command).into_iter().filter(|&id| g.object(id).card.is_emblem) {
            say(&format!("  emblem: \"{}\"", g.object(id).card.text));
        }
    }
    let hand: Vec<String> = g.player(me).hand.iter().map(|&c| with_other_face(g, c)).collect();
    say(&format!("your hand: {}", hand.join(", ")));
    if !g.stack().is_empty() {
        let stack: Vec<&str> = g.stack().iter().rev().map(|s| s.text.as_str()).collect();
        say(&format!("stack (top first): {}", stack.join(" / ")));
    }
}

/// A card's name, with its back face's or Adventure's after " // " (CR 712.6, 715.2).
fn with_other_face(g: &Game, id: ObjectId) -> String {
    match g
        .object(id)
        .card
        .back
        .as_ref()
        .filter(|_| g.object(id).card.back_kind != grimoire_engine::OtherFace::Prototype)
    {
        Some(back) => format!("{} // {}", g.name(id), back.name),
        None => g.name(id).to_string(),
    }
}

/// The name of the face or half a cast option casts (CR 709.3, 712.11b, 715.3), or both
/// halves fused (CR 702.102).
fn cast_face_name(g: &Game, card: ObjectId, half: Option<usize>) -> String {
    let whole = &g.object(card).card;
    match half.and_then(|h| whole.cast_face(h).cloned()) {
        Some(face) if grimoire_engine::casting::keywords::is_fused(&face) => format!("{} fused", face.name),
        // CR 718.3: cast prototyped, with the prototype's mana cost and size.
        Some(face) if whole.back_kind == grimoire_engine::OtherFace::Prototype => {
            let cost = face.mana_cost.as_ref().map(|c| c.to_string()).unwrap_or_default();
            let pt = |v: Option<grimoire_engine::PtValue>| v.map_or(0, |p| p.base());
            format!("{} prototyped ({cost}, {}/{})", face.name, pt(face.power), pt(face.toughness))
        }
        // CR 702.146a: a transforming card's back face is cast transformed, by disturb.
        Some(face) if whole.back_kind.is_transform() => format!("{} transformed, for its disturb cost", face.name),
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
    // CR 716.2b: designations such as a Class's level ("(level 2)").
    for d in o.designations() {
        s.push_str(&format!(" ({d})"));
    }
    // CR 310.8: a battle's protector.
    if let Some(p) = g.protector(id).filter(|_| o.zone == grimoire_engine::Zone::Battlefield) {
        s.push_str(&format!(" (protected by {})", g.player(p).name));
    }
    if o.tapped {
        s.push_str(" (tapped)");
    }
    if o.damage > 0 {
        s.push_str(&format!(" [{} damage]", o.damage));
    }
    // CR 122: counters, in words ("2 lore counters" on a Saga, "1 level counter" on a leveler).
    for (kind, n) in &o.counters {
        let plural = if *n == 1 { "" } else { "s" };
        s.push_str(&format!(" [{n} {} counter{plural}]", kind.name()));
    }
    s
}

/// The player's side of the terminal: lines typed, and the cards `show` can read.
struct Input<'a, I: Iterator<Item = std::io::Result<String>>> {
    lines: &'a mut I,
    db: &'a grimoire_cards::CardDb,
}

impl<I: Iterator<Item = std::io::Result<String>>> Input<'_, I> {
    /// Reads one answer line; `None` at end of input or on `q`. Commands (`show NAME`,
    /// `? NAME`, `?`) are answered here and the prompt asked again.
    fn read(&mut self, prompt: &str) -> anyhow::Result<Option<String>> {
        loop {
            print!("{prompt} ");
            std::io::stdout().flush()?;
            let Some(l) = self.lines.next() else { return Ok(None) };
            let l = l?.trim().to_string();
            if l == "q" {
                return Ok(None);
            }
            if l == "?" || l == "help" {
                say("  commands: a number (or numbers) answers; blank takes the default in [brackets]; \
                     `show NAME` or `? NAME` prints a card's text; `q` concedes the game.");
                continue;
            }
            if let Some(name) = l.strip_prefix("show ").or_else(|| l.strip_prefix('?')) {
                self.show(name.trim());
                continue;
            }
            return Ok(Some(l));
        }
    }

    /// Prints the text of the card named `query`, or of the one whose name contains it.
    fn show(&self, query: &str) {
        let lower = query.to_lowercase();
        let found = self.db.get(query).or_else(|| {
            let name =
                self.db.names().filter(|n| n.to_lowercase().contains(&lower)).min_by_key(|n| n.len())?.to_string();
            self.db.get(&name)
        });
        match found {
            Some(card) => {
                for line in crate::cards_cmd::card_text(&card).lines() {
                    say(&format!("  | {line}"));
                }
            }
            None => say(&format!("  no card named {query:?}{}", self.db.did_you_mean(query))),
        }
    }

    /// Reads a number in `0..n` (blank = `default`).
    fn pick(&mut self, n: usize, default: usize) -> anyhow::Result<Option<usize>> {
        loop {
            let Some(l) = self.read(&format!("choose 0-{} [{default}]:", n.saturating_sub(1)))? else {
                return Ok(None);
            };
            if l.is_empty() {
                return Ok(Some(default));
            }
            match l.parse::<usize>() {
                Ok(i) if i < n => return Ok(Some(i)),
                _ => say(&format!("  please type a number from 0 to {}", n.saturating_sub(1))),
            }
        }
    }

    /// Reads between `min` and `max` different numbers in `0..n`, separated by spaces.
    fn pick_many(&mut self, n: usize, min: usize, max: usize) -> anyhow::Result<Option<Vec<usize>>> {
        let max = max.min(n);
        let prompt = match (min, max) {
            (0, m) if m == n => "numbers separated by spaces (blank for none):".to_string(),
            (0, m) => format!("up to {m} numbers separated by spaces (blank for none):"),
            (a, b) if a == b => format!("{a} number(s) separated by spaces:"),
            (a, b) => format!("{a} to {b} numbers separated by spaces:"),
        };
        loop {
            let Some(l) = self.read(&prompt)? else { return Ok(None) };
            let parsed: Result<Vec<usize>, _> = l.split_whitespace().map(|w| w.parse::<usize>()).collect();
            match parsed {
                Ok(mut v) if v.iter().all(|&i| i < n) => {
                    v.sort_unstable();
                    v.dedup();
                    if (min..=max).contains(&v.len()) {
                        return Ok(Some(v));
                    }
                    say(&format!("  choose {}", if min == max { format!("{min}") } else { format!("{min} to {max}") }));
                }
                _ => say(&format!("  please type numbers from 0 to {}", n.saturating_sub(1))),
            }
        }
    }

    /// Reads a whole number.
    fn number(&mut self, prompt: &str) -> anyhow::Result<Option<u32>> {
        loop {
            let Some(l) = self.read(prompt)? else { return Ok(None) };
            if let Ok(n) = l.parse() {
                return Ok(Some(n));
            }
            say("  please type a whole number");
        }
    }
}

/// The modes of a modal spell or ability (CR 700.2a); none when it is not modal.
fn choose_modes<I: Iterator<Item = std::io::Result<String>>>(
    offered: Option<&ModeChoice>,
    input: &mut Input<'_, I>,
) -> anyhow::Result<Option<Vec<usize>>> {
    let Some(m) = offered else { return Ok(Some(Vec::new())) };
    say(&format!("  choose {} to {} mode(s):", m.min, m.max));
    for (i, text) in m.modes.iter().enumerate() {
        say(&format!("    {i}: {text}"));
    }
    if m.min == 1 && m.max == 1 {
        return Ok(input.pick(m.modes.len(), 0)?.map(|i| vec![i]));
    }
    input.pick_many(m.modes.len(), m.min.into(), m.max.into())
}

fn choose_targets<I: Iterator<Item = std::io::Result<String>>>(
    g: &Game,
    slots: &[TargetSlot],
    input: &mut Input<'_, I>,
) -> anyhow::Result<Option<Vec<Vec<Target>>>> {
    let mut out = Vec::new();
    for s in slots {
        say(&format!("  {} ({} to {}):", s.text, s.min, s.max));
        for (i, t) in s.legal.iter().enumerate() {
            say(&format!("    {i}: {}", g.target_name(*t)));
        }
        if s.max == 1 && s.min == 1 {
            let Some(i) = input.pick(s.legal.len(), 0)? else { return Ok(None) };
            out.push(vec![s.legal[i]]);
        } else {
            let Some(v) = input.pick_many(s.legal.len(), s.min.into(), s.max.into())? else { return Ok(None) };
            out.push(v.into_iter().map(|i| s.legal[i]).collect());
        }
    }
    Ok(Some(out))
}

/// Asks the human for an answer to `d`.
fn ask<I: Iterator<Item = std::io::Result<String>>>(
    g: &Game,
    d: &Decision,
    input: &mut Input<'_, I>,
) -> anyhow::Result<Option<Answer>> {
    Ok(Some(match &d.kind {
        DecisionKind::Mulligan { hand, .. } => {
            let names: Vec<&str> = hand.iter().map(|&c| g.name(c)).collect();
            say(&format!("Opening hand: {}\n  0: keep\n  1: mulligan", names.join(", ")));
            let Some(i) = input.pick(2, 0)? else { return Ok(None) };
            if i == 0 {
                Answer::Keep
            } else {
                Answer::Mulligan
            }
        }
        DecisionKind::Priority { actions } => {
            say("You have priority:");
            for (i, a) in actions.iter().enumerate() {
                let text = match a {
                    ActionOption::Pass => "pass".to_string(),
                    ActionOption::PlayLand { card, face } => format!("play {}", land_face_name(g, *card, *face)),
                    ActionOption::Cast { card, half, .. } => format!("cast {}", cast_face_name(g, *card, *half)),
                    ActionOption::Activate { source, text, .. } => format!("activate {}: {text}", g.name(*source)),
                    ActionOption::TurnFaceUp { permanent, text, .. } => {
                        format!("turn {} face up: {text}", g.object(*permanent).card.name)
                    }
                    ActionOption::ExileFromHand { card, text } => format!("{text}: exile {}", g.name(*card)),
                    ActionOption::Unlock { text, .. } => format!("{text} (a door of a Room you control)"),
                };
                say(&format!("  {i}: {text}"));
            }
            let Some(i) = input.pick(actions.len(), 0)? else { return Ok(None) };
            match &actions[i] {
                ActionOption::Pass => Answer::Pass,
                ActionOption::PlayLand { card, face } => Answer::PlayLand(LandPlay { card: *card, face: *face }),
                ActionOption::Cast { card, targets, x, modes, alt, half } => {
                    let Some(modes) = choose_modes(modes.as_ref(), input)? else { return Ok(None) };
                    let x = if *x { input.number("X =")? } else { None };
                    // A modal spell's targets are those of its chosen modes (CR 700.2c).
                    let slots =
                        if modes.is_empty() { targets.clone() } else { g.mode_target_slots(d.player, *card, &modes) };
                    let Some(targets) = choose_targets(g, &slots, input)? else { return Ok(None) };
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
                    let Some(modes) = choose_modes(modes.as_ref(), input)? else { return Ok(None) };
                    let x = if *x { input.number("X =")? } else { None };
                    let slots = if modes.is_empty() {
                        targets.clone()
                    } else {
                        g.activation_mode_target_slots(d.player, *source, *index, &modes)
                    };
                    let Some(targets) = choose_targets(g, &slots, input)? else { return Ok(None) };
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
                    let x = if *x { input.number("X =")? } else { None };
                    Answer::TurnFaceUp(ActivateSpec { source: *permanent, x, ..Default::default() })
                }
                ActionOption::ExileFromHand { card, .. } => {
                    Answer::ExileFromHand(ActivateSpec { source: *card, ..Default::default() })
                }
                ActionOption::Unlock { room, door, .. } => {
                    Answer::Unlock(ActivateSpec { source: *room, index: *door as usize, ..Default::default() })
                }
            }
        }
        DecisionKind::DeclareAttackers { options } => {
            if options.is_empty() {
                return Ok(Some(Answer::Attackers(vec![])));
            }
            say("Declare attackers:");
            for (i, o) in options.iter().enumerate() {
                say(&format!("  {i}: {}", permanent_text(g, o.attacker)));
            }
            let Some(v) = input.pick_many(options.len(), 0, options.len())? else { return Ok(None) };
            let mut attacks = Vec::new();
            for i in v {
                let o = &options[i];
                // CR 508.1b: which player, planeswalker or battle it attacks, when it may attack
                // more than one.
                let mut defender = o.defenders[0];
                if o.defenders.len() > 1 {
                    say(&format!("{} attacks:", permanent_text(g, o.attacker)));
                    for (j, d) in o.defenders.iter().enumerate() {
                        let name = match d {
                            Target::Player(p) => g.player(*p).name.clone(),
                            Target::Object(x) => permanent_text(g, *x),
                        };
                        say(&format!("  {j}: {name}"));
                    }
                    let Some(j) = input.pick(o.defenders.len(), 0)? else { return Ok(None) };
                    defender = o.defenders[j];
                }
                attacks.push((o.attacker, defender));
            }
            Answer::Attackers(attacks)
        }
        DecisionKind::DeclareBlockers { options } => {
            let mut blocks = Vec::new();
            for o in options {
                say(&format!("Block with {}?  0: no block", permanent_text(g, o.blocker)));
                for (i, a) in o.attackers.iter().enumerate() {
                    say(&format!("  {}: block {}", i + 1, permanent_text(g, *a)));
                }
                let Some(i) = input.pick(o.attackers.len() + 1, 0)? else { return Ok(None) };
                if i > 0 {
                    blocks.push((o.blocker, o.attackers[i - 1]));
                }
            }
            Answer::Blockers(blocks)
        }
        DecisionKind::ChooseTargets { text, slots, .. } => {
            say(&format!("Targets for: {text}"));
            let Some(t) = choose_targets(g, slots, input)? else { return Ok(None) };
            Answer::Targets(t)
        }
        DecisionKind::ChooseObjects { reason, from, min, max } => {
            say(&format!("{reason}:"));
            for (i, c) in from.iter().enumerate() {
                say(&format!("  {i}: {}", g.name(*c)));
            }
            let Some(v) = input.pick_many(from.len(), *min as usize, *max as usize)? else { return Ok(None) };
            Answer::Cards(v.into_iter().map(|i| from[i]).collect())
        }
        DecisionKind::PutOnBottom { count, hand } => {
            say(&format!("Put {count} card(s) from your hand on the bottom of your library:"));
            for (i, c) in hand.iter().enumerate() {
                say(&format!("  {i}: {}", g.name(*c)));
            }
            let n = *count as usize;
            let Some(v) = input.pick_many(hand.len(), n, n)? else { return Ok(None) };
            Answer::Cards(v.into_iter().map(|i| hand[i]).collect())
        }
        DecisionKind::ChooseNumber { prompt, min, max } => loop {
            let Some(n) = input.number(&format!("{prompt} ({min} to {max}):"))? else { return Ok(None) };
            if (*min..=*max).contains(&n) {
                break Answer::Number(n);
            }
        },
        DecisionKind::OrderTriggers { triggers } => {
            say("Your abilities trigger together; put them on the stack in an order (the last one resolves first):");
            for (i, (source, text)) in triggers.iter().enumerate() {
                say(&format!("  {i}: {} — {text}", g.name(*source)));
            }
            let n = triggers.len();
            loop {
                let Some(l) =
                    input.read(&format!("the {n} numbers in the order to put them on the stack [in order]:"))?
                else {
                    return Ok(None);
                };
                if l.is_empty() {
                    break Answer::Order((0..n).collect());
                }
                let order: Vec<usize> = l.split_whitespace().filter_map(|w| w.parse().ok()).collect();
                let mut sorted = order.clone();
                sorted.sort_unstable();
                if sorted == (0..n).collect::<Vec<_>>() {
                    break Answer::Order(order);
                }
                say(&format!("  please type each number from 0 to {} once", n - 1));
            }
        }
        DecisionKind::AssignCombatDamage { source, amount, blockers, trample } => {
            let proposal = default_answer(g, d);
            let Answer::Damage(split) = &proposal else { return Ok(Some(proposal)) };
            let words: Vec<String> = split.iter().map(|(t, n)| format!("{n} to {}", g.target_name(*t))).collect();
            say(&format!("{} deals {amount} combat damage: {}.", g.name(*source), words.join(", ")));
            let mut recipients: Vec<Target> = blockers.iter().map(|(b, _)| Target::Object(*b)).collect();
            recipients.extend(*trample);
            for (i, t) in recipients.iter().enumerate() {
                say(&format!("  {i}: {}", g.target_name(*t)));
            }
            let Some(l) = input.read("blank keeps that; or an amount for each, in this order:")? else {
                return Ok(None);
            };
            let amounts: Vec<u32> = l.split_whitespace().filter_map(|w| w.parse().ok()).collect();
            if l.is_empty() || amounts.len() != recipients.len() {
                proposal
            } else {
                Answer::Damage(recipients.into_iter().zip(amounts).filter(|(_, n)| *n > 0).collect())
            }
        }
        DecisionKind::YesNo { prompt } => {
            say(&format!("{prompt}\n  0: yes\n  1: no"));
            let Some(i) = input.pick(2, 0)? else { return Ok(None) };
            Answer::YesNo(i == 0)
        }
        DecisionKind::ChooseOption { prompt, options } => {
            say(&format!("{prompt}:"));
            for (i, o) in options.iter().enumerate() {
                say(&format!("  {i}: {o}"));
            }
            let Some(i) = input.pick(options.len(), 0)? else { return Ok(None) };
            Answer::Option(i)
        }
    }))
}
