//! Unit tests of the keywords the engine triggers from combat: dethrone (CR 702.105), melee
//! (702.121), training (702.149), enlist (702.154) and renown (702.112), with "as long as ~ is
//! renowned".

use crate::oracle::tests::supported;
use grimoire_engine::*;

#[test]
fn dethrone_melee_training_are_keywords() {
    let keywords = [
        ("Dethrone", Keyword::Dethrone),
        ("Melee", Keyword::Melee),
        ("Training", Keyword::Training),
        ("Enlist", Keyword::Enlist),
    ];
    for (text, k) in keywords {
        let def = supported("Creature — Human Warrior", text);
        assert_eq!(def.abilities, vec![Ability::Keyword(k)], "{text}");
    }
    // Granted like any keyword.
    let def = supported("Creature — Human Knight", "Melee\nOther creatures you control have melee.");
    assert_eq!(def.abilities.len(), 2);
}

#[test]
fn renown_n_and_renowned() {
    let def = supported("Creature — Human Knight", "Renown 2");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Renown(2))]);
    let chaser = supported("Creature — Goblin Warrior", "Renown 1\nAs long as Card is renowned, it has menace.");
    assert!(format!("{:?}", chaser.abilities[1]).contains("Renowned"), "{:?}", chaser.abilities);
}
