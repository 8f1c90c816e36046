//! Hand-built cards for the runner's tests, built from the engine's ability IR.
#![allow(dead_code)] // each test crate uses a part of it

use grimoire_engine::*;
use grimoire_scenario::CardLookup;
use std::collections::HashMap;
use std::sync::Arc;

/// A basic land: "{T}: Add {X}."
pub fn land(name: &str, produce: ManaType, basic: bool) -> Arc<CardDef> {
    let mut c = CardDef::new(name, &[CardType::Land]);
    if basic {
        c.supertypes = vec![Supertype::Basic];
        c.subtypes = vec![name.to_string()];
    }
    c.abilities.push(Ability::Activated(ActivatedAbility {
        cost: Cost::tap(),
        effect: Effect::new(vec![Instr::AddMana(ManaProduce::Fixed(vec![produce]))]),
        is_mana_ability: true,
        sorcery_speed: false,
        once_per_turn: false,
        condition: None,
        zone: Zone::Battlefield,
        text: format!("{{T}}: Add {}.", produce_text(produce)),
        max_per_turn: None,
        any_player: false,
        spend: None,
    }));
    c.shared()
}

fn produce_text(m: ManaType) -> String {
    match m {
        ManaType::Colored(c) => format!("{{{}}}", c.letter()),
        _ => "{C}".into(),
    }
}

/// A creature with keywords.
pub fn creature(name: &str, cost: &str, p: i32, t: i32, kws: &[Keyword], subtypes: &[&str]) -> Arc<CardDef> {
    let mut c = CardDef::new(name, &[CardType::Creature]);
    let mc = ManaCost::parse(cost).unwrap();
    c.colors = mc.colors();
    c.mana_cost = Some(mc);
    c.power = Some(PtValue::Fixed(p));
    c.toughness = Some(PtValue::Fixed(t));
    c.subtypes = subtypes.iter().map(|s| s.to_string()).collect();
    c.abilities = kws.iter().cloned().map(Ability::Keyword).collect();
    c.shared()
}

/// "Lightning Bolt deals 3 damage to any target."
pub fn bolt() -> Arc<CardDef> {
    let mut c = CardDef::new("Lightning Bolt", &[CardType::Instant]);
    let mc = ManaCost::parse("{R}").unwrap();
    c.colors = mc.colors();
    c.mana_cost = Some(mc);
    c.text = "Lightning Bolt deals 3 damage to any target.".into();
    c.abilities.push(Ability::Spell(Effect::targeted(
        vec![TargetSpec::any_target()],
        vec![Instr::damage(Amount::Fixed(3), Ref::Target(0))],
    )));
    c.shared()
}

/// "Shock deals 2 damage to any target." (a second burn spell).
pub fn shock() -> Arc<CardDef> {
    let mut c = CardDef::new("Shock", &[CardType::Instant]);
    let mc = ManaCost::parse("{R}").unwrap();
    c.colors = mc.colors();
    c.mana_cost = Some(mc);
    c.abilities.push(Ability::Spell(Effect::targeted(
        vec![TargetSpec::any_target()],
        vec![Instr::damage(Amount::Fixed(2), Ref::Target(0))],
    )));
    c.shared()
}

fn any_damage(n: Amount) -> Effect {
    Effect::targeted(vec![TargetSpec::any_target()], vec![Instr::damage(n, Ref::Target(0))])
}

fn with_cost(mut c: CardDef, cost: &str) -> CardDef {
    let mc = ManaCost::parse(cost).unwrap();
    c.colors = mc.colors();
    c.mana_cost = Some(mc);
    c
}

/// "{T}: Prodigal Pyromancer deals 1 damage to any target."
pub fn pyromancer() -> Arc<CardDef> {
    let mut c = (*creature("Prodigal Pyromancer", "{2}{R}", 1, 1, &[], &["Human", "Wizard"])).clone();
    c.abilities.push(Ability::Activated(ActivatedAbility {
        cost: Cost::tap(),
        effect: any_damage(Amount::Fixed(1)),
        is_mana_ability: false,
        sorcery_speed: false,
        once_per_turn: false,
        condition: None,
        zone: Zone::Battlefield,
        text: "{T}: Prodigal Pyromancer deals 1 damage to any target.".into(),
        max_per_turn: None,
        any_player: false,
        spend: None,
    }));
    c.shared()
}

/// "When Flame Pup enters, it deals 1 damage to any target."
pub fn flame_pup() -> Arc<CardDef> {
    let mut c = (*creature("Flame Pup", "{R}", 1, 1, &[], &["Dog"])).clone();
    c.abilities.push(Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::EntersBattlefield(Filter::Source),
        condition: None,
        effect: any_damage(Amount::Fixed(1)),
        optional: false,
        text: "When Flame Pup enters, it deals 1 damage to any target.".into(),
    }));
    c.shared()
}

/// "Whenever another creature enters, you gain 1 life."
pub fn warden() -> Arc<CardDef> {
    let mut c = (*creature("Life Warden", "{W}", 1, 1, &[], &["Human", "Cleric"])).clone();
    c.abilities.push(Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::EntersBattlefield(Filter::Other.and(Filter::creature())),
        condition: None,
        effect: Effect::new(vec![Instr::GainLife { who: Ref::You, amount: Amount::Fixed(1) }]),
        optional: false,
        text: "Whenever another creature enters, you gain 1 life.".into(),
    }));
    c.shared()
}

/// "Blaze deals X damage to any target." ({X}{R})
pub fn blaze() -> Arc<CardDef> {
    let mut c = with_cost(CardDef::new("Blaze", &[CardType::Sorcery]), "{X}{R}");
    c.abilities.push(Ability::Spell(any_damage(Amount::X)));
    c.shared()
}

/// "You may draw a card." ({G})
pub fn curious_study() -> Arc<CardDef> {
    let mut c = with_cost(CardDef::new("Curious Study", &[CardType::Sorcery]), "{G}");
    c.abilities.push(Ability::Spell(Effect::new(vec![Instr::May {
        prompt: "Draw a card?".into(),
        then: vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }],
    }])));
    c.shared()
}

/// "Choose one — Choice Charm deals 2 damage to any target; or you gain 3 life." ({R})
pub fn choice_charm() -> Arc<CardDef> {
    let mut c = with_cost(CardDef::new("Choice Charm", &[CardType::Instant]), "{R}");
    let gain = Effect::new(vec![Instr::GainLife { who: Ref::You, amount: Amount::Fixed(3) }]);
    c.abilities.push(Ability::Spell(Effect {
        modes: vec![any_damage(Amount::Fixed(2)), gain],
        mode_count: (1, 1),
        ..Effect::default()
    }));
    c.shared()
}

/// "Choose one or both — • Twin Charm deals 2 damage to any target. • Twin Charm deals 1
/// damage to any target." ({R})
pub fn twin_charm() -> Arc<CardDef> {
    let mut c = with_cost(CardDef::new("Twin Charm", &[CardType::Instant]), "{R}");
    c.abilities.push(Ability::Spell(Effect {
        modes: vec![any_damage(Amount::Fixed(2)), any_damage(Amount::Fixed(1))],
        mode_count: (1, 2),
        ..Effect::default()
    }));
    c.shared()
}

/// "You win the game." ({W}, CR 104.2b)
pub fn victory() -> Arc<CardDef> {
    let mut c = with_cost(CardDef::new("Victory", &[CardType::Sorcery]), "{W}");
    c.abilities.push(Ability::Spell(Effect::new(vec![Instr::WinGame])));
    c.shared()
}

/// "Tapped Vale enters tapped. {T}: Add {G}." (CR 614.1c)
pub fn tapped_vale() -> Arc<CardDef> {
    let mut c = (*land("Tapped Vale", ManaType::Colored(Color::Green), false)).clone();
    c.abilities.insert(0, Ability::Static(StaticAbility::EntersTapped));
    c.shared()
}

/// "Counter Pup enters with two +1/+1 counters on it. When Counter Pup enters, it deals
/// 1 damage to any target." (a 1/1, CR 614.1c)
pub fn counter_pup() -> Arc<CardDef> {
    let mut c = (*flame_pup()).clone();
    c.name = "Counter Pup".into();
    c.abilities.insert(
        0,
        Ability::Static(StaticAbility::EntersWithCounters {
            kind: CounterKind::parse("+1/+1"),
            amount: Amount::Fixed(2),
        }),
    );
    c.shared()
}

/// "Creatures your opponents control enter tapped." (CR 614.1d, 614.12)
pub fn tapped_gate() -> Arc<CardDef> {
    let mut c = with_cost(CardDef::new("Tapped Gate", &[CardType::Enchantment]), "{W}");
    c.abilities.push(Ability::Static(StaticAbility::Replacement(Replacement::EnterTapped {
        what: Filter::creature().and(Filter::ControlledBy(PlayerFilter::Opponent)),
    })));
    c.shared()
}

/// The test card pool.
pub struct TestCards(pub HashMap<String, Arc<CardDef>>);

impl TestCards {
    /// Lands, a few creatures, burn, and one unsupported card.
    pub fn new() -> TestCards {
        let mut m = HashMap::new();
        let mut add = |c: Arc<CardDef>| {
            m.insert(c.name.clone(), c);
        };
        add(land("Forest", ManaType::Colored(Color::Green), true));
        add(land("Mountain", ManaType::Colored(Color::Red), true));
        add(land("Swamp", ManaType::Colored(Color::Black), true));
        add(land("Wastes", ManaType::Colorless, true));
        add(creature("Grizzly Bears", "{1}{G}", 2, 2, &[], &["Bear"]));
        add(creature("Hill Giant", "{3}{R}", 3, 3, &[], &["Giant"]));
        add(creature("Typhoid Rats", "{B}", 1, 1, &[Keyword::Deathtouch], &["Rat"]));
        add(creature("Serra Angel", "{3}{W}{W}", 4, 4, &[Keyword::Flying, Keyword::Vigilance], &["Angel"]));
        add(creature("Craw Wurm", "{4}{G}{G}", 6, 4, &[], &["Wurm"]));
        add(creature("Colossal Dreadmaw", "{4}{G}{G}", 6, 6, &[Keyword::Trample], &["Dinosaur"]));
        add(bolt());
        add(shock());
        add(pyromancer());
        add(flame_pup());
        add(warden());
        add(blaze());
        add(curious_study());
        add(choice_charm());
        add(twin_charm());
        add(victory());
        add(land("Plains", ManaType::Colored(Color::White), true));
        add(tapped_vale());
        add(counter_pup());
        add(tapped_gate());
        let mut weird = CardDef::new("Weird Card", &[CardType::Enchantment]);
        weird.unsupported = Some("Whenever the moon is full, you win.".into());
        add(weird.shared());
        TestCards(m)
    }
}

impl CardLookup for TestCards {
    fn card(&self, name: &str) -> Result<Arc<CardDef>, String> {
        self.0.get(name).cloned().ok_or_else(|| "not in the card database".to_string())
    }
}

/// Runs the scenarios of a TOML text; returns (name, failure reason) pairs.
pub fn run(src: &str) -> Vec<(String, Option<String>)> {
    let cards = TestCards::new();
    grimoire_scenario::run_source(std::path::Path::new("test.toml"), src, &cards, None)
        .into_iter()
        .map(|o| (o.name, o.failure))
        .collect()
}

/// Runs a one-scenario text and returns its failure reason, if any.
pub fn run_one(src: &str) -> Option<String> {
    let mut r = run(src);
    assert_eq!(r.len(), 1, "{r:?}");
    r.remove(0).1
}

/// Asserts that the one scenario passes.
#[track_caller]
pub fn pass(src: &str) {
    if let Some(why) = run_one(src) {
        panic!("expected PASS, got FAIL: {why}");
    }
}

/// Asserts that the one scenario fails, and returns why.
#[track_caller]
pub fn fail(src: &str) -> String {
    run_one(src).expect("expected FAIL, got PASS")
}
