//! Unit tests of the "When/Whenever" events of `grammar/triggers/whenever.rs`: two events of one subject,
//! "~ or another", graveyard-from-battlefield, players' actions, "attacks alone", Sengir
//! Vampire's "dealt damage by ~ this turn", damage to you, "one or more" blocks, the Opal
//! cycle's "if ~ is an enchantment", life gained or lost with "that much".

use crate::oracle::compile_face;
use crate::oracle::tests::{test_face, triggered};
use grimoire_engine::*;

fn card(type_line: &str, text: &str) -> CardDef {
    let def = compile_face(&test_face("Card", Some("{1}"), type_line, text));
    assert_eq!(def.unsupported, None, "{text}");
    def
}

fn unsupported(text: &str) -> bool {
    compile_face(&test_face("Card", Some("{1}"), "Enchantment", text)).unsupported.is_some()
}

#[test]
fn two_events_of_one_subject() {
    let t = card("Creature — Horror", "When Card attacks or blocks, destroy it at end of combat.");
    assert_eq!(
        triggered(&t).event,
        TriggerEvent::Either(
            Box::new(TriggerEvent::Attacks(Filter::Source)),
            Box::new(TriggerEvent::Blocks(Filter::Source))
        )
    );
    let m = card(
        "Creature — Goblin",
        "When Card enters the battlefield or dies, create two 1/1 red Goblin creature tokens.",
    );
    assert!(matches!(triggered(&m).event, TriggerEvent::Either(..)));
    // Only the events that the engine notices through one door combine.
    assert!(unsupported("When Card leaves the battlefield or becomes untapped, draw a card."));
}

#[test]
fn self_or_another() {
    let r = card(
        "Creature — Zombie Cleric",
        "Whenever Card or another Cleric dies, create a 2/2 black Zombie creature token.",
    );
    assert_eq!(
        triggered(&r).event,
        TriggerEvent::Dies(Filter::Or(vec![
            Filter::Source,
            Filter::And(vec![Filter::Subtype("Cleric".into()), Filter::Other])
        ]))
    );
}

#[test]
fn graveyard_from_battlefield_is_any_permanent_and_reads_the_owner() {
    let s = card(
        "Artifact",
        "Whenever an artifact or enchantment is put into your graveyard from the battlefield, you gain 1 life.",
    );
    let TriggerEvent::PutIntoGraveyardFromBattlefield(f) = &triggered(&s).event else {
        panic!("{:?}", triggered(&s).event)
    };
    assert!(format!("{f:?}").contains("OwnedBy(You)"));
    // "that player" is the owner of the card (CR 404.2).
    let l = card("Enchantment", "Whenever a nontoken permanent is put into a player's graveyard from the battlefield, that player loses 1 life.");
    assert_eq!(
        triggered(&l).effect.program,
        vec![Instr::LoseLife { who: Ref::OwnerOf(Box::new(Ref::Triggering)), amount: Amount::Fixed(1) }]
    );
}

#[test]
fn players_actions() {
    let m = card("Enchantment", "Whenever an opponent discards a card, Card deals 2 damage to that player.");
    assert_eq!(triggered(&m).event, TriggerEvent::Discards(PlayerFilter::Opponent));
    assert_eq!(triggered(&m).effect.program, vec![Instr::damage(Amount::Fixed(2), Ref::Triggering)]);
    let c = card("Creature — Soldier", "Whenever a player cycles a card, Card gets +2/+2 until end of turn.");
    assert_eq!(triggered(&c).event, TriggerEvent::CyclesCard(PlayerFilter::Any));
    let city = card("Land", "When you play another land, sacrifice Card.");
    assert_eq!(
        triggered(&city).event,
        TriggerEvent::PlaysLand {
            who: PlayerFilter::You,
            land: Filter::And(vec![Filter::Type(CardType::Land), Filter::Other])
        }
    );
    let barbs = card("Enchantment", "Whenever a player taps a land for mana, Card deals 1 damage to that player.");
    assert_eq!(
        triggered(&barbs).event,
        TriggerEvent::TapsLandForMana { who: PlayerFilter::Any, land: Filter::Type(CardType::Land) }
    );
    // "you play a card" is not playing a land.
    assert!(unsupported("When you play a card, sacrifice Card."));
}

#[test]
fn optional_gain_life_and_sacrifice_it() {
    let t = card("Creature — Beast", "Whenever a Beast enters the battlefield, you may gain 3 life.");
    assert!(triggered(&t).optional);
    assert_eq!(triggered(&t).effect.program, vec![Instr::GainLife { who: Ref::You, amount: Amount::Fixed(3) }]);
    let n = card("Creature — Zombie", "Whenever Card attacks and isn't blocked, you may sacrifice it. If you do, defending player discards three cards.");
    assert!(matches!(&triggered(&n).effect.program[0], Instr::Sacrifice { filter: Filter::Source, .. }));
}

#[test]
fn combat_events() {
    let o = card("Creature — Ogre", "Whenever Card attacks alone, it gets +3/+0 until end of turn.");
    assert_eq!(triggered(&o).event, TriggerEvent::AttacksAlone(Filter::Source));
    let v = card(
        "Creature — Vampire",
        "Whenever a creature dealt damage by Card this turn dies, put a +1/+1 counter on Card.",
    );
    assert_eq!(
        triggered(&v).event,
        TriggerEvent::Dies(Filter::And(vec![Filter::Type(CardType::Creature), Filter::DamagedBySourceThisTurn]))
    );
    let k = card(
        "Creature — Kavu",
        "Whenever Card blocks or becomes blocked by one or more blue and/or black creatures, Card gets +3/+3 until end of turn.",
    );
    assert!(matches!(triggered(&k).event, TriggerEvent::BlockPairAny { blocks: true, blocked: true, .. }));
    let b = card("Enchantment", "Whenever a creature attacks you, it gets -1/-0 until end of turn.");
    assert!(matches!(triggered(&b).event, TriggerEvent::AttacksPlayer { whom: PlayerFilter::You, .. }));
}

#[test]
fn damage_to_you_triggers_on_the_source() {
    let n = card("Enchantment", "Whenever a creature deals damage to you, destroy it.");
    assert_eq!(
        triggered(&n).event,
        TriggerEvent::SourceDamagesPlayer {
            by: Filter::Type(CardType::Creature),
            to: PlayerFilter::You,
            combat_only: false
        }
    );
    assert_eq!(triggered(&n).effect.program, vec![Instr::Destroy { what: Ref::Triggering, no_regeneration: false }]);
    let p = card("Enchantment", "Whenever a creature you control deals combat damage, you gain that much life.");
    assert_eq!(triggered(&p).effect.program, vec![Instr::GainLife { who: Ref::You, amount: Amount::EventAmount }]);
}

#[test]
fn opal_becomes_a_creature_and_stops_being_an_enchantment() {
    let o = card(
        "Enchantment",
        "When an opponent casts a creature spell, if Card is an enchantment, Card becomes a 5/5 Angel creature with flying and vigilance.",
    );
    let t = triggered(&o);
    assert_eq!(t.condition, Some(Condition::SourceIs(Filter::Type(CardType::Enchantment))));
    // CR 205.1a: the new card type replaces the old one.
    assert!(t.effect.program.iter().any(|i| matches!(
        i,
        Instr::Modify { effect: LayerEffect::SetTypes { types, .. }, duration: Duration::Forever, .. } if types == &vec![CardType::Creature]
    )));
    assert!(t
        .effect
        .program
        .iter()
        .any(|i| matches!(i, Instr::Modify { effect: LayerEffect::AddKeyword(Keyword::Vigilance), .. })));
}

#[test]
fn life_gained_or_lost_carries_its_amount() {
    // CR 119.10: "that much" is the life this event gained or lost.
    let bond = card("Enchantment", "Whenever you gain life, target opponent loses that much life.");
    assert_eq!(triggered(&bond).event, TriggerEvent::Life { who: PlayerFilter::You, gain: true });
    assert_eq!(
        triggered(&bond).effect.program,
        vec![Instr::LoseLife { who: Ref::Target(0), amount: Amount::EventAmount }]
    );
    let blood = card("Enchantment", "Whenever an opponent loses life, you gain that much life.");
    assert_eq!(triggered(&blood).event, TriggerEvent::Life { who: PlayerFilter::Opponent, gain: false });
    assert_eq!(triggered(&blood).effect.program, vec![Instr::GainLife { who: Ref::You, amount: Amount::EventAmount }]);
    let any = card("Creature — Cleric", "Whenever a player loses life, you gain 1 life.");
    assert_eq!(triggered(&any).event, TriggerEvent::Life { who: PlayerFilter::Any, gain: false });
    assert!(unsupported("Whenever you draw a card, you gain that much life."));
}
