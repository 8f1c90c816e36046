//! Forged answers, as a hostile client could send them (issue 16): amounts whose sum wraps a
//! `u32` back to the right total, and ids and indices out of range. Each is refused with the
//! rule it breaks and the game is left exactly as it was (CR 732); nothing panics.

use grimoire_engine::game::testing::*;
use grimoire_engine::*;

fn id_of(g: &Game, name: &str) -> ObjectId {
    g.battlefield().iter().copied().find(|&id| g.name(id) == name).expect(name)
}

/// Submits `a` and expects a refusal citing `rule` that changes nothing.
fn refused(g: &mut Game, p: PlayerId, a: Answer, rule: &str) {
    let before = g.clone();
    let err = g.submit(p, a.clone()).expect_err("a forged answer is refused");
    assert_eq!(err.rule, rule, "{a:?}: {err}");
    // Words for players: no debug text of the answer's data in the refusal.
    let text = err.to_string();
    assert!(!text.contains("ObjectId(") && !text.contains("Option(") && !text.contains("Number("), "{text}");
    assert!(*g == before, "a refused answer changes nothing: {a:?}");
}

/// A 3/3 trampler attacking, blocked by a 1/1: the attacker's damage assignment is pending.
fn trample_blocked() -> (Game, Decision, ObjectId) {
    let wurm = PermanentSetup::new(creature("Trained Wurm", "{2}{G}", 3, 3, &[Keyword::Trample]));
    let elf = PermanentSetup::new(creature("Llanowar Elves", "{G}", 1, 1, &[]));
    let mut g = main_phase_duel(vec![wurm], vec![elf], vec![]);
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareAttackers { .. }));
    let wurm = id_of(&g, "Trained Wurm");
    g.submit(d.player, Answer::Attackers(vec![(wurm, Target::Player(PlayerId(1)))])).unwrap();
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::DeclareBlockers { .. }));
    let elf = id_of(&g, "Llanowar Elves");
    g.submit(d.player, Answer::Blockers(vec![(elf, wurm)])).unwrap();
    let d = pass_until(&mut g, |k| matches!(k, DecisionKind::AssignCombatDamage { .. }));
    (g, d, elf)
}

#[test]
fn a_combat_damage_split_that_wraps_to_the_total_is_refused() {
    let (mut g, d, elf) = trample_blocked();
    // 2,147,483,650 + 2,147,483,649 wraps a u32 to 3: the trampler's power.
    let forged =
        Answer::Damage(vec![(Target::Object(elf), 2_147_483_650), (Target::Player(PlayerId(1)), 2_147_483_649)]);
    refused(&mut g, d.player, forged, "510.1a");
    let forged = Answer::Damage(vec![(Target::Object(elf), u32::MAX), (Target::Player(PlayerId(1)), 4)]);
    refused(&mut g, d.player, forged, "510.1a");
    // The honest split still works, and B loses 2 life.
    g.submit(d.player, Answer::Damage(vec![(Target::Object(elf), 1), (Target::Player(PlayerId(1)), 2)])).unwrap();
    assert_eq!(g.player(PlayerId(1)).life, 18);
}

/// "Deal 2 damage divided as you choose among one or two targets" (CR 601.2d).
fn forked_bolt() -> std::sync::Arc<CardDef> {
    let mut spec = TargetSpec::any_target();
    spec.max = 2;
    spell(
        "Forked Bolt",
        "{R}",
        false,
        Effect::targeted(
            vec![spec],
            vec![Instr::DealDamage {
                by: Ref::Source,
                hits: vec![(Amount::Fixed(2), Ref::Target(0))],
                split: DamageSplit::Divided,
            }],
        ),
    )
}

#[test]
fn a_damage_division_that_wraps_to_the_total_is_refused() {
    let elf = PermanentSetup::new(creature("Llanowar Elves", "{G}", 1, 1, &[]));
    let lands = vec![PermanentSetup::new(mountain()), PermanentSetup::new(mountain())];
    let mut g = main_phase_duel(lands, vec![elf], vec![forked_bolt()]);
    let d = g.pending().unwrap().clone();
    let card = g.player(PlayerId(0)).hand[0];
    let elf = id_of(&g, "Llanowar Elves");
    let cast = |divide: Vec<u32>| {
        Answer::Cast(CastSpec {
            card,
            targets: vec![vec![Target::Object(elf), Target::Player(PlayerId(1))]],
            divide,
            ..Default::default()
        })
    };
    // 4,294,967,295 + 3 wraps to 2; dealt, the first part would raise a life total.
    refused(&mut g, d.player, cast(vec![u32::MAX, 3]), "601.2d");
    refused(&mut g, d.player, cast(vec![3, u32::MAX]), "601.2d");
    refused(&mut g, d.player, cast(vec![1 << 31, 1 << 31]), "601.2d");
    g.submit(d.player, cast(vec![1, 1])).unwrap();
}

#[test]
fn forged_ids_are_refused_and_change_nothing() {
    let (mut g, d, elf) = trample_blocked();
    let p = d.player;
    for t in [Target::Player(PlayerId(9)), Target::Player(PlayerId(255)), Target::Object(ObjectId(u32::MAX))] {
        let rule = if matches!(t, Target::Player(_)) { "102.1" } else { "109.1" };
        refused(&mut g, p, Answer::Damage(vec![(Target::Object(elf), 1), (t, 2)]), rule);
        refused(&mut g, p, Answer::Targets(vec![vec![t]]), rule);
        refused(&mut g, p, Answer::Attackers(vec![(elf, t)]), rule);
    }
    refused(&mut g, p, Answer::Blockers(vec![(ObjectId(4_000_000), elf)]), "109.1");
    refused(&mut g, p, Answer::Cards(vec![ObjectId(u32::MAX)]), "109.1");
    refused(&mut g, p, Answer::PlayLand(ObjectId(u32::MAX).into()), "109.1");
    // Indices and numbers out of range, for the wrong decision: refused as not fitting it.
    refused(&mut g, p, Answer::Option(usize::MAX), "117.1");
    refused(&mut g, p, Answer::Order(vec![usize::MAX, 0]), "117.1");
    refused(&mut g, p, Answer::Number(u32::MAX), "117.1");
    // A player who isn't in the game, and one who isn't deciding.
    refused(&mut g, PlayerId(9), Answer::Pass, "102.1");
    refused(&mut g, PlayerId(1), Answer::Damage(vec![(Target::Object(elf), 3)]), "117.1");
}

#[test]
fn forged_ids_and_indices_at_priority_are_refused() {
    let lands = vec![PermanentSetup::new(mountain())];
    let mut g = main_phase_duel(lands, vec![], vec![bolt()]);
    let d = g.pending().unwrap().clone();
    let p = d.player;
    let card = g.player(p).hand[0];
    let mountain = id_of(&g, "Mountain");
    let bolt = |t: Target| Answer::Cast(CastSpec { card, targets: vec![vec![t]], ..Default::default() });
    refused(&mut g, p, bolt(Target::Player(PlayerId(9))), "102.1");
    refused(&mut g, p, bolt(Target::Object(ObjectId(u32::MAX))), "109.1");
    let spec = |f: &dyn Fn(&mut CastSpec)| {
        let mut s = CastSpec { card, targets: vec![vec![Target::Player(PlayerId(1))]], ..Default::default() };
        f(&mut s);
        Answer::Cast(s)
    };
    for forged in [
        spec(&|s| s.modes = vec![usize::MAX]),
        spec(&|s| s.alt = Some(usize::MAX)),
        spec(&|s| s.half = Some(usize::MAX)),
        spec(&|s| s.optional = vec![usize::MAX]),
        spec(&|s| s.x = Some(u32::MAX)),
        spec(&|s| s.divide = vec![u32::MAX, 4]),
        spec(&|s| s.payment = Some(vec![ObjectId(u32::MAX)])),
        spec(&|s| s.cost_choices = vec![ObjectId(u32::MAX)]),
        Answer::Activate(ActivateSpec { source: mountain, index: usize::MAX, ..Default::default() }),
        Answer::Activate(ActivateSpec { source: ObjectId(u32::MAX), ..Default::default() }),
        Answer::TurnFaceUp(ActivateSpec { source: mountain, x: Some(u32::MAX), ..Default::default() }),
    ] {
        let before = g.clone();
        let err = g.submit(p, forged.clone()).expect_err("refused");
        assert!(g == before, "{forged:?} refused ({err}) changes nothing");
    }
    // Deserialized from a client's JSON: out of range for the type never reaches the engine.
    for text in
        [r#"{"Number":-1}"#, r#"{"Option":-1}"#, r#"{"PlayLand":4294967296}"#, r#"{"Damage":[[{"Player":256},1]]}"#]
    {
        assert!(serde_json::from_str::<Answer>(text).is_err(), "{text}");
    }
    g.submit(p, bolt(Target::Player(PlayerId(1)))).unwrap();
}
