//! Unit tests of `grammar/phrases/this_way.rs`: "the damage dealt / life lost this way", "the
//! greatest number of cards a player discarded this way" (CR 608.2h).

use crate::oracle::compile_face;
use grimoire_engine::*;

fn compile(type_line: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face("Card", None, type_line, &text.replace('~', "Card")))
}

#[test]
fn damage_dealt_this_way_compiles_to_done_this_way() {
    let def =
        compile("Sorcery", "~ deals 2 damage to each other player. You gain life equal to the damage dealt this way.");
    assert!(def.unsupported.is_none(), "{:?}", def.unsupported);
    assert!(format!("{:?}", def.abilities).contains("DoneThisWay"));
}

#[test]
fn life_lost_this_way_compiles_to_done_this_way() {
    let def = compile("Sorcery", "Each opponent loses 1 life. You gain life equal to the life lost this way.");
    assert!(def.unsupported.is_none(), "{:?}", def.unsupported);
    assert!(format!("{:?}", def.abilities).contains("DoneThisWay"));
}

#[test]
fn damage_prevented_this_way_stays_unsupported() {
    // The prevented amount is not recorded: that sentence must not compile to the dealt amount.
    let def = compile(
        "Instant",
        "The next time a source of your choice would deal damage to you this turn, prevent that damage. You gain life equal to the damage prevented this way.",
    );
    assert!(def.unsupported.is_some());
}

#[test]
fn each_other_player_is_each_opponent_not_each_other_permanent() {
    let def = compile("Sorcery", "~ deals 2 damage to each other player.");
    let a = format!("{:?}", def.abilities);
    assert!(a.contains("EachOpponent") && !a.contains("Each(Other"), "{a}");
}

#[test]
fn if_condition_instead_replaces_the_sentence_before() {
    let def = compile(
        "Creature — Zombie",
        "{T}, Sacrifice ~: ~ deals 1 damage to each creature and each player. If you control a snow Swamp, ~ deals 2 damage to each creature and each player instead.",
    );
    assert!(def.unsupported.is_none(), "{:?}", def.unsupported);
    assert!(format!("{:?}", def.abilities).contains("Not(YouControl"));
}

#[test]
fn if_condition_without_instead_is_not_a_replacement() {
    let def = compile("Sorcery", "Draw a card. If you control a snow Swamp, you gain 2 life.");
    assert!(!format!("{:?}", def.abilities).contains("Not(YouControl"));
}

#[test]
fn the_greatest_number_a_player_discarded_this_way() {
    // Windfall (CR 608.2h): one draw for every player, of the most cards one player discarded.
    let def = compile(
        "Sorcery",
        "Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way.",
    );
    assert!(def.unsupported.is_none(), "{:?}", def.unsupported);
    let Some(Ability::Spell(e)) = def.abilities.first() else { panic!("{:?}", def.abilities) };
    assert_eq!(e.program[1], Instr::Draw { who: Ref::EachPlayer, amount: Amount::MostAffectedOfOnePlayer });
    // "the greatest number of cards a player sacrificed this way" is not read.
    let def = compile(
        "Sorcery",
        "Each player sacrifices a creature, then draws cards equal to the greatest number of cards a player sacrificed this way.",
    );
    assert!(def.unsupported.is_some());
}
