//! Persistence in SQLite: each game's seats, configuration and seed, and every answer as it
//! is made. A game is (configuration, seed, answers), so this is enough to resume any
//! unfinished game after a restart, and to replay a finished one.
//!
//! A configuration is stored with its libraries as card names, not compiled definitions
//! (a 60-card library is a few hundred bytes instead of ~90 KB of JSON), and read back
//! through the shared card database, so a restored game shares its `Arc<CardDef>`s with
//! every live game. A library holding a card the database does not have, or has with other
//! rules text than the game used (a set-up position), is stored in full. Rows written before
//! (full definitions everywhere) are still read; their cards are matched to the database's
//! too ([`intern`]).
//!
//! One game's rows that no longer read (corrupt JSON, a missing field) make only that game
//! unreadable: [`Store::load_all`] returns every game's own result.

use crate::format::TableFormat;
use crate::seat::Seat;
use crate::series::Series;
use anyhow::Context;
use grimoire_cards::CardDb;
use grimoire_engine::{Answer, CardDef, GameConfig, PlayerId};
use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// A game as stored.
#[derive(Debug)]
pub struct StoredGame {
    pub id: String,
    /// When the game was created (seconds since the Unix epoch).
    pub created: i64,
    /// When it last changed: created, joined, started, or an answer stored.
    pub updated: i64,
    pub seats: Vec<Seat>,
    /// Constructed or Commander (the format a waiting table's game will start with).
    pub format: TableFormat,
    /// The match the game is one game of, if any.
    pub series: Option<Series>,
    /// The configuration and seed, once every seat was taken and the game began.
    pub started: Option<(GameConfig, u64)>,
    /// Every accepted answer, in order.
    pub answers: Vec<(PlayerId, Answer)>,
    pub finished: bool,
}

/// The database. Calls are short and synchronous; one connection behind a mutex.
pub struct Store {
    conn: Mutex<Connection>,
    /// The card database stored names are resolved through.
    cards: Arc<CardDb>,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created INTEGER NOT NULL,
    seats TEXT NOT NULL,
    config TEXT,
    seed INTEGER,
    finished INTEGER NOT NULL DEFAULT 0,
    result TEXT
);
CREATE TABLE IF NOT EXISTS answers (
    game TEXT NOT NULL,
    idx INTEGER NOT NULL,
    player INTEGER NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (game, idx)
);
";

/// A configuration as stored: libraries as names where the card database has the very
/// cards the game was given.
#[derive(Serialize, Deserialize)]
struct StoredConfig {
    /// The configuration, with the libraries listed in `libraries` left empty.
    config: GameConfig,
    /// Each player's library as card names, top first; `None`: kept in `config`.
    libraries: Vec<Option<Vec<String>>>,
}

impl Store {
    /// Opens (or creates) the database file; `None` keeps everything in memory. Stored card
    /// names are resolved through `cards`.
    pub fn open(path: Option<&Path>, cards: Arc<CardDb>) -> anyhow::Result<Store> {
        let conn = match path {
            Some(p) => Connection::open(p).with_context(|| format!("opening the database {}", p.display()))?,
            None => Connection::open_in_memory()?,
        };
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.execute_batch(SCHEMA)?;
        // Added later: when a game last changed (for taking idle games out of the lobby).
        let has_updated: bool =
            conn.prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = 'updated'")?.exists([])?;
        if !has_updated {
            conn.execute_batch("ALTER TABLE games ADD COLUMN updated INTEGER; UPDATE games SET updated = created;")?;
        }
        // Added later: the table's format (NULL: constructed).
        let has_format: bool =
            conn.prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = 'format'")?.exists([])?;
        if !has_format {
            conn.execute_batch("ALTER TABLE games ADD COLUMN format TEXT;")?;
        }
        // Added later: the match a game belongs to (NULL: a single game).
        let has_series: bool =
            conn.prepare("SELECT 1 FROM pragma_table_info('games') WHERE name = 'series'")?.exists([])?;
        if !has_series {
            conn.execute_batch("ALTER TABLE games ADD COLUMN series TEXT;")?;
        }
        Ok(Store { conn: Mutex::new(conn), cards })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records a new game, its seats and its format.
    pub fn create_game(&self, id: &str, seats: &[Seat], format: TableFormat, created: i64) -> anyhow::Result<()> {
        let seats = serde_json::to_string(seats)?;
        let format = serde_json::to_string(&format)?;
        self.conn().execute(
            "INSERT INTO games (id, created, updated, seats, format) VALUES (?1, ?2, ?2, ?3, ?4)",
            params![id, created, seats, format],
        )?;
        Ok(())
    }

    /// Updates a game's seats (someone joined, or opened their replay).
    pub fn update_seats(&self, id: &str, seats: &[Seat], now: i64) -> anyhow::Result<()> {
        let seats = serde_json::to_string(seats)?;
        self.conn().execute("UPDATE games SET seats = ?2, updated = ?3 WHERE id = ?1", params![id, seats, now])?;
        Ok(())
    }

    /// Records the match a game belongs to (or none).
    pub fn set_series(&self, id: &str, series: Option<&Series>) -> anyhow::Result<()> {
        let series = series.map(serde_json::to_string).transpose()?;
        self.conn().execute("UPDATE games SET series = ?2 WHERE id = ?1", params![id, series])?;
        Ok(())
    }

    /// Records the configuration and seed of a game that begins.
    pub fn start_game(&self, id: &str, config: &GameConfig, seed: u64, now: i64) -> anyhow::Result<()> {
        let config = serde_json::to_string(&self.compact(config))?;
        self.conn().execute(
            "UPDATE games SET config = ?2, seed = ?3, updated = ?4 WHERE id = ?1",
            params![id, config, seed as i64, now],
        )?;
        Ok(())
    }

    /// Appends the `idx`-th answer of a game (0-based).
    pub fn append_answer(&self, id: &str, idx: u64, player: PlayerId, answer: &Answer, now: i64) -> anyhow::Result<()> {
        let answer = serde_json::to_string(answer)?;
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "INSERT INTO answers (game, idx, player, answer) VALUES (?1, ?2, ?3, ?4)",
            params![id, idx as i64, player.0, answer],
        )?;
        tx.execute("UPDATE games SET updated = ?2 WHERE id = ?1", params![id, now])?;
        tx.commit()?;
        Ok(())
    }

    /// Marks a game finished, with a readable result.
    pub fn finish_game(&self, id: &str, result: &str) -> anyhow::Result<()> {
        self.conn().execute("UPDATE games SET finished = 1, result = ?2 WHERE id = ?1", params![id, result])?;
        Ok(())
    }

    /// Every game, finished or not, oldest first: each with its own result, so that one
    /// game that no longer reads does not hide the others. Fails only if the list of games
    /// itself cannot be read.
    pub fn load_all(&self) -> anyhow::Result<Vec<(String, anyhow::Result<StoredGame>)>> {
        let ids: Vec<String> = {
            let conn = self.conn();
            let mut st = conn.prepare("SELECT id FROM games ORDER BY created, id")?;
            let rows = st.query_map([], |r| r.get(0))?;
            rows.collect::<Result<_, _>>()?
        };
        Ok(ids
            .into_iter()
            .filter_map(|id| match self.load(&id) {
                Ok(None) => None,
                Ok(Some(g)) => Some((id, Ok(g))),
                Err(e) => Some((id, Err(e))),
            })
            .collect())
    }

    /// One game by id.
    pub fn load(&self, id: &str) -> anyhow::Result<Option<StoredGame>> {
        let conn = self.conn();
        type Row = (String, Option<String>, Option<i64>, bool, i64, Option<i64>, Option<String>, Option<String>);
        let row: Option<Row> = conn
            .query_row(
                "SELECT seats, config, seed, finished, created, updated, format, series FROM games WHERE id = ?1",
                params![id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?, r.get(7)?)),
            )
            .optional()?;
        let Some((seats, config, seed, finished, created, updated, format, series)) = row else { return Ok(None) };
        let series = series.map(|s| serde_json::from_str(&s)).transpose().context("stored match")?;
        let seats: Vec<Seat> = serde_json::from_str(&seats).context("stored seats")?;
        let format = match format {
            Some(f) => serde_json::from_str(&f).context("stored format")?,
            None => TableFormat::Constructed,
        };
        let started = match (config, seed) {
            (Some(c), Some(s)) => Some((self.expand(&c).context("stored configuration")?, s as u64)),
            _ => None,
        };
        let mut st = conn.prepare("SELECT player, answer FROM answers WHERE game = ?1 ORDER BY idx")?;
        let rows = st.query_map(params![id], |r| Ok((r.get::<_, u8>(0)?, r.get::<_, String>(1)?)))?;
        let mut answers = Vec::new();
        for (i, row) in rows.enumerate() {
            let (p, a) = row?;
            answers.push((PlayerId(p), serde_json::from_str(&a).with_context(|| format!("stored answer {i}"))?));
        }
        let updated = updated.unwrap_or(created);
        Ok(Some(StoredGame { id: id.to_string(), created, updated, seats, format, series, started, answers, finished }))
    }

    /// `config` with every library the card database holds exactly as names.
    fn compact(&self, config: &GameConfig) -> StoredConfig {
        let mut config = config.clone();
        let libraries = config
            .players
            .iter_mut()
            .map(|p| {
                let same = p.library.iter().all(|c| self.cards.get(&c.name).is_some_and(|d| *d == **c));
                same.then(|| std::mem::take(&mut p.library).iter().map(|c| c.name.clone()).collect())
            })
            .collect();
        StoredConfig { config, libraries }
    }

    /// A stored configuration read back, its cards shared with the card database.
    fn expand(&self, text: &str) -> anyhow::Result<GameConfig> {
        let value: serde_json::Value = serde_json::from_str(text)?;
        let mut config = if value.get("libraries").is_some() {
            let stored: StoredConfig = serde_json::from_value(value)?;
            let mut config = stored.config;
            anyhow::ensure!(stored.libraries.len() == config.players.len(), "a library for each player");
            for (p, names) in config.players.iter_mut().zip(stored.libraries) {
                let Some(names) = names else { continue };
                p.library = names
                    .iter()
                    .map(|n| self.cards.get(n).ok_or_else(|| anyhow::anyhow!("unknown card {n:?}")))
                    .collect::<anyhow::Result<_>>()?;
            }
            config
        } else {
            // A row from before libraries were stored as names.
            serde_json::from_value(value)?
        };
        intern(&mut config, &self.cards);
        Ok(config)
    }
}

/// Replaces every card of `config` that the card database has with the same rules by the
/// database's own `Arc`, so that games share definitions instead of each holding copies.
pub fn intern(config: &mut GameConfig, cards: &CardDb) {
    // CR 201.3: the names a "choose a card name" offers, as the game was played with.
    config.card_names = cards.card_names();
    let one = |c: &mut Arc<CardDef>| {
        if let Some(d) = cards.get(&c.name) {
            if !Arc::ptr_eq(&d, c) && *d == **c {
                *c = d;
            }
        }
    };
    for p in &mut config.players {
        for zone in [&mut p.library, &mut p.hand, &mut p.graveyard, &mut p.exile, &mut p.command] {
            for c in zone.iter_mut() {
                one(c);
            }
        }
        for ps in &mut p.battlefield {
            one(&mut ps.card);
        }
    }
}
