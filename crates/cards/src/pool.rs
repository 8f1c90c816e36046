//! The bundled card pool: our own TOML format (`[[card]]` tables), reading and writing.
//!
//! ```toml
//! [[card]]
//! name = "Goblin Lackey"
//! mana_cost = "{R}"
//! type_line = "Creature — Goblin"
//! power = "1"
//! toughness = "1"
//! text = "Whenever Goblin Lackey deals damage to a player, ..."
//! ```
//! `colors` (letters, e.g. `["G"]`) appears only for a colour indicator (CR 202.2e).
//! `color_identity` (letters, CR 903.4) and `legalities` (`{ legacy = "Legal", ... }`, for
//! the formats of [`crate::legality::FORMATS`]) are there for deck validation;
//! `legality_unknown = true` marks a card whose source gives no legality at all.
//! Multi-face cards carry `layout` and one `[[card.faces]]` table per face.

use crate::error::CardsError;
use crate::face::{CardFace, CardRecord, Layout};
use grimoire_engine::Color;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The pool embedded in the binary.
pub const BUNDLED_POOL: &str = include_str!("../../../data/cards/pool.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PoolFile {
    #[serde(default)]
    card: Vec<PoolCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PoolCard {
    name: String,
    layout: Option<Layout>,
    mana_cost: Option<String>,
    #[serde(default)]
    type_line: String,
    power: Option<String>,
    toughness: Option<String>,
    loyalty: Option<String>,
    defense: Option<String>,
    colors: Option<Vec<String>>,
    #[serde(default)]
    text: String,
    #[serde(default)]
    faces: Vec<PoolFace>,
    #[serde(default)]
    legalities: BTreeMap<String, String>,
    #[serde(default)]
    color_identity: Vec<String>,
    #[serde(default)]
    legality_unknown: bool,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PoolFace {
    name: Option<String>,
    mana_cost: Option<String>,
    #[serde(default)]
    type_line: String,
    power: Option<String>,
    toughness: Option<String>,
    loyalty: Option<String>,
    defense: Option<String>,
    colors: Option<Vec<String>>,
    #[serde(default)]
    text: String,
}

/// Reads a pool file; `source_name` names it in errors.
pub fn parse_pool(text: &str, source_name: &str) -> Result<Vec<CardRecord>, CardsError> {
    let file: PoolFile = toml::from_str(text).map_err(|e| {
        let line = e.span().map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1).unwrap_or(0);
        CardsError::Pool { source_name: source_name.to_string(), line, message: e.message().to_string() }
    })?;
    let mut out = Vec::with_capacity(file.card.len());
    for c in file.card {
        let layout = c.layout.unwrap_or_default();
        let faces = if c.faces.is_empty() {
            let face = PoolFace {
                name: None,
                mana_cost: c.mana_cost,
                type_line: c.type_line,
                power: c.power,
                toughness: c.toughness,
                loyalty: c.loyalty,
                defense: c.defense,
                colors: c.colors,
                text: c.text,
            };
            vec![to_face(face, &c.name, source_name)?]
        } else {
            c.faces.into_iter().map(|f| to_face(f, &c.name, source_name)).collect::<Result<_, _>>()?
        };
        let color_identity = crate::mtgjson::color_letters(&c.color_identity);
        out.push(CardRecord {
            name: c.name,
            layout,
            faces,
            legalities: c.legalities,
            color_identity,
            legality_unknown: c.legality_unknown,
        });
    }
    Ok(out)
}

fn to_face(f: PoolFace, card: &str, source_name: &str) -> Result<CardFace, CardsError> {
    let color_indicator = match f.colors {
        None => None,
        Some(cs) => Some(
            cs.iter()
                .map(|c| {
                    c.chars().next().and_then(Color::from_letter).ok_or_else(|| CardsError::Pool {
                        source_name: source_name.to_string(),
                        line: 0,
                        message: format!("card {card:?}: bad colour {c:?} (use W, U, B, R or G)"),
                    })
                })
                .collect::<Result<_, _>>()?,
        ),
    };
    Ok(CardFace {
        name: f.name.unwrap_or_else(|| card.to_string()),
        mana_cost: f.mana_cost,
        type_line: f.type_line,
        power: f.power,
        toughness: f.toughness,
        loyalty: f.loyalty,
        defense: f.defense,
        color_indicator,
        text: f.text,
    })
}

/// Writes cards in the pool format (used by the pool regenerator).
pub fn write_pool(cards: &[CardRecord], header: &str) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str("# ");
        out.push_str(line);
        out.push('\n');
    }
    for c in cards {
        out.push_str("\n[[card]]\n");
        kv(&mut out, "name", &c.name);
        if !c.color_identity.is_empty() {
            let letters: Vec<String> = c.color_identity.iter().map(|c| format!("\"{}\"", c.letter())).collect();
            out.push_str(&format!("color_identity = [{}]\n", letters.join(", ")));
        }
        if !c.legalities.is_empty() {
            let pairs: Vec<String> = c.legalities.iter().map(|(k, v)| format!("{k} = \"{v}\"")).collect();
            out.push_str(&format!("legalities = {{ {} }}\n", pairs.join(", ")));
        }
        if c.legality_unknown {
            out.push_str("legality_unknown = true\n");
        }
        if c.faces.len() == 1 && c.layout == Layout::Normal {
            write_face(&mut out, &c.faces[0], false);
        } else {
            let layout = toml::Value::try_from(c.layout).map(|v| v.to_string()).unwrap_or_default();
            out.push_str(&format!("layout = {layout}\n"));
            for f in &c.faces {
                out.push_str("\n[[card.faces]]\n");
                write_face(&mut out, f, true);
            }
        }
    }
    out
}

fn write_face(out: &mut String, f: &CardFace, with_name: bool) {
    if with_name {
        kv(out, "name", &f.name);
    }
    if let Some(c) = &f.mana_cost {
        kv(out, "mana_cost", c);
    }
    kv(out, "type_line", &f.type_line);
    for (k, v) in [("power", &f.power), ("toughness", &f.toughness), ("loyalty", &f.loyalty), ("defense", &f.defense)] {
        if let Some(v) = v {
            kv(out, k, v);
        }
    }
    if let Some(cs) = &f.color_indicator {
        let letters: Vec<String> = cs.iter().map(|c| format!("\"{}\"", c.letter())).collect();
        out.push_str(&format!("colors = [{}]\n", letters.join(", ")));
    }
    if !f.text.is_empty() {
        kv(out, "text", &f.text);
    }
}

fn kv(out: &mut String, key: &str, value: &str) {
    out.push_str(key);
    out.push_str(" = ");
    out.push_str(&toml::Value::String(value.to_string()).to_string());
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_reports_lines() {
        let cards = vec![CardRecord {
            name: "Dryad Arbor".into(),
            layout: Layout::Normal,
            faces: vec![CardFace {
                name: "Dryad Arbor".into(),
                type_line: "Land Creature — Forest Dryad".into(),
                power: Some("1".into()),
                toughness: Some("1".into()),
                color_indicator: Some(vec![Color::Green]),
                text: "(\"quoted\")\nline two".into(),
                ..CardFace::default()
            }],
            legalities: [("legacy".to_string(), "Legal".to_string())].into_iter().collect(),
            color_identity: vec![Color::Green],
            legality_unknown: false,
        }];
        let text = write_pool(&cards, "test pool");
        assert_eq!(parse_pool(&text, "t").unwrap(), cards);
        let mut unknown = cards.clone();
        unknown[0].legalities.clear();
        unknown[0].legality_unknown = true;
        let text = write_pool(&unknown, "test pool");
        assert!(text.contains("legality_unknown = true"), "{text}");
        assert_eq!(parse_pool(&text, "t").unwrap(), unknown);
        let err = parse_pool("[[card]]\nname = \"x\"\nbogus = 1\n", "p.toml").unwrap_err();
        assert!(err.to_string().starts_with("p.toml: line "), "{err}");
    }
}
