//! Resolving spells and abilities (CR 608): the interpreter ([`interpreter`]) and the
//! execution of one instruction ([`exec`]), choices made on resolution by other players,
//! chosen values (CR 607.2d) and coin flips (CR 705). What an
//! instruction does to the game lives in `effects/` and the other chapters.

pub mod chosen;
pub(crate) mod coin;
pub(crate) mod exec;
pub(crate) mod interpreter;
pub mod others_choose;
