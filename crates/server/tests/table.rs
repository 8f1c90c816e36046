//! What the browser table needs from the server beyond the engine's decision: spells that
//! only mana tapped by hand can pay (a painland's coloured mana), prompts in a player's
//! words with the rule apart and the asking card named, card colours, a rematch, Commander
//! tables, the deck builder's card search, and best-of-three matches with sideboarding.

mod common;

use common::*;
use serde_json::{json, Value};

fn id_named(v: &Value, name: &str) -> u64 {
    for p in v["players"].as_array().unwrap() {
        for zone in ["battlefield", "hand"] {
            for c in p[zone].as_array().into_iter().flatten() {
                if c["name"] == name {
                    return c["id"].as_u64().unwrap();
                }
            }
        }
    }
    panic!("no {name} in the view")
}

fn card(v: &Value, id: u64) -> &Value {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| ["battlefield", "hand"].map(|z| &p[z]))
        .flat_map(|z| z.as_array().into_iter().flatten())
        .find(|c| c["id"] == id)
        .unwrap()
}

const PAINLAND: &str = r#"
[[scenario]]
name = "a painland pays by hand"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Lightning Bolt"]
battlefield = ["Karplusan Forest"]
[scenario.players.B]
life = 20
"#;

#[tokio::test]
async fn a_spell_only_a_painland_can_pay_is_castable_and_can_be_paid_by_tapping_by_hand() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, PAINLAND, json!(["human", "human"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    ann.until_my_turn().await;
    let v = ann.view.clone().unwrap();
    let (bolt, forest) = (id_named(&v, "Lightning Bolt"), id_named(&v, "Karplusan Forest"));
    assert_eq!(card(&v, bolt)["colors"], "R");
    let (_, d) = ann.decision().unwrap();
    let actions = d["actions"].as_array().unwrap();
    // CR 601.2g, 605.3b: the automatic payment uses the painland's {R} when nothing else pays.
    assert!(actions.iter().any(|a| a["Cast"]["card"] == bolt), "the automatic payment takes the damage");
    assert_eq!(v["decision"]["by_hand"], json!([]), "nothing needs tapping by hand first");
    // CR 605.3a: the player may still tap the Forest for {R} by hand (its second mana ability).
    let painful = actions
        .iter()
        .find(|a| a["Activate"]["source"] == forest && a["Activate"]["text"].as_str().unwrap().contains("damage"))
        .expect("the painful mana ability is offered");
    assert_eq!(painful["Activate"]["mana"], true);
    let index = painful["Activate"]["index"].clone();
    let n = v["answers"].clone();
    ann.answer(json!({"Activate": {"source": forest, "index": index, "modes": [], "x": null, "targets": [],
        "payment": null, "cost_choices": []}}))
        .await;
    while ann.next().await["view"]["answers"] == n {}
    ann.until_my_turn().await;
    let v = ann.view.clone().unwrap();
    let (kind, d) = ann.decision().unwrap();
    assert_eq!(kind, "ChooseOption");
    assert!(v["decision"]["prompt"].as_str().unwrap().starts_with("Karplusan Forest: "), "{}", v["decision"]["prompt"]);
    let red = d["options"].as_array().unwrap().iter().position(|o| o == "{R}").expect("red offered");
    let n = v["answers"].clone();
    ann.answer(json!({"Option": red})).await;
    while ann.next().await["view"]["answers"] == n {}
    ann.until_my_turn().await;
    let v = ann.view.clone().unwrap();
    assert_eq!(v["players"][0]["life"], 19, "the painland's damage");
    let (_, d) = ann.decision().unwrap();
    assert!(d["actions"].as_array().unwrap().iter().any(|a| a["Cast"]["card"] == bolt), "now the pool pays");
    assert_eq!(v["decision"]["by_hand"], json!([]));
}

const DISCARD: &str = r#"
[[scenario]]
name = "discard to hand size"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]
[scenario.players.B]
life = 20
"#;

#[tokio::test]
async fn the_cleanup_discard_is_asked_in_plain_words_with_its_rule_apart() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, DISCARD, json!(["human", "random"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    loop {
        ann.until_my_turn().await;
        let (kind, _) = ann.decision().unwrap();
        if kind == "ChooseObjects" {
            break;
        }
        let n = ann.view.as_ref().unwrap()["answers"].clone();
        ann.answer(if kind == "DeclareAttackers" { json!({"Attackers": []}) } else { json!("Pass") }).await;
        while ann.next().await["view"]["answers"] == n {}
    }
    let d = &ann.view.as_ref().unwrap()["decision"];
    assert_eq!(d["prompt"], "Discard 1 card to your maximum hand size");
    assert_eq!(d["rule"], "514.1");
}

#[tokio::test]
async fn a_finished_game_is_played_again_with_the_same_decks() {
    let server = start(None).await;
    let a = server.addr;
    let (id, token) = create(a, "Ann", "green-white", json!([{"kind": "random", "deck": bundled("red-burn")}])).await;
    let (st, e) = post(a, &format!("/api/games/{id}/rematch"), json!({"token": token})).await;
    assert_eq!(st, 400, "not before the game is over: {e}");
    let mut ann = Seat::connect(a, &id, &token).await.unwrap();
    ann.send_text(r#"{"type":"concede"}"#).await;
    while ann.next().await["view"]["result"].is_null() {}
    let (st, e) = post(a, &format!("/api/games/{id}/rematch"), json!({"token": "nope"})).await;
    assert_eq!(st, 400, "only a player asks: {e}");
    let (st, grant) = post(a, &format!("/api/games/{id}/rematch"), json!({"token": token})).await;
    assert_eq!(st, 200, "{grant}");
    let new = grant["game"].as_str().unwrap();
    assert_ne!(new, id);
    let (_, games) = get(a, "/api/games").await;
    let g = games.as_array().unwrap().iter().find(|g| g["id"] == new).unwrap();
    let seats: Vec<(Value, Value)> =
        g["seats"].as_array().unwrap().iter().map(|s| (s["name"].clone(), s["deck"].clone())).collect();
    assert_eq!(seats[0].0, "Ann");
    assert!(seats[0].1.as_str().unwrap().contains("green-white"), "{seats:?}");
    assert!(seats[1].1.as_str().unwrap().contains("red-burn"), "{seats:?}");
    assert_eq!(g["seats"][1]["kind"], "random");
}

#[tokio::test]
async fn a_commander_table_starts_at_40_life_with_each_commander_in_the_command_zone() {
    let server = start(None).await;
    let a = server.addr;
    let others = json!([{"kind": "heuristic", "deck": bundled("commander-visara")}]);
    let body = json!({"name": "Ann", "deck": bundled("commander-mirri"), "others": others, "format": "commander"});
    let (st, grant) = post(a, "/api/games", body).await;
    assert_eq!(st, 200, "{grant}");
    let (id, token) = (grant["game"].as_str().unwrap(), grant["token"].as_str().unwrap());
    let ann = Seat::connect(a, id, token).await.unwrap();
    let v = ann.view.clone().expect("the game started");
    let players = v["players"].as_array().unwrap();
    // CR 903.7: 40 life; CR 903.6: the commander starts in the command zone, the 99 in the library.
    assert!(players.iter().all(|p| p["life"] == 40), "{players:?}");
    assert_eq!(players[0]["command"][0]["name"], "Mirri, Cat Warrior");
    assert_eq!(players[1]["command"].as_array().unwrap().len(), 1);
    assert_eq!(players[0]["library"].as_u64().unwrap() + players[0]["hand_count"].as_u64().unwrap(), 99);
    let (_, games) = get(a, "/api/games").await;
    assert_eq!(games[0]["format"], "commander");
}

#[tokio::test]
async fn a_commander_table_refuses_decks_that_break_the_commander_rules() {
    let server = start(None).await;
    let a = server.addr;
    let others = json!([{"kind": "heuristic", "deck": bundled("commander-visara")}]);
    // A deck without a commander, an unknown format, and a computer seat's deck with no
    // commander: each refused in words, and no table made.
    let body = json!({"name": "Ann", "deck": bundled("red-burn"), "others": others, "format": "commander"});
    let (st, e) = post(a, "/api/games", body).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("names no commander"), "{e}");
    let body = json!({"name": "Ann", "deck": bundled("red-burn"), "others": others, "format": "vintage"});
    let (st, _) = post(a, "/api/games", body).await;
    assert_eq!(st, 400);
    let bad_other = json!([{"kind": "heuristic", "deck": bundled("red-burn")}]);
    let body = json!({"name": "Ann", "deck": bundled("commander-mirri"), "others": bad_other, "format": "commander"});
    let (st, e) = post(a, "/api/games", body).await;
    assert_eq!(st, 400, "{e}");
    let (_, games) = get(a, "/api/games").await;
    assert_eq!(games.as_array().unwrap().len(), 0, "nothing was created");
    // Four copies of a card break singleton (CR 903.5b); the check names the card.
    let list = "Commander\n1 Mirri, Cat Warrior\n\nDeck\n4 Grizzly Bears\n95 Forest\n";
    let (st, e) = post(a, "/api/decks/check?format=commander", json!({"source": "pasted", "value": list})).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("Grizzly Bears"), "{e}");
    let (st, _) = post(a, "/api/decks/check?format=modern", json!({"source": "pasted", "value": list})).await;
    assert_eq!(st, 400, "an unknown format is refused");
    let (st, r) = post(a, "/api/decks/check?format=commander", bundled("commander-mirri")).await;
    assert_eq!(st, 200, "{r}");
    assert_eq!(r["cards"], 100);
    assert_eq!(r["commanders"][0], "Mirri, Cat Warrior");
}

#[tokio::test]
async fn the_deck_builder_searches_the_pool_by_name_type_colour_and_text() {
    let server = start(None).await;
    let a = server.addr;
    let names = |v: &Value| -> Vec<String> {
        v["cards"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().to_string()).collect()
    };
    let (st, r) = get(a, "/api/cards?name=grizzly").await;
    assert_eq!(st, 200, "{r}");
    assert!(names(&r).contains(&"Grizzly Bears".to_string()), "{r}");
    let (_, r) = get(a, "/api/cards?type=creature&color=G&limit=100").await;
    let green = names(&r);
    assert!(green.contains(&"Grizzly Bears".to_string()) && !green.contains(&"Hill Giant".to_string()), "{green:?}");
    assert!(r["cards"].as_array().unwrap().iter().all(|c| c["colors"].as_str().unwrap().contains('G')));
    let (_, r) = get(a, "/api/cards?text=flying&type=artifact").await;
    assert!(names(&r).contains(&"Ornithopter".to_string()), "{r}");
    let (_, r) = get(a, "/api/cards?type=land&color=C&limit=100").await;
    assert!(r["cards"].as_array().unwrap().iter().all(|c| c["colors"] == ""), "{r}");
    // Refused in words: a bad colour, a limit out of range, an unknown field, a long query.
    for (q, says) in [
        ("color=X", "not a colour"),
        ("limit=0", "1 to 100"),
        ("limit=101", "1 to 100"),
        ("limit=-1", "a card search takes"),
        ("set=LEA", "a card search takes"),
    ] {
        let (st, e) = get(a, &format!("/api/cards?{q}")).await;
        assert_eq!(st, 400, "{q}: {e}");
        assert!(e["error"].as_str().unwrap().contains(says), "{q}: {e}");
    }
    let (st, e) = get(a, &format!("/api/cards?name={}", "a".repeat(101))).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("longer than 100"), "{e}");
}

/// The next view message of `seat` with its match (`series`) once `ok` holds.
async fn series_until(seat: &mut Seat, ok: impl Fn(&Value) -> bool) -> Value {
    loop {
        let m = seat.next().await;
        if !m["series"].is_null() && ok(&m) {
            return m;
        }
    }
}

#[tokio::test]
async fn a_best_of_three_match_sideboards_between_games_and_the_loser_chooses_who_plays_first() {
    let server = start(None).await;
    let a = server.addr;
    let others = json!([{"kind": "random", "deck": bundled("red-burn")}]);
    for (best_of, format, extra) in [(2, "constructed", false), (3, "commander", false), (3, "constructed", true)] {
        let mut o = others.clone();
        if extra {
            o.as_array_mut().unwrap().push(json!({"kind": "random"}));
        }
        let body =
            json!({"name": "Ann", "deck": bundled("green-white"), "others": o, "format": format, "best_of": best_of});
        let (st, e) = post(a, "/api/games", body).await;
        assert_eq!(st, 400, "best of {best_of}, {format}, 3 players {extra}: {e}");
    }
    let body = json!({"name": "Ann", "deck": bundled("green-white"), "others": others, "best_of": 3});
    let (st, grant) = post(a, "/api/games", body).await;
    assert_eq!(st, 200, "{grant}");
    let (id, token) = (grant["game"].as_str().unwrap().to_string(), grant["token"].as_str().unwrap().to_string());
    let path = format!("/api/games/{id}/sideboard");
    let (st, e) = post(a, &path, json!({"token": token, "main": [], "side": []})).await;
    assert_eq!(st, 400, "not before the game is over: {e}");
    let mut ann = Seat::connect(a, &id, &token).await.unwrap();
    ann.send_text(r#"{"type":"concede"}"#).await;
    let m = series_until(&mut ann, |m| !m["view"]["result"].is_null()).await;
    let s = &m["series"];
    assert_eq!(
        (s["game"].clone(), s["wins"].clone(), s["over"].clone()),
        (json!(1), json!([0, 1]), json!(false)),
        "{s}"
    );
    assert_eq!(s["ready"], json!([false, true]), "the computer is ready at once");
    let main: Vec<(u32, String)> = serde_json::from_value(s["main"].clone()).unwrap();
    let side: Vec<(u32, String)> = serde_json::from_value(s["side"].clone()).unwrap();
    assert!(!side.is_empty(), "green-white has a sideboard");
    // Refused: another token, a card not registered, a card left out, too small a deck.
    let swap = |main: &[(u32, String)], side: &[(u32, String)]| json!({"token": token, "main": main, "side": side});
    let (st, _) = post(a, &path, json!({"token": "nope", "main": main, "side": side})).await;
    assert_eq!(st, 400);
    let mut extra = main.clone();
    extra.push((1, "Black Lotus".into()));
    let (st, e) = post(a, &path, swap(&extra, &side)).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("Black Lotus"), "{e}");
    let (st, e) = post(a, &path, swap(&main[1..], &side)).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("missing"), "{e}");
    let (st, e) = post(a, &path, swap(&[], &[main.clone(), side.clone()].concat())).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("at least 40"), "{e}");
    // One sideboard card in, one deck card out (CR 100.4a).
    let (incoming, outgoing) = (side[0].1.clone(), main[0].1.clone());
    let mut new_main = main.clone();
    new_main[0].0 -= 1;
    new_main.push((1, incoming.clone()));
    let mut new_side = side.clone();
    new_side[0].0 -= 1;
    new_side.push((1, outgoing.clone()));
    let (st, r) = post(a, &path, swap(&new_main, &new_side)).await;
    assert_eq!(st, 200, "{r}");
    let (st, e) = post(a, &path, swap(&new_main, &new_side)).await;
    assert_eq!(st, 400, "ready once: {e}");
    let m = series_until(&mut ann, |m| !m["series"]["next"].is_null()).await;
    let next = m["series"]["next"].as_str().unwrap().to_string();
    // Game 2: the same token holds the same seat; Ann lost, so Ann chooses who plays first.
    let mut ann = Seat::connect(a, &next, &token).await.unwrap();
    let d = ann.view.as_ref().unwrap()["decision"].clone();
    assert!(d["prompt"].as_str().unwrap().contains("first turn"), "{d}");
    ann.answer(json!({"Option": 0})).await;
    let m = series_until(&mut ann, |_| true).await;
    assert_eq!((m["series"]["game"].clone(), m["series"]["wins"].clone()), (json!(2), json!([0, 1])));
    let deck: Vec<(u32, String)> = serde_json::from_value(m["series"]["main"].clone()).unwrap();
    assert!(deck.iter().any(|(_, n)| *n == incoming), "the sideboard card is in the deck");
    ann.send_text(r#"{"type":"concede"}"#).await;
    let m = series_until(&mut ann, |m| !m["view"]["result"].is_null()).await;
    assert_eq!((m["series"]["wins"].clone(), m["series"]["over"].clone()), (json!([0, 2]), json!(true)));
    let (st, e) = post(a, &format!("/api/games/{next}/sideboard"), swap(&new_main, &new_side)).await;
    assert_eq!(st, 400);
    assert!(e["error"].as_str().unwrap().contains("match is over"), "{e}");
}
