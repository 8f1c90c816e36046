//! Unit tests of the templates for costs paid on resolution, echo, cumulative upkeep,
//! delayed triggers and multi-line spells, with the IR each produces.

use crate::oracle::compile_face;
use crate::oracle::tests::{statics, triggered};
use grimoire_engine::*;

fn compile(type_line: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face("Card", Some("{1}"), type_line, text))
}

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile(type_line, text);
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn spell(def: &CardDef) -> &Effect {
    match &def.abilities[..] {
        [Ability::Spell(e)] => e,
        other => panic!("{other:?}"),
    }
}

fn pay(who: Ref, mana: &str, life: u32, times: Amount) -> Instr {
    Instr::PayCost { who, mana: ManaCost::parse(mana).unwrap(), life, times, energy: 0 }
}

fn unless_not_paid(then: Vec<Instr>) -> Instr {
    Instr::If { condition: Condition::Not(Box::new(Condition::PreviousDidSomething)), then }
}

fn sacrifice_self() -> Instr {
    Instr::Sacrifice { who: Ref::You, filter: Filter::Source, count: Amount::Fixed(1) }
}

#[test]
fn echo_is_an_upkeep_trigger_with_an_intervening_if() {
    let def = card("Creature — Goblin", "Echo {R}");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You });
    assert_eq!(t.condition, Some(Condition::ArrivedSinceYourLastUpkeep));
    assert_eq!(
        t.effect.program,
        vec![pay(Ref::You, "{R}", 0, Amount::Fixed(1)), unless_not_paid(vec![sacrifice_self()])]
    );
}

#[test]
fn cumulative_upkeep_pays_per_age_counter() {
    let age = CounterKind::Named("age".into());
    let per_counter = Amount::CountersOn(Box::new(Ref::Source), age.clone());
    let def = card("Enchantment", "Cumulative upkeep {1}{U}");
    assert_eq!(
        triggered(&def).effect.program,
        vec![
            Instr::AddCounters { what: Ref::Source, kind: age.clone(), amount: Amount::Fixed(1) },
            pay(Ref::You, "{1}{U}", 0, per_counter.clone()),
            unless_not_paid(vec![sacrifice_self()]),
        ]
    );
    let def = card("Creature — Horror", "Cumulative upkeep—Pay 2 life.");
    assert_eq!(triggered(&def).effect.program[1], pay(Ref::You, "", 2, per_counter));
}

#[test]
fn sacrifice_unless_you_pay_in_an_upkeep_trigger() {
    let def = card("Creature — Bird", "At the beginning of your upkeep, sacrifice Card unless you pay {W}{W}.");
    assert_eq!(
        triggered(&def).effect.program,
        vec![pay(Ref::You, "{W}{W}", 0, Amount::Fixed(1)), unless_not_paid(vec![sacrifice_self()])]
    );
}

#[test]
fn counter_unless_its_controller_pays() {
    let def = card("Instant", "Counter target spell unless its controller pays {1}.");
    let e = spell(&def);
    assert_eq!(e.targets.len(), 1);
    assert_eq!(
        e.program,
        vec![
            pay(Ref::ControllerOf(Box::new(Ref::Target(0))), "{1}", 0, Amount::Fixed(1)),
            unless_not_paid(vec![Instr::counter(Ref::Target(0))]),
        ]
    );
}

#[test]
fn you_may_pay_if_you_do() {
    let def = card("Artifact", "Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 life.");
    let t = triggered(&def);
    assert!(!t.optional, "the payment is the choice");
    assert_eq!(
        t.effect.program,
        vec![
            pay(Ref::You, "{1}", 0, Amount::Fixed(1)),
            Instr::If {
                condition: Condition::PreviousDidSomething,
                then: vec![Instr::GainLife { who: Ref::You, amount: Amount::Fixed(1) }],
            },
        ]
    );
}

#[test]
fn paying_x_chosen_on_resolution_is_not_supported() {
    let def = compile("Sorcery", "When you cycle Card, you may pay {X}. If you do, you gain X life.");
    assert!(def.unsupported.is_some());
}

#[test]
fn delayed_draw_at_the_next_upkeep() {
    let def = card("Instant", "You gain 1 life.\nDraw a card at the beginning of the next turn's upkeep.");
    assert_eq!(
        spell(&def).program,
        vec![
            Instr::GainLife { who: Ref::You, amount: Amount::Fixed(1) },
            Instr::DelayedTrigger {
                step: Step::Upkeep,
                program: vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }],
                text: "Draw a card at the beginning of the next turn's upkeep".into(),
            },
        ]
    );
    let def = card(
        "Creature — Bird",
        "When Card enters the battlefield, draw a card at the beginning of the next turn's upkeep.",
    );
    assert!(matches!(triggered(&def).effect.program[..], [Instr::DelayedTrigger { .. }]));
}

#[test]
fn spell_lines_merge_in_order() {
    let def = card("Instant", "Target creature gets +1/+1 until end of turn.\nYou gain 2 life.");
    let e = spell(&def);
    assert_eq!(e.targets.len(), 1);
    assert_eq!(e.program.len(), 2);
    let def = compile("Sorcery", "Destroy target creature.\nDestroy target artifact.");
    assert_eq!(def.unsupported.as_deref(), Some("a spell choosing targets on more than one line"));
}

#[test]
fn ability_words_are_dropped_and_as_long_as_conditions_continuous_effects() {
    let threshold = Some(Condition::YourGraveyardSize(Cmp::Ge, 7));
    let def =
        card("Creature — Bear", "Threshold — Card gets +3/+3 as long as seven or more cards are in your graveyard.");
    assert_eq!(
        statics(&def),
        vec![&StaticAbility::Continuous {
            affected: Filter::Source,
            effect: LayerEffect::ModifyPowerToughness(3, 3),
            condition: threshold.clone(),
        }]
    );
    let def = card(
        "Creature — Bird",
        "Threshold — As long as seven or more cards are in your graveyard, Card gets +1/+1 and has flying.",
    );
    let s = statics(&def);
    assert_eq!(s.len(), 2);
    assert!(s.iter().all(|s| matches!(s, StaticAbility::Continuous { condition, .. } if *condition == threshold)));
    let def = card("Creature — Merfolk", "As long as you control an Island, Card gets +1/+1.");
    assert!(matches!(statics(&def)[0], StaticAbility::Continuous { condition: Some(Condition::YouControl(_, 1)), .. }));
}

#[test]
fn flanking_is_a_keyword_the_engine_runs() {
    let def = card("Creature — Human Knight", "Haste\nFlanking");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Haste), Ability::Keyword(Keyword::Flanking)]);
}
