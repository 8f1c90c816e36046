//! Grimoire's rules-scenario runner: reads scenario files (format version 1, see
//! `shared/scenario-format.md`), plays each through the engine's decision door, and
//! checks the expected outcome.
//!
//! The runner never touches the game state except to build the starting position
//! through [`grimoire_engine::GameConfig`]; every move of the script is an answer
//! submitted with [`grimoire_engine::Game::submit`], and checks only read the game.
//!
//! Modules: [`model`] (the file as serde structs), [`parse`] (TOML, positions, validation),
//! [`setup`] (the starting position), [`names`] (NAME / `@alias` / `player:ID`),
//! [`answers`] (actions to answers), [`choices`] (unscripted decisions), [`driver`]
//! (the decision loop), [`checks`] (`expect`), [`report`] (running files, output).
//!
//! Numbers in files count from 1 (`modes`, `mode=N`, `ability = N`).

pub mod answers;
pub mod checks;
pub mod choices;
pub mod driver;
pub mod model;
pub mod names;
pub mod parse;
pub mod report;
pub mod setup;

pub use report::{run_paths, run_source, Outcome, RunOptions, Summary};

use grimoire_engine::CardDef;
use std::sync::Arc;

/// Where the runner gets card definitions from (the card database, or hand-built cards in tests).
pub trait CardLookup {
    /// The definition of the card with this English name, or why there is none
    /// (e.g. "not in the card database").
    fn card(&self, name: &str) -> Result<Arc<CardDef>, String>;
}
