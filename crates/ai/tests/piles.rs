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
