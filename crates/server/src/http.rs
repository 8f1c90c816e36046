//! The HTTP side: the embedded web client and the lobby's JSON API. Every route, the
//! WebSocket's included, first passes the Origin/Host check ([`crate::guard::Origins`]).

use crate::decks;
use crate::format::TableFormat;
use crate::guard::{Origins, Peer};
use crate::lobby::{CreateGame, JoinGame, Lobby, Rematch, Sideboard};
use crate::position::PositionRequest;
use crate::room::Refusal;
use crate::search::{self, CardQuery};
use crate::seat::{DeckSource, SeatKind};
use crate::ws;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use serde::Serialize;
use serde_json::json;
use std::sync::Arc;

const INDEX_HTML: &str = include_str!("../../../web/index.html");
const APP_JS: &str = include_str!("../../../web/app.js");
const STYLE_CSS: &str = include_str!("../../../web/style.css");
/// The mana symbol font (mana-font, vendored with its licence in `web/vendor/mana-font/`).
const MANA_CSS: &str = include_str!("../../../web/vendor/mana-font/css/mana.min.css");
const MANA_WOFF: &[u8] = include_bytes!("../../../web/vendor/mana-font/fonts/mana.woff");
const MANA_LICENSE: &str = include_str!("../../../web/vendor/mana-font/LICENSE");

/// The server's routes over a lobby; `test_positions` adds the test-only route that starts
/// a game from a set-up position ([`crate::position`]); requests are served only from the
/// names and sites in `origins`.
pub fn router(lobby: Arc<Lobby>, test_positions: bool, origins: Arc<Origins>) -> Router {
    let mut r = Router::new()
        .route("/", get(|| async { asset("text/html; charset=utf-8", INDEX_HTML) }))
        .route("/app.js", get(|| async { asset("text/javascript; charset=utf-8", APP_JS) }))
        .route("/style.css", get(|| async { asset("text/css; charset=utf-8", STYLE_CSS) }))
        .route("/vendor/mana-font/css/mana.min.css", get(|| async { asset("text/css; charset=utf-8", MANA_CSS) }))
        .route("/vendor/mana-font/fonts/mana.woff", get(|| async { asset("font/woff", MANA_WOFF) }))
        .route("/vendor/mana-font/LICENSE", get(|| async { asset("text/plain; charset=utf-8", MANA_LICENSE) }))
        .route("/api/decks", get(list_decks))
        .route("/api/decks/check", post(check_deck))
        .route("/api/cards", get(search_cards))
        .route("/api/games", get(list_games).post(create_game))
        .route("/api/games/:id/join", post(join_game))
        .route("/api/games/:id/rematch", post(rematch))
        .route("/api/games/:id/sideboard", post(sideboard))
        .route("/api/games/:id/replay/:step", get(replay))
        .route("/api/games/:id/open-replay", post(open_replay))
        .route("/ws/:id", get(ws::upgrade));
    if test_positions {
        r = r.route("/api/test/position", post(position_game));
    }
    r.with_state(lobby).layer(axum::middleware::from_fn(move |req: Request, next: Next| {
        let origins = origins.clone();
        async move {
            let checked = {
                let header = |name| req.headers().get(name).and_then(|v: &axum::http::HeaderValue| v.to_str().ok());
                origins.check(header(header::HOST), header(header::ORIGIN))
            };
            match checked {
                Ok(()) => next.run(req).await,
                Err(e) => (StatusCode::FORBIDDEN, Json(json!({ "error": e }))).into_response(),
            }
        }
    }))
}

async fn position_game(
    State(lobby): State<Arc<Lobby>>,
    body: Result<Json<PositionRequest>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => reply(lobby.create_from_position(req)),
        Err(e) => bad_request(e.body_text()),
    }
}

fn asset(content_type: &'static str, body: impl IntoResponse) -> Response {
    ([(header::CONTENT_TYPE, content_type), (header::CACHE_CONTROL, "no-cache")], body).into_response()
}

/// A refusal as a JSON error with status 400.
pub fn bad_request(message: impl Into<String>) -> Response {
    (StatusCode::BAD_REQUEST, Json(json!({ "error": message.into() }))).into_response()
}

fn reply<T: Serialize>(r: Result<T, Refusal>) -> Response {
    match r {
        Ok(v) => Json(v).into_response(),
        Err(e) => bad_request(e.message),
    }
}

#[derive(Serialize)]
struct DecksReply {
    decks: Vec<decks::DeckInfo>,
    seat_kinds: Vec<SeatKindInfo>,
}

#[derive(Serialize)]
struct SeatKindInfo {
    kind: SeatKind,
    label: &'static str,
}

async fn list_decks(State(lobby): State<Arc<Lobby>>) -> Response {
    Json(DecksReply {
        decks: decks::playable_decks(&lobby.db),
        seat_kinds: SeatKind::ALL.iter().map(|&kind| SeatKindInfo { kind, label: kind.label() }).collect(),
    })
    .into_response()
}

/// `POST /api/decks/check`'s query: the format to check the deck for (default constructed).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckQuery {
    #[serde(default)]
    format: TableFormat,
}

async fn check_deck(
    State(lobby): State<Arc<Lobby>>,
    query: Result<Query<CheckQuery>, QueryRejection>,
    body: Result<Json<DeckSource>, JsonRejection>,
) -> Response {
    let Query(q) = match query {
        Ok(q) => q,
        Err(_) => return bad_request("unknown format: use constructed or commander"),
    };
    let Json(source) = match body {
        Ok(b) => b,
        Err(e) => return bad_request(e.body_text()),
    };
    reply(
        decks::resolve_for(&lobby.db, &source, q.format)
            .map(|d| json!({"label": d.label, "cards": d.cards.len() + d.commanders.len(), "commanders": d.commanders.iter().map(|c| c.name.clone()).collect::<Vec<_>>()}))
            .map_err(Refusal::new),
    )
}

async fn search_cards(State(lobby): State<Arc<Lobby>>, query: Result<Query<CardQuery>, QueryRejection>) -> Response {
    let Query(q) = match query {
        Ok(q) => q,
        Err(e) => {
            return bad_request(format!("a card search takes name, type, text, color and limit: {}", e.body_text()))
        }
    };
    let db = lobby.db.clone();
    match tokio::task::spawn_blocking(move || search::search(&db, &q)).await {
        Ok(r) => reply(r.map_err(Refusal::new)),
        Err(e) => bad_request(format!("the search failed: {e}")),
    }
}

async fn list_games(State(lobby): State<Arc<Lobby>>) -> Response {
    Json(lobby.list()).into_response()
}

async fn create_game(
    State(lobby): State<Arc<Lobby>>,
    Extension(Peer(peer)): Extension<Peer>,
    body: Result<Json<CreateGame>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => reply(lobby.create_for(peer, req)),
        Err(e) => bad_request(e.body_text()),
    }
}

async fn join_game(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    body: Result<Json<JoinGame>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => reply(lobby.join(&id, req)),
        Err(e) => bad_request(e.body_text()),
    }
}

async fn rematch(
    State(lobby): State<Arc<Lobby>>,
    Extension(Peer(peer)): Extension<Peer>,
    Path(id): Path<String>,
    body: Result<Json<Rematch>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => reply(lobby.rematch_for(peer, &id, req)),
        Err(e) => bad_request(e.body_text()),
    }
}

async fn sideboard(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    body: Result<Json<Sideboard>, JsonRejection>,
) -> Response {
    match body {
        Ok(Json(req)) => reply(lobby.sideboard(&id, req).map(|()| json!({"ready": true}))),
        Err(e) => bad_request(e.body_text()),
    }
}

#[derive(serde::Deserialize)]
struct ReplayQuery {
    /// Whose view to show (a player's own, or anyone's once every player opened the replay);
    /// without it, the token's seat's, or the public view.
    #[serde(default)]
    seat: Option<usize>,
    /// The viewer's seat token, if they played.
    #[serde(default)]
    token: Option<String>,
}

async fn replay(
    State(lobby): State<Arc<Lobby>>,
    Path((id, step)): Path<(String, usize)>,
    Query(q): Query<ReplayQuery>,
) -> Response {
    let store = lobby.store.clone();
    let r =
        tokio::task::spawn_blocking(move || crate::room::replay_step(&store, &id, step, q.seat, q.token.as_deref()))
            .await;
    match r {
        Ok(r) => reply(r),
        Err(e) => bad_request(format!("replay failed: {e}")),
    }
}

/// `POST /api/games/:id/open-replay`'s body: a seat's token and whether that player lets
/// everyone see their hidden cards in the game's replay.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct OpenReplay {
    token: String,
    open: bool,
}

async fn open_replay(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    body: Result<Json<OpenReplay>, JsonRejection>,
) -> Response {
    let Json(req) = match body {
        Ok(b) => b,
        Err(e) => return bad_request(e.body_text()),
    };
    let store = lobby.store.clone();
    // A table that left the lobby is still in the database: its seats are updated there.
    let r = match lobby.room(&id) {
        Some(room) => room.set_open_replay(&store, &req.token, req.open),
        None => crate::room::set_open_replay_stored(&store, &id, &req.token, req.open),
    };
    reply(r.map(|seat| json!({"seat": seat, "open": req.open})))
}
