//! Tokens created by effects: the predefined tokens of CR 111.10 ("Create a Treasure
//! token."), investigate (CR 701.16), several tokens in one sentence, and tokens created
//! tapped or tapped and attacking (CR 110.5b, 508.4).

use super::*;
use std::sync::Arc;

/// The tokens the spell `text` creates, in order, with (tapped, attacking).
fn created(text: &str) -> Vec<(Arc<CardDef>, Amount, bool, bool)> {
    spell(text)
        .program
        .iter()
        .map(|i| match i {
            Instr::CreateToken { token, count, tapped, attacking, .. } => {
                (token.clone(), count.clone(), *tapped, *attacking)
            }
            other => panic!("{text}: {other:?}"),
        })
        .collect()
}

fn activated(def: &CardDef) -> &ActivatedAbility {
    match &def.abilities[..] {
        [Ability::Activated(a)] => a,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_treasure_is_a_colorless_artifact_with_a_mana_ability() {
    let [(t, count, false, false)] = &created("Create a Treasure token.")[..] else { panic!() };
    assert_eq!(*count, Amount::Fixed(1));
    assert_eq!(t.name, "Treasure Token");
    assert!(t.is_token && t.colors.is_empty());
    assert!(t.types.contains(CardType::Artifact) && !t.types.contains(CardType::Creature));
    assert_eq!(t.subtypes, vec!["Treasure".to_string()]);
    // CR 605.1a: no target, could add mana: a mana ability.
    let a = activated(t);
    assert!(a.is_mana_ability, "{a:?}");
}

#[test]
fn food_clue_blood_gold_shard_and_lander_have_their_abilities() {
    for name in ["Food", "Clue", "Blood", "Gold", "Shard", "Lander"] {
        let [(t, ..)] = &created(&format!("Create a {name} token."))[..] else { panic!() };
        assert_eq!(t.subtypes, vec![name.to_string()]);
        activated(t);
    }
    let [(food, ..)] = &created("Create a Food token.")[..] else { panic!() };
    assert!(!activated(food).is_mana_ability);
}

#[test]
fn a_walker_is_a_black_zombie_named_walker() {
    let [(t, ..)] = &created("Create two Walker tokens.")[..] else { panic!() };
    assert_eq!(t.name, "Walker");
    assert_eq!(t.subtypes, vec!["Zombie".to_string()]);
    assert_eq!(t.colors.iter().collect::<Vec<_>>(), vec![Color::Black]);
    assert_eq!((t.power, t.toughness), (Some(PtValue::Fixed(2)), Some(PtValue::Fixed(2))));
}

#[test]
fn a_powerstone_token_makes_mana_that_cant_cast_nonartifact_spells() {
    let [(t, ..)] = &created("Create a Powerstone token.")[..] else { panic!() };
    let [Ability::Activated(a)] = &t.abilities[..] else { panic!("{:?}", t.abilities) };
    let spend = a.spend.as_deref().expect("restricted mana (CR 106.6)");
    assert!(a.is_mana_ability && spend.others && spend.abilities == Some(Filter::Any));
}

#[test]
fn investigate_creates_a_clue() {
    let [(t, count, ..)] = &created("Investigate.")[..] else { panic!() };
    assert_eq!((t.name.as_str(), count), ("Clue Token", &Amount::Fixed(1)));
    let [(_, count, ..)] = &created("Investigate twice.")[..] else { panic!() };
    assert_eq!(*count, Amount::Fixed(2));
}

#[test]
fn several_tokens_in_one_sentence() {
    let made = created(
        "Create a 3/3 colorless Phyrexian Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with lifelink.",
    );
    let [(a, ..), (b, ..)] = &made[..] else { panic!("{made:?}") };
    assert_eq!(a.abilities, vec![Ability::Keyword(Keyword::Deathtouch)]);
    assert_eq!(b.abilities, vec![Ability::Keyword(Keyword::Lifelink)]);
    let made = created(
        "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.",
    );
    let names: Vec<_> = made.iter().map(|(t, ..)| t.name.as_str()).collect();
    assert_eq!(names, ["Snake Token", "Wolf Token", "Elephant Token"]);
    let made = created("Create a Food token and a Treasure token.");
    assert_eq!(made.len(), 2);
}

#[test]
fn tapped_and_attacking_tokens() {
    let [(_, _, true, false)] = &created("Create a tapped Treasure token.")[..] else { panic!() };
    let [(_, _, true, false)] = &created("Create thirteen tapped 2/2 black Zombie creature tokens.")[..] else {
        panic!()
    };
    let [(t, _, true, true)] =
        &created("Create a 4/4 white Angel creature token with flying that's tapped and attacking.")[..]
    else {
        panic!()
    };
    assert_eq!(t.abilities, vec![Ability::Keyword(Keyword::Flying)]);
    let [(_, count, true, true)] =
        &created("Create two 1/1 white Soldier creature tokens that are tapped and attacking.")[..]
    else {
        panic!()
    };
    assert_eq!(*count, Amount::Fixed(2));
}

#[test]
fn a_token_given_an_ability_by_the_next_sentence() {
    // "It has "..."" / "They have "..."" after "create": the Eldrazi Spawn and Scion tokens.
    let s = spell("Create a 0/1 colorless Eldrazi Spawn creature token. It has \"Sacrifice this creature: Add {C}.\"");
    let [Instr::CreateToken { token, .. }] = &s.program[..] else { panic!("{:?}", s.program) };
    assert_eq!(token.abilities.len(), 1);
    assert!(matches!(&token.abilities[0], Ability::Activated(a) if a.is_mana_ability));
    let two = spell("Create two 1/1 colorless Eldrazi Scion creature tokens. They have \"Sacrifice this creature: Add {C}.\" Draw a card.");
    assert_eq!(two.program.len(), 2);
    assert!(!unsupported(
        "Sorcery",
        "Create a 1/1 colorless Eldrazi Scion creature token. It has \"Whenever you discover, draw a card.\""
    )
    .is_empty());
}

#[test]
fn it_and_they_after_creating_tokens_are_the_tokens() {
    // "they" after several tokens (CR 608.2c).
    let p = spell("Create two 1/1 white Warrior creature tokens. They gain first strike until end of turn.").program;
    assert!(matches!(&p[1], Instr::Modify { what: Ref::Affected, .. }), "{p:?}");
    // "it" after one token.
    let p = spell("Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it.").program;
    assert!(matches!(&p[1], Instr::AddCounters { what: Ref::Affected, .. }), "{p:?}");
    // After several tokens, "it" is not one of them: here the source.
    let p = spell("Create three 1/1 red Hamster creature tokens, then it deals 2 damage to any target.").program;
    assert!(!matches!(&p[1], Instr::DealDamage { by: Ref::Affected, .. }), "{p:?}");
    // "they" with no tokens created just before is not read as tokens.
    let def = crate::oracle::compile_face(&test_face(
        "Card",
        None,
        "Sorcery",
        "Untap all creatures you control. They gain haste until end of turn.",
    ));
    assert!(def.unsupported.is_some());
}
