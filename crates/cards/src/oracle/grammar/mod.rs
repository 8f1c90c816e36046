//! The grammar: tokens to the syntax tree ([`crate::oracle::ast`]), by recursive descent.
//!
//! Conventions, stated once for every file below:
//! - Each function is a production: it reads one construct of Oracle text from the shared
//!   token cursor ([`parser::Parser`]) and returns its AST node. It is named after the
//!   construct it reads (`cost`, `trigger`, `object_phrase`), not after the act of reading.
//! - A production returning [`parser::PResult`] fails with the position where the text
//!   stopped making sense; the caller backtracks with [`parser::Parser::attempt`], which
//!   puts the cursor back. A production returning `Option` puts the cursor back itself and
//!   returns `None` when the tokens are not its construct. On the cursor, `eat_*` consumes
//!   a word or sequence if it is there and says whether it did, `expect_*` fails when it is
//!   not, and `is_*` / `looking_at` only look.
//! - Submodules are areas of the grammar, named like the engine module for the same rules
//!   where there is one (`costs`, `casting`, `triggers`, `statics`, `replacement`,
//!   `combat`, `turn`, `zones`, `mana`); `phrases` holds the noun phrases the others share
//!   (objects, players, amounts, spells on the stack). A file opens with the Oracle
//!   sentences it reads.
//! - The grammar builds AST nodes only: no file here imports the lowering
//!   ([`crate::oracle::lower`]), which alone builds engine IR, and the only engine names
//!   used here are the rules' plain vocabulary listed in [`crate::oracle::ast`] (checked
//!   by `oracle/tests/vocabulary.rs`).

pub(crate) mod abilities;
pub(crate) mod activation;
pub(crate) mod cases;
pub(crate) mod casting;
pub(crate) mod choices;
pub(crate) mod combat;
pub(crate) mod costs;
pub(crate) mod effects;
pub(crate) mod keywords;
pub(crate) mod mana;
pub(crate) mod parser;
pub(crate) mod phrases;
pub(crate) mod replacement;
pub(crate) mod statics;
pub(crate) mod triggers;
pub(crate) mod turn;
pub(crate) mod zones;
