//! `grimoire scenario run`: the rules-scenario runner on the command line.

use crate::CardsOpt;
use clap::Subcommand;
use grimoire_cards::CardDb;
use grimoire_engine::CardDef;
use grimoire_scenario::{CardLookup, RunOptions};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// `grimoire scenario ...`
#[derive(Subcommand)]
pub enum ScenarioCommand {
    /// Run scenario files (or folders of them, searched recursively for *.toml).
    Run {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        #[command(flatten)]
        cards: CardsOpt,
        /// One JSON object per scenario.
        #[arg(long)]
        json: bool,
        /// Run only scenarios whose name contains this text.
        #[arg(long)]
        filter: Option<String>,
    },
}

/// The card database seen through the runner's lookup trait.
struct DbLookup(CardDb);

impl CardLookup for DbLookup {
    fn card(&self, name: &str) -> Result<Arc<CardDef>, String> {
        self.0.get(name).ok_or_else(|| "not in the card database".to_string())
    }
}

/// Runs a `scenario` subcommand.
pub fn run(cmd: ScenarioCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        ScenarioCommand::Run { paths, cards, json, filter } => {
            let db = DbLookup(cards.db()?);
            let opts = RunOptions { json, filter };
            let mut out = std::io::stdout().lock();
            let summary = grimoire_scenario::run_paths(&paths, &db, &opts, &mut out)?;
            Ok(if summary.failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
    }
}
