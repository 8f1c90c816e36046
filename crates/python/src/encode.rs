//! Numeric observations: a seat's view of the game, and the answers it may give, as fixed-size
//! rows of `f32` for learning agents.
//!
//! Everything is computed from the server's per-seat view (`grimoire_server::view::build`),
//! which holds only what that seat may see (CR 401.2, 402.3: libraries and the other players'
//! hands are hidden): the encoding cannot leak what the view does not show. Values are raw
//! game numbers (life 20 is 20.0), flags are 0.0 or 1.0; absent slots are all zeros. The
//! layout is one table of named blocks ([`LAYOUT`]), exported to Python so the documentation,
//! the Python package and this file agree.

use crate::actions::MAX_ACTIONS;
use grimoire_engine::{Answer, Game, ObjectId, PlayerId, Step, Target};
use grimoire_server::view::{self, CardView, GameView};

/// Players encoded (the viewer first, then the others in turn order).
pub const MAX_PLAYERS: usize = 2;
/// Permanents encoded: the viewer's first, then the others', in battlefield order.
pub const MAX_PERMANENTS: usize = 40;
/// Cards of the viewer's hand encoded.
pub const MAX_HAND: usize = 10;
/// Stack entries encoded, top first.
pub const MAX_STACK: usize = 8;

/// The decision kinds, in the order of their one-hot block (the engine's `DecisionKind`).
pub const DECISION_KINDS: [&str; 13] = [
    "Mulligan",
    "PutOnBottom",
    "Priority",
    "DeclareAttackers",
    "DeclareBlockers",
    "AssignCombatDamage",
    "ChooseTargets",
    "ChooseObjects",
    "YesNo",
    "ChooseOption",
    "ChooseNumber",
    "OrderTriggers",
    "(none)",
];

/// The answer kinds, in the order of the action rows' one-hot block (the engine's `Answer`).
pub const ANSWER_KINDS: [&str; 19] = [
    "Pass",
    "PlayLand",
    "Cast",
    "Activate",
    "Concede",
    "Keep",
    "Mulligan",
    "Cards",
    "Attackers",
    "Blockers",
    "Damage",
    "Targets",
    "YesNo",
    "Option",
    "Number",
    "Order",
    "TurnFaceUp",
    "ExileFromHand",
    "Unlock",
];

/// Keywords with a flag of their own in a permanent's row.
pub const KEYWORDS: [&str; 14] = [
    "Flying",
    "First strike",
    "Double strike",
    "Deathtouch",
    "Lifelink",
    "Trample",
    "Vigilance",
    "Reach",
    "Haste",
    "Hexproof",
    "Indestructible",
    "Menace",
    "Defender",
    "Shroud",
];

/// The features of the game as a whole.
pub const GLOBAL_FEATURES: [&str; 7] =
    ["turn", "my_turn", "i_decide", "stack_size", "legal_actions", "game_over", "my_seat"];
/// The features of one player.
pub const PLAYER_FEATURES: [&str; 14] = [
    "present",
    "life",
    "poison",
    "library",
    "hand",
    "graveyard",
    "exile",
    "permanents",
    "lands",
    "untapped_lands",
    "creatures",
    "total_power",
    "lost",
    "won",
];
/// The features of a card (in hand) or permanent, before the keyword flags.
pub const CARD_FEATURES: [&str; 28] = [
    "present",
    "mine",
    "owned_by_me",
    "creature",
    "land",
    "artifact",
    "enchantment",
    "planeswalker",
    "instant",
    "sorcery",
    "legendary",
    "token",
    "mana_value",
    "power",
    "toughness",
    "damage",
    "tapped",
    "summoning_sick",
    "attacking",
    "blocking",
    "plus_one_counters",
    "minus_one_counters",
    "loyalty",
    "other_counters",
    "attached",
    "white",
    "blue",
    "black",
];
/// The last colours of a card row, then come the keyword flags.
pub const CARD_FEATURES_TAIL: [&str; 2] = ["red", "green"];
/// Width of a card row: the named features, the two last colours, the keywords.
pub const CARD_WIDTH: usize = CARD_FEATURES.len() + CARD_FEATURES_TAIL.len() + KEYWORDS.len();
/// The features of one stack entry.
pub const STACK_FEATURES: [&str; 5] = ["present", "mine", "is_spell", "targets", "mana_value"];
/// The features of one action row after its answer-kind one-hot: the main card's row
/// summary and what the answer aims at.
pub const ACTION_FEATURES: [&str; 14] = [
    "objects",
    "value",
    "x",
    "card_mana_value",
    "card_power",
    "card_toughness",
    "card_creature",
    "card_land",
    "card_mine",
    "targets_opponent",
    "targets_me",
    "targets_my_permanents",
    "targets_their_permanents",
    "targets_their_power",
];
/// Width of one action row.
pub const ACTION_WIDTH: usize = ANSWER_KINDS.len() + ACTION_FEATURES.len();

/// The observation's blocks in order: (name, rows, width of a row).
pub const LAYOUT: [(&str, usize, usize); 7] = [
    ("global", 1, GLOBAL_FEATURES.len()),
    ("step", 1, Step::ALL.len()),
    ("decision", 1, DECISION_KINDS.len()),
    ("players", MAX_PLAYERS, PLAYER_FEATURES.len()),
    ("permanents", MAX_PERMANENTS, CARD_WIDTH),
    ("hand", MAX_HAND, CARD_WIDTH),
    ("stack", MAX_STACK, STACK_FEATURES.len()),
];

/// The length of the observation vector.
pub const fn observation_len() -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < LAYOUT.len() {
        n += LAYOUT[i].1 * LAYOUT[i].2;
        i += 1;
    }
    n
}

/// A seat's observation: the state, one row per listed answer, and the mask of real rows.
pub struct Encoded {
    pub observation: Vec<f32>,
    pub actions: Vec<f32>,
    pub mask: Vec<u8>,
}

/// The mana value of a printed cost such as `{2}{R}{R}` (CR 202.3; X counts 0, CR 107.3b).
fn mana_value(cost: &str) -> f32 {
    cost.split('{')
        .filter_map(|s| s.strip_suffix('}').or_else(|| s.split('}').next()).filter(|s| !s.is_empty()))
        .map(|sym| match sym.parse::<u32>() {
            Ok(n) => n as f32,
            Err(_) if sym == "X" || sym == "Y" || sym == "Z" => 0.0,
            Err(_) => 1.0,
        })
        .sum()
}

fn flag(b: bool) -> f32 {
    if b {
        1.0
    } else {
        0.0
    }
}

/// One card row (see [`CARD_FEATURES`]).
fn card_row(c: &CardView, viewer: u8, v: &GameView, out: &mut Vec<f32>) {
    let t = &c.type_line;
    let counter = |name: &str| c.counters.iter().filter(|(k, _)| k == name).map(|(_, n)| *n as f32).sum::<f32>();
    let known = ["+1/+1", "-1/-1", "loyalty"];
    let other: f32 = c.counters.iter().filter(|(k, _)| !known.contains(&k.as_str())).map(|(_, n)| *n as f32).sum();
    out.extend([
        1.0,
        flag(c.controller == viewer),
        flag(c.owner == viewer),
        flag(c.creature),
        flag(c.land),
        flag(t.contains("Artifact")),
        flag(t.contains("Enchantment")),
        flag(t.contains("Planeswalker")),
        flag(t.contains("Instant")),
        flag(t.contains("Sorcery")),
        flag(t.contains("Legendary")),
        flag(c.token),
        mana_value(&c.cost),
        c.power.unwrap_or(0) as f32,
        c.toughness.unwrap_or(0) as f32,
        c.damage as f32,
        flag(c.tapped),
        flag(c.sick),
        flag(v.attackers.iter().any(|(a, _)| *a == c.id)),
        flag(v.blocks.iter().any(|(b, _)| *b == c.id)),
        counter("+1/+1"),
        counter("-1/-1"),
        counter("loyalty"),
        other,
        flag(c.attached_to.is_some()),
    ]);
    for letter in ['W', 'U', 'B', 'R', 'G'] {
        out.push(flag(c.colors.contains(letter)));
    }
    for k in KEYWORDS {
        out.push(flag(c.keywords.iter().any(|w| w.eq_ignore_ascii_case(k))));
    }
}

fn pad(out: &mut Vec<f32>, rows_written: usize, rows: usize, width: usize) {
    out.resize(out.len() + rows.saturating_sub(rows_written) * width, 0.0);
}

/// The players in the order they are encoded: the viewer, then the next seats.
fn seat_order(v: &GameView) -> Vec<usize> {
    let n = v.players.len();
    (0..n).map(|i| (v.you as usize + i) % n).collect()
}

/// What `viewer` sees: the public view plus its own hand and the faces of its own face-down
/// permanents (CR 708.5), as the server's seat view has them, without the pending decision's
/// description (whose payment planning the encoding does not need).
fn seat_view(g: &Game, viewer: PlayerId) -> GameView {
    let mut v = view::spectator(g);
    v.you = viewer.0;
    v.spectator = false;
    let p = &mut v.players[viewer.index()];
    p.hand = Some(g.player(viewer).hand.iter().map(|&id| view::card_view(g, id, Some(viewer))).collect());
    for c in p.battlefield.iter_mut().filter(|c| g.object(ObjectId(c.id)).face_down) {
        *c = view::card_view(g, ObjectId(c.id), Some(viewer));
    }
    v
}

/// Encodes what `viewer` sees of `g`, with one row per answer in `answers` (the viewer's
/// listed legal answers, or none when another seat decides).
pub fn encode(g: &Game, viewer: PlayerId, answers: &[Answer]) -> Encoded {
    let v = seat_view(g, viewer);
    let me = viewer.0;
    let mut o = Vec::with_capacity(observation_len());
    // global
    let deciding = g.pending().filter(|d| d.player == viewer);
    o.extend([
        v.turn as f32,
        flag(v.active == me),
        flag(deciding.is_some()),
        v.stack.len() as f32,
        answers.len() as f32,
        flag(v.result.is_some()),
        me as f32,
    ]);
    // step
    o.extend(Step::ALL.iter().map(|s| flag(s.key() == v.step_key)));
    // decision
    let kind = deciding.map_or("(none)", |d| decision_kind(&d.kind));
    o.extend(DECISION_KINDS.iter().map(|k| flag(*k == kind)));
    // players
    let order = seat_order(&v);
    for &s in order.iter().take(MAX_PLAYERS) {
        let p = &v.players[s];
        let lands = p.battlefield.iter().filter(|c| c.land);
        o.extend([
            1.0,
            p.life as f32,
            p.poison as f32,
            p.library as f32,
            p.hand_count as f32,
            p.graveyard.len() as f32,
            p.exile.len() as f32,
            p.battlefield.len() as f32,
            lands.clone().count() as f32,
            lands.filter(|c| !c.tapped).count() as f32,
            p.battlefield.iter().filter(|c| c.creature).count() as f32,
            p.battlefield.iter().filter(|c| c.creature).map(|c| c.power.unwrap_or(0).max(0) as f32).sum(),
            flag(p.lost),
            flag(p.won),
        ]);
    }
    pad(&mut o, order.len().min(MAX_PLAYERS), MAX_PLAYERS, PLAYER_FEATURES.len());
    // permanents
    let perms: Vec<&CardView> =
        order.iter().flat_map(|&s| v.players[s].battlefield.iter()).take(MAX_PERMANENTS).collect();
    for c in &perms {
        card_row(c, me, &v, &mut o);
    }
    pad(&mut o, perms.len(), MAX_PERMANENTS, CARD_WIDTH);
    // hand
    let hand: Vec<&CardView> = v.players[me as usize].hand.iter().flatten().take(MAX_HAND).collect();
    for c in &hand {
        card_row(c, me, &v, &mut o);
    }
    pad(&mut o, hand.len(), MAX_HAND, CARD_WIDTH);
    // stack, top first
    let stack: Vec<_> = v.stack.iter().rev().take(MAX_STACK).collect();
    for s in &stack {
        o.extend([1.0, flag(s.controller == me), flag(s.is_spell), s.targets.len() as f32, mana_value(&s.cost)]);
    }
    pad(&mut o, stack.len(), MAX_STACK, STACK_FEATURES.len());
    debug_assert_eq!(o.len(), observation_len());

    let mut actions = Vec::with_capacity(MAX_ACTIONS * ACTION_WIDTH);
    for a in answers.iter().take(MAX_ACTIONS) {
        action_row(g, me, a, &mut actions);
    }
    pad(&mut actions, answers.len().min(MAX_ACTIONS), MAX_ACTIONS, ACTION_WIDTH);
    let mask = (0..MAX_ACTIONS).map(|i| u8::from(i < answers.len())).collect();
    Encoded { observation: o, actions, mask }
}

/// The name of a decision's kind, as in [`DECISION_KINDS`].
pub fn decision_kind(k: &grimoire_engine::DecisionKind) -> &'static str {
    use grimoire_engine::DecisionKind::*;
    match k {
        Mulligan { .. } => "Mulligan",
        PutOnBottom { .. } => "PutOnBottom",
        Priority { .. } => "Priority",
        DeclareAttackers { .. } => "DeclareAttackers",
        DeclareBlockers { .. } => "DeclareBlockers",
        AssignCombatDamage { .. } => "AssignCombatDamage",
        ChooseTargets { .. } => "ChooseTargets",
        ChooseObjects { .. } => "ChooseObjects",
        YesNo { .. } => "YesNo",
        ChooseOption { .. } => "ChooseOption",
        ChooseNumber { .. } => "ChooseNumber",
        OrderTriggers { .. } => "OrderTriggers",
    }
}

/// One action row: the answer's kind, then [`ACTION_FEATURES`].
fn action_row(g: &Game, me: u8, a: &Answer, out: &mut Vec<f32>) {
    let kind = match a {
        Answer::Pass => 0,
        Answer::PlayLand(_) => 1,
        Answer::Cast(_) => 2,
        Answer::Activate(_) => 3,
        Answer::Concede => 4,
        Answer::Keep => 5,
        Answer::Mulligan => 6,
        Answer::Cards(_) => 7,
        Answer::Attackers(_) => 8,
        Answer::Blockers(_) => 9,
        Answer::Damage(_) => 10,
        Answer::Targets(_) => 11,
        Answer::YesNo(_) => 12,
        Answer::Option(_) => 13,
        Answer::Number(_) => 14,
        Answer::Order(_) => 15,
        Answer::TurnFaceUp(_) => 16,
        Answer::ExileFromHand(_) => 17,
        Answer::Unlock(_) => 18,
    };
    out.extend((0..ANSWER_KINDS.len()).map(|i| flag(i == kind)));
    let none: &[Vec<Target>] = &[];
    let (card, objects, value, x, targets) = match a {
        Answer::PlayLand(c) => (Some(c.card), 1, 0.0, None, none),
        Answer::Cast(s) => (Some(s.card), 1, 0.0, s.x, s.targets.as_slice()),
        Answer::Activate(s) | Answer::TurnFaceUp(s) | Answer::ExileFromHand(s) | Answer::Unlock(s) => {
            (Some(s.source), 1, 0.0, s.x, s.targets.as_slice())
        }
        Answer::Cards(v) => (v.first().copied(), v.len(), 0.0, None, none),
        Answer::Attackers(v) => (v.first().map(|p| p.0), v.len(), 0.0, None, none),
        Answer::Blockers(v) => (v.first().map(|p| p.0), v.len(), 0.0, None, none),
        Answer::Damage(v) => (None, v.len(), 0.0, None, none),
        Answer::Targets(t) => (None, t.iter().map(Vec::len).sum(), 0.0, None, t.as_slice()),
        Answer::YesNo(b) => (None, 0, flag(*b), None, none),
        Answer::Option(i) => (None, 0, *i as f32, None, none),
        Answer::Number(n) => (None, 0, *n as f32, None, none),
        Answer::Order(v) => (None, v.len(), 0.0, None, none),
        Answer::Pass | Answer::Concede | Answer::Keep | Answer::Mulligan => (None, 0, 0.0, None, none),
    };
    let viewer = Some(PlayerId(me));
    let cv = card.filter(|c| c.index() < g.objects().len()).map(|c| view::card_view(g, c, viewer));
    let (mut t_opp, mut t_me, mut t_mine, mut t_theirs, mut t_power) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for t in targets.iter().flatten() {
        match t {
            Target::Player(p) if p.0 == me => t_me += 1.0,
            Target::Player(_) => t_opp += 1.0,
            Target::Object(id) if id.index() < g.objects().len() => {
                let c = view::card_view(g, *id, viewer);
                if c.controller == me {
                    t_mine += 1.0;
                } else {
                    t_theirs += 1.0;
                    t_power += c.power.unwrap_or(0).max(0) as f32;
                }
            }
            Target::Object(_) => {}
        }
    }
    out.extend([
        objects as f32,
        value,
        x.unwrap_or(0) as f32,
        cv.as_ref().map_or(0.0, |c| mana_value(&c.cost)),
        cv.as_ref().map_or(0.0, |c| c.power.unwrap_or(0) as f32),
        cv.as_ref().map_or(0.0, |c| c.toughness.unwrap_or(0) as f32),
        cv.as_ref().map_or(0.0, |c| flag(c.creature)),
        cv.as_ref().map_or(0.0, |c| flag(c.land)),
        cv.as_ref().map_or(0.0, |c| flag(c.controller == me)),
        t_opp,
        t_me,
        t_mine,
        t_theirs,
        t_power,
    ]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mana_values_of_printed_costs() {
        assert_eq!(mana_value("{2}{R}{R}"), 4.0);
        assert_eq!(mana_value("{X}{G}"), 1.0);
        assert_eq!(mana_value(""), 0.0);
        assert_eq!(mana_value("{W/U}{10}"), 11.0);
    }

    /// The seat view the encoding reads is the server's seat view without the decision.
    #[test]
    fn the_seat_view_is_the_servers() {
        use grimoire_ai::{Player, RandomPlayer};
        let db = crate::setup::card_db(None).unwrap();
        let decks = vec![crate::setup::deck(&db, "red-burn").unwrap(), crate::setup::deck(&db, "goblins").unwrap()];
        let mut g = Game::new(crate::setup::config(&decks, 100), 3);
        let mut r = RandomPlayer::new(1);
        let mut compared = 0;
        while let Some(d) = g.pending().cloned() {
            for p in [PlayerId(0), PlayerId(1)] {
                let mut server = view::build(&g, p);
                server.decision = None;
                assert_eq!(seat_view(&g, p), server);
                compared += 1;
            }
            let a = r.decide(&g, &d);
            if g.submit(d.player, a).is_err() {
                g.submit(d.player, r.fallback(&g, &d)).unwrap();
            }
        }
        assert!(compared > 100);
    }

    #[test]
    fn the_layout_adds_up() {
        assert_eq!(CARD_WIDTH, 44);
        assert_eq!(observation_len(), 7 + 13 + 13 + 2 * 14 + 40 * 44 + 10 * 44 + 8 * 5);
    }
}
