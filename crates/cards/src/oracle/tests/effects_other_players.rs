//! Unit tests of choices made by players other than the controller (CR 608.2d) and the
//! other player's side of "unless" (CR 118.12).

use crate::oracle::tests::{program, supported};
use grimoire_engine::*;

fn pay(who: Ref, mana: &str, life: u32, times: Amount) -> Instr {
    let mana = if mana.is_empty() { ManaCost::default() } else { ManaCost::parse(mana).unwrap() };
    Instr::PayCost { who, mana, life, times, energy: 0 }
}

fn not_done(then: Vec<Instr>) -> Instr {
    Instr::If { condition: Condition::Not(Box::new(Condition::PreviousDidSomething)), then }
}

#[test]
fn any_player_may_have_it_deal_damage_to_them() {
    let def = supported(
        "Sorcery",
        "Any player may have Card deal 5 damage to them. If no one does, target player draws three cards.",
    );
    let [Instr::PlayerMay { who: Ref::EachPlayer, then, until_one: true, .. }, Instr::If { condition, then: rest }] =
        program(&def)
    else {
        panic!("{:?}", program(&def))
    };
    assert_eq!(then, &[Instr::damage(Amount::Fixed(5), Ref::Chooser)]);
    assert_eq!(condition, &Condition::Not(Box::new(Condition::PreviousDidSomething)));
    assert_eq!(rest, &[Instr::Draw { who: Ref::Target(0), amount: Amount::Fixed(3) }]);
}

#[test]
fn unless_that_creatures_controller_has_it_deal_damage() {
    let def = supported(
        "Instant",
        "Card deals 3 damage to target creature unless that creature's controller has Card deal 5 damage to them.",
    );
    let controller = Ref::ControllerOf(Box::new(Ref::Target(0)));
    assert_eq!(
        program(&def),
        &[
            Instr::PlayerMay {
                who: controller,
                prompt: "that creature's controller has Card deal 5 damage to them".into(),
                then: vec![Instr::damage(Amount::Fixed(5), Ref::Chooser)],
                until_one: true,
            },
            not_done(vec![Instr::damage(Amount::Fixed(3), Ref::Target(0))]),
        ]
    );
}

#[test]
fn unless_any_player_pays() {
    let def = supported("Creature — Shade", "{B}: Card gets +1/+1 until end of turn unless any player pays {2}.");
    let [Instr::PlayerMay { who: Ref::EachPlayer, then, until_one: true, .. }, Instr::If { .. }] = program(&def) else {
        panic!("{:?}", program(&def))
    };
    assert_eq!(then, &[pay(Ref::Chooser, "{2}", 0, Amount::Fixed(1))]);
}

#[test]
fn unless_first_and_then_if_any_player_pays() {
    let def = supported("Sorcery", "Unless target player pays {3}, that player loses 5 life and you gain 5 life.");
    let [first, Instr::If { then: rest, .. }] = program(&def) else { panic!("{:?}", program(&def)) };
    assert_eq!(first, &pay(Ref::Target(0), "{3}", 0, Amount::Fixed(1)));
    assert_eq!(rest[0], Instr::LoseLife { who: Ref::Target(0), amount: Amount::Fixed(5) });
    let def = supported("Sorcery", "Draw three cards. Then if any player pays {2}, discard three cards.");
    let [_, Instr::PlayerMay { who: Ref::EachPlayer, .. }, Instr::If { condition: Condition::PreviousDidSomething, .. }] =
        program(&def)
    else {
        panic!("{:?}", program(&def))
    };
}

#[test]
fn payments_of_life_and_for_each() {
    let def = supported("Instant", "Destroy target creature unless its controller pays life equal to its toughness.");
    let Instr::PlayerMay { then, .. } = &program(&def)[0] else { panic!("{:?}", program(&def)) };
    assert_eq!(then, &[pay(Ref::Chooser, "", 1, Amount::ToughnessOf(Box::new(Ref::Target(0))))]);
    let def = supported("Creature — Wizard", "{T}: Counter target spell unless its controller pays {1} and 1 life.");
    assert_eq!(program(&def)[0], pay(Ref::ControllerOf(Box::new(Ref::Target(0))), "{1}", 1, Amount::Fixed(1)));
}

#[test]
fn another_player_may_draw_or_sacrifice() {
    let def = supported("Creature — Spirit", "Whenever Card attacks, defending player may draw a card.");
    assert_eq!(
        program(&def),
        &[Instr::PlayerMay {
            who: Ref::DefendingPlayer,
            prompt: "defending player may draw a card".into(),
            then: vec![Instr::Draw { who: Ref::Chooser, amount: Amount::Fixed(1) }],
            until_one: true,
        }]
    );
    let def = supported(
        "Creature — Wurm",
        "When Card enters the battlefield, any player may sacrifice a land. If a player does, put Card on top of its owner's library.",
    );
    let [Instr::PlayerMay { who: Ref::EachPlayer, until_one: true, .. }, Instr::If { condition: Condition::PreviousDidSomething, .. }] =
        program(&def)
    else {
        panic!("{:?}", program(&def))
    };
}

#[test]
fn another_player_creates_tokens() {
    let def = supported(
        "Instant",
        "Destroy target creature. It can't be regenerated. Its controller creates a 1/1 white Spirit creature token with flying.",
    );
    let Instr::CreateToken { who, .. } = &program(&def)[1] else { panic!("{:?}", program(&def)) };
    assert_eq!(who, &Ref::ControllerOf(Box::new(Ref::Target(0))));
}

#[test]
fn several_sacrifices_stay_unsupported() {
    let face = crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Creature — Beast",
        "When Card enters the battlefield, any player may sacrifice two creatures. If a player does, sacrifice Card.",
    );
    assert!(crate::oracle::compile_face(&face).unsupported.is_some());
}

#[test]
fn then_the_player_or_controller_may_and_copy() {
    let def = supported(
        "Instant",
        "Card deals 3 damage to any target. Then that player or that permanent's controller may discard a card. If the player does, they may copy this spell and may choose a new target for that copy.",
    );
    let [_, Instr::PlayerMay { who, then, .. }, Instr::If { then: copy, .. }] = program(&def) else {
        panic!("{:?}", program(&def))
    };
    assert_eq!(who, &Ref::ControllerOf(Box::new(Ref::Target(0))));
    assert_eq!(then, &[Instr::Discard { who: Ref::Chooser, amount: Amount::Fixed(1), random: false }]);
    assert!(matches!(&copy[..], [Instr::CopySpell { optional: true, .. }]), "{copy:?}");
}

#[test]
fn an_additional_pump_unless_any_player_pays() {
    let def = supported(
        "Instant",
        "Target creature gets +1/+1 until end of turn. That creature gets an additional +4/+4 until end of turn unless any player pays {2}.",
    );
    let [_, Instr::PlayerMay { who: Ref::EachPlayer, .. }, Instr::If { then, .. }] = program(&def) else {
        panic!("{:?}", program(&def))
    };
    assert!(matches!(&then[..], [Instr::Pump { what: Ref::Target(0), .. }]), "{then:?}");
}

#[test]
fn each_other_player_may_put_a_card_onto_the_battlefield() {
    let def = supported(
        "Creature — Beast",
        "When Card enters the battlefield, each other player may put a creature card from their hand onto the battlefield.",
    );
    let [Instr::PlayerMay { who: Ref::EachOpponent, then, until_one: false, .. }] = program(&def) else {
        panic!("{:?}", program(&def))
    };
    assert!(
        matches!(
            &then[..],
            [Instr::ChooseCards { zone: Zone::Hand, .. }, Instr::PutOntoBattlefield { under: Ref::Chooser, .. }]
        ),
        "{then:?}"
    );
    // CR 303.4f: an Aura would need a choice of what it enchants.
    let face = crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Creature — Griffin",
        "When Card enters the battlefield, each other player may put an artifact or enchantment card onto the battlefield from their hand.",
    );
    assert!(crate::oracle::compile_face(&face).unsupported.is_some());
}

#[test]
fn a_card_chosen_from_a_revealed_hand_with_mana_value_3_or_less() {
    let def = crate::oracle::compile_face(&crate::oracle::tests::test_face(
        "Inquisition of Kozilek",
        Some("{B}"),
        "Sorcery",
        "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.",
    ));
    assert_eq!(def.unsupported, None);
    assert!(format!("{:?}", def.abilities).contains("ManaValue(Le, Fixed(3))"), "{:?}", def.abilities);
}

#[test]
fn each_player_discards_their_hand_then_draws_seven_cards() {
    let def = supported("Sorcery", "Each player discards their hand, then draws seven cards.");
    assert_eq!(
        program(&def),
        &[
            Instr::DiscardCards { what: Ref::CardsIn(Zone::Hand, Box::new(Ref::EachPlayer)) },
            Instr::Draw { who: Ref::EachPlayer, amount: Amount::Fixed(7) },
        ]
    );
    let def = supported("Sorcery", "Discard your hand, then draw three cards.");
    assert!(
        matches!(&program(&def)[0], Instr::DiscardCards { what: Ref::CardsIn(Zone::Hand, who) } if **who == Ref::You),
        "{:?}",
        program(&def)
    );
}

#[test]
fn sacrifices_then_gains_life_equal_to_that_creatures_toughness() {
    // CR 608.2h: "that creature" is the permanent sacrificed, read as it last existed.
    let def = super::supported(
        "Instant",
        "Target player sacrifices a creature, then gains life equal to that creature's toughness.",
    );
    assert_eq!(
        super::program(&def),
        [
            Instr::Sacrifice { who: Ref::Target(0), filter: Filter::creature(), count: Amount::Fixed(1) },
            Instr::GainLife { who: Ref::Target(0), amount: Amount::ToughnessOf(Box::new(Ref::Affected)) },
        ]
    );
}
