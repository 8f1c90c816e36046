//! Unit tests of modal effects whose modes may be chosen more than once (CR 700.2d): "Choose
//! three. You may choose the same mode more than once." (`grammar/effects/mod.rs`).

use crate::oracle::compile_face;
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face("Confluence", Some("{2}{R}{R}"), type_line, text))
}

const FIERY: &str = "Choose three. You may choose the same mode more than once.\n• Confluence deals 1 damage to each creature.\n• Confluence deals 2 damage to each opponent.\n• Destroy target artifact.";

#[test]
fn choose_three_with_repeats_is_three_modes_any_of_them_again() {
    let def = card("Sorcery", FIERY);
    assert_eq!(def.unsupported, None);
    let [Ability::Spell(e)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(e.modes.len(), 3);
    assert_eq!(e.mode_count, (3, 3));
    assert!(e.mode_repeat);
    assert_eq!(e.modes[2].targets.len(), 1);
}

#[test]
fn choose_one_modes_are_not_repeated() {
    let def = card("Instant", "Choose one —\n• You gain 3 life.\n• Draw a card.");
    let [Ability::Spell(e)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert!(!e.mode_repeat);
}

#[test]
fn choose_three_without_the_permission_or_on_a_permanent_stays_unsupported() {
    let bare = card("Sorcery", "Choose three.\n• You gain 3 life.\n• Draw a card.\n• Scry 1.");
    assert!(bare.unsupported.is_some());
    let trigger = card(
        "Creature — Elemental",
        "When Confluence enters, choose three. You may choose the same mode more than once.\n• You gain 3 life.\n• Draw a card.",
    );
    assert!(trigger.unsupported.is_some());
}
