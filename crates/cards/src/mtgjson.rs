//! Reading MTGJSON AtomicCards files (`{"meta":..,"data":{name:[face,..]}}`).

use crate::error::CardsError;
use crate::face::{CardFace, CardRecord, Layout};
use grimoire_engine::Color;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// The fields of one MTGJSON face we read; everything else is skipped.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct JsonFace {
    name: String,
    face_name: Option<String>,
    mana_cost: Option<String>,
    color_indicator: Option<Vec<String>>,
    #[serde(rename = "type", default)]
    type_line: String,
    power: Option<String>,
    toughness: Option<String>,
    loyalty: Option<String>,
    defense: Option<String>,
    #[serde(default)]
    text: String,
    #[serde(default)]
    layout: String,
    side: Option<String>,
    #[serde(default)]
    legalities: BTreeMap<String, String>,
    #[serde(default)]
    color_identity: Vec<String>,
    /// MTGJSON gives every card its identifiers; the cards added to AtomicCards-2026.json
    /// from other sources have none, and no legalities either.
    identifiers: Option<serde::de::IgnoredAny>,
}

#[derive(Deserialize)]
struct JsonFile {
    data: BTreeMap<String, Vec<JsonFace>>,
}

/// Parses an AtomicCards document into card records, one per card name.
pub fn parse_atomic(json: &str, path: &Path) -> Result<Vec<CardRecord>, CardsError> {
    let file: JsonFile = serde_json::from_str(json)
        .map_err(|e| CardsError::Json { path: path.to_path_buf(), message: e.to_string() })?;
    let mut out = Vec::with_capacity(file.data.len());
    for (name, mut faces) in file.data {
        // Several printings of one face can appear (e.g. different sides); keep the side order.
        faces.sort_by(|a, b| a.side.cmp(&b.side));
        faces.dedup_by(|a, b| a.side.is_some() && a.side == b.side);
        let layout = faces.first().map(|f| Layout::from_mtgjson(&f.layout)).unwrap_or_default();
        // A card with neither identifiers nor legalities comes from a source that doesn't
        // know its legality: unknown, not "legal nowhere" (MTGJSON's own cards always have
        // identifiers, and an empty `legalities` there means legal nowhere).
        let legality_unknown = faces.first().is_some_and(|f| f.identifiers.is_none() && f.legalities.is_empty());
        let (legalities, color_identity) = match faces.first_mut() {
            Some(f) => (
                std::mem::take(&mut f.legalities)
                    .into_iter()
                    .filter(|(k, _)| crate::legality::FORMATS.contains(&k.as_str()))
                    .collect(),
                color_letters(&f.color_identity),
            ),
            None => Default::default(),
        };
        let faces = faces.into_iter().map(to_face).collect();
        out.push(CardRecord { name, layout, faces, legalities, color_identity, legality_unknown });
    }
    Ok(out)
}

/// Reads an AtomicCards file from disk.
pub fn read_atomic(path: &Path) -> Result<Vec<CardRecord>, CardsError> {
    let text = std::fs::read_to_string(path).map_err(|e| CardsError::Io { path: path.to_path_buf(), source: e })?;
    parse_atomic(&text, path)
}

/// Colours from their letters, in WUBRG order.
pub(crate) fn color_letters(letters: &[String]) -> Vec<Color> {
    let mut cs: Vec<Color> = letters.iter().filter_map(|c| c.chars().next().and_then(Color::from_letter)).collect();
    cs.sort_by_key(|c| "WUBRG".find(c.letter()).unwrap_or(5));
    cs.dedup();
    cs
}

fn to_face(f: JsonFace) -> CardFace {
    let color_indicator =
        f.color_indicator.map(|cs| cs.iter().filter_map(|c| c.chars().next().and_then(Color::from_letter)).collect());
    CardFace {
        name: f.face_name.unwrap_or(f.name),
        mana_cost: f.mana_cost.filter(|c| !c.is_empty()),
        type_line: f.type_line,
        power: f.power,
        toughness: f.toughness,
        loyalty: f.loyalty,
        defense: f.defense,
        color_indicator,
        text: f.text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_without_identifiers_or_legalities_has_unknown_legality() {
        let json = r#"{"meta": {}, "data": {
            "Old": [{"name": "Old", "type": "Instant", "layout": "normal", "identifiers": {},
                     "legalities": {"legacy": "Legal", "penny": "Legal"}}],
            "Unset": [{"name": "Unset", "type": "Instant", "layout": "normal", "identifiers": {},
                       "legalities": {}}],
            "New": [{"name": "New", "type": "Instant", "layout": "normal", "legalities": {}}]
        }}"#;
        let cards = parse_atomic(json, Path::new("t.json")).unwrap();
        let get = |n: &str| cards.iter().find(|c| c.name == n).unwrap();
        assert!(!get("Old").legality_unknown);
        assert_eq!(get("Old").legalities.len(), 1, "formats we don't check are dropped");
        assert!(!get("Unset").legality_unknown, "MTGJSON's empty list: legal nowhere");
        assert!(get("New").legality_unknown);
    }
}
