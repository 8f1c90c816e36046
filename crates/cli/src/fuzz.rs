//! `grimoire fuzz`: random games with the engine's invariants checked after every answer;
//! with `--mutate`, the protocol fuzzer: forged answers (ids out of range, other players'
//! objects, huge and negative numbers, sums that overflow, empty and duplicated lists,
//! wrong kinds, other players answering) sent before every legal answer, which must be
//! refused without a panic and leave the game exactly as it was (CR 732).

use crate::decks::deck_cards;
use crate::CardsOpt;
use clap::Args;
use grimoire_ai::{play_mutated, MutationStats, Player, RandomPlayer};
use grimoire_engine::{Game, GameConfig, PlayerConfig};
use rayon::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;

/// Options of `grimoire fuzz`.
#[derive(Args)]
pub struct FuzzArgs {
    /// How many games.
    #[arg(long, default_value_t = 1000, value_parser = crate::at_least_one::<u64>)]
    pub games: u64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Decks (files or starter deck names); default: red-burn and green-white.
    #[arg(long = "deck", value_name = "FILE")]
    pub decks: Vec<String>,
    /// Send forged answers before every legal one (the protocol fuzzer).
    #[arg(long)]
    pub mutate: bool,
    /// With `--mutate`: how many forged answers per decision.
    #[arg(long, default_value_t = 3)]
    pub per_decision: usize,
    /// Worker threads (default: all cores); the result doesn't depend on it.
    #[arg(long, value_parser = crate::at_least_one::<usize>)]
    pub threads: Option<usize>,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// Runs `grimoire fuzz`.
pub fn run(args: FuzzArgs) -> anyhow::Result<ExitCode> {
    let db = args.cards.db()?;
    let specs =
        if args.decks.is_empty() { vec!["red-burn".to_string(), "green-white".to_string()] } else { args.decks };
    let decks: Vec<_> = specs.iter().map(|s| deck_cards(s, &db)).collect::<Result<_, _>>()?;
    let threads = args.threads.unwrap_or_else(rayon::current_num_threads).max(1);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build()?;
    // Games run in parallel; each is seeded by its number alone, so the outcome is the same
    // for any thread count.
    let runs: Vec<(u64, Result<MutationStats, String>)> = pool.install(|| {
        (0..args.games)
            .into_par_iter()
            .map(|i| {
                let seed = args.seed.wrapping_add(i);
                let run = if args.mutate {
                    mutate_one(&decks, seed, args.per_decision)
                } else {
                    fuzz_one(&decks, seed).map(|()| MutationStats::default())
                };
                (seed, run)
            })
            .collect()
    });
    let mut failures = 0;
    let mut stats = MutationStats::default();
    for (seed, run) in runs {
        match run {
            Ok(s) => stats.add(&s),
            Err(e) => {
                failures += 1;
                println!("FAIL seed {seed}: {e}");
            }
        }
    }
    if args.mutate {
        println!(
            "{} answers, {} forged answers sent ({} refused unchanged), {} forged messages not an answer",
            stats.answers, stats.sent, stats.refused, stats.unparsed
        );
    }
    println!("{} passed, {failures} failed", args.games - failures);
    Ok(if failures == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// Decks as the fuzzer takes them: a name and the cards of each seat.
type Decks = [(String, Vec<std::sync::Arc<grimoire_engine::CardDef>>)];

/// One game of `decks` seeded by `seed`, played by random players with `play`; a panic
/// anywhere fails the seed.
fn one_game<T>(
    decks: &Decks,
    seed: u64,
    play: impl FnOnce(&mut Game, &mut [&mut dyn Player]) -> Result<T, String>,
) -> Result<T, String> {
    let players = decks.iter().map(|(n, c)| PlayerConfig::with_deck(n.clone(), c.clone())).collect();
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = 60;
    // Random players only: a priority decision with nothing but Pass is not posed.
    cfg.auto_pass = true;
    catch_unwind(AssertUnwindSafe(|| {
        let mut g = Game::new(cfg, seed);
        g.set_logging(false);
        let mut ais: Vec<RandomPlayer> =
            (0..decks.len()).map(|k| RandomPlayer::new(seed.wrapping_mul(8).wrapping_add(k as u64))).collect();
        let mut seats: Vec<&mut dyn Player> = ais.iter_mut().map(|a| a as &mut dyn Player).collect();
        play(&mut g, &mut seats)
    }))
    .unwrap_or_else(|_| Err("panicked while playing (see the message above)".to_string()))
}

/// One random game with the invariants checked after every answer.
fn fuzz_one(decks: &Decks, seed: u64) -> Result<(), String> {
    one_game(decks, seed, |g, seats| grimoire_ai::play_checked(g, seats, 200_000).map(|_| ()))
}

/// One game with forged answers before every legal one.
fn mutate_one(decks: &Decks, seed: u64, per_decision: usize) -> Result<MutationStats, String> {
    one_game(decks, seed, |g, seats| play_mutated(g, seats, seed ^ 0x5eed, per_decision, 200_000))
}
