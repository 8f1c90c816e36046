//! Unit tests of "that player or that planeswalker's controller" after a target "player or
//! planeswalker" (CR 115.1, 601.2c): the creatures that player controls, each or one chosen
//! as a target that depends on the first.

use crate::oracle::compile_face;
use crate::oracle::tests::{activated, program, supported, test_face, triggered};
use grimoire_engine::*;

#[test]
fn each_creature_that_player_or_that_planeswalkers_controller_controls() {
    let def = supported(
        "Sorcery",
        "Card deals 4 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
    );
    let text = format!("{:?}", program(&def));
    // A player chosen is its own "controller" (`Ref::ControllerOf` keeps players).
    assert!(text.contains("EachControlledBy(Type(Creature), ControllerOf(Target(0)))"), "{text}");
}

#[test]
fn up_to_one_target_creature_that_player_controls_depends_on_the_first_target() {
    let def = supported(
        "Creature — Avatar",
        "{3}{R}{R}: Card deals 3 damage to target player or planeswalker and 3 damage to up to one target creature that player or that planeswalker's controller controls.",
    );
    let a = activated(&def);
    assert_eq!(a.effect.targets.len(), 2);
    let (_, f) = a.effect.targets[1].objects.as_ref().expect("objects");
    assert!(format!("{f:?}").contains("ControlledByTarget(0)"), "{f:?}");
    assert_eq!((a.effect.targets[1].min, a.effect.targets[1].max), (0, 1));
}

#[test]
fn it_in_an_ability_about_the_source_deals_the_damage_in_two_amounts() {
    // Huntmaster of the Fells's back face: "it" is the source itself.
    let def = supported(
        "Creature — Werewolf",
        "Whenever Card attacks, it deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature that player or that planeswalker's controller controls.",
    );
    assert!(matches!(triggered(&def).effect.program[0], Instr::DealDamage { by: Ref::Source, .. }));
    // Another object dealing damage in two amounts is not read.
    let face = test_face(
        "Card",
        Some("{1}"),
        "Creature — Werewolf",
        "Whenever a creature attacks, it deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature that player or that planeswalker's controller controls.",
    );
    assert!(compile_face(&face).unsupported.is_some());
}
