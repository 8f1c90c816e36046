//! Unit tests of devotion (CR 700.5) in the grammar: "your devotion to <colour> [and
//! <colour>]" as an amount, as a condition ("as long as your devotion to white is less than
//! five"), and the Gods' "~ isn't a creature" (CR 205.1a).

use crate::oracle::compile_face;
use crate::oracle::tests::{program, statics, supported};
use grimoire_engine::*;

fn colors(cs: &[Color]) -> ColorSet {
    cs.iter().copied().collect()
}

#[test]
fn a_god_is_no_creature_while_devotion_is_low() {
    let face = crate::oracle::tests::test_face(
        "Heliod, God of the Sun",
        Some("{3}{W}"),
        "Legendary Enchantment Creature — God",
        "Indestructible\nAs long as your devotion to white is less than five, Heliod isn't a creature.",
    );
    let def = compile_face(&face);
    assert_eq!(def.unsupported, None);
    let cond = Condition::PlayerMetric {
        whose: Whose::You,
        metric: Metric::Devotion(colors(&[Color::White])),
        cmp: Cmp::Lt,
        n: 5,
    };
    assert!(statics(&def).iter().any(|s| matches!(s,
        StaticAbility::Continuous { affected: Filter::Source, effect: LayerEffect::RemoveTypes(t), condition: Some(c) }
            if t == &vec![CardType::Creature] && *c == cond)));
}

#[test]
fn devotion_to_two_colours() {
    let def = supported(
        "Legendary Enchantment Creature — God",
        "As long as your devotion to white and black is less than seven, Card isn't a creature.",
    );
    let s = format!("{:?}", statics(&def));
    assert!(s.contains(&format!("{:?}", Metric::Devotion(colors(&[Color::White, Color::Black])))), "{s}");
}

#[test]
fn devotion_as_an_amount() {
    let def = supported(
        "Creature — Zombie",
        "When Card enters the battlefield, each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way.",
    );
    let p = format!("{:?}", program(&def));
    assert!(p.contains(&format!("{:?}", Amount::Devotion(colors(&[Color::Black])))), "{p}");
    let def = supported("Creature — Human", "When Card enters, you gain life equal to your devotion to green.");
    assert!(format!("{:?}", program(&def)).contains("Devotion"));
}

#[test]
fn devotion_in_an_intervening_if() {
    let def = supported(
        "Enchantment",
        "At the beginning of your upkeep, if your devotion to white and black is seven or greater, you gain 1 life.",
    );
    assert!(format!("{:?}", def.abilities).contains("Devotion"));
}

#[test]
fn devotion_counted_continuously_for_power() {
    let def = supported("Legendary Creature — Human", "Card's power is equal to your devotion to red.");
    assert!(format!("{:?}", statics(&def)).contains("Devotion"));
}

#[test]
fn mana_by_devotion() {
    let def = supported("Creature — Human Druid", "{T}: Add an amount of {G} equal to your devotion to green.");
    let green = ManaType::Colored(Color::Green);
    assert_eq!(
        program(&def),
        &[Instr::AddMana(ManaProduce::ForEach(vec![green], Amount::Devotion(colors(&[Color::Green]))))]
    );
}

#[test]
fn mana_of_a_chosen_colour_by_devotion() {
    let def = supported(
        "Legendary Land",
        "{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.",
    );
    let abilities = crate::oracle::tests::activated_all(&def);
    assert!(abilities[1].is_mana_ability);
    assert_eq!(
        abilities[1].effect.program,
        vec![
            Instr::Choose(ChoiceKind::Color),
            Instr::AddMana(ManaProduce::ChosenColorAmount(Amount::DevotionToChosenColor)),
        ]
    );
}

#[test]
fn devotion_counted_continuously_for_toughness() {
    let def =
        supported("Legendary Enchantment Creature — Demigod", "Card's toughness is equal to your devotion to white.");
    assert!(format!("{:?}", statics(&def)).contains("Devotion"));
}
