//! Deck validation for a format: deck size, copies, banned and restricted cards (CR 100.2a,
//! 100.4a), and the Commander deck rules (CR 903.3, 903.5), with two commanders by a partner
//! ability (CR 702.124).

use crate::db::CardDb;
use crate::deck::Deck;
use crate::face::{CardRecord, TypeLine};
use grimoire_engine::{Ability, CardType, Keyword, PartnerKind, Supertype};
use std::fmt;

/// The formats whose legalities the card pool keeps.
pub const FORMATS: [&str; 5] = ["premodern", "legacy", "vintage", "modern", "commander"];

/// A format a deck can be checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckFormat {
    /// Cards from Fourth Edition to Scourge, with its banned list.
    Premodern,
    /// Eternal, with a banned list.
    Legacy,
    /// Eternal, with banned and restricted lists.
    Vintage,
    /// Cards from Eighth Edition on, with a banned list.
    Modern,
    /// 100-card singleton with a commander (CR 903).
    Commander,
}

impl DeckFormat {
    /// Reads a format name (`premodern`, `legacy`, `vintage`, `modern`, `commander`).
    pub fn parse(s: &str) -> Option<DeckFormat> {
        Some(match s.to_ascii_lowercase().as_str() {
            "premodern" => DeckFormat::Premodern,
            "legacy" => DeckFormat::Legacy,
            "vintage" => DeckFormat::Vintage,
            "modern" => DeckFormat::Modern,
            "commander" | "edh" => DeckFormat::Commander,
            _ => return None,
        })
    }

    /// The format's key in the card data's legalities.
    pub fn key(self) -> &'static str {
        match self {
            DeckFormat::Premodern => "premodern",
            DeckFormat::Legacy => "legacy",
            DeckFormat::Vintage => "vintage",
            DeckFormat::Modern => "modern",
            DeckFormat::Commander => "commander",
        }
    }
}

/// One thing wrong with a deck, with the line of the decklist it is about (0: the whole deck).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The 1-based line of the decklist, or 0 for the deck as a whole.
    pub line: usize,
    /// What is wrong, naming the card and the rule.
    pub message: String,
    /// Not known to be wrong, but not known to be right either: a card whose legality the
    /// card file doesn't give ([`CardRecord::legality_unknown`]). A deck with only warnings
    /// is not called legal.
    pub warning: bool,
}

impl Problem {
    fn error(line: usize, message: String) -> Problem {
        Problem { line, message, warning: false }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        if self.warning {
            write!(f, "warning: ")?;
        }
        write!(f, "{}", self.message)
    }
}

/// Whether a card is a basic land (CR 205.4c), which any number of copies may be played of.
fn is_basic_land(r: &CardRecord) -> bool {
    front_type(r).is_some_and(|t| t.supertypes.contains(&Supertype::Basic) && t.types.contains(&CardType::Land))
}

/// The type line of a card's front face.
fn front_type(r: &CardRecord) -> Option<TypeLine> {
    r.faces.first().map(|f| TypeLine::parse(&f.type_line))
}

/// Whether a card lifts the copy limit ("A deck can have any number of cards named ...").
fn any_number(r: &CardRecord) -> bool {
    r.faces.iter().any(|f| f.text.contains("A deck can have any number of cards named"))
}

/// Whether a card can be a commander: a legendary creature, or one that says so (CR 903.3).
fn can_be_commander(r: &CardRecord) -> bool {
    r.faces.first().is_some_and(|f| {
        let t = TypeLine::parse(&f.type_line);
        (t.supertypes.contains(&Supertype::Legendary) && t.types.contains(&CardType::Creature))
            || f.text.contains("can be your commander")
    })
}

/// Whether a card is a legendary Background enchantment (CR 702.124k).
fn is_background(r: &CardRecord) -> bool {
    front_type(r).is_some_and(|t| {
        t.supertypes.contains(&Supertype::Legendary)
            && t.types.contains(&CardType::Enchantment)
            && t.subtypes.iter().any(|s| s == "Background")
    })
}

/// Whether a card is a legendary Time Lord Doctor creature with no other creature types
/// (CR 702.124m).
fn is_lone_doctor(r: &CardRecord) -> bool {
    front_type(r).is_some_and(|t| {
        let mut subs: Vec<&str> = t.subtypes.iter().map(String::as_str).collect();
        subs.sort_unstable();
        t.supertypes.contains(&Supertype::Legendary)
            && t.types.contains(&CardType::Creature)
            && subs == ["Doctor", "Time Lord"]
    })
}

/// A card's partner abilities (CR 702.124a), as the compiler read them.
fn partner_kinds(db: &CardDb, name: &str) -> Vec<PartnerKind> {
    let Some(def) = db.get(name) else { return Vec::new() };
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Keyword(Keyword::Partner(k)) => Some(k.clone()),
            _ => None,
        })
        .collect()
}

/// Whether two cards may be a player's two commanders: one partner ability of each allows it
/// (CR 702.124f-m; different partner abilities never combine, 702.124f).
fn partners(db: &CardDb, a: &str, b: &str) -> bool {
    let (Some(ra), Some(rb)) = (db.record(a), db.record(b)) else { return false };
    let (ka, kb) = (partner_kinds(db, a), partner_kinds(db, b));
    let one_way = |k: &[PartnerKind], other: &CardRecord| {
        (k.contains(&PartnerKind::ChooseBackground) && is_background(other))
            || (k.contains(&PartnerKind::DoctorsCompanion) && is_lone_doctor(other))
    };
    let both = ka.iter().any(|x| {
        kb.iter().any(|y| match (x, y) {
            (PartnerKind::Any, PartnerKind::Any) => true,
            (PartnerKind::Text(s), PartnerKind::Text(t)) => s.eq_ignore_ascii_case(t),
            (PartnerKind::With(n), PartnerKind::With(m)) => *n == rb.name && *m == ra.name,
            _ => false,
        })
    });
    both || one_way(&ka, rb) || one_way(&kb, ra)
}

/// Every problem of `deck` in `format`, in decklist order; an empty list means the deck is legal.
/// Unknown cards and cards the engine can't play are problems too. A card whose legality the
/// card file doesn't give (the newer cards of AtomicCards-2026.json) is a warning
/// ([`Problem::warning`]): the deck is then neither refused nor called legal.
pub fn check_deck(deck: &Deck, db: &CardDb, format: DeckFormat) -> Vec<Problem> {
    let mut out = Vec::new();
    let at = |name: &str, message: String| Problem::error(deck.line_of(name), message);
    // Copies by English name across main deck, sideboard and commander (CR 100.2a).
    let mut copies: Vec<(String, u32, &CardRecord, String)> = Vec::new();
    let all = deck.commander.iter().chain(&deck.main).chain(&deck.sideboard);
    for (n, name) in all {
        let Some(record) = db.record(name) else {
            out.push(at(name, format!("{name}: unknown card{}", db.did_you_mean(name))));
            continue;
        };
        if let Some(why) = db.get(name).and_then(|c| c.unsupported.clone()) {
            out.push(at(name, format!("{name}: not supported by the engine ({why})")));
        }
        match copies.iter_mut().find(|(k, ..)| *k == record.name) {
            Some(e) => e.1 += n,
            None => copies.push((record.name.clone(), *n, record, name.clone())),
        }
    }
    let key = format.key();
    for (name, n, r, written) in &copies {
        let line = deck.line_of(written);
        if r.legality_unknown {
            out.push(Problem {
                line,
                message: format!("{name}: legality in {key} unknown (the card file gives none for this card)"),
                warning: true,
            });
        }
        match r.legalities.get(key).map(String::as_str) {
            _ if r.legality_unknown => {}
            Some("Legal") => {}
            Some("Restricted") if *n > 1 => {
                out.push(Problem::error(line, format!("{name}: restricted in {key}, at most 1 copy, found {n}")))
            }
            Some("Restricted") => {}
            Some("Banned") => out.push(Problem::error(line, format!("{name}: banned in {key}"))),
            _ => out.push(Problem::error(line, format!("{name}: not legal in {key}"))),
        }
        if is_basic_land(r) || any_number(r) {
            continue;
        }
        if format == DeckFormat::Commander {
            if *n > 1 {
                out.push(Problem::error(
                    line,
                    format!("{name}: {n} copies; a Commander deck has one of each card but basic lands (CR 903.5b)"),
                ));
            }
        } else if *n > 4 {
            out.push(Problem::error(
                line,
                format!("{name}: {n} copies; at most 4 of a card other than basic lands (CR 100.2a)"),
            ));
        }
    }
    if format == DeckFormat::Commander {
        check_commander(deck, db, &mut out);
    } else {
        let main = deck.main_count();
        if main < 60 {
            out.push(Problem::error(0, format!("the main deck has {main} cards; at least 60 (CR 100.2a)")));
        }
        let side = deck.sideboard_count();
        if side > 15 {
            out.push(Problem::error(0, format!("the sideboard has {side} cards; at most 15 (CR 100.4a)")));
        }
    }
    out
}

/// The Commander deck rules (CR 903.3, 903.5).
fn check_commander(deck: &Deck, db: &CardDb, out: &mut Vec<Problem>) {
    let total = deck.main_count().saturating_add(deck.commander_count());
    if deck.commander.is_empty() {
        out.push(Problem::error(0, "no commander: name it in a \"Commander\" section (CR 903.3)".into()));
    }
    let names: Vec<&String> = deck.commander.iter().map(|(_, n)| n).collect();
    let pair_ok = match (deck.commander_count(), &names[..]) {
        (2, [a, b]) => {
            let ok = partners(db, a, b);
            if !ok {
                out.push(Problem::error(
                    deck.line_of(b),
                    format!("{a} and {b}: two commanders need matching partner abilities (CR 702.124)"),
                ));
            }
            ok
        }
        (n, _) if n > 1 => {
            out.push(Problem::error(
                0,
                "more than one commander: at most two, and two only with matching partner abilities (CR 903.3, 702.124)"
                    .into(),
            ));
            false
        }
        _ => false,
    };
    if total != 100 {
        out.push(Problem::error(0, format!("the deck has {total} cards with its commander; exactly 100 (CR 903.5a)")));
    }
    if deck.sideboard_count() > 0 {
        out.push(Problem::error(0, "Commander games do not use sideboards (CR 903.5e)".into()));
    }
    let mut identity = Vec::new();
    for (_, name) in &deck.commander {
        if let Some(r) = db.record(name) {
            // CR 702.124k: a legendary Background commands beside a "choose a Background" card.
            if !(can_be_commander(r) || pair_ok && is_background(r)) {
                out.push(Problem::error(
                    deck.line_of(name),
                    format!("{name}: a commander must be a legendary creature (CR 903.3)"),
                ));
            }
            identity.extend(r.color_identity.iter().copied());
        }
    }
    if deck.commander.is_empty() {
        return;
    }
    for (_, name) in &deck.main {
        let Some(r) = db.record(name) else { continue };
        let outside: Vec<String> =
            r.color_identity.iter().filter(|c| !identity.contains(c)).map(|c| c.letter().to_string()).collect();
        if !outside.is_empty() {
            out.push(Problem::error(
                deck.line_of(name),
                format!("{name}: colour identity {} is outside the commander's (CR 903.5c)", outside.join("")),
            ));
        }
    }
}
