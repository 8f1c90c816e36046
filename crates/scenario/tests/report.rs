//! `run_paths`: folders, sorted order, PASS/FAIL lines, JSON, filter, files that don't parse.

mod common;
use common::TestCards;
use grimoire_scenario::{run_paths, RunOptions, Summary};
use std::path::PathBuf;

const GOOD: &str = r#"
[[scenario]]
name = "bolt face"
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
life = 17

[[scenario]]
name = "wrong life"
stop_after = { turn = 1, step = "end" }
[scenario.expect.B]
life = 19
"#;

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grimoire-scenario-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/b.toml"), GOOD).unwrap();
    std::fs::write(
        dir.join("a.toml"),
        "[[scenario]]\nname = \"broken\"\nstop_after = { turn = 1, step = \"end\" }\nbogus = 1\n",
    )
    .unwrap();
    std::fs::write(dir.join("notes.txt"), "not a scenario").unwrap();
    dir
}

#[test]
fn lines_and_summary() {
    let dir = folder("lines");
    let mut out = Vec::new();
    let s = run_paths(std::slice::from_ref(&dir), &TestCards::new(), &RunOptions::default(), &mut out).unwrap();
    assert_eq!(s, Summary { passed: 1, failed: 2 });
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let a = dir.join("a.toml").display().to_string();
    assert_eq!(lines[0], format!("FAIL {a}: {a}:4:1: unknown field `bogus`, expected one of `name`, `rules`, `source`, `format`, `players`, `strict`, `start`, `mulligan`, `seed`, `shuffle`, `range_of_influence`, `filler`, `stop_after`, `illegal_blocks`, `actions`, `checks`, `expect`"));
    assert_eq!(lines[1], "PASS bolt face");
    assert_eq!(lines[2], "FAIL wrong life: expect B life: expected 19, found 20");
    assert_eq!(lines[3], "1 passed, 2 failed");
    assert_eq!(lines.len(), 4);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn json_and_filter() {
    let dir = folder("json");
    let mut out = Vec::new();
    let opts = RunOptions { json: true, filter: Some("life".into()) };
    let s = run_paths(&[dir.join("sub/b.toml")], &TestCards::new(), &opts, &mut out).unwrap();
    assert_eq!(s, Summary { passed: 0, failed: 1 });
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    let v: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(v["name"], "wrong life");
    assert_eq!(v["passed"], false);
    assert_eq!(v["reason"], "expect B life: expected 19, found 20");
    assert!(v["file"].as_str().unwrap().ends_with("b.toml"));
    assert_eq!(lines[1], "0 passed, 1 failed");
    let _ = std::fs::remove_dir_all(dir);
}
