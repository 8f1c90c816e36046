//! Unit tests of the keywords that cast a card from its owner's graveyard for its mana cost
//! and a discard (retrace, CR 702.81a; jump-start, CR 702.133a), of scavenge (CR 702.97a),
//! and of "Exile ~ from your graveyard" as an activation cost (CR 113.6b).

use crate::oracle::tests::{activated, statics, supported, unsupported};
use grimoire_engine::*;

#[test]
fn retrace_discards_a_land_card_and_keeps_the_card() {
    let def = supported(
        "Sorcery",
        "Target player discards a card.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)",
    );
    let s = statics(&def);
    let [StaticAbility::CastFromGraveyard { additional, exile, text }] = s[..] else { panic!("{s:?}") };
    assert_eq!(additional.discard, Some((Filter::Type(CardType::Land), 1)));
    assert_eq!(additional.mana, ManaCost::default());
    assert!(!exile);
    assert_eq!(text, "Retrace");
}

#[test]
fn jump_start_discards_any_card_and_exiles_the_spell() {
    let def = supported(
        "Instant",
        "Draw a card.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)",
    );
    let s = statics(&def);
    let [StaticAbility::CastFromGraveyard { additional, exile, text }] = s[..] else { panic!("{s:?}") };
    assert_eq!(additional.discard, Some((Filter::Any, 1)));
    assert!(exile);
    assert_eq!(text, "Jump-start");
}

#[test]
fn retrace_and_jump_start_take_nothing_after_them() {
    assert_eq!(unsupported("Sorcery", "Draw a card.\nRetrace {2}"), "Retrace {2}");
    assert_eq!(unsupported("Sorcery", "Draw a card.\nJump-start—Pay 2 life."), "Jump-start—Pay 2 life.");
}

#[test]
fn scavenge_puts_counters_equal_to_the_card_power_from_the_graveyard() {
    let def = supported(
        "Creature — Insect",
        "Scavenge {5}{G} ({5}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
    );
    let a = activated(&def);
    assert_eq!(a.zone, Zone::Graveyard);
    assert!(a.sorcery_speed);
    assert!(a.cost.exile_self);
    assert_eq!(a.cost.mana.to_string(), "{5}{G}");
    assert_eq!(
        a.effect.program,
        vec![Instr::AddCounters {
            what: Ref::Target(0),
            kind: CounterKind::PlusOne,
            amount: Amount::PowerOf(Box::new(Ref::Source))
        }]
    );
    // Only a mana cost.
    assert_eq!(unsupported("Creature — Insect", "Scavenge—Sacrifice a creature."), "Scavenge—Sacrifice a creature.");
}

#[test]
fn exiling_the_card_from_the_graveyard_as_a_cost_works_from_the_graveyard() {
    let def = supported("Creature — Spirit", "{1}{W}, Exile this card from your graveyard: Draw a card.");
    let a = activated(&def);
    assert_eq!(a.zone, Zone::Graveyard);
    assert!(a.cost.exile_self);
}
