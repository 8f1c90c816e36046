//! Unit tests of leveler cards (CR 711, 702.87): level up, and the level striations read as
//! static abilities conditioned on the number of level counters.

use crate::oracle::compile_face;
use crate::oracle::tests::{activated, test_face};
use grimoire_engine::*;

const TEXT: &str = "Level up {2}{G} ({2}{G}: Put a level counter on this. Level up only as a sorcery.)\n\
                    LEVEL 1-3\n4/4\nLEVEL 4+\n6/6\nTrample";

fn leveler(text: &str) -> CardDef {
    let def = compile_face(&test_face("Beastbreaker of Bala Ged", Some("{1}{G}"), "Creature — Human Warrior", text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn level(min: u32, max: Option<u32>) -> Option<Condition> {
    Some(Condition::SourceIs(Filter::HasCounter(CounterKind::Named("level".into()), min, max)))
}

#[test]
fn level_up_is_a_sorcery_speed_ability_putting_a_level_counter() {
    let def = leveler(TEXT);
    let a = activated(&def);
    assert!(a.sorcery_speed, "CR 702.87a: only as a sorcery");
    assert!(matches!(&a.effect.program[..], [Instr::AddCounters { kind: CounterKind::Named(k), .. }] if k == "level"));
}

#[test]
fn each_striation_sets_base_power_and_toughness_within_its_range() {
    let def = leveler(TEXT);
    let statics: Vec<_> = def
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::Continuous { affected: Filter::Source, effect, condition }) => {
                Some((effect.clone(), condition.clone()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        statics,
        vec![
            (LayerEffect::SetPowerToughness(4, 4), level(1, Some(3))),
            (LayerEffect::SetPowerToughness(6, 6), level(4, None)),
            (LayerEffect::AddKeyword(Keyword::Trample), level(4, None)),
        ]
    );
}

#[test]
fn an_activated_ability_in_a_striation_is_granted_within_its_range() {
    let def = leveler(
        "Level up {3}{R}\nLEVEL 1-2\n2/3\n{T}: This creature deals 1 damage to any target.\nLEVEL 3+\n2/4\n{T}: This creature deals 3 damage to any target.",
    );
    let granted = def
        .abilities
        .iter()
        .filter(|a| {
            matches!(a, Ability::Static(StaticAbility::Continuous { effect: LayerEffect::GrantAbility(_), .. }))
        })
        .count();
    assert_eq!(granted, 2);
    // Only level up is the card's own activated ability.
    let own = def.abilities.iter().filter(|a| matches!(a, Ability::Activated(_))).count();
    assert_eq!(own, 1);
}
