//! What version 1.1 of the scenario format added, read by the runner: the `assign` action.

mod common;
use common::*;

/// Craw Wurm (6/4) attacks; B blocks with Grizzly Bears and Hill Giant; A's script for the
/// combat damage step is `assign` (empty: none).
fn wurm_double_block(strict: bool, assign: &str, expect: &str) -> String {
    format!(
        r#"
[[scenario]]
name = "divide"
strict = {strict}
stop_after = {{ turn = 1, step = "combat_damage" }}
[scenario.players.A]
battlefield = ["Craw Wurm"]
[scenario.players.B]
battlefield = ["Grizzly Bears", "Hill Giant"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Craw Wurm"]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{{ blocker = "Grizzly Bears", attacker = "Craw Wurm" }}, {{ blocker = "Hill Giant", attacker = "Craw Wurm" }}]
{assign}
{expect}
"#
    )
}

fn assign_action(entries: &str, extra: &str) -> String {
    format!("[[scenario.actions]]\nturn = 1\nstep = \"combat_damage\"\nplayer = \"A\"\nassign = [{entries}]\n{extra}\n")
}

#[test]
fn assign_divides_an_attackers_damage_as_written() {
    let assign = assign_action(
        r#"{ attacker = "Craw Wurm", to = "Grizzly Bears", amount = 1 }, { attacker = "Craw Wurm", to = "Hill Giant", amount = 5 }"#,
        "",
    );
    let expect = r#"
[scenario.expect.B]
graveyard = { "Hill Giant" = 1, "Grizzly Bears" = 0 }
[[scenario.expect.permanent]]
card = "Grizzly Bears"
damage = 1
"#;
    pass(&wurm_double_block(true, &assign, expect));
}

#[test]
fn an_attacker_not_listed_divides_by_the_default_in_strict_mode_too() {
    // Lethal damage to each blocker in declaration order (2, then 3), the rest to the last.
    let expect = r#"
[scenario.expect.B]
graveyard = { "Hill Giant" = 1, "Grizzly Bears" = 1 }
"#;
    pass(&wurm_double_block(true, "", expect));
    // An `assign` for another creature leaves this one to the default too.
    let other = assign_action(r#"{ attacker = "Grizzly Bears", to = "Craw Wurm", amount = 2 }"#, "");
    pass(&wurm_double_block(true, &other, expect));
}

#[test]
fn a_division_the_engine_refuses_fails_with_its_reason() {
    let assign = assign_action(
        r#"{ attacker = "Craw Wurm", to = "Grizzly Bears", amount = 1 }, { attacker = "Craw Wurm", to = "Hill Giant", amount = 1 }"#,
        "",
    );
    let why = fail(&wurm_double_block(true, &assign, ""));
    assert!(why.starts_with("turn 1 combat_damage: A could not assign combat damage"), "{why}");
    assert!(why.contains("assign exactly 6 damage, not 2"), "{why}");
    // Not to a player without trample (CR 510.1c).
    let assign = assign_action(r#"{ attacker = "Craw Wurm", to = "player:B", amount = 6 }"#, "");
    let why = fail(&wurm_double_block(true, &assign, ""));
    assert!(why.contains("can't be assigned this creature's damage"), "{why}");
}

#[test]
fn expect_illegal_assign_then_the_division_made() {
    // Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears: lethal damage to the blocker
    // first (CR 702.19b), then any division.
    let src = r#"
[[scenario]]
name = "trample"
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
[[scenario.actions]]
turn = 1
step = "combat_damage"
player = "A"
expect_illegal = true
assign = [{ attacker = "Colossal Dreadmaw", to = "Grizzly Bears", amount = 1 }, { attacker = "Colossal Dreadmaw", to = "player:B", amount = 5 }]
[[scenario.actions]]
turn = 1
step = "combat_damage"
player = "A"
assign = [{ attacker = "Colossal Dreadmaw", to = "Grizzly Bears", amount = 3 }, { attacker = "Colossal Dreadmaw", to = "player:B", amount = 3 }]
[scenario.expect.B]
life = 17
graveyard = { "Grizzly Bears" = 1 }
"#;
    pass(src);
}

#[test]
fn assign_with_nothing_to_divide_and_unknown_names() {
    // One blocker, no trample: the engine asks nothing (CR 510.1c); a matching `assign` is fine.
    let src = |attacker: &str| {
        format!(
            r#"
[[scenario]]
name = "one blocker"
stop_after = {{ turn = 1, step = "combat_damage" }}
[scenario.players.A]
battlefield = ["Hill Giant"]
[scenario.players.B]
battlefield = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "declare_attackers"
player = "A"
attack = ["Hill Giant"]
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "B"
block = [{{ blocker = "Grizzly Bears", attacker = "Hill Giant" }}]
[[scenario.actions]]
turn = 1
step = "combat_damage"
player = "A"
assign = [{{ attacker = "{attacker}", to = "Grizzly Bears", amount = 3 }}]
[scenario.expect.B]
graveyard = {{ "Grizzly Bears" = 1 }}
"#
        )
    };
    pass(&src("Hill Giant"));
    let why = fail(&src("Hill Gaint"));
    assert!(why.contains("there is no `Hill Gaint`"), "{why}");
}

#[test]
fn assign_belongs_to_a_combat_damage_step() {
    let src = r#"
[[scenario]]
name = "wrong step"
stop_after = { turn = 1, step = "end" }
[[scenario.actions]]
turn = 1
step = "declare_blockers"
player = "A"
assign = [{ attacker = "Craw Wurm", to = "Hill Giant", amount = 6 }]
"#;
    let why = fail(src);
    assert!(why.contains("`assign` divides combat damage: its step is a combat damage step"), "{why}");
}
