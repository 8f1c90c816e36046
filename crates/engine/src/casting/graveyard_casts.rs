//! Casting a card from its owner's graveyard for its mana cost and an additional cost:
//! retrace (CR 702.81a: by discarding a land card) and jump-start (CR 702.133a: by
//! discarding a card; the spell is then exiled whenever it would leave the stack). Neither
//! is an alternative cost (CR 118.9): the spell is cast with no alternative chosen.

use crate::ir::{Ability, CardDef, Cost, ObjectId, StaticAbility, Zone};
use crate::state::game::Game;

/// The permission to cast `def` from its owner's graveyard: the additional cost, whether the
/// spell is exiled as it leaves the stack, and the keyword's name.
pub fn graveyard_cast(def: &CardDef) -> Option<(&Cost, bool, &str)> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::CastFromGraveyard { additional, exile, text }) => {
            Some((additional, *exile, text.as_str()))
        }
        _ => None,
    })
}

impl Game {
    /// The retrace or jump-start permission `card` is cast by when cast for its mana cost
    /// (`alt` is none) from a graveyard. A flashback granted this turn (CR 702.34a) is used
    /// first when the card has both: it asks for no more than the mana cost.
    pub(crate) fn graveyard_cast_now(&self, card: ObjectId, alt: Option<usize>) -> Option<(Cost, bool)> {
        let o = self.object(card);
        if alt.is_some() || o.zone != Zone::Graveyard || o.flashback_this_turn {
            return None;
        }
        graveyard_cast(&o.card).map(|(c, exile, _)| (c.clone(), exile))
    }

    /// How players name the way `card` is cast with `alt` when it is retrace or jump-start
    /// ("Retrace"), for showing the action.
    pub fn graveyard_cast_name(&self, card: ObjectId, alt: Option<usize>) -> Option<String> {
        self.graveyard_cast_now(card, alt)?;
        graveyard_cast(&self.object(card).card).map(|(_, _, text)| text.to_string())
    }
}
