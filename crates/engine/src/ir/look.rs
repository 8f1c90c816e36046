//! The arguments of "look at the top N cards of your library" instructions (CR 401).

use crate::ir::{Amount, Filter, Ref, Zone};
use serde::{Deserialize, Serialize};

/// Where the cards not taken go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LookRest {
    /// "the rest on the bottom of your library in any order" (CR 401.4: the owner orders).
    BottomAnyOrder,
    /// "the rest on the bottom of your library in a random order".
    BottomRandom,
    /// "the rest on top of your library in any order" / "back on top".
    TopAnyOrder,
    /// "the rest into your graveyard".
    Graveyard,
}

/// The parts of a "look at the top N cards" instruction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LookAtTop {
    /// Whose library (the first referred player).
    pub whose: Ref,
    /// How many cards are looked at.
    pub amount: Amount,
    /// How many of them are taken ("put one of them into your hand"); with `up_to`, any
    /// number from none to that many ("any number of them").
    pub take: Amount,
    pub up_to: bool,
    /// What the taken cards must be.
    pub filter: Filter,
    /// Where the taken cards go.
    pub to: Zone,
    /// Where the others go.
    pub rest: LookRest,
}
