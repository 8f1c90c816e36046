//! `grimoire fuzz`: random games with the engine's invariants checked after every answer.

use crate::decks::deck_cards;
use crate::CardsOpt;
use clap::Args;
use grimoire_ai::{Player, RandomPlayer};
use grimoire_engine::{Game, GameConfig, PlayerConfig};
use std::process::ExitCode;

/// Options of `grimoire fuzz`.
#[derive(Args)]
pub struct FuzzArgs {
    /// How many games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Decks (files or starter deck names); default: red-burn and green-white.
    #[arg(long = "deck", value_name = "FILE")]
    pub decks: Vec<String>,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// Runs `grimoire fuzz`.
pub fn run(args: FuzzArgs) -> anyhow::Result<ExitCode> {
    let db = args.cards.db()?;
    let specs =
        if args.decks.is_empty() { vec!["red-burn".to_string(), "green-white".to_string()] } else { args.decks };
    let decks: Vec<_> = specs.iter().map(|s| deck_cards(s, &db)).collect::<Result<_, _>>()?;
    let mut failures = 0;
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        if let Err(e) = fuzz_one(&decks, seed) {
            failures += 1;
            println!("FAIL seed {seed}: {e}");
        }
    }
    println!("{} passed, {failures} failed", args.games - failures);
    Ok(if failures == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

fn fuzz_one(decks: &[(String, Vec<std::sync::Arc<grimoire_engine::CardDef>>)], seed: u64) -> Result<(), String> {
    let players = decks.iter().map(|(n, c)| PlayerConfig::with_deck(n.clone(), c.clone())).collect();
    let mut cfg = GameConfig::new(players);
    cfg.max_turns = 60;
    let mut g = Game::new(cfg, seed);
    g.set_logging(false);
    let mut ais: Vec<RandomPlayer> = (0..decks.len()).map(|k| RandomPlayer::new(seed * 8 + k as u64)).collect();
    let mut seats: Vec<&mut dyn Player> = ais.iter_mut().map(|a| a as &mut dyn Player).collect();
    grimoire_ai::play_checked(&mut g, &mut seats, 200_000).map(|_| ())
}
