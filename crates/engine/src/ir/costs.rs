//! Costs of activated abilities and spells (CR 118, 602.1): mana, tapping, sacrifice,
//! life and the other kinds, and how X is paid.

use crate::ir::{CounterKind, Filter, ManaCost};
use serde::{Deserialize, Serialize};

/// A cost to activate an ability or an additional cost (CR 118, 602.2b).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cost {
    pub mana: ManaCost,
    /// `{T}` (CR 107.5).
    pub tap: bool,
    /// `{Q}` (CR 107.6).
    pub untap: bool,
    pub life: u32,
    /// "Sacrifice ~".
    pub sacrifice_self: bool,
    /// "Sacrifice a Goblin": what to sacrifice and how many.
    pub sacrifice: Option<(Filter, u32)>,
    /// "Discard a card".
    pub discard: Option<(Filter, u32)>,
    /// "Exile ~ from your graveyard" and the like.
    pub exile_self: bool,
    /// "Remove N counters of kind K from ~".
    pub remove_counters: Option<(CounterKind, u32)>,
    /// Loyalty cost of a planeswalker ability, as a signed change (CR 606).
    pub loyalty: Option<i32>,
    /// "Exile a red card from your hand": what to exile from the hand and how many (never
    /// the spell being cast, which is on the stack by then, CR 601.2a, 601.2h).
    #[serde(default)]
    pub exile_from_hand: Option<(Filter, u32)>,
    /// "Tap two untapped Wizards you control": what to tap and how many (CR 118.3, 602.2b).
    #[serde(default)]
    pub tap_untapped: Option<(Filter, u32)>,
    /// The number of `tap_untapped` is a total power rather than a count: "Tap any number of
    /// other untapped creatures you control with total power N or greater" (crew, CR 702.122a).
    #[serde(default)]
    pub tap_total_power: bool,
    /// "Remove any number of storage counters from ~" (CR 107.1c): the number removed is
    /// the ability's X, chosen as it is activated (CR 602.2b, 601.2f) and at most the
    /// counters on the source (CR 118.3); "for each counter removed this way" reads X.
    #[serde(default)]
    pub remove_any_counters: Option<CounterKind>,
    /// "Discard a card at random": how many (CR 701.9b; paid last, CR 601.2h).
    #[serde(default)]
    pub discard_random: u32,
    /// "Discard your hand".
    #[serde(default)]
    pub discard_hand: bool,
    /// "Exile two cards from your graveyard": what and how many (CR 118.3).
    #[serde(default)]
    pub exile_from_graveyard: Option<(Filter, u32)>,
    /// "Exile the top card of your graveyard": how many.
    #[serde(default)]
    pub exile_graveyard_top: u32,
    /// "Return an Island you control to its owner's hand": what and how many (CR 118.9, Daze).
    #[serde(default)]
    pub return_to_hand: Option<(Filter, u32)>,
    /// "Mill a card": how many (CR 701.13; paid last, CR 601.2h).
    #[serde(default)]
    pub mill: u32,
    /// "Exile the top two cards of your library": how many (paid last, CR 601.2h).
    #[serde(default)]
    pub exile_library_top: u32,
    /// "Pay half your life, rounded up" (CR 107.1a, 119.4).
    #[serde(default)]
    pub pay_half_life: bool,
    /// "Tap enchanted creature": the permanent the source is attached to (CR 118.3).
    #[serde(default)]
    pub tap_attached: bool,
    /// The part of a spell's additional cost whose count is the spell's X ("discard X
    /// cards", "pay X life"): set as X is chosen (CR 107.3, 601.2b); 0 until then.
    #[serde(default)]
    pub x_part: Option<XCostPart>,
    /// "Exile the top creature card of your graveyard": the topmost card matching this.
    #[serde(default)]
    pub exile_top_graveyard_of: Option<Filter>,
    /// "Sacrifice all permanents you control" (Kaervek's Spite).
    #[serde(default)]
    pub sacrifice_all: bool,
    /// "have each other player gain N life" (the Mercadian free spells, CR 118.9).
    #[serde(default)]
    pub others_gain_life: u32,
    /// "Pay {E}{E}": energy counters removed from the payer (CR 107.14).
    #[serde(default)]
    pub energy: u32,
}

/// Which part of a cost counts X (CR 107.3): "pay X life", "discard X cards", ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum XCostPart {
    /// "Pay X life".
    Life,
    /// "Discard X cards" (chosen).
    Discard,
    /// "Discard X cards at random".
    DiscardRandom,
    /// "Exile X cards from your graveyard".
    ExileFromGraveyard,
    /// "Return X Swamps you control to their owner's hand".
    ReturnToHand,
}

impl Cost {
    /// Whether the activation chooses an X: an `{X}` in the mana cost (CR 107.3) or "any
    /// number of" counters removed (CR 107.1c).
    pub fn has_x(&self) -> bool {
        self.mana.has_x() || self.remove_any_counters.is_some()
    }

    /// A cost of just `{T}`.
    pub fn tap() -> Cost {
        Cost { tap: true, ..Cost::default() }
    }
}
