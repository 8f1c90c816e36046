//! Naming players on the command line: `random`, `heuristic`, `search`.

use crate::{HeuristicPlayer, Player, RandomPlayer, SearchConfig, SearchPlayer};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A kind of computer player, with its budget for `search`.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerKind {
    /// Uniformly random legal answers.
    Random,
    /// Rules of thumb, no search.
    Heuristic,
    /// Monte Carlo search with this budget.
    Search(SearchConfig),
}

impl PlayerKind {
    /// A player of this kind, seeded.
    pub fn build(&self, seed: u64) -> Box<dyn Player> {
        match self {
            PlayerKind::Random => Box::new(RandomPlayer::new(seed)),
            PlayerKind::Heuristic => Box::new(HeuristicPlayer::new()),
            PlayerKind::Search(c) => Box::new(SearchPlayer::new(SearchConfig { seed, ..c.clone() })),
        }
    }
}

impl FromStr for PlayerKind {
    type Err = String;
    /// `random`, `heuristic`, `search`, or `search:N` (N playouts per decision, no time
    /// limit) or `search:Nms` (a time limit of N milliseconds, at most 100,000 playouts).
    fn from_str(s: &str) -> Result<PlayerKind, String> {
        let s = s.trim().to_ascii_lowercase();
        match s.as_str() {
            "random" => return Ok(PlayerKind::Random),
            "heuristic" => return Ok(PlayerKind::Heuristic),
            "search" | "mcts" => return Ok(PlayerKind::Search(SearchConfig::default())),
            _ => {}
        }
        let bad = || format!("unknown player `{s}`: use random, heuristic, search, search:N or search:Nms");
        let budget = s.strip_prefix("search:").ok_or_else(bad)?;
        if let Some(ms) = budget.strip_suffix("ms") {
            let ms: u64 = ms.parse().map_err(|_| bad())?;
            let c =
                SearchConfig { playouts: 100_000, time: Some(Duration::from_millis(ms)), ..SearchConfig::default() };
            return Ok(PlayerKind::Search(c));
        }
        let n: u32 = budget.parse().map_err(|_| bad())?;
        Ok(PlayerKind::Search(SearchConfig { playouts: n, time: None, ..SearchConfig::default() }))
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerKind::Random => write!(f, "random"),
            PlayerKind::Heuristic => write!(f, "heuristic"),
            PlayerKind::Search(c) if *c == SearchConfig::default() => write!(f, "search"),
            PlayerKind::Search(c) => match (c.time, c.playouts) {
                (Some(t), n) if n >= 100_000 => write!(f, "search:{}ms", t.as_millis()),
                (None, n) => write!(f, "search:{n}"),
                (Some(_), n) => write!(f, "search:{n}"),
            },
        }
    }
}
