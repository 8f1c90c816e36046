//! Copies of one card in a hand are played and cast alike: the legal actions (CR 117.1)
//! compute the ways to play or cast the first copy (CR 305.1, 601.2) and give them to the
//! others, instead of checking timing, costs, payment and targets again for each copy (a
//! hand of four Lightning Bolts asks once, not four times).
//!
//! Whether a card can be played or cast depends on the object only through what it is and
//! what the game says about it (CR 601.2, 601.3). Two cards in one hand with one definition
//! are the same object for these rules when, besides their ids and timestamps, every field
//! of the objects is equal, and nothing in the game names either of them: no continuous
//! effect applies to or comes from either (CR 611.2c locks in the objects an effect
//! affects), no spell or ability on the stack names either, neither is the card a resolving
//! ability lets its controller cast now (cascade, madness: CR 702.85a, 702.35a), and both or
//! neither were drawn this turn. The layer system reads a timestamp only from the sources
//! of static abilities (the battlefield, graveyards and emblems, CR 613.7a), never from a
//! card in a hand, and the rules' filters hold no object ids: the game is then the same game
//! with the two ids exchanged, and the options of one are those of the other with the ids
//! exchanged. The options are given to the copy only when they name no card in a hand (a
//! spell that could target the other copy would name it), so exchanging the ids changes
//! nothing in them but the card that is played or cast.
//!
//! `check_invariants` compares the legal actions with those computed copy by copy, so the
//! scenarios, the fuzzer and the card smoke test check the sameness after every answer.

use crate::ir::{ObjectId, PlayerId, Zone};
use crate::state::decision::{ActionOption, Target};
use crate::state::game::{Game, GameObject};
use std::sync::Arc;

/// The ways to play or cast one card of a hand, kept to be given to its copies.
pub(crate) struct KeptOptions {
    card: ObjectId,
    options: Vec<ActionOption>,
}

impl Game {
    /// The ways `p` could play or cast `card` now as a land or a spell (CR 305.1, 601.2):
    /// those of an earlier copy in `kept` when `card` plays alike (`reuse`), else computed,
    /// and kept for the later copies when they may be given.
    pub(crate) fn hand_card_options(
        &self,
        p: PlayerId,
        card: ObjectId,
        kept: &mut Vec<KeptOptions>,
        reuse: bool,
    ) -> Vec<ActionOption> {
        if reuse {
            if let Some(k) = kept.iter().find(|k| self.plays_alike(k.card, card)) {
                return k.options.iter().map(|o| for_copy(o, card)).collect();
            }
        }
        let mut options = self.land_play_options(p, card);
        options.extend(self.cast_options(p, card));
        if reuse && self.object(card).zone == Zone::Hand && self.may_give(&options) {
            kept.push(KeptOptions { card, options: options.clone() });
        }
        options
    }

    /// Whether options computed for one card name no card in a hand (a target) and are only
    /// land plays and casts: they may be given to its copies.
    fn may_give(&self, options: &[ActionOption]) -> bool {
        options.iter().all(|o| match o {
            ActionOption::PlayLand { .. } => true,
            ActionOption::Cast { targets, .. } => targets.iter().flat_map(|s| &s.legal).all(|t| match t {
                Target::Player(_) => true,
                Target::Object(id) => self.object(*id).zone != Zone::Hand,
            }),
            _ => false,
        })
    }

    /// Whether the cards `a` and `b` in one hand are the same object for the rules of playing
    /// and casting them (see the module's documentation).
    pub(crate) fn plays_alike(&self, a: ObjectId, b: ObjectId) -> bool {
        let (oa, ob) = (self.object(a), self.object(b));
        if a == b || oa.zone != Zone::Hand || ob.zone != Zone::Hand || !same_object_but_id(oa, ob) {
            return false;
        }
        let names = |id: ObjectId| id == a || id == b;
        let target_names = |t: &Target| matches!(t, Target::Object(id) if names(*id));
        let drawn = &self.players[oa.owner.index()].drawn_this_turn;
        drawn.contains(&a) == drawn.contains(&b)
            && self.window_card().is_none_or(|c| !names(c))
            && self.effects.iter().all(|e| !names(e.source) && !e.affected.iter().any(|&id| names(id)))
            && self.stack.iter().all(|s| {
                !names(s.id)
                    && !names(s.source)
                    && !s.targets.iter().flatten().any(target_names)
                    && !s.triggering.iter().chain(&s.other).any(target_names)
            })
    }
}

/// Whether two objects are equal in every field but their ids and timestamps, their cards
/// one shared definition. Every field is named: a field added to objects must be added here.
fn same_object_but_id(a: &GameObject, b: &GameObject) -> bool {
    let GameObject {
        id: _,
        timestamp: _,
        card,
        printed,
        transformed,
        level,
        owner,
        controller,
        zone,
        tapped,
        sick,
        steady_controller,
        damage,
        deathtouch_damaged,
        counters,
        attached_to,
        face_down,
        is_token,
        regeneration_shields,
        activations_this_turn,
        added_mana_this_turn,
        moved_to,
        left_keywords,
        exiled_by,
        adventure_for,
        playable_this_turn_by,
        playable_past_turn,
        flashback_this_turn,
        chosen,
        cast_with,
        text,
        skip_untaps,
        spell_copy,
        phased,
        x,
        monstrous,
        cast_later,
        protector,
        solved,
        renowned,
        melded,
        doors,
    } = a;
    let shared = |x: &Option<Arc<_>>, y: &Option<Arc<_>>| match (x, y) {
        (None, None) => true,
        (Some(x), Some(y)) => Arc::ptr_eq(x, y),
        _ => false,
    };
    Arc::ptr_eq(card, &b.card)
        && shared(printed, &b.printed)
        && shared(text, &b.text)
        && shared(melded, &b.melded)
        && *transformed == b.transformed
        && *level == b.level
        && *owner == b.owner
        && *controller == b.controller
        && *zone == b.zone
        && *tapped == b.tapped
        && *sick == b.sick
        && *steady_controller == b.steady_controller
        && *damage == b.damage
        && *deathtouch_damaged == b.deathtouch_damaged
        && *counters == b.counters
        && *attached_to == b.attached_to
        && *face_down == b.face_down
        && *is_token == b.is_token
        && *regeneration_shields == b.regeneration_shields
        && *activations_this_turn == b.activations_this_turn
        && *added_mana_this_turn == b.added_mana_this_turn
        && *moved_to == b.moved_to
        && *left_keywords == b.left_keywords
        && *exiled_by == b.exiled_by
        && *adventure_for == b.adventure_for
        && *playable_this_turn_by == b.playable_this_turn_by
        && *playable_past_turn == b.playable_past_turn
        && *flashback_this_turn == b.flashback_this_turn
        && *chosen == b.chosen
        && *cast_with == b.cast_with
        && *skip_untaps == b.skip_untaps
        && *spell_copy == b.spell_copy
        && *phased == b.phased
        && *x == b.x
        && *monstrous == b.monstrous
        && *cast_later == b.cast_later
        && *protector == b.protector
        && *solved == b.solved
        && *renowned == b.renowned
        && *doors == b.doors
}

/// An option computed for one copy, given to the copy `card`.
fn for_copy(o: &ActionOption, card: ObjectId) -> ActionOption {
    match o {
        ActionOption::PlayLand { face, .. } => ActionOption::PlayLand { card, face: *face },
        ActionOption::Cast { targets, x, modes, alt, half, .. } => {
            ActionOption::Cast { card, targets: targets.clone(), x: *x, modes: modes.clone(), alt: *alt, half: *half }
        }
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use crate::game::testing::{bolt, main_phase_duel, mountain};
    use crate::ir::{ObjectId, PlayerId};
    use crate::state::config::PermanentSetup;
    use crate::state::decision::ActionOption;
    use crate::state::game::{ContinuousEffect, Game};

    const A: PlayerId = PlayerId(0);

    /// A main phase with a Mountain in play and a hand of three copies of Lightning Bolt
    /// (one definition, as the copies of a decklist share) and a Mountain.
    fn three_bolts() -> Game {
        let bolt = bolt();
        let hand = vec![bolt.clone(), mountain(), bolt.clone(), bolt];
        let mut g = main_phase_duel(vec![PermanentSetup::new(mountain())], vec![], hand);
        g.fill_layer_cache();
        g
    }

    fn hand(g: &Game) -> Vec<ObjectId> {
        g.player(A).hand.clone()
    }

    fn casts(g: &Game) -> Vec<ObjectId> {
        let actions = g.legal_actions(A);
        actions
            .iter()
            .filter_map(|a| if let ActionOption::Cast { card, .. } = a { Some(*card) } else { None })
            .collect()
    }

    #[test]
    fn copies_in_a_hand_are_cast_alike() {
        let g = three_bolts();
        let h = hand(&g);
        assert!(g.plays_alike(h[0], h[2]) && g.plays_alike(h[2], h[3]));
        assert!(!g.plays_alike(h[0], h[1]), "a Mountain is not a Bolt");
        assert!(!g.plays_alike(h[0], h[0]));
        assert_eq!(casts(&g), vec![h[0], h[2], h[3]]);
        assert_eq!(g.legal_actions(A), g.legal_actions_as(A, false));
    }

    #[test]
    fn a_copy_an_effect_names_or_drawn_this_turn_is_computed_alone() {
        let mut g = three_bolts();
        let h = hand(&g);
        g.players[0].drawn_this_turn.push(h[3]);
        assert!(!g.plays_alike(h[0], h[3]) && g.plays_alike(h[0], h[2]));
        g.effects.push(ContinuousEffect {
            source: h[1],
            controller: A,
            affected: vec![h[2]],
            effect: crate::ir::LayerEffect::ModifyPowerToughness(1, 1),
            duration: crate::ir::Duration::EndOfTurn,
            timestamp: 0,
        });
        assert!(!g.plays_alike(h[0], h[2]));
        assert_eq!(g.legal_actions(A), g.legal_actions_as(A, false));
    }

    #[test]
    fn a_tapped_copy_of_an_object_is_another_object() {
        let mut g = three_bolts();
        let h = hand(&g);
        g.objects[h[2].index()].tapped = true;
        assert!(!g.plays_alike(h[0], h[2]));
    }
}
