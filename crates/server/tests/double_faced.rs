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

const OTHER_FACES: &str = r#"
[[scenario]]
name = "modal and adventure"
stop_after = { turn = 1, step = "end" }
[scenario.players.A]
hand = ["Kazandu Mammoth", "Rimrock Knight"]
battlefield = ["Kazandu Valley", "Mountain", "Grizzly Bears"]
"#;

/// A modal double-faced card shows its back face in hand and its front face when its back
/// face is up (CR 712.6); an adventurer shows its Adventure (CR 715.2); the land play and the
/// Adventure's cast are offered (CR 712.12, 715.3).
#[tokio::test]
async fn modal_faces_and_adventures_are_shown_and_offered() {
    let server = start(None).await;
    let (id, tokens) = position(server.addr, OTHER_FACES, json!(["human", "human"])).await;
    let mut ann = Seat::connect(server.addr, &id, tokens[0].as_ref().unwrap()).await.unwrap();
    ann.until_my_turn().await;
    let view = ann.view.clone().unwrap();
    let bf = view["players"][0]["battlefield"].as_array().unwrap().clone();
    let valley = bf.iter().find(|c| c["name"] == "Kazandu Valley").expect("the back face up is shown");
    assert_eq!(valley["other_face"]["name"], "Kazandu Mammoth", "{valley}");
    assert_eq!(valley["other_face"]["role"], "front face", "{valley}");
    let hand = view["players"][0]["hand"].as_array().unwrap().clone();
    let mammoth = hand.iter().find(|c| c["name"] == "Kazandu Mammoth").expect("Kazandu Mammoth in hand");
    assert_eq!(mammoth["other_face"]["name"], "Kazandu Valley", "{mammoth}");
    assert_eq!(mammoth["other_face"]["role"], "modal back face", "{mammoth}");
    let knight = hand.iter().find(|c| c["name"] == "Rimrock Knight").expect("Rimrock Knight in hand");
    assert_eq!(knight["other_face"]["name"], "Boulder Rush", "{knight}");
    assert_eq!(knight["other_face"]["role"], "Adventure", "{knight}");
    let (kind, d) = ann.decision().unwrap();
    assert_eq!(kind, "Priority");
    let actions = d["actions"].to_string();
    let (mammoth_id, knight_id) = (mammoth["id"].as_u64().unwrap(), knight["id"].as_u64().unwrap());
    assert!(actions.contains(&format!("{{\"PlayLand\":{{\"card\":{mammoth_id}}}}}")), "{actions}");
    assert!(actions.contains(&format!("\"card\":{knight_id}")) && actions.contains("\"half\":1"), "{actions}");
}
