//! Spectators, throttling and size limits, the details a browser needs to build casts and
//! activations (modes with their targets, sacrifice and discard choices, chosen mana
//! sources), and search seats that never stall the runtime.

mod common;

use common::*;
use grimoire_server::seat::{DeckSource, SeatKind};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The ids of the cards in the view's battlefields with this name.
fn ids_named(v: &Value, name: &str) -> Vec<u64> {
    let mut out = Vec::new();
    for p in v["players"].as_array().unwrap() {
        for zone in ["battlefield", "hand", "graveyard"] {
            for c in p[zone].as_array().into_iter().flatten() {
                if c["name"] == name {
                    out.push(c["id"].as_u64().unwrap());
                }
            }
        }
    }
    out
}

fn zone_names(v: &Value, seat: usize, zone: &str) -> Vec<String> {
    v["players"][seat][zone].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn spectators_see_only_public_information_and_cannot_act() {
    let server = start(None).await;
    let a = server.addr;
    let (id, t0) = create(a, "Ann", "green-white", json!([{"kind": "human"}])).await;
    let (_, joined) =
        post(a, &format!("/api/games/{id}/join"), json!({"name": "Bob", "deck": bundled("red-burn")})).await;
    let t1 = joined["token"].as_str().unwrap().to_string();
    let mut ann = Seat::connect(a, &id, &t0).await.unwrap();
    let mut bob = Seat::connect(a, &id, &t1).await.unwrap();
    let mut eve = Seat::watch(a, &id).await.unwrap();
    // Without a token and without asking to watch, no connection.
    let (st, _) = get(a, &format!("/ws/{id}")).await;
    assert_ne!(st, 101);

    let chooser = if ann.decision().is_some() { &mut ann } else { &mut bob };
    chooser.answer(json!({"Option": 0})).await;
    while chooser.next().await["view"]["answers"] != 1 {}
    ann.until_my_turn().await;
    while eve.view.as_ref().unwrap()["answers"] != 1 {
        eve.next().await;
    }
    let v = eve.view.clone().unwrap();
    assert_eq!(v["spectator"], true);
    assert!(v["decision"].is_null(), "a spectator is asked nothing");
    assert_eq!(v["waiting_for"], 0, "who must decide is public");
    for p in 0..2 {
        assert!(v["players"][p]["hand"].is_null(), "no hand contents");
        assert_eq!(v["players"][p]["hand_count"], 7);
        assert!(v["players"][p]["library"].is_u64(), "libraries are sizes only");
    }
    let text = v.to_string();
    for seat in [&ann, &bob] {
        let own = seat.view.as_ref().unwrap();
        let me = own["you"].as_u64().unwrap() as usize;
        for c in own["players"][me]["hand"].as_array().unwrap() {
            assert!(!text.contains(&format!("\"id\":{},", c["id"])), "hand card {c} leaks to the spectator");
            assert!(!text.contains(c["text"].as_str().unwrap()) || c["text"] == "", "hand card text leaks: {c}");
        }
    }
    // Ann's mulligan decision (with her hand in it) is hers alone.
    assert!(!text.contains("Mulligan"));
    // A spectator cannot answer, not even Ann's decision, nor concede.
    let e = eve.expect_error(&json!({"type": "answer", "answer": "Keep", "expect": 1}).to_string()).await;
    assert!(e.contains("spectator"), "{e}");
    let e = eve.expect_error(r#"{"type":"concede"}"#).await;
    assert!(e.contains("spectator"), "{e}");
    // The game goes on and the spectator follows it.
    ann.answer(json!("Keep")).await;
    loop {
        let m = eve.next().await;
        if m["type"] == "view" && m["view"]["answers"] == 2 {
            break;
        }
    }
    assert!(eve.view.as_ref().unwrap()["players"][0]["hand"].is_null());
}

#[tokio::test]
async fn a_flood_is_throttled_with_one_error_and_the_connection_stays_usable() {
    let server = start(None).await;
    let (id, tok) = create(server.addr, "Ann", "red-burn", json!([{"kind": "human"}])).await;
    let mut ann = Seat::connect(server.addr, &id, &tok).await.unwrap();
    // 100 messages at once: the first burst is handled (each refused: the game has not
    // started), then one "slow down", then silence.
    for _ in 0..100 {
        ann.send_text(r#"{"type":"answer","answer":"Pass"}"#).await;
    }
    let (mut refused, mut slow) = (0, 0);
    while let Some(m) = ann.next_within(Duration::from_millis(700)).await {
        assert_eq!(m["type"], "error", "{m}");
        if m["message"].as_str().unwrap().contains("too many messages") {
            slow += 1;
        } else {
            refused += 1;
        }
    }
    assert_eq!(slow, 1, "one warning for the whole flood");
    assert!((20..40).contains(&refused), "about a burst's worth handled, not all 100: {refused}");
    // A second later the connection works as before.
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let e = ann.expect_error(r#"{"type":"answer","answer":"Pass"}"#).await;
    assert!(e.contains("not started"), "{e}");
}

#[tokio::test]
async fn oversized_and_malformed_messages_are_refused() {
    let server = start(None).await;
    let (id, tok) = create(server.addr, "Ann", "red-burn", json!([{"kind": "human"}])).await;
    let mut ann = Seat::connect(server.addr, &id, &tok).await.unwrap();
    let long = format!(r#"{{"type":"answer","answer":{{"Cards":[{}]}}}}"#, vec!["1"; 10_000].join(","));
    assert!(long.len() > 16 * 1024);
    let e = ann.expect_error(&long).await;
    assert!(e.contains("too long"), "{e}");
    for (msg, why) in
        [("{", "malformed"), ("[]", "malformed"), ("{\"type\":\"answer\",\"answer\":{\"Cards\":\"x\"}}", "malformed")]
    {
        let e = ann.expect_error(msg).await;
        assert!(e.contains(why), "{msg}: {e}");
    }
    let e = ann.expect_error(r#"{"type":"answer","answer":"Pass"}"#).await;
    assert!(e.contains("not started"), "still usable: {e}");
    // A frame past the protocol limit closes the connection; the seat can come back.
    ann.try_send_text("x".repeat(400 * 1024)).await;
    assert!(ann.closed_within(Duration::from_secs(5)).await, "a huge frame closes the connection");
    let mut again = Seat::connect(server.addr, &id, &tok).await.unwrap();
    let e = again.expect_error(r#"{"type":"answer","answer":"Pass"}"#).await;
    assert!(e.contains("not started"), "{e}");
}

const POSITION: &str = r#"
[[scenario]]
name = "casts with choices"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Molten Blast", "Lightning Bolt", "Grizzly Bears"]
battlefield = ["Mountain", "Mountain", "Forest", "Forest", "Vampire Aristocrat", "Llanowar Elves", "Ravenous Bloodseeker"]
[scenario.players.B]
battlefield = ["Hill Giant", "Ornithopter"]
"#;

#[tokio::test]
async fn priority_details_give_mode_targets_cost_choices_and_chosen_mana_sources_are_used() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, POSITION, json!(["human", "human"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    ann.until_my_turn().await;
    let v = ann.view.clone().unwrap();
    let (kind, d) = ann.decision().unwrap();
    assert_eq!(kind, "Priority");
    let actions = d["actions"].as_array().unwrap();
    let details = v["decision"]["details"].as_array().unwrap();
    assert_eq!(actions.len(), details.len(), "one detail per action");
    let blast = ids_named(&v, "Molten Blast")[0];
    let (giant, thopter) = (ids_named(&v, "Hill Giant")[0], ids_named(&v, "Ornithopter")[0]);
    let k = actions.iter().position(|a| a["Cast"]["card"] == blast).expect("Molten Blast is castable");
    let modes = details[k]["mode_targets"].as_array().unwrap();
    assert_eq!(modes.len(), 2, "a requirement list per mode");
    let legal = |m: usize| modes[m][0]["legal"].as_array().unwrap().clone();
    assert!(legal(0).contains(&json!({"Object": giant})) && legal(0).contains(&json!({"Object": thopter})));
    assert!(!legal(1).contains(&json!({"Object": giant})), "only artifacts for mode 2");
    assert!(legal(1).contains(&json!({"Object": thopter})));

    let aristocrat = ids_named(&v, "Vampire Aristocrat")[0];
    let elves = ids_named(&v, "Llanowar Elves")[0];
    let k = actions.iter().position(|a| a["Activate"]["source"] == aristocrat).unwrap();
    let costs = details[k]["costs"].as_array().unwrap();
    assert_eq!(costs.len(), 1);
    assert_eq!(costs[0]["kind"], "Sacrifice");
    assert_eq!(costs[0]["count"], 1);
    assert!(costs[0]["candidates"].as_array().unwrap().contains(&json!(elves)));

    // Mode 2 (destroy target artifact), paid with the two Forests and one Mountain.
    let forests = ids_named(&v, "Forest");
    let mountains = ids_named(&v, "Mountain");
    let pay = json!([forests[0], forests[1], mountains[1]]);
    let n = v["answers"].clone();
    ann.answer(json!({"Cast": {"card": blast, "modes": [1], "x": null, "targets": [[{"Object": thopter}]],
        "divide": [], "payment": pay, "cost_choices": []}}))
        .await;
    while ann.next().await["view"]["answers"] == n {}
    let v = ann.view.clone().unwrap();
    let tapped = |id: u64| {
        v["players"][0]["battlefield"].as_array().unwrap().iter().find(|c| c["id"] == id).unwrap()["tapped"] == true
    };
    assert!(tapped(forests[0]) && tapped(forests[1]) && tapped(mountains[1]), "the chosen sources paid");
    assert!(!tapped(mountains[0]), "the other Mountain did not");
    // The spell on the stack carries its full text, for reading on hover or tap.
    assert!(v["stack"][0]["card_text"].as_str().unwrap().contains("Destroy target artifact"), "{}", v["stack"]);
    assert_eq!(v["stack"][0]["cost"], "{2}{R}");
    // Let it resolve (B passes too).
    let mut bob = Seat::connect(server.addr, &id, tokens[1].as_ref().unwrap()).await.unwrap();
    ann.answer(json!("Pass")).await;
    bob.until_my_turn().await;
    bob.answer(json!("Pass")).await;
    loop {
        ann.until_my_turn().await;
        if ann.view.as_ref().unwrap()["stack"].as_array().unwrap().is_empty() {
            break;
        }
        ann.next().await;
    }
    assert!(zone_names(ann.view.as_ref().unwrap(), 1, "graveyard").contains(&"Ornithopter".to_string()));

    // Sacrifice the Elves (not the first candidate by default order) to the Aristocrat.
    let v = ann.view.clone().unwrap();
    let (_, d) = ann.decision().unwrap();
    let k = d["actions"].as_array().unwrap().iter().position(|a| a["Activate"]["source"] == aristocrat).unwrap();
    let index = d["actions"][k]["Activate"]["index"].clone();
    let n = v["answers"].clone();
    ann.answer(json!({"Activate": {"source": aristocrat, "index": index, "modes": [], "x": null, "targets": [],
        "payment": null, "cost_choices": [elves]}}))
        .await;
    while ann.next().await["view"]["answers"] == n {}
    let v = ann.view.clone().unwrap();
    let gy = zone_names(&v, 0, "graveyard");
    assert!(gy.contains(&"Llanowar Elves".to_string()), "the chosen creature was sacrificed: {gy:?}");
    assert!(!gy.contains(&"Vampire Aristocrat".to_string()), "not the first candidate: {gy:?}");

    // Discard the second card in hand (Grizzly Bears) to the Bloodseeker.
    let seeker = ids_named(&v, "Ravenous Bloodseeker")[0];
    let bears = ids_named(&v, "Grizzly Bears")[0];
    let (_, d) = ann.decision().unwrap();
    let details = v["decision"]["details"].as_array().unwrap();
    let k = d["actions"].as_array().unwrap().iter().position(|a| a["Activate"]["source"] == seeker).unwrap();
    assert_eq!(details[k]["costs"][0]["kind"], "Discard");
    assert_eq!(details[k]["costs"][0]["candidates"].as_array().unwrap().len(), 2);
    let index = d["actions"][k]["Activate"]["index"].clone();
    let n = v["answers"].clone();
    ann.answer(json!({"Activate": {"source": seeker, "index": index, "modes": [], "x": null, "targets": [],
        "payment": null, "cost_choices": [bears]}}))
        .await;
    while ann.next().await["view"]["answers"] == n {}
    let v = ann.view.clone().unwrap();
    assert!(zone_names(&v, 0, "graveyard").contains(&"Grizzly Bears".to_string()));
    assert_eq!(zone_names(&v, 0, "hand"), vec!["Lightning Bolt".to_string()]);
}

#[tokio::test]
async fn the_position_route_is_off_unless_asked_for() {
    let server = grimoire_server::Server::start(grimoire_server::Options {
        addr: "127.0.0.1:0".parse().unwrap(),
        db: None,
        metrics: None,
        test_positions: false,
        cards: None,
    })
    .await
    .unwrap();
    let (st, _) =
        post(server.addr, "/api/test/position", json!({"scenario": POSITION, "seats": ["human", "human"]})).await;
    assert_eq!(st, 404);
    // And on a test server, a bad position is refused clearly.
    let test = start(None).await;
    let (st, e) =
        post(test.addr, "/api/test/position", json!({"scenario": "[[scenario]]\nname = 1", "seats": []})).await;
    assert_eq!(st, 400, "{e}");
}

/// On a single-threaded runtime, two search-vs-search games run while the lobby is asked
/// for its list again and again: every answer comes quickly, because the search players
/// think on the blocking pool, not on the runtime's one thread.
#[tokio::test(flavor = "current_thread")]
async fn search_players_do_not_block_the_runtime() {
    let server = start(None).await;
    let seats = [
        (SeatKind::Search, DeckSource::Bundled("red-burn".into())),
        (SeatKind::Search, DeckSource::Bundled("green-white".into())),
    ];
    let ids: Vec<String> = (0..2).map(|_| server.lobby.create_computer_game(&seats).unwrap()).collect();
    let begin = Instant::now();
    let mut worst = Duration::ZERO;
    while begin.elapsed() < Duration::from_secs(6) {
        let t = Instant::now();
        let (st, _) = get(server.addr, "/api/games").await;
        assert_eq!(st, 200);
        worst = worst.max(t.elapsed());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    println!("worst lobby answer while searching: {worst:?}");
    let moves: u32 = ids.iter().map(|id| server.lobby.room(id).unwrap().summary().turn).sum();
    assert!(moves >= 2, "the search games are being played (turns {moves})");
    assert!(worst < Duration::from_millis(200), "the lobby answered within {worst:?} at worst");
}
