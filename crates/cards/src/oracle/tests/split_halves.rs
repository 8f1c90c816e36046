//! Unit tests of split cards of three or more halves (CR 709), and of Rooms (CR 709.5): each
//! door's "When you unlock this door" numbered with its door, and "fully unlock" triggers.

use crate::face::{CardFace, CardRecord, Layout};
use crate::oracle::tests::test_face;
use grimoire_engine::*;

#[test]
fn a_split_card_of_three_halves_has_each_half() {
    let record = |layout: Layout, faces: Vec<CardFace>| CardRecord {
        name: faces.iter().map(|f| f.name.as_str()).collect::<Vec<_>>().join(" // "),
        layout,
        faces,
        legalities: Default::default(),
        color_identity: vec![],
        legality_unknown: false,
    };
    let smelt = test_face("Smelt", Some("{R}"), "Instant", "Destroy target artifact.");
    let herd = test_face("Herd", Some("{5}{G}"), "Sorcery", "Create three 2/2 green Elk creature tokens.");
    let saw = test_face("Saw", Some("{1}{B}"), "Sorcery", "Destroy target creature.");
    let def = crate::oracle::compile_card(&record(Layout::Split, vec![smelt, herd, saw]));
    assert_eq!(def.unsupported, None);
    assert_eq!(def.halves.len(), 3);
    assert_eq!(def.cast_face(2).map(|h| h.name.as_str()), Some("Saw"));
    // CR 709.4b: the combined mana value.
    assert_eq!(def.mana_cost.as_ref().map(|c| c.mana_value(0)), Some(9));
}

/// The Room "Left Door // Right Door" with these two doors' texts.
fn room(left: &str, right: &str) -> CardDef {
    let door = |n: &str, cost: &str, text: &str| test_face(n, Some(cost), "Enchantment — Room", text);
    let faces = vec![door("Left Door", "{1}{U}", left), door("Right Door", "{3}{U}", right)];
    crate::oracle::compile_card(&CardRecord {
        name: "Left Door // Right Door".into(),
        layout: Layout::Split,
        faces,
        legalities: Default::default(),
        color_identity: vec![],
        legality_unknown: false,
    })
}

fn door_triggers(def: &CardDef) -> Vec<TriggerEvent> {
    def.halves
        .iter()
        .flat_map(|h| h.abilities.iter())
        .filter_map(|a| match a {
            Ability::Triggered(t) => Some(t.event.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn when_you_unlock_this_door_is_numbered_with_its_door() {
    let def = room("When you unlock this door, draw a card.", "When you unlock this door, scry 2.");
    assert_eq!(def.unsupported, None);
    assert!(def.is_room());
    // CR 709.5h: each door's trigger is about that door.
    assert_eq!(door_triggers(&def), vec![TriggerEvent::DoorUnlocked(0), TriggerEvent::DoorUnlocked(1)]);
    // CR 709.5: with only the right door unlocked, only its name, cost and text.
    let right = def.with_doors(0b10);
    assert_eq!(right.name, "Right Door");
    assert_eq!(right.mana_cost.as_ref().map(|c| c.mana_value(0)), Some(4));
    assert_eq!(right.abilities.len(), 1);
    // With none, no name and no mana cost (mana value 0).
    let locked = def.with_doors(0);
    assert_eq!((locked.name.as_str(), locked.mana_cost.is_none(), locked.abilities.len()), ("", true, 0));
    assert_eq!(def.with_doors(0b11).abilities.len(), 2);
}

#[test]
fn whenever_you_fully_unlock_a_room_is_about_rooms_you_control() {
    let def = crate::oracle::tests::supported(
        "Creature — Spirit",
        "Whenever an enchantment you control enters and whenever you fully unlock a Room, draw a card.",
    );
    let Some(Ability::Triggered(t)) = def.abilities.first() else { panic!("{:?}", def.abilities) };
    let TriggerEvent::Either(a, b) = &t.event else { panic!("{:?}", t.event) };
    assert!(matches!(**a, TriggerEvent::EntersBattlefield(_)), "{a:?}");
    let TriggerEvent::FullyUnlocked(f) = &**b else { panic!("{b:?}") };
    assert_eq!(*f, Filter::Subtype("Room".into()).and(Filter::ControlledBy(PlayerFilter::You)));
}

#[test]
fn unlocking_a_door_elsewhere_than_on_a_room_is_not_read() {
    // Only "you" unlock a door; "a player unlocks" is no trigger the grammar knows.
    let why = crate::oracle::tests::unsupported("Enchantment", "Whenever a player unlocks this door, draw a card.");
    assert!(why.contains("unlocks this door"), "{why}");
}
