//! Persistence in SQLite: each game's seats, configuration and seed, and every answer as it
//! is made. A game is (configuration, seed, answers), so this is enough to resume any
//! unfinished game after a restart, and to replay a finished one.

use crate::seat::Seat;
use anyhow::Context;
use grimoire_engine::{Answer, GameConfig, PlayerId};
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::Mutex;

/// A game as stored.
#[derive(Debug)]
pub struct StoredGame {
    pub id: String,
    pub seats: Vec<Seat>,
    /// The configuration and seed, once every seat was taken and the game began.
    pub started: Option<(GameConfig, u64)>,
    /// Every accepted answer, in order.
    pub answers: Vec<(PlayerId, Answer)>,
    pub finished: bool,
}

/// The database. Calls are short and synchronous; one connection behind a mutex.
pub struct Store {
    conn: Mutex<Connection>,
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

impl Store {
    /// Opens (or creates) the database file; `None` keeps everything in memory.
    pub fn open(path: Option<&Path>) -> anyhow::Result<Store> {
        let conn = match path {
            Some(p) => Connection::open(p).with_context(|| format!("opening the database {}", p.display()))?,
            None => Connection::open_in_memory()?,
        };
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.execute_batch(SCHEMA)?;
        Ok(Store { conn: Mutex::new(conn) })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records a new game and its seats.
    pub fn create_game(&self, id: &str, seats: &[Seat], created: i64) -> anyhow::Result<()> {
        let seats = serde_json::to_string(seats)?;
        self.conn()
            .execute("INSERT INTO games (id, created, seats) VALUES (?1, ?2, ?3)", params![id, created, seats])?;
        Ok(())
    }

    /// Updates a game's seats (someone joined).
    pub fn update_seats(&self, id: &str, seats: &[Seat]) -> anyhow::Result<()> {
        let seats = serde_json::to_string(seats)?;
        self.conn().execute("UPDATE games SET seats = ?2 WHERE id = ?1", params![id, seats])?;
        Ok(())
    }

    /// Records the configuration and seed of a game that begins.
    pub fn start_game(&self, id: &str, config: &GameConfig, seed: u64) -> anyhow::Result<()> {
        let config = serde_json::to_string(config)?;
        self.conn()
            .execute("UPDATE games SET config = ?2, seed = ?3 WHERE id = ?1", params![id, config, seed as i64])?;
        Ok(())
    }

    /// Appends the `idx`-th answer of a game (0-based).
    pub fn append_answer(&self, id: &str, idx: u64, player: PlayerId, answer: &Answer) -> anyhow::Result<()> {
        let answer = serde_json::to_string(answer)?;
        self.conn().execute(
            "INSERT INTO answers (game, idx, player, answer) VALUES (?1, ?2, ?3, ?4)",
            params![id, idx as i64, player.0, answer],
        )?;
        Ok(())
    }

    /// Marks a game finished, with a readable result.
    pub fn finish_game(&self, id: &str, result: &str) -> anyhow::Result<()> {
        self.conn().execute("UPDATE games SET finished = 1, result = ?2 WHERE id = ?1", params![id, result])?;
        Ok(())
    }

    /// Every game, finished or not, oldest first.
    pub fn load_all(&self) -> anyhow::Result<Vec<StoredGame>> {
        let ids: Vec<String> = {
            let conn = self.conn();
            let mut st = conn.prepare("SELECT id FROM games ORDER BY created, id")?;
            let rows = st.query_map([], |r| r.get(0))?;
            rows.collect::<Result<_, _>>()?
        };
        ids.iter().filter_map(|id| self.load(id).transpose()).collect()
    }

    /// One game by id.
    pub fn load(&self, id: &str) -> anyhow::Result<Option<StoredGame>> {
        let conn = self.conn();
        let row: Option<(String, Option<String>, Option<i64>, bool)> = conn
            .query_row("SELECT seats, config, seed, finished FROM games WHERE id = ?1", params![id], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
            })
            .optional()?;
        let Some((seats, config, seed, finished)) = row else { return Ok(None) };
        let seats: Vec<Seat> = serde_json::from_str(&seats).context("stored seats")?;
        let started = match (config, seed) {
            (Some(c), Some(s)) => Some((serde_json::from_str(&c).context("stored configuration")?, s as u64)),
            _ => None,
        };
        let mut st = conn.prepare("SELECT player, answer FROM answers WHERE game = ?1 ORDER BY idx")?;
        let rows = st.query_map(params![id], |r| Ok((r.get::<_, u8>(0)?, r.get::<_, String>(1)?)))?;
        let mut answers = Vec::new();
        for row in rows {
            let (p, a) = row?;
            answers.push((PlayerId(p), serde_json::from_str(&a).context("stored answer")?));
        }
        Ok(Some(StoredGame { id: id.to_string(), seats, started, answers, finished }))
    }
}
