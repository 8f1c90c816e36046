//! Damage dealt by a target creature ("bite", CR 120.1, 608.2b).

use super::*;

#[test]
fn target_creature_you_control_deals_damage_equal_to_its_power() {
    let e = spell("Target creature you control deals damage equal to its power to target creature you don't control.");
    assert_eq!(e.targets.len(), 2);
    assert_eq!(
        e.program,
        vec![Instr::DealDamage {
            by: Ref::Target(0),
            hits: vec![(Amount::PowerOf(Box::new(Ref::Target(0))), Ref::Target(1))],
            split: DamageSplit::Each,
        }]
    );
    let e = spell("Target creature you control deals damage equal to its power to target creature or planeswalker you don't control.");
    assert_eq!(e.targets.len(), 2);
}

#[test]
fn target_creature_deals_damage_to_itself() {
    let e = spell("Target creature deals damage to itself equal to its power.");
    assert_eq!(
        e.program,
        vec![Instr::DealDamage {
            by: Ref::Target(0),
            hits: vec![(Amount::PowerOf(Box::new(Ref::Target(0))), Ref::Target(0))],
            split: DamageSplit::Each,
        }]
    );
}

#[test]
fn damage_from_a_target_to_another_target_stays_unsupported() {
    let why = unsupported(
        "Instant",
        "Target creature you control deals damage equal to its power to another target creature.",
    );
    assert!(why.contains("another target"), "{why}");
}

#[test]
fn damage_from_a_target_to_each_other_creature_stays_unsupported() {
    let why = unsupported(
        "Sorcery",
        "Target creature you control deals damage equal to its power to each other creature and each opponent.",
    );
    assert!(why.contains("each other creature"), "{why}");
}

#[test]
fn damage_from_a_target_unless_its_controller_acts_stays_unsupported() {
    let why = unsupported(
        "Enchantment",
        "At the beginning of your end step, target enchantment deals damage equal to its mana value to its controller unless that player sacrifices it.",
    );
    assert!(why.contains("unless that player sacrifices it"), "{why}");
}
