//! Unit tests of `grammar/triggers/player_attacks.rs`: "Whenever you attack," and "Whenever
//! you attack with N or more <creatures>," (CR 508.3c-d).

use crate::oracle::tests::{supported, triggered, unsupported};
use grimoire_engine::*;

#[test]
fn whenever_you_attack() {
    let def = supported("Enchantment", "Whenever you attack, target attacking creature can't be blocked this turn.");
    assert_eq!(
        triggered(&def).event,
        TriggerEvent::PlayerAttacks { who: PlayerFilter::You, with: Filter::Any, at_least: 1 }
    );
}

#[test]
fn whenever_you_attack_with_n_or_more() {
    let def = supported("Creature — Human Soldier", "Whenever you attack with two or more creatures, draw a card.");
    let TriggerEvent::PlayerAttacks { who, with, at_least } = &triggered(&def).event else { panic!("{def:?}") };
    assert_eq!((*who, *at_least), (PlayerFilter::You, 2));
    assert_ne!(*with, Filter::Any);
    let zombies = supported("Enchantment", "Whenever you attack with one or more Zombies, you gain 1 life.");
    assert!(matches!(triggered(&zombies).event, TriggerEvent::PlayerAttacks { at_least: 1, .. }));
}

#[test]
fn other_attack_events_stay_unsupported() {
    // "you attack a player" (CR 508.3e) and "with ~ and/or your commander" are other events.
    unsupported("Enchantment", "Whenever you attack a player, create a Treasure token.");
    unsupported("Creature — Goblin", "Whenever you attack with Card and/or your commander, draw a card.");
}
