//! Choosing among the top cards of a library (CR 401.4, 701.20a): "Look at the top N cards
//! of your library. You may reveal a creature card from among them and put it into your
//! hand. Put the rest on the bottom of your library in a random order.", and "Reveal the top
//! N cards of your library. ..." with the cards not taken going to the bottom or graveyard.

use super::*;

fn look(text: &str) -> LookAtTop {
    match &spell(text).program[..] {
        [Instr::LookAtTop(l)] => (**l).clone(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn reveal_a_creature_card_from_among_them() {
    let l = look(
        "Look at the top six cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
    );
    assert_eq!((l.amount, l.take, l.up_to), (Amount::Fixed(6), Amount::Fixed(1), true));
    assert_eq!((l.to, l.rest, l.reveal), (Zone::Hand, LookRest::BottomRandom, LookReveal::Taken));
    assert!(format!("{:?}", l.filter).contains("Creature"), "{:?}", l.filter);
}

#[test]
fn reveal_variants_any_order_up_to_and_put() {
    let l = look(
        "Look at the top three cards of your library. You may reveal an instant or sorcery card from among them and put it into your hand. Put the rest on the bottom of your library in any order.",
    );
    assert_eq!(l.rest, LookRest::BottomAnyOrder);
    let l = look(
        "Look at the top five cards of your library. You may reveal up to two creature cards from among them and put them into your hand. Put the rest on the bottom of your library in a random order.",
    );
    assert_eq!((l.take, l.up_to), (Amount::Fixed(2), true));
    // Put into the hand without revealing: only its looker sees it.
    let l = look(
        "Look at the top four cards of your library. You may put a land card from among them into your hand. Put the rest into your graveyard.",
    );
    assert_eq!((l.reveal, l.rest), (LookReveal::Hidden, LookRest::Graveyard));
}

#[test]
fn reveal_the_top_cards_then_choose() {
    let l = look(
        "Reveal the top five cards of your library. You may put a creature or land card from among them into your hand. Put the rest into your graveyard.",
    );
    assert_eq!((l.reveal, l.rest, l.take), (LookReveal::All, LookRest::Graveyard, Amount::Fixed(1)));
}

#[test]
fn reveal_the_top_cards_and_put_all_of_a_kind_into_hand() {
    let e = spell(
        "Reveal the top three cards of your library. Put all creature cards revealed this way into your hand and the rest into your graveyard.",
    );
    let [Instr::RevealTop { rest: LookRest::Graveyard, to: Zone::Hand, .. }] = &e.program[..] else {
        panic!("{:?}", e.program)
    };
}

#[test]
fn a_card_kind_the_grammar_does_not_read_stays_unsupported() {
    let text = "Look at the top four cards of your library. You may reveal a creature card from among them and put it onto the battlefield. Put the rest on the bottom of your library in a random order.";
    assert!(!unsupported("Sorcery", text).is_empty());
}

#[test]
fn any_number_of_cards_then_put_the_rest() {
    let l = look(
        "Look at the top five cards of your library. You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.",
    );
    assert_eq!((l.take, l.up_to), (Amount::Fixed(5), true));
    let l = look(
        "Look at the top five cards of your library. You may reveal a colorless card from among them and put it into your hand. Then put the rest on the bottom of your library in any order.",
    );
    assert_eq!(l.reveal, LookReveal::Taken);
    let l = look(
        "Look at the top three cards of your library, then put one of them into your hand and the rest on the bottom of your library in any order.",
    );
    assert_eq!((l.take, l.up_to, l.reveal), (Amount::Fixed(1), false, LookReveal::Hidden));
}

#[test]
fn draw_then_put_cards_from_hand_on_top_in_any_order() {
    let e = spell("Draw three cards, then put two cards from your hand on top of your library in any order.");
    let [Instr::Draw { .. }, Instr::ChooseCards { count: Amount::Fixed(2), zone: Zone::Hand, up_to: false, .. }, Instr::PutOnLibrary { what: Ref::Affected, top: true, ordered: true }] =
        &e.program[..]
    else {
        panic!("{:?}", e.program)
    };
    let e = spell("Draw a card, then put a card from your hand on top of your library.");
    assert_eq!(e.program.len(), 3);
    // Several cards need their order.
    assert!(!unsupported("Sorcery", "Put two cards from your hand on top of your library.").is_empty());
}

#[test]
fn you_may_play_the_exiled_card_this_turn() {
    // CR 601.2a, 305.1: a permission for the cards the exile before moved.
    let exiled = [Instr::Exile {
        what: Ref::TopCardIn(Zone::Library, Box::new(Ref::You), Filter::Any),
        until_source_leaves: false,
    }];
    for text in [
        "Exile the top card of your library. You may play that card this turn.",
        "Exile the top card of your library. You may play it this turn.",
        "Exile the top card of your library. Until end of turn, you may play that card.",
    ] {
        let program = &spell(text).program;
        assert_eq!(program[..1], exiled, "{text}");
        assert_eq!(program[1..], [Instr::MayPlayThisTurn { what: Ref::Affected, next_turn: false }], "{text}");
    }
    // Not right after an exile: nothing names the card.
    assert!(!unsupported("Sorcery", "Draw a card. You may play that card this turn.").is_empty());
    // The duration after the card: until the end of your next turn (CR 514.2).
    let later = spell("Exile the top card of your library. You may play it until the end of your next turn.");
    assert_eq!(later.program[1], Instr::MayPlayThisTurn { what: Ref::Affected, next_turn: true });
}

#[test]
fn impulse_draw_the_top_cards_until_the_end_of_your_next_turn() {
    // CR 401.1, 601.2a, 514.2: the top N cards exiled, then a permission for all of them.
    let top = |n: Amount| Instr::Exile { what: Ref::TopCardsOf(Box::new(Ref::You), n), until_source_leaves: false };
    let stage =
        spell("Exile the top two cards of your library. Until the end of your next turn, you may play those cards.");
    assert_eq!(stage.program, [top(Amount::Fixed(2)), Instr::MayPlayThisTurn { what: Ref::Affected, next_turn: true }]);
    let act = spell("Exile the top three cards of your library. Until end of turn, you may play them.");
    assert_eq!(act.program, [top(Amount::Fixed(3)), Instr::MayPlayThisTurn { what: Ref::Affected, next_turn: false }]);
    let commune =
        spell("Exile the top X cards of your library. Until the end of your next turn, you may play those cards.");
    assert!(
        matches!(&commune.program[0], Instr::Exile { what: Ref::TopCardsOf(_, Amount::X), .. }),
        "{:?}",
        commune.program
    );
    let act =
        spell("Exile the top three cards of your library. Until end of turn, you may play cards exiled this way.");
    assert_eq!(act.program[1], Instr::MayPlayThisTurn { what: Ref::Affected, next_turn: false });
    let wilds = spell(
        "Exile the top five cards of your library. You may play cards exiled this way until the end of your next turn.",
    );
    assert_eq!(wilds.program[1], Instr::MayPlayThisTurn { what: Ref::Affected, next_turn: true });
    // Exiled face down, or a permission only during the next turn: not read.
    assert!(!unsupported(
        "Sorcery",
        "Exile the top two cards of your library face down. You may look at and play those cards this turn."
    )
    .is_empty());
    assert!(!unsupported(
        "Sorcery",
        "Exile the top card of your library. During your next turn, you may play that card."
    )
    .is_empty());
}
