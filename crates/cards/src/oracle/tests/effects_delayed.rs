//! Unit tests of the "at the beginning of the next end step" delayed triggers (CR 603.7c),
//! "sacrifice it" (CR 701.21a), "that player may pay" (CR 118.12), the Mirage/Visions flash
//! sacrifice (CR 514.3a) and "At end of combat" triggers (CR 511.2), with the IR each produces.

use crate::oracle::compile_face;
use crate::oracle::tests::supported as card;
use crate::oracle::tests::{activated, triggered};
use grimoire_engine::*;

fn unsupported(type_line: &str, text: &str) -> bool {
    compile_face(&crate::oracle::tests::test_face("Card", Some("{1}"), type_line, text)).unsupported.is_some()
}

fn spell(def: &CardDef) -> &Effect {
    match &def.abilities[..] {
        [Ability::Spell(e)] => e,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_delayed_sacrifice_is_about_the_target_named_before() {
    let def = card(
        "Artifact",
        "{3}, {T}: Target creature you control gets +3/+3 until end of turn. Its controller sacrifices it at the beginning of the next end step.",
    );
    let program = &activated(&def).effect.program;
    assert_eq!(
        program[1],
        Instr::DelayedTriggerAbout {
            step: Step::End,
            about: Ref::Target(0),
            program: vec![Instr::SacrificeObjects {
                who: Ref::ControllerOf(Box::new(Ref::Triggering)),
                what: Ref::Triggering,
            }],
            text: "Its controller sacrifices it at the beginning of the next end step".into(),
        }
    );
}

#[test]
fn a_token_just_made_is_it() {
    let def = card(
        "Instant",
        "Create a 5/5 blue Wall creature token with defender. Sacrifice it at the beginning of the next end step.",
    );
    assert!(matches!(
        &spell(&def).program[1],
        Instr::DelayedTriggerAbout { about: Ref::Affected, step: Step::End, .. }
    ));
}

#[test]
fn the_sentence_may_come_first_and_the_cleanup_step_too() {
    let def = card(
        "Creature — Wizard",
        "{B}, {T}: Return target creature card from your graveyard to the battlefield. At the beginning of the next end step, sacrifice it.",
    );
    // CR 400.7: "it" is the permanent the card became, not the card in the graveyard.
    assert!(matches!(&activated(&def).effect.program[1], Instr::DelayedTriggerAbout { about: Ref::Affected, .. }));
    // "~" in a delayed ability about ~ is the object it is about (CR 603.7c): the same
    // permanent, or nothing once it has left the battlefield.
    let def = card(
        "Land",
        "{1}, {T}: Draw a card. Return Card to its owner's hand at the beginning of the next cleanup step.",
    );
    assert!(matches!(
        &activated(&def).effect.program[1],
        Instr::DelayedTriggerAbout { step: Step::Cleanup, about: Ref::Source, program, .. }
            if program == &vec![Instr::ReturnToHand { what: Ref::Triggering }]
    ));
}

#[test]
fn several_objects_or_targets_in_the_delayed_ability_are_refused() {
    assert!(unsupported(
        "Instant",
        "Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next cleanup step."
    ));
    assert!(unsupported("Instant", "Draw a card. Destroy target creature at the beginning of the next end step."));
}

#[test]
fn the_flash_permission_with_its_cleanup_sacrifice() {
    let def = card(
        "Enchantment",
        "You may cast Card as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.",
    );
    assert!(def.abilities.contains(&Ability::Static(StaticAbility::SacrificeAtCleanupIfFlashed)));
}

#[test]
fn that_player_sacrifices_that_creature_unless_they_pay() {
    let def = card(
        "Enchantment — Aura",
        "At the beginning of the upkeep of enchanted creature's controller, that player sacrifices that creature unless they pay {2}.",
    );
    let t = triggered(&def);
    assert_eq!(
        t.effect.program[1],
        Instr::If {
            condition: Condition::Not(Box::new(Condition::PreviousDidSomething)),
            then: vec![Instr::SacrificeObjects { who: Ref::Triggering, what: Ref::Attached }],
        }
    );
}

#[test]
fn another_player_may_pay_and_the_rest_depends_on_it() {
    let def = card(
        "Enchantment",
        "At the beginning of the upkeep of enchanted creature's controller, that player may pay {4}. If the player does, untap the creature.",
    );
    let t = triggered(&def);
    assert!(!t.optional);
    assert!(matches!(t.effect.program[0], Instr::PayCost { who: Ref::Triggering, .. }));
    assert_eq!(
        t.effect.program[1],
        Instr::If { condition: Condition::PreviousDidSomething, then: vec![Instr::Untap { what: Ref::Attached }] }
    );
}

#[test]
fn that_player_chooses_a_permanent_they_control() {
    let def = card(
        "Enchantment",
        "At the beginning of each player's upkeep, that player returns a creature they control to its owner's hand.",
    );
    let t = triggered(&def);
    assert_eq!(
        t.effect.program,
        vec![
            Instr::ChooseCards {
                chooser: Ref::Triggering,
                whose: Ref::Triggering,
                zone: Zone::Battlefield,
                filter: Filter::creature().and(Filter::ControlledBy(PlayerFilter::You)),
                count: Amount::Fixed(1),
                up_to: false,
            },
            Instr::ReturnToHand { what: Ref::Affected },
        ]
    );
    assert!(unsupported("Instant", "Each player returns a creature they control to its owner's hand."));
}

#[test]
fn that_player_of_a_cast_trigger_is_the_caster() {
    let def = card(
        "Enchantment",
        "Whenever a player casts a spell, that player may pay {2}. If the player does, they draw a card.",
    );
    let t = triggered(&def);
    let caster = Ref::ControllerOf(Box::new(Ref::Triggering));
    assert!(matches!(&t.effect.program[0], Instr::PayCost { who, .. } if *who == caster));
}

#[test]
fn at_end_of_combat_and_creatures_blocking_or_blocked_by_it() {
    let def = card("Creature — Beast", "At end of combat, destroy all creatures blocking or blocked by Card.");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::BeginningOfStep { step: Step::EndOfCombat, whose: PlayerFilter::Any });
    assert_eq!(
        t.effect.program,
        vec![Instr::Destroy {
            what: Ref::Each(Filter::creature().and(Filter::BlockingOrBlockedBySource)),
            no_regeneration: false
        }]
    );
}

#[test]
fn counting_permanents_on_the_battlefield_and_put_into_a_graveyard() {
    let def = card(
        "Enchantment",
        "At the beginning of your upkeep, if there are seven or more lands on the battlefield, sacrifice Card and destroy all lands.",
    );
    assert_eq!(triggered(&def).condition, Some(Condition::OnBattlefield(Filter::Type(CardType::Land), Cmp::Ge, 7)));
    let def =
        card("Enchantment", "When Card is put into a graveyard from the battlefield, return Card to its owner's hand.");
    assert_eq!(triggered(&def).event, TriggerEvent::PutIntoGraveyardFromBattlefield(Filter::Source));
}

#[test]
fn a_token_exiled_at_end_of_combat_is_the_token_not_the_source() {
    // CR 603.7c: "Exile that token at end of combat." is about the token just created.
    let def = card(
        "Creature — Spirit",
        "Whenever Card attacks, create a 4/4 white Angel creature token with flying that's tapped and attacking. Exile that token at end of combat.",
    );
    assert_eq!(
        triggered(&def).effect.program[1],
        Instr::DelayedTriggerAbout {
            step: Step::EndOfCombat,
            about: Ref::Affected,
            program: vec![Instr::Exile { what: Ref::Triggering, until_source_leaves: false }],
            text: "Exile that token at end of combat".into(),
        }
    );
    // "it" in an attack trigger: the attacker, followed by the delayed ability.
    let def = card("Creature — Spirit", "Whenever Card attacks, it phases out at end of combat.");
    assert!(matches!(
        &triggered(&def).effect.program[0],
        Instr::DelayedTriggerAbout { step: Step::EndOfCombat, about: Ref::Source, .. }
    ));
}
