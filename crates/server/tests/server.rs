//! The server over real HTTP and WebSocket connections on 127.0.0.1: lobby, seats, views
//! that hide what they must, refused messages that change nothing, and games that survive a
//! restart.

mod common;

use common::*;
use serde_json::{json, Value};

#[tokio::test]
async fn lobby_serves_the_client_decks_and_clear_errors() {
    let server = start(None).await;
    let a = server.addr;
    let (st, page) = http(a, "GET", "/", None).await;
    assert_eq!(st, 200);
    assert!(page.contains("<title>Grimoire</title>"));
    assert_eq!(http(a, "GET", "/app.js", None).await.0, 200);
    let (st, d) = get(a, "/api/decks").await;
    assert_eq!(st, 200);
    let names: Vec<&str> = d["decks"].as_array().unwrap().iter().map(|d| d["name"].as_str().unwrap()).collect();
    assert_eq!(&names[..2], ["red-burn", "green-white"]);

    // A pasted list with an unknown card, a syntax error, too few cards: clear messages.
    let (st, e) = post(a, "/api/decks/check", json!({"source": "pasted", "value": "4 Lightning Bolt\n56 Flarp"})).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("Flarp"), "{e}");
    let (st, e) =
        post(a, "/api/decks/check", json!({"source": "pasted", "value": "4 Lightnig Bolt\n56 Mountain"})).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("Lightnig Bolt (did you mean Lightning Bolt?)"), "{e}");
    let (st, e) = post(a, "/api/decks/check", json!({"source": "pasted", "value": "Lightning Bolt"})).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("line 1"), "{e}");
    let (_, e) =
        post(a, "/api/decks/check", json!({"source": "pasted", "value": "4 Lightning Bolt\n4 Mountain"})).await;
    assert!(e["error"].as_str().unwrap().contains("at least 40"), "{e}");
    let (st, ok) =
        post(a, "/api/decks/check", json!({"source": "pasted", "value": "20 Mountain\n20 Lightning Bolt"})).await;
    assert_eq!(st, 200, "{ok}");

    // Bad requests to create a game.
    let (st, e) =
        post(a, "/api/games", json!({"name": "", "deck": bundled("red-burn"), "others": [{"kind": "random"}]})).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("nickname"));
    let (st, _) = post(a, "/api/games", json!({"name": "x", "deck": bundled("red-burn"), "others": []})).await;
    assert_eq!(st, 400);
    let (st, _) =
        post(a, "/api/games", json!({"name": "x", "deck": bundled("nope"), "others": [{"kind": "random"}]})).await;
    assert_eq!(st, 400);
    let (st, _) = http(a, "POST", "/api/games", None).await;
    assert_eq!(st, 400);

    let (id, _) = create(a, "Ann", "red-burn", json!([{"kind": "random", "deck": bundled("green-white")}])).await;
    let (_, games) = get(a, "/api/games").await;
    let g = games.as_array().unwrap().iter().find(|g| g["id"] == id.as_str()).unwrap();
    assert_eq!(g["status"], "running");
    assert!(!games.to_string().contains("token"), "the list never shows tokens");
}

#[tokio::test]
async fn bad_tokens_are_refused() {
    let server = start(None).await;
    let (id, _) = create(server.addr, "Ann", "red-burn", json!([{"kind": "random"}])).await;
    assert!(Seat::connect(server.addr, &id, "0123456789abcdef0123456789abcdef").await.is_err());
    assert!(Seat::connect(server.addr, "nosuchgame", "x").await.is_err());
}

#[tokio::test]
async fn refused_messages_change_nothing_and_the_connection_stays_usable() {
    let server = start(None).await;
    let a = server.addr;
    let (id, t0) = create(a, "Ann", "green-white", json!([{"kind": "human"}])).await;
    let (st, joined) =
        post(a, &format!("/api/games/{id}/join"), json!({"name": "Bob", "deck": bundled("red-burn")})).await;
    assert_eq!(st, 200, "{joined}");
    let t1 = joined["token"].as_str().unwrap().to_string();
    let (st, _) = post(a, &format!("/api/games/{id}/join"), json!({"name": "Cy", "deck": bundled("red-burn")})).await;
    assert_eq!(st, 400, "no third seat");

    let mut ann = Seat::connect(a, &id, &t0).await.unwrap();
    let mut bob = Seat::connect(a, &id, &t1).await.unwrap();
    // CR 103.1: a randomly chosen player picks who starts; Ann starts.
    let chooser = if ann.decision().is_some() { &mut ann } else { &mut bob };
    assert_eq!(chooser.decision().unwrap().0, "ChooseOption");
    chooser.answer(json!({"Option": 0})).await;
    while chooser.next().await["view"]["answers"] != 1 {}
    ann.until_my_turn().await;
    while bob.view.as_ref().unwrap()["answers"] != 1 {
        bob.next().await;
    }
    let before = ann.view.clone().unwrap();
    assert_eq!(ann.decision().unwrap().0, "Mulligan");
    assert!(bob.view.as_ref().unwrap()["decision"].is_null(), "Bob is not asked Ann's question");

    // Hidden information: Bob sees Ann's hand size, not her cards.
    let bv = bob.view.clone().unwrap();
    assert!(bv["players"][0]["hand"].is_null());
    assert_eq!(bv["players"][0]["hand_count"], 7);
    let bob_text = bv.to_string();
    for c in before["players"][0]["hand"].as_array().unwrap() {
        assert!(!bob_text.contains(&format!("\"id\":{},", c["id"])), "Ann's card {c} leaks to Bob");
    }
    assert_eq!(bv["players"][1]["hand"].as_array().unwrap().len(), 7, "Bob sees his own hand");

    // Out of turn: Bob answers Ann's decision.
    let e = bob.expect_error(&json!({"type": "answer", "answer": "Keep", "expect": 1}).to_string()).await;
    assert!(e.contains("not your decision"), "{e}");
    // Malformed, forged and illegal messages.
    for (msg, why) in [
        ("not json", "malformed"),
        ("{\"type\":\"answer\"}", "malformed"),
        ("{\"type\":\"answer\",\"answer\":\"Bogus\"}", "malformed"),
        ("{\"type\":\"answer\",\"answer\":\"Keep\",\"seat\":1}", "malformed"),
        ("{\"type\":\"teleport\"}", "malformed"),
        ("{\"type\":\"answer\",\"answer\":{\"PlayLand\":99999},\"expect\":1}", "illegal"),
        ("{\"type\":\"answer\",\"answer\":{\"Cards\":[1,2]},\"expect\":1}", "illegal"),
        ("{\"type\":\"answer\",\"answer\":\"Keep\"}", "needs \"expect\""),
        ("{\"type\":\"answer\",\"answer\":\"Keep\",\"expect\":42}", "stale"),
        ("{\"type\":\"answer\",\"answer\":\"Concede\"}", "concede"),
    ] {
        let e = ann.expect_error(msg).await;
        assert!(e.to_lowercase().contains(why), "{msg}: {e}");
    }
    // A refused message changed nothing: a fresh connection sees the same view.
    let again = Seat::connect(a, &id, &t0).await.unwrap();
    assert_eq!(again.view.as_ref().unwrap(), &before);

    // And the connection still works.
    ann.answer(json!("Keep")).await;
    loop {
        ann.next().await;
        if ann.view.as_ref().unwrap()["answers"] == 2 {
            break;
        }
    }
    bob.until_my_turn().await;
    assert_eq!(bob.decision().unwrap().0, "Mulligan");
}

/// Plays seat `s` with `auto_answer` until the game ends; returns the number of answers made.
async fn play_to_end(s: &mut Seat) -> usize {
    let mut made = 0;
    loop {
        s.until_my_turn().await;
        if !s.view.as_ref().unwrap()["result"].is_null() {
            return made;
        }
        let n = s.view.as_ref().unwrap()["answers"].clone();
        let (k, d) = s.decision().unwrap();
        s.answer(auto_answer(&k, &d)).await;
        made += 1;
        // Wait for the view that follows this answer (or a refusal).
        loop {
            let m = s.next().await;
            if m["type"] == "error" {
                panic!("answer to {k} refused: {m}");
            }
            if m["type"] == "view" && m["view"]["answers"] != n {
                break;
            }
        }
    }
}

#[tokio::test]
async fn a_person_plays_a_whole_game_against_the_computer() {
    let server = start(None).await;
    let (id, tok) =
        create(server.addr, "Ann", "green-white", json!([{"kind": "random", "deck": bundled("red-burn")}])).await;
    let mut ann = Seat::connect(server.addr, &id, &tok).await.unwrap();
    let made = play_to_end(&mut ann).await;
    assert!(made > 10);
    let v = ann.view.as_ref().unwrap();
    assert!(v["result"].as_str().unwrap().contains("wins") || v["result"].as_str().unwrap().contains("draw"));
    assert!(ann.log.iter().any(|l| l.contains("Ann plays")), "Ann played lands");
    let (_, games) = get(server.addr, "/api/games").await;
    assert_eq!(games[0]["status"], "finished");

    // The finished game replays step by step: Ann (by her token) sees her own hand ...
    let (st, r) = get(server.addr, &format!("/api/games/{id}/replay/1?token={tok}")).await;
    assert_eq!(st, 200, "{r}");
    assert_eq!(r["step"], 1, "after the choice of the starting player (CR 103.1)");
    assert!(r["view"]["result"].is_null());
    assert_eq!((r["seen_by"].as_u64(), r["your_seat"].as_u64(), &r["open"]), (Some(0), Some(0), &json!(false)));
    assert_eq!(r["view"]["players"][0]["hand"].as_array().unwrap().len(), 7);
    assert!(r["view"]["players"][1]["hand"].is_null());
    // ... anyone else the public view, and no player's hand until every player opens the
    // replay (once, anyone in the lobby could pick "Seen by" Ann and see her hand).
    let (st, r) = get(server.addr, &format!("/api/games/{id}/replay/1")).await;
    assert_eq!(st, 200, "{r}");
    assert!(r["seen_by"].is_null() && r["view"]["players"][0]["hand"].is_null(), "{r}");
    let (st, e) = get(server.addr, &format!("/api/games/{id}/replay/1?seat=0")).await;
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("not all opened"), "{e}");
    let (st, _) = get(server.addr, &format!("/api/games/{id}/replay/1?seat=1&token={tok}")).await;
    assert_eq!(st, 400, "a player sees no other seat's hand either");
    let (st, e) =
        post(server.addr, &format!("/api/games/{id}/open-replay"), json!({"token": "nope", "open": true})).await;
    assert_eq!(st, 400, "{e}");
    let (st, e) = post(server.addr, &format!("/api/games/{id}/open-replay"), json!({"token": tok, "open": true})).await;
    assert_eq!(st, 200, "{e}");
    // Ann opened it and the other seat is the computer's: now any seat, for anyone.
    let (st, r) = get(server.addr, &format!("/api/games/{id}/replay/1?seat=0")).await;
    assert_eq!(st, 200, "{r}");
    assert_eq!(r["open"], true);
    assert_eq!(r["view"]["players"][0]["hand"].as_array().unwrap().len(), 7);
    let (_, end) = get(server.addr, &format!("/api/games/{id}/replay/999999")).await;
    assert_eq!(end["step"], end["steps"]);
    assert_eq!(end["view"]["result"], v["result"]);
    assert_eq!(end["log"].as_array().unwrap().len(), ann.log.len());
}

#[tokio::test]
async fn a_person_plays_against_the_heuristic_player() {
    let server = start(None).await;
    let (id, tok) =
        create(server.addr, "Ann", "red-burn", json!([{"kind": "heuristic", "deck": bundled("green-white")}])).await;
    let mut ann = Seat::connect(server.addr, &id, &tok).await.unwrap();
    play_to_end(&mut ann).await;
    assert!(!ann.view.as_ref().unwrap()["result"].is_null());
}

#[tokio::test]
async fn games_in_progress_cannot_be_replayed() {
    let server = start(None).await;
    let (id, _) = create(server.addr, "Ann", "red-burn", json!([{"kind": "random"}])).await;
    let (st, e) = get(server.addr, &format!("/api/games/{id}/replay/0?seat=1")).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("finished"), "{e}");
}

#[tokio::test]
async fn unfinished_games_resume_after_a_restart() {
    let dir = std::env::temp_dir().join(format!("grimoire-server-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    let _ = std::fs::remove_file(&db);
    let (id, tok, before, log_len);
    {
        let server = start(Some(db.clone())).await;
        let g =
            create(server.addr, "Ann", "green-white", json!([{"kind": "random", "deck": bundled("red-burn")}])).await;
        (id, tok) = g;
        let mut ann = Seat::connect(server.addr, &id, &tok).await.unwrap();
        // A dozen answers in.
        for _ in 0..12 {
            ann.until_my_turn().await;
            let n = ann.view.as_ref().unwrap()["answers"].clone();
            let (k, d) = ann.decision().unwrap();
            ann.answer(auto_answer(&k, &d)).await;
            while ann.next().await["view"]["answers"] == n {}
        }
        ann.until_my_turn().await;
        before = ann.view.clone().unwrap();
        log_len = ann.log.len();
        server.stop();
    }
    let server = start(Some(db.clone())).await;
    assert_eq!(server.resumed, 1);
    let mut ann = Seat::connect(server.addr, &id, &tok).await.unwrap();
    ann.until_my_turn().await;
    assert_eq!(ann.view.as_ref().unwrap(), &before, "the same seat, the same position");
    assert_eq!(ann.log.len(), log_len, "the same log");
    let made = play_to_end(&mut ann).await;
    assert!(made > 0);
    server.stop();
    let server = start(Some(db)).await;
    assert_eq!(server.resumed, 0, "a finished game is not resumed");
    let _: Value = get(server.addr, "/api/games").await.1;
    let _ = std::fs::remove_dir_all(&dir);
}

/// `serve --cards FILE`: the cards of an MTGJSON AtomicCards file are known beside the bundled
/// pool, so a pasted list may use them; without the file they are unknown. A card named by
/// one face of a multi-face card is the whole card and is refused while its layout isn't
/// played.
#[tokio::test]
async fn a_card_file_adds_its_cards_to_pasted_decks() {
    let dir = std::env::temp_dir().join(format!("grimoire-cards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("AtomicCards-test.json");
    let atomic = json!({"meta": {}, "data": {
        "Test Spark": [{"name": "Test Spark", "manaCost": "{R}", "type": "Instant", "layout": "normal",
                        "text": "This spell deals 1 damage to any target.", "legalities": {}}],
        "Test Pair // Test Treats": [
            {"name": "Test Pair // Test Treats", "faceName": "Test Pair", "manaCost": "{1}{G}",
             "type": "Creature — Human", "power": "1", "toughness": "3", "layout": "adventure", "side": "a"},
            {"name": "Test Pair // Test Treats", "faceName": "Test Treats", "manaCost": "{G}",
             "type": "Sorcery — Adventure", "text": "You gain 1 life.", "layout": "adventure", "side": "b"}]
    }});
    std::fs::write(&file, atomic.to_string()).unwrap();
    let deck = json!({"source": "pasted", "value": "20 Mountain\n20 Test Spark"});

    let plain = start(None).await;
    let (st, e) = post(plain.addr, "/api/decks/check", deck.clone()).await;
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("Test Spark"), "{e}");
    plain.stop();

    let server = grimoire_server::Server::start(grimoire_server::Options {
        cards: Some(file.clone()),
        ..grimoire_server::Options::default()
    })
    .await
    .expect("starts with a card file");
    let (st, ok) = post(server.addr, "/api/decks/check", deck).await;
    assert_eq!(st, 200, "{ok}");
    let (st, e) =
        post(server.addr, "/api/decks/check", json!({"source": "pasted", "value": "20 Forest\n20 Test Pair"})).await;
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("adventure"), "{e}");
    server.stop();

    let missing =
        grimoire_server::Options { cards: Some(dir.join("no-such-file.json")), ..grimoire_server::Options::default() };
    assert!(grimoire_server::Server::start(missing).await.is_err());
    let _ = std::fs::remove_dir_all(&dir);
}
