//! Offspring (CR 702.175a): the optional additional cost, and the trigger creating a 1/1
//! token copy when it was paid.

use super::*;

#[test]
fn offspring_cost_and_trigger() {
    let def = card(
        "Rabbit",
        Some("{3}{W}"),
        "Creature — Rabbit Soldier",
        "Offspring {1} (You may pay an additional {1} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)\nWhen this creature enters, creatures you control get +1/+1 until end of turn.",
    );
    let costs = grimoire_engine::casting::keywords::optional_costs(&def);
    assert!(costs.len() == 1 && costs[0].keyword == Some(PaidKeyword::Offspring) && costs[0].text == "Offspring {1}");
    assert_eq!(costs[0].cost.mana, ManaCost::parse("{1}").unwrap());
    let t = def
        .abilities
        .iter()
        .find_map(|a| match a {
            Ability::Triggered(t) if t.condition.is_some() => Some(t),
            _ => None,
        })
        .expect("the offspring trigger");
    assert_eq!(t.condition, Some(Condition::KeywordCostPaid(PaidKeyword::Offspring)));
    assert!(format!("{:?}", t.effect.program).contains("CreateTokenCopy"), "{:?}", t.effect.program);
}
