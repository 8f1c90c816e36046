//! Finding decks: bundled starter decks by name, or decklist files; `grimoire deck check`.

use crate::CardsOpt;
use anyhow::{bail, Context};
use clap::Subcommand;
use grimoire_cards::{check_deck, CardDb, Deck, DeckFileFormat, DeckFormat};
use grimoire_engine::CardDef;
use std::process::ExitCode;
use std::sync::Arc;

/// `grimoire deck ...`
#[derive(Subcommand)]
pub enum DeckCommand {
    /// Check that every card of a decklist is known and supported; with `--format`, also
    /// that the deck is legal in that format, explaining every problem.
    Check {
        /// A decklist file (text, Forge .dck or .dec), or the name of a bundled starter deck.
        deck: String,
        /// premodern, legacy, vintage, modern or commander.
        #[arg(long)]
        format: Option<String>,
        #[command(flatten)]
        cards: CardsOpt,
    },
    /// Write a decklist in another text format.
    Convert {
        /// A decklist file, or the name of a bundled starter deck.
        deck: String,
        /// text (MTGO/Arena), dck (Forge), xmage (XMage .dck), dec, dek (MTGO) or cod (Cockatrice).
        #[arg(long)]
        to: String,
    },
    /// List the bundled starter decks.
    List,
}

/// Reads a deck: a bundled starter deck by name ("goblins"), or a decklist file.
pub fn load_deck(spec: &str) -> anyhow::Result<Deck> {
    for (name, text) in grimoire_cards::starter_decks() {
        if name.eq_ignore_ascii_case(spec) {
            return Deck::parse(text, name).map_err(|e| anyhow::anyhow!("{e}"));
        }
    }
    let text = std::fs::read_to_string(spec).with_context(|| {
        let names: Vec<&str> = grimoire_cards::starter_decks().iter().map(|(n, _)| *n).collect();
        format!("{spec:?} is neither a readable decklist file nor a starter deck ({})", names.join(", "))
    })?;
    Deck::parse(&text, spec).map_err(|e| anyhow::anyhow!("{e}"))
}

/// Reads and resolves a Commander deck: (name, commanders, the other 99 cards).
pub fn commander_deck_cards(spec: &str, db: &CardDb) -> anyhow::Result<CommanderDeck> {
    let deck = load_deck(spec)?;
    let commander = deck.resolve_commander(db).map_err(|e| anyhow::anyhow!("{e}"))?;
    if commander.is_empty() {
        bail!("deck {spec} names no commander (add a \"Commander\" section)");
    }
    let cards = deck.resolve(db).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok((deck.name.clone(), commander, cards))
}

/// A resolved Commander deck: name, commanders, library.
pub type CommanderDeck = (String, Vec<Arc<CardDef>>, Vec<Arc<CardDef>>);

/// Reads and resolves a deck's main deck against the card database.
pub fn deck_cards(spec: &str, db: &CardDb) -> anyhow::Result<(String, Vec<Arc<CardDef>>)> {
    let deck = load_deck(spec)?;
    let cards = deck.resolve(db).map_err(|e| anyhow::anyhow!("{e}"))?;
    if cards.is_empty() {
        bail!("deck {spec} has no cards");
    }
    Ok((deck.name.clone(), cards))
}

/// Runs a `deck` subcommand.
pub fn run(cmd: DeckCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        DeckCommand::List => {
            for (name, text) in grimoire_cards::starter_decks() {
                let deck = Deck::parse(text, name).map_err(|e| anyhow::anyhow!("{e}"))?;
                let count = |entries: &[(u32, String)]| entries.iter().map(|&(k, _)| u64::from(k)).sum::<u64>();
                let (main, commanders) = (count(&deck.main), count(&deck.commander));
                match commanders {
                    0 => println!("{name}: {main} cards"),
                    1 => println!("{name}: {} cards ({main} and a commander)", main + commanders),
                    n => println!("{name}: {} cards ({main} and {n} commanders)", main + commanders),
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        DeckCommand::Convert { deck, to } => {
            let d = load_deck(&deck)?;
            let Some(format) = DeckFileFormat::from_name(&to) else {
                bail!(
                    "unknown decklist format {to:?}: use text, dck (Forge), xmage, dec, dek (MTGO) or cod (Cockatrice)"
                );
            };
            print!("{}", d.write(format));
            Ok(ExitCode::SUCCESS)
        }
        DeckCommand::Check { deck, format: Some(format), cards } => {
            let db = cards.db()?;
            let d = load_deck(&deck)?;
            let Some(f) = DeckFormat::parse(&format) else {
                bail!("unknown format {format:?}: use premodern, legacy, vintage, modern or commander");
            };
            let problems = check_deck(&d, &db, f);
            for p in &problems {
                println!("{}: {p}", d.name);
            }
            let errors = problems.iter().filter(|p| !p.warning).count();
            let unknown = problems.len() - errors;
            if problems.is_empty() {
                println!("{}: legal in {} ({} cards)", d.name, f.key(), d.main_count() + d.commander_count());
                Ok(ExitCode::SUCCESS)
            } else if errors == 0 {
                // Never "legal": the card file doesn't say for some cards.
                println!(
                    "{}: no problem found for {}, but not known to be legal: the legality of {unknown} card(s) is unknown",
                    d.name,
                    f.key()
                );
                Ok(ExitCode::from(2))
            } else {
                println!("{}: {errors} problem(s) for {}", d.name, f.key());
                Ok(ExitCode::FAILURE)
            }
        }
        DeckCommand::Check { deck, format: None, cards } => {
            let db = cards.db()?;
            let d = load_deck(&deck)?;
            let mut bad = 0;
            for (n, name) in d.commander.iter().chain(d.main.iter()).chain(d.sideboard.iter()) {
                match db.get(name) {
                    None => {
                        bad += 1;
                        println!("{n} {name}: unknown card{}", db.did_you_mean(name));
                    }
                    Some(c) => match &c.unsupported {
                        Some(why) => {
                            bad += 1;
                            println!("{n} {name}: unsupported ({why})");
                        }
                        None => println!("{n} {name}: ok"),
                    },
                }
            }
            println!(
                "{}",
                if bad == 0 { "deck is playable".to_string() } else { format!("{bad} card(s) not playable") }
            );
            Ok(if bad == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
    }
}
