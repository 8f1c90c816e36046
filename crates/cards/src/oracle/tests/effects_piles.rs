//! Piles (CR 700.3): "An opponent separates those cards into two piles. Put one pile into
//! your hand and the other into your graveyard.", "... and separate them into two piles. An
//! opponent chooses one of those piles. ...", "Separate all permanents target player controls
//! into two piles. That player sacrifices all permanents in the pile of their choice."

use super::*;

fn piles(text: &str) -> (Vec<TargetSpec>, PileSpec) {
    let e = spell(text);
    match &e.program[..] {
        [Instr::Piles(p)] => (e.targets.clone(), (**p).clone()),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn an_opponent_separates_the_revealed_cards() {
    let (targets, p) = piles(
        "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.",
    );
    assert!(targets.is_empty());
    assert_eq!(p.what, PileCards::RevealTop(Amount::Fixed(5)));
    assert_eq!((p.separator, p.chooser), (PilePlayer::AnOpponent, PilePlayer::Player(Ref::You)));
    assert_eq!(p.chosen, Instr::ReturnToHand { what: Ref::Affected });
    assert_eq!(p.other, Some(Instr::PutIntoGraveyard { what: Ref::Affected }));
}

#[test]
fn you_separate_and_an_opponent_chooses() {
    let (_, p) = piles(
        "Reveal the top four cards of your library and separate them into two piles. An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard.",
    );
    assert_eq!(p.what, PileCards::RevealTop(Amount::Fixed(4)));
    assert_eq!((p.separator, p.chooser), (PilePlayer::Player(Ref::You), PilePlayer::AnOpponent));
    assert_eq!(p.chosen, Instr::ReturnToHand { what: Ref::Affected });
}

#[test]
fn that_player_sacrifices_the_pile_of_their_choice() {
    let def = supported(
        "Legendary Planeswalker — Liliana",
        "[−6]: Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of their choice.",
    );
    let a = activated(&def);
    let [Instr::Piles(p)] = &a.effect.program[..] else { panic!("{:?}", a.effect.program) };
    assert_eq!(a.effect.targets.len(), 1);
    let PileCards::Objects(Ref::EachControlledBy(_, who)) = &p.what else { panic!("{:?}", p.what) };
    assert_eq!(**who, Ref::Target(0));
    assert_eq!((&p.separator, &p.chooser), (&PilePlayer::Player(Ref::You), &PilePlayer::Player(Ref::Target(0))));
    assert_eq!(p.chosen, Instr::SacrificeObjects { who: Ref::Target(0), what: Ref::Affected });
    assert_eq!(p.other, None);
}

#[test]
fn destroy_the_pile_of_that_players_choice() {
    let (_, p) = piles(
        "Separate all creatures target player controls into two piles. Destroy all creatures in the pile of that player's choice. They can't be regenerated.",
    );
    assert_eq!(p.chooser, PilePlayer::Player(Ref::Target(0)));
    assert_eq!(p.chosen, Instr::Destroy { what: Ref::Affected, no_regeneration: true });
}

#[test]
fn other_pile_sentences_stay_unsupported() {
    // A pile named by another kind than the one separated, and piles whose cards go elsewhere.
    unsupported(
        "Sorcery",
        "Separate all permanents target player controls into two piles. That player sacrifices all creatures in the pile of their choice.",
    );
    unsupported(
        "Sorcery",
        "Reveal the top five cards of your library and separate them into two piles. An opponent chooses one of those piles. Put a card from the chosen pile into your hand, then put all other cards revealed this way on the bottom of your library in any order.",
    );
    unsupported(
        "Sorcery",
        "Reveal the top three cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other on the bottom of your library in any order.",
    );
}

#[test]
fn the_top_x_plus_one_cards() {
    let (_, p) = piles(
        "Reveal the top X plus one cards of your library and separate them into two piles. An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard.",
    );
    assert_eq!(p.what, PileCards::RevealTop(Amount::Plus(Box::new(Amount::X), Box::new(Amount::Fixed(1)))));
}
