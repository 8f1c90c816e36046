//! Hidden information when a player looks at library cards (CR 401.4, 608.2d): the cards
//! are shown in the looking player's own decision only; the opponent's view, a spectator's
//! view and the shared log never name them.

mod common;

use common::*;
use serde_json::{json, Value};

const POSITION: &str = r#"
[[scenario]]
name = "Impulse"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Impulse"]
battlefield = ["Island", "Island"]
library = ["Serra Angel", "Hill Giant", "Savannah Lions", "Raging Goblin"]
"#;

const LOOKED_AT: [&str; 4] = ["Serra Angel", "Hill Giant", "Savannah Lions", "Raging Goblin"];

fn answers(seat: &Seat) -> u64 {
    seat.view.as_ref().unwrap()["answers"].as_u64().unwrap()
}

/// Reads messages until the seat's view has seen `n` answers.
async fn sync_to(seat: &mut Seat, n: u64) {
    while answers(seat) < n {
        seat.next().await;
    }
}

/// Both players pass priority until Ann faces a choice of objects.
async fn pass_until_ann_chooses(ann: &mut Seat, bob: &mut Seat) {
    loop {
        let n = answers(ann).max(answers(bob));
        sync_to(ann, n).await;
        sync_to(bob, n).await;
        if ann.decision().is_some_and(|(k, _)| k == "ChooseObjects") {
            return;
        }
        let who = if ann.decision().is_some() { &mut *ann } else { &mut *bob };
        assert_eq!(who.decision().expect("someone decides").0, "Priority");
        who.answer(json!("Pass")).await;
        while answers(who) == n {
            who.next().await;
        }
    }
}

fn names_any(v: &Value) -> Vec<&'static str> {
    let text = v.to_string();
    LOOKED_AT.iter().copied().filter(|n| text.contains(n)).collect()
}

#[tokio::test]
async fn cards_looked_at_are_shown_only_to_the_player_who_looks() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, POSITION, json!(["human", "human"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    let mut bob = Seat::connect(server.addr, &id, tokens[1].as_ref().unwrap()).await.unwrap();
    let mut eve = Seat::watch(server.addr, &id).await.unwrap();
    ann.until_my_turn().await;
    let v = ann.view.clone().unwrap();
    let impulse =
        v["players"][0]["hand"].as_array().unwrap().iter().find(|c| c["name"] == "Impulse").unwrap()["id"].clone();
    let n = v["answers"].clone();
    ann.answer(json!({"Cast": {"card": impulse, "modes": [], "x": null, "targets": [],
        "divide": [], "payment": null, "cost_choices": []}}))
        .await;
    loop {
        let m = ann.next().await;
        assert_ne!(m["type"], "error", "{m}");
        if m["view"]["answers"] != n {
            break;
        }
    }
    // Both pass; Impulse resolves and Ann is asked to choose among the top four.
    pass_until_ann_chooses(&mut ann, &mut bob).await;
    let mine = ann.view.clone().unwrap();
    assert_eq!(names_any(&mine["decision"]).len(), 4, "Ann sees the four cards: {}", mine["decision"]);
    // Bob's view, the spectator's and the log name none of them.
    sync_to(&mut bob, answers(&ann)).await;
    sync_to(&mut eve, answers(&ann)).await;
    assert!(names_any(bob.view.as_ref().unwrap()).is_empty(), "Bob's view leaks a looked-at card");
    assert!(names_any(eve.view.as_ref().unwrap()).is_empty(), "a spectator's view leaks a looked-at card");
    // Ann takes Hill Giant; the rest go to the bottom in an order she chooses.
    let (_, d) = ann.decision().unwrap();
    let from = d["from"].as_array().unwrap().clone();
    let cards = &mine["decision"]["cards"];
    let id_of = |name: &str| cards.as_array().unwrap().iter().find(|c| c["name"] == name).unwrap()["id"].clone();
    assert_eq!(from.len(), 4);
    let n = mine["answers"].clone();
    ann.answer(json!({"Cards": [id_of("Hill Giant")]})).await;
    while ann.next().await["view"]["answers"] == n {}
    let (k, d) = ann.decision().unwrap();
    assert_eq!(k, "ChooseObjects", "then the order of the other three");
    let n = ann.view.as_ref().unwrap()["answers"].clone();
    ann.answer(json!({"Cards": d["from"]})).await;
    while ann.next().await["view"]["answers"] == n {}
    sync_to(&mut bob, answers(&ann)).await;
    assert!(names_any(bob.view.as_ref().unwrap()).is_empty(), "Bob's view names a card Ann took or put back");
    assert!(bob.log.iter().all(|l| LOOKED_AT.iter().all(|n| !l.contains(n))), "the log names a looked-at card");
    let hand = zone(ann.view.as_ref().unwrap(), 0, "hand");
    assert_eq!(hand, vec!["Hill Giant".to_string()]);
}

fn zone(v: &Value, seat: usize, zone: &str) -> Vec<String> {
    v["players"][seat][zone].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().to_string()).collect()
}
