//! Replay files: (configuration, seed, answers), and `grimoire replay`, which plays one back.

use crate::CardsOpt;
use anyhow::Context;
use clap::Args;
use grimoire_engine::{Answer, CardDef, Format, Game, GameConfig, GameResult, MulliganRule, PlayerConfig, PlayerId};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// A recorded game: enough to play it again exactly (design invariant 3).
#[derive(Serialize, Deserialize)]
pub struct Replay {
    /// Format version of this file.
    pub grimoire_replay: u32,
    pub seed: u64,
    pub format: Format,
    pub mulligan: MulliganRule,
    pub max_turns: u32,
    /// Whether the engine passed for players who could only pass (`GameConfig::auto_pass`):
    /// those priority decisions were not posed and have no answer here.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto_pass: bool,
    pub players: Vec<ReplayPlayer>,
    /// Each accepted answer: the seat that gave it, and the answer.
    pub answers: Vec<(u8, Answer)>,
    /// How the game ended when recorded, to check the playback against.
    pub end: ReplayEnd,
}

/// A seat of a replay: the name and the decklist (card names, library order before shuffling).
#[derive(Serialize, Deserialize)]
pub struct ReplayPlayer {
    pub name: String,
    pub deck: Vec<String>,
    /// The commander(s) in the command zone (Commander games).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub command: Vec<String>,
}

/// The recorded end of a game.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
pub struct ReplayEnd {
    pub turn: u32,
    pub result: Option<GameResult>,
    pub life: Vec<i32>,
}

impl ReplayEnd {
    fn of(g: &Game) -> ReplayEnd {
        ReplayEnd {
            turn: g.turn(),
            result: g.result().cloned(),
            life: g.player_ids().map(|p| g.player(p).life).collect(),
        }
    }
}

impl Replay {
    /// Records a finished game.
    pub fn new(
        _specs: &[String],
        decks: &[(String, Vec<Arc<CardDef>>)],
        cfg: &GameConfig,
        seed: u64,
        answers: Vec<(PlayerId, Answer)>,
        end: &Game,
    ) -> Replay {
        Replay {
            grimoire_replay: 1,
            seed,
            format: cfg.format,
            mulligan: cfg.mulligan,
            max_turns: cfg.max_turns,
            auto_pass: cfg.auto_pass,
            players: decks
                .iter()
                .enumerate()
                .map(|(i, (name, cards))| ReplayPlayer {
                    name: name.clone(),
                    deck: cards.iter().map(|c| c.name.clone()).collect(),
                    command: cfg
                        .players
                        .get(i)
                        .map_or(Vec::new(), |p| p.command.iter().map(|c| c.name.clone()).collect()),
                })
                .collect(),
            answers: answers.into_iter().map(|(p, a)| (p.0, a)).collect(),
            end: ReplayEnd::of(end),
        }
    }

    /// Writes the replay as JSON.
    pub fn write(&self, path: &Path) -> anyhow::Result<()> {
        let text = serde_json::to_string(self)?;
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))
    }
}

/// Options of `grimoire replay`.
#[derive(Args)]
pub struct ReplayArgs {
    /// The replay file.
    pub file: PathBuf,
    /// Print only the final state, not every event.
    #[arg(long)]
    pub quiet: bool,
    #[command(flatten)]
    pub cards: CardsOpt,
}

/// Runs `grimoire replay`.
pub fn run(args: ReplayArgs) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("reading {}", args.file.display()))?;
    let replay: Replay =
        serde_json::from_str(&text).with_context(|| format!("{} is not a replay file", args.file.display()))?;
    let db = args.cards.db()?;
    let mut players = Vec::new();
    for p in &replay.players {
        let mut cards = Vec::new();
        for name in &p.deck {
            cards.push(db.get(name).with_context(|| format!("replay names unknown card {name:?}"))?);
        }
        let mut pc = PlayerConfig::with_deck(p.name.clone(), cards);
        for name in &p.command {
            pc.command.push(db.get(name).with_context(|| format!("replay names unknown card {name:?}"))?);
        }
        players.push(pc);
    }
    let mut cfg = GameConfig::new(players);
    cfg.format = replay.format;
    cfg.mulligan = replay.mulligan;
    cfg.max_turns = replay.max_turns;
    cfg.auto_pass = replay.auto_pass;
    let mut game = Game::new(cfg, replay.seed);
    let print = |g: &mut Game| {
        let events = g.take_events();
        if !args.quiet {
            for e in events {
                println!("{}", e.describe(g));
            }
        }
    };
    print(&mut game);
    for (i, (seat, answer)) in replay.answers.iter().enumerate() {
        game.submit(PlayerId(*seat), answer.clone())
            .map_err(|e| anyhow::anyhow!("answer {} of the replay was refused: {e}", i + 1))?;
        print(&mut game);
    }
    let end = ReplayEnd::of(&game);
    let words = |end: &ReplayEnd| {
        let result = match &end.result {
            Some(GameResult::Win(p)) => format!("{} wins", game.player(*p).name),
            Some(GameResult::Draw) => "a draw".to_string(),
            Some(GameResult::TurnLimit) => "a draw at the turn limit".to_string(),
            None => "not finished".to_string(),
        };
        let life: Vec<String> =
            game.player_ids().zip(&end.life).map(|(p, l)| format!("{} {l}", game.player(p).name)).collect();
        format!("turn {}, {result}; life: {}", end.turn, life.join(", "))
    };
    println!("end: {}", words(&end));
    if end != replay.end {
        println!("MISMATCH: the recording ended at {}", words(&replay.end));
        return Ok(ExitCode::FAILURE);
    }
    println!("replay matches the recording");
    Ok(ExitCode::SUCCESS)
}
