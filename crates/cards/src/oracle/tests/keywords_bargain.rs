//! Bargain (CR 702.166): the optional sacrifice as an additional cost, and the "bargained"
//! conditions of spells and of the permanents they become.

use super::*;

const BARGAIN: &str = "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)";

#[test]
fn bargain_is_an_optional_sacrifice() {
    let def = card(
        "Lightblades",
        Some("{W}"),
        "Instant",
        &format!("{BARGAIN}\nLightblades deals 3 damage to target attacking or blocking creature. If this spell was bargained, destroy that creature instead."),
    );
    let Some(Ability::Static(StaticAbility::KeywordCost { cost, .. })) =
        def.abilities.iter().find(|a| matches!(a, Ability::Static(StaticAbility::KeywordCost { .. })))
    else {
        panic!("{:?}", def.abilities)
    };
    assert!(cost.sacrifice.is_some());
    assert!(cost.mana.symbols.is_empty());
    let costs = grimoire_engine::casting::keywords::optional_costs(&def);
    assert!(costs.len() == 1 && costs[0].keyword == Some(PaidKeyword::Bargain) && costs[0].text == "Bargain");
    assert!(format!("{:?}", program(&def)).contains("KeywordCostPaid(Bargain)"));
}

#[test]
fn bargained_trigger_condition() {
    let def = card("Ouphe", Some("{2}{G}"), "Creature — Ouphe", &format!("{BARGAIN}\nWhen this creature enters, if it was bargained, exile target artifact or enchantment an opponent controls."));
    let t = def.abilities.iter().find_map(|a| match a {
        Ability::Triggered(t) => Some(t),
        _ => None,
    });
    assert_eq!(t.and_then(|t| t.condition.clone()), Some(Condition::KeywordCostPaid(PaidKeyword::Bargain)));
}

#[test]
fn targets_only_in_a_bargained_part_stay_unsupported() {
    // CR 702.166d: targets chosen only if bargained are not carried out yet.
    let why = unsupported("Sorcery", &format!("{BARGAIN}\nIf this spell was bargained, target land you control becomes a 3/3 Elemental creature with haste that's still a land."));
    assert!(why.contains("bargained"), "{why}");
}
