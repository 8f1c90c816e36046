//! The WebSocket side: one connection per browser seat. The server sends the seat's view
//! after every change; the browser sends answers. Every message is checked: a malformed,
//! forged or out-of-turn one is refused with an error message, changes nothing, and the
//! connection stays open.

use crate::lobby::Lobby;
use crate::room::{Refusal, Room};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use grimoire_engine::Answer;
use serde::Deserialize;
use serde_json::json;
use std::collections::HashMap;
use std::sync::Arc;

/// The largest message a browser may send, in bytes.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// What a browser may send.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMessage {
    /// An answer to the seat's pending decision; `expect` is the answer count of the view it
    /// answers (the answer is refused as stale if the game has moved on).
    Answer { answer: Answer, expect: Option<u64> },
    /// Leave the game (CR 104.3a).
    Concede,
}

/// `GET /ws/:id?token=...`: upgrades to a WebSocket bound to the token's seat.
pub async fn upgrade(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
    ws: WebSocketUpgrade,
) -> Response {
    let Some(room) = lobby.room(&id) else { return crate::http::bad_request("no such game") };
    let Some(seat) = q.get("token").and_then(|t| room.seat_of(t)) else {
        return crate::http::bad_request("that token does not hold a seat at this game");
    };
    ws.max_message_size(MAX_MESSAGE).on_upgrade(move |socket| connection(socket, lobby, room, seat))
}

async fn send(socket: &mut WebSocket, v: serde_json::Value) -> bool {
    socket.send(Message::Text(v.to_string())).await.is_ok()
}

async fn send_state(socket: &mut WebSocket, room: &Room, seat: usize, log_sent: &mut usize) -> bool {
    match room.view(seat, *log_sent) {
        Some((view, lines, from)) => {
            *log_sent = from + lines.len();
            send(socket, json!({"type": "view", "view": view, "log": lines, "log_from": from})).await
        }
        None => send(socket, json!({"type": "waiting", "game": room.summary()})).await,
    }
}

async fn connection(mut socket: WebSocket, lobby: Arc<Lobby>, room: Arc<Room>, seat: usize) {
    let mut changes = room.subscribe();
    let mut log_sent = 0usize;
    changes.borrow_and_update();
    if !send_state(&mut socket, &room, seat, &mut log_sent).await {
        return;
    }
    loop {
        tokio::select! {
            changed = changes.changed() => {
                if changed.is_err() {
                    return;
                }
                changes.borrow_and_update();
                if !send_state(&mut socket, &room, seat, &mut log_sent).await {
                    return;
                }
            }
            msg = socket.recv() => {
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Binary(_))) => {
                        if !send(&mut socket, json!({"type": "error", "message": "binary messages are not understood"})).await {
                            return;
                        }
                        continue;
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => continue,
                };
                let result = match serde_json::from_str::<ClientMessage>(&text) {
                    Err(e) => Err(Refusal::new(format!("malformed message: {e}"))),
                    Ok(ClientMessage::Answer { answer, expect }) => {
                        if answer == Answer::Concede {
                            Err(Refusal::new("send {\"type\":\"concede\"} to concede"))
                        } else {
                            room.submit(&lobby.store, seat, answer, expect)
                        }
                    }
                    Ok(ClientMessage::Concede) => room.submit(&lobby.store, seat, Answer::Concede, None),
                };
                if let Err(e) = result {
                    if !send(&mut socket, json!({"type": "error", "message": e.message})).await {
                        return;
                    }
                }
            }
        }
    }
}
