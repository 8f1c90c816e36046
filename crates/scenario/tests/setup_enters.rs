//! Set-up permanents get the effects that say how they enter (CR 614.1c-d, 614.12), not
//! their enters triggers; stated `tapped` and `counters` override those effects.

mod common;
use common::*;

const HEAD: &str = r#"
[[scenario]]
name = "setup"
stop_after = { turn = 1, step = "precombat_main" }
"#;

#[test]
fn own_enters_tapped_and_counters_apply_and_no_trigger_fires() {
    pass(&format!(
        r#"{HEAD}
[scenario.players.A]
battlefield = ["Tapped Vale", "Counter Pup"]
[scenario.expect]
stack_count = 0
[scenario.expect.B]
life = 20
[[scenario.expect.permanent]]
card = "Tapped Vale"
tapped = true
[[scenario.expect.permanent]]
card = "Counter Pup"
tapped = false
counters = {{ "+1/+1" = 2 }}
power = 3
toughness = 3
"#
    ));
}

#[test]
fn without_the_effects_the_checks_fail() {
    // The same expectations on cards without the effects fail: the checks can fail.
    let why = fail(&format!(
        r#"{HEAD}
[scenario.players.A]
battlefield = ["Forest"]
[[scenario.expect.permanent]]
card = "Forest"
tapped = true
"#
    ));
    assert!(why.contains("tapped"), "{why}");
}

#[test]
fn stated_tapped_and_counters_override_the_effects() {
    pass(&format!(
        r#"{HEAD}
[scenario.players.A]
battlefield = [{{ card = "Tapped Vale", tapped = false }}, {{ card = "Counter Pup", counters = {{ "+1/+1" = 5 }} }}, {{ card = "Counter Pup", as = "bare", counters = {{ "+1/+1" = 0 }} }}]
[[scenario.expect.permanent]]
card = "Tapped Vale"
tapped = false
[[scenario.expect.permanent]]
card = "Counter Pup"
counters = {{ "+1/+1" = 5 }}
[[scenario.expect.permanent]]
card = "@bare"
power = 1
"#
    ));
}

#[test]
fn another_permanents_enter_tapped_applies_whatever_the_list_order() {
    // B's creature is listed before A's Tapped Gate, on another seat: it still enters tapped.
    pass(
        r#"
[[scenario]]
name = "setup"
stop_after = { turn = 1, step = "precombat_main" }
players = [{ id = "B", battlefield = ["Grizzly Bears", "Forest"] }, { id = "A", battlefield = ["Tapped Gate", "Hill Giant"] }]
[[scenario.expect.permanent]]
card = "Grizzly Bears"
tapped = true
[[scenario.expect.permanent]]
card = "Forest"
tapped = false
[[scenario.expect.permanent]]
card = "Hill Giant"
tapped = false
"#,
    );
}
