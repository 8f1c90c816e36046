//! Lowering conditions (CR 603.4, 611.3b, 608.2c): on the board, on players, on this
//! turn's history, on an object's state.

use super::*;

pub(super) fn lower_condition(c: ConditionAst) -> Condition {
    match c {
        ConditionAst::YouControl(ph, n) => Condition::YouControl(filter(&ph), n),
        ConditionAst::YouControlNo(ph) => Condition::Not(Box::new(Condition::YouControl(filter(&ph), 1))),
        ConditionAst::NoneOnBattlefield(ph) => Condition::OnBattlefield(filter(&ph), Cmp::Eq, 0),
        ConditionAst::AnyOnBattlefield(ph) => Condition::OnBattlefield(filter(&ph), Cmp::Ge, 1),
        ConditionAst::GraveyardAtLeast(n) => Condition::YourGraveyardSize(Cmp::Ge, n),
        ConditionAst::SelfCounters(kind, n, has) => {
            let c = Condition::SourceIs(Filter::HasCounter(CounterKind::parse(&kind), n, None));
            if has {
                c
            } else {
                Condition::Not(Box::new(c))
            }
        }
        ConditionAst::SelfTapped(true) => Condition::SourceIs(Filter::Tapped),
        ConditionAst::SelfTapped(false) => Condition::SourceIs(Filter::Untapped),
        ConditionAst::SelfLevel(n) => Condition::SourceIs(Filter::ClassLevel(n, Some(n))),
        ConditionAst::NoManaAddedThisTurn => Condition::NoManaAddedThisTurn,
        ConditionAst::ManaSpent(least) => {
            let mut pool = ManaPool::default();
            for (kind, n) in least {
                pool.add(kind, n);
            }
            Condition::ManaSpent(pool)
        }
        // CR 701.42: the source and its meld partner, both owned and controlled by you.
        ConditionAst::MeldPair(partner) => {
            let yours = [Filter::OwnedBy(PlayerFilter::You), Filter::ControlledBy(PlayerFilter::You)];
            let other = [Filter::Type(CardType::Creature), Filter::Named(partner), Filter::OwnedBy(PlayerFilter::You)];
            Condition::All(vec![
                Condition::SourceIs(Filter::And(yours.to_vec())),
                Condition::YouControl(Filter::And(other.to_vec()), 1),
            ])
        }
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
            Condition::PlayerMetric { whose: whose_of(whose), metric: lower_metric(metric), cmp, n }
        }
        ConditionAst::MostOf(whose, metric) => {
            Condition::MostOf { whose: whose_of(whose), metric: lower_metric(metric) }
        }
        ConditionAst::OpponentExceeds(metric) => Condition::OpponentExceeds(lower_metric(metric)),
        ConditionAst::OnBattlefield(ph, cmp, n) => Condition::OnBattlefield(filter(&ph), cmp, n),
        ConditionAst::Not(c) => Condition::Not(Box::new(lower_condition(*c))),
        ConditionAst::Kicked(cost) => Condition::Kicked(cost),
        ConditionAst::DashPaid => Condition::DashPaid,
        ConditionAst::CastInYourMainPhase => Condition::CastInYourMainPhase,
        ConditionAst::KeywordCostPaid(k) => Condition::KeywordCostPaid(paid_keyword(k)),
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
        ConditionAst::WonClash => Condition::WonClash,
        ConditionAst::SourceIsType(t) => Condition::SourceIs(Filter::Type(t)),
        ConditionAst::SelfInZone(z) => Condition::SourceInZone(z),
        ConditionAst::CardsAboveSelf(ph, n) => Condition::CardsAboveSource(filter(&without_zone(&ph)), n),
        ConditionAst::CardDirectlyAboveSelf(ph) => Condition::CardDirectlyAboveSource(filter(&ph)),
    }
}

/// A player's number named by a condition (CR 603.4).
pub(super) fn lower_metric(m: MetricAst) -> grimoire_engine::Metric {
    use grimoire_engine::Metric;
    match m {
        MetricAst::Life => Metric::Life,
        MetricAst::HandSize => Metric::HandSize,
        MetricAst::LibrarySize => Metric::LibrarySize,
        MetricAst::Controls(ph) => Metric::Controls(filter(&ph)),
        MetricAst::GraveyardCards(ph) => Metric::GraveyardCards(filter(&ph)),
        MetricAst::Monarch => Metric::Monarch,
        MetricAst::Opponents => Metric::Opponents,
        MetricAst::Devotion(colors) => Metric::Devotion(colors.into_iter().collect()),
    }
}

/// A condition on this turn's history (CR 603.4).
pub(super) fn history(h: HistoryAst) -> HistoryCondition {
    use HistoryCondition as H;
    match h {
        HistoryAst::AbilityActivated(n) => H::ThisAbilityActivated(n),
        HistoryAst::CreatureDied => H::CreatureDied,
        HistoryAst::CastSpell(who) => H::CastSpell(whose_of(who)),
        HistoryAst::CastSpellOfColor(who, c) => H::CastSpellOfColor(whose_of(who), c),
        HistoryAst::PlayedLand(who) => H::PlayedLand(whose_of(who)),
        HistoryAst::PlayerDealtDamage(who) => H::PlayerDealtDamage(whose_of(who)),
        HistoryAst::LifeGained(who, n) => H::LifeGained(whose_of(who), n),
        HistoryAst::SpellsCastLastTurn { at_least, one_player } => H::SpellsCastLastTurn { at_least, one_player },
        HistoryAst::SourceWasBlocked => H::SourceWasBlocked,
        HistoryAst::SourceEntered => H::SourceEntered,
        HistoryAst::SourceBlocked => H::SourceBlocked,
        HistoryAst::SourceDealtDamage => H::SourceDealtDamage,
        HistoryAst::SourceDamagedOpponent => H::SourceDamagedOpponent,
        HistoryAst::SourceAttacked => H::SourceAttacked,
        HistoryAst::AttackersDeclared => H::AttackersDeclared,
        HistoryAst::SourceNewlyControlled => H::SourceNewlyControlled,
    }
}

/// An object's state as a filter (CR 611.3b).
pub(super) fn state(s: &StateAst) -> Filter {
    match s {
        StateAst::Attacking => Filter::Attacking,
        StateAst::Blocking => Filter::Blocking,
        StateAst::Enchanted => Filter::Enchanted,
        StateAst::Tapped => Filter::Tapped,
        StateAst::Untapped => Filter::Untapped,
        StateAst::Monstrous => Filter::Monstrous,
        StateAst::Renowned => Filter::Renowned,
        StateAst::Color(c) => Filter::Color(*c),
        StateAst::Subtype(t) => Filter::Subtype(t.clone()),
        StateAst::Type(t) => Filter::Type(*t),
        StateAst::BasicLand(t) => Filter::Supertype(Supertype::Basic).and(Filter::Subtype(t.name().to_string())),
        StateAst::Not(s) => Filter::Not(Box::new(state(s))),
        StateAst::Or(ss) => Filter::Or(ss.iter().map(state).collect()),
    }
}

/// The player a condition is about (CR 603.4).
fn whose_of(w: WhoseAst) -> Whose {
    match w {
        WhoseAst::You => Whose::You,
        WhoseAst::ThatPlayer => Whose::Triggering,
        WhoseAst::AnOpponent => Whose::AnOpponent,
        WhoseAst::AnyPlayer => Whose::AnyPlayer,
    }
}

/// The keyword of an optional cost whose payment is asked about (CR 702.166b, 702.175a).
pub(crate) fn paid_keyword(k: PaidKeywordAst) -> PaidKeyword {
    match k {
        PaidKeywordAst::Bargain => PaidKeyword::Bargain,
        PaidKeywordAst::Offspring => PaidKeyword::Offspring,
    }
}
