//! Player benchmarks on the bundled decks (red-burn vs green-white): whole games with
//! random and heuristic players, one search playout, and the state copy a playout starts
//! with (clone + determinize), to check that copies don't dominate search time. Also whole
//! random games of Goblins vs Enchantress and, when the shared folder is beside the
//! repository (or named by `GRIMOIRE_SHARED`), of its Lightning Bolt mirror deck.

use criterion::{criterion_group, criterion_main, Criterion};
use grimoire_ai::search::rollout;
use grimoire_ai::{play_out, HeuristicPlayer, Player, PlayerKind};
use grimoire_cards::{starter_decks, CardDb, Deck};
use grimoire_engine::{CardDef, Game, GameConfig, PlayerConfig, PlayerId};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::sync::Arc;

fn deck(db: &CardDb, name: &str) -> Vec<Arc<CardDef>> {
    let (_, text) = starter_decks().into_iter().find(|(n, _)| *n == name).expect("a bundled deck");
    Deck::parse(text, name).expect("parses").resolve(db).expect("resolves")
}

fn config() -> GameConfig {
    let db = CardDb::bundled();
    pairing([("red-burn", deck(&db, "red-burn")), ("green-white", deck(&db, "green-white"))])
}

/// A duel between two decks, 100 turns at most.
fn pairing(decks: [(&str, Vec<Arc<CardDef>>); 2]) -> GameConfig {
    let players = decks.into_iter().map(|(name, cards)| PlayerConfig::with_deck(name, cards)).collect();
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = 100;
    cfg
}

/// The shared folder's Lightning Bolt mirror deck, if the folder is there.
fn bolt_mirror(db: &CardDb) -> Option<Vec<Arc<CardDef>>> {
    let shared = std::env::var("GRIMOIRE_SHARED")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"));
    let text = std::fs::read_to_string(shared.join("decks/bolt-mirror.txt")).ok()?;
    Deck::parse(&text, "bolt-mirror").ok()?.resolve(db).ok()
}

fn game(cfg: &GameConfig, kind: &PlayerKind, seed: u64) -> Game {
    let mut g = Game::new(cfg.clone(), seed);
    g.set_logging(false);
    let mut players: Vec<Box<dyn Player>> = vec![kind.build(seed), kind.build(seed + 1)];
    play_out(&mut g, &mut players, 2_000_000);
    g
}

/// A game played by the heuristic up to the start of turn 6.
fn midgame(cfg: &GameConfig) -> Game {
    let mut g = Game::new(cfg.clone(), 4);
    g.set_logging(false);
    let mut h = HeuristicPlayer::new();
    while let Some(d) = g.pending().cloned() {
        if g.turn() >= 6 {
            break;
        }
        let a = h.decide(&g, &d);
        if g.submit(d.player, a).is_err() {
            g.submit(d.player, grimoire_engine::default_answer(&g, &d)).unwrap();
        }
    }
    g
}

fn benches(c: &mut Criterion) {
    let cfg = config();
    let mut seed = 0;
    c.bench_function("random game (red-burn vs green-white)", |b| {
        b.iter(|| {
            seed += 1;
            black_box(game(&cfg, &PlayerKind::Random, seed))
        })
    });
    c.bench_function("heuristic game (red-burn vs green-white)", |b| {
        b.iter(|| {
            seed += 1;
            black_box(game(&cfg, &PlayerKind::Heuristic, seed))
        })
    });
    let db = CardDb::bundled();
    let gob = pairing([("goblins", deck(&db, "goblins")), ("enchantress", deck(&db, "enchantress"))]);
    c.bench_function("random game (goblins vs enchantress)", |b| {
        b.iter(|| {
            seed += 1;
            black_box(game(&gob, &PlayerKind::Random, seed))
        })
    });
    if let Some(bolts) = bolt_mirror(&db) {
        let mirror = pairing([("bolt-mirror", bolts.clone()), ("bolt-mirror", bolts)]);
        c.bench_function("random game (Lightning Bolt mirror)", |b| {
            b.iter(|| {
                seed += 1;
                black_box(game(&mirror, &PlayerKind::Random, seed))
            })
        });
    }
    let mid = midgame(&cfg);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    c.bench_function("clone + determinize a turn-6 state", |b| {
        b.iter(|| {
            let mut g = mid.clone();
            g.determinize(PlayerId(0), &mut rng);
            black_box(g)
        })
    });
    c.bench_function("search playout (3 turns from turn 6, incl. copy)", |b| {
        b.iter(|| {
            let mut g = mid.clone();
            g.determinize(PlayerId(0), &mut rng);
            black_box(rollout(&mut g, PlayerId(0), 3, 20_000))
        })
    });
}

criterion_group! {
    name = players;
    config = Criterion::default().sample_size(30);
    targets = benches
}
criterion_main!(players);
