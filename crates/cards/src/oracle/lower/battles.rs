//! The intrinsic ability of a Siege (CR 310.11b), which the card's reminder text only
//! describes: "When the last defense counter is removed from this permanent, exile it, then
//! you may cast it transformed without paying its mana cost."

use super::*;

/// CR 310.11b: the defeated Siege's ability, as a triggered ability of the front face.
pub(crate) fn siege_defeated() -> Ability {
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::LastCounterRemoved(CounterKind::Defense),
        condition: None,
        effect: Effect::new(vec![
            Instr::Exile { what: Ref::Source, until_source_leaves: false },
            Instr::CastWithoutPaying { what: Ref::Affected, transformed: true },
        ]),
        optional: false,
        text: "When the last defense counter is removed from this permanent, exile it, then you may cast it \
               transformed without paying its mana cost."
            .to_string(),
    })
}
