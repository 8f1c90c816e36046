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
        zone: Zone::Battlefield,
        text: format!("{{T}}: Add {}.", produce_text(produce)),
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
        vec![Instr::DealDamage { amount: Amount::Fixed(3), to: Ref::Target(0) }],
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
        vec![Instr::DealDamage { amount: Amount::Fixed(2), to: Ref::Target(0) }],
    )));
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
