//! Unit tests of activation rules and costs: "Tap an untapped creature you control" costs,
//! "Activate no more than twice each turn", "Any player may activate this ability" and the
//! "Activate only during ..." restrictions, with the IR each produces.

use crate::oracle::compile_face;
use crate::oracle::tests::activated;
use crate::oracle::tests::supported as card;
use grimoire_engine::*;

#[test]
fn tap_untapped_creatures_is_a_cost() {
    let def = card(
        "Creature — Beast",
        "Tap two untapped Beasts you control: Target creature gains first strike until end of turn.",
    );
    let a = activated(&def);
    let (f, n) = a.cost.tap_untapped.clone().expect("a tap cost");
    assert_eq!(n, 2);
    let text = format!("{f:?}");
    assert!(text.contains("Untapped") && text.contains("Beast"), "{text}");
    assert!(!a.cost.tap);
}

#[test]
fn tap_cost_combines_with_mana_and_tap_symbol() {
    let def = card("Creature — Human", "{T}, Tap two untapped creatures you control: Draw a card.");
    let a = activated(&def);
    assert!(a.cost.tap);
    assert_eq!(a.cost.tap_untapped.as_ref().map(|c| c.1), Some(2));
}

#[test]
fn tapping_a_tapped_permanent_is_not_a_cost() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Artifact",
        "Tap a creature you control: Draw a card.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn activate_no_more_than_n_times() {
    let def = card("Creature — Bat", "{B}: Card gets +1/+0 until end of turn. Activate no more than twice each turn.");
    assert_eq!(activated(&def).max_per_turn, Some(2));
    let def =
        card("Creature — Rat", "{B}: Card gets +1/+0 until end of turn. Activate no more than three times each turn.");
    assert_eq!(activated(&def).max_per_turn, Some(3));
}

#[test]
fn any_player_may_activate() {
    let def = card("Creature — Wall", "{4}: Return Card to its owner's hand. Any player may activate this ability.");
    let a = activated(&def);
    assert!(a.any_player);
    assert!(!a.sorcery_speed);
    let def = card(
        "Creature — Human",
        "{2}: Each player discards a card. Any player may activate this ability but only as a sorcery.",
    );
    assert!(activated(&def).any_player && activated(&def).sorcery_speed);
    let def =
        card("Artifact", "{2}: Draw a card. Any player may activate this ability but only during their draw step.");
    assert_eq!(activated(&def).condition, Some(Condition::YourStep(Step::Draw)));
}

#[test]
fn activation_timing_restrictions() {
    let def = card("Artifact", "{T}: Draw a card. Activate only during your turn.");
    assert_eq!(activated(&def).condition, Some(Condition::YourTurn));
    let def = card("Artifact", "{T}: Draw a card. Activate only during any upkeep step.");
    assert_eq!(activated(&def).condition, Some(Condition::StepIs(Step::Upkeep)));
    let def = card("Artifact", "{T}: Draw a card. Activate only during an opponent's upkeep.");
    assert_eq!(
        activated(&def).condition,
        Some(Condition::All(vec![Condition::Not(Box::new(Condition::YourTurn)), Condition::StepIs(Step::Upkeep)]))
    );
    let def = card("Land", "{1}: Draw a card. Activate only if it's not your turn.");
    assert_eq!(activated(&def).condition, Some(Condition::Not(Box::new(Condition::YourTurn))));
    let def = card("Artifact", "{2}, {T}: Draw a card. Activate only if you have no cards in hand.");
    assert_eq!(activated(&def).condition, Some(Condition::YourHandSize(Cmp::Eq, 0)));
    let def =
        card("Creature — Dog", "{T}: Draw a card. Activate only if you control no creatures and only once each turn.");
    assert!(activated(&def).once_per_turn && activated(&def).condition.is_some());
}

#[test]
fn coloured_cost_increase() {
    let def = card("Creature — Leech", "White spells you cast cost {W} more to cast.");
    let [Ability::Static(StaticAbility::CostIncrease { whose, mana, .. })] = &def.abilities[..] else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(*whose, PlayerFilter::You);
    assert_eq!(mana, &ManaCost::parse("{W}").unwrap());
}

#[test]
fn restriction_on_the_source_in_combat() {
    let def = card("Creature — Human", "{2}: Card gets +1/+1 until end of turn. Activate only if Card is attacking.");
    assert_eq!(activated(&def).condition, Some(Condition::SourceIs(Filter::Attacking)));
    let def = card("Creature — Beast", "{1}: Card gets +1/+1 until end of turn. Activate only if Card is attacking or blocking and only once each turn.");
    assert_eq!(
        activated(&def).condition,
        Some(Condition::SourceIs(Filter::Or(vec![Filter::Attacking, Filter::Blocking])))
    );
    assert!(activated(&def).once_per_turn);
}

fn granted(def: &CardDef) -> (&Filter, &Ability) {
    match &def.abilities[..] {
        [.., Ability::Static(StaticAbility::Continuous {
            affected,
            effect: LayerEffect::GrantAbility(GrantedAbility(a)),
            ..
        })] => (affected, &**a),
        other => panic!("{other:?}"),
    }
}

#[test]
fn aura_grants_a_quoted_activated_ability() {
    let def =
        card("Enchantment — Aura", "Enchant land\nEnchanted land has \"{T}: This land deals 1 damage to any target.\"");
    let (affected, a) = granted(&def);
    assert_eq!(*affected, Filter::AttachedTo);
    let Ability::Activated(a) = a else { panic!("{a:?}") };
    assert!(a.cost.tap);
    assert_eq!(a.text, "{T}: This land deals 1 damage to any target.");
}

#[test]
fn sliver_lord_grants_to_all_slivers() {
    let def = card("Creature — Sliver", "All Slivers have \"{2}, Sacrifice this permanent: Draw a card.\"");
    let (affected, a) = granted(&def);
    assert!(format!("{affected:?}").contains("Sliver"));
    let Ability::Activated(a) = a else { panic!("{a:?}") };
    assert!(a.cost.sacrifice_self);
}

#[test]
fn granted_upkeep_trigger_and_pump_together() {
    let def = card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+1 and has \"At the beginning of your upkeep, sacrifice this creature unless you pay {1}.\"",
    );
    let (_, a) = granted(&def);
    assert!(matches!(a, Ability::Triggered(_)));
}

#[test]
fn a_quote_naming_the_granting_card_is_refused() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Archery Training",
        Some("{W}"),
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has \"{T}: This creature deals X damage to target attacking or blocking creature, where X is the number of arrow counters on Archery Training.\"",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn dies_triggers_are_granted() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{W}"),
        "Creature — Human",
        "As long as seven or more cards are in your graveyard, Card has \"When Card dies, you lose 6 life.\"",
    ));
    assert!(def.unsupported.is_none(), "{:?}", def.unsupported);
}

#[test]
fn attack_triggers_are_not_granted_yet() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{W}"),
        "Creature — Human",
        "As long as seven or more cards are in your graveyard, Card has \"Whenever Card attacks, you lose 6 life.\"",
    ));
    assert!(def.unsupported.is_some());
}

fn pt_by(def: &CardDef) -> (Amount, Amount) {
    match &def.abilities[..] {
        [.., Ability::Static(StaticAbility::Continuous { effect: LayerEffect::ModifyPowerToughnessBy(a, b), .. })] => {
            (a.clone(), b.clone())
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn aura_bonus_for_each_counted_thing() {
    let def =
        card("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.");
    let (a, b) = pt_by(&def);
    assert_eq!(a, b);
    assert!(matches!(a, Amount::Count(_)), "{a:?}");
    let def = card("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1 for each card in your hand.");
    assert!(matches!(pt_by(&def).0, Amount::CardsIn(Zone::Hand, PlayerFilter::You, _)));
    let def =
        card("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+0 for each growth counter on Card.");
    assert!(matches!(pt_by(&def).0, Amount::CountersOn(..)));
    assert_eq!(pt_by(&def).1, Amount::Fixed(0));
    let def = card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +X/+X, where X is the number of creature cards in all graveyards.",
    );
    assert!(matches!(pt_by(&def).0, Amount::CardsIn(Zone::Graveyard, PlayerFilter::Any, _)));
}

#[test]
fn aura_bonus_for_each_other_goblin_is_refused() {
    // "each other creature" on an Aura is read as other than the enchanted creature
    // (tests/statics_conditions.rs); "each other Goblin" could be either, so it stays unsupported.
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{G}"),
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+1 for each other Goblin you control.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn granted_cumulative_upkeep_and_a_list_with_a_colour() {
    let def = card("Enchantment — Aura", "Enchant creature\nEnchanted creature has \"Cumulative upkeep {1}.\"");
    assert!(matches!(granted(&def).1, Ability::Triggered(_)));
    let def = card(
        "Creature — Human",
        "As long as seven or more cards are in your graveyard, Card gets +1/+1, is black, and has \"{2}{B}, {T}: Destroy target blue creature.\"",
    );
    let effects: Vec<&LayerEffect> = def
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::Continuous { effect, condition: Some(_), .. }) => Some(effect),
            _ => None,
        })
        .collect();
    assert_eq!(effects.len(), 3, "{:?}", def.abilities);
    assert!(matches!(effects[1], LayerEffect::SetColors(_)));
}

#[test]
fn activated_abilities_cant_be_activated() {
    let def = card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
    );
    let restrictions: Vec<&LayerEffect> = def
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::Continuous { effect, .. }) => Some(effect),
            _ => None,
        })
        .collect();
    assert_eq!(
        restrictions,
        vec![
            &LayerEffect::AddRestriction(Restriction::CantAttackOrBlock),
            &LayerEffect::AddRestriction(Restriction::NoActivatedAbilities)
        ]
    );
    let def =
        card("Enchantment — Aura", "Enchant creature\nEnchanted creature's activated abilities can't be activated.");
    assert!(matches!(
        def.abilities.last(),
        Some(Ability::Static(StaticAbility::Continuous {
            effect: LayerEffect::AddRestriction(Restriction::NoActivatedAbilities),
            ..
        }))
    ));
}

#[test]
fn during_your_turn_before_attackers_are_declared() {
    let def = card(
        "Creature — Human Wizard",
        "{T}: Card deals 1 damage to any target. Activate only during your turn, before attackers are declared.",
    );
    let declared = Condition::History(HistoryCondition::AttackersDeclared);
    assert_eq!(
        activated(&def).condition,
        Some(Condition::All(vec![Condition::YourTurn, Condition::Not(Box::new(declared))]))
    );
    let face = crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Artifact",
        "{T}: Draw a card. Activate only during your turn, before blockers are declared.",
    );
    assert!(crate::oracle::compile_face(&face).unsupported.is_some());
}
