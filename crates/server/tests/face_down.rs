//! Face-down spells and permanents (CR 708.5): their controller may look at them; the other
//! players' views, a spectator's view and the shared log never name them, until one is
//! turned face up (CR 702.37e).

mod common;

use common::*;
use serde_json::{json, Value};

const POSITION: &str = r#"
[[scenario]]
name = "morph"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Skirk Marauder"]
battlefield = [{ card = "Exalted Angel", face_down = true }, "Mountain", "Mountain", "Mountain", "Plains", "Plains", "Plains", "Plains"]
"#;

const SECRET: [&str; 4] = ["Exalted Angel", "Skirk Marauder", "that much life", "deals 2 damage"];

fn answers(seat: &Seat) -> u64 {
    seat.view.as_ref().unwrap()["answers"].as_u64().unwrap()
}

/// Reads messages until the seat's view has seen `n` answers.
async fn sync_to(seat: &mut Seat, n: u64) {
    while answers(seat) < n {
        seat.next().await;
    }
}

fn leaks(v: &Value) -> Vec<&'static str> {
    let text = v.to_string();
    SECRET.iter().copied().filter(|n| text.contains(n)).collect()
}

/// Sends an answer and waits until it is taken.
async fn answer(seat: &mut Seat, a: Value) {
    let n = seat.view.as_ref().unwrap()["answers"].clone();
    seat.answer(a).await;
    loop {
        let m = seat.next().await;
        assert_ne!(m["type"], "error", "{m}");
        if m["view"]["answers"] != n {
            break;
        }
    }
}

/// The action of Ann's priority decision matching `pred`.
fn action(seat: &Seat, pred: impl Fn(&Value) -> bool) -> Value {
    let (k, d) = seat.decision().expect("Ann decides");
    assert_eq!(k, "Priority");
    d["actions"].as_array().unwrap().iter().find(|a| pred(a)).cloned().expect("the action is offered")
}

#[tokio::test]
async fn face_down_cards_are_shown_only_to_their_controller() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, POSITION, json!(["human", "human"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    let mut bob = Seat::connect(server.addr, &id, tokens[1].as_ref().unwrap()).await.unwrap();
    let mut eve = Seat::watch(server.addr, &id).await.unwrap();
    ann.until_my_turn().await;
    // Ann sees her face-down permanent's face; Bob and a spectator see a face-down 2/2.
    let mine = ann.view.clone().unwrap();
    let bf = mine["players"][0]["battlefield"].as_array().unwrap().clone();
    let angel = bf.iter().find(|c| c["name"] == "Exalted Angel (face down)").expect("Ann looks at it").clone();
    assert_eq!((angel["power"].as_i64(), angel["toughness"].as_i64()), (Some(2), Some(2)));
    sync_to(&mut bob, answers(&ann)).await;
    sync_to(&mut eve, answers(&ann)).await;
    assert!(leaks(bob.view.as_ref().unwrap()).is_empty(), "Bob's view names the face-down card");
    assert!(leaks(eve.view.as_ref().unwrap()).is_empty(), "a spectator's view names the face-down card");
    let theirs = &bob.view.as_ref().unwrap()["players"][0]["battlefield"];
    assert!(theirs.as_array().unwrap().iter().any(|c| c["name"] == "Face-down permanent"), "{theirs}");

    // Ann casts Skirk Marauder face down (CR 702.37c): the stack and the log don't name it.
    let marauder = mine["players"][0]["hand"][0]["id"].clone();
    let cast = action(&ann, |a| a["Cast"]["card"] == marauder && !a["Cast"]["alt"].is_null());
    answer(
        &mut ann,
        json!({"Cast": {"card": marauder, "modes": [], "x": null, "targets": [], "divide": [],
            "payment": null, "cost_choices": [], "alt": cast["Cast"]["alt"]}}),
    )
    .await;
    sync_to(&mut bob, answers(&ann)).await;
    sync_to(&mut eve, answers(&ann)).await;
    let stack = &bob.view.as_ref().unwrap()["stack"];
    assert_eq!(stack[0]["name"], "Face-down spell", "{stack}");
    assert!(leaks(bob.view.as_ref().unwrap()).is_empty(), "Bob's view names the face-down spell");
    assert!(leaks(eve.view.as_ref().unwrap()).is_empty(), "a spectator's view names the face-down spell");
    assert!(bob.log.iter().all(|l| SECRET.iter().all(|n| !l.contains(n))), "the log names a face-down card");
    assert_eq!(ann.view.as_ref().unwrap()["stack"][0]["name"], "Skirk Marauder (face down)");

    // Turning the Angel face up (CR 702.37e) shows it to everyone.
    let up = action(&ann, |a| a["TurnFaceUp"]["permanent"] == angel["id"]);
    assert_eq!(up["TurnFaceUp"]["text"], "Morph {2}{W}{W}");
    answer(
        &mut ann,
        json!({"TurnFaceUp": {"source": angel["id"], "index": 0, "modes": [], "x": null, "targets": [],
            "payment": null, "cost_choices": []}}),
    )
    .await;
    sync_to(&mut bob, answers(&ann)).await;
    let theirs = &bob.view.as_ref().unwrap()["players"][0]["battlefield"];
    assert!(theirs.as_array().unwrap().iter().any(|c| c["name"] == "Exalted Angel"), "{theirs}");
    assert!(bob.log.iter().any(|l| l.contains("turns Exalted Angel face up")), "{:?}", bob.log);
    assert!(bob.log.iter().all(|l| !l.contains("Skirk Marauder")), "the log names the face-down spell");
}
