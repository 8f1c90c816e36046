//! The search tree of information-set Monte Carlo tree search (ISMCTS).
//!
//! A node is a sequence of decisions from the root; its edges are the answers the
//! candidate generator offered there, for whichever player decides (the searching player
//! or an opponent). The same node is reached in many determinizations, and a hidden card
//! has a different identity in each, so an edge is keyed by a [`Move`]: the answer with
//! the played card replaced by its name. An edge counts how often it was *available*
//! (offered when its node was visited) besides how often it was taken, and UCT uses the
//! availability count in place of the parent's visits (Cowling, Powley and Whitehouse's
//! single-observer ISMCTS).

use grimoire_engine::*;

/// An answer as the tree knows it: object ids of played cards are not stable across
/// determinizations, so lands played and spells cast are keyed by the card's name.
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    answer: Answer,
    card: Option<String>,
}

impl Move {
    /// The key of `answer` in `game`.
    pub fn of(game: &Game, answer: &Answer) -> Move {
        let mut answer = answer.clone();
        let card = match &mut answer {
            Answer::PlayLand(l) => Some(std::mem::take(&mut l.card)),
            Answer::Cast(spec) => Some(std::mem::take(&mut spec.card)),
            _ => None,
        };
        Move { answer, card: card.map(|id| game.name(id).to_string()) }
    }
}

/// One edge: a move from a node, with its statistics for the player who makes it.
#[derive(Clone, Debug)]
pub struct Edge {
    /// The move's key.
    pub mv: Move,
    /// The node it leads to, once expanded.
    pub child: Option<usize>,
    /// Iterations that took this edge.
    pub visits: u32,
    /// Iterations in which this edge was offered at its node.
    pub available: u32,
    /// The sum of the mover's rewards (estimated chances to win) over those visits.
    pub total: f64,
    /// The engine refused this move in some determinization; it is not offered again.
    pub refused: bool,
}

impl Edge {
    /// The mover's mean reward (0 before any visit).
    pub fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.total / self.visits as f64
        }
    }
}

/// One node: a decision reached by a sequence of moves from the root.
#[derive(Clone, Debug, Default)]
pub struct Node {
    /// The moves seen here so far, in the order they were first offered.
    pub edges: Vec<Edge>,
    /// The player who decided here when the node was made.
    pub player: PlayerId,
}

/// The tree: nodes in a flat vector, the root at index 0.
#[derive(Clone, Debug)]
pub struct Tree {
    /// Every node; edges point into this vector.
    pub nodes: Vec<Node>,
}

impl Tree {
    /// A tree with only a root, where `player` decides.
    pub fn new(player: PlayerId) -> Tree {
        Tree { nodes: vec![Node { edges: Vec::new(), player }] }
    }

    /// Picks the edge to follow at `node` among the moves offered now (`offered`, keyed):
    /// a move never tried (the first such, in the generator's order: the heuristic's
    /// choice first), else the one with the best UCT value (mean + c·√(ln available /
    /// visits)). Adds new moves as edges and counts availability; refused moves are left
    /// out. Returns the index of the chosen move in `offered` and of its edge (`None`
    /// when every offered move was refused).
    ///
    /// With `widen` > 0 only the first 1 + ⌊widen·√visits⌋ offered moves are considered
    /// (progressive widening): a node visited a few times follows the generator's first
    /// choice, the heuristic's, and its alternatives are tried as its visits grow.
    pub fn select(&mut self, node: usize, offered: &[Move], c: f64, widen: f64) -> Option<(usize, usize)> {
        let n = &mut self.nodes[node];
        let width = if widen > 0.0 {
            let visits: u32 = n.edges.iter().map(|e| e.visits).sum();
            1 + (widen * (visits as f64).sqrt()) as usize
        } else {
            usize::MAX
        };
        // (index in `offered`, edge)
        let mut idx = Vec::with_capacity(offered.len());
        for (k, m) in offered.iter().enumerate() {
            if idx.len() >= width {
                break;
            }
            let e = match n.edges.iter().position(|e| e.mv == *m) {
                Some(e) => e,
                None => {
                    let edge = Edge { mv: m.clone(), child: None, visits: 0, available: 0, total: 0.0, refused: false };
                    n.edges.push(edge);
                    n.edges.len() - 1
                }
            };
            // Two copies of a card in hand are one move.
            if !n.edges[e].refused && !idx.iter().any(|&(_, f)| f == e) {
                n.edges[e].available += 1;
                idx.push((k, e));
            }
        }
        if let Some(&ke) = idx.iter().find(|&&(_, e)| n.edges[e].visits == 0) {
            return Some(ke);
        }
        let uct = |e: &Edge| e.mean() + c * ((e.available as f64).ln() / e.visits as f64).sqrt();
        idx.into_iter().max_by(|&(_, a), &(_, b)| uct(&n.edges[a]).total_cmp(&uct(&n.edges[b])))
    }

    /// The node an edge leads to, made if new (with `player` deciding there).
    pub fn child(&mut self, node: usize, edge: usize, player: PlayerId) -> usize {
        if let Some(c) = self.nodes[node].edges[edge].child {
            return c;
        }
        self.nodes.push(Node { edges: Vec::new(), player });
        let c = self.nodes.len() - 1;
        self.nodes[node].edges[edge].child = Some(c);
        c
    }

    /// Adds one iteration's rewards (one per seat) along `path` of (node, edge, mover).
    pub fn backpropagate(&mut self, path: &[(usize, usize, PlayerId)], rewards: &[f64]) {
        for &(n, e, p) in path {
            let edge = &mut self.nodes[n].edges[e];
            edge.visits += 1;
            edge.total += rewards[p.index()];
        }
    }

    /// The deepest level of decisions expanded (the root's children are depth 1).
    pub fn depth(&self) -> usize {
        fn d(t: &Tree, n: usize) -> usize {
            t.nodes[n].edges.iter().filter_map(|e| e.child).map(|c| 1 + d(t, c)).max().unwrap_or(0)
        }
        d(self, 0)
    }
}
