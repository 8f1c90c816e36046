//! `grimoire serve`: the game server with its web client.

use clap::Args;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

/// Options of `grimoire serve`.
#[derive(Args)]
pub struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// The SQLite file games are stored in (created if missing); unfinished games resume.
    #[arg(long, value_name = "FILE", default_value = "grimoire.db")]
    pub db: PathBuf,
    /// Testing only: offer POST /api/test/position, which starts a game from a set-up
    /// position written as a scenario (the browser end-to-end tests use it).
    #[arg(long, hide = true)]
    pub test_positions: bool,
    /// A site whose pages may use this server, as `http://host:port` (repeatable). Besides
    /// these, only its loopback names (localhost, 127.0.0.1, [::1]) are answered, so with
    /// `--addr 0.0.0.0:PORT` name the address others reach it by; `*` answers any name
    /// (not recommended: a page elsewhere could then drive the server from your browser).
    #[arg(long = "allow-origin", value_name = "ORIGIN")]
    pub allow_origins: Vec<String>,
    /// Open WebSockets one client address may hold (seats and spectators).
    #[arg(long, default_value_t = grimoire_server::Limits::default().sockets)]
    pub max_sockets: usize,
    /// Open spectator WebSockets one client address may hold.
    #[arg(long, default_value_t = grimoire_server::Limits::default().spectators)]
    pub max_spectators: usize,
    /// Games one client address may create at once (then one every 30 seconds).
    #[arg(long, default_value_t = grimoire_server::Limits::default().games_burst)]
    pub max_new_games: u32,
    /// Minutes without a move after which a game leaves the lobby (it stays in the database).
    #[arg(long, value_name = "MINUTES", default_value_t = 120)]
    pub idle_minutes: u64,
    /// An MTGJSON AtomicCards file to load beside the bundled cards (e.g.
    /// ../shared/cards/AtomicCards-2026.json): pasted decklists may use any supported card of it.
    #[arg(long = "cards", value_name = "FILE")]
    pub cards: Option<PathBuf>,
}

/// Runs `grimoire serve` until interrupted.
pub fn run(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let rt = tokio::runtime::Runtime::new()?;
    rt.block_on(async {
        let limits = grimoire_server::Limits {
            sockets: args.max_sockets,
            spectators: args.max_spectators,
            games_burst: args.max_new_games,
            idle: std::time::Duration::from_secs(args.idle_minutes.saturating_mul(60)),
            ..grimoire_server::Limits::default()
        };
        let opts = grimoire_server::Options {
            addr: args.addr,
            db: Some(args.db.clone()),
            metrics: None,
            test_positions: args.test_positions,
            allow_origins: args.allow_origins.clone(),
            limits,
            cards: args.cards.clone(),
        };
        let server = grimoire_server::Server::start(opts).await?;
        println!("Grimoire is serving on http://{}/ (games stored in {})", server.addr, args.db.display());
        match &args.cards {
            Some(f) => println!("cards: the bundled pool and {} ({} cards)", f.display(), server.lobby.db.len()),
            None => println!("cards: the bundled pool only (--cards FILE adds an MTGJSON AtomicCards file)"),
        }
        if server.addr.ip().is_loopback() {
            println!(
                "only this computer can connect; to play with friends on other computers, use \
                 --addr 0.0.0.0:{port} --allow-origin http://THIS-COMPUTER'S-NAME-OR-ADDRESS:{port}",
                port = server.addr.port()
            );
        } else if args.allow_origins.is_empty() {
            println!(
                "other computers must reach this server by a name given with --allow-origin \
                 (e.g. --allow-origin http://192.168.1.10:{}); only loopback names are answered now",
                server.addr.port()
            );
        }
        if server.resumed > 0 {
            println!("resumed {} unfinished game(s)", server.resumed);
        }
        server.wait().await
    })?;
    Ok(ExitCode::SUCCESS)
}
