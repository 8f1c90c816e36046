//! The heuristic's casts and activations on hand-built boards of bundled cards: when it
//! answers a spell on the stack, and when a tapping ability is worth its use.

use grimoire_ai::{HeuristicPlayer, Player};
use grimoire_cards::CardDb;
use grimoire_engine::{
    Answer, CastSpec, DecisionKind, Game, GameConfig, PermanentSetup, PlayerConfig, PlayerId, Start, Step, Target,
};

fn db() -> CardDb {
    CardDb::bundled()
}

/// P0 in its first main phase with `mine` on its battlefield and `hand` in hand; P1 with
/// `theirs` on its battlefield and `their_hand` in hand; libraries of basic lands.
fn position(db: &CardDb, mine: &[&str], hand: &[&str], theirs: &[&str], their_hand: &[&str]) -> Game {
    Game::new(config(db, mine, hand, theirs, their_hand), 1)
}

/// The configuration of [`position`].
fn config(db: &CardDb, mine: &[&str], hand: &[&str], theirs: &[&str], their_hand: &[&str]) -> GameConfig {
    let card = |n: &str| db.get(n).expect("bundled card");
    let lib: Vec<_> = (0..20).map(|_| card("Island")).collect();
    let mut a = PlayerConfig::with_deck("A", lib.clone());
    a.battlefield = mine.iter().map(|n| PermanentSetup::new(card(n))).collect();
    a.hand = hand.iter().map(|n| card(n)).collect();
    let mut b = PlayerConfig::with_deck("B", lib);
    b.battlefield = theirs.iter().map(|n| PermanentSetup::new(card(n))).collect();
    b.hand = their_hand.iter().map(|n| card(n)).collect();
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    cfg
}

fn find(g: &Game, p: PlayerId, name: &str) -> grimoire_engine::ObjectId {
    *g.player(p).hand.iter().find(|&&c| g.object(c).card.name == name).expect("in hand")
}

#[test]
fn counters_the_opponents_spell() {
    let db = db();
    let mut g =
        position(&db, &["Mountain", "Mountain", "Mountain"], &["Gray Ogre"], &["Island", "Island"], &["Counterspell"]);
    let ogre = find(&g, PlayerId(0), "Gray Ogre");
    g.submit(PlayerId(0), Answer::Cast(CastSpec { card: ogre, ..Default::default() })).unwrap();
    // CR 117.3c: the caster has priority first.
    g.submit(PlayerId(0), Answer::Pass).unwrap();
    let d = g.pending().expect("a decision").clone();
    assert_eq!(d.player, PlayerId(1));
    assert!(matches!(d.kind, DecisionKind::Priority { .. }));
    let counter = find(&g, PlayerId(1), "Counterspell");
    match HeuristicPlayer::new().decide(&g, &d) {
        Answer::Cast(spec) => {
            assert_eq!(spec.card, counter);
            assert_eq!(spec.targets, vec![vec![Target::Object(g.stack()[0].id)]]);
        }
        other => panic!("expected Counterspell on the Ogre, got {other:?}"),
    }
}

#[test]
fn taps_the_opponents_land_in_their_upkeep_only() {
    let db = db();
    let mut g = position(&db, &["Rishadan Port", "Mountain", "Mountain"], &[], &["Forest", "Forest"], &[]);
    let mut taps = Vec::new();
    while g.turn() <= 4 {
        let Some(d) = g.pending().cloned() else { break };
        let answer = HeuristicPlayer::new().decide(&g, &d);
        if let Answer::Activate(spec) = &answer {
            if g.object(spec.source).card.name == "Rishadan Port" {
                let target = spec.targets[0][0];
                let untapped_theirs =
                    matches!(target, Target::Object(o) if g.controller(o) == PlayerId(1) && !g.object(o).tapped);
                taps.push((g.active_player(), g.step(), untapped_theirs));
            }
        }
        g.submit(d.player, answer).unwrap();
    }
    // One use in each of the opponent's upkeeps (turns 2 and 4), on an untapped land of theirs.
    assert_eq!(taps, vec![(PlayerId(1), Step::Upkeep, true); 2]);
}

/// The heuristic's answer to P0's first priority decision.
fn first_answer(g: &Game) -> Answer {
    let d = g.pending().expect("a decision").clone();
    HeuristicPlayer::new().decide(g, &d)
}

#[test]
fn holds_a_permanent_whose_trigger_would_destroy_more_of_its_own() {
    let db = db();
    let lands = ["Mountain", "Mountain", "Mountain", "Mountain"];
    // Its own Goblins (and the Pyromancer itself) would die at the end step: held.
    let mine: Vec<&str> = lands.iter().copied().chain(["Goblin Piledriver", "Goblin Warchief"]).collect();
    let g = position(&db, &mine, &["Goblin Pyromancer"], &[], &[]);
    assert_eq!(first_answer(&g), Answer::Pass);
    // The opponent's Goblins are worth more than its own: cast as a sweeper.
    let theirs = ["Siege-Gang Commander", "Goblin Piledriver", "Goblin Warchief", "Goblin Matron"];
    let g = position(&db, &lands, &["Goblin Pyromancer"], &theirs, &[]);
    assert!(matches!(first_answer(&g), Answer::Cast(_)));
}

#[test]
fn never_pays_its_last_life_to_a_painland() {
    let db = db();
    // Seal of Cleansing ({1}{W}) with two Brushlands: the {W} costs 1 damage (CR 605).
    let at = |life: i32| {
        let mut cfg = config(&db, &["Brushland", "Brushland"], &["Seal of Cleansing"], &[], &[]);
        cfg.players[0].life = Some(life);
        first_answer(&Game::new(cfg, 1))
    };
    assert_eq!(at(1), Answer::Pass);
    assert!(matches!(at(2), Answer::Cast(_)));
}

#[test]
fn never_plays_a_second_copy_of_a_legendary_land() {
    let db = db();
    // CR 704.5j: a second Serra's Sanctum would go to the graveyard at once.
    let g = position(&db, &["Serra's Sanctum"], &["Serra's Sanctum"], &[], &[]);
    assert_eq!(first_answer(&g), Answer::Pass);
    let g = position(&db, &[], &["Serra's Sanctum"], &[], &[]);
    assert!(matches!(first_answer(&g), Answer::PlayLand(_)));
}

#[test]
fn never_draws_its_library_empty_with_its_own_cast_triggers() {
    let db = db();
    // Enchantress's Presence: "Whenever you cast an enchantment spell, draw a card."
    let with_library = |cards: usize| {
        let mut cfg = config(&db, &["Enchantress's Presence", "Forest"], &["Wild Growth"], &[], &[]);
        cfg.players[0].library.truncate(cards);
        first_answer(&Game::new(cfg, 1))
    };
    // The one card left is kept for the next draw step (CR 704.5b), and ten besides
    // against drawing the whole library in a turn or two.
    assert_eq!(with_library(1), Answer::Pass);
    assert_eq!(with_library(10), Answer::Pass);
    assert!(matches!(with_library(11), Answer::Cast(_)));
}

#[test]
fn plays_the_land_of_the_colour_its_hand_needs() {
    let db = db();
    // Savannah Lions asks for {W}; only Forests are out.
    let g = position(&db, &["Forest"], &["Plains", "Forest", "Savannah Lions"], &[], &[]);
    let plains = find(&g, PlayerId(0), "Plains");
    match first_answer(&g) {
        Answer::PlayLand(l) => assert_eq!(l.card, plains),
        other => panic!("expected the Plains, got {other:?}"),
    }
    // Opalescence asks for {W}{W}: one Plains out is one white source short.
    let g = position(&db, &["Plains", "Forest"], &["Plains", "Forest", "Opalescence"], &[], &[]);
    let plains = find(&g, PlayerId(0), "Plains");
    match first_answer(&g) {
        Answer::PlayLand(l) => assert_eq!(l.card, plains),
        other => panic!("expected the second Plains, got {other:?}"),
    }
}

#[test]
fn returns_cards_from_its_graveyard_only_when_there_are_some() {
    let db = db();
    let with_graveyard = |cards: &[&str]| {
        let mut cfg = config(&db, &["Plains", "Plains", "Plains", "Plains"], &["Replenish"], &[], &[]);
        cfg.players[0].graveyard = cards.iter().map(|n| db.get(n).expect("bundled card")).collect();
        first_answer(&Game::new(cfg, 1))
    };
    // "Return all enchantment cards from your graveyard to the battlefield."
    assert_eq!(with_graveyard(&[]), Answer::Pass);
    assert_eq!(with_graveyard(&["Wild Growth", "Plains"]), Answer::Pass);
    assert!(matches!(with_graveyard(&["Wild Growth", "Exploration"]), Answer::Cast(_)));
}

#[test]
fn casts_the_mode_worth_most_with_its_targets() {
    let db = db();
    // Umezawa's Charm: +2/+2, -1/-1 or 2 life; the -1/-1 kills the opponent's Elves.
    let g = position(&db, &["Swamp", "Swamp"], &["Umezawa's Charm"], &["Llanowar Elves"], &[]);
    let elves = *g.battlefield().iter().find(|&&o| g.object(o).card.name == "Llanowar Elves").expect("in play");
    match first_answer(&g) {
        Answer::Cast(spec) => {
            assert_eq!(spec.modes, vec![1]);
            assert_eq!(spec.targets, vec![vec![Target::Object(elves)]]);
        }
        other => panic!("expected the -1/-1 mode on the Elves, got {other:?}"),
    }
    // With no creature anywhere, the life.
    let g = position(&db, &["Swamp", "Swamp"], &["Umezawa's Charm"], &[], &[]);
    assert!(matches!(first_answer(&g), Answer::Cast(CastSpec { ref modes, .. }) if modes == &[2]));
}

#[test]
fn casts_a_choose_two_spell_with_its_two_best_modes() {
    let db = db();
    // Kolaghan's Command (choose two): the 2 damage kills the opponent's Elves and the
    // opponent discards; no creature card in our graveyard, no artifact anywhere.
    let g =
        position(&db, &["Swamp", "Mountain", "Mountain"], &["Kolaghan's Command"], &["Llanowar Elves"], &["Island"]);
    let elves = *g.battlefield().iter().find(|&&o| g.object(o).card.name == "Llanowar Elves").expect("in play");
    match first_answer(&g) {
        Answer::Cast(spec) => {
            assert_eq!(spec.modes, vec![1, 3], "discard and damage, in printed order");
            assert_eq!(spec.targets, vec![vec![Target::Player(PlayerId(1))], vec![Target::Object(elves)]]);
        }
        other => panic!("expected Kolaghan's Command with two modes, got {other:?}"),
    }
}

#[test]
fn discards_to_hand_size_the_cards_it_needs_least() {
    let db = db();
    // Six lands out: Opalescence is castable next turn, the Swords are the cheap cards.
    let lands = ["Plains"; 6];
    let hand = ["Opalescence", "Swords to Plowshares", "Swords to Plowshares", "Swords to Plowshares"];
    let hand: Vec<&str> = hand.iter().copied().chain(["Swords to Plowshares"; 4]).collect();
    let mut g = position(&db, &lands, &hand, &[], &[]);
    let discarded = cleanup_discard(&mut g);
    assert_eq!(discarded, vec!["Swords to Plowshares".to_string()]);
}

#[test]
fn casts_the_enchantment_that_animates_its_board_first() {
    let db = db();
    // Two enchantments of its own out: Opalescence makes them 3/3 and 1/1 creatures
    // (CR 613.1d), worth more than another enchantment of the same cost.
    let mine = ["Plains", "Plains", "Plains", "Plains", "Enchantress's Presence", "Exploration"];
    let g = position(&db, &mine, &["Opalescence", "Parallax Wave"], &[], &[]);
    let opalescence = find(&g, PlayerId(0), "Opalescence");
    assert!(matches!(first_answer(&g), Answer::Cast(spec) if spec.card == opalescence));
    // With five cards left in the library, Presence's draw would eat into the reserve:
    // Parallax Wave is held, the enchantment that makes the attackers is still cast.
    let library = |hand: &[&str]| {
        let mut cfg = config(&db, &mine, hand, &[], &[]);
        cfg.players[0].library.truncate(5);
        first_answer(&Game::new(cfg, 1))
    };
    assert_eq!(library(&["Parallax Wave"]), Answer::Pass);
    assert!(matches!(library(&["Opalescence"]), Answer::Cast(_)));
}

#[test]
fn skips_its_draw_step_only_beside_a_cast_draw_engine() {
    let db = db();
    let plains = ["Plains"; 3];
    // Solitary Confinement ("Skip your draw step", CR 614.1b) with nothing else drawing
    // cards: a card lost every turn, so it stays in hand.
    let g = position(&db, &plains, &["Solitary Confinement"], &[], &[]);
    let d = g.pending().expect("a decision").clone();
    assert_eq!(HeuristicPlayer::new().decide(&g, &d), Answer::Pass);
    // Beside Argothian Enchantress ("Whenever you cast an enchantment spell, draw a card")
    // it is cast.
    let mine: Vec<&str> = plains.iter().copied().chain(["Argothian Enchantress"]).collect();
    let g = position(&db, &mine, &["Solitary Confinement"], &[], &[]);
    let d = g.pending().expect("a decision").clone();
    let confinement = find(&g, PlayerId(0), "Solitary Confinement");
    match HeuristicPlayer::new().decide(&g, &d) {
        Answer::Cast(spec) => assert_eq!(spec.card, confinement),
        other => panic!("expected Solitary Confinement cast, got {other:?}"),
    }
}

#[test]
fn keeps_the_card_that_animates_its_board_when_discarding() {
    let db = db();
    // Two lands out: Opalescence is two lands away, and alone it would be given up before
    // a Swords to Plowshares; with two enchantments of ours out for it to animate
    // (CR 613.1d) it is the deck's way to win, and a Swords goes instead.
    let mine = ["Plains", "Plains", "Exploration", "Sterling Grove"];
    let hand: Vec<&str> = ["Opalescence"].into_iter().chain(["Swords to Plowshares"; 7]).collect();
    let mut g = position(&db, &mine, &hand, &[], &[]);
    let discarded = cleanup_discard(&mut g);
    assert_eq!(discarded, vec!["Swords to Plowshares".to_string()]);
}

#[test]
fn puts_the_card_it_wants_most_back_on_top() {
    let db = db();
    // Five lands and Mirri's Guile out, no card in hand: of the top three cards (two
    // Forests and Opalescence), Opalescence goes back on top (CR 401.4), the lands under it.
    let mine = ["Forest", "Forest", "Forest", "Forest", "Forest", "Mirri's Guile"];
    let mut cfg = config(&db, &mine, &[], &[], &[]);
    let card = |n: &str| db.get(n).expect("bundled card");
    // The library, top first: the two Forests above Opalescence.
    cfg.players[0].library.splice(0..0, [card("Forest"), card("Forest"), card("Opalescence")]);
    let mut g = Game::new(cfg, 1);
    let order = loop {
        let d = g.pending().expect("a decision").clone();
        if let DecisionKind::ChooseObjects { reason, .. } = &d.kind {
            if reason.starts_with("order: put back on top") {
                let Answer::Cards(cards) = HeuristicPlayer::new().decide(&g, &d) else { panic!("cards") };
                break cards.iter().map(|&c| g.object(c).card.name.clone()).collect::<Vec<_>>();
            }
        }
        assert!(g.turn() <= 3, "no order asked by the third turn");
        g.submit(d.player, grimoire_engine::default_answer(&g, &d)).unwrap();
    };
    assert_eq!(order, vec!["Opalescence", "Forest", "Forest"]);
}

/// The names of the cards the heuristic discards when its cleanup step asks it to (CR 514.1);
/// every decision before that is answered by default (passing).
fn cleanup_discard(g: &mut Game) -> Vec<String> {
    loop {
        let d = g.pending().expect("a decision").clone();
        if let DecisionKind::ChooseObjects { .. } = d.kind {
            let Answer::Cards(cards) = HeuristicPlayer::new().decide(g, &d) else { panic!("cards") };
            return cards.iter().map(|&c| g.object(c).card.name.clone()).collect();
        }
        g.submit(d.player, grimoire_engine::default_answer(g, &d)).unwrap();
    }
}
