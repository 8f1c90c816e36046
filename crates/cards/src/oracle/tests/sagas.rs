//! Unit tests of Sagas' chapter abilities (CR 714.2): "I — effect", "I, II — effect".

use crate::oracle::tests::{supported, unsupported};
use grimoire_engine::*;

const SAGA: &str = "Enchantment — Saga";

fn chapters(def: &CardDef) -> Vec<u32> {
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered(TriggeredAbility { event: TriggerEvent::Chapter(n), .. }) => Some(*n),
            _ => None,
        })
        .collect()
}

#[test]
fn each_chapter_line_is_a_chapter_ability() {
    let text = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n\
                I — Draw a card.\nII — Target player loses 2 life.\nIII — You gain 3 life.";
    let def = supported(SAGA, text);
    assert_eq!(chapters(&def), vec![1, 2, 3]);
    let Ability::Triggered(second) = &def.abilities[1] else { panic!("{:?}", def.abilities) };
    assert_eq!(second.effect.targets.len(), 1, "chapter II targets a player");
    assert_eq!(second.text, "II — Target player loses 2 life.");
}

#[test]
fn several_numerals_make_one_ability_each() {
    // CR 714.2c: "I, II — effect" means "I — effect" and "II — effect".
    let def = supported(SAGA, "I, II — Create a 1/1 white Soldier creature token.\nIII — Draw two cards.");
    assert_eq!(chapters(&def), vec![1, 2, 3]);
    let (Ability::Triggered(a), Ability::Triggered(b)) = (&def.abilities[0], &def.abilities[1]) else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(a.effect, b.effect);
}

#[test]
fn a_chapter_may_be_optional() {
    let def = supported(SAGA, "I — You may discard a card. If you do, draw two cards.\nII — Draw a card.");
    assert_eq!(chapters(&def), vec![1, 2]);
}

#[test]
fn a_chapter_the_compiler_does_not_read_keeps_the_saga_unsupported() {
    let why = unsupported(SAGA, "I — Draw a card.\nII — Frobnicate the widgets.");
    assert!(why.contains("Frobnicate"), "{why}");
}

#[test]
fn read_ahead_is_not_played() {
    let why =
        unsupported(SAGA, "Read ahead (Choose a chapter and start with that many lore counters.)\nI — Draw a card.");
    assert!(why.to_lowercase().contains("read ahead"), "{why}");
}
