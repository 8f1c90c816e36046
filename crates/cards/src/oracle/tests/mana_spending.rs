//! Unit tests of "Spend this mana only ..." after a mana ability (CR 106.6): the spells and
//! the abilities' sources the mana may pay for, and the "can't be countered" rider.

use crate::oracle::tests::{activated, supported, unsupported};
use grimoire_engine::*;

fn spend(text: &str) -> SpendRestriction {
    let def = supported("Land", text);
    let a = activated(&def);
    assert!(a.is_mana_ability, "{text}");
    *a.spend.clone().expect("a spending restriction")
}

#[test]
fn creature_spells_only() {
    let r = spend("{T}: Add {C}. Spend this mana only to cast a creature spell.");
    assert_eq!(r.spells, Some(Filter::Type(CardType::Creature)));
    assert_eq!((r.abilities, r.uncounterable), (None, false));
}

#[test]
fn instant_or_sorcery_spells() {
    let r = spend("{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.");
    assert!(r.spells.is_some() && r.abilities.is_none());
}

#[test]
fn artifact_spells_or_abilities_of_artifacts() {
    let r = spend("{T}: Add {C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.");
    assert_eq!(r.spells, Some(Filter::Type(CardType::Artifact)));
    assert_eq!(r.abilities, Some(Filter::Type(CardType::Artifact)));
}

#[test]
fn any_ability() {
    let r = spend("{T}: Add {C}{C}. Spend this mana only to activate abilities.");
    assert_eq!((r.spells, r.abilities), (None, Some(Filter::Any)));
}

#[test]
fn the_chosen_type_and_cant_be_countered() {
    let r = spend(
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
    );
    assert!(r.uncounterable);
    assert!(r.spells.is_some());
}

#[test]
fn other_ways_to_spend_stay_unsupported() {
    for text in [
        "{T}: Add {C}. Spend this mana only on costs that contain {X}.",
        "{T}: Add {C}. Spend this mana only to cast kicked spells.",
        "{T}: Add {C}. Spend this mana only to turn permanents face up.",
    ] {
        assert!(!unsupported("Land", text).is_empty(), "{text}");
    }
}

#[test]
fn mana_spent_conditions_and_amounts() {
    let def = supported("Instant", "Card deals 3 damage to any target.\nAdamant — If at least three red mana was spent to cast this spell, it deals 4 damage instead.");
    assert!(format!("{:?}", def.abilities).contains("ManaSpent"));
    let def = supported(
        "Creature — Golem",
        "Card enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.",
    );
    match &def.abilities[..] {
        [Ability::Static(StaticAbility::EntersWithCounters { amount, .. })] => {
            assert_eq!(*amount, Amount::ManaSpent { colors: true })
        }
        other => panic!("{other:?}"),
    }
    let def = supported(
        "Creature — Zombie",
        "Card enters the battlefield with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.",
    );
    assert!(format!("{:?}", def.abilities).contains("ManaSpent { colors: false }"));
}

#[test]
fn sunburst_counts_colours_for_creatures_and_others() {
    let def = supported("Artifact Creature — Wizard", "Sunburst");
    let text = format!("{:?}", def.abilities);
    assert!(text.contains("PlusOne") && text.contains("charge"), "{text}");
    assert_eq!(text.matches("ManaSpent { colors: true }").count(), 2, "{text}");
}

#[test]
fn mana_spent_on_another_spell_stays_unsupported() {
    assert!(!unsupported(
        "Creature — Human",
        "Whenever you cast a noncreature spell, if at least four mana was spent to cast that spell, draw a card."
    )
    .is_empty());
}

#[test]
fn powerstone_mana_pays_for_all_but_nonartifact_spells() {
    let r = spend("{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.");
    assert!(r.others);
    assert_eq!(r.abilities, Some(Filter::Any));
    assert!(matches!(r.spells, Some(Filter::Not(_))));
}
