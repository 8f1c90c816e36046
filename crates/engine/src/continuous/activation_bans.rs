//! Statics that forbid activating abilities (CR 602.5, 101.2): "Activated abilities of
//! sources with the chosen name can't be activated unless they're mana abilities." (a name
//! chosen as the permanent entered, CR 201.3, 607.2d), and that forbid cards entering the
//! battlefield from some zones ("Creature cards in graveyards and libraries can't enter the
//! battlefield.", CR 101.2).

use crate::ir::{Ability, StaticAbility};
use crate::ir::{ObjectId, Zone};
use crate::state::game::Game;

impl Game {
    /// The permanent whose static ability forbids activating an activated ability of `id`
    /// (a mana ability when `mana`, CR 605.1a), if any. "Sources" are objects in any zone
    /// (a card's cycling in its owner's hand); other objects are permanents (CR 110.1).
    pub(crate) fn activation_forbidden_by(&self, id: ObjectId, mana: bool) -> Option<ObjectId> {
        let on_battlefield = self.object(id).zone == Zone::Battlefield;
        self.static_sources.iter().copied().find(|&src| {
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

    /// Whether a static ability stops card `id` entering the battlefield from its zone (CR
    /// 101.2: the effect that would put it there doesn't move it).
    pub(crate) fn entering_forbidden(&self, id: ObjectId) -> bool {
        let zone = self.object(id).zone;
        self.static_sources.iter().copied().any(|src| {
            let o = self.object(src);
            !o.face_down
                && o.text().abilities.iter().any(|a| match a {
                    Ability::Static(StaticAbility::CantEnterFrom { of, from }) => {
                        from.contains(&zone)
                            && !self.abilities_removed(src)
                            && self.matches(of, id, src, self.controller(src))
                    }
                    _ => false,
                })
        })
    }
}
