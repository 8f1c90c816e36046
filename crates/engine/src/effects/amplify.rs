//! Amplify (CR 702.38): as the permanent enters, its controller reveals any number of cards
//! from their hand that share a creature type with it, and it enters with N +1/+1 counters for
//! each. The reveal is a choice made as it enters (CR 614.12a), asked by replay like a
//! replacement choice (`game/replacement_choices.rs`).

use crate::ir::Keyword;
use crate::ir::ObjectId;
use crate::ir::{Ability, CounterKind, StaticAbility};
use crate::state::game::Game;
use crate::state::log::Event;

/// The amplify numbers of a card's abilities (each instance works separately, 702.38b).
pub(crate) fn amplify_amounts(abilities: &[Ability]) -> impl Iterator<Item = u32> + '_ {
    abilities.iter().filter_map(|a| match a {
        Ability::Static(StaticAbility::Amplify(n)) => Some(*n),
        _ => None,
    })
}

impl Game {
    /// The creature types of an object, all of them with changeling (CR 702.73a, 205.3m).
    fn creature_types_of(&self, id: ObjectId) -> Vec<String> {
        let ch = self.characteristics(id);
        if ch.has(&Keyword::Changeling) {
            return crate::ir::creature_types().iter().map(|s| s.to_string()).collect();
        }
        let all = crate::ir::creature_types();
        ch.subtypes.iter().filter(|s| all.contains(&s.as_str())).cloned().collect()
    }

    /// CR 702.38a: "As this object enters, reveal any number of cards from your hand that
    /// share a creature type with it. This permanent enters with N +1/+1 counters on it for
    /// each card revealed this way." The entering card itself is not in the hand.
    pub(crate) fn apply_amplify(&mut self, id: ObjectId) {
        let amounts: Vec<u32> = amplify_amounts(&self.objects[id.index()].card.abilities).collect();
        if amounts.is_empty() {
            return;
        }
        let p = self.objects[id.index()].controller;
        let mine = self.creature_types_of(id);
        let from: Vec<ObjectId> = self.players[p.index()]
            .hand
            .clone()
            .into_iter()
            .filter(|&c| self.creature_types_of(c).iter().any(|t| mine.contains(t)))
            .collect();
        for n in amounts {
            let count = if from.is_empty() {
                0
            } else {
                let reason =
                    format!("amplify {n}: reveal any number of cards sharing a creature type with {}", self.name(id));
                let chosen = self.choose_any_number_of(p, reason, &from);
                for &c in &chosen {
                    self.log(Event::Revealed { player: p, card: c });
                }
                chosen.len() as u32
            };
            self.objects[id.index()].add_counters(&CounterKind::PlusOne, (n * count) as i64);
            self.counters_put_triggers(id, &CounterKind::PlusOne, n * count);
        }
    }
}
