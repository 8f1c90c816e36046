//! Whole games between built-in players, run in Rust threads without the GIL: the batch
//! stepper for studies (win rates, speed) where Python would only wait.

use crate::setup;
use grimoire_ai::{play_out, Player, PlayerKind};
use grimoire_engine::{CardDef, Game, GameResult};
use serde::Serialize;
use std::sync::Arc;

/// The outcome of one game of a batch.
#[derive(Clone, Debug, Serialize)]
pub struct Record {
    pub game: u64,
    pub seed: u64,
    /// The winner's seat, or `None` for a draw or the turn limit.
    pub winner: Option<usize>,
    pub result: &'static str,
    pub turns: u32,
    /// Answers given in the game.
    pub decisions: u64,
}

/// Plays game `i` of a batch: seed `seed + i`, each seat's player seeded from the game's
/// seed and the seat, as `grimoire sim --fixed-order` does.
pub fn play_one(
    decks: &[(String, Vec<Arc<CardDef>>)],
    kinds: &[PlayerKind],
    seed: u64,
    i: u64,
    max_turns: u32,
) -> Record {
    let seed = seed.wrapping_add(i);
    let mut game = Game::new(setup::config(decks, max_turns), seed);
    game.set_logging(false);
    let mut players: Vec<Box<dyn Player>> =
        kinds.iter().enumerate().map(|(s, k)| k.build(seed.wrapping_mul(31).wrapping_add(s as u64))).collect();
    let played = play_out(&mut game, &mut players, 2_000_000);
    let (winner, result) = match game.result() {
        Some(GameResult::Win(p)) => (Some(p.index()), "win"),
        Some(GameResult::Draw) => (None, "draw"),
        Some(GameResult::TurnLimit) | None => (None, "turn-limit"),
    };
    Record { game: i, seed, winner, result, turns: game.turn(), decisions: played.len() as u64 }
}

/// Plays games `first..first + count` on `threads` threads; records in game order.
pub fn play_many(
    decks: &[(String, Vec<Arc<CardDef>>)],
    kinds: &[PlayerKind],
    seed: u64,
    first: u64,
    count: u64,
    max_turns: u32,
    threads: usize,
) -> Vec<Record> {
    let threads = threads.max(1) as u64;
    let mut out: Vec<Record> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    (first + t..first + count)
                        .step_by(threads as usize)
                        .map(|i| play_one(decks, kinds, seed, i, max_turns))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a game thread panicked")).collect()
    });
    out.sort_by_key(|r| r.game);
    out
}
