//! The bundled pool: every listed card is there, and its facts match MTGJSON.

mod common;

use grimoire_cards::{mtgjson, starter_decks, CardDb, Deck};
use std::collections::HashMap;

#[test]
fn every_listed_name_is_bundled() {
    let db = CardDb::bundled();
    for name in common::pool_names() {
        assert!(db.get(&name).is_some(), "{name} is listed in names.txt but not in pool.toml");
    }
    for (deck, text) in starter_decks() {
        let d = Deck::parse(text, deck).unwrap();
        for (_, name) in d.main.iter().chain(&d.sideboard) {
            assert!(db.get(name).is_some(), "{deck}: {name} missing from the pool");
        }
    }
}

#[test]
fn bundled_facts_match_mtgjson() {
    let Some(path) = common::full_cards() else {
        return;
    };
    let records = mtgjson::read_atomic(&path).unwrap();
    let by_name: HashMap<&str, _> = records.iter().map(|r| (r.name.as_str(), r)).collect();
    let db = CardDb::bundled();
    let mut checked = 0;
    for name in db.names() {
        let ours = db.record(name).unwrap();
        let theirs = by_name.get(name).unwrap_or_else(|| panic!("{name} not in {}", path.display()));
        assert_eq!(ours, *theirs, "facts of {name} differ from {}", path.display());
        checked += 1;
    }
    assert!(checked > 100);
}

#[test]
fn lookups_by_case_and_face() {
    let db = CardDb::bundled();
    assert_eq!(db.get("lightning bolt").unwrap().name, "Lightning Bolt");
    assert_eq!(db.get("GOBLIN LACKEY").unwrap().name, "Goblin Lackey");
    assert!(db.get("No Such Card").is_none());
    assert_eq!(db.len(), db.names().count());
}

#[test]
fn resolve_names_unknown_and_unsupported_cards() {
    let db = CardDb::bundled();
    let ok = Deck::parse("4 Lightning Bolt\n20 Mountain\n", "burn").unwrap();
    assert_eq!(ok.resolve(&db).unwrap().len(), 24);
    let unknown = Deck::parse("4 Lightning Bolt\n1 Not A Card\n", "x").unwrap();
    assert_eq!(unknown.resolve(&db).unwrap_err().to_string(), "deck x: unknown card(s): Not A Card");
    // Its morph (CR 702.37) and its trigger's divided damage (CR 603.3d) compile.
    let morph = Deck::parse("4 Skirk Volcanist\n", "g").unwrap();
    assert_eq!(morph.resolve(&db).unwrap().len(), 4);
    // "the sacrificed creature's mana value" in a cost isn't read yet.
    let pod = Deck::parse("4 Birthing Pod\n", "p").unwrap();
    let err = pod.resolve(&db).unwrap_err().to_string();
    assert!(
        err.starts_with("deck p: unsupported card(s): Birthing Pod (\"{1}{G/P}, {T}, Sacrifice a creature"),
        "{err}"
    );
}
