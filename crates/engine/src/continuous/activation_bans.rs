//! Statics that forbid activating abilities (CR 602.5, 101.2): "Activated abilities of
//! sources with the chosen name can't be activated unless they're mana abilities." (a name
//! chosen as the permanent entered, CR 201.3, 607.2d).

use crate::ir::{Ability, StaticAbility};
use crate::ir::{ObjectId, Zone};
use crate::state::game::Game;

impl Game {
    /// The permanent whose static ability forbids activating an activated ability of `id`
    /// (a mana ability when `mana`, CR 605.1a), if any. "Sources" are objects in any zone
    /// (a card's cycling in its owner's hand); other objects are permanents (CR 110.1).
    pub(crate) fn activation_forbidden_by(&self, id: ObjectId, mana: bool) -> Option<ObjectId> {
        let on_battlefield = self.object(id).zone == Zone::Battlefield;
        self.battlefield.iter().copied().find(|&src| {
            let o = self.object(src);
            !o.face_down
                && o.text().abilities.iter().any(|a| match a {
                    Ability::Static(StaticAbility::CantActivate { of, anywhere, mana_allowed }) => {
                        (on_battlefield || *anywhere)
                            && !(mana && *mana_allowed)
                            && !self.abilities_removed(src)
                            && self.matches(of, id, src, self.controller(src))
                    }
                    _ => false,
                })
        })
    }
}
