//! Unit tests of backup (CR 702.165, `lower/backup.rs`): the triggered ability and the
//! abilities printed below it that it grants.

use crate::oracle::tests::{supported, triggered, unsupported};
use grimoire_engine::*;

#[test]
fn backup_grants_the_abilities_below() {
    let def = supported("Creature — Angel Warrior", "Backup 1\nFlying, first strike, lifelink");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::EntersBattlefield(Filter::Source));
    assert_eq!(t.effect.targets.len(), 1);
    let Some(Instr::If { condition, then }) = t.effect.program.last() else { panic!("{:?}", t.effect.program) };
    assert_eq!(*condition, Condition::RefIs(Ref::Target(0), Filter::Other));
    assert_eq!(then.len(), 3);
    // The card keeps its own abilities too.
    assert!(def.abilities.contains(&Ability::Keyword(Keyword::Flying)));
}

#[test]
fn abilities_above_and_other_backups_are_not_granted() {
    let def = supported("Creature — Yeti", "Mountaincycling {2}\nBackup 2\nTrample");
    let Some(Instr::If { then, .. }) = triggered(&def).effect.program.last() else { panic!() };
    assert_eq!(then.len(), 1);
    let three = supported("Creature — Human Warrior", "Backup 1, backup 1, backup 1\nTrample");
    let backups: Vec<_> = three
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered(t) => Some(t),
            _ => None,
        })
        .collect();
    assert_eq!(backups.len(), 3);
    for t in backups {
        let Some(Instr::If { then, .. }) = t.effect.program.last() else { panic!() };
        assert_eq!(then.len(), 1);
    }
}

#[test]
fn backup_granting_a_static_ability_stays_unsupported() {
    unsupported("Creature — Kavu", "Backup 1\nThis creature can't be blocked by creatures with power 2 or less.");
}
