//! Unit tests of the cards whose second face is cast or played instead of the front face:
//! modal double-faced cards (CR 712.3, 712.11b-12) and adventurers (CR 715); and flip cards
//! (CR 710), whose other half a permanent has once it flips.

use crate::face::{CardFace, CardRecord, Layout};
use crate::oracle::compile_card;
use crate::oracle::tests::test_face;
use grimoire_engine::*;

fn record(layout: Layout, faces: Vec<CardFace>) -> CardRecord {
    let name = faces.iter().map(|f| f.name.as_str()).collect::<Vec<_>>().join(" // ");
    CardRecord { name, layout, faces, legalities: Default::default(), color_identity: vec![], legality_unknown: false }
}

#[test]
fn an_adventurer_is_its_creature_carrying_its_adventure() {
    let mut knight = test_face("Rimrock Knight", Some("{1}{R}"), "Creature — Dwarf Knight", "");
    knight.power = Some("3".into());
    knight.toughness = Some("1".into());
    let rush =
        test_face("Boulder Rush", Some("{R}"), "Instant — Adventure", "Target creature gets +2/+0 until end of turn.");
    let def = compile_card(&record(Layout::Adventure, vec![knight, rush]));
    assert_eq!(def.unsupported, None);
    assert_eq!(def.name, "Rimrock Knight");
    assert_eq!(def.back_kind, OtherFace::Adventure);
    assert!(!def.is_double_faced());
    let adventure = def.castable_back().expect("the Adventure is cast instead");
    assert_eq!(adventure.name, "Boulder Rush");
    assert!(adventure.has_type(CardType::Instant) && adventure.has_subtype("Adventure"));
    assert_eq!(def.cast_face(1).map(|f| f.name.as_str()), Some("Boulder Rush"));
    assert_eq!(def.land_face(None), None);
}

#[test]
fn an_adventure_that_does_not_compile_makes_the_card_unsupported() {
    let pair = test_face("Curious Pair", Some("{1}{G}"), "Creature — Human Peasant", "");
    let treats = test_face("Treats", Some("{G}"), "Sorcery — Adventure", "Treats frobnicate the widget.");
    let def = compile_card(&record(Layout::Adventure, vec![pair, treats]));
    assert!(def.unsupported.as_deref().is_some_and(|w| w.starts_with("Treats: ")), "{:?}", def.unsupported);
}

#[test]
fn a_modal_card_with_a_land_back_face_plays_that_face() {
    let mammoth = test_face("Kazandu Mammoth", Some("{1}{G}{G}"), "Creature — Elephant", "");
    let valley =
        test_face("Kazandu Valley", None, "Land", "Kazandu Valley enters the battlefield tapped.\n{T}: Add {G}.");
    let def = compile_card(&record(Layout::ModalDfc, vec![mammoth, valley]));
    assert_eq!(def.unsupported, None);
    assert_eq!((def.name.as_str(), def.back_kind), ("Kazandu Mammoth", OtherFace::Modal));
    assert!(def.is_double_faced());
    // Outside the stack and battlefield it is its front face: mana value 3 (CR 712.8a).
    assert_eq!(def.mana_cost.as_ref().map(|c| c.mana_value(0)), Some(3));
    assert!(matches!(def.land_face(None), Some(LandFace::Back(b)) if b.name == "Kazandu Valley"));
    assert_eq!(def.land_face(Some(0)), None);
    assert_eq!(def.cast_face(1).map(|f| f.name.as_str()), Some("Kazandu Valley"));
}

#[test]
fn a_modal_card_with_two_land_faces_plays_either() {
    let river = test_face("Riverglide Pathway", None, "Land", "{T}: Add {U}.");
    let lava = test_face("Lavaglide Pathway", None, "Land", "{T}: Add {R}.");
    let def = compile_card(&record(Layout::ModalDfc, vec![river, lava]));
    assert_eq!(def.unsupported, None);
    assert_eq!(def.land_face(None), Some(LandFace::Front));
    assert_eq!(def.land_face(Some(0)), Some(LandFace::Front));
    assert!(matches!(def.land_face(Some(1)), Some(LandFace::Back(b)) if b.name == "Lavaglide Pathway"));
}

#[test]
fn a_flip_card_carries_its_flipped_half_with_its_own_cost_and_colour() {
    let apprentice = test_face(
        "Jushi Apprentice",
        Some("{1}{U}"),
        "Creature — Human Wizard",
        "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice.",
    );
    let mut tomoya = test_face("Tomoya the Revealer", None, "Legendary Creature — Human Wizard", "");
    tomoya.power = Some("2".into());
    tomoya.toughness = Some("3".into());
    let def = compile_card(&record(Layout::Flip, vec![apprentice, tomoya]));
    assert_eq!(def.unsupported, None);
    assert_eq!(def.name, "Jushi Apprentice", "CR 710.2: the normal characteristics outside the battlefield");
    assert_eq!(def.back_kind, OtherFace::Flip);
    assert!(!def.is_double_faced() && def.castable_back().is_none(), "CR 710.1: one face, never cast flipped");
    let flipped = def.back.as_ref().expect("the flipped half");
    assert_eq!(flipped.name, "Tomoya the Revealer");
    assert_eq!(flipped.mana_cost, def.mana_cost, "CR 710.1c: the mana cost doesn't change");
    assert_eq!(flipped.colors, ColorSet::only(Color::Blue), "CR 710.1c: nor the colour");
    let Some(Ability::Activated(a)) = def.abilities.first() else { panic!("{:?}", def.abilities) };
    let flips = |i: &Instr| matches!(i, Instr::Flip { what: Ref::Source });
    let found =
        a.effect.program.iter().any(|i| flips(i) || matches!(i, Instr::If { then, .. } if then.iter().any(flips)));
    assert!(found, "{:?}", a.effect.program);
}

#[test]
fn a_transforming_card_with_disturb_casts_its_back_face() {
    let angler = test_face("Baithook Angler", Some("{1}{U}"), "Creature — Human Peasant", "Disturb {1}{U}");
    let drifter = test_face(
        "Hook-Haunt Drifter",
        None,
        "Creature — Spirit",
        "Flying\nIf Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead.",
    );
    let def = compile_card(&record(Layout::Transform, vec![angler, drifter]));
    assert_eq!(def.unsupported, None);
    assert!(def.is_double_faced() && def.has_disturb());
    // CR 702.146a, 712.11a: its back face is cast transformed; one without disturb has none.
    assert_eq!(def.cast_face(1).map(|f| f.name.as_str()), Some("Hook-Haunt Drifter"));
    let delver = test_face("Delver of Secrets", Some("{U}"), "Creature — Human Wizard", "");
    let aberration = test_face("Insectile Aberration", None, "Creature — Human Insect", "Flying");
    let def = compile_card(&record(Layout::Transform, vec![delver, aberration]));
    assert!(def.castable_back().is_none());
}

#[test]
fn returning_a_card_to_the_battlefield_transformed() {
    let saga = test_face(
        "Befriending the Moths",
        Some("{3}{W}"),
        "Enchantment — Saga",
        "III — Exile this Saga, then return it to the battlefield transformed under your control.",
    );
    let mut moth = test_face("Imperial Moth", None, "Enchantment Creature — Insect", "Flying");
    moth.power = Some("2".into());
    moth.toughness = Some("4".into());
    let def = compile_card(&record(Layout::Transform, vec![saga, moth]));
    assert_eq!(def.unsupported, None);
    let s = format!("{:?}", def.abilities);
    assert!(s.contains("PutOntoBattlefield { what: Source, under: You, tapped: false, transformed: true }"), "{s}");
}
