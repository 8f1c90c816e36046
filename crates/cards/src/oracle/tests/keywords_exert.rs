//! Unit tests of `grammar/combat/exert.rs`: "You may exert ~ as it attacks. When you do,
//! ..." and "Whenever you exert a creature," (CR 701.43d, 607.2h).

use crate::oracle::tests::{supported, triggered, unsupported};
use grimoire_engine::*;

#[test]
fn exert_with_its_linked_ability() {
    let def = supported(
        "Creature — Human Warrior",
        "You may exert Card as it attacks. When you do, it gets +1/+3 and gains lifelink until end of turn. (An exerted creature won't untap during your next untap step.)",
    );
    assert_eq!(def.abilities[0], Ability::Static(StaticAbility::ExertAsAttacks));
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::Exerted(Filter::Source));
    assert!(!t.optional);
    // "it" is the exerted creature, the source.
    assert!(format!("{:?}", t.effect.program).contains("Source"), "{:?}", t.effect.program);
}

#[test]
fn exert_alone_and_whenever_you_exert() {
    let def = supported(
        "Creature — Human Warrior",
        "You may exert Card as it attacks. (It won't untap during your next untap step.)\nWhenever you exert a creature, tap target creature an opponent controls.",
    );
    assert_eq!(def.abilities[0], Ability::Static(StaticAbility::ExertAsAttacks));
    let TriggerEvent::Exerted(f) = &triggered(&def).event else { panic!("{def:?}") };
    assert_ne!(*f, Filter::Source);
    let may = supported(
        "Creature — Human Warrior",
        "You may exert Card as it attacks. When you do, you may put a creature card from your hand onto the battlefield.",
    );
    assert!(triggered(&may).optional);
}

#[test]
fn other_exert_wordings_stay_unsupported() {
    // Exerting as a cost of an activated ability, and a condition on having been exerted.
    unsupported("Creature — Human Cleric", "{T}, Exert Card: Add two mana of any one color.");
    unsupported(
        "Creature — Human Warrior",
        "If Card hasn't been exerted this turn, you may exert it as it attacks. When you do, untap all other creatures you control.",
    );
}
