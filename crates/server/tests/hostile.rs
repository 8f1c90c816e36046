//! The server against hostile input (issue 16): each test here failed on the server as it
//! was before, by crashing it, hiding a game, or letting one client take more than its share.

mod common;

use common::*;
use grimoire_ai::Player;
use grimoire_engine::{Answer, Decision, Game, GameConfig, PlayerConfig};
use grimoire_server::guard::Limits;
use grimoire_server::room::Room;
use grimoire_server::seat::{DeckSource, Seat as SeatRow, SeatKind};
use grimoire_server::store::Store;
use grimoire_server::{Options, Server};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One HTTP request with the given `Host` and `Origin` (none if `None`); returns the status.
async fn request_from(addr: std::net::SocketAddr, path: &str, host: &str, origin: Option<&str>) -> (u16, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let body = json!({"source": "bundled", "value": "red-burn"}).to_string();
    let origin = origin.map(|o| format!("Origin: {o}\r\n")).unwrap_or_default();
    let req = format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\n{origin}Connection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).to_string();
    (text[9..12].parse().unwrap(), text)
}

fn temp_db(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("grimoire-hostile-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    let _ = std::fs::remove_file(&db);
    (dir, db)
}

fn pasted(list: &str) -> Value {
    json!({"source": "pasted", "value": list})
}

// Finding 1: one request crashed the server ("memory allocation of 34359738360 bytes failed").
#[tokio::test]
async fn huge_deck_counts_are_refused_and_the_server_stays_up() {
    let server = start(None).await;
    let a = server.addr;
    for list in ["4294967295 Mountain", "1000000 Mountain", "99999999999999999999 Mountain"] {
        let (st, e) = post(a, "/api/decks/check", pasted(list)).await;
        assert_eq!(st, 400, "{list}: {e}");
        assert!(e["error"].as_str().unwrap().contains("line 1: "), "{e}");
        assert!(e["error"].as_str().unwrap().contains("at most 250 copies"), "{e}");
    }
    // Once the count wrapped to 60 and the list passed.
    let (st, e) = post(a, "/api/decks/check", pasted("2147483648 Mountain\n2147483648 Mountain\n60 Island")).await;
    assert_eq!(st, 400, "{e}");
    // Past the whole list's limit: the error names the line that crosses it.
    let big: String =
        ["Mountain", "Island", "Forest", "Plains", "Swamp"].iter().map(|c| format!("250 {c}\n")).collect();
    let (st, e) = post(a, "/api/decks/check", pasted(&big)).await;
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("line 5: 250 Swamp takes the list past 1000 cards"), "{e}");
    // Creating and joining go through the same reader.
    let huge = pasted("4294967295 Mountain");
    let (st, _) = post(a, "/api/games", json!({"name": "Eve", "deck": huge, "others": [{"kind": "random"}]})).await;
    assert_eq!(st, 400);
    let (st, _) = post(
        a,
        "/api/games",
        json!({"name": "Eve", "deck": bundled("red-burn"), "others": [{"kind": "random", "deck": huge}]}),
    )
    .await;
    assert_eq!(st, 400);
    let (id, _) = create(a, "Ann", "red-burn", json!([{"kind": "human"}])).await;
    let (st, _) = post(a, &format!("/api/games/{id}/join"), json!({"name": "Eve", "deck": huge})).await;
    assert_eq!(st, 400);
    // Still up, and a 250-copy line is a deck.
    let (st, ok) = post(a, "/api/decks/check", pasted("250 Mountain")).await;
    assert_eq!(st, 200, "{ok}");
    assert_eq!(ok["cards"], 250);
}

// The paste box reads every decklist format `Deck::parse` recognises; XML from a client is
// parsed without document type declarations, so no entity can expand.
#[tokio::test]
async fn pasted_xml_and_xmage_decklists_are_read_and_entity_bombs_refused() {
    let server = start(None).await;
    let a = server.addr;
    let cod = "<cockatrice_deck version=\"1\"><zone name=\"main\"><card number=\"4\" name=\"Shock\"/>\
               <card number=\"56\" name=\"Mountain\"/></zone></cockatrice_deck>";
    let dek = "<Deck><Cards Quantity=\"4\" Sideboard=\"false\" Name=\"Shock\"/>\
               <Cards Quantity=\"56\" Sideboard=\"false\" Name=\"Mountain\"/></Deck>";
    let xmage = "NAME:Shocks\n4 [TMP:208] Shock\n56 [M10:242] Mountain\nLAYOUT MAIN:(1,1)(NONE,false,50)|([TMP:208])\n";
    for list in [cod, dek, xmage] {
        let (st, ok) = post(a, "/api/decks/check", pasted(list)).await;
        assert_eq!(st, 200, "{list}: {ok}");
        assert_eq!(ok["cards"], 60, "{ok}");
    }
    let bomb = "<?xml version=\"1.0\"?><!DOCTYPE Deck [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>\
                <Deck><Cards Quantity=\"1\" Name=\"&b;\"/></Deck>";
    let (st, e) = post(a, "/api/decks/check", pasted(bomb)).await;
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("not a readable XML decklist"), "{e}");
    let (st, _) = post(a, "/api/decks/check", pasted("250 Mountain")).await;
    assert_eq!(st, 200, "still up");
}

// Finding 4: the second of two frames waited ~44 ms for the client's delayed ACK.
#[tokio::test]
async fn accepted_sockets_send_without_delay() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let client = tokio::spawn(async move { TcpStream::connect(addr).await.unwrap() });
    let (stream, _) = grimoire_server::accept(&listener).await.unwrap();
    assert!(stream.nodelay().unwrap(), "TCP_NODELAY on every accepted socket");
    drop(client.await.unwrap());
}

/// The library of seat `seat` of a live table's game.
fn library(server: &Server, id: &str, seat: usize) -> Vec<Arc<grimoire_engine::CardDef>> {
    let room = server.lobby.room(id).expect("the table is in the lobby");
    let st = room.lock();
    st.game.as_ref().expect("started").config().players[seat].library.clone()
}

// Finding 5: restored games held their own copies of every card definition (~8x the memory).
#[tokio::test]
async fn restored_games_share_card_definitions_and_store_names() {
    let (dir, db) = temp_db("share");
    let (id, old_id);
    {
        let server = start(Some(db.clone())).await;
        (id, _) =
            create(server.addr, "Ann", "red-burn", json!([{"kind": "heuristic", "deck": bundled("green-white")}]))
                .await;
        (old_id, _) = create(server.addr, "Bea", "red-burn", json!([{"kind": "heuristic"}])).await;
        let live = library(&server, &id, 1);
        let shared = server.lobby.db.get(&live[0].name).unwrap();
        assert!(Arc::ptr_eq(&live[0], &shared), "a live game shares the database's definitions");
        // Rewrite the second game's row as it used to be stored: full definitions.
        let config =
            serde_json::to_string(server.lobby.room(&old_id).unwrap().lock().game.as_ref().unwrap().config()).unwrap();
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute("UPDATE games SET config = ?2 WHERE id = ?1", rusqlite::params![old_id, config]).unwrap();
        let stored: String =
            conn.query_row("SELECT config FROM games WHERE id = ?1", rusqlite::params![id], |r| r.get(0)).unwrap();
        assert!(stored.len() < 20_000, "libraries stored as names, not definitions: {} bytes", stored.len());
        assert!(config.len() > 50_000, "a full configuration is large: {} bytes", config.len());
        server.stop();
    }
    let server = start(Some(db)).await;
    assert_eq!(server.resumed, 2);
    for game in [&id, &old_id] {
        for seat in 0..2 {
            for card in library(&server, game, seat) {
                let shared = server.lobby.db.get(&card.name).unwrap();
                assert!(Arc::ptr_eq(&card, &shared), "{game} seat {seat}: {} is shared after a restart", card.name);
            }
        }
    }
    server.stop();
    let _ = std::fs::remove_dir_all(&dir);
}

// Finding 6: one corrupt answer row made `serve` exit with an error naming no game.
#[tokio::test]
async fn a_corrupt_game_is_skipped_and_the_others_are_served() {
    let (dir, db) = temp_db("corrupt");
    let (bad, good);
    {
        let server = start(Some(db.clone())).await;
        let seats = [
            (SeatKind::Random, DeckSource::Bundled("red-burn".into())),
            (SeatKind::Random, DeckSource::Bundled("green-white".into())),
        ];
        bad = server.lobby.create_computer_game(&seats).unwrap();
        (good, _) = create(server.addr, "Ann", "red-burn", json!([{"kind": "heuristic"}])).await;
        server.stop();
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    let n = conn.execute("UPDATE answers SET answer = '{garbage' WHERE game = ?1", rusqlite::params![bad]).unwrap();
    assert!(n > 0, "the computer game stored answers");
    let server = Server::start(Options { db: Some(db), ..Options::default() }).await.expect("the server starts");
    assert_eq!(server.resumed, 1, "the good game resumes");
    assert!(server.lobby.room(&bad).is_none(), "the corrupt game is skipped");
    assert!(server.lobby.room(&good).is_some());
    server.stop();
    let _ = std::fs::remove_dir_all(&dir);
}

// Finding 7: 400 spectator sockets in 0.2 s from one address; any site could use the API.
#[tokio::test]
async fn spectators_and_new_games_are_limited_per_address() {
    let server = start(None).await;
    let a = server.addr;
    let limits = Limits::default();
    let (id, _) = create(a, "Ann", "red-burn", json!([{"kind": "human"}])).await;
    let mut watchers = Vec::new();
    for _ in 0..limits.spectators {
        watchers.push(Seat::watch(a, &id).await.expect("a spectator within the limit"));
    }
    let e = Seat::watch(a, &id).await.err().expect("one spectator too many is refused");
    assert!(e.contains("429"), "{e}");
    drop(watchers.pop());
    tokio::time::sleep(Duration::from_millis(200)).await; // the server notices the close
    watchers.push(Seat::watch(a, &id).await.expect("a closed socket gives its place back"));
    // Game creation: the first game above made one; a burst more, then refusals.
    for _ in 1..limits.games_burst {
        create(a, "Ann", "red-burn", json!([{"kind": "human"}])).await;
    }
    let (st, e) =
        post(a, "/api/games", json!({"name": "Ann", "deck": bundled("red-burn"), "others": [{"kind": "human"}]})).await;
    assert_eq!(st, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("too many new games"), "{e}");
}

#[tokio::test]
async fn other_sites_and_rebound_names_are_refused() {
    let server = start(None).await;
    let a = server.addr;
    let own = a.to_string();
    assert_eq!(request_from(a, "/api/decks/check", &own, None).await.0, 200);
    assert_eq!(request_from(a, "/api/decks/check", &own, Some(&format!("http://{own}"))).await.0, 200);
    let local = format!("localhost:{}", a.port());
    assert_eq!(request_from(a, "/api/decks/check", &local, Some(&format!("http://{local}"))).await.0, 200);
    // A page on another site, and one whose name was rebound to this address.
    let (st, body) = request_from(a, "/api/decks/check", &own, Some("http://evil.example")).await;
    assert_eq!(st, 403, "{body}");
    assert!(body.contains("--allow-origin"), "{body}");
    let rebound = format!("evil.example:{}", a.port());
    assert_eq!(request_from(a, "/api/decks/check", &rebound, Some(&format!("http://{rebound}"))).await.0, 403);
    assert_eq!(request_from(a, "/api/games", &rebound, None).await.0, 403);
    // The WebSocket too.
    let (id, tok) = create(a, "Ann", "red-burn", json!([{"kind": "human"}])).await;
    let mut req = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(format!(
        "ws://{a}/ws/{id}?token={tok}"
    ))
    .unwrap();
    req.headers_mut().insert("Origin", "http://evil.example".parse().unwrap());
    let Err(e) = tokio_tungstenite::connect_async(req).await else {
        panic!("a WebSocket from another site is refused")
    };
    assert!(e.to_string().contains("403"), "{e}");
    // Allowed by name when the server is started so.
    let server =
        Server::start(Options { allow_origins: vec!["http://games.example:8080".into()], ..Options::default() })
            .await
            .unwrap();
    let st =
        request_from(server.addr, "/api/decks/check", "games.example:8080", Some("http://games.example:8080")).await.0;
    assert_eq!(st, 200);
}

#[tokio::test]
async fn abandoned_games_leave_the_lobby_and_stay_stored() {
    let server = start(None).await;
    let (id, _) = create(server.addr, "Ann", "red-burn", json!([{"kind": "human"}])).await;
    assert_eq!(server.lobby.sweep(Instant::now()), 0, "not idle yet");
    let later = Instant::now() + Limits::default().idle + Duration::from_secs(1);
    assert_eq!(server.lobby.sweep(later), 1);
    assert!(server.lobby.room(&id).is_none());
    let (_, games) = get(server.addr, "/api/games").await;
    assert!(games.as_array().unwrap().is_empty(), "{games}");
    assert!(server.lobby.store.load(&id).unwrap().is_some(), "still in the database");
}

// Finding 9: a restart reset each game's creation time.
#[tokio::test]
async fn a_restart_keeps_creation_times() {
    let (dir, db) = temp_db("created");
    let id;
    {
        let server = start(Some(db.clone())).await;
        (id, _) = create(server.addr, "Ann", "red-burn", json!([{"kind": "human"}])).await;
        server.stop();
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    let an_hour_ago = grimoire_server::room::now() - 3600;
    conn.execute("UPDATE games SET created = ?2 WHERE id = ?1", rusqlite::params![id, an_hour_ago]).unwrap();
    let server = start(Some(db)).await;
    let (_, games) = get(server.addr, "/api/games").await;
    assert_eq!(games[0]["id"], id.as_str());
    assert_eq!(games[0]["created"], an_hour_ago);
    server.stop();
    let _ = std::fs::remove_dir_all(&dir);
}

// Finding 9: an answer without `expect` applied to whatever was pending.
#[tokio::test]
async fn an_answer_must_say_which_decision_it_answers() {
    let server = start(None).await;
    let (id, tok) = create(server.addr, "Ann", "red-burn", json!([{"kind": "heuristic"}])).await;
    let mut ann = Seat::connect(server.addr, &id, &tok).await.unwrap();
    ann.until_my_turn().await;
    let before = ann.view.clone().unwrap();
    let (k, d) = ann.decision().unwrap();
    let e = ann.expect_error(&json!({"type": "answer", "answer": auto_answer(&k, &d)}).to_string()).await;
    assert!(e.contains("expect"), "{e}");
    let v = server.lobby.room(&id).unwrap().view(Some(0), 0).unwrap().0;
    assert_eq!(serde_json::to_value(v).unwrap(), before, "nothing changed");
}

const BOLT: &str = r#"
[[scenario]]
name = "a bolt"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[scenario.players.B]
battlefield = ["Hill Giant"]
"#;

// Finding 9 (and 3): a forged id panicked the engine and the connection just dropped.
#[tokio::test]
async fn a_refused_answer_always_gets_an_error_and_the_game_is_unchanged() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, BOLT, json!(["human", "human"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    ann.until_my_turn().await;
    let before = ann.view.clone().unwrap();
    let card = |name: &str| {
        before["players"][0]["hand"]
            .as_array()
            .unwrap()
            .iter()
            .chain(before["players"][0]["battlefield"].as_array().unwrap())
            .find(|c| c["name"] == name)
            .unwrap()["id"]
            .clone()
    };
    let (bolt, mountain) = (card("Lightning Bolt"), card("Mountain"));
    for target in [json!({"Player": 9}), json!({"Object": 4294967295u64}), json!({"Player": 255})] {
        let cast = json!({"Cast": {"card": bolt, "modes": [], "x": null, "targets": [[target]],
            "divide": [], "payment": [mountain], "cost_choices": []}});
        let msg = json!({"type": "answer", "answer": cast, "expect": before["answers"]});
        let e = ann.expect_error(&msg.to_string()).await;
        assert!(!e.is_empty(), "{target}: an error message");
    }
    let v = server.lobby.room(&id).unwrap().view(Some(0), 0).unwrap().0;
    assert_eq!(serde_json::to_value(v).unwrap(), before, "the game is as it was");
    // And the connection still works.
    ann.answer(json!("Pass")).await;
    while ann.next().await["view"]["answers"] == before["answers"] {}
}

/// A computer player whose every answer, fallback included, is refused.
struct Stubborn;

impl Player for Stubborn {
    fn decide(&mut self, _: &Game, _: &Decision) -> Answer {
        Answer::Option(999)
    }
    fn fallback(&mut self, _: &Game, _: &Decision) -> Answer {
        Answer::Option(998)
    }
}

// Finding 9: a computer seat whose answers were all refused retried in a tight loop forever.
#[tokio::test]
async fn a_computer_seat_that_is_always_refused_backs_off_and_gives_up() {
    let cards = Arc::new(grimoire_cards::CardDb::bundled());
    let store = Arc::new(Store::open(None, cards.clone()).unwrap());
    let deck = || {
        let text = grimoire_cards::starter_decks().into_iter().find(|(n, _)| *n == "red-burn").unwrap().1;
        grimoire_cards::Deck::parse(text, "red-burn").unwrap().resolve(&cards).unwrap()
    };
    let seat = |name: &str| SeatRow {
        name: name.into(),
        kind: SeatKind::Random,
        deck: Some(DeckSource::Bundled("red-burn".into())),
        deck_label: "red-burn".into(),
        token: None,
        open_replay: false,
    };
    let room = Room::new("stubborn".into(), vec![seat("A"), seat("B")], Default::default(), 0);
    store.create_game("stubborn", &room.lock().seats, Default::default(), 0).unwrap();
    let config = GameConfig::new(vec![PlayerConfig::with_deck("A", deck()), PlayerConfig::with_deck("B", deck())]);
    room.start_with(Game::new(config, 1));
    let players: Vec<Option<Box<dyn Player + Send>>> = vec![Some(Box::new(Stubborn)), Some(Box::new(Stubborn))];
    let drive = room.clone().drive_with(store.clone(), None, players, vec![false, false]);
    tokio::time::timeout(Duration::from_secs(30), drive).await.expect("the computer seat gives up");
    let (view, _, _) = room.view(None, 0).unwrap();
    assert_eq!(view.answers, 0, "nothing was accepted");
    assert!(room.submit(&store, 0, Answer::Concede, None).unwrap_err().message.contains("stopped"));
}
