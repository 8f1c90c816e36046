//! Unit tests of `grammar/statics/conditions.rs`: blocking restrictions naming creatures (CR 509.1b),
//! effects while the affected object is in a state (CR 611.3b), "as long as defending
//! player controls", opponents' permanents as a condition, and rules of the game (hand size,
//! uncounterable spells, extra land plays).

use crate::oracle::compile_face;
use crate::oracle::tests::statics;
use crate::oracle::tests::supported as card;
use grimoire_engine::Whose;
use grimoire_engine::*;

fn unsupported(type_line: &str, text: &str) {
    let def = compile_face(&crate::oracle::tests::test_face("Card", Some("{1}"), type_line, text));
    assert!(def.unsupported.is_some(), "{text} should not compile");
}

/// The only continuous static ability: its affected filter and layer effect.
fn continuous(def: &CardDef) -> (Filter, LayerEffect, Option<Condition>) {
    let all: Vec<_> = statics(def)
        .into_iter()
        .filter_map(|s| match s {
            StaticAbility::Continuous { affected, effect, condition } => {
                Some((affected.clone(), effect.clone(), condition.clone()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(all.len(), 1, "{all:?}");
    all[0].clone()
}

#[test]
fn cant_be_blocked_by_walls() {
    let (f, e, _) = continuous(&card("Creature — Rat", "Card can't be blocked by Walls."));
    assert_eq!(f, Filter::Source);
    assert_eq!(e, LayerEffect::BlockRule(BlockRule::NotBlockedBy(Filter::Subtype("Wall".into()))));
}

#[test]
fn cant_be_blocked_by_colored_creatures_on_an_aura() {
    let def = card("Enchantment — Aura", "Enchant creature\nEnchanted creature can't be blocked by black creatures.");
    let (f, e, _) = continuous(&def);
    assert_eq!(f, Filter::AttachedTo);
    let LayerEffect::BlockRule(BlockRule::NotBlockedBy(by)) = e else { panic!("{e:?}") };
    let text = format!("{by:?}");
    assert!(text.contains("Black") && text.contains("Creature"), "{text}");
}

#[test]
fn except_by_alternatives_keep_their_own_suffixes() {
    let def = card("Creature — Elf", "Card can't be blocked except by Walls and/or creatures with flying.");
    let (_, e, _) = continuous(&def);
    let LayerEffect::BlockRule(BlockRule::OnlyBlockedBy(Filter::Or(alts))) = e else { panic!("{e:?}") };
    assert_eq!(alts.len(), 2);
    assert_eq!(alts[0], Filter::Subtype("Wall".into()));
    let second = format!("{:?}", alts[1]);
    assert!(second.contains("Flying") && !second.contains("Wall"), "{second}");
}

#[test]
fn except_by_three_or_more_creatures() {
    let (_, e, _) = continuous(&card("Creature — Ape", "Card can't be blocked except by three or more creatures."));
    assert_eq!(e, LayerEffect::BlockRule(BlockRule::MinBlockers(3)));
}

#[test]
fn cant_block_creatures_with_power() {
    let (_, e, _) = continuous(&card("Creature — Orc", "Card can't block creatures with power 2 or greater."));
    let LayerEffect::BlockRule(BlockRule::CantBlock(f)) = e else { panic!("{e:?}") };
    assert!(format!("{f:?}").contains("Power(Ge, 2)"), "{f:?}");
}

#[test]
fn cant_block_or_be_blocked_by() {
    let def = card("Creature — Homunculus", "Card can't block or be blocked by creatures with power 2 or greater.");
    let effects: Vec<_> = statics(&def)
        .into_iter()
        .filter_map(|s| match s {
            StaticAbility::Continuous { effect: LayerEffect::BlockRule(r), .. } => Some(r.clone()),
            _ => None,
        })
        .collect();
    assert!(matches!(effects.as_slice(), [BlockRule::CantBlock(_), BlockRule::NotBlockedBy(_)]), "{effects:?}");
}

#[test]
fn cant_block_alone_is_still_the_old_restriction() {
    let (_, e, _) = continuous(&card("Creature — Goblin", "Card can't block alone."));
    assert_eq!(e, LayerEffect::AddRestriction(Restriction::CantBlockAlone));
}

#[test]
fn keyword_as_long_as_attacking_joins_the_filter() {
    let (f, e, c) = continuous(&card("Creature — Spirit", "Card has first strike as long as it's attacking."));
    assert_eq!(f, Filter::Source.and(Filter::Attacking));
    assert_eq!(e, LayerEffect::AddKeyword(Keyword::FirstStrike));
    assert_eq!(c, None);
}

#[test]
fn aura_bonus_as_long_as_it_is_a_zombie_or_black() {
    let def = card("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +3/+3 as long as it's a Zombie.");
    let (f, e, _) = continuous(&def);
    assert_eq!(f, Filter::AttachedTo.and(Filter::Subtype("Zombie".into())));
    assert_eq!(e, LayerEffect::ModifyPowerToughness(3, 3));
    let def = card("Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+1 as long as it's black.");
    assert_eq!(continuous(&def).0, Filter::AttachedTo.and(Filter::Color(Color::Black)));
}

#[test]
fn leading_as_long_as_self_is_enchanted() {
    let def = card(
        "Artifact Creature — Golem",
        "As long as Card is enchanted, it gets +2/+2 and has flying, first strike, and trample.",
    );
    let parts: Vec<_> = statics(&def)
        .into_iter()
        .filter_map(|s| match s {
            StaticAbility::Continuous { affected, .. } => Some(affected.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(parts.len(), 4);
    assert!(parts.iter().all(|f| *f == Filter::Source.and(Filter::Enchanted)), "{parts:?}");
}

#[test]
fn unblockable_while_defender_controls() {
    let def = card("Creature — Beeble", "Card can't be blocked as long as defending player controls an enchantment.");
    let (_, e, _) = continuous(&def);
    assert_eq!(
        e,
        LayerEffect::BlockRule(BlockRule::IfDefenderControls(
            Filter::Type(CardType::Enchantment),
            Box::new(BlockRule::NotBlockedBy(Filter::Any))
        ))
    );
    // A condition on the defending player makes sense only for blocking.
    unsupported("Creature — Beeble", "Card gets +1/+1 as long as defending player controls an enchantment.");
}

#[test]
fn no_opponent_controls_condition() {
    let def = card("Creature — Kavu", "Card gets +1/+1 as long as no opponent controls a white or blue creature.");
    let (_, _, c) = continuous(&def);
    let Some(Condition::Not(inner)) = c else { panic!("{c:?}") };
    assert!(matches!(*inner, Condition::PlayerMetric { whose: Whose::AnOpponent, cmp: Cmp::Ge, n: 1, .. }));
}

#[test]
fn all_creatures_are_black() {
    let (f, e, _) = continuous(&card("Enchantment", "All creatures are black."));
    assert_eq!(f, Filter::creature());
    assert_eq!(e, LayerEffect::SetColors([Color::Black].into_iter().collect()));
}

#[test]
fn rules_of_the_game() {
    let def = card("Artifact", "Players have no maximum hand size.");
    assert_eq!(statics(&def), vec![&StaticAbility::MaxHandSize { who: PlayerFilter::Any, change: None }]);
    let def = card("Creature — Avatar", "Your maximum hand size is reduced by four.");
    assert_eq!(statics(&def), vec![&StaticAbility::MaxHandSize { who: PlayerFilter::You, change: Some(-4) }]);
    let def = card("Artifact", "Each player may play an additional land during each of their turns.");
    assert_eq!(statics(&def), vec![&StaticAbility::AdditionalLands { who: PlayerFilter::Any, n: 1 }]);
    let def = card("Creature — Elf", "Creature spells can't be countered.");
    assert_eq!(statics(&def), vec![&StaticAbility::SpellsCantBeCountered(Filter::creature())]);
}

#[test]
fn otherwise_gives_the_other_grants_outside_the_state() {
    let def = card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1.",
    );
    let parts: Vec<_> = statics(&def)
        .into_iter()
        .filter_map(|s| match s {
            StaticAbility::Continuous { affected, effect, .. } => Some((affected.clone(), effect.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        parts,
        vec![
            (Filter::AttachedTo.and(Filter::Attacking), LayerEffect::ModifyPowerToughness(3, 0)),
            (
                Filter::AttachedTo.and(Filter::Not(Box::new(Filter::Attacking))),
                LayerEffect::ModifyPowerToughness(-2, -1)
            ),
        ]
    );
    unsupported("Creature — Bear", "Card gets +1/+1. Otherwise, it gets -1/-1.");
}

#[test]
fn creatures_named_self() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Plague Rats",
        Some("{2}{B}"),
        "Creature — Rat",
        "Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the battlefield.",
    ));
    assert_eq!(def.unsupported, None);
    let (f, e, _) = continuous(&def);
    assert_eq!(f, Filter::Source);
    let text = format!("{e:?}");
    assert!(text.contains("Named(\"Plague Rats\")"), "{text}");
}

#[test]
fn domain_bonus_is_counted_continuously() {
    let (_, e, _) =
        continuous(&card("Creature — Kavu", "Card gets +1/+0 for each basic land type among lands you control."));
    assert_eq!(e, LayerEffect::ModifyPowerToughnessBy(Amount::Domain, Amount::Fixed(0)));
}

#[test]
fn block_rules_relative_to_a_player_are_not_read() {
    unsupported("Enchantment", "Blue creatures can't block creatures you control.");
    unsupported("Creature — Spirit", "Card can't be blocked by other Spirits.");
}

#[test]
fn you_have_no_maximum_hand_size() {
    let def = card("Artifact", "You have no maximum hand size.");
    assert_eq!(statics(&def), vec![&StaticAbility::MaxHandSize { who: PlayerFilter::You, change: None }]);
}

#[test]
fn aura_counts_other_creatures_than_the_enchanted_one() {
    let def = card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+1 for each other creature you control.",
    );
    let (f, e, _) = continuous(&def);
    assert_eq!(f, Filter::AttachedTo);
    let LayerEffect::ModifyPowerToughnessBy(Amount::Count(count), _) = e else { panic!("{e:?}") };
    let text = format!("{count:?}");
    assert!(text.contains("Not(AttachedTo)") && !text.contains("Other"), "{text}");
    // Other enchantments than the Aura itself: "other" is the source.
    let def = card(
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 for each other enchantment on the battlefield.",
    );
    assert!(format!("{:?}", continuous(&def).1).contains("Other"));
}

#[test]
fn an_additional_bonus_and_a_state_after_if() {
    let def = card(
        "Enchantment",
        "White creatures get an additional +1/+1 as long as seven or more cards are in your graveyard.",
    );
    let (_, e, c) = continuous(&def);
    assert_eq!(e, LayerEffect::ModifyPowerToughness(1, 1));
    assert!(c.is_some());
    let def = card("Enchantment — Aura", "Enchant creature\nEnchanted creature can't block if it's black.");
    let (f, e, _) = continuous(&def);
    assert_eq!(f, Filter::AttachedTo.and(Filter::Color(Color::Black)));
    assert_eq!(e, LayerEffect::AddRestriction(Restriction::CantBlock));
}

#[test]
fn as_long_as_enchanted_land_is_a_basic_mountain() {
    let def = card(
        "Enchantment — Aura",
        "Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures get +1/+0.",
    );
    let (_, _, c) = continuous(&def);
    let Some(Condition::OnBattlefield(f, Cmp::Ge, 1)) = c else { panic!("{c:?}") };
    let text = format!("{f:?}");
    assert!(text.contains("AttachedTo") && text.contains("Basic") && text.contains("Mountain"), "{text}");
}

#[test]
fn attack_as_though() {
    let def = card("Enchantment — Aura", "Enchant creature\nEnchanted creature can attack as though it had haste.");
    assert_eq!(continuous(&def).1, LayerEffect::AddRestriction(Restriction::AttacksAsThoughHaste));
    let def = card("Enchantment", "Wall creatures can attack as though they didn't have defender.");
    let (f, e, _) = continuous(&def);
    assert_eq!(e, LayerEffect::AddRestriction(Restriction::AttacksAsThoughNoDefender));
    assert!(format!("{f:?}").contains("Wall"));
}

#[test]
fn ensnaring_bridge_and_lhurgoyf() {
    let def = card("Artifact", "Creatures with power greater than the number of cards in your hand can't attack.");
    assert_eq!(statics(&def), vec![&StaticAbility::CantAttackPowerAbove(Amount::HandSize(Box::new(Ref::You)))]);
    let def = compile_face(&crate::oracle::tests::test_face(
        "Lhurgoyf",
        Some("{2}{G}{G}"),
        "Creature — Lhurgoyf",
        "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
    ));
    assert_eq!(def.unsupported, None);
    let (_, e, _) = continuous(&def);
    let LayerEffect::SetPowerToughnessBy(Some(p), Some(Amount::Plus(a, one))) = e else { panic!("{e:?}") };
    assert_eq!(*a, p);
    assert_eq!(*one, Amount::Fixed(1));
    assert!(matches!(p, Amount::CardsIn(Zone::Graveyard, PlayerFilter::Any, _)), "{p:?}");
}

#[test]
fn statics_that_give_spells_something_stay_unsupported() {
    // CR 611.3a: they affect objects on the stack, where the engine applies no static
    // ability yet; Heartflame Duelist once compiled and gave its spells no lifelink.
    unsupported("Creature — Human Knight", "Instant and sorcery spells you control have lifelink.");
    unsupported("Creature — Spirit", "Instant and sorcery spells you control have deathtouch.");
    // Permanents are still given keywords.
    card("Enchantment", "Creatures you control have lifelink.");
}
