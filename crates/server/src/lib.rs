//! Grimoire's game server: the web client, a lobby, seats for people and computer players,
//! and every game stored in SQLite as it is played.
//!
//! - [`http`]: the embedded web client (`web/`) and the lobby's JSON API;
//! - [`ws`]: one WebSocket per browser seat or spectator: views out, answers in, throttled;
//! - [`lobby`] and [`room`]: the tables, and the task that plays computer seats;
//! - [`series`]: best-of-three matches, sideboarding between games;
//! - [`seat`]: seat kinds (human, computer players) and tokens;
//! - [`view`]: what one seat, or a spectator, may see of a game;
//! - [`position`]: test-only games from set-up positions (off unless asked for);
//! - [`store`]: SQLite persistence; unfinished games resume on restart;
//! - [`decks`]: the decks a seat can bring; [`search`]: the deck builder's card search;
//! - [`format`]: a table's format (constructed or Commander);
//! - [`guard`]: what every client is held to: the Origin/Host check and the per-address
//!   limits ([`Limits`]).
//!
//! The accept loop is here: every accepted socket gets `TCP_NODELAY` (a view sent right
//! after another must not wait for the client's delayed acknowledgement), and the client's
//! address is known to every handler ([`guard::Peer`]).

pub mod decks;
pub mod format;
pub mod guard;
pub mod http;
pub mod lobby;
pub mod position;
pub mod room;
pub mod search;
pub mod seat;
pub mod series;
pub mod store;
pub mod view;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

pub use guard::Limits;
pub use lobby::Lobby;
pub use room::Metrics;

/// How to run a server.
#[derive(Clone, Debug)]
pub struct Options {
    /// The address to listen on; port 0 picks a free one.
    pub addr: SocketAddr,
    /// The SQLite file; `None` keeps games in memory only.
    pub db: Option<PathBuf>,
    /// Collect computer move latencies (for load tests).
    pub metrics: Option<Metrics>,
    /// Offer the test-only route that starts games from set-up positions (never in production).
    pub test_positions: bool,
    /// Origins (`http://host:port`) whose pages may use the API and the WebSocket besides
    /// the server's own loopback names; `*` allows any (see [`guard::Origins`]).
    pub allow_origins: Vec<String>,
    /// What one client address may hold and do.
    pub limits: Limits,
    /// An MTGJSON AtomicCards file (e.g. `../shared/cards/AtomicCards-2026.json`) loaded
    /// beside the bundled pool, so pasted decklists may use any of its supported cards;
    /// `None`: the bundled pool only.
    pub cards: Option<PathBuf>,
}

impl Default for Options {
    /// Loopback on a free port, in memory, the default limits.
    fn default() -> Options {
        Options {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            db: None,
            metrics: None,
            test_positions: false,
            allow_origins: Vec::new(),
            limits: Limits::default(),
            cards: None,
        }
    }
}

/// A running server.
pub struct Server {
    /// The address it listens on.
    pub addr: SocketAddr,
    pub lobby: Arc<Lobby>,
    /// How many unfinished games were resumed from the database.
    pub resumed: usize,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
    sweeper: tokio::task::JoinHandle<()>,
}

impl Server {
    /// Loads the cards, opens the store, resumes stored games, binds and starts serving in
    /// the background.
    pub async fn start(opts: Options) -> anyhow::Result<Server> {
        let mut cards = grimoire_cards::CardDb::bundled();
        if let Some(path) = &opts.cards {
            cards.load_mtgjson(path)?;
        }
        let db = Arc::new(cards);
        let store = Arc::new(store::Store::open(opts.db.as_deref(), db.clone())?);
        let lobby = Lobby::new(store, db, opts.metrics, opts.limits.clone());
        let resumed = lobby.restore()?;
        let listener = tokio::net::TcpListener::bind(opts.addr).await.map_err(|e| {
            let hint = match e.kind() {
                std::io::ErrorKind::AddrInUse => " (another program uses this port: choose another with --addr)",
                _ => "",
            };
            anyhow::anyhow!("can't listen on {}: {e}{hint}", opts.addr)
        })?;
        let addr = listener.local_addr()?;
        let origins = guard::Origins::new(addr, &opts.allow_origins)?;
        let app = http::router(lobby.clone(), opts.test_positions, Arc::new(origins));
        let task = tokio::spawn(serve(listener, app, lobby.clone()));
        let sweeper = tokio::spawn(sweep(lobby.clone()));
        Ok(Server { addr, lobby, resumed, task, sweeper })
    }

    /// Serves until the server fails.
    pub async fn wait(self) -> anyhow::Result<()> {
        self.task.await??;
        Ok(())
    }

    /// Stops serving (open connections are dropped with the runtime).
    pub fn stop(&self) {
        self.task.abort();
        self.sweeper.abort();
    }
}

/// Every minute, takes games idle for longer than [`Limits::idle`] out of the lobby (they
/// stay in the database).
async fn sweep(lobby: Arc<Lobby>) {
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    loop {
        tick.tick().await;
        let gone = lobby.sweep(std::time::Instant::now());
        if gone > 0 {
            eprintln!("grimoire-server: {gone} idle game(s) left the lobby (kept in the database)");
        }
    }
}

/// Accepts one connection with the socket options every connection gets: `TCP_NODELAY`,
/// so that the second of two quick frames (a computer's move, then the next decision) is
/// sent at once rather than after the client's delayed acknowledgement of the first.
pub async fn accept(listener: &tokio::net::TcpListener) -> std::io::Result<(tokio::net::TcpStream, SocketAddr)> {
    let (stream, peer) = listener.accept().await?;
    stream.set_nodelay(true)?;
    Ok((stream, peer))
}

/// The accept loop: each connection served by hyper (HTTP/1.1 with upgrades, for the
/// WebSocket) with the client's address in the request's extensions; a client address
/// already holding [`Limits::connections`] connections has further ones closed at once.
async fn serve(listener: tokio::net::TcpListener, app: axum::Router, lobby: Arc<Lobby>) -> std::io::Result<()> {
    use axum::Extension;
    use hyper_util::rt::TokioIo;
    use hyper_util::service::TowerToHyperService;
    loop {
        let (stream, peer) = match accept(&listener).await {
            Ok(c) => c,
            // Out of file descriptors and the like: wait a little rather than spin.
            Err(e) => {
                eprintln!("grimoire-server: accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(held) = lobby.guard.connection(peer.ip()) else {
            drop(stream);
            continue;
        };
        let service = TowerToHyperService::new(app.clone().layer(Extension(guard::Peer(peer.ip()))));
        tokio::spawn(async move {
            let _held = held;
            let conn = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades();
            // An error here is a client that went away mid-request: nothing to do.
            let _ = conn.await;
        });
    }
}
