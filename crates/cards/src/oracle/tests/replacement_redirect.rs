//! Unit tests of the redirection templates (CR 614.9) and the "next time" shields they
//! share a grammar with (CR 615.8), with the IR each produces.

use crate::oracle::tests::{program, supported as card};
use grimoire_engine::*;
use grimoire_engine::{DamageFrom, RedirectLimit, RedirectSpec, RedirectTo};

fn spec(def: &CardDef) -> RedirectSpec {
    match program(def) {
        [Instr::RedirectDamage(s)] => (**s).clone(),
        other => panic!("not a redirection: {other:?}"),
    }
}

#[test]
fn the_next_one_damage_to_self_goes_to_a_target() {
    let def = card(
        "Creature — Kor Warrior",
        "{0}: The next 1 damage that would be dealt to Card this turn is dealt to target creature you control instead.",
    );
    assert_eq!(
        spec(&def),
        RedirectSpec {
            to: vec![Ref::Source],
            from: DamageFrom::Any,
            filter: Filter::Any,
            combat_only: false,
            limit: RedirectLimit::Next(Amount::Fixed(1)),
            dest: RedirectTo::Ref(Ref::Target(0)),
        }
    );
    let def = card(
        "Creature — Human Knight",
        "{X}, {T}: The next X damage that would be dealt this turn to target white creature you control is dealt to Card instead.",
    );
    let s = spec(&def);
    assert_eq!((s.to, s.dest), (vec![Ref::Target(0)], RedirectTo::Ref(Ref::Source)));
    let def = card(
        "Creature — Avatar",
        "{0}: The next 1 damage that would be dealt to Card this turn is dealt to its owner instead.",
    );
    assert_eq!(spec(&def).dest, RedirectTo::Ref(Ref::OwnerOf(Box::new(Ref::Source))));
}

#[test]
fn the_next_time_a_chosen_source_would_deal_damage() {
    let def = card(
        "Artifact",
        "{3}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature you control instead.",
    );
    let s = spec(&def);
    assert_eq!((s.to, s.from, s.limit), (vec![Ref::You], DamageFrom::Chosen, RedirectLimit::NextTime));
    assert_eq!(s.dest, RedirectTo::Ref(Ref::Target(0)));
    let def = card(
        "Instant",
        "The next time a source of your choice would deal damage this turn, that damage is dealt to that source's controller instead.",
    );
    let s = spec(&def);
    assert_eq!((s.to, s.dest), (vec![], RedirectTo::SourceController));
}

#[test]
fn the_source_deals_the_damage_elsewhere() {
    let def = card(
        "Creature — Human Rebel",
        "{2}{W}: The next time target attacking creature would deal combat damage to Card this turn, that creature deals that damage to itself instead.",
    );
    let s = spec(&def);
    assert_eq!(s.from, DamageFrom::Objects(Ref::Target(0)));
    assert!(s.combat_only);
    assert_eq!(s.dest, RedirectTo::SourceItself);
    let def = card(
        "Enchantment",
        "{1}: The next time an instant or sorcery spell would deal damage to you this turn, that spell deals that damage to its controller instead.",
    );
    let s = spec(&def);
    assert_eq!(s.from, DamageFrom::Any);
    assert_eq!(s.filter, Filter::Or(vec![Filter::Type(CardType::Instant), Filter::Type(CardType::Sorcery)]));
    assert_eq!(s.dest, RedirectTo::SourceController);
}

#[test]
fn all_damage_this_turn_by_a_target() {
    let def = card(
        "Creature — Nightstalker",
        "{B}, {T}: All damage that would be dealt to you this turn by target attacking creature is dealt to Card instead.",
    );
    let s = spec(&def);
    assert_eq!(s.to, vec![Ref::You]);
    assert_eq!(s.from, DamageFrom::Objects(Ref::Target(0)));
    assert_eq!((s.limit, s.dest), (RedirectLimit::ThisTurn, RedirectTo::Ref(Ref::Source)));
}

#[test]
fn a_creature_of_your_choice_with_shadow_is_a_prevention_shield() {
    let def = card(
        "Enchantment",
        "{W}: The next time a creature of your choice with shadow would deal damage to you this turn, prevent that damage.",
    );
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::NextTime,
            from: DamageFrom::Chosen,
            filter: Filter::And(vec![Filter::Type(CardType::Creature), Filter::Keyword(Keyword::Shadow)]),
            to: Some(Ref::You),
            combat_only: false
        }))]
    );
}

#[test]
fn redirection_needs_this_turn_and_instead() {
    let text = "{0}: The next 1 damage that would be dealt to Card is dealt to target creature you control instead.";
    let face = crate::oracle::tests::test_face("Card", Some("{1}"), "Creature — Kor", text);
    assert!(crate::oracle::compile_face(&face).unsupported.is_some());
}

#[test]
fn shields_on_a_source_and_on_a_chosen_source() {
    let def = card("Artifact", "{2}: Prevent the next 1 damage that would be dealt by Card this turn.");
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::Next(Amount::Fixed(1)),
            from: DamageFrom::Objects(Ref::Source),
            filter: Filter::Any,
            to: None,
            combat_only: false
        }))]
    );
    let def =
        card("Creature — Human", "{3}: The next time Card would deal damage to you this turn, prevent that damage.");
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::NextTime,
            from: DamageFrom::Objects(Ref::Source),
            filter: Filter::Any,
            to: Some(Ref::You),
            combat_only: false
        }))]
    );
    let def = card("Instant", "Prevent all damage a source of your choice would deal this turn.");
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::ThisTurn,
            from: DamageFrom::Chosen,
            filter: Filter::Any,
            to: None,
            combat_only: false
        }))]
    );
    let def = card("Instant", "Prevent all damage that would be dealt to you this turn by a source of your choice.");
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::ThisTurn,
            from: DamageFrom::Chosen,
            filter: Filter::Any,
            to: Some(Ref::You),
            combat_only: false
        }))]
    );
    let def = card(
        "Creature — Human",
        "{W}{W}, {T}: Prevent the next 4 damage that would be dealt this turn to target creature you control.",
    );
    assert_eq!(
        program(&def),
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::Next(Amount::Fixed(4)),
            from: DamageFrom::Any,
            filter: Filter::Any,
            to: Some(Ref::Target(0)),
            combat_only: false
        }))]
    );
}

#[test]
fn another_target_as_the_new_recipient_is_refused() {
    let text = "All damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another target creature instead.";
    let face = crate::oracle::tests::test_face("Card", Some("{1}"), "Instant", text);
    assert!(crate::oracle::compile_face(&face).unsupported.is_some());
}

#[test]
fn damage_to_an_opponent_goes_to_a_target_creature() {
    let def = card(
        "Creature — Soltari Soldier",
        "{0}: The next time Card would deal combat damage to an opponent this turn, it deals that damage to target creature instead.",
    );
    let s = spec(&def);
    assert_eq!((s.to, s.from), (vec![Ref::EachOpponent], DamageFrom::Objects(Ref::Source)));
    assert!(s.combat_only);
    assert_eq!(s.dest, RedirectTo::Ref(Ref::Target(0)));
}

fn replacement(def: &CardDef) -> Replacement {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Static(StaticAbility::Replacement(r)) => Some(r.clone()),
            _ => None,
        })
        .expect("a replacement effect")
}

#[test]
fn damage_plus_minus_and_capped() {
    use grimoire_engine::DamageChange;
    let spell = Filter::Or(vec![Filter::Type(CardType::Instant), Filter::Type(CardType::Sorcery)]);
    let def = card(
        "Creature — Unicorn",
        "If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or player instead.",
    );
    assert_eq!(
        replacement(&def),
        Replacement::ModifyDamage { to: DamageRecipient::Any, from: spell.clone(), change: DamageChange::Minus(1) }
    );
    let def = card(
        "Enchantment",
        "If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.",
    );
    let red_spell = Filter::Color(Color::Red).and(spell);
    assert_eq!(
        replacement(&def),
        Replacement::ModifyDamage { to: DamageRecipient::Any, from: red_spell, change: DamageChange::Plus(1) }
    );
    let def = card(
        "Enchantment",
        "If a source would deal 4 or more damage to a permanent or player, that source deals 3 damage to that permanent or player instead.",
    );
    assert_eq!(
        replacement(&def),
        Replacement::ModifyDamage { to: DamageRecipient::Any, from: Filter::Any, change: DamageChange::Cap(3) }
    );
    let yours = Filter::Type(CardType::Creature).and(Filter::ControlledBy(PlayerFilter::You));
    let def = card(
        "Enchantment",
        "If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.",
    );
    assert_eq!(
        replacement(&def),
        Replacement::ModifyDamage {
            to: DamageRecipient::Objects(yours.clone()),
            from: Filter::Any,
            change: DamageChange::Minus(1)
        }
    );
    let def = card(
        "Enchantment",
        "If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
    );
    assert_eq!(replacement(&def), Replacement::DoubleDamage { to: DamageRecipient::Any, from: yours });
}
