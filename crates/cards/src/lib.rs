//! Grimoire's card database and Oracle text compiler.
//!
//! [`CardDb`] holds cards by name (the bundled pool, or an MTGJSON AtomicCards file) and
//! compiles each card's Oracle text into engine abilities with [`oracle::compile_face`].
//! [`Deck`] reads decklists. Nothing here plays games: that is the engine's job.

#![warn(missing_docs)]

pub mod coverage;
pub mod db;
pub mod deck;
pub mod error;
pub mod face;
pub mod legality;
pub mod mtgjson;
pub mod oracle;
pub mod pool;
mod suggest;

pub use coverage::{coverage, Coverage};
pub use db::CardDb;
pub use deck::{starter_decks, Deck, DeckFileFormat};
pub use error::CardsError;
pub use face::{CardFace, CardRecord, Layout};
pub use legality::{check_deck, DeckFormat, Problem};
pub use oracle::{compile_card, compile_face, failing_sentences};
