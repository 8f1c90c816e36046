//! The limited range of influence option (CR 801), off unless the configuration sets it.
//! Implemented: attacks (CR 801.3), targets (CR 801.4), activated abilities of out-of-range
//! objects (801.6, in `actions`), triggers for events about one object or player (801.7, in
//! `triggers`), Auras (801.8, in `sba`) and effects on referenced players and objects
//! (801.10, in `resolve`). Not yet: Equipment (801.9), multi-object events and 801.11-16.

use crate::ir::PlayerId;
use crate::state::decision::Target;
use crate::state::game::Game;

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

    /// Whether a player or object is within `p`'s range of influence: an object is when its
    /// controller is (CR 801.2).
    pub(crate) fn target_in_range(&self, p: PlayerId, t: &Target) -> bool {
        match t {
            Target::Player(q) => self.in_range(p, *q),
            Target::Object(o) => self.in_range(p, self.controller(*o)),
        }
    }
}
