//! Unit tests of prototype cards (CR 702.160, 718): the prototype line read as the card's
//! prototyped characteristics, carried as the face cast instead of the card.

use crate::oracle::compile_face;
use crate::oracle::tests::test_face;
use grimoire_engine::*;

fn blitz(text: &str) -> CardDef {
    let mut face = test_face("Blitz Automaton", Some("{7}"), "Artifact Creature — Construct", text);
    face.power = Some("6".into());
    face.toughness = Some("4".into());
    compile_face(&face)
}

#[test]
fn the_prototype_line_is_the_prototyped_face() {
    let def = blitz("Prototype {2}{R} - 3/2 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)\nHaste");
    assert_eq!(def.unsupported, None);
    assert_eq!(def.back_kind, OtherFace::Prototype);
    let proto = def.back.as_ref().expect("CR 718.2: the alternative characteristics");
    assert_eq!(proto.mana_cost, Some(ManaCost::parse("{2}{R}").unwrap()));
    assert_eq!((proto.power, proto.toughness), (Some(PtValue::Fixed(3)), Some(PtValue::Fixed(2))));
    assert_eq!(proto.colors, ColorSet::only(Color::Red), "CR 718.3b: the colours of its mana cost");
    assert_eq!(proto.name, def.name, "CR 718.5");
    assert_eq!(proto.abilities, def.abilities, "CR 718.5: the same abilities");
    assert_eq!(def.colors, ColorSet::NONE, "CR 718.4: the card itself is colourless");
    assert!(!def.is_double_faced());
    assert!(def.castable_back().is_some(), "CR 718.3: it may be cast prototyped");
}

#[test]
fn an_em_dash_reads_the_same() {
    let def = blitz("Prototype {1}{B} — 1/1\nDeathtouch");
    let proto = def.back.as_ref().expect("a prototype");
    assert_eq!(proto.mana_cost, Some(ManaCost::parse("{1}{B}").unwrap()));
    assert_eq!(proto.power, Some(PtValue::Fixed(1)));
}

#[test]
fn a_prototype_whose_other_text_fails_stays_unsupported() {
    let def = blitz("Prototype {2}{R} — 3/2\nThis sentence means nothing.");
    assert!(def.unsupported.is_some());
}
