//! A Monte Carlo player: compare a few candidate answers by simulating the game from each.
//!
//! For every decision with more than one sensible answer it runs playouts: each on a fresh
//! copy of the game whose hidden cards are re-dealt as this player could imagine them
//! ([`Game::determinize`]; it never reads the opponents' hands or the library order), with
//! the candidate answer submitted and the heuristic playing both seats for a few turns. The
//! candidates get playouts by UCB1 (a bandit over the root's children: flat Monte Carlo
//! with determinization). The answer with the best average wins.

mod candidates;
mod rollout;

pub use candidates::{candidates, MAX_CANDIDATES};
pub use rollout::rollout;

use crate::Player;
use grimoire_engine::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// How hard the search player thinks.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Playouts per decision (over all candidates).
    pub playouts: u32,
    /// A time limit per decision; `None` stops only on the playout count (reproducible).
    pub time: Option<Duration>,
    /// How many turns a playout runs before the position is judged.
    pub rollout_turns: u32,
    /// The seed of the player's own random choices (determinizations).
    pub seed: u64,
}

impl Default for SearchConfig {
    /// 200 playouts of 3 turns, at most 1 s per decision.
    fn default() -> SearchConfig {
        SearchConfig { playouts: 200, time: Some(Duration::from_secs(1)), rollout_turns: 3, seed: 0 }
    }
}

/// Statistics of the last search, for benchmarks and reports.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Decisions searched (with more than one candidate).
    pub searched: u64,
    /// Playouts run in total.
    pub playouts: u64,
}

/// The search player.
pub struct SearchPlayer {
    config: SearchConfig,
    stats: SearchStats,
}

impl SearchPlayer {
    /// A search player with this budget.
    pub fn new(config: SearchConfig) -> SearchPlayer {
        SearchPlayer { config, stats: SearchStats::default() }
    }

    /// What the player has done so far.
    pub fn stats(&self) -> &SearchStats {
        &self.stats
    }

    /// The best of `cands` for `me` by playouts. Reproducible for a given game, seed and
    /// budget without a time limit.
    pub fn choose(&mut self, game: &Game, me: PlayerId, cands: &[Answer]) -> usize {
        let values = self.evaluate(game, me, cands);
        (0..cands.len()).filter(|&k| values[k].0 > 0).max_by(|&a, &b| values[a].1.total_cmp(&values[b].1)).unwrap_or(0)
    }

    /// Runs the playouts and returns, for each candidate, its playout count and its mean
    /// estimated chance to win (0 playouts: refused by the engine, or out of budget).
    pub fn evaluate(&mut self, game: &Game, me: PlayerId, cands: &[Answer]) -> Vec<(u32, f64)> {
        // The seed depends on what `me` can see only (the game's answer count, not its state).
        let mut rng =
            ChaCha8Rng::seed_from_u64(self.config.seed ^ game.answer_count().wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let start = Instant::now();
        let n = cands.len();
        let mut visits = vec![0u32; n];
        let mut total = vec![0f64; n];
        let mut illegal = vec![false; n];
        self.stats.searched += 1;
        for i in 0..self.config.playouts {
            if let Some(t) = self.config.time {
                if start.elapsed() >= t {
                    break;
                }
            }
            // UCB1: try each candidate once, then balance mean and uncertainty.
            let k = match (0..n).find(|&k| visits[k] == 0 && !illegal[k]) {
                Some(k) => k,
                None => {
                    let ln = ((i + 1) as f64).ln();
                    let best = (0..n).filter(|&k| !illegal[k]).max_by(|&a, &b| {
                        let ua = total[a] / visits[a] as f64 + 0.5 * (2.0 * ln / visits[a] as f64).sqrt();
                        let ub = total[b] / visits[b] as f64 + 0.5 * (2.0 * ln / visits[b] as f64).sqrt();
                        ua.total_cmp(&ub)
                    });
                    match best {
                        Some(k) => k,
                        None => break,
                    }
                }
            };
            let mut g = game.clone();
            g.set_logging(false);
            g.determinize(me, &mut rng);
            if g.submit(me, cands[k].clone()).is_err() {
                illegal[k] = true;
                continue;
            }
            let r = rollout(&mut g, me, self.config.rollout_turns, 20_000);
            visits[k] += 1;
            total[k] += r;
            self.stats.playouts += 1;
        }
        (0..n).map(|k| (visits[k], if visits[k] > 0 { total[k] / visits[k] as f64 } else { 0.0 })).collect()
    }
}

impl Player for SearchPlayer {
    fn decide(&mut self, game: &Game, d: &Decision) -> Answer {
        let cands = candidates(game, d);
        if cands.len() == 1 {
            return cands.into_iter().next().expect("one candidate");
        }
        let k = self.choose(game, d.player, &cands);
        cands[k].clone()
    }
}
