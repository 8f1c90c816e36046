//! Grimoire's rules engine: the game state and the rules of Magic: The Gathering.
//!
//! The engine does no I/O, reads no clock and starts no thread. A [`Game`] advances until
//! it needs a decision, then waits: [`Game::pending`] says who must decide what, and
//! [`Game::submit`] takes the answer or refuses it, naming the rule it breaks (CR 732).

pub mod ability;
pub mod block_rules;
pub mod card;
pub mod ids;
pub mod mana;
pub mod types;

pub use ability::*;
pub use block_rules::BlockRule;
pub use card::{CardDef, PtValue};
pub use chosen::{ChoiceKind, Chosen};
pub use ids::{ObjectId, PlayerId};
pub use look::{LookAtTop, LookRest};
pub use mana::{Color, ColorSet, ManaCost, ManaPool, ManaSymbol, ManaType};
pub use types::{CardType, Keyword, Quality, Step, Supertype, TypeSet, Zone};
pub mod chosen;
pub mod config;
pub mod decision;
pub mod game;
pub mod layers;
pub mod log;
pub mod state;

pub use config::{FirstPlayer, Format, GameConfig, MulliganRule, PermanentSetup, PlayerConfig, Start};
pub use decision::*;
pub use layers::Characteristics;
pub use log::Event;
pub use state::{Combat, Game, GameObject, GameResult, Player, StackItem};
mod action_details;
mod actions;
mod amplify;
mod cards_in_zones;
pub mod cast_keywords;
pub mod casting_costs;
mod coin;
mod combat;
mod cost_kinds;
mod counter_costs;
mod countering;
mod damage;
mod damage_triggers;
mod defaults;
mod delayed;
mod exec;
mod granted;
mod hidden;
mod invariants;
mod leaving;
pub mod look;
mod look_hand;
mod madness;
mod mana_triggers;
mod modes;
pub mod morph;
mod mulligan;
mod payment;
mod phasing;
mod player_effects;
mod player_triggers;
mod range;
pub mod replacement;
mod replay;
mod resolution_costs;
mod resolve;
mod rule_statics;
mod sba;
mod search_of;
mod spell_copies;
mod split_cards;
mod starting;
mod tap_costs;
mod tapping;
mod targeted;
mod targets;
pub mod testing;
pub mod text_change;
pub mod trigger_conditions;
mod triggers;
mod turn;
mod zones;
pub use action_details::{CostChoice, CostChoiceKind, Division};
pub use defaults::{default_answer, default_damage};
pub use replacement::{DamageRecipient, Destination, DrawInstead, Replacement};
