//! The WebSocket side: one connection per browser seat or spectator. The server sends the
//! viewer's view after every change; a seat's browser sends answers. Every message is checked:
//! a malformed, oversized, forged or out-of-turn one is refused with an error message,
//! changes nothing, and the connection stays open. A client that floods is throttled
//! ([`RateLimit`]): the extra messages are dropped with one error, and it may go on. An
//! accepted answer gives its token back, so a client that answers as fast as the game
//! moves is never throttled; only refused messages (junk, stale, illegal) use the budget.
//! The budget is per connection; how many connections (and spectators) one address may
//! open is limited in [`crate::guard`].

use crate::guard::{Hold, Peer};
use crate::lobby::Lobby;
use crate::room::{Refusal, Room};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use grimoire_engine::Answer;
use serde::Deserialize;
use serde_json::json;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

/// The largest message a browser may send, in bytes: a longer one is refused with an error
/// and the connection stays open.
pub const MAX_MESSAGE: usize = 16 * 1024;
/// The largest frame the WebSocket layer reads at all; past it the connection is closed.
pub const MAX_FRAME: usize = 256 * 1024;
/// Messages a connection may send in a burst ...
pub const BURST: f64 = 20.0;
/// ... and per second after that.
pub const PER_SECOND: f64 = 10.0;

/// What a browser may send.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMessage {
    /// An answer to the seat's pending decision; `expect` is the answer count of the view it
    /// answers (the answer is refused as stale if the game has moved on, and refused without
    /// it: an answer must say which decision it answers).
    /// (Boxed: an answer is much larger than the other messages.)
    Answer { answer: Box<Answer>, expect: Option<u64> },
    /// Leave the game (CR 104.3a).
    Concede,
}

/// A token bucket: [`BURST`] messages at once, refilled at [`PER_SECOND`].
#[derive(Debug)]
pub struct RateLimit {
    tokens: f64,
    last: Instant,
    /// Whether the client was told to slow down since it last had a message accepted.
    warned: bool,
}

/// What to do with one incoming message.
#[derive(Debug, PartialEq, Eq)]
pub enum Throttle {
    /// Handle it.
    Accept,
    /// Drop it and tell the client (once per run of dropped messages).
    Warn,
    /// Drop it silently.
    Drop,
}

impl RateLimit {
    /// A full bucket at `now`.
    pub fn new(now: Instant) -> RateLimit {
        RateLimit { tokens: BURST, last: now, warned: false }
    }

    /// Gives back the token of a message that was accepted (it moved the game on).
    pub fn refund(&mut self) {
        self.tokens = (self.tokens + 1.0).min(BURST);
    }

    /// Takes one message arriving at `now`.
    pub fn take(&mut self, now: Instant) -> Throttle {
        let dt = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * PER_SECOND).min(BURST);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.warned = false;
            Throttle::Accept
        } else if self.warned {
            Throttle::Drop
        } else {
            self.warned = true;
            Throttle::Warn
        }
    }
}

/// `GET /ws/:id?token=...`: upgrades to a WebSocket bound to the token's seat;
/// `GET /ws/:id?watch=1` (no token) watches the game as a spectator.
pub async fn upgrade(
    State(lobby): State<Arc<Lobby>>,
    Extension(Peer(peer)): Extension<Peer>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
    ws: WebSocketUpgrade,
) -> Response {
    let Some(room) = lobby.room(&id) else { return crate::http::bad_request("no such game") };
    let seat = match q.get("token") {
        Some(t) => match room.seat_of(t) {
            Some(seat) => Some(seat),
            None => return crate::http::bad_request("that token does not hold a seat at this game"),
        },
        None if q.contains_key("watch") => None,
        None => return crate::http::bad_request("give a seat token, or watch=1 to watch"),
    };
    let hold = match lobby.guard.socket(peer, seat.is_none()) {
        Ok(h) => h,
        Err(e) => {
            return (axum::http::StatusCode::TOO_MANY_REQUESTS, axum::Json(json!({ "error": e }))).into_response()
        }
    };
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| connection(socket, lobby, room, seat, hold))
}

async fn send(socket: &mut WebSocket, v: serde_json::Value) -> bool {
    socket.send(Message::Text(v.to_string())).await.is_ok()
}

async fn send_error(socket: &mut WebSocket, message: impl Into<String>) -> bool {
    send(socket, json!({"type": "error", "message": message.into()})).await
}

async fn send_state(socket: &mut WebSocket, room: &Room, seat: Option<usize>, log_sent: &mut usize) -> bool {
    match room.view(seat, *log_sent) {
        Some((view, lines, from)) => {
            *log_sent = from + lines.len();
            let series = room.series_view(seat);
            send(socket, json!({"type": "view", "view": view, "log": lines, "log_from": from, "series": series})).await
        }
        None => send(socket, json!({"type": "waiting", "game": room.summary()})).await,
    }
}

/// What one text message from `seat` (`None`: a spectator) does.
fn handle(text: &str, lobby: &Lobby, room: &Room, seat: Option<usize>) -> Result<(), Refusal> {
    if text.len() > MAX_MESSAGE {
        return Err(Refusal::new(format!("message too long ({} bytes; at most {MAX_MESSAGE})", text.len())));
    }
    let msg =
        serde_json::from_str::<ClientMessage>(text).map_err(|e| Refusal::new(format!("malformed message: {e}")))?;
    let Some(seat) = seat else { return Err(Refusal::new("spectators watch; they cannot act")) };
    match msg {
        ClientMessage::Answer { answer, expect } => {
            if *answer == Answer::Concede {
                Err(Refusal::new("send {\"type\":\"concede\"} to concede"))
            } else if expect.is_none() {
                Err(Refusal::new("an answer needs \"expect\": the \"answers\" count of the view it answers"))
            } else {
                room.submit(&lobby.store, seat, *answer, expect)
            }
        }
        ClientMessage::Concede => room.submit(&lobby.store, seat, Answer::Concede, None),
    }
}

/// Serves one WebSocket; `_hold` counts it against its address until it closes.
async fn connection(mut socket: WebSocket, lobby: Arc<Lobby>, room: Arc<Room>, seat: Option<usize>, _hold: Hold) {
    let mut changes = room.subscribe();
    let mut log_sent = 0usize;
    let mut limit = RateLimit::new(Instant::now());
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
                    Some(Ok(Message::Text(t))) => Some(t),
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => continue, // pings and pongs
                };
                match limit.take(Instant::now()) {
                    Throttle::Accept => {}
                    Throttle::Warn => {
                        let msg = format!(
                            "too many messages: slow down (at most {PER_SECOND} a second); messages are dropped until then"
                        );
                        if !send_error(&mut socket, msg).await {
                            return;
                        }
                        continue;
                    }
                    Throttle::Drop => continue,
                }
                let result = match text {
                    Some(text) => handle(&text, &lobby, &room, seat),
                    None => Err(Refusal::new("binary messages are not understood")),
                };
                match result {
                    Ok(()) => limit.refund(),
                    Err(e) => {
                        if !send_error(&mut socket, e.message).await {
                            return;
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_passes_then_one_warning_then_drops_until_refilled() {
        let t0 = Instant::now();
        let mut r = RateLimit::new(t0);
        for _ in 0..BURST as usize {
            assert_eq!(r.take(t0), Throttle::Accept);
        }
        assert_eq!(r.take(t0), Throttle::Warn);
        assert_eq!(r.take(t0), Throttle::Drop);
        assert_eq!(r.take(t0), Throttle::Drop);
        // A tenth of a second later one more message is allowed, and warnings start afresh.
        let t1 = t0 + Duration::from_millis(110);
        assert_eq!(r.take(t1), Throttle::Accept);
        assert_eq!(r.take(t1), Throttle::Warn);
        // An accepted message gives its token back.
        r.refund();
        assert_eq!(r.take(t1), Throttle::Accept);
        // After two seconds the whole burst is back.
        let t2 = t1 + Duration::from_secs(2);
        for _ in 0..BURST as usize {
            assert_eq!(r.take(t2), Throttle::Accept);
        }
    }
}
