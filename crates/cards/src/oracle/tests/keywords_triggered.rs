//! Keyword abilities read as the triggered abilities they stand for: afterlife (CR 702.135)
//! and vanishing (CR 702.63).

use super::*;

fn triggers(def: &CardDef) -> Vec<&TriggeredAbility> {
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered(t) => Some(t),
            _ => None,
        })
        .collect()
}

#[test]
fn afterlife_creates_flying_spirits_when_put_into_a_graveyard_from_the_battlefield() {
    let def = supported("Creature — Human Cleric", "Lifelink\nAfterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)");
    let [t] = triggers(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(t.text, "Afterlife 2");
    assert_eq!(t.event, TriggerEvent::PutIntoGraveyardFromBattlefield(Filter::Source));
    let [Instr::CreateToken { token, count: Amount::Fixed(2), who: Ref::You, tapped: false, .. }] =
        &t.effect.program[..]
    else {
        panic!("{:?}", t.effect.program)
    };
    assert_eq!(token.subtypes, vec!["Spirit".to_string()]);
    assert_eq!((token.power, token.toughness), (Some(PtValue::Fixed(1)), Some(PtValue::Fixed(1))));
    assert!(token.abilities.contains(&Ability::Keyword(Keyword::Flying)));
    assert!(unsupported("Creature — Spirit", "Afterlife").contains("Afterlife"));
}

#[test]
fn vanishing_is_time_counters_an_upkeep_removal_and_a_sacrifice() {
    let def = supported("Creature — Wurm", "Vanishing 2 (This creature enters with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)");
    let time = CounterKind::Named("time".into());
    assert!(def.abilities.contains(&Ability::Static(StaticAbility::EntersWithCounters {
        kind: time.clone(),
        amount: Amount::Fixed(2)
    })));
    let [upkeep, last] = triggers(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(upkeep.event, TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You });
    // CR 603.4: an intervening "if this permanent has a time counter on it".
    assert_eq!(upkeep.condition, Some(Condition::SourceIs(Filter::HasCounter(time.clone(), 1, None))));
    assert_eq!(
        upkeep.effect.program,
        vec![Instr::RemoveCounters { what: Ref::Source, kind: time.clone(), amount: Amount::Fixed(1) }]
    );
    assert_eq!(last.event, TriggerEvent::LastCounterRemoved(time));
    assert_eq!(
        last.effect.program,
        vec![Instr::Sacrifice { who: Ref::You, filter: Filter::Source, count: Amount::Fixed(1) }]
    );
    // CR 702.63b: without a number, no counters as it enters.
    let def = supported("Enchantment", "Vanishing");
    assert_eq!(triggers(&def).len(), 2);
    assert!(!def.abilities.iter().any(|a| matches!(a, Ability::Static(_))));
}
