//! A bounded load test: 100 concurrent computer-vs-computer games on one server, every
//! answer stored in SQLite, reporting the move latency (decision posed to answer stored);
//! meanwhile 10 people play against the computer through plain WebSocket clients, and the
//! test reports what they see: the time from sending an answer to receiving their next
//! decision (the server's work, the computer's moves in between, and the network stack,
//! where a missing TCP_NODELAY once added ~44 ms to most of them).
//! Run with `cargo test -p grimoire-server --test load -- --ignored --nocapture`.

mod common;

use common::*;
use grimoire_server::seat::{DeckSource, SeatKind};
use grimoire_server::{Options, Server};
use serde_json::json;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Plays one game as a person against the heuristic player; returns the time from each
/// answer sent to the next decision (or the end) received, in microseconds.
async fn person(addr: std::net::SocketAddr, deck: &str) -> Vec<u64> {
    let (id, tok) = create(addr, "Ann", deck, json!([{"kind": "heuristic", "deck": bundled("red-burn")}])).await;
    let mut s = Seat::connect(addr, &id, &tok).await.unwrap();
    let mut waits = Vec::new();
    loop {
        s.until_my_turn().await;
        let v = s.view.clone().unwrap();
        if !v["result"].is_null() {
            return waits;
        }
        let n = v["answers"].as_u64().unwrap();
        let (k, d) = s.decision().unwrap();
        let sent = Instant::now();
        s.answer(auto_answer(&k, &d)).await;
        loop {
            let m = s.next().await;
            assert_ne!(m["type"], "error", "{m}");
            let v = &m["view"];
            if m["type"] == "view"
                && v["answers"].as_u64().unwrap() > n
                && (!v["decision"].is_null() || !v["result"].is_null())
            {
                break;
            }
        }
        waits.push(sent.elapsed().as_micros() as u64);
    }
}

fn pct(v: &[u64], p: f64) -> u64 {
    v[((v.len() as f64 - 1.0) * p) as usize]
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a load test; run explicitly"]
async fn hundred_concurrent_computer_games() {
    let games = 100;
    let metrics = Arc::new(Mutex::new(Vec::new()));
    let dir = std::env::temp_dir().join(format!("grimoire-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("load.db");
    let _ = std::fs::remove_file(&db);
    let server =
        Server::start(Options { db: Some(db), metrics: Some(metrics.clone()), ..Options::default() }).await.unwrap();
    let start = Instant::now();
    let seats = [
        (SeatKind::Random, DeckSource::Bundled("red-burn".into())),
        (SeatKind::Random, DeckSource::Bundled("green-white".into())),
    ];
    let ids: Vec<String> = (0..games).map(|_| server.lobby.create_computer_game(&seats).unwrap()).collect();
    let addr = server.addr;
    let people: Vec<_> =
        (0..10).map(|i| tokio::spawn(person(addr, if i % 2 == 0 { "red-burn" } else { "green-white" }))).collect();
    loop {
        let done = ids.iter().filter(|id| server.lobby.room(id).unwrap().summary().status == "finished").count();
        if done == ids.len() {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(600), "{done} of {games} games finished in 10 minutes");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let wall = start.elapsed();
    let mut waits = Vec::new();
    for p in people {
        waits.extend(p.await.unwrap());
    }
    waits.sort_unstable();
    let all = metrics.lock().unwrap().clone();
    let sorted = |f: fn(&(u64, u64)) -> u64| {
        let mut v: Vec<u64> = all.iter().map(f).collect();
        v.sort_unstable();
        v
    };
    let (lat, service) = (sorted(|t| t.0), sorted(|t| t.1));
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
    println!(
        "10 people over WebSocket meanwhile: answer -> next decision p50 {} µs, p99 {} µs, max {} µs ({} answers)",
        pct(&waits, 0.5),
        pct(&waits, 0.99),
        waits.last().unwrap(),
        waits.len(),
    );
    let _ = std::fs::remove_dir_all(&dir);
}
