//! The game state as plain data: [`Game`](game::Game) with its players, objects, zones and
//! stack; the decisions a player is asked and their answers ([`decision`]); what the game waits for
//! ([`pending`]); the game's
//! configuration ([`config`]); the event log ([`log`]); and the plain-data parts of the
//! game the rules keep: characteristics computed by the layers, turn records and plans,
//! created shields, and actions under way. Holds data and small accessors; the rules that
//! change the state live in the other folders.

pub mod characteristics;
pub mod config;
pub mod decision;
pub mod game;
pub(crate) mod in_progress;
pub mod log;
pub(crate) mod pending;
pub mod shields;
pub mod turn;
