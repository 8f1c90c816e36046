//! A table's format, chosen when the game is created: constructed (a duel, or free-for-all
//! for three or four players, CR 806) or Commander (CR 903: 40 life, the commander in the
//! command zone, castable from there with its tax, 21 combat damage from one commander loses).

use grimoire_engine::Format;
use serde::{Deserialize, Serialize};

/// The format of a table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableFormat {
    /// Decks of at least 40 cards; a duel for two players, free-for-all for more.
    #[default]
    Constructed,
    /// 100-card singleton decks led by a commander (CR 903.3, 903.5).
    Commander,
}

impl TableFormat {
    /// The engine's format for a table of `players` seats.
    pub fn engine_format(self, players: usize) -> Format {
        match self {
            TableFormat::Commander => Format::Commander,
            TableFormat::Constructed if players > 2 => Format::Multiplayer,
            TableFormat::Constructed => Format::Duel,
        }
    }

    /// Whether this is constructed (decks without a commander).
    pub fn is_constructed(&self) -> bool {
        *self == TableFormat::Constructed
    }
}
