//! Arguments of instructions that change turns and players' rules: extra turns and steps,
//! skipped steps, and rules a player plays by (CR 500.7, 500.8, 614.10).

use crate::ir::{Amount, Filter, Step, Zone};
use serde::{Deserialize, Serialize};

/// What a resolving effect does to each player it refers to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnEffect {
    /// "takes N extra turns after this one" (CR 500.7).
    ExtraTurns(u32),
    /// "skips their next turn" (CR 614.10).
    SkipTurn,
    /// "skips their next <step>" (CR 614.10); `Step::BeginningOfCombat` is the whole combat
    /// phase (CR 506.1). With `this_turn`, only an occurrence in this turn is skipped
    /// ("skips their next combat phase this turn").
    SkipStep { step: Step, this_turn: bool },
    /// "can't play lands this turn" (CR 305.2b).
    CantPlayLands,
    /// "can't cast <filter> spells this turn" (CR 101.2).
    CantCast(Filter),
    /// "may play up to N additional lands this turn" (CR 305.2).
    AdditionalLands(u32),
    /// "'s life total becomes N" (CR 119.5): the player gains or loses the difference.
    LifeBecomes(Amount),
    /// "may cast <filter> spells this turn as though they had flash" (CR 601.3, 702.8a).
    FlashFor(Filter),
}

/// A rule a static ability sets for some players (`StaticAbility::PlayerRule`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerRule {
    /// "can't play lands" (CR 305.2b).
    CantPlayLands,
    /// "can't cast <filter> spells" (CR 101.2).
    CantCast(Filter),
    /// "can't cast more than one spell each turn" (CR 101.2).
    OneSpellEachTurn,
    /// "may cast <filter> spells as though they had flash" (CR 601.3, 702.8a).
    FlashFor(Filter),
    /// "Play with the top card of your library revealed." (`revealed`: every player sees it)
    /// and "You may look at the top card of your library any time." (only the player does)
    /// (CR 401.5).
    SeeTopCard { revealed: bool },
    /// "You may play lands and cast spells from the top of your library.": the top card of
    /// the player's library may be played as a land (`lands`) or cast if it matches `spells`
    /// (CR 305.1, 601.2a), under the usual timing rules and costs.
    PlayFromTop { lands: bool, spells: Option<Filter> },
    /// "can't cast spells from graveyards or libraries" (CR 101.2, 601.2a): from a card's
    /// zone as its casting begins.
    CantCastFrom(Vec<Zone>),
}
