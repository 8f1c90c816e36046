//! Computer players: anything that answers the engine's decisions.
//!
//! A [`Player`] looks at a [`Decision`] and the game, and returns an [`Answer`]. The engine
//! refuses illegal answers, so a player that guesses can retry with [`Player::fallback`].
//! Three are built in: [`RandomPlayer`] (uniform over legal options), [`HeuristicPlayer`]
//! (rules of thumb) and [`SearchPlayer`] (Monte Carlo over determinized copies of the game).

pub mod audit;
mod checked;
pub mod heuristic;
mod kind;
pub mod mutate;
mod play;
mod random;
pub mod search;
pub mod smoke;

pub use audit::{play_audited, Blunder, BlunderCounts};
pub use checked::play_checked;
pub use heuristic::HeuristicPlayer;
pub use kind::PlayerKind;
pub use mutate::{play_mutated, MutationStats};
pub use play::play_out;
pub use random::RandomPlayer;
pub use search::{SearchConfig, SearchPlayer};

use grimoire_engine::{Answer, Decision, Game};

/// Something that answers decisions: an AI, a script, a network seat.
pub trait Player {
    /// The answer to the pending decision.
    fn decide(&mut self, game: &Game, decision: &Decision) -> Answer;

    /// A safe answer when the engine refused `decide`'s: pass, attack with nothing, and so on.
    fn fallback(&mut self, game: &Game, decision: &Decision) -> Answer {
        grimoire_engine::default_answer(game, decision)
    }
}
