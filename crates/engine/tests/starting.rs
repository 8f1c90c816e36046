//! Starting the game (CR 103.1), mulligan rules (CR 103.5) and leaving the game (CR 800.4a).

use grimoire_engine::game::testing::*;
use grimoire_engine::*;

fn config(n: usize) -> GameConfig {
    let players = (0..n).map(|i| PlayerConfig::with_deck(format!("P{i}"), simple_deck())).collect();
    GameConfig::new(players)
}

#[test]
fn a_random_player_chooses_who_starts_and_turn_order_follows() {
    let mut g = Game::new(config(3), 7);
    let d = g.pending().unwrap().clone();
    let DecisionKind::ChooseOption { options, .. } = &d.kind else { panic!("{d:?}") };
    assert_eq!(options.len(), 3);
    // Refused: no such seat; the game is unchanged (CR 732).
    let before = g.clone();
    assert_eq!(g.submit(d.player, Answer::Option(5)).unwrap_err().rule, "103.1");
    assert!(g == before);
    g.submit(d.player, Answer::Option(2)).unwrap();
    // CR 103.5: the starting player declares first.
    assert_eq!(g.pending().unwrap().player, PlayerId(2));
    for p in [2, 0, 1] {
        g.submit(PlayerId(p), Answer::Keep).unwrap();
    }
    assert_eq!(g.turn(), 1);
    assert_eq!(g.active_player(), PlayerId(2));
}

#[test]
fn the_chooser_is_the_seat_given() {
    let mut cfg = config(2);
    cfg.first_player = FirstPlayer::ChosenBy(1);
    let g = Game::new(cfg, 1);
    assert_eq!(g.pending().unwrap().player, PlayerId(1));
}

#[test]
fn the_seeded_coin_flip_is_deterministic_and_varies() {
    let chooser = |seed| Game::new(config(4), seed).pending().unwrap().player;
    assert_eq!(chooser(11), chooser(11));
    let seen: std::collections::HashSet<_> = (0..40).map(chooser).collect();
    assert!(seen.len() > 1, "different seeds pick different players");
}

#[test]
fn paris_mulligan_to_zero_then_no_more_questions() {
    let mut cfg = config(2);
    cfg.first_player = FirstPlayer::Fixed;
    cfg.mulligan = MulliganRule::Paris;
    let mut g = Game::new(cfg, 2);
    for expected in (0..7).rev() {
        g.submit(PlayerId(0), Answer::Mulligan).unwrap();
        if expected == 6 {
            g.submit(PlayerId(1), Answer::Keep).unwrap();
        }
        assert_eq!(g.player(PlayerId(0)).hand.len(), expected);
    }
    // A hand of zero cards is kept without asking; the game begins.
    assert_eq!(g.turn(), 1);
    assert!(matches!(g.pending().unwrap().kind, DecisionKind::Priority { .. }));
}

#[test]
fn original_rule_refuses_a_mulligan_of_a_mixed_hand() {
    let mut cfg = config(2);
    cfg.first_player = FirstPlayer::Fixed;
    cfg.mulligan = MulliganRule::Original;
    cfg.shuffle = false;
    // simple_deck alternates lands and creatures, so the opening hand is mixed: no question.
    let g = Game::new(cfg, 2);
    assert_eq!(g.turn(), 1);
    assert_eq!(g.player(PlayerId(0)).hand.len(), 7);
}

#[test]
fn a_player_leaving_during_the_mulligans_does_not_stop_the_game() {
    let mut cfg = config(3);
    cfg.first_player = FirstPlayer::Fixed;
    let mut g = Game::new(cfg, 4);
    g.submit(PlayerId(0), Answer::Keep).unwrap();
    g.submit(PlayerId(1), Answer::Concede).unwrap();
    assert_eq!(g.pending().unwrap().player, PlayerId(2));
    g.submit(PlayerId(2), Answer::Keep).unwrap();
    assert_eq!(g.turn(), 1);
    assert!(g.player(PlayerId(1)).lost);
}

#[test]
fn the_active_player_leaving_lets_the_turn_go_on_without_them() {
    let mut cfg = config(3);
    cfg.first_player = FirstPlayer::Fixed;
    cfg.start = Start::Main;
    cfg.players[0].battlefield.push(PermanentSetup::new(bears()));
    let mut g = Game::new(cfg, 4);
    assert_eq!(g.pending().unwrap().player, PlayerId(0));
    g.submit(PlayerId(0), Answer::Concede).unwrap();
    // CR 800.4a: priority passes to the next player; the turn continues (CR 800.4j).
    let d = g.pending().unwrap().clone();
    assert_eq!(d.player, PlayerId(1));
    assert_eq!((g.turn(), g.step()), (1, Step::PrecombatMain));
    assert!(g.battlefield().is_empty(), "the bears left with their owner");
    // Everyone passes through the rest of the turn; turn 2 is the next player's.
    for _ in 0..200 {
        if g.turn() == 2 {
            break;
        }
        let d = g.pending().unwrap().clone();
        let a = default_answer(&g, &d);
        g.submit(d.player, a).unwrap();
    }
    assert_eq!(g.active_player(), PlayerId(1));
    g.check_invariants().unwrap();
}

#[test]
fn limited_range_of_influence_limits_attacks_and_targets() {
    let mut cfg = config(5);
    cfg.first_player = FirstPlayer::Fixed;
    cfg.start = Start::Main;
    cfg.range_of_influence = Some(1);
    cfg.players[0].battlefield.push(PermanentSetup::new(bears()));
    cfg.players[0].battlefield.push(PermanentSetup::new(mountain()));
    cfg.players[0].hand.push(bolt());
    let g = Game::new(cfg, 1);
    assert!(g.in_range(PlayerId(0), PlayerId(1)) && g.in_range(PlayerId(0), PlayerId(4)));
    assert!(!g.in_range(PlayerId(0), PlayerId(2)) && !g.in_range(PlayerId(0), PlayerId(3)));
    let d = g.pending().unwrap();
    let DecisionKind::Priority { actions } = &d.kind else { panic!() };
    let cast = actions.iter().find_map(|a| match a {
        ActionOption::Cast { targets, .. } => Some(targets[0].legal.clone()),
        _ => None,
    });
    let legal = cast.expect("bolt can be cast");
    assert!(legal.contains(&Target::Player(PlayerId(1))));
    assert!(!legal.contains(&Target::Player(PlayerId(2))));
    let defenders: Vec<Target> = g.attack_options().into_iter().flat_map(|o| o.defenders).collect();
    assert!(defenders.contains(&Target::Player(PlayerId(4))));
    assert!(!defenders.contains(&Target::Player(PlayerId(3))));
}
