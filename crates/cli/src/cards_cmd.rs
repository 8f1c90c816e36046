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
        /// Print the card as the engine holds it, compiled abilities included, as JSON
        /// (for tools and for reading what the compiler made of the text).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        cards: CardsOpt,
    },
    /// Smoke-test every supported card: cast it (and start with it in play) in short random
    /// games with the engine's invariants checked after every answer.
    Smoke {
        /// An MTGJSON AtomicCards file; without it, the bundled pool.
        file: Option<PathBuf>,
        /// Random games per card and position.
        #[arg(long, default_value_t = 2)]
        seeds: u64,
        /// Only cards whose name contains this text.
        #[arg(long)]
        filter: Option<String>,
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
        CardsCommand::Show { name, json, cards } => {
            let db = cards.db()?;
            let Some(card) = db.get(&name) else {
                anyhow::bail!("no card named {name:?}{}", db.did_you_mean(&name));
            };
            if json {
                println!("{}", serde_json::to_string_pretty(&*card)?);
                return Ok(ExitCode::SUCCESS);
            }
            print!("{}", card_text(&card));
            match &card.unsupported {
                Some(why) => println!("\nNot supported by the engine yet: {why}"),
                None => {
                    let n = card.abilities.len() + card.back.as_ref().map_or(0, |b| b.abilities.len());
                    println!("\nSupported: every sentence compiles ({n} abilities; --json shows them).");
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        CardsCommand::Smoke { file, seeds, filter } => smoke(file, seeds, filter),
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
                    .zip(&cov.blockers)
                    .map(|((name, reason), (_, all))| {
                        serde_json::json!({ "name": name, "reason": reason, "sentences": all })
                    })
                    .collect();
                let patterns: Vec<serde_json::Value> = cov
                    .common_patterns(top)
                    .into_iter()
                    .map(|p| {
                        serde_json::json!({ "pattern": p.pattern, "cards": p.cards, "sole": p.sole, "example": p.example })
                    })
                    .collect();
                let out = serde_json::json!({
                    "file": file.display().to_string(),
                    "total": cov.total,
                    "supported": cov.supported,
                    "percent": cov.percent(),
                    "seconds": secs,
                    "unsupported": unsupported,
                    "patterns": patterns,
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
                println!(
                    "\nmost common patterns over all failing sentences (N number, {{M}} mana, TYPE subtype;\n\
                     alone = cards it is the only gap of, in = cards it appears in):"
                );
                println!("{:>6} {:>6}  pattern", "alone", "in");
                for p in cov.common_patterns(top) {
                    println!("{:6} {:6}  {}", p.sole, p.cards, p.pattern);
                }
                println!("\nmost common openings of failing sentences (cards):");
                for (opening, n) in cov.common_openings(3, top) {
                    println!("{n:6}  {opening}");
                }
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// A card as its faces are printed: name and cost, type line, text, power and toughness or
/// loyalty; a double-faced card's back face or an adventurer's Adventure after its front (CR 712.2-3, 715.2).
pub fn card_text(card: &grimoire_engine::CardDef) -> String {
    let face = |f: &grimoire_engine::CardDef| {
        let mut out = format!(
            "{}  {}\n{}\n",
            f.name,
            f.mana_cost.as_ref().map(|c| c.to_string()).unwrap_or_default(),
            f.type_line()
        );
        if !f.text.is_empty() {
            out.push_str(&format!("{}\n", f.text));
        }
        if let (Some(p), Some(t)) = (f.power, f.toughness) {
            // `*` for a characteristic-defining ability (CR 208.2), with its fixed part.
            let pt = |v: grimoire_engine::PtValue| match v {
                grimoire_engine::PtValue::Fixed(n) => n.to_string(),
                grimoire_engine::PtValue::Star(0) => "*".to_string(),
                grimoire_engine::PtValue::Star(n) => format!("{n}+*"),
            };
            out.push_str(&format!("{}/{}\n", pt(p), pt(t)));
        }
        if let Some(l) = f.loyalty {
            out.push_str(&format!("Loyalty {l}\n"));
        }
        out
    };
    let mut out = face(card);
    if let Some(back) = &card.back {
        // CR 712.2-3: a double-faced card's back face; CR 715.2: an Adventure.
        let label = match card.back_kind {
            grimoire_engine::OtherFace::Transform => "back face (transformed)",
            grimoire_engine::OtherFace::Modal => "back face (modal: cast or played instead of the front face)",
            grimoire_engine::OtherFace::Adventure => {
                "Adventure (cast instead of the card itself, then exiled; the card may then be cast or played from exile)"
            }
            grimoire_engine::OtherFace::Flip => "flipped half (a permanent has it once it flips)",
            grimoire_engine::OtherFace::Meld => "melded back face (the permanent this card and its meld partner become)",
            grimoire_engine::OtherFace::Prototype => {
                "prototyped (may be cast with this mana cost, colour, power and toughness; it keeps them on the battlefield)"
            }
        };
        out.push_str(&format!("— {label} —\n{}", face(back)));
    }
    out
}

/// Runs `grimoire cards smoke`.
fn smoke(file: Option<PathBuf>, seeds: u64, filter: Option<String>) -> anyhow::Result<ExitCode> {
    let bundled = grimoire_cards::CardDb::bundled();
    let db = match &file {
        Some(f) => {
            let mut db = grimoire_cards::CardDb::default();
            db.load_mtgjson(f).map_err(|e| anyhow::anyhow!("{e}"))?;
            db
        }
        None => grimoire_cards::CardDb::bundled(),
    };
    let get = |n: &str| bundled.get(n).ok_or_else(|| anyhow::anyhow!("the bundled pool lacks {n}"));
    let kit = grimoire_ai::smoke::SmokeKit {
        lands: vec![get("Plains")?, get("Island")?, get("Swamp")?, get("Mountain")?, get("Forest")?],
        creatures: vec![get("Grizzly Bears")?, get("Wind Drake")?],
        filler: get("Wastes")?,
    };
    let start = std::time::Instant::now();
    let mut names: Vec<String> = db.names().map(str::to_string).collect();
    names.sort();
    let (mut tested, mut failed) = (0u64, 0u64);
    for name in names {
        if filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
            continue;
        }
        let Some(card) = db.get(&name) else { continue };
        if card.unsupported.is_some() {
            continue;
        }
        tested += 1;
        for seed in 0..seeds {
            if let Err(e) = grimoire_ai::smoke::smoke_card(&card, &kit, seed) {
                failed += 1;
                println!("FAIL {name} (seed {seed}): {e}");
                break;
            }
        }
    }
    println!("smoke-tested {tested} supported cards in {:.1} s", start.elapsed().as_secs_f64());
    println!("{} passed, {failed} failed", tested - failed);
    Ok(if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
