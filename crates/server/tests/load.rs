//! A bounded load test: 100 concurrent computer-vs-computer games on one server, every
//! answer stored in SQLite, reporting the move latency (decision posed to answer stored).
//! Run with `cargo test -p grimoire-server --test load -- --ignored --nocapture`.

use grimoire_server::seat::{DeckSource, SeatKind};
use grimoire_server::{Options, Server};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a load test; run explicitly"]
async fn hundred_concurrent_computer_games() {
    let games = 100;
    let metrics = Arc::new(Mutex::new(Vec::new()));
    let dir = std::env::temp_dir().join(format!("grimoire-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("load.db");
    let _ = std::fs::remove_file(&db);
    let server = Server::start(Options {
        addr: "127.0.0.1:0".parse().unwrap(),
        db: Some(db),
        metrics: Some(metrics.clone()),
        test_positions: false,
        cards: None,
    })
    .await
    .unwrap();
    let start = Instant::now();
    let seats = [
        (SeatKind::Random, DeckSource::Bundled("red-burn".into())),
        (SeatKind::Random, DeckSource::Bundled("green-white".into())),
    ];
    let ids: Vec<String> = (0..games).map(|_| server.lobby.create_computer_game(&seats).unwrap()).collect();
    loop {
        let done = ids.iter().filter(|id| server.lobby.room(id).unwrap().summary().status == "finished").count();
        if done == ids.len() {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(600), "{done} of {games} games finished in 10 minutes");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let wall = start.elapsed();
    let all = metrics.lock().unwrap().clone();
    let sorted = |f: fn(&(u64, u64)) -> u64| {
        let mut v: Vec<u64> = all.iter().map(f).collect();
        v.sort_unstable();
        v
    };
    let (lat, service) = (sorted(|t| t.0), sorted(|t| t.1));
    let pct = |v: &[u64], p: f64| v[((v.len() as f64 - 1.0) * p) as usize];
    println!(
        "{games} concurrent games, {} moves in {:.2} s ({:.0} moves/s); move latency p50 {} µs, p99 {} µs, max {} µs; \
         service time (decide, check, store, apply) p50 {} µs, p99 {} µs",
        lat.len(),
        wall.as_secs_f64(),
        lat.len() as f64 / wall.as_secs_f64(),
        pct(&lat, 0.5),
        pct(&lat, 0.99),
        lat.last().unwrap(),
        pct(&service, 0.5),
        pct(&service, 0.99),
    );
    let _ = std::fs::remove_dir_all(&dir);
}
