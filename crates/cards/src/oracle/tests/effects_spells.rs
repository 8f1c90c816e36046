//! Unit tests of spell effects (`grammar/effects/spells.rs`): coin flips, counters sending the spell
//! elsewhere, "dealt to and dealt by" prevention and cards named in searches.

use crate::oracle::compile_face;
use crate::oracle::tests::program;
use grimoire_engine::*;

fn named(name: &str, type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&crate::oracle::tests::test_face(name, Some("{1}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn card(type_line: &str, text: &str) -> CardDef {
    named("Card", type_line, text)
}

#[test]
fn flip_a_coin_then_win_or_lose() {
    let def = card(
        "Instant",
        "Flip a coin. If you win the flip, destroy all creatures with power 2 or less. If you lose the flip, \
         destroy all creatures with power 3 or greater.",
    );
    let p = program(&def);
    assert_eq!(p[0], Instr::FlipCoin);
    assert!(matches!(&p[1], Instr::If { condition: Condition::WonFlip(true), then } if then.len() == 1));
    assert!(matches!(&p[2], Instr::If { condition: Condition::WonFlip(false), then } if then.len() == 1));
}

#[test]
fn a_flip_branch_keeps_its_targets() {
    let def = card(
        "Creature — Orc Warrior",
        "{1}: Flip a coin. If you win the flip, target Orc creature gets +2/+0 until end of turn. If you lose the \
         flip, it gets -0/-2 until end of turn.",
    );
    let Ability::Activated(a) = &def.abilities[0] else { panic!("an activated ability") };
    assert_eq!(a.effect.targets.len(), 1);
    let Instr::If { then, .. } = &a.effect.program[2] else { panic!("the losing branch") };
    assert!(matches!(&then[0], Instr::Pump { what: Ref::Target(0), .. }));
}

#[test]
fn countered_this_way_goes_to_exile_or_the_library() {
    let def = card(
        "Instant",
        "Counter target spell. If that spell is countered this way, exile it instead of putting it into its \
         owner's graveyard.",
    );
    assert_eq!(program(&def), [Instr::Counter { what: Ref::Target(0), to: Zone::Exile }]);
    let def = card(
        "Instant",
        "Counter target spell. If that spell is countered this way, put it on top of its owner's library \
         instead of into that player's graveyard.",
    );
    assert_eq!(program(&def), [Instr::Counter { what: Ref::Target(0), to: Zone::Library }]);
    // Syncopate: the counter is the rest of an "unless".
    let def = card(
        "Instant",
        "Counter target spell unless its controller pays {X}. If that spell is countered this way, exile it \
         instead of putting it into its owner's graveyard.",
    );
    let text = format!("{:?}", program(&def));
    assert!(text.contains("Counter { what: Target(0), to: Exile }"), "{text}");
    assert!(!text.contains("to: Graveyard"), "{text}");
}

#[test]
fn countered_this_way_needs_a_counter() {
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Instant",
        "Draw a card. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn prevent_damage_dealt_to_and_dealt_by_one_target() {
    let def = card(
        "Creature — Cephalid Wizard",
        "{2}{U}, {T}: Prevent all combat damage that would be dealt to and dealt by target creature you control \
         this turn.",
    );
    let Ability::Activated(a) = &def.abilities[0] else { panic!("an activated ability") };
    assert_eq!(a.effect.targets.len(), 1, "one target for both effects");
    assert_eq!(
        a.effect.program,
        [
            Instr::Prevent(Box::new(PreventSpec {
                limit: PreventLimit::ThisTurn,
                from: DamageFrom::Any,
                filter: Filter::Any,
                to: Some(Ref::Target(0)),
                combat_only: true
            })),
            Instr::Prevent(Box::new(PreventSpec {
                limit: PreventLimit::ThisTurn,
                from: DamageFrom::Objects(Ref::Target(0)),
                filter: Filter::Any,
                to: None,
                combat_only: true
            })),
        ]
    );
}

#[test]
fn search_for_a_card_named_itself_or_another() {
    let def = named(
        "Howling Wolf",
        "Creature — Wolf",
        "When Howling Wolf enters the battlefield, you may search your library for up to three cards named \
         Howling Wolf, reveal them, put them into your hand, then shuffle.",
    );
    let text = format!("{:?}", program(&def));
    assert!(text.contains("Named(\"Howling Wolf\")"), "{text}");
    assert!(text.contains("count: Some(3)"), "{text}");
    let def = card(
        "Creature — Drake",
        "{1}: Search your library for a card named Viashivan Dragon, put that card onto the battlefield, then \
         shuffle.",
    );
    let text = format!("{:?}", program(&def));
    assert!(text.contains("Named(\"Viashivan Dragon\")"), "{text}");
}

#[test]
fn look_at_a_hand_shows_it_only() {
    let def = card("Instant", "Look at target player's hand.");
    let Ability::Spell(e) = &def.abilities[0] else { panic!("a spell") };
    assert_eq!(e.targets.len(), 1);
    assert_eq!(e.program, [Instr::LookAtHand { who: Ref::Target(0) }]);
}

#[test]
fn look_at_a_hand_and_choose_cards_to_discard_or_put_on_top() {
    let def = card(
        "Sorcery",
        "Look at target player's hand and choose up to two cards from it. That player discards those cards.",
    );
    assert_eq!(
        program(&def),
        [
            Instr::ChooseCards {
                chooser: Ref::You,
                whose: Ref::Target(0),
                zone: Zone::Hand,
                filter: Filter::Any,
                count: Amount::Fixed(2),
                up_to: true,
            },
            Instr::DiscardCards { what: Ref::Affected },
        ]
    );
    let def = card(
        "Sorcery",
        "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library.",
    );
    assert_eq!(program(&def)[1], Instr::PutOnLibrary { what: Ref::Affected, top: true, ordered: true });
}

#[test]
fn choose_up_to_x_where_x_is_defined() {
    let def = card(
        "Enchantment",
        "{B}, Sacrifice Card: Look at target opponent's hand and choose up to X cards from it, where X is the \
         number of verse counters on Card. That player discards those cards.",
    );
    let Instr::ChooseCards { count, .. } = &program(&def)[0] else { panic!("a choice") };
    assert_eq!(*count, Amount::CountersOn(Box::new(Ref::Source), CounterKind::Named("verse".into())));
}

#[test]
fn search_another_players_library() {
    let def = card(
        "Sorcery",
        "Search target opponent's library for a creature card and put that card onto the battlefield under your \
         control. Then that player shuffles.",
    );
    assert_eq!(
        program(&def),
        [
            Instr::SearchLibrary {
                who: Ref::Target(0),
                searcher: Searcher::Controller,
                filter: Filter::Type(CardType::Creature),
                count: Some(1),
                must_find: false,
                to: Zone::Battlefield,
                tapped: false,
                reveal: false,
                set: SearchSet::Any,
            },
            Instr::Shuffle { who: Ref::Target(0) },
        ]
    );
    let def = card("Sorcery", "Search target player's library for a card and exile it. Then that player shuffles.");
    assert!(matches!(
        program(&def)[0],
        Instr::SearchLibrary { searcher: Searcher::Controller, count: Some(1), must_find: true, to: Zone::Exile, .. }
    ));
    let def = card(
        "Sorcery",
        "Search target player's library for up to seven cards and exile them. Then that player shuffles.",
    );
    assert!(matches!(
        program(&def)[0],
        Instr::SearchLibrary { searcher: Searcher::Controller, count: Some(7), must_find: false, .. }
    ));
}

#[test]
fn search_your_library_to_exile() {
    let def = card("Sorcery", "Search your library for three cards, exile them, then shuffle.");
    assert_eq!(
        program(&def),
        [
            Instr::SearchLibrary {
                who: Ref::You,
                searcher: Searcher::Controller,
                filter: Filter::Any,
                count: Some(3),
                must_find: true,
                to: Zone::Exile,
                tapped: false,
                reveal: false,
                set: SearchSet::Any,
            },
            Instr::Shuffle { who: Ref::You },
        ]
    );
    let def = card("Sorcery", "Search your library for any number of land cards, exile them, then shuffle.");
    assert!(matches!(
        program(&def)[0],
        Instr::SearchLibrary { searcher: Searcher::Controller, count: None, must_find: false, .. }
    ));
}

#[test]
fn discard_the_hand_then_draw_that_many() {
    let def = card("Instant", "Discard all the cards in your hand, then draw that many cards.");
    assert_eq!(
        program(&def),
        [
            Instr::Discard { who: Ref::You, amount: Amount::HandSize(Box::new(Ref::You)), random: false },
            Instr::Draw { who: Ref::You, amount: Amount::Affected },
        ]
    );
}

#[test]
fn prevent_damage_divided_among_targets() {
    let def = card(
        "Instant",
        "Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as you choose.",
    );
    let Ability::Spell(e) = &def.abilities[0] else { panic!("a spell") };
    assert_eq!(e.targets[0].max, u8::MAX);
    assert_eq!(
        e.program,
        [Instr::Prevent(Box::new(PreventSpec {
            limit: PreventLimit::Divided(Amount::Fixed(3)),
            from: DamageFrom::Any,
            filter: Filter::Any,
            to: Some(Ref::Target(0)),
            combat_only: false
        }))]
    );
    assert_eq!(costs::casting::divided_damage(e), Some((&Amount::Fixed(3), 0)));
    // An ability would divide as it is activated, which isn't supported: it stays unsupported.
    let def = compile_face(&crate::oracle::tests::test_face(
        "Card",
        Some("{1}"),
        "Artifact",
        "{T}: Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as you choose.",
    ));
    assert!(def.unsupported.is_some());
}

#[test]
fn copy_target_instant_or_sorcery_spell() {
    // CR 707.10, 707.10c: one target spell, copied by the ability's controller.
    let def = crate::oracle::tests::supported(
        "Creature — Human Wizard",
        "Flash\nWhen Card enters the battlefield, copy target instant or sorcery spell. You may choose new targets for the copy.",
    );
    let t = crate::oracle::tests::triggered(&def);
    let [Instr::CopySpell { what: Ref::Target(0), new_targets: true, by: Ref::You, optional: false, .. }] =
        &t.effect.program[..]
    else {
        panic!("{:?}", t.effect.program)
    };
    // Without the second sentence the copy keeps the original's targets.
    let def = crate::oracle::tests::supported("Instant", "Copy target instant or sorcery spell you control.");
    assert!(matches!(crate::oracle::tests::program(&def), [Instr::CopySpell { new_targets: false, .. }]));
    // Abilities aren't spells: not read.
    assert!(!crate::oracle::tests::unsupported("Instant", "Copy target activated or triggered ability you control.")
        .is_empty());
}
