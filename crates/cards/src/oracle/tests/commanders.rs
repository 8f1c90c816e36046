//! "Commander" in card text (CR 903.3): as an adjective ("commander creatures you own") and as
//! a noun ("commanders you control", "if you control a commander", "target commander").

use super::*;

#[test]
fn commander_as_adjective_and_noun() {
    let def = supported("Enchantment", "Commander creatures you own get +2/+2.");
    let Ability::Static(StaticAbility::Continuous { affected, .. }) = &def.abilities[0] else { panic!() };
    assert_eq!(
        *affected,
        Filter::Commander.and(Filter::Type(CardType::Creature)).and(Filter::OwnedBy(PlayerFilter::You))
    );
    let def = supported("Enchantment", "Commanders you control have hexproof.");
    let Ability::Static(StaticAbility::Continuous { affected, .. }) = &def.abilities[0] else { panic!() };
    assert_eq!(*affected, Filter::Commander.and(Filter::ControlledBy(PlayerFilter::You)));
    let def = supported("Creature — Cat", "Whenever a commander you control attacks, put a +1/+1 counter on it.");
    let Ability::Triggered(t) = &def.abilities[0] else { panic!() };
    assert_eq!(t.event, TriggerEvent::Attacks(Filter::Commander.and(Filter::ControlledBy(PlayerFilter::You))));
}
