//! Unit tests of the keywords that exile a card from the hand to cast it on a later turn:
//! foretell (CR 702.143) and plot (CR 702.170).

use crate::oracle::compile_face;
use crate::oracle::tests::{statics, test_face};
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{2}{U}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn unsupported(type_line: &str, text: &str) -> String {
    compile_face(&test_face("Card", Some("{2}{U}"), type_line, text)).unsupported.expect("unsupported")
}

#[test]
fn foretell_is_exiling_to_cast_later_for_its_cost() {
    // CR 702.143a: Saw It Coming.
    let def = card("Instant", "Counter target spell.\nForetell {1}{U}");
    let [StaticAbility::ExileToCastLater { kind, cost, text }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(*kind, LaterCast::Foretell);
    assert_eq!(cost.mana, ManaCost::parse("{1}{U}").unwrap());
    assert_eq!(text, "Foretell {1}{U}");
    // A foretell cost of nothing (Scorn Effigy).
    let def = card("Artifact Creature — Scarecrow", "Foretell {0}");
    let [StaticAbility::ExileToCastLater { cost, .. }] = statics(&def)[..] else { panic!("{:?}", def.abilities) };
    assert_eq!(cost.mana.mana_value(0), 0);
}

#[test]
fn plot_is_exiling_to_cast_later_for_free() {
    // CR 702.170a: "Plot {1}{R}".
    let def = card("Creature — Coyote", "Haste\nPlot {1}{R}");
    let [StaticAbility::ExileToCastLater { kind, cost, text }] = statics(&def)[..] else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(*kind, LaterCast::Plot);
    assert_eq!(cost.mana, ManaCost::parse("{1}{R}").unwrap());
    assert_eq!(text, "Plot {1}{R}");
}

#[test]
fn foretell_and_plot_costs_the_engine_does_not_read_stay_errors() {
    assert!(unsupported("Sorcery", "Draw a card.\nForetell {X}{X}{W}").contains("X"));
    assert!(!unsupported("Instant", "Draw a card.\nForetell {1}{U} and more").is_empty());
    assert!(!unsupported("Instant", "Draw a card.\nPlot").is_empty());
}
