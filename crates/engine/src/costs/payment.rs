//! Paying mana costs: finding mana sources and a plan to tap them (CR 601.2g-h, 605).

use crate::ir::{Ability, ActivatedAbility, Cost, Instr, ManaProduce};
use crate::ir::{CardType, Keyword};
use crate::ir::{Color, ManaCost, ManaPool, ManaSymbol, ManaType};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::IllegalAction;
use crate::state::game::Game;

/// A permanent that can tap for mana now, and what each activation could produce.
#[derive(Clone, Debug)]
pub(crate) struct ManaSource {
    pub id: ObjectId,
    /// Each way tapping it can come out, with the index of the mana ability in the card's
    /// abilities: e.g. `[(0, [G])]`, `[(0, [W]), (0, [U]), ...]`, `[(0, [C, C])]`, or a dual
    /// land's two abilities `[(0, [B]), (1, [R])]` (CR 305.6).
    pub options: Vec<(usize, Vec<ManaType>)>,
    pub is_land: bool,
}

/// Which sources to activate and what each produces.
pub(crate) type PaymentPlan = Vec<(ObjectId, usize, Vec<ManaType>)>;

/// What a "{T}: Add ..." ability can produce, if it's a simple one the planner can use.
pub(crate) fn simple_mana_options(a: &ActivatedAbility) -> Option<Vec<Vec<ManaType>>> {
    if !a.is_mana_ability || !a.cost.tap || a.cost.mana.mana_value(0) > 0 || a.cost.sacrifice_self || a.cost.life > 0 {
        return None;
    }
    if has_other_costs(&a.cost) {
        return None;
    }
    let [Instr::AddMana(produce)] = a.effect.program.as_slice() else {
        return None;
    };
    Some(produce_options(produce))
}

/// What a mana ability can produce when its controller activates it by hand (CR 605.3a):
/// besides the simple ones, a "{T}: Add ..." whose other instructions do something else as
/// well (a painland's damage, CR 605.3b) or whose cost also pays life or sacrifices the
/// source. The automatic payment planner never uses these: their side effects are the
/// player's choice.
pub(crate) fn by_hand_mana_options(a: &ActivatedAbility, life: i32) -> Option<Vec<Vec<ManaType>>> {
    if let Some(o) = simple_mana_options(a) {
        return Some(o);
    }
    if !a.is_mana_ability || !a.cost.tap || a.cost.mana.mana_value(0) > 0 || a.cost.life as i32 > life {
        return None;
    }
    if has_other_costs(&a.cost) {
        return None;
    }
    let mut adds = a.effect.program.iter().filter_map(|i| if let Instr::AddMana(p) = i { Some(p) } else { None });
    match (adds.next(), adds.next()) {
        (Some(produce), None) => Some(produce_options(produce)),
        _ => None,
    }
}

/// Whether a mana ability's cost asks for more than tapping, mana and life: a sacrifice of
/// another permanent, a discard, removed counters or any other part; neither planner pays those.
fn has_other_costs(c: &Cost) -> bool {
    c.sacrifice.is_some()
        || c.discard.is_some()
        || c.remove_counters.is_some()
        || c.remove_any_counters.is_some()
        || c.has_more_costs()
}

/// Every outcome of a mana production.
pub(crate) fn produce_options(p: &ManaProduce) -> Vec<Vec<ManaType>> {
    match p {
        ManaProduce::Fixed(v) => vec![v.clone()],
        ManaProduce::OneOf(kinds, n) => kinds.iter().map(|k| vec![*k; *n as usize]).collect(),
        ManaProduce::AnyColor(n) => Color::ALL.iter().map(|c| vec![ManaType::Colored(*c); *n as usize]).collect(),
        // Counted on resolution; the planner counts it beforehand (see `mana_sources`).
        ManaProduce::ForEach(..)
        | ManaProduce::AnyColorAmount(_)
        | ManaProduce::ChosenColor
        | ManaProduce::CommanderIdentity
        | ManaProduce::LandCouldProduce { .. } => vec![],
    }
}

impl Game {
    /// The untapped permanents `p` controls that can tap for mana now (CR 302.6 for creatures).
    pub(crate) fn mana_sources(&self, p: PlayerId) -> Vec<ManaSource> {
        self.mana_sources_as(p, false)
    }

    /// Like [`Game::mana_sources`]; `by_hand` adds the mana abilities only a player activates
    /// by hand ([`by_hand_mana_options`]).
    pub(crate) fn mana_sources_as(&self, p: PlayerId, by_hand: bool) -> Vec<ManaSource> {
        let life = self.players[p.index()].life;
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let o = self.object(id);
            if o.tapped || self.controller(id) != p {
                continue;
            }
            let ch = self.characteristics(id);
            // CR 602.5: "its activated abilities can't be activated" stops mana abilities too.
            if ch.restricted(crate::ir::Restriction::NoActivatedAbilities) {
                continue;
            }
            if ch.abilities_removed {
                // CR 305.7: a land whose types an effect set has just their mana abilities.
                let options: Vec<(usize, Vec<ManaType>)> =
                    ch.land_mana.iter().map(|t| (usize::MAX, vec![ManaType::Colored(t.color())])).collect();
                let sick = ch.is(CardType::Creature) && self.is_sick(id) && !ch.has(&Keyword::Haste);
                if !options.is_empty() && !sick {
                    out.push(ManaSource { id, options, is_land: ch.is(CardType::Land) });
                }
                continue;
            }
            if ch.is(CardType::Creature) && self.is_sick(id) && !ch.has(&Keyword::Haste) {
                continue;
            }
            // Every simple mana ability counts: they all need the {T}, so one is used (CR 605.3a).
            let mut options = Vec::new();
            for (i, ab) in self.abilities_now(id).abilities.iter().enumerate() {
                let Ability::Activated(a) = ab else { continue };
                if a.condition.as_ref().is_some_and(|c| !self.check_condition(c, id, p)) {
                    // CR 602.5b: "Activate only if you control a Swamp." and the like.
                    continue;
                }
                let outcomes = if by_hand { by_hand_mana_options(a, life) } else { simple_mana_options(a) };
                if let Some(mut outcomes) = outcomes {
                    if let [Instr::AddMana(ManaProduce::ForEach(kinds, n))] = a.effect.program.as_slice() {
                        // CR 106.1: the amount counted now is what the ability would add now.
                        let n = self.eval_amount_simple(n, id).max(0) as usize;
                        outcomes = vec![kinds.iter().copied().cycle().take(kinds.len() * n).collect()];
                    }
                    if let [Instr::AddMana(produce)] = a.effect.program.as_slice() {
                        // CR 106.7, 607.2d: what the chosen colour or the lands allow now.
                        if let Some(kinds) = self.defined_mana_options(produce, id, p) {
                            outcomes = kinds.into_iter().map(|k| vec![k]).collect();
                        }
                    }
                    options.extend(outcomes.into_iter().map(|m| (i, m)));
                }
            }
            if !options.is_empty() {
                out.push(ManaSource { id, options, is_land: ch.is(CardType::Land) });
            }
        }
        // Prefer lands, then sources with the fewest options (keep flexible ones for later).
        out.sort_by_key(|s| (!s.is_land, s.options.len()));
        out
    }

    /// Finds sources that pay `cost` together with the pool (CR 601.2g). `only` restricts to
    /// the listed permanents (manual payment), all of which are then used.
    pub(crate) fn plan_payment(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        only: Option<&[ObjectId]>,
    ) -> Result<PaymentPlan, IllegalAction> {
        self.plan_payment_from(p, cost, only, &[])
    }

    /// Like [`Game::plan_payment`], never using the sources in `exclude` (tapped for other
    /// parts of the cost).
    pub(crate) fn plan_payment_from(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
    ) -> Result<PaymentPlan, IllegalAction> {
        self.plan_payment_as(p, cost, only, exclude, false)
    }

    /// Like [`Game::plan_payment_from`]; `by_hand` counts the mana abilities only a player
    /// activates by hand (a plan made so is for telling what could be paid, never executed).
    pub(crate) fn plan_payment_as(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
        by_hand: bool,
    ) -> Result<PaymentPlan, IllegalAction> {
        let pool = self.players[p.index()].mana_pool;
        let mut sources = self.mana_sources_as(p, by_hand);
        sources.retain(|s| !exclude.contains(&s.id));
        if let Some(list) = only {
            for id in list {
                if !sources.iter().any(|s| s.id == *id) {
                    return Err(IllegalAction::new(
                        "601.2g",
                        format!(
                            "{} is not an untapped mana source you control that can be activated now",
                            self.name(*id)
                        ),
                    ));
                }
            }
            sources.retain(|s| list.contains(&s.id));
            let mut plan = Vec::new();
            if search_all(&sources, 0, pool, cost, &mut plan) {
                return Ok(plan);
            }
            return Err(IllegalAction::new("601.2h", format!("the chosen sources can't pay {cost}")));
        }
        if pool.clone().pay(cost) {
            return Ok(Vec::new());
        }
        if let Some(plan) = greedy(&sources, pool, cost) {
            return Ok(plan);
        }
        let mut plan = Vec::new();
        let mut budget = 20_000u32;
        if search_min(&sources, 0, pool, cost, &mut plan, &mut budget) {
            return Ok(plan);
        }
        Err(IllegalAction::new("601.2h", format!("can't pay {cost}: not enough mana")))
    }

    /// Activates the planned mana abilities and pays `cost` from the pool (CR 601.2h).
    pub(crate) fn execute_payment(&mut self, p: PlayerId, plan: &PaymentPlan, cost: &ManaCost) {
        for (id, _ability, mana) in plan {
            self.tap_permanent(*id);
            for m in mana {
                self.players[p.index()].mana_pool.add(*m, 1);
            }
            self.tapped_for_mana(*id);
        }
        let ok = self.players[p.index()].mana_pool.pay(cost);
        debug_assert!(ok, "a payment plan pays its cost");
    }
}

fn add_all(pool: &mut ManaPool, mana: &[ManaType]) {
    for m in mana {
        pool.add(*m, 1);
    }
}

/// Greedy plan: each coloured symbol from the least flexible source of that colour, then
/// generic from what is left. Returns `None` when greed doesn't find a way.
fn greedy(sources: &[ManaSource], mut pool: ManaPool, cost: &ManaCost) -> Option<PaymentPlan> {
    let mut used = vec![false; sources.len()];
    let mut plan = Vec::new();
    let mut need_pool = pool;
    // Coloured requirements first.
    for sym in &cost.symbols {
        let kind = match sym {
            ManaSymbol::Colored(c) | ManaSymbol::Phyrexian(c) => ManaType::Colored(*c),
            ManaSymbol::Colorless => ManaType::Colorless,
            _ => continue,
        };
        if need_pool.get(kind) > 0 {
            need_pool.amounts[kind.index()] -= 1;
            continue;
        }
        let (i, opt) = sources
            .iter()
            .enumerate()
            .filter(|(i, _)| !used[*i])
            .find_map(|(i, s)| s.options.iter().find(|(_, o)| o.contains(&kind)).map(|o| (i, o.clone())))?;
        used[i] = true;
        let (ability, opt) = opt;
        add_all(&mut pool, &opt);
        for m in &opt {
            if *m != kind {
                need_pool.add(*m, 1);
            }
        }
        plan.push((sources[i].id, ability, opt));
    }
    // Then generic (and anything else) until the pool pays.
    for (i, s) in sources.iter().enumerate() {
        if pool.clone().pay(cost) {
            break;
        }
        if used[i] {
            continue;
        }
        used[i] = true;
        let (ability, opt) =
            s.options.iter().find(|(_, o)| o.contains(&ManaType::Colorless)).unwrap_or(&s.options[0]).clone();
        add_all(&mut pool, &opt);
        plan.push((s.id, ability, opt));
    }
    pool.clone().pay(cost).then_some(plan)
}

/// Exhaustive search preferring to skip sources, so the plan uses few of them.
fn search_min(
    sources: &[ManaSource],
    i: usize,
    pool: ManaPool,
    cost: &ManaCost,
    plan: &mut PaymentPlan,
    budget: &mut u32,
) -> bool {
    if pool.clone().pay(cost) {
        return true;
    }
    if i >= sources.len() || *budget == 0 {
        return false;
    }
    *budget -= 1;
    let potential: usize = sources[i..].iter().map(|s| s.options.iter().map(|(_, o)| o.len()).max().unwrap_or(0)).sum();
    if pool.total() as usize + potential < cost.mana_value(0) as usize {
        return false;
    }
    for (ability, opt) in &sources[i].options {
        let mut p2 = pool;
        add_all(&mut p2, opt);
        plan.push((sources[i].id, *ability, opt.clone()));
        if search_min(sources, i + 1, p2, cost, plan, budget) {
            return true;
        }
        plan.pop();
    }
    search_min(sources, i + 1, pool, cost, plan, budget)
}

/// Search where every source must be used (manual payment).
fn search_all(sources: &[ManaSource], i: usize, pool: ManaPool, cost: &ManaCost, plan: &mut PaymentPlan) -> bool {
    if i >= sources.len() {
        return pool.clone().pay(cost);
    }
    for (ability, opt) in &sources[i].options {
        let mut p2 = pool;
        add_all(&mut p2, opt);
        plan.push((sources[i].id, *ability, opt.clone()));
        if search_all(sources, i + 1, p2, cost, plan) {
            return true;
        }
        plan.pop();
    }
    false
}
