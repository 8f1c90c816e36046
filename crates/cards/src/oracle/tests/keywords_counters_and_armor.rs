//! Unit tests of outlast (CR 702.107a) and umbra armor (CR 702.89a, its
//! older name totem armor, 702.89b), keywords read as the sentences their rules define; and
//! of filter lands' "Add {U}{U}, {U}{R}, or {R}{R}" (CR 106.1).

use crate::oracle::tests::{activated, statics, supported, unsupported};
use grimoire_engine::*;

#[test]
fn outlast_is_a_sorcery_speed_tap_ability_putting_a_counter() {
    let def = supported(
        "Creature — Bird Warrior",
        "Flying\nOutlast {W} ({W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)",
    );
    let a = activated(&def);
    assert!(a.cost.tap);
    assert_eq!(a.cost.mana, ManaCost::parse("{W}").unwrap());
    assert!(a.sorcery_speed, "{a:?}");
}

#[test]
fn umbra_armor_and_totem_armor_are_the_destruction_replacement() {
    for line in [
        "Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)",
        "Totem armor",
    ] {
        let def = supported("Enchantment — Aura", &format!("Enchant creature\nEnchanted creature gets +2/+2.\n{line}"));
        let umbra = statics(&def).into_iter().filter(|s| matches!(s, StaticAbility::Replacement(Replacement::UmbraArmor))).count();
        assert_eq!(umbra, 1, "{line}");
    }
}

#[test]
fn filter_land_choices_must_be_every_combination() {
    let def = supported("Land", "{T}: Add {C}.\n{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}.");
    assert!(format!("{def:?}").contains("Combination"), "{def:?}");
    assert_eq!(unsupported("Land", "{T}: Add {U}{U} or {R}{R}."), "{T}: Add {U}{U} or {R}{R}.");
}
