//! Unit tests of `grammar/phrases/stack.rs`: spells described by what they target (CR 115.9b).

use crate::oracle::compile_face;
use grimoire_engine::*;

fn compile(type_line: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face("Card", None, type_line, &text.replace('~', "Card")))
}

/// The target spec of the first ability's first target.
fn first_target(def: &CardDef) -> TargetSpec {
    let effect = match &def.abilities[0] {
        Ability::Spell(e) => e,
        Ability::Activated(a) => &a.effect,
        other => panic!("{other:?}"),
    };
    effect.targets[0].clone()
}

#[test]
fn counter_target_spell_that_targets_a_creature() {
    let def = compile("Instant", "Counter target spell that targets a creature.\nDraw a card.");
    assert_eq!(def.unsupported, None);
    let spec = first_target(&def);
    assert_eq!(spec.objects, Some((Zone::Stack, Filter::Targets(Box::new(Filter::creature())))));
    assert_eq!(spec.players, None);
}

#[test]
fn what_the_spell_targets_keeps_its_qualifiers() {
    let def =
        compile("Creature — Elemental", "{U}, Sacrifice ~: Counter target spell that targets a creature you control.");
    assert_eq!(def.unsupported, None);
    let inner = Filter::creature().and(Filter::ControlledBy(PlayerFilter::You));
    assert_eq!(first_target(&def).objects, Some((Zone::Stack, Filter::Targets(Box::new(inner)))));
    let def = compile("Creature — Illusion", "{U}: Counter target spell that targets ~.");
    assert_eq!(def.unsupported, None);
    assert_eq!(first_target(&def).objects, Some((Zone::Stack, Filter::Targets(Box::new(Filter::Source)))));
}

#[test]
fn spells_that_target_players_are_left_unsupported() {
    assert!(compile("Instant", "Counter target spell that targets a player.").unsupported.is_some());
}

#[test]
fn change_the_target_of_a_spell_with_a_single_target() {
    let def = compile("Instant", "Change the target of target spell with a single target.");
    assert_eq!(def.unsupported, None);
    assert_eq!(first_target(&def).objects, Some((Zone::Stack, Filter::SingleTarget)));
    let Ability::Spell(e) = &def.abilities[0] else { panic!() };
    assert_eq!(e.program, vec![Instr::ChangeTarget { spell: Ref::Target(0), only_if: None, to: None }]);
    // Without "with a single target", "the target" is ambiguous; abilities can't be targeted.
    for text in [
        "Change the target of target spell.",
        "Change the target of target spell or ability with a single target.",
        "Change the target of target creature.",
    ] {
        assert!(compile("Instant", text).unsupported.is_some(), "{text}");
    }
}

#[test]
fn change_the_target_only_if_it_is_a_creature() {
    let def = compile(
        "Instant",
        "If target spell has only one target and that target is a creature, change that spell's target to another creature.",
    );
    assert_eq!(def.unsupported, None);
    assert_eq!(first_target(&def).objects, Some((Zone::Stack, Filter::Any)));
    let Ability::Spell(e) = &def.abilities[0] else { panic!() };
    let only =
        Instr::ChangeTarget { spell: Ref::Target(0), only_if: Some(Filter::creature()), to: Some(Filter::creature()) };
    assert_eq!(e.program, vec![only]);
    let def = compile(
        "Creature — Dragon",
        "{U}: If target spell has only one target and that target is ~, change that spell's target to another creature.",
    );
    assert_eq!(def.unsupported, None);
    let Ability::Activated(a) = &def.abilities[0] else { panic!() };
    assert!(matches!(&a.effect.program[..], [Instr::ChangeTarget { only_if: Some(Filter::Source), .. }]));
}
