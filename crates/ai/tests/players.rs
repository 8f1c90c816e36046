//! The players' behaviour on small hand-built games.

use grimoire_ai::search::{candidates, rollout};
use grimoire_ai::{heuristic, play_out, HeuristicPlayer, Player, PlayerKind, SearchConfig, SearchPlayer};
use grimoire_engine::game::testing::{basic_land, bolt, creature, forest, giant_growth};
use grimoire_engine::{
    Answer, CardDef, Color, DecisionKind, Game, GameConfig, GameResult, Keyword, PermanentSetup, PlayerConfig,
    PlayerId, Start, Target, Zone,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

fn mountain() -> Arc<CardDef> {
    basic_land("Mountain", "Mountain", Color::Red)
}

fn deck() -> Vec<Arc<CardDef>> {
    let mut d = Vec::new();
    for _ in 0..4 {
        d.push(creature("Goblin", "{R}", 1, 1, &[]));
        d.push(creature("Bear", "{1}{R}", 2, 2, &[]));
        d.push(creature("Ogre", "{2}{R}", 3, 3, &[]));
        d.push(creature("Dragon", "{4}{R}{R}", 5, 5, &[Keyword::Flying]));
        d.push(bolt());
    }
    for _ in 0..20 {
        d.push(mountain());
    }
    d
}

fn play(kinds: [&PlayerKind; 2], seed: u64) -> Option<GameResult> {
    let cfg = GameConfig::new(vec![PlayerConfig::with_deck("A", deck()), PlayerConfig::with_deck("B", deck())]);
    let mut g = Game::new(cfg, seed);
    g.set_logging(false);
    let mut players: Vec<Box<dyn Player>> = kinds.iter().map(|k| k.build(seed)).collect();
    play_out(&mut g, &mut players, 1_000_000);
    g.result().cloned()
}

#[test]
fn heuristic_beats_random_from_both_seats() {
    let (h, r) = (PlayerKind::Heuristic, PlayerKind::Random);
    let mut wins = 0;
    for seed in 0..20 {
        let (seats, me) = if seed % 2 == 0 { ([&h, &r], 0) } else { ([&r, &h], 1) };
        if play(seats, seed) == Some(GameResult::Win(PlayerId(me))) {
            wins += 1;
        }
    }
    assert!(wins >= 18, "heuristic won {wins} of 20");
}

/// A position at P0's first main phase: P0 has `mine`, P1 has `theirs` and `life`.
fn position(mine: Vec<Arc<CardDef>>, theirs: Vec<Arc<CardDef>>, life: i32) -> Game {
    let lib: Vec<Arc<CardDef>> = (0..10).map(|_| mountain()).collect();
    let mut a = PlayerConfig::with_deck("A", lib.clone());
    a.battlefield = mine.into_iter().map(PermanentSetup::new).collect();
    let mut b = PlayerConfig::with_deck("B", lib);
    b.battlefield = theirs.into_iter().map(PermanentSetup::new).collect();
    b.life = Some(life);
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    Game::new(cfg, 1)
}

/// Passes until P1 must declare blockers against P0's whole team; returns P1's answer.
fn block_answer(mut g: Game) -> Answer {
    loop {
        let d = g.pending().expect("a decision").clone();
        match &d.kind {
            DecisionKind::DeclareAttackers { options } => {
                let all = options.iter().map(|o| (o.attacker, Target::Player(PlayerId(1)))).collect();
                g.submit(d.player, Answer::Attackers(all)).unwrap();
            }
            DecisionKind::DeclareBlockers { .. } => return HeuristicPlayer::new().decide(&g, &d),
            _ => g.submit(d.player, Answer::Pass).unwrap(),
        }
    }
}

#[test]
fn heuristic_never_throws_a_creature_away() {
    let ogre = || creature("Ogre", "{2}{R}", 3, 3, &[]);
    let bear = || creature("Bear", "{1}{R}", 2, 2, &[]);
    let wall = || creature("Wurm", "{4}", 4, 4, &[]);
    // A bear in front of an ogre dies for nothing.
    assert_eq!(block_answer(position(vec![ogre()], vec![bear()], 20)), Answer::Blockers(vec![]));
    // But it chump-blocks when the ogre would be lethal.
    assert!(matches!(block_answer(position(vec![ogre()], vec![bear()], 3)), Answer::Blockers(b) if b.len() == 1));
    // And a 4/4 eats the ogre.
    assert!(matches!(block_answer(position(vec![ogre()], vec![wall()], 20)), Answer::Blockers(b) if b.len() == 1));
}

#[test]
fn heuristic_attacks_only_when_it_pays() {
    let g = position(vec![creature("Bear", "{1}{R}", 2, 2, &[])], vec![creature("Wurm", "{4}", 4, 4, &[])], 20);
    let options = g.attack_options();
    assert!(options.is_empty() || heuristic::choose_attackers(&g, PlayerId(0), &options).is_empty());
}

#[test]
fn search_does_not_peek_at_hidden_cards() {
    // P0 to act in its main phase with a bolt and creatures in hand; P1 holds a mixed hand.
    let mut a = PlayerConfig::with_deck("A", deck());
    a.hand = vec![bolt(), creature("Bear", "{1}{R}", 2, 2, &[])];
    a.battlefield = (0..3).map(|_| PermanentSetup::new(mountain())).collect();
    a.battlefield.push(PermanentSetup::new(creature("Ogre", "{2}{R}", 3, 3, &[])));
    let mut b = PlayerConfig::with_deck("B", deck());
    b.hand = vec![bolt(), bolt(), creature("Dragon", "{4}{R}{R}", 5, 5, &[Keyword::Flying]), mountain()];
    b.battlefield = vec![PermanentSetup::new(creature("Bear", "{1}{R}", 2, 2, &[]))];
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    let g = Game::new(cfg, 3);
    // The same position with P1's hidden cards dealt differently.
    let mut h = g.clone();
    h.determinize(PlayerId(0), &mut ChaCha8Rng::seed_from_u64(99));
    let hand =
        |g: &Game| -> Vec<String> { g.zone(PlayerId(1), Zone::Hand).iter().map(|&c| g.name(c).to_string()).collect() };
    assert_ne!(hand(&g), hand(&h), "the swap changed P1's hand");
    let d = g.pending().unwrap().clone();
    assert_eq!(&d, h.pending().unwrap());
    let cands = candidates(&g, &d);
    assert!(cands.len() > 1, "there is something to search: {cands:?}");
    let config = SearchConfig { playouts: 60, time: None, seed: 5, ..SearchConfig::default() };
    let v1 = SearchPlayer::new(config.clone()).evaluate(&g, PlayerId(0), &cands);
    let v2 = SearchPlayer::new(config.clone()).evaluate(&h, PlayerId(0), &cands);
    assert_eq!(v1, v2);
    assert_eq!(SearchPlayer::new(config.clone()).decide(&g, &d), SearchPlayer::new(config).decide(&h, &d));
}

#[test]
fn search_tree_holds_the_opponents_replies() {
    // P0 to act in its main phase with an ogre, a bear and a bolt; P1 has two untapped
    // mountains and only bolts (in hand and library, so every determinization deals bolts).
    let mut a = PlayerConfig::with_deck("A", deck());
    a.hand = vec![bolt(), creature("Bear", "{1}{R}", 2, 2, &[])];
    a.battlefield = (0..3).map(|_| PermanentSetup::new(mountain())).collect();
    a.battlefield.push(PermanentSetup::new(creature("Ogre", "{2}{R}", 3, 3, &[])));
    let mut b = PlayerConfig::with_deck("B", (0..20).map(|_| bolt()).collect());
    b.hand = vec![bolt(), bolt()];
    b.battlefield = (0..2).map(|_| PermanentSetup::new(mountain())).collect();
    b.battlefield.push(PermanentSetup::new(creature("Bear", "{1}{R}", 2, 2, &[])));
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    let g = Game::new(cfg, 3);
    let d = g.pending().unwrap().clone();
    let cands = candidates(&g, &d);
    assert!(cands.len() > 1, "there is something to search: {cands:?}");
    let mut s = SearchPlayer::new(SearchConfig { playouts: 200, time: None, seed: 1, ..SearchConfig::default() });
    let values = s.evaluate(&g, PlayerId(0), &cands);
    let st = s.stats().clone();
    assert_eq!(st.playouts, 200);
    // Every iteration is counted at exactly one root answer.
    assert_eq!(values.iter().map(|v| v.0 as u64).sum::<u64>(), 200, "{values:?}");
    assert!(st.opponent_nodes > 0, "the opponent's decisions are tree nodes: {st:?}");
    assert!(st.max_depth >= 2, "the tree goes below the root's answers: {st:?}");
}

#[test]
fn search_tree_sees_the_block_and_pump_reply() {
    // P0's 3/3 may attack into P1's untapped 2/2; P1 has a forest and a Giant Growth (its
    // hand and library hold nothing else, so every determinization deals one).
    let mut a = PlayerConfig::with_deck("A", (0..10).map(|_| mountain()).collect());
    a.battlefield = vec![PermanentSetup::new(creature("Ogre", "{2}{R}", 3, 3, &[]))];
    let mut b = PlayerConfig::with_deck("B", (0..10).map(|_| giant_growth()).collect());
    b.hand = vec![giant_growth()];
    b.battlefield = vec![PermanentSetup::new(creature("Bear", "{1}{G}", 2, 2, &[])), PermanentSetup::new(forest())];
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let d = loop {
        let d = g.pending().expect("a decision").clone();
        if matches!(d.kind, DecisionKind::DeclareAttackers { .. }) {
            break d;
        }
        g.submit(d.player, Answer::Pass).unwrap();
    };
    let cands = candidates(&g, &d);
    let attack = cands.iter().position(|c| matches!(c, Answer::Attackers(v) if v.len() == 1)).expect("attack");
    let hold = cands.iter().position(|c| *c == Answer::Attackers(vec![])).expect("no attack");
    // With the heuristic answering for P1 (a flat search's playouts), attacking looks
    // right: the heuristic doesn't block a 3/3 with a 2/2.
    let mean = |k: usize| {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let total: f64 = (0..20)
            .map(|_| {
                let mut c = g.clone();
                c.determinize(PlayerId(0), &mut rng);
                c.submit(PlayerId(0), cands[k].clone()).unwrap();
                rollout(&mut c, PlayerId(0), 3, 20_000)
            })
            .sum();
        total / 20.0
    };
    assert!(mean(attack) > mean(hold), "the heuristic's reply makes attacking look good");
    // The tree tries P1's other replies too, finds block-and-pump, and holds back.
    let mut s = SearchPlayer::new(SearchConfig { playouts: 200, time: None, seed: 1, ..SearchConfig::default() });
    let values = s.evaluate(&g, PlayerId(0), &cands);
    assert!(values[hold].1 > values[attack].1, "{values:?}");
    assert_eq!(s.choose(&g, PlayerId(0), &cands), hold, "{values:?}");
}

/// A 2/2 for {1}{R} whose Adventure is a Lightning Bolt named "Stomp" (CR 715).
fn adventurer() -> Arc<CardDef> {
    let mut stomp = (*bolt()).clone();
    stomp.name = "Stomp".into();
    stomp.subtypes = vec!["Adventure".into()];
    let mut giant = (*creature("Giant", "{1}{R}", 2, 2, &[])).clone();
    giant.back = Some(Arc::new(stomp));
    giant.back_kind = grimoire_engine::OtherFace::Adventure;
    giant.shared()
}

#[test]
fn heuristic_casts_an_adventure_then_the_creature_from_exile() {
    // One Mountain and the adventurer in hand: only the Adventure can be cast at first; it
    // is exiled as it resolves (CR 715.3d), and the creature is cast from exile once a
    // second land is out (the library is all Mountains).
    let lib: Vec<Arc<CardDef>> = (0..10).map(|_| mountain()).collect();
    let mut a = PlayerConfig::with_deck("A", lib.clone());
    a.battlefield = vec![PermanentSetup::new(mountain())];
    a.hand = vec![adventurer()];
    let mut b = PlayerConfig::with_deck("B", lib);
    b.battlefield = vec![PermanentSetup::new(creature("Bear", "{1}{G}", 2, 2, &[]))];
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let mut players: Vec<Box<dyn Player>> = vec![Box::new(HeuristicPlayer::new()), Box::new(HeuristicPlayer::new())];
    let mut adventured = false;
    while g.turn() < 4 && !g.is_over() {
        play_out(&mut g, &mut players, 1);
        adventured |= g.player(PlayerId(0)).exile.iter().any(|&c| g.object(c).card.name == "Giant");
    }
    assert!(adventured, "the heuristic cast Stomp and the card went on an Adventure");
    let giant = g.battlefield().iter().any(|&c| g.object(c).card.name == "Giant" && g.controller(c) == PlayerId(0));
    assert!(giant, "the heuristic cast the Giant from exile");
    assert!(g.player(PlayerId(0)).exile.is_empty());
}
