//! A rule-of-thumb player: lands, spells on curve, sensible targets, board-aware combat.
//!
//! It never searches: every decision is a look at the board. It is the baseline the search
//! player must beat, and the policy the search player uses in its playouts.

mod choices;
mod combat;
pub mod effects;
mod eval;
pub mod lands;
mod names;
mod piles;
mod priority;
mod targets;

pub use combat::{choose_attackers, choose_blockers, fight, Fight, Fighter};
pub use eval::{creature_value, permanent_value, score, win_estimate};
pub use priority::{candidates, Candidate};

use crate::Player;
use grimoire_engine::*;

/// The heuristic player. It holds no state, so one value can play any seat.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicPlayer;

impl HeuristicPlayer {
    /// A heuristic player.
    pub fn new() -> HeuristicPlayer {
        HeuristicPlayer
    }
}

fn is_land(game: &Game, id: ObjectId) -> bool {
    game.object(id).card.has_type(CardType::Land)
}

fn mana_value(game: &Game, id: ObjectId) -> u32 {
    game.object(id).card.mana_cost.as_ref().map_or(0, |c| c.mana_value(0))
}

/// Keep hands with 2 to 5 lands (any hand after two mulligans).
pub fn keep_hand(game: &Game, hand: &[ObjectId], mulligans_taken: u32) -> bool {
    let lands = hand.iter().filter(|&&c| is_land(game, c)).count();
    mulligans_taken >= 2 || (2..=5).contains(&lands)
}

/// The cards to put on the bottom after a mulligan: extra lands beyond three, else the
/// most expensive spells.
pub fn bottom_cards(game: &Game, hand: &[ObjectId], count: usize) -> Vec<ObjectId> {
    let lands = hand.iter().filter(|&&c| is_land(game, c)).count();
    let mut ranked: Vec<ObjectId> = hand.to_vec();
    // Sort worst first.
    ranked.sort_by_key(|&c| {
        if is_land(game, c) {
            if lands > 3 {
                0
            } else {
                100
            }
        } else {
            50 - mana_value(game, c) as i32
        }
    });
    ranked.truncate(count);
    ranked
}

/// How much a nonland card in hand is worth keeping when cards must be given up
/// (discarding to hand size, CR 514.1; "unless you discard a card"), lowest given up first:
/// a spell the lands can pay for by next turn is kept the more it costs (the bigger
/// threat), one that would need many more lands the less the further it is out of reach.
fn hand_card_keep(mv: u32, lands: u32) -> i32 {
    if mv <= lands + 1 {
        20 + mv as i32
    } else {
        20 - (mv - lands) as i32
    }
}

/// The lands `me` controls.
fn lands_on_battlefield(game: &Game, me: PlayerId) -> u32 {
    game.zone(me, Zone::Battlefield).iter().filter(|&&c| is_land(game, c)).count() as u32
}

/// What a card in hand or about to be drawn is worth for winning when it animates our own
/// permanents (CR 613.1d, Opalescence: read from its static ability, see
/// `priority::animated_balance`): the deck's way to win is never given up first.
fn animates_ours(game: &Game, me: PlayerId, card: ObjectId) -> i32 {
    let def = &game.object(card).card;
    priority::animated_balance(game, me, card, def).max(0.0) as i32
}

/// How much `me` wants to draw `card` next: a land while the hand holds none and the lands
/// on the battlefield don't yet pay for the hand's spells (or number fewer than four), else
/// a land is the last wanted; a spell by how soon it can be cast and how big it is.
fn draw_value(game: &Game, me: PlayerId, card: ObjectId, lands_out: u32) -> i32 {
    let hand = &game.player(me).hand;
    if is_land(game, card) {
        let land_in_hand = hand.iter().any(|&c| is_land(game, c));
        let short = lands_out < 4 || hand.iter().any(|&c| !is_land(game, c) && mana_value(game, c) > lands_out);
        return if !land_in_hand && short { 60 } else { 0 };
    }
    hand_card_keep(mana_value(game, card), lands_out) + animates_ours(game, me, card)
}

/// At or below this life, a cast or activation is tried on a copy of the game first.
const LOW_LIFE: i32 = 5;

/// Whether taking `answer` would make `me` lose at once: its payment deals the last damage
/// (a painland's "deals 1 damage to you", CR 605) or costs the last life. Checked on a copy
/// of the game, only at low life.
fn kills_its_player(game: &Game, me: PlayerId, answer: &Answer) -> bool {
    if game.player(me).life > LOW_LIFE || !matches!(answer, Answer::Cast(_) | Answer::Activate(_)) {
        return false;
    }
    let mut g = game.clone();
    g.set_logging(false);
    g.submit(me, answer.clone()).is_ok() && (g.player(me).lost || g.player(me).life <= 0)
}

/// The heuristic's answer to any decision.
pub fn decide(game: &Game, d: &Decision) -> Answer {
    let me = d.player;
    match &d.kind {
        DecisionKind::Mulligan { hand, mulligans_taken } => {
            if keep_hand(game, hand, *mulligans_taken) {
                Answer::Keep
            } else {
                Answer::Mulligan
            }
        }
        DecisionKind::PutOnBottom { count, hand } => Answer::Cards(bottom_cards(game, hand, *count as usize)),
        DecisionKind::Priority { actions } => {
            if actions.len() <= 1 {
                return Answer::Pass;
            }
            // Best first; among equals the last offered first (as `max_by` picks).
            let mut cs = candidates(game, me, actions);
            cs.reverse();
            cs.sort_by(|a, b| b.value.total_cmp(&a.value));
            cs.into_iter().find(|c| !kills_its_player(game, me, &c.answer)).map_or(Answer::Pass, |c| c.answer)
        }
        DecisionKind::DeclareAttackers { options } => {
            // CR 508.1d: the creatures that must attack do, beside those chosen.
            let mut out = choose_attackers(game, me, options);
            let required = game.required_attacks();
            for (a, d) in &required {
                if !out.iter().any(|(x, _)| x == a) {
                    out.push((*a, *d));
                }
            }
            // CR 508.1h: leave home the chosen attackers it can't pay for (Propaganda).
            while !game.can_pay(me, &game.attack_declaration_cost(&out)) {
                let Some(i) = out.iter().rposition(|(a, _)| !required.iter().any(|(r, _)| r == a)) else { break };
                out.remove(i);
            }
            Answer::Attackers(out)
        }
        DecisionKind::DeclareBlockers { options } => {
            // CR 509.1c: the blocks the requirements demand, then the chosen ones of the
            // other creatures (a refused mix falls back to the required blocks alone).
            let mut out = game.required_blocks(me);
            for (b, a) in choose_blockers(game, me, options) {
                if !out.iter().any(|(x, _)| *x == b) {
                    out.push((b, a));
                }
            }
            Answer::Blockers(out)
        }
        DecisionKind::ChooseTargets { source, slots, .. } => {
            let card = game.object(*source).card.clone();
            let program = effects::trigger_program(&card).map(|e| e.program.clone()).unwrap_or_default();
            Answer::Targets(targets::choose_targets(game, me, &program, slots).0)
        }
        // Piles (CR 700.3): weighed by what each pile would do.
        DecisionKind::ChooseObjects { .. } | DecisionKind::ChooseOption { .. } if game.pile_question().is_some() => {
            game.pile_question().map_or_else(|| default_answer(game, d), |q| piles::answer(game, me, &q))
        }
        // "Choose a card name" (CR 201.3): one the opponents have shown.
        DecisionKind::ChooseOption { prompt, options } if ChoiceKind::is_card_name_prompt(prompt) => {
            names::choose(game, me, options)
        }
        // Cards with a name searched for and exiled (CR 701.23): all of an opponent's, none
        // of its own.
        DecisionKind::ChooseObjects { from, reason, .. } if reason.starts_with("search for cards named") => {
            Answer::Cards(from.iter().copied().filter(|&c| game.object(c).owner != me).collect())
        }
        // A library search (CR 701.23): take what it may, the land the hand needs first.
        DecisionKind::ChooseObjects { from, max, reason, .. } if reason.starts_with("search your library") => {
            Answer::Cards(lands::choose_search(game, me, from, *max as usize))
        }
        // Cards revealed from the hand as a permanent enters (a reveal land's "reveal a Plains
        // or Island card", amplify, CR 614.12, 702.38a): revealing costs nothing, so as many as
        // allowed.
        DecisionKind::ChooseObjects { from, max, reason, .. }
            if game.interrupted_answer().is_some()
                && (reason.starts_with("reveal") || reason.starts_with("amplify")) =>
        {
            Answer::Cards(from.iter().copied().take(*max as usize).collect())
        }
        // Exerting attackers (CR 701.43d): the "When you do" bonus comes now, the cost (not
        // untapping next turn) later, so exert each one that may be.
        DecisionKind::ChooseObjects { from, reason, .. } if reason.starts_with("exert attackers") => {
            Answer::Cards(from.clone())
        }
        // Enlisting (CR 702.154a): the creature adding the most power, if it adds any.
        DecisionKind::ChooseObjects { from, reason, .. } if reason.starts_with("enlist for") => {
            let best = from.iter().copied().max_by_key(|&c| game.power(c)).filter(|&c| game.power(c) > 0);
            Answer::Cards(best.into_iter().collect())
        }
        // Cards put back on top of the library in an order we choose (CR 401.4: Mirri's
        // Guile's "look at the top three cards, then put them back in any order"): the one
        // the hand wants most is drawn first.
        DecisionKind::ChooseObjects { from, reason, .. } if reason.starts_with("order: put back on top") => {
            let lands_out = lands_on_battlefield(game, me);
            let mut f = from.clone();
            f.sort_by_key(|&c| std::cmp::Reverse(draw_value(game, me, c, lands_out)));
            Answer::Cards(f)
        }
        DecisionKind::ChooseObjects { from, min, .. } => {
            // Mostly discarding or sacrificing: give up the least valuable.
            let mut f = from.clone();
            let lands_out = lands_on_battlefield(game, me);
            f.sort_by_key(|&c| {
                let o = game.object(c);
                if o.zone == Zone::Battlefield {
                    (permanent_value(game, c) * 10.0) as i32
                } else if is_land(game, c) {
                    if lands_out >= 5 {
                        0
                    } else {
                        60
                    }
                } else {
                    hand_card_keep(mana_value(game, c), lands_out) + animates_ours(game, me, c)
                }
            });
            f.truncate(*min as usize);
            Answer::Cards(f)
        }
        // "Any player may pay {2}" / "any player may have ~ deal 5 damage to them" (CR 608.2d):
        // the controller asked first would only undo or pay for its own effect.
        DecisionKind::YesNo { .. } if game.others_choice().is_some_and(|(c, against)| against && c == me) => {
            Answer::YesNo(false)
        }
        // A question that costs life (CR 119.4, 608.2d, 614.12): weighed against the life to
        // spare and, for a land's "pay 2 life or it enters tapped", the mana wanted this turn.
        DecisionKind::YesNo { .. } => choices::weigh_enter_payment(game, me)
            .or_else(|| choices::weigh_yes_no(game, me))
            .map_or_else(|| default_answer(game, d), Answer::YesNo),
        _ => default_answer(game, d),
    }
}

impl Player for HeuristicPlayer {
    fn decide(&mut self, game: &Game, d: &Decision) -> Answer {
        decide(game, d)
    }
}
