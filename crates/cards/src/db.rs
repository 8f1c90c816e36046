//! The card database: cards by name, compiled on first use.

use crate::error::CardsError;
use crate::face::CardRecord;
use crate::oracle::compile_card;
use crate::{mtgjson, pool};
use grimoire_engine::{CardDef, CardType, NamedCard, TypeSet};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// A card known to the database, with its compiled definition once asked for.
#[derive(Clone, Debug)]
struct Entry {
    record: CardRecord,
    whole: OnceLock<Arc<CardDef>>,
}

impl Entry {
    fn new(record: CardRecord) -> Entry {
        Entry { record, whole: OnceLock::new() }
    }
}

/// Where a name points: a whole card, or one face of a card (which stands for the card).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Card(usize),
    Face(usize),
}

/// Cards by English name, compiled lazily from their Oracle text (thread-safe).
#[derive(Clone, Debug, Default)]
pub struct CardDb {
    entries: Vec<Entry>,
    exact: HashMap<String, Slot>,
    folded: HashMap<String, Slot>,
    /// [`CardDb::card_names`], made on first use.
    names: OnceLock<Arc<Vec<NamedCard>>>,
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
        self.names = OnceLock::new();
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

    /// Indexes the face names of a multi-face card (and the front face of a meld card, listed
    /// alone under its full name); whole-card names take precedence.
    fn index_faces(&mut self, i: usize) {
        let record = &self.entries[i].record;
        for f in record.faces.iter().filter(|f| f.name != record.name) {
            let slot = Slot::Face(i);
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

    /// The compiled card by exact name, by case-insensitive name, or by a face's name. A face
    /// names its whole card (decklists name "Brazen Borrower" for Brazen Borrower // Petty
    /// Theft): the card is returned with the whole card's verdict, never the face alone.
    pub fn get(&self, name: &str) -> Option<Arc<CardDef>> {
        let (Slot::Card(i) | Slot::Face(i)) = self.slot(name)?;
        let e = &self.entries[i];
        Some(e.whole.get_or_init(|| Arc::new(self.compile(&e.record))).clone())
    }

    /// Compiles a card; a meld card's front face with its pair's combined back face, listed
    /// as a card of its own after " // " in its name (CR 712.4).
    fn compile(&self, record: &CardRecord) -> CardDef {
        if record.layout != crate::face::Layout::Meld {
            return compile_card(record);
        }
        let back = record.name.split_once(" // ").and_then(|(_, back)| match self.exact.get(back) {
            Some(Slot::Card(j)) => Some(&self.entries[*j].record),
            _ => None,
        });
        crate::oracle::compile_meld_card(record, back)
    }

    /// The raw facts of a card (or of the card a face belongs to), by name.
    pub fn record(&self, name: &str) -> Option<&CardRecord> {
        let (Slot::Card(i) | Slot::Face(i)) = self.slot(name)?;
        Some(&self.entries[i].record)
    }

    /// The full names of all cards, in the order they were added.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|e| e.record.name.as_str())
    }

    /// The names a player may choose for "choose a card name" (CR 201.3), each face of a
    /// card with more than one by its own name, with the card types of its type line: the
    /// list a host gives a game ([`grimoire_engine::GameConfig`]'s `card_names`).
    pub fn card_names(&self) -> Arc<Vec<NamedCard>> {
        self.names.get_or_init(|| Arc::new(self.list_card_names())).clone()
    }

    fn list_card_names(&self) -> Vec<NamedCard> {
        let mut out: Vec<NamedCard> = self
            .entries
            .iter()
            .flat_map(|e| &e.record.faces)
            .map(|f| {
                let mut types = TypeSet::default();
                let front = f.type_line.split('—').next().unwrap_or_default();
                front.split_whitespace().filter_map(CardType::from_name).for_each(|t| types.insert(t));
                NamedCard { name: f.name.clone(), types }
            })
            .collect();
        out.sort_by(|a, b| a.name.cmp(&b.name));
        out.dedup_by(|a, b| a.name == b.name);
        out
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::face::{CardFace, Layout};

    fn face(name: &str, cost: &str, type_line: &str, text: &str) -> CardFace {
        CardFace {
            name: name.into(),
            mana_cost: Some(cost.into()),
            type_line: type_line.into(),
            text: text.into(),
            ..CardFace::default()
        }
    }

    fn record(name: &str, layout: Layout, faces: Vec<CardFace>) -> CardRecord {
        CardRecord {
            name: name.into(),
            layout,
            faces,
            legalities: Default::default(),
            color_identity: vec![],
            legality_unknown: false,
        }
    }

    #[test]
    fn a_face_name_carries_the_whole_cards_verdict() {
        let mut db = CardDb::new();
        let mut pair = face("Curious Pair", "{1}{G}", "Creature — Human Peasant", "");
        pair.power = Some("1".into());
        pair.toughness = Some("3".into());
        // An Adventure whose text doesn't compile makes the whole card unsupported.
        let treats = face("Treats to Share", "{G}", "Sorcery — Adventure", "Frobnicate the widget.");
        db.add(record("Curious Pair // Treats to Share", Layout::Adventure, vec![pair, treats]));
        for name in ["Curious Pair // Treats to Share", "Curious Pair", "curious pair", "Treats to Share"] {
            let def = db.get(name).expect(name);
            let why = def.unsupported.as_deref().unwrap_or("supported");
            assert!(why.starts_with("Treats to Share:"), "{name}: {why}");
            assert_eq!(db.record(name).expect(name).name, "Curious Pair // Treats to Share");
        }
        // A split card's half names the whole card too (CR 709.4), which is played.
        db.add(record(
            "Fire // Ice",
            Layout::Split,
            vec![
                face(
                    "Fire",
                    "{1}{R}",
                    "Instant",
                    "Fire deals 2 damage divided as you choose among one or two targets.",
                ),
                face("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card."),
            ],
        ));
        let fire = db.get("Fire").expect("Fire");
        assert_eq!(fire.name, "Fire // Ice");
        assert_eq!(fire.halves.len(), 2);
    }

    #[test]
    fn a_meld_cards_front_face_is_found_and_unsupported() {
        let mut db = CardDb::new();
        let mut bruna = face("Bruna, the Fading Light", "{5}{W}{W}", "Legendary Creature — Angel Horror", "Flying");
        bruna.power = Some("5".into());
        bruna.toughness = Some("7".into());
        db.add(record("Bruna, the Fading Light // Brisela, Voice of Nightmares", Layout::Meld, vec![bruna]));
        let def = db.get("Bruna, the Fading Light").expect("found by its front face");
        assert!(def.unsupported.as_deref().is_some_and(|w| w.starts_with("layout meld:")), "{:?}", def.unsupported);
    }
}
