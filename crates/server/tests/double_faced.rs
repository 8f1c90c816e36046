//! Double-faced cards in the views (CR 712.6, 712.7): a visible double-faced card shows its
//! face that is up and carries the other face to look at; a double-faced card in a hidden
//! zone is hidden like any other card.

mod common;

use common::*;
use serde_json::json;

const POSITION: &str = r#"
[[scenario]]
name = "double-faced"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Delver of Secrets"]
battlefield = ["Insectile Aberration", "Island"]
[scenario.players.B]
hand = ["Kruin Outlaw"]
"#;

#[tokio::test]
async fn the_other_face_is_shown_and_a_hidden_card_stays_hidden() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, POSITION, json!(["human", "human"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    ann.until_my_turn().await;
    let view = ann.view.clone().unwrap();
    let bf = view["players"][0]["battlefield"].as_array().unwrap().clone();
    let aberration = bf.iter().find(|c| c["name"] == "Insectile Aberration").expect("the face up is shown");
    assert_eq!((aberration["power"].as_i64(), aberration["toughness"].as_i64()), (Some(3), Some(2)));
    assert_eq!(aberration["other_face"]["name"], "Delver of Secrets", "{aberration}");
    assert_eq!(aberration["other_face"]["cost"], "{U}", "{aberration}");
    let delver = &view["players"][0]["hand"][0];
    assert_eq!(delver["name"], "Delver of Secrets");
    assert_eq!(delver["other_face"]["name"], "Insectile Aberration", "{delver}");
    assert_eq!(delver["other_face"]["power"], 3, "{delver}");
    let island = bf.iter().find(|c| c["name"] == "Island").expect("an Island");
    assert!(island.get("other_face").is_none(), "{island}");
    // Bob's hand is hidden from Ann, both faces of his card.
    let text = view.to_string();
    assert!(!text.contains("Kruin Outlaw") && !text.contains("Terror of Kruin Pass"), "Ann's view shows Bob's hand");
}
