//! Spells a player could cast after activating mana abilities by hand (CR 605.3a): the
//! automatic payment planner uses mana abilities whose only other effects are damage or life
//! loss to their controller (a painland, CR 605.3b) and whose costs are the {T}, life,
//! tapping other untapped permanents or sacrificing the source; a spell that only a mana
//! ability doing something else as well can pay is not among the legal actions until the
//! player has activated it. A client shows these spells as playable and lets the player tap
//! for the mana first.

use crate::ir::CardType;
use crate::ir::{ObjectId, PlayerId};
use crate::state::game::Game;

impl Game {
    /// The cards `p` could cast now (CR 601.2, with X = 0) if they activated their mana
    /// abilities by hand first, and can't cast with the automatic payment alone.
    pub fn castable_by_hand(&self, p: PlayerId) -> Vec<ObjectId> {
        if self.players[p.index()].lost || self.result.is_some() {
            return Vec::new();
        }
        let pl = &self.players[p.index()];
        let commanders = pl.command.iter().copied().filter(|&c| self.is_commander(c));
        let cards: Vec<ObjectId> =
            pl.hand.iter().copied().chain(commanders).chain(pl.graveyard.iter().copied()).collect();
        cards
            .into_iter()
            .filter(|&card| {
                let def = &self.object(card).card;
                !def.has_type(CardType::Land) && def.halves.is_empty() && self.cast_options(p, card).is_empty()
            })
            .filter(|&card| {
                let alts = crate::costs::casting::alternative_costs(&self.object(card).card).len();
                std::iter::once(None)
                    .chain((0..alts).map(Some))
                    .filter(|&alt| self.cast_zone_fits(card, alt))
                    .any(|alt| self.cast_option_as(p, card, alt, true).is_some())
            })
            .collect()
    }
}
