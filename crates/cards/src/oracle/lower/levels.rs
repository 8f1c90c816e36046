//! Lowering a leveler's level striations (CR 711.2): each is a static ability that works as
//! long as the permanent has a number of level counters in its range, giving it a base
//! power and toughness and the abilities printed in the striation.

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
    let when = level_condition(min, max);
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
            _ => Err("an ability of this kind within a level symbol is not supported yet".to_string()),
        })
        .map(|s| s.map(Ability::Static))
        .collect()
}
