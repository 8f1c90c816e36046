//! Unit tests of transforming double-faced cards (CR 712, 701.27): the card's two faces, the
//! "transform" instruction, transform triggers and the werewolves' conditions.

use crate::face::{CardFace, CardRecord, Layout};
use crate::oracle::tests::{test_face, triggered};
use crate::oracle::{compile_card, compile_face};
use grimoire_engine::*;

fn face(name: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face(name, Some("{1}{G}"), "Creature — Human Werewolf", text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn record(faces: Vec<CardFace>) -> CardRecord {
    let name = faces.iter().map(|f| f.name.as_str()).collect::<Vec<_>>().join(" // ");
    CardRecord {
        name,
        layout: Layout::Transform,
        faces,
        legalities: Default::default(),
        color_identity: vec![],
        legality_unknown: false,
    }
}

#[test]
fn both_faces_are_compiled_and_the_card_is_its_front_face() {
    let mut back = test_face("Insectile Aberration", None, "Creature — Human Insect", "Flying");
    back.color_indicator = Some(vec![Color::Blue]);
    let front = test_face("Delver of Secrets", Some("{U}"), "Creature — Human Wizard", "");
    let def = compile_card(&record(vec![front, back]));
    assert_eq!(def.unsupported, None);
    assert_eq!(def.name, "Delver of Secrets");
    let back = def.back.as_ref().expect("a back face");
    assert_eq!((back.name.as_str(), back.mana_cost.is_none()), ("Insectile Aberration", true));
    assert_eq!(back.colors, ColorSet::from_iter([Color::Blue]));
    assert!(back.keywords().any(|k| *k == Keyword::Flying));
}

#[test]
fn a_back_face_that_does_not_compile_makes_the_card_unsupported() {
    let front = test_face("Front", Some("{1}{G}"), "Creature — Human Werewolf", "");
    let back = test_face("Back", None, "Creature — Werewolf", "Back frobnicates the moon.");
    let def = compile_card(&record(vec![front, back]));
    assert!(def.unsupported.as_deref().is_some_and(|w| w.starts_with("Back: ")), "{:?}", def.unsupported);
}

#[test]
fn a_battle_is_supported_with_its_back_face() {
    let front = test_face("Invasion", Some("{2}{W}"), "Battle — Siege", "");
    let back = test_face("Anthem", None, "Enchantment", "Creatures you control get +1/+1.");
    let def = compile_card(&record(vec![front, back]));
    assert_eq!(def.unsupported, None);
    assert_eq!(def.back.as_ref().map(|b| b.name.as_str()), Some("Anthem"));
}

#[test]
fn transform_as_an_instruction() {
    let def = face("Card", "{2}{B}: Transform Card.");
    let Ability::Activated(a) = &def.abilities[0] else { panic!("{def:?}") };
    assert_eq!(a.effect.program, vec![Instr::Transform { what: Ref::Source }]);
    let def = face("Card", "When another creature you control dies, transform Card.");
    assert_eq!(triggered(&def).effect.program, vec![Instr::Transform { what: Ref::Source }]);
}

#[test]
fn transform_triggers() {
    let def = face("Card", "Whenever this creature transforms into Card, you gain 2 life.");
    assert_eq!(triggered(&def).event, TriggerEvent::Transforms(Filter::Source));
    let def = face("Card", "When Card transforms, you gain 2 life.");
    assert_eq!(triggered(&def).event, TriggerEvent::Transforms(Filter::Source));
    let def = face(
        "Card",
        "Whenever this creature enters the battlefield or transforms into Card, create a 2/2 green Wolf creature token and you gain 2 life.",
    );
    let both = TriggerEvent::Either(
        Box::new(TriggerEvent::EntersBattlefield(Filter::Source)),
        Box::new(TriggerEvent::Transforms(Filter::Source)),
    );
    assert_eq!(triggered(&def).event, both);
    // Into another face than its own: not understood.
    let def =
        compile_face(&test_face("Card", None, "Creature — Wolf", "Whenever Card transforms into Other, draw a card."));
    assert!(def.unsupported.is_some());
}

#[test]
fn werewolf_conditions() {
    let def = face("Card", "At the beginning of each upkeep, if no spells were cast last turn, transform Card.");
    let none = HistoryCondition::SpellsCastLastTurn { at_least: 1, one_player: false };
    assert_eq!(triggered(&def).condition, Some(Condition::Not(Box::new(Condition::History(none)))));
    let def =
        face("Card", "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Card.");
    let two = HistoryCondition::SpellsCastLastTurn { at_least: 2, one_player: true };
    assert_eq!(triggered(&def).condition, Some(Condition::History(two)));
    assert_eq!(triggered(&def).effect.program, vec![Instr::Transform { what: Ref::Source }]);
}

#[test]
fn may_reveal_the_card_looked_at() {
    let def = face(
        "Card",
        "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Card.",
    );
    let program = &triggered(&def).effect.program;
    let [Instr::LookAtCards { .. }, Instr::May { prompt, then }] = &program[..] else { panic!("{program:?}") };
    assert_eq!(prompt, "You may reveal that card");
    assert!(matches!(then[0], Instr::RevealCards { .. }), "{then:?}");
    assert!(format!("{:?}", then[1..].to_vec()).contains("Transform { what: Source }"), "{then:?}");
    // Without what the reveal decides, the sentence is not understood.
    let def = compile_face(&test_face(
        "Card",
        None,
        "Creature — Wolf",
        "At the beginning of your upkeep, look at the top card of your library. You may reveal that card.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn then_sentences_follow_the_one_before() {
    // CR 608.2c: "Then" opens a sentence that follows the one before it.
    let def = face("Card", "{1}, {T}: Scry 1. Then draw a card.");
    let program = &crate::oracle::tests::activated(&def).effect.program;
    assert_eq!(program.len(), 2, "{program:?}");
    assert!(matches!(program[1], Instr::Draw { .. }), "{program:?}");
    // Not as the first sentence, nor after a delayed triggered ability.
    let first = compile_face(&test_face("Card", None, "Sorcery", "Then draw a card."));
    assert!(first.unsupported.is_some());
    let delayed = compile_face(&test_face(
        "Card",
        None,
        "Sorcery",
        "At the beginning of the next end step, sacrifice target creature. Then draw a card.",
    ));
    assert!(delayed.unsupported.is_some());
}

#[test]
fn counter_thresholds_then_transform() {
    // Treasure Map: the counters counted by the condition are removed (CR 122.1), the
    // permanent transforms (CR 701.27a) and the tokens are created, all only if it holds.
    let def = face(
        "Card",
        "{1}, {T}: Scry 1. Put a landmark counter on Card. Then if there are three or more landmark counters on it, remove those counters, transform Card, and create three Treasure tokens.",
    );
    let program = &crate::oracle::tests::activated(&def).effect.program;
    let Some(Instr::If { condition: cond, then }) = program.last() else { panic!("{program:?}") };
    let landmark = CounterKind::parse("landmark");
    assert_eq!(*cond, Condition::SourceIs(Filter::HasCounter(landmark.clone(), 3, None)));
    let Instr::RemoveCounters { what: Ref::Source, kind, .. } = &then[0] else { panic!("{then:?}") };
    assert_eq!(*kind, landmark);
    assert_eq!(then[1], Instr::Transform { what: Ref::Source });
    assert_eq!(then.len(), 3, "{then:?}");
    // "it has no ice counters on it" (Thing in the Ice), "you may remove those counters and
    // transform it" (Primal Amulet), "remove all of them and transform it".
    let def = face(
        "Card",
        "Whenever you cast an instant or sorcery spell, remove an ice counter from Card. Then if it has no ice counters on it, transform it.",
    );
    let program = &triggered(&def).effect.program;
    let Some(Instr::If { condition: cond, .. }) = program.last() else { panic!("{program:?}") };
    let ice = Filter::HasCounter(CounterKind::parse("ice"), 1, None);
    assert_eq!(*cond, Condition::Not(Box::new(Condition::SourceIs(ice))));
    let def = face(
        "Card",
        "Whenever you cast an instant or sorcery spell, put a charge counter on Card. Then if there are four or more charge counters on it, you may remove those counters and transform it.",
    );
    let program = &triggered(&def).effect.program;
    let Some(Instr::If { then, .. }) = program.last() else { panic!("{program:?}") };
    assert!(matches!(&then[..], [Instr::May { .. }]), "{then:?}");
    face(
        "Card",
        "{T}: Put a hatchling counter on Card. Then if it has five or more hatchling counters on it, remove all of them and transform it.",
    );
}

#[test]
fn exile_him_then_return_him_transformed() {
    // Jace, Vryn's Prodigy: "him" after the exile is the card exiled (CR 400.7), returned with
    // its back face up under its owner's control (CR 712.14a).
    let def = face(
        "Card",
        "{T}: Draw a card, then discard a card. If there are five or more cards in your graveyard, exile Card, then return him to the battlefield transformed under his owner's control.",
    );
    let s = format!("{:?}", crate::oracle::tests::activated(&def).effect.program);
    assert!(s.contains("transformed: true"), "{s}");
    face(
        "Card",
        "Whenever another nontoken creature you control dies, exile Card, then return her to the battlefield transformed under her owner's control.",
    );
}

#[test]
fn graveyard_counts_and_a_choice_after_a_condition() {
    // "there are five or more cards in your graveyard", "you have seven or more cards in your
    // graveyard": the controller's graveyard counted as the ability resolves (CR 608.2c).
    let def = face(
        "Card",
        "At the beginning of your upkeep, surveil 1. Then if you have seven or more cards in your graveyard, you may transform Card.",
    );
    let program = &triggered(&def).effect.program;
    let Some(Instr::If { condition, then }) = program.last() else { panic!("{program:?}") };
    let Condition::PlayerMetric { cmp, n, .. } = condition else { panic!("{condition:?}") };
    assert_eq!((*cmp, *n), (Cmp::Ge, 7));
    let [Instr::May { prompt, then }] = &then[..] else { panic!("{then:?}") };
    assert_eq!(prompt, "you may transform Card");
    assert_eq!(then[..], [Instr::Transform { what: Ref::Source }]);
    face(
        "Card",
        "At the beginning of your end step, mill two cards. Then if there are four or more creature cards in your graveyard, transform Card.",
    );
}

#[test]
fn transform_at_the_beginning_of_the_next_upkeep() {
    // CR 603.7: a delayed triggered ability at the next upkeep, whoever's turn it is.
    let def =
        face("Card", "When a non-Angel creature you control dies, transform Card at the beginning of the next upkeep.");
    let s = format!("{:?}", triggered(&def).effect.program);
    assert!(s.contains("Upkeep") && s.contains("Transform { what: Source }"), "{s}");
}

#[test]
fn gained_life_this_turn() {
    // CR 119.3, 603.4: the life gained this turn, all events together.
    let def = face("Card", "At the beginning of the end step, if you gained 3 or more life this turn, transform Card.");
    assert_eq!(triggered(&def).condition, Some(Condition::History(HistoryCondition::LifeGained(Whose::You, 3))));
    let def = face("Card", "At the beginning of your end step, if you gained life this turn, draw a card.");
    assert_eq!(triggered(&def).condition, Some(Condition::History(HistoryCondition::LifeGained(Whose::You, 1))));
}
