//! A game as a whole: creating one and the decision door (`Game::new`, `Game::pending`,
//! `Game::submit`, in [`door`]; the checks every answer passes first, in
//! [`answer_checks`]), the start of the game and mulligans (CR 103), replaying an event
//! to ask a replacement choice ([`replacement_choices`], CR 616.1), default
//! answers, hidden information, invariants, leaving the game (CR 800.4) and the range of
//! influence (CR 801), and helpers for tests ([`testing`]). It drives the other folders;
//! it holds no rule of a single chapter.

pub(crate) mod answer_checks;
pub(crate) mod defaults;
pub mod door;
pub(crate) mod hidden;
pub(crate) mod invariants;
pub(crate) mod leaving;
pub(crate) mod mulligan;
pub(crate) mod range;
pub(crate) mod replacement_choices;
pub(crate) mod starting;
pub mod testing;
