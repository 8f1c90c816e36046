//! Combat declarations are checked whole and refused whole, naming each creature at fault
//! (CR 508.1c-d, 509.1b-c), and a refusal changes nothing (CR 732).

use grimoire_engine::testing::*;
use grimoire_engine::*;

fn duel(a: Vec<PermanentSetup>, b: Vec<PermanentSetup>) -> Game {
    let filler = || (0..20).map(|_| forest()).collect::<Vec<_>>();
    let a = PlayerConfig { name: "A".into(), battlefield: a, library: filler(), ..Default::default() };
    let b = PlayerConfig { name: "B".into(), battlefield: b, library: filler(), ..Default::default() };
    let mut cfg = GameConfig::new(vec![a, b]);
    cfg.start = Start::Main;
    cfg.shuffle = false;
    Game::new(cfg, 1)
}

/// Passes priority until the given decision kind comes up.
fn until(g: &mut Game, want: fn(&DecisionKind) -> bool) -> Decision {
    for _ in 0..100 {
        let d = g.pending().expect("a decision").clone();
        if want(&d.kind) {
            return d;
        }
        g.submit(d.player, Answer::Pass).unwrap();
    }
    panic!("never asked");
}

fn id_of(g: &Game, name: &str, nth: usize) -> ObjectId {
    g.battlefield().iter().copied().filter(|&id| g.name(id) == name).nth(nth).expect(name)
}

#[test]
fn an_illegal_block_names_every_offending_blocker() {
    let angel = || PermanentSetup::new(creature("Serra Angel", "{3}{W}{W}", 4, 4, &[Keyword::Flying]));
    let bears = || PermanentSetup::new(creature("Grizzly Bears", "{1}{G}", 2, 2, &[]));
    let lions = PermanentSetup::new(creature("Savannah Lions", "{W}", 2, 1, &[]));
    let mut g = duel(vec![angel(), angel()], vec![bears(), lions]);
    let d = until(&mut g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
    let (a1, a2) = (id_of(&g, "Serra Angel", 0), id_of(&g, "Serra Angel", 1));
    let b = PlayerId(1);
    g.submit(d.player, Answer::Attackers(vec![(a1, Target::Player(b)), (a2, Target::Player(b))])).unwrap();
    let d = until(&mut g, |k| matches!(k, DecisionKind::DeclareBlockers { .. }));
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
    let mut g = duel(vec![sick, wall, tapped, lions], vec![]);
    let d = until(&mut g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
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
