//! Unit tests of the older keyword mechanics read by `grammar/keywords/older.rs`: ninjutsu
//! (CR 702.49), dredge (CR 702.52), transmute (CR 702.53), devour (CR 702.82) and miracle
//! (CR 702.94), with the IR each produces.

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

#[test]
fn transmute_searches_for_the_discarded_cards_mana_value_as_a_sorcery() {
    let def = card("Instant", "Transmute {1}{U}{B}");
    let [Ability::Activated(a)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    // CR 702.53a: from the hand, discarding the card, only as a sorcery.
    assert_eq!(a.zone, Zone::Hand);
    assert!(a.sorcery_speed);
    assert_eq!(a.cost.mana, ManaCost::parse("{1}{U}{B}").unwrap());
    assert_eq!(a.cost.discard, Some((Filter::Source, 1)));
    let [Instr::SearchLibrary { filter, to: Zone::Hand, reveal: true, count: Some(1), .. }, Instr::Shuffle { .. }] =
        &a.effect.program[..]
    else {
        panic!("{:?}", a.effect.program)
    };
    let same = Filter::ManaValue(Cmp::Eq, Box::new(Amount::ManaValueOf(Box::new(Ref::Paid))));
    assert_eq!(filter, &same);
    let bad = compile_face(&test_face("Card", Some("{1}{G}"), "Sorcery", "Transmute"));
    assert!(bad.unsupported.is_some());
}

#[test]
fn devour_sacrifices_creatures_or_the_quality_named() {
    let def = card("Creature — Dragon", "Devour 2");
    assert_eq!(def.abilities, vec![Ability::Static(StaticAbility::Devour { what: Filter::creature(), n: 2 })]);
    // CR 702.82c: "Devour [quality] N".
    let def = card("Artifact Creature — Construct", "Devour artifact 1");
    let artifact = Filter::Type(CardType::Artifact);
    assert_eq!(def.abilities, vec![Ability::Static(StaticAbility::Devour { what: artifact, n: 1 })]);
    let def = card("Creature — Halfling", "Devour Food 3");
    let food = Filter::Subtype("Food".into());
    assert_eq!(def.abilities, vec![Ability::Static(StaticAbility::Devour { what: food, n: 3 })]);
    // An X defined by the creatures devoured is not read.
    let bad = card_text("Devour X, where X is the number of creatures devoured this way");
    assert!(bad.unsupported.is_some());
}

#[test]
fn miracle_is_an_alternative_cost_with_its_linked_trigger() {
    let def = card("Sorcery", "Miracle {1}{R}");
    let cost = Cost { mana: ManaCost::parse("{1}{R}").unwrap(), ..Cost::default() };
    let [Ability::Static(StaticAbility::Miracle { cost: c, text }), Ability::Triggered(t)] = &def.abilities[..] else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!((c, text.as_str()), (&cost, "Miracle {1}{R}"));
    // CR 702.94a: "When you reveal this card this way, you may cast it ..."
    assert_eq!(t.event, TriggerEvent::MiracleRevealed);
    assert_eq!(t.effect.program, vec![Instr::MiracleCast]);
    assert!(card_text("Miracle").unsupported.is_some());
    // An alternative cost with X is not paid by the engine yet: unsupported, not wrong.
    assert!(card_text("Miracle {X}{R}").unsupported.is_some());
}

fn card_text(text: &str) -> CardDef {
    compile_face(&test_face("Card", Some("{5}{B}"), "Creature — Horror", text))
}

#[test]
fn conspire_is_an_optional_tap_cost_and_a_cast_trigger_copying_the_spell() {
    let def = card("Sorcery", "Conspire");
    let [Ability::Static(StaticAbility::KeywordCost { keyword: PaidKeyword::Conspire, cost, text }), Ability::Triggered(t)] =
        &def.abilities[..]
    else {
        panic!("{:?}", def.abilities)
    };
    // CR 702.78a: two untapped creatures you control that each share a color with it.
    let sharing = Filter::creature().and(Filter::SharesColorWithSource);
    assert_eq!(cost.tap_untapped, Some((sharing, 2)));
    assert_eq!(cost.mana, ManaCost::default());
    assert_eq!(text, "Conspire");
    assert_eq!(t.event, TriggerEvent::CastSelf);
    assert_eq!(t.condition, Some(Condition::KeywordCostPaid(PaidKeyword::Conspire)));
    assert!(matches!(&t.effect.program[..], [Instr::CopySpell { what: Ref::Source, new_targets: true, .. }]));
}
