//! Raw card facts before compilation: a card's faces as printed (CR 200-209, 712).

use grimoire_engine::{CardType, Color, Supertype};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a card's faces are arranged (CR 709 split, 712 double-faced, 715 adventurers...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// One face.
    #[default]
    Normal,
    /// Two halves on one face, both castable (CR 709).
    Split,
    /// A split card whose second half is cast from the graveyard (CR 702.127).
    Aftermath,
    /// A creature with an Adventure (CR 715).
    Adventure,
    /// A transforming double-faced card (CR 712).
    Transform,
    /// A modal double-faced card (CR 712).
    ModalDfc,
    /// A flip card (CR 710).
    Flip,
    /// A meld card (CR 712.4).
    Meld,
    /// A reversible card: the same card printed on both sides, not one of the double-faced
    /// cards of CR 712.1; it is its front face.
    Reversible,
    /// Any other arrangement (sagas, classes, prototypes... count as `Normal`-like).
    Other,
}

impl Layout {
    /// Reads an MTGJSON layout name.
    pub fn from_mtgjson(s: &str) -> Layout {
        match s {
            "split" => Layout::Split,
            "aftermath" => Layout::Aftermath,
            "adventure" => Layout::Adventure,
            "transform" => Layout::Transform,
            "modal_dfc" => Layout::ModalDfc,
            "flip" => Layout::Flip,
            "meld" => Layout::Meld,
            "reversible_card" => Layout::Reversible,
            "normal" | "saga" | "class" | "leveler" | "prototype" | "case" | "mutate" | "host" | "augment" => {
                Layout::Normal
            }
            _ => Layout::Other,
        }
    }
    /// The layout's MTGJSON name (`adventure`, `modal_dfc`...; `other` for the rest).
    pub fn name(self) -> &'static str {
        match self {
            Layout::Normal => "normal",
            Layout::Split => "split",
            Layout::Aftermath => "aftermath",
            Layout::Adventure => "adventure",
            Layout::Transform => "transform",
            Layout::ModalDfc => "modal_dfc",
            Layout::Flip => "flip",
            Layout::Meld => "meld",
            Layout::Reversible => "reversible_card",
            Layout::Other => "other",
        }
    }

    /// Why a card of this layout can't be played yet, when the engine doesn't play the layout:
    /// every card of such a layout is unsupported with this reason, whatever its faces' text,
    /// and whichever face names it (a decklist naming Brazen Borrower means the whole card).
    /// `faces` is the number of faces the card has. Split cards (CR 709; with aftermath,
    /// 702.127), transforming and
    /// modal double-faced cards (CR 712.2-3), adventurers (CR 715) and flip cards (CR 710) are
    /// played.
    pub fn unsupported_reason(self, faces: usize) -> Option<String> {
        let what = match self {
            Layout::Split
            | Layout::Aftermath
            | Layout::Transform
            | Layout::ModalDfc
            | Layout::Adventure
            | Layout::Flip
                if faces == 2 =>
            {
                return None
            }
            Layout::Split if faces > 2 => return None,
            // CR 712.4: played with the pair's combined back face, which the database finds
            // (`oracle::compile_meld_card`).
            Layout::Meld => return None,
            Layout::Reversible => return None,
            Layout::Split => "split cards with fewer than two halves",
            Layout::Normal | Layout::Other if faces < 2 => return None,
            Layout::Normal | Layout::Other => "cards with several faces in an arrangement the engine doesn't know",
            Layout::Aftermath => "aftermath cards without exactly two halves",
            Layout::Adventure => "adventurer cards without exactly two parts",
            Layout::Transform => "transforming double-faced cards without exactly two faces",
            Layout::ModalDfc => "modal double-faced cards without exactly two faces",
            Layout::Flip => "flip cards without exactly two halves",
        };
        Some(format!("layout {}: {what} are not supported yet", self.name()))
    }

    /// Whether the card outside the stack and battlefield has just its front face's
    /// characteristics (CR 712.8a, 710.1a), as opposed to combined halves (CR 709.4).
    pub fn front_face_is_card(self) -> bool {
        !matches!(self, Layout::Split | Layout::Aftermath)
    }
}

/// One face of a card as printed: the facts the Oracle compiler reads.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CardFace {
    /// The face's name (for a one-face card, the card's name).
    pub name: String,
    /// The mana cost in Oracle notation (`{1}{R}`), absent for lands and the like.
    pub mana_cost: Option<String>,
    /// The type line, e.g. "Legendary Creature — Goblin Warrior".
    pub type_line: String,
    /// Printed power, as text ("2", "*", "1+*").
    pub power: Option<String>,
    /// Printed toughness, as text.
    pub toughness: Option<String>,
    /// Printed starting loyalty, as text.
    pub loyalty: Option<String>,
    /// A battle's printed defense, as text (CR 310.4a).
    pub defense: Option<String>,
    /// A colour indicator, when the face has one (CR 202.2e).
    pub color_indicator: Option<Vec<Color>>,
    /// The Oracle text, reminder text included.
    pub text: String,
}

/// A whole card: its name, its layout and its faces in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardRecord {
    /// The card's full name ("Fire // Ice" for multi-face cards).
    pub name: String,
    /// How the faces are arranged.
    pub layout: Layout,
    /// The faces, front first.
    pub faces: Vec<CardFace>,
    /// Legality in the formats that deck validation knows ([`crate::legality::FORMATS`]):
    /// "Legal", "Banned" or "Restricted". A format not listed: not legal there.
    #[serde(default)]
    pub legalities: BTreeMap<String, String>,
    /// The card's colour identity (CR 903.4), in WUBRG order.
    #[serde(default)]
    pub color_identity: Vec<Color>,
    /// The card file gives no legality for this card (the newer cards of
    /// AtomicCards-2026.json): `legalities` is empty because nothing is known, not because
    /// the card is legal nowhere. Deck validation warns about it and never calls it legal.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub legality_unknown: bool,
}

/// A type line split into its parts (CR 205).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeLine {
    /// Supertypes (CR 205.4).
    pub supertypes: Vec<Supertype>,
    /// Card types (CR 205.2).
    pub types: Vec<CardType>,
    /// Subtypes (CR 205.3).
    pub subtypes: Vec<String>,
    /// Words that are neither a known supertype nor a known card type ("Plane", "Scheme").
    pub unknown: Vec<String>,
}

impl TypeLine {
    /// Splits "Legendary Creature — Goblin Warrior" at the dash (CR 205.1a).
    pub fn parse(line: &str) -> TypeLine {
        let mut out = TypeLine::default();
        let (left, right) = match line.split_once('—') {
            Some((l, r)) => (l, r),
            None => (line, ""),
        };
        for w in left.split_whitespace() {
            if let Some(s) = Supertype::from_name(w) {
                out.supertypes.push(s);
            } else if let Some(t) = CardType::from_name(w) {
                out.types.push(t);
            } else {
                out.unknown.push(w.to_string());
            }
        }
        let words: Vec<&str> = right.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            // "Time Lord" is the one two-word creature type (CR 205.3m).
            if words[i] == "Time" && words.get(i + 1) == Some(&"Lord") {
                out.subtypes.push("Time Lord".into());
                i += 2;
                continue;
            }
            out.subtypes.push(words[i].to_string());
            i += 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_lines() {
        let t = TypeLine::parse("Legendary Creature — Goblin Warrior");
        assert_eq!(t.supertypes, vec![Supertype::Legendary]);
        assert_eq!(t.types, vec![CardType::Creature]);
        assert_eq!(t.subtypes, vec!["Goblin", "Warrior"]);
        let t = TypeLine::parse("Basic Snow Land — Forest");
        assert_eq!(t.supertypes, vec![Supertype::Basic, Supertype::Snow]);
        assert!(t.unknown.is_empty());
        assert_eq!(TypeLine::parse("Plane — Dominaria").unknown, vec!["Plane"]);
    }
}
