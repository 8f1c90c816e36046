//! Decklists: `N Card Name` lines, `//` comments, and a `Sideboard` line.

use crate::db::CardDb;
use crate::error::CardsError;
use grimoire_engine::CardDef;
use std::sync::Arc;

/// The starter decks bundled in the binary, as (name, decklist text).
pub fn starter_decks() -> Vec<(&'static str, &'static str)> {
    vec![
        ("goblins", include_str!("../../../data/decks/goblins.txt")),
        ("enchantress", include_str!("../../../data/decks/enchantress.txt")),
        ("red-burn", include_str!("../../../data/decks/red-burn.txt")),
        ("green-white", include_str!("../../../data/decks/green-white.txt")),
    ]
}

/// A decklist: a main deck and a sideboard, as counts of card names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The deck's name (the source it was read from).
    pub name: String,
    /// Main-deck entries in order: (count, card name).
    pub main: Vec<(u32, String)>,
    /// Sideboard entries in order: (count, card name).
    pub sideboard: Vec<(u32, String)>,
}

impl Deck {
    /// Parses a decklist. Errors name `source_name`, the 1-based line, and what is wrong.
    pub fn parse(text: &str, source_name: &str) -> Result<Deck, CardsError> {
        let mut deck = Deck { name: source_name.to_string(), main: Vec::new(), sideboard: Vec::new() };
        let mut in_sideboard = false;
        for (i, raw) in text.lines().enumerate() {
            let err =
                |message: String| CardsError::DeckSyntax { source_name: source_name.to_string(), line: i + 1, message };
            let line = match raw.find("//") {
                Some(p) => &raw[..p],
                None => raw,
            }
            .trim();
            if line.is_empty() {
                continue;
            }
            let lower = line.trim_end_matches(':').to_ascii_lowercase();
            if lower == "sideboard" {
                if in_sideboard {
                    return Err(err("a second \"Sideboard\" line".into()));
                }
                in_sideboard = true;
                continue;
            }
            let (count, name) = line
                .split_once(char::is_whitespace)
                .ok_or_else(|| err(format!("expected \"N Card Name\", found {line:?}")))?;
            let count = count.trim_end_matches('x');
            let count: u32 = count
                .parse()
                .map_err(|_| err(format!("expected a card count at the start of {line:?}, found {count:?}")))?;
            if count == 0 {
                return Err(err(format!("a count of 0 for {:?}", name.trim())));
            }
            let name = name.trim().to_string();
            if name.is_empty() {
                return Err(err("a count without a card name".into()));
            }
            if in_sideboard {
                deck.sideboard.push((count, name));
            } else {
                deck.main.push((count, name));
            }
        }
        if deck.main.is_empty() {
            return Err(CardsError::DeckSyntax {
                source_name: source_name.to_string(),
                line: text.lines().count().max(1),
                message: "the main deck is empty".into(),
            });
        }
        Ok(deck)
    }

    /// The number of cards in the main deck.
    pub fn main_count(&self) -> u32 {
        self.main.iter().map(|(n, _)| n).sum()
    }

    /// The number of cards in the sideboard.
    pub fn sideboard_count(&self) -> u32 {
        self.sideboard.iter().map(|(n, _)| n).sum()
    }

    /// The main deck's cards, one `Arc` per copy, in list order. Fails naming every unknown
    /// card, or every card whose text could not be compiled (with its sentence).
    pub fn resolve(&self, db: &CardDb) -> Result<Vec<Arc<CardDef>>, CardsError> {
        resolve_list(&self.name, &self.main, db)
    }

    /// The sideboard's cards, resolved like [`Deck::resolve`].
    pub fn resolve_sideboard(&self, db: &CardDb) -> Result<Vec<Arc<CardDef>>, CardsError> {
        resolve_list(&self.name, &self.sideboard, db)
    }
}

fn resolve_list(deck: &str, list: &[(u32, String)], db: &CardDb) -> Result<Vec<Arc<CardDef>>, CardsError> {
    let mut unknown = Vec::new();
    let mut unsupported = Vec::new();
    let mut out = Vec::new();
    for (n, name) in list {
        match db.get(name) {
            None => unknown.push(name.clone()),
            Some(def) => {
                if let Some(why) = &def.unsupported {
                    if !unsupported.iter().any(|(u, _): &(String, String)| u == &def.name) {
                        unsupported.push((def.name.clone(), why.clone()));
                    }
                }
                out.extend((0..*n).map(|_| def.clone()));
            }
        }
    }
    if !unknown.is_empty() {
        return Err(CardsError::UnknownCards { deck: deck.to_string(), names: unknown });
    }
    if !unsupported.is_empty() {
        return Err(CardsError::UnsupportedCards { deck: deck.to_string(), cards: unsupported });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_main_and_sideboard() {
        let d =
            Deck::parse("// comment\n4 Goblin Lackey\n\n2 Wasteland // lands\nSideboard\n1 Anarchy\n", "g").unwrap();
        assert_eq!(d.main, vec![(4, "Goblin Lackey".into()), (2, "Wasteland".into())]);
        assert_eq!(d.sideboard, vec![(1, "Anarchy".into())]);
        assert_eq!(d.main_count(), 6);
    }

    #[test]
    fn errors_name_the_line() {
        let e = Deck::parse("4 Goblin Lackey\nfour Mountain\n", "deck.txt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "deck.txt: line 2: expected a card count at the start of \"four Mountain\", found \"four\""
        );
        let e = Deck::parse("1 A\n\n0 Mountain\n", "d").unwrap_err();
        assert!(e.to_string().starts_with("d: line 3: a count of 0"), "{e}");
        let e = Deck::parse("1 A\nSideboard\nSideboard\n", "d").unwrap_err();
        assert!(e.to_string().starts_with("d: line 3:"), "{e}");
        let e = Deck::parse("12\n", "d").unwrap_err();
        assert!(e.to_string().starts_with("d: line 1:"), "{e}");
    }

    #[test]
    fn starter_decks_parse_and_count() {
        for (name, text) in starter_decks() {
            let d = Deck::parse(text, name).unwrap();
            assert_eq!(d.main_count(), 60, "{name}");
            assert_eq!(d.sideboard_count(), 15, "{name}");
        }
    }
}
