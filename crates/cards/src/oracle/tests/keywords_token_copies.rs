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
        ..Default::default()
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
    let bad = "{2}: Create a token that's a copy of Card, except it's an artifact in addition to its other types.";
    assert_eq!(unsupported("Creature — Cat", bad), bad);
    assert_eq!(unsupported("Creature — Cat", "Embalm—Pay 3 life."), "Embalm—Pay 3 life.");
}

#[test]
fn token_copy_of_a_target_with_haste_sacrificed_at_end_step() {
    // Kiki-Jiki: the token copies the target (CR 707.2) and has haste (707.9b).
    let def = supported(
        "Legendary Creature — Goblin Shaman",
        "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
    );
    let a = activated(&def);
    assert_eq!(a.effect.targets.len(), 1);
    let Instr::CreateTokenCopy { of, except } = &a.effect.program[0] else { panic!("{:?}", a.effect.program) };
    assert_eq!(*of, Ref::Target(0));
    assert_eq!(except.add_keywords, vec![Keyword::Haste]);
    assert!(a.effect.program.len() > 1, "the delayed sacrifice: {:?}", a.effect.program);
    // "it isn't legendary" (Spark Double's kind of exception).
    let def = supported(
        "Creature — Illusion",
        "{T}: Create a token that's a copy of target creature you control, except it isn't legendary.",
    );
    let Instr::CreateTokenCopy { except, .. } = &activated(&def).effect.program[0] else { panic!() };
    assert!(except.not_legendary && except.add_keywords.is_empty());
    // A copy of something that is not a target or the source is not read.
    assert!(!unsupported("Creature — Illusion", "{T}: Create a token that's a copy of each creature you control.")
        .is_empty());
}
