//! Unit tests of the triggered-ability templates (CR 603): trigger events, subjects,
//! intervening "if" conditions (CR 603.4) and the bodies that refer to the event.

use crate::oracle::compile_face;
use crate::oracle::tests::supported as card;
use crate::oracle::tests::triggered;
use grimoire_engine::*;

/// Prints where each line of `$TRIG_PROBE` ("Name | text") stops parsing (a development aid).
#[test]
#[ignore]
fn probe() {
    let Ok(path) = std::env::var("TRIG_PROBE") else { return };
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let (name, text) = line.split_once(" | ").unwrap_or(("Card", line));
        let face = crate::oracle::tests::test_face(name, Some("{1}"), "Creature — Test", text);
        let short = None;
        let toks = crate::oracle::front::lexer::fold_self_refs(crate::oracle::front::lexer::lex(text), name, short);
        let mut p = crate::oracle::grammar::parser::Parser::new(&toks, text, false);
        match crate::oracle::grammar::abilities::ability(&mut p) {
            Ok(_) => {
                let def = compile_face(&face);
                println!("OK   {name} | {}", def.unsupported.clone().unwrap_or_default());
                if std::env::var("TRIG_IR").is_ok() {
                    println!("     {:?}", def.abilities);
                }
            }
            Err(e) => {
                let at = toks.get(p.furthest.max(e.pos)).map_or(text.len(), |t| t.span.0);
                println!("FAIL {name} | {} <<{}>> [{}]", &text[..at], &text[at..], e.message);
            }
        }
    }
}

use grimoire_engine::{Metric, Whose};

#[test]
fn that_player_condition_reads_the_triggering_player() {
    let def = card(
        "Creature — Elemental",
        "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, Card deals 3 damage to that player.",
    );
    let t = triggered(&def);
    assert_eq!(
        t.condition,
        Some(Condition::PlayerMetric { whose: Whose::Triggering, metric: Metric::HandSize, cmp: Cmp::Le, n: 2 })
    );
    assert_eq!(t.effect.program, vec![Instr::damage(Amount::Fixed(3), Ref::Triggering)]);
}

#[test]
fn comparisons_between_players() {
    let rivalry = card(
        "Enchantment",
        "At the beginning of each player's upkeep, if that player controls more lands than each other player, Card deals 2 damage to them.",
    );
    let t = triggered(&rivalry);
    assert_eq!(
        t.condition,
        Some(Condition::MostOf { whose: Whose::Triggering, metric: Metric::Controls(Filter::Type(CardType::Land)) })
    );
    assert_eq!(t.effect.program, vec![Instr::damage(Amount::Fixed(2), Ref::Triggering)]);
    let tax = card(
        "Enchantment",
        "At the beginning of your upkeep, if an opponent controls more lands than you, you gain 1 life.",
    );
    assert_eq!(
        triggered(&tax).condition,
        Some(Condition::OpponentExceeds(Metric::Controls(Filter::Type(CardType::Land))))
    );
    let none = card(
        "Creature — Beast",
        "At the beginning of your upkeep, if your opponents control no creatures, Card deals 4 damage to you.",
    );
    let some = Condition::PlayerMetric {
        whose: Whose::AnOpponent,
        metric: Metric::Controls(Filter::Type(CardType::Creature)),
        cmp: Cmp::Ge,
        n: 1,
    };
    assert_eq!(triggered(&none).condition, Some(Condition::Not(Box::new(some))));
    let win = card("Enchantment", "At the beginning of your upkeep, if you have 50 or more life, you win the game.");
    assert_eq!(
        triggered(&win).condition,
        Some(Condition::PlayerMetric { whose: Whose::You, metric: Metric::Life, cmp: Cmp::Ge, n: 50 })
    );
    assert_eq!(triggered(&win).effect.program, vec![Instr::WinGame]);
}

#[test]
fn hand_size_differences_read_the_recipient() {
    let def = card(
        "Creature — Wall",
        "At the beginning of your upkeep, Card deals X damage to target opponent, where X is the number of cards in your hand minus the number of cards in that player's hand.",
    );
    let x = Amount::Plus(
        Box::new(Amount::HandSize(Box::new(Ref::You))),
        Box::new(Amount::Neg(Box::new(Amount::HandSize(Box::new(Ref::Target(0)))))),
    );
    assert_eq!(triggered(&def).effect.program, vec![Instr::damage(x, Ref::Target(0))]);
    let karma = card(
        "Enchantment",
        "At the beginning of each player's upkeep, Card deals damage to that player equal to the number of Swamps they control.",
    );
    let n = Amount::CountControlledBy(Filter::Subtype("Swamp".into()), Box::new(Ref::Triggering));
    assert_eq!(triggered(&karma).effect.program, vec![Instr::damage(n, Ref::Triggering)]);
}

#[test]
fn becomes_tapped_and_damage_recipients() {
    let blight = card("Enchantment — Aura", "Enchant land\nWhen enchanted land becomes tapped, destroy it.");
    let t = triggered(&blight);
    assert_eq!(t.event, TriggerEvent::BecomesTapped(Filter::AttachedTo));
    assert_eq!(t.effect.program, vec![Instr::Destroy { what: Ref::Triggering, no_regeneration: false }]);
    let specter =
        card("Creature — Specter", "Whenever Card deals damage to an opponent, that player discards a card at random.");
    assert_eq!(
        triggered(&specter).event,
        TriggerEvent::DamageToPlayerMatching { by: Filter::Source, to: PlayerFilter::Opponent, combat_only: false }
    );
    let cobra = card("Creature — Snake", "Whenever Card deals combat damage to a creature, destroy that creature.");
    let t = triggered(&cobra);
    assert_eq!(t.event, TriggerEvent::DamageToCreature { by: Filter::Source, combat_only: true });
    assert_eq!(t.effect.program, vec![Instr::Destroy { what: Ref::Triggering, no_regeneration: false }]);
}

#[test]
fn per_player_amounts_stay_unsupported() {
    // Each player takes damage equal to their own lands: one amount can't say that.
    let face = crate::oracle::tests::test_face(
        "Soil",
        Some("{2}{R}"),
        "Sorcery",
        "Card deals damage to each player equal to the number of lands they control.",
    );
    assert!(compile_face(&face).unsupported.is_some());
    // "the number of cards in your hand" alone is still read by the general grammar.
    card("Creature — Spirit", "Card's power and toughness are each equal to the number of cards in your hand.");
}

#[test]
fn blocking_pairs_and_blocker_counts() {
    let reaper = card("Creature — Zombie", "Whenever Card becomes blocked by a green creature, destroy that creature.");
    let t = triggered(&reaper);
    assert_eq!(
        t.event,
        TriggerEvent::BlockedByCreature {
            attacker: Filter::Source,
            blocker: Filter::And(vec![Filter::Color(Color::Green), Filter::Type(CardType::Creature)]),
        }
    );
    assert_eq!(t.effect.program, vec![Instr::Destroy { what: Ref::Triggering, no_regeneration: false }]);
    let spider =
        card("Creature — Spider", "Whenever Card blocks a creature with flying, Card gets +0/+2 until end of turn.");
    assert!(matches!(triggered(&spider).event, TriggerEvent::BlocksCreature { blocker: Filter::Source, .. }));
    let wurm = card(
        "Creature — Wurm",
        "Whenever Card becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first.",
    );
    let n = Amount::Times(-1, Box::new(Amount::BlockersOf(Box::new(Ref::Source), 1)));
    assert_eq!(
        triggered(&wurm).effect.program,
        vec![Instr::Pump { what: Ref::Source, power: n.clone(), toughness: n, duration: Duration::EndOfTurn }]
    );
}

#[test]
fn becomes_the_target_and_unless_you_return() {
    let ghost = card("Creature — Spirit", "When Card becomes the target of a spell or ability, sacrifice it.");
    let t = triggered(&ghost);
    assert_eq!(
        t.event,
        TriggerEvent::BecomesTarget { what: Filter::Source, spells_only: false, opponents_only: false }
    );
    let dog = card(
        "Creature — Hound",
        "Whenever Card becomes the target of a spell or ability an opponent controls, put a +1/+1 counter on Card.",
    );
    assert!(matches!(triggered(&dog).event, TriggerEvent::BecomesTarget { opponents_only: true, .. }));
    let karoo = card(
        "Land",
        "When Card enters the battlefield, sacrifice it unless you return an untapped Plains you control to its owner's hand.",
    );
    let program = &triggered(&karoo).effect.program;
    assert!(matches!(&program[0], Instr::May { then, .. } if matches!(then[0], Instr::ChooseCards { .. })));
    assert!(matches!(&program[1], Instr::If { condition: Condition::Not(_), .. }));
}

#[test]
fn if_you_dont_after_an_optional_first_sentence() {
    // CR 603.5, 608.2c: only the first sentence is optional; declining it runs the rest.
    let def = card(
        "Creature — Demon",
        "At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap Card and it deals 2 damage to you.",
    );
    let t = triggered(&def);
    assert!(!t.optional);
    let [Instr::May { prompt, .. }, Instr::If { condition: Condition::Not(c), then }] = &t.effect.program[..] else {
        panic!("{:?}", t.effect.program)
    };
    assert_eq!(prompt, "you may sacrifice an artifact");
    assert_eq!(**c, Condition::PreviousDidSomething);
    assert_eq!(then.len(), 2);
    // With "If you do" between, both read the same optional action.
    let def = card(
        "Creature — Vampire",
        "At the beginning of your upkeep, you may sacrifice a nonartifact creature. If you do, put a +1/+1 counter on Card. If you don't, tap Card.",
    );
    let [Instr::May { then, .. }, Instr::If { condition: Condition::Not(_), .. }] = &triggered(&def).effect.program[..]
    else {
        panic!("{:?}", triggered(&def).effect.program)
    };
    assert!(matches!(then[..], [_, Instr::If { condition: Condition::PreviousDidSomething, .. }]), "{then:?}");
}

#[test]
fn when_you_cast_this_spell_is_a_trigger_of_the_spell_itself() {
    // CR 601.2i: it triggers as the spell becomes cast; "this spell" is the card itself.
    let def = card("Creature — Eldrazi", "When you cast this spell, draw four cards.");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::CastSelf);
    assert!(!t.optional);
    let def = card(
        "Creature — Eldrazi",
        "When you cast Card, you may return target creature card from your graveyard to the battlefield.",
    );
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::CastSelf);
    assert!(t.optional);
    assert_eq!(t.effect.targets.len(), 1);
    // Another card's cast is still "Whenever you cast a ...".
    assert_ne!(
        triggered(&card("Enchantment", "Whenever you cast a creature spell, draw a card.")).event,
        TriggerEvent::CastSelf
    );
}
