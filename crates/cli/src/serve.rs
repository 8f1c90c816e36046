//! `grimoire serve`: the game server with its web client.

use clap::Args;
use std::net::{SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use std::process::ExitCode;

/// Options of `grimoire serve`.
#[derive(Args)]
pub struct ServeArgs {
    /// The address to listen on, as HOST:PORT (a name such as localhost:8080, or an IP
    /// address such as 0.0.0.0:8080).
    #[arg(long, default_value = "127.0.0.1:8080", value_parser = parse_addr)]
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

/// Reads `--addr`: an IP address and port, or a host name and port resolved by the system
/// (the first address it gives, so `localhost:8080` listens on loopback).
fn parse_addr(text: &str) -> Result<SocketAddr, String> {
    if let Ok(addr) = text.parse() {
        return Ok(addr);
    }
    let Some((host, port)) = text.rsplit_once(':') else {
        return Err(format!("{text:?} has no port: write HOST:PORT, such as localhost:8080"));
    };
    let port: u16 = port.parse().map_err(|_| format!("{port:?} is not a port number (0 to 65535)"))?;
    (host, port)
        .to_socket_addrs()
        .map_err(|e| format!("can't find the host {host:?}: {e}"))?
        .next()
        .ok_or_else(|| format!("the host {host:?} has no address"))
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

#[cfg(test)]
mod tests {
    use super::parse_addr;

    #[test]
    fn addresses_and_host_names_are_read() {
        assert_eq!(parse_addr("127.0.0.1:8767").unwrap().port(), 8767);
        let local = parse_addr("localhost:8767").unwrap();
        assert!(local.ip().is_loopback() && local.port() == 8767);
        assert!(parse_addr("localhost").unwrap_err().contains("no port"));
        assert!(parse_addr("localhost:99999").unwrap_err().contains("not a port"));
    }
}
