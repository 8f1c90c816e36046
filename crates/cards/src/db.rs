//! The card database: cards by name, compiled on first use.

use crate::error::CardsError;
use crate::face::CardRecord;
use crate::oracle::{compile_card, compile_face};
use crate::{mtgjson, pool};
use grimoire_engine::CardDef;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// A card known to the database, with its compiled definitions once asked for.
#[derive(Clone, Debug)]
struct Entry {
    record: CardRecord,
    whole: OnceLock<Arc<CardDef>>,
    faces: Vec<OnceLock<Arc<CardDef>>>,
}

impl Entry {
    fn new(record: CardRecord) -> Entry {
        let faces = record.faces.iter().map(|_| OnceLock::new()).collect();
        Entry { record, whole: OnceLock::new(), faces }
    }
}

/// Where a name points: a whole card, or one face of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Card(usize),
    Face(usize, usize),
}

/// Cards by English name, compiled lazily from their Oracle text (thread-safe).
#[derive(Clone, Debug, Default)]
pub struct CardDb {
    entries: Vec<Entry>,
    exact: HashMap<String, Slot>,
    folded: HashMap<String, Slot>,
}

impl CardDb {
    /// An empty database.
    pub fn new() -> CardDb {
        CardDb::default()
    }

    /// The pool bundled in the binary (data/cards/pool.toml).
    pub fn bundled() -> CardDb {
        let mut db = CardDb::new();
        let records = pool::parse_pool(pool::BUNDLED_POOL, "data/cards/pool.toml")
            .expect("the bundled pool is checked by the crate's tests");
        for r in records {
            db.add(r);
        }
        db
    }

    /// Adds every card of an MTGJSON AtomicCards file; returns how many were read.
    pub fn load_mtgjson(&mut self, path: &Path) -> Result<usize, CardsError> {
        let records = mtgjson::read_atomic(path)?;
        let n = records.len();
        self.entries.reserve(n);
        for r in records {
            self.add(r);
        }
        Ok(n)
    }

    /// Adds cards from a pool file in our TOML format; returns how many were read.
    pub fn load_pool(&mut self, path: &Path) -> Result<usize, CardsError> {
        let text = std::fs::read_to_string(path).map_err(|e| CardsError::Io { path: path.to_path_buf(), source: e })?;
        let records = pool::parse_pool(&text, &path.display().to_string())?;
        let n = records.len();
        for r in records {
            self.add(r);
        }
        Ok(n)
    }

    /// Adds (or replaces, by name) one card.
    pub fn add(&mut self, record: CardRecord) {
        if let Some(Slot::Card(i)) = self.exact.get(&record.name).copied() {
            self.entries[i] = Entry::new(record);
            self.index_faces(i);
            return;
        }
        let i = self.entries.len();
        self.exact.insert(record.name.clone(), Slot::Card(i));
        self.folded.insert(record.name.to_lowercase(), Slot::Card(i));
        self.entries.push(Entry::new(record));
        self.index_faces(i);
    }

    /// Indexes the face names of a multi-face card; whole-card names take precedence.
    fn index_faces(&mut self, i: usize) {
        let record = &self.entries[i].record;
        if record.faces.len() < 2 {
            return;
        }
        for (j, f) in record.faces.iter().enumerate() {
            let slot = Slot::Face(i, j);
            if !matches!(self.exact.get(&f.name), Some(Slot::Card(_))) {
                self.exact.insert(f.name.clone(), slot);
            }
            let low = f.name.to_lowercase();
            if !matches!(self.folded.get(&low), Some(Slot::Card(_))) {
                self.folded.insert(low, slot);
            }
        }
    }

    fn slot(&self, name: &str) -> Option<Slot> {
        self.exact.get(name).or_else(|| self.folded.get(&name.trim().to_lowercase())).copied()
    }

    /// The compiled card by exact name, by case-insensitive name, or by a face's name.
    pub fn get(&self, name: &str) -> Option<Arc<CardDef>> {
        Some(match self.slot(name)? {
            Slot::Card(i) => {
                let e = &self.entries[i];
                e.whole.get_or_init(|| Arc::new(compile_card(&e.record))).clone()
            }
            Slot::Face(i, j) => {
                let e = &self.entries[i];
                e.faces[j].get_or_init(|| Arc::new(compile_face(&e.record.faces[j]))).clone()
            }
        })
    }

    /// The raw facts of a card (or of the card a face belongs to), by name.
    pub fn record(&self, name: &str) -> Option<&CardRecord> {
        match self.slot(name)? {
            Slot::Card(i) | Slot::Face(i, _) => Some(&self.entries[i].record),
        }
    }

    /// The full names of all cards, in the order they were added.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|e| e.record.name.as_str())
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the database holds no card.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
