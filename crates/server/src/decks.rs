//! The decks a seat can bring: bundled starter decks that resolve fully, or a pasted list;
//! at a Commander table, a deck that names its commander and passes the Commander deck
//! rules (CR 903.5).

use crate::format::TableFormat;
use crate::seat::DeckSource;
use grimoire_cards::{check_deck, starter_decks, CardDb, Deck, DeckFormat};
use grimoire_engine::CardDef;
use serde::Serialize;
use std::sync::Arc;

/// The fewest cards a deck may have.
pub const MIN_DECK: usize = 40;
/// The longest decklist text accepted, in bytes.
pub const MAX_DECKLIST: usize = 20_000;

/// A bundled deck the lobby offers.
#[derive(Clone, Debug, Serialize)]
pub struct DeckInfo {
    pub name: String,
    pub cards: usize,
    /// The decklist text, for the client to show.
    pub list: String,
    /// The commander(s), for a Commander deck (empty otherwise).
    pub commanders: Vec<String>,
}

/// A deck ready for a game: its label, its commanders (Commander only) and its other cards.
pub struct ResolvedDeck {
    pub label: String,
    pub commanders: Vec<Arc<CardDef>>,
    pub cards: Vec<Arc<CardDef>>,
}

/// The bundled decks whose every card is known and supported, in the bundled order
/// (the fully supported ones, red-burn and green-white, first).
pub fn playable_decks(db: &CardDb) -> Vec<DeckInfo> {
    let mut out: Vec<DeckInfo> = starter_decks()
        .into_iter()
        .filter_map(|(name, text)| {
            let deck = Deck::parse(text, name).ok()?;
            let cards = deck.resolve(db).ok()?;
            let commanders = deck.resolve_commander(db).ok()?;
            Some(DeckInfo {
                name: name.to_string(),
                cards: cards.len() + commanders.len(),
                list: text.to_string(),
                commanders: commanders.iter().map(|c| c.name.clone()).collect(),
            })
        })
        .collect();
    let rank = |n: &str| match n {
        "red-burn" => 0,
        "green-white" => 1,
        _ => 2,
    };
    out.sort_by_key(|d| rank(&d.name));
    out
}

/// The cards of a deck, or a message saying clearly what is wrong with it.
pub fn resolve(db: &CardDb, source: &DeckSource) -> Result<(String, Vec<Arc<CardDef>>), String> {
    let (label, deck) = parse(source)?;
    let cards = deck.resolve(db).map_err(|e| e.to_string())?;
    if cards.len() < MIN_DECK {
        return Err(format!("{label} has {} cards; a deck needs at least {MIN_DECK}", cards.len()));
    }
    let label = match source {
        DeckSource::Bundled(_) => label,
        DeckSource::Pasted(_) => format!("{label}, {} cards", cards.len()),
    };
    Ok((label, cards))
}

/// A deck for a table of `format`: constructed as [`resolve`]; Commander with its commander
/// in a `Commander` section and no problem under the Commander deck rules (CR 903.5: 100
/// cards, one of each but basic lands, within the commander's colour identity).
pub fn resolve_for(db: &CardDb, source: &DeckSource, format: TableFormat) -> Result<ResolvedDeck, String> {
    if format == TableFormat::Constructed {
        let (label, cards) = resolve(db, source)?;
        return Ok(ResolvedDeck { label, commanders: Vec::new(), cards });
    }
    let (label, deck) = parse(source)?;
    if deck.commander.is_empty() {
        return Err(format!(
            "{label} names no commander: a Commander deck lists its commander under a \"Commander\" line"
        ));
    }
    let cards = deck.resolve(db).map_err(|e| e.to_string())?;
    let commanders = deck.resolve_commander(db).map_err(|e| e.to_string())?;
    let problems: Vec<String> = check_deck(&deck, db, DeckFormat::Commander)
        .into_iter()
        .filter(|p| !p.warning)
        .map(|p| p.to_string())
        .collect();
    if let Some(first) = problems.first() {
        let more = match problems.len() {
            1 => String::new(),
            n => format!(" (and {} more problems)", n - 1),
        };
        return Err(format!("{label} is not a legal Commander deck: {first}{more}"));
    }
    let label = match source {
        DeckSource::Bundled(_) => label,
        DeckSource::Pasted(_) => format!("{label}, {} cards", cards.len() + commanders.len()),
    };
    Ok(ResolvedDeck { label, commanders, cards })
}

/// A deck's label and its parsed list.
fn parse(source: &DeckSource) -> Result<(String, Deck), String> {
    Ok(match source {
        DeckSource::Bundled(name) => {
            let text = starter_decks()
                .into_iter()
                .find(|(n, _)| n == name)
                .map(|(_, t)| t)
                .ok_or_else(|| format!("there is no bundled deck named {name:?}"))?;
            (name.clone(), Deck::parse(text, name).map_err(|e| e.to_string())?)
        }
        DeckSource::Pasted(text) => {
            if text.len() > MAX_DECKLIST {
                return Err(format!("the decklist is longer than {MAX_DECKLIST} bytes"));
            }
            let deck = Deck::parse(text, "your decklist").map_err(|e| e.to_string())?;
            ("pasted list".to_string(), deck)
        }
    })
}
