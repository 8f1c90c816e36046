//! The decks a seat can bring: bundled starter decks that resolve fully, or a pasted list.

use crate::seat::DeckSource;
use grimoire_cards::{starter_decks, CardDb, Deck};
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
}

/// The bundled decks whose every card is known and supported, in the bundled order
/// (the fully supported ones, red-burn and green-white, first).
pub fn playable_decks(db: &CardDb) -> Vec<DeckInfo> {
    let mut out: Vec<DeckInfo> = starter_decks()
        .into_iter()
        .filter_map(|(name, text)| {
            let deck = Deck::parse(text, name).ok()?;
            let cards = deck.resolve(db).ok()?;
            Some(DeckInfo { name: name.to_string(), cards: cards.len(), list: text.to_string() })
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
    let (label, deck) = match source {
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
    };
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
