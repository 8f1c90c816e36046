//! A Monte Carlo tree search player: information-set MCTS over determinized copies.
//!
//! Each iteration takes a fresh copy of the game whose hidden cards are re-dealt as this
//! player could imagine them ([`Game::determinize`] is the only source of hidden-card
//! knowledge; the search never reads the opponents' hands or the library order), then:
//! **selection** walks the tree from the root, at every decision with more than one
//! candidate answer ([`candidates`]: the heuristic's choice and its neighbours) — the
//! searching player's and the opponents' alike — by UCT over the moves offered in this
//! determinization ([`tree`]); decisions with one candidate are played and are not nodes;
//! **expansion** stops at the first move never tried; a **rollout** lets the heuristic
//! play every seat until `rollout_turns` turns after the root's, and the position is
//! **evaluated** as each seat's estimated chance to win; **backpropagation** adds each
//! edge's mover's own reward. The root answer taken most often wins.

mod candidates;
mod rollout;
pub mod tree;

pub use candidates::{candidates, MAX_CANDIDATES};
pub use rollout::{play_until, rollout};

use crate::{heuristic, Player};
use grimoire_engine::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};
use tree::{Move, Tree};

/// How hard the search player thinks.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iterations (playouts) per decision.
    pub playouts: u32,
    /// A time limit per decision; `None` stops only on the playout count (reproducible).
    pub time: Option<Duration>,
    /// How many turns after the root's an iteration runs before the position is judged.
    pub rollout_turns: u32,
    /// UCT's exploration constant (rewards are in [0, 1]).
    pub exploration: f64,
    /// Progressive widening below the root: a node visited n times considers its first
    /// 1 + ⌊widening·√n⌋ candidates (0: all of them at once). The root considers all.
    pub widening: f64,
    /// The seed of the player's own random choices (determinizations).
    pub seed: u64,
}

impl Default for SearchConfig {
    /// 200 playouts of 3 turns, at most 1 s per decision.
    fn default() -> SearchConfig {
        SearchConfig {
            playouts: 200,
            time: Some(Duration::from_secs(1)),
            rollout_turns: 3,
            exploration: 0.7,
            widening: 0.5,
            seed: 0,
        }
    }
}

/// Statistics of the searches so far, for benchmarks, reports and tests.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Decisions searched (with more than one candidate).
    pub searched: u64,
    /// Playouts (iterations) run in total.
    pub playouts: u64,
    /// Tree nodes made in total, the roots included.
    pub nodes: u64,
    /// Of those, the nodes where an opponent decides.
    pub opponent_nodes: u64,
    /// The deepest tree built (decisions below the root).
    pub max_depth: usize,
}

/// The search player.
pub struct SearchPlayer {
    config: SearchConfig,
    stats: SearchStats,
}

/// Answers per iteration at most (a guard against games that never reach the horizon).
const MAX_ANSWERS: u32 = 20_000;

impl SearchPlayer {
    /// A search player with this budget.
    pub fn new(config: SearchConfig) -> SearchPlayer {
        SearchPlayer { config, stats: SearchStats::default() }
    }

    /// What the player has done so far.
    pub fn stats(&self) -> &SearchStats {
        &self.stats
    }

    /// The best of `cands` for `me`: the one the search took most often (ties: the better
    /// mean). Reproducible for a given game, seed and budget without a time limit.
    pub fn choose(&mut self, game: &Game, me: PlayerId, cands: &[Answer]) -> usize {
        let values = self.evaluate(game, me, cands);
        (0..cands.len())
            .filter(|&k| values[k].0 > 0)
            .max_by(|&a, &b| values[a].0.cmp(&values[b].0).then(values[a].1.total_cmp(&values[b].1)))
            .unwrap_or(0)
    }

    /// Searches from `game`, where `me` must choose among `cands`, and returns for each
    /// candidate its visit count and its mean estimated chance to win for `me` (0 visits:
    /// refused by the engine, or out of budget).
    pub fn evaluate(&mut self, game: &Game, me: PlayerId, cands: &[Answer]) -> Vec<(u32, f64)> {
        // The seed depends on what `me` can see only (the game's answer count, not its state).
        let mut rng =
            ChaCha8Rng::seed_from_u64(self.config.seed ^ game.answer_count().wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let start = Instant::now();
        // Our own candidates are the same in every determinization: drop the refused ones once.
        let legal: Vec<bool> = cands
            .iter()
            .map(|a| {
                let mut g = game.clone();
                g.set_logging(false);
                g.submit(me, a.clone()).is_ok()
            })
            .collect();
        let root: Vec<Answer> = (0..cands.len()).filter(|&k| legal[k]).map(|k| cands[k].clone()).collect();
        let mut tree = Tree::new(me);
        let stop = game.turn() + self.config.rollout_turns;
        self.stats.searched += 1;
        if !root.is_empty() {
            for _ in 0..self.config.playouts {
                if self.config.time.is_some_and(|t| start.elapsed() >= t) {
                    break;
                }
                let mut g = game.clone();
                g.set_logging(false);
                g.determinize(me, &mut rng);
                self.iterate(&mut tree, g, &root, stop);
                self.stats.playouts += 1;
            }
        }
        self.stats.nodes += tree.nodes.len() as u64;
        self.stats.opponent_nodes += tree.nodes.iter().filter(|n| n.player != me).count() as u64;
        self.stats.max_depth = self.stats.max_depth.max(tree.depth());
        // Read the root's edges back in the order of `cands`.
        let mut out = Vec::with_capacity(cands.len());
        for (k, a) in cands.iter().enumerate() {
            let mv = Move::of(game, a);
            let e = tree.nodes[0].edges.iter().find(|e| e.mv == mv).filter(|_| legal[k]);
            out.push(e.map_or((0, 0.0), |e| (e.visits, e.mean())));
        }
        out
    }

    /// One iteration on the determinized copy `g`: selection and expansion down the tree,
    /// a rollout to turn `stop`, evaluation, backpropagation.
    fn iterate(&self, tree: &mut Tree, mut g: Game, root: &[Answer], stop: u32) {
        let mut path: Vec<(usize, usize, PlayerId)> = Vec::new();
        let mut answers = 0;
        while answers < MAX_ANSWERS && g.result().is_none() && g.turn() < stop {
            let Some(d) = g.pending().cloned() else { break };
            let cands = if path.is_empty() { root.to_vec() } else { candidates(&g, &d) };
            answers += 1;
            if cands.len() == 1 {
                let a = cands.into_iter().next().expect("one candidate");
                if g.submit(d.player, a).is_err() && g.submit(d.player, default_answer(&g, &d)).is_err() {
                    break;
                }
                continue;
            }
            let node = match path.last() {
                None => 0,
                Some(&(n, e, _)) => tree.child(n, e, d.player),
            };
            let moves: Vec<Move> = cands.iter().map(|a| Move::of(&g, a)).collect();
            let widen = if node == 0 { 0.0 } else { self.config.widening };
            let Some((k, e)) = tree.select(node, &moves, self.config.exploration, widen) else { break };
            if g.submit(d.player, cands[k].clone()).is_err() {
                // Refused in this determinization: never offer it here again, and let the
                // heuristic play on from this position.
                tree.nodes[node].edges[e].refused = true;
                break;
            }
            path.push((node, e, d.player));
            if tree.nodes[node].edges[e].visits == 0 {
                break; // expansion: a move never tried; roll out from here
            }
        }
        play_until(&mut g, stop, MAX_ANSWERS);
        let rewards: Vec<f64> = g.player_ids().map(|p| heuristic::win_estimate(&g, p)).collect();
        tree.backpropagate(&path, &rewards);
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
