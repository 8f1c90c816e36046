//! Random games to completion with the engine's invariants checked after every answer.

use grimoire_ai::{play_checked, RandomPlayer};
use grimoire_engine::game::testing::simple_deck;
use grimoire_engine::*;

/// Plays one random game, checking invariants; returns the number of answers.
fn fuzz_game(seed: u64) -> u64 {
    let players = vec![PlayerConfig::with_deck("A", simple_deck()), PlayerConfig::with_deck("B", simple_deck())];
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = 60;
    let mut g = Game::new(cfg, seed);
    let (mut a, mut b) = (RandomPlayer::new(seed * 2 + 1), RandomPlayer::new(seed * 2 + 2));
    let answers = play_checked(&mut g, &mut [&mut a, &mut b], 50_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    assert!(g.is_over(), "seed {seed}: the game ended");
    answers
}

#[test]
fn a_thousand_random_games_keep_the_invariants() {
    let mut total = 0;
    for seed in 0..1000 {
        total += fuzz_game(seed);
    }
    assert!(total > 1000);
}
