//! Unit tests of counters as effects, choices on resolution, counted amounts,
//! characteristic-defining P/T and conditions on the source, with the IR each produces.

use crate::oracle::tests::{program, supported as card};
use grimoire_engine::*;

#[test]
fn put_a_counter_on_a_target() {
    let def =
        card("Creature — Spike", "{2}, Remove a +1/+1 counter from Card: Put a +1/+1 counter on target creature.");
    assert_eq!(
        program(&def),
        [Instr::AddCounters { what: Ref::Target(0), kind: CounterKind::PlusOne, amount: Amount::Fixed(1) }]
    );
}

#[test]
fn x_counters_where_x_is_defined() {
    let def = card(
        "Artifact",
        "{T}, Sacrifice Card: Put X +0/+1 counters on target creature, where X is that creature's mana value.",
    );
    assert_eq!(
        program(&def),
        [Instr::AddCounters {
            what: Ref::Target(0),
            kind: CounterKind::parse("+0/+1"),
            amount: Amount::ManaValueOf(Box::new(Ref::Target(0))),
        }]
    );
}

#[test]
fn amounts_count_counters_on_the_source() {
    let def = card("Enchantment", "Sacrifice Card: Draw a card for each page counter on Card.");
    assert_eq!(
        program(&def),
        [Instr::Draw {
            who: Ref::You,
            amount: Amount::CountersOn(Box::new(Ref::Source), CounterKind::Named("page".into())),
        }]
    );
}

#[test]
fn return_a_creature_you_control_is_a_choice_not_a_target() {
    let def = card(
        "Creature — Kavu",
        "When Card enters the battlefield, return a red or green creature you control to its owner's hand.",
    );
    let p = program(&def);
    assert!(matches!(&p[0], Instr::ChooseCards { zone: Zone::Battlefield, count: Amount::Fixed(1), .. }), "{p:?}");
    assert_eq!(p[1], Instr::ReturnToHand { what: Ref::Affected });
    let Ability::Triggered(t) = &def.abilities[0] else { panic!() };
    assert!(t.effect.targets.is_empty());
}

#[test]
fn a_second_verb_keeps_the_target_player() {
    let def = card("Sorcery", "Target opponent discards a card at random, then discards a card.");
    let p = program(&def);
    assert_eq!(p[0], Instr::Discard { who: Ref::Target(0), amount: Amount::Fixed(1), random: true });
    assert_eq!(p[1], Instr::Discard { who: Ref::Target(0), amount: Amount::Fixed(1), random: false });
}

#[test]
fn poison_counters_go_to_a_player() {
    let def = card("Creature — Scorpion", "Whenever Card deals damage to a player, that player gets a poison counter.");
    assert_eq!(
        program(&def),
        [Instr::AddCounters { what: Ref::Triggering, kind: CounterKind::Poison, amount: Amount::Fixed(1) }]
    );
}

#[test]
fn upkeep_of_enchanted_creatures_controller() {
    let def = card(
        "Enchantment — Aura",
        "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.",
    );
    let Ability::Triggered(t) = &def.abilities[0] else { panic!() };
    assert_eq!(t.event, TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::AttachedController });
    assert_eq!(
        t.effect.program,
        vec![Instr::AddCounters { what: Ref::Attached, kind: CounterKind::MinusOne, amount: Amount::Fixed(1) }]
    );
}

#[test]
fn characteristic_defining_power_and_toughness() {
    let def =
        card("Creature — Elf", "Card's power and toughness are each equal to the number of Elves on the battlefield.");
    let Ability::Static(StaticAbility::Continuous { affected, effect, .. }) = &def.abilities[0] else { panic!() };
    assert_eq!(*affected, Filter::Source);
    let count = Some(Amount::Count(Filter::Subtype("Elf".into())));
    assert_eq!(*effect, LayerEffect::SetPowerToughnessBy(count.clone(), count));
}

#[test]
fn cards_in_graveyards_are_counted_there() {
    let def = card(
        "Creature — Lhurgoyf",
        "Card's power and toughness are each equal to the number of creature cards in all graveyards.",
    );
    let Ability::Static(StaticAbility::Continuous { effect, .. }) = &def.abilities[0] else { panic!() };
    let count = Some(Amount::CardsIn(Zone::Graveyard, PlayerFilter::Any, Filter::Type(CardType::Creature)));
    assert_eq!(*effect, LayerEffect::SetPowerToughnessBy(count.clone(), count));
}

#[test]
fn all_cards_from_your_graveyard_are_cards_not_permanents() {
    let def = card("Sorcery", "Return all enchantment cards from your graveyard to your hand.");
    assert_eq!(
        program(&def),
        [Instr::ReturnToHand {
            what: Ref::CardsInMatching(Zone::Graveyard, PlayerFilter::You, Filter::Type(CardType::Enchantment)),
        }]
    );
}

#[test]
fn static_condition_on_the_sources_counters() {
    let def = card("Land", "Card doesn't untap during your untap step if it has a depletion counter on it.");
    let Ability::Static(StaticAbility::Continuous { condition, effect, .. }) = &def.abilities[0] else { panic!() };
    assert_eq!(*effect, LayerEffect::AddRestriction(Restriction::DoesntUntap));
    assert_eq!(
        *condition,
        Some(Condition::SourceIs(Filter::HasCounter(CounterKind::Named("depletion".into()), 1, None)))
    );
}

#[test]
fn untap_up_to_n_lands_may_choose_none() {
    let def = card("Creature — Faerie", "When Card enters the battlefield, untap up to two lands.");
    assert_eq!(
        program(&def),
        [
            Instr::ChooseCards {
                chooser: Ref::You,
                whose: Ref::EachPlayer,
                zone: Zone::Battlefield,
                filter: Filter::Type(CardType::Land),
                count: Amount::Fixed(2),
                up_to: true,
            },
            Instr::Untap { what: Ref::Affected },
        ]
    );
}
