//! Driving a game to its end with a player per seat.

use crate::Player;
use grimoire_engine::{Answer, Game, PlayerId};

/// Plays `game` until it ends, asking `players[seat]` for each decision. A refused answer
/// is replaced by the player's fallback. Returns every accepted answer, in order (the replay).
pub fn play_out(game: &mut Game, players: &mut [Box<dyn Player>], max_answers: u64) -> Vec<(PlayerId, Answer)> {
    let mut answers = Vec::new();
    while let Some(d) = game.pending().cloned() {
        if answers.len() as u64 >= max_answers {
            break;
        }
        let seat = d.player.index();
        let answer = players[seat].decide(game, &d);
        match game.submit(d.player, answer.clone()) {
            Ok(()) => answers.push((d.player, answer)),
            Err(_) => {
                let fb = players[seat].fallback(game, &d);
                game.submit(d.player, fb.clone()).expect("fallback answers are always legal");
                answers.push((d.player, fb));
            }
        }
    }
    answers
}
