//! Loads and compiles every card of MTGJSON's AtomicCards files (when present) without
//! panicking, and reports time and coverage. Run in release for timings:
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
    // Every face name resolves too.
    for name in db.names().filter(|n| n.contains(" // ")).take(50).collect::<Vec<_>>() {
        for face in name.split(" // ") {
            assert!(db.get(face).is_some(), "face {face} of {name}");
        }
    }
}

#[test]
fn compiles_all_of_atomic_cards() {
    run("AtomicCards.json", 20_000);
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
    let Some(path) = common::shared_cards("AtomicCards.json") else {
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
