//! Engine benchmarks: random games per second, cloning a mid-game state, and its size.

use criterion::{criterion_group, criterion_main, Criterion};
use grimoire_engine::game::testing::simple_deck;
use grimoire_engine::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// Plays a game where each decision takes a random legal option (or the default answer).
fn random_game(seed: u64, stop_after_turn: u32) -> Game {
    let players = vec![PlayerConfig::with_deck("A", simple_deck()), PlayerConfig::with_deck("B", simple_deck())];
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = 100;
    let mut g = Game::new(cfg, seed);
    g.set_logging(false);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while let Some(d) = g.pending().cloned() {
        if g.turn() > stop_after_turn {
            break;
        }
        let answer = match &d.kind {
            DecisionKind::Priority { actions } if actions.len() > 1 && rng.gen_bool(0.5) => {
                match &actions[rng.gen_range(1..actions.len())] {
                    ActionOption::PlayLand { card, face } => Answer::PlayLand(LandPlay { card: *card, face: *face }),
                    ActionOption::Cast { card, targets, .. } => Answer::Cast(CastSpec {
                        card: *card,
                        targets: targets
                            .iter()
                            .map(|s| s.legal.iter().take(s.min as usize).copied().collect())
                            .collect(),
                        ..Default::default()
                    }),
                    ActionOption::Activate { source, index, targets, .. } => Answer::Activate(ActivateSpec {
                        source: *source,
                        index: *index,
                        targets: targets
                            .iter()
                            .map(|s| s.legal.iter().take(s.min as usize).copied().collect())
                            .collect(),
                        ..Default::default()
                    }),
                    ActionOption::TurnFaceUp { permanent, .. } => {
                        Answer::TurnFaceUp(ActivateSpec { source: *permanent, ..Default::default() })
                    }
                    ActionOption::ExileFromHand { card, .. } => {
                        Answer::ExileFromHand(ActivateSpec { source: *card, ..Default::default() })
                    }
                    ActionOption::Unlock { room, door, .. } => {
                        Answer::Unlock(ActivateSpec { source: *room, index: *door as usize, ..Default::default() })
                    }
                    ActionOption::Pass => Answer::Pass,
                }
            }
            DecisionKind::DeclareAttackers { options } => Answer::Attackers(
                options.iter().filter(|_| rng.gen_bool(0.6)).map(|o| (o.attacker, o.defenders[0])).collect(),
            ),
            _ => default_answer(&g, &d),
        };
        if g.submit(d.player, answer).is_err() {
            let fb = default_answer(&g, &d);
            g.submit(d.player, fb).expect("default answers are legal");
        }
    }
    g
}

fn benches(c: &mut Criterion) {
    let mut seed = 0;
    c.bench_function("random game to completion", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, u32::MAX))
        })
    });
    let mid = random_game(7, 8);
    eprintln!(
        "mid-game state (turn {}): {} objects, ~{} bytes",
        mid.turn(),
        mid.objects().len(),
        mid.approx_size_bytes()
    );
    c.bench_function("clone a mid-game state", |b| b.iter(|| black_box(mid.clone())));
}

criterion_group!(engine, benches);
criterion_main!(engine);
