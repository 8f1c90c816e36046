//! The arguments of an instruction that separates objects into two piles (CR 700.3): "An
//! opponent separates those cards into two piles. Put one pile into your hand and the other
//! into your graveyard.", "Separate all permanents target player controls into two piles.
//! That player sacrifices all permanents in the pile of their choice."

use crate::ir::{Amount, Instr, Ref};
use serde::{Deserialize, Serialize};

/// What is separated into piles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PileCards {
    /// The top N cards of the controller's library, revealed first (CR 701.20a); they stay
    /// in the library while they are in piles (CR 700.3c).
    RevealTop(Amount),
    /// The referred objects ("all permanents target player controls").
    Objects(Ref),
}

/// Who separates the piles, or who chooses one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PilePlayer {
    /// The first referred player ("you", "that player").
    Player(Ref),
    /// "An opponent": the controller chooses one of their opponents when there are several.
    AnOpponent,
}

/// The parts of a pile instruction: `separator` puts each object into exactly one of two
/// piles, either of which may be empty (CR 700.3a, 700.3d); `chooser` chooses one; then
/// `chosen` runs with `Ref::Affected` meaning the chosen pile, and `other` (if any) with it
/// meaning the other pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileSpec {
    pub what: PileCards,
    pub separator: PilePlayer,
    pub chooser: PilePlayer,
    pub chosen: Instr,
    pub other: Option<Instr>,
}
