//! The ability language as pure data: the ground floor of the engine. Card definitions
//! ([`CardDef`]), abilities and their costs, the instruction program of an effect
//! ([`Effect`], [`Instr`]) with every argument type, operands, filters, target specs,
//! conditions, trigger events, static abilities, layer effects, replacements, card types,
//! mana and ids.
//!
//! The Oracle compiler produces these values and the engine executes them. Nothing here
//! knows the game: no method of `Game`, no path outside this folder. Methods that need a
//! game live with the behaviour that uses them.

mod ability;
mod binding;
mod card;
mod choice;
mod combat;
mod condition;
mod costs;
mod filter;
mod ids;
mod layer_effects;
mod look;
mod mana;
mod operands;
mod piles;
mod program;
mod replacement;
mod statics;
mod targets;
mod trigger;
mod turn_effects;
mod types;
pub mod walk;

pub use ability::*;
pub use binding::*;
pub use card::*;
pub use choice::*;
pub use combat::*;
pub use condition::*;
pub use costs::*;
pub use filter::*;
pub use ids::*;
pub use layer_effects::*;
pub use look::*;
pub use mana::*;
pub use operands::*;
pub use piles::*;
pub use program::*;
pub use replacement::*;
pub use statics::*;
pub use targets::*;
pub use trigger::*;
pub use turn_effects::*;
pub use types::*;
