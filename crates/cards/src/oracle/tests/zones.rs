//! Unit tests of graveyard and library sentences (`grammar/zones.rs`): abilities that function
//! from a graveyard (CR 113.6b, 113.6m) and the conditions about the source's zone.

use crate::oracle::compile_face;
use crate::oracle::tests::{activated, program, spell, supported, test_face, triggered};
use grimoire_engine::*;

fn unsupported(text: &str) -> String {
    compile_face(&test_face("Card", Some("{1}{B}"), "Creature — Zombie", text)).unsupported.expect("unsupported")
}

#[test]
fn return_self_from_graveyard_works_from_the_graveyard() {
    let def = supported(
        "Creature — Dragon",
        "{3}{W}{W}: Return Card from your graveyard to your hand. Activate only during your upkeep.",
    );
    let a = activated(&def);
    assert_eq!(a.zone, Zone::Graveyard);
    assert_eq!(a.condition, Some(Condition::YourStep(Step::Upkeep)));
    assert_eq!(program(&def), [Instr::ReturnToHand { what: Ref::Source }]);
    let def = supported("Creature — Zombie", "{B}: Return Card from your graveyard to the battlefield tapped.");
    assert_eq!(activated(&def).zone, Zone::Graveyard);
    assert_eq!(
        program(&def),
        [Instr::PutOntoBattlefield { what: Ref::Source, under: Ref::You, tapped: true, transformed: false }]
    );
}

#[test]
fn cards_above_the_source_in_the_graveyard() {
    let def = supported(
        "Creature — Zombie",
        "{B}: Return Card from your graveyard to the battlefield. Activate only during your upkeep and only if \
         three or more creature cards are above Card in your graveyard.",
    );
    let Some(Condition::All(cs)) = &activated(&def).condition else { panic!("{def:?}") };
    assert!(cs.contains(&Condition::CardsAboveSource(Filter::Type(CardType::Creature), 3)), "{cs:?}");
}

#[test]
fn upkeep_triggers_from_the_graveyard() {
    let def = supported(
        "Creature — Goblin",
        "At the beginning of your upkeep, you may return Card from your graveyard to your hand.",
    );
    let t = triggered(&def);
    let upkeep = TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You };
    assert_eq!(t.event, TriggerEvent::InGraveyard(Box::new(upkeep.clone())));
    assert!(t.optional);
    let def = supported(
        "Creature — Avatar",
        "At the beginning of your upkeep, if Card is in your graveyard, you may pay {2}{G}. If you do, return \
         target creature card from your graveyard to your hand.",
    );
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::InGraveyard(Box::new(upkeep)));
    assert_eq!(t.condition, Some(Condition::SourceInZone(Zone::Graveyard)));
}

#[test]
fn other_triggers_moving_self_from_the_graveyard_stay_unsupported() {
    unsupported("When Card dies, return Card from your graveyard to your hand.");
}

#[test]
fn targets_from_a_single_graveyard() {
    let def = supported("Sorcery", "Exile up to three target cards from a single graveyard.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("{def:?}") };
    let t = &e.targets[0];
    assert_eq!((t.min, t.max, t.same_owner), (0, 3, true));
    assert_eq!(t.objects, Some((Zone::Graveyard, Filter::Any)));
    let def = supported("Sorcery", "Exile up to three target cards from your graveyard.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("{def:?}") };
    assert!(!e.targets[0].same_owner);
}

#[test]
fn the_top_card_of_a_library_looked_at_or_revealed() {
    let def = supported(
        "Enchantment",
        "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it onto the battlefield. \
         Otherwise, put it into your graveyard.",
    );
    let top = Ref::TopCardIn(Zone::Library, Box::new(Ref::You), Filter::Any);
    let creature = Condition::RefIs(Ref::Affected, Filter::Type(CardType::Creature));
    assert_eq!(
        program(&def),
        [
            Instr::RevealCards { what: top.clone() },
            Instr::If {
                condition: Condition::Not(Box::new(creature.clone())),
                then: vec![Instr::PutIntoGraveyard { what: Ref::Affected }],
            },
            Instr::If {
                condition: creature,
                then: vec![Instr::PutOntoBattlefield {
                    what: Ref::Affected,
                    under: Ref::You,
                    tapped: false,
                    transformed: false
                }],
            },
        ]
    );
    let def = supported(
        "Creature — Human Wizard",
        "{2}{U}: Look at the top card of your library. You may put that card into your graveyard.",
    );
    let [Instr::LookAtCards { what }, Instr::May { then, .. }] = program(&def) else { panic!("{def:?}") };
    assert_eq!(what, &top);
    assert_eq!(then, &[Instr::PutIntoGraveyard { what: Ref::Affected }]);
}

#[test]
fn that_player_after_a_conditional_branch_is_the_player_named_before() {
    let def = supported(
        "Sorcery",
        "Reveal the top card of target opponent's library. If it's a land, you gain 1 life. Then that player shuffles.",
    );
    assert_eq!(program(&def).last(), Some(&Instr::Shuffle { who: Ref::Target(0) }));
}

#[test]
fn reveal_until_a_card_matches() {
    let def = supported(
        "Creature — Human Druid",
        "{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put that card \
         into your hand and all other cards revealed this way into your graveyard.",
    );
    let [Instr::RevealUntil { who: Ref::You, found_to: Zone::Hand, rest_to: Zone::Graveyard, shuffle: false, .. }] =
        program(&def)
    else {
        panic!("{def:?}")
    };
}

#[test]
fn if_you_do_after_a_delayed_trigger_stays_unsupported() {
    let text = "Untap target creature you don't control and gain control of it. It gains haste until end of turn. \
                At the beginning of the next end step, sacrifice it. If you do, you gain life equal to its toughness.";
    let face = test_face("Card", Some("{B}"), "Instant", text);
    assert!(compile_face(&face).unsupported.is_some());
}

#[test]
fn the_only_creature_card_in_the_graveyard() {
    let def = supported(
        "Creature — Spirit",
        "At the beginning of your upkeep, if Card is the only creature card in your graveyard, you may return Card \
         to the battlefield.",
    );
    let t = triggered(&def);
    let Some(Condition::All(cs)) = &t.condition else { panic!("{def:?}") };
    assert_eq!(cs[0], Condition::SourceInZone(Zone::Graveyard));
    assert!(matches!(t.event, TriggerEvent::InGraveyard(_)));
}

#[test]
fn incarnation_static_works_from_the_graveyard() {
    let text = "As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.";
    let def = compile_face(&test_face("Anger", Some("{3}{R}"), "Creature — Incarnation", text));
    let face = test_face("Anger", Some("{3}{R}"), "Creature — Incarnation", text);
    assert_eq!(def.unsupported, None, "{:?}", crate::oracle::parse_line(text, &face, false));
    match &def.abilities[..] {
        [Ability::Static(StaticAbility::Continuous { effect, condition: Some(Condition::All(cs)), .. })] => {
            assert_eq!(effect, &LayerEffect::AddKeyword(Keyword::Haste));
            assert_eq!(cs[0], Condition::SourceInZone(Zone::Graveyard));
            assert_eq!(cs.len(), 2);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn search_for_two_lands_one_onto_the_battlefield_and_the_other_into_hand() {
    let def = crate::oracle::tests::supported(
        "Sorcery",
        "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.",
    );
    let p = crate::oracle::tests::program(&def);
    assert!(matches!(&p[0], Instr::SearchLibrary { count: Some(2), to: Zone::Library, reveal: true, .. }), "{p:?}");
    assert_eq!(
        p[1],
        Instr::SplitCards { what: Ref::Affected, take: 1, to: Zone::Battlefield, tapped: true, rest: Zone::Hand }
    );
    assert!(matches!(p[2], Instr::Shuffle { .. }));
    // Peregrination: "..., and put one onto ..." with the shuffle in the next sentence.
    crate::oracle::tests::supported(
        "Sorcery",
        "Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Shuffle, then scry 1.",
    );
}

#[test]
fn otherwise_put_the_revealed_card_into_your_hand() {
    let def = supported(
        "Creature — Elf Wizard",
        "When Card enters the battlefield, reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
    );
    let p = format!("{:?}", program(&def));
    assert!(p.contains("PutOntoBattlefield") && p.contains("ReturnToHand"), "{p}");
}

#[test]
fn the_owner_shuffles_it_in_then_draws() {
    let e = spell("The owner of target nonland permanent shuffles it into their library, then draws two cards.");
    let owner = Ref::OwnerOf(Box::new(Ref::Target(0)));
    assert!(
        matches!(
            &e.program[..],
            [Instr::PutOnLibrary { what: Ref::Target(0), .. }, Instr::Shuffle { who: a }, Instr::Draw { who: b, .. }]
                if *a == owner && *b == owner
        ),
        "{:?}",
        e.program
    );
}

#[test]
fn another_player_reveals_the_top_card_of_their_library() {
    // Chaos Warp: the owner shuffles the permanent in, then reveals; "they" put it onto the
    // battlefield under their own control (CR 110.2).
    let def = supported(
        "Instant",
        "The owner of target permanent shuffles it into their library, then reveals the top card of their \
         library. If it's a permanent card, they put it onto the battlefield.",
    );
    let owner = Ref::OwnerOf(Box::new(Ref::Target(0)));
    let top = Ref::TopCardIn(Zone::Library, Box::new(owner.clone()), Filter::Any);
    let [Instr::PutOnLibrary { .. }, Instr::Shuffle { who }, Instr::RevealCards { what }, Instr::If { condition, then }] =
        program(&def)
    else {
        panic!("{def:?}")
    };
    assert_eq!(*who, owner);
    assert_eq!(*what, top);
    assert!(matches!(condition, Condition::RefIs(Ref::Affected, _)), "{condition:?}");
    assert_eq!(
        then[..],
        [Instr::PutOntoBattlefield { what: Ref::Affected, under: owner, tapped: false, transformed: false }]
    );
    // Goblin Guide: the defending player reveals, and that player puts it into their hand.
    let def = supported(
        "Creature — Goblin Scout",
        "Whenever Card attacks, defending player reveals the top card of their library. If it's a land card, \
         that player puts it into their hand.",
    );
    let top = Ref::TopCardIn(Zone::Library, Box::new(Ref::DefendingPlayer), Filter::Any);
    let land = Condition::RefIs(Ref::Affected, Filter::Type(CardType::Land));
    assert_eq!(
        program(&def),
        [
            Instr::RevealCards { what: top },
            Instr::If { condition: land, then: vec![Instr::ReturnToHand { what: Ref::Affected }] }
        ]
    );
}
