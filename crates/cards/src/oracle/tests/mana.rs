//! Unit tests of the mana-ability templates of `grammar/mana.rs`: "Remove any number of
//! <kind> counters from ~" costs and the mana added for each counter removed this way.

use crate::oracle::compile_face;
use grimoire_engine::*;

fn compile(type_line: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face("Card", None, type_line, text))
}

fn only_activated(def: &CardDef) -> &ActivatedAbility {
    match &def.abilities[..] {
        [Ability::Activated(a)] => a,
        other => panic!("{other:?}"),
    }
}

#[test]
fn storage_counters_removed_are_x_and_add_that_much_mana() {
    let def = compile(
        "Land",
        "{T}, Remove any number of storage counters from ~: Add {W} for each storage counter removed this way.",
    );
    assert_eq!(def.unsupported, None);
    let a = only_activated(&def);
    assert!(a.is_mana_ability && a.cost.tap && a.cost.has_x());
    assert_eq!(a.cost.remove_any_counters, Some(CounterKind::Named("storage".into())));
    assert_eq!(
        a.effect.program,
        vec![Instr::AddMana(ManaProduce::ForEach(vec![ManaType::Colored(Color::White)], Amount::X))]
    );
}

#[test]
fn a_battery_adds_one_plus_one_for_each_counter_removed() {
    let def = compile(
        "Artifact",
        "{T}, Remove any number of charge counters from ~: Add {B}, then add an additional {B} for each charge counter removed this way.",
    );
    assert_eq!(def.unsupported, None);
    let x = Amount::Plus(Box::new(Amount::Fixed(1)), Box::new(Amount::X));
    assert_eq!(
        only_activated(&def).effect.program,
        vec![Instr::AddMana(ManaProduce::ForEach(vec![ManaType::Colored(Color::Black)], x))]
    );
}

#[test]
fn counters_removed_this_way_must_be_the_ones_the_cost_removes() {
    for text in [
        "{T}, Remove any number of storage counters from ~: Add {W} for each charge counter removed this way.",
        "{T}: Add {W} for each storage counter removed this way.",
        "{T}, Remove any number of charge counters from ~: Add {B}, then add an additional {G} for each charge counter removed this way.",
    ] {
        assert!(compile("Land", text).unsupported.is_some(), "{text}");
    }
}

#[test]
fn a_conditional_mana_ability_is_a_mana_ability() {
    // CR 605.1a: it could add mana; the "Add" under an "if" counts.
    let def = compile("Land", "{T}: Add {U}. If you played a land this turn, add {B} instead.");
    assert_eq!(def.unsupported, None);
    let a = only_activated(&def);
    assert!(a.is_mana_ability, "{a:?}");
    assert!(a.effect.program.iter().all(|i| matches!(i, Instr::If { .. })), "{:?}", a.effect.program);
}

#[test]
fn a_painland_and_a_druid_tapper_are_mana_abilities() {
    let def = compile("Land", "{T}: Add {R} or {G}. Card deals 1 damage to you.");
    assert!(only_activated(&def).is_mana_ability);
    let def = compile("Creature — Centaur Druid", "Tap an untapped Druid you control: Add {G}.");
    let a = only_activated(&def);
    assert!(a.is_mana_ability && a.cost.tap_untapped.is_some() && !a.cost.tap);
}

#[test]
fn mana_in_any_combination_of_colors_or_of_listed_kinds() {
    let colors = Color::ALL.iter().map(|c| ManaType::Colored(*c)).collect::<Vec<_>>();
    let def = compile("Creature — Elf Druid", "{T}: Add two mana in any combination of colors.");
    assert_eq!(def.unsupported, None);
    let a = only_activated(&def);
    assert!(a.is_mana_ability);
    assert_eq!(a.effect.program, vec![Instr::AddMana(ManaProduce::Combination(colors, Amount::Fixed(2)))]);
    let ub = vec![ManaType::Colored(Color::Blue), ManaType::Colored(Color::Black)];
    let def =
        compile("Land", "{1}, Remove X storage counters from ~: Add X mana in any combination of {U} and/or {B}.");
    let rgw = compile("Land", "{T}, Sacrifice a Forest: Add three mana in any combination of {R}, {G}, and/or {W}.");
    assert_eq!(rgw.unsupported, None);
    let a = only_activated(&rgw);
    let Instr::AddMana(ManaProduce::Combination(kinds, Amount::Fixed(3))) = &a.effect.program[0] else {
        panic!("{:?}", a.effect.program)
    };
    assert_eq!(kinds.len(), 3);
    // Storage lands as printed today: "Remove X storage counters" is the activation's X.
    assert_eq!(def.unsupported, None);
    let a = only_activated(&def);
    assert_eq!(a.cost.remove_any_counters, Some(CounterKind::Named("storage".into())));
    assert_eq!(a.effect.program, vec![Instr::AddMana(ManaProduce::Combination(ub, Amount::X))]);
    // One kind is not a combination.
    assert!(compile("Land", "{T}: Add two mana in any combination of {R}.").unsupported.is_some());
}

#[test]
fn combination_amounts_defined_by_where_x_is() {
    for text in [
        "{T}: Add X mana in any combination of {U} and/or {R}, where X is Card's power.",
        "{0}: Add X mana in any combination of {U} and/or {R}, where X is Card's power.",
        "{T}: Add X mana in any combination of colors, where X is the number of creatures with defender you control.",
    ] {
        let def = compile("Legendary Creature — Wizard", text);
        assert_eq!(def.unsupported, None, "{text}");
        let Instr::AddMana(ManaProduce::Combination(_, n)) = &only_activated(&def).effect.program[0] else {
            panic!("{text}")
        };
        assert_ne!(n, &Amount::X, "{text}");
    }
}
