//! `grimoire cards`: show a card's compiled abilities; measure the compiler's coverage.

use crate::CardsOpt;
use clap::Subcommand;
use std::path::PathBuf;
use std::process::ExitCode;

/// `grimoire cards ...`
#[derive(Subcommand)]
pub enum CardsCommand {
    /// Print a card's characteristics and compiled abilities.
    Show {
        name: String,
        #[command(flatten)]
        cards: CardsOpt,
    },
    /// For an MTGJSON file: how many cards compile, and the sentences not yet understood.
    Coverage {
        file: PathBuf,
        /// Print one JSON object with total, supported and unsupported.
        #[arg(long)]
        json: bool,
        /// How many of the most common unsupported sentences to list.
        #[arg(long, default_value_t = 25)]
        top: usize,
    },
}

/// Runs a `cards` subcommand.
pub fn run(cmd: CardsCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        CardsCommand::Show { name, cards } => {
            let db = cards.db()?;
            let Some(card) = db.get(&name) else {
                anyhow::bail!("no card named {name:?}");
            };
            println!("{}  {}", card.name, card.mana_cost.as_ref().map(|c| c.to_string()).unwrap_or_default());
            println!("{}", card.type_line());
            if let (Some(p), Some(t)) = (card.power, card.toughness) {
                println!("{}/{}", p.base(), t.base());
            }
            if !card.text.is_empty() {
                println!("\n{}\n", card.text);
            }
            match &card.unsupported {
                Some(why) => println!("UNSUPPORTED: {why}"),
                None => {
                    for (i, a) in card.abilities.iter().enumerate() {
                        println!("ability {}: {a:#?}", i + 1);
                    }
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        CardsCommand::Coverage { file, json, top } => {
            let start = std::time::Instant::now();
            let mut db = grimoire_cards::CardDb::default();
            db.load_mtgjson(&file).map_err(|e| anyhow::anyhow!("{e}"))?;
            let cov = grimoire_cards::coverage(&db);
            let secs = start.elapsed().as_secs_f64();
            if json {
                let unsupported: Vec<serde_json::Value> = cov
                    .unsupported
                    .iter()
                    .map(|(name, reason)| serde_json::json!({ "name": name, "reason": reason }))
                    .collect();
                let out = serde_json::json!({
                    "file": file.display().to_string(),
                    "total": cov.total,
                    "supported": cov.supported,
                    "percent": cov.percent(),
                    "seconds": secs,
                    "unsupported": unsupported,
                });
                println!("{out}");
            } else {
                let pct = 100.0 * cov.supported as f64 / cov.total.max(1) as f64;
                println!(
                    "{}: {} of {} cards supported ({pct:.1}%), loaded and compiled in {secs:.2} s",
                    file.display(),
                    cov.supported,
                    cov.total
                );
                println!("most common sentences not yet understood (cards each would unlock):");
                for (sentence, n) in cov.common_reasons(top) {
                    println!("{n:6}  {sentence}");
                }
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}
