//! Loads and compiles every card of MTGJSON's AtomicCards files (when present: the 2026
//! file, the default full file; the 2022 file; Premodern) without panicking, reports time and
//! coverage, and checks that every face name of a multi-face card stands for the whole card. Run in release for timings:
//! `cargo test --release -p grimoire-cards --test full_database -- --nocapture`.

mod common;

use grimoire_cards::{coverage, CardDb};
use std::time::Instant;

fn run(file: &str, min_cards: usize) {
    let Some(path) = common::shared_cards(file) else {
        return;
    };
    let t0 = Instant::now();
    let mut db = CardDb::new();
    let n = db.load_mtgjson(&path).expect("load");
    let loaded = t0.elapsed();
    let cov = coverage(&db);
    let total = t0.elapsed();
    assert_eq!(n, db.len());
    assert!(n >= min_cards, "{file}: only {n} cards");
    println!(
        "{file}: {n} cards, load {:.2?}, load+compile {:.2?}; supported {} ({:.1}%)",
        loaded,
        total,
        cov.supported,
        cov.percent()
    );
    println!("most common unsupported sentences:");
    for (s, k) in cov.common_reasons(40) {
        println!("{k:6}  {s}");
    }
    faces_carry_the_cards_verdict(&db);
    every_reference_is_bound(&db);
}

/// No supported card has a reference its ability cannot bind ("that player" of an event
/// about a creature, "that spell" in an ability nothing triggered: CR 603.2, 608.2b), on any
/// face or half; the cards made unsupported for one are listed.
fn every_reference_is_bound(db: &CardDb) {
    let mut refused = Vec::new();
    for name in db.names() {
        let card = db.get(name).expect("listed");
        if let Some(why) = &card.unsupported {
            if why.contains("(\"that") {
                refused.push(format!("{name}: {why}"));
            }
            continue;
        }
        let parts = std::iter::once(&*card).chain(card.halves.iter().map(|h| &**h)).chain(card.back.as_deref());
        for def in parts {
            for a in &def.abilities {
                assert_eq!(grimoire_engine::unbound_reference(a), None, "{name}: {a:?}");
            }
        }
    }
    println!("{} cards unsupported for a reference their ability cannot bind:", refused.len());
    for r in refused {
        println!("  {r}");
    }
}

/// Every face name of every multi-face card (and a meld card's front, listed alone) finds
/// the whole card with the whole card's verdict, never the face alone; and a card of a
/// layout the engine doesn't play yet is unsupported with a reason naming the layout.
fn faces_carry_the_cards_verdict(db: &CardDb) {
    let mut checked = 0;
    for name in db.names() {
        let record = db.record(name).expect("listed");
        let card = db.get(name).expect("listed");
        if let Some(why) = record.layout.unsupported_reason(record.faces.len()) {
            assert_eq!(card.unsupported.as_deref(), Some(why.as_str()), "{name}");
        }
        for face in record.faces.iter().filter(|f| f.name != record.name) {
            let found = db.record(&face.name).expect("a face name is found");
            if found.name != record.name {
                continue; // another card bears this name itself (whole-card names first)
            }
            let def = db.get(&face.name).expect("a face name is found");
            assert!(std::sync::Arc::ptr_eq(&def, &card), "face {} of {name} is not the whole card", face.name);
            checked += 1;
        }
    }
    println!("{checked} face names checked");
}

#[test]
fn compiles_all_of_atomic_cards() {
    run("AtomicCards.json", 20_000);
}

#[test]
fn compiles_all_of_atomic_cards_2026() {
    run("AtomicCards-2026.json", 30_000);
}

#[test]
fn compiles_all_of_premodern() {
    run("AtomicCards-premodern.json", 1_000);
}

/// Writes the text of every supported card to `$GRIMOIRE_DUMP` (for reviewing what the
/// compiler accepts): `GRIMOIRE_DUMP=/tmp/supported.txt cargo test ... -- --ignored`.
#[test]
#[ignore = "writes a review file"]
fn dump_supported() {
    let Some(path) = common::shared_cards("AtomicCards-2026.json") else {
        return;
    };
    let out = std::env::var("GRIMOIRE_DUMP").unwrap_or_else(|_| "supported.txt".into());
    let mut db = CardDb::new();
    db.load_mtgjson(&path).unwrap();
    let mut text = String::new();
    for name in db.names() {
        let def = db.get(name).unwrap();
        if def.unsupported.is_none() && !def.text.is_empty() {
            text.push_str(&format!("## {name}\n{}\n", def.text));
        }
    }
    std::fs::write(out, text).unwrap();
}

/// Writes the compiled definition (Debug text) of every card of the 2026 file to
/// `$GRIMOIRE_COMPILED` (default `compiled.txt`), one card per line, in the database's order:
/// a refactoring of the compiler that must not change behaviour leaves this file unchanged
/// (compare its checksum before and after).
#[test]
#[ignore = "writes a review file"]
fn dump_compiled() {
    let Some(path) = common::shared_cards("AtomicCards-2026.json") else {
        return;
    };
    let out = std::env::var("GRIMOIRE_COMPILED").unwrap_or_else(|_| "compiled.txt".into());
    let mut db = CardDb::new();
    db.load_mtgjson(&path).unwrap();
    let mut text = String::new();
    for name in db.names() {
        text.push_str(&format!("{:?}\n", db.get(name).unwrap()));
    }
    std::fs::write(out, text).unwrap();
}
