//! Playing a game out while checking the engine's promises after every answer: the core of
//! the fuzzers and the card smoke tests.

use crate::Player;
use grimoire_engine::Game;

/// Plays `game` to its end with `players` (one per seat). After every answer it checks the
/// engine's invariants, and that a refused answer left the game exactly as it was (CR 732);
/// a refused answer is replaced by the player's fallback. Returns the number of answers, or
/// the first broken promise.
pub fn play_checked(game: &mut Game, players: &mut [&mut dyn Player], max_answers: u64) -> Result<u64, String> {
    let mut answers = 0u64;
    while let Some(d) = game.pending().cloned() {
        answers += 1;
        if answers > max_answers {
            return Err(format!("no end after {max_answers} answers"));
        }
        let player = &mut players[d.player.index()];
        let a = player.decide(game, &d);
        let before = game.clone();
        if let Err(e) = game.submit(d.player, a.clone()) {
            if *game != before {
                return Err(format!("refused answer {a:?} changed the game ({e})"));
            }
            let fb = player.fallback(game, &d);
            game.submit(d.player, fb.clone()).map_err(|e| format!("fallback {fb:?} refused: {e}"))?;
        }
        game.check_invariants().map_err(|e| format!("after {answers} answers: {e}"))?;
    }
    Ok(answers)
}
