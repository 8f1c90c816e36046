//! Countering a spell or ability (CR 701.6): it is removed from the stack; a countered spell
//! is put into its owner's graveyard (701.6a) unless the effect names another zone ("If that
//! spell is countered this way, exile it instead ...", a replacement, CR 614.1a).

use crate::ir::ObjectId;
use crate::ir::Zone;
use crate::ir::{Ability, StaticAbility};
use crate::state::game::Game;
use crate::state::log::Event;

impl Game {
    /// Counters the spell or ability `o` on the stack, a countered spell going to `to` (its
    /// owner's graveyard, exile, or the top of its owner's library). A spell that "can't be
    /// countered" stays (CR 101.2). Returns whether it was countered.
    pub(crate) fn counter_object(&mut self, o: ObjectId, to: Zone) -> bool {
        // CR 106.6: mana spent on the spell may have said it can't be countered.
        let uncounterable = self.stack.iter().any(|s| {
            s.id == o
                && (s.card.abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::CantBeCountered)))
                    || (s.is_spell && self.object(o).cast_with.uncounterable))
        });
        if uncounterable || self.spell_cant_be_countered(o) {
            return false; // CR 101.2: "can't be countered" wins.
        }
        let Some(pos) = self.stack.iter().position(|s| s.id == o) else { return false };
        let item = self.stack.remove(pos);
        self.log(Event::Countered { name: item.text.clone(), fizzled: false });
        if item.is_spell {
            // CR 701.6a; CR 614.1a for the zone an effect names instead. A card on top of a
            // library goes to its owner's library (CR 400.3).
            self.move_object(o, to);
        }
        true
    }
}
