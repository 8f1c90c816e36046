//! Unit tests of `grammar/turn.rs`: extra and skipped turns and steps, land plays and casting
//! this turn, life totals that become a number, and conditions on this turn's history.

use crate::oracle::compile_face;
use crate::oracle::tests::{activated, program, supported, test_face, triggered};
use grimoire_engine::Whose;
use grimoire_engine::*;

fn turn_effect(def: &CardDef) -> (&Ref, &TurnEffect) {
    program(def)
        .iter()
        .find_map(|i| match i {
            Instr::TurnEffect { who, effect } => Some((who, effect)),
            _ => None,
        })
        .expect("a turn effect")
}

fn unsupported(type_line: &str, text: &str) -> bool {
    compile_face(&test_face("Card", Some("{1}"), type_line, text)).unsupported.is_some()
}

#[test]
fn extra_turns() {
    let warp = supported("Sorcery", "Target player takes an extra turn after this one.");
    assert_eq!(turn_effect(&warp), (&Ref::Target(0), &TurnEffect::ExtraTurns(1)));
    let stretch = supported("Sorcery", "Target player takes two extra turns after this one.");
    assert_eq!(turn_effect(&stretch).1, &TurnEffect::ExtraTurns(2));
    let scepter = supported("Artifact", "{T}: Take an extra turn after this one.");
    assert_eq!(turn_effect(&scepter), (&Ref::You, &TurnEffect::ExtraTurns(1)));
}

#[test]
fn skipped_turns_and_steps() {
    let meditate = supported("Instant", "Draw four cards. You skip your next turn.");
    assert_eq!(turn_effect(&meditate), (&Ref::You, &TurnEffect::SkipTurn));
    let fatigue = supported("Sorcery", "Target player skips their next draw step.");
    assert_eq!(turn_effect(&fatigue).1, &TurnEffect::SkipStep { step: Step::Draw, this_turn: false });
    let avizoa = supported("Creature — Jellyfish", "{0}: You skip your next untap step.");
    assert_eq!(turn_effect(&avizoa).1, &TurnEffect::SkipStep { step: Step::Untap, this_turn: false });
    let silence = supported("Instant", "Target player skips their next combat phase this turn.");
    assert_eq!(turn_effect(&silence).1, &TurnEffect::SkipStep { step: Step::BeginningOfCombat, this_turn: true });
    // "skip your turn" without "next" is not a one-shot effect.
    assert!(unsupported("Instant", "You skip your turn."));
}

#[test]
fn lands_and_spells_this_turn() {
    let wound = supported("Instant", "Target player can't play lands this turn.");
    assert_eq!(turn_effect(&wound).1, &TurnEffect::CantPlayLands);
    let cease = supported("Instant", "Target player can't cast creature spells this turn.");
    assert_eq!(turn_effect(&cease).1, &TurnEffect::CantCast(Filter::Type(CardType::Creature)));
    let bloom = supported("Sorcery", "You may play up to three additional lands this turn.");
    assert_eq!(turn_effect(&bloom), (&Ref::You, &TurnEffect::AdditionalLands(3)));
    // A permission, not an optional action: no "you may" question.
    assert!(!program(&bloom).iter().any(|i| matches!(i, Instr::May { .. })));
}

#[test]
fn life_totals_become() {
    let wind = supported("Sorcery", "Target player's life total becomes 20.");
    assert_eq!(turn_effect(&wind), (&Ref::Target(0), &TurnEffect::LifeBecomes(Amount::Fixed(20))));
    let bio = supported("Sorcery", "Each player's life total becomes the number of creatures they control.");
    assert_eq!(
        turn_effect(&bio),
        (
            &Ref::EachPlayer,
            &TurnEffect::LifeBecomes(Amount::CountControlledBy(Filter::creature(), Box::new(Ref::EachOne)))
        )
    );
}

#[test]
fn conditions_on_this_turn() {
    let vultures = supported(
        "Creature — Bird",
        "At the beginning of each end step, if a creature died this turn, put a carrion counter on Card.",
    );
    assert_eq!(triggered(&vultures).condition, Some(Condition::History(HistoryCondition::CreatureDied)));
    let impatience = supported(
        "Enchantment",
        "At the beginning of each player's end step, if that player didn't cast a spell this turn, Card deals 2 damage to that player.",
    );
    assert_eq!(
        triggered(&impatience).condition,
        Some(Condition::Not(Box::new(Condition::History(HistoryCondition::CastSpell(Whose::Triggering)))))
    );
    let atlas = supported(
        "Artifact",
        "At the beginning of your end step, if you didn't play a land this turn, you may draw a card.",
    );
    assert_eq!(
        triggered(&atlas).condition,
        Some(Condition::Not(Box::new(Condition::History(HistoryCondition::PlayedLand(Whose::You)))))
    );
    let fungus = supported(
        "Creature — Fungus",
        "{G}: Put a +2/+2 counter on Card. Activate only if Card entered the battlefield this turn.",
    );
    assert_eq!(activated(&fungus).condition, Some(Condition::History(HistoryCondition::SourceEntered)));
    let crawler =
        supported("Creature — Salamander", "{R}: Card gets +1/+0 until end of turn. Activate only if Card is blocked.");
    assert_eq!(activated(&crawler).condition, Some(Condition::History(HistoryCondition::SourceBlocked)));
    let dog = supported(
        "Creature — Dog",
        "At the beginning of your end step, if Card didn't attack or come under your control this turn, sacrifice it.",
    );
    assert!(matches!(triggered(&dog).condition, Some(Condition::All(ref cs)) if cs.len() == 2));
}

#[test]
fn objects_dealt_damage_this_turn() {
    let blow = supported("Instant", "Destroy target creature that was dealt damage this turn.");
    let Ability::Spell(e) = &blow.abilities[0] else { panic!("a spell") };
    assert!(format!("{:?}", e.targets[0]).contains("DealtDamageThisTurn"));
    let inflame = supported("Instant", "Card deals 2 damage to each creature dealt damage this turn.");
    assert!(format!("{:?}", program(&inflame)).contains("DealtDamageThisTurn"));
}

#[test]
fn rules_for_players() {
    use crate::oracle::tests::statics;
    let rule = |text: &str| match statics(&supported("Enchantment", text))[..] {
        [StaticAbility::PlayerRule { who, rule }] => (*who, rule.clone()),
        ref other => panic!("{other:?}"),
    };
    assert_eq!(rule("Players can't play lands."), (PlayerFilter::Any, PlayerRule::CantPlayLands));
    assert_eq!(rule("You can't cast creature spells."), (PlayerFilter::You, PlayerRule::CantCast(Filter::creature())));
    assert_eq!(
        rule("Enchanted creature's controller can't cast creature spells."),
        (PlayerFilter::AttachedController, PlayerRule::CantCast(Filter::creature()))
    );
    assert_eq!(
        rule("Each player can't cast more than one spell each turn."),
        (PlayerFilter::Any, PlayerRule::OneSpellEachTurn)
    );
    assert_eq!(
        rule("Any player may cast Sliver spells as though they had flash."),
        (PlayerFilter::Any, PlayerRule::FlashFor(Filter::Subtype("Sliver".into())))
    );
    assert_eq!(
        rule("Any player may cast creature and enchantment spells as though they had flash."),
        (
            PlayerFilter::Any,
            PlayerRule::FlashFor(Filter::Or(vec![Filter::creature(), Filter::Type(CardType::Enchantment)]))
        )
    );
    let canyons = supported("Land", "{2}, {T}: You may cast creature spells this turn as though they had flash.");
    assert_eq!(turn_effect(&canyons), (&Ref::You, &TurnEffect::FlashFor(Filter::creature())));
    let stasis = supported("Enchantment", "Players skip their untap steps.");
    assert_eq!(statics(&stasis), vec![&StaticAbility::SkipStep { step: Step::Untap, whose: PlayerFilter::Any }]);
}

#[test]
fn amounts_from_this_turn() {
    let ghoul = supported(
        "Creature — Zombie",
        "At the beginning of each end step, put a corpse counter on Card for each creature that died this turn.",
    );
    assert!(format!("{:?}", program(&ghoul)).contains("CreaturesDied"));
    let simulacrum = supported("Instant", "You gain life equal to the damage dealt to you this turn.");
    assert_eq!(
        program(&simulacrum),
        &[Instr::GainLife {
            who: Ref::You,
            amount: Amount::History(HistoryAmount::DamageToPlayer(Box::new(Ref::You)))
        }]
    );
}

#[test]
fn later_conditions_and_amounts() {
    let seedtime =
        supported("Instant", "Take an extra turn after this one if an opponent cast a blue spell this turn.");
    assert!(matches!(
        program(&seedtime),
        [Instr::If {
            condition: Condition::History(HistoryCondition::CastSpellOfColor(Whose::AnOpponent, Color::Blue)),
            ..
        }]
    ));
    let raiders = supported(
        "Creature — Human Warrior",
        "At the beginning of your end step, if Card didn't attack this turn, Card deals 2 damage to you unless it came under your control this turn.",
    );
    assert!(format!("{:?}", program(&raiders)).contains("SourceNewlyControlled"));
    let druid = supported("Creature — Elf Druid", "When Card dies, if it was blocked this turn, you gain 4 life.");
    assert_eq!(triggered(&druid).condition, Some(Condition::History(HistoryCondition::SourceWasBlocked)));
    let punishment =
        supported("Sorcery", "Target player loses life equal to the damage already dealt to that player this turn.");
    assert_eq!(
        program(&punishment),
        &[Instr::LoseLife {
            who: Ref::Target(0),
            amount: Amount::History(HistoryAmount::DamageToPlayer(Box::new(Ref::Target(0))))
        }]
    );
    let conscripts = supported("Creature — Goblin", "Card can't attack unless you've cast a creature spell this turn.");
    assert!(format!("{:?}", conscripts.abilities).contains("CantAttack"));
}

#[test]
fn attacked_this_turn_and_before_combat_damage() {
    let aggression = supported(
        "Enchantment — Aura",
        "Enchant creature\nAt the beginning of the end step of enchanted creature's controller, destroy that creature if it didn't attack this turn.",
    );
    assert!(matches!(
        program(&aggression),
        [Instr::If { condition: Condition::RefIs(Ref::Attached, Filter::Not(_)), .. }]
    ));
    let frenzy = supported("Instant", "Cast this spell only before the combat damage step.\nDraw a card.");
    let restriction = frenzy.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::CastRestriction { condition: Condition::StepIn(s), .. }) => Some(s.clone()),
        _ => None,
    });
    assert_eq!(restriction.map(|s| s.last().copied()), Some(Some(Step::DeclareBlockers)));
}

#[test]
fn activated_times_this_turn() {
    let whelp = supported(
        "Creature — Dragon",
        "{R}: Card gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice Card at the beginning of the next end step.",
    );
    assert!(program(&whelp).iter().any(|i| matches!(
        i,
        Instr::If { condition: Condition::History(HistoryCondition::ThisAbilityActivated(4)), .. }
    )));
}
