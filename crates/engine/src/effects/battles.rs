//! Battles (CR 310): a battle's defense counters and its protector.
//!
//! - A battle enters with defense counters equal to its printed defense (CR 310.4b) and its
//!   defense is the number of them (310.4c); damage dealt to it removes that many (310.6,
//!   120.3h, in `effects/damage.rs`).
//! - As it enters, its controller chooses its protector (CR 310.8a): for a Siege, one of their
//!   opponents (310.11a), asked like an "As ~ enters, choose an opponent" choice when there
//!   is more than one; for a battle without battle types, its controller.
//! - Who may attack it, and who defends it, is the protector's side of combat (CR 310.8b-d,
//!   in `combat/`); a battle with no defense, or no legal protector, goes to its owner's
//!   graveyard as a state-based action (CR 310.7, 310.10, 704.5v-w, in `turn/sba.rs`).
//! - A Siege's "When the last defense counter is removed from this permanent, exile it, then
//!   you may cast it transformed without paying its mana cost" (CR 310.11b) is compiled with
//!   the card, like the abilities a keyword stands for.
//!
//! Simplified: when a battle's protector must be chosen again (CR 310.10: the protector left
//! the game, or a Siege changed controller to its protector), the next opponent of its
//! controller in turn order is chosen, without asking.

use crate::ir::{CardType, ChoiceKind, CounterKind, ObjectId, PlayerId};
use crate::state::decision::Answer;
use crate::state::game::Game;

impl Game {
    /// CR 310.4b, 310.8a, 310.11a: battle `id` enters with its defense counters and its
    /// protector chosen by its controller.
    pub(crate) fn enter_as_battle(&mut self, id: ObjectId) {
        let card = self.objects[id.index()].card.clone();
        if self.objects[id.index()].face_down {
            return; // CR 708.2: no characteristics of its own
        }
        if let Some(d) = card.defense {
            self.objects[id.index()].add_counters(&CounterKind::Defense, i64::from(d));
        }
        if !card.has_type(CardType::Battle) {
            return;
        }
        let controller = self.objects[id.index()].controller;
        let protector = if is_siege(&card.subtypes) {
            let options: Vec<PlayerId> = self.opponents(controller).collect();
            if options.len() > 1 {
                let d = self.choice_decision(controller, ChoiceKind::Opponent);
                match self.choose_replacement(d) {
                    Answer::Option(i) => options.get(i).or(options.first()).copied(),
                    _ => options.first().copied(),
                }
            } else {
                options.first().copied()
            }
        } else {
            Some(controller)
        };
        self.objects[id.index()].protector = protector;
    }

    /// The player who protects battle `id` (CR 310.8), if it has one.
    pub fn protector(&self, id: ObjectId) -> Option<PlayerId> {
        self.objects.get(id.index())?.protector
    }

    /// Whether battle `id`'s protector is one its battle types allow (CR 310.10, 310.11a): a
    /// player still in the game, and for a Siege an opponent of its controller.
    pub(crate) fn protector_is_legal(&self, id: ObjectId) -> bool {
        let Some(p) = self.protector(id) else { return false };
        if self.players[p.index()].lost {
            return false;
        }
        let ch = self.characteristics(id);
        !is_siege(&ch.subtypes) || p != ch.controller
    }

    /// CR 310.10: a new protector for battle `id` whose protector isn't legal: the next
    /// opponent of its controller in turn order for a Siege (see the module doc), its
    /// controller for another battle. Returns false when no player can be chosen.
    pub(crate) fn choose_protector_again(&mut self, id: ObjectId) -> bool {
        let ch = self.characteristics(id);
        let next = if is_siege(&ch.subtypes) {
            let q = self.next_player(ch.controller);
            (q != ch.controller).then_some(q)
        } else {
            Some(ch.controller)
        };
        self.objects[id.index()].protector = next;
        next.is_some()
    }
}

/// Whether a battle with these subtypes is a Siege (CR 310.11).
fn is_siege(subtypes: &[String]) -> bool {
    subtypes.iter().any(|s| s == "Siege")
}
