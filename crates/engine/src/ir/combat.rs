//! Combat arguments of abilities: the blocking rules that name a kind of creature (CR
//! 509.1b) and what a combat effect does to a creature (CR 506.4, 509.1c, 509.1h).

use crate::ir::Filter;
use serde::{Deserialize, Serialize};

/// A restriction on blocks naming the creatures it concerns (CR 509.1b).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BlockRule {
    /// On an attacker: "can't be blocked by <creatures>"; `Filter::Any` is "can't be blocked".
    NotBlockedBy(Filter),
    /// On an attacker: "can't be blocked except by <creatures>".
    OnlyBlockedBy(Filter),
    /// On a blocker: "can't block <creatures>".
    CantBlock(Filter),
    /// On an attacker: "can't be blocked except by N or more creatures" (on the block
    /// declaration as a whole).
    MinBlockers(u32),
    /// The rule applies only while the defending player controls a permanent matching the
    /// filter ("as long as defending player controls an enchantment").
    IfDefenderControls(Filter, Box<BlockRule>),
}

/// What a combat effect does to a creature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatAction {
    /// An attacking creature becomes blocked (CR 509.1h): "Target unblocked attacking
    /// creature becomes blocked", even one that can't be blocked.
    BecomeBlocked,
    /// The creature is removed from combat (CR 506.4).
    RemoveFromCombat,
    /// The creature blocks the source this turn if able (CR 509.1c requirement).
    BlocksSource,
    /// The creature, just put onto the battlefield, is attacking what the creature returned
    /// to pay the ability's cost was attacking, unblocked (ninjutsu, CR 702.49c).
    AttacksAsReturned,
}
