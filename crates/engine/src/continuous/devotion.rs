//! Devotion (CR 700.5): a player's devotion to one colour or a combination of colours, the
//! mana symbols of those colours among the mana costs of the permanents they control.

use crate::ir::{ColorSet, PlayerId, Zone};
use crate::state::game::Game;

impl Game {
    /// `player`'s devotion to `colors` (CR 700.5): a symbol of one or more of the colours
    /// counts once. It reads the copiable values (a copy's mana cost, CR 707.2; a
    /// transformed permanent's back face has none, CR 712.8e; a face-down permanent has
    /// none, CR 708.2) and the controller after control-changing effects, but no other
    /// effect (CR 700.5a), so a permanent whose type depends on devotion can read it while
    /// its characteristics are being computed.
    pub(crate) fn devotion(&self, player: PlayerId, colors: ColorSet) -> i32 {
        self.battlefield
            .iter()
            .filter(|&&id| {
                let o = self.object(id);
                o.zone == Zone::Battlefield && !o.face_down && self.controller(id) == player
            })
            .filter_map(|&id| self.object(id).card.mana_cost.as_ref())
            .map(|cost| cost.devotion(colors) as i32)
            .sum()
    }
}
