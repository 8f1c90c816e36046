//! Driving a game to its end with a player per seat.

use crate::Player;
use grimoire_engine::{Answer, Game, PlayerId};

/// Plays `game` until it ends, asking `players[seat]` for each decision. A refused answer
/// is replaced by the player's fallback. Returns every accepted answer, in order (the replay).
pub fn play_out(game: &mut Game, players: &mut [Box<dyn Player>], max_answers: u64) -> Vec<(PlayerId, Answer)> {
    let mut answers = Vec::new();
    // The decision is read where the game keeps it, not copied: a refused answer changes
    // nothing, so after one the same decision is still pending for the fallback.
    while let Some(d) = game.pending() {
        if answers.len() as u64 >= max_answers {
            break;
        }
        let player = d.player;
        let seat = player.index();
        let answer = players[seat].decide(game, d);
        match game.submit(player, answer.clone()) {
            Ok(()) => answers.push((player, answer)),
            Err(_) => {
                let d = game.pending().expect("a refused answer leaves the decision pending");
                let fb = players[seat].fallback(game, d);
                game.submit(player, fb.clone()).expect("fallback answers are always legal");
                answers.push((player, fb));
            }
        }
    }
    answers
}
