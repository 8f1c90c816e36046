//! The protocol fuzzer: games on the bundled decks, driven by random players, with mutated
//! answers (forged ids, huge and negative numbers, sums that overflow, empty and duplicated
//! lists, wrong kinds, other players answering) sent through `Game::submit` before every
//! legal answer. Never a panic, and a refused answer leaves the game exactly as it was
//! (CR 732; `Game: PartialEq` compares it with a copy made before).

use grimoire_ai::{play_mutated, MutationStats, Player, RandomPlayer};
use grimoire_cards::{starter_decks, CardDb, Deck};
use grimoire_engine::game::testing::simple_deck;
use grimoire_engine::{CardDef, Game, GameConfig, PlayerConfig};
use std::sync::Arc;

fn deck(db: &CardDb, name: &str) -> Vec<Arc<CardDef>> {
    let (_, text) = starter_decks().into_iter().find(|(n, _)| *n == name).expect("a bundled deck");
    Deck::parse(text, name).expect("parses").resolve(db).expect("resolves")
}

/// One game of `decks` (two to four seats) with `per_decision` forged answers per decision.
fn fuzz_game(decks: &[(&str, Vec<Arc<CardDef>>)], seed: u64, per_decision: usize) -> MutationStats {
    let players = decks.iter().map(|(n, c)| PlayerConfig::with_deck(*n, c.clone())).collect();
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = 30;
    let mut g = Game::new(cfg, seed);
    g.set_logging(seed.is_multiple_of(2));
    let mut ais: Vec<RandomPlayer> = (0..decks.len() as u64).map(|k| RandomPlayer::new(seed * 8 + k)).collect();
    let mut seats: Vec<&mut dyn Player> = ais.iter_mut().map(|a| a as &mut dyn Player).collect();
    play_mutated(&mut g, &mut seats, seed ^ 0x5eed, per_decision, 100_000)
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"))
}

#[test]
fn forged_answers_never_panic_and_refusals_change_nothing() {
    let db = CardDb::bundled();
    let names = ["red-burn", "green-white", "goblins", "enchantress", "red-black", "blue-white", "mono-green"];
    let decks: Vec<(&str, Vec<Arc<CardDef>>)> = names.iter().map(|n| (*n, deck(&db, n))).collect();
    let mut total = MutationStats::default();
    for seed in 0..28u64 {
        let i = seed as usize % decks.len();
        let j = (seed as usize / decks.len() + i + 1) % decks.len();
        let mut table = vec![decks[i].clone(), decks[j].clone()];
        if seed % 7 == 3 {
            // Multiplayer: other players' objects, and players who left (CR 800.4).
            table.push(decks[(j + 1) % decks.len()].clone());
        }
        total.add(&fuzz_game(&table, seed, 3));
    }
    let simple = vec![("A", simple_deck()), ("B", simple_deck())];
    for seed in 100..104 {
        total.add(&fuzz_game(&simple, seed, 3));
    }
    assert!(total.refused > 1000, "{total:?}");
    assert!(total.unparsed > 100, "{total:?}");
}

/// A decision whose legal answer has no number and no list ("Pass" with nothing to do) is
/// still attacked: every forged answer from the deciding player is something else.
#[test]
fn a_pass_is_mutated_into_another_answer() {
    use grimoire_ai::mutate::mutate;
    use grimoire_engine::game::testing::main_phase_duel;
    use grimoire_engine::Answer;
    use rand::SeedableRng;
    let g = main_phase_duel(vec![], vec![], vec![]);
    let d = g.pending().cloned().expect("a decision");
    let rng = &mut rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut stats = MutationStats::default();
    let mut forged = 0;
    for _ in 0..500 {
        if let Some((who, a)) = mutate(&g, &d, &Answer::Pass, rng, &mut stats) {
            forged += 1;
            assert!(who != d.player || a != Answer::Pass, "a forged answer was the legal Pass itself");
        }
    }
    assert!(forged > 150, "{forged} forged answers of 500");
}
