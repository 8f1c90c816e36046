//! Grimoire's game server: the web client, a lobby, seats for people and computer players,
//! and every game stored in SQLite as it is played.
//!
//! - [`http`]: the embedded web client (`web/`) and the lobby's JSON API;
//! - [`ws`]: one WebSocket per browser seat or spectator: views out, answers in, throttled;
//! - [`lobby`] and [`room`]: the tables, and the task that plays computer seats;
//! - [`seat`]: seat kinds (human, computer players) and tokens;
//! - [`view`]: what one seat, or a spectator, may see of a game;
//! - [`position`]: test-only games from set-up positions (off unless asked for);
//! - [`store`]: SQLite persistence; unfinished games resume on restart;
//! - [`decks`]: the decks a seat can bring.

pub mod decks;
pub mod http;
pub mod lobby;
pub mod position;
pub mod room;
pub mod seat;
pub mod store;
pub mod view;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

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
    /// An MTGJSON AtomicCards file (e.g. `../shared/cards/AtomicCards-2026.json`) loaded
    /// beside the bundled pool, so pasted decklists may use any of its supported cards;
    /// `None`: the bundled pool only.
    pub cards: Option<PathBuf>,
}

/// A running server.
pub struct Server {
    /// The address it listens on.
    pub addr: SocketAddr,
    pub lobby: Arc<Lobby>,
    /// How many unfinished games were resumed from the database.
    pub resumed: usize,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// Loads the cards, opens the store, resumes stored games, binds and starts serving in
    /// the background.
    pub async fn start(opts: Options) -> anyhow::Result<Server> {
        let store = Arc::new(store::Store::open(opts.db.as_deref())?);
        let mut cards = grimoire_cards::CardDb::bundled();
        if let Some(path) = &opts.cards {
            cards.load_mtgjson(path)?;
        }
        let db = Arc::new(cards);
        let lobby = Lobby::new(store, db, opts.metrics);
        let resumed = lobby.restore()?;
        let listener = tokio::net::TcpListener::bind(opts.addr).await?;
        let addr = listener.local_addr()?;
        let app = http::router(lobby.clone(), opts.test_positions);
        let task = tokio::spawn(async move { axum::serve(listener, app).await });
        Ok(Server { addr, lobby, resumed, task })
    }

    /// Serves until the server fails.
    pub async fn wait(self) -> anyhow::Result<()> {
        self.task.await??;
        Ok(())
    }

    /// Stops serving (open connections are dropped with the runtime).
    pub fn stop(&self) {
        self.task.abort();
    }
}
