//! Unit tests of the sentences about the monarch (CR 724) and energy (CR 107.14): "you become
//! the monarch", "if you're the monarch", "you get {E}{E}", "Pay {E}{E}".

use crate::oracle::compile_face;
use crate::oracle::tests::{activated, test_face, triggered};
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{2}{W}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

#[test]
fn becoming_the_monarch() {
    let def = card("Creature — Human Soldier", "When Card enters, you become the monarch.");
    assert_eq!(triggered(&def).effect.program, vec![Instr::BecomeMonarch { who: Ref::You }]);
    let def = card("Sorcery", "All creatures get -4/-4 until end of turn. You become the monarch.");
    let [Ability::Spell(e)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert!(matches!(e.program.last(), Some(Instr::BecomeMonarch { who: Ref::You })));
    let def = card("Creature — Human", "When Card enters, target player becomes the monarch.");
    assert_eq!(triggered(&def).effect.program, vec![Instr::BecomeMonarch { who: Ref::Target(0) }]);
    let def = card("Artifact", "{4}, {T}, Sacrifice Card: You become the monarch.");
    assert_eq!(activated(&def).effect.program, vec![Instr::BecomeMonarch { who: Ref::You }]);
}

#[test]
fn conditions_on_the_monarch() {
    let def = card(
        "Creature — Human",
        "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on Card.",
    );
    let you = Condition::PlayerMetric { whose: Whose::You, metric: Metric::Monarch, cmp: Cmp::Ge, n: 1 };
    assert_eq!(triggered(&def).condition, Some(you));
    let def =
        card("Creature — Human", "At the beginning of your upkeep, if an opponent is the monarch, you gain 1 life.");
    let them = Condition::PlayerMetric { whose: Whose::AnOpponent, metric: Metric::Monarch, cmp: Cmp::Ge, n: 1 };
    assert_eq!(triggered(&def).condition, Some(them));
}

#[test]
fn getting_and_paying_energy() {
    let def = card("Creature — Human", "When Card enters, you get {E}{E}{E} (three energy counters).");
    assert_eq!(
        triggered(&def).effect.program,
        vec![Instr::AddCounters { what: Ref::You, kind: CounterKind::Energy, amount: Amount::Fixed(3) }]
    );
    // With another instruction to the same player.
    let def = card("Creature — Human", "When Card enters, you gain 3 life and get {E}{E}{E}.");
    assert!(matches!(
        &triggered(&def).effect.program[..],
        [Instr::GainLife { .. }, Instr::AddCounters { kind: CounterKind::Energy, .. }]
    ));
    let def = card("Creature — Human", "Pay {E}{E}: Card gets +1/+1 until end of turn.");
    assert_eq!(activated(&def).cost.energy, 2);
    let def = card("Artifact", "{T}, Pay six {E}: Draw three cards.");
    let c = &activated(&def).cost;
    assert!(c.tap && c.energy == 6);
    // "Pay 2 life" is still life.
    let def = card("Artifact", "{T}, Pay 2 life: Draw a card.");
    assert_eq!((activated(&def).cost.life, activated(&def).cost.energy), (2, 0));
}

#[test]
fn paying_energy_as_an_ability_resolves() {
    let def =
        card("Creature — Cat", "Whenever Card attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.");
    let t = triggered(&def);
    assert!(matches!(
        &t.effect.program[0],
        Instr::PayCost { who: Ref::You, life: 0, energy: 2, mana, .. } if mana.symbols.is_empty()
    ));
}
