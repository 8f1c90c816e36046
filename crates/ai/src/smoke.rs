//! Smoke tests for single cards: cast a card (or start with it on the battlefield) in a small
//! position and let random players use it, checking the engine's invariants after every answer.

use crate::{play_checked, RandomPlayer};
use grimoire_engine::{CardDef, CardType, Game, GameConfig, PermanentSetup, PlayerConfig, Start};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

/// The cards a smoke position is built from besides the card under test.
pub struct SmokeKit {
    /// Basic lands, one of each colour: two of each go on each battlefield.
    pub lands: Vec<Arc<CardDef>>,
    /// A few plain creatures so that targets exist on both sides.
    pub creatures: Vec<Arc<CardDef>>,
    /// Cards for the libraries (so nobody loses to an empty library too soon).
    pub filler: Arc<CardDef>,
}

/// Plays two short random games with `card`: once cast from hand, once starting on the
/// battlefield (for permanents). Returns the first invariant violation or panic.
pub fn smoke_card(card: &Arc<CardDef>, kit: &SmokeKit, seed: u64) -> Result<(), String> {
    let permanent = !card.has_type(CardType::Instant) && !card.has_type(CardType::Sorcery);
    let mut runs = vec![false];
    if permanent {
        runs.push(true);
    }
    for on_battlefield in runs {
        let cfg = position(card, kit, on_battlefield);
        let outcome = catch_unwind(AssertUnwindSafe(|| run(cfg, seed)));
        match outcome {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return Err(e),
            Err(panic) => {
                let msg = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "panic".into());
                let place = if on_battlefield { "on the battlefield" } else { "cast from hand" };
                return Err(format!("panic with the card {place}: {msg}"));
            }
        }
    }
    Ok(())
}

fn position(card: &Arc<CardDef>, kit: &SmokeKit, on_battlefield: bool) -> GameConfig {
    let side = |with_card: bool| {
        let mut battlefield: Vec<PermanentSetup> =
            kit.lands.iter().chain(kit.lands.iter()).map(|l| PermanentSetup::new(l.clone())).collect();
        battlefield.extend(kit.creatures.iter().map(|c| PermanentSetup::new(c.clone())));
        let mut hand = vec![kit.filler.clone()];
        if with_card {
            if on_battlefield {
                battlefield.push(PermanentSetup::new(card.clone()));
            } else {
                hand.push(card.clone());
            }
        }
        PlayerConfig { library: vec![kit.filler.clone(); 20], hand, battlefield, ..PlayerConfig::default() }
    };
    let mut a = side(true);
    a.name = "A".into();
    let mut b = side(false);
    b.name = "B".into();
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    cfg.max_turns = 3;
    cfg
}

fn run(cfg: GameConfig, seed: u64) -> Result<(), String> {
    let mut g = Game::new(cfg, seed);
    g.set_logging(false);
    let (mut a, mut b) = (RandomPlayer::new(seed), RandomPlayer::new(seed + 1));
    play_checked(&mut g, &mut [&mut a, &mut b], 20_000).map(|_| ())
}
