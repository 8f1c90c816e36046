//! Unit tests of one-shot effect compounds (grammar/effects/compound.rs), with the IR each produces.

use crate::oracle::compile_face;
use crate::oracle::tests::supported as card;
use grimoire_engine::*;

fn program(def: &CardDef) -> (&[TargetSpec], &[Instr]) {
    def.abilities
        .iter()
        .find_map(|a| match a {
            Ability::Activated(x) => Some((&x.effect.targets[..], &x.effect.program[..])),
            Ability::Spell(e) => Some((&e.targets[..], &e.program[..])),
            _ => None,
        })
        .expect("a program")
}

const EOT: Duration = Duration::EndOfTurn;

#[test]
fn a_target_gets_a_bonus_and_gains_a_keyword() {
    let def = card("Instant", "Target creature gets +2/+2 and gains trample until end of turn.");
    let (targets, prog) = program(&def);
    assert_eq!(targets.len(), 1, "one target, named once");
    assert_eq!(
        prog,
        [
            Instr::Pump { what: Ref::Target(0), power: Amount::Fixed(2), toughness: Amount::Fixed(2), duration: EOT },
            Instr::Modify { what: Ref::Target(0), effect: LayerEffect::AddKeyword(Keyword::Trample), duration: EOT },
        ]
    );
}

#[test]
fn a_group_is_fixed_once_then_gets_both() {
    let def = card("Sorcery", "Creatures you control get +3/+3 and gain trample until end of turn.");
    let (_, prog) = program(&def);
    let [Instr::ForEach { what: Ref::Each(_), then }] = prog else { panic!("{prog:?}") };
    assert_eq!(
        then[..],
        [
            Instr::Pump { what: Ref::EachOne, power: Amount::Fixed(3), toughness: Amount::Fixed(3), duration: EOT },
            Instr::Modify { what: Ref::EachOne, effect: LayerEffect::AddKeyword(Keyword::Trample), duration: EOT },
        ]
    );
}

#[test]
fn gains_and_loses_keywords() {
    let def = card("Creature — Dragon", "{1}{G}: Card gains flying and loses trample until end of turn.");
    let (_, prog) = program(&def);
    assert_eq!(
        prog,
        [
            Instr::Modify { what: Ref::Source, effect: LayerEffect::AddKeyword(Keyword::Flying), duration: EOT },
            Instr::Modify { what: Ref::Source, effect: LayerEffect::RemoveKeyword(Keyword::Trample), duration: EOT },
        ]
    );
    let def = card("Instant", "Target creature loses flying until end of turn.");
    assert_eq!(
        program(&def).1,
        [Instr::Modify { what: Ref::Target(0), effect: LayerEffect::RemoveKeyword(Keyword::Flying), duration: EOT }]
    );
}

#[test]
fn several_keywords_and_a_bonus() {
    let def = card(
        "Artifact",
        "{T}: Target creature gets +1/+1 and gains flying, first strike, and trample until end of turn.",
    );
    assert_eq!(program(&def).1.len(), 4);
}

#[test]
fn two_targets_each_get() {
    let def = card("Instant", "Two target creatures each get -1/-1 until end of turn.");
    let (targets, prog) = program(&def);
    assert_eq!((targets[0].min, targets[0].max), (2, 2));
    assert_eq!(
        prog,
        [Instr::Pump { what: Ref::Target(0), power: Amount::Fixed(-1), toughness: Amount::Fixed(-1), duration: EOT }]
    );
}

#[test]
fn one_shot_requirements_and_no_regeneration() {
    for (text, r) in [
        ("Target creature attacks this turn if able.", Restriction::AttacksEachCombat),
        ("Target creature can't be regenerated this turn.", Restriction::CantBeRegenerated),
    ] {
        let def = card("Instant", text);
        assert_eq!(
            program(&def).1,
            [Instr::Modify { what: Ref::Target(0), effect: LayerEffect::AddRestriction(r), duration: EOT }]
        );
    }
}

#[test]
fn a_compound_needs_a_duration() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Instant",
        "Target creature gets +1/+1 and gains flying.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn until_end_of_turn_first_with_a_quoted_ability() {
    let def = card("Instant", "Until end of turn, Wizards you control gain \"{T}: Counter target spell.\"");
    let (_, prog) = program(&def);
    let [Instr::Modify { what: Ref::Each(_), effect: LayerEffect::GrantAbility(_), duration: EOT }] = prog else {
        panic!("{prog:?}")
    };
    // Only continuous effects take the leading duration.
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Instant",
        "Until end of turn, draw a card.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn cant_be_regenerated_with_no_destroy_is_not_understood() {
    // CR 701.19c: the sentence patches a destroy; with none it would be dropped.
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{B}"),
        "Instant",
        "Tap target creature. It can't be regenerated.",
    ));
    assert!(def.unsupported.as_deref().is_some_and(|s| s.contains("regenerated")), "{:?}", def.unsupported);
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{B}"),
        "Instant",
        "Destroy target creature. It can't be regenerated.",
    ));
    assert_eq!(def.unsupported, None);
}

#[test]
fn those_creatures_dont_untap_during_their_controllers_next_untap_step() {
    let s = card(
        "Instant",
        "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.",
    );
    assert!(matches!(program(&s).1.last(), Some(Instr::SkipNextUntap { rule: false, .. })), "{:?}", program(&s).1);
}

#[test]
fn creatures_a_player_controls_dont_untap_is_a_rule_but_those_creatures_are_locked() {
    // CR 611.2c: Misstep changes the rules for that player's next untap step; Sleep's "those
    // creatures" are the ones it tapped.
    let misstep = card("Sorcery", "Creatures target player controls don't untap during that player's next untap step.");
    assert!(matches!(program(&misstep).1, [Instr::SkipNextUntap { rule: true, .. }]), "{:?}", program(&misstep).1);
    let sleep = card(
        "Sorcery",
        "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.",
    );
    assert!(
        matches!(program(&sleep).1.last(), Some(Instr::SkipNextUntap { rule: false, .. })),
        "{:?}",
        program(&sleep).1
    );
}

#[test]
fn another_players_clause_and_you_with_an_imperative() {
    let def = card(
        "Artifact — Equipment",
        "Whenever equipped creature deals combat damage to a player, that player discards a card and you untap all lands you control.\nEquip {2}",
    );
    let t = def
        .abilities
        .iter()
        .find_map(|a| match a {
            Ability::Triggered(t) => Some(t),
            _ => None,
        })
        .expect("a trigger");
    assert!(matches!(t.effect.program[..], [Instr::Discard { .. }, Instr::Untap { .. }]), "{:?}", t.effect.program);
}

#[test]
fn actions_instead_if_a_condition_written_last() {
    let slip = card(
        "Instant",
        "Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.",
    );
    assert!(matches!(program(&slip).1, [Instr::If { .. }, Instr::If { .. }]), "{:?}", program(&slip).1);
    assert_eq!(program(&slip).0.len(), 1);
    let ritual = card(
        "Instant",
        "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard.",
    );
    assert!(matches!(program(&ritual).1, [Instr::If { .. }, Instr::If { .. }]), "{:?}", program(&ritual).1);
    // "deals 4 damage instead": the recipients of the sentence replaced, one target.
    let blast = card(
        "Instant",
        "Card deals 2 damage to any target.\nMetalcraft — Card deals 4 damage instead if you control three or more artifacts.",
    );
    let (targets, instrs) = program(&blast);
    assert_eq!(targets.len(), 1);
    let [Instr::If { then: two, .. }, Instr::If { condition: Condition::YouControl(_, 3), then: four }] = instrs else {
        panic!("{instrs:?}")
    };
    let [Instr::DealDamage { hits: a, .. }] = &two[..] else { panic!("{two:?}") };
    let [Instr::DealDamage { hits: b, .. }] = &four[..] else { panic!("{four:?}") };
    assert_eq!(a[..], [(Amount::Fixed(2), Ref::Target(0))]);
    assert_eq!(b[..], [(Amount::Fixed(4), Ref::Target(0))]);
    // "If this spell was kicked, it deals 4 damage instead." (Burst Lightning).
    let burst = card(
        "Instant",
        "Kicker {4}\nCard deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
    );
    assert_eq!(program(&burst).0.len(), 1);
    // A sentence before with two damage parts names no single damage to replace.
    let two_parts = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{R}"),
        "Instant",
        "Card deals 2 damage to any target and 1 damage to you. Card deals 4 damage instead if you control an artifact.",
    ));
    assert!(two_parts.unsupported.is_some());
}

#[test]
fn if_it_was_a_creature_card() {
    let ooze = card(
        "Creature — Ooze",
        "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on Card and you gain 1 life.",
    );
    let (targets, instrs) = program(&ooze);
    assert_eq!(targets.len(), 1);
    let [Instr::Exile { what, .. }, Instr::If { condition: Condition::RefIs(it, _), .. }] = instrs else {
        panic!("{instrs:?}")
    };
    // "it" is the card exiled, not Card, which the counter goes on.
    assert_eq!((what, it), (&Ref::Target(0), &Ref::Target(0)));
}

#[test]
fn you_with_an_amount_defined_afterwards_is_not_read() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Instant",
        "Target player sacrifices an attacking creature. You create X 1/1 white Soldier creature tokens, where X is that creature's toughness.",
    ));
    assert!(def.unsupported.is_some());
}
