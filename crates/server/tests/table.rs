//! What the browser table needs from the server beyond the engine's decision: spells that
//! only mana tapped by hand can pay (a painland's coloured mana), prompts in a player's
//! words with the rule apart and the asking card named, card colours, and a rematch.

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
