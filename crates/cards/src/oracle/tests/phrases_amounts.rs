//! Unit tests of amounts and counts in effects (`grammar/phrases/amounts.rs`): "for each" multipliers,
//! amounts counted per player, arithmetic on amounts.

use crate::oracle::tests::{program, supported};
use grimoire_engine::*;

#[test]
fn gain_life_for_each_card_in_your_hand() {
    let def = supported("Instant", "You gain 2 life for each card in your hand.");
    let Instr::GainLife { who: Ref::You, amount: Amount::Times(2, inner) } = &program(&def)[0] else {
        panic!("{:?}", program(&def))
    };
    assert!(matches!(**inner, Amount::CardsIn(Zone::Hand, PlayerFilter::You, _)), "{inner:?}");
}

#[test]
fn draw_a_card_for_each_tapped_creature_target_opponent_controls() {
    let def = supported("Sorcery", "Draw a card for each tapped creature target opponent controls.");
    let e = match &def.abilities[0] {
        Ability::Spell(e) => e,
        other => panic!("{other:?}"),
    };
    assert_eq!(e.targets.len(), 1);
    let Instr::Draw { who: Ref::You, amount: Amount::CountControlledBy(f, who) } = &e.program[0] else {
        panic!("{:?}", e.program)
    };
    assert_eq!(**who, Ref::Target(0));
    assert!(format!("{f:?}").contains("Tapped"), "{f:?}");
}

#[test]
fn tokens_for_each_creature_you_control() {
    let def = supported("Sorcery", "Create a 1/1 green Saproling creature token for each creature you control.");
    let Instr::CreateToken { count: Amount::Count(_), .. } = &program(&def)[0] else { panic!("{:?}", program(&def)) };
}

#[test]
fn each_player_loses_life_for_each_creature_they_control() {
    let def = supported("Enchantment", "{T}: Each player loses 1 life for each creature they control.");
    let Instr::ForEach { what: Ref::EachPlayer, then } = &program(&def)[0] else { panic!("{:?}", program(&def)) };
    let [Instr::LoseLife { who: Ref::EachOne, amount: Amount::CountControlledBy(_, whose) }] = &then[..] else {
        panic!("{then:?}")
    };
    assert_eq!(**whose, Ref::EachOne);
}

#[test]
fn x_is_two_plus_the_number_of_cards_named_self_in_all_graveyards() {
    let def = supported(
        "Instant",
        "Card deals X damage to any target, where X is 2 plus the number of cards named Card in all graveyards.",
    );
    let Instr::DealDamage { hits, .. } = &program(&def)[0] else { panic!("{:?}", program(&def)) };
    let [(Amount::Plus(a, b), _)] = &hits[..] else { panic!("{hits:?}") };
    assert_eq!(**a, Amount::Fixed(2));
    assert!(matches!(**b, Amount::CardsIn(Zone::Graveyard, PlayerFilter::Any, _)), "{b:?}");
}

#[test]
fn gain_x_plus_one_life() {
    let def = supported("Sorcery", "You gain X plus 3 life.");
    assert_eq!(
        program(&def)[0],
        Instr::GainLife { who: Ref::You, amount: Amount::Plus(Box::new(Amount::X), Box::new(Amount::Fixed(3))) }
    );
}

#[test]
fn draw_cards_equal_to_a_count() {
    let def = supported("Sorcery", "Draw cards equal to the number of creatures you control.");
    assert!(matches!(&program(&def)[0], Instr::Draw { amount: Amount::Count(_), .. }), "{:?}", program(&def));
}

#[test]
fn x_target_lands() {
    let def = supported("Sorcery", "Destroy X target lands.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("a spell") };
    assert_eq!(e.targets[0].count, Some(Amount::X));
    assert_eq!((e.targets[0].min, e.targets[0].max), (1, u8::MAX));
}

#[test]
fn up_to_x_target_lands_where_x_is_verse_counters() {
    let def = supported(
        "Enchantment",
        "{R}, Sacrifice Card: Destroy up to X target lands, where X is the number of verse counters on Card.",
    );
    let a = crate::oracle::tests::activated(&def);
    let t = &a.effect.targets[0];
    assert_eq!(t.min, 0);
    assert!(matches!(&t.count, Some(Amount::CountersOn(r, _)) if **r == Ref::Source), "{:?}", t.count);
}

#[test]
fn damage_equal_to_the_sacrificed_creatures_power() {
    let def = supported(
        "Creature — Giant",
        "{T}, Sacrifice a creature: Card deals damage equal to the sacrificed creature's power to any target.",
    );
    let Instr::DealDamage { hits, .. } = &program(&def)[0] else { panic!("{:?}", program(&def)) };
    let [(amount, _)] = &hits[..] else { panic!("{hits:?}") };
    assert_eq!(*amount, Amount::PowerOf(Box::new(Ref::Paid)));
}

#[test]
fn mills_cards_equal_to_the_sacrificed_creatures_power() {
    let def = supported(
        "Artifact",
        "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.",
    );
    assert!(matches!(&program(&def)[0], Instr::Mill { amount: Amount::PowerOf(_), .. }), "{:?}", program(&def));
}

#[test]
fn each_player_draws_for_each_creature_card_in_their_graveyard() {
    let def = supported("Sorcery", "Each player draws a card for each creature card in their graveyard.");
    let Instr::ForEach { what: Ref::EachPlayer, then } = &program(&def)[0] else { panic!("{:?}", program(&def)) };
    let [Instr::Draw { who: Ref::EachOne, amount: Amount::CardsOf(Zone::Graveyard, whose, _) }] = &then[..] else {
        panic!("{then:?}")
    };
    assert_eq!(**whose, Ref::EachOne);
}

#[test]
fn where_x_is_defined_for_an_action_that_ignores_it_is_unsupported() {
    let face = crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Instant",
        "Counter target spell unless its controller pays {X}, where X is its mana value.",
    );
    assert!(crate::oracle::compile_face(&face).unsupported.is_some());
}

#[test]
fn draw_cards_equal_to_the_greatest_power_among_creatures_you_control() {
    let def = supported("Sorcery", "Draw cards equal to the greatest power among creatures you control.");
    let Instr::Draw { who: Ref::You, amount: Amount::Greatest(Stat::Power, f) } = &program(&def)[0] else {
        panic!("{:?}", program(&def))
    };
    assert!(format!("{f:?}").contains("ControlledBy(You)"), "{f:?}");
    let def = supported("Sorcery", "You gain life equal to the greatest toughness among creatures you control.");
    assert!(matches!(&program(&def)[0], Instr::GainLife { amount: Amount::Greatest(Stat::Toughness, _), .. }));
    let def = supported("Sorcery", "You gain life equal to the highest mana value among permanents you control.");
    assert!(matches!(&program(&def)[0], Instr::GainLife { amount: Amount::Greatest(Stat::ManaValue, _), .. }));
}

#[test]
fn the_greatest_power_among_cards_in_a_graveyard_is_not_read() {
    // The amount counts permanents only; cards in another zone stay an error.
    let text = crate::oracle::tests::unsupported(
        "Sorcery",
        "You gain life equal to the greatest power among creature cards in your graveyard.",
    );
    assert!(!text.is_empty());
}

#[test]
fn the_greatest_power_for_an_effect_on_each_creature_is_not_read() {
    // CR 608.2h: X is read once as the spell resolves; an effect repeated for each creature
    // would read it again after pumping the first ones, so the card stays unsupported.
    let text = crate::oracle::tests::unsupported(
        "Sorcery",
        "Until end of turn, creatures you control gain trample and get +X/+X, where X is the greatest power among creatures you control.",
    );
    assert!(text.contains("read once"), "{text}");
}
