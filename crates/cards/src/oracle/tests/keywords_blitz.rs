//! Unit tests of blitz (CR 702.152a, `grammar/keywords/blitz.rs`): dash's alternative cost,
//! with haste and a granted "dies" trigger as long as the blitz cost was paid.

use crate::oracle::tests::{statics, supported, unsupported};
use grimoire_engine::*;

#[test]
fn blitz_is_an_alternative_cost_with_haste_and_a_dies_draw() {
    let def = supported(
        "Creature — Viashino Rogue",
        "Blitz {2}{R} (If you cast this spell for its blitz cost, it gains haste and \"When this creature dies, draw a card.\" Sacrifice it at the beginning of the next end step.)",
    );
    let s = statics(&def);
    let StaticAbility::Dash { cost, text, blitz: true } = s[0] else { panic!("{s:?}") };
    assert_eq!(cost.mana.to_string(), "{2}{R}");
    assert_eq!(text, "Blitz {2}{R}");
    assert!(
        matches!(
            s[1],
            StaticAbility::Continuous {
                effect: LayerEffect::AddKeyword(Keyword::Haste),
                condition: Some(Condition::DashPaid),
                ..
            }
        ),
        "{s:?}"
    );
    let StaticAbility::Continuous {
        effect: LayerEffect::GrantAbility(g), condition: Some(Condition::DashPaid), ..
    } = s[2]
    else {
        panic!("{s:?}")
    };
    let Ability::Triggered(t) = &*g.0 else { panic!("{g:?}") };
    assert_eq!(t.effect.program, vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }]);
}

#[test]
fn blitz_with_a_non_mana_cost_part() {
    let def = supported("Creature — Human", "Blitz—{2}{B}{B}, Pay 2 life.");
    let StaticAbility::Dash { cost, blitz: true, .. } = statics(&def)[0] else { panic!() };
    assert_eq!(cost.life, 2);
    assert!(unsupported("Creature — Human", "Blitz {X}{R}").contains("X"));
}
