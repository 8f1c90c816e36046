//! Replacement and prevention effects as data (CR 614, 615): those of static abilities and
//! the preventions and redirections an instruction creates (CR 615.1a, 614.9).

use crate::ir::{Amount, CounterKind, Filter, PlayerFilter, Ref};
use serde::{Deserialize, Serialize};

/// A replacement or prevention effect of a static ability (CR 614.1, 615.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Replacement {
    /// "Prevent all [combat] damage that would be dealt [to X] [by Y]." and "If a [Y]
    /// source would deal damage to X, prevent N of that damage." (CR 615.1a, 615.10):
    /// `amount: None` prevents all of it.
    PreventDamage { to: DamageRecipient, from: Filter, amount: Option<u32>, combat_only: bool },
    /// "If <what> would die / be put into a graveyard [from anywhere], <dest> instead."
    /// (CR 614.1a, 700.4): `dies` limits it to creatures going from the battlefield.
    GraveyardInstead { what: Filter, dies: bool, dest: Destination },
    /// "<objects> enter [the battlefield] tapped." (CR 614.1d, 614.12): other permanents
    /// matching `what` enter tapped (the permanent itself is not on the battlefield yet).
    EnterTapped { what: Filter },
    /// "If damage would be dealt to ~, prevent that damage. Remove a <kind> counter from
    /// ~." (CR 615.5): the prevention, then the additional effect.
    PreventDamageToSelfRemoveCounter { kind: CounterKind },
    /// "If you would draw a card, [you may] <instead>." (CR 614.1a, 614.11) for players
    /// matching `who`; `optional` for "you may".
    DrawInstead { who: PlayerFilter, optional: bool, instead: DrawInstead },
    /// "If a source would deal damage to a permanent or player, it deals double that damage
    /// to that permanent or player instead." (CR 614.1a): damage from sources matching
    /// `from` to recipients matching `to` is doubled.
    DoubleDamage { to: DamageRecipient, from: Filter },
    /// "All damage that would be dealt to you is dealt to enchanted creature instead."
    /// (CR 614.9, redirection): damage to players matching `who` is dealt to the permanent
    /// the source is attached to.
    RedirectToAttached { who: PlayerFilter },
    /// "If you would gain life, you gain twice that much life instead." (CR 614.1a) for
    /// players matching `who`.
    GainLifeTimes { who: PlayerFilter, times: u32 },
    /// "All damage that would be dealt to enchanted creature is dealt to its controller
    /// instead." (CR 614.9): damage to the permanent the source is attached to is dealt to
    /// that permanent's controller.
    RedirectFromAttached,
    /// "If a [Y] source would deal damage to X, it deals that much damage plus/minus N
    /// [to it] instead", "If a source would deal 4 or more damage to X, that source deals 3
    /// damage instead" (CR 614.1a): damage from sources matching `from` to recipients
    /// matching `to` is changed.
    ModifyDamage { to: DamageRecipient, from: Filter, change: DamageChange },
    /// Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove
    /// all damage marked on it and destroy this Aura."
    UmbraArmor,
}

/// How a replacement changes an amount of damage (CR 614.1a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamageChange {
    /// "that much damage plus N".
    Plus(u32),
    /// "that much damage minus N" (not below 0).
    Minus(u32),
    /// "N + 1 or more damage ... deals N damage instead": applies only to more than N.
    Cap(u32),
}

impl DamageChange {
    /// Whether it applies to `amount` damage.
    pub fn applies(self, amount: u32) -> bool {
        match self {
            DamageChange::Cap(n) => amount > n,
            _ => true,
        }
    }

    /// The damage after the change.
    pub fn apply(self, amount: u32) -> u32 {
        match self {
            DamageChange::Plus(n) => amount + n,
            DamageChange::Minus(n) => amount.saturating_sub(n),
            DamageChange::Cap(n) => amount.min(n),
        }
    }
}

/// What a draw is replaced with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawInstead {
    /// "skip that draw" (CR 614.10).
    Skip,
    /// "put a <kind> counter on ~".
    CounterOnSource(CounterKind),
    /// "you gain N life".
    GainLife(u32),
    /// Dredge (CR 702.52a): mill N cards and return the source from the graveyard to the hand.
    Dredge(u32),
}

/// What damage is dealt to, for a prevention effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamageRecipient {
    /// Any player or permanent.
    Any,
    /// Players matching the filter ("you").
    Players(PlayerFilter),
    /// Permanents matching the filter ("~", "creatures you control").
    Objects(Filter),
}

/// Where a replaced zone change puts the card instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Destination {
    Exile,
    /// On top of its owner's library.
    LibraryTop,
    /// Shuffled into its owner's library.
    ShuffleIntoLibrary,
    Hand,
}

/// A redirection effect as an ability program states it (`Instr::RedirectDamage`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedirectSpec {
    /// The recipients whose damage it watches ("to ~", "to you", "to target creature"),
    /// fixed as the effect is created; empty: damage to anything.
    pub to: Vec<Ref>,
    /// The sources whose damage it watches.
    pub from: DamageFrom,
    /// What the source must be when it would deal the damage ("an instant or sorcery
    /// spell", "a creature with shadow"); rechecked each time (CR 609.7b).
    pub filter: Filter,
    /// "combat damage" only.
    pub combat_only: bool,
    pub limit: RedirectLimit,
    pub dest: RedirectTo,
}

/// The sources a created prevention or redirection watches.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamageFrom {
    /// Any source (matching the spec's filter).
    Any,
    /// The referred objects ("target attacking creature", "~"), fixed as it is created.
    Objects(Ref),
    /// "a source of your choice": chosen by the controller as the effect is created
    /// (CR 609.7a), among the sources matching the filter.
    Chosen,
}

/// A prevention effect as an ability program states it (`Instr::Prevent`, CR 615): how much
/// damage, from which sources, to which recipients. "Prevent the next 3 damage that would be
/// dealt to any target this turn", "Prevent all combat damage that would be dealt this turn",
/// "The next time a red source of your choice would deal damage to you this turn, prevent
/// that damage", "Prevent all damage target creature would deal this turn".
///
/// The engine creates these combinations (others create nothing): `Next` from any source to
/// the recipients (a shield on each, CR 615.7) or from the referred sources to anything (a
/// shield on each source); `Divided` from any source to the recipients; `NextTime` from the
/// referred or a chosen source (CR 615.8); `All` from any, the referred or a chosen source.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PreventSpec {
    pub limit: PreventLimit,
    /// The sources whose damage it prevents.
    pub from: DamageFrom,
    /// What a chosen source must be ("a red source of your choice"), rechecked when it
    /// would deal damage for `NextTime` (CR 609.7b, 615.9); `Filter::Any` otherwise.
    pub filter: Filter,
    /// The recipients whose damage it prevents, fixed as it is created (CR 615.1a); `None`:
    /// damage to anything.
    pub to: Option<Ref>,
    /// "combat damage" only.
    pub combat_only: bool,
}

/// How much damage a created prevention effect prevents before it is used up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PreventLimit {
    /// "The next N damage" (CR 615.7): a shield of N on each recipient (or each source).
    Next(Amount),
    /// "The next N damage ..., divided as you choose" among the targets as the spell was
    /// cast (CR 601.2d); N is the total. A target that became illegal gets none (CR 608.2b).
    Divided(Amount),
    /// "The next time ... would deal damage": the next damage event from the source (CR 615.8).
    NextTime,
    /// "All damage ... this turn": never used up.
    ThisTurn,
}

/// How much damage a created redirection replaces before it is used up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RedirectLimit {
    /// "The next N damage" (like a prevention shield, CR 615.7): N damage in all.
    Next(Amount),
    /// "The next time": every hit of the next damage event it applies to (CR 615.8).
    NextTime,
    /// "All damage ... this turn": never used up.
    ThisTurn,
}

/// Where the damage is dealt instead.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RedirectTo {
    /// The referred object or player ("target creature you control", "~", "you", "its
    /// owner"), fixed as the effect is created.
    Ref(Ref),
    /// "that source's controller", "its controller": the source's controller when the
    /// damage would be dealt.
    SourceController,
    /// "that creature deals that damage to itself instead".
    SourceItself,
}
