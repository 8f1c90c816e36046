//! What every client is held to, besides the checks on each message: the Origin/Host check
//! (a page on another site, or one reached by DNS rebinding, cannot drive the server from a
//! player's browser), and limits per client address on open connections, WebSockets,
//! spectators and game creation (more connections do not buy a client more of the server).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The client's address, put in every request's extensions by the accept loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peer(pub IpAddr);

/// What one client address may hold and do. The defaults leave room for a household or a
/// club behind one address (NAT): several players, each with a few tabs, and their
/// spectators; past them a single client cannot grow the server's work without bound.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Open HTTP connections (before any WebSocket upgrade); further ones are closed at once.
    pub connections: usize,
    /// Open WebSockets, seats and spectators together.
    pub sockets: usize,
    /// Open spectator WebSockets (a subset of `sockets`): a spectator costs a view per move.
    pub spectators: usize,
    /// Games created at once ...
    pub games_burst: u32,
    /// ... and then one per this long.
    pub game_every: Duration,
    /// A game without an accepted answer, a join or a start for this long leaves the lobby
    /// (and memory); it stays in the database, and finished games stay replayable.
    pub idle: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 64,
            sockets: 32,
            spectators: 8,
            games_burst: 20,
            game_every: Duration::from_secs(30),
            idle: Duration::from_secs(2 * 60 * 60),
        }
    }
}

/// What one address holds now.
#[derive(Debug)]
struct Held {
    connections: usize,
    sockets: usize,
    spectators: usize,
    /// Game creations left (a token bucket refilled one per [`Limits::game_every`]).
    games: f64,
    last: Instant,
}

/// The per-address counts.
#[derive(Debug)]
pub struct Guard {
    limits: Limits,
    addrs: Mutex<HashMap<IpAddr, Held>>,
}

/// What a [`Hold`] holds, given back when it is dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Connection,
    Socket,
    Spectator,
}

/// A connection or WebSocket counted against its address until dropped.
#[derive(Debug)]
pub struct Hold {
    guard: Arc<Guard>,
    ip: IpAddr,
    kind: Kind,
}

impl Drop for Hold {
    fn drop(&mut self) {
        let mut addrs = self.guard.lock();
        if let Some(h) = addrs.get_mut(&self.ip) {
            match self.kind {
                Kind::Connection => h.connections = h.connections.saturating_sub(1),
                Kind::Socket => h.sockets = h.sockets.saturating_sub(1),
                Kind::Spectator => {
                    h.sockets = h.sockets.saturating_sub(1);
                    h.spectators = h.spectators.saturating_sub(1);
                }
            }
        }
    }
}

impl Guard {
    /// Counts under `limits`.
    pub fn new(limits: Limits) -> Arc<Guard> {
        Arc::new(Guard { limits, addrs: Mutex::new(HashMap::new()) })
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Held>> {
        self.addrs.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn with<R>(&self, ip: IpAddr, f: impl FnOnce(&mut Held, &Limits) -> R) -> R {
        let mut addrs = self.lock();
        let h = addrs.entry(ip).or_insert_with(|| Held {
            connections: 0,
            sockets: 0,
            spectators: 0,
            games: f64::from(self.limits.games_burst),
            last: Instant::now(),
        });
        f(h, &self.limits)
    }

    /// A new connection from `ip`, or `None` when it already holds the most.
    pub fn connection(self: &Arc<Self>, ip: IpAddr) -> Option<Hold> {
        let ok = self.with(ip, |h, l| {
            let ok = h.connections < l.connections;
            if ok {
                h.connections += 1;
            }
            ok
        });
        ok.then(|| Hold { guard: self.clone(), ip, kind: Kind::Connection })
    }

    /// A new WebSocket from `ip` (a spectator's if `spectator`), or why not.
    pub fn socket(self: &Arc<Self>, ip: IpAddr, spectator: bool) -> Result<Hold, String> {
        self.with(ip, |h, l| {
            if h.sockets >= l.sockets {
                return Err(format!("too many open connections from your address (at most {})", l.sockets));
            }
            if spectator && h.spectators >= l.spectators {
                return Err(format!("too many spectator connections from your address (at most {})", l.spectators));
            }
            h.sockets += 1;
            if spectator {
                h.spectators += 1;
            }
            Ok(())
        })?;
        let kind = if spectator { Kind::Spectator } else { Kind::Socket };
        Ok(Hold { guard: self.clone(), ip, kind })
    }

    /// Takes one game creation for `ip` at `now`, or says when the next one is allowed.
    pub fn create_game(&self, ip: IpAddr, now: Instant) -> Result<(), String> {
        self.with(ip, |h, l| {
            let every = l.game_every.as_secs_f64().max(1e-6);
            let dt = now.saturating_duration_since(h.last).as_secs_f64();
            h.last = now;
            h.games = (h.games + dt / every).min(f64::from(l.games_burst));
            if h.games >= 1.0 {
                h.games -= 1.0;
                Ok(())
            } else {
                let wait = ((1.0 - h.games) * every).ceil();
                Err(format!(
                    "too many new games from your address (at most {} at once, then one every {} s): try again in {wait} s",
                    l.games_burst,
                    l.game_every.as_secs()
                ))
            }
        })
    }

    /// Forgets addresses that hold nothing and whose game budget is full again.
    pub fn forget_idle(&self, now: Instant) {
        let burst = f64::from(self.limits.games_burst);
        let every = self.limits.game_every.as_secs_f64().max(1e-6);
        self.lock().retain(|_, h| {
            let games = h.games + now.saturating_duration_since(h.last).as_secs_f64() / every;
            h.connections > 0 || h.sockets > 0 || games < burst
        });
    }
}

/// The Origin/Host check. A browser page can make requests to any address, and a page whose
/// name was rebound to 127.0.0.1 (DNS rebinding) even reads the answers; both show in the
/// headers: the `Host` is the page's name, and the `Origin` (sent with every WebSocket and
/// every cross-site POST) is the page's site. So a request is served only if its `Host` is
/// one of the server's own names and its `Origin`, when there is one, one of its own sites.
///
/// The server's own names are its loopback names with its port (`localhost`, `127.0.0.1`,
/// `[::1]`), its listening address when that is a specific one, and each `--allow-origin`
/// (`http://host:port`, or a bare `host:port` for both http and https). Listening on
/// `0.0.0.0` therefore serves other machines only under the names given with
/// `--allow-origin`; `--allow-origin '*'` turns the check off. Requests without an
/// `Origin` (command-line clients, same-site page loads) need only the `Host`.
#[derive(Clone, Debug)]
pub struct Origins {
    any: bool,
    hosts: Vec<String>,
    origins: Vec<String>,
}

impl Origins {
    /// The names of a server listening on `addr`, with the origins in `allow`.
    pub fn new(addr: SocketAddr, allow: &[String]) -> anyhow::Result<Origins> {
        let port = addr.port();
        let mut hosts = vec![format!("localhost:{port}"), format!("127.0.0.1:{port}"), format!("[::1]:{port}")];
        if !addr.ip().is_unspecified() {
            hosts.push(addr.to_string());
        }
        let mut origins: Vec<String> =
            hosts.iter().flat_map(|h| [format!("http://{h}"), format!("https://{h}")]).collect();
        let mut any = false;
        for a in allow {
            let a = a.trim().trim_end_matches('/').to_ascii_lowercase();
            if a == "*" {
                any = true;
                continue;
            }
            let (schemes, host) = match a.split_once("://") {
                Some((s @ ("http" | "https"), h)) => (vec![s.to_string()], h.to_string()),
                Some((s, _)) => anyhow::bail!("--allow-origin {a}: the scheme must be http or https, not {s}"),
                None => (vec!["http".to_string(), "https".to_string()], a.clone()),
            };
            if host.is_empty() || host.contains('/') {
                anyhow::bail!("--allow-origin {a}: expected http://host:port");
            }
            origins.extend(schemes.iter().map(|s| format!("{s}://{host}")));
            hosts.push(host);
        }
        // A browser leaves out the default port in both headers.
        for h in hosts.clone() {
            for default in [":80", ":443"] {
                if let Some(bare) = h.strip_suffix(default) {
                    hosts.push(bare.to_string());
                }
            }
        }
        for o in origins.clone() {
            if let Some(bare) = o.strip_suffix(":80").filter(|b| b.starts_with("http://")) {
                origins.push(bare.to_string());
            }
            if let Some(bare) = o.strip_suffix(":443").filter(|b| b.starts_with("https://")) {
                origins.push(bare.to_string());
            }
        }
        Ok(Origins { any, hosts, origins })
    }

    /// Whether a request with these `Host` and `Origin` headers is served, or why not.
    pub fn check(&self, host: Option<&str>, origin: Option<&str>) -> Result<(), String> {
        if self.any {
            return Ok(());
        }
        let host = host.map(str::to_ascii_lowercase);
        match &host {
            Some(h) if self.hosts.contains(h) => {}
            Some(h) => {
                return Err(format!(
                    "this server does not answer to the name {h:?}; if it is yours, start it with \
                     --allow-origin http://{h}"
                ))
            }
            None => return Err("a request needs a Host header".into()),
        }
        if let Some(o) = origin {
            let o = o.to_ascii_lowercase();
            if !self.origins.contains(&o) {
                return Err(format!(
                    "pages from {o:?} may not use this server; if that site is yours, start the server with \
                     --allow-origin {o}"
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_names_pass_and_others_need_allowing() {
        let o = Origins::new("127.0.0.1:8080".parse().unwrap(), &[]).unwrap();
        assert!(o.check(Some("127.0.0.1:8080"), None).is_ok());
        assert!(o.check(Some("localhost:8080"), Some("http://localhost:8080")).is_ok());
        assert!(o.check(Some("evil.example:8080"), None).is_err());
        assert!(o.check(Some("127.0.0.1:8080"), Some("http://evil.example")).is_err());
        assert!(o.check(Some("127.0.0.1:8080"), Some("null")).is_err());
        assert!(o.check(None, None).is_err());
        assert!(Origins::new("0.0.0.0:8080".parse().unwrap(), &["ftp://mybox:8080".into()]).is_err());
        let o = Origins::new("0.0.0.0:8080".parse().unwrap(), &["http://mybox:8080".into()]).unwrap();
        assert!(o.check(Some("mybox:8080"), Some("http://mybox:8080")).is_ok());
        assert!(o.check(Some("0.0.0.0:8080"), None).is_err());
        let o = Origins::new("0.0.0.0:80".parse().unwrap(), &["http://games.example:80".into()]).unwrap();
        assert!(o.check(Some("games.example"), Some("http://games.example")).is_ok());
        let o = Origins::new("0.0.0.0:8080".parse().unwrap(), &["*".into()]).unwrap();
        assert!(o.check(Some("anything"), Some("http://else")).is_ok());
    }

    #[test]
    fn game_creation_is_a_bucket_per_address() {
        let g = Guard::new(Limits { games_burst: 2, game_every: Duration::from_secs(10), ..Limits::default() });
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let t = Instant::now();
        assert!(g.create_game(a, t).is_ok());
        assert!(g.create_game(a, t).is_ok());
        assert!(g.create_game(a, t).is_err());
        assert!(g.create_game(b, t).is_ok(), "another address has its own budget");
        assert!(g.create_game(a, t + Duration::from_secs(10)).is_ok());
    }

    #[test]
    fn holds_are_given_back() {
        let g = Guard::new(Limits { sockets: 2, spectators: 1, connections: 1, ..Limits::default() });
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        let s1 = g.socket(ip, true).unwrap();
        assert!(g.socket(ip, true).is_err(), "one spectator");
        let s2 = g.socket(ip, false).unwrap();
        assert!(g.socket(ip, false).is_err(), "two sockets");
        drop((s1, s2));
        assert!(g.socket(ip, true).is_ok());
        let c = g.connection(ip).unwrap();
        assert!(g.connection(ip).is_none());
        drop(c);
        assert!(g.connection(ip).is_some());
    }
}
