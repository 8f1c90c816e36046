//! Modal activated abilities (CR 602.2b applying 601.2b, CR 700.2): the legal action offers
//! the modes, the answer carries the chosen ones, and wrong choices are refused with the
//! rule they break and change nothing.

use grimoire_engine::game::testing::*;
use grimoire_engine::*;
use std::sync::Arc;

/// "{1}, Sacrifice ~: Choose one — • ~ deals 2 damage to target creature. • Destroy target
/// artifact." (a Goblin Cratermaker with a simpler second mode).
fn cratermaker() -> Arc<CardDef> {
    let mut c = CardDef::new("Crater Goblin", &[CardType::Creature]);
    c.mana_cost = Some(ManaCost::parse("{1}{R}").unwrap());
    c.power = Some(PtValue::Fixed(2));
    c.toughness = Some(PtValue::Fixed(2));
    let damage = Effect {
        text: "Crater Goblin deals 2 damage to target creature.".into(),
        ..Effect::targeted(
            vec![TargetSpec::permanent(Filter::creature(), "target creature")],
            vec![Instr::damage(Amount::Fixed(2), Ref::Target(0))],
        )
    };
    let destroy = Effect {
        text: "Destroy target artifact.".into(),
        ..Effect::targeted(
            vec![TargetSpec::permanent(Filter::Type(CardType::Artifact), "target artifact")],
            vec![Instr::Destroy { what: Ref::Target(0), no_regeneration: false }],
        )
    };
    let cost = Cost { mana: ManaCost::parse("{1}").unwrap(), sacrifice_self: true, ..Cost::default() };
    c.abilities.push(Ability::Activated(ActivatedAbility {
        cost,
        effect: Effect { modes: vec![damage, destroy], mode_count: (1, 1), ..Effect::default() },
        is_mana_ability: false,
        sorcery_speed: false,
        once_per_turn: false,
        condition: None,
        zone: Zone::Battlefield,
        text: "{1}, Sacrifice Crater Goblin: Choose one — ...".into(),
        max_per_turn: None,
        any_player: false,
        spend: None,
    }));
    c.shared()
}

fn trinket() -> Arc<CardDef> {
    let mut c = CardDef::new("Trinket", &[CardType::Artifact]);
    c.mana_cost = Some(ManaCost::parse("{1}").unwrap());
    c.shared()
}

fn game(opponent: Vec<Arc<CardDef>>) -> Game {
    game_with(cratermaker(), opponent)
}

fn goblin(g: &Game) -> ObjectId {
    g.zone(PlayerId(0), Zone::Battlefield).into_iter().find(|&id| g.name(id) == "Crater Goblin").unwrap()
}

fn named(g: &Game, p: usize, name: &str) -> ObjectId {
    g.zone(PlayerId(p as u8), Zone::Battlefield).into_iter().find(|&id| g.name(id) == name).unwrap()
}

/// The Activate option of the Goblin, if offered.
fn option(g: &Game) -> Option<ActionOption> {
    let d = g.pending()?;
    let DecisionKind::Priority { actions } = &d.kind else { return None };
    let id = goblin(g);
    actions.iter().find(|a| matches!(a, ActionOption::Activate { source, .. } if *source == id)).cloned()
}

fn activate(g: &mut Game, modes: Vec<usize>, targets: Vec<Vec<Target>>) -> Result<(), IllegalAction> {
    let spec = ActivateSpec { source: goblin(g), index: 0, modes, targets, ..Default::default() };
    g.submit(PlayerId(0), Answer::Activate(spec))
}

#[test]
fn the_option_offers_the_modes_and_the_targets_come_with_them() {
    let g = game(vec![bears(), trinket()]);
    let Some(ActionOption::Activate { targets, modes: Some(m), .. }) = option(&g) else {
        panic!("a modal activation with its modes: {:?}", option(&g))
    };
    assert!(targets.is_empty(), "the targets belong to the modes (CR 700.2c)");
    assert_eq!((m.min, m.max), (1, 1));
    assert_eq!(m.modes[1], "Destroy target artifact.");
    let slots = g.activation_mode_target_slots(PlayerId(0), goblin(&g), 0, &[1]);
    assert_eq!(slots.len(), 1);
    assert_eq!(slots[0].legal, vec![Target::Object(named(&g, 1, "Trinket"))]);
}

#[test]
fn the_chosen_mode_resolves() {
    let mut g = game(vec![bears(), trinket()]);
    let trinket = named(&g, 1, "Trinket");
    activate(&mut g, vec![1], vec![vec![Target::Object(trinket)]]).unwrap();
    assert_eq!(g.stack().len(), 1);
    g.submit(PlayerId(0), Answer::Pass).unwrap();
    g.submit(PlayerId(1), Answer::Pass).unwrap();
    assert!(g.stack().is_empty(), "resolved");
    let battlefield: Vec<String> =
        g.zone(PlayerId(1), Zone::Battlefield).iter().map(|&id| g.name(id).to_string()).collect();
    assert!(!battlefield.contains(&"Trinket".to_string()), "the artifact is destroyed: {battlefield:?}");
    assert!(g.zone(PlayerId(1), Zone::Battlefield).iter().any(|&id| g.name(id) == "Grizzly Bears"));
}

/// Chosen modes, targets, and the rule the answer breaks.
type Case = (Vec<usize>, Vec<Vec<Target>>, &'static str);

#[test]
fn wrong_mode_choices_are_refused_and_change_nothing() {
    let mut g = game(vec![bears(), trinket()]);
    let bear = Target::Object(named(&g, 1, "Grizzly Bears"));
    let before = g.clone();
    let cases: Vec<Case> = vec![
        (vec![], vec![], "700.2a"),                           // no mode
        (vec![0, 1], vec![vec![bear], vec![bear]], "700.2a"), // two modes of "choose one"
        (vec![2], vec![vec![bear]], "700.2a"),                // no such mode
        (vec![1], vec![vec![bear]], "115.1"),                 // a creature for "target artifact"
        (vec![0], vec![], "601.2c"),                          // the mode's target missing
    ];
    for (modes, targets, rule) in cases {
        let err = activate(&mut g, modes.clone(), targets).unwrap_err();
        assert_eq!(err.rule, rule, "modes {modes:?}: {err}");
        assert!(g == before, "refused with modes {modes:?}, the game is unchanged");
    }
}

#[test]
fn a_mode_without_legal_targets_cant_be_chosen() {
    // No artifact anywhere: the second mode can't be chosen (CR 700.2a).
    let mut g = game(vec![bears()]);
    let before = g.clone();
    let err = activate(&mut g, vec![1], vec![vec![]]).unwrap_err();
    assert_eq!(err.rule, "700.2a", "{err}");
    assert!(g == before);
    // The first mode still can, so the ability is offered.
    assert!(option(&g).is_some());
}

/// A game where A controls `goblin` (and a Mountain) and B controls `opponent`.
fn game_with(goblin: Arc<CardDef>, opponent: Vec<Arc<CardDef>>) -> Game {
    let a = PlayerConfig {
        name: "A".into(),
        battlefield: vec![PermanentSetup::new(goblin), PermanentSetup::new(mountain())],
        ..Default::default()
    };
    let b = PlayerConfig {
        name: "B".into(),
        battlefield: opponent.into_iter().map(PermanentSetup::new).collect(),
        ..Default::default()
    };
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    Game::new(cfg, 7)
}

#[test]
fn no_choosable_mode_means_no_activation() {
    // Both modes target artifacts, and there is none: not offered, and refused (CR 700.2a).
    let mut def = (*cratermaker()).clone();
    if let Ability::Activated(a) = &mut def.abilities[0] {
        a.effect.modes[0].targets = a.effect.modes[1].targets.clone();
    }
    let def = def.shared();
    let mut g = game_with(def.clone(), vec![bears()]);
    assert!(option(&g).is_none(), "no mode can be chosen: not offered");
    let before = g.clone();
    let err = activate(&mut g, vec![0], vec![vec![]]).unwrap_err();
    assert_eq!(err.rule, "700.2a", "{err}");
    assert!(g == before);
    // With an artifact, it is.
    let g = game_with(def, vec![trinket()]);
    assert!(option(&g).is_some());
}

#[test]
fn modes_for_a_non_modal_ability_are_refused() {
    let mut g = game(vec![trinket()]);
    // The Mountain's mana ability has no modes.
    let mountain = named(&g, 0, "Mountain");
    let before = g.clone();
    let spec = ActivateSpec { source: mountain, index: 0, modes: vec![0], ..Default::default() };
    let err = g.submit(PlayerId(0), Answer::Activate(spec)).unwrap_err();
    assert_eq!(err.rule, "700.2", "{err}");
    assert!(g == before);
}

#[test]
fn a_mode_chosen_twice_is_refused() {
    // A "choose one or both" version: the same mode twice breaks CR 700.2d.
    let mut def = (*cratermaker()).clone();
    if let Ability::Activated(a) = &mut def.abilities[0] {
        a.effect.mode_count = (1, 2);
    }
    let mut g = game_with(def.shared(), vec![bears()]);
    let bear = Target::Object(named(&g, 1, "Grizzly Bears"));
    let before = g.clone();
    let err = activate(&mut g, vec![0, 0], vec![vec![bear], vec![bear]]).unwrap_err();
    assert_eq!(err.rule, "700.2d", "{err}");
    assert!(g == before);
}
