//! Unit tests of the templates for how a spell is cast: alternative and additional costs
//! (CR 118.8-9) and damage divided among targets (CR 601.2d).

use crate::oracle::compile_face;
use crate::oracle::tests::statics;
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&crate::oracle::tests::test_face("Card", Some("{4}{R}{R}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

#[test]
fn exile_a_card_from_hand_rather_than_pay() {
    let def = card(
        "Instant",
        "You may exile a red card from your hand rather than pay this spell's mana cost.\nCard deals 1 damage to any target.",
    );
    let [StaticAbility::AlternativeCost { cost, condition: None, text }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
    let (f, n) = cost.exile_from_hand.clone().expect("an exile cost");
    assert_eq!(n, 1);
    assert_eq!(f, Filter::Color(Color::Red).and(Filter::OwnedBy(PlayerFilter::You)));
    assert!(cost.mana.symbols.is_empty());
    assert!(text.starts_with("You may exile a red card"));
}

#[test]
fn free_spell_with_a_condition_and_life_plus_exile() {
    let def = card(
        "Sorcery",
        "If an opponent controls a Plains and you control a Swamp, you may cast this spell without paying its mana cost.\nDraw a card.",
    );
    let [StaticAbility::AlternativeCost { condition: Some(Condition::OpponentAndYouControl(a, b)), .. }] =
        statics(&def)[..]
    else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!((a, b), (&Filter::Subtype("Plains".into()), &Filter::Subtype("Swamp".into())));
    let def = card(
        "Instant",
        "You may pay 1 life and exile a black card from your hand rather than pay this spell's mana cost.\nDraw a card.",
    );
    let [StaticAbility::AlternativeCost { cost, .. }] = statics(&def)[..] else { panic!() };
    assert_eq!(cost.life, 1);
    assert!(cost.exile_from_hand.is_some());
}

#[test]
fn additional_cost_sacrifice() {
    let def = card("Instant", "As an additional cost to cast this spell, sacrifice a creature.\nAdd {B}{B}{B}{B}.");
    let [StaticAbility::AdditionalCost(cost)] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.sacrifice, Some((Filter::creature(), 1)));
}

#[test]
fn divided_damage_limits_targets_to_the_damage() {
    let def = card("Instant", "Card deals 4 damage divided as you choose among any number of target creatures.");
    let Some(Ability::Spell(e)) = def.abilities.first() else { panic!() };
    assert_eq!((e.targets[0].min, e.targets[0].max), (0, 4));
    assert_eq!(
        e.program,
        vec![Instr::DealDamage {
            by: Ref::Source,
            hits: vec![(Amount::Fixed(4), Ref::Target(0))],
            split: DamageSplit::Divided
        }]
    );
    let def = card("Instant", "Card deals 2 damage divided as you choose among one or two targets.");
    let Some(Ability::Spell(e)) = def.abilities.first() else { panic!() };
    assert_eq!((e.targets[0].min, e.targets[0].max), (1, 2));
}
