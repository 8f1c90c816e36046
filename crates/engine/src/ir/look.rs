//! The arguments of "look at the top N cards of your library" instructions (CR 401).

use crate::ir::{Amount, Filter, Ref, Zone};
use serde::{Deserialize, Serialize};

/// Where the cards not taken go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LookRest {
    /// "the rest on the bottom of your library in any order" (CR 401.4: the owner orders).
    #[default]
    BottomAnyOrder,
    /// "the rest on the bottom of your library in a random order".
    BottomRandom,
    /// "the rest on top of your library in any order" / "back on top".
    TopAnyOrder,
    /// "the rest into your graveyard".
    Graveyard,
}

/// Who sees the cards of a "look at the top N cards" instruction besides the player looking.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LookReveal {
    /// Nobody: "Look at the top N cards".
    #[default]
    Hidden,
    /// Every player sees the cards taken: "You may reveal a creature card from among them
    /// and put it into your hand" (CR 701.20a).
    Taken,
    /// Every player sees all of them: "Reveal the top N cards of your library" (CR 701.20a).
    All,
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
    /// Which cards are revealed to every player (CR 701.20a).
    #[serde(default)]
    pub reveal: LookReveal,
}
