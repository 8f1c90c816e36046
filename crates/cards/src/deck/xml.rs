//! The XML decklist formats: MTGO's `.dek` (`<Deck>` of `<Cards Quantity Sideboard Name/>`)
//! and Cockatrice's `.cod` (`<cockatrice_deck>` with `<deckname>` and `<zone name="main">` /
//! `"side"` of `<card number name/>`).
//!
//! The text comes from outside: the parser refuses document type declarations (so no entity
//! can expand) and stops past [`MAX_NODES`] nodes; counts go through [`Deck::add`]'s limits.

use super::{Deck, DeckFileFormat, Section};
use crate::error::CardsError;

/// The most XML nodes a decklist may have: a 1,000-card list of distinct cards with the
/// whitespace between elements takes about 2,000.
const MAX_NODES: u32 = 20_000;

/// Reads the entries of an XML decklist into `deck`.
pub(super) fn read(deck: &mut Deck, total: &mut u32, text: &str, format: DeckFileFormat) -> Result<(), CardsError> {
    let options = roxmltree::ParsingOptions { allow_dtd: false, nodes_limit: MAX_NODES, ..Default::default() };
    let source_name = deck.name.clone();
    let err = |line: usize, message: String| CardsError::DeckSyntax { source_name: source_name.clone(), line, message };
    let doc = roxmltree::Document::parse_with_options(text, options)
        .map_err(|e| err(e.pos().row as usize, format!("not a readable XML decklist: {e}")))?;
    let line_of = |node: roxmltree::Node| doc.text_pos_at(node.range().start).row as usize;
    let root = doc.root_element();
    let (root_name, entry_name, count_attr) = match format {
        DeckFileFormat::Cockatrice => ("cockatrice_deck", "card", "number"),
        _ => ("Deck", "Cards", "Quantity"),
    };
    if root.tag_name().name() != root_name {
        let found = root.tag_name().name();
        return Err(err(line_of(root), format!("expected a <{root_name}> document, found <{found}>")));
    }
    for node in root.descendants().filter(|n| n.is_element()) {
        let line = line_of(node);
        let tag = node.tag_name().name();
        if tag == "deckname" {
            if let Some(name) = node.text().map(str::trim).filter(|n| !n.is_empty()) {
                deck.name = name.to_string();
            }
            continue;
        }
        if tag != entry_name {
            continue;
        }
        let section = match format {
            DeckFileFormat::Cockatrice => match node.parent_element().and_then(|z| z.attribute("name")) {
                Some("main") => Section::Main,
                Some("side") => Section::Sideboard,
                // Cockatrice's own token list: not cards of the deck.
                Some("tokens") => continue,
                other => return Err(err(line, format!("a card in an unknown zone {:?}", other.unwrap_or("")))),
            },
            _ => match node.attribute("Sideboard") {
                Some(s) if s.eq_ignore_ascii_case("true") => Section::Sideboard,
                _ => Section::Main,
            },
        };
        let count = node.attribute(count_attr).ok_or_else(|| err(line, format!("a <{tag}> without {count_attr}")))?;
        let digits = !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit());
        let count: u32 = match count.parse() {
            Ok(n) => n,
            Err(_) if digits => u32::MAX,
            Err(_) => return Err(err(line, format!("{count_attr}=\"{count}\" is not a card count"))),
        };
        let name = node.attribute(if format == DeckFileFormat::Cockatrice { "name" } else { "Name" }).unwrap_or("");
        deck.add(total, section, count, name.trim().to_string(), line).map_err(|m| err(line, m))?;
    }
    Ok(())
}

/// Writes a deck as XML. Neither format has a commander zone; as those programs' players do,
/// the commander goes in the sideboard. MTGO's card ids (`CatID`) are unknown here, so
/// MTGO finds the cards by name.
pub(super) fn write(deck: &Deck, format: DeckFileFormat) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let side: Vec<&(u32, String)> = deck.commander.iter().chain(&deck.sideboard).collect();
    if format == DeckFileFormat::Cockatrice {
        out.push_str(&format!("<cockatrice_deck version=\"1\">\n  <deckname>{}</deckname>\n", escape(&deck.name)));
        for (zone, entries) in [("main", deck.main.iter().collect::<Vec<_>>()), ("side", side)] {
            if entries.is_empty() {
                continue;
            }
            out.push_str(&format!("  <zone name=\"{zone}\">\n"));
            for (n, name) in entries {
                out.push_str(&format!("    <card number=\"{n}\" name=\"{}\"/>\n", escape(name)));
            }
            out.push_str("  </zone>\n");
        }
        out.push_str("</cockatrice_deck>\n");
    } else {
        out.push_str("<Deck>\n");
        let entries = deck.main.iter().map(|e| (e, false)).chain(side.into_iter().map(|e| (e, true)));
        for ((n, name), sideboard) in entries {
            out.push_str(&format!("  <Cards Quantity=\"{n}\" Sideboard=\"{sideboard}\" Name=\"{}\"/>\n", escape(name)));
        }
        out.push_str("</Deck>\n");
    }
    out
}

/// Escapes the characters XML gives a meaning to in text and attribute values.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}
