//! Unit tests of graveyard and library sentences (`parse_zones`): abilities that function
//! from a graveyard (CR 113.6b, 113.6m) and the conditions about the source's zone.

use super::compile_face;
use super::tests::{activated, program, supported, test_face};
use grimoire_engine::*;

fn triggered(def: &CardDef) -> &TriggeredAbility {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Triggered(t) => Some(t),
            _ => None,
        })
        .expect("a triggered ability")
}

fn unsupported(text: &str) -> String {
    compile_face(&test_face("Card", Some("{1}{B}"), "Creature — Zombie", text)).unsupported.expect("unsupported")
}

#[test]
fn return_self_from_graveyard_works_from_the_graveyard() {
    let def = supported(
        "Creature — Dragon",
        "{3}{W}{W}: Return Card from your graveyard to your hand. Activate only during your upkeep.",
    );
    let a = activated(&def);
    assert_eq!(a.zone, Zone::Graveyard);
    assert_eq!(a.condition, Some(Condition::YourStep(Step::Upkeep)));
    assert_eq!(program(&def), [Instr::ReturnToHand { what: Ref::Source }]);
    let def = supported("Creature — Zombie", "{B}: Return Card from your graveyard to the battlefield tapped.");
    assert_eq!(activated(&def).zone, Zone::Graveyard);
    assert_eq!(program(&def), [Instr::PutOntoBattlefield { what: Ref::Source, under: Ref::You, tapped: true }]);
}

#[test]
fn cards_above_the_source_in_the_graveyard() {
    let def = supported(
        "Creature — Zombie",
        "{B}: Return Card from your graveyard to the battlefield. Activate only during your upkeep and only if \
         three or more creature cards are above Card in your graveyard.",
    );
    let Some(Condition::All(cs)) = &activated(&def).condition else { panic!("{def:?}") };
    assert!(cs.contains(&Condition::CardsAboveSource(Filter::Type(CardType::Creature), 3)), "{cs:?}");
}

#[test]
fn upkeep_triggers_from_the_graveyard() {
    let def = supported(
        "Creature — Goblin",
        "At the beginning of your upkeep, you may return Card from your graveyard to your hand.",
    );
    let t = triggered(&def);
    let upkeep = TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You };
    assert_eq!(t.event, TriggerEvent::InGraveyard(Box::new(upkeep.clone())));
    assert!(t.optional);
    let def = supported(
        "Creature — Avatar",
        "At the beginning of your upkeep, if Card is in your graveyard, you may pay {2}{G}. If you do, return \
         target creature card from your graveyard to your hand.",
    );
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::InGraveyard(Box::new(upkeep)));
    assert_eq!(t.condition, Some(Condition::SourceInZone(Zone::Graveyard)));
}

#[test]
fn other_triggers_moving_self_from_the_graveyard_stay_unsupported() {
    unsupported("When Card dies, return Card from your graveyard to your hand.");
}

#[test]
fn targets_from_a_single_graveyard() {
    let def = supported("Sorcery", "Exile up to three target cards from a single graveyard.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("{def:?}") };
    let t = &e.targets[0];
    assert_eq!((t.min, t.max, t.same_owner), (0, 3, true));
    assert_eq!(t.objects, Some((Zone::Graveyard, Filter::Any)));
    let def = supported("Sorcery", "Exile up to three target cards from your graveyard.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("{def:?}") };
    assert!(!e.targets[0].same_owner);
}
