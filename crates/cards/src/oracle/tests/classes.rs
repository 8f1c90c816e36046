//! Unit tests of Class cards (CR 716): level bars read as sorcery-speed activated abilities
//! raising the class level one step, the abilities under a bar as conditioned on the level,
//! and "When this Class becomes level N" triggers.

use crate::oracle::tests::{activated_all, supported, unsupported};
use grimoire_engine::*;

const WIZARD: &str = "(Gain the next level as a sorcery to add its ability.)\n\
                      You have no maximum hand size.\n{2}{U}: Level 2\n\
                      When this Class becomes level 2, draw two cards.\n{4}{U}: Level 3\n\
                      Whenever you draw a card, put a +1/+1 counter on target creature you control.";

fn class_level(min: u32) -> Option<Condition> {
    Some(Condition::SourceIs(Filter::ClassLevel(min, None)))
}

#[test]
fn a_level_bar_raises_the_level_one_step_as_a_sorcery() {
    let def = supported("Enchantment — Class", WIZARD);
    let bars = activated_all(&def);
    assert_eq!(bars.len(), 2);
    for (bar, level) in bars.iter().zip([2, 3]) {
        assert!(bar.sorcery_speed, "CR 716.2a: only as a sorcery");
        assert_eq!(bar.effect.program, vec![Instr::GainClassLevel { what: Ref::Source, level }]);
        assert_eq!(bar.condition, Some(Condition::SourceIs(Filter::ClassLevel(level - 1, Some(level - 1)))));
    }
}

#[test]
fn the_abilities_under_a_bar_work_from_its_level_on() {
    let def = supported("Enchantment — Class", WIZARD);
    let granted: Vec<_> = def
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::Continuous {
                affected: Filter::Source,
                effect: LayerEffect::GrantAbility(g),
                condition,
            }) => match &*g.0 {
                Ability::Triggered(t) => Some((t.event.clone(), condition.clone())),
                _ => None,
            },
            _ => None,
        })
        .collect();
    assert_eq!(granted.len(), 2, "{:?}", def.abilities);
    assert_eq!(granted[0], (TriggerEvent::ClassLevel(2), class_level(2)));
    assert_eq!(granted[1].1, class_level(3));
}

#[test]
fn the_ability_before_the_first_bar_is_unconditional() {
    let def = supported("Enchantment — Class", WIZARD);
    assert!(
        !def.abilities.iter().any(|a| matches!(
            a,
            Ability::Static(StaticAbility::Continuous {
                condition: Some(Condition::SourceIs(Filter::ClassLevel(1, None))),
                ..
            })
        )),
        "CR 716.3"
    );
    assert!(matches!(def.abilities.first(), Some(Ability::Static(_))), "{:?}", def.abilities);
}

#[test]
fn a_static_kind_the_levels_cant_condition_keeps_the_class_unsupported() {
    let why = unsupported(
        "Enchantment — Class",
        "{1}: Level 2\nYou may play an additional land on each of your turns.\n{2}: Level 3\nYou have no maximum hand size.",
    );
    assert!(why.contains("only at some levels"), "{why}");
}

#[test]
fn level_one_isnt_a_bar() {
    let why = unsupported("Enchantment — Class", "{1}: Level 1");
    assert!(why.contains("Level 1"), "{why}");
}
