//! The costs of a spell other than its mana cost: alternative costs (CR 118.9), additional costs (CR 118.8),
//! the objects that pay sacrifice, discard and exile costs (CR 601.2h), and damage divided
//! among targets as a spell is cast (CR 601.2d).

use crate::game::answer_checks::divides_exactly;
use crate::ir::CardDef;
use crate::ir::Zone;
use crate::ir::{Ability, Amount, Condition, Cost, DamageSplit, Effect, Instr, PreventLimit, Ref, StaticAbility};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{IllegalAction, Target};
use crate::state::game::Game;

/// One alternative cost printed on a card (CR 118.9).
pub struct AltCost<'a> {
    pub cost: &'a Cost,
    pub condition: Option<&'a Condition>,
    /// How players name it.
    pub text: &'a str,
    /// Flashback (CR 702.34a): cast from the graveyard with this cost, not from the hand.
    pub from_graveyard: bool,
    /// Disturb (CR 702.146a): cast from the graveyard with its back face up.
    pub transformed: bool,
    /// Madness (CR 702.35a): cast from exile with this cost while its trigger resolves.
    pub from_exile: bool,
    /// Miracle (CR 702.94a): cast from the hand with this cost while its trigger resolves.
    pub miracle: bool,
    /// Morph (CR 702.37c): cast face down as a 2/2 for {3}.
    pub face_down: bool,
    /// Evoke (CR 702.74a): the permanent is sacrificed as it enters.
    pub evoke: bool,
    /// Dash (CR 702.109a): the permanent has haste and returns to its owner's hand at the
    /// beginning of the next end step (blitz, CR 702.152a: is sacrificed then).
    pub dash: bool,
    /// Overload (CR 702.96a): the spell's effect with "target" changed to "each".
    pub overload: Option<&'a crate::ir::Effect>,
    /// Foretell or plot (CR 702.143a, 702.170d): cast from exile once foretold or plotted.
    pub later: Option<crate::ir::LaterCast>,
}

impl<'a> AltCost<'a> {
    /// An alternative cost `cost`, named `text`, cast from the hand with nothing else
    /// special: each kind of alternative cost changes what makes it differ.
    pub fn new(cost: &'a Cost, text: &'a str) -> AltCost<'a> {
        AltCost {
            cost,
            condition: None,
            text,
            from_graveyard: false,
            transformed: false,
            from_exile: false,
            miracle: false,
            face_down: false,
            evoke: false,
            dash: false,
            overload: None,
            later: None,
        }
    }
}

/// The alternative costs of a card, in printed order; `CastSpec::alt` indexes them.
/// A flashback cost is one too (CR 702.34a, 118.9).
pub fn alternative_costs(def: &CardDef) -> Vec<AltCost<'_>> {
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::AlternativeCost { cost, condition, text }) => {
                Some(AltCost { condition: condition.as_ref(), ..AltCost::new(cost, text) })
            }
            Ability::Static(StaticAbility::Flashback { cost, text }) => {
                Some(AltCost { from_graveyard: true, ..AltCost::new(cost, text) })
            }
            // CR 702.146a: read by the back face cast transformed (712.11d).
            Ability::Static(StaticAbility::Disturb { cost, text }) => {
                Some(AltCost { from_graveyard: true, transformed: true, ..AltCost::new(cost, text) })
            }
            Ability::Static(StaticAbility::Madness { cost, text }) => {
                Some(AltCost { from_exile: true, ..AltCost::new(cost, text) })
            }
            Ability::Static(StaticAbility::Miracle { cost, text }) => {
                Some(AltCost { miracle: true, ..AltCost::new(cost, text) })
            }
            // CR 702.74a: "You may cast this card by paying [cost] rather than paying its mana
            // cost."
            Ability::Static(StaticAbility::Evoke { cost, text }) => {
                Some(AltCost { evoke: true, ..AltCost::new(cost, text) })
            }
            // CR 702.109a: "You may cast this card by paying [cost] rather than its mana cost."
            // CR 702.152a: blitz, the same ("rather than its mana cost").
            Ability::Static(StaticAbility::Dash { cost, text, .. }) => {
                Some(AltCost { dash: true, ..AltCost::new(cost, text) })
            }
            // CR 702.96a: "You may choose to pay [cost] rather than pay this spell's mana
            // cost."
            Ability::Static(StaticAbility::Overload { cost, text, effect }) => {
                Some(AltCost { overload: Some(effect), ..AltCost::new(cost, text) })
            }
            // CR 702.37c: "pay {3} rather than pay its mana cost", following the rules for
            // alternative costs.
            // CR 702.168a: disguise, the same cast with ward {2}.
            Ability::Static(StaticAbility::Morph { disguise, .. }) => Some(AltCost {
                face_down: true,
                ..AltCost::new(
                    crate::casting::morph::face_down_cost(),
                    if *disguise {
                        crate::casting::morph::DISGUISE_TEXT
                    } else {
                        crate::casting::morph::FACE_DOWN_TEXT
                    },
                )
            }),
            // CR 702.143a: "cast it ... by paying [cost] rather than paying that spell's mana
            // cost"; CR 702.170d: a plotted card "without paying its mana cost".
            Ability::Static(StaticAbility::ExileToCastLater { kind, cost, text }) => Some(match kind {
                crate::ir::LaterCast::Foretell => AltCost { later: Some(*kind), ..AltCost::new(cost, text) },
                crate::ir::LaterCast::Plot => AltCost {
                    later: Some(*kind),
                    ..AltCost::new(crate::casting::cast_later::plotted_cost(), crate::casting::cast_later::PLOTTED_TEXT)
                },
            }),
            _ => None,
        })
        .collect()
}

/// The additional costs every cast of the card must pay (CR 118.8, 601.2b).
pub fn additional_costs(def: &CardDef) -> impl Iterator<Item = &Cost> {
    def.abilities.iter().filter_map(|a| match a {
        Ability::Static(StaticAbility::AdditionalCost(c)) => Some(c),
        _ => None,
    })
}

/// The objects chosen to pay the non-mana parts of a cost (CR 601.2h).
#[derive(Default)]
pub(crate) struct CostObjects {
    pub sacrifice: Vec<ObjectId>,
    pub discard: Vec<ObjectId>,
    pub exile: Vec<ObjectId>,
    /// Permanents tapped for a "tap an untapped creature you control" cost (CR 118.3).
    pub tap: Vec<ObjectId>,
    /// What pays the cost kinds of `cost_kinds` (graveyard exile, returns, tapping the
    /// enchanted permanent).
    pub more: crate::costs::kinds::MoreCostObjects,
}

impl Game {
    /// The non-mana costs of casting `card` (the chosen alternative cost's, CR 118.9, plus
    /// every additional cost, CR 118.8), and the alternative's mana if one is chosen.
    /// Refuses an alternative cost the card doesn't have or whose condition doesn't hold.
    pub(crate) fn cast_costs(
        &self,
        p: PlayerId,
        card: ObjectId,
        alt: Option<usize>,
    ) -> Result<(Cost, Option<crate::ir::ManaCost>), IllegalAction> {
        self.cast_costs_x(p, card, alt, 0)
    }

    /// `cast_costs` with the spell's X: additional costs that count X count `x` (CR 107.3).
    pub(crate) fn cast_costs_x(
        &self,
        p: PlayerId,
        card: ObjectId,
        alt: Option<usize>,
        x: u32,
    ) -> Result<(Cost, Option<crate::ir::ManaCost>), IllegalAction> {
        let def = self.object(card).card.clone();
        let mut total = Cost::default();
        let mut mana = None;
        let mut face_down = false;
        if let Some(i) = alt {
            let alts = alternative_costs(&def);
            let Some(a) = alts.get(i) else {
                return Err(IllegalAction::new(
                    "118.9",
                    format!("{} has no alternative cost #{}", def.name, i.saturating_add(1)),
                ));
            };
            if let Some(c) = a.condition {
                if !self.check_condition(c, card, p) {
                    return Err(IllegalAction::new("118.9", format!("the condition of \"{}\" does not hold", a.text)));
                }
            }
            add_cost(&mut total, a.cost);
            mana = Some(a.cost.mana.clone());
            face_down = a.face_down;
        }
        // CR 702.37c, 708.4: a face-down spell has no text, so none of its additional costs.
        for c in additional_costs(&def).filter(|_| !face_down) {
            add_cost(&mut total, &c.with_count_x(x));
        }
        // CR 702.81a, 702.133a: cast from a graveyard by retrace or jump-start, a discard too.
        if let Some((c, _)) = self.graveyard_cast_now(card, alt) {
            add_cost(&mut total, &c);
        }
        Ok((total, mana))
    }

    /// Chooses the objects paying `cost`'s sacrifice, discard and exile parts: those named in
    /// `choices` when enough are named, else the first that qualify. `spell` (a spell being
    /// cast) can't pay for itself. Refuses a cost that can't be paid (CR 601.2h, 119.4).
    pub(crate) fn cost_objects(
        &self,
        p: PlayerId,
        source: ObjectId,
        cost: &Cost,
        choices: &[ObjectId],
        spell: Option<ObjectId>,
    ) -> Result<CostObjects, IllegalAction> {
        let pick = |pool: Vec<ObjectId>, n: u32, what: &str| {
            let pool: Vec<ObjectId> = pool.into_iter().filter(|&x| Some(x) != spell).collect();
            pick_cost_objects(pool, n, choices, "601.2h", what)
        };
        let hand = &self.players[p.index()].hand;
        let mut out = CostObjects::default();
        if cost.life > 0 && self.players[p.index()].life < cost.life as i32 {
            return Err(IllegalAction::new("119.4", "you don't have enough life to pay"));
        }
        if let Some((f, n)) = &cost.sacrifice {
            let pool =
                self.battlefield.iter().copied().filter(|&x| self.controller(x) == p && self.matches(f, x, source, p));
            out.sacrifice = pick(pool.collect(), *n, "permanents to sacrifice")?;
        }
        if let Some((f, n)) = &cost.discard {
            let pool = hand.iter().copied().filter(|&x| self.matches(f, x, source, p));
            out.discard = pick(pool.collect(), *n, "cards to discard")?;
        }
        if let Some((f, n)) = &cost.exile_from_hand {
            let pool = hand.iter().copied().filter(|&x| self.matches(f, x, source, p));
            out.exile = pick(pool.collect(), *n, "cards to exile")?;
        }
        out.tap = self.choose_tap_cost(p, cost, source, choices)?;
        out.more = self.choose_more_costs(p, source, cost, choices, spell)?;
        Ok(out)
    }

    /// Pays the non-mana parts of a cast's cost (CR 601.2h).
    pub(crate) fn pay_cost_objects(&mut self, p: PlayerId, cost: &Cost, objs: &CostObjects) {
        if cost.life > 0 {
            self.lose_life(p, cost.life as i32);
        }
        self.pay_tap_cost(&objs.tap);
        for &s in &objs.sacrifice {
            self.sacrifice(s);
        }
        for &d in &objs.discard {
            self.discard(p, d);
        }
        for &e in &objs.exile {
            self.move_object(e, Zone::Exile);
        }
        self.pay_more_costs(p, cost, &objs.more);
    }

    /// Checks how a spell's divided damage is split among its chosen targets (CR 601.2d):
    /// at least 1 to each, the whole amount in all. With no division given, one target gets
    /// it all and several share it as evenly as possible, the first ones getting the rest.
    pub(crate) fn plan_division(
        &self,
        effect: &Effect,
        targets: &[Vec<Target>],
        divide: &[u32],
        x: u32,
    ) -> Result<Vec<(Target, u32)>, IllegalAction> {
        let Some((amount, slot)) = divided_damage(effect) else {
            if !divide.is_empty() {
                return Err(IllegalAction::new("601.2d", "this spell doesn't divide anything"));
            }
            return Ok(Vec::new());
        };
        let total = match amount {
            Amount::Fixed(n) => (*n).max(0) as u32,
            Amount::X => x,
            _ => return Err(IllegalAction::new("601.2d", "the amount to divide is not known")),
        };
        let chosen = targets.get(slot as usize).cloned().unwrap_or_default();
        if chosen.is_empty() {
            return Ok(Vec::new());
        }
        if chosen.len() as u32 > total {
            return Err(IllegalAction::new(
                "601.2d",
                format!("{total} damage can't be divided among {} targets (at least 1 each)", chosen.len()),
            ));
        }
        let split: Vec<u32> = if divide.is_empty() {
            let n = chosen.len() as u32;
            (0..n).map(|i| total / n + u32::from(i < total % n)).collect()
        } else {
            divide.to_vec()
        };
        // The parts come from the player: summed so that they can't wrap to the total.
        if split.len() != chosen.len() || split.contains(&0) || !divides_exactly(split.iter().copied(), total) {
            return Err(IllegalAction::new(
                "601.2d",
                format!("divide {total} damage among the {} targets, at least 1 each", chosen.len()),
            ));
        }
        Ok(chosen.into_iter().zip(split).collect())
    }
}

/// Adds the parts of `c` to `total` (costs combine, CR 601.2f).
pub(crate) fn add_cost(total: &mut Cost, c: &Cost) {
    total.life += c.life;
    if c.sacrifice.is_some() {
        total.sacrifice = c.sacrifice.clone();
    }
    if c.discard.is_some() {
        total.discard = c.discard.clone();
    }
    if c.exile_from_hand.is_some() {
        total.exile_from_hand = c.exile_from_hand.clone();
    }
    if c.tap_untapped.is_some() {
        total.tap_untapped = c.tap_untapped.clone();
        total.tap_total_power = c.tap_total_power;
    }
    crate::costs::kinds::add_more_costs(total, c);
}

/// The divided damage of an effect: its amount and the target slot it divides among.
pub fn divided_damage(e: &Effect) -> Option<(&Amount, u8)> {
    e.program.iter().find_map(|i| match i {
        Instr::DealDamage { hits, split: DamageSplit::Divided, .. } => match &hits[..] {
            [(amount, Ref::Target(n))] => Some((amount, *n)),
            _ => None,
        },
        Instr::Prevent(spec) => match (&spec.limit, &spec.to) {
            (PreventLimit::Divided(amount), Some(Ref::Target(n))) => Some((amount, *n)),
            _ => None,
        },
        _ => None,
    })
}

/// The `n` objects paying a cost from `pool`: the player's `choices` among them if they name
/// enough, else the first `n` there (CR 601.2h, 118.3); too few refuses with `rule`.
pub(crate) fn pick_cost_objects(
    pool: Vec<ObjectId>,
    n: u32,
    choices: &[ObjectId],
    rule: &'static str,
    what: &str,
) -> Result<Vec<ObjectId>, IllegalAction> {
    if (pool.len() as u32) < n {
        return Err(IllegalAction::new(rule, format!("not enough {what} to pay the cost")));
    }
    let chosen: Vec<ObjectId> = choices.iter().copied().filter(|c| pool.contains(c)).collect();
    let mut out = if chosen.len() >= n as usize { chosen } else { pool };
    out.truncate(n as usize);
    Ok(out)
}

/// Whether a spell's "costs {1} less to cast for each ..." count is one the engine can take
/// before the spell has targets or has resolved anything (CR 601.2f): counts of permanents
/// and of cards, domain, this turn's history; the Oracle compiler leaves a card with any
/// other unsupported.
pub fn cost_count_supported(a: &crate::ir::Amount) -> bool {
    use crate::ir::{Amount, Ref};
    match a {
        Amount::Fixed(_)
        | Amount::Count(_)
        | Amount::CardsIn(..)
        | Amount::Domain
        | Amount::History(_)
        | Amount::Party => true,
        Amount::CountControlledBy(_, r) | Amount::CardsOf(_, r, _) | Amount::HandSize(r) => {
            matches!(**r, Ref::You | Ref::EachOpponent | Ref::EachPlayer)
        }
        Amount::Neg(a) | Amount::Times(_, a) | Amount::Half(a, _) => cost_count_supported(a),
        Amount::Plus(a, b) => cost_count_supported(a) && cost_count_supported(b),
        _ => false,
    }
}
