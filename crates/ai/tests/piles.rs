//! The heuristic's answers to pile questions (CR 700.3) on games built from the bundled
//! cards: as separator it makes piles of about equal worth, as chooser it takes the pile that
//! is better for it.

use grimoire_ai::HeuristicPlayer;
use grimoire_ai::Player;
use grimoire_cards::CardDb;
use grimoire_engine::*;

/// P0 casts Fact or Fiction with `top` on top of its library; the heuristic answers for
/// both players. Returns the worths of the two piles P1 made and the cards P0 got.
fn fact_or_fiction(top: &[&str]) -> (Vec<String>, Vec<String>, Vec<String>) {
    let db = CardDb::bundled();
    let card = |n: &str| db.get(n).expect("bundled card");
    let mut lib: Vec<_> = top.iter().map(|n| card(n)).collect();
    lib.extend((0..10).map(|_| card("Island")));
    let mut a = PlayerConfig::with_deck("A", lib.clone());
    a.battlefield = (0..4).map(|_| PermanentSetup::new(card("Island"))).collect();
    a.hand = vec![card("Fact or Fiction")];
    let b = PlayerConfig::with_deck("B", lib);
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let names = |g: &Game, ids: &[ObjectId]| ids.iter().map(|&c| g.name(c).to_string()).collect::<Vec<_>>();
    let fof = g.zone(PlayerId(0), Zone::Hand)[0];
    let d = g.pending().cloned().expect("priority");
    g.submit(d.player, Answer::Cast(CastSpec { card: fof, ..CastSpec::default() })).unwrap();
    let (mut first, mut second) = (Vec::new(), Vec::new());
    for _ in 0..20 {
        let Some(d) = g.pending().cloned() else { break };
        if let Some(q) = g.pile_question() {
            if let Some((f, s)) = &q.piles {
                (first, second) = (names(&g, f), names(&g, s));
            }
        }
        let answer = HeuristicPlayer::new().decide(&g, &d);
        g.submit(d.player, answer).unwrap();
        if names(&g, &g.zone(PlayerId(0), Zone::Graveyard)).contains(&"Fact or Fiction".to_string()) {
            break;
        }
    }
    let hand = names(&g, &g.zone(PlayerId(0), Zone::Hand));
    (first, second, hand)
}

#[test]
fn fact_or_fiction_piles_are_balanced_and_the_better_one_is_taken() {
    let (first, second, hand) = fact_or_fiction(&["Serra Angel", "Shock", "Giant Growth", "Grizzly Bears", "Island"]);
    assert_eq!(first.len() + second.len(), 5, "{first:?} {second:?}");
    // The angel (worth the most) is not put with the bears (worth the next most).
    let with_angel = if first.contains(&"Serra Angel".to_string()) { &first } else { &second };
    assert!(!with_angel.contains(&"Grizzly Bears".to_string()), "{first:?} / {second:?}");
    // The caster takes a pile into hand: the one with the angel or the other, whichever is
    // worth more; either way it is a whole pile.
    assert!(hand == first || hand == second || hand.len() == first.len().max(second.len()), "{hand:?}");
    assert!(!hand.is_empty(), "{first:?} / {second:?} / {hand:?}");
}

#[test]
fn a_pile_answer_is_checked() {
    let db = CardDb::bundled();
    let card = |n: &str| db.get(n).expect("bundled card");
    let lib: Vec<_> = (0..10).map(|_| card("Island")).collect();
    let mut a = PlayerConfig::with_deck("A", lib.clone());
    a.battlefield = (0..4).map(|_| PermanentSetup::new(card("Island"))).collect();
    a.hand = vec![card("Fact or Fiction"), card("Shock")];
    let b = PlayerConfig::with_deck("B", lib);
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let fof = g.zone(PlayerId(0), Zone::Hand)[0];
    let shock = g.zone(PlayerId(0), Zone::Hand)[1];
    g.submit(PlayerId(0), Answer::Cast(CastSpec { card: fof, ..CastSpec::default() })).unwrap();
    g.submit(PlayerId(0), Answer::Pass).unwrap();
    g.submit(PlayerId(1), Answer::Pass).unwrap();
    // The opponent separates the five revealed cards.
    let d = g.pending().cloned().expect("the piles are asked");
    let DecisionKind::ChooseObjects { from, min: 0, max: 5, .. } = &d.kind else { panic!("{d:?}") };
    assert_eq!((d.player, from.len()), (PlayerId(1), 5));
    let before = g.clone();
    // A card that is not among them, or one named twice, is refused and changes nothing.
    assert!(g.submit(PlayerId(1), Answer::Cards(vec![shock])).is_err());
    assert!(g.submit(PlayerId(1), Answer::Cards(vec![from[0], from[0]])).is_err());
    assert!(g == before);
    g.submit(PlayerId(1), Answer::Cards(vec![from[0]])).unwrap();
    let d = g.pending().cloned().expect("the pile is chosen");
    let DecisionKind::ChooseOption { options, .. } = &d.kind else { panic!("{d:?}") };
    assert_eq!((d.player, options.len()), (PlayerId(0), 2));
    assert!(options[0].starts_with("first pile: Island") && options[1].contains("Island, Island"), "{options:?}");
    assert!(g.submit(PlayerId(0), Answer::Option(2)).is_err());
    g.submit(PlayerId(0), Answer::Option(1)).unwrap();
    // Four cards to hand beside the Shock, one to the graveyard with the spell.
    assert_eq!(g.zone(PlayerId(0), Zone::Hand).len(), 5);
    assert_eq!(g.zone(PlayerId(0), Zone::Graveyard).len(), 2);
}
