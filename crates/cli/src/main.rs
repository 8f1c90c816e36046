//! `grimoire`: play, simulate, replay, run rules scenarios, and inspect cards and decks.

mod audit_cmd;
mod bench;
mod cards_cmd;
mod commander;
mod decks;
mod fuzz;
mod match_cmd;
mod play;
mod replay;
mod scenario_cmd;
mod serve;
mod sim;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// The allocator of the whole program: the engine allocates and frees many small values per
/// decision (options, costs, plans), and glibc's allocator spent a quarter of a game's
/// instructions on them; mimalloc does the same work for far fewer. The games are the same.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Grimoire: a Magic: The Gathering rules engine.
#[derive(Parser)]
#[command(name = "grimoire", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game in the terminal against the computer.
    Play(play::PlayArgs),
    /// Play games between decks with computer players on every core; print win rates with
    /// confidence intervals, on the play and on the draw, lengths, mulligans and speed.
    Sim(sim::SimArgs),
    /// Play a best-of-three match between two decks, with sideboarding between games.
    Match(match_cmd::MatchArgs),
    /// Players against each other: like `sim`, with who plays first and the decks rotating,
    /// so each player plays each deck from each seat (default players: heuristic vs random).
    Arena(sim::SimArgs),
    /// Count the blunders (benefits aimed at opponents, harm at itself, land drops skipped,
    /// fetch lands unused, refused answers, lethal not taken) of a computer player over
    /// every pairing of the starter decks.
    Audit(audit_cmd::AuditArgs),
    /// Play back a replay file (configuration, seed, answers) and print its log.
    Replay(replay::ReplayArgs),
    /// Rules scenarios.
    Scenario {
        #[command(subcommand)]
        command: scenario_cmd::ScenarioCommand,
    },
    /// Random games with the engine's invariants checked after every answer.
    Fuzz(fuzz::FuzzArgs),
    /// Inspect cards: their compiled abilities, and the compiler's coverage of a card file.
    Cards {
        #[command(subcommand)]
        command: cards_cmd::CardsCommand,
    },
    /// Check a decklist: every card known and supported.
    Deck {
        #[command(subcommand)]
        command: decks::DeckCommand,
    },
    /// The engine's speed on one thread: games, decisions and turns per second, or with
    /// --instructions the instruction counts that CI compares with a baseline.
    Bench(bench::BenchArgs),
    /// Serve the web client and run games in the browser (humans and computer players).
    Serve(serve::ServeArgs),
}

/// A card file option shared by subcommands.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct CardsOpt {
    /// An MTGJSON AtomicCards file to load beside the bundled cards.
    #[arg(long = "cards", value_name = "FILE")]
    pub cards: Option<PathBuf>,
}

impl CardsOpt {
    /// The bundled card pool, plus the given MTGJSON file.
    pub fn db(&self) -> anyhow::Result<grimoire_cards::CardDb> {
        let mut db = grimoire_cards::CardDb::bundled();
        if let Some(path) = &self.cards {
            db.load_mtgjson(path).map_err(|e| anyhow::anyhow!("{e}"))?;
        }
        Ok(db)
    }
}

/// Lets a reader that stops early (`grimoire cards coverage | head`) end the program quietly,
/// as Unix filters do, instead of a panic on "Broken pipe". The server keeps the default
/// Rust behaviour (a closed socket is an error to handle, not a reason to stop).
#[cfg(unix)]
fn die_quietly_on_closed_pipe() {
    // SAFETY: restoring the default action of one signal before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Reads a count given on the command line that must be at least 1 (`--games`, `--threads`,
/// `--max-turns`): zero would print an empty table, run on no thread, or mean no limit.
fn at_least_one<T>(text: &str) -> Result<T, String>
where
    T: std::str::FromStr + PartialOrd + From<u8>,
{
    let n: T = text.parse().map_err(|_| format!("{text:?} is not a whole number"))?;
    if n < T::from(1) {
        return Err("must be at least 1".into());
    }
    Ok(n)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    #[cfg(unix)]
    if !matches!(cli.command, Command::Serve(_)) {
        die_quietly_on_closed_pipe();
    }
    let result = match cli.command {
        Command::Play(a) => play::run(a),
        Command::Sim(a) => sim::run(a, false),
        Command::Arena(a) => sim::run(a, true),
        Command::Audit(a) => audit_cmd::run(a),
        Command::Match(a) => match_cmd::run(a),
        Command::Replay(a) => replay::run(a),
        Command::Scenario { command } => scenario_cmd::run(command),
        Command::Fuzz(a) => fuzz::run(a),
        Command::Cards { command } => cards_cmd::run(command),
        Command::Deck { command } => decks::run(command),
        Command::Serve(a) => serve::run(a),
        Command::Bench(a) => bench::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("grimoire: {e:#}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::at_least_one;

    #[test]
    fn counts_must_be_at_least_one() {
        assert_eq!(at_least_one::<u64>("3"), Ok(3));
        assert_eq!(at_least_one::<usize>("0"), Err("must be at least 1".to_string()));
        assert!(at_least_one::<u32>("-1").unwrap_err().contains("not a whole number"));
        assert!(at_least_one::<u32>("99999999999").unwrap_err().contains("not a whole number"));
    }
}
