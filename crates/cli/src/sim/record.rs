//! One game's outcome, and its JSON and CSV lines.

use serde::Serialize;

/// What `grimoire sim` remembers of one game.
#[derive(Clone, Debug, Serialize)]
pub struct GameRecord {
    /// The game's index in the run, from 0.
    pub game: u64,
    pub seed: u64,
    /// The player kind in each seat, in turn order (seat 0 plays first).
    pub players: Vec<String>,
    /// The deck in each seat, in turn order.
    pub decks: Vec<String>,
    /// For each seat, which entrant (the k-th `--player`/`--deck` pair, from 0) sat there.
    pub entrants: Vec<usize>,
    /// The winner's seat index, or `null` for a draw or the turn limit.
    pub winner: Option<usize>,
    /// `win`, `draw` or `turn-limit`.
    pub result: &'static str,
    /// The turn the game ended on.
    pub turns: u32,
    /// Mulligans taken by each seat.
    pub mulligans: Vec<u32>,
    /// Answers given in the game.
    pub decisions: u64,
}

/// The CSV header matching [`GameRecord::csv`].
pub const CSV_HEADER: &str = "game,seed,players,decks,entrants,winner,result,turns,mulligans,decisions";

impl GameRecord {
    /// One CSV line; lists are joined with `;`.
    pub fn csv(&self) -> String {
        let join = |v: Vec<String>| v.join(";");
        format!(
            "{},{},{},{},{},{},{},{},{},{}",
            self.game,
            self.seed,
            join(self.players.clone()),
            join(self.decks.iter().map(|d| d.replace(',', " ")).collect()),
            join(self.entrants.iter().map(|e| e.to_string()).collect()),
            self.winner.map_or(String::new(), |w| w.to_string()),
            self.result,
            self.turns,
            join(self.mulligans.iter().map(|m| m.to_string()).collect()),
            self.decisions
        )
    }
}
