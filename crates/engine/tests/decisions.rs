//! Unit-level checks of decisions where a function is the clearest place: payment,
//! default answers, mulligans and refused answers.

use grimoire_engine::game::testing::*;
use grimoire_engine::*;

fn at_main(a: PlayerConfig, b: PlayerConfig) -> Game {
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    for p in cfg.players.iter_mut() {
        p.library.extend((0..10).map(|_| forest()));
    }
    Game::new(cfg, 7)
}

fn cast_option(g: &Game, name: &str) -> Option<ObjectId> {
    let d = g.pending()?;
    let DecisionKind::Priority { actions } = &d.kind else { return None };
    actions.iter().find_map(|a| match a {
        ActionOption::Cast { card, .. } if g.name(*card) == name => Some(*card),
        _ => None,
    })
}

#[test]
fn automatic_payment_keeps_the_right_colours() {
    // Bears cost {1}{G}: with a Mountain and a Forest, the Forest must pay the {G}.
    let a = PlayerConfig {
        name: "A".into(),
        hand: vec![bears()],
        battlefield: vec![PermanentSetup::new(forest()), PermanentSetup::new(mountain())],
        ..Default::default()
    };
    let mut g = at_main(a, PlayerConfig::default());
    let card = cast_option(&g, "Grizzly Bears").expect("castable with R + G");
    g.submit(PlayerId(0), Answer::Cast(CastSpec { card, ..Default::default() })).unwrap();
    let tapped = g.zone(PlayerId(0), Zone::Battlefield).iter().filter(|&&id| g.object(id).tapped).count();
    assert_eq!(tapped, 2);
}

#[test]
fn not_enough_mana_is_refused_and_not_offered() {
    let a = PlayerConfig {
        name: "A".into(),
        hand: vec![bears()],
        battlefield: vec![PermanentSetup::new(mountain())],
        ..Default::default()
    };
    let mut g = at_main(a, PlayerConfig::default());
    assert!(cast_option(&g, "Grizzly Bears").is_none());
    let card = g.player(PlayerId(0)).hand[0];
    let before = g.clone();
    let err = g.submit(PlayerId(0), Answer::Cast(CastSpec { card, ..Default::default() })).unwrap_err();
    assert_eq!(err.rule, "601.2h");
    assert!(g == before);
}

#[test]
fn manual_payment_must_use_sources_that_can_pay() {
    let a = PlayerConfig {
        name: "A".into(),
        hand: vec![bolt()],
        battlefield: vec![PermanentSetup::new(forest()), PermanentSetup::new(mountain())],
        ..Default::default()
    };
    let mut g = at_main(a, PlayerConfig::default());
    let card = cast_option(&g, "Lightning Bolt").unwrap();
    let lands = g.zone(PlayerId(0), Zone::Battlefield);
    let forest_id = lands.iter().copied().find(|&id| g.name(id) == "Forest").unwrap();
    let spec = CastSpec {
        card,
        targets: vec![vec![Target::Player(PlayerId(1))]],
        payment: Some(vec![forest_id]),
        ..Default::default()
    };
    let err = g.submit(PlayerId(0), Answer::Cast(spec)).unwrap_err();
    assert_eq!(err.rule, "601.2h", "{err}");
}

#[test]
fn an_answer_from_the_wrong_player_is_refused() {
    let mut g = at_main(PlayerConfig::default(), PlayerConfig::default());
    let before = g.clone();
    let err = g.submit(PlayerId(1), Answer::Pass).unwrap_err();
    assert_eq!(err.rule, "117.1");
    assert!(g == before);
    let err = g.submit(PlayerId(0), Answer::Keep).unwrap_err();
    assert_eq!(err.rule, "117.1");
    assert!(g == before);
}

#[test]
fn default_damage_is_lethal_in_order_then_the_rest() {
    let (a, b) = (ObjectId(1), ObjectId(2));
    let p = Target::Player(PlayerId(1));
    assert_eq!(default_damage(5, &[(a, 2), (b, 2)], None), vec![(Target::Object(a), 2), (Target::Object(b), 3)]);
    assert_eq!(
        default_damage(5, &[(a, 2), (b, 2)], Some(p)),
        vec![(Target::Object(a), 2), (Target::Object(b), 2), (p, 1)]
    );
    assert_eq!(default_damage(1, &[(a, 2), (b, 2)], Some(p)), vec![(Target::Object(a), 1)]);
}

#[test]
fn london_mulligan_puts_cards_on_the_bottom() {
    let deck: Vec<_> = (0..40).map(|i| if i % 2 == 0 { forest() } else { bears() }).collect();
    let mut cfg = GameConfig::new(vec![PlayerConfig::with_deck("A", deck.clone()), PlayerConfig::with_deck("B", deck)]);
    cfg.first_player = FirstPlayer::Fixed;
    let mut g = Game::new(cfg, 3);
    // CR 103.5: every player declares, then the mulligans are taken together.
    g.submit(PlayerId(0), Answer::Mulligan).unwrap();
    g.submit(PlayerId(1), Answer::Keep).unwrap();
    assert_eq!(g.player(PlayerId(0)).hand.len(), 7, "London: draw seven again");
    let d = g.pending().unwrap().clone();
    let DecisionKind::PutOnBottom { count, hand } = &d.kind else { panic!("{d:?}") };
    assert_eq!(*count, 1);
    let bad = g.submit(PlayerId(0), Answer::Cards(vec![])).unwrap_err();
    assert_eq!(bad.rule, "700.2");
    let chosen = hand[0];
    g.submit(PlayerId(0), Answer::Cards(vec![chosen])).unwrap();
    assert_eq!(g.player(PlayerId(0)).hand.len(), 6);
    // The bottom card is a new object for the chosen card (CR 400.7).
    let bottom = *g.player(PlayerId(0)).library.first().unwrap();
    assert_eq!(g.object(chosen).moved_to, Some(bottom));
    g.submit(PlayerId(0), Answer::Keep).unwrap();
    assert_eq!(g.turn(), 1);
}

#[test]
fn each_player_chooses_their_own_sacrifice_in_turn() {
    let edict = spell(
        "Barter",
        "{R}",
        false,
        Effect::new(vec![Instr::Sacrifice {
            who: Ref::EachPlayer,
            filter: Filter::creature(),
            count: Amount::Fixed(1),
        }]),
    );
    let two_bears =
        || vec![PermanentSetup::new(bears()), PermanentSetup::new(bears()), PermanentSetup::new(mountain())];
    let a = PlayerConfig { name: "A".into(), hand: vec![edict], battlefield: two_bears(), ..Default::default() };
    let b = PlayerConfig { name: "B".into(), battlefield: two_bears(), ..Default::default() };
    let mut g = at_main(a, b);
    let card = cast_option(&g, "Barter").unwrap();
    g.submit(PlayerId(0), Answer::Cast(CastSpec { card, ..Default::default() })).unwrap();
    g.submit(PlayerId(0), Answer::Pass).unwrap();
    g.submit(PlayerId(1), Answer::Pass).unwrap();
    let mut kept = Vec::new();
    for p in [PlayerId(0), PlayerId(1)] {
        let d = g.pending().unwrap().clone();
        assert_eq!(d.player, p, "each player chooses in turn");
        let DecisionKind::ChooseObjects { from, .. } = &d.kind else { panic!("{d:?}") };
        assert!(from.iter().all(|&c| g.controller(c) == p), "only their own creatures");
        g.submit(p, Answer::Cards(vec![from[1]])).unwrap();
        kept.push(from[0]);
    }
    for (i, p) in [PlayerId(0), PlayerId(1)].into_iter().enumerate() {
        let creatures: Vec<_> =
            g.zone(p, Zone::Battlefield).into_iter().filter(|&c| g.name(c) == "Grizzly Bears").collect();
        assert_eq!(creatures, vec![kept[i]], "{p} kept the creature not chosen");
    }
}

/// "Convoke", "Draw a card." for {2}{G}.
fn convoke_draw() -> std::sync::Arc<CardDef> {
    let mut c = (*spell(
        "Convoke Draw",
        "{2}{G}",
        false,
        Effect::new(vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }]),
    ))
    .clone();
    c.abilities.insert(0, Ability::Keyword(Keyword::Convoke));
    c.shared()
}

#[test]
fn convoking_creatures_named_in_the_answer_pay_generic_or_their_colour() {
    // CR 702.51a: two Bears (green) and a Forest pay {2}{G}: one Bear the {G}, the other and
    // the Forest the generic mana.
    let a = PlayerConfig {
        name: "A".into(),
        hand: vec![convoke_draw()],
        battlefield: vec![PermanentSetup::new(forest()), PermanentSetup::new(bears()), PermanentSetup::new(bears())],
        ..Default::default()
    };
    let mut g = at_main(a, PlayerConfig::default());
    let card = cast_option(&g, "Convoke Draw").expect("castable with a land and two creatures");
    let bears: Vec<ObjectId> =
        g.zone(PlayerId(0), Zone::Battlefield).into_iter().filter(|&id| g.name(id) == "Grizzly Bears").collect();
    // A creature that is no untapped creature of the caster's is refused, and nothing changes.
    let forest_id = g.zone(PlayerId(0), Zone::Battlefield).into_iter().find(|&id| g.name(id) == "Forest").unwrap();
    let before = g.clone();
    let bad = CastSpec { card, convoke: Some(vec![forest_id]), ..Default::default() };
    assert_eq!(g.submit(PlayerId(0), Answer::Cast(bad)).unwrap_err().rule, "702.51a");
    // Three creatures for a cost of three, but only two Bears: the same Bear twice is refused.
    let twice = CastSpec { card, convoke: Some(vec![bears[0], bears[0]]), ..Default::default() };
    assert_eq!(g.submit(PlayerId(0), Answer::Cast(twice)).unwrap_err().rule, "702.51a");
    assert!(g == before);
    let spec = CastSpec { card, convoke: Some(bears.clone()), ..Default::default() };
    g.submit(PlayerId(0), Answer::Cast(spec)).unwrap();
    let tapped = |g: &Game, id: ObjectId| g.object(id).tapped;
    assert!(bears.iter().all(|&b| tapped(&g, b)));
    assert!(tapped(&g, forest_id));
}

#[test]
fn convoke_is_refused_for_a_spell_without_it() {
    let a = PlayerConfig {
        name: "A".into(),
        hand: vec![bears()],
        battlefield: vec![PermanentSetup::new(forest()), PermanentSetup::new(forest()), PermanentSetup::new(bears())],
        ..Default::default()
    };
    let mut g = at_main(a, PlayerConfig::default());
    let card = cast_option(&g, "Grizzly Bears").unwrap();
    let bear = g.zone(PlayerId(0), Zone::Battlefield).into_iter().find(|&id| g.name(id) == "Grizzly Bears").unwrap();
    let spec = CastSpec { card, convoke: Some(vec![bear]), ..Default::default() };
    assert_eq!(g.submit(PlayerId(0), Answer::Cast(spec)).unwrap_err().rule, "702.51a");
}
