//! Unit tests of battles (CR 310: a Siege's defense and its intrinsic "defeated" ability)
//! and Cases (CR 719: "To solve" and "Solved" lines).

use crate::face::{CardFace, CardRecord, Layout};
use crate::oracle::tests::test_face;
use crate::oracle::{compile_card, compile_face};
use grimoire_engine::*;

fn siege() -> CardRecord {
    let mut front = test_face("Invasion of Test", Some("{2}{W}"), "Battle — Siege", "");
    front.defense = Some("5".into());
    let back = test_face("Test Angel", None, "Creature — Angel", "Flying");
    CardRecord {
        name: "Invasion of Test // Test Angel".into(),
        layout: Layout::Transform,
        faces: vec![front, back],
        legalities: Default::default(),
        color_identity: vec![],
        legality_unknown: false,
    }
}

#[test]
fn a_siege_has_its_defense_and_is_cast_transformed_when_defeated() {
    let def = compile_card(&siege());
    assert_eq!(def.unsupported, None);
    assert_eq!(def.defense, Some(5));
    let defeated = def.abilities.iter().find_map(|a| match a {
        Ability::Triggered(t) if t.event == TriggerEvent::LastCounterRemoved(CounterKind::Defense) => Some(t),
        _ => None,
    });
    let t = defeated.expect("CR 310.11b: the Siege's intrinsic ability");
    assert_eq!(
        t.effect.program,
        vec![
            Instr::Exile { what: Ref::Source, until_source_leaves: false },
            Instr::CastWithoutPaying { what: Ref::Affected, transformed: true },
        ]
    );
}

fn case(text: &str) -> CardDef {
    compile_face(&CardFace {
        name: "Case of the Test".into(),
        mana_cost: Some("{U}".into()),
        type_line: "Enchantment — Case".into(),
        text: text.into(),
        ..CardFace::default()
    })
}

#[test]
fn to_solve_is_an_end_step_trigger_with_an_intervening_condition() {
    let def = case("To solve — You control three or more artifacts. (If unsolved, solve at the beginning of your end step.)\nSolved — Creatures you control get +1/+0.");
    assert_eq!(def.unsupported, None);
    let Ability::Triggered(t) = &def.abilities[0] else { panic!("{:?}", def.abilities) };
    assert_eq!(t.event, TriggerEvent::BeginningOfStep { step: Step::End, whose: PlayerFilter::You });
    assert_eq!(t.effect.program, vec![Instr::Solve { what: Ref::Source }]);
    let Some(Condition::All(parts)) = &t.condition else { panic!("{:?}", t.condition) };
    assert_eq!(parts[1], Condition::Not(Box::new(Condition::SourceIs(Filter::Solved))));
    // CR 719.3c: the Solved ability works only while the Case is solved.
    let Ability::Static(StaticAbility::Continuous { condition, .. }) = &def.abilities[1] else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(condition, &Some(Condition::SourceIs(Filter::Solved)));
}

#[test]
fn a_solve_condition_the_compiler_cannot_read_leaves_the_case_unsupported() {
    let def = case("To solve — Something nobody can parse happens.\nSolved — Creatures you control get +1/+0.");
    assert_eq!(def.unsupported.as_deref(), Some("To solve — Something nobody can parse happens."));
}
