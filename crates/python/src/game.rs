//! `grimoire.Game`: one game behind the engine's decision door, for Python.
//!
//! Structured values (decisions, answers, views, replays) cross to Python as the JSON the
//! server and the replay files use, parsed into dicts and lists; observations cross as raw
//! `f32`/`u8` bytes that the Python package wraps into numpy arrays without copying.

// pyo3 0.22's `#[pymethods]`/`#[pyfunction]` expansion converts each `PyErr` into itself.
#![allow(clippy::useless_conversion)]

use crate::actions::legal_answers;
use crate::encode::encode;
use crate::setup;
use grimoire_ai::PlayerKind;
use grimoire_engine::{Answer, CardDef, Game, GameConfig, GameResult, PlayerId};
use grimoire_server::view;
use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::path::PathBuf;
use std::sync::Arc;

pyo3::create_exception!(
    grimoire,
    IllegalAnswer,
    PyValueError,
    "The engine refused an answer (the game is unchanged, CR 732); args: (message, rule)."
);

/// A Rust value as the Python value of its JSON form.
pub fn to_py<T: Serialize>(py: Python<'_>, v: &T) -> PyResult<PyObject> {
    let s = serde_json::to_string(v).map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    Ok(py.import_bound("json")?.call_method1("loads", (s,))?.unbind())
}

/// A player kind from its command-line name (`random`, `heuristic`, `search`, `search:N`).
pub fn player_kind(s: &str) -> PyResult<PlayerKind> {
    s.parse().map_err(PyValueError::new_err)
}

/// A game of Magic: decks in seat order, a seed, answers through `submit`.
#[pyclass(module = "grimoire", name = "Game")]
#[derive(Clone)]
pub struct PyGame {
    game: Game,
    seed: u64,
    decks: Vec<(String, Vec<Arc<CardDef>>)>,
    config: GameConfig,
    /// Every accepted answer in order (the replay), unless the game was re-dealt.
    answers: Vec<(PlayerId, Answer)>,
    replayable: bool,
    /// The built-in player of each seat that has one, with its seed.
    bots: Vec<Option<(PlayerKind, u64)>>,
    /// The listed legal answers of the pending decision, by the answer count they are for.
    legal: Option<(u64, Vec<Answer>)>,
}

impl PyGame {
    /// The listed legal answers of the pending decision (empty when the game is over).
    pub fn legal(&mut self) -> &[Answer] {
        let n = self.game.answer_count();
        if self.legal.as_ref().map(|(k, _)| *k) != Some(n) {
            let v = self.game.pending().map(|d| legal_answers(&self.game, d)).unwrap_or_default();
            self.legal = Some((n, v));
        }
        &self.legal.as_ref().expect("just set").1
    }

    fn apply(&mut self, player: PlayerId, answer: Answer) -> PyResult<()> {
        match self.game.submit(player, answer.clone()) {
            Ok(()) => {
                self.answers.push((player, answer));
                Ok(())
            }
            Err(e) => Err(IllegalAnswer::new_err((e.message.clone(), e.rule))),
        }
    }

    /// Answers with built-in players while one holds the pending decision; returns how many.
    pub fn run_bots_until(&mut self, limit: u64) -> PyResult<u64> {
        let mut n = 0;
        while n < limit {
            let Some(d) = self.game.pending().cloned() else { break };
            let Some(Some((kind, seed))) = self.bots.get(d.player.index()).cloned() else { break };
            // A player is built per decision from its seed and the answer count, so a copy
            // of the game plays on exactly as the original would.
            let mut p = kind.build(seed.wrapping_add(self.game.answer_count()));
            let a = p.decide(&self.game, &d);
            if self.apply(d.player, a).is_err() {
                let fb = p.fallback(&self.game, &d);
                self.apply(d.player, fb)?;
            }
            n += 1;
        }
        Ok(n)
    }
}

#[pymethods]
impl PyGame {
    /// `Game(decks, seed=0, cards=None, max_turns=100, log=True)`: `decks` are bundled
    /// starter deck names, decklist file paths or decklist text, one per seat in turn order;
    /// `cards` an MTGJSON AtomicCards file added to the bundled card pool.
    #[new]
    #[pyo3(signature = (decks, seed=0, cards=None, max_turns=100, log=true))]
    fn new(decks: Vec<String>, seed: u64, cards: Option<PathBuf>, max_turns: u32, log: bool) -> PyResult<PyGame> {
        if decks.len() < 2 {
            return Err(PyValueError::new_err("a game needs at least two decks"));
        }
        let db = setup::card_db(cards.as_deref()).map_err(PyValueError::new_err)?;
        let decks =
            decks.iter().map(|d| setup::deck(&db, d)).collect::<Result<Vec<_>, _>>().map_err(PyValueError::new_err)?;
        let config = setup::config(&decks, max_turns);
        let mut game = Game::new(config.clone(), seed);
        game.set_logging(log);
        let bots = vec![None; decks.len()];
        Ok(PyGame { game, seed, decks, config, answers: Vec::new(), replayable: true, bots, legal: None })
    }

    /// The seed the game was started with.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The number of players.
    #[getter]
    fn players(&self) -> usize {
        self.decks.len()
    }

    /// The deck label of each seat.
    #[getter]
    fn deck_names(&self) -> Vec<String> {
        self.decks.iter().map(|d| d.0.clone()).collect()
    }

    /// The current turn number.
    #[getter]
    fn turn(&self) -> u32 {
        self.game.turn()
    }

    /// How many answers the game has taken.
    #[getter]
    fn answer_count(&self) -> u64 {
        self.game.answer_count()
    }

    /// Whether the game has ended.
    #[getter]
    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The winner's seat; `None` while the game goes on, and for a draw or the turn limit.
    #[getter]
    fn winner(&self) -> Option<usize> {
        match self.game.result() {
            Some(GameResult::Win(p)) => Some(p.index()),
            _ => None,
        }
    }

    /// How the game ended: `"win"`, `"draw"`, `"turn-limit"`, or `None` while it goes on.
    #[getter]
    fn result(&self) -> Option<&'static str> {
        self.game.result().map(|r| match r {
            GameResult::Win(_) => "win",
            GameResult::Draw => "draw",
            GameResult::TurnLimit => "turn-limit",
        })
    }

    /// The seat that must decide now, or `None` when the game is over.
    #[getter]
    fn to_move(&self) -> Option<usize> {
        self.game.pending().map(|d| d.player.index())
    }

    /// The pending decision as the server sends it to the deciding seat (`prompt`,
    /// `decision` with its `player` and `kind`, `cards`, `details`, ...), or `None`.
    fn pending(&self, py: Python<'_>) -> PyResult<Option<PyObject>> {
        let Some(d) = self.game.pending() else { return Ok(None) };
        let v = view::build(&self.game, d.player);
        v.decision.as_ref().map(|d| to_py(py, d)).transpose()
    }

    /// The listed legal answers of the pending decision, each the JSON form of an engine
    /// answer (at most `MAX_ACTIONS`; empty when the game is over).
    fn legal_actions(&mut self, py: Python<'_>) -> PyResult<Vec<PyObject>> {
        let legal = self.legal().to_vec();
        legal.iter().map(|a| to_py(py, a)).collect()
    }

    /// How many answers `legal_actions` lists.
    fn legal_count(&mut self) -> usize {
        self.legal().len()
    }

    /// Answers the pending decision: an index into `legal_actions()`, or an answer in its
    /// JSON form (a dict, a string such as `"Pass"`, or JSON text). The engine checks it; a
    /// refused answer raises `IllegalAnswer` and changes nothing.
    fn submit(&mut self, py: Python<'_>, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let Some(d) = self.game.pending() else {
            return Err(IllegalAnswer::new_err(("the game is over".to_string(), "104")));
        };
        let player = d.player;
        let answer = if let Ok(i) = action.extract::<usize>() {
            let legal = self.legal();
            legal
                .get(i)
                .cloned()
                .ok_or_else(|| PyIndexError::new_err(format!("action {i} is not one of the {} listed", legal.len())))?
        } else {
            let text: String = match action.extract::<String>() {
                Ok(s) if s.trim_start().starts_with(['{', '[', '"']) => s,
                Ok(s) => serde_json::to_string(&s).expect("a string"),
                Err(_) => py.import_bound("json")?.call_method1("dumps", (action,))?.extract()?,
            };
            serde_json::from_str(&text).map_err(|e| IllegalAnswer::new_err((format!("not an answer: {e}"), "732")))?
        };
        self.apply(player, answer)
    }

    /// Sets the built-in player of `seat` (`"random"`, `"heuristic"`, `"search"`,
    /// `"search:N"`) or removes it (`None`); `run_bots` answers for such seats.
    #[pyo3(signature = (seat, kind, seed=0))]
    fn set_bot(&mut self, seat: usize, kind: Option<&str>, seed: u64) -> PyResult<()> {
        if seat >= self.bots.len() {
            return Err(PyIndexError::new_err(format!("no seat {seat}")));
        }
        self.bots[seat] = kind.map(player_kind).transpose()?.map(|k| (k, seed));
        Ok(())
    }

    /// Lets the built-in players answer while one of them must decide (at most `limit`
    /// answers); returns how many answers they gave.
    #[pyo3(signature = (limit=1_000_000))]
    fn run_bots(&mut self, py: Python<'_>, limit: u64) -> PyResult<u64> {
        py.allow_threads(|| self.run_bots_until(limit))
    }

    /// The answer a built-in player (`"heuristic"`, `"random"`, `"search"`) would give now,
    /// in JSON form, and its index in `legal_actions()` (`None` when it is not listed).
    #[pyo3(signature = (kind="heuristic", seed=0))]
    fn suggest(&mut self, py: Python<'_>, kind: &str, seed: u64) -> PyResult<(PyObject, Option<usize>)> {
        let Some(d) = self.game.pending().cloned() else {
            return Err(PyRuntimeError::new_err("the game is over"));
        };
        let a = player_kind(kind)?.build(seed).decide(&self.game, &d);
        let i = self.legal().iter().position(|l| *l == a);
        Ok((to_py(py, &a)?, i))
    }

    /// An independent copy of the game (microseconds: the engine's states are flat).
    fn clone(&self) -> PyGame {
        Clone::clone(self)
    }

    /// A copy in which what `viewer` cannot see (the other players' hands, every library's
    /// order) is re-dealt at random from `seed`, consistently with all public information:
    /// what a search may explore without cheating. A re-dealt game has no replay.
    fn determinize(&self, seed: u64, viewer: usize) -> PyResult<PyGame> {
        if viewer >= self.decks.len() {
            return Err(PyIndexError::new_err(format!("no seat {viewer}")));
        }
        let mut g = Clone::clone(self);
        g.game.determinize(PlayerId(viewer as u8), &mut ChaCha8Rng::seed_from_u64(seed));
        g.replayable = false;
        g.legal = None;
        Ok(g)
    }

    /// What `seat` sees, as the server sends it (its own hand, nobody's library, its
    /// pending decision); a spectator's public view when `seat` is `None`.
    #[pyo3(signature = (seat=None))]
    fn view(&self, py: Python<'_>, seat: Option<usize>) -> PyResult<PyObject> {
        match seat {
            Some(s) if s < self.decks.len() => to_py(py, &view::build(&self.game, PlayerId(s as u8))),
            Some(s) => Err(PyIndexError::new_err(format!("no seat {s}"))),
            None => to_py(py, &view::spectator(&self.game)),
        }
    }

    /// The numeric observation of `seat` (see `grimoire.encoding`): the state's `f32`
    /// bytes, the action rows' `f32` bytes and the action mask's `u8` bytes. The action
    /// rows describe `legal_actions()` when `seat` must decide, and are empty otherwise.
    fn observe<'py>(
        &mut self,
        py: Python<'py>,
        seat: usize,
    ) -> PyResult<(Bound<'py, PyBytes>, Bound<'py, PyBytes>, Bound<'py, PyBytes>)> {
        if seat >= self.decks.len() {
            return Err(PyIndexError::new_err(format!("no seat {seat}")));
        }
        let mine = self.game.pending().is_some_and(|d| d.player.index() == seat);
        let legal = if mine { self.legal().to_vec() } else { Vec::new() };
        let e = encode(&self.game, PlayerId(seat as u8), &legal);
        let f32s = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        Ok((
            PyBytes::new_bound(py, &f32s(&e.observation)),
            PyBytes::new_bound(py, &f32s(&e.actions)),
            PyBytes::new_bound(py, &e.mask),
        ))
    }

    /// The game's log so far, one readable line per event (public information only).
    fn log(&self) -> Vec<String> {
        self.game.events().iter().map(|e| e.describe(&self.game)).collect()
    }

    /// The replay: configuration, seed and every answer, in the JSON shape of the replay
    /// files `grimoire replay FILE` plays back.
    fn replay(&self, py: Python<'_>) -> PyResult<PyObject> {
        if !self.replayable {
            return Err(PyRuntimeError::new_err("a re-dealt (determinized) game has no replay"));
        }
        let g = &self.game;
        let r = serde_json::json!({
            "grimoire_replay": 1,
            "seed": self.seed,
            "format": self.config.format,
            "mulligan": self.config.mulligan,
            "max_turns": self.config.max_turns,
            "players": self.decks.iter().map(|(n, c)| serde_json::json!({
                "name": n,
                "deck": c.iter().map(|d| d.name.clone()).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "answers": self.answers.iter().map(|(p, a)| (p.0, a)).collect::<Vec<_>>(),
            "end": {
                "turn": g.turn(),
                "result": g.result(),
                "life": g.player_ids().map(|p| g.player(p).life).collect::<Vec<_>>(),
            },
        });
        to_py(py, &r)
    }

    fn __repr__(&self) -> String {
        format!(
            "Game({}, seed={}, turn={}, answers={}{})",
            self.deck_names().join(" vs "),
            self.seed,
            self.game.turn(),
            self.game.answer_count(),
            self.result().map(|r| format!(", {r}")).unwrap_or_default()
        )
    }

    fn __eq__(&self, other: &PyGame) -> bool {
        self.game == other.game
    }
}
