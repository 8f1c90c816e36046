//! Unit tests of the references to a trigger event's participants (CR 603.2, 608.2b): "that
//! player", "that spell", "its controller" bind the spell that targeted, the creature that
//! dealt the damage, the controller of the dying creature; a reference nothing can bind makes
//! the card unsupported (`ir/binding.rs`). Also "you may pay ... and discard a card" as one
//! cost (CR 118.12) and a delayed ability about the card the source became (CR 400.7e).

use crate::oracle::compile_face;
use crate::oracle::tests::{program, supported, test_face, triggered};
use grimoire_engine::*;

fn controller_of(r: Ref) -> Ref {
    Ref::ControllerOf(Box::new(r))
}

fn why_unsupported(type_line: &str, text: &str) -> String {
    let def = compile_face(&test_face("Card", Some("{1}"), type_line, text));
    def.unsupported.unwrap_or_else(|| panic!("supported: {text}"))
}

#[test]
fn that_player_of_a_targeting_spell_is_its_controller() {
    let liege = supported(
        "Creature — Elemental Warrior",
        "Whenever Card becomes the target of a spell or ability an opponent controls, that player loses 4 life.",
    );
    assert_eq!(
        triggered(&liege).effect.program,
        vec![Instr::LoseLife { who: controller_of(Ref::EventOther), amount: Amount::Fixed(4) }]
    );
    let regent = supported(
        "Creature — Dragon",
        "Whenever a Dragon you control becomes the target of a spell or ability an opponent controls, Card deals 3 damage to that player.",
    );
    let Instr::DealDamage { hits, .. } = &triggered(&regent).effect.program[0] else { panic!("damage") };
    assert_eq!(hits[0].1, controller_of(Ref::EventOther));
}

#[test]
fn that_spell_is_the_targeting_spell() {
    let smasher = supported(
        "Creature — Eldrazi",
        "Whenever Card becomes the target of a spell an opponent controls, counter that spell unless its controller discards a card.",
    );
    let p = &triggered(&smasher).effect.program;
    assert!(matches!(&p[0], Instr::PlayerMay { who, .. } if *who == controller_of(Ref::EventOther)));
    let Instr::If { then, .. } = &p[1] else { panic!("unless") };
    assert_eq!(then, &vec![Instr::Counter { what: Ref::EventOther, to: Zone::Graveyard }]);
    // A cast trigger's "that spell" is still the spell cast.
    let cast = supported("Enchantment", "Whenever an opponent casts a spell, counter that spell.");
    assert!(matches!(&triggered(&cast).effect.program[0], Instr::Counter { what: Ref::Triggering, .. }));
}

#[test]
fn its_controller_of_a_damage_source_is_the_creatures() {
    let brood = supported(
        "Creature — Sliver",
        "Whenever a Sliver deals combat damage to a player, its controller may create a 1/1 colorless Sliver creature token.",
    );
    assert!(matches!(
        &triggered(&brood).effect.program[0],
        Instr::PlayerMay { who, .. } if *who == controller_of(Ref::EventOther)
    ));
    // "that player" is still the player dealt damage.
    let specter = supported(
        "Creature — Specter",
        "Whenever a creature you control deals combat damage to a player, that player discards a card.",
    );
    assert!(matches!(&triggered(&specter).effect.program[0], Instr::Discard { who: Ref::Triggering, .. }));
}

#[test]
fn that_player_is_the_controller_named_by_the_subject_or_the_target() {
    let wurm = supported(
        "Creature — Phyrexian Wurm",
        "Whenever a creature an opponent controls dies, that player loses 2 life.",
    );
    assert_eq!(
        triggered(&wurm).effect.program,
        vec![Instr::LoseLife { who: controller_of(Ref::Triggering), amount: Amount::Fixed(2) }]
    );
    let execution = supported(
        "Instant",
        "Destroy target creature an opponent controls. Each other creature that player controls gets -2/-0 until end of turn.",
    );
    let Instr::Pump { what: Ref::EachControlledBy(_, who), .. } = &program(&execution)[1] else { panic!("pump") };
    assert_eq!(**who, controller_of(Ref::Target(0)));
    let horror = supported(
        "Creature — Homunculus Horror",
        "When Card enters, return target permanent to its owner's hand, then that player discards a card.",
    );
    assert!(matches!(
        &triggered(&horror).effect.program[1],
        Instr::Discard { who: Ref::OwnerOf(o), .. } if **o == Ref::Target(0)
    ));
}

#[test]
fn a_reference_nothing_binds_is_unsupported() {
    // CR 607.2e: "that player" would be the first ability's target, which isn't remembered.
    let why =
        why_unsupported("Creature — Nightmare Horror", "When Card leaves the battlefield, that player gains 6 life.");
    assert!(why.contains("not a player"), "{why}");
    let why = why_unsupported("Sorcery", "Destroy target creature. That player loses 2 life.");
    assert!(why.contains("none of"), "{why}");
}

#[test]
fn pay_and_discard_is_one_optional_cost() {
    let wolf = supported(
        "Creature — Elemental Wolf",
        "Whenever Card attacks, you may pay {1}{R} and discard a card. If you do, Card deals damage to target creature or planeswalker equal to the discarded card's mana value.",
    );
    let p = &triggered(&wolf).effect.program;
    assert_eq!(p.len(), 1);
    let Instr::If { condition: Condition::YourHandSize(Cmp::Ge, 1), then } = &p[0] else { panic!("{p:?}") };
    assert!(matches!(then[0], Instr::PayCost { .. }));
    let Instr::If { condition: Condition::PreviousDidSomething, then: paid } = &then[1] else { panic!("paid") };
    assert!(matches!(paid[0], Instr::Discard { .. }));
    assert!(matches!(&paid[1], Instr::If { condition: Condition::PreviousDidSomething, .. }));
}

#[test]
fn a_delayed_return_of_the_card_itself_follows_the_card() {
    let brood = supported(
        "Creature — Insect",
        "When Card is put into your graveyard from the battlefield, at the beginning of the next end step, you lose 1 life and return Card to your hand.",
    );
    let Instr::DelayedTriggerAbout { about, program, .. } = &triggered(&brood).effect.program[0] else {
        panic!("delayed")
    };
    assert_eq!(*about, Ref::Source);
    assert_eq!(program[1], Instr::ReturnToHand { what: Ref::Triggering });
}

#[test]
fn that_much_binds_only_an_event_with_an_amount() {
    // CR 603.2c: damage carries its amount to "that much"; drawing a card has none, and the
    // card stays unsupported rather than resolve with 0 (the IR check is `ir/binding.rs`'s).
    let lifelink =
        supported("Enchantment", "Whenever a creature you control deals combat damage, you gain that much life.");
    assert_eq!(
        triggered(&lifelink).effect.program,
        vec![Instr::GainLife { who: Ref::You, amount: Amount::EventAmount }]
    );
    why_unsupported("Creature — Cleric", "Whenever you draw a card, each opponent loses that much life.");
}
