//! Creating a game and the decision door: `Game::new`, `Game::pending`, `Game::submit`.

use crate::config::GameConfig;
use crate::decision::{Answer, Decision, IllegalAction};
use crate::ids::PlayerId;
use crate::state::Game;

impl Game {
    /// Starts a game from a configuration and a seed. The game runs until the first decision.
    pub fn new(config: GameConfig, seed: u64) -> Game {
        let _ = (config, seed);
        todo!()
    }

    /// The decision the game waits for, or `None` when the game is over.
    pub fn pending(&self) -> Option<&Decision> {
        self.decision.as_ref()
    }

    /// Takes `player`'s answer to the pending decision, and runs the game to the next one.
    /// A refused answer returns the rule it breaks and leaves the game unchanged (CR 732).
    pub fn submit(&mut self, player: PlayerId, answer: Answer) -> Result<(), IllegalAction> {
        let _ = (player, answer);
        todo!()
    }
}
