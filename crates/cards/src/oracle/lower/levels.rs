//! Lowering a leveler's level striations (CR 711.2): each is a static ability that works as
//! long as the permanent has a number of level counters in its range, giving it a base
//! power and toughness and the abilities printed in the striation; and a Class's level bars
//! (CR 716.2a), whose abilities it has as long as its class level is at least the bar's.

use super::*;

/// The condition of a level symbol: at least `min` level counters on the source, and no
/// more than `max` (CR 711.2a-b).
fn level_condition(min: u32, max: Option<u32>) -> Condition {
    Condition::SourceIs(Filter::HasCounter(CounterKind::Named("level".into()), min, max))
}

/// "[P/T]" in a striation: base power and toughness, layer 7b (CR 711.2a, 613.4b).
pub(crate) fn level_pt(power: i32, toughness: i32, min: u32, max: Option<u32>) -> Ability {
    Ability::Static(StaticAbility::Continuous {
        affected: Filter::Source,
        effect: LayerEffect::SetPowerToughness(power, toughness),
        condition: Some(level_condition(min, max)),
    })
}

/// The abilities of one line of a striation, as the permanent has them only within the
/// level range (CR 711.2a): keywords and other abilities granted to itself, continuous
/// statics with the level condition added. A static ability of another kind can't be
/// made conditional yet, and is refused with a reason.
pub(crate) fn at_level(abilities: Vec<Ability>, min: u32, max: Option<u32>) -> Result<Vec<Ability>, String> {
    only_while(abilities, level_condition(min, max))
}

/// The abilities printed in a Class's level bar N (CR 716.2a): "As long as this Class is
/// level N or greater, it has [abilities]", made conditional as a striation's are.
pub(crate) fn at_class_level(abilities: Vec<Ability>, level: u32) -> Result<Vec<Ability>, String> {
    only_while(abilities, Condition::SourceIs(Filter::ClassLevel(level, None)))
}

/// The abilities of a Case's "Solved — [Ability]" line (CR 719.3c): it has them only while
/// it is solved, made conditional as a striation's are.
pub(crate) fn while_solved(abilities: Vec<Ability>) -> Result<Vec<Ability>, String> {
    only_while(abilities, Condition::SourceIs(Filter::Solved))
}

/// The level bar a line is (CR 716.2a): an activated ability whose only instruction makes
/// the source's class level N; N.
pub(crate) fn class_level_bar(abilities: &[Ability]) -> Option<u32> {
    match abilities {
        [Ability::Activated(a)] => match a.effect.program.as_slice() {
            [Instr::GainClassLevel { what: Ref::Source, level }] => Some(*level),
            _ => None,
        },
        _ => None,
    }
}

/// Abilities the source has only while `when` holds (CR 711.2a, 716.2a): keywords and
/// other abilities granted to itself, continuous statics with the condition added; other
/// static abilities are refused with a reason.
fn only_while(abilities: Vec<Ability>, when: Condition) -> Result<Vec<Ability>, String> {
    let own = |effect| StaticAbility::Continuous { affected: Filter::Source, effect, condition: Some(when.clone()) };
    abilities
        .into_iter()
        .map(|a| match a {
            Ability::Keyword(k) => Ok(own(LayerEffect::AddKeyword(k))),
            Ability::Activated(_) | Ability::Triggered(_) => {
                Ok(own(LayerEffect::GrantAbility(GrantedAbility(Box::new(a)))))
            }
            Ability::Static(StaticAbility::Continuous { affected, effect, condition }) => {
                let condition = Some(match condition {
                    Some(c) => Condition::All(vec![c, when.clone()]),
                    None => when.clone(),
                });
                Ok(StaticAbility::Continuous { affected, effect, condition })
            }
            _ => Err("a static ability of this kind that applies only at some levels is not supported yet".to_string()),
        })
        .map(|s| s.map(Ability::Static))
        .collect()
}
