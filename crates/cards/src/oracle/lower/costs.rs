//! Lowering the cost kinds of `grammar/costs/parts.rs` to the engine's `Cost` (CR 118, 601.2h).

use crate::oracle::ast::{MoreCostAst, XCostAst};
use crate::oracle::lower::filter;
use grimoire_engine::{Cost, XCostPart};

/// A cost with only the parts of `m` (the rest is filled in by `lower_cost`).
pub(crate) fn lower_more_costs(m: &MoreCostAst) -> Cost {
    Cost {
        discard_random: m.discard_random,
        discard_hand: m.discard_hand,
        exile_from_graveyard: m.exile_from_graveyard.as_ref().map(|(ph, n)| (filter(ph), *n)),
        exile_graveyard_top: m.exile_graveyard_top,
        return_to_hand: m.return_to_hand.as_ref().map(|(ph, n)| (filter(ph), *n)),
        mill: m.mill,
        exile_library_top: m.exile_library_top,
        pay_half_life: m.pay_half_life,
        tap_attached: m.tap_attached,
        x_part: m.x_part.map(x_part),
        exile_top_graveyard_of: m.exile_top_graveyard_of.map(grimoire_engine::Filter::Type),
        sacrifice_all: m.sacrifice_all,
        others_gain_life: m.others_gain_life,
        energy: m.energy,
        ..Cost::default()
    }
}

/// The cost part whose count is X (CR 107.3).
fn x_part(x: XCostAst) -> XCostPart {
    match x {
        XCostAst::Life => XCostPart::Life,
        XCostAst::Discard => XCostPart::Discard,
        XCostAst::DiscardRandom => XCostPart::DiscardRandom,
        XCostAst::ExileFromGraveyard => XCostPart::ExileFromGraveyard,
        XCostAst::ReturnToHand => XCostPart::ReturnToHand,
    }
}
