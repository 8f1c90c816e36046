//! Playouts: the heuristic plays every seat for a few turns, then the position is judged.

use crate::heuristic;
use grimoire_engine::*;

/// Plays `game` with the heuristic for every seat until it ends, turn `stop` begins, or
/// `max_answers` answers have been given. Returns the number of answers given.
pub fn play_until(game: &mut Game, stop: u32, max_answers: u32) -> u32 {
    let mut n = 0;
    while let Some(d) = game.pending() {
        if game.turn() >= stop || n >= max_answers {
            break;
        }
        let d = d.clone();
        let a = heuristic::decide(game, &d);
        if game.submit(d.player, a).is_err() {
            let fb = default_answer(game, &d);
            if game.submit(d.player, fb).is_err() {
                break;
            }
        }
        n += 1;
    }
    n
}

/// Plays `game` with the heuristic for every seat until it ends or `turns` more turns have
/// begun, and returns `me`'s estimated chance to win from there, in [0, 1].
pub fn rollout(game: &mut Game, me: PlayerId, turns: u32, max_answers: u32) -> f64 {
    let stop = game.turn() + turns;
    play_until(game, stop, max_answers);
    heuristic::win_estimate(game, me)
}
