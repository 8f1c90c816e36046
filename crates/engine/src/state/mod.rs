//! The game state as plain data: [`Game`](game::Game) with its players, objects, zones and
//! stack; the decisions a player is asked and their answers ([`decision`]); the game's
//! configuration ([`config`]); the event log ([`log`]). Holds data and small accessors;
//! the rules that change the state live in the other folders.

pub mod config;
pub mod decision;
pub mod game;
pub mod log;
