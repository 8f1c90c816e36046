//! Compiler tests for static abilities that function from the graveyard (CR 113.6b).

use super::compile_face;
use super::tests::test_face;
use grimoire_engine::*;

#[test]
fn incarnation_static_works_from_the_graveyard() {
    let text = "As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.";
    let def = compile_face(&test_face("Anger", Some("{3}{R}"), "Creature — Incarnation", text));
    let face = test_face("Anger", Some("{3}{R}"), "Creature — Incarnation", text);
    assert_eq!(def.unsupported, None, "{:?}", super::parse_line(text, &face, false));
    match &def.abilities[..] {
        [Ability::Static(StaticAbility::Continuous { effect, condition: Some(Condition::All(cs)), .. })] => {
            assert_eq!(effect, &LayerEffect::AddKeyword(Keyword::Haste));
            assert_eq!(cs[0], Condition::SourceInZone(Zone::Graveyard));
            assert_eq!(cs.len(), 2);
        }
        other => panic!("{other:?}"),
    }
}
