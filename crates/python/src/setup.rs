//! Setting a game up from Python's arguments: the card database, decks named, read or pasted,
//! and the configuration (players, turn limit).

use grimoire_cards::{starter_decks, CardDb, Deck};
use grimoire_engine::{CardDef, GameConfig, PlayerConfig};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// Card databases already loaded, by the MTGJSON file added to the bundled pool (none: the
/// bundled pool alone). Loading a full card file takes seconds; every game shares it.
fn cache() -> &'static Mutex<HashMap<Option<PathBuf>, Arc<CardDb>>> {
    static DBS: OnceLock<Mutex<HashMap<Option<PathBuf>, Arc<CardDb>>>> = OnceLock::new();
    DBS.get_or_init(Default::default)
}

/// The bundled pool, plus the cards of an MTGJSON AtomicCards file when one is given.
pub fn card_db(cards: Option<&Path>) -> Result<Arc<CardDb>, String> {
    let key = cards.map(Path::to_path_buf);
    let mut dbs = cache().lock().map_err(|_| "the card database cache is poisoned".to_string())?;
    if let Some(db) = dbs.get(&key) {
        return Ok(db.clone());
    }
    let mut db = CardDb::bundled();
    if let Some(p) = cards {
        db.load_mtgjson(p).map_err(|e| format!("{}: {e}", p.display()))?;
    }
    let db = Arc::new(db);
    dbs.insert(key, db.clone());
    Ok(db)
}

/// The names of the bundled starter decks.
pub fn starter_names() -> Vec<String> {
    starter_decks().into_iter().map(|(n, _)| n.to_string()).collect()
}

/// A deck from a bundled starter deck's name, a decklist file's path, or decklist text
/// (anything with a line break); its label and its cards.
pub fn deck(db: &CardDb, spec: &str) -> Result<(String, Vec<Arc<CardDef>>), String> {
    let (label, text) = if let Some((n, t)) = starter_decks().into_iter().find(|(n, _)| *n == spec) {
        (n.to_string(), t.to_string())
    } else if spec.contains('\n') {
        ("decklist".to_string(), spec.to_string())
    } else if Path::new(spec).is_file() {
        let t = std::fs::read_to_string(spec).map_err(|e| format!("{spec}: {e}"))?;
        let stem = Path::new(spec).file_stem().map_or(spec.to_string(), |s| s.to_string_lossy().into_owned());
        (stem, t)
    } else {
        return Err(format!(
            "{spec:?} is neither a bundled deck ({}), a decklist file nor decklist text",
            starter_names().join(", ")
        ));
    };
    let parsed = Deck::parse(&text, &label).map_err(|e| e.to_string())?;
    let cards = parsed.resolve(db).map_err(|e| e.to_string())?;
    if cards.is_empty() {
        return Err(format!("{label}: the deck has no cards"));
    }
    Ok((label, cards))
}

/// The configuration of a game between these decks, in seat order (a duel for two, a
/// free-for-all for more), with a turn limit.
pub fn config(decks: &[(String, Vec<Arc<CardDef>>)], max_turns: u32) -> GameConfig {
    let players = decks.iter().map(|(n, c)| PlayerConfig::with_deck(n.clone(), c.clone())).collect();
    let mut cfg = GameConfig::new(players);
    if decks.len() > 2 {
        cfg.format = grimoire_engine::Format::Multiplayer;
    }
    cfg.max_turns = max_turns;
    cfg
}
