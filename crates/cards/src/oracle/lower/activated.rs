//! Lowering activated abilities (CR 602) and their costs (CR 118, 602.1).

use super::*;

pub(super) fn lower_cost(c: CostAst) -> Cost {
    Cost {
        mana: c.mana,
        tap: c.tap,
        untap: c.untap,
        life: c.life,
        sacrifice_self: c.sacrifice_self,
        sacrifice: c.sacrifice.map(|(ph, n)| (filter(&ph), n)),
        discard: if c.discard_self { Some((Filter::Source, 1)) } else { c.discard.map(|(ph, n)| (filter(&ph), n)) },
        exile_self: c.exile_self,
        remove_counters: c.remove_counters.map(|(k, n)| (CounterKind::parse(&k), n)),
        loyalty: c.loyalty,
        exile_from_hand: c.exile_from_hand.map(|(ph, n)| (filter(&ph), n)),
        tap_untapped: c.tap_untapped.map(|(ph, n)| (filter(&ph), n)),
        remove_any_counters: c.remove_any_counters.map(|k| CounterKind::parse(&k)),
        ..crate::oracle::lower::costs::lower_more_costs(&c.more)
    }
}

pub(super) fn lower_activated(a: ActivatedAst, text: &str) -> ActivatedAbility {
    let cost = lower_cost(a.cost);
    let effect = lower_effect(a.effect, None);
    // CR 605.1a: no target, could add mana, not a loyalty ability. "Could add mana" counts
    // an "Add ..." under a condition too ("{T}: Add {U}. If you played a land this turn, add
    // {B} instead.").
    let is_mana_ability = cost.loyalty.is_none()
        && effect.targets.is_empty()
        && effect.modes.is_empty()
        && could_add_mana(&effect.program);
    ActivatedAbility {
        cost,
        effect,
        is_mana_ability,
        sorcery_speed: a.sorcery_speed,
        once_per_turn: a.once_per_turn,
        condition: a.condition.map(lower_condition),
        zone: a.zone,
        text: text.to_string(),
        max_per_turn: a.max_per_turn,
        any_player: a.any_player,
        spend: a.spend.map(|s| {
            Box::new(SpendRestriction {
                spells: s.spells.map(|ph| if s.except { Filter::Not(Box::new(filter(&ph))) } else { filter(&ph) }),
                abilities: s.abilities.map(|of| of.map_or(Filter::Any, |ph| filter(&ph))),
                uncounterable: s.uncounterable,
                others: s.except,
            })
        }),
    }
}

/// Whether a program adds mana, directly or under an "if" (CR 605.1a).
fn could_add_mana(program: &[Instr]) -> bool {
    program.iter().any(|i| match i {
        Instr::AddMana(_) => true,
        Instr::If { then, .. } => could_add_mana(then),
        _ => false,
    })
}
