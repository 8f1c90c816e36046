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

/// A sorcery named "Card" whose text must compile fully: its one effect.
fn sorcery(text: &str) -> Effect {
    match &supported("Sorcery", text).abilities[..] {
        [Ability::Spell(e)] => e.clone(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn searches_of_your_library_with_other_zones() {
    // "and/or": searching the library is a choice, and the shuffle follows only it.
    let e = sorcery("Search your library and/or graveyard for a card named Chandra, Flame's Fury, reveal it, and put it into your hand. If you search your library this way, shuffle.");
    let [Instr::SearchLibrary {
        searcher: Searcher::OwnerWith { graveyard: true, hand: false, library_optional: true },
        filter: Filter::Named(name),
        count: Some(1),
        must_find: false,
        to: Zone::Hand,
        reveal: true,
        ..
    }, Instr::If { condition: Condition::SearchedYourLibrary, then }] = &e.program[..]
    else {
        panic!("{:?}", e.program)
    };
    assert_eq!(name, "Chandra, Flame's Fury");
    assert!(matches!(&then[..], [Instr::Shuffle { who: Ref::You }]));
    // "and": both are searched; a name with "the" after its comma; three zones.
    let e = sorcery("Search your library and graveyard for a card named Gideon, the Oathsworn, reveal it, put it into your hand, then shuffle.");
    assert!(matches!(
        &e.program[..],
        [
            Instr::SearchLibrary {
                searcher: Searcher::OwnerWith { graveyard: true, hand: false, library_optional: false },
                filter: Filter::Named(n),
                ..
            },
            Instr::Shuffle { .. }
        ] if n == "Gideon, the Oathsworn"
    ));
    let e = sorcery("Search your graveyard, hand, and/or library for a card named Scion of Darkness and put it onto the battlefield. If you search your library this way, shuffle.");
    assert!(matches!(
        &e.program[0],
        Instr::SearchLibrary {
            searcher: Searcher::OwnerWith { graveyard: true, hand: true, library_optional: true },
            to: Zone::Battlefield,
            ..
        }
    ));
    // A plain search of your library keeps its one zone; a name's comma before a lower-case
    // word ends the name.
    let e = sorcery("Search your library for a card named Forest, reveal it, put it into your hand, then shuffle.");
    assert!(matches!(
        &e.program[0],
        Instr::SearchLibrary { searcher: Searcher::Owner, filter: Filter::Named(n), .. } if n == "Forest"
    ));
}

#[test]
fn searches_of_other_zones_without_the_library_stay_errors() {
    unsupported("Sorcery", "Search your graveyard for a card named Forest, reveal it, and put it into your hand.");
    unsupported(
        "Sorcery",
        "Search your library and/or graveyard for a creature card, then shuffle and put that card on top.",
    );
}
