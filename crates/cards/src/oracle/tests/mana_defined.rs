//! Unit tests of `grammar/mana/defined.rs`: mana of the chosen colour (CR 607.2d) and mana that lands
//! could produce (CR 106.7).

use crate::oracle::compile_face;
use crate::oracle::tests::triggered;
use grimoire_engine::*;

fn compile(type_line: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face("Card", None, type_line, &text.replace('~', "Card")))
}

/// A `*/*` creature named Card.
fn star_creature(text: &str) -> CardDef {
    let mut face = crate::oracle::tests::test_face("Card", None, "Creature — Beast", &text.replace('~', "Card"));
    face.power = Some("*".into());
    face.toughness = Some("*".into());
    compile_face(&face)
}

fn mana_of(def: &CardDef) -> Vec<ManaProduce> {
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Activated(a) if a.is_mana_ability => match a.effect.program.as_slice() {
                [Instr::AddMana(m)] => Some(m.clone()),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

#[test]
fn sol_grail_adds_the_chosen_color() {
    let def =
        compile("Artifact", "As ~ enters the battlefield, choose a color.\n{T}: Add one mana of the chosen color.");
    assert_eq!(def.unsupported, None);
    assert_eq!(mana_of(&def), vec![ManaProduce::ChosenColor]);
}

#[test]
fn lands_that_could_produce() {
    let cases = [
        ("{T}: Add one mana of any type that a land you control could produce.", PlayerFilter::You, false, false),
        ("{T}: Add one mana of any color that a land you control could produce.", PlayerFilter::You, false, true),
        (
            "{T}: Add one mana of any color that a land an opponent controls could produce.",
            PlayerFilter::Opponent,
            false,
            true,
        ),
        ("{T}: Add one mana of any color that a basic land you control could produce.", PlayerFilter::You, true, true),
    ];
    for (text, whose, basic, colors_only) in cases {
        let def = compile("Land", text);
        assert_eq!(def.unsupported, None, "{text}");
        assert_eq!(mana_of(&def), vec![ManaProduce::LandCouldProduce { whose, basic, colors_only }], "{text}");
    }
}

#[test]
fn other_lands_are_not_read() {
    // "that land" (Benthic Explorers) and "the sacrificed land" name one land, not this grammar.
    for text in [
        "{T}: Add one mana of any type that a land target player controls could produce.",
        "{T}: Add one mana of any type that a creature you control could produce.",
    ] {
        assert!(compile("Land", text).unsupported.is_some(), "{text}");
    }
}

#[test]
fn choose_an_opponent_as_it_enters() {
    let def = compile(
        "Artifact",
        "As ~ enters the battlefield, choose an opponent.\nAt the beginning of the chosen player's upkeep, ~ deals X damage to that player, where X is the number of cards in their hand minus 4.",
    );
    assert_eq!(def.unsupported, None);
    assert!(def.abilities.contains(&Ability::Static(StaticAbility::EntersWithChoice(ChoiceKind::Opponent))));
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::ChosenPlayer });
}

#[test]
fn counts_of_the_chosen_player() {
    for text in [
        "~'s power and toughness are each equal to the number of cards in the chosen player's hand.",
        "~'s power and toughness are each equal to 1 plus the number of creatures the chosen player controls.",
        "~'s power is equal to the number of tapped lands the chosen player controls.",
        "~'s power is equal to 1 plus the number of green creature cards in the chosen player's graveyard.",
    ] {
        let def = star_creature(&format!("As ~ enters the battlefield, choose an opponent.\n{text}"));
        assert_eq!(def.unsupported, None, "{text}");
    }
}

#[test]
fn choose_an_opponent_on_resolution_is_not_read() {
    assert!(compile("Sorcery", "Choose an opponent. That player discards a card.").unsupported.is_some());
}
