//! Unit tests of the cost kinds of `grammar/costs/parts.rs` (CR 118, 601.2h, 602.2b) and casting
//! restrictions (CR 601.3).

use crate::oracle::compile_face;
use crate::oracle::tests::{activated, statics, test_face};
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{1}{R}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

#[test]
fn discard_at_random_and_discard_your_hand() {
    let def = card("Creature — Ogre", "{R}, Discard a card at random: Card deals 1 damage to any target.");
    assert_eq!(activated(&def).cost.discard_random, 1);
    assert_eq!(activated(&def).cost.discard, None);
    let def = card("Artifact", "{2}, {T}, Discard your hand: Draw a card.");
    let c = &activated(&def).cost;
    assert!(c.discard_hand && c.tap);
    // A plain discard stays a chosen discard.
    let def = card("Creature — Ogre", "Discard a card: Card gets +1/+1 until end of turn.");
    assert_eq!(activated(&def).cost.discard_random, 0);
    assert!(activated(&def).cost.discard.is_some());
}

#[test]
fn exile_from_graveyard_and_library_tops() {
    let def = card("Creature — Atog", "Exile two cards from your graveyard: Card gets +1/+1 until end of turn.");
    let (f, n) = activated(&def).cost.exile_from_graveyard.clone().expect("a graveyard exile");
    assert_eq!(n, 2);
    assert_eq!(f, Filter::OwnedBy(PlayerFilter::You));
    let def = card("Creature — Soldier", "{W}, Exile a creature card from your graveyard: You gain 1 life.");
    let (f, _) = activated(&def).cost.exile_from_graveyard.clone().expect("a graveyard exile");
    assert_eq!(f, Filter::creature().and(Filter::OwnedBy(PlayerFilter::You)));
    let def = card("Artifact", "{2}, Exile the top two cards of your library: You gain 1 life.");
    assert_eq!(activated(&def).cost.exile_library_top, 2);
    let def = card("Enchantment", "{1}, Exile the top card of your graveyard: You gain 1 life.");
    assert_eq!(activated(&def).cost.exile_graveyard_top, 1);
    let def = card("Artifact Creature — Construct", "{T}, Mill a card: Add {C}.");
    assert_eq!(activated(&def).cost.mill, 1);
    // Exiling a card from the hand is still the hand kind.
    let def = card(
        "Instant",
        "You may exile a red card from your hand rather than pay this spell's mana cost.\nDraw a card.",
    );
    let [StaticAbility::AlternativeCost { cost, .. }] = statics(&def)[..] else { panic!() };
    assert!(cost.exile_from_hand.is_some() && cost.exile_from_graveyard.is_none());
}

#[test]
fn spirit_guide_works_from_the_hand() {
    let def = card("Creature — Elf Spirit", "Exile Card from your hand: Add {G}.");
    let a = activated(&def);
    assert_eq!(a.zone, Zone::Hand);
    assert!(a.cost.exile_self && a.is_mana_ability);
}

#[test]
fn return_islands_rather_than_pay() {
    let def = card(
        "Instant",
        "You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.\nDraw two cards.",
    );
    let [StaticAbility::AlternativeCost { cost, condition: None, .. }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
    let (f, n) = cost.return_to_hand.clone().expect("a return cost");
    assert_eq!(n, 2);
    assert_eq!(f, Filter::Subtype("Island".into()).and(Filter::ControlledBy(PlayerFilter::You)));
}

#[test]
fn half_life_tap_enchanted_and_random_spell_costs() {
    let def = card("Instant", "As an additional cost to cast this spell, discard a card at random.\nDraw a card.");
    let [StaticAbility::AdditionalCost(c)] = statics(&def)[..] else { panic!() };
    assert_eq!(c.discard_random, 1);
    let def = card("Enchantment", "{B}{B}, Pay half your life, rounded up: Draw a card.");
    assert!(activated(&def).cost.pay_half_life);
    let def = card("Enchantment — Aura", "Enchant creature\nTap enchanted creature: Draw a card.");
    assert!(activated(&def).cost.tap_attached);
    // A spell can't tap what it would enchant as it is cast.
    let def = compile_face(&test_face(
        "Card",
        Some("{R}"),
        "Instant",
        "As an additional cost to cast this spell, tap enchanted creature.\nDraw a card.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn casting_restrictions() {
    let cases = [
        ("Cast this spell only during combat.", Condition::DuringCombat),
        ("Cast this spell only during the declare blockers step.", Condition::StepIs(Step::DeclareBlockers)),
        (
            "Cast this spell only during combat before blockers are declared.",
            Condition::StepIn(vec![Step::BeginningOfCombat, Step::DeclareAttackers]),
        ),
        ("Cast this spell only during an opponent's turn.", Condition::Not(Box::new(Condition::YourTurn))),
        ("Cast this spell only during your end step.", Condition::YourStep(Step::End)),
    ];
    for (line, want) in cases {
        let def = card("Instant", &format!("{line}\nDraw a card."));
        let [StaticAbility::CastRestriction { condition, text }] = statics(&def)[..] else {
            panic!("{line}: {:?}", def.abilities)
        };
        assert_eq!(condition, &want, "{line}");
        assert_eq!(text, &line[..line.len() - 1]);
    }
    let def = card("Sorcery", "Cast this spell only if you control a snow land.\nDraw a card.");
    let [StaticAbility::CastRestriction { condition: Condition::YouControl(..), .. }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
}

#[test]
fn enchanted_untapped_and_as_an_instant_restrictions() {
    let def = card(
        "Enchantment — Aura",
        "Enchant creature you control\nTap enchanted creature: Draw a card. Activate only if enchanted creature is white and untapped and only once each turn.",
    );
    let a = activated(&def);
    assert!(a.once_per_turn && a.cost.tap_attached);
    assert_eq!(
        a.condition,
        Some(Condition::OnBattlefield(
            Filter::And(vec![Filter::AttachedTo, Filter::Untapped, Filter::Color(Color::White)]),
            Cmp::Ge,
            1
        ))
    );
    let def = card(
        "Artifact",
        "Discard your hand, Sacrifice Card: Add three mana of any one color. Activate only as an instant.",
    );
    let a = activated(&def);
    assert!(a.is_mana_ability && a.cost.discard_hand && a.cost.sacrifice_self && a.condition.is_none());
}

#[test]
fn additional_costs_counting_x() {
    let def = card("Sorcery", "As an additional cost to cast this spell, discard X cards.\nCard deals X damage to each creature and each player.");
    let [StaticAbility::AdditionalCost(c)] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(c.x_part, Some(XCostPart::Discard));
    assert_eq!(c.with_count_x(3).discard, Some((Filter::Any, 3)));
    let def = card(
        "Instant",
        "As an additional cost to cast this spell, pay X life.\nTarget creature gets +X/+0 until end of turn.",
    );
    let [StaticAbility::AdditionalCost(c)] = statics(&def)[..] else { panic!() };
    assert_eq!(c.with_count_x(4).life, 4);
    let def = card(
        "Sorcery",
        "As an additional cost to cast this spell, exile X creature cards from your graveyard.\nDraw X cards.",
    );
    let [StaticAbility::AdditionalCost(c)] = statics(&def)[..] else { panic!() };
    assert_eq!(c.with_count_x(2).exile_from_graveyard.map(|(_, n)| n), Some(2));
    // X counts only where casting chooses X.
    let def = compile_face(&test_face(
        "Card",
        Some("{R}"),
        "Creature — Ogre",
        "Discard X cards: Card gets +X/+0 until end of turn.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn self_cost_reduction_and_spells_cast_this_turn() {
    let def = card(
        "Creature — Avatar",
        "If an opponent controls seven or more lands, this spell costs {6} less to cast.\nFlying",
    );
    let [StaticAbility::SelfCostChange {
        condition: Condition::PlayerMetric { cmp: Cmp::Ge, n: 7, .. },
        amount: -6,
        per: None,
    }] = statics(&def)[..]
    else {
        panic!("{:?}", def.abilities)
    };
    let def = card("Creature — Bird", "Cast this spell only if you've cast another spell this turn.\nFlying");
    let [StaticAbility::CastRestriction { condition, .. }] = statics(&def)[..] else { panic!() };
    assert_eq!(condition, &Condition::SpellCastThisTurn { by_opponent: false, creature: false });
}

#[test]
fn top_creature_card_sacrifice_all_and_others_gain_life() {
    let def =
        card("Creature — Zombie", "Exile the top creature card of your graveyard: Card gets +2/+2 until end of turn.");
    assert_eq!(activated(&def).cost.exile_top_graveyard_of, Some(Filter::Type(CardType::Creature)));
    let def = card(
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice all permanents you control and discard your hand.\nTarget player loses 5 life.",
    );
    let [StaticAbility::AdditionalCost(c)] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert!(c.sacrifice_all && c.discard_hand);
    let def = card(
        "Instant",
        "If you control a Forest, rather than pay this spell's mana cost, you may have each other player gain 5 life.\nDraw a card.",
    );
    let [StaticAbility::AlternativeCost { cost, condition: Some(Condition::YouControl(..)), .. }] = statics(&def)[..]
    else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(cost.others_gain_life, 5);
}

#[test]
fn self_cost_change_with_the_condition_last() {
    let def = card("Instant", "This spell costs {1} less to cast if you control a Wizard.\nDraw two cards.");
    let [StaticAbility::SelfCostChange { condition: Condition::YouControl(f, 1), amount: -1, per: None }] =
        statics(&def)[..]
    else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(f, &Filter::Subtype("Wizard".into()));
    let two = crate::oracle::compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{3}"),
        "Instant",
        "This spell costs {1} less to cast if you control an artifact and {1} less to cast if you control an enchantment.\nDraw a card.",
    ));
    assert!(two.unsupported.is_some());
}

#[test]
fn self_cost_reduction_for_each_counted_thing() {
    // Blasphemous Act: every creature on the battlefield, whoever controls it.
    let def = card(
        "Sorcery",
        "This spell costs {1} less to cast for each creature on the battlefield.\nCard deals 13 damage to each creature.",
    );
    let [StaticAbility::SelfCostChange { amount: -1, per: Some(Amount::Count(f)), .. }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(f, &Filter::Type(CardType::Creature));
    // Cards in a graveyard are counted too.
    let def = card(
        "Creature — Zombie",
        "This spell costs {1} less to cast for each creature card in your graveyard.\nTrample",
    );
    let [StaticAbility::SelfCostChange { per: Some(per), .. }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
    assert!(grimoire_engine::costs::casting::cost_count_supported(per), "{per:?}");
    // A count only a resolution knows stays unsupported.
    let def = compile_face(&test_face(
        "Card",
        Some("{5}{R}"),
        "Sorcery",
        "This spell costs {1} less to cast for each card revealed this way.\nDraw a card.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn the_number_of_creatures_in_your_party() {
    // CR 700.8: in a cost count and in an effect's amount.
    let def = card(
        "Instant",
        "This spell costs {1} less to cast for each creature in your party.\nDestroy target creature or planeswalker.",
    );
    let [StaticAbility::SelfCostChange { per: Some(Amount::Party), .. }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
    let def = card(
        "Creature — Angel Cleric",
        "When Card enters the battlefield, you gain 2 life for each creature in your party.",
    );
    assert!(format!("{:?}", def.abilities).contains("Times(2, Party)"), "{:?}", def.abilities);
    // A party counted all the time (a static ability) isn't read.
    let def = compile_face(&test_face(
        "Card",
        Some("{1}{R}"),
        "Artifact — Equipment",
        "Equipped creature gets +1/+0 for each creature in your party.\nEquip {1}",
    ));
    assert!(def.unsupported.is_some());
}
