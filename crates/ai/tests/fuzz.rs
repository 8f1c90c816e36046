//! Random games to completion with the engine's invariants checked after every answer.

use grimoire_ai::{Player, RandomPlayer};
use grimoire_engine::testing::simple_deck;
use grimoire_engine::*;

/// Plays one random game, checking invariants; returns the number of answers.
fn fuzz_game(seed: u64) -> u64 {
    let players = vec![PlayerConfig::with_deck("A", simple_deck()), PlayerConfig::with_deck("B", simple_deck())];
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = 60;
    let mut g = Game::new(cfg, seed);
    let mut ais = [RandomPlayer::new(seed * 2 + 1), RandomPlayer::new(seed * 2 + 2)];
    let mut steps = 0;
    while let Some(d) = g.pending().cloned() {
        steps += 1;
        assert!(steps < 50_000, "seed {seed}: too many decisions");
        let p = d.player;
        let answer = ais[p.index()].decide(&g, &d);
        let before = g.clone();
        if let Err(e) = g.submit(p, answer.clone()) {
            assert!(g == before, "seed {seed}: refused answer {answer:?} changed the game ({e})");
            let fb = ais[p.index()].fallback(&g, &d);
            g.submit(p, fb.clone()).unwrap_or_else(|e| panic!("seed {seed}: fallback {fb:?} refused: {e}"));
        }
        if let Err(e) = g.check_invariants() {
            panic!("seed {seed} after {steps} answers: {e}");
        }
    }
    assert!(g.is_over());
    steps
}

#[test]
fn a_thousand_random_games_keep_the_invariants() {
    let mut total = 0;
    for seed in 0..1000 {
        total += fuzz_game(seed);
    }
    assert!(total > 1000);
}
