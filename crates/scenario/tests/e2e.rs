//! End-to-end scenarios with hand-built cards, played through the engine's decision door.

mod common;
use common::*;

#[test]
fn bolt_to_the_face() {
    pass(
        r#"
[[scenario]]
name = "bolt"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["player:B"]
[scenario.expect.A]
graveyard = { "Lightning Bolt" = 1 }
hand_count = 0
[scenario.expect.B]
life = 17
[[scenario.expect.permanent]]
card = "Mountain"
tapped = true
"#,
    );
}

#[test]
fn failed_expectation_says_expected_and_found() {
    let why = fail(
        r#"
[[scenario]]
name = "bolt"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["player:B"]
[scenario.expect.B]
life = 16
"#,
    );
    assert_eq!(why, "expect B life: expected 16, found 17");
}

#[test]
fn deathtouch_blocker_destroys_a_larger_attacker() {
    // The format document's example (its stop_after step is skipped: nobody attacks on turn 2).
    pass(
        r#"
[[scenario]]
name = "deathtouch blocker destroys a larger attacker"
rules = ["702.2b", "702.2c"]
stop_after = { turn = 2, step = "combat_damage" }

[scenario.players.A]
battlefield = ["Hill Giant"]
[scenario.players.B]
battlefield = ["Typhoid Rats"]

[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Hill Giant"]

[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{ blocker = "Typhoid Rats", attacker = "Hill Giant" }]

[scenario.expect.A]
graveyard = { "Hill Giant" = 1 }
life = 20
[scenario.expect.B]
graveyard = { "Typhoid Rats" = 1 }
"#,
    );
}

#[test]
fn unblocked_attacker_and_intermediate_checks() {
    pass(
        r#"
[[scenario]]
name = "attack"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
battlefield = [{ card = "Grizzly Bears", as = "bear" }]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = [{ card = "@bear", defender = "player:B" }]
[[scenario.checks]]
turn = 1
step = "declare_blockers"
[scenario.checks.B]
life = 20
[[scenario.checks.permanent]]
card = "@bear"
attacking = "player:B"
tapped = true
[[scenario.checks]]
turn = 1
step = "combat_damage"
[scenario.checks.B]
life = 18
[scenario.expect.B]
life = 18
[[scenario.expect.permanent]]
card = "Grizzly Bears"
attacking = false
power = 2
toughness = 2
types = ["creature"]
subtypes = ["Bear"]
colors = ["green"]
"#,
    );
}

#[test]
fn permanent_check_failure_names_the_key() {
    let why = fail(
        r#"
[[scenario]]
name = "p"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
battlefield = [{ card = "Serra Angel", counters = { "+1/+1" = 2 }, damage = 1, tapped = true }]
[[scenario.expect.permanent]]
card = "Serra Angel"
power = 6
toughness = 6
damage = 1
tapped = true
counters = { "+1/+1" = 2 }
keywords = ["Flying", "vigilance"]
not_keywords = ["trample"]
[[scenario.expect.permanent]]
card = "Serra Angel"
power = 4
keywords = ["first strike"]
"#,
    );
    assert!(
        why.starts_with("expect permanent Serra Angel: power: expected 4, found 6, keyword first strike: expected"),
        "{why}"
    );
}

#[test]
fn unsupported_and_unknown_cards() {
    let why = fail(
        r#"
[[scenario]]
name = "u"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
battlefield = ["Weird Card"]
"#,
    );
    assert_eq!(why, "unsupported card: Weird Card (Whenever the moon is full, you win.)");
    let why = fail(
        r#"
[[scenario]]
name = "u"
stop_after = { turn = 1, step = "end" }
[scenario.players.B]
hand = ["Black Lotus"]
"#,
    );
    assert_eq!(why, "unsupported card: Black Lotus (not in the card database)");
}

#[test]
fn expect_illegal_cast_without_mana() {
    pass(
        r#"
[[scenario]]
name = "no mana"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
hand = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Grizzly Bears"
expect_illegal = true
[scenario.expect.A]
hand = { "Grizzly Bears" = 1 }
playable = { "cast Grizzly Bears" = false }
"#,
    );
}

#[test]
fn expect_illegal_that_is_legal_fails() {
    let why = fail(
        r#"
[[scenario]]
name = "legal"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
battlefield = ["Forest", "Forest"]
hand = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Grizzly Bears"
expect_illegal = true
"#,
    );
    assert_eq!(
        why,
        "turn 1 precombat_main: A cast Grizzly Bears: expected the engine to refuse it, but it was accepted"
    );
}

#[test]
fn action_that_cannot_happen_fails_with_the_engine_reason() {
    let why = fail(
        r#"
[[scenario]]
name = "sorcery speed"
stop_after = { turn = 2, step = "end" }
[scenario.players.B]
battlefield = ["Forest", "Forest"]
hand = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "B"
cast = "Grizzly Bears"
"#,
    );
    assert!(why.starts_with("turn 1 precombat_main: B could not cast Grizzly Bears: illegal (CR "), "{why}");
    let why = fail(
        r#"
[[scenario]]
name = "missing"
stop_after = { turn = 1, step = "end" }
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["player:B"]
"#,
    );
    assert_eq!(why, "turn 1 precombat_main: A could not cast Lightning Bolt: Lightning Bolt is not in A's hand");
}

#[test]
fn playable_and_lands() {
    pass(
        r#"
[[scenario]]
name = "lands"
stop_after = { turn = 1, step = "postcombat_main" }
[scenario.players.A]
hand = ["Forest", "Forest", "Grizzly Bears"]
battlefield = ["Forest"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
play_land = "Forest"
[[scenario.checks]]
turn = 1
step = "precombat_main"
[scenario.checks.A]
playable = { "play Forest" = false, "cast Grizzly Bears" = true }
battlefield = { Forest = 2 }
[[scenario.actions]]
turn = 1
step = "postcombat_main"
player = "A"
cast = "Grizzly Bears"
pay = ["Forest", "Forest"]
[scenario.expect.A]
battlefield = { Forest = 2, "Grizzly Bears" = 1 }
battlefield_count = 3
hand = { Forest = 1 }
"#,
    );
}

#[test]
fn two_spells_in_one_step_and_wait() {
    pass(
        r#"
[[scenario]]
name = "stack order"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
battlefield = ["Mountain", "Mountain", "Mountain"]
hand = ["Lightning Bolt", "Shock", "Lightning Bolt"]
[scenario.players.B]
battlefield = ["Serra Angel"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Shock"
targets = ["Serra Angel"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["Serra Angel"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
wait = "stack"
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["player:B"]
[scenario.expect.A]
graveyard = { "Lightning Bolt" = 2, Shock = 1 }
[scenario.expect.B]
graveyard = { "Serra Angel" = 1 }
life = 17
"#,
    );
}

#[test]
fn targets_queue_is_used_when_the_action_gives_none() {
    pass(
        r#"
[[scenario]]
name = "queue"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
targets = ["Grizzly Bears"]
[scenario.players.B]
battlefield = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
[scenario.expect.B]
graveyard = { "Grizzly Bears" = 1 }
"#,
    );
}

#[test]
fn strict_needs_a_target() {
    let why = fail(
        r#"
[[scenario]]
name = "no target"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
"#,
    );
    assert_eq!(why, "turn 1 precombat_main: A could not cast Lightning Bolt: no target given for `any target`");
}

#[test]
fn opening_hands_strict_and_not() {
    let src = |strict: bool| {
        format!(
            r#"
[[scenario]]
name = "opening"
start = "opening"
strict = {strict}
stop_after = {{ turn = 1, step = "precombat_main" }}
[scenario.expect.A]
hand_count = 7
library_count = 33
[scenario.expect.B]
hand_count = 7
"#
        )
    };
    pass(&src(false));
    let why = fail(&src(true));
    assert!(why.contains("A must keep or mulligan and the script does not say how"), "{why}");
    pass(
        r#"
[[scenario]]
name = "opening with choices"
start = "opening"
mulligan = "london"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
choices = ["mulligan", "Wastes", "keep"]
[scenario.players.B]
choices = ["keep"]
[scenario.expect.A]
hand_count = 6
library_count = 34
"#,
    );
}

#[test]
fn illegal_blocks_drop_and_fail() {
    let src = |mode: &str| {
        format!(
            r#"
[[scenario]]
name = "flying"
illegal_blocks = "{mode}"
stop_after = {{ turn = 1, step = "end" }}
[scenario.players.A]
battlefield = ["Serra Angel"]
[scenario.players.B]
battlefield = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Serra Angel"]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{{ blocker = "Grizzly Bears", attacker = "Serra Angel" }}]
[scenario.expect.B]
life = 16
"#
        )
    };
    pass(&src("drop"));
    let why = fail(&src("fail"));
    // Either the engine refuses the block (flying) or it does not ask B at all.
    assert!(
        why.starts_with("turn 1 declare_blockers: B could not block with Grizzly Bears blocking Serra Angel: "),
        "{why}"
    );
}

#[test]
fn trample_damage_with_strict_false_defaults() {
    pass(
        r#"
[[scenario]]
name = "trample"
strict = false
stop_after = { turn = 1, step = "combat_damage" }
[scenario.players.A]
battlefield = ["Colossal Dreadmaw"]
[scenario.players.B]
battlefield = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Colossal Dreadmaw"]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{ blocker = "Grizzly Bears", attacker = "Colossal Dreadmaw" }]
[scenario.expect.B]
life = 16
graveyard = { "Grizzly Bears" = 1 }
"#,
    );
}

#[test]
fn concede_and_winner() {
    pass(
        r#"
[[scenario]]
name = "concede"
stop_after = { turn = 2, step = "end" }
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "B"
concede = true
[scenario.expect]
winner = "A"
[scenario.expect.B]
lost = true
"#,
    );
}

#[test]
fn stack_check_and_unknown_player_in_expect() {
    pass(
        r#"
[[scenario]]
name = "stack"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["player:B"]
[[scenario.checks]]
turn = 1
step = "precombat_main"
stack_count = 0
[scenario.expect]
stack = []
"#,
    );
    let why = fail(
        r#"
[[scenario]]
name = "who"
stop_after = { turn = 1, step = "end" }
[scenario.expect.C]
life = 20
"#,
    );
    assert!(why.starts_with("test.toml:2:1: expect: `C` is neither a player (A, B)"), "{why}");
}

#[test]
fn multiplayer_turn_order_and_default_defender() {
    pass(
        r#"
[[scenario]]
name = "ffa"
format = "multiplayer"
stop_after = { turn = 3, step = "end" }
[[scenario.players]]
id = "A"
[[scenario.players]]
id = "C"
[[scenario.players]]
id = "B"
battlefield = ["Grizzly Bears"]
[[scenario.actions]]
turn = 3
step = "declare_attackers"
player = "B"
attack = ["Grizzly Bears"]
[[scenario.actions]]
turn = 3
step = "postcombat_main"
player = "C"
concede = true
[[scenario.checks]]
turn = 3
step = "end_of_combat"
[scenario.checks.A]
life = 18
[scenario.checks.C]
life = 20
[scenario.expect.C]
lost = true
[scenario.expect.A]
lost = false
"#,
    );
}

#[test]
fn a_panic_is_a_failure() {
    struct Panicky;
    impl grimoire_scenario::CardLookup for Panicky {
        fn card(&self, _: &str) -> Result<std::sync::Arc<grimoire_engine::CardDef>, String> {
            panic!("lookup exploded")
        }
    }
    let out = grimoire_scenario::run_source(
        std::path::Path::new("x.toml"),
        "[[scenario]]\nname = \"p\"\nstop_after = { turn = 1, step = \"end\" }\n",
        &Panicky,
        None,
    );
    assert_eq!(out[0].failure.as_deref(), Some("panic: lookup exploded"));
}

#[test]
fn illegal_block_combination_is_dropped() {
    let src = |mode: &str| {
        format!(
            r#"
[[scenario]]
name = "menace"
illegal_blocks = "{mode}"
stop_after = {{ turn = 1, step = "end" }}
[scenario.players.A]
battlefield = ["Menace Goblin"]
[scenario.players.B]
battlefield = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Menace Goblin"]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{{ blocker = "Grizzly Bears", attacker = "Menace Goblin" }}]
[scenario.expect.B]
life = 18
"#
        )
    };
    let mut cards = TestCards::new();
    let goblin = creature("Menace Goblin", "{1}{R}", 2, 2, &[grimoire_engine::Keyword::Menace], &["Goblin"]);
    cards.0.insert(goblin.name.clone(), goblin);
    let run =
        |src: &str| grimoire_scenario::run_source(std::path::Path::new("m.toml"), src, &cards, None).remove(0).failure;
    assert_eq!(run(&src("drop")), None);
    let why = run(&src("fail")).expect("fails");
    assert!(
        why.starts_with("turn 1 declare_blockers: B could not block with Grizzly Bears blocking Menace Goblin: "),
        "{why}"
    );
}

#[test]
fn activate_by_prefix_and_number() {
    for ability in ["\"{T}:\"", "1", "\"{t}: prodigal\""] {
        pass(&format!(
            r#"
[[scenario]]
name = "pinger"
stop_after = {{ turn = 1, step = "end" }}
[scenario.players.A]
battlefield = ["Prodigal Pyromancer"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
activate = "Prodigal Pyromancer"
ability = {ability}
targets = ["player:B"]
[scenario.expect.B]
life = 19
[[scenario.expect.permanent]]
card = "Prodigal Pyromancer"
tapped = true
"#
        ));
    }
    let why = fail(
        r#"
[[scenario]]
name = "no such ability"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
battlefield = ["Prodigal Pyromancer"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
activate = "Prodigal Pyromancer"
ability = 2
"#,
    );
    assert_eq!(why, "turn 1 precombat_main: A could not activate Prodigal Pyromancer: Prodigal Pyromancer has no activated ability number 2");
}

#[test]
fn trigger_targets_from_the_queue() {
    let src = |targets: &str| {
        format!(
            r#"
[[scenario]]
name = "pup"
stop_after = {{ turn = 1, step = "end" }}
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Flame Pup"]
{targets}
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Flame Pup"
[scenario.expect.B]
life = 19
"#
        )
    };
    pass(&src("targets = [\"player:B\"]"));
    let why = fail(&src(""));
    assert!(why.starts_with("turn 1 precombat_main: A must choose targets for Flame Pup"), "{why}");
    assert!(why.ends_with("no target given for `any target`"), "{why}");
}

#[test]
fn x_from_the_action_or_choices() {
    let src = |x: &str, choices: &str| {
        format!(
            r#"
[[scenario]]
name = "blaze"
stop_after = {{ turn = 1, step = "end" }}
[scenario.players.A]
battlefield = ["Mountain", "Mountain", "Mountain"]
hand = ["Blaze"]
{choices}
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Blaze"
targets = ["player:B"]
{x}
[scenario.expect.B]
life = 18
"#
        )
    };
    pass(&src("x = 2", ""));
    pass(&src("", "choices = [\"X=2\"]"));
    let why = fail(&src("", ""));
    assert!(why.ends_with("no value for X (give `x` or an `X=N` choice)"), "{why}");
}

#[test]
fn yes_no_choices() {
    let src = |choices: &str, strict: bool| {
        format!(
            r#"
[[scenario]]
name = "study"
strict = {strict}
stop_after = {{ turn = 1, step = "end" }}
[scenario.players.A]
battlefield = ["Forest"]
hand = ["Curious Study"]
{choices}
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Curious Study"
[scenario.expect.A]
hand_count = 1
"#
        )
    };
    pass(&src("choices = [\"yes\"]", true));
    pass(&src("", false));
    let why = fail(&src("choices = [\"no\"]", true));
    assert_eq!(why, "expect A hand_count: expected 1, found 0");
    let why = fail(&src("", true));
    assert!(why.contains("A must answer yes or no: Draw a card? and the script does not say how"), "{why}");
}

#[test]
fn modes_from_the_action_or_choices() {
    let src = |modes: &str, choices: &str, targets: &str| {
        format!(
            r#"
[[scenario]]
name = "charm"
stop_after = {{ turn = 1, step = "end" }}
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Choice Charm"]
{choices}
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Choice Charm"
{modes}
{targets}
[scenario.expect.A]
life = 23
"#
        )
    };
    pass(&src("modes = [2]", "", ""));
    pass(&src("", "choices = [\"mode=2\"]", ""));
    let why = fail(&src("modes = [1]", "", "targets = [\"player:B\"]"));
    assert_eq!(why, "expect A life: expected 23, found 20");
}

#[test]
fn checks_at_steps_without_priority_and_skipped_steps() {
    pass(
        r#"
[[scenario]]
name = "untap and cleanup"
stop_after = { turn = 2, step = "untap" }
[scenario.players.A]
battlefield = [{ card = "Forest", tapped = true }, { card = "Serra Angel", damage = 2 }]
[scenario.players.B]
battlefield = [{ card = "Forest", tapped = true }]
[[scenario.checks]]
turn = 1
step = "cleanup"
[[scenario.checks.permanent]]
card = "Serra Angel"
damage = 0
[[scenario.checks]]
turn = 1
step = "declare_blockers"
[scenario.checks.B]
life = 20
[[scenario.expect.permanent]]
card = "Forest"
controller = "B"
tapped = false
[[scenario.expect.permanent]]
card = "Forest"
controller = "A"
tapped = true
"#,
    );
}

#[test]
fn expect_illegal_attack() {
    pass(
        r#"
[[scenario]]
name = "sick"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
battlefield = [{ card = "Grizzly Bears", sick = true }, "Hill Giant"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Grizzly Bears"]
expect_illegal = true
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Hill Giant"]
[scenario.expect.B]
life = 17
"#,
    );
}

#[test]
fn checks_report_their_step() {
    let why = fail(
        r#"
[[scenario]]
name = "cleanup removes damage"
stop_after = { turn = 2, step = "upkeep" }
[scenario.players.A]
battlefield = [{ card = "Serra Angel", damage = 2 }]
[[scenario.checks]]
turn = 1
step = "end"
[[scenario.checks.permanent]]
card = "Serra Angel"
damage = 1
[[scenario.checks]]
turn = 1
step = "cleanup"
[[scenario.checks.permanent]]
card = "Serra Angel"
damage = 2
"#,
    );
    assert_eq!(why, "check at turn 1 end: permanent Serra Angel: damage: expected 1, found 2");
    let why = fail(
        r#"
[[scenario]]
name = "cleanup removes damage"
stop_after = { turn = 2, step = "upkeep" }
[scenario.players.A]
battlefield = [{ card = "Serra Angel", damage = 2 }]
[[scenario.checks]]
turn = 1
step = "cleanup"
[[scenario.checks.permanent]]
card = "Serra Angel"
damage = 2
"#,
    );
    assert_eq!(why, "check at turn 1 cleanup: permanent Serra Angel: damage: expected 2, found 0");
}

#[test]
fn commander_format_and_zones() {
    pass(
        r#"
[[scenario]]
name = "commander"
format = "commander"
stop_after = { turn = 1, step = "precombat_main" }
filler = { card = "Forest", count = 5 }
[scenario.players.A]
command = ["Serra Angel"]
library = ["Hill Giant"]
graveyard = ["Shock"]
exile = ["Lightning Bolt"]
poison = 2
[scenario.players.B]
life = 7
[scenario.expect.A]
life = 40
poison = 2
command = { "Serra Angel" = 1 }
library = { "Hill Giant" = 1, Forest = 5 }
library_count = 6
graveyard = { Shock = 1 }
exile_count = 1
commander_damage = { "Serra Angel" = 0 }
[scenario.expect.B]
life = 7
"#,
    );
}

#[test]
fn simultaneous_triggers_need_no_order_in_strict_mode() {
    let src = |choices: &str| {
        format!(
            r#"
[[scenario]]
name = "two triggers"
stop_after = {{ turn = 1, step = "precombat_main" }}
[scenario.players.A]
battlefield = ["Mountain", "Life Warden"]
hand = ["Flame Pup"]
targets = ["player:B"]
{choices}
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Flame Pup"
[scenario.expect.A]
life = 21
[scenario.expect.B]
life = 19
"#
        )
    };
    pass(&src(""));
    pass(&src("choices = [\"Life Warden\"]"));
    pass(&src("choices = [\"When Flame Pup\"]"));
}

#[test]
fn expect_illegal_block_by_a_player_not_attacked() {
    pass(
        r#"
[[scenario]]
name = "not defending"
format = "multiplayer"
stop_after = { turn = 1, step = "combat_damage" }
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = [{ card = "Grizzly Bears", defender = "player:C" }]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{ blocker = "Hill Giant", attacker = "Grizzly Bears" }]
expect_illegal = true
[scenario.players.A]
battlefield = ["Grizzly Bears"]
[scenario.players.B]
battlefield = ["Hill Giant"]
[scenario.players.C]
[scenario.expect.C]
life = 18
"#,
    );
}

#[test]
fn several_attack_and_block_actions_make_one_declaration() {
    pass(
        r#"
[[scenario]]
name = "two and two"
stop_after = { turn = 1, step = "combat_damage" }
[scenario.players.A]
battlefield = ["Grizzly Bears", "Hill Giant", "Craw Wurm"]
[scenario.players.B]
battlefield = ["Typhoid Rats", "Serra Angel"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Hill Giant", "Craw Wurm"]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{ blocker = "Typhoid Rats", attacker = "Craw Wurm" }]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{ blocker = "Serra Angel", attacker = "Hill Giant" }]
[scenario.expect.A]
graveyard = { "Craw Wurm" = 1, "Hill Giant" = 1 }
[scenario.expect.B]
life = 18
graveyard = { "Typhoid Rats" = 1 }
battlefield = { "Serra Angel" = 1 }
"#,
    );
}
