//! The keyword actions that put counters: proliferate (CR 701.34) and adapt (CR 701.46).

use super::*;

#[test]
fn proliferate_alone_in_spells_and_abilities() {
    assert_eq!(spell("Proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)").program, vec![Instr::Proliferate]);
    let def = supported("Artifact", "{4}, {T}: Proliferate.");
    assert_eq!(program(&def), &[Instr::Proliferate]);
    // "then proliferate" after another action, and "proliferate twice": two proliferations.
    let e = spell("Draw two cards, then proliferate.");
    assert_eq!(e.program.last(), Some(&Instr::Proliferate));
    let def = supported("Creature — Human", "When Card enters, proliferate twice.");
    assert_eq!(program(&def), &[Instr::Proliferate, Instr::Proliferate]);
}

#[test]
fn proliferate_after_if_you_do_and_in_triggers() {
    let def = supported("Creature — Bird", "Whenever Card deals combat damage to a player, proliferate.");
    assert_eq!(program(&def), &[Instr::Proliferate]);
    let def = supported("Enchantment", "At the beginning of your end step, proliferate.");
    assert_eq!(program(&def), &[Instr::Proliferate]);
}

#[test]
fn adapt_puts_counters_only_on_a_permanent_without_plus_one_counters() {
    let def = supported(
        "Creature — Fish",
        "{2}{U}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 counters on it.)",
    );
    assert_eq!(
        program(&def),
        &[Instr::If {
            condition: Condition::RefIs(Ref::Source, Filter::HasCounter(CounterKind::PlusOne, 0, Some(0))),
            then: vec![Instr::AddCounters { what: Ref::Source, kind: CounterKind::PlusOne, amount: Amount::Fixed(2) }],
        }]
    );
    assert!(unsupported("Creature — Fish", "{2}{U}: Adapt.").contains("Adapt"));
}

#[test]
fn bolster_n_and_bolster_x() {
    assert_eq!(spell("Bolster 2.").program, vec![Instr::Bolster { amount: Amount::Fixed(2) }]);
    let def = supported("Creature — Human", "When Card enters, bolster 1.");
    assert_eq!(program(&def), &[Instr::Bolster { amount: Amount::Fixed(1) }]);
    let def = supported("Creature — Dragon", "Whenever a Dragon you control attacks, bolster 2.");
    assert_eq!(program(&def), &[Instr::Bolster { amount: Amount::Fixed(2) }]);
    let def = supported(
        "Creature — Human",
        "At the beginning of your end step, bolster X, where X is the number of tapped creatures you control.",
    );
    assert!(
        matches!(program(&def), [Instr::Bolster { amount }] if !matches!(amount, Amount::Fixed(_) | Amount::X)),
        "{:?}",
        program(&def)
    );
}
