//! Grimoire's rules-scenario runner: reads scenario files (format version 1.1, see
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
//! # How the format is read where the format document leaves room
//!
//! - Numbers in files count from 1: `modes = [1]`, the choice `mode=1` and `ability = 1`
//!   all mean the first (the engine counts from 0).
//! - `players` is either a list of ids in turn order (`players = ["A", "B", "C"]`, no
//!   per-player set-up), or tables by id (`[scenario.players.ID]`): then the turn order is
//!   A, B when only those ids appear, and the ids in sorted order otherwise; or an array of
//!   tables `[[scenario.players]]` with an `id` key each, in turn order.
//! - A cast or activation that gives no `targets` takes them from the player's `targets`
//!   queue; no `x` takes an `X=N` choice; no `modes` takes `mode=N` choices. Sacrifice and
//!   discard costs of activated abilities take card names from `choices`.
//! - An action the engine refuses is tried again the next time its player has priority in
//!   its step; if the step ends first the scenario fails with the engine's reason.
//! - A check (or `stop_after`) whose step is skipped (no attackers, no first strike) is
//!   evaluated where that step would have ended: at the first decision after it.
//! - If the game ends before `stop_after`, the remaining checks and `expect` are evaluated on
//!   the final position; actions that can no longer happen are not failures.
//! - With `illegal_blocks = "drop"`, blocks the engine does not offer are dropped first; if
//!   the engine still refuses, blocks are dropped from the last one until it accepts. A block
//!   action whose player the engine never asks (nothing can block) counts as all dropped.
//! - `assign` (format 1.1) answers the division of a creature's combat damage in its step
//!   (`attacker` names the creature dividing, a blocker too; the action's player is the one
//!   who divides); a creature no `assign` names divides by the default, in strict mode too.
//!   An `assign` for a creature with nothing to divide is not a failure.
//! - `additional` names a cost by keyword and cost, by keyword (the first not named yet), or
//!   by a part of its text; a kicked spell's extra targets come from `targets` or the queue.
//! - A face-down object answers to its card's name, `face-down` and `a face-down creature`.
//! - A double-faced permanent is named by the face that is up (CR 712.8d-e); a battlefield
//!   entry naming a transforming double-faced card's back face is that card transformed
//!   (CR 701.27g). Anywhere else such a card is its front face (CR 712.8a).
//! - An optional choice of objects takes names, `yes` then names, or `no`; a yes/no question
//!   that leads straight to a choice of objects offering the named object is answered yes.
//! - A colour answer (`red`, `colorless`) chooses the mana option of that colour (`{R}`,
//!   `{C}`), and a mana symbol chooses that colour.
//! - `lost` is true for a player who lost, conceded or left, or when another player won.
//! - `strict = false` answers with [`grimoire_engine::default_answer`], the engine's own
//!   defaults. Ordering simultaneous triggers is never an unanswered decision: `choices`
//!   that name triggers (by source name or a prefix of their text) go first, the rest in
//!   the order offered (the format has no other syntax for it).
//! - An `expect_illegal` action whose player never gets the chance to take it in its step
//!   (not asked to declare blockers because not attacked, say) counts as refused.
//! - Per-permanent `controller` selects the permanents checked; `colors` must match
//!   exactly (`[]` is colourless); `types`/`subtypes`/`keywords` must be present;
//!   `attacking`/`blocking` take `true`/`false` or what is attacked/blocked.
//! - Set-up battlefield permanents get the effects that say how they enter (CR 614.1c-d,
//!   614.12; the engine's `PermanentSetup::enter_effects`): all are placed first, then each
//!   gets its own "enters tapped"/"enters with counters" and every other permanent's
//!   "... enter tapped", as if it entered last. No enters trigger fires. A stated `tapped`
//!   and each stated kind of `counters` override them: counters are set, not added.
//!   (README, "Interpretations of the scenario format".)

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
