//! Keywords the engine carries out from the keyword as the object has it: the triggered
//! abilities of ward (CR 702.21), prowess (CR 702.108), cascade (CR 702.85), rebound (CR 702.88), exalted (CR 702.83), persist (CR
//! 702.79) and undying (CR 702.93); the damage of wither (CR 702.80), infect (CR 702.90) and
//! toxic (CR 702.164); split second (CR 702.61) and convoke (CR 702.51). Crew (CR 702.122),
//! read as the activated ability it stands for, and keywords defined as one sentence
//! (battle cry, soulshift, afflict), read as that sentence.

use super::*;

#[test]
fn ward_prowess_and_exalted_are_keywords() {
    let def = supported("Creature — Angel", "Flying\nWard {2}");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Flying), Ability::Keyword(Keyword::Ward(2))]);
    let def = supported("Creature — Monk", "Prowess");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Prowess)]);
    let def = supported("Creature — Human Knight", "Exalted");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Exalted)]);
    // On a keyword line with others, and with reminder text removed.
    let def = supported(
        "Creature — Human Monk",
        "Flying, prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    );
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Flying), Ability::Keyword(Keyword::Prowess)]);
}

#[test]
fn granted_prowess_and_ward() {
    let def = supported("Enchantment", "Creatures you control have prowess.");
    assert!(format!("{:?}", def.abilities).contains("Prowess"), "{:?}", def.abilities);
    let def = supported("Creature — Elf", "Other creatures you control have ward {1}.");
    assert!(format!("{:?}", def.abilities).contains("Ward(1)"), "{:?}", def.abilities);
}

#[test]
fn ward_costs_that_are_not_generic_mana_stay_unsupported() {
    assert_eq!(unsupported("Creature — Dragon", "Ward—Pay 3 life."), "Ward—Pay 3 life.");
    assert_eq!(unsupported("Creature — Dragon", "Ward—Discard a card."), "Ward—Discard a card.");
}

#[test]
fn wither_and_infect_are_keywords() {
    let def = supported("Creature — Elemental", "Wither");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Wither)]);
    let def = supported("Creature — Phyrexian Insect", "Flying\nInfect");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Flying), Ability::Keyword(Keyword::Infect)]);
    // Granted, and in a "becomes" effect (Inkmoth Nexus).
    let def = supported(
        "Land",
        "{1}: Card becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until end of turn. It's still a land.",
    );
    assert!(format!("{:?}", def.abilities).contains("AddKeyword(Infect)"), "{:?}", def.abilities);
}

#[test]
fn crew_is_a_tap_cost_counting_power() {
    let def = supported("Artifact — Vehicle", "Flying\nCrew 3");
    let Ability::Activated(a) = &def.abilities[1] else { panic!("{:?}", def.abilities) };
    assert_eq!(a.cost.tap_untapped, Some((Filter::creature().and(Filter::Other), 3)));
    assert!(a.cost.tap_total_power);
    assert!(!a.cost.tap && a.cost.mana.symbols.is_empty());
    // CR 702.122a: not restricted to sorcery speed.
    assert!(!a.sorcery_speed);
    assert_eq!(
        program(&def),
        &[Instr::Modify {
            what: Ref::Source,
            effect: LayerEffect::AddTypes { types: vec![CardType::Artifact, CardType::Creature], subtypes: vec![] },
            duration: Duration::EndOfTurn,
        }]
    );
    assert_eq!(a.text, "Crew 3");
}

#[test]
fn crew_needs_a_number() {
    assert_eq!(unsupported("Artifact — Vehicle", "Crew"), "Crew");
}

#[test]
fn keywords_the_engine_carries_out() {
    let def = supported("Creature — Elf", "Persist");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Persist)]);
    let def = supported("Creature — Wolf", "Undying");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Undying)]);
    let def = supported("Creature — Elf", "Toxic 2");
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Toxic(2))]);
    let def = supported("Instant", "Split second\nCard deals 2 damage to any target.");
    assert_eq!(def.abilities[0], Ability::Keyword(Keyword::SplitSecond));
    let def = supported("Instant", "Convoke\nCard deals 4 damage to any target.");
    assert_eq!(def.abilities[0], Ability::Keyword(Keyword::Convoke));
    assert_eq!(Keyword::Toxic(1).name(), "toxic 1");
    assert_eq!(Keyword::SplitSecond.name(), "split second");
}

#[test]
fn keywords_defined_as_a_sentence_are_read_as_it_and_keep_their_name() {
    let def = supported("Creature — Goblin", "Battle cry");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::Attacks(Filter::Source));
    assert_eq!(t.text, "Battle cry");
    let def = supported("Creature — Spirit", "Flying\nSoulshift 3");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::PutIntoGraveyardFromBattlefield(Filter::Source));
    assert!(t.optional);
    assert_eq!(t.effect.targets.len(), 1);
    assert_eq!(t.text, "Soulshift 3");
    let def = supported("Creature — Zombie", "Afflict 2");
    assert_eq!(triggered(&def).text, "Afflict 2");
    // Only a keyword alone on its line is read so; two soulshifts on one line are not.
    assert_eq!(unsupported("Creature — Spirit", "Soulshift 4, soulshift 4"), "Soulshift 4, soulshift 4");
}

#[test]
fn modular_is_two_abilities_counters_on_entering_and_moved_on_dying() {
    let def = supported("Artifact Creature — Golem", "Modular 3");
    let [Ability::Static(StaticAbility::EntersWithCounters { kind: CounterKind::PlusOne, amount: Amount::Fixed(3) }), Ability::Triggered(t)] =
        &def.abilities[..]
    else {
        panic!("{:?}", def.abilities)
    };
    assert_eq!(t.event, TriggerEvent::PutIntoGraveyardFromBattlefield(Filter::Source));
    assert!(t.optional);
    assert_eq!(t.text, "Modular 3");
    assert_eq!(
        t.effect.program,
        vec![Instr::AddCounters {
            what: Ref::Target(0),
            kind: CounterKind::PlusOne,
            amount: Amount::CountersOn(Box::new(Ref::Source), CounterKind::PlusOne)
        }]
    );
    // "Modular—Sunburst" is another keyword's number: not read yet.
    assert_eq!(unsupported("Artifact Creature — Golem", "Modular—Sunburst"), "Modular—Sunburst");
}

#[test]
fn extort_pays_hybrid_mana_and_drains_each_opponent() {
    let def = supported("Creature — Human", "Extort");
    let t = triggered(&def);
    assert_eq!(t.text, "Extort");
    assert!(format!("{:?}", t.event).starts_with("SpellCast"), "{:?}", t.event);
    let [Instr::PayCost { .. }, Instr::If { then, .. }] = &t.effect.program[..] else {
        panic!("{:?}", t.effect.program)
    };
    assert_eq!(
        then,
        &vec![
            Instr::LoseLife { who: Ref::EachOpponent, amount: Amount::Fixed(1) },
            Instr::GainLife { who: Ref::You, amount: Amount::DoneThisWay }
        ]
    );
}

#[test]
fn mentor_targets_an_attacking_creature_with_lesser_power() {
    let def = supported("Creature — Human", "Mentor");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::Attacks(Filter::Source));
    assert_eq!(t.text, "Mentor");
    let objects = t.effect.targets[0].objects.as_ref().expect("an object target");
    let Filter::And(fs) = &objects.1 else { panic!("{objects:?}") };
    assert!(fs.contains(&Filter::Attacking) && fs.contains(&Filter::StatVsSource(Stat::Power, Cmp::Lt)), "{fs:?}");
}

#[test]
fn living_weapon_makes_a_germ_and_attaches_to_it() {
    let def = supported("Artifact — Equipment", "Living weapon\nEquipped creature gets +1/+1.\nEquip {2}");
    let t = triggered(&def);
    assert_eq!(t.event, TriggerEvent::EntersBattlefield(Filter::Source));
    assert_eq!(t.text, "Living weapon");
    let [Instr::CreateToken { token, count: Amount::Fixed(1), who: Ref::You, tapped: false, attacking: false }, Instr::Attach { what: Ref::Source, to: Ref::Affected }] =
        &t.effect.program[..]
    else {
        panic!("{:?}", t.effect.program)
    };
    assert_eq!((token.power, token.toughness), (Some(PtValue::Fixed(0)), Some(PtValue::Fixed(0))));
    assert_eq!(token.subtypes, vec!["Phyrexian".to_string(), "Germ".to_string()]);
    assert_eq!(token.name, "Phyrexian Germ Token");
}

#[test]
fn improvise_and_delve_are_keywords() {
    let def = supported("Sorcery", "Improvise\nDraw three cards.");
    assert_eq!(def.abilities[0], Ability::Keyword(Keyword::Improvise));
    let def = supported(
        "Instant",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nDestroy target creature.",
    );
    assert_eq!(def.abilities[0], Ability::Keyword(Keyword::Delve));
}

#[test]
fn unearth_is_an_activated_ability_from_the_graveyard() {
    let def = supported(
        "Creature — Zombie",
        "Unearth {1}{B} ({1}{B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
    );
    let Ability::Activated(a) = &def.abilities[0] else { panic!("{:?}", def.abilities) };
    assert_eq!(a.zone, Zone::Graveyard);
    assert!(a.sorcery_speed);
    assert_eq!(a.cost.mana.to_string(), "{1}{B}");
    assert_eq!(a.text, "Unearth {1}{B}");
    let effect = format!("{:?}", a.effect);
    assert!(effect.contains("ExiledInstead { leaving: true }"), "{effect}");
    assert!(effect.contains("Haste"), "{effect}");
    // Only a mana cost.
    assert_eq!(unsupported("Creature — Zombie", "Unearth—Sacrifice a creature."), "Unearth—Sacrifice a creature.");
}

#[test]
fn exiled_if_it_would_leave_the_battlefield() {
    let def = supported(
        "Artifact",
        "{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery.",
    );
    let effect = format!("{:?}", def.abilities);
    assert!(effect.contains("ExiledInstead { leaving: true }"), "{effect}");
    // Only "it": another object's leaving is not this replacement.
    unsupported("Sorcery", "If a creature would leave the battlefield, exile it instead of putting it anywhere else.");
}

#[test]
fn bloodthirst_enters_with_counters_if_an_opponent_was_dealt_damage() {
    let def = supported(
        "Creature — Minotaur Warrior",
        "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters the battlefield with two +1/+1 counters on it.)",
    );
    assert_eq!(
        def.abilities,
        vec![Ability::Static(StaticAbility::EntersWithCountersIf {
            kind: CounterKind::PlusOne,
            amount: Amount::Fixed(2),
            condition: Condition::History(HistoryCondition::PlayerDealtDamage(Whose::AnOpponent)),
        })]
    );
    // "Bloodthirst X" counts the damage: not this reading.
    assert_eq!(unsupported("Creature — Elemental Warrior", "Bloodthirst X"), "Bloodthirst X");
}

#[test]
fn cascade_is_a_keyword() {
    // CR 702.85a; reminder text removed, and a second instance triggers too (702.85c).
    let def = supported(
        "Creature — Elf Berserker",
        "Haste\nCascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom of your library in a random order.)",
    );
    assert_eq!(def.abilities, vec![Ability::Keyword(Keyword::Haste), Ability::Keyword(Keyword::Cascade)]);
    let def = supported("Sorcery", "Cascade, cascade\nDraw a card.");
    assert_eq!(def.abilities.iter().filter(|a| **a == Ability::Keyword(Keyword::Cascade)).count(), 2);
}

#[test]
fn rebound_is_a_keyword() {
    // CR 702.88a, with its reminder text removed.
    let def = supported(
        "Instant",
        "Card deals 2 damage to any target.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)",
    );
    assert!(def.abilities.contains(&Ability::Keyword(Keyword::Rebound)), "{:?}", def.abilities);
}

#[test]
fn fabricate_puts_counters_or_makes_servos() {
    for n in [1, 2] {
        let def = supported("Creature — Construct", &format!("Fabricate {n}"));
        let t = triggered(&def);
        assert_eq!(t.event, TriggerEvent::EntersBattlefield(Filter::Source));
        assert_eq!(t.text, format!("Fabricate {n}"));
        // Declining the counters makes Servos: only the first sentence is optional.
        assert!(!t.optional);
        let [Instr::May { then, .. }, Instr::If { condition: Condition::Not(c), then: otherwise }] =
            &t.effect.program[..]
        else {
            panic!("{:?}", t.effect.program)
        };
        assert_eq!(**c, Condition::PreviousDidSomething);
        assert!(
            matches!(then[..], [Instr::AddCounters { what: Ref::Source, kind: CounterKind::PlusOne, .. }]),
            "{then:?}"
        );
        let [Instr::CreateToken { token, count: Amount::Fixed(k), .. }] = &otherwise[..] else {
            panic!("{otherwise:?}")
        };
        assert_eq!((*k, token.subtypes.clone()), (n, vec!["Servo".to_string()]));
    }
}

#[test]
fn evolve_triggers_on_a_creature_you_control_with_greater_power_or_toughness() {
    let def = supported("Creature — Bird Mutant", "Flying\nEvolve (Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)");
    let t = triggered(&def);
    assert_eq!(t.text, "Evolve");
    assert_eq!(
        t.event,
        TriggerEvent::EntersBattlefield(Filter::creature().and(Filter::ControlledBy(PlayerFilter::You)))
    );
    let Some(Condition::RefIs(Ref::Triggering, f)) = &t.condition else { panic!("{:?}", t.condition) };
    let greater =
        Filter::Or(vec![Filter::StatVsSource(Stat::Power, Cmp::Gt), Filter::StatVsSource(Stat::Toughness, Cmp::Gt)]);
    assert_eq!(f, &Filter::creature().and(greater));
    assert_eq!(
        t.effect.program,
        vec![Instr::AddCounters { what: Ref::Source, kind: CounterKind::PlusOne, amount: Amount::Fixed(1) }]
    );
}
