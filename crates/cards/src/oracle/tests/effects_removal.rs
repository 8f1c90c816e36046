//! Removal and conditional spells: "If that creature would die this turn, exile it instead."
//! (CR 614.1a, 700.4), "a creature dealt damage this way" (CR 608.2h), "monocolored" (CR
//! 105.2b), "all other permanents with the same name as that permanent" (CR 201.2), "Destroy
//! all artifacts, creatures, and enchantments.", "Exile all graveyards.", "another target"
//! (CR 115.3), exile until the source leaves the battlefield (CR 610.3), and conditions
//! comparing you with an opponent.

use super::*;

#[test]
fn exile_that_creature_if_it_would_die_this_turn() {
    let e = spell("Spell deals 2 damage to target creature. If that creature would die this turn, exile it instead.");
    let [Instr::DealDamage { .. }, Instr::Modify { what, effect, duration }] = &e.program[..] else {
        panic!("{:?}", e.program)
    };
    assert_eq!(*what, Ref::Target(0));
    assert_eq!(*effect, LayerEffect::AddRestriction(Restriction::ExiledInstead { leaving: false }));
    assert_eq!(*duration, Duration::EndOfTurn);
    // A creature or planeswalker: only a creature dies.
    spell(
        "Spell deals 3 damage to target creature or planeswalker. If that creature or planeswalker would die this turn, exile it instead.",
    );
}

#[test]
fn a_creature_dealt_damage_this_way() {
    let e = spell("Spell deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.");
    let [Instr::DealDamage { .. }, Instr::Modify { what: Ref::DealtDamageThisWay(f), effect, .. }] = &e.program[..]
    else {
        panic!("{:?}", e.program)
    };
    assert_eq!(*f, Filter::Type(CardType::Creature));
    assert_eq!(*effect, LayerEffect::AddRestriction(Restriction::ExiledInstead { leaving: false }));
    let e =
        spell("Spell deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.");
    let [_, Instr::Modify { what: Ref::DealtDamageThisWay(_), effect, .. }] = &e.program[..] else {
        panic!("{:?}", e.program)
    };
    assert_eq!(*effect, LayerEffect::AddRestriction(Restriction::CantBeRegenerated));
}

#[test]
fn monocolored_is_exactly_one_color() {
    let e = spell("Destroy target monocolored creature.");
    let a = format!("{:?}", e.targets);
    assert!(a.contains("ColorCount { min: 1, max: 1 }"), "{a}");
    let e = spell("Destroy target multicolored permanent.");
    assert!(format!("{:?}", e.targets).contains("ColorCount { min: 2, max: 5 }"));
}

#[test]
fn a_target_and_all_other_permanents_with_the_same_name() {
    let e = spell("Destroy target nonland permanent and all other permanents with the same name as that permanent.");
    let [Instr::Destroy { what: Ref::SameNameAs(of, f), .. }] = &e.program[..] else { panic!("{:?}", e.program) };
    assert_eq!(**of, Ref::Target(0));
    assert!(format!("{f:?}").contains("Permanent") || *f == Filter::Any, "{f:?}");
    let e = spell(
        "Target creature and all other creatures with the same name as that creature get -3/-3 until end of turn.",
    );
    let [Instr::Pump { what: Ref::SameNameAs(..), .. }] = &e.program[..] else { panic!("{:?}", e.program) };
}

#[test]
fn destroy_all_of_a_list_of_kinds() {
    let e = spell("Destroy all artifacts, creatures, and enchantments.");
    let [Instr::Destroy { what: Ref::Each(Filter::Or(kinds)), .. }] = &e.program[..] else { panic!("{:?}", e.program) };
    assert_eq!(
        kinds,
        &[Filter::Type(CardType::Artifact), Filter::Type(CardType::Creature), Filter::Type(CardType::Enchantment)]
    );
}

#[test]
fn exile_all_graveyards() {
    let e = spell("Exile all graveyards.");
    assert_eq!(
        e.program,
        vec![Instr::Exile {
            what: Ref::CardsIn(Zone::Graveyard, Box::new(Ref::EachPlayer)),
            until_source_leaves: false
        }]
    );
}

#[test]
fn another_target_differs_from_the_first() {
    let e = spell("Spell deals 2 damage to any target and 1 damage to another target.");
    let [first, second] = &e.targets[..] else { panic!("{:?}", e.targets) };
    assert!(!first.distinct && second.distinct);
    assert_eq!(second.players, Some(PlayerFilter::Any));
    let [Instr::DealDamage { hits, .. }] = &e.program[..] else { panic!("{:?}", e.program) };
    assert_eq!(hits.len(), 2);
}

#[test]
fn conditions_comparing_you_with_an_opponent() {
    let e = spell(
        "If you have less life than an opponent, you gain 6 life. If you control fewer creatures than an opponent, create three 1/1 white Soldier creature tokens.",
    );
    let a = format!("{:?}", e.program);
    assert!(a.contains("OpponentExceeds(Life)"), "{a}");
    assert!(a.contains("OpponentExceeds(Controls(Type(Creature)))"), "{a}");
}

#[test]
fn a_condition_checked_as_the_spell_resolves() {
    let e = spell("Destroy target creature. If you control a Swamp, draw a card.");
    let [Instr::Destroy { .. }, Instr::If { then, .. }] = &e.program[..] else { panic!("{:?}", e.program) };
    assert!(matches!(then[..], [Instr::Draw { .. }]));
}

#[test]
fn exile_until_the_source_leaves_the_battlefield() {
    // CR 610.3: Banishing Light / Banisher Priest.
    let def = supported(
        "Enchantment",
        "When Card enters the battlefield, exile target nonland permanent an opponent controls until Card leaves the battlefield.",
    );
    let [Ability::Triggered(t)] = &def.abilities[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(t.effect.program, vec![Instr::Exile { what: Ref::Target(0), until_source_leaves: true }]);
    // The 2024 wording, and a plain exile stays a plain exile.
    supported("Creature — Human", "When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.");
    let e = spell("Exile target creature.");
    assert_eq!(e.program, vec![Instr::Exile { what: Ref::Target(0), until_source_leaves: false }]);
}
