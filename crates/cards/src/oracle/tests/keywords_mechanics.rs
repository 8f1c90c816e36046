//! Unit tests of the keyword mechanics: typecycling, storm, madness, snow landwalk, "phases
//! out", split cards and aftermath, with the IR each produces.

use crate::face::{CardRecord, Layout};
use crate::oracle::compile_face;
use crate::oracle::tests::{test_face, triggered};
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{2}{R}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

#[test]
fn typecycling_searches_for_its_land_type_from_the_hand() {
    let def = card("Creature — Cat", "Mountaincycling {2}");
    let [Ability::Activated(a)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(a.zone, Zone::Hand);
    assert_eq!(a.cost.discard, Some((Filter::Source, 1)));
    assert_eq!(a.cost.mana, ManaCost::parse("{2}").unwrap());
    assert!(matches!(
        &a.effect.program[..],
        [Instr::SearchLibrary { filter: Filter::Subtype(t), count: Some(1), to: Zone::Hand, reveal: true, .. }, Instr::Shuffle { .. }]
            if t == "Mountain"
    ));
    // Not a subtype: not typecycling.
    let bad = compile_face(&test_face("Card", Some("{2}"), "Creature — Cat", "Foocycling {2}"));
    assert!(bad.unsupported.is_some());
}

/// The typecycling search filter of a card's only ability.
fn cycled_filter(text: &str) -> Filter {
    let def = card("Creature — Cat", text);
    let [Ability::Activated(a)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(a.zone, Zone::Hand);
    match &a.effect.program[..] {
        [Instr::SearchLibrary { filter, count: Some(1), to: Zone::Hand, .. }, Instr::Shuffle { .. }] => filter.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn typecycling_for_any_subtype_land_and_basic_land() {
    // CR 702.29e: the type can be any card type, subtype or supertype.
    assert_eq!(cycled_filter("Wizardcycling {3}"), Filter::Subtype("Wizard".into()));
    assert_eq!(cycled_filter("Landcycling {2}"), Filter::Type(CardType::Land));
    assert_eq!(
        cycled_filter("Basic landcycling {1}{B}"),
        Filter::Type(CardType::Land).and(Filter::Supertype(Supertype::Basic))
    );
    // Two on one line (Jhessian Zombies).
    let def = card("Creature — Zombie", "Islandcycling {2}, swampcycling {2}");
    assert_eq!(def.abilities.len(), 2);
    assert_eq!(
        compile_face(&test_face("Card", Some("{2}"), "Creature — Cat", "Basic cycling {2}")).unsupported.as_deref(),
        Some("Basic cycling {2}")
    );
}

#[test]
fn storm_is_a_cast_trigger_copying_the_spell() {
    let def = card("Instant", "Card deals 1 damage to target creature.\nStorm");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::CastSelf);
    assert_eq!(
        t.effect.program,
        vec![Instr::CopySpell {
            what: Ref::Source,
            count: Amount::EventAmount,
            new_targets: true,
            by: Ref::You,
            optional: false
        }]
    );
}

#[test]
fn madness_is_an_alternative_cost_from_exile_and_a_trigger() {
    let def = card("Instant", "Card deals 3 damage to any target.\nMadness {R}");
    let alts = costs::casting::alternative_costs(&def);
    assert_eq!(alts.len(), 1);
    assert!(alts[0].from_exile && !alts[0].from_graveyard);
    assert_eq!(alts[0].cost.mana, ManaCost::parse("{R}").unwrap());
    assert!(def.abilities.iter().any(|a| matches!(a, Ability::Triggered(t)
        if t.event == TriggerEvent::MadnessExiled && t.effect.program == vec![Instr::MadnessCast])));
}

#[test]
fn snow_landwalk_and_phasing_keywords() {
    let def = card("Creature — Zombie", "Snow swampwalk");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Landwalk(Quality::SnowSubtype("Swamp".into())))]);
    assert_eq!(Keyword::Landwalk(Quality::SnowSubtype("Swamp".into())).name(), "snow swampwalk");
    let def = card("Creature — Djinn", "Flying\nPhasing");
    assert_eq!(def.abilities[1], Ability::Keyword(Keyword::Phasing));
}

#[test]
fn phases_out_is_an_effect_on_an_object() {
    let def = card("Instant", "Target artifact, creature, or land phases out.");
    let [Ability::Spell(e)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(e.program, vec![Instr::PhaseOut { what: Ref::Target(0) }]);
}

#[test]
fn a_split_card_is_its_halves_combined() {
    let record = CardRecord {
        name: "Fire // Ice".into(),
        layout: Layout::Split,
        faces: vec![
            test_face(
                "Fire",
                Some("{1}{R}"),
                "Instant",
                "Fire deals 2 damage divided as you choose among one or two targets.",
            ),
            test_face("Ice", Some("{1}{U}"), "Instant", "Tap target permanent.\nDraw a card."),
        ],
        legalities: Default::default(),
        color_identity: Vec::new(),
        legality_unknown: false,
    };
    let def = crate::oracle::compile_card(&record);
    assert_eq!(def.unsupported, None);
    assert_eq!(def.name, "Fire // Ice");
    // CR 709.4b: the combined mana cost gives the colours and the mana value.
    assert_eq!(def.mana_cost.as_ref().unwrap().mana_value(0), 4);
    assert!(def.colors.contains(Color::Red) && def.colors.contains(Color::Blue));
    assert!(def.has_type(CardType::Instant));
    // The halves keep their own characteristics and spell abilities (CR 709.3).
    assert_eq!(def.halves.len(), 2);
    assert_eq!(def.halves[1].name, "Ice");
    assert_eq!(def.halves[1].mana_cost.as_ref().unwrap().mana_value(0), 2);
    assert!(matches!(def.halves[0].abilities[..], [Ability::Spell(_)]));
    assert!(!def.abilities.iter().any(|a| matches!(a, Ability::Spell(_))));
    // A half the compiler can't read makes the card unsupported, naming the half.
    let mut bad = record.clone();
    bad.faces[1].text = "Frobnicate target permanent.".into();
    assert!(crate::oracle::compile_card(&bad).unsupported.unwrap().starts_with("Ice:"));
}

#[test]
fn that_player_may_copy_this_spell() {
    let def = card(
        "Sorcery",
        "Target player discards two cards. That player may copy this spell and may choose a new target for that copy.",
    );
    let [Ability::Spell(e)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(
        e.program.last(),
        Some(&Instr::CopySpell {
            what: Ref::Source,
            count: Amount::Fixed(1),
            new_targets: true,
            by: Ref::Target(0),
            optional: true
        })
    );
}

#[test]
fn an_aftermath_card_is_a_split_card_whose_second_half_has_aftermath() {
    let record = CardRecord {
        name: "Cut // Ribbons".into(),
        layout: Layout::Aftermath,
        faces: vec![
            test_face("Cut", Some("{1}{R}"), "Sorcery", "Cut deals 4 damage to target creature."),
            test_face(
                "Ribbons",
                Some("{X}{B}{B}"),
                "Sorcery",
                "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life.",
            ),
        ],
        legalities: Default::default(),
        color_identity: Vec::new(),
        legality_unknown: false,
    };
    let def = crate::oracle::compile_card(&record);
    assert_eq!(def.unsupported, None);
    assert_eq!(def.halves.len(), 2);
    // CR 702.127a: the second half has aftermath; the first doesn't, nor the card as a whole
    // (only a half is ever cast).
    assert!(def.halves[1].keywords().any(|k| *k == Keyword::Aftermath));
    assert!(!def.halves[0].keywords().any(|k| *k == Keyword::Aftermath));
    assert!(!def.keywords().any(|k| *k == Keyword::Aftermath));
    assert!(matches!(def.halves[1].abilities[..], [Ability::Keyword(Keyword::Aftermath), Ability::Spell(_)]));
    // An aftermath card with one face is not one the engine knows.
    let mut one = record.clone();
    one.faces.truncate(1);
    assert!(crate::oracle::compile_card(&one).unsupported.is_some());
}

#[test]
fn daybound_and_nightbound_keywords_with_their_reminder_text() {
    let def = card(
        "Creature — Human Werewolf",
        "Daybound (If a player casts no spells during their own turn, it becomes night next turn.)",
    );
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Daybound)]);
    let def = card("Creature — Werewolf", "Trample\nNightbound");
    assert_eq!(def.abilities[1], Ability::Keyword(Keyword::Nightbound));
    assert_eq!(Keyword::Nightbound.name(), "nightbound");
}
