//! `grimoire sim` and `grimoire arena`: games between decks and computer players, on every
//! core, with statistics.

pub(crate) mod record;
mod stats;
mod timing;

use crate::decks::deck_cards;
use crate::replay::Replay;
use crate::CardsOpt;
use clap::Args;
use grimoire_ai::{play_out, Player, PlayerKind};
use grimoire_engine::{CardDef, Game, GameConfig, GameResult, PlayerConfig, PlayerId};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use record::{GameRecord, CSV_HEADER};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

/// Options of `grimoire sim` (and `grimoire arena`).
#[derive(Args)]
pub struct SimArgs {
    /// A deck per entrant: a decklist file or a bundled starter deck (default: red-burn and
    /// green-white; `grimoire deck list` names them all).
    #[arg(long = "deck", value_name = "FILE", num_args = 1)]
    pub decks: Vec<String>,
    /// duel, multiplayer or commander (default: duel for two decks, multiplayer for more).
    /// Commander decks name their commander in a "Commander" section.
    #[arg(long)]
    pub format: Option<String>,
    /// A player per entrant, in the order of the decks: random, heuristic, search,
    /// search:N (N playouts per decision) or search:Nms (N milliseconds per decision).
    /// Missing ones are random (for `arena`: heuristic, then random).
    #[arg(long = "player", value_name = "KIND", num_args = 1)]
    pub players: Vec<PlayerKind>,
    /// How many games to play.
    #[arg(long, default_value_t = 100, value_parser = crate::at_least_one::<u64>)]
    pub games: u64,
    /// The seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A game still going at this turn ends in a draw.
    #[arg(long, default_value_t = 100, value_parser = crate::at_least_one::<u32>)]
    pub max_turns: u32,
    /// Keep the entrants' turn order fixed (by default who plays first rotates each game).
    #[arg(long)]
    pub fixed_order: bool,
    /// Also rotate the decks among the players, so each player plays each deck equally
    /// often (the default of `arena`).
    #[arg(long)]
    pub swap_decks: bool,
    /// Worker threads (default: all cores).
    #[arg(long, value_parser = crate::at_least_one::<usize>)]
    pub threads: Option<usize>,
    /// Print one JSON object per game on stdout (the summary goes to stderr).
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print one CSV line per game on stdout, after a header (the summary goes to stderr).
    #[arg(long)]
    pub csv: bool,
    /// Time every decision with more than one candidate answer and print, per player, the
    /// median, 90th and 99th percentile and slowest decision time.
    #[arg(long)]
    pub decision_times: bool,
    /// Write the replay of the first game to this file.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// Which entrant and which deck sits in each seat of game `i`.
fn seating(i: u64, n: usize, rotate: bool, swap: bool) -> Vec<(usize, usize)> {
    let r = if rotate { (i % n as u64) as usize } else { 0 };
    let shift = if swap {
        let block = if rotate { i / n as u64 } else { i };
        (block % n as u64) as usize
    } else {
        0
    };
    (0..n)
        .map(|seat| {
            let e = (seat + r) % n;
            (e, (e + shift) % n)
        })
        .collect()
}

pub(crate) struct Setup {
    decks: Vec<(String, Vec<Arc<CardDef>>)>,
    /// Each deck's commanders (empty outside Commander).
    commanders: Vec<Vec<Arc<CardDef>>>,
    format: grimoire_engine::Format,
    kinds: Vec<PlayerKind>,
    args: SimArgs,
    /// Decision times per entrant, with `--decision-times`.
    times: Option<timing::Times>,
}

impl Setup {
    /// Games between two bundled decks (or decklist files) as `grimoire sim --deck a --deck b`
    /// with these players and default options would play them: seed 0 first, who plays first
    /// rotating, 100 turns at most.
    pub(crate) fn duel(db: &grimoire_cards::CardDb, decks: [&str; 2], kinds: [PlayerKind; 2]) -> anyhow::Result<Setup> {
        let args = SimArgs {
            decks: decks.iter().map(|d| d.to_string()).collect(),
            format: None,
            players: kinds.to_vec(),
            games: 1,
            seed: 0,
            max_turns: 100,
            fixed_order: false,
            swap_decks: false,
            threads: Some(1),
            json: false,
            csv: false,
            decision_times: false,
            record: None,
            cards: CardsOpt::default(),
        };
        Ok(Setup {
            decks: decks.iter().map(|d| deck_cards(d, db)).collect::<anyhow::Result<_>>()?,
            commanders: vec![Vec::new(); 2],
            format: grimoire_engine::Format::Duel,
            kinds: kinds.to_vec(),
            args,
            times: None,
        })
    }

    /// Game `i` before its first answer: its configuration, the game, and a player per seat.
    pub(crate) fn start(&self, i: u64) -> (GameConfig, Game, Vec<Box<dyn Player>>) {
        let n = self.decks.len();
        let a = &self.args;
        let seed = a.seed.wrapping_add(i);
        let seats = seating(i, n, !a.fixed_order, a.swap_decks);
        let players = seats
            .iter()
            .map(|&(_, d)| PlayerConfig {
                command: self.commanders[d].clone(),
                ..PlayerConfig::with_deck(self.decks[d].0.clone(), self.decks[d].1.clone())
            })
            .collect();
        let mut cfg = GameConfig::new(players);
        cfg.format = self.format;
        cfg.max_turns = a.max_turns;
        // Computer players only: a priority decision with nothing but Pass is not posed.
        cfg.auto_pass = true;
        let mut game = Game::new(cfg.clone(), seed);
        game.set_logging(false);
        let ais: Vec<Box<dyn Player>> = seats
            .iter()
            .enumerate()
            .map(|(s, &(e, _))| {
                let p = self.kinds[e].build(seed.wrapping_mul(31).wrapping_add(s as u64));
                match &self.times {
                    Some(t) => Box::new(timing::Timed { inner: p, times: t.clone(), entrant: e }),
                    None => p,
                }
            })
            .collect();
        (cfg, game, ais)
    }

    /// Plays game `i`; returns its record and, for the first game, what a replay needs.
    pub(crate) fn play(&self, i: u64) -> anyhow::Result<(GameRecord, Option<Replay>)> {
        let n = self.decks.len();
        let a = &self.args;
        let seed = a.seed.wrapping_add(i);
        let seats = seating(i, n, !a.fixed_order, a.swap_decks);
        let (cfg, mut game, mut ais) = self.start(i);
        let played = play_out(&mut game, &mut ais, 2_000_000);
        let (winner, result) = match game.result() {
            Some(GameResult::Win(p)) => (Some(p.index()), "win"),
            Some(GameResult::Draw) => (None, "draw"),
            Some(GameResult::TurnLimit) => (None, "turn-limit"),
            None => anyhow::bail!("game {i} (seed {seed}) did not finish within 2,000,000 answers"),
        };
        let rec = GameRecord {
            game: i,
            seed,
            players: seats.iter().map(|&(e, _)| self.kinds[e].to_string()).collect(),
            decks: seats.iter().map(|&(_, d)| self.decks[d].0.clone()).collect(),
            entrants: seats.iter().map(|&(e, _)| e).collect(),
            winner,
            result,
            turns: game.turn(),
            mulligans: (0..n).map(|s| game.player(PlayerId(s as u8)).mulligans).collect(),
            decisions: played.len() as u64,
        };
        let replay = (i == 0 && a.record.is_some()).then(|| {
            let decks: Vec<_> = seats.iter().map(|&(_, d)| self.decks[d].clone()).collect();
            Replay::new(&[], &decks, &cfg, seed, played, &game)
        });
        Ok((rec, replay))
    }
}

/// Runs `grimoire sim` (`arena` is true for `grimoire arena`).
pub fn run(mut args: SimArgs, arena: bool) -> anyhow::Result<ExitCode> {
    let db = args.cards.db()?;
    let specs = if args.decks.is_empty() {
        vec!["red-burn".to_string(), "green-white".to_string()]
    } else {
        args.decks.clone()
    };
    if specs.len() < 2 || specs.len() > 8 {
        anyhow::bail!("give 2 to 8 decks with --deck (got {})", specs.len());
    }
    if args.players.len() > specs.len() {
        anyhow::bail!("{} players for {} decks: give one --player per deck", args.players.len(), specs.len());
    }
    if arena {
        args.swap_decks = true;
        if args.players.is_empty() {
            args.players.push(PlayerKind::Heuristic);
        }
    }
    let mut kinds = args.players.clone();
    kinds.resize(specs.len(), PlayerKind::Random);
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
    let threads = args.threads.unwrap_or_else(rayon::current_num_threads).max(1);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build()?;
    let names: Vec<(String, String)> = kinds
        .iter()
        .zip(&decks)
        .enumerate()
        .map(|(k, (p, (d, _)))| (format!("{} {p}", k + 1), if args.swap_decks { "(all)".into() } else { d.clone() }))
        .collect();
    let (games, json, csv, record) = (args.games, args.json, args.csv, args.record.clone());
    let times = args.decision_times.then(|| Arc::new(std::sync::Mutex::new(vec![Vec::new(); kinds.len()])));
    let setup = Setup { decks, commanders, format, kinds, args, times };
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(games) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {per_sec}  ETA {eta}").expect("a valid template"),
    );
    let start = Instant::now();
    let results: Vec<anyhow::Result<(GameRecord, Option<Replay>)>> = pool.install(|| {
        (0..games)
            .into_par_iter()
            .map(|i| {
                let r = setup.play(i);
                bar.inc(1);
                r
            })
            .collect()
    });
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    let mut records = Vec::with_capacity(results.len());
    for r in results {
        let (rec, replay) = r?;
        if let (Some(replay), Some(path)) = (replay, &record) {
            replay.write(path)?;
            eprintln!("replay of game 1 written to {}", path.display());
        }
        records.push(rec);
    }
    if csv {
        println!("{CSV_HEADER}");
    }
    for r in &records {
        if json {
            println!("{}", serde_json::to_string(r)?);
        } else if csv {
            println!("{}", r.csv());
        }
    }
    let a = &setup.args;
    let order = match (a.fixed_order, a.swap_decks) {
        (true, false) => "fixed turn order",
        (false, false) => "who plays first rotates",
        (true, true) => "decks rotate among players",
        (false, true) => "who plays first and the decks rotate",
    };
    let mut text = format!("{games} games, seeds {}..{}, {order}\n", a.seed, a.seed.wrapping_add(games));
    if a.swap_decks {
        for (d, _) in &setup.decks {
            text.push_str(&format!("  decks: {d}\n"));
        }
    }
    text.push_str(&stats::summary(&records, &names, secs, threads));
    if let Some(t) = &setup.times {
        text.push_str(&timing::report(t, &names));
    }
    if json || csv {
        eprint!("{text}");
    } else {
        print!("{text}");
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::seating;

    #[test]
    fn seats_rotate_and_decks_follow_or_swap() {
        assert_eq!(seating(0, 2, true, false), vec![(0, 0), (1, 1)]);
        assert_eq!(seating(1, 2, true, false), vec![(1, 1), (0, 0)]);
        assert_eq!(seating(2, 2, true, true), vec![(0, 1), (1, 0)]);
        assert_eq!(seating(3, 2, true, true), vec![(1, 0), (0, 1)]);
        assert_eq!(seating(1, 2, false, false), vec![(0, 0), (1, 1)]);
    }
}
