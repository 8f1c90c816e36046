//! Spree (CR 702.172): the "+ {cost} —" lines read as the modes of one "choose one or more"
//! spell, with their costs as the spree static ability.

use super::*;

const RAID: &str = "Spree (Choose one or more additional costs.)\n+ {1} — Destroy target artifact.\n+ {2}{W} — Destroy target enchantment.";

#[test]
fn spree_modes_and_costs() {
    let def = card("Raid", Some("{W}"), "Sorcery", RAID);
    let [Ability::Spell(e), Ability::Static(StaticAbility::Spree { costs })] = &def.abilities[..] else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(e.mode_count, (1, 255));
    assert_eq!(e.modes.len(), 2);
    assert_eq!(e.modes[0].text, "+ {1} — Destroy target artifact.");
    assert_eq!(e.modes[1].text, "+ {2}{W} — Destroy target enchantment.");
    assert_eq!(costs, &vec![ManaCost::parse("{1}").unwrap(), ManaCost::parse("{2}{W}").unwrap()]);
    assert_eq!(grimoire_engine::casting::spree::spree_cost(&def, &[0, 1]), ManaCost::parse("{3}{W}").unwrap());
}

#[test]
fn spree_mode_the_compiler_cannot_read_stays_an_error() {
    let why = unsupported("Instant", "Spree\n+ {1} — Frobnicate the widget.\n+ {2} — Draw a card.");
    assert!(why.contains("Frobnicate"), "{why}");
}

#[test]
fn spree_on_a_permanent_is_unsupported() {
    let why = unsupported("Creature — Bear", "Spree\n+ {1} — Draw a card.");
    assert!(why.contains("spree") || why.contains("Choose"), "{why}");
}
