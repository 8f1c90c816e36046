//! Unit tests of embalm (CR 702.128a) and eternalize (CR 702.129a), read as their defining
//! sentences, and of "Create a token that's a copy of ~, except ..." (CR 707.9,
//! `grammar/effects/token_copies.rs`).

use crate::oracle::tests::{activated, supported, unsupported};
use grimoire_engine::*;

#[test]
fn embalm_makes_a_white_zombie_copy_from_the_graveyard() {
    let def = supported(
        "Creature — Cat",
        "Lifelink\nEmbalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Cat with no mana cost. Embalm only as a sorcery.)",
    );
    let a = activated(&def);
    assert_eq!(a.zone, Zone::Graveyard);
    assert!(a.sorcery_speed && a.cost.exile_self);
    assert_eq!(a.text, "Embalm {W}");
    let except = TokenCopyExcept {
        colors: Some(ColorSet::only(Color::White)),
        pt: None,
        no_mana_cost: true,
        add_subtypes: vec!["Zombie".into()],
    };
    assert_eq!(a.effect.program, vec![Instr::CreateTokenCopy { of: Ref::Source, except }]);
}

#[test]
fn eternalize_makes_a_black_4_4_zombie_copy() {
    let def = supported(
        "Creature — Naga Wizard",
        "Eternalize {5}{U}{U} ({5}{U}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Naga Wizard with no mana cost. Eternalize only as a sorcery.)",
    );
    let a = activated(&def);
    let Instr::CreateTokenCopy { except, .. } = &a.effect.program[0] else { panic!("{:?}", a.effect.program) };
    assert_eq!(except.colors, Some(ColorSet::only(Color::Black)));
    assert_eq!(except.pt, Some((4, 4)));
    assert!(except.no_mana_cost);
}

#[test]
fn token_copy_exceptions_must_all_be_read() {
    assert!(supported("Creature — Cat", "{2}: Create a token that's a copy of Card.").abilities.len() == 1);
    let bad = "{2}: Create a token that's a copy of Card, except it has haste.";
    assert_eq!(unsupported("Creature — Cat", bad), bad);
    assert_eq!(unsupported("Creature — Cat", "Embalm—Pay 3 life."), "Embalm—Pay 3 life.");
}
