//! Searching a player's graveyard, hand and library for the cards with the same name as an
//! object (CR 701.23, 201.2): Splinter, Counterbore, Surgical Extraction and their family.

use super::*;

#[test]
fn exile_target_then_search_its_controllers_zones_for_all() {
    let e = spell(
        "Exile target artifact. Search its controller's graveyard, hand, and library for all cards with the same name as that artifact and exile them. Then that player shuffles.",
    );
    let owner = Ref::ControllerOf(Box::new(Ref::Target(0)));
    assert_eq!(
        e.program,
        vec![
            Instr::Exile { what: Ref::Target(0), until_source_leaves: false },
            Instr::ExileSameName { whose: owner.clone(), like: Ref::Target(0), all: true },
            Instr::Shuffle { who: owner },
        ]
    );
}

#[test]
fn counter_then_any_number_of_cards_with_that_spells_name() {
    let e = spell(
        "Counter target instant or sorcery spell. Search its controller's graveyard, hand, and library for any number of cards with the same name as that spell and exile them. Then that player shuffles.",
    );
    let [_, Instr::ExileSameName { all: false, .. }, Instr::Shuffle { .. }] = &e.program[..] else {
        panic!("{:?}", e.program)
    };
}

#[test]
fn choose_target_card_in_a_graveyard_other_than_a_basic_land() {
    let e = spell(
        "Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, hand, and library for any number of cards with the same name as that card and exile them. Then that player shuffles.",
    );
    assert_eq!(e.targets.len(), 1);
    let f = format!("{:?}", e.targets[0]);
    assert!(f.contains("Not") && f.contains("Basic") && f.contains("Land") && f.contains("Graveyard"), "{f}");
    let owner = Ref::OwnerOf(Box::new(Ref::Target(0)));
    assert_eq!(
        e.program,
        vec![
            Instr::ExileSameName { whose: owner.clone(), like: Ref::Target(0), all: false },
            Instr::Shuffle { who: owner },
        ]
    );
}

#[test]
fn the_chosen_card_from_a_revealed_hand() {
    let e = spell(
        "Target player reveals their hand, then you choose a card other than a basic land card from it. Search that player's graveyard, hand, and library for all cards with the same name as the chosen card and exile them. Then that player shuffles.",
    );
    let [Instr::RevealHand { .. }, Instr::ChooseCards { .. }, Instr::ExileSameName { whose, like, all: true }, Instr::Shuffle { .. }] =
        &e.program[..]
    else {
        panic!("{:?}", e.program)
    };
    assert_eq!((whose, like), (&Ref::Target(0), &Ref::Affected));
}

#[test]
fn other_same_name_sentences_stay_unsupported() {
    // Only the three zones together, and only the object named before.
    unsupported(
        "Sorcery",
        "Exile target artifact. Search its controller's graveyard and library for all cards with the same name as that artifact and exile them.",
    );
    unsupported("Sorcery", "Choose target creature.");
}
