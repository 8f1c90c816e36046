//! Spree (CR 702.172): a modal spell whose caster chooses one or more modes and, as an
//! additional cost (CR 601.2b, 601.2f), pays the cost printed beside each mode chosen.

use crate::casting::keywords::mana_plus;
use crate::ir::{Ability, CardDef, ManaCost, StaticAbility};

/// The modes' costs of a card with spree, in the order its modes are written (CR 702.172a);
/// `None` for a card without spree.
pub fn spree_costs(def: &CardDef) -> Option<&[ManaCost]> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::Spree { costs }) => Some(costs.as_slice()),
        _ => None,
    })
}

/// CR 702.172a: the additional cost of casting `def` with the modes `chosen`: the sum of
/// their costs (nothing for a card without spree, or for a mode it doesn't have).
pub fn spree_cost(def: &CardDef, chosen: &[usize]) -> ManaCost {
    let Some(costs) = spree_costs(def) else { return ManaCost::default() };
    chosen.iter().filter_map(|&m| costs.get(m)).fold(ManaCost::default(), |total, c| mana_plus(&total, c))
}

/// The smallest additional cost a spree spell can be cast with (one mode, the cheapest by
/// mana value): what a player must at least be able to pay for the spell to be offered.
pub(crate) fn cheapest_spree_cost(def: &CardDef) -> ManaCost {
    spree_costs(def).and_then(|costs| costs.iter().min_by_key(|c| c.mana_value(0)).cloned()).unwrap_or_default()
}

impl crate::state::game::Game {
    /// Whether `spec` would be accepted as a cast now (every check of CR 601.2a-h, spree's
    /// mode costs included), changing nothing: for a player weighing which of a spree spell's
    /// modes it can pay for.
    pub fn can_cast(&self, p: crate::ir::PlayerId, spec: &crate::state::decision::CastSpec) -> bool {
        self.plan_cast(p, spec).is_ok()
    }
}
