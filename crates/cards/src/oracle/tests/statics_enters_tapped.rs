//! Unit tests of `grammar/statics/enters_tapped.rs` (check, fast and shock lands, CR 614.1c,
//! 614.12), of "one mana of any color in your commander's color identity"
//! (`grammar/mana/defined.rs`, CR 903.4) and of "with all creature types"
//! (`grammar/effects/becomes.rs`, CR 205.3m), and of "enters tapped with two charge counters on
//! it" (`grammar/statics/mod.rs`, CR 614.1c).

use crate::oracle::compile_face;
use crate::oracle::tests::statics;
use grimoire_engine::*;

fn land(name: &str, text: &str) -> CardDef {
    compile_face(&crate::oracle::tests::test_face(name, None, "Land", text))
}

#[test]
fn check_land_enters_tapped_unless_you_control_a_type() {
    let def = land(
        "Glacial Fortress",
        "Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.",
    );
    assert_eq!(def.unsupported, None);
    let [StaticAbility::EntersTappedIf(Condition::Not(c))] = statics(&def)[..] else {
        panic!("expected an \"unless\" condition: {:?}", statics(&def));
    };
    let Condition::YouControl(Filter::Or(fs), 1) = &**c else { panic!("expected a Plains or an Island: {c:?}") };
    assert_eq!(fs.len(), 2);
}

#[test]
fn enters_tapped_unless_a_player_has_little_life_or_you_have_two_opponents() {
    let def = land(
        "Abandoned Campground",
        "This land enters tapped unless a player has 13 or less life.\n{T}: Add {W} or {U}.",
    );
    assert_eq!(def.unsupported, None);
    let [StaticAbility::EntersTappedIf(Condition::Not(c))] = statics(&def)[..] else { panic!("{:?}", statics(&def)) };
    assert_eq!(**c, Condition::PlayerMetric { whose: Whose::AnyPlayer, metric: Metric::Life, cmp: Cmp::Le, n: 13 });
    let def = land(
        "Luxury Suite",
        "Luxury Suite enters the battlefield tapped unless you have two or more opponents.\n{T}: Add {B} or {R}.",
    );
    assert_eq!(def.unsupported, None);
    let [StaticAbility::EntersTappedIf(Condition::Not(c))] = statics(&def)[..] else { panic!("{:?}", statics(&def)) };
    assert_eq!(**c, Condition::PlayerMetric { whose: Whose::You, metric: Metric::Opponents, cmp: Cmp::Ge, n: 2 });
}

#[test]
fn fast_land_counts_other_lands() {
    let def = land(
        "Seachrome Coast",
        "Seachrome Coast enters the battlefield tapped unless you control two or fewer other lands.\n{T}: Add {W} or {U}.",
    );
    assert_eq!(def.unsupported, None);
    assert!(matches!(statics(&def)[..], [StaticAbility::EntersTappedIf(Condition::Not(_))]), "{:?}", statics(&def));
}

#[test]
fn enters_tapped_if_and_new_wording() {
    for text in [
        "Card enters tapped if you control two or more other lands.",
        "If you control two or more other lands, Card enters the battlefield tapped.",
    ] {
        let def = land("Card", text);
        assert_eq!(def.unsupported, None, "{text}");
        assert!(matches!(statics(&def)[..], [StaticAbility::EntersTappedIf(c)] if !matches!(c, Condition::Not(_))));
    }
}

#[test]
fn shock_land_pays_life_or_enters_tapped() {
    for text in [
        "As Temple Garden enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.",
        "As Temple Garden enters, you may pay 2 life. If you don't, it enters tapped.",
    ] {
        let def = compile_face(&crate::oracle::tests::test_face("Temple Garden", None, "Land — Forest Plains", text));
        assert_eq!(def.unsupported, None, "{text}");
        assert_eq!(statics(&def), vec![&StaticAbility::EntersTappedUnless(EnterPayment::Life(2))]);
    }
}

#[test]
fn command_tower_adds_commander_identity_mana() {
    let def = land("Command Tower", "{T}: Add one mana of any color in your commander's color identity.");
    assert_eq!(def.unsupported, None);
    let Some(Ability::Activated(a)) = def.abilities.first() else { panic!("an activated ability") };
    assert!(a.is_mana_ability);
    assert_eq!(a.effect.program, vec![Instr::AddMana(ManaProduce::CommanderIdentity)]);
}

#[test]
fn mutavault_has_all_creature_types() {
    let def = land(
        "Mutavault",
        "{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
    );
    assert_eq!(def.unsupported, None);
    let Some(Ability::Activated(a)) = def.abilities.get(1) else { panic!("an activated ability") };
    let all = a.effect.program.iter().any(|i| {
        matches!(i, Instr::Modify { effect: LayerEffect::SetCreatureTypes(ts), .. }
            if ts.len() == creature_types().len() && ts.iter().any(|t| t == "Sliver"))
    });
    assert!(all, "{:?}", a.effect.program);
}

#[test]
fn enters_tapped_with_counters_is_two_replacements() {
    let def = land(
        "Vivid Crag",
        "Vivid Crag enters the battlefield tapped with two charge counters on it.\n{T}: Add {R}.\n{T}, Remove a charge counter from Vivid Crag: Add one mana of any color.",
    );
    assert_eq!(def.unsupported, None);
    assert_eq!(
        statics(&def),
        vec![
            &StaticAbility::EntersTapped,
            &StaticAbility::EntersWithCounters { kind: CounterKind::Named("charge".into()), amount: Amount::Fixed(2) }
        ]
    );
    // CR 122.1d: stun counters have a rule of their own the engine doesn't know yet.
    let stunned = land("Sleepy Land", "Sleepy Land enters tapped with three stun counters on it.");
    assert!(stunned.unsupported.is_some());
}

#[test]
fn reveal_land_reveals_a_card_or_enters_tapped() {
    for text in [
        "As Port Town enters the battlefield, you may reveal a Plains or Island card from your hand. If you don't, Port Town enters the battlefield tapped.",
        "As Port Town enters, you may reveal a Plains or Island card from your hand. If you don't, Port Town enters tapped.",
    ] {
        let def = compile_face(&crate::oracle::tests::test_face("Port Town", None, "Land", text));
        assert_eq!(def.unsupported, None, "{text}");
        let [StaticAbility::EntersTappedUnless(EnterPayment::Reveal(_))] = statics(&def)[..] else {
            panic!("{:?}", def.abilities)
        };
    }
    // A creature type: Gilt-Leaf Palace.
    let text = "As Gilt-Leaf Palace enters the battlefield, you may reveal an Elf card from your hand. If you don't, Gilt-Leaf Palace enters the battlefield tapped.";
    let def = compile_face(&crate::oracle::tests::test_face("Gilt-Leaf Palace", None, "Land", text));
    assert_eq!(def.unsupported, None, "{text}");
}
