//! Compiler tests for choices of a colour or creature type (CR 607.2d, 614.12a).

use crate::face::CardFace;
use crate::oracle::parse_line;

fn face(name: &str, type_line: &str, text: &str) -> CardFace {
    CardFace { name: name.into(), type_line: type_line.into(), text: text.into(), ..Default::default() }
}

#[test]
fn enters_with_a_choice_and_what_reads_it() {
    let f = face("Engineered Plague", "Enchantment", "");
    let a = parse_line("As Engineered Plague enters the battlefield, choose a creature type.", &f, false);
    assert!(format!("{a:?}").contains("EntersWithChoice(CreatureType)"), "{a:?}");
    let b = parse_line("All creatures of the chosen type get -1/-1.", &f, false);
    assert!(format!("{b:?}").contains("ChosenType"), "{b:?}");
}

#[test]
fn of_your_choice_is_chosen_first() {
    let f = face("Mother of Runes", "Creature — Human Cleric", "");
    let a = parse_line(
        "{T}: Target creature you control gains protection from the color of your choice until end of turn.",
        &f,
        false,
    )
    .expect("parses");
    let s = format!("{a:?}");
    let choose = s.find("Choose(Color)").expect("a choice");
    assert!(choose < s.find("Grant").expect("a grant"), "{s}");
}

#[test]
fn a_target_of_a_type_chosen_on_resolution_is_refused() {
    let f = face("Aphetto Dredging", "Sorcery", "");
    let line = "Return up to three target creature cards of the creature type of your choice from your graveyard to your hand.";
    assert!(parse_line(line, &f, true).is_err());
}

#[test]
fn a_choice_in_a_static_ability_is_refused() {
    let f = face("Test", "Enchantment", "");
    assert!(parse_line("Creatures of the color of your choice get +1/+1.", &f, false).is_err());
}

#[test]
fn look_at_the_top_and_put_away() {
    let f = face("Impulse", "Instant", "");
    let line = "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.";
    let a = format!("{:?}", parse_line(line, &f, true).expect("parses"));
    assert!(a.contains("LookAtTop") && a.contains("BottomAnyOrder"), "{a}");
    let line =
        "Look at the top seven cards of your library. Put two of them into your hand and the rest into your graveyard.";
    let a = format!("{:?}", parse_line(line, &f, true).expect("parses"));
    assert!(a.contains("rest: Graveyard") && a.contains("Num(2)"), "{a}");
    let bad = "Look at the top two cards of your library. Put one of them into your graveyard and the rest into your graveyard.";
    assert!(parse_line(bad, &f, true).is_err());
}

#[test]
fn reveal_any_number_then_count_them() {
    let f = face("Scent of Ivy", "Instant", "");
    let line = "Reveal any number of green cards in your hand. Target creature gets +X/+X until end of turn, where X is the number of cards revealed this way.";
    let a = format!("{:?}", parse_line(line, &f, true).expect("parses"));
    assert!(a.contains("RevealAnyNumber") && a.contains("RevealedThisWay"), "{a}");
    // Only cards in your hand can be revealed this way.
    assert!(parse_line("Reveal any number of green cards.", &f, true).is_err());
}
