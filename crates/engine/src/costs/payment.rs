//! Paying mana costs: finding mana sources and a plan to activate their mana abilities
//! (CR 601.2g-h, 605), paying Phyrexian mana with life (CR 107.4f), and activating the
//! planned abilities with all their costs and effects (CR 605.3a).

use crate::ir::{Ability, ActivatedAbility, Amount, Cost, Instr, ManaProduce};
use crate::ir::{CardType, Keyword, Zone};
use crate::ir::{Color, ManaCost, ManaPool, ManaSymbol, ManaType, SpendRestriction};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::IllegalAction;
use crate::state::game::{Game, Resolution, RestrictedMana, StackItem};

/// What activating a mana ability costs its controller besides tapping the source, in the
/// order the automatic planner avoids them: it takes a plan with a smaller toll whenever
/// one pays (CR 601.2g leaves the choice of mana abilities to the player).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Toll {
    #[default]
    Free,
    /// Other untapped permanents are tapped ("Tap an untapped Druid you control: Add {G}").
    TapsOthers,
    /// Its controller pays life or is dealt damage (a painland's coloured ability, CR 605.3b).
    Hurts,
    /// The source is sacrificed or exiled ("Sacrifice Blood Pet: Add {B}").
    Sacrifices,
}

/// One way to activate a mana source: the index of the mana ability among the card's
/// abilities (`usize::MAX`: the intrinsic ability of a basic land type, CR 305.6), the mana it
/// adds, and its toll.
#[derive(Clone, Debug)]
pub(crate) struct ManaOption {
    pub ability: usize,
    pub mana: Vec<ManaType>,
    pub toll: Toll,
    /// Its mana may be spent only in some ways (CR 106.6).
    pub restricted: bool,
}

/// A permanent with a mana ability that can be activated now, and what each activation could
/// produce: e.g. a Forest `[{G}]`, Birds of Paradise `[{W}, {U}, ...]`, Sol Ring `[{C}{C}]`,
/// a painland `[{C} free, {R} hurts, {G} hurts]`.
#[derive(Clone, Debug)]
pub(crate) struct ManaSource {
    pub id: ObjectId,
    pub options: Vec<ManaOption>,
    pub is_land: bool,
}

impl ManaSource {
    /// The smallest toll of its options.
    fn toll(&self) -> Toll {
        self.options.iter().map(|o| o.toll).min().unwrap_or_default()
    }
}

/// Which mana abilities to activate and what each produces, and the Phyrexian symbols paid
/// with 2 life each instead of mana (CR 107.4f).
#[derive(Clone, Debug, Default)]
pub(crate) struct PaymentPlan {
    pub sources: Vec<(ObjectId, usize, Vec<ManaType>)>,
    /// Life paid for Phyrexian symbols, and the cost left to pay with mana.
    pub phyrexian_life: Option<(u32, ManaCost)>,
    /// What the payment is for: the restricted mana it may use (CR 106.6).
    pub on: SpendOn,
}

/// The mana a payment spent (CR 601.2h), and whether restricted mana spent on a spell said
/// that spell can't be countered (CR 106.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Paid {
    pub mana: ManaPool,
    pub uncounterable: bool,
}

/// What a payment is for, which decides the restricted mana it may use (CR 106.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum SpendOn {
    /// Any other cost (a ward or attack cost, a cost paid as an effect resolves): no
    /// restricted mana.
    #[default]
    Other,
    /// Casting this card as a spell.
    Spell(ObjectId),
    /// Activating an ability of this source.
    Ability(ObjectId),
}

/// What a mana ability's cost asks besides mana, as a toll, if the planner can pay it: tapping
/// the source, tapping other untapped permanents, life, sacrificing or exiling the source.
/// Anything else (a mana cost, a sacrifice of another permanent, a discard, counters, ...)
/// is the player's choice and paid by hand.
fn cost_toll(c: &Cost) -> Option<Toll> {
    let other = c.mana.mana_value(0) > 0
        || c.mana.symbols.iter().any(|s| matches!(s, ManaSymbol::X))
        || c.untap
        || c.loyalty.is_some()
        || c.tap_total_power
        || c.sacrifice.is_some()
        || c.discard.is_some()
        || c.remove_counters.is_some()
        || c.remove_any_counters.is_some()
        || c.exile_from_hand.is_some()
        || c.has_more_costs();
    if other {
        return None;
    }
    Some(if c.sacrifice_self || c.exile_self {
        Toll::Sacrifices
    } else if c.life > 0 {
        Toll::Hurts
    } else if c.tap_untapped.is_some() {
        Toll::TapsOthers
    } else {
        Toll::Free
    })
}

/// Every outcome of a mana production.
pub(crate) fn produce_options(p: &ManaProduce) -> Vec<Vec<ManaType>> {
    match p {
        ManaProduce::Fixed(v) => vec![v.clone()],
        ManaProduce::OneOf(kinds, n) => kinds.iter().map(|k| vec![*k; *n as usize]).collect(),
        ManaProduce::AnyColor(n) => Color::ALL.iter().map(|c| vec![ManaType::Colored(*c); *n as usize]).collect(),
        ManaProduce::Combination(kinds, Amount::Fixed(n)) => crate::ir::mana_combinations(kinds, (*n).max(0) as usize),
        // Counted on resolution; the planner counts it beforehand (see `mana_outcomes_now`).
        ManaProduce::ForEach(..)
        | ManaProduce::Combination(..)
        | ManaProduce::AnyColorAmount(_)
        | ManaProduce::ChosenColorAmount(_)
        | ManaProduce::ChosenColor
        | ManaProduce::CommanderIdentity
        | ManaProduce::LandCouldProduce { .. } => vec![],
    }
}

/// The instructions of a mana ability other than adding mana: its other effects, run after
/// the planned mana is added (a painland's damage, CR 605.3b).
fn side_effects(program: &[Instr]) -> Vec<Instr> {
    program
        .iter()
        .filter_map(|i| match i {
            Instr::AddMana(_) => None,
            Instr::If { condition, then } => {
                let then = side_effects(then);
                (!then.is_empty()).then(|| Instr::If { condition: condition.clone(), then })
            }
            other => Some(other.clone()),
        })
        .collect()
}

impl Game {
    /// What a mana ability of `id` would add if activated now, and whether it also does
    /// something that hurts its controller: the one "Add ..." of its program, through
    /// "if ..." branches whose condition holds now ("{T}: Add {U}. If you played a land this
    /// turn, add {B} instead.", CR 605.1a), beside damage or life loss. `by_hand` accepts any
    /// other instruction as well (the plan is then only for telling what could be paid).
    fn mana_outcomes_now(
        &self,
        program: &[Instr],
        id: ObjectId,
        p: PlayerId,
        by_hand: bool,
        found: &mut Option<Vec<Vec<ManaType>>>,
    ) -> Option<bool> {
        let mut hurts = false;
        for instr in program {
            match instr {
                Instr::AddMana(produce) => {
                    if found.is_some() {
                        return None;
                    }
                    let mut outcomes = produce_options(produce);
                    if let ManaProduce::ForEach(kinds, n) = produce {
                        // CR 106.1: the amount counted now is what the ability would add now.
                        let n = self.eval_amount_simple(n, id).max(0) as usize;
                        outcomes = vec![kinds.iter().copied().cycle().take(kinds.len() * n).collect()];
                    }
                    if let ManaProduce::Combination(kinds, n) = produce {
                        let n = self.eval_amount_simple(n, id).max(0) as usize;
                        outcomes = crate::ir::mana_combinations(kinds, n);
                    }
                    // CR 106.7, 607.2d: what the chosen colour or the lands allow now.
                    if let Some(kinds) = self.defined_mana_options(produce, id, p) {
                        outcomes = kinds.into_iter().map(|k| vec![k]).collect();
                    }
                    *found = Some(outcomes);
                }
                Instr::If { condition, then } => {
                    if self.check_condition(condition, id, p) {
                        hurts |= self.mana_outcomes_now(then, id, p, by_hand, found)?;
                    }
                }
                Instr::DealDamage { .. } | Instr::LoseLife { .. } => hurts = true,
                _ if by_hand => hurts = true,
                _ => return None,
            }
        }
        Some(hurts)
    }

    /// The ways the planner (or, with `by_hand`, a player by hand) can activate mana ability
    /// `a` of `id` now, with their toll.
    fn mana_ability_options(
        &self,
        a: &ActivatedAbility,
        id: ObjectId,
        p: PlayerId,
        sick: bool,
        by_hand: bool,
    ) -> Option<(Vec<Vec<ManaType>>, Toll)> {
        if !a.is_mana_ability {
            return None;
        }
        let mut toll = cost_toll(&a.cost)?;
        let o = self.object(id);
        // CR 302.6: a {T} ability of a creature needs it under control since the turn began.
        if a.cost.tap && (o.tapped || sick) {
            return None;
        }
        // CR 119.4: life can be paid only up to the life total.
        if a.cost.life as i32 > self.players[p.index()].life {
            return None;
        }
        if let Some((_, n)) = &a.cost.tap_untapped {
            if self.tap_cost_candidates(p, &a.cost, id).len() < *n as usize {
                return None;
            }
        }
        if a.condition.as_ref().is_some_and(|c| !self.check_condition(c, id, p)) {
            // CR 602.5b: "Activate only if you control a Swamp." and the like.
            return None;
        }
        let mut found = None;
        if self.mana_outcomes_now(&a.effect.program, id, p, by_hand, &mut found)? {
            toll = toll.max(Toll::Hurts);
        }
        let outcomes: Vec<Vec<ManaType>> = found?.into_iter().filter(|m| !m.is_empty()).collect();
        (!outcomes.is_empty()).then_some((outcomes, toll))
    }

    /// The permanents `p` controls with a mana ability the automatic planner can activate
    /// now (CR 302.6 for creatures).
    pub(crate) fn mana_sources(&self, p: PlayerId) -> Vec<ManaSource> {
        self.mana_sources_as(p, false)
    }

    /// Like [`Game::mana_sources`]; `by_hand` adds the mana abilities whose other effects
    /// only a player activates by hand.
    pub(crate) fn mana_sources_as(&self, p: PlayerId, by_hand: bool) -> Vec<ManaSource> {
        // Kept while the game waits for an answer (`continuous/layer_cache.rs`).
        if let Some(kept) = self.layer_cache.mana_sources(p, by_hand) {
            return kept;
        }
        let out = self.mana_sources_now(p, by_hand);
        self.layer_cache.keep_mana_sources(p, by_hand, &out);
        out
    }

    /// [`Game::mana_sources_as`] computed now.
    pub(crate) fn mana_sources_now(&self, p: PlayerId, by_hand: bool) -> Vec<ManaSource> {
        let mut out = Vec::new();
        for &id in &self.battlefield {
            if self.controller(id) != p {
                continue;
            }
            let ch = self.characteristics_cow(id);
            // CR 602.5: "its activated abilities can't be activated" stops mana abilities too.
            if ch.restricted(crate::ir::Restriction::NoActivatedAbilities)
                || self.activation_forbidden_by(id, true).is_some()
            {
                continue;
            }
            let sick = ch.is(CardType::Creature) && self.is_sick(id) && !ch.has(&Keyword::Haste);
            let is_land = ch.is(CardType::Land);
            if ch.abilities_removed {
                // CR 305.7: a land whose types an effect set has just their mana abilities.
                let options: Vec<ManaOption> = ch
                    .land_mana
                    .iter()
                    .map(|t| ManaOption {
                        ability: usize::MAX,
                        mana: vec![ManaType::Colored(t.color())],
                        toll: Toll::Free,
                        restricted: false,
                    })
                    .collect();
                if !options.is_empty() && !sick && !self.object(id).tapped {
                    out.push(ManaSource { id, options, is_land });
                }
                continue;
            }
            let mut options = Vec::new();
            for (i, ab) in self.abilities_now(id).abilities.iter().enumerate() {
                let Ability::Activated(a) = ab else { continue };
                if let Some((outcomes, toll)) = self.mana_ability_options(a, id, p, sick, by_hand) {
                    let restricted = a.spend.is_some();
                    options.extend(outcomes.into_iter().map(|mana| ManaOption { ability: i, mana, toll, restricted }));
                }
            }
            options.sort_by_key(|o| o.toll);
            if !options.is_empty() {
                out.push(ManaSource { id, options, is_land });
            }
        }
        // Free sources first, then lands, then sources with the fewest options (keep
        // flexible ones for later).
        out.sort_by_key(|s| (s.toll(), !s.is_land, s.options.len()));
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
    /// Phyrexian symbols are paid with mana when the sources can, else with 2 life each
    /// (CR 107.4f), as few as possible, while the life total allows (CR 119.4).
    pub(crate) fn plan_payment_as(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
        by_hand: bool,
    ) -> Result<PaymentPlan, IllegalAction> {
        self.plan_payment_on(p, cost, only, exclude, by_hand, SpendOn::Other)
    }

    /// Like [`Game::plan_payment_as`], for `on`: casting a spell or activating an ability may
    /// also use the mana restricted to it (CR 106.6).
    pub(crate) fn plan_payment_on(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
        by_hand: bool,
        on: SpendOn,
    ) -> Result<PaymentPlan, IllegalAction> {
        // A plan from any untapped source is kept while the game waits for an answer
        // (`continuous/layer_cache.rs`): the legal actions ask the same cost once per card.
        // Restricted mana makes a plan depend on what it pays for: that one is made afresh,
        // as is any plan while the cache doesn't hold the game (nothing could be kept).
        if only.is_some() || !self.layer_cache.holds() || self.spending_restricted(p, by_hand) {
            return self.plan_payment_fresh(p, cost, only, exclude, by_hand, on);
        }
        let plan = match self.layer_cache.payment(p, by_hand, cost, exclude) {
            Some(plan) => plan,
            None => self.plan_and_keep(p, cost, exclude, by_hand),
        };
        plan.map(|plan| PaymentPlan { on, ..plan })
    }

    /// A plan from any untapped source made now and kept for the decision (see
    /// [`Game::plan_payment_on`]).
    fn plan_and_keep(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        exclude: &[ObjectId],
        by_hand: bool,
    ) -> Result<PaymentPlan, IllegalAction> {
        let plan = self.plan_payment_fresh(p, cost, None, exclude, by_hand, SpendOn::Other);
        self.layer_cache.keep_payment(p, by_hand, cost, exclude, &plan);
        plan
    }

    /// Whether [`Game::plan_payment_on`] (from any untapped source) would find a plan: the same
    /// answer, without copying a kept plan or its refusal (the legal actions ask this of
    /// every card and ability).
    pub(crate) fn can_pay_on(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        exclude: &[ObjectId],
        by_hand: bool,
        on: SpendOn,
    ) -> bool {
        if !self.layer_cache.holds() || self.spending_restricted(p, by_hand) {
            return self.plan_payment_fresh(p, cost, None, exclude, by_hand, on).is_ok();
        }
        match self.layer_cache.payment_ok(p, by_hand, cost, exclude) {
            Some(ok) => ok,
            None => self.plan_and_keep(p, cost, exclude, by_hand).is_ok(),
        }
    }

    /// Whether what `p` may spend depends on what it pays for (CR 106.6): restricted mana in
    /// the pool, or a source whose mana is restricted (the sources found here are kept for
    /// the plan that follows).
    fn spending_restricted(&self, p: PlayerId, by_hand: bool) -> bool {
        !self.players[p.index()].restricted_mana.is_empty()
            || self.layer_cache.any_restricted_source(p, by_hand).unwrap_or_else(|| {
                self.mana_sources_as(p, by_hand).iter().any(|s| s.options.iter().any(|o| o.restricted))
            })
    }

    /// [`Game::plan_payment_on`] computed now, never taken from what the game keeps; Phyrexian
    /// symbols are paid with life where mana can't (CR 107.4f).
    pub(crate) fn plan_payment_fresh(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
        by_hand: bool,
        on: SpendOn,
    ) -> Result<PaymentPlan, IllegalAction> {
        let phyrexian: Vec<usize> =
            (0..cost.symbols.len()).filter(|&i| matches!(cost.symbols[i], ManaSymbol::Phyrexian(_))).collect();
        let first = self.plan_mana(p, cost, only, exclude, by_hand, on);
        if first.is_ok() || phyrexian.is_empty() || phyrexian.len() > 8 {
            return first;
        }
        let life = self.players[p.index()].life;
        let mut subsets: Vec<u32> = (1..1u32 << phyrexian.len()).collect();
        subsets.sort_by_key(|s| s.count_ones());
        for set in subsets {
            let paid = 2 * set.count_ones();
            if paid as i32 > life {
                break;
            }
            let rest = ManaCost {
                symbols: (0..cost.symbols.len())
                    .filter(|i| phyrexian.iter().position(|x| x == i).is_none_or(|k| set & (1 << k) == 0))
                    .map(|i| cost.symbols[i])
                    .collect(),
            };
            if let Ok(mut plan) = self.plan_mana(p, &rest, only, exclude, by_hand, on) {
                plan.phyrexian_life = Some((paid, rest));
                return Ok(plan);
            }
        }
        first
    }

    /// The plan of mana abilities for a cost with no Phyrexian choice left.
    fn plan_mana(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
        by_hand: bool,
        on: SpendOn,
    ) -> Result<PaymentPlan, IllegalAction> {
        let pool = self.spendable_pool(p, on);
        let mut sources = self.mana_sources_as(p, by_hand);
        sources.retain(|s| !exclude.contains(&s.id));
        if sources.iter().any(|s| s.options.iter().any(|o| o.restricted)) {
            self.keep_spendable(&mut sources, p, on);
        }
        if let Some(list) = only {
            for id in list {
                if !sources.iter().any(|s| s.id == *id) {
                    return Err(IllegalAction::new(
                        "601.2g",
                        format!(
                            "{} is not an untapped mana source you control whose mana can pay this now",
                            self.name(*id)
                        ),
                    ));
                }
            }
            sources.retain(|s| list.contains(&s.id));
            let mut plan = Vec::new();
            if search_all(&sources, 0, pool, cost, &mut plan) && self.tap_costs_fit(p, &plan) {
                return Ok(PaymentPlan { sources: plan, on, ..PaymentPlan::default() });
            }
            return Err(IllegalAction::new("601.2h", format!("the chosen sources can't pay {cost}")));
        }
        if pool.clone().pay(cost) {
            return Ok(PaymentPlan { on, ..PaymentPlan::default() });
        }
        for taps_others in [true, false] {
            if !taps_others {
                // The plan tapped the same permanent twice: plan again without those costs.
                for s in &mut sources {
                    s.options.retain(|o| o.toll != Toll::TapsOthers);
                }
                sources.retain(|s| !s.options.is_empty());
            }
            if let Some(plan) = plan_least_toll(&sources, pool, cost) {
                if self.tap_costs_fit(p, &plan) {
                    return Ok(PaymentPlan { sources: plan, on, ..PaymentPlan::default() });
                }
            }
        }
        Err(IllegalAction::new("601.2h", format!("can't pay {cost}: not enough mana")))
    }

    /// The permanents the "tap an untapped ..." costs of a plan's mana abilities tap, each
    /// one never tapped twice nor one the plan taps for its own mana (CR 601.2h); `None`
    /// when they don't fit.
    fn tap_cost_choices(&self, p: PlayerId, plan: &[(ObjectId, usize, Vec<ManaType>)]) -> Option<Vec<Vec<ObjectId>>> {
        let mut taken: Vec<ObjectId> =
            plan.iter().filter(|(id, i, _)| self.ability_taps(*id, *i)).map(|x| x.0).collect();
        let mut out = Vec::new();
        for (id, i, _) in plan {
            let card = self.abilities_now(*id);
            let Some(Ability::Activated(a)) = card.abilities.get(*i) else {
                out.push(Vec::new());
                continue;
            };
            let Some((_, n)) = &a.cost.tap_untapped else {
                out.push(Vec::new());
                continue;
            };
            let mut free: Vec<ObjectId> =
                self.tap_cost_candidates(p, &a.cost, *id).into_iter().filter(|x| !taken.contains(x)).collect();
            // Tap the creatures that don't make mana themselves first.
            let mana: Vec<ObjectId> = self.mana_sources(p).into_iter().map(|s| s.id).collect();
            free.sort_by_key(|x| mana.contains(x));
            if free.len() < *n as usize {
                return None;
            }
            free.truncate(*n as usize);
            taken.extend(&free);
            out.push(free);
        }
        Some(out)
    }

    fn tap_costs_fit(&self, p: PlayerId, plan: &[(ObjectId, usize, Vec<ManaType>)]) -> bool {
        self.tap_cost_choices(p, plan).is_some()
    }

    /// Whether mana ability `i` of `id` has {T} in its cost (a basic land type's always does).
    fn ability_taps(&self, id: ObjectId, i: usize) -> bool {
        match self.abilities_now(id).abilities.get(i) {
            Some(Ability::Activated(a)) => a.cost.tap,
            _ => true,
        }
    }

    /// Activates the planned mana abilities, pays the Phyrexian life, and pays `cost` from
    /// the pool (CR 601.2g-h). Returns the mana spent and what it did.
    pub(crate) fn execute_payment(&mut self, p: PlayerId, plan: &PaymentPlan, cost: &ManaCost) -> Paid {
        let taps = self.tap_cost_choices(p, &plan.sources).unwrap_or_default();
        for (k, (id, ability, mana)) in plan.sources.iter().enumerate() {
            let tapped = taps.get(k).cloned().unwrap_or_default();
            self.activate_planned_mana(p, *id, *ability, mana, &tapped);
        }
        let cost = match &plan.phyrexian_life {
            Some((life, rest)) => {
                // CR 107.4f, 119.4: 2 life for each Phyrexian symbol not paid with mana.
                self.lose_life(p, *life as i32);
                rest
            }
            None => cost,
        };
        self.pay_from_pool(p, cost, plan.on)
    }

    /// Activates one planned mana ability (CR 605.3a): pays its costs (the {T}, the
    /// permanents `tapped` for "tap an untapped ...", life, sacrificing the source), adds the
    /// planned mana, then does what else the ability does (a painland's damage, CR 605.3b).
    fn activate_planned_mana(
        &mut self,
        p: PlayerId,
        id: ObjectId,
        ability: usize,
        mana: &[ManaType],
        tapped: &[ObjectId],
    ) {
        let card = self.abilities_now(id);
        let Some(Ability::Activated(a)) = card.abilities.get(ability).cloned() else {
            // CR 305.6: a basic land type's intrinsic "{T}: Add ...".
            self.tap_permanent(id);
            self.add_mana_units(p, id, None, mana);
            self.tapped_for_mana(id);
            return;
        };
        self.objects[id.index()].activations_this_turn.push(ability);
        if a.cost.tap {
            self.tap_permanent(id);
        }
        self.pay_tap_cost(tapped);
        if a.cost.life > 0 {
            self.lose_life(p, a.cost.life as i32);
        }
        if a.cost.sacrifice_self {
            self.sacrifice(id);
        } else if a.cost.exile_self {
            self.move_object(id, Zone::Exile);
        }
        self.add_mana_units(p, id, a.spend.as_deref(), mana);
        let rest = side_effects(&a.effect.program);
        if !rest.is_empty() {
            let item = StackItem::ability(self.next_ability_id(), id, p, card.clone(), ability, a.text.clone());
            let mut res = Resolution::start(item, None);
            let step = self.run_block(&rest, &mut res, 0);
            debug_assert!(
                matches!(step, crate::resolve::interpreter::Step::Done),
                "a planned mana ability asks nothing"
            );
        }
        if a.cost.tap {
            // CR 605.1b: triggered mana abilities of "tapped for mana".
            self.tapped_for_mana(id);
        }
    }
}

/// Restricted mana (CR 106.6): what it may pay for, added, and spent.
impl Game {
    /// Whether mana restricted by `rule`, added by `source`, may pay for `on` (CR 106.6).
    pub(crate) fn may_spend(&self, rule: &SpendRestriction, source: ObjectId, on: SpendOn, p: PlayerId) -> bool {
        match on {
            SpendOn::Other => rule.others,
            SpendOn::Spell(card) => rule.spells.as_ref().is_some_and(|f| self.matches(f, card, source, p)),
            SpendOn::Ability(src) => rule.abilities.as_ref().is_some_and(|f| self.matches(f, src, source, p)),
        }
    }

    /// The mana in `p`'s pool that may pay for `on`: all of it but restricted mana that can't.
    fn spendable_pool(&self, p: PlayerId, on: SpendOn) -> ManaPool {
        let player = &self.players[p.index()];
        let mut pool = player.mana_pool;
        for r in &player.restricted_mana {
            if self.may_spend(&r.rule, r.source, on, p) {
                pool.add(r.kind, 1);
            }
        }
        pool
    }

    /// Drops the mana options whose mana can't pay for `on`, and the sources left with none.
    fn keep_spendable(&self, sources: &mut Vec<ManaSource>, p: PlayerId, on: SpendOn) {
        for s in sources.iter_mut() {
            let card = self.abilities_now(s.id);
            s.options.retain(|o| {
                !o.restricted
                    || matches!(card.abilities.get(o.ability), Some(Ability::Activated(a))
                        if a.spend.as_ref().is_some_and(|r| self.may_spend(r, s.id, on, p)))
            });
        }
        sources.retain(|s| !s.options.is_empty());
    }

    /// Adds `mana` from `source` to `p`'s pool, restricted by `rule` if the ability said so.
    pub(crate) fn add_mana_units(
        &mut self,
        p: PlayerId,
        source: ObjectId,
        rule: Option<&SpendRestriction>,
        mana: &[ManaType],
    ) {
        let player = &mut self.players[p.index()];
        match rule {
            None => add_all(&mut player.mana_pool, mana),
            Some(rule) => player.restricted_mana.extend(mana.iter().map(|&kind| RestrictedMana {
                kind,
                source,
                rule: rule.clone(),
            })),
        }
    }

    /// Pays `cost` from `p`'s pool for `on`, spending the restricted mana that may pay for it
    /// before unrestricted mana of the same type (it is the mana with fewer uses; CR 106.6
    /// leaves the choice to the player).
    fn pay_from_pool(&mut self, p: PlayerId, cost: &ManaCost, on: SpendOn) -> Paid {
        let restricted = &self.players[p.index()].restricted_mana;
        let mut allowed: Vec<usize> = (0..restricted.len())
            .filter(|&i| self.may_spend(&restricted[i].rule, restricted[i].source, on, p))
            .collect();
        // Riders first, so that mana which makes the spell uncounterable is the mana spent.
        allowed.sort_by_key(|&i| !restricted[i].rule.uncounterable);
        let plain = self.players[p.index()].mana_pool;
        let mut pool = plain;
        for &i in &allowed {
            pool.add(restricted[i].kind, 1);
        }
        let before = pool;
        let ok = pool.pay(cost);
        debug_assert!(ok, "a payment plan pays its cost");
        let mut mana = ManaPool::default();
        let mut left = ManaPool::default();
        let mut spent = Vec::new();
        for t in ManaType::ALL {
            mana.add(t, before.get(t) - pool.get(t));
            left.add(t, pool.get(t).min(plain.get(t)));
            let restricted_left = (pool.get(t) - left.get(t)) as usize;
            let of_type: Vec<usize> = allowed.iter().copied().filter(|&i| restricted[i].kind == t).collect();
            let used = of_type.len().saturating_sub(restricted_left);
            spent.extend(of_type.into_iter().take(used));
        }
        let uncounterable = matches!(on, SpendOn::Spell(_)) && spent.iter().any(|&i| restricted[i].rule.uncounterable);
        spent.sort_unstable();
        let player = &mut self.players[p.index()];
        player.mana_pool = left;
        for i in spent.into_iter().rev() {
            player.restricted_mana.remove(i);
        }
        Paid { mana, uncounterable }
    }

    /// The mana spent to cast `src` (the spell, or the spell the permanent was; CR 400.7d):
    /// its amount, or with `colors` how many colours (CR 702.44a).
    pub(crate) fn mana_spent(&self, src: ObjectId, colors: bool) -> i32 {
        let spent = self.object(src).cast_with.spent;
        if colors {
            Color::ALL.into_iter().filter(|&c| spent.get(ManaType::Colored(c)) > 0).count() as i32
        } else {
            i32::try_from(spent.total()).unwrap_or(i32::MAX)
        }
    }
}

fn add_all(pool: &mut ManaPool, mana: &[ManaType]) {
    for m in mana {
        pool.add(*m, 1);
    }
}

/// A plan with the least toll: first with free options only, then allowing each toll in
/// turn (CR 601.2g: which mana abilities to activate is the player's choice; the planner
/// spares the player's life and permanents when it can).
fn plan_least_toll(
    sources: &[ManaSource],
    pool: ManaPool,
    cost: &ManaCost,
) -> Option<Vec<(ObjectId, usize, Vec<ManaType>)>> {
    let tolls = [Toll::Free, Toll::TapsOthers, Toll::Hurts, Toll::Sacrifices];
    let mut last_len = usize::MAX;
    for max in tolls {
        let allowed: Vec<ManaSource> = sources
            .iter()
            .map(|s| ManaSource { options: s.options.iter().filter(|o| o.toll <= max).cloned().collect(), ..s.clone() })
            .filter(|s| !s.options.is_empty())
            .collect();
        let len: usize = allowed.iter().map(|s| s.options.len()).sum();
        if len == last_len {
            continue;
        }
        last_len = len;
        if let Some(plan) = greedy(&allowed, pool, cost) {
            return Some(plan);
        }
        let mut plan = Vec::new();
        let mut budget = 20_000u32;
        if search_min(&allowed, 0, pool, cost, &mut plan, &mut budget) {
            return Some(plan);
        }
    }
    None
}

/// Greedy plan: each coloured symbol from the least flexible source of that colour with the
/// smallest toll, then generic from what is left. Returns `None` when greed doesn't find a way.
fn greedy(
    sources: &[ManaSource],
    mut pool: ManaPool,
    cost: &ManaCost,
) -> Option<Vec<(ObjectId, usize, Vec<ManaType>)>> {
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
            .filter_map(|(i, s)| s.options.iter().find(|o| o.mana.contains(&kind)).map(|o| (i, o.clone())))
            .min_by_key(|(_, o)| o.toll)?;
        used[i] = true;
        add_all(&mut pool, &opt.mana);
        for m in &opt.mana {
            if *m != kind {
                need_pool.add(*m, 1);
            }
        }
        plan.push((sources[i].id, opt.ability, opt.mana));
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
        let least = s.options[0].toll;
        let opt = s
            .options
            .iter()
            .find(|o| o.toll == least && o.mana.contains(&ManaType::Colorless))
            .unwrap_or(&s.options[0])
            .clone();
        add_all(&mut pool, &opt.mana);
        plan.push((s.id, opt.ability, opt.mana));
    }
    pool.clone().pay(cost).then_some(plan)
}

/// Exhaustive search preferring to skip sources, so the plan uses few of them.
fn search_min(
    sources: &[ManaSource],
    i: usize,
    pool: ManaPool,
    cost: &ManaCost,
    plan: &mut Vec<(ObjectId, usize, Vec<ManaType>)>,
    budget: &mut u32,
) -> bool {
    if pool.clone().pay(cost) {
        return true;
    }
    if i >= sources.len() || *budget == 0 {
        return false;
    }
    *budget -= 1;
    let potential: usize = sources[i..].iter().map(|s| s.options.iter().map(|o| o.mana.len()).max().unwrap_or(0)).sum();
    if pool.total() as usize + potential < cost.mana_value(0) as usize {
        return false;
    }
    for o in &sources[i].options {
        let mut p2 = pool;
        add_all(&mut p2, &o.mana);
        plan.push((sources[i].id, o.ability, o.mana.clone()));
        if search_min(sources, i + 1, p2, cost, plan, budget) {
            return true;
        }
        plan.pop();
    }
    search_min(sources, i + 1, pool, cost, plan, budget)
}

/// Search where every source must be used (manual payment).
fn search_all(
    sources: &[ManaSource],
    i: usize,
    pool: ManaPool,
    cost: &ManaCost,
    plan: &mut Vec<(ObjectId, usize, Vec<ManaType>)>,
) -> bool {
    if i >= sources.len() {
        return pool.clone().pay(cost);
    }
    for o in &sources[i].options {
        let mut p2 = pool;
        add_all(&mut p2, &o.mana);
        plan.push((sources[i].id, o.ability, o.mana.clone()));
        if search_all(sources, i + 1, p2, cost, plan) {
            return true;
        }
        plan.pop();
    }
    false
}
