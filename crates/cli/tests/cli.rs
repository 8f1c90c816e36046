//! The `grimoire` program end to end: each subcommand on the bundled cards and decks.

use std::process::Command;

fn grimoire(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_grimoire")).args(args).output().expect("runs");
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

#[test]
fn sim_plays_games_and_reports() {
    let (ok, out) = grimoire(&["sim", "--games", "20", "--seed", "3"]);
    assert!(ok, "{out}");
    assert!(out.contains("20 games"), "{out}");
    assert!(out.contains("games/s"), "{out}");
}

#[test]
fn replay_round_trip_matches() {
    let dir = std::env::temp_dir().join(format!("grimoire-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let (ok, out) = grimoire(&["sim", "--games", "1", "--seed", "11", "--record", file.to_str().unwrap()]);
    assert!(ok, "{out}");
    let (ok, out) = grimoire(&["replay", file.to_str().unwrap()]);
    assert!(ok, "{out}");
    assert!(out.contains("replay matches the recording"), "{out}");
    assert!(out.contains("plays") || out.contains("casts"), "the log shows actions: {out}");
}

#[test]
fn bad_replay_file_names_the_problem() {
    let dir = std::env::temp_dir().join(format!("grimoire-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.json");
    std::fs::write(&file, "{ not json").unwrap();
    let (ok, out) = grimoire(&["replay", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.contains("is not a replay file"), "{out}");
}

#[test]
fn every_bundled_supported_card_survives_a_smoke_test() {
    let (ok, out) = grimoire(&["cards", "smoke", "--seeds", "2"]);
    assert!(ok, "{out}");
    assert!(out.contains(" 0 failed"), "{out}");
}

#[test]
fn deck_check_reports_playable_and_unplayable_decks() {
    let (ok, out) = grimoire(&["deck", "check", "red-burn"]);
    assert!(ok, "{out}");
    assert!(out.contains("deck is playable"), "{out}");
    let dir = std::env::temp_dir().join(format!("grimoire-deck-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("deck.txt");
    std::fs::write(&file, "4 Lightning Bolt\n4 Not A Real Card\n").unwrap();
    let (ok, out) = grimoire(&["deck", "check", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.contains("Not A Real Card: unknown card"), "{out}");
}

#[test]
fn cards_show_prints_the_card_in_words_or_json() {
    let (ok, out) = grimoire(&["cards", "show", "Lightning Bolt"]);
    assert!(ok, "{out}");
    assert!(out.contains("Lightning Bolt deals 3 damage to any target.") && out.contains("Supported"), "{out}");
    assert!(!out.contains("DealDamage"), "no Rust Debug text for people: {out}");
    let (ok, out) = grimoire(&["cards", "show", "Lightning Bolt", "--json"]);
    assert!(ok, "{out}");
    let card: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(card["name"], "Lightning Bolt");
    assert!(card["abilities"].as_array().is_some_and(|a| !a.is_empty()), "{out}");
    let (ok, out) = grimoire(&["cards", "show", "Lightnig Bolt"]);
    assert!(!ok);
    assert!(out.contains("no card named \"Lightnig Bolt\" (did you mean Lightning Bolt?)"), "{out}");
}

#[test]
fn play_in_the_terminal_reads_cards_and_ends_in_words() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(["play", "--name", "Ann"])
        .env("COLUMNS", "60")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"show lightning bolt\n? grizly bears\n?\n\nq\n").unwrap();
    let raw = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    // (A prompt's line goes on with what follows it: the typed answer isn't echoed here.)
    let long = raw.lines().map(|l| l.rsplit(": ").next().unwrap_or(l)).find(|l| l.chars().count() > 60);
    assert!(long.is_none(), "wrapped between words: {long:?}");
    let out = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(out.contains("(seed ") && out.contains("plays this game again"), "a new seed, printed: {out}");
    assert!(out.contains("| Lightning Bolt deals 3 damage to any target."), "{out}");
    assert!(out.contains("did you mean Grizzly Bears?"), "{out}");
    assert!(out.contains("`q` concedes the game"), "{out}");
    assert!(out.contains("Game over after") && out.contains("Computer (green-white) wins."), "{out}");
    assert!(!out.contains("Some(") && !out.contains("PlayerId"), "no Rust Debug text: {out}");
}

#[test]
fn scenario_run_reports_pass_fail_and_a_summary() {
    let dir = std::env::temp_dir().join(format!("grimoire-scen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bolt.toml");
    std::fs::write(
        &file,
        r#"
[[scenario]]
name = "bolt to the face"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.players.A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[[scenario.actions]]
turn = 1
step = "precombat_main"
player = "A"
cast = "Lightning Bolt"
targets = ["player:B"]
[scenario.expect.B]
life = 17

[[scenario]]
name = "a wrong expectation fails with what was found"
stop_after = { turn = 1, step = "precombat_main" }
[scenario.expect.B]
life = 3
"#,
    )
    .unwrap();
    let (ok, out) = grimoire(&["scenario", "run", file.to_str().unwrap()]);
    assert!(!ok, "a failing scenario makes the run fail");
    assert!(out.contains("PASS bolt to the face"), "{out}");
    assert!(out.contains("expected 3, found 20"), "{out}");
    assert!(out.trim_end().ends_with("1 passed, 1 failed"), "{out}");
}

#[test]
fn sim_with_players_writes_json_lines_and_alternates_seats() {
    let out = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(["sim", "--games", "4", "--player", "heuristic", "--player", "random", "--json"])
        .output()
        .expect("runs");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<serde_json::Value> = stdout.lines().map(|l| serde_json::from_str(l).expect("json")).collect();
    assert_eq!(lines.len(), 4);
    for (i, g) in lines.iter().enumerate() {
        assert_eq!(g["seed"], i as u64);
        assert!(g["turns"].as_u64().unwrap() > 0);
        assert!(g["winner"].is_null() || g["winner"].as_u64().unwrap() < 2);
        let first = if i % 2 == 0 { "heuristic" } else { "random" };
        assert_eq!(g["players"][0], first, "seats alternate: {g}");
    }
    let summary = String::from_utf8_lossy(&out.stderr);
    assert!(summary.contains("win rate (95% CI)"), "{summary}");
}

#[test]
fn unknown_player_kind_is_refused() {
    let (ok, out) = grimoire(&["sim", "--games", "1", "--player", "genius"]);
    assert!(!ok);
    assert!(out.contains("unknown player"), "{out}");
}

#[test]
fn huge_counts_in_deck_files_and_scenario_fillers_are_refused_not_allocated() {
    // Both once aborted the process ("memory allocation of ... bytes failed").
    let dir = std::env::temp_dir().join(format!("grimoire-huge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let deck = dir.join("huge.txt");
    std::fs::write(&deck, "60 Mountain\n4294967295 Mountain\n").unwrap();
    let (ok, out) = grimoire(&["sim", "--deck", deck.to_str().unwrap(), "--deck", "red-burn", "--games", "1"]);
    assert!(!ok);
    assert!(out.contains("line 2: 4294967295 copies of \"Mountain\"; a line may ask for at most 250"), "{out}");
    let scenario = dir.join("huge.toml");
    std::fs::write(
        &scenario,
        "[[scenario]]\nname = \"huge\"\nstop_after = { turn = 1, step = \"end\" }\nfiller = { card = \"Wastes\", count = 4000000000 }\n",
    )
    .unwrap();
    let (ok, out) = grimoire(&["scenario", "run", scenario.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.contains("filler count 4000000000 is more than 250"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
