//! Unit tests of the "becomes" family (`grammar/effects/becomes.rs`, `lower/becomes.rs`): type, colour and
//! P/T changes, "for as long as ~ remains tapped", tap or untap, and control changes.

use crate::oracle::compile_face;
use crate::oracle::tests::{program, supported, test_face};
use grimoire_engine::*;

fn effects(prog: &[Instr]) -> Vec<(LayerEffect, Duration)> {
    prog.iter()
        .filter_map(|i| match i {
            Instr::Modify { effect, duration, .. } => Some((effect.clone(), *duration)),
            _ => None,
        })
        .collect()
}

#[test]
fn land_becomes_a_creature_that_is_still_a_land() {
    let def = supported("Sorcery", "Target land becomes a 2/2 creature that's still a land.");
    assert_eq!(
        effects(program(&def)),
        vec![
            (LayerEffect::AddTypes { types: vec![CardType::Creature], subtypes: vec![] }, Duration::Forever),
            (LayerEffect::SetPowerToughness(2, 2), Duration::Forever),
        ]
    );
}

#[test]
fn its_still_a_land_joins_the_sentence_before() {
    let def = supported(
        "Land",
        "{1}{U}: Card becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land.",
    );
    let e = effects(program(&def));
    assert_eq!(e.len(), 5, "{e:?}");
    assert_eq!(
        e[0],
        (LayerEffect::AddTypes { types: vec![CardType::Creature], subtypes: vec![] }, Duration::EndOfTurn)
    );
    assert_eq!(e[1].0, LayerEffect::SetCreatureTypes(vec!["Faerie".into()]));
    assert_eq!(e[2].0, LayerEffect::SetColors(ColorSet::from_iter([Color::Blue])));
    assert_eq!(e[3].0, LayerEffect::AddKeyword(Keyword::Flying));
    assert_eq!(e[4].0, LayerEffect::SetPowerToughness(2, 1));
}

#[test]
fn without_still_the_new_card_type_replaces_the_old() {
    let def = supported("Enchantment", "{0}: Card becomes a 4/4 Beast creature.");
    let e = effects(program(&def));
    assert_eq!(e[0].0, LayerEffect::SetTypes { types: vec![CardType::Creature], subtypes: vec!["Beast".into()] });
}

#[test]
fn artifact_creature_with_mana_value_pt() {
    let def = supported(
        "Instant",
        "Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.",
    );
    assert_eq!(
        effects(program(&def)),
        vec![
            (
                LayerEffect::AddTypes { types: vec![CardType::Artifact, CardType::Creature], subtypes: vec![] },
                Duration::EndOfTurn
            ),
            (LayerEffect::SetPowerToughnessToManaValue, Duration::EndOfTurn),
        ]
    );
}

#[test]
fn colorless_and_artifact_in_addition() {
    let def = supported("Creature — Kavu", "{2}: Card becomes colorless until end of turn.");
    assert_eq!(effects(program(&def)), vec![(LayerEffect::SetColors(ColorSet::NONE), Duration::EndOfTurn)]);
    let def = supported(
        "Artifact",
        "{2}: Until end of turn, target nonartifact creature gets +1/+0 and becomes an artifact in addition to its other types.",
    );
    let e = effects(program(&def));
    assert_eq!(
        e,
        vec![(LayerEffect::AddTypes { types: vec![CardType::Artifact], subtypes: vec![] }, Duration::EndOfTurn)]
    );
}

#[test]
fn doesnt_untap_for_as_long_as_source_remains_tapped() {
    let def = supported(
        "Creature — Squid",
        "{T}: Tap target creature. That creature doesn't untap during its controller's untap step for as long as Card remains tapped.",
    );
    let e = effects(program(&def));
    assert_eq!(e, vec![(LayerEffect::AddRestriction(Restriction::DoesntUntap), Duration::WhileSourceTapped)]);
    // Without a duration it would last forever: not this family's sentence.
    let def = compile_face(&test_face(
        "Card",
        Some("{1}"),
        "Creature — Squid",
        "{T}: Tap target creature. That creature doesn't untap during its controller's untap step.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn courier_gets_and_has_for_as_long_as_tapped() {
    let def = supported(
        "Creature — Elf",
        "{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as Card remains tapped.",
    );
    let prog = program(&def);
    assert!(prog.iter().any(|i| matches!(i, Instr::Pump { duration: Duration::WhileSourceTapped, .. })), "{prog:?}");
    assert_eq!(effects(prog), vec![(LayerEffect::AddKeyword(Keyword::Trample), Duration::WhileSourceTapped)]);
}

#[test]
fn tap_or_untap() {
    let def = supported("Instant", "You may tap or untap target artifact, creature, or land.");
    let [Instr::May { then, .. }] = program(&def) else { panic!("{:?}", program(&def)) };
    assert!(matches!(then[..], [Instr::TapOrUntap { what: Ref::Target(0) }]), "{then:?}");
}

#[test]
fn player_gains_control() {
    let def = supported("Sorcery", "Target player gains control of target permanent you control.");
    assert!(
        matches!(
            program(&def),
            [Instr::GiveControl { to: Ref::Target(0), what: Ref::Target(1), duration: Duration::Forever }]
        ),
        "{:?}",
        program(&def)
    );
    let def = supported("Artifact", "Sacrifice a creature: Target opponent gains control of Card.");
    assert!(matches!(program(&def), [Instr::GiveControl { to: Ref::Target(0), what: Ref::Source, .. }]));
}

#[test]
fn exchange_control() {
    let def = supported("Sorcery", "Exchange control of target land you control and target land an opponent controls.");
    assert!(matches!(program(&def), [Instr::ExchangeControl { a: Ref::Target(0), b: Ref::Target(1) }]));
}

#[test]
fn land_becomes_a_basic_land_type() {
    let def = supported("Creature — Kavu", "{T}: Target land becomes a Swamp until end of turn.");
    assert_eq!(
        effects(program(&def)),
        vec![(LayerEffect::SetLandTypes(vec![BasicLandType::Swamp]), Duration::EndOfTurn)]
    );
}

#[test]
fn all_lands_become_creatures_theyre_still_lands() {
    let def = supported("Instant", "All lands become 2/2 creatures until end of turn. They're still lands.");
    let [Instr::ForEach { what: Ref::Each(_), then }] = program(&def) else { panic!("{:?}", program(&def)) };
    assert_eq!(
        effects(then),
        vec![
            (LayerEffect::AddTypes { types: vec![CardType::Creature], subtypes: vec![] }, Duration::EndOfTurn),
            (LayerEffect::SetPowerToughness(2, 2), Duration::EndOfTurn),
        ]
    );
}

#[test]
fn until_end_of_turn_first_with_a_compound() {
    let def = supported(
        "Artifact",
        "{2}: Until end of turn, Card becomes a 3/2 Construct artifact creature and loses flying.",
    );
    let e = effects(program(&def));
    assert!(e.iter().all(|(_, d)| *d == Duration::EndOfTurn), "{e:?}");
    assert!(e.contains(&(LayerEffect::RemoveKeyword(Keyword::Flying), Duration::EndOfTurn)));
}

#[test]
fn static_lands_that_are_still_lands() {
    let def = supported("Creature — Elf", "Forests you control are 1/1 green Elf creatures that are still lands.");
    let effects: Vec<_> = def
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::Continuous { effect, .. }) => Some(effect.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        effects,
        vec![
            LayerEffect::AddTypes { types: vec![CardType::Creature], subtypes: vec![] },
            LayerEffect::SetCreatureTypes(vec!["Elf".into()]),
            LayerEffect::SetColors(ColorSet::from_iter([Color::Green])),
            LayerEffect::SetPowerToughness(1, 1),
        ]
    );
}

#[test]
fn they_dont_untap_while_tapped() {
    let def = supported(
        "Artifact",
        "{2}, {T}: Tap all other artifacts. They don't untap during their controllers' untap steps for as long as Card remains tapped.",
    );
    assert_eq!(
        effects(program(&def)),
        vec![(LayerEffect::AddRestriction(Restriction::DoesntUntap), Duration::WhileSourceTapped)]
    );
}

#[test]
fn legendary_first_word_short_name() {
    // CR 201.5c: "Rubinia" is Rubinia Soulsinger.
    let face = test_face(
        "Rubinia Soulsinger",
        Some("{2}{G}{W}{U}"),
        "Legendary Creature — Faerie",
        "{T}: Gain control of target creature for as long as you control Rubinia and Rubinia remains tapped.",
    );
    let def = compile_face(&face);
    assert_eq!(def.unsupported, None);
    assert_eq!(effects(program(&def)), vec![(LayerEffect::ControlledByYou, Duration::WhileYouControlSourceTapped)]);
    // Not where the word begins another name: "create Tuktuk the Returned".
    let face = test_face(
        "Tuktuk the Explorer",
        Some("{2}{R}"),
        "Legendary Creature — Goblin",
        "When Tuktuk the Explorer dies, create Tuktuk the Returned, a legendary 5/5 colorless Goblin Golem artifact creature token.",
    );
    assert_eq!(crate::oracle::short_name(&face), None);
    let face = test_face("Hivis of the Scale", None, "Legendary Creature — Viashino", "Hivis remains tapped.");
    assert_eq!(crate::oracle::short_name(&face).as_deref(), Some("Hivis"));
    let face = test_face("Sliver Queen", None, "Legendary Creature — Sliver", "Create a Sliver token.");
    assert_eq!(crate::oracle::short_name(&face), None);
}
