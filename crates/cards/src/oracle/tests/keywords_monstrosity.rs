//! Monstrosity (CR 701.37): the keyword action, "becomes monstrous" triggers, "as long as ~ is
//! monstrous", and damage divided by a triggered ability (CR 603.3d, 601.2d).

use super::{activated, statics, supported, triggered, unsupported};
use grimoire_engine::*;

const CREATURE: &str = "Creature — Hydra";

#[test]
fn monstrosity_is_an_instruction_with_its_number_or_x() {
    let def = supported(CREATURE, "{5}{R}{R}: Monstrosity 3.");
    assert_eq!(activated(&def).effect.program, vec![Instr::Monstrosity { amount: Amount::Fixed(3), renown: false }]);
    let def = supported(CREATURE, "{X}{X}{G}: Monstrosity X.");
    assert_eq!(activated(&def).effect.program, vec![Instr::Monstrosity { amount: Amount::X, renown: false }]);
}

#[test]
fn becomes_monstrous_triggers() {
    let def = supported(CREATURE, "When Card becomes monstrous, destroy target creature an opponent controls.");
    assert_eq!(triggered(&def).event, TriggerEvent::BecomesMonstrous(Filter::Source));
    let def = supported(CREATURE, "When Card enters the battlefield or becomes monstrous, destroy target permanent.");
    let both = TriggerEvent::Either(
        Box::new(TriggerEvent::EntersBattlefield(Filter::Source)),
        Box::new(TriggerEvent::BecomesMonstrous(Filter::Source)),
    );
    assert_eq!(triggered(&def).event, both);
}

#[test]
fn as_long_as_monstrous() {
    let def = supported(CREATURE, "As long as Card is monstrous, it has flying.");
    let [StaticAbility::Continuous { affected, effect: LayerEffect::AddKeyword(Keyword::Flying), condition: None }] =
        statics(&def)[..]
    else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(*affected, Filter::Source.and(Filter::Monstrous));
}

#[test]
fn triggered_divided_damage_fixed_or_x() {
    let def = supported(
        CREATURE,
        "Whenever Card enters the battlefield or attacks, it deals 3 damage divided as you choose among one, two, or three targets.",
    );
    let t = triggered(&def);
    assert_eq!((t.effect.targets[0].min, t.effect.targets[0].max), (1, 3));
    assert_eq!(
        t.effect.program,
        vec![Instr::DealDamage {
            by: Ref::Source,
            hits: vec![(Amount::Fixed(3), Ref::Target(0))],
            split: DamageSplit::Divided
        }]
    );
    let def = supported(
        CREATURE,
        "When Card becomes monstrous, it deals X damage divided as you choose among any number of target creatures your opponents control.",
    );
    let t = triggered(&def);
    assert_eq!(
        t.effect.program,
        vec![Instr::DealDamage {
            by: Ref::Source,
            hits: vec![(Amount::X, Ref::Target(0))],
            split: DamageSplit::Divided
        }]
    );
}

#[test]
fn triggered_divided_damage_of_an_unknown_amount_stays_unsupported() {
    unsupported(
        CREATURE,
        "When Card enters the battlefield, it deals damage equal to the number of cards in your hand divided as you choose among any number of targets.",
    );
}
