//! Combat declarations are checked whole and refused whole, naming each creature at fault
//! (CR 508.1c-d, 509.1b-c), and a refusal changes nothing (CR 732).

use grimoire_engine::game::testing::*;
use grimoire_engine::*;

fn id_of(g: &Game, name: &str, nth: usize) -> ObjectId {
    g.battlefield().iter().copied().filter(|&id| g.name(id) == name).nth(nth).expect(name)
}

#[test]
fn an_illegal_block_names_every_offending_blocker() {
    let angel = || PermanentSetup::new(creature("Serra Angel", "{3}{W}{W}", 4, 4, &[Keyword::Flying]));
    let bears = || PermanentSetup::new(creature("Grizzly Bears", "{1}{G}", 2, 2, &[]));
    let lions = PermanentSetup::new(creature("Savannah Lions", "{W}", 2, 1, &[]));
    let mut g = main_phase_duel(vec![angel(), angel()], vec![bears(), lions], vec![]);
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
    let (a1, a2) = (id_of(&g, "Serra Angel", 0), id_of(&g, "Serra Angel", 1));
    let b = PlayerId(1);
    g.submit(d.player, Answer::Attackers(vec![(a1, Target::Player(b)), (a2, Target::Player(b))])).unwrap();
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareBlockers { .. }));
    let (bears, lions) = (id_of(&g, "Grizzly Bears", 0), id_of(&g, "Savannah Lions", 0));
    let before = g.clone();
    let err = g.submit(d.player, Answer::Blockers(vec![(bears, a1), (lions, a2)])).unwrap_err();
    assert_eq!(err.rule, "702.9b");
    assert_eq!(
        err.message,
        "Grizzly Bears can't block Serra Angel: flying (CR 702.9b); \
         Savannah Lions can't block Serra Angel: flying (CR 702.9b)"
    );
    assert_eq!(err.objects, vec![bears, lions]);
    assert!(g == before, "a refused declaration changes nothing");
}

#[test]
fn an_illegal_attack_names_every_offending_attacker() {
    let mut sick = PermanentSetup::new(creature("Grizzly Bears", "{1}{G}", 2, 2, &[]));
    sick.sick = true;
    let wall = PermanentSetup::new(creature("Wall of Stone", "{1}{R}{R}", 0, 8, &[Keyword::Defender]));
    let mut tapped = PermanentSetup::new(creature("Hill Giant", "{3}{R}", 3, 3, &[]));
    tapped.tapped = true;
    let lions = PermanentSetup::new(creature("Savannah Lions", "{W}", 2, 1, &[]));
    let mut g = main_phase_duel(vec![sick, wall, tapped, lions], vec![], vec![]);
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
    let b = Target::Player(PlayerId(1));
    let ids: Vec<ObjectId> =
        ["Grizzly Bears", "Wall of Stone", "Hill Giant", "Savannah Lions"].iter().map(|n| id_of(&g, n, 0)).collect();
    let before = g.clone();
    let err = g.submit(d.player, Answer::Attackers(ids.iter().map(|&i| (i, b)).collect())).unwrap_err();
    assert_eq!(err.objects, ids[..3].to_vec(), "{}", err.message);
    assert!(err.message.contains("Grizzly Bears can't attack"), "{}", err.message);
    assert!(err.message.contains("Wall of Stone can't attack: defender (CR 702.3b)"), "{}", err.message);
    assert!(err.message.contains("Hill Giant can't attack: it is tapped (CR 508.1a)"), "{}", err.message);
    assert!(g == before, "a refused declaration changes nothing");
    g.submit(d.player, Answer::Attackers(vec![(ids[3], b)])).unwrap();
}

/// Declares `attackers` (all at player B) and answers the band question with `band`.
fn attack_in_band(g: &mut Game, attackers: &[ObjectId], band: &[ObjectId]) -> Result<(), IllegalAction> {
    let d = pass_until(g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
    let b = Target::Player(PlayerId(1));
    g.submit(d.player, Answer::Attackers(attackers.iter().map(|&a| (a, b)).collect())).unwrap();
    let d = g.pending().expect("the band question").clone();
    assert!(matches!(d.kind, DecisionKind::ChooseObjects { .. }), "{:?}", d.kind);
    g.submit(d.player, Answer::Cards(band.to_vec()))
}

fn banding(name: &str, power: i32, toughness: i32) -> PermanentSetup {
    PermanentSetup::new(creature(name, "{W}", power, toughness, &[Keyword::Banding]))
}

#[test]
fn a_band_needs_banding_and_at_most_one_creature_without() {
    let bears = || PermanentSetup::new(creature("Grizzly Bears", "{1}{G}", 2, 2, &[]));
    let mut g = main_phase_duel(vec![banding("Benalish Hero", 1, 1), bears(), bears()], vec![], vec![]);
    let hero = id_of(&g, "Benalish Hero", 0);
    let (b1, b2) = (id_of(&g, "Grizzly Bears", 0), id_of(&g, "Grizzly Bears", 1));
    // CR 702.22c: up to one creature without banding.
    let err = attack_in_band(&mut g, &[hero, b1, b2], &[hero, b1, b2]).unwrap_err();
    assert_eq!(err.rule, "702.22c");
    let before = g.clone();
    // Two creatures without banding can't band at all.
    let d = g.pending().unwrap().clone();
    assert_eq!(g.submit(d.player, Answer::Cards(vec![b1, b2])).unwrap_err().rule, "702.22c");
    assert!(g == before, "a refused band changes nothing");
    // A legal band; the remaining Bears can't form another (no banding left): attackers are declared.
    g.submit(d.player, Answer::Cards(vec![hero, b1])).unwrap();
    assert_eq!(g.combat().bands, vec![vec![hero, b1]]);
    assert!(g.combat().attackers.iter().any(|(a, _)| *a == b2));
}

#[test]
fn the_attacking_player_divides_the_damage_of_a_creature_blocking_a_band() {
    let bears = PermanentSetup::new(creature("Grizzly Bears", "{1}{G}", 2, 2, &[]));
    let giant = PermanentSetup::new(creature("Hill Giant", "{3}{R}", 3, 3, &[]));
    let mut g = main_phase_duel(vec![banding("Benalish Hero", 1, 1), bears], vec![giant], vec![]);
    let (hero, bears) = (id_of(&g, "Benalish Hero", 0), id_of(&g, "Grizzly Bears", 0));
    attack_in_band(&mut g, &[hero, bears], &[hero, bears]).unwrap();
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareBlockers { .. }));
    let giant = id_of(&g, "Hill Giant", 0);
    g.submit(d.player, Answer::Blockers(vec![(giant, bears)])).unwrap();
    // CR 702.22h: blocking the Bears blocks the band.
    assert!(g.combat().blocks.contains(&(giant, hero)));
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::AssignCombatDamage { .. }));
    // CR 702.22k: the active player, not the blocker's controller, divides its damage.
    assert!(matches!(d.kind, DecisionKind::AssignCombatDamage { source, .. } if source == giant));
    assert_eq!(d.player, PlayerId(0));
    g.submit(d.player, Answer::Damage(vec![(Target::Object(hero), 3), (Target::Object(bears), 0)])).unwrap();
    pass_until(&mut g, |k| matches!(k, DecisionKind::Priority { .. }));
    assert!(g.battlefield().contains(&bears), "all the Giant's damage went to the Hero");
    assert!(!g.battlefield().contains(&hero));
}

#[test]
fn the_defending_player_divides_the_damage_of_a_creature_blocked_by_banding() {
    let wurm = PermanentSetup::new(creature("Craw Wurm", "{4}{G}{G}", 6, 4, &[]));
    let bears = PermanentSetup::new(creature("Grizzly Bears", "{1}{G}", 2, 2, &[]));
    let mut g = main_phase_duel(vec![wurm], vec![banding("Timber Wolves", 1, 1), bears], vec![]);
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
    let wurm = id_of(&g, "Craw Wurm", 0);
    g.submit(d.player, Answer::Attackers(vec![(wurm, Target::Player(PlayerId(1)))])).unwrap();
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareBlockers { .. }));
    let (wolves, bears) = (id_of(&g, "Timber Wolves", 0), id_of(&g, "Grizzly Bears", 0));
    g.submit(d.player, Answer::Blockers(vec![(wolves, wurm), (bears, wurm)])).unwrap();
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::AssignCombatDamage { .. }));
    // CR 702.22j: the defending player divides, freely: all 6 to the Wolves.
    assert_eq!(d.player, PlayerId(1));
    g.submit(d.player, Answer::Damage(vec![(Target::Object(wolves), 6), (Target::Object(bears), 0)])).unwrap();
    pass_until(&mut g, |k| matches!(k, DecisionKind::Priority { .. }));
    assert!(g.battlefield().contains(&bears));
}

#[test]
fn a_band_attacks_one_player() {
    let filler = || (0..20).map(|_| forest()).collect::<Vec<_>>();
    let bears = PermanentSetup::new(creature("Grizzly Bears", "{1}{G}", 2, 2, &[]));
    let seat = |name: &str, battlefield| PlayerConfig {
        name: name.into(),
        battlefield,
        library: filler(),
        ..Default::default()
    };
    let mut cfg = GameConfig::new(vec![
        seat("A", vec![banding("Benalish Hero", 1, 1), bears]),
        seat("B", vec![]),
        seat("C", vec![]),
    ]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    let mut g = Game::new(cfg, 1);
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
    let (hero, bears) = (id_of(&g, "Benalish Hero", 0), id_of(&g, "Grizzly Bears", 0));
    let (b, c) = (Target::Player(PlayerId(1)), Target::Player(PlayerId(2)));
    g.submit(d.player, Answer::Attackers(vec![(hero, b), (bears, c)])).unwrap();
    let d = g.pending().unwrap().clone();
    // CR 702.22d: all creatures in a band attack the same player.
    assert_eq!(g.submit(d.player, Answer::Cards(vec![hero, bears])).unwrap_err().rule, "702.22d");
    g.submit(d.player, Answer::Cards(vec![])).unwrap();
    assert!(g.combat().bands.is_empty());
    assert_eq!(g.combat().attackers.len(), 2);
}
