//! Unit tests of granted triggered abilities (`grammar/statics/granted_triggers.rs`, CR 613.1f) and of
//! "As long as enchanted <noun> is <state>, it has ..." (CR 611.3b).

use crate::oracle::compile_face;
use crate::oracle::tests::supported as card;
use grimoire_engine::*;

/// The granted ability and the condition of the last static ability of `def`.
fn last_grant(def: &CardDef) -> (&Ability, Option<&Condition>, &Filter) {
    match def.abilities.last() {
        Some(Ability::Static(StaticAbility::Continuous {
            affected,
            effect: LayerEffect::GrantAbility(g),
            condition,
            ..
        })) => (&*g.0, condition.as_ref(), affected),
        other => panic!("{other:?}"),
    }
}

#[test]
fn threshold_grants_an_enters_trigger() {
    let def = card(
        "Creature — Human",
        "As long as seven or more cards are in your graveyard, Card has \"When Card enters the battlefield, it deals 3 damage to any target.\"",
    );
    let (ab, cond, _) = last_grant(&def);
    assert!(matches!(ab, Ability::Triggered(t) if matches!(t.event, TriggerEvent::EntersBattlefield(_))));
    assert!(cond.is_some());
}

#[test]
fn another_counter_is_one_counter() {
    let def =
        card("Creature — Elemental", "At the beginning of your upkeep, you may put another +1/+1 counter on Card.");
    let text = format!("{:?}", def.abilities);
    assert!(text.contains("AddCounters") && text.contains("amount: Fixed(1)"), "{text}");
}

#[test]
fn enchanted_creature_is_a_wizard_it_has() {
    let def = card(
        "Enchantment — Aura",
        "Enchant creature\nAs long as enchanted creature is a Wizard, it has \"{T}: This creature deals 2 damage to target creature.\"",
    );
    let (ab, cond, affected) = last_grant(&def);
    assert!(matches!(ab, Ability::Activated(_)));
    assert_eq!(*affected, Filter::AttachedTo);
    assert!(format!("{cond:?}").contains("Wizard"));
}

#[test]
fn enchanted_permanent_is_red_or_green() {
    let def = card(
        "Enchantment — Aura",
        "Enchant permanent\nAs long as enchanted permanent is red or green, it has \"{T}: Add {R}.\"",
    );
    let (_, cond, _) = last_grant(&def);
    assert!(format!("{cond:?}").contains("Or(["), "{cond:?}");
}

#[test]
fn granted_attack_triggers_are_refused() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has \"Whenever this creature attacks, draw a card.\"",
    ));
    assert!(def.unsupported.is_some());
}
