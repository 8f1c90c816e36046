//! Dredge (CR 702.52): a replacement of a draw by a static ability that functions only while
//! its card is in a graveyard (CR 113.6d-e): mill N cards and return the card to the hand.

use crate::ir::{Ability, DrawInstead, ObjectId, PlayerId, StaticAbility, Zone};
use crate::state::game::Game;

impl Game {
    /// Whether a card in a graveyard has dredge: a draw could then be replaced (CR 702.52a).
    pub(crate) fn dredge_in_graveyards(&self) -> bool {
        self.players.iter().any(|pl| pl.graveyard.iter().any(|&c| dredge_of(self, c).is_some()))
    }

    /// The dredge replacements player `p` may apply to a draw (CR 702.52a): one per dredge
    /// ability of a card in their graveyard, keyed like static abilities, "you may", and only
    /// while their library has at least N cards (702.52b).
    pub(crate) fn dredge_replacements(&self, p: PlayerId) -> Vec<((usize, usize), ObjectId, bool, DrawInstead)> {
        let pl = &self.players[p.index()];
        let library = pl.library.len();
        pl.graveyard
            .iter()
            .flat_map(|&c| {
                self.object(c).card.abilities.iter().enumerate().filter_map(move |(i, a)| match a {
                    Ability::Static(StaticAbility::Dredge(n)) if library >= *n as usize => {
                        Some(((c.index(), i), c, true, DrawInstead::Dredge(*n)))
                    }
                    _ => None,
                })
            })
            .collect()
    }

    /// Dredge's replacement (CR 702.52a): `p` mills N cards (CR 701.17a: together, one event)
    /// and returns `card` from their graveyard to their hand.
    pub(crate) fn dredge(&mut self, p: PlayerId, card: ObjectId, n: u32) {
        let milled: Vec<ObjectId> = self.players[p.index()].library.iter().rev().take(n as usize).copied().collect();
        self.together(|g| {
            for c in milled {
                g.move_object(c, Zone::Graveyard);
            }
        });
        if self.object(card).zone == Zone::Graveyard && self.object(card).moved_to.is_none() {
            self.move_object(card, Zone::Hand);
        }
    }
}

/// The N of a card's first dredge ability, if it has one.
fn dredge_of(g: &Game, c: ObjectId) -> Option<u32> {
    g.object(c).card.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::Dredge(n)) => Some(*n),
        _ => None,
    })
}
