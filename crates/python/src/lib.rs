//! Grimoire from Python: the extension module `grimoire._grimoire` behind the `grimoire`
//! package (`python/grimoire`).
//!
//! [`game`] is the `Game` class (the decision door, copies, re-dealing, views, the log,
//! replays, built-in players for some seats); [`actions`] lists a decision's legal answers
//! so an agent can answer by index; [`encode`] turns a seat's view into fixed-size numeric
//! rows; [`batch`] plays whole games between built-in players off the GIL; [`setup`] reads
//! decks and card files. Built by maturin (`pip install .` at the repository root); plain
//! cargo builds link against libpython so the crate's tests run under `cargo test`.

// pyo3 0.22's `#[pymethods]`/`#[pyfunction]` expansion converts each `PyErr` into itself.
#![allow(clippy::useless_conversion)]

pub mod actions;
pub mod batch;
pub mod encode;
pub mod game;
pub mod setup;

use game::{player_kind, to_py, IllegalAnswer, PyGame};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The names of the bundled starter decks.
#[pyfunction]
fn starter_decks() -> Vec<String> {
    setup::starter_names()
}

/// Plays `games` whole games between built-in players (`players`: one kind per seat,
/// `random`, `heuristic`, `search`, `search:N`) on `threads` threads without the GIL; game
/// `i` has seed `seed + i`. Returns one dict per game (`game`, `seed`, `winner`, `result`,
/// `turns`, `decisions`).
#[pyfunction]
#[pyo3(signature = (decks, players, games, seed=0, first=0, max_turns=100, threads=1, cards=None))]
#[allow(clippy::too_many_arguments)]
fn play_games(
    py: Python<'_>,
    decks: Vec<String>,
    players: Vec<String>,
    games: u64,
    seed: u64,
    first: u64,
    max_turns: u32,
    threads: usize,
    cards: Option<std::path::PathBuf>,
) -> PyResult<PyObject> {
    if decks.len() != players.len() || decks.len() < 2 {
        return Err(PyValueError::new_err("give one player kind per deck, for at least two decks"));
    }
    let db = setup::card_db(cards.as_deref()).map_err(PyValueError::new_err)?;
    let decks =
        decks.iter().map(|d| setup::deck(&db, d)).collect::<Result<Vec<_>, _>>().map_err(PyValueError::new_err)?;
    let kinds = players.iter().map(|p| player_kind(p)).collect::<PyResult<Vec<_>>>()?;
    let records = py.allow_threads(|| batch::play_many(&decks, &kinds, seed, first, games, max_turns, threads));
    to_py(py, &records)
}

/// The sizes and feature names of the numeric observation (see `grimoire.encoding`).
#[pyfunction]
fn encoding(py: Python<'_>) -> PyResult<PyObject> {
    use encode::*;
    let layout: Vec<(&str, usize, usize)> = LAYOUT.to_vec();
    let card: Vec<&str> =
        CARD_FEATURES.iter().chain(CARD_FEATURES_TAIL.iter()).chain(KEYWORDS.iter()).copied().collect();
    let v = serde_json::json!({
        "max_actions": actions::MAX_ACTIONS,
        "observation_len": observation_len(),
        "action_width": ACTION_WIDTH,
        "layout": layout,
        "global": GLOBAL_FEATURES,
        "step": grimoire_engine::Step::ALL.iter().map(|s| s.key()).collect::<Vec<_>>(),
        "decision": DECISION_KINDS,
        "player": PLAYER_FEATURES,
        "card": card,
        "stack": STACK_FEATURES,
        "action": ANSWER_KINDS.iter().chain(ACTION_FEATURES.iter()).collect::<Vec<_>>(),
    });
    to_py(py, &v)
}

/// The extension module.
#[pymodule]
fn _grimoire(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGame>()?;
    m.add("IllegalAnswer", m.py().get_type_bound::<IllegalAnswer>())?;
    m.add_function(wrap_pyfunction!(starter_decks, m)?)?;
    m.add_function(wrap_pyfunction!(play_games, m)?)?;
    m.add_function(wrap_pyfunction!(encoding, m)?)?;
    Ok(())
}
