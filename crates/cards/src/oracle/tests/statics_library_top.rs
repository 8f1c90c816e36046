//! Unit tests of `grammar/statics/library_top.rs`: the top card of a library revealed or
//! looked at any time (CR 401.5), and lands played and spells cast from there (CR 305.1,
//! 601.2a).

use crate::oracle::compile_face;
use crate::oracle::tests::{statics, supported, test_face};
use grimoire_engine::*;

fn rules(text: &str) -> Vec<PlayerRule> {
    statics(&supported("Enchantment", text))
        .iter()
        .map(|s| match s {
            StaticAbility::PlayerRule { who: PlayerFilter::You, rule } => rule.clone(),
            other => panic!("{other:?}"),
        })
        .collect()
}

fn unsupported(text: &str) -> bool {
    compile_face(&test_face("Card", Some("{1}"), "Enchantment", text)).unsupported.is_some()
}

#[test]
fn top_card_revealed_or_looked_at() {
    assert_eq!(rules("Play with the top card of your library revealed."), [PlayerRule::SeeTopCard { revealed: true }]);
    assert_eq!(
        rules("You may look at the top card of your library any time."),
        [PlayerRule::SeeTopCard { revealed: false }]
    );
}

#[test]
fn playing_from_the_top() {
    assert_eq!(
        rules("You may play lands from the top of your library."),
        [PlayerRule::PlayFromTop { lands: true, spells: None }]
    );
    assert_eq!(
        rules("You may cast creature spells from the top of your library."),
        [PlayerRule::PlayFromTop { lands: false, spells: Some(Filter::creature()) }]
    );
    assert_eq!(
        rules("You may play lands and cast spells from the top of your library."),
        [PlayerRule::PlayFromTop { lands: true, spells: Some(Filter::Any) }]
    );
    assert_eq!(
        rules("You may cast Goblin spells from the top of your library."),
        [PlayerRule::PlayFromTop { lands: false, spells: Some(Filter::Subtype("Goblin".into())) }]
    );
    assert_eq!(
        rules("You may look at the top card of your library any time, and you may play lands from the top of your library."),
        [PlayerRule::SeeTopCard { revealed: false }, PlayerRule::PlayFromTop { lands: true, spells: None }]
    );
}

#[test]
fn other_permissions_stay_errors() {
    assert!(unsupported("You may cast creature spells of the chosen type from the top of your library."));
    assert!(unsupported("You may play snow lands and cast snow spells from the top of your library."));
    assert!(unsupported("You may cast spells from the top of your library by sacrificing a nonland permanent in addition to paying their other costs."));
    assert!(unsupported(
        "Once each turn, you may cast a creature spell with power 2 or less from the top of your library."
    ));
    assert!(unsupported(
        "You may play lands and cast spells with mana value 4 or greater from the top of your library."
    ));
}
