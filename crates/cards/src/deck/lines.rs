//! The line-based decklist formats: MTGO/Arena text and the deck sites' text exports, Forge
//! and XMage `.dck`, and `.dec`. One entry a line, `N Name` with a format's decorations
//! around the name; section headers and sideboard prefixes say where an entry goes.

use super::{Deck, DeckFileFormat, Section};
use crate::error::CardsError;

/// Whether a line is XMage's: `4 [DST:100] Name`, `SB: 4 [DST:62] Name`, `NAME:...` or
/// `LAYOUT ...` (Forge's `.dck` has none of these).
pub(super) fn is_xmage_line(line: &str) -> bool {
    let entry = line.strip_prefix("SB:").unwrap_or(line).trim_start();
    let set_tag = entry
        .split_once(' ')
        .and_then(|(n, rest)| n.bytes().all(|b| b.is_ascii_digit()).then_some(rest))
        .and_then(|rest| rest.strip_prefix('['))
        .and_then(|rest| rest.split_once(']'))
        .is_some_and(|(tag, _)| tag.contains(':'));
    set_tag || line.starts_with("NAME:") || line.starts_with("LAYOUT MAIN:") || line.starts_with("LAYOUT SIDEBOARD:")
}

/// Reads the entries of a line-based decklist into `deck`.
pub(super) fn read(deck: &mut Deck, total: &mut u32, text: &str, format: DeckFileFormat) -> Result<(), CardsError> {
    let mut section = Section::Main;
    let mut seen_headers: Vec<String> = Vec::new();
    let source_name = deck.name.clone();
    for (i, raw) in text.lines().enumerate() {
        let err = |message: String| CardsError::DeckSyntax { source_name: source_name.clone(), line: i + 1, message };
        let line = match raw.find("//") {
            Some(p) => &raw[..p],
            None => raw,
        }
        .trim();
        if line.is_empty() || (format != DeckFileFormat::Text && line.starts_with('#')) {
            continue;
        }
        if format == DeckFileFormat::Xmage {
            if let Some(name) = line.strip_prefix("NAME:") {
                deck.name = name.trim().to_string();
                continue;
            }
            if line.starts_with("LAYOUT ") {
                continue;
            }
        }
        if let Some(h) = header(line, format) {
            let key = h.to_ascii_lowercase();
            section = match key.as_str() {
                "main" | "deck" | "maindeck" | "mainboard" => Section::Main,
                "sideboard" => Section::Sideboard,
                "commander" | "commanders" => Section::Commander,
                "metadata" => Section::Metadata,
                "companion" => Section::Sideboard,
                _ => return Err(err(format!("unknown section {h:?}"))),
            };
            if seen_headers.contains(&key) {
                return Err(err(format!("a second {h:?} section")));
            }
            seen_headers.push(key);
            continue;
        }
        if section == Section::Metadata {
            if let Some(name) = line.strip_prefix("Name=").or_else(|| line.strip_prefix("name=")) {
                deck.name = name.trim().to_string();
            }
            continue;
        }
        let (mut line, mut target) = (line, section);
        if matches!(format, DeckFileFormat::Dec | DeckFileFormat::Xmage) {
            if let Some(rest) = line.strip_prefix("SB:").or_else(|| line.strip_prefix("sb:")) {
                line = rest.trim();
                target = Section::Sideboard;
            }
        }
        let (count, name) = line
            .split_once(char::is_whitespace)
            .ok_or_else(|| err(format!("expected \"N Card Name\", found {line:?}")))?;
        let count = count.trim_end_matches(['x', 'X']);
        let digits = !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit());
        let count: u32 = match count.parse() {
            Ok(n) => n,
            // All digits but too large for a u32: past every limit anyway.
            Err(_) if digits => u32::MAX,
            Err(_) => return Err(err(format!("expected a card count at the start of {line:?}, found {count:?}"))),
        };
        let name = card_name(name.trim(), format);
        deck.add(total, target, count, name, i + 1).map_err(err)?;
    }
    Ok(())
}

/// Writes a deck in a line-based format.
pub(super) fn write(deck: &Deck, format: DeckFileFormat) -> String {
    let mut out = String::new();
    let list = |out: &mut String, entries: &[(u32, String)], prefix: &str| {
        for (n, name) in entries {
            out.push_str(&format!("{prefix}{n} {name}\n"));
        }
    };
    match format {
        DeckFileFormat::Forge => {
            out.push_str(&format!("[metadata]\nName={}\n", deck.name));
            if !deck.commander.is_empty() {
                out.push_str("[Commander]\n");
                list(&mut out, &deck.commander, "");
            }
            out.push_str("[Main]\n");
            list(&mut out, &deck.main, "");
            if !deck.sideboard.is_empty() {
                out.push_str("[Sideboard]\n");
                list(&mut out, &deck.sideboard, "");
            }
        }
        // XMage keeps a Commander deck's commander in its sideboard; without set codes
        // (which this reader ignores) XMage picks a printing of each card itself.
        DeckFileFormat::Xmage => {
            out.push_str(&format!("NAME:{}\n", deck.name));
            list(&mut out, &deck.main, "");
            list(&mut out, &deck.commander, "SB: ");
            list(&mut out, &deck.sideboard, "SB: ");
        }
        DeckFileFormat::Dec => {
            out.push_str(&format!("// {}\n", deck.name));
            list(&mut out, &deck.main, "");
            list(&mut out, &deck.sideboard, "SB: ");
        }
        _ => {
            if !deck.commander.is_empty() {
                out.push_str("Commander\n");
                list(&mut out, &deck.commander, "");
                out.push_str("\nDeck\n");
            }
            list(&mut out, &deck.main, "");
            if !deck.sideboard.is_empty() {
                out.push_str("\nSideboard\n");
                list(&mut out, &deck.sideboard, "");
            }
        }
    }
    out
}

/// A section header: `[Main]` in Forge files; `Sideboard`, `Deck`, `Commander` (with or
/// without a colon) in text files.
fn header(line: &str, format: DeckFileFormat) -> Option<&str> {
    if let Some(h) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
        if format == DeckFileFormat::Forge || format == DeckFileFormat::Text {
            return Some(h.trim());
        }
    }
    if format == DeckFileFormat::Text {
        let word = line.trim_end_matches(':').trim();
        let known = ["sideboard", "deck", "commander", "companion", "maindeck", "mainboard"];
        if known.contains(&word.to_ascii_lowercase().as_str()) {
            return Some(word);
        }
    }
    None
}

/// The card name of an entry: without Forge's `|SET|ART`, XMage's `[SET:NUMBER]` or a
/// `.dec` file's `[SET]` prefix, or a text export's `(SET) 123`, foil mark (`*F*`) and
/// `[category]` tags.
fn card_name(s: &str, format: DeckFileFormat) -> String {
    let mut name = s;
    match format {
        DeckFileFormat::Forge => name = name.split('|').next().unwrap_or(name),
        DeckFileFormat::Dec | DeckFileFormat::Xmage => {
            if let Some(rest) = name.strip_prefix('[').and_then(|r| r.split_once(']')) {
                name = rest.1;
            }
        }
        _ => {
            loop {
                let t = name.trim_end();
                if let Some(rest) = t.strip_suffix("*F*").or_else(|| t.strip_suffix("*E*")) {
                    name = rest;
                } else if let Some(p) = t.strip_suffix(']').and_then(|_| t.rfind(" [")) {
                    name = &t[..p];
                } else {
                    name = t;
                    break;
                }
            }
            if let Some(p) = name.rfind(" (") {
                let tail = &name[p + 2..];
                if tail.contains(')') {
                    name = &name[..p];
                }
            }
        }
    }
    name.trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_their_decorations() {
        let text = |s| card_name(s, DeckFileFormat::Text);
        assert_eq!(text("Sol Ring (C21) 263"), "Sol Ring");
        assert_eq!(text("Sol Ring (C21) 263 *F*"), "Sol Ring");
        assert_eq!(text("Sol Ring (c21) 263 [Ramp] [Artifacts]"), "Sol Ring");
        assert_eq!(text("Sol Ring *F*"), "Sol Ring");
        assert_eq!(text("Borrowing 100,000 Arrows"), "Borrowing 100,000 Arrows");
        assert_eq!(card_name("[DST:100] Arcbound Ravager", DeckFileFormat::Xmage), "Arcbound Ravager");
        assert_eq!(card_name("Goblin King|LEA|1", DeckFileFormat::Forge), "Goblin King");
    }

    #[test]
    fn xmage_lines_are_recognised() {
        assert!(is_xmage_line("4 [DST:100] Arcbound Ravager"));
        assert!(is_xmage_line("SB: 4 [DST:62] Furnace Dragon"));
        assert!(is_xmage_line("LAYOUT MAIN:(1,7)(NONE,false,50)|([DST:100])"));
        assert!(!is_xmage_line("4 [DST] Arcbound Ravager"));
        assert!(!is_xmage_line("4 Arcbound Ravager"));
    }
}
