//! Unit tests of the replacement and prevention templates (CR 614, 615), with the IR
//! each produces.

use crate::oracle::tests::supported as card;
use grimoire_engine::*;

fn replacement(def: &CardDef) -> &Replacement {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Static(StaticAbility::Replacement(r)) => Some(r),
            _ => None,
        })
        .expect("a replacement effect")
}

fn program(def: &CardDef) -> &[Instr] {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Activated(a) => Some(&a.effect.program[..]),
            Ability::Spell(e) => Some(&e.program[..]),
            _ => None,
        })
        .expect("a program")
}

#[test]
fn circle_of_protection() {
    let def = card(
        "Enchantment",
        "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
    );
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::NextTime,
            from: DamageFrom::Chosen,
            filter: Filter::Color(Color::Red),
            to: Some(Ref::You),
            combat_only: false
        }))]
    );
    let def = card(
        "Enchantment",
        "{W}: The next time a black or red source of your choice would deal damage this turn, prevent that damage.",
    );
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::NextTime,
            from: DamageFrom::Chosen,
            filter: Filter::Or(vec![Filter::Color(Color::Black), Filter::Color(Color::Red)]),
            to: None,
            combat_only: false
        }))]
    );
}

#[test]
fn prevent_some_of_that_damage() {
    let def = card("Enchantment", "If a red source would deal damage to you, prevent 2 of that damage.");
    assert_eq!(
        replacement(&def),
        &Replacement::PreventDamage {
            to: DamageRecipient::Players(PlayerFilter::You),
            from: Filter::Color(Color::Red),
            amount: Some(2),
            combat_only: false
        }
    );
}

#[test]
fn prevent_all_damage_to_and_by() {
    let def = card("Creature — Wall", "Prevent all combat damage that would be dealt to and dealt by Card.");
    let statics: Vec<_> = def.abilities.iter().filter(|a| matches!(a, Ability::Static(_))).collect();
    assert_eq!(statics.len(), 2);
    let def = card("Creature — Human", "Prevent all damage that would be dealt to Card by creatures.");
    assert_eq!(
        replacement(&def),
        &Replacement::PreventDamage {
            to: DamageRecipient::Objects(Filter::Source),
            from: Filter::Type(CardType::Creature),
            amount: None,
            combat_only: false
        }
    );
}

#[test]
fn prevent_all_this_turn() {
    let def = card("Instant", "Prevent all combat damage that would be dealt by target creature this turn.");
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::ThisTurn,
            from: DamageFrom::Objects(Ref::Target(0)),
            filter: Filter::Any,
            to: None,
            combat_only: true
        }))]
    );
}

#[test]
fn would_die_instead() {
    let def = card("Creature — Zombie", "If Card would die, put Card on top of its owner's library instead.");
    assert_eq!(
        replacement(&def),
        &Replacement::GraveyardInstead { what: Filter::Source, dies: true, dest: Destination::LibraryTop }
    );
    let def = card(
        "Artifact",
        "If Card would be put into a graveyard from anywhere, reveal Card and shuffle it into its owner's library instead.",
    );
    assert_eq!(
        replacement(&def),
        &Replacement::GraveyardInstead { what: Filter::Source, dies: false, dest: Destination::ShuffleIntoLibrary }
    );
}

#[test]
fn draw_instead() {
    let def = card("Creature — Lizard", "If you would draw a card, you may skip that draw instead.");
    assert_eq!(
        replacement(&def),
        &Replacement::DrawInstead { who: PlayerFilter::You, optional: true, instead: DrawInstead::Skip }
    );
}

#[test]
fn enter_tapped() {
    let def = card("Enchantment", "Artifacts and lands enter the battlefield tapped.");
    assert!(matches!(replacement(&def), Replacement::EnterTapped { .. }));
}
