//! Unit tests of planeswalkers' loyalty-ability sentences (CR 606): emblems (CR 114).

use crate::oracle::compile_face;
use crate::oracle::tests::{activated_all, test_face, unsupported};
use grimoire_engine::*;

const WALKER: &str = "Legendary Planeswalker — Elspeth";

fn walker(text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{4}{W}{W}"), WALKER, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

/// The program of the walker's `n`-th loyalty ability.
fn loyalty_program(def: &CardDef, n: usize) -> &[Instr] {
    &activated_all(def)[n].effect.program
}

fn emblem_of(i: &Instr) -> (&CardDef, &Ref) {
    match i {
        Instr::CreateEmblem { emblem, who } => (emblem, who),
        other => panic!("not an emblem: {other:?}"),
    }
}

#[test]
fn you_get_an_emblem_with_a_static_ability() {
    let def = walker("[−7]: You get an emblem with \"Creatures you control get +2/+2 and have flying.\"");
    let [i] = loyalty_program(&def, 0) else { panic!() };
    let (e, who) = emblem_of(i);
    assert_eq!(*who, Ref::You);
    assert!(e.is_emblem && e.types == TypeSet::default() && e.mana_cost.is_none());
    assert_eq!(e.text, "Creatures you control get +2/+2 and have flying.");
    assert_eq!(e.abilities.len(), 2, "{:?}", e.abilities);
    assert!(e.abilities.iter().all(|a| matches!(a, Ability::Static(StaticAbility::Continuous { .. }))));
    assert!(e.emblem_abilities_work());
}

#[test]
fn an_emblem_with_a_triggered_ability_and_one_for_an_opponent() {
    let def = walker(
        "[−8]: You get an emblem with \"Whenever a creature enters the battlefield under your control, you may draw a card.\"",
    );
    let (e, _) = emblem_of(&loyalty_program(&def, 0)[0]);
    assert!(matches!(&e.abilities[..], [Ability::Triggered(_)]));
    let def = walker(
        "[−8]: Target opponent gets an emblem with \"Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn.\"",
    );
    let (_, who) = emblem_of(&loyalty_program(&def, 0)[0]);
    assert_eq!(*who, Ref::Target(0));
}

#[test]
fn emblems_the_engine_cannot_run_stay_unsupported() {
    // An activated ability of the emblem itself, and one naming the card.
    assert!(!unsupported(WALKER, "[−6]: You get an emblem with \"{T}: Draw a card.\"").is_empty());
    assert!(!unsupported(WALKER, "[−6]: You get an emblem with \"Whenever Card attacks, draw a card.\"").is_empty());
    // A rule-changing static the layers don't read.
    assert!(!unsupported(WALKER, "[−6]: You get an emblem with \"Your opponents can't gain life.\"").is_empty());
}

#[test]
fn any_number_of_target_players_each_draw() {
    let def = walker("[−7]: Any number of target players each draw twenty cards.");
    let acts = activated_all(&def);
    let t = &acts[0].effect.targets[0];
    assert_eq!((t.min, t.max), (0, u8::MAX));
    assert!(t.players.is_some() && t.objects.is_none());
    assert_eq!(acts[0].effect.program, vec![Instr::Draw { who: Ref::Target(0), amount: Amount::Fixed(20) }]);
}

#[test]
fn exile_a_library_then_shuffle_a_hand_into_it() {
    let def = walker(
        "[−12]: Exile all cards from target player's library, then that player shuffles their hand into their library.",
    );
    let prog = loyalty_program(&def, 0);
    let hand = Ref::CardsIn(Zone::Hand, Box::new(Ref::Target(0)));
    assert_eq!(
        prog,
        [
            Instr::Exile { what: Ref::CardsIn(Zone::Library, Box::new(Ref::Target(0))), until_source_leaves: false },
            Instr::PutOnLibrary { what: hand, top: true, ordered: false },
            Instr::Shuffle { who: Ref::Target(0) },
        ]
    );
}

#[test]
fn until_your_next_turn_written_first_or_last() {
    let def = walker("[+1]: Until your next turn, up to one target creature gets -5/-0.");
    assert_eq!(
        loyalty_program(&def, 0),
        [Instr::Pump {
            what: Ref::Target(0),
            power: Amount::Fixed(-5),
            toughness: Amount::Fixed(0),
            duration: Duration::UntilYourNextTurn
        }]
    );
    let def = walker("[−2]: Target creature gets -3/-3 until your next turn.");
    assert!(matches!(loyalty_program(&def, 0), [Instr::Pump { duration: Duration::UntilYourNextTurn, .. }]));
    // Only continuous effects take a duration written first.
    assert!(!unsupported(WALKER, "[+1]: Until your next turn, draw a card.").is_empty());
}

#[test]
fn becomes_a_creature_that_is_still_a_planeswalker() {
    let def = walker("[0]: Until end of turn, Card becomes a 6/6 Human Soldier creature that's still a planeswalker.");
    // CR 205.1b: it keeps its card types (and its planeswalker subtype).
    let [Instr::Modify { what: Ref::Source, duration: Duration::EndOfTurn, effect }, ..] = loyalty_program(&def, 0)
    else {
        panic!("{:?}", loyalty_program(&def, 0))
    };
    assert_eq!(*effect, LayerEffect::AddTypes { types: vec![CardType::Creature], subtypes: vec![] });
}

#[test]
fn him_and_her_are_the_planeswalker_itself() {
    let def = walker(
        "[+1]: Until end of turn, Card becomes a 5/5 Human Soldier Ally creature with indestructible that's still a planeswalker. Prevent all damage that would be dealt to him this turn.",
    );
    let prog = loyalty_program(&def, 0);
    assert!(matches!(prog.last(), Some(Instr::Prevent(_))), "{prog:?}");
    assert!(format!("{:?}", prog.last()).contains("Source"), "{prog:?}");
}
