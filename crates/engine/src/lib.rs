//! Grimoire's rules engine: the game state and the rules of Magic: The Gathering.
//!
//! The engine does no I/O, reads no clock and starts no thread. A [`Game`] advances until
//! it needs a decision, then waits: [`Game::pending`] says who must decide what, and
//! [`Game::submit`] takes the answer or refuses it, naming the rule it breaks (CR 732).

pub mod ir;

pub use ir::*;

pub use casting::action_details::{CostChoice, CostChoiceKind, Division};
pub use game::defaults::{default_answer, default_damage};
pub use state::characteristics::Characteristics;
pub use state::config::{
    FirstPlayer, Format, GameConfig, MulliganRule, NamedCard, PermanentSetup, PlayerConfig, Start,
};
pub use state::decision::*;
pub use state::game::{Combat, Game, GameObject, GameResult, Player, RestrictedMana, StackItem};
pub use state::log::Event;
pub use state::turn::DayNight;

pub mod casting;
pub mod combat;
pub mod continuous;
pub mod costs;
pub mod effects;
pub mod game;
pub mod replacement;
pub mod resolve;
pub mod state;
pub mod targets;
pub mod triggers;
pub mod turn;
