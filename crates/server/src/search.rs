//! Card search for the deck builder: the server's card pool (the bundled cards, and the
//! `serve --cards` file) searched by name, type, colour and rules text. Only cards the
//! engine supports are offered, since only they can be played; how many unsupported cards
//! matched is said too.

use grimoire_cards::CardDb;
use serde::{Deserialize, Serialize};

/// The longest search text accepted per field, in characters.
pub const MAX_QUERY: usize = 100;
/// The most cards one search returns.
pub const MAX_RESULTS: usize = 100;

/// `GET /api/cards`'s query. Every field is optional; text fields match case-insensitively
/// anywhere in the name, type line or rules text of any face.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardQuery {
    #[serde(default)]
    pub name: String,
    #[serde(default, rename = "type")]
    pub type_line: String,
    #[serde(default)]
    pub text: String,
    /// Colour letters among `WUBRG`, and `C` for colourless: a card matches if it has any
    /// of them (a colourless card matches `C`).
    #[serde(default)]
    pub color: String,
    /// How many cards to return (default 40, at most [`MAX_RESULTS`]).
    #[serde(default)]
    pub limit: Option<usize>,
}

/// A card found.
#[derive(Clone, Debug, Serialize)]
pub struct CardHit {
    pub name: String,
    pub cost: String,
    pub type_line: String,
    pub text: String,
    /// Colour letters in WUBRG order ("" for colourless).
    pub colors: String,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
}

/// The reply: the supported cards found, and how many matching cards were passed over as
/// not supported (up to where the search stopped).
#[derive(Clone, Debug, Serialize)]
pub struct SearchReply {
    pub cards: Vec<CardHit>,
    pub unsupported: usize,
    /// More supported cards matched than were returned.
    pub more: bool,
}

/// Searches `db`; a malformed query is refused with a message for the player.
pub fn search(db: &CardDb, q: &CardQuery) -> Result<SearchReply, String> {
    for (what, v) in [("name", &q.name), ("type", &q.type_line), ("text", &q.text), ("colour", &q.color)] {
        if v.chars().count() > MAX_QUERY {
            return Err(format!("the {what} searched for is longer than {MAX_QUERY} characters"));
        }
    }
    let colors = q.color.to_ascii_uppercase();
    if let Some(bad) = colors.chars().find(|c| !"WUBRGC".contains(*c)) {
        return Err(format!("{bad:?} is not a colour: use W, U, B, R, G or C (colourless)"));
    }
    let limit = q.limit.unwrap_or(40);
    if limit == 0 || limit > MAX_RESULTS {
        return Err(format!("ask for 1 to {MAX_RESULTS} cards"));
    }
    let (name, type_line, text) = (q.name.to_lowercase(), q.type_line.to_lowercase(), q.text.to_lowercase());
    let mut out = SearchReply { cards: Vec::new(), unsupported: 0, more: false };
    for n in db.names() {
        let Some(record) = db.record(n) else { continue };
        let any_face = |f: &dyn Fn(&grimoire_cards::CardFace) -> bool| record.faces.iter().any(f);
        let matches = (name.is_empty() || record.name.to_lowercase().contains(&name))
            && (type_line.is_empty() || any_face(&|f| f.type_line.to_lowercase().contains(&type_line)))
            && (text.is_empty() || any_face(&|f| f.text.to_lowercase().contains(&text)));
        if !matches {
            continue;
        }
        let Some(def) = db.get(n) else { continue };
        let letters: String = def.colors.iter().map(|c| c.letter()).collect();
        let colour_ok = colors.is_empty()
            || letters.chars().any(|c| colors.contains(c))
            || (letters.is_empty() && colors.contains('C'));
        if !colour_ok {
            continue;
        }
        if def.unsupported.is_some() {
            out.unsupported += 1;
            continue;
        }
        if out.cards.len() == limit {
            out.more = true;
            break;
        }
        out.cards.push(CardHit {
            name: def.name.clone(),
            cost: def.mana_cost.as_ref().map(|c| c.to_string()).unwrap_or_default(),
            type_line: def.type_line(),
            text: def.text.clone(),
            colors: letters,
            power: def.power.map(|p| p.base()),
            toughness: def.toughness.map(|p| p.base()),
        });
    }
    Ok(out)
}
