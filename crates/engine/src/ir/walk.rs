//! One walk over the ability IR, in the style of a mutable syntax-tree visitor.
//!
//! [`VisitMut`] has one method per IR node type. Each default method calls the matching
//! `walk_*` function, which visits that node's children exactly once, each through its own
//! `visit_*` method. A caller overrides only the nodes it cares about (a leaf such as
//! [`VisitMut::visit_target`] or [`VisitMut::visit_color`], or a whole node such as
//! [`VisitMut::visit_filter`]) and, in an override, calls the `walk_*` function itself when it
//! still wants the children visited.
//!
//! The `walk_*` functions match exhaustively, so a new instruction or variant that holds a
//! reference, an amount, a filter or a condition cannot be forgotten by the walk: the compiler
//! asks for it here, once, and every user (text changing, target renumbering, ...) follows.
//!
//! Nested abilities (an ability granted by a layer effect, a token's card) are visited through
//! [`VisitMut::visit_granted_ability`] and [`VisitMut::visit_token`], so a user whose change
//! concerns one ability only (its own target numbers) can stop there.
//!
//! Mana costs, mana symbols and names are not walked: they hold no IR node, and a text change
//! never touches them (CR 612.2).

use crate::ir::{
    Ability, ActivatedAbility, Amount, BasicLandType, BlockRule, CardDef, Color, Condition, Cost, DamageFrom,
    DamageRecipient, Effect, Filter, GrantedAbility, HistoryAmount, HistoryCondition, Instr, Keyword, LayerEffect,
    ManaProduce, Metric, PlayerRule, PreventLimit, PreventSpec, Quality, RedirectLimit, RedirectSpec, RedirectTo, Ref,
    Replacement, Restriction, SearchSet, StaticAbility, TargetSpec, TriggerEvent, TriggeredAbility, TurnEffect,
};
use std::sync::Arc;

/// Renumbers every target of a program (`Ref::Target`, `Filter::OwnedByTarget`), wherever it
/// is nested (amounts, filters, conditions, sub-programs), by the number of targets before
/// it: the targets of a mode's program after the modes chosen before it (CR 700.2), of a
/// fused split spell's right half after its left half's (CR 702.102d). An ability the
/// program grants or a token it creates has targets of its own, which are left as they are.
pub struct ShiftTargets(pub u8);

impl VisitMut for ShiftTargets {
    fn visit_target(&mut self, n: &mut u8) {
        *n += self.0;
    }
    fn visit_granted_ability(&mut self, _: &mut crate::ir::GrantedAbility) {}
    fn visit_token(&mut self, _: &mut Arc<crate::ir::CardDef>) {}
}

/// A mutable visitor over the ability IR. Every method defaults to walking the node's
/// children (see the module doc).
pub trait VisitMut {
    fn visit_ability(&mut self, x: &mut Ability) {
        walk_ability(self, x)
    }
    fn visit_activated(&mut self, x: &mut ActivatedAbility) {
        walk_activated(self, x)
    }
    fn visit_triggered(&mut self, x: &mut TriggeredAbility) {
        walk_triggered(self, x)
    }
    fn visit_static(&mut self, x: &mut StaticAbility) {
        walk_static(self, x)
    }
    fn visit_effect(&mut self, x: &mut Effect) {
        walk_effect(self, x)
    }
    fn visit_target_spec(&mut self, x: &mut TargetSpec) {
        walk_target_spec(self, x)
    }
    fn visit_cost(&mut self, x: &mut Cost) {
        walk_cost(self, x)
    }
    fn visit_instr(&mut self, x: &mut Instr) {
        walk_instr(self, x)
    }
    fn visit_ref(&mut self, x: &mut Ref) {
        walk_ref(self, x)
    }
    fn visit_amount(&mut self, x: &mut Amount) {
        walk_amount(self, x)
    }
    fn visit_filter(&mut self, x: &mut Filter) {
        walk_filter(self, x)
    }
    fn visit_condition(&mut self, x: &mut Condition) {
        walk_condition(self, x)
    }
    fn visit_trigger_event(&mut self, x: &mut TriggerEvent) {
        walk_trigger_event(self, x)
    }
    fn visit_layer_effect(&mut self, x: &mut LayerEffect) {
        walk_layer_effect(self, x)
    }
    fn visit_restriction(&mut self, x: &mut Restriction) {
        walk_restriction(self, x)
    }
    fn visit_keyword(&mut self, x: &mut Keyword) {
        walk_keyword(self, x)
    }
    fn visit_quality(&mut self, x: &mut Quality) {
        walk_quality(self, x)
    }
    fn visit_mana_produce(&mut self, x: &mut ManaProduce) {
        walk_mana_produce(self, x)
    }
    fn visit_replacement(&mut self, x: &mut Replacement) {
        walk_replacement(self, x)
    }
    fn visit_redirect(&mut self, x: &mut RedirectSpec) {
        walk_redirect(self, x)
    }
    fn visit_prevent(&mut self, x: &mut PreventSpec) {
        walk_prevent(self, x)
    }
    fn visit_turn_effect(&mut self, x: &mut TurnEffect) {
        walk_turn_effect(self, x)
    }
    fn visit_player_rule(&mut self, x: &mut PlayerRule) {
        walk_player_rule(self, x)
    }
    fn visit_history_condition(&mut self, x: &mut HistoryCondition) {
        walk_history_condition(self, x)
    }
    fn visit_history_amount(&mut self, x: &mut HistoryAmount) {
        walk_history_amount(self, x)
    }
    fn visit_metric(&mut self, x: &mut Metric) {
        walk_metric(self, x)
    }
    fn visit_block_rule(&mut self, x: &mut BlockRule) {
        walk_block_rule(self, x)
    }
    /// An ability granted by a layer effect: an ability of its own (own targets).
    fn visit_granted_ability(&mut self, x: &mut GrantedAbility) {
        self.visit_ability(&mut x.0)
    }
    /// The card of a token an instruction creates: a card of its own.
    fn visit_token(&mut self, x: &mut Arc<CardDef>) {
        walk_card(self, Arc::make_mut(x))
    }
    /// A target number: `Ref::Target(n)`, `Filter::OwnedByTarget(n)`.
    fn visit_target(&mut self, _n: &mut u8) {}
    /// A colour used as a colour (a filter, a quality, a restriction, a history condition).
    fn visit_color(&mut self, _c: &mut Color) {}
    /// A subtype used as a subtype (a filter, a quality, a type-setting effect, a card's line).
    fn visit_subtype(&mut self, _s: &mut String) {}
    /// A basic land type used as such (a restriction, a land-type-setting effect).
    fn visit_land_type(&mut self, _t: &mut BasicLandType) {}
}

/// Visits each element of a list of instructions.
pub fn walk_instrs<V: VisitMut + ?Sized>(v: &mut V, xs: &mut [Instr]) {
    for x in xs {
        v.visit_instr(x);
    }
}

/// The subtypes and abilities of a card.
pub fn walk_card<V: VisitMut + ?Sized>(v: &mut V, x: &mut CardDef) {
    for s in &mut x.subtypes {
        v.visit_subtype(s);
    }
    for a in &mut x.abilities {
        v.visit_ability(a);
    }
}

pub fn walk_ability<V: VisitMut + ?Sized>(v: &mut V, x: &mut Ability) {
    match x {
        Ability::Keyword(k) => v.visit_keyword(k),
        Ability::Spell(e) => v.visit_effect(e),
        Ability::Activated(a) => v.visit_activated(a),
        Ability::Triggered(t) => v.visit_triggered(t),
        Ability::Static(s) => v.visit_static(s),
    }
}

pub fn walk_activated<V: VisitMut + ?Sized>(v: &mut V, x: &mut ActivatedAbility) {
    v.visit_cost(&mut x.cost);
    v.visit_effect(&mut x.effect);
    if let Some(c) = &mut x.condition {
        v.visit_condition(c);
    }
}

pub fn walk_triggered<V: VisitMut + ?Sized>(v: &mut V, x: &mut TriggeredAbility) {
    v.visit_trigger_event(&mut x.event);
    if let Some(c) = &mut x.condition {
        v.visit_condition(c);
    }
    v.visit_effect(&mut x.effect);
}

pub fn walk_effect<V: VisitMut + ?Sized>(v: &mut V, x: &mut Effect) {
    for t in &mut x.targets {
        v.visit_target_spec(t);
    }
    walk_instrs(v, &mut x.program);
    for m in &mut x.modes {
        v.visit_effect(m);
    }
}

pub fn walk_target_spec<V: VisitMut + ?Sized>(v: &mut V, x: &mut TargetSpec) {
    if let Some((_, f)) = &mut x.objects {
        v.visit_filter(f);
    }
    if let Some(a) = &mut x.count {
        v.visit_amount(a);
    }
}

pub fn walk_cost<V: VisitMut + ?Sized>(v: &mut V, x: &mut Cost) {
    for (f, _) in [
        &mut x.sacrifice,
        &mut x.discard,
        &mut x.exile_from_hand,
        &mut x.tap_untapped,
        &mut x.exile_from_graveyard,
        &mut x.return_to_hand,
    ]
    .into_iter()
    .flatten()
    {
        v.visit_filter(f);
    }
    if let Some(f) = &mut x.exile_top_graveyard_of {
        v.visit_filter(f);
    }
}

pub fn walk_static<V: VisitMut + ?Sized>(v: &mut V, x: &mut StaticAbility) {
    use StaticAbility::*;
    match x {
        Continuous { affected, effect, condition } => {
            v.visit_filter(affected);
            v.visit_layer_effect(effect);
            if let Some(c) = condition {
                v.visit_condition(c);
            }
        }
        CostChange { spells, .. } | CostIncrease { spells, .. } => v.visit_filter(spells),
        EntersAsCopy { of } | CantActivate { of, .. } | CantEnterFrom { of, .. } => v.visit_filter(of),
        EntersWithCounters { amount, .. } => v.visit_amount(amount),
        PreventDamage { to, from, .. } => {
            v.visit_filter(to);
            v.visit_filter(from);
        }
        Enchant(t) => v.visit_target_spec(t),
        PlayerKeyword { keyword, .. } => v.visit_keyword(keyword),
        LifeFloorOne { condition, .. } => {
            if let Some(c) = condition {
                v.visit_condition(c);
            }
        }
        Replacement(r) => v.visit_replacement(r),
        CombatCost { affected, x, times, .. } => {
            v.visit_filter(affected);
            v.visit_amount(x);
            v.visit_amount(times);
        }
        AlternativeCost { cost, condition, .. } => {
            v.visit_cost(cost);
            if let Some(c) = condition {
                v.visit_condition(c);
            }
        }
        AdditionalCost(cost)
        | Kicker { cost, .. }
        | Multikicker { cost, .. }
        | Buyback { cost, .. }
        | Flashback { cost, .. }
        | Disturb { cost, .. }
        | Madness { cost, .. }
        | Miracle { cost, .. }
        | Evoke { cost, .. }
        | Dash { cost, .. }
        | Morph { cost, .. }
        | ExileToCastLater { cost, .. }
        | Entwine { cost, .. }
        | KeywordCost { cost, .. }
        | CastFromGraveyard { additional: cost, .. } => v.visit_cost(cost),
        Overload { cost, effect, .. } => {
            v.visit_cost(cost);
            v.visit_effect(effect);
        }
        EntersWithCountersIf { amount, condition, .. } => {
            v.visit_amount(amount);
            v.visit_condition(condition);
        }
        SpellsCantBeCountered(f) | Devour { what: f, .. } => v.visit_filter(f),
        EntersTappedIf(c) => v.visit_condition(c),
        CantAttackPowerAbove(a) => v.visit_amount(a),
        CastRestriction { condition, .. } => v.visit_condition(condition),
        SelfCostChange { condition, per, .. } => {
            v.visit_condition(condition);
            if let Some(a) = per {
                v.visit_amount(a);
            }
        }
        PlayerRule { rule, .. } => v.visit_player_rule(rule),
        AdditionalLands { .. }
        | EntersTapped
        | EntersTappedUnless(_)
        | MayEnterWithCounter { .. }
        | CantBeCountered
        | SkipStep { .. }
        | PreventDamageToPlayer { .. }
        | NoLifeGain { .. }
        | EntersWithChoice(_)
        | FlashPermission { .. }
        | MayNotUntap
        | PartTargets { .. }
        | MaxHandSize { .. }
        | Amplify(_)
        | Dredge(_)
        | SacrificeAtCleanupIfFlashed
        | MaxCombatants { .. }
        | ExertAsAttacks
        | Spree { .. } => {}
    }
}

pub fn walk_layer_effect<V: VisitMut + ?Sized>(v: &mut V, x: &mut LayerEffect) {
    use LayerEffect::*;
    match x {
        AddTypes { subtypes, .. } | SetTypes { subtypes, .. } | SetCreatureTypes(subtypes) => {
            for s in subtypes {
                v.visit_subtype(s);
            }
        }
        SetCreatureType(s) => v.visit_subtype(s),
        SetLandTypes(ts) => {
            for t in ts {
                v.visit_land_type(t);
            }
        }
        AddKeyword(k) | RemoveKeyword(k) => v.visit_keyword(k),
        AddRestriction(r) => v.visit_restriction(r),
        BlockRule(r) => v.visit_block_rule(r),
        SetPowerToughnessBy(p, t) => {
            for a in [p, t].into_iter().flatten() {
                v.visit_amount(a);
            }
        }
        ModifyPowerToughnessBy(p, t) => {
            v.visit_amount(p);
            v.visit_amount(t);
        }
        GrantAbility(g) => v.visit_granted_ability(g),
        ControlledBy(_)
        | ControlledByYou
        | ChangeText { .. }
        | SetColors(_)
        | RemoveAllAbilities
        | SetPowerToughness(..)
        | SetPowerToughnessToManaValue
        | ModifyPowerToughness(..)
        | SwitchPowerToughness
        | SetChosenColor
        | SetChosenCreatureType
        | RemoveTypes(_) => {}
    }
}

pub fn walk_restriction<V: VisitMut + ?Sized>(v: &mut V, x: &mut Restriction) {
    match x {
        Restriction::CantAttackUnlessDefenderControls(t) => v.visit_land_type(t),
        Restriction::CantBeTargetedByColor(c) => v.visit_color(c),
        _ => {}
    }
}

pub fn walk_keyword<V: VisitMut + ?Sized>(v: &mut V, x: &mut Keyword) {
    if let Keyword::HexproofFrom(q) | Keyword::Protection(q) | Keyword::ProtectionSparing(q, _) | Keyword::Landwalk(q) =
        x
    {
        v.visit_quality(q);
    }
}

pub fn walk_quality<V: VisitMut + ?Sized>(v: &mut V, x: &mut Quality) {
    match x {
        Quality::Color(c) => v.visit_color(c),
        Quality::Subtype(s) | Quality::SnowSubtype(s) => v.visit_subtype(s),
        Quality::AllColors | Quality::CardType(_) | Quality::Nonbasic | Quality::Everything | Quality::ChosenColor => {}
    }
}

pub fn walk_filter<V: VisitMut + ?Sized>(v: &mut V, x: &mut Filter) {
    use Filter::*;
    match x {
        Subtype(s) => v.visit_subtype(s),
        Color(c) => v.visit_color(c),
        Keyword(k) => v.visit_keyword(k),
        OwnedByTarget(n) | ControlledByTarget(n) => v.visit_target(n),
        And(fs) | Or(fs) => {
            for f in fs {
                v.visit_filter(f);
            }
        }
        Not(f) | Targets(f) => v.visit_filter(f),
        ManaValue(_, a) => v.visit_amount(a),
        Any
        | Source
        | Other
        | Type(_)
        | Supertype(_)
        | Colorless
        | ColorCount { .. }
        | ControlledBy(_)
        | OwnedBy(_)
        | Tapped
        | Untapped
        | Attacking
        | Blocking
        | ControlledByDefendingPlayer
        | Token
        | Power(..)
        | StatVsSource(..)
        | SharesColorWithSource
        | Toughness(..)
        | Named(_)
        | AttachedTo
        | DrawnThisTurn
        | HasNonManaActivatedAbility
        | HasCounter(..)
        | ClassLevel(..)
        | ChosenColor
        | ChosenSubtype
        | ChosenName
        | Enchanted
        | BlockingOrBlockedBySource
        | DamagedBySourceThisTurn
        | FaceDown
        | Commander
        | Monstrous
        | Solved
        | Renowned
        | HasMorph
        | DealtDamageThisTurn
        | AttackedThisTurn
        | SingleTarget
        | BlockingSource
        | BlockedBySource
        | Blocked
        | Unblocked
        | AttackingYou => {}
    }
}

pub fn walk_amount<V: VisitMut + ?Sized>(v: &mut V, x: &mut Amount) {
    use Amount::*;
    match x {
        Count(f) | Greatest(_, f) | CardsIn(_, _, f) => v.visit_filter(f),
        PowerOf(r) | ToughnessOf(r) | HandSize(r) | CountersOn(r, _) | ManaValueOf(r) | BlockersOf(r, _) => {
            v.visit_ref(r)
        }
        Neg(a) | Times(_, a) | Half(a, _) => v.visit_amount(a),
        Plus(a, b) => {
            v.visit_amount(a);
            v.visit_amount(b);
        }
        CountControlledBy(f, r) => {
            v.visit_filter(f);
            v.visit_ref(r);
        }
        CardsOf(_, r, f) => {
            v.visit_ref(r);
            v.visit_filter(f);
        }
        History(h) => v.visit_history_amount(h),
        Fixed(_)
        | X
        | Affected
        | EventAmount
        | BlockersBeyondFirst
        | Domain
        | DoneThisWay
        | MostAffectedOfOnePlayer
        | Devotion(_)
        | DevotionToChosenColor
        | Party
        | ManaSpent { .. }
        | TimesKicked => {}
    }
}

pub fn walk_ref<V: VisitMut + ?Sized>(v: &mut V, x: &mut Ref) {
    use Ref::*;
    match x {
        Target(n) => v.visit_target(n),
        Each(f) | CardsInMatching(_, _, f) | DealtDamageThisWay(f) => v.visit_filter(f),
        ControllerOf(r) | OwnerOf(r) | CardsIn(_, r) => v.visit_ref(r),
        EachControlledBy(f, r) => {
            v.visit_filter(f);
            v.visit_ref(r);
        }
        TopCardIn(_, r, f) | SameNameAs(r, f) => {
            v.visit_ref(r);
            v.visit_filter(f);
        }
        TopCardsOf(r, n) => {
            v.visit_ref(r);
            v.visit_amount(n);
        }
        Source | You | EachPlayer | EachOpponent | Triggering | EventOther | Affected | Attached | ExiledWithSource
        | EachOne | DefendingPlayer | Chooser | Paid => {}
    }
}

pub fn walk_condition<V: VisitMut + ?Sized>(v: &mut V, x: &mut Condition) {
    use Condition::*;
    match x {
        YouControl(f, _)
        | SourceIs(f)
        | OnBattlefield(f, _, _)
        | CardsAboveSource(f, _)
        | CardDirectlyAboveSource(f) => v.visit_filter(f),
        Not(c) => v.visit_condition(c),
        All(cs) => {
            for c in cs {
                v.visit_condition(c);
            }
        }
        RefIs(r, f) => {
            v.visit_ref(r);
            v.visit_filter(f);
        }
        OpponentAndYouControl(a, b) => {
            v.visit_filter(a);
            v.visit_filter(b);
        }
        PlayerMetric { metric, .. } | MostOf { metric, .. } | OpponentExceeds(metric) => v.visit_metric(metric),
        History(h) => v.visit_history_condition(h),
        YourTurn
        | YourLife(..)
        | PreviousDidSomething
        | SearchedYourLibrary
        | ArrivedSinceYourLastUpkeep
        | YourGraveyardSize(..)
        | YourStep(_)
        | DuringCombat
        | NoManaAddedThisTurn
        | StepIs(_)
        | YourHandSize(..)
        | Kicked(_)
        | DashPaid
        | KeywordCostPaid(_)
        | CastInYourMainPhase
        | StepIn(_)
        | SpellCastThisTurn { .. }
        | WonFlip(_)
        | WonClash
        | SourceInZone(_)
        | ManaSpent(_) => {}
    }
}

pub fn walk_trigger_event<V: VisitMut + ?Sized>(v: &mut V, x: &mut TriggerEvent) {
    use TriggerEvent::*;
    match x {
        EntersBattlefield(f)
        | LeavesBattlefield(f)
        | Dies(f)
        | Attacks(f)
        | Blocks(f)
        | BecomesBlocked(f)
        | AttacksUnblocked(f)
        | BlocksOrBecomesBlocked(f)
        | DealsCombatDamageToPlayer(f)
        | DealsDamage(f)
        | IsDealtDamage(f)
        | IsDealtCombatDamage(f)
        | SpellCast { spell: f, .. }
        | DealsDamageToPlayer(f)
        | Cycled(f)
        | TappedForMana(f)
        | BecomesTapped(f)
        | DamageToPlayerMatching { by: f, .. }
        | DamageToCreature { by: f, .. }
        | BecomesTarget { what: f, .. }
        | PutIntoGraveyardFromBattlefield(f)
        | PlaysLand { land: f, .. }
        | TapsLandForMana { land: f, .. }
        | AttacksAlone(f)
        | DealsCombatDamage(f)
        | SourceDamagesPlayer { by: f, .. }
        | AttacksPlayer { attacker: f, .. }
        | TurnedFaceUp(f)
        | Transforms(f)
        | FullyUnlocked(f)
        | BecomesMonstrous(f)
        | PlayerAttacks { with: f, .. }
        | Exerted(f)
        | CountersPut { on: f, .. } => v.visit_filter(f),
        BlocksCreature { blocker: a, attacker: b }
        | BlockedByCreature { attacker: a, blocker: b }
        | BlocksOrBlockedByCreature { subject: a, other: b }
        | BlockPairAny { subject: a, other: b, .. } => {
            v.visit_filter(a);
            v.visit_filter(b);
        }
        Either(a, b) => {
            v.visit_trigger_event(a);
            v.visit_trigger_event(b);
        }
        InGraveyard(e) => v.visit_trigger_event(e),
        State(c) => v.visit_condition(c),
        BeginningOfStep { .. }
        | Draws(_)
        | Life { .. }
        | PutIntoGraveyardFrom(_)
        | BeginningOfMainPhase(_)
        | CastSelf
        | MadnessExiled
        | MiracleRevealed
        | Discards(_)
        | CyclesCard(_)
        | PhasesSelf { .. }
        | Chapter(_)
        | ClassLevel(_)
        | DoorUnlocked(_)
        | LastCounterRemoved(_) => {}
    }
}

pub fn walk_instr<V: VisitMut + ?Sized>(v: &mut V, x: &mut Instr) {
    use Instr::*;
    match x {
        DealDamage { by, hits, .. } => {
            v.visit_ref(by);
            for (amount, to) in hits {
                v.visit_amount(amount);
                v.visit_ref(to);
            }
        }
        Draw { who, amount }
        | GainLife { who, amount }
        | LoseLife { who, amount }
        | Discard { who, amount, .. }
        | Mill { who, amount }
        | Scry { who, amount, .. }
        | ArrangeTop { who, amount }
        | AddCounters { what: who, amount, .. }
        | RemoveCounters { what: who, amount, .. }
        | PayCost { who, times: amount, .. } => {
            v.visit_ref(who);
            v.visit_amount(amount);
        }
        Destroy { what, .. }
        | Exile { what, .. }
        | ReturnToHand { what }
        | CreateTokenCopy { of: what, .. }
        | CastWithoutPaying { what, .. }
        | MayPlayThisTurn { what, .. }
        | GainFlashbackThisTurn { what }
        | PutIntoGraveyard { what }
        | Tap { what }
        | Untap { what }
        | Provoke { what }
        | Counter { what, .. }
        | LookAtHand { who: what }
        | Regenerate { what }
        | DiscardCards { what }
        | PutOnLibrary { what, .. }
        | SplitCards { what, .. }
        | RevealCards { what }
        | LookAtCards { what }
        | PhaseOut { what }
        | Explore { what }
        | TurnFace { what, .. }
        | Transform { what }
        | GainClassLevel { what, .. }
        | Flip { what }
        | Solve { what }
        | TapOrUntap { what }
        | Combat { what, .. }
        | SkipNextUntap { what, .. }
        | ChangeText { what, .. }
        | Shuffle { who: what }
        | RevealHand { who: what } => v.visit_ref(what),
        GiveControl { what: a, to: b, .. }
        | ExchangeControl { a, b }
        | Fight { what: a, with: b }
        | PutOntoBattlefield { what: a, under: b, .. }
        | SacrificeObjects { who: a, what: b }
        | Attach { what: a, to: b }
        | ExileSameName { whose: a, like: b, .. } => {
            v.visit_ref(a);
            v.visit_ref(b);
        }
        ChangeTarget { spell, only_if, to } => {
            v.visit_ref(spell);
            for f in only_if.iter_mut().chain(to.iter_mut()) {
                v.visit_filter(f);
            }
        }
        CopySpell { what, count, by, .. } => {
            v.visit_ref(what);
            v.visit_amount(count);
            v.visit_ref(by);
        }
        RevealUntil { who, filter, .. } => {
            v.visit_ref(who);
            v.visit_filter(filter);
        }
        SearchLibrary { who, filter, set, .. } => {
            v.visit_ref(who);
            v.visit_filter(filter);
            if let SearchSet::EachOf(fs) = set {
                fs.iter_mut().for_each(|f| v.visit_filter(f));
            }
        }
        Sacrifice { who, filter, count } => {
            v.visit_ref(who);
            v.visit_filter(filter);
            v.visit_amount(count);
        }
        Modify { what, effect, .. } => {
            v.visit_ref(what);
            v.visit_layer_effect(effect);
        }
        Pump { what, power, toughness, .. } => {
            v.visit_ref(what);
            v.visit_amount(power);
            v.visit_amount(toughness);
        }
        CreateToken { token, count, who, .. } => {
            v.visit_token(token);
            v.visit_amount(count);
            v.visit_ref(who);
        }
        CreateEmblem { emblem, who } => {
            v.visit_token(emblem);
            v.visit_ref(who);
        }
        If { condition, then } => {
            v.visit_condition(condition);
            walk_instrs(v, then);
        }
        May { then, .. } | DelayedTrigger { program: then, .. } => walk_instrs(v, then),
        DelayedTriggerAbout { about: what, program: then, .. }
        | ForEach { what, then }
        | PlayerMay { who: what, then, .. } => {
            v.visit_ref(what);
            walk_instrs(v, then);
        }
        Prevent(spec) => v.visit_prevent(spec),
        RedirectDamage(spec) => v.visit_redirect(spec),
        EnterAsCopy { of } => v.visit_filter(of),
        ChooseCards { chooser, whose, filter, count, .. } => {
            v.visit_ref(chooser);
            v.visit_ref(whose);
            v.visit_filter(filter);
            v.visit_amount(count);
        }
        RevealTop { who, amount, filter, .. } => {
            v.visit_ref(who);
            v.visit_amount(amount);
            v.visit_filter(filter);
        }
        PayLife { amount } | Monstrosity { amount, .. } | Bolster { amount } => v.visit_amount(amount),
        TurnEffect { who, effect } => {
            v.visit_ref(who);
            v.visit_turn_effect(effect);
        }
        AddMana(p) => v.visit_mana_produce(p),
        AddManaTo { who, produce } => {
            v.visit_ref(who);
            v.visit_mana_produce(produce);
        }
        LookAtTop(look) => {
            v.visit_ref(&mut look.whose);
            v.visit_amount(&mut look.amount);
            v.visit_amount(&mut look.take);
            v.visit_filter(&mut look.filter);
        }
        BecomeMonarch { who } => v.visit_ref(who),
        Piles(spec) => {
            match &mut spec.what {
                crate::ir::PileCards::RevealTop(n) => v.visit_amount(n),
                crate::ir::PileCards::Objects(r) => v.visit_ref(r),
            }
            for p in [&mut spec.separator, &mut spec.chooser] {
                if let crate::ir::PilePlayer::Player(r) = p {
                    v.visit_ref(r);
                }
            }
            v.visit_instr(&mut spec.chosen);
            if let Some(o) = &mut spec.other {
                v.visit_instr(o);
            }
        }
        MadnessCast
        | MiracleCast
        | Cascade { .. }
        | FlipCoin
        | Clash
        | DamageCantBePreventedThisTurn
        | NoLifeGainThisTurn
        | Proliferate
        | Meld { .. }
        | NextDrawInstead(_)
        | WinGame
        | Choose(_) => {}
    }
}

pub fn walk_mana_produce<V: VisitMut + ?Sized>(v: &mut V, x: &mut ManaProduce) {
    match x {
        ManaProduce::AnyColorAmount(a)
        | ManaProduce::ChosenColorAmount(a)
        | ManaProduce::ForEach(_, a)
        | ManaProduce::Combination(_, a) => v.visit_amount(a),
        ManaProduce::Fixed(_)
        | ManaProduce::OneOf(..)
        | ManaProduce::AnyColor(_)
        | ManaProduce::ChosenColor
        | ManaProduce::CommanderIdentity
        | ManaProduce::LandCouldProduce { .. } => {}
    }
}

pub fn walk_replacement<V: VisitMut + ?Sized>(v: &mut V, x: &mut Replacement) {
    match x {
        Replacement::PreventDamage { to, from, .. }
        | Replacement::DoubleDamage { to, from }
        | Replacement::ModifyDamage { to, from, .. } => {
            if let DamageRecipient::Objects(f) = to {
                v.visit_filter(f);
            }
            v.visit_filter(from);
        }
        Replacement::GraveyardInstead { what, .. } | Replacement::EnterTapped { what } => v.visit_filter(what),
        Replacement::PreventDamageToSelfRemoveCounter { .. }
        | Replacement::DrawInstead { .. }
        | Replacement::RedirectToAttached { .. }
        | Replacement::GainLifeTimes { .. }
        | Replacement::RedirectFromAttached
        | Replacement::UmbraArmor => {}
    }
}

pub fn walk_prevent<V: VisitMut + ?Sized>(v: &mut V, x: &mut PreventSpec) {
    if let PreventLimit::Next(n) | PreventLimit::Divided(n) = &mut x.limit {
        v.visit_amount(n);
    }
    if let DamageFrom::Objects(r) = &mut x.from {
        v.visit_ref(r);
    }
    v.visit_filter(&mut x.filter);
    if let Some(r) = &mut x.to {
        v.visit_ref(r);
    }
}

pub fn walk_redirect<V: VisitMut + ?Sized>(v: &mut V, x: &mut RedirectSpec) {
    for r in &mut x.to {
        v.visit_ref(r);
    }
    if let DamageFrom::Objects(r) = &mut x.from {
        v.visit_ref(r);
    }
    v.visit_filter(&mut x.filter);
    if let RedirectLimit::Next(a) = &mut x.limit {
        v.visit_amount(a);
    }
    if let RedirectTo::Ref(r) = &mut x.dest {
        v.visit_ref(r);
    }
}

pub fn walk_turn_effect<V: VisitMut + ?Sized>(v: &mut V, x: &mut TurnEffect) {
    match x {
        TurnEffect::CantCast(f) | TurnEffect::FlashFor(f) => v.visit_filter(f),
        TurnEffect::LifeBecomes(a) => v.visit_amount(a),
        TurnEffect::ExtraTurns(_)
        | TurnEffect::SkipTurn
        | TurnEffect::SkipStep { .. }
        | TurnEffect::CantPlayLands
        | TurnEffect::AdditionalLands(_) => {}
    }
}

pub fn walk_player_rule<V: VisitMut + ?Sized>(v: &mut V, x: &mut PlayerRule) {
    match x {
        PlayerRule::CantCast(f) | PlayerRule::FlashFor(f) => v.visit_filter(f),
        PlayerRule::PlayFromTop { spells, .. } => spells.iter_mut().for_each(|f| v.visit_filter(f)),
        PlayerRule::CantPlayLands
        | PlayerRule::OneSpellEachTurn
        | PlayerRule::SeeTopCard { .. }
        | PlayerRule::CantCastFrom(_) => {}
    }
}

pub fn walk_history_condition<V: VisitMut + ?Sized>(v: &mut V, x: &mut HistoryCondition) {
    if let HistoryCondition::CastSpellOfColor(_, c) = x {
        v.visit_color(c);
    }
}

pub fn walk_history_amount<V: VisitMut + ?Sized>(v: &mut V, x: &mut HistoryAmount) {
    match x {
        HistoryAmount::DamageToPlayer(r) => v.visit_ref(r),
        HistoryAmount::CreaturesDied | HistoryAmount::DiedIntoYourGraveyard { .. } => {}
    }
}

pub fn walk_metric<V: VisitMut + ?Sized>(v: &mut V, x: &mut Metric) {
    match x {
        Metric::Controls(f) | Metric::GraveyardCards(f) => v.visit_filter(f),
        Metric::Life
        | Metric::HandSize
        | Metric::LibrarySize
        | Metric::Monarch
        | Metric::Opponents
        | Metric::Devotion(_) => {}
    }
}

pub fn walk_block_rule<V: VisitMut + ?Sized>(v: &mut V, x: &mut BlockRule) {
    match x {
        BlockRule::NotBlockedBy(f) | BlockRule::OnlyBlockedBy(f) | BlockRule::CantBlock(f) => v.visit_filter(f),
        BlockRule::IfDefenderControls(f, r) => {
            v.visit_filter(f);
            v.visit_block_rule(r);
        }
        BlockRule::MinBlockers(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{CardType, SearchSet, Searcher, Zone};
    use crate::ir::{Cmp, PlayerFilter};

    /// Counts the references and the target numbers it meets.
    #[derive(Default)]
    struct Count {
        refs: usize,
        targets: Vec<u8>,
        colors: Vec<Color>,
    }

    impl VisitMut for Count {
        fn visit_ref(&mut self, r: &mut Ref) {
            self.refs += 1;
            walk_ref(self, r);
        }
        fn visit_target(&mut self, n: &mut u8) {
            self.targets.push(*n);
        }
        fn visit_color(&mut self, c: &mut Color) {
            self.colors.push(*c);
        }
    }

    fn count(ability: &mut Ability) -> Count {
        let mut c = Count::default();
        c.visit_ability(ability);
        c
    }

    #[test]
    fn refs_nested_in_amounts_filters_and_conditions_are_found() {
        let mut ability = Ability::Spell(Effect::new(vec![Instr::If {
            // 1 ref (Target 0) inside a condition.
            condition: Condition::RefIs(Ref::Target(0), Filter::Color(Color::Red)),
            then: vec![Instr::GainLife {
                // 1 ref.
                who: Ref::You,
                // 2 refs inside an amount: ControllerOf(Target 1).
                amount: Amount::CountControlledBy(
                    Filter::And(vec![Filter::Type(CardType::Creature), Filter::OwnedByTarget(2)]),
                    Box::new(Ref::ControllerOf(Box::new(Ref::Target(1)))),
                ),
            }],
        }]));
        let c = count(&mut ability);
        assert_eq!(c.refs, 4);
        assert_eq!(c.targets, vec![0, 2, 1]);
        assert_eq!(c.colors, vec![Color::Red]);
    }

    #[test]
    fn statics_triggers_and_nested_abilities_are_walked() {
        let granted = Ability::Keyword(Keyword::Protection(Quality::Color(Color::Black)));
        let mut stat = Ability::Static(StaticAbility::Continuous {
            affected: Filter::Color(Color::White),
            effect: LayerEffect::GrantAbility(GrantedAbility(Box::new(granted))),
            condition: Some(Condition::OnBattlefield(Filter::Color(Color::Blue), Cmp::Ge, 1)),
        });
        assert_eq!(count(&mut stat).colors, vec![Color::White, Color::Black, Color::Blue]);
        let mut trig = Ability::Triggered(TriggeredAbility {
            event: TriggerEvent::Either(
                Box::new(TriggerEvent::Dies(Filter::Color(Color::Green))),
                Box::new(TriggerEvent::SpellCast { who: PlayerFilter::Any, spell: Filter::Color(Color::Red) }),
            ),
            condition: None,
            effect: Effect::new(vec![Instr::SearchLibrary {
                who: Ref::Target(0),
                searcher: Searcher::Controller,
                filter: Filter::Any,
                count: Some(1),
                must_find: false,
                to: Zone::Hand,
                tapped: false,
                reveal: false,
                set: SearchSet::Any,
            }]),
            optional: false,
            text: String::new(),
        });
        let c = count(&mut trig);
        assert_eq!(c.colors, vec![Color::Green, Color::Red]);
        assert_eq!((c.refs, c.targets), (1, vec![0]));
    }

    #[test]
    fn a_token_card_is_walked_through_visit_token() {
        struct Subtypes(Vec<String>);
        impl VisitMut for Subtypes {
            fn visit_subtype(&mut self, s: &mut String) {
                self.0.push(s.clone());
            }
        }
        let mut token = CardDef::new("Goblin", &[CardType::Creature]);
        token.subtypes = vec!["Goblin".into()];
        token.abilities = vec![Ability::Keyword(Keyword::Landwalk(Quality::Subtype("Mountain".into())))];
        let mut instr = Instr::CreateToken {
            token: Arc::new(token),
            count: Amount::Fixed(1),
            who: Ref::You,
            tapped: false,
            attacking: false,
        };
        let mut v = Subtypes(Vec::new());
        v.visit_instr(&mut instr);
        assert_eq!(v.0, vec!["Goblin".to_string(), "Mountain".to_string()]);
    }
}
