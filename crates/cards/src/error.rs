//! Errors of the card database, the pool file and decklists.

use std::path::PathBuf;

/// Everything that can go wrong loading cards or decks.
#[derive(Debug, thiserror::Error)]
pub enum CardsError {
    /// A file could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// An MTGJSON file is not valid JSON of the expected shape.
    #[error("{path}: not an MTGJSON AtomicCards file: {message}")]
    Json {
        /// The file.
        path: PathBuf,
        /// What serde_json reported.
        message: String,
    },
    /// A card pool TOML file is malformed.
    #[error("{source_name}: line {line}: {message}")]
    Pool {
        /// The pool's name or path.
        source_name: String,
        /// 1-based line number (0 when unknown).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A decklist line is malformed.
    #[error("{source_name}: line {line}: {message}")]
    DeckSyntax {
        /// The deck's name or path.
        source_name: String,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A decklist names cards the database does not know.
    #[error("deck {deck}: unknown card(s): {}", names.join(", "))]
    UnknownCards {
        /// The deck's name.
        deck: String,
        /// The unknown names, as written, each with " (did you mean X?)" when a known name
        /// is close to it.
        names: Vec<String>,
    },
    /// A decklist names cards whose text the compiler could not understand.
    #[error("deck {deck}: unsupported card(s): {}", cards.iter().map(|(n, s)| format!("{n} ({s:?})")).collect::<Vec<_>>().join("; "))]
    UnsupportedCards {
        /// The deck's name.
        deck: String,
        /// Each unsupported card with the sentence it could not compile.
        cards: Vec<(String, String)>,
    },
}
