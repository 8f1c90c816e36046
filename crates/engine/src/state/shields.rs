//! The prevention, redirection and draw shields that resolved spells and abilities create
//! (CR 614.9, 614.10, 615.7, 615.8), as the game keeps them until they are used up or the
//! turn ends. Applying them is `replacement/`'s work.

use crate::ir::{DrawInstead, Filter, ObjectId, PlayerId};
use crate::state::decision::Target;
use serde::{Deserialize, Serialize};

/// "The next time you would draw a card this turn, <instead> instead." (CR 614.1a, 614.10):
/// a replacement shield of a resolved ability, used up by the first draw it replaces and
/// gone at the end of the turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawShield {
    /// The object whose ability created it.
    pub source: ObjectId,
    /// The player whose next draw it replaces.
    pub player: PlayerId,
    pub instead: DrawInstead,
}

/// A prevention effect created by a resolved spell or ability; it lasts until it is used
/// up or the turn ends (CR 615.3, 615.7, 615.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prevention {
    /// The object whose spell or ability created it (its name labels the choice).
    pub source: ObjectId,
    /// Who controlled that spell or ability.
    pub controller: PlayerId,
    pub kind: PreventionKind,
}

/// The kinds of created prevention effects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PreventionKind {
    /// "Prevent the next N damage that would be dealt to <to> this turn" (CR 615.7).
    NextN { to: Target, remaining: u32 },
    /// "The next time <from> (a source of your choice) would deal damage [to <to>] this
    /// turn, prevent that damage" (CR 615.8); the source's properties are checked again
    /// against `filter` when it would deal damage (CR 609.7b, 615.9).
    NextFrom { from: ObjectId, to: Option<Target>, filter: Filter },
    /// "Prevent all [combat] damage that would be dealt [to ...] [by ...] this turn."
    AllThisTurn { to: Option<Vec<Target>>, by: Option<Vec<ObjectId>>, combat_only: bool },
    /// "Prevent the next N damage that would be dealt by ~ this turn" (CR 615.7): a shield
    /// on the damage a source deals, to anything.
    NextNBy { from: ObjectId, remaining: u32 },
}

/// What is left of a created redirection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RedirectLeft {
    /// This much damage is still to be redirected (CR 615.7).
    Next(u32),
    /// The next damage event; `used` once it has applied to one (removed as the event ends).
    NextTime { used: bool },
    /// Until the end of the turn.
    ThisTurn,
}

/// Where a created redirection sends damage, as fixed when it was created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RedirectDest {
    To(Target),
    SourceController,
    SourceItself,
}

/// A redirection effect created by a resolved spell or ability; it lasts until it is used
/// up or the turn ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Redirection {
    /// The object whose spell or ability created it (its name labels the choice).
    pub source: ObjectId,
    pub controller: PlayerId,
    /// `None`: damage to anything.
    pub to: Option<Vec<Target>>,
    /// `None`: damage from any source.
    pub from: Option<Vec<ObjectId>>,
    pub filter: Filter,
    pub combat_only: bool,
    pub left: RedirectLeft,
    pub dest: RedirectDest,
}
