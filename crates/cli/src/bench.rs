//! `grimoire bench`: the engine's speed on one thread, as wall-clock rates (games, decisions
//! and turns per second for a fixed set of seeds) and as instruction counts under valgrind's
//! callgrind, which do not depend on the machine's load and so can guard against regressions:
//! `--instructions --check FILE` fails when a workload costs more than the baseline allows.
//! `--mirror FILE` adds a mirror match of a decklist file (the Lightning Bolt mirror the
//! issue's peer comparison used) to both; without it the bench runs on bundled decks only.

use crate::sim::Setup;
use clap::Args;
use grimoire_ai::PlayerKind;
use grimoire_cards::CardDb;
use grimoire_engine::game::testing::lords_board;
use grimoire_engine::{Game, PlayerId};
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

/// Options of `grimoire bench`.
#[derive(Args)]
pub struct BenchArgs {
    /// Games per pairing for the wall-clock rates (seeds 0, 1, ...).
    #[arg(long, default_value_t = 200, value_parser = crate::at_least_one::<u64>)]
    pub games: u64,
    /// Run every pairing this many times and print the median rates (the machine may be busy).
    #[arg(long, default_value_t = 1, value_parser = crate::at_least_one::<u32>)]
    pub runs: u32,
    /// Count the instructions of each workload under valgrind's callgrind instead of timing
    /// games (deterministic; about a minute).
    #[arg(long)]
    pub instructions: bool,
    /// With --instructions: compare with this baseline file and fail if a workload costs more
    /// than the tolerance allows.
    #[arg(long, value_name = "FILE", requires = "instructions")]
    pub check: Option<PathBuf>,
    /// With --instructions: write the counts to this baseline file.
    #[arg(long, value_name = "FILE", requires = "instructions")]
    pub write: Option<PathBuf>,
    /// With --check: the allowed growth over the baseline, in percent.
    #[arg(long, default_value_t = 5.0)]
    pub tolerance: f64,
    /// With --instructions: only the workloads whose name contains this text.
    #[arg(long, value_name = "TEXT")]
    pub only: Option<String>,
    /// Also a mirror match of this decklist file (random, then heuristic players), and with
    /// --instructions a workload of its games: e.g. ../shared/decks/bolt-mirror.txt.
    #[arg(long, value_name = "FILE")]
    pub mirror: Option<PathBuf>,
    /// Where callgrind's output files go.
    #[arg(long, value_name = "DIR", default_value = "target/callgrind")]
    pub out_dir: PathBuf,
    /// Run one workload once (what --instructions runs under callgrind).
    #[arg(long, value_name = "NAME", hide = true)]
    pub workload: Option<String>,
}

/// The pairings timed on the wall clock: decks and players; with `--mirror FILE`, that
/// deck against itself with random, then heuristic players, first.
fn pairings(mirror: Option<&Path>) -> Vec<([String; 2], PlayerKind)> {
    let mut out = Vec::new();
    if let Some(file) = mirror {
        let deck = file.display().to_string();
        for kind in [PlayerKind::Random, PlayerKind::Heuristic] {
            out.push(([deck.clone(), deck.clone()], kind));
        }
    }
    for (decks, kind) in [
        (["red-burn", "green-white"], PlayerKind::Random),
        (["goblins", "enchantress"], PlayerKind::Random),
        (["goblins", "enchantress"], PlayerKind::Heuristic),
    ] {
        out.push((decks.map(String::from), kind));
    }
    out
}

/// What one counted workload does.
enum Work {
    /// Games 0..n between two bundled decks (or decklist files), both players of one kind, as
    /// `grimoire sim` plays them.
    Games([String; 2], PlayerKind, u64),
    /// `n` clones of the state at the first decision of turn 9 of red-burn vs green-white,
    /// random players, seed 7.
    Clone(u32),
    /// Every permanent's characteristics computed from scratch, `reps` times, on a board of
    /// `n` permanents under four anthems and four lords.
    Characteristics { n: usize, reps: u32 },
    /// The first player's legal actions, `reps` times, on the same board.
    LegalActions { n: usize, reps: u32 },
}

/// Games of the `--mirror` deck counted by its workload.
const MIRROR_GAMES: u64 = 50;

/// The counted workloads, by name; with `--mirror FILE`, first a workload of that deck's
/// mirror games (named after the file: `game bolt-mirror mirror random x50`).
fn workloads(mirror: Option<&Path>) -> Vec<(String, Work)> {
    let games = |a: &str, b: &str, kind: PlayerKind, n| Work::Games([a.to_string(), b.to_string()], kind, n);
    let mut out = Vec::new();
    if let Some(file) = mirror {
        let stem = file.file_stem().map_or_else(|| "deck".into(), |s| s.to_string_lossy().into_owned());
        let deck = file.display().to_string();
        out.push((
            format!("game {stem} mirror random x{MIRROR_GAMES}"),
            games(&deck, &deck, PlayerKind::Random, MIRROR_GAMES),
        ));
    }
    out.extend([
        ("game red-burn vs green-white random x8".to_string(), games("red-burn", "green-white", PlayerKind::Random, 8)),
        ("game goblins vs enchantress random x4".into(), games("goblins", "enchantress", PlayerKind::Random, 4)),
        ("game goblins vs enchantress heuristic x4".into(), games("goblins", "enchantress", PlayerKind::Heuristic, 4)),
        ("clone turn-9 state x1000".into(), Work::Clone(1000)),
        ("characteristics 10 permanents x100".into(), Work::Characteristics { n: 10, reps: 100 }),
        ("characteristics 100 permanents x10".into(), Work::Characteristics { n: 100, reps: 10 }),
        ("characteristics 1000 permanents x1".into(), Work::Characteristics { n: 1000, reps: 1 }),
        ("legal actions 10 permanents x100".into(), Work::LegalActions { n: 10, reps: 100 }),
        ("legal actions 100 permanents x10".into(), Work::LegalActions { n: 100, reps: 10 }),
        ("legal actions 1000 permanents x1".into(), Work::LegalActions { n: 1000, reps: 1 }),
    ]);
    out
}

/// Runs `grimoire bench`.
pub fn run(args: BenchArgs) -> anyhow::Result<ExitCode> {
    if let Some(name) = &args.workload {
        return run_workload(name, args.mirror.as_deref()).map(|()| ExitCode::SUCCESS);
    }
    if args.instructions {
        return instructions(&args);
    }
    wall_clock(&args)
}

/// The only function whose instructions callgrind counts (`--toggle-collect`).
#[inline(never)]
fn measured<T>(work: impl FnOnce() -> T) -> T {
    black_box(work())
}

/// Runs one workload once, the set-up outside [`measured`].
fn run_workload(name: &str, mirror: Option<&Path>) -> anyhow::Result<()> {
    let Some((_, work)) = workloads(mirror).into_iter().find(|(n, _)| n == name) else {
        anyhow::bail!("no workload named {name:?}");
    };
    match work {
        Work::Games(decks, kind, n) => {
            let setup = Setup::duel(&CardDb::bundled(), [&decks[0], &decks[1]], [kind.clone(), kind])?;
            measured(|| (0..n).map(|i| setup.play(i).map(|(r, _)| r.turns)).collect::<anyhow::Result<Vec<_>>>())?;
        }
        Work::Clone(n) => {
            let game = turn_nine()?;
            measured(|| {
                for _ in 0..n {
                    black_box(game.clone());
                }
            });
        }
        Work::Characteristics { n, reps } => {
            // A copy keeps no characteristics computed at the decision: this counts the layer
            // pass itself, from scratch.
            let game = lords_board(n).clone();
            measured(|| {
                for _ in 0..reps {
                    for &id in game.battlefield() {
                        black_box(game.characteristics(id));
                    }
                }
            });
        }
        Work::LegalActions { n, reps } => {
            let game = lords_board(n);
            measured(|| {
                for _ in 0..reps {
                    black_box(game.legal_actions(PlayerId(0)));
                }
            });
        }
    }
    Ok(())
}

/// The state at the first decision of turn 9 of red-burn vs green-white, random players,
/// seed 7 (a mid-game state for the clone workload).
fn turn_nine() -> anyhow::Result<Game> {
    let setup = Setup::duel(&CardDb::bundled(), ["red-burn", "green-white"], [PlayerKind::Random, PlayerKind::Random])?;
    let (_, mut game, mut players) = setup.start(7);
    while let Some(d) = game.pending().cloned() {
        if game.turn() >= 9 {
            return Ok(game);
        }
        let answer = players[d.player.index()].decide(&game, &d);
        if game.submit(d.player, answer).is_err() {
            let fallback = players[d.player.index()].fallback(&game, &d);
            game.submit(d.player, fallback).map_err(|e| anyhow::anyhow!("{e}"))?;
        }
    }
    anyhow::bail!("the game of seed 7 ended before turn 9")
}

/// Counts each workload's instructions under callgrind; compares with or writes a baseline.
fn instructions(args: &BenchArgs) -> anyhow::Result<ExitCode> {
    if Command::new("valgrind").arg("--version").output().is_err() {
        anyhow::bail!("valgrind is not installed: instruction counts need its callgrind tool");
    }
    std::fs::create_dir_all(&args.out_dir)?;
    let exe = std::env::current_exe()?;
    let baseline = match &args.check {
        Some(path) => read_baseline(path)?,
        None => Vec::new(),
    };
    let mut counts = Vec::new();
    let mut worse = Vec::new();
    println!("{:<44} {:>15} {:>15} {:>8}", "workload", "instructions", "baseline", "change");
    let all = workloads(args.mirror.as_deref());
    for (name, _) in all.iter().filter(|(n, _)| args.only.as_deref().is_none_or(|o| n.contains(o))) {
        let count = callgrind(&exe, name, args.mirror.as_deref(), &args.out_dir)?;
        let base = baseline.iter().find(|(n, _)| n == name).map(|&(_, c)| c);
        let change = base.map(|b| (count as f64 / b as f64 - 1.0) * 100.0);
        let shown = |v: Option<String>| v.unwrap_or_else(|| "-".into());
        println!(
            "{name:<44} {:>15} {:>15} {:>8}",
            group_digits(count),
            shown(base.map(group_digits)),
            shown(change.map(|c| format!("{c:+.1}%")))
        );
        if change.is_some_and(|c| c > args.tolerance) {
            worse.push(name.as_str());
        }
        counts.push((name.clone(), count));
    }
    if let Some(path) = &args.write {
        write_baseline(path, &counts)?;
        println!("baseline written to {}", path.display());
    }
    if let Some(path) = &args.check {
        let missing: Vec<_> =
            counts.iter().filter(|(n, _)| !baseline.iter().any(|(b, _)| b == n)).map(|(n, _)| n.as_str()).collect();
        if !missing.is_empty() {
            println!("not in {}: {}", path.display(), missing.join(", "));
        }
        if !worse.is_empty() {
            println!(
                "{} workload(s) cost more than {}% over the baseline: {}",
                worse.len(),
                args.tolerance,
                worse.join(", ")
            );
            return Ok(ExitCode::FAILURE);
        }
        println!("no workload costs more than {}% over the baseline", args.tolerance);
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs one workload under callgrind, counting only [`measured`]; returns its instructions.
fn callgrind(exe: &Path, name: &str, mirror: Option<&Path>, dir: &Path) -> anyhow::Result<u64> {
    let file: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }).collect();
    let out = dir.join(format!("{file}.callgrind"));
    let mut cmd = Command::new("valgrind");
    cmd.arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out.display()))
        .arg("--collect-atstart=no")
        .arg("--toggle-collect=*bench::measured*")
        .arg(exe)
        .args(["bench", "--workload", name]);
    if let Some(file) = mirror {
        cmd.arg("--mirror").arg(file);
    }
    let run = cmd.output()?;
    if !run.status.success() {
        anyhow::bail!("workload {name:?} failed under valgrind:\n{}", String::from_utf8_lossy(&run.stderr));
    }
    let text = std::fs::read_to_string(&out)?;
    let total = text
        .lines()
        .find_map(|l| l.strip_prefix("totals:").or_else(|| l.strip_prefix("summary:")))
        .and_then(|v| v.split_whitespace().next()?.parse().ok());
    total.ok_or_else(|| anyhow::anyhow!("no instruction total in {}", out.display()))
}

/// Reads a baseline file: `count  name` lines, `#` comments.
fn read_baseline(path: &Path) -> anyhow::Result<Vec<(String, u64)>> {
    let text = std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    let mut out = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (count, name) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let count =
            count.replace('_', "").parse().map_err(|_| anyhow::anyhow!("{}: bad line {line:?}", path.display()))?;
        out.push((name.trim().to_string(), count));
    }
    Ok(out)
}

/// Writes a baseline file.
fn write_baseline(path: &Path, counts: &[(String, u64)]) -> anyhow::Result<()> {
    let mut text = String::from(
        "# Instructions per workload of `grimoire bench --instructions` (release build, valgrind's\n\
         # callgrind). `.ci/run` fails when a workload costs more than 5% over its line here.\n\
         # After a change that makes the engine faster on purpose, or a new compiler, rewrite it:\n\
         # cargo build --release -p grimoire && ./target/release/grimoire bench --instructions --write FILE\n",
    );
    for (name, count) in counts {
        let _ = writeln!(text, "{count:>15} {name}");
    }
    std::fs::write(path, text)?;
    Ok(())
}

/// 1234567 as "1,234,567".
fn group_digits(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// One pairing's totals over its games.
#[derive(Clone, Copy, Default)]
struct Rates {
    secs: f64,
    decisions: u64,
    turns: u64,
}

/// Times the pairings' games on one thread and prints games, decisions and turns per second.
fn wall_clock(args: &BenchArgs) -> anyhow::Result<ExitCode> {
    let db = CardDb::bundled();
    println!("{} games per pairing (seeds 0..{}), one thread, median of {} run(s)", args.games, args.games, args.runs);
    println!("{:<38} {:>10} {:>12} {:>10}", "pairing", "games/s", "decisions/s", "turns/s");
    for (decks, kind) in pairings(args.mirror.as_deref()) {
        let setup = Setup::duel(&db, [&decks[0], &decks[1]], [kind.clone(), kind.clone()])?;
        let mut runs = Vec::new();
        for _ in 0..args.runs {
            let mut r = Rates::default();
            let start = Instant::now();
            for i in 0..args.games {
                let (rec, _) = setup.play(i)?;
                r.decisions += rec.decisions;
                r.turns += u64::from(rec.turns);
            }
            r.secs = start.elapsed().as_secs_f64();
            runs.push(r);
        }
        runs.sort_by(|a, b| a.secs.total_cmp(&b.secs));
        let m = runs[runs.len() / 2];
        let name = match &args.mirror {
            Some(file) if decks[0] == file.display().to_string() => {
                let stem = file.file_stem().map_or_else(|| decks[0].clone(), |s| s.to_string_lossy().into_owned());
                format!("{stem} mirror, {kind}")
            }
            _ => format!("{} vs {}, {kind}", decks[0], decks[1]),
        };
        println!(
            "{:<38} {:>10.0} {:>12.0} {:>10.0}",
            name,
            args.games as f64 / m.secs,
            m.decisions as f64 / m.secs,
            m.turns as f64 / m.secs
        );
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_grouped_by_three() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(999), "999");
        assert_eq!(group_digits(1000), "1,000");
        assert_eq!(group_digits(1234567), "1,234,567");
    }

    #[test]
    fn a_baseline_reads_back_what_was_written() {
        let dir = std::env::temp_dir().join(format!("grimoire-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("baseline.txt");
        let counts = vec![("game a vs b".to_string(), 12345u64), ("clone x1000".to_string(), 7)];
        write_baseline(&path, &counts).unwrap();
        assert_eq!(read_baseline(&path).unwrap(), counts);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn workload_names_are_unique() {
        let all = workloads(Some(Path::new("decks/bolt-mirror.txt")));
        assert_eq!(all[0].0, "game bolt-mirror mirror random x50");
        for (i, (a, _)) in all.iter().enumerate() {
            assert!(all[i + 1..].iter().all(|(b, _)| a != b), "{a} twice");
        }
    }
}
