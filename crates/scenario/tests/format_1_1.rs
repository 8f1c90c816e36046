//! What version 1.1 of the scenario format added or settled, read by the runner: the `assign`
//! action, `additional` costs, face-down objects named by their card name, both shapes of an
//! optional choice of objects, `lost` after another player wins; and colour answers to mana
//! choices, modal targets from the `targets` queue.

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

#[test]
fn lost_is_true_for_the_others_when_a_player_wins() {
    let src = r#"
[[scenario]]
name = "victory"
format = "multiplayer"
stop_after = { turn = 1, step = "end" }
players = ["A", "B", "C"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Victory"
"#;
    // `players` as a list has no set-up tables: give A a Plains and the card another way.
    let src = src.replace(
        "players = [\"A\", \"B\", \"C\"]\n",
        "[[scenario.players]]\nid = \"A\"\nbattlefield = [\"Plains\"]\nhand = [\"Victory\"]\n[[scenario.players]]\nid = \"B\"\n[[scenario.players]]\nid = \"C\"\n",
    );
    let expect = "[scenario.expect]\nwinner = \"A\"\n[scenario.expect.A]\nlost = false\n[scenario.expect.B]\nlost = true\nlife = 20\n[scenario.expect.C]\nlost = true\n";
    pass(&format!("{src}{expect}"));
    let why = fail(&format!("{src}[scenario.expect.B]\nlost = false\n"));
    assert_eq!(why, "expect B lost: expected false, found true");
}

#[test]
fn colour_answers_name_mana_options_and_back() {
    use grimoire_scenario::choices::match_option;
    let mana: Vec<String> = ["{W}", "{U}", "{B}", "{R}", "{G}"].iter().map(|s| s.to_string()).collect();
    assert_eq!(match_option("red", &mana), Some(3));
    assert_eq!(match_option("Green", &mana), Some(4));
    assert_eq!(match_option("{U}", &mana), Some(1));
    let two: Vec<String> = ["{W}{W}", "{R}{R}", "{C}"].iter().map(|s| s.to_string()).collect();
    assert_eq!(match_option("red", &two), Some(1));
    assert_eq!(match_option("colourless", &two), Some(2));
    assert_eq!(match_option("colorless", &two), Some(2));
    let mixed: Vec<String> = vec!["{R}{G}".into()];
    assert_eq!(match_option("red", &mixed), None);
    let colours: Vec<String> = ["White", "Blue", "Black", "Red", "Green"].iter().map(|s| s.to_string()).collect();
    assert_eq!(match_option("{R}", &colours), Some(3));
    assert_eq!(match_option("red", &colours), Some(3));
}

/// A casts Twin Charm (choose one or both; 2 damage, 1 damage) with `modes`, `targets` and a
/// `targets` queue; B has Grizzly Bears.
fn twin_charm(action: &str, queue: &str, expect: &str) -> String {
    format!(
        r#"
[[scenario]]
name = "twin"
stop_after = {{ turn = 1, step = "precombat_main" }}
[scenario.players.A]
battlefield = ["Mountain"]
hand = ["Twin Charm"]
targets = [{queue}]
[scenario.players.B]
battlefield = ["Grizzly Bears"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Twin Charm"
{action}
{expect}
"#
    )
}

#[test]
fn modal_targets_come_from_the_targets_queue() {
    let bears_hit =
        "[scenario.expect.B]\nlife = 18\n[[scenario.expect.permanent]]\ncard = \"Grizzly Bears\"\ndamage = 1\n";
    // The first mode's target written, the second mode's from the queue.
    pass(&twin_charm("modes = [1, 2]\ntargets = [\"player:B\"]", "\"Grizzly Bears\"", bears_hit));
    // Both from the queue.
    pass(&twin_charm("modes = [1, 2]", "\"player:B\", \"Grizzly Bears\"", bears_hit));
    // The second mode alone, its target from the queue.
    let only = "[scenario.expect.B]\nlife = 20\n[[scenario.expect.permanent]]\ncard = \"Grizzly Bears\"\ndamage = 1\n";
    pass(&twin_charm("modes = [2]", "\"Grizzly Bears\"", only));
}
