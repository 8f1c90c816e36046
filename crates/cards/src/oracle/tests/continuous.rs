//! Unit tests of the templates for continuous effects in the layers (CR 613): control,
//! ability removal, base P/T, type additions, switching, colour changes, durations, copies.

use crate::oracle::tests::statics;
use crate::oracle::tests::supported as card;
use grimoire_engine::*;

fn continuous(affected: Filter, effect: LayerEffect) -> StaticAbility {
    StaticAbility::Continuous { affected, effect, condition: None }
}

fn program(def: &CardDef) -> &[Instr] {
    match &def.abilities[..] {
        [Ability::Spell(e), ..] => &e.program,
        other => panic!("{other:?}"),
    }
}

#[test]
fn humility_loses_abilities_and_sets_base_pt() {
    let def = card("Enchantment", "All creatures lose all abilities and have base power and toughness 1/1.");
    assert_eq!(
        statics(&def),
        vec![
            &continuous(Filter::creature(), LayerEffect::RemoveAllAbilities),
            &continuous(Filter::creature(), LayerEffect::SetPowerToughness(1, 1)),
        ]
    );
}

#[test]
fn control_magic_is_a_layer_2_static() {
    let def = card("Enchantment — Aura", "Enchant creature\nYou control enchanted creature.");
    assert!(statics(&def).contains(&&continuous(Filter::AttachedTo, LayerEffect::ControlledByYou)));
}

#[test]
fn act_of_treason_and_threaten() {
    let act = card(
        "Sorcery",
        "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
    );
    let p = program(&act);
    assert!(matches!(&p[0], Instr::Modify { effect: LayerEffect::ControlledByYou, duration: Duration::EndOfTurn, .. }));
    assert!(matches!(&p[1], Instr::Untap { .. }));
    let threaten = card(
        "Sorcery",
        "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.",
    );
    let p = program(&threaten);
    assert!(matches!(&p[0], Instr::Untap { .. }));
    assert!(matches!(&p[1], Instr::Modify { effect: LayerEffect::ControlledByYou, .. }));
}

#[test]
fn types_and_land_types_in_addition() {
    let living = card("Enchantment", "All Forests are 1/1 creatures that are still lands.");
    let forests = Filter::Subtype("Forest".into());
    assert_eq!(
        statics(&living),
        vec![
            &continuous(forests.clone(), LayerEffect::AddTypes { types: vec![CardType::Creature], subtypes: vec![] }),
            &continuous(forests, LayerEffect::SetPowerToughness(1, 1)),
        ]
    );
    let evening = card("Enchantment", "All permanents are enchantments in addition to their other types.");
    assert!(matches!(
        statics(&evening)[0],
        StaticAbility::Continuous { effect: LayerEffect::AddTypes { types, .. }, .. } if types == &vec![CardType::Enchantment]
    ));
    let urborg = card("Legendary Land", "Each land is a Swamp in addition to its other land types.");
    assert!(matches!(
        statics(&urborg)[0],
        StaticAbility::Continuous { effect: LayerEffect::AddTypes { subtypes, .. }, .. } if subtypes == &vec!["Swamp".to_string()]
    ));
}

#[test]
fn switch_colour_and_end_of_combat() {
    let twisted = card("Instant", "Switch target creature's power and toughness until end of turn.\nDraw a card.");
    assert!(matches!(&program(&twisted)[0], Instr::Modify { effect: LayerEffect::SwitchPowerToughness, .. }));
    let wisps = card("Instant", "Target creature becomes white until end of turn. Tap that creature.");
    assert!(matches!(
        &program(&wisps)[0],
        Instr::Modify { effect: LayerEffect::SetColors(c), duration: Duration::EndOfTurn, .. } if *c == ColorSet::only(Color::White)
    ));
    let dwellers =
        card("Creature — Zombie", "Whenever Card attacks and isn't blocked, it gets +2/+0 until end of combat.");
    let Ability::Triggered(t) = &dwellers.abilities[0] else { panic!("{:?}", dwellers.abilities) };
    assert!(matches!(t.event, TriggerEvent::AttacksUnblocked(_)));
    assert!(matches!(&t.effect.program[0], Instr::Pump { duration: Duration::EndOfCombat, .. }));
}

#[test]
fn clone_enters_as_a_copy() {
    let def = card(
        "Creature — Shapeshifter",
        "You may have Card enter the battlefield as a copy of any creature on the battlefield.",
    );
    assert_eq!(statics(&def), vec![&StaticAbility::EntersAsCopy { of: Filter::creature() }]);
}

#[test]
fn text_changing_spells_name_their_kinds_of_words() {
    use grimoire_engine::WordKind;
    let mind_bend = card(
        "Instant",
        "Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another. (This effect lasts indefinitely.)",
    );
    assert_eq!(
        program(&mind_bend),
        &[Instr::ChangeText {
            what: Ref::Target(0),
            kinds: vec![WordKind::Color, WordKind::LandType],
            except: vec![],
            duration: Duration::Forever
        }]
    );
    let evolution = card(
        "Instant",
        "Change the text of target spell or permanent by replacing all instances of one creature type with another. The new creature type can't be Wall.",
    );
    assert!(matches!(&program(&evolution)[0], Instr::ChangeText { except, .. } if except == &vec!["Wall".to_string()]));
    let Ability::Spell(e) = &evolution.abilities[0] else { panic!() };
    assert!(e.targets[0].or_permanent, "spell or permanent");
}

#[test]
fn blood_moon_sets_land_types_and_lignify_creature_types() {
    let moon = card("Enchantment", "Nonbasic lands are Mountains.");
    let nonbasic = Filter::Not(Box::new(Filter::Supertype(Supertype::Basic)));
    let [StaticAbility::Continuous { effect, affected, .. }] = statics(&moon)[..] else { panic!() };
    assert_eq!(effect, &LayerEffect::SetLandTypes(vec![BasicLandType::Mountain]));
    assert!(format!("{affected:?}").contains(&format!("{nonbasic:?}")), "{affected:?}");
    let lignify = card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.",
    );
    let s = statics(&lignify);
    assert!(s.contains(&&continuous(Filter::AttachedTo, LayerEffect::SetCreatureTypes(vec!["Treefolk".into()]))));
    assert!(s.contains(&&continuous(Filter::AttachedTo, LayerEffect::SetPowerToughness(0, 4))));
    assert!(s.contains(&&continuous(Filter::AttachedTo, LayerEffect::RemoveAllAbilities)));
}

#[test]
fn for_as_long_as_durations() {
    let aladdin = card(
        "Creature — Human Rogue",
        "{1}{R}{R}, {T}: Gain control of target artifact for as long as you control Card.",
    );
    let Ability::Activated(a) = &aladdin.abilities[0] else { panic!() };
    assert!(matches!(
        &a.effect.program[0],
        Instr::Modify { effect: LayerEffect::ControlledByYou, duration: Duration::WhileYouControlSource, .. }
    ));
}
