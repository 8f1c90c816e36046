//! Unit tests of mana value comparisons in object phrases (`grammar/phrases/objects.rs`,
//! CR 202.3): "with mana value X or less", "with mana value X", "with mana value equal to
//! the number of charge counters on ~" (read as the ability resolves, CR 608.2h), and the
//! forms that stay unsupported.

use crate::oracle::tests::{program, supported, unsupported};
use grimoire_engine::*;

/// The first mana value comparison in a program.
fn mana_value(def: &CardDef) -> (Cmp, Amount) {
    let text = format!("{:?}", program(def));
    let found = [Cmp::Lt, Cmp::Le, Cmp::Eq, Cmp::Ge, Cmp::Gt]
        .into_iter()
        .flat_map(|c| {
            [
                Amount::X,
                Amount::Fixed(3),
                Amount::CountersOn(Box::new(Ref::Source), CounterKind::Named("charge".into())),
            ]
            .into_iter()
            .map(move |a| (c, a))
        })
        .find(|(c, a)| text.contains(&format!("{:?}", Filter::ManaValue(*c, Box::new(a.clone())))));
    found.unwrap_or_else(|| panic!("no mana value comparison in {text}"))
}

#[test]
fn search_for_a_card_with_mana_value_x_or_less() {
    let def = supported(
        "Sorcery",
        "Search your library for a green creature card with mana value X or less, put it onto the battlefield, then shuffle.",
    );
    assert_eq!(mana_value(&def), (Cmp::Le, Amount::X));
}

#[test]
fn destroy_each_permanent_with_mana_value_x_or_less() {
    let def = supported(
        "Enchantment",
        "{X}, Sacrifice Card: Destroy each artifact, creature, and enchantment with mana value X or less.",
    );
    assert_eq!(mana_value(&def), (Cmp::Le, Amount::X));
}

#[test]
fn mana_value_equal_to_the_counters_on_the_source() {
    let def = supported(
        "Artifact",
        "{T}, Sacrifice Card: Destroy each nonland permanent with mana value equal to the number of charge counters on Card.",
    );
    assert_eq!(
        mana_value(&def),
        (Cmp::Eq, Amount::CountersOn(Box::new(Ref::Source), CounterKind::Named("charge".into())))
    );
}

#[test]
fn a_fixed_mana_value_stays_a_number() {
    let def = supported("Sorcery", "Destroy each creature with mana value 3 or less.");
    assert_eq!(mana_value(&def), (Cmp::Le, Amount::Fixed(3)));
}

#[test]
fn a_target_with_mana_value_x_stays_unsupported() {
    // Targets are chosen before the spell has its X (CR 601.2b-c).
    unsupported("Instant", "Counter target spell with mana value X.");
    unsupported("Sorcery", "Destroy target artifact with mana value X.");
}

#[test]
fn a_mana_value_compared_with_an_amount_not_read_stays_unsupported() {
    unsupported(
        "Sorcery",
        "Search your library for a card with mana value less than or equal to the number of lands you control, reveal it, put it into your hand, then shuffle.",
    );
}

#[test]
fn a_cost_with_mana_value_x_stays_unsupported() {
    // A cost is paid as X is chosen (CR 601.2b-f), before anything resolves to read it.
    unsupported("Enchantment", "{X}, Discard a card with mana value X: Card deals X damage to any target.");
    unsupported(
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice an artifact or creature with mana value X.\nExile target creature.",
    );
}
