//! Lowering static abilities (CR 604): continuous effects, "as long as" conditions (CR
//! 611.3b), blocking rules (CR 509.1b) and rules for players (CR 101.2).

use super::*;

/// A rule for players (CR 101.2, 305.2b, 601.3).
pub(super) fn player_rule(r: PlayerRuleAst) -> PlayerRule {
    match r {
        PlayerRuleAst::CantPlayLands => PlayerRule::CantPlayLands,
        PlayerRuleAst::CantCast(k) => PlayerRule::CantCast(spell_kinds(&k)),
        PlayerRuleAst::OneSpellEachTurn => PlayerRule::OneSpellEachTurn,
        PlayerRuleAst::FlashFor(k) => PlayerRule::FlashFor(spell_kinds(&k)),
        PlayerRuleAst::SeeTopCard { revealed } => PlayerRule::SeeTopCard { revealed },
        PlayerRuleAst::PlayFromTop { lands, spells } => {
            PlayerRule::PlayFromTop { lands, spells: spells.as_ref().map(spell_kinds) }
        }
        PlayerRuleAst::CantCastFrom(zones) => PlayerRule::CantCastFrom(zones),
    }
}

/// Kinds of spells as a filter.
pub(super) fn spell_kinds(k: &SpellKindsAst) -> Filter {
    match k {
        SpellKindsAst::Subtype(t) => Filter::Subtype(t.clone()),
        SpellKindsAst::Types(ts) if ts.len() == 1 => Filter::Type(ts[0]),
        SpellKindsAst::Types(ts) => Filter::Or(ts.iter().map(|t| Filter::Type(*t)).collect()),
        SpellKindsAst::Any => Filter::Any,
        SpellKindsAst::ChosenName => Filter::ChosenName,
    }
}

/// Lowers a static ability; "as long as" gives each continuous effect its condition.
pub(super) fn lower_statics(s: StaticAst) -> Vec<StaticAbility> {
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

pub(super) fn lower_static(s: StaticAst) -> StaticAbility {
    match s {
        StaticAst::AsLongAs(..) | StaticAst::WhileItIs(..) => unreachable!("lowered by lower_statics"),
        StaticAst::PlayerRule(who, rule) => StaticAbility::PlayerRule { who: players(who), rule: player_rule(rule) },
        StaticAst::SkipUntapSteps => StaticAbility::SkipStep { step: Step::Untap, whose: PlayerFilter::Any },
        StaticAst::MaxHandSize(who, change) => StaticAbility::MaxHandSize { who: players(who), change },
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
                GrantAst::Restriction(r) => LayerEffect::AddRestriction(restriction(r)),
                GrantAst::AddTypes(types) => LayerEffect::AddTypes { types, subtypes: vec![] },
                GrantAst::RemoveTypes(types) => LayerEffect::RemoveTypes(types),
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
                defender: defender.map(players),
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
        StaticAst::EntersTappedIf(c) => StaticAbility::EntersTappedIf(lower_condition(c)),
        StaticAst::EntersTappedUnless(EnterPaymentAst::Life(n)) => {
            StaticAbility::EntersTappedUnless(EnterPayment::Life(n))
        }
        StaticAst::EntersTappedUnless(EnterPaymentAst::Reveal(ph)) => {
            StaticAbility::EntersTappedUnless(EnterPayment::Reveal(filter(&ph)))
        }
        StaticAst::MayEnterWithCounter(kind, otherwise) => {
            StaticAbility::MayEnterWithCounter { kind: CounterKind::parse(&kind), otherwise }
        }
        StaticAst::EntersWithChoice(k) => StaticAbility::EntersWithChoice(choice(k)),
        StaticAst::CantActivate { of: ActivationBanAst::ChosenNameSources, mana_allowed } => {
            StaticAbility::CantActivate { of: Filter::ChosenName, anywhere: true, mana_allowed }
        }
        StaticAst::CantEnterFrom { types, from } => {
            StaticAbility::CantEnterFrom { of: spell_kinds(&SpellKindsAst::Types(types)), from }
        }
        StaticAst::CantActivate { of: ActivationBanAst::Permanents(o), mana_allowed } => {
            StaticAbility::CantActivate { of: subject_filter(&o), anywhere: false, mana_allowed }
        }
        StaticAst::MayNotUntap => StaticAbility::MayNotUntap,
        StaticAst::EntersAsCopy(ph) => StaticAbility::EntersAsCopy { of: filter(&ph) },
        StaticAst::CostChange(ph, whose, n) => {
            StaticAbility::CostChange { spells: filter(&ph), amount: n, whose: players(whose) }
        }
        StaticAst::CostIncrease(ph, whose, mana) => {
            StaticAbility::CostIncrease { spells: filter(&ph), whose: players(whose), mana }
        }
        StaticAst::AdditionalLand(n) => StaticAbility::AdditionalLands { who: PlayerFilter::You, n },
        StaticAst::CantBeCountered => StaticAbility::CantBeCountered,
        StaticAst::EntersWithCounters(kind, n) => {
            let amount = amount(&n, &mut Scope::default());
            StaticAbility::EntersWithCounters { kind: CounterKind::parse(&kind), amount }
        }
        StaticAst::SkipStep(step) => StaticAbility::SkipStep { step, whose: PlayerFilter::You },
        StaticAst::PlayerKeyword(keyword) => StaticAbility::PlayerKeyword { who: PlayerFilter::You, keyword },
        StaticAst::PreventDamageToYou => StaticAbility::PreventDamageToPlayer { who: PlayerFilter::You },
        StaticAst::NoLifeGain(who) => StaticAbility::NoLifeGain { who: players(who) },
        StaticAst::Prevent { to, from, source, amount, combat_only } => {
            let to = match to {
                PreventTo::Any => DamageRecipient::Any,
                PreventTo::You => DamageRecipient::Players(PlayerFilter::You),
                PreventTo::Obj(o) => DamageRecipient::Objects(subject_filter(&o)),
            };
            let from = match from {
                Some(o) => subject_filter(&o),
                None => source_filter(source),
            };
            StaticAbility::Replacement(Replacement::PreventDamage { to, from, amount, combat_only })
        }
        StaticAst::GraveyardInstead { what, dies, dest } => StaticAbility::Replacement(Replacement::GraveyardInstead {
            what: subject_filter(&what),
            dies,
            dest: destination(dest),
        }),
        StaticAst::PreventSelfRemoveCounter(kind) => {
            StaticAbility::Replacement(Replacement::PreventDamageToSelfRemoveCounter {
                kind: CounterKind::parse(&kind),
            })
        }
        StaticAst::DamageChange { from, to, change } => {
            let (from, to) = (source_filter(from), damaged(to));
            StaticAbility::Replacement(match change {
                DamageChangeAst::Double => Replacement::DoubleDamage { to, from },
                DamageChangeAst::Plus(n) => Replacement::ModifyDamage { to, from, change: DamageChange::Plus(n) },
                DamageChangeAst::Minus(n) => Replacement::ModifyDamage { to, from, change: DamageChange::Minus(n) },
                DamageChangeAst::Cap(n) => Replacement::ModifyDamage { to, from, change: DamageChange::Cap(n) },
            })
        }
        StaticAst::DamageToYouToAttached => {
            StaticAbility::Replacement(Replacement::RedirectToAttached { who: PlayerFilter::You })
        }
        StaticAst::DamageToAttachedToController => StaticAbility::Replacement(Replacement::RedirectFromAttached),
        StaticAst::UmbraArmor => StaticAbility::Replacement(Replacement::UmbraArmor),
        StaticAst::GainTwiceLife => {
            StaticAbility::Replacement(Replacement::GainLifeTimes { who: PlayerFilter::You, times: 2 })
        }
        StaticAst::DrawInstead { optional, instead } => StaticAbility::Replacement(Replacement::DrawInstead {
            who: PlayerFilter::You,
            optional,
            instead: draw_instead(instead),
        }),
        StaticAst::EnterTapped(what) => {
            StaticAbility::Replacement(Replacement::EnterTapped { what: subject_filter(&what) })
        }
        StaticAst::AlternativeCost(cost, condition, text) => {
            StaticAbility::AlternativeCost { cost: lower_cost(cost), condition: condition.map(lower_condition), text }
        }
        StaticAst::AdditionalCost(cost) => StaticAbility::AdditionalCost(lower_cost(cost)),
        StaticAst::Kicker(cost, text) => StaticAbility::Kicker { cost: lower_cost(cost), text },
        StaticAst::Multikicker(cost, text) => StaticAbility::Multikicker { cost: lower_cost(cost), text },
        StaticAst::KeywordCost(k, cost, text) => {
            StaticAbility::KeywordCost { keyword: paid_keyword(k), cost: lower_cost(cost), text }
        }
        StaticAst::Buyback(cost, text) => StaticAbility::Buyback { cost: lower_cost(cost), text },
        StaticAst::Flashback(cost, text) => StaticAbility::Flashback { cost: lower_cost(cost), text },
        StaticAst::Disturb(cost, text) => StaticAbility::Disturb { cost: lower_cost(cost), text },
        StaticAst::Evoke(cost, text) => StaticAbility::Evoke { cost: lower_cost(cost), text },
        StaticAst::Dash(cost, text) => StaticAbility::Dash { cost: lower_cost(cost), text, blitz: false },
        StaticAst::Overload(cost, text) => {
            StaticAbility::Overload { cost: lower_cost(cost), text, effect: Effect::default() }
        }
        StaticAst::FlashPermission(extra) => StaticAbility::FlashPermission { extra },
        StaticAst::CastRestriction(c, text) => StaticAbility::CastRestriction { condition: lower_condition(c), text },
        StaticAst::SelfCostChange(c, amount, per) => StaticAbility::SelfCostChange {
            condition: lower_condition(c),
            amount,
            per: per.map(|a| self::amount(&a, &mut Scope::default())),
        },
        StaticAst::FlashedSacrifice => StaticAbility::SacrificeAtCleanupIfFlashed,
        StaticAst::Morph(cost, text, megamorph) => {
            StaticAbility::Morph { cost: lower_cost(cost), text, megamorph, disguise: false }
        }
        StaticAst::Entwine(cost, text) => StaticAbility::Entwine { cost: lower_cost(cost), text },
        StaticAst::Blitz(cost, text) => StaticAbility::Dash { cost: lower_cost(cost), text, blitz: true },
        StaticAst::CastFromGraveyard(additional, exile, text) => {
            StaticAbility::CastFromGraveyard { additional: lower_cost(additional), exile, text }
        }
        StaticAst::Disguise(cost, text) => {
            StaticAbility::Morph { cost: lower_cost(cost), text, megamorph: false, disguise: true }
        }
        StaticAst::CastLater { plot, cost, text } => {
            let kind = if plot { LaterCast::Plot } else { LaterCast::Foretell };
            StaticAbility::ExileToCastLater { kind, cost: lower_cost(cost), text }
        }
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

/// A blocking restriction (CR 509.1b): its creatures as one filter.
pub(super) fn block_rule(r: BlockRuleAst) -> BlockRule {
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

/// Where a card goes instead of a graveyard (CR 614.1a).
fn destination(d: DestinationAst) -> Destination {
    match d {
        DestinationAst::Exile => Destination::Exile,
        DestinationAst::LibraryTop => Destination::LibraryTop,
        DestinationAst::ShuffleIntoLibrary => Destination::ShuffleIntoLibrary,
        DestinationAst::Hand => Destination::Hand,
    }
}

/// The recipients of a damage-changing replacement (CR 614.1a).
fn damaged(d: DamagedAst) -> DamageRecipient {
    match d {
        DamagedAst::PermanentOrPlayer => DamageRecipient::Any,
        DamagedAst::CreatureYouControl => {
            DamageRecipient::Objects(Filter::Type(CardType::Creature).and(Filter::ControlledBy(PlayerFilter::You)))
        }
        DamagedAst::You => DamageRecipient::Players(PlayerFilter::You),
    }
}
