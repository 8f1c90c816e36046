//! Objects described by their counters (CR 122.1) and multikicker (CR 702.33c).

use super::*;

fn plus_one(min: u32, max: Option<u32>) -> Filter {
    Filter::HasCounter(CounterKind::PlusOne, min, max)
}

#[test]
fn creatures_with_a_counter_on_them() {
    let def = supported("Creature — Rhino", "Each creature you control with a +1/+1 counter on it has trample.");
    let [StaticAbility::Continuous { affected, .. }] = statics(&def)[..] else { panic!("{def:?}") };
    let Filter::And(parts) = affected else { panic!("{affected:?}") };
    assert!(parts.contains(&plus_one(1, None)), "{parts:?}");
    // "without a ... counter", "with no ... counters": none at all.
    let e = spell("Return each creature without a +1/+1 counter on it to its owner's hand.");
    assert!(format!("{e:?}").contains(&format!("{:?}", plus_one(0, Some(0)))), "{e:?}");
    // "with three or more ki counters on it" and a named kind.
    let e = spell("Destroy target creature with three or more ki counters on it.");
    let want = Filter::HasCounter(CounterKind::Named("ki".into()), 3, None);
    assert!(format!("{e:?}").contains(&format!("{want:?}")), "{e:?}");
    let e = spell("Destroy target creature with a -1/-1 counter on it.");
    assert!(format!("{e:?}").contains(&format!("{:?}", Filter::HasCounter(CounterKind::MinusOne, 1, None))));
}

#[test]
fn those_creatures_after_a_count_are_the_creatures_counted() {
    let e = spell(
        "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn.",
    );
    let [Instr::Draw { amount: Amount::Count(counted), .. }, Instr::Modify { what, .. }] = &e.program[..] else {
        panic!("{e:?}")
    };
    assert_eq!(*what, Ref::Each(counted.clone()));
}

#[test]
fn multikicker_and_the_times_it_was_kicked() {
    let def = supported(
        "Artifact",
        "Multikicker {2}\nCard enters the battlefield with a charge counter on it for each time it was kicked.",
    );
    let s = statics(&def);
    let StaticAbility::Multikicker { cost, text } = s[0] else { panic!("{s:?}") };
    assert_eq!(text, "Multikicker {2}");
    assert_eq!(cost.mana.to_string(), "{2}");
    let StaticAbility::EntersWithCounters { amount, .. } = s[1] else { panic!("{s:?}") };
    assert_eq!(*amount, Amount::TimesKicked);
    let def = supported(
        "Creature — Shaman",
        "Multikicker {R}\nWhen Card enters the battlefield, it deals damage to target player or planeswalker equal to twice the number of times it was kicked.",
    );
    assert!(format!("{:?}", program(&def)).contains("Times(2, TimesKicked)"));
    let e = spell("Draw a card for each time this spell was kicked.");
    assert_eq!(e.program, vec![Instr::Draw { who: Ref::You, amount: Amount::TimesKicked }]);
}

#[test]
fn counters_put_on_permanents_trigger() {
    // CR 122.6: once for each counter ("a ... counter is put"), once for each event ("one or
    // more ... counters are put").
    let def = supported("Creature — Human Wizard", "Whenever a +1/+1 counter is put on Card, you may draw a card.");
    let t = triggered(&def);
    assert_eq!(
        t.event,
        TriggerEvent::CountersPut { kind: CounterKind::PlusOne, on: Filter::Source, each_counter: true }
    );
    assert!(t.optional);
    let def = supported(
        "Creature — Dragon",
        "Whenever one or more +1/+1 counters are put on another creature you control, you may put a +1/+1 counter on Card.",
    );
    let TriggerEvent::CountersPut { kind, on, each_counter: false } = &triggered(&def).event else { panic!("{def:?}") };
    assert_eq!(*kind, CounterKind::PlusOne);
    assert!(format!("{on:?}").contains("Other"), "{on:?}");
    // "for the first time each turn" is not understood: the card stays unsupported.
    assert!(!unsupported(
        "Creature — Elf",
        "Whenever one or more +1/+1 counters are put on Card for the first time each turn, create a Treasure token."
    )
    .is_empty());
}
