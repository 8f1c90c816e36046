//! Unit tests of morph (CR 702.37) and face-down sentences (CR 708).

use crate::oracle::compile_face;
use crate::oracle::tests::{statics, test_face, triggered};
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{1}{G}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn unsupported(text: &str) -> String {
    compile_face(&test_face("Card", Some("{1}{G}"), "Creature — Beast", text)).unsupported.expect("unsupported")
}

#[test]
fn morph_with_mana_and_other_costs() {
    let def = card("Creature — Angel", "Flying\nMorph {2}{W}{W}");
    let [StaticAbility::Morph { cost, text, megamorph: false, disguise: false }] = statics(&def)[..] else {
        panic!("{def:?}")
    };
    assert_eq!(cost.mana, ManaCost::parse("{2}{W}{W}").unwrap());
    assert_eq!(text, "Morph {2}{W}{W}");
    let def = card("Creature — Zombie", "Morph—Pay 5 life.");
    let [StaticAbility::Morph { cost, text, .. }] = statics(&def)[..] else { panic!("{def:?}") };
    assert_eq!((cost.life, text.as_str()), (5, "Morph—Pay 5 life"));
    let def = card("Creature — Zombie", "Morph—Discard a Zombie card.");
    let [StaticAbility::Morph { cost, .. }] = statics(&def)[..] else { panic!("{def:?}") };
    assert_eq!(cost.discard, Some((Filter::Subtype("Zombie".into()), 1)));
    let def = card("Creature — Human", "Lifelink\nMegamorph {2}{W}");
    let [StaticAbility::Morph { megamorph: true, text, .. }] = statics(&def)[..] else { panic!("{def:?}") };
    assert_eq!(text, "Megamorph {2}{W}");
}

#[test]
fn morph_costs_not_supported_stay_unsupported() {
    let def = card(
        "Creature — Insect",
        "Morph {X}{B}{B}\nWhen Card is turned face up, all creatures get -X/-X until end of turn.",
    );
    let [StaticAbility::Morph { cost, .. }] = statics(&def)[..] else { panic!("{def:?}") };
    assert!(cost.mana.has_x());
    assert!(unsupported("Morph—Reveal a white card in your hand.").starts_with("Morph"));
}

#[test]
fn turned_face_up_triggers() {
    let def = card("Creature — Goblin", "Morph {2}{R}\nWhen Card is turned face up, it deals 2 damage to any target.");
    assert_eq!(triggered(&def).event, TriggerEvent::TurnedFaceUp(Filter::Source));
    let def = card("Creature — Bird", "Whenever a permanent is turned face up, put a +1/+1 counter on Card.");
    let Ability::Triggered(t) = &def.abilities[0] else { panic!("{def:?}") };
    assert!(matches!(&t.event, TriggerEvent::TurnedFaceUp(_)), "{:?}", t.event);
}

#[test]
fn turning_face_up_and_down_and_face_down_qualities() {
    let def = card("Instant", "Turn target creature with a morph ability face down.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("{def:?}") };
    assert!(matches!(e.program[..], [Instr::TurnFace { up: false, .. }]), "{:?}", e.program);
    assert!(format!("{:?}", e.targets).contains("HasMorph"), "{:?}", e.targets);
    let def = card("Instant", "Turn target face-down creature an opponent controls face up.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("{def:?}") };
    assert!(matches!(e.program[..], [Instr::TurnFace { up: true, .. }]), "{:?}", e.program);
    assert!(format!("{:?}", e.targets).contains("FaceDown"), "{:?}", e.targets);
    card("Creature — Wall", "Defender\n{3}: Turn Card face down.\nMorph {U}");
}

#[test]
fn disguise_is_morph_with_ward_two() {
    // CR 702.168a: "Disguise {4}{B}{B}".
    let def = card("Creature — Human Assassin", "Disguise {4}{B}{B}");
    let [StaticAbility::Morph { cost, text, megamorph: false, disguise: true }] = statics(&def)[..] else {
        panic!("{def:?}")
    };
    assert_eq!(cost.mana, ManaCost::parse("{4}{B}{B}").unwrap());
    assert_eq!(text, "Disguise {4}{B}{B}");
    // The one printed cost ending with a period reads the same.
    let def = card("Creature — Goblin Rogue", "Disguise {5}{R}.");
    let [StaticAbility::Morph { disguise: true, .. }] = statics(&def)[..] else { panic!("{def:?}") };
    assert!(!unsupported("Disguise {1}{U} and more").is_empty());
}
