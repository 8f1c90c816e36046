//! Stopping the game at the end of a step.
//!
//! The engine is to offer `Game::set_breakpoint(Some((turn, step)))`: the game then stops
//! when that step has ended, before the next step's turn-based actions, with
//! `Game::is_paused()` true and `pending()` unchanged, and `Game::resume()` goes on.
//! Until it does, [`ENGINE_BREAKPOINTS`] is false and the driver sees a step end as the
//! pass that completes a round of passes with an empty stack (so it cannot stop at the end
//! of a step in which no player gets priority, such as untap and usually cleanup).
// TODO(engine): when `Game::set_breakpoint`/`is_paused`/`resume` land on main, set
// ENGINE_BREAKPOINTS to true and call them below.

use grimoire_engine::{Game, Step};

/// Whether the engine's breakpoints are used.
pub(crate) const ENGINE_BREAKPOINTS: bool = false;

/// Asks the game to stop when the step `at` ends.
pub(crate) fn set_breakpoint(_game: &mut Game, _at: Option<(u32, Step)>) {}

/// Whether the game stopped at its breakpoint.
pub(crate) fn is_paused(_game: &Game) -> bool {
    false
}

/// Lets a paused game go on.
pub(crate) fn resume(_game: &mut Game) {}
