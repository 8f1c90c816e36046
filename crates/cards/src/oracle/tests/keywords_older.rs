//! Unit tests of the older keyword mechanics read by `grammar/keywords/older.rs`: ninjutsu
//! (CR 702.49) and dredge (CR 702.52), with the IR each produces.

use crate::oracle::compile_face;
use crate::oracle::tests::test_face;
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{3}{U}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

#[test]
fn ninjutsu_returns_an_unblocked_attacker_and_enters_attacking_from_the_hand() {
    let def = card("Creature — Human Ninja", "Ninjutsu {1}{U}");
    let [Ability::Activated(a)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    // CR 702.49a: from the hand, at instant speed.
    assert_eq!(a.zone, Zone::Hand);
    assert!(!a.sorcery_speed);
    assert_eq!(a.cost.mana, ManaCost::parse("{1}{U}").unwrap());
    assert_eq!(a.cost.return_to_hand, Some((Filter::creature().and(Filter::Unblocked), 1)));
    assert!(matches!(
        &a.effect.program[..],
        [
            Instr::PutOntoBattlefield { what: Ref::Source, under: Ref::You, tapped: true, transformed: false },
            Instr::Combat { what: Ref::Affected, action: CombatAction::AttacksAsReturned },
        ]
    ));
}

#[test]
fn ninjutsu_needs_a_mana_cost_and_commander_ninjutsu_is_not_read() {
    for text in ["Ninjutsu", "Commander ninjutsu {U}{B}"] {
        let def = compile_face(&test_face("Card", Some("{3}{U}"), "Creature — Ninja", text));
        assert!(def.unsupported.is_some(), "{text}");
    }
}

#[test]
fn dredge_is_a_static_ability_of_the_card_with_its_number() {
    let def = card("Creature — Imp", "Dredge 5");
    assert_eq!(def.abilities, vec![Ability::Static(StaticAbility::Dredge(5))]);
    let bad = compile_face(&test_face("Card", Some("{1}{G}"), "Sorcery", "Dredge"));
    assert!(bad.unsupported.is_some());
}
