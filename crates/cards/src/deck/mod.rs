//! Decklists in the formats players have (MTGO/Arena text and the deck sites' exports, Forge
//! and XMage `.dck`, the older `.dec`, MTGO's `.dek` XML, Cockatrice's `.cod` XML): reading
//! with errors that name the line, and writing. The line formats are in `lines`, the XML
//! ones in `xml`; both add entries through [`Deck::add`], which enforces the limits.
//!
//! Counts come from outside (a pasted list, a file), so they are bounded as they are read:
//! at most [`MAX_COPIES_PER_LINE`] on a line and [`MAX_DECK_CARDS`] in the whole list, and
//! every total is summed so that it cannot wrap.

mod lines;
mod xml;

use crate::db::CardDb;
use crate::error::CardsError;
use grimoire_engine::CardDef;
use std::sync::Arc;

/// The most copies one decklist line may ask for. Generous for every real deck: a
/// Relentless Rats or Persistent Petitioners deck may run any number of them, but a
/// 60-card deck holds at most 60, and even a 200-card Battle of Wits deck rarely needs more
/// than 100 of one basic land.
pub const MAX_COPIES_PER_LINE: u32 = 250;

/// The most cards a whole decklist (main deck, sideboard and commanders together) may hold.
/// Battle of Wits decks (CR-legal, no upper limit on deck size, CR 100.2a) reach 200 to
/// 300 cards; past 1,000 a list is no longer a deck but an attempt to make the reader
/// allocate (each copy is a pointer to the card's definition, and every game object a copy).
pub const MAX_DECK_CARDS: u32 = 1_000;

/// The starter decks bundled in the binary, as (name, decklist text).
pub fn starter_decks() -> Vec<(&'static str, &'static str)> {
    vec![
        ("goblins", include_str!("../../../../data/decks/goblins.txt")),
        ("enchantress", include_str!("../../../../data/decks/enchantress.txt")),
        ("red-burn", include_str!("../../../../data/decks/red-burn.txt")),
        ("green-white", include_str!("../../../../data/decks/green-white.txt")),
        ("red-black", include_str!("../../../../data/decks/red-black.txt")),
        ("blue-white", include_str!("../../../../data/decks/blue-white.txt")),
        ("mono-green", include_str!("../../../../data/decks/mono-green.txt")),
        ("evasion-test", include_str!("../../../../data/decks/evasion-test.txt")),
        ("commander-mirri", include_str!("../../../../data/decks/commander-mirri.txt")),
        ("commander-visara", include_str!("../../../../data/decks/commander-visara.txt")),
        ("commander-jeska", include_str!("../../../../data/decks/commander-jeska.txt")),
        ("commander-pianna", include_str!("../../../../data/decks/commander-pianna.txt")),
    ]
}

/// The file formats of decklists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckFileFormat {
    /// MTGO / Arena text and the deck sites' text exports: `4 Goblin King` or `1x Sol Ring
    /// (C21) 263` lines (the set, collector number, foil mark and `[category]` tags are
    /// ignored), optional `Deck`, `Sideboard`, `Commander` and `Companion` headers, `//`
    /// comments.
    Text,
    /// Forge `.dck`: `[metadata]` (`Name=...`), `[Main]`, `[Sideboard]`, `[Commander]`
    /// sections, `4 Name|SET` lines.
    Forge,
    /// XMage `.dck`: `4 [DST:100] Name` lines, `SB: 4 [DST:62] Name` sideboard lines, a
    /// `NAME:` line and `LAYOUT` lines (which only place cards on XMage's screen).
    Xmage,
    /// The older `.dec` format: `4 Name` lines, `SB: 4 Name` sideboard lines, `//` comments,
    /// an optional `[SET]` before the name.
    Dec,
    /// MTGO's `.dek` XML: `<Cards Quantity="4" Sideboard="false" Name="..."/>` elements.
    Mtgo,
    /// Cockatrice's `.cod` XML: `<zone name="main">` / `"side"` of `<card number="4"
    /// name="..."/>`, the name in `<deckname>`.
    Cockatrice,
}

impl DeckFileFormat {
    /// Guesses the format from the file name and the text.
    pub fn detect(text: &str, source_name: &str) -> DeckFileFormat {
        let lower = source_name.to_ascii_lowercase();
        let has = |pred: &dyn Fn(&str) -> bool| text.lines().map(str::trim).any(pred);
        let xml = text.trim_start().starts_with('<');
        if lower.ends_with(".cod") || (xml && text.contains("<cockatrice_deck")) {
            return DeckFileFormat::Cockatrice;
        }
        if lower.ends_with(".dek") || xml {
            return DeckFileFormat::Mtgo;
        }
        if has(&lines::is_xmage_line) {
            return DeckFileFormat::Xmage;
        }
        if lower.ends_with(".dck") || has(&|l| l.eq_ignore_ascii_case("[main]") || l.eq_ignore_ascii_case("[metadata]"))
        {
            return DeckFileFormat::Forge;
        }
        if lower.ends_with(".dec") || has(&|l| l.to_ascii_uppercase().starts_with("SB:")) {
            DeckFileFormat::Dec
        } else {
            DeckFileFormat::Text
        }
    }

    /// Reads a format's name as `deck convert --to` takes it.
    pub fn from_name(name: &str) -> Option<DeckFileFormat> {
        Some(match name.to_ascii_lowercase().as_str() {
            "text" | "txt" | "arena" => DeckFileFormat::Text,
            "dck" | "forge" => DeckFileFormat::Forge,
            "xmage" => DeckFileFormat::Xmage,
            "dec" => DeckFileFormat::Dec,
            "dek" | "mtgo" => DeckFileFormat::Mtgo,
            "cod" | "cockatrice" => DeckFileFormat::Cockatrice,
            _ => return None,
        })
    }
}

/// A decklist: a main deck, a sideboard and (for Commander) the commander, as counts of names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The deck's name (the source it was read from, or a Forge deck's `Name=`).
    pub name: String,
    /// Main-deck entries in order: (count, card name).
    pub main: Vec<(u32, String)>,
    /// Sideboard entries in order: (count, card name).
    pub sideboard: Vec<(u32, String)>,
    /// The commander(s) (CR 903.3), from a `Commander` section; not part of `main`.
    pub commander: Vec<(u32, String)>,
    /// The line each card name was first read from, for messages.
    pub lines: Vec<(String, usize)>,
}

/// The section a decklist entry belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Main,
    Sideboard,
    Commander,
    Metadata,
}

impl Deck {
    /// Parses a decklist in the format its name and text suggest ([`DeckFileFormat::detect`]).
    /// Errors name `source_name`, the 1-based line, and what is wrong.
    pub fn parse(text: &str, source_name: &str) -> Result<Deck, CardsError> {
        Deck::parse_as(text, source_name, DeckFileFormat::detect(text, source_name))
    }

    /// Parses a decklist in the given format.
    pub fn parse_as(text: &str, source_name: &str, format: DeckFileFormat) -> Result<Deck, CardsError> {
        let mut deck = Deck {
            name: source_name.to_string(),
            main: Vec::new(),
            sideboard: Vec::new(),
            commander: Vec::new(),
            lines: Vec::new(),
        };
        let mut total = 0;
        match format {
            DeckFileFormat::Mtgo | DeckFileFormat::Cockatrice => xml::read(&mut deck, &mut total, text, format)?,
            _ => lines::read(&mut deck, &mut total, text, format)?,
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

    /// Adds `count` copies of `name` to a section, within the limits on copies per entry
    /// and cards in the whole list (`total` counts the cards added so far). The error is
    /// the message for the entry's line.
    fn add(&mut self, total: &mut u32, section: Section, count: u32, name: String, line: usize) -> Result<(), String> {
        if name.is_empty() {
            return Err("a count without a card name".into());
        }
        if count == 0 {
            return Err(format!("a count of 0 for {name:?}"));
        }
        if count > MAX_COPIES_PER_LINE {
            return Err(format!("{count} copies of {name:?}; a line may ask for at most {MAX_COPIES_PER_LINE} copies"));
        }
        *total = match total.checked_add(count) {
            Some(t) if t <= MAX_DECK_CARDS => t,
            _ => {
                return Err(format!(
                    "{count} {name} takes the list past {MAX_DECK_CARDS} cards, the most a decklist may hold"
                ))
            }
        };
        if !self.lines.iter().any(|(n, _)| *n == name) {
            self.lines.push((name.clone(), line));
        }
        match section {
            Section::Sideboard => self.sideboard.push((count, name)),
            Section::Commander => self.commander.push((count, name)),
            Section::Main | Section::Metadata => self.main.push((count, name)),
        }
        Ok(())
    }

    /// Writes the deck in a file format ([`Deck::parse_as`] reads it back).
    pub fn write(&self, format: DeckFileFormat) -> String {
        match format {
            DeckFileFormat::Mtgo | DeckFileFormat::Cockatrice => xml::write(self, format),
            _ => lines::write(self, format),
        }
    }

    /// The line a card name was first read from (0 if unknown).
    pub fn line_of(&self, name: &str) -> usize {
        self.lines.iter().find(|(n, _)| n == name).map_or(0, |(_, l)| *l)
    }

    /// The number of cards in the commander section.
    pub fn commander_count(&self) -> u32 {
        count(&self.commander)
    }

    /// The commanders, resolved like [`Deck::resolve`].
    pub fn resolve_commander(&self, db: &CardDb) -> Result<Vec<Arc<CardDef>>, CardsError> {
        resolve_list(&self.name, &self.commander, db)
    }

    /// The number of cards in the main deck.
    pub fn main_count(&self) -> u32 {
        count(&self.main)
    }

    /// The number of cards in the sideboard.
    pub fn sideboard_count(&self) -> u32 {
        count(&self.sideboard)
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

/// The number of cards in a list of entries. A parsed deck's counts are bounded
/// ([`MAX_DECK_CARDS`]); a deck built by hand may hold anything, so the sum saturates at
/// `u32::MAX` rather than wrap (a wrapped sum could pass a minimum size check).
fn count(list: &[(u32, String)]) -> u32 {
    list.iter().fold(0u32, |acc, (n, _)| acc.saturating_add(*n))
}

fn resolve_list(deck: &str, list: &[(u32, String)], db: &CardDb) -> Result<Vec<Arc<CardDef>>, CardsError> {
    // The limits [`Deck::parse`] enforces, checked again for decks built by hand: resolving
    // reserves one pointer per copy.
    if let Some((n, name)) = list.iter().find(|(n, _)| *n > MAX_COPIES_PER_LINE) {
        return Err(CardsError::DeckSyntax {
            source_name: deck.to_string(),
            line: 0,
            message: format!("{n} copies of {name:?}; a line may ask for at most {MAX_COPIES_PER_LINE} copies"),
        });
    }
    if count(list) > MAX_DECK_CARDS {
        return Err(CardsError::DeckSyntax {
            source_name: deck.to_string(),
            line: 0,
            message: format!("more than {MAX_DECK_CARDS} cards, the most a decklist may hold"),
        });
    }
    let mut unknown = Vec::new();
    let mut unsupported = Vec::new();
    let mut out = Vec::new();
    for (n, name) in list {
        match db.get(name) {
            None => unknown.push(format!("{name}{}", db.did_you_mean(name))),
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
    fn counts_are_capped_per_line_and_in_total() {
        // Once a crash: resolving reserved count x 8 bytes.
        let e = Deck::parse("4294967295 Mountain\n", "d").unwrap_err();
        assert_eq!(
            e.to_string(),
            "d: line 1: 4294967295 copies of \"Mountain\"; a line may ask for at most 250 copies"
        );
        let e = Deck::parse("4 Shock\n99999999999999999999 Mountain\n", "d").unwrap_err();
        assert!(e.to_string().starts_with("d: line 2: "), "{e}");
        assert!(Deck::parse("1000000 Mountain\n", "d").is_err());
        // Once a wrap: two halves of 2^32 plus 60 counted as 60.
        let e = Deck::parse("2147483648 Mountain\n2147483648 Mountain\n60 Island\n", "d").unwrap_err();
        assert!(e.to_string().starts_with("d: line 1: "), "{e}");
        // The total over every section.
        let text = "250 Mountain\n250 Island\n250 Forest\nSideboard\n250 Plains\n1 Swamp\n";
        let e = Deck::parse(text, "d").unwrap_err();
        assert!(e.to_string().starts_with("d: line 6: 1 Swamp takes the list past 1000 cards"), "{e}");
        let ok = Deck::parse("250 Mountain\n250 Island\n250 Forest\n250 Plains\n", "d").unwrap();
        assert_eq!(ok.main_count(), 1000);
        // A deck built by hand cannot wrap the count or make resolving allocate.
        let hand = Deck {
            name: "h".into(),
            main: vec![(u32::MAX, "Mountain".into()), (61, "Island".into())],
            sideboard: Vec::new(),
            commander: Vec::new(),
            lines: Vec::new(),
        };
        assert_eq!(hand.main_count(), u32::MAX);
        assert!(hand.resolve(&CardDb::bundled()).is_err());
    }

    #[test]
    fn starter_decks_parse_and_count() {
        for (name, text) in starter_decks() {
            let d = Deck::parse(text, name).unwrap();
            if name.starts_with("commander-") {
                assert_eq!(d.main_count() + d.commander_count(), 100, "{name}");
                assert_eq!(d.commander_count(), 1, "{name}");
            } else {
                assert_eq!(d.main_count(), 60, "{name}");
                assert!(d.sideboard_count() <= 15, "{name}");
            }
        }
    }
}
