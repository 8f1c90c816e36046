//! Lowering: from the syntax tree to the engine's ability IR (`grimoire_engine::ability`).
//!
//! Lowering numbers targets in the order they appear (CR 601.2c), resolves pronouns ("it",
//! "that player") to the object or player mentioned before, builds filters and token
//! definitions, and decides which activated abilities are mana abilities (CR 605.1a).

pub(crate) mod becomes;
pub(crate) mod costs;
mod damage;
mod flow;
pub(crate) mod mechanics;
mod permanents;
mod players;
mod stack;
pub(crate) mod trigger_events;
mod zones;

use crate::oracle::ast::*;
use grimoire_engine::*;

/// Context for lowering one effect.
#[derive(Default)]
struct Scope {
    targets: Vec<TargetSpec>,
    /// The last object referred to, for "it".
    last_obj: Option<Ref>,
    /// The last player referred to, for "that player".
    last_player: Option<Ref>,
    /// What "it" means with no antecedent: the triggering object, or the source.
    default_it: Option<Ref>,
    /// Target slots used only by a kicked part of a spell (CR 702.33g).
    kicked_targets: Vec<u8>,
    /// What "that player" means with no antecedent, if not the triggering player: the
    /// caster of the triggering spell ("Whenever a player casts a spell, that player ...").
    default_player: Option<Ref>,
}

/// Lowers one parsed ability line; `text` is its printed text (for logs).
pub fn lower_ability(ast: AbilityAst, text: &str) -> Vec<Ability> {
    match ast {
        AbilityAst::Keywords(ks) => ks.into_iter().flat_map(|k| lower_keyword(k, text)).collect(),
        AbilityAst::Spell(e) => lower_spell(e),
        AbilityAst::Activated(a) => vec![Ability::Activated(lower_activated(a, text))],
        AbilityAst::Triggered(t) => vec![Ability::Triggered(lower_triggered(t, text))],
        AbilityAst::Static(ss) => ss.into_iter().flat_map(lower_statics).map(Ability::Static).collect(),
    }
}

/// CR 613.1f: a quoted ability granted by an effect (the grammar lets through only
/// abilities that lower to exactly one).
pub(crate) fn granted_ability(ast: AbilityAst, text: &str) -> LayerEffect {
    let mut abilities = lower_ability(ast, text);
    debug_assert_eq!(abilities.len(), 1, "one granted ability");
    LayerEffect::GrantAbility(GrantedAbility(Box::new(abilities.remove(0))))
}

fn lower_keyword(k: KeywordAst, text: &str) -> Vec<Ability> {
    match k {
        KeywordAst::Fading(n) => return fading(n, text),
        KeywordAst::Echo(cost) => return vec![echo(cost, text)],
        KeywordAst::CumulativeUpkeep(mana, life) => return vec![cumulative_upkeep(mana, life, text)],
        KeywordAst::Typecycling(t, mana) => return vec![crate::oracle::lower::mechanics::typecycling(&t, mana, text)],
        KeywordAst::Storm => return vec![crate::oracle::lower::mechanics::storm(text)],
        KeywordAst::Madness(mana) => return crate::oracle::lower::mechanics::madness(mana, text),
        // CR 702.38a: a static ability applied as the permanent enters.
        KeywordAst::Amplify(n) => return vec![Ability::Static(StaticAbility::Amplify(n))],
        _ => {}
    }
    vec![match k {
        KeywordAst::Engine(k) => Ability::Keyword(k),
        // CR 702.5a, 303.4a
        KeywordAst::Enchant(t) => Ability::Static(StaticAbility::Enchant(target_spec(&t))),
        // CR 702.29a: "[Cost], Discard this card: Draw a card." from the hand.
        KeywordAst::Cycling(mana) => crate::oracle::lower::mechanics::cycling_ability(
            mana,
            vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }],
            text,
        ),
        // CR 702.6a: "[Cost]: Attach this permanent to target creature you control.
        // Activate only as a sorcery."
        KeywordAst::Equip(mana) => Ability::Activated(ActivatedAbility {
            cost: Cost { mana, ..Cost::default() },
            effect: Effect::targeted(
                vec![TargetSpec::permanent(
                    Filter::creature().and(Filter::ControlledBy(PlayerFilter::You)),
                    "target creature you control",
                )],
                vec![Instr::Attach { what: Ref::Source, to: Ref::Target(0) }],
            ),
            is_mana_ability: false,
            sorcery_speed: true,
            once_per_turn: false,
            condition: None,
            zone: Zone::Battlefield,
            text: text.to_string(),
            max_per_turn: None,
            any_player: false,
        }),
        KeywordAst::Fading(_)
        | KeywordAst::Echo(_)
        | KeywordAst::CumulativeUpkeep(..)
        | KeywordAst::Typecycling(..)
        | KeywordAst::Storm
        | KeywordAst::Madness(_)
        | KeywordAst::Amplify(_) => {
            unreachable!("handled above")
        }
    }]
}

/// CR 702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At
/// the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
/// sacrifice the permanent."
fn fading(n: u32, text: &str) -> Vec<Ability> {
    let fade = CounterKind::Named("fade".into());
    vec![
        Ability::Static(StaticAbility::EntersWithCounters { kind: fade.clone(), amount: Amount::Fixed(n as i32) }),
        Ability::Triggered(TriggeredAbility {
            event: TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You },
            condition: None,
            effect: Effect::new(vec![
                Instr::RemoveCounters { what: Ref::Source, kind: fade, amount: Amount::Fixed(1) },
                Instr::If {
                    condition: Condition::Not(Box::new(Condition::PreviousDidSomething)),
                    then: vec![Instr::Sacrifice { who: Ref::You, filter: Filter::Source, count: Amount::Fixed(1) }],
                },
            ]),
            optional: false,
            text: text.to_string(),
        }),
    ]
}

/// "Sacrifice it unless you pay ...": the payment, then the sacrifice if nothing was paid.
fn sacrifice_unless_paid(mana: ManaCost, life: u32, times: Amount) -> Vec<Instr> {
    vec![
        Instr::PayCost { who: Ref::You, mana, life, times },
        Instr::If {
            condition: Condition::Not(Box::new(Condition::PreviousDidSomething)),
            then: vec![Instr::Sacrifice { who: Ref::You, filter: Filter::Source, count: Amount::Fixed(1) }],
        },
    ]
}

/// CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control
/// since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
fn echo(cost: ManaCost, text: &str) -> Ability {
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You },
        condition: Some(Condition::ArrivedSinceYourLastUpkeep),
        effect: Effect::new(sacrifice_unless_paid(cost, 0, Amount::Fixed(1))),
        optional: false,
        text: text.to_string(),
    })
}

/// CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield,
/// put an age counter on this permanent. Then you may pay [cost] for each age counter on it.
/// If you don't, sacrifice it."
fn cumulative_upkeep(mana: ManaCost, life: u32, text: &str) -> Ability {
    let age = CounterKind::Named("age".into());
    let mut program = vec![Instr::AddCounters { what: Ref::Source, kind: age.clone(), amount: Amount::Fixed(1) }];
    program.extend(sacrifice_unless_paid(mana, life, Amount::CountersOn(Box::new(Ref::Source), age)));
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You },
        condition: None,
        effect: Effect::new(program),
        optional: false,
        text: text.to_string(),
    })
}

fn lower_cost(c: CostAst) -> Cost {
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

fn lower_activated(a: ActivatedAst, text: &str) -> ActivatedAbility {
    let cost = lower_cost(a.cost);
    let effect = lower_effect(a.effect, None);
    // CR 605.1a: no target, could add mana, not a loyalty ability.
    let is_mana_ability = cost.loyalty.is_none()
        && effect.targets.is_empty()
        && effect.modes.is_empty()
        && effect.program.iter().any(|i| matches!(i, Instr::AddMana(_)));
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
    }
}

/// The filter of a trigger's subject ("~", "enchanted creature", "a Goblin").
pub(crate) fn subject_filter(o: &ObjRef) -> Filter {
    match o {
        ObjRef::SelfRef => Filter::Source,
        ObjRef::Attached => Filter::AttachedTo,
        ObjRef::Each(ph) => filter(ph),
        ObjRef::It
        | ObjRef::That
        | ObjRef::Target(_)
        | ObjRef::CardsIn(..)
        | ObjRef::EachControlledBy(..)
        | ObjRef::Paid
        | ObjRef::TopCardIn(..)
        | ObjRef::ExiledWithSelf => Filter::Any,
    }
}

/// A trigger's event, and whether "it"/"that creature" means the triggering object.
pub(crate) fn trigger_event(trigger: &TriggerAst) -> (TriggerEvent, bool) {
    if let Some(e) = crate::oracle::lower::trigger_events::lower(trigger) {
        return e;
    }
    let about_other = |o: &ObjRef| !matches!(o, ObjRef::SelfRef);
    match trigger {
        TriggerAst::Enters(o) => (TriggerEvent::EntersBattlefield(subject_filter(o)), about_other(o)),
        TriggerAst::Dies(o) => (TriggerEvent::Dies(subject_filter(o)), about_other(o)),
        TriggerAst::Leaves(o) => (TriggerEvent::LeavesBattlefield(subject_filter(o)), about_other(o)),
        TriggerAst::Attacks(o) => (TriggerEvent::Attacks(subject_filter(o)), about_other(o)),
        TriggerAst::Blocks(o) => (TriggerEvent::Blocks(subject_filter(o)), about_other(o)),
        TriggerAst::BecomesBlocked(o) => (TriggerEvent::BecomesBlocked(subject_filter(o)), about_other(o)),
        TriggerAst::AttacksUnblocked(o) => (TriggerEvent::AttacksUnblocked(subject_filter(o)), about_other(o)),
        TriggerAst::BlocksOrBecomesBlocked(o) => {
            (TriggerEvent::BlocksOrBecomesBlocked(subject_filter(o)), about_other(o))
        }
        TriggerAst::CombatDamageToPlayer(o) => {
            (TriggerEvent::DealsCombatDamageToPlayer(subject_filter(o)), about_other(o))
        }
        TriggerAst::DamageToPlayer(o) => (TriggerEvent::DealsDamageToPlayer(subject_filter(o)), about_other(o)),
        TriggerAst::DealsDamage(o) => (TriggerEvent::DealsDamage(subject_filter(o)), about_other(o)),
        TriggerAst::IsDealtDamage(o) => (TriggerEvent::IsDealtDamage(subject_filter(o)), about_other(o)),
        TriggerAst::IsDealtCombatDamage(o) => (TriggerEvent::IsDealtCombatDamage(subject_filter(o)), about_other(o)),
        TriggerAst::Cast(who, ph) => (TriggerEvent::SpellCast { who: *who, spell: filter(ph) }, true),
        TriggerAst::Beginning(step, whose) => (TriggerEvent::BeginningOfStep { step: *step, whose: *whose }, false),
        TriggerAst::Cycled => (TriggerEvent::Cycled(Filter::Source), false),
        TriggerAst::PhasesSelf(out) => (TriggerEvent::PhasesSelf { out: *out }, false),
        TriggerAst::InGraveyard(inner) => {
            let (e, about) = trigger_event(inner);
            (TriggerEvent::InGraveyard(Box::new(e)), about)
        }
        TriggerAst::State(c) => (TriggerEvent::State(lower_condition(c.clone())), false),
        TriggerAst::Draws(who) => (TriggerEvent::Draws(*who), false),
        TriggerAst::GainsLife(who) => (TriggerEvent::GainsLife(*who), false),
        TriggerAst::TappedForMana(o) => (TriggerEvent::TappedForMana(subject_filter(o)), about_other(o)),
        TriggerAst::PutIntoGraveyardFrom(z) => (TriggerEvent::PutIntoGraveyardFrom(*z), false),
        TriggerAst::MainPhases(whose) => (TriggerEvent::BeginningOfMainPhase(*whose), false),
        // "that creature" is the other creature of the blocking pair.
        TriggerAst::BlockPair(o, kind, other) => {
            let (subject, other) = (subject_filter(o), filter(other));
            let event = match kind {
                BlockPair::Blocks => TriggerEvent::BlocksCreature { blocker: subject, attacker: other },
                BlockPair::BlockedBy => TriggerEvent::BlockedByCreature { attacker: subject, blocker: other },
                BlockPair::Either => TriggerEvent::BlocksOrBlockedByCreature { subject, other },
            };
            (event, true)
        }
        TriggerAst::BecomesTarget(o, spells_only, opponents_only) => (
            TriggerEvent::BecomesTarget {
                what: subject_filter(o),
                spells_only: *spells_only,
                opponents_only: *opponents_only,
            },
            about_other(o),
        ),
        TriggerAst::BecomesTapped(o) => (TriggerEvent::BecomesTapped(subject_filter(o)), about_other(o)),
        TriggerAst::TurnedFaceUp(o) => (TriggerEvent::TurnedFaceUp(subject_filter(o)), about_other(o)),
        // "that player" is the player dealt damage (the triggering player).
        TriggerAst::DamageToPlayerMatching(o, to, combat) => (
            TriggerEvent::DamageToPlayerMatching { by: subject_filter(o), to: *to, combat_only: *combat },
            about_other(o),
        ),
        // "that creature" is the creature dealt damage, whoever the source is.
        TriggerAst::DamageToCreature(o, combat) => {
            (TriggerEvent::DamageToCreature { by: subject_filter(o), combat_only: *combat }, true)
        }
        _ => unreachable!("lowered by lower/trigger_events.rs"),
    }
}

fn lower_triggered(t: TriggeredAst, text: &str) -> TriggeredAbility {
    let (event, triggering_obj) = trigger_event(&t.trigger);
    let default_it = if triggering_obj {
        Ref::Triggering
    } else if matches!(t.trigger, TriggerAst::Beginning(_, PlayerFilter::AttachedController)) {
        // "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1
        // counter on that creature": the enchanted creature.
        Ref::Attached
    } else {
        Ref::Source
    };
    // CR 603.2: the triggering object of a cast trigger is the spell; "that player" is its
    // controller.
    let caster = matches!(t.trigger, TriggerAst::Cast(..)).then(|| Ref::ControllerOf(Box::new(Ref::Triggering)));
    // "you may pay {1}. If you do, ...": paying is the choice; the payer is asked once.
    let optional = t.optional && !matches!(t.effect.actions.first(), Some(ActionAst::Pay { .. }));
    TriggeredAbility {
        event,
        condition: t.condition.map(lower_condition),
        effect: lower_effect_with(
            t.effect,
            Some(default_it),
            caster.or_else(|| crate::oracle::lower::trigger_events::default_player(&t.trigger)),
        ),
        optional,
        text: text.to_string(),
    }
}

fn lower_condition(c: ConditionAst) -> Condition {
    match c {
        ConditionAst::YouControl(ph, n) => Condition::YouControl(filter(&ph), n),
        ConditionAst::YouControlNo(ph) => Condition::Not(Box::new(Condition::YouControl(filter(&ph), 1))),
        ConditionAst::NoneOnBattlefield(ph) => Condition::OnBattlefield(filter(&ph), Cmp::Eq, 0),
        ConditionAst::AnyOnBattlefield(ph) => Condition::OnBattlefield(filter(&ph), Cmp::Ge, 1),
        ConditionAst::GraveyardAtLeast(n) => Condition::YourGraveyardSize(Cmp::Ge, n),
        ConditionAst::SelfCounters(kind, has) => {
            let c = Condition::SourceIs(Filter::HasCounter(CounterKind::parse(&kind)));
            if has {
                c
            } else {
                Condition::Not(Box::new(c))
            }
        }
        ConditionAst::SelfTapped(true) => Condition::SourceIs(Filter::Tapped),
        ConditionAst::SelfTapped(false) => Condition::SourceIs(Filter::Untapped),
        ConditionAst::NoManaAddedThisTurn => Condition::NoManaAddedThisTurn,
        ConditionAst::YourStep(step) => Condition::YourStep(step),
        ConditionAst::DuringCombat => Condition::DuringCombat,
        ConditionAst::OpponentAndYouControl(a, b) => Condition::OpponentAndYouControl(filter(&a), filter(&b)),
        ConditionAst::YourTurn(true) => Condition::YourTurn,
        ConditionAst::YourTurn(false) => Condition::Not(Box::new(Condition::YourTurn)),
        ConditionAst::AnyStep(step) => Condition::StepIs(step),
        ConditionAst::OpponentsStep(step) => {
            Condition::All(vec![Condition::Not(Box::new(Condition::YourTurn)), Condition::StepIs(step)])
        }
        ConditionAst::NoCardsInHand => Condition::YourHandSize(Cmp::Eq, 0),
        ConditionAst::Both(a, b) => Condition::All(vec![lower_condition(*a), lower_condition(*b)]),
        ConditionAst::SelfInCombat { attacking, blocking } => {
            let mut either = Vec::new();
            if attacking {
                either.push(Filter::Attacking);
            }
            if blocking {
                either.push(Filter::Blocking);
            }
            Condition::SourceIs(if either.len() == 1 { either.remove(0) } else { Filter::Or(either) })
        }
        ConditionAst::Player(whose, metric, cmp, n) => {
            Condition::PlayerMetric { whose, metric: lower_metric(metric), cmp, n }
        }
        ConditionAst::MostOf(whose, metric) => Condition::MostOf { whose, metric: lower_metric(metric) },
        ConditionAst::OpponentExceeds(metric) => Condition::OpponentExceeds(lower_metric(metric)),
        ConditionAst::OnBattlefield(ph, cmp, n) => Condition::OnBattlefield(filter(&ph), cmp, n),
        ConditionAst::Not(c) => Condition::Not(Box::new(lower_condition(*c))),
        ConditionAst::Kicked(cost) => Condition::Kicked(cost),
        ConditionAst::NotKicked => Condition::Not(Box::new(Condition::Kicked(None))),
        ConditionAst::History(h) => Condition::History(history(h)),
        ConditionAst::All(cs) => Condition::All(cs.into_iter().map(lower_condition).collect()),
        ConditionAst::AttachedIs(st) => Condition::OnBattlefield(Filter::AttachedTo.and(state(&st)), Cmp::Ge, 1),
        ConditionAst::StepIn(steps) => Condition::StepIn(steps),
        ConditionAst::SpellCastThisTurn { by_opponent, creature } => {
            Condition::SpellCastThisTurn { by_opponent, creature }
        }
        ConditionAst::EnchantedUntapped(color) => {
            let mut f = vec![Filter::AttachedTo, Filter::Untapped];
            f.extend(color.map(Filter::Color));
            Condition::OnBattlefield(Filter::And(f), Cmp::Ge, 1)
        }
        ConditionAst::WonFlip(won) => Condition::WonFlip(won),
        ConditionAst::SourceIsType(t) => Condition::SourceIs(Filter::Type(t)),
        ConditionAst::SelfInZone(z) => Condition::SourceInZone(z),
        ConditionAst::CardsAboveSelf(ph, n) => Condition::CardsAboveSource(filter(&without_zone(&ph)), n),
        ConditionAst::CardDirectlyAboveSelf(ph) => Condition::CardDirectlyAboveSource(filter(&ph)),
    }
}

/// A player's number named by a condition (CR 603.4).
fn lower_metric(m: MetricAst) -> grimoire_engine::trigger_conditions::Metric {
    use grimoire_engine::trigger_conditions::Metric;
    match m {
        MetricAst::Life => Metric::Life,
        MetricAst::HandSize => Metric::HandSize,
        MetricAst::LibrarySize => Metric::LibrarySize,
        MetricAst::Controls(ph) => Metric::Controls(filter(&ph)),
        MetricAst::GraveyardCards(ph) => Metric::GraveyardCards(filter(&ph)),
    }
}

/// A change to turns or to what a player may do this turn (CR 500.7, 614.10, 305.2, 119.5).
fn turn_effect(e: TurnEffectAst, s: &mut Scope) -> TurnEffect {
    match e {
        TurnEffectAst::ExtraTurns(n) => TurnEffect::ExtraTurns(n),
        TurnEffectAst::SkipTurn => TurnEffect::SkipTurn,
        TurnEffectAst::SkipStep { step, this_turn } => TurnEffect::SkipStep { step, this_turn },
        TurnEffectAst::CantPlayLands => TurnEffect::CantPlayLands,
        TurnEffectAst::CantCast(k) => TurnEffect::CantCast(spell_kinds(&k)),
        TurnEffectAst::AdditionalLands(n) => TurnEffect::AdditionalLands(n),
        // CR 119.5: the life total the player ends up with.
        TurnEffectAst::LifeBecomes(am) => TurnEffect::LifeBecomes(amount(&am, s)),
        TurnEffectAst::FlashFor(k) => TurnEffect::FlashFor(spell_kinds(&k)),
    }
}

/// A rule for players (CR 101.2, 305.2b, 601.3).
fn player_rule(r: PlayerRuleAst) -> PlayerRule {
    match r {
        PlayerRuleAst::CantPlayLands => PlayerRule::CantPlayLands,
        PlayerRuleAst::CantCast(k) => PlayerRule::CantCast(spell_kinds(&k)),
        PlayerRuleAst::OneSpellEachTurn => PlayerRule::OneSpellEachTurn,
        PlayerRuleAst::FlashFor(k) => PlayerRule::FlashFor(spell_kinds(&k)),
    }
}

/// Kinds of spells as a filter.
fn spell_kinds(k: &SpellKindsAst) -> Filter {
    match k {
        SpellKindsAst::Subtype(t) => Filter::Subtype(t.clone()),
        SpellKindsAst::Types(ts) if ts.len() == 1 => Filter::Type(ts[0]),
        SpellKindsAst::Types(ts) => Filter::Or(ts.iter().map(|t| Filter::Type(*t)).collect()),
    }
}

/// A condition on this turn's history (CR 603.4).
fn history(h: HistoryAst) -> HistoryCondition {
    use HistoryCondition as H;
    match h {
        HistoryAst::AbilityActivated(n) => H::ThisAbilityActivated(n),
        HistoryAst::CreatureDied => H::CreatureDied,
        HistoryAst::CastSpell(who) => H::CastSpell(who),
        HistoryAst::CastSpellOfColor(who, c) => H::CastSpellOfColor(who, c),
        HistoryAst::PlayedLand(who) => H::PlayedLand(who),
        HistoryAst::SourceWasBlocked => H::SourceWasBlocked,
        HistoryAst::SourceEntered => H::SourceEntered,
        HistoryAst::SourceBlocked => H::SourceBlocked,
        HistoryAst::SourceDealtDamage => H::SourceDealtDamage,
        HistoryAst::SourceDamagedOpponent => H::SourceDamagedOpponent,
        HistoryAst::SourceAttacked => H::SourceAttacked,
        HistoryAst::SourceNewlyControlled => H::SourceNewlyControlled,
    }
}

/// An object's state as a filter (CR 611.3b).
fn state(s: &StateAst) -> Filter {
    match s {
        StateAst::Attacking => Filter::Attacking,
        StateAst::Blocking => Filter::Blocking,
        StateAst::Enchanted => Filter::Enchanted,
        StateAst::Tapped => Filter::Tapped,
        StateAst::Untapped => Filter::Untapped,
        StateAst::Color(c) => Filter::Color(*c),
        StateAst::Subtype(t) => Filter::Subtype(t.clone()),
        StateAst::Type(t) => Filter::Type(*t),
        StateAst::BasicLand(t) => Filter::Supertype(Supertype::Basic).and(Filter::Subtype(t.name().to_string())),
        StateAst::Not(s) => Filter::Not(Box::new(state(s))),
        StateAst::Or(ss) => Filter::Or(ss.iter().map(state).collect()),
    }
}

/// Lowers a static ability; "as long as" gives each continuous effect its condition.
fn lower_statics(s: StaticAst) -> Vec<StaticAbility> {
    if let StaticAst::WhileItIs(f, inner) = s {
        // CR 611.3b: the state joins the affected objects' filter.
        return inner
            .into_iter()
            .flat_map(lower_statics)
            .map(|s| match s {
                StaticAbility::Continuous { affected, effect, condition } => {
                    StaticAbility::Continuous { affected: affected.and(state(&f)), effect, condition }
                }
                other => other,
            })
            .collect();
    }
    let StaticAst::AsLongAs(c, inner) = s else {
        return vec![lower_static(s)];
    };
    let cond = lower_condition(c);
    inner
        .into_iter()
        .flat_map(lower_statics)
        .map(|s| match s {
            StaticAbility::Continuous { affected, effect, condition: None } => {
                StaticAbility::Continuous { affected, effect, condition: Some(cond.clone()) }
            }
            other => other,
        })
        .collect()
}

fn lower_static(s: StaticAst) -> StaticAbility {
    match s {
        StaticAst::AsLongAs(..) | StaticAst::WhileItIs(..) => unreachable!("lowered by lower_statics"),
        StaticAst::PlayerRule(who, rule) => StaticAbility::PlayerRule { who, rule: player_rule(rule) },
        StaticAst::SkipUntapSteps => StaticAbility::SkipStep { step: Step::Untap, whose: PlayerFilter::Any },
        StaticAst::MaxHandSize(who, change) => StaticAbility::MaxHandSize { who, change },
        StaticAst::CantAttackPowerAboveHandSize => {
            StaticAbility::CantAttackPowerAbove(Amount::HandSize(Box::new(Ref::You)))
        }
        StaticAst::EachPlayerAdditionalLand => StaticAbility::AdditionalLands { who: PlayerFilter::Any, n: 1 },
        StaticAst::MaxCombatants { block, you_only, max } => StaticAbility::MaxCombatants { block, you_only, max },
        StaticAst::SpellsCantBeCountered(ph) => StaticAbility::SpellsCantBeCountered(filter(&ph)),
        StaticAst::Continuous(o, g) => {
            let effect = match g {
                GrantAst::Pt(AmountAst::Num(a), AmountAst::Num(b)) => LayerEffect::ModifyPowerToughness(a, b),
                GrantAst::Pt(a, b) => {
                    let mut scope = Scope::default();
                    LayerEffect::ModifyPowerToughnessBy(amount(&a, &mut scope), amount(&b, &mut scope))
                }
                GrantAst::Keyword(k) => LayerEffect::AddKeyword(k),
                GrantAst::Restriction(r) => LayerEffect::AddRestriction(r),
                GrantAst::AddTypes(types) => LayerEffect::AddTypes { types, subtypes: vec![] },
                GrantAst::BasePtManaValue => LayerEffect::SetPowerToughnessToManaValue,
                GrantAst::BasePt(p, t) => LayerEffect::SetPowerToughness(p, t),
                GrantAst::LoseAllAbilities => LayerEffect::RemoveAllAbilities,
                GrantAst::AddSubtypes(subtypes) => LayerEffect::AddTypes { types: vec![], subtypes },
                GrantAst::Control => LayerEffect::ControlledByYou,
                GrantAst::SwitchPt => LayerEffect::SwitchPowerToughness,
                GrantAst::Colors(cs) => LayerEffect::SetColors(cs.into_iter().collect()),
                GrantAst::Ability(ast, text) => granted_ability(*ast, &text),
                GrantAst::ChosenColor => LayerEffect::SetChosenColor,
                GrantAst::ChosenCreatureType => LayerEffect::SetChosenCreatureType,
                GrantAst::SetLandTypes(ts) => LayerEffect::SetLandTypes(ts),
                GrantAst::SetCreatureTypes(ts) => LayerEffect::SetCreatureTypes(ts),
                // Only effects "become" (grammar/effects/mod.rs); a static part would be its types.
                GrantAst::Becomes { types, subtypes, .. } => LayerEffect::AddTypes { types, subtypes },
                GrantAst::Animate(a) => LayerEffect::AddTypes { types: a.types, subtypes: a.subtypes },
                GrantAst::LoseKeyword(k) => LayerEffect::RemoveKeyword(k),
                GrantAst::BlockRule(r) => LayerEffect::BlockRule(block_rule(r)),
            };
            StaticAbility::Continuous { affected: subject_filter(&o), effect, condition: None }
        }
        StaticAst::CombatCost { attack, block, affected, defender, planeswalkers, cost, x, per_card_in_hand } => {
            let mut scope = Scope::default();
            StaticAbility::CombatCost {
                attack,
                block,
                affected: subject_filter(&affected),
                defender,
                planeswalkers,
                cost,
                x: amount(&x, &mut scope),
                times: if per_card_in_hand { Amount::HandSize(Box::new(Ref::You)) } else { Amount::Fixed(1) },
            }
        }
        StaticAst::CharacteristicPt(pw, tg) => {
            let mut scope = Scope::default();
            let pw = pw.map(|a| amount(&a, &mut scope));
            let tg = tg.map(|a| amount(&a, &mut scope));
            StaticAbility::Continuous {
                affected: Filter::Source,
                effect: LayerEffect::SetPowerToughnessBy(pw, tg),
                condition: None,
            }
        }
        StaticAst::EntersTapped => StaticAbility::EntersTapped,
        StaticAst::EntersWithChoice(k) => StaticAbility::EntersWithChoice(k),
        StaticAst::MayNotUntap => StaticAbility::MayNotUntap,
        StaticAst::EntersAsCopy(ph) => StaticAbility::EntersAsCopy { of: filter(&ph) },
        StaticAst::CostChange(ph, whose, n) => StaticAbility::CostChange { spells: filter(&ph), amount: n, whose },
        StaticAst::CostIncrease(ph, whose, mana) => StaticAbility::CostIncrease { spells: filter(&ph), whose, mana },
        StaticAst::AdditionalLand(n) => StaticAbility::AdditionalLands { who: PlayerFilter::You, n },
        StaticAst::CantBeCountered => StaticAbility::CantBeCountered,
        StaticAst::EntersWithCounters(kind, n) => {
            let amount = amount(&n, &mut Scope::default());
            StaticAbility::EntersWithCounters { kind: CounterKind::parse(&kind), amount }
        }
        StaticAst::SkipStep(step) => StaticAbility::SkipStep { step, whose: PlayerFilter::You },
        StaticAst::PlayerKeyword(keyword) => StaticAbility::PlayerKeyword { who: PlayerFilter::You, keyword },
        StaticAst::PreventDamageToYou => StaticAbility::PreventDamageToPlayer { who: PlayerFilter::You },
        StaticAst::NoLifeGain(who) => StaticAbility::NoLifeGain { who },
        StaticAst::Prevent { to, from, source, amount, combat_only } => {
            let to = match to {
                PreventTo::Any => DamageRecipient::Any,
                PreventTo::You => DamageRecipient::Players(PlayerFilter::You),
                PreventTo::Obj(o) => DamageRecipient::Objects(subject_filter(&o)),
            };
            let from = match from {
                Some(o) => subject_filter(&o),
                None => source,
            };
            StaticAbility::Replacement(Replacement::PreventDamage { to, from, amount, combat_only })
        }
        StaticAst::GraveyardInstead { what, dies, dest } => {
            StaticAbility::Replacement(Replacement::GraveyardInstead { what: subject_filter(&what), dies, dest })
        }
        StaticAst::PreventSelfRemoveCounter(kind) => {
            StaticAbility::Replacement(Replacement::PreventDamageToSelfRemoveCounter {
                kind: CounterKind::parse(&kind),
            })
        }
        StaticAst::Replacement(r) => StaticAbility::Replacement(r),
        StaticAst::DrawInstead { optional, instead } => {
            StaticAbility::Replacement(Replacement::DrawInstead { who: PlayerFilter::You, optional, instead })
        }
        StaticAst::EnterTapped(what) => {
            StaticAbility::Replacement(Replacement::EnterTapped { what: subject_filter(&what) })
        }
        StaticAst::AlternativeCost(cost, condition, text) => {
            StaticAbility::AlternativeCost { cost: lower_cost(cost), condition: condition.map(lower_condition), text }
        }
        StaticAst::AdditionalCost(cost) => StaticAbility::AdditionalCost(lower_cost(cost)),
        StaticAst::Kicker(cost, text) => StaticAbility::Kicker { cost: lower_cost(cost), text },
        StaticAst::Buyback(cost, text) => StaticAbility::Buyback { cost: lower_cost(cost), text },
        StaticAst::Flashback(cost, text) => StaticAbility::Flashback { cost: lower_cost(cost), text },
        StaticAst::FlashPermission(extra) => StaticAbility::FlashPermission { extra },
        StaticAst::CastRestriction(c, text) => StaticAbility::CastRestriction { condition: lower_condition(c), text },
        StaticAst::SelfCostChange(c, amount) => StaticAbility::SelfCostChange { condition: lower_condition(c), amount },
        StaticAst::FlashedSacrifice => StaticAbility::SacrificeAtCleanupIfFlashed,
        StaticAst::Morph(cost, text, megamorph) => StaticAbility::Morph { cost: lower_cost(cost), text, megamorph },
        StaticAst::EntersWithCountersIf(kind, n, c) => {
            let amount = amount(&n, &mut Scope::default());
            StaticAbility::EntersWithCountersIf {
                kind: CounterKind::parse(&kind),
                amount,
                condition: lower_condition(c),
            }
        }
        StaticAst::LifeFloorOne(c) => {
            StaticAbility::LifeFloorOne { who: PlayerFilter::You, condition: c.map(lower_condition) }
        }
    }
}

/// Lowers an effect; `default_it` is what "it" means before anything is mentioned.
/// A spell ability, and which of its targets are chosen only if it is kicked (CR 702.33g).
fn lower_spell(e: EffectAst) -> Vec<Ability> {
    let mut scope = Scope::default();
    let program = actions(e.actions, &mut scope);
    let modes = e.modes.into_iter().map(|m| lower_effect(m, None)).collect();
    let effect = Effect { targets: scope.targets, program, modes, mode_count: e.mode_count, text: String::new() };
    let mut out = vec![Ability::Spell(effect)];
    if !scope.kicked_targets.is_empty() {
        out.push(Ability::Static(StaticAbility::KickerTargets(scope.kicked_targets)));
    }
    out
}

fn lower_effect(e: EffectAst, default_it: Option<Ref>) -> Effect {
    lower_effect_with(e, default_it, None)
}

/// [`lower_effect`] with what "that player" means with no antecedent.
fn lower_effect_with(e: EffectAst, default_it: Option<Ref>, default_player: Option<Ref>) -> Effect {
    let mut scope = Scope { default_it, default_player, ..Scope::default() };
    let program = actions(e.actions, &mut scope);
    let modes = e
        .modes
        .into_iter()
        .map(|m| lower_effect_with(m, scope.default_it.clone(), scope.default_player.clone()))
        .collect();
    Effect { targets: scope.targets, program, modes, mode_count: e.mode_count, text: String::new() }
}

fn actions(list: Vec<ActionAst>, s: &mut Scope) -> Vec<Instr> {
    let mut out: Vec<Instr> = Vec::new();
    for a in list {
        match a {
            ActionAst::NoRegeneration => {
                // CR 701.19c: patches the destroy before it ("Destroy target creature if it's
                // white. A creature destroyed this way can't be regenerated.").
                last_destroy(&mut out);
            }
            other => {
                // "Create a 5/5 Wall token. Sacrifice it at the beginning of the next end step.":
                // "it" is the token made.
                if matches!(other, ActionAst::DelayedAbout { .. })
                    && matches!(out.last(), Some(Instr::CreateToken { .. }))
                {
                    s.last_obj = Some(Ref::Affected);
                }
                out.extend(action(other, s))
            }
        }
    }
    out
}

/// Marks the last destroy of a program, also inside a condition, as "can't be regenerated"
/// (CR 701.19c).
fn last_destroy(program: &mut [Instr]) -> bool {
    program.iter_mut().rev().any(|i| match i {
        Instr::Destroy { no_regeneration, .. } => {
            *no_regeneration = true;
            true
        }
        Instr::If { then, .. }
        | Instr::May { then, .. }
        | Instr::ForEach { then, .. }
        | Instr::PlayerMay { then, .. } => last_destroy(then),
        _ => false,
    })
}

/// The actions after "If ~ was kicked,": there "it deals" means what was kicked, while
/// "that creature" still means the object mentioned before (Illuminate: "If this spell was
/// kicked ..., it deals X damage to that creature's controller.").
fn kicked_actions(list: Vec<ActionAst>, s: &mut Scope) -> Vec<Instr> {
    if list.iter().any(|a| matches!(a, ActionAst::NoRegeneration)) {
        return actions(list, s);
    }
    let mut out = Vec::new();
    for a in list {
        match a {
            ActionAst::DealDamage { by: ObjRef::It, amount: am, to } => {
                let amount = amount(&am, s);
                for r in to {
                    out.push(Instr::DealDamage { amount: amount.clone(), to: recipient(r, s) });
                }
            }
            other => out.extend(action(other, s)),
        }
    }
    out
}

/// The instructions of one action: a table of the actions, each lowered by the file of
/// its area.
fn action(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    // CR 608.2h: "Each player loses 1 life for each creature they control": counted for
    // each player in turn.
    if let Some((each, one_player)) = each_player_counted(&a) {
        let what = player(each, s);
        let outer = s.last_player.replace(Ref::EachOne);
        let then = action(one_player, s);
        s.last_player = outer;
        return vec![Instr::ForEach { what, then }];
    }
    match a {
        a @ ActionAst::Destroy { .. } => permanents::lower(a, s),
        a @ ActionAst::NoRegeneration => permanents::lower(a, s),
        a @ ActionAst::Exile { .. } => permanents::lower(a, s),
        a @ ActionAst::ReturnToHand { .. } => permanents::lower(a, s),
        a @ ActionAst::ReturnToBattlefield { .. } => permanents::lower(a, s),
        a @ ActionAst::PutOntoBattlefield { .. } => permanents::lower(a, s),
        a @ ActionAst::Tap { .. } => permanents::lower(a, s),
        a @ ActionAst::PhaseOut { .. } => permanents::lower(a, s),
        a @ ActionAst::Untap { .. } => permanents::lower(a, s),
        a @ ActionAst::TurnFace { .. } => permanents::lower(a, s),
        a @ ActionAst::TapOrUntap { .. } => permanents::lower(a, s),
        a @ ActionAst::GiveControl { .. } => permanents::lower(a, s),
        a @ ActionAst::ExchangeControl { .. } => permanents::lower(a, s),
        a @ ActionAst::CreateTokensFor { .. } => permanents::lower(a, s),
        a @ ActionAst::PutIntoGraveyard { .. } => permanents::lower(a, s),
        a @ ActionAst::PutOnBottom { .. } => permanents::lower(a, s),
        a @ ActionAst::Combat { .. } => permanents::lower(a, s),
        a @ ActionAst::Regenerate { .. } => permanents::lower(a, s),
        a @ ActionAst::ChangeText { .. } => permanents::lower(a, s),
        a @ ActionAst::Grant { .. } => permanents::lower(a, s),
        a @ ActionAst::CreateTokens { .. } => permanents::lower(a, s),
        a @ ActionAst::Sacrifice { .. } => permanents::lower(a, s),
        a @ ActionAst::SkipNextUntap { .. } => permanents::lower(a, s),
        a @ ActionAst::Compound { .. } => permanents::lower(a, s),
        a @ ActionAst::ReturnUnderOwner { .. } => permanents::lower(a, s),
        a @ ActionAst::SacrificeObject { .. } => permanents::lower(a, s),
        a @ ActionAst::PutOnTop { .. } => permanents::lower(a, s),
        a @ ActionAst::PutCounters { .. } => permanents::lower(a, s),
        a @ ActionAst::RemoveCounters { .. } => permanents::lower(a, s),
        a @ ActionAst::DealDividedDamage { .. } => damage::lower(a, s),
        a @ ActionAst::DealDamage { .. } => damage::lower(a, s),
        a @ ActionAst::PreventDivided { .. } => damage::lower(a, s),
        a @ ActionAst::PreventToAndBy { .. } => damage::lower(a, s),
        a @ ActionAst::DealDamageEachCounted { .. } => damage::lower(a, s),
        a @ ActionAst::PreventAllCombatDamage => damage::lower(a, s),
        a @ ActionAst::DamageCantBePrevented => damage::lower(a, s),
        a @ ActionAst::PreventNextFrom { .. } => damage::lower(a, s),
        a @ ActionAst::PreventAll { .. } => damage::lower(a, s),
        a @ ActionAst::Redirect(..) => damage::lower(a, s),
        a @ ActionAst::PreventNextBy { .. } => damage::lower(a, s),
        a @ ActionAst::PreventNextFromObj { .. } => damage::lower(a, s),
        a @ ActionAst::PreventAllChosen { .. } => damage::lower(a, s),
        a @ ActionAst::PreventNext { .. } => damage::lower(a, s),
        a @ ActionAst::DealDamageSplit { .. } => damage::lower(a, s),
        a @ ActionAst::Draw { .. } => players::lower(a, s),
        a @ ActionAst::Discard { .. } => players::lower(a, s),
        a @ ActionAst::GainLife { .. } => players::lower(a, s),
        a @ ActionAst::LoseLife { .. } => players::lower(a, s),
        a @ ActionAst::Mill { .. } => players::lower(a, s),
        a @ ActionAst::TurnEffect { .. } => players::lower(a, s),
        a @ ActionAst::PayTimes { .. } => players::lower(a, s),
        a @ ActionAst::AddMana(..) => players::lower(a, s),
        a @ ActionAst::AddManaBy { .. } => players::lower(a, s),
        a @ ActionAst::RevealHand { .. } => players::lower(a, s),
        a @ ActionAst::ChooseFromHand { .. } => players::lower(a, s),
        a @ ActionAst::DiscardIt { .. } => players::lower(a, s),
        a @ ActionAst::Scry { .. } => players::lower(a, s),
        a @ ActionAst::Shuffle { .. } => players::lower(a, s),
        a @ ActionAst::ShuffleInto { .. } => players::lower(a, s),
        a @ ActionAst::NoLifeGainThisTurn => players::lower(a, s),
        a @ ActionAst::NextDrawInstead(..) => players::lower(a, s),
        a @ ActionAst::Pay { .. } => players::lower(a, s),
        a @ ActionAst::WinGame => players::lower(a, s),
        a @ ActionAst::CantCast { .. } => players::lower(a, s),
        a @ ActionAst::PayLife { .. } => players::lower(a, s),
        a @ ActionAst::PlayerCounters { .. } => players::lower(a, s),
        a @ ActionAst::SearchOf { .. } => zones::lower(a, s),
        a @ ActionAst::LookAtHand { .. } => zones::lower(a, s),
        a @ ActionAst::SearchBy { .. } => zones::lower(a, s),
        a @ ActionAst::PutOntoBattlefieldBy { .. } => zones::lower(a, s),
        a @ ActionAst::ExileFromGraveyardBy { .. } => zones::lower(a, s),
        a @ ActionAst::RevealUntil { .. } => zones::lower(a, s),
        a @ ActionAst::LookOrReveal { .. } => zones::lower(a, s),
        a @ ActionAst::ReturnSelfFrom { .. } => zones::lower(a, s),
        a @ ActionAst::RevealTop { .. } => zones::lower(a, s),
        a @ ActionAst::ArrangeTop { .. } => zones::lower(a, s),
        a @ ActionAst::PutFoundOnTop => zones::lower(a, s),
        a @ ActionAst::ReturnExiledWithSelf => zones::lower(a, s),
        a @ ActionAst::Search { .. } => zones::lower(a, s),
        a @ ActionAst::RevealAnyNumber { .. } => zones::lower(a, s),
        a @ ActionAst::LookAtTop { .. } => zones::lower(a, s),
        a @ ActionAst::Counter { .. } => stack::lower(a, s),
        a @ ActionAst::ChangeTarget { .. } => stack::lower(a, s),
        a @ ActionAst::CounterTo { .. } => stack::lower(a, s),
        a @ ActionAst::FlipCoin => stack::lower(a, s),
        a @ ActionAst::CounteredInstead(..) => stack::lower(a, s),
        a @ ActionAst::CopySelf { .. } => stack::lower(a, s),
        a @ ActionAst::OthersMay { .. } => flow::lower(a, s),
        a @ ActionAst::IfItIsElse { .. } => flow::lower(a, s),
        a @ ActionAst::Unless { .. } => flow::lower(a, s),
        a @ ActionAst::May(..) => flow::lower(a, s),
        a @ ActionAst::Delayed { .. } => flow::lower(a, s),
        a @ ActionAst::Choose(..) => flow::lower(a, s),
        a @ ActionAst::DelayedAbout { .. } => flow::lower(a, s),
        a @ ActionAst::ForEach { .. } => flow::lower(a, s),
        a @ ActionAst::IfCondition(..) => flow::lower(a, s),
        a @ ActionAst::Instead { .. } => flow::lower(a, s),
        a @ ActionAst::IfItIs { .. } => flow::lower(a, s),
        a @ ActionAst::ChoosePermanent { .. } => flow::lower(a, s),
        a @ ActionAst::UntapUpTo { .. } => flow::lower(a, s),
        a @ ActionAst::IfYouDo(..) => flow::lower(a, s),
        a @ ActionAst::IfNotDone(..) => flow::lower(a, s),
        a @ ActionAst::ChoosePermanentBy { .. } => flow::lower(a, s),
    }
}

fn mana_produce(m: ManaAst, s: &mut Scope) -> ManaProduce {
    match m {
        ManaAst::Fixed(v) => ManaProduce::Fixed(v),
        ManaAst::OneOf(v) => ManaProduce::OneOf(v, 1),
        ManaAst::AnyColor(n) => ManaProduce::AnyColor(n),
        ManaAst::AnyColorAmount(n) => ManaProduce::AnyColorAmount(amount(&n, s)),
        ManaAst::ForEach(v, n) => ManaProduce::ForEach(v, amount(&n, s)),
        ManaAst::Produce(m) => m,
    }
}

fn recipient(r: Recipient, s: &mut Scope) -> Ref {
    match r {
        Recipient::Obj(o) => obj(o, s),
        Recipient::Player(p) => player(p, s),
    }
}

/// Lowers an object reference, adding targets to the scope as they appear.
fn obj(o: ObjRef, s: &mut Scope) -> Ref {
    let r = match o {
        ObjRef::SelfRef => Ref::Source,
        ObjRef::Attached => Ref::Attached,
        ObjRef::It => return s.last_obj.clone().or_else(|| s.default_it.clone()).unwrap_or(Ref::Source),
        ObjRef::That => {
            return match s.last_obj.clone() {
                Some(r) if r != Ref::Source => r,
                _ => s.default_it.clone().unwrap_or(Ref::Source),
            }
        }
        ObjRef::Target(t) => {
            let mut spec = target_spec(&t);
            // "target cards from their graveyard": owned by the target player named before.
            if let (Some(Ref::Target(i)), Some((_, f))) = (&s.last_player, &mut spec.objects) {
                if t.phrase.suffixes.iter().any(|x| matches!(x, Suffix::TheirZone(_))) {
                    *f = f.clone().and(Filter::OwnedByTarget(*i));
                }
            }
            s.targets.push(spec);
            Ref::Target((s.targets.len() - 1) as u8)
        }
        ObjRef::Each(ph) => match zone_suffix(&ph) {
            // "all enchantment cards from your graveyard": cards in that zone.
            Some((z, pf)) => Ref::CardsInMatching(z, pf, filter(&without_zone(&ph))),
            None => Ref::Each(filter(&ph)),
        },
        ObjRef::CardsIn(who, zone) => Ref::CardsIn(zone, Box::new(player(*who, s))),
        ObjRef::EachControlledBy(ph, who) => {
            let who = player(*who, s);
            Ref::EachControlledBy(filter(&ph), Box::new(who))
        }
        ObjRef::Paid => Ref::Paid,
        ObjRef::ExiledWithSelf => Ref::ExiledWithSource,
        ObjRef::TopCardIn(who, zone, ph) => {
            let who = player(*who, s);
            // "That creature" afterwards is the card as it was moved, not the new top card.
            s.last_obj = Some(Ref::Affected);
            return Ref::TopCardIn(zone, Box::new(who), filter(&ph));
        }
    };
    s.last_obj = Some(r.clone());
    r
}

fn player(p: PlayerRef, s: &mut Scope) -> Ref {
    let r = match p {
        PlayerRef::You => Ref::You,
        PlayerRef::Each => Ref::EachPlayer,
        PlayerRef::EachOpponent => Ref::EachOpponent,
        PlayerRef::ControllerOf(o) => Ref::ControllerOf(Box::new(obj(*o, s))),
        PlayerRef::OwnerOf(o) => Ref::OwnerOf(Box::new(obj(*o, s))),
        PlayerRef::That => {
            return s.last_player.clone().or_else(|| s.default_player.clone()).unwrap_or(Ref::Triggering)
        }
        PlayerRef::Defending => Ref::DefendingPlayer,
        PlayerRef::Target(t) => {
            s.targets.push(target_spec(&t));
            Ref::Target((s.targets.len() - 1) as u8)
        }
    };
    s.last_player = Some(r.clone());
    r
}

fn amount(a: &AmountAst, s: &mut Scope) -> Amount {
    match a {
        AmountAst::Num(n) => Amount::Fixed(*n),
        AmountAst::CreaturesDiedThisTurn => Amount::History(HistoryAmount::CreaturesDied),
        AmountAst::DiedIntoYourGraveyardThisTurn { nontoken } => {
            Amount::History(HistoryAmount::DiedIntoYourGraveyard { nontoken: *nontoken })
        }
        // "you" here does not become "that player" for what follows.
        AmountAst::DamageDealtThisTurnTo(PlayerRef::You) => {
            Amount::History(HistoryAmount::DamageToPlayer(Box::new(Ref::You)))
        }
        AmountAst::CountEachControls(ph) => Amount::CountControlledBy(filter(ph), Box::new(Ref::EachOne)),
        AmountAst::CountOtherThanAttached(ph) => {
            Amount::Count(filter(ph).and(Filter::Not(Box::new(Filter::AttachedTo))))
        }
        AmountAst::CountOthers(ph) => Amount::Count(filter(ph)),
        AmountAst::X => Amount::X,
        AmountAst::Count(ph) => match zone_suffix(ph) {
            // "creature cards in all graveyards": counted in that zone, not on the battlefield.
            Some((z, pf)) => Amount::CardsIn(z, pf, filter(&without_zone(ph))),
            None => Amount::Count(filter(ph)),
        },
        AmountAst::CountControlledBy(ph, who) => {
            Amount::CountControlledBy(filter(ph), Box::new(player((**who).clone(), s)))
        }
        AmountAst::PowerOf(o) => Amount::PowerOf(Box::new(obj(o.clone(), s))),
        AmountAst::ToughnessOf(o) => Amount::ToughnessOf(Box::new(obj(o.clone(), s))),
        AmountAst::ManaValueOf(o) => Amount::ManaValueOf(Box::new(obj(o.clone(), s))),
        AmountAst::ThatMuch => Amount::EventAmount,
        AmountAst::RevealedThisWay => Amount::Affected,
        AmountAst::Domain => Amount::Domain,
        AmountAst::Times(n, inner) => Amount::Times(*n, Box::new(amount(inner, s))),
        AmountAst::Neg(inner) => Amount::Neg(Box::new(amount(inner, s))),
        AmountAst::CountersOn(o, kind) => Amount::CountersOn(Box::new(obj(o.clone(), s)), CounterKind::parse(kind)),
        // "your hand" leaves "that player" meaning the player named before.
        AmountAst::HandSize(PlayerRef::You) => Amount::HandSize(Box::new(Ref::You)),
        AmountAst::HandSize(who) => Amount::HandSize(Box::new(player(who.clone(), s))),
        AmountAst::BlockersOf(o, beyond) => Amount::BlockersOf(Box::new(obj(o.clone(), s)), *beyond),
        AmountAst::Plus(a, b) => Amount::Plus(Box::new(amount(a, s)), Box::new(amount(b, s))),
        AmountAst::HighestManaValue(ph) => Amount::HighestManaValue(filter(ph)),
        AmountAst::Half(a, up) => Amount::Half(Box::new(amount(a, s)), *up),
        AmountAst::DoneThisWay => Amount::DoneThisWay,
        AmountAst::CardsInTheir(ph, zone) => {
            let who = player(PlayerRef::That, s);
            Amount::CardsOf(*zone, Box::new(who), filter(&without_zone(ph)))
        }
        AmountAst::Minus(a, b) => Amount::Plus(Box::new(amount(a, s)), Box::new(Amount::Neg(Box::new(amount(b, s))))),
        AmountAst::DamageDealtThisTurnTo(who) => {
            let who = player(who.clone(), s);
            Amount::History(grimoire_engine::HistoryAmount::DamageToPlayer(Box::new(who)))
        }
    }
}

/// The zone other than the battlefield that a phrase names ("from your graveyard").
fn zone_suffix(ph: &ObjectPhrase) -> Option<(Zone, PlayerFilter)> {
    ph.suffixes.iter().find_map(|x| match x {
        Suffix::Zone(z, pf) if *z != Zone::Battlefield => Some((*z, *pf)),
        Suffix::SingleGraveyard => Some((Zone::Graveyard, PlayerFilter::Any)),
        _ => None,
    })
}

/// The phrase without its zone qualifier (the zone is then given separately).
fn without_zone(ph: &ObjectPhrase) -> ObjectPhrase {
    ObjectPhrase {
        suffixes: ph
            .suffixes
            .iter()
            .filter(|x| !matches!(x, Suffix::Zone(..) | Suffix::SingleGraveyard))
            .cloned()
            .collect(),
        ..ph.clone()
    }
}

fn desc(d: &Desc) -> Filter {
    let neg = |f: Filter, yes: bool| if yes { f } else { Filter::Not(Box::new(f)) };
    match d {
        Desc::Color(c, yes) => neg(Filter::Color(*c), *yes),
        Desc::Colorless => Filter::Colorless,
        Desc::Multicolored => Filter::Multicolored,
        Desc::Type(t, yes) => neg(Filter::Type(*t), *yes),
        Desc::Subtype(st, yes) => neg(Filter::Subtype(st.clone()), *yes),
        Desc::Super(st, yes) => neg(Filter::Supertype(*st), *yes),
        Desc::Tapped(true) => Filter::Tapped,
        Desc::Tapped(false) => Filter::Untapped,
        Desc::Attacking => Filter::Attacking,
        Desc::Blocking => Filter::Blocking,
        Desc::Token(yes) => neg(Filter::Token, *yes),
        // CR 110.4b: artifact, battle, creature, enchantment, land, planeswalker.
        Desc::FaceDown => Filter::FaceDown,
        Desc::Combat(f) => f.clone(),
        Desc::Permanent => {
            Filter::Not(Box::new(Filter::Or(vec![Filter::Type(CardType::Instant), Filter::Type(CardType::Sorcery)])))
        }
    }
}

fn noun(n: &Noun) -> Filter {
    match n {
        Noun::Type(t) => Filter::Type(*t),
        Noun::Subtype(s) => Filter::Subtype(s.clone()),
        Noun::Token => Filter::Token,
        Noun::Permanent | Noun::Spell | Noun::Card | Noun::Source | Noun::Player | Noun::Opponent => Filter::Any,
    }
}

fn term_filter(t: &Term) -> Filter {
    let mut f = Filter::Any;
    for d in &t.adjs {
        f = f.and(desc(d));
    }
    if let Some(n) = &t.noun {
        f = f.and(noun(n));
    }
    f
}

fn is_player_term(t: &Term) -> bool {
    matches!(t.noun, Some(Noun::Player) | Some(Noun::Opponent))
}

fn suffix(x: &Suffix) -> Filter {
    match x {
        Suffix::Keyword(k, yes) => {
            let f = Filter::Keyword(k.clone());
            if *yes {
                f
            } else {
                Filter::Not(Box::new(f))
            }
        }
        Suffix::ControlledBy(p) => Filter::ControlledBy(*p),
        Suffix::NotControlledBy(p) => Filter::Not(Box::new(Filter::ControlledBy(*p))),
        Suffix::OwnedBy(p) => Filter::OwnedBy(*p),
        Suffix::Power(c, n) => Filter::Power(*c, *n),
        Suffix::Toughness(c, n) => Filter::Toughness(*c, *n),
        Suffix::ManaValue(c, n) => Filter::ManaValue(*c, *n),
        Suffix::DrawnThisTurn => Filter::DrawnThisTurn,
        Suffix::BlockingOrBlockedBySelf => Filter::BlockingOrBlockedBySource,
        Suffix::NonManaAbility => Filter::HasNonManaActivatedAbility,
        Suffix::Zone(_, PlayerFilter::Any) | Suffix::TheirZone(_) => Filter::Any,
        Suffix::Zone(_, p) => Filter::OwnedBy(*p),
        Suffix::ChosenColor => Filter::ChosenColor,
        Suffix::ChosenType => Filter::ChosenSubtype,
        Suffix::Named(n) => Filter::Named(n.clone()),
        Suffix::ControlledByDefending => Filter::ControlledByDefendingPlayer,
        Suffix::Morph => Filter::HasMorph,
        Suffix::DealtDamageThisTurn => Filter::DealtDamageThisTurn,
        Suffix::AttackedThisTurn(true) => Filter::AttackedThisTurn,
        Suffix::AttackedThisTurn(false) => Filter::Not(Box::new(Filter::AttackedThisTurn)),
        Suffix::Targets(None) => Filter::Targets(Box::new(Filter::Source)),
        Suffix::Targets(Some(ph)) => Filter::Targets(Box::new(filter(ph))),
        Suffix::SingleTarget => Filter::SingleTarget,
        // A zone, and a constraint on the set of targets chosen (`TargetSpec::same_owner`).
        Suffix::SingleGraveyard => Filter::Any,
        Suffix::Combat(f) => f.clone(),
    }
}

/// The engine's duration for a stated one (CR 611.2).
fn duration_of(u: Until) -> Duration {
    match u {
        Until::Forever => Duration::Forever,
        Until::EndOfTurn => Duration::EndOfTurn,
        Until::EndOfCombat => Duration::EndOfCombat,
        Until::WhileOnBattlefield => Duration::WhileSourceOnBattlefield,
        Until::WhileYouControl => Duration::WhileYouControlSource,
        Until::WhileTapped => Duration::WhileSourceTapped,
        Until::WhileYouControlTapped => Duration::WhileYouControlSourceTapped,
    }
}

/// A blocking restriction (CR 509.1b): its creatures as one filter.
fn block_rule(r: BlockRuleAst) -> BlockRule {
    let creatures = |phs: Vec<ObjectPhrase>| match phs.len() {
        0 => Filter::Any,
        1 => filter(&phs[0]),
        _ => Filter::Or(phs.iter().map(filter).collect()),
    };
    match r {
        BlockRuleAst::NotBlockedBy(c) => BlockRule::NotBlockedBy(creatures(c)),
        BlockRuleAst::OnlyBlockedBy(c) => BlockRule::OnlyBlockedBy(creatures(c)),
        BlockRuleAst::CantBlock(c) => BlockRule::CantBlock(creatures(c)),
        BlockRuleAst::MinBlockers(n) => BlockRule::MinBlockers(n),
        BlockRuleAst::IfDefenderControls(ph, inner) => {
            BlockRule::IfDefenderControls(filter(&ph), Box::new(block_rule(*inner)))
        }
    }
}

/// The filter of a phrase's object alternatives (player alternatives are left out).
pub fn filter(ph: &ObjectPhrase) -> Filter {
    let terms: Vec<Filter> = ph.terms.iter().filter(|t| !is_player_term(t)).map(term_filter).collect();
    let mut f = match terms.len() {
        0 => Filter::Any,
        1 => terms.into_iter().next().expect("one"),
        _ => Filter::Or(terms),
    };
    for x in &ph.suffixes {
        f = f.and(suffix(x));
    }
    if ph.other {
        f = f.and(Filter::Other);
    }
    f
}

fn zone_of(ph: &ObjectPhrase) -> Zone {
    for x in &ph.suffixes {
        if let Suffix::Zone(z, _) | Suffix::TheirZone(z) = x {
            return *z;
        }
        if *x == Suffix::SingleGraveyard {
            return Zone::Graveyard;
        }
    }
    if ph.terms.iter().any(|t| t.noun == Some(Noun::Spell)) {
        return Zone::Stack;
    }
    Zone::Battlefield
}

/// A target specification from a target phrase (CR 115.1).
pub fn target_spec(t: &TargetAst) -> TargetSpec {
    let ph = &t.phrase;
    let players = if ph.terms.iter().any(|t| t.noun == Some(Noun::Player)) {
        Some(PlayerFilter::Any)
    } else if ph.terms.iter().any(|t| t.noun == Some(Noun::Opponent)) {
        Some(PlayerFilter::Opponent)
    } else {
        None
    };
    let objects = if ph.terms.iter().any(|t| !is_player_term(t)) { Some((zone_of(ph), filter(ph))) } else { None };
    // "target spell or permanent" (CR 115.1): a spell on the stack or a permanent.
    let or_permanent = objects.as_ref().is_some_and(|(z, _)| *z == Zone::Stack)
        && ph.terms.iter().any(|t| t.noun == Some(Noun::Permanent));
    // CR 601.2c: "X target creatures": the amount needs no context beyond the source.
    let count = t.amount.as_ref().map(|a| amount(a, &mut Scope::default()));
    // "from a single graveyard": one owner for all the cards chosen.
    let same_owner = ph.suffixes.contains(&Suffix::SingleGraveyard);
    TargetSpec {
        players,
        objects,
        min: t.count.0,
        max: t.count.1,
        text: t.text.clone(),
        or_permanent,
        count,
        same_owner,
    }
}

/// The definition of a token described in text (CR 111.4: its name is its subtypes plus
/// "Token", and it has the colours, types and abilities the effect lists).
pub fn token_def(t: &TokenAst) -> CardDef {
    let name = t.name.clone().unwrap_or_else(|| {
        if t.subtypes.is_empty() {
            "Token".to_string()
        } else {
            format!("{} Token", t.subtypes.join(" "))
        }
    });
    let mut def = CardDef::new(name, &t.types);
    def.colors = t.colors.iter().copied().collect();
    def.supertypes = t.supertypes.clone();
    def.subtypes = t.subtypes.clone();
    if let Some((p, q)) = t.pt {
        def.power = Some(PtValue::Fixed(p));
        def.toughness = Some(PtValue::Fixed(q));
    }
    def.abilities = t.keywords.iter().cloned().map(Ability::Keyword).collect();
    def.is_token = true;
    def
}

/// Lowers a redirection effect (CR 614.9); the watched recipients and sources come first,
/// so their targets are numbered before the new recipient's.
fn redirect(r: RedirectAst, s: &mut Scope) -> Instr {
    use grimoire_engine::redirect::{RedirectFrom, RedirectLimit, RedirectSpec, RedirectTo};
    let to = r.to.into_iter().map(|t| recipient(t, s)).collect();
    let from = match r.from {
        RedirectFromAst::Any => RedirectFrom::Any,
        RedirectFromAst::Obj(o) => RedirectFrom::Objects(obj(o, s)),
        RedirectFromAst::Chosen => RedirectFrom::Chosen,
    };
    let limit = match r.limit {
        RedirectLimitAst::Next(a) => RedirectLimit::Next(amount(&a, s)),
        RedirectLimitAst::NextTime => RedirectLimit::NextTime,
        RedirectLimitAst::ThisTurn => RedirectLimit::ThisTurn,
    };
    let dest = match r.dest {
        RedirectToAst::Recipient(t) => RedirectTo::Ref(recipient(t, s)),
        RedirectToAst::SourceController => RedirectTo::SourceController,
        RedirectToAst::SourceItself => RedirectTo::SourceItself,
    };
    Instr::RedirectDamage(Box::new(RedirectSpec {
        to,
        from,
        filter: r.filter,
        combat_only: r.combat_only,
        limit,
        dest,
    }))
}

/// "Each player loses 1 life for each creature they control": an action of each player (or
/// each opponent) whose amount reads that player, so it is counted for each in turn (CR
/// 608.2h). Returns the players and the action as one player's ("that player" then meaning
/// the one it is at).
fn each_player_counted(a: &ActionAst) -> Option<(PlayerRef, ActionAst)> {
    let (who, amount) = match a {
        ActionAst::Draw { who, amount }
        | ActionAst::Discard { who, amount, .. }
        | ActionAst::GainLife { who, amount }
        | ActionAst::LoseLife { who, amount }
        | ActionAst::Mill { who, amount } => (who, amount),
        ActionAst::Sacrifice { who, count, .. } => (who, count),
        _ => return None,
    };
    if !matches!(who, PlayerRef::Each | PlayerRef::EachOpponent) || !amount.reads_that_player() {
        return None;
    }
    let mut one = a.clone();
    match &mut one {
        ActionAst::Draw { who, .. }
        | ActionAst::Discard { who, .. }
        | ActionAst::GainLife { who, .. }
        | ActionAst::LoseLife { who, .. }
        | ActionAst::Mill { who, .. }
        | ActionAst::Sacrifice { who, .. } => *who = PlayerRef::That,
        _ => unreachable!("matched above"),
    }
    Some((who.clone(), one))
}
