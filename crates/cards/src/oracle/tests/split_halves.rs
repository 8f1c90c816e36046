//! Unit tests of split cards of three or more halves (CR 709), and of Rooms (CR 709.5), which
//! stay unsupported until their doors are played.

use crate::face::{CardFace, CardRecord, Layout};
use crate::oracle::tests::test_face;

#[test]
fn a_split_card_of_three_halves_has_each_half_and_a_room_is_unsupported() {
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
    let room = |n: &str| test_face(n, Some("{1}{U}"), "Enchantment — Room", "At the beginning of your upkeep, scry 1.");
    let def = crate::oracle::compile_card(&record(Layout::Split, vec![room("Left Door"), room("Right Door")]));
    assert!(def.unsupported.as_deref().is_some_and(|w| w.contains("Rooms")), "{:?}", def.unsupported);
}
