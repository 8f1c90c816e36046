//! Memory before and after a restart: 1,000 stored games waiting for a person, first as
//! created (live), then as restored from the database by a fresh server, each phase in its
//! own process so that neither inherits the other's heap. Restored games once held their own
//! copy of every card definition (77 MB live, 469 MB restored); they now share the card
//! database's, so the two figures should be within 1.5x.
//! Run with `cargo test --release -p grimoire-server --test memory -- --ignored --nocapture`.

use grimoire_server::lobby::{CreateGame, OtherSeat};
use grimoire_server::seat::{DeckSource, SeatKind};
use grimoire_server::{Options, Server};
use std::process::Command;

const GAMES: usize = 1000;
const PHASE: &str = "GRIMOIRE_MEMORY_PHASE";
const DB: &str = "GRIMOIRE_MEMORY_DB";

/// This process's resident set size, in KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// One phase, in a child process: prints `RSS <KiB> <games in the lobby>`.
async fn phase(which: &str, db: std::path::PathBuf) {
    let server = Server::start(Options { db: Some(db), ..Options::default() }).await.unwrap();
    if which == "create" {
        for i in 0..GAMES {
            let deck = DeckSource::Bundled(if i % 2 == 0 { "red-burn" } else { "green-white" }.into());
            let others = vec![OtherSeat { kind: SeatKind::Heuristic, deck: Some(deck.clone()) }];
            server
                .lobby
                .create(CreateGame { name: "Ann".into(), deck, others, format: Default::default(), best_of: 1 })
                .unwrap();
        }
    }
    // Let the computer seats take their first decisions.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    println!("RSS {} {}", rss_kib(), server.lobby.list().len());
}

fn run_phase(which: &str, db: &std::path::Path) -> (u64, usize) {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "rss_after_a_restart", "--ignored", "--nocapture"])
        .env(PHASE, which)
        .env(DB, db)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().find(|l| l.starts_with("RSS ")).unwrap_or_else(|| panic!("{text}"));
    let mut w = line.split_whitespace().skip(1);
    (w.next().unwrap().parse().unwrap(), w.next().unwrap().parse().unwrap())
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a measurement; run explicitly"]
async fn rss_after_a_restart() {
    if let Ok(which) = std::env::var(PHASE) {
        return phase(&which, std::env::var(DB).unwrap().into()).await;
    }
    let dir = std::env::temp_dir().join(format!("grimoire-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    let _ = std::fs::remove_file(&db);
    let (live, n) = run_phase("create", &db);
    let (restored, m) = run_phase("restore", &db);
    println!(
        "{GAMES} stored games: RSS {:.1} MB live, {:.1} MB after a restart ({:.2}x); {n} and {m} games in the lobby",
        live as f64 / 1024.0,
        restored as f64 / 1024.0,
        restored as f64 / live as f64
    );
    assert_eq!((n, m), (GAMES, GAMES));
    assert!((restored as f64) <= 1.5 * live as f64, "memory after a restart within 1.5x of before");
    let _ = std::fs::remove_dir_all(&dir);
}
