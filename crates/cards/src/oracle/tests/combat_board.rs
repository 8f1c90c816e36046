//! Compiler tests for attack and block restrictions conditioned on the board (CR 508.1c,
//! 509.1b).

use crate::oracle::compile_face;
use crate::oracle::tests::test_face;
use grimoire_engine::*;

fn restriction_of(text: &str) -> Restriction {
    let def = compile_face(&test_face("Beast", Some("{2}"), "Creature — Beast", text));
    assert_eq!(def.unsupported, None, "{text}");
    match &def.abilities[..] {
        [Ability::Static(StaticAbility::Continuous { effect: LayerEffect::AddRestriction(r), .. })] => *r,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn board_conditioned_restrictions() {
    assert_eq!(
        restriction_of("Beast can't attack if defending player controls an untapped creature with power 3 or greater."),
        Restriction::CantAttackIfDefenderHasUntappedPowerAtLeast(3)
    );
    assert_eq!(
        restriction_of("Beast can't attack if defending player controls an untapped creature with power 2 or less."),
        Restriction::CantAttackIfDefenderHasUntappedPowerAtMost(2)
    );
    assert_eq!(
        restriction_of("Beast can't attack if there's another creature on the battlefield."),
        Restriction::CantAttackIfAnotherCreature
    );
    assert_eq!(
        restriction_of("Beast can't attack or block if an enchantment is on the battlefield."),
        Restriction::CantAttackOrBlockIfEnchantment
    );
}

#[test]
fn unknown_condition_stays_unsupported() {
    let def = compile_face(&test_face(
        "Beast",
        Some("{2}"),
        "Creature — Beast",
        "Beast can't attack if defending player controls an untapped creature with flying.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn untargetable_by_a_colour() {
    assert_eq!(
        restriction_of("Beast can't be the target of red spells or abilities from red sources."),
        Restriction::CantBeTargetedByColor(Color::Red)
    );
    let def = compile_face(&test_face(
        "Beast",
        Some("{2}"),
        "Creature — Beast",
        "Beast can't be the target of red spells or abilities from black sources.",
    ));
    assert!(def.unsupported.is_some());
}
