//! Flipping a coin (CR 705): "Flip a coin. If you win the flip, ... If you lose the flip, ...".
//!
//! The result comes from the game's seeded generator, so a replay (configuration, seed,
//! answers) flips the same way. It is kept on the resolution for the "win/lose the flip"
//! conditions that follow (`Condition::WonFlip`).

use crate::state::game::{Game, Resolution};
use crate::state::log::Event;
use rand::Rng;

impl Game {
    /// The controller flips a coin (CR 705.1) and wins or loses the flip (CR 705.2). The
    /// player's call of heads or tails is not asked: with a fair coin either call wins with
    /// probability one half, so only whether the call matched is drawn.
    pub(crate) fn exec_flip_coin(&mut self, res: &mut Resolution) {
        let won = self.rng.gen_bool(0.5);
        res.coin = Some(won);
        self.log(Event::CoinFlipped { player: res.item.controller, won });
    }
}
