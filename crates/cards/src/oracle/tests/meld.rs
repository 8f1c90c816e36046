//! Unit tests of meld cards (CR 701.42, 712.4): a meld card is its front face carrying its
//! pair's combined back face; its ability's condition and "exile them, then meld them".

use crate::face::{CardFace, CardRecord, Layout};
use crate::oracle::compile_meld_card;
use crate::oracle::tests::test_face;
use grimoire_engine::*;

fn record(name: &str, faces: Vec<CardFace>) -> CardRecord {
    CardRecord {
        name: name.into(),
        layout: Layout::Meld,
        faces,
        legalities: Default::default(),
        color_identity: vec![],
        legality_unknown: false,
    }
}

fn host() -> CardRecord {
    let mut host = test_face("Chittering Host", None, "Creature — Eldrazi Horror", "Haste");
    host.power = Some("5".into());
    host.toughness = Some("6".into());
    record("Chittering Host", vec![host])
}

#[test]
fn a_meld_card_carries_its_pairs_back_face_and_its_meld_ability() {
    let rats = test_face(
        "Graf Rats",
        Some("{1}{B}"),
        "Creature — Rat",
        "At the beginning of combat on your turn, if you both own and control Graf Rats and a creature named Midnight Scavengers, exile them, then meld them into Chittering Host.",
    );
    let def = compile_meld_card(&record("Graf Rats // Chittering Host", vec![rats]), Some(&host()));
    assert_eq!(def.unsupported, None);
    assert_eq!(def.name, "Graf Rats");
    assert_eq!(def.back_kind, OtherFace::Meld);
    assert_eq!(def.back.as_ref().map(|b| b.name.as_str()), Some("Chittering Host"));
    // CR 712.4b-c: the back face is never cast, and the card is no transforming card.
    assert!(def.castable_back().is_none() && !def.is_double_faced());
    let Some(Ability::Triggered(t)) = def.abilities.first() else { panic!("{:?}", def.abilities) };
    assert_eq!(t.effect.program, vec![Instr::Meld { into: "Chittering Host".into() }]);
    assert!(format!("{:?}", t.condition).contains("Named(\"Midnight Scavengers\")"), "{:?}", t.condition);
}

#[test]
fn an_activated_meld_ability_checks_its_condition_on_resolution() {
    let battlements = test_face(
        "Hanweir Battlements",
        None,
        "Land",
        "{3}{R}{R}, {T}: If you both own and control Hanweir Battlements and a creature named Hanweir Garrison, exile them, then meld them into Hanweir, the Writhing Township.",
    );
    let mut township =
        test_face("Hanweir, the Writhing Township", None, "Legendary Creature — Eldrazi Ooze", "Trample");
    township.power = Some("7".into());
    township.toughness = Some("4".into());
    let back = record("Hanweir, the Writhing Township", vec![township]);
    let def = compile_meld_card(
        &record("Hanweir Battlements // Hanweir, the Writhing Township", vec![battlements]),
        Some(&back),
    );
    assert_eq!(def.unsupported, None);
    let text = format!("{:?}", def.abilities);
    assert!(text.contains("Meld { into: \"Hanweir, the Writhing Township\" }"), "{text}");
    assert!(text.contains("Named(\"Hanweir Garrison\")"), "{text}");
}

#[test]
fn a_combined_back_face_alone_and_a_meld_card_without_it_are_unsupported() {
    let def = compile_meld_card(&host(), None);
    assert!(def.unsupported.as_deref().is_some_and(|w| w.contains("CR 712.4b")), "{:?}", def.unsupported);
    let scavengers = test_face("Midnight Scavengers", Some("{4}{B}"), "Creature — Human Rogue", "");
    let def = compile_meld_card(&record("Midnight Scavengers // Chittering Host", vec![scavengers]), None);
    assert!(def.unsupported.as_deref().is_some_and(|w| w.starts_with("layout meld:")), "{:?}", def.unsupported);
}

#[test]
fn beginning_of_combat_on_your_turn_is_a_step_trigger() {
    let def = crate::oracle::tests::supported(
        "Creature — Rat",
        "At the beginning of combat on your turn, if you control an artifact, draw a card.",
    );
    let t = crate::oracle::tests::triggered(&def);
    assert!(format!("{:?}", t.event).contains("BeginningOfCombat"), "{:?}", t.event);
}
