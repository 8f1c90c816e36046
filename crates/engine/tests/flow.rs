//! End-to-end checks of the decision door with hand-built cards.

use grimoire_engine::game::testing::*;
use grimoire_engine::*;

fn duel_at_main(a: PlayerConfig, b: PlayerConfig) -> Game {
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let filler = || (0..20).map(|_| forest()).collect::<Vec<_>>();
    let mut cfg2 = cfg.clone();
    for p in cfg2.players.iter_mut() {
        p.library.extend(filler());
    }
    cfg = cfg2;
    Game::new(cfg, 1)
}

fn pass_until(g: &mut Game, turn: u32, step: Step) {
    for _ in 0..1000 {
        if g.turn() == turn && g.step() == step {
            return;
        }
        let d = g.pending().expect("a decision").clone();
        let a = match d.kind {
            DecisionKind::Priority { .. } => Answer::Pass,
            DecisionKind::DeclareAttackers { .. } => Answer::Attackers(vec![]),
            DecisionKind::DeclareBlockers { .. } => Answer::Blockers(vec![]),
            other => panic!("unexpected {other:?}"),
        };
        g.submit(d.player, a).unwrap();
    }
    panic!("never reached");
}

/// The first card the pending priority decision offers to cast.
fn first_castable(g: &Game) -> Option<ObjectId> {
    let DecisionKind::Priority { actions } = &g.pending()?.kind else { return None };
    actions.iter().find_map(|a| match a {
        ActionOption::Cast { card, .. } => Some(*card),
        _ => None,
    })
}

#[test]
fn bolt_to_face_with_automatic_payment() {
    let a = PlayerConfig {
        name: "Alice".into(),
        hand: vec![bolt()],
        battlefield: vec![PermanentSetup::new(mountain())],
        ..Default::default()
    };
    let b = PlayerConfig { name: "Bob".into(), ..Default::default() };
    let mut g = duel_at_main(a, b);
    assert_eq!(g.pending().unwrap().player, PlayerId(0));
    let card = first_castable(&g).expect("bolt castable");
    let before = g.clone();
    let bad = g.submit(PlayerId(0), Answer::Cast(CastSpec { card, targets: vec![], ..Default::default() }));
    assert!(bad.is_err());
    assert!(g == before, "refused answers change nothing");
    g.submit(
        PlayerId(0),
        Answer::Cast(CastSpec { card, targets: vec![vec![Target::Player(PlayerId(1))]], ..Default::default() }),
    )
    .unwrap();
    assert_eq!(g.stack().len(), 1);
    g.submit(PlayerId(0), Answer::Pass).unwrap();
    g.submit(PlayerId(1), Answer::Pass).unwrap();
    assert_eq!(g.player(PlayerId(1)).life, 17);
    assert_eq!(g.zone(PlayerId(0), Zone::Graveyard).len(), 1);
}

#[test]
fn combat_damage_and_first_draw_skipped() {
    let a =
        PlayerConfig { name: "Alice".into(), battlefield: vec![PermanentSetup::new(bears())], ..Default::default() };
    let b = PlayerConfig { name: "Bob".into(), ..Default::default() };
    let mut g = duel_at_main(a, b);
    pass_until(&mut g, 1, Step::DeclareAttackers);
    let d = g.pending().unwrap().clone();
    let DecisionKind::DeclareAttackers { options } = &d.kind else { panic!("{d:?}") };
    let bear = options[0].attacker;
    g.submit(PlayerId(0), Answer::Attackers(vec![(bear, Target::Player(PlayerId(1)))])).unwrap();
    pass_until(&mut g, 1, Step::EndOfCombat);
    assert_eq!(g.player(PlayerId(1)).life, 18);
    pass_until(&mut g, 2, Step::PrecombatMain);
    assert_eq!(g.player(PlayerId(1)).hand.len(), 1, "B draws on turn 2");
    assert_eq!(g.player(PlayerId(0)).hand.len(), 0, "A skipped the turn-1 draw (started in main)");
}

#[test]
fn active_player_gets_priority_after_a_resolution_that_asked() {
    // "You may draw a card.": the spell stops to ask its controller as it resolves.
    let may_draw = spell(
        "Optional Insight",
        "{G}",
        true,
        Effect {
            program: vec![Instr::May {
                prompt: "draw a card?".into(),
                then: vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }],
            }],
            ..Default::default()
        },
    );
    let a = PlayerConfig {
        name: "Alice".into(),
        hand: vec![may_draw],
        battlefield: vec![PermanentSetup::new(forest())],
        ..Default::default()
    };
    let b = PlayerConfig { name: "Bob".into(), ..Default::default() };
    let mut g = duel_at_main(a, b);
    let card = first_castable(&g).expect("castable");
    g.submit(PlayerId(0), Answer::Cast(CastSpec { card, ..Default::default() })).unwrap();
    g.submit(PlayerId(0), Answer::Pass).unwrap();
    // Bob passes last, so the spell resolves and asks Alice.
    g.submit(PlayerId(1), Answer::Pass).unwrap();
    let d = g.pending().unwrap().clone();
    assert_eq!(d.player, PlayerId(0));
    assert!(matches!(d.kind, DecisionKind::YesNo { .. }), "{d:?}");
    g.submit(PlayerId(0), Answer::YesNo(true)).unwrap();
    assert_eq!(g.player(PlayerId(0)).hand.len(), 1, "Alice drew");
    // CR 117.3b: the active player, not the last to pass, receives priority.
    let d = g.pending().unwrap();
    assert_eq!(d.player, PlayerId(0));
    assert!(matches!(d.kind, DecisionKind::Priority { .. }), "{d:?}");
}
