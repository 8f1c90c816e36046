//! Triggered mana abilities (CR 605.1b): "Whenever enchanted land is tapped for mana, ...".
//! They trigger from a mana ability and resolve at once, without the stack (CR 605.4a).

use crate::ir::ObjectId;
use crate::ir::{Ability, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution, StackItem};

impl Game {
    /// `land` was just tapped for mana: runs every matching triggered mana ability now.
    /// A choice such an ability would ask for is not supported yet: the ability then stops.
    pub(crate) fn tapped_for_mana(&mut self, land: ObjectId) {
        if self.characteristics(land).is(crate::ir::CardType::Land) {
            // "Whenever a player taps a land for mana" (CR 605.1b: not a mana ability).
            self.tapped_land_for_mana_triggers(land);
        }
        let mut found = Vec::new();
        for &src in &self.battlefield {
            let o = self.object(src);
            if o.face_down || self.abilities_removed(src) {
                continue;
            }
            let you = self.controller(src);
            for (i, ab) in o.text().abilities.iter().enumerate() {
                if let Ability::Triggered(t) = ab {
                    if let TriggerEvent::TappedForMana(f) = &t.event {
                        if self.matches(f, land, src, you) {
                            found.push((src, you, o.card.clone(), i, t.effect.clone(), t.text.clone()));
                        }
                    }
                }
            }
        }
        for (src, you, card, ability, effect, text) in found {
            let item = StackItem {
                triggering: Some(Target::Object(land)),
                ..StackItem::ability(src, src, you, card, ability, text)
            };
            let mut res = Resolution::start(item, None);
            let _ = self.run_block(&effect.program, &mut res, 0);
        }
    }
}
