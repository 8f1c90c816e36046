//! Compiler tests for abilities linked to the cards an object exiled (CR 607.2a).

use crate::face::CardFace;
use crate::oracle::parse_line;

fn face(name: &str, type_line: &str) -> CardFace {
    CardFace { name: name.into(), type_line: type_line.into(), ..Default::default() }
}

fn compiled(name: &str, line: &str) -> String {
    let f = face(name, "Creature — Nightmare");
    format!("{:?}", parse_line(line, &f, false).expect("parses"))
}

#[test]
fn the_exiled_card_returns_under_its_owners_control() {
    let s = compiled(
        "Petravark",
        "When Petravark leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
    );
    assert!(s.contains("ReturnUnderOwner { what: ExiledWithSelf, tapped: false, transformed: false }"), "{s}");
    let s = compiled(
        "Wall of Nets",
        "When Wall of Nets leaves the battlefield, return all cards exiled with Wall of Nets to the battlefield under their owners' control.",
    );
    assert!(s.contains("ReturnUnderOwner { what: ExiledWithSelf"), "{s}");
}

#[test]
fn the_exiled_cards_return_to_a_hand_or_graveyard() {
    let s = compiled(
        "Wormfang Behemoth",
        "When Wormfang Behemoth leaves the battlefield, return the exiled cards to their owner's hand.",
    );
    assert!(s.contains("ReturnToHand { what: ExiledWithSelf }"), "{s}");
    let s = compiled(
        "Gravegouger",
        "When Gravegouger leaves the battlefield, return the exiled cards to their owner's graveyard.",
    );
    assert!(s.contains("PutIntoGraveyard { what: ExiledWithSelf }"), "{s}");
}

#[test]
fn an_unknown_destination_is_refused() {
    let f = face("Petravark", "Creature — Nightmare Beast");
    let line = "When Petravark leaves the battlefield, return the exiled card to the top of its owner's library.";
    assert!(parse_line(line, &f, false).is_err());
}

#[test]
fn a_target_not_named_like_the_source_and_all_others_with_its_name() {
    let s = compiled(
        "Detention Sphere",
        "When Detention Sphere enters the battlefield, you may exile target nonland permanent not named Detention Sphere and all other permanents with the same name as that permanent.",
    );
    assert!(s.contains("suffixes: [NotNamed(\"Detention Sphere\")]"), "{s}");
    assert!(s.contains("WithSameName(Target("), "{s}");
}
