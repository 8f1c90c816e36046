//! The limited range of influence option (CR 801), off unless the configuration sets it.
//! Implemented: attacks (CR 801.3) and targets (CR 801.4). Not yet: activated abilities of
//! out-of-range objects (801.6), triggers (801.7), auras (801.8) and effects (801.10-16).

use crate::ids::PlayerId;
use crate::state::Game;

impl Game {
    /// Whether `q` is within `p`'s range of influence (CR 801.2): at most that many seats
    /// away, counting only players still in the game, in either direction. Always true when
    /// the option is off.
    pub fn in_range(&self, p: PlayerId, q: PlayerId) -> bool {
        let Some(range) = self.config.range_of_influence else {
            return true;
        };
        let seats: Vec<PlayerId> = self.player_ids().filter(|x| !self.players[x.index()].lost || *x == p).collect();
        let (Some(i), Some(j)) = (seats.iter().position(|x| *x == p), seats.iter().position(|x| *x == q)) else {
            return false;
        };
        let n = seats.len();
        let d = i.abs_diff(j);
        d.min(n - d) as u32 <= range
    }
}
