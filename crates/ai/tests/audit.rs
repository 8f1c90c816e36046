//! The blunder audit holds at zero for the heuristic player on every pairing of the
//! bundled starter decks (a few games each; `grimoire audit` plays more).

use grimoire_ai::audit::audit_game;
use grimoire_ai::{Blunder, BlunderCounts, PlayerKind};
use grimoire_cards::{starter_decks, CardDb, Deck};

#[test]
fn heuristic_makes_no_blunders_on_the_starter_decks() {
    let db = CardDb::bundled();
    let decks: Vec<(String, Vec<_>)> = starter_decks()
        .iter()
        .map(|(name, text)| Deck::parse(text, name).expect("starter decks parse"))
        .filter(|d| d.commander.is_empty())
        .map(|d| (d.name.clone(), d.resolve(&db).expect("starter decks resolve")))
        .collect();
    assert!(decks.len() >= 2);
    let h = PlayerKind::Heuristic;
    let mut report = Vec::new();
    for a in 0..decks.len() {
        for b in a + 1..decks.len() {
            let mut c = BlunderCounts::default();
            for seed in 0..2 {
                c.merge(&audit_game([&decks[a], &decks[b]], [&h, &h], [true, true], seed, seed % 2 == 1, 60));
            }
            if c.total() > 0 {
                let kinds: Vec<String> = Blunder::ALL
                    .iter()
                    .filter(|k| c.get(**k) > 0)
                    .map(|k| format!("{} {}", c.get(*k), k.name()))
                    .collect();
                report.push(format!("{} vs {}: {}", decks[a].0, decks[b].0, kinds.join(", ")));
            }
        }
    }
    assert!(report.is_empty(), "blunders:\n{}", report.join("\n"));
}

#[test]
fn a_fetch_land_kept_at_two_life_starts_its_turn_cycle_again() {
    // Goblins vs Enchantress, seed 28: Goblins plays a Wooded Foothills on turn 17, falls to
    // 2 life before it could crack it at the end of the opponent's turn, keeps it there
    // (paying 1 life of 2 is no longer sensible), and cracks it after gaining life.
    let db = CardDb::bundled();
    let deck = |name: &str| {
        let text = starter_decks().iter().find(|(n, _)| *n == name).expect("a starter deck").1;
        let d = Deck::parse(text, name).expect("starter decks parse");
        (d.name.clone(), d.resolve(&db).expect("starter decks resolve"))
    };
    let (goblins, enchantress) = (deck("goblins"), deck("enchantress"));
    let h = PlayerKind::Heuristic;
    let c = audit_game([&goblins, &enchantress], [&h, &h], [true, true], 28, false, 100);
    assert_eq!(c.get(Blunder::FetchLandUnused), 0, "{:?}", c.examples);
}
