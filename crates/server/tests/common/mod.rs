//! Helpers shared by the server's integration tests: a server on an ephemeral port, a tiny
//! HTTP client, a WebSocket seat, and a simple automatic answerer built from the view alone.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use grimoire_server::{Options, Server};
use serde_json::{json, Value};
use std::path::PathBuf;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

pub async fn start(db: Option<PathBuf>) -> Server {
    Server::start(Options {
        addr: "127.0.0.1:0".parse().unwrap(),
        db,
        metrics: None,
        test_positions: true,
        cards: None,
    })
    .await
    .expect("server starts")
}

/// One HTTP/1.1 request; returns (status, body).
pub async fn http(addr: std::net::SocketAddr, method: &str, path: &str, body: Option<&Value>) -> (u16, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).to_string();
    let status: u16 = text[9..12].parse().unwrap();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap();
    let body =
        if head.to_ascii_lowercase().contains("transfer-encoding: chunked") { dechunk(rest) } else { rest.to_string() };
    (status, body)
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        s = &rest[n + 2..];
    }
    out
}

pub async fn post(addr: std::net::SocketAddr, path: &str, body: Value) -> (u16, Value) {
    let (st, text) = http(addr, "POST", path, Some(&body)).await;
    (st, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

pub async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, Value) {
    let (st, text) = http(addr, "GET", path, None).await;
    (st, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

/// Starts a game from a set-up position (scenario TOML) on a test server; returns the game
/// id and each seat's token.
pub async fn position(addr: std::net::SocketAddr, toml: &str, seats: Value) -> (String, Vec<Option<String>>) {
    let (st, g) = post(addr, "/api/test/position", json!({"scenario": toml, "seats": seats})).await;
    assert_eq!(st, 200, "{g}");
    let tokens = g["tokens"].as_array().unwrap().iter().map(|t| t.as_str().map(str::to_string)).collect();
    (g["game"].as_str().unwrap().to_string(), tokens)
}

pub fn bundled(name: &str) -> Value {
    json!({"source": "bundled", "value": name})
}

/// Creates a game; returns (game id, token).
pub async fn create(addr: std::net::SocketAddr, name: &str, deck: &str, others: Value) -> (String, String) {
    let (st, g) = post(addr, "/api/games", json!({"name": name, "deck": bundled(deck), "others": others})).await;
    assert_eq!(st, 200, "{g}");
    (g["game"].as_str().unwrap().to_string(), g["token"].as_str().unwrap().to_string())
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A browser seat over a WebSocket, remembering the latest view.
pub struct Seat {
    ws: Ws,
    pub view: Option<Value>,
    pub log: Vec<String>,
}

impl Seat {
    pub async fn connect(addr: std::net::SocketAddr, game: &str, token: &str) -> Result<Seat, String> {
        let url = format!("ws://{addr}/ws/{game}?token={token}");
        let (ws, _) = tokio_tungstenite::connect_async(url).await.map_err(|e| e.to_string())?;
        let mut s = Seat { ws, view: None, log: Vec::new() };
        s.next().await;
        Ok(s)
    }

    /// A spectator of `game` (no seat).
    pub async fn watch(addr: std::net::SocketAddr, game: &str) -> Result<Seat, String> {
        let url = format!("ws://{addr}/ws/{game}?watch=1");
        let (ws, _) = tokio_tungstenite::connect_async(url).await.map_err(|e| e.to_string())?;
        let mut s = Seat { ws, view: None, log: Vec::new() };
        s.next().await;
        Ok(s)
    }

    /// The next message from the server (a view is also remembered).
    pub async fn next(&mut self) -> Value {
        self.next_within(Duration::from_secs(20)).await.expect("a message within 20 s")
    }

    /// The next message if one comes within `wait`; `None` otherwise (panics if the
    /// connection closed).
    pub async fn next_within(&mut self, wait: Duration) -> Option<Value> {
        let msg =
            tokio::time::timeout(wait, self.ws.next()).await.ok()?.expect("the connection is open").expect("a message");
        let Message::Text(t) = msg else { panic!("expected text, got {msg:?}") };
        let v: Value = serde_json::from_str(&t).unwrap();
        if v["type"] == "view" {
            for l in v["log"].as_array().unwrap() {
                self.log.push(l.as_str().unwrap().to_string());
            }
            self.view = Some(v["view"].clone());
        }
        Some(v)
    }

    /// Whether the server closed the connection within `wait`.
    pub async fn closed_within(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.ws.next()).await {
                Err(_) => return false,
                Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    /// Sends raw text without waiting (the send may fail once the server has closed).
    pub async fn try_send_text(&mut self, text: String) -> bool {
        self.ws.send(Message::Text(text)).await.is_ok()
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws.send(Message::Text(text.to_string())).await.unwrap();
    }

    pub async fn answer(&mut self, answer: Value) {
        let expect = self.view.as_ref().map(|v| v["answers"].clone()).unwrap_or(Value::Null);
        self.send_text(&json!({"type": "answer", "answer": answer, "expect": expect}).to_string()).await;
    }

    /// Sends `text` and returns the error the server answers with.
    pub async fn expect_error(&mut self, text: &str) -> String {
        self.send_text(text).await;
        loop {
            let m = self.next().await;
            if m["type"] == "error" {
                return m["message"].as_str().unwrap().to_string();
            }
        }
    }

    /// Waits until this seat must decide or the game is over.
    pub async fn until_my_turn(&mut self) {
        loop {
            if let Some(v) = &self.view {
                if !v["decision"].is_null() || !v["result"].is_null() {
                    return;
                }
            }
            self.next().await;
        }
    }

    pub fn decision(&self) -> Option<(String, Value)> {
        let d = &self.view.as_ref()?["decision"]["decision"]["kind"];
        let (k, v) = d.as_object()?.iter().next()?;
        Some((k.clone(), v.clone()))
    }
}

/// A plain answer to any decision, from the view alone: keep, play a land when possible,
/// otherwise pass; attack with everything; no blocks; the first legal choices.
pub fn auto_answer(kind: &str, d: &Value) -> Value {
    let first_targets = |slots: &Value| -> Value {
        Value::Array(
            slots
                .as_array()
                .unwrap()
                .iter()
                .map(|s| {
                    let n = s["min"].as_u64().unwrap().max(1) as usize;
                    Value::Array(s["legal"].as_array().unwrap().iter().take(n).cloned().collect())
                })
                .collect(),
        )
    };
    match kind {
        "Mulligan" => json!("Keep"),
        "PutOnBottom" => {
            let n = d["count"].as_u64().unwrap() as usize;
            json!({"Cards": d["hand"].as_array().unwrap()[..n]})
        }
        "Priority" => {
            for a in d["actions"].as_array().unwrap() {
                if let Some(l) = a.get("PlayLand") {
                    return json!({"PlayLand": l["card"]});
                }
            }
            json!("Pass")
        }
        "DeclareAttackers" => {
            let atk: Vec<Value> =
                d["options"].as_array().unwrap().iter().map(|o| json!([o["attacker"], o["defenders"][0]])).collect();
            json!({ "Attackers": atk })
        }
        "DeclareBlockers" => json!({"Blockers": []}),
        "AssignCombatDamage" => {
            let mut left = d["amount"].as_u64().unwrap();
            let mut out = Vec::new();
            for b in d["blockers"].as_array().unwrap() {
                let n = b[1].as_u64().unwrap().min(left);
                left -= n;
                out.push(json!([{"Object": b[0]}, n]));
            }
            if left > 0 {
                if !d["trample"].is_null() {
                    out.push(json!([d["trample"], left]));
                } else if let Some(last) = out.last_mut() {
                    last[1] = json!(last[1].as_u64().unwrap() + left);
                }
            }
            json!({ "Damage": out })
        }
        "ChooseTargets" => json!({"Targets": first_targets(&d["slots"])}),
        "ChooseObjects" => {
            let n = d["min"].as_u64().unwrap() as usize;
            json!({"Cards": d["from"].as_array().unwrap()[..n]})
        }
        "YesNo" => json!({"YesNo": false}),
        "ChooseOption" => json!({"Option": 0}),
        "ChooseNumber" => json!({"Number": d["min"]}),
        "OrderTriggers" => {
            let n = d["triggers"].as_array().unwrap().len();
            json!({"Order": (0..n).collect::<Vec<_>>()})
        }
        other => panic!("unknown decision {other}"),
    }
}
