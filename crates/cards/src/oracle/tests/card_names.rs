//! Compiler tests for "choose a card name" (CR 201.3) and the statics reading the chosen name
//! or forbidding activated abilities (CR 602.5, 101.2), and statics forbidding cards in
//! graveyards and libraries (CR 101.2).

use super::{statics, supported, unsupported};
use grimoire_engine::*;

#[test]
fn pithing_needle_forbids_non_mana_abilities_of_the_named_sources() {
    let def = supported(
        "Artifact",
        "As Card enters, choose a card name.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
    );
    assert_eq!(
        statics(&def),
        vec![
            &StaticAbility::EntersWithChoice(ChoiceKind::CardName(NameKind::Any)),
            &StaticAbility::CantActivate { of: Filter::ChosenName, anywhere: true, mana_allowed: true },
        ]
    );
}

#[test]
fn phyrexian_revoker_forbids_mana_abilities_too() {
    let def = supported(
        "Artifact Creature — Phyrexian Horror",
        "As Card enters the battlefield, choose a nonland card name.\nActivated abilities of sources with the chosen name can't be activated.",
    );
    assert_eq!(
        statics(&def),
        vec![
            &StaticAbility::EntersWithChoice(ChoiceKind::CardName(NameKind::Nonland)),
            &StaticAbility::CantActivate { of: Filter::ChosenName, anywhere: true, mana_allowed: false },
        ]
    );
}

#[test]
fn meddling_mage_and_gideons_intervention_forbid_casting_the_name() {
    let def = supported(
        "Creature — Human Wizard",
        "As Card enters, choose a nonland card name.\nSpells with the chosen name can't be cast.",
    );
    assert!(statics(&def).contains(&&StaticAbility::PlayerRule {
        who: PlayerFilter::Any,
        rule: PlayerRule::CantCast(Filter::ChosenName)
    }));
    let def = supported(
        "Enchantment",
        "As Card enters, choose any card name.\nYour opponents can't cast spells with the chosen name.",
    );
    assert!(statics(&def).contains(&&StaticAbility::PlayerRule {
        who: PlayerFilter::Opponent,
        rule: PlayerRule::CantCast(Filter::ChosenName)
    }));
}

#[test]
fn null_rod_forbids_the_abilities_of_permanents() {
    let def = supported("Artifact", "Activated abilities of artifacts can't be activated.");
    assert!(matches!(statics(&def)[..], [StaticAbility::CantActivate { anywhere: false, mana_allowed: false, .. }]));
}

#[test]
fn a_name_chosen_on_resolution_stays_unsupported() {
    let why = unsupported(
        "Sorcery",
        "Choose a card name. Target player reveals their hand and discards all cards with that name.",
    );
    assert!(why.contains("card name"), "{why}");
}

#[test]
fn grafdiggers_cage_forbids_entering_and_casting_from_graveyards_and_libraries() {
    let def = supported(
        "Artifact",
        "Creature cards in graveyards and libraries can't enter the battlefield.\nPlayers can't cast spells from graveyards or libraries.",
    );
    assert_eq!(
        statics(&def),
        vec![
            &StaticAbility::CantEnterFrom {
                of: Filter::Type(CardType::Creature),
                from: vec![Zone::Graveyard, Zone::Library]
            },
            &StaticAbility::PlayerRule {
                who: PlayerFilter::Any,
                rule: PlayerRule::CantCastFrom(vec![Zone::Graveyard, Zone::Library])
            },
        ]
    );
}

#[test]
fn declaration_of_naught_counters_a_spell_with_the_chosen_name() {
    let def = supported(
        "Enchantment",
        "As Card enters, choose a card name.\n{U}: Counter target spell with the chosen name.",
    );
    assert!(format!("{:?}", super::activated(&def)).contains("ChosenName"), "{def:?}");
}
