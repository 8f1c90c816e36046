//! Library searches whose cards go together, into the graveyard, or on top after the shuffle
//! (CR 701.23): Krosan Verge, Myriad Landscape, Shared Summons, Entomb, Vampiric Tutor, Goblin
//! Recruiter and their families.

use super::*;

fn land(text: &str) -> CardDef {
    supported("Land", text)
}

#[test]
fn one_card_for_each_description() {
    let def =
        land("{2}, {T}, Sacrifice this land: Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle.");
    let forest = Filter::Subtype("Forest".into());
    let plains = Filter::Subtype("Plains".into());
    let [Instr::SearchLibrary {
        filter, count: Some(2), must_find: false, to: Zone::Battlefield, tapped: true, set, ..
    }, Instr::Shuffle { .. }] = program(&def)
    else {
        panic!("{:?}", program(&def))
    };
    assert_eq!(filter, &Filter::Or(vec![forest.clone(), plains.clone()]));
    assert_eq!(set, &SearchSet::EachOf(vec![forest, plains]));
    // A list of three, and "and/or".
    let def = land("{T}: Search your library for an Island card, a Swamp card, and a Mountain card, reveal them, put them into your hand, then shuffle.");
    assert!(
        matches!(&program(&def)[0], Instr::SearchLibrary { set: SearchSet::EachOf(fs), reveal: true, to: Zone::Hand, .. } if fs.len() == 3)
    );
    let def = land("{T}: Search your library for an Aura card and/or an Equipment card, reveal them, put them into your hand, then shuffle.");
    assert!(matches!(&program(&def)[0], Instr::SearchLibrary { set: SearchSet::EachOf(fs), .. } if fs.len() == 2));
}

#[test]
fn cards_that_share_a_land_type_or_have_different_names() {
    let def = land("{2}, {T}, Sacrifice this land: Search your library for up to two basic land cards that share a land type, put them onto the battlefield tapped, then shuffle.");
    assert!(matches!(
        &program(&def)[0],
        Instr::SearchLibrary { set: SearchSet::ShareLandType, count: Some(2), tapped: true, .. }
    ));
    let e = spell("Search your library for up to two creature cards with different names, reveal them, put them into your hand, then shuffle.");
    assert!(matches!(
        &e.program[0],
        Instr::SearchLibrary { set: SearchSet::DifferentNames, count: Some(2), to: Zone::Hand, .. }
    ));
}

#[test]
fn into_the_graveyard_and_must_find_a_plain_card() {
    let e = spell("Search your library for a card, put that card into your graveyard, then shuffle.");
    assert!(matches!(
        &e.program[..],
        [
            Instr::SearchLibrary { count: Some(1), must_find: true, to: Zone::Graveyard, set: SearchSet::Any, .. },
            Instr::Shuffle { .. }
        ]
    ));
    let e = spell("Search your library for up to three creature cards, put them into your graveyard, then shuffle.");
    assert!(matches!(
        &e.program[0],
        Instr::SearchLibrary { count: Some(3), must_find: false, to: Zone::Graveyard, .. }
    ));
}

#[test]
fn then_shuffle_and_put_the_cards_on_top() {
    let e = spell("Search your library for a card, then shuffle and put that card on top. You lose 2 life.");
    assert!(matches!(
        &e.program[..3],
        [
            Instr::SearchLibrary { count: Some(1), must_find: true, to: Zone::Library, reveal: false, .. },
            Instr::Shuffle { .. },
            Instr::PutOnLibrary { top: true, .. }
        ]
    ));
    let e = spell("Search your library for a creature card, reveal it, then shuffle and put the card on top.");
    assert!(matches!(&e.program[0], Instr::SearchLibrary { reveal: true, must_find: false, .. }));
    let e = spell("Search your library for any number of Goblin cards, reveal them, then shuffle and put those cards on top in any order.");
    assert!(matches!(&e.program[0], Instr::SearchLibrary { count: None, reveal: true, to: Zone::Library, .. }));
}

#[test]
fn unread_search_sets_stay_errors() {
    // A plain card beside a described one is not read as a set.
    unsupported("Sorcery", "Search your library for a card and a Plains card, put them into your hand, then shuffle.");
    // "one ... and the other" needs a search for two cards of any kind.
    unsupported("Sorcery", "Search your library for a Forest card and a Plains card, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.");
}
