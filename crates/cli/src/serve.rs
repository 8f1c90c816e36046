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
    /// An MTGJSON AtomicCards file to load beside the bundled cards (e.g.
    /// ../shared/cards/AtomicCards-2026.json): pasted decklists may use any supported card of it.
    #[arg(long = "cards", value_name = "FILE")]
    pub cards: Option<PathBuf>,
}

/// Runs `grimoire serve` until interrupted.
pub fn run(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let rt = tokio::runtime::Runtime::new()?;
    rt.block_on(async {
        let opts = grimoire_server::Options {
            addr: args.addr,
            db: Some(args.db.clone()),
            metrics: None,
            test_positions: args.test_positions,
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
                "only this computer can connect; to play with friends on other computers, use --addr 0.0.0.0:{}",
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
