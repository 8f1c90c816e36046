//! Unit tests of keyword abilities read as the sentences that define them
//! (`front/keyword_definitions.rs`): For Mirrodin! (CR 702.163a), unleash (702.98a) and
//! riot (702.136a), with the static that unleash and riot share
//! (`StaticAbility::MayEnterWithCounter`, `grammar/statics/mod.rs`).

use crate::oracle::compile_face;
use crate::oracle::tests::statics;
use grimoire_engine::*;

fn card(name: &str, type_line: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face(name, Some("{2}{R}"), type_line, text))
}

#[test]
fn riot_may_enter_with_a_counter_or_gain_haste() {
    let def = card(
        "Zhur-Taa Goblin",
        "Creature — Goblin Berserker",
        "Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)",
    );
    assert_eq!(def.unsupported, None);
    assert_eq!(
        statics(&def),
        vec![&StaticAbility::MayEnterWithCounter { kind: CounterKind::PlusOne, otherwise: Some(Keyword::Haste) }]
    );
}

#[test]
fn unleash_is_a_counter_choice_and_a_blocking_restriction() {
    let def = card("Rakdos Cackler", "Creature — Devil", "Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)");
    assert_eq!(def.unsupported, None);
    let s = statics(&def);
    assert_eq!(s.len(), 2, "{s:?}");
    assert_eq!(s[0], &StaticAbility::MayEnterWithCounter { kind: CounterKind::PlusOne, otherwise: None });
}

#[test]
fn for_mirrodin_is_an_enters_trigger() {
    let def = card("Kemba's Banner", "Artifact — Equipment", "For Mirrodin! (When this Equipment enters the battlefield, create a 2/2 red Rebel creature token, then attach this to it.)\nEquip {2}{W}");
    assert_eq!(def.unsupported, None);
    let Some(Ability::Triggered(t)) = def.abilities.first() else { panic!("{:?}", def.abilities) };
    // The Equipment is attached to the token just made (its affected object), not to itself.
    assert!(
        matches!(
            t.effect.program[..],
            [Instr::CreateToken { .. }, Instr::Attach { what: Ref::Source, to: Ref::Affected }]
        ),
        "{:?}",
        t.effect.program
    );
}

#[test]
fn a_keyword_with_a_number_or_text_after_it_is_not_riot() {
    let def = card("Probe", "Creature — Goblin", "Riot 2");
    assert!(def.unsupported.is_some());
}

#[test]
fn mobilize_1_creates_an_attacking_warrior_sacrificed_at_the_next_end_step() {
    let def = card("Shock Brigade", "Creature — Goblin Soldier", "Menace\nMobilize 1 (Whenever this creature attacks, create a tapped and attacking 1/1 red Warrior creature token. Sacrifice it at the beginning of the next end step.)");
    assert_eq!(def.unsupported, None);
    let t = crate::oracle::tests::triggered(&def);
    assert_eq!(t.event, TriggerEvent::Attacks(Filter::Source));
    assert_eq!(t.text, "Mobilize 1");
    let [Instr::CreateToken { tapped: true, attacking: true, .. }, Instr::DelayedTriggerAbout { about, .. }] =
        &t.effect.program[..]
    else {
        panic!("{:?}", t.effect.program)
    };
    // "it" is the token, not the creature with mobilize.
    assert_eq!(*about, Ref::Affected);
    // Several tokens: "Sacrifice them" isn't read yet.
    let two = card("Voice of Victory", "Creature — Human Bard", "Mobilize 2");
    assert!(two.unsupported.is_some());
}

#[test]
fn annihilator_is_an_attack_trigger_making_the_defender_sacrifice() {
    // CR 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents."
    let def = card(
        "Card",
        "Creature — Eldrazi",
        "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)",
    );
    assert_eq!(def.unsupported, None);
    let t = crate::oracle::tests::triggered(&def);
    assert_eq!(t.event, TriggerEvent::Attacks(Filter::Source));
    assert_eq!(t.text, "Annihilator 2");
    assert!(format!("{:?}", t.effect.program).contains("Sacrifice"), "{:?}", t.effect.program);
    assert!(format!("{:?}", t.effect.program).contains("Fixed(2)"), "{:?}", t.effect.program);
    let one = card("Card", "Creature — Eldrazi", "Annihilator 1");
    assert_eq!(one.unsupported, None);
    assert!(format!("{:?}", crate::oracle::tests::triggered(&one).effect.program).contains("Fixed(1)"));
    // Not a number: not annihilator.
    assert!(card("Card", "Creature — Eldrazi", "Annihilator X").unsupported.is_some());
}
