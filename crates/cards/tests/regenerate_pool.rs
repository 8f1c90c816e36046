//! Regenerates data/cards/pool.toml from data/cards/names.txt and the full card file
//! (AtomicCards-2026.json, else the 2022 AtomicCards.json):
//! `cargo test -p grimoire-cards --test regenerate_pool -- --ignored`.

mod common;

use grimoire_cards::{mtgjson, pool};
use std::collections::HashMap;

#[test]
#[ignore = "writes data/cards/pool.toml; run on purpose"]
fn regenerate_pool() {
    let path =
        common::full_cards().expect("AtomicCards-2026.json or AtomicCards.json is needed to regenerate the pool");
    let records = mtgjson::read_atomic(&path).expect("the full card file");
    let by_name: HashMap<&str, _> = records.iter().map(|r| (r.name.as_str(), r)).collect();
    let mut missing = Vec::new();
    let mut cards = Vec::new();
    for name in common::pool_names() {
        match by_name.get(name.as_str()) {
            Some(r) if !cards.iter().any(|c: &grimoire_cards::CardRecord| c.name == r.name) => cards.push((*r).clone()),
            Some(_) => {}
            None => missing.push(name),
        }
    }
    assert!(missing.is_empty(), "not in {}: {missing:?}", path.display());
    let header = "Grimoire's bundled card pool. Generated from data/cards/names.txt by\n\
                  `cargo test -p grimoire-cards --test regenerate_pool -- --ignored`; do not edit by hand.";
    let text = pool::write_pool(&cards, header);
    std::fs::write(common::data_dir().join("cards/pool.toml"), text).expect("write pool.toml");
    println!("wrote {} cards", cards.len());
}
