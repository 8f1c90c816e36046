//! `grimoire sim`: games between two decks with computer players, and their statistics.

use crate::decks::deck_cards;
use crate::replay::Replay;
use crate::CardsOpt;
use clap::Args;
use grimoire_ai::{play_out, Player, RandomPlayer};
use grimoire_engine::{Game, GameConfig, GameResult, PlayerConfig};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// Options of `grimoire sim`.
#[derive(Args)]
pub struct SimArgs {
    /// A deck per player: a decklist file or a bundled starter deck (default: red-burn and
    /// green-white; `grimoire deck list` names them all).
    #[arg(long = "deck", value_name = "FILE", num_args = 1)]
    pub decks: Vec<String>,
    /// How many games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A game still going at this turn ends in a draw.
    #[arg(long, default_value_t = 100)]
    pub max_turns: u32,
    /// duel, multiplayer or commander (default: duel for two decks, multiplayer for more).
    /// Commander decks name their commander in a "Commander" section.
    #[arg(long)]
    pub format: Option<String>,
    /// Write the replay of the first game to this file.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// Runs `grimoire sim`.
pub fn run(args: SimArgs) -> anyhow::Result<ExitCode> {
    let db = args.cards.db()?;
    let specs = if args.decks.is_empty() {
        vec!["red-burn".to_string(), "green-white".to_string()]
    } else {
        args.decks.clone()
    };
    if specs.len() < 2 || specs.len() > 8 {
        anyhow::bail!("give 2 to 8 decks with --deck (got {})", specs.len());
    }
    let format = crate::commander::sim_format(args.format.as_deref(), specs.len())?;
    let mut decks = Vec::new();
    let mut commanders = Vec::new();
    for s in &specs {
        if format == grimoire_engine::Format::Commander {
            let (name, cmd, cards) = crate::decks::commander_deck_cards(s, &db)?;
            decks.push((name, cards));
            commanders.push(cmd);
        } else {
            decks.push(deck_cards(s, &db)?);
            commanders.push(Vec::new());
        }
    }
    let n = decks.len();
    let mut wins = vec![0u64; n];
    let (mut draws, mut limits, mut turns, mut answers) = (0u64, 0u64, 0u64, 0u64);
    let start = Instant::now();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let players = decks
            .iter()
            .zip(&commanders)
            .map(|((name, cards), cmd)| PlayerConfig {
                command: cmd.clone(),
                ..PlayerConfig::with_deck(name.clone(), cards.clone())
            })
            .collect();
        let mut cfg = GameConfig::new(players);
        cfg.format = format;
        cfg.max_turns = args.max_turns;
        let mut game = Game::new(cfg.clone(), seed);
        game.set_logging(false);
        let mut seats: Vec<Box<dyn Player>> = (0..n)
            .map(|k| Box::new(RandomPlayer::new(seed.wrapping_mul(31).wrapping_add(k as u64))) as Box<dyn Player>)
            .collect();
        let played = play_out(&mut game, &mut seats, 2_000_000);
        answers += played.len() as u64;
        turns += game.turn() as u64;
        match game.result() {
            Some(GameResult::Win(p)) => wins[p.index()] += 1,
            Some(GameResult::Draw) => draws += 1,
            Some(GameResult::TurnLimit) => limits += 1,
            None => anyhow::bail!("game {i} (seed {seed}) did not finish within 2,000,000 answers"),
        }
        if i == 0 {
            if let Some(path) = &args.record {
                let replay = Replay::new(&specs, &decks, &cfg, seed, played, &game);
                replay.write(path)?;
                eprintln!("replay of game 1 written to {}", path.display());
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let games = args.games.max(1) as f64;
    println!("{} games, seeds {}..{}", args.games, args.seed, args.seed.wrapping_add(args.games));
    for (k, (name, _)) in decks.iter().enumerate() {
        println!("  {name} (seat {}): {} wins ({:.1}%)", k + 1, wins[k], 100.0 * wins[k] as f64 / games);
    }
    println!("  draws: {draws}");
    if limits > 0 {
        println!("  stopped at the {}-turn limit (counted as draws): {limits}", args.max_turns);
    }
    println!("  average turns: {:.1}", turns as f64 / games);
    println!("  average decisions per game: {:.0}", answers as f64 / games);
    println!("  {:.0} games/s ({:.2} s)", games / secs.max(1e-9), secs);
    Ok(ExitCode::SUCCESS)
}
