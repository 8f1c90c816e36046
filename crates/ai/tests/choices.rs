//! The heuristic's answers to yes-or-no questions that cost life, on games built from the
//! bundled cards: it pays life only while it has life to spare.

use grimoire_ai::HeuristicPlayer;
use grimoire_ai::Player;
use grimoire_cards::CardDb;
use grimoire_engine::{Answer, DecisionKind, Game, GameConfig, PermanentSetup, PlayerConfig, PlayerId, Start};

/// Plays P0's next draw step with Sylvan Library on its battlefield at `life`, the
/// heuristic answering everything; returns its answers to "pay 4 life".
fn sylvan_answers(life: i32) -> Vec<bool> {
    sylvan_game(life, 20).1
}

/// Plays P0's next draw step with Sylvan Library on its battlefield, at `life` and with
/// `library` cards in its library; returns its answer to "you may draw two additional
/// cards" and its answers to "pay 4 life".
fn sylvan_game(life: i32, library: usize) -> (Option<bool>, Vec<bool>) {
    let db = CardDb::bundled();
    let card = |n: &str| db.get(n).expect("bundled card");
    let lib: Vec<_> = (0..20).map(|_| card("Forest")).collect();
    let mut mine = lib.clone();
    mine.truncate(library);
    let mut a = PlayerConfig::with_deck("A", mine);
    a.battlefield = vec![PermanentSetup::new(card("Sylvan Library"))];
    a.life = Some(life);
    let b = PlayerConfig::with_deck("B", lib);
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let mut answers = Vec::new();
    let mut draw = None;
    for _ in 0..500 {
        let Some(d) = g.pending().cloned() else { break };
        let answer = HeuristicPlayer::new().decide(&g, &d);
        if let (DecisionKind::YesNo { prompt }, Answer::YesNo(yes)) = (&d.kind, &answer) {
            if prompt == "pay 4 life" {
                answers.push(*yes);
            } else if prompt.contains("draw two additional") {
                draw = Some(*yes);
            }
        }
        g.submit(d.player, answer).unwrap();
        if g.turn() > 3 {
            break;
        }
    }
    (draw, answers)
}

#[test]
fn pays_life_for_cards_only_with_life_to_spare() {
    // At 20 life against an empty board: both cards kept (20 to 12).
    assert_eq!(sylvan_answers(20), vec![true, true]);
    // At 18: the first card (18 to 14), not the second (14 would go to 10).
    assert_eq!(sylvan_answers(18), vec![true, false]);
    // At 12: none.
    assert_eq!(sylvan_answers(12), vec![false, false]);
}

#[test]
fn draws_extra_cards_only_with_a_library_to_spare() {
    // Three cards before the draw step: two after it, which the extra two would empty.
    assert_eq!(sylvan_game(20, 3).0, Some(false));
    assert_eq!(sylvan_game(20, 10).0, Some(true));
}

/// P0 in its first main phase at `life` with one untapped Forest and `hand` (Temple Garden
/// first): plays Temple Garden and returns the heuristic's answer to "pay 2 life so that it
/// enters untapped?" (CR 614.12).
fn shock_answer(life: i32, hand: &[&str]) -> bool {
    let db = CardDb::bundled();
    let card = |n: &str| db.get(n).expect("bundled card");
    let lib: Vec<_> = (0..20).map(|_| card("Forest")).collect();
    let mut a = PlayerConfig::with_deck("A", lib.clone());
    a.battlefield = vec![PermanentSetup::new(card("Forest"))];
    a.hand = hand.iter().map(|n| card(n)).collect();
    a.life = Some(life);
    let mut cfg = GameConfig::new(vec![a, PlayerConfig::with_deck("B", lib)]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let garden = g.player(PlayerId(0)).hand[0];
    g.submit(PlayerId(0), Answer::PlayLand(garden.into())).unwrap();
    let d = g.pending().expect("the payment is asked").clone();
    assert!(matches!(d.kind, DecisionKind::YesNo { .. }), "asked {:?}", d.kind);
    match HeuristicPlayer::new().decide(&g, &d) {
        Answer::YesNo(yes) => yes,
        other => panic!("expected yes or no, got {other:?}"),
    }
}

#[test]
fn pays_for_an_untapped_shock_land_only_when_its_mana_is_wanted() {
    // A two-mana creature in hand and one untapped Forest: the Garden's mana casts it now.
    assert!(shock_answer(20, &["Temple Garden", "Grizzly Bears"]));
    // Nothing to cast with it this turn: it enters tapped, the life kept.
    assert!(!shock_answer(20, &["Temple Garden", "Craw Wurm"]));
    assert!(!shock_answer(20, &["Temple Garden"]));
    // Wanted, but not at 13 life (the heuristic keeps 12).
    assert!(!shock_answer(13, &["Temple Garden", "Grizzly Bears"]));
    // Never the last 2 life.
    assert!(!shock_answer(2, &["Temple Garden", "Grizzly Bears"]));
}

#[test]
fn reveals_a_card_so_that_a_reveal_land_enters_untapped() {
    let db = CardDb::bundled();
    let card = |n: &str| db.get(n).expect("bundled card");
    let lib: Vec<_> = (0..20).map(|_| card("Forest")).collect();
    let mut a = PlayerConfig::with_deck("A", lib.clone());
    a.hand = vec![card("Port Town"), card("Grizzly Bears"), card("Island")];
    let mut cfg = GameConfig::new(vec![a, PlayerConfig::with_deck("B", lib)]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let town = g.player(PlayerId(0)).hand[0];
    let island = g.player(PlayerId(0)).hand[2];
    g.submit(PlayerId(0), Answer::PlayLand(town.into())).unwrap();
    let d = g.pending().expect("the reveal is asked").clone();
    let answer = HeuristicPlayer::new().decide(&g, &d);
    assert_eq!(answer, Answer::Cards(vec![island]));
    g.submit(d.player, answer).unwrap();
    let town = *g.battlefield().iter().find(|&&o| g.object(o).card.name == "Port Town").expect("in play");
    assert!(!g.object(town).tapped);
}
