//! Helpers shared by the integration tests: where the shared (read-only) data lives.

#![allow(dead_code)]

use std::path::PathBuf;

/// The shared directory: `$GRIMOIRE_SHARED`, else `../../../shared` from this crate.
pub fn shared_dir() -> PathBuf {
    match std::env::var_os("GRIMOIRE_SHARED") {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
    }
}

/// A file under `shared/cards/`, if it exists; prints a note when it does not.
pub fn shared_cards(file: &str) -> Option<PathBuf> {
    let p = shared_dir().join("cards").join(file);
    if p.exists() {
        Some(p)
    } else {
        println!("note: {} not found; skipping (set GRIMOIRE_SHARED to the shared directory)", p.display());
        None
    }
}

/// The default full card file: `AtomicCards-2026.json` (every card through January 2026),
/// else the 2022 `AtomicCards.json`, if either exists.
pub fn full_cards() -> Option<PathBuf> {
    let newer = shared_dir().join("cards/AtomicCards-2026.json");
    if newer.exists() {
        return Some(newer);
    }
    shared_cards("AtomicCards.json")
}

/// The repository's `data/` directory.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data")
}

/// The names listed in data/cards/names.txt.
pub fn pool_names() -> Vec<String> {
    let text = std::fs::read_to_string(data_dir().join("cards/names.txt")).expect("names.txt");
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from).collect()
}
