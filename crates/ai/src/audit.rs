//! The blunder audit: counting the decisions a competent player never makes.
//!
//! [`play_audited`] plays a game like [`crate::play_out`] and looks at every answer of the
//! audited seats before the engine sees it. The kinds of blunder ([`Blunder`]) are judged
//! from the game and the compiled abilities (the direction of an effect comes from
//! [`crate::heuristic::effects`]), never from card names.

use crate::heuristic::effects::{
    activated_effect, attached_use, is_aura, spell_effect, target_use, trigger_program, TargetUse,
};
use crate::heuristic::lands::is_fetch;
use crate::Player;
use grimoire_engine::*;
use std::collections::HashMap;

/// A kind of decision a competent player never makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blunder {
    /// A benefit (pump, Aura that helps, counters, untap, life, cards, tokens, control)
    /// aimed at an opponent or an opponent's object.
    HelpsOpponent,
    /// Harm (damage, destruction, exile, -N/-N, tap, countering, a restriction) aimed at
    /// itself or its own object or spell.
    HurtsSelf,
    /// Its turn's last main phase ended with a land in hand it could still play.
    LandDropSkipped,
    /// A fetch land it could crack sat unused through a whole turn cycle.
    FetchLandUnused,
    /// An answer the engine refused (a cast or activation it could not make).
    Refused,
    /// Lethal damage available and not dealt: attackers enough against no possible blocker,
    /// or a damage spell or ability for at least the opponent's life left unused.
    LethalMissed,
}

impl Blunder {
    /// Every kind, in report order.
    pub const ALL: [Blunder; 6] = [
        Blunder::HelpsOpponent,
        Blunder::HurtsSelf,
        Blunder::LandDropSkipped,
        Blunder::FetchLandUnused,
        Blunder::Refused,
        Blunder::LethalMissed,
    ];

    /// A short name for reports.
    pub fn name(self) -> &'static str {
        match self {
            Blunder::HelpsOpponent => "benefit aimed at an opponent",
            Blunder::HurtsSelf => "harm aimed at itself",
            Blunder::LandDropSkipped => "land drop skipped",
            Blunder::FetchLandUnused => "fetch land never used",
            Blunder::Refused => "answer refused",
            Blunder::LethalMissed => "lethal not taken",
        }
    }
}

/// How many blunders of each kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlunderCounts {
    /// The count of each kind, in [`Blunder::ALL`] order.
    pub counts: [u64; 6],
    /// What happened, in words, for the first few blunders.
    pub examples: Vec<String>,
}

/// How many blunders are described in words.
const EXAMPLES: usize = 20;

impl BlunderCounts {
    /// Counts one blunder of `kind`.
    pub fn add(&mut self, kind: Blunder) {
        self.counts[kind as usize] += 1;
    }

    /// Counts one blunder of `kind`, described by `what` (who, when, with what).
    pub fn note(&mut self, game: &Game, me: PlayerId, kind: Blunder, what: &str) {
        self.add(kind);
        if self.examples.len() < EXAMPLES {
            let who = &game.player(me).name;
            self.examples.push(format!("turn {}, {who}: {}: {what}", game.turn(), kind.name()));
        }
    }

    /// The count of `kind`.
    pub fn get(&self, kind: Blunder) -> u64 {
        self.counts[kind as usize]
    }

    /// All blunders.
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// Adds another tally to this one.
    pub fn merge(&mut self, other: &BlunderCounts) {
        for (a, b) in self.counts.iter_mut().zip(other.counts) {
            *a += b;
        }
        let room = EXAMPLES.saturating_sub(self.examples.len());
        self.examples.extend(other.examples.iter().take(room).cloned());
    }
}

/// What the audit remembers during one game.
#[derive(Default)]
struct Watch {
    counts: BlunderCounts,
    /// Fetch lands, by the turn their activation was first offered above 2 life.
    fetches: HashMap<ObjectId, u32>,
    /// Fetch lands already counted.
    fetch_counted: Vec<ObjectId>,
}

/// Plays `game` to its end like [`crate::play_out`], counting the blunders of the seats
/// marked in `audited`.
pub fn play_audited(
    game: &mut Game,
    players: &mut [Box<dyn Player>],
    audited: &[bool],
    max_answers: u64,
) -> BlunderCounts {
    let mut w = Watch::default();
    let mut n = 0;
    while let Some(d) = game.pending().cloned() {
        if n >= max_answers {
            break;
        }
        n += 1;
        let seat = d.player.index();
        let answer = players[seat].decide(game, &d);
        let audit = audited.get(seat).copied().unwrap_or(false);
        if audit {
            judge(game, &d, &answer, &mut w);
        }
        if let Err(e) = game.submit(d.player, answer) {
            if audit {
                w.counts.note(game, d.player, Blunder::Refused, &e.to_string());
            }
            let fb = players[seat].fallback(game, &d);
            game.submit(d.player, fb).expect("fallback answers are always legal");
        }
    }
    w.counts
}

/// Whether `card` is legendary and `me` controls a permanent of that name: playing it only
/// puts one into the graveyard (CR 704.5j), so keeping it is no skipped land drop.
fn legend_twice(game: &Game, me: PlayerId, card: ObjectId) -> bool {
    let def = &game.object(card).card;
    def.has_supertype(Supertype::Legendary)
        && game.battlefield().iter().any(|&o| game.controller(o) == me && game.characteristics(o).name == def.name)
}

/// Whether an effect on a target is known to help it.
fn helps(u: &TargetUse) -> bool {
    !u.harmful() && (u.benefit || u.pump.0 > 0 || u.pump.1 > 0)
}

/// Whether an effect on a target is known to hurt it.
fn hurts(u: &TargetUse) -> bool {
    u.damage > 0 || u.removal || u.tap || u.pump.1 < 0
}

/// Who controls a target: a player is its own side; a spell or ability on the stack is its
/// controller's; a permanent or card is its controller's (its owner's outside the
/// battlefield).
fn side(game: &Game, t: Target) -> PlayerId {
    match t {
        Target::Player(p) => p,
        Target::Object(o) => {
            game.stack().iter().find(|s| s.id == o).map(|s| s.controller).unwrap_or_else(|| game.controller(o))
        }
    }
}

/// Counts the targets of `targets` aimed the wrong way, slot by slot.
fn judge_targets(
    game: &Game,
    me: PlayerId,
    (source, uses): (ObjectId, &[TargetUse]),
    targets: &[Vec<Target>],
    forced: Option<&[TargetSlot]>,
    w: &mut Watch,
) {
    let name = &game.object(source).card.name;
    for (i, (u, ts)) in uses.iter().zip(targets).enumerate() {
        // A mandatory trigger with nothing of an opponent's to aim at (CR 603.3d) has no
        // choice of side: the blunder, if any, was made earlier.
        let choice = forced.and_then(|f| f.get(i)).is_none_or(|s| s.legal.iter().any(|&t| side(game, t) != me));
        for &t in ts.iter().filter(|_| choice) {
            let mine = side(game, t) == me;
            if mine && hurts(u) {
                let what = format!("{name} at {}", game.target_name(t));
                w.counts.note(game, me, Blunder::HurtsSelf, &what);
            } else if !mine && helps(u) {
                let what = format!("{name} at {}", game.target_name(t));
                w.counts.note(game, me, Blunder::HelpsOpponent, &what);
            }
        }
    }
}

/// What a cast does to each of its targets (none known for modal spells).
fn cast_uses(game: &Game, spec: &CastSpec) -> Vec<TargetUse> {
    let whole = game.object(spec.card).card.clone();
    let def = spec.half.and_then(|h| whole.cast_face(h).cloned()).unwrap_or(whole);
    if !spec.modes.is_empty() {
        return Vec::new();
    }
    match spell_effect(&def) {
        Some(e) => (0..spec.targets.len()).map(|i| target_use(&e.program, i as u8)).collect(),
        None if is_aura(&def) => vec![attached_use(&def); spec.targets.len()],
        None => Vec::new(),
    }
}

/// The damage a spell or ability's program deals to its `i`-th target if that is a player
/// (fixed amounts only).
fn face_damage(program: &[Instr], i: u8) -> i32 {
    target_use(program, i).damage
}

/// Whether some offered action deals at least `life` damage to `opp` right now.
fn burn_lethal(game: &Game, actions: &[ActionOption], opp: PlayerId) -> bool {
    let life = game.player(opp).life;
    actions.iter().any(|a| {
        let (program, slots): (Option<Vec<Instr>>, &Vec<TargetSlot>) = match a {
            ActionOption::Cast { card, targets, x: false, modes: None, half: None, .. } => {
                (spell_effect(&game.object(*card).card).map(|e| e.program.clone()), targets)
            }
            ActionOption::Activate { source, index, targets, x: false, mana: false, modes: None, .. } => {
                let ab = activated_effect(&game.object(*source).card, *index);
                // Costs that give up something else are a real price; leave them out.
                let cheap = ab.is_some_and(|x| x.cost.sacrifice.is_none() && x.cost.discard.is_none());
                (ab.filter(|_| cheap).map(|x| x.effect.program.clone()), targets)
            }
            _ => return false,
        };
        let Some(program) = program else { return false };
        slots.len() == 1
            && slots[0].legal.contains(&Target::Player(opp))
            && face_damage(&program, 0) >= life
            && life > 0
    })
}

/// Whether attacking with everything offered is lethal against a player with no creature
/// able to block.
fn attack_lethal(game: &Game, me: PlayerId, options: &[AttackOption]) -> Option<i32> {
    let opp = game.opponents(me).next()?;
    let blockers = game.battlefield().iter().any(|&id| {
        game.controller(id) == opp && game.characteristics(id).is(CardType::Creature) && !game.object(id).tapped
    });
    if blockers {
        return None;
    }
    let all: Vec<(ObjectId, Target)> = options
        .iter()
        .filter(|o| o.defenders.contains(&Target::Player(opp)))
        .map(|o| (o.attacker, Target::Player(opp)))
        .collect();
    if !game.can_pay(me, &game.attack_declaration_cost(&all)) {
        return None;
    }
    let power: i32 = all.iter().map(|(a, _)| game.power(*a).max(0)).sum();
    (power >= game.player(opp).life).then_some(game.player(opp).life)
}

fn judge(game: &Game, d: &Decision, answer: &Answer, w: &mut Watch) {
    let me = d.player;
    match (&d.kind, answer) {
        (_, Answer::Cast(spec)) => {
            let uses = cast_uses(game, spec);
            judge_targets(game, me, (spec.card, &uses), &spec.targets, None, w);
        }
        (_, Answer::Activate(spec)) => {
            if let Some(ab) = activated_effect(&game.object(spec.source).card, spec.index) {
                if spec.modes.is_empty() {
                    let uses: Vec<TargetUse> =
                        (0..spec.targets.len()).map(|i| target_use(&ab.effect.program, i as u8)).collect();
                    judge_targets(game, me, (spec.source, &uses), &spec.targets, None, w);
                }
            }
        }
        (DecisionKind::ChooseTargets { source, slots, .. }, Answer::Targets(targets)) => {
            if let Some(e) = trigger_program(&game.object(*source).card) {
                let uses: Vec<TargetUse> = (0..targets.len()).map(|i| target_use(&e.program, i as u8)).collect();
                judge_targets(game, me, (*source, &uses), targets, Some(slots), w);
            }
        }
        (DecisionKind::DeclareAttackers { options }, Answer::Attackers(chosen)) => {
            if let Some(life) = attack_lethal(game, me, options) {
                let dealt: i32 = chosen
                    .iter()
                    .filter(|(_, t)| matches!(t, Target::Player(p) if *p != me))
                    .map(|(a, _)| game.power(*a).max(0))
                    .sum();
                if dealt < life {
                    let what = format!("attacked for {dealt} of the {life} needed, with no blocker");
                    w.counts.note(game, me, Blunder::LethalMissed, &what);
                }
            }
        }
        _ => {}
    }
    let DecisionKind::Priority { actions } = &d.kind else { return };
    let passes = matches!(answer, Answer::Pass);
    // Fetch lands: when first offered, and whether one sat through a turn cycle.
    for a in actions {
        if let ActionOption::Activate { source, index, .. } = a {
            if is_fetch(&game.object(*source).card, *index) {
                // Paying life down to 1 or 0 is no longer sensible (CR 119.4): the turn cycle
                // counts from the first time it could be cracked above that, and starts again
                // after the life fell that low (a land kept at 2 life, then life gained).
                let price = activated_effect(&game.object(*source).card, *index).map_or(0, |a| a.cost.life as i32);
                let can = game.player(me).life > price + 1;
                if !can {
                    w.fetches.remove(source);
                    continue;
                }
                let first = *w.fetches.entry(*source).or_insert(game.turn());
                if game.turn() >= first + 2 && !w.fetch_counted.contains(source) {
                    w.fetch_counted.push(*source);
                    let what = format!("{} since turn {first}", game.object(*source).card.name);
                    w.counts.note(game, me, Blunder::FetchLandUnused, &what);
                }
            }
        }
    }
    if !passes {
        return;
    }
    let own_turn = game.active_player() == me && game.stack().is_empty();
    if own_turn
        && game.step() == Step::PostcombatMain
        && actions.iter().any(|a| matches!(a, ActionOption::PlayLand { card, .. } if !legend_twice(game, me, *card)))
    {
        w.counts.note(game, me, Blunder::LandDropSkipped, "passed the last main phase");
    }
    if game.opponents(me).any(|o| burn_lethal(game, actions, o)) {
        w.counts.note(game, me, Blunder::LethalMissed, "passed with lethal damage in hand");
    }
}

/// Plays one game between two decks (`decks[0]` in the first seat, swapped when `swap`),
/// each played by the player of the same index in `kinds`, and counts the blunders of the
/// players marked in `audited` (by entrant, not seat).
pub fn audit_game(
    decks: [&(String, Vec<std::sync::Arc<CardDef>>); 2],
    kinds: [&crate::PlayerKind; 2],
    audited: [bool; 2],
    seed: u64,
    swap: bool,
    max_turns: u32,
) -> BlunderCounts {
    let order: [usize; 2] = if swap { [1, 0] } else { [0, 1] };
    let players = order.iter().map(|&e| PlayerConfig::with_deck(decks[e].0.clone(), decks[e].1.clone())).collect();
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = max_turns;
    let mut game = Game::new(cfg, seed);
    game.set_logging(false);
    let mut ais: Vec<Box<dyn Player>> =
        order.iter().enumerate().map(|(s, &e)| kinds[e].build(seed.wrapping_mul(31).wrapping_add(s as u64))).collect();
    let seats = [audited[order[0]], audited[order[1]]];
    play_audited(&mut game, &mut ais, &seats, 2_000_000)
}
