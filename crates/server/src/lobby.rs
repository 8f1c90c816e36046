//! The lobby: every table of the server, creating and joining games, restoring stored ones.

use crate::decks;
use crate::format::TableFormat;
use crate::guard::{Guard, Limits};
use crate::room::{now, GameSummary, Metrics, Refusal, Room};
use crate::seat::{new_game_id, new_token, DeckSource, Seat, SeatKind};
use crate::series::{sideboarded, Series};
use crate::store::Store;
use grimoire_cards::CardDb;
use grimoire_engine::{Game, GameConfig};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, RwLock};
use std::time::Instant;
use tokio::runtime::{Handle, Runtime};

/// The longest nickname accepted, in characters.
pub const MAX_NAME: usize = 24;

/// A request to create a game. The creator takes seat 0.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    pub name: String,
    pub deck: DeckSource,
    /// The other seats, in turn order after the creator: 1 to 3 of them.
    pub others: Vec<OtherSeat>,
    /// Constructed (the default) or Commander.
    #[serde(default)]
    pub format: TableFormat,
    /// 1 (the default): one game; 3: a best-of-three match with sideboarding between games.
    #[serde(default = "one_game")]
    pub best_of: u8,
}

fn one_game() -> u8 {
    1
}

/// A player's deck and sideboard for the next game of a match, asked with their seat's token.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sideboard {
    pub token: String,
    pub main: Vec<(u32, String)>,
    pub side: Vec<(u32, String)>,
}

/// Another seat of a new game: a person who will join, or a computer player with a deck.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OtherSeat {
    pub kind: SeatKind,
    /// A computer seat's deck (default: the first bundled deck).
    #[serde(default)]
    pub deck: Option<DeckSource>,
}

/// A request to join an open seat.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinGame {
    pub name: String,
    pub deck: DeckSource,
}

/// A request for a rematch of a finished game, by one of its players (their seat's token).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rematch {
    pub token: String,
}

/// What the creator or a joiner gets back: their seat and its secret token.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatGrant {
    pub game: String,
    pub seat: usize,
    pub token: String,
}

/// All tables, the store, the card database.
pub struct Lobby {
    rooms: RwLock<HashMap<String, Arc<Room>>>,
    pub store: Arc<Store>,
    pub db: Arc<CardDb>,
    metrics: Option<Metrics>,
    /// The per-address counts and limits.
    pub guard: Arc<Guard>,
    /// Where the games with no person in them move (see [`Background`]).
    background: Background,
}

/// The runtime of the games with no person in them: its own threads, one fewer than the
/// machine's cores (at least one), which the operating system schedules below the server's
/// (nice [`BACKGROUND_NICE`] on Unix). A person's answer and the computer's reply to it run
/// on the server's runtime, so they never queue behind a crowd of computer-only games: the
/// scheduler hands the CPU to them as soon as they are ready.
struct Background {
    runtime: Option<Runtime>,
}

/// How much lower than the server's threads the computer-only games' threads run (Unix
/// nice values: 0 is normal, 19 the lowest).
const BACKGROUND_NICE: i32 = 10;

impl Background {
    fn new() -> Background {
        let workers = std::thread::available_parallelism().map_or(1, usize::from).saturating_sub(1).max(1);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(workers)
            .thread_name("grimoire-computer-games")
            .on_thread_start(lower_this_threads_priority)
            .enable_all()
            .build()
            .map_err(|e| {
                eprintln!(
                    "grimoire-server: no runtime of its own for computer-only games ({e}); they share the server's"
                )
            })
            .ok();
        Background { runtime }
    }

    /// The runtime to spawn a game on: the background one for a game with no person in it.
    fn handle(&self, computers_only: bool) -> Handle {
        match &self.runtime {
            Some(rt) if computers_only => rt.handle().clone(),
            _ => Handle::current(),
        }
    }
}

impl Drop for Background {
    /// A runtime may not be dropped from inside another one (the lobby is, in tests): its
    /// threads are told to stop and left to finish on their own.
    fn drop(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

/// Lowers the calling thread's scheduling priority to [`BACKGROUND_NICE`] (on Linux a nice
/// value is per thread). Failing to is harmless: the games then run at normal priority.
#[cfg(unix)]
fn lower_this_threads_priority() {
    // SAFETY: setpriority takes plain integers; `who` 0 is the calling thread on Linux and
    // the calling process elsewhere, either of which is what we mean.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, BACKGROUND_NICE);
    }
}

#[cfg(not(unix))]
fn lower_this_threads_priority() {}

fn clean_name(name: &str) -> Result<String, Refusal> {
    let name: String = name.trim().chars().filter(|c| !c.is_control()).collect();
    if name.is_empty() {
        return Err(Refusal::new("choose a nickname"));
    }
    if name.chars().count() > MAX_NAME {
        return Err(Refusal::new(format!("a nickname has at most {MAX_NAME} characters")));
    }
    Ok(name)
}

impl Lobby {
    /// A lobby over `store`; `metrics` collects computer move latencies (for load tests).
    pub fn new(store: Arc<Store>, db: Arc<CardDb>, metrics: Option<Metrics>, limits: Limits) -> Arc<Lobby> {
        Arc::new(Lobby {
            rooms: RwLock::new(HashMap::new()),
            store,
            db,
            metrics,
            guard: Guard::new(limits),
            background: Background::new(),
        })
    }

    /// Reloads the stored tables that changed within [`Limits::idle`] and resumes their
    /// unfinished games (older ones stay in the database, out of the lobby). Returns how
    /// many games were resumed. A game whose rows no longer read, or whose answers no longer
    /// replay, is skipped with a message naming it; every other game is served.
    pub fn restore(self: &Arc<Self>) -> anyhow::Result<usize> {
        let mut resumed = 0;
        let now = now();
        let idle = i64::try_from(self.guard.limits().idle.as_secs()).unwrap_or(i64::MAX);
        for (id, stored) in self.store.load_all()? {
            let stored = match stored {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("grimoire-server: skipping game {id}: its stored rows do not read: {e:#}");
                    continue;
                }
            };
            if now.saturating_sub(stored.updated) > idle {
                continue;
            }
            let running = stored.started.is_some() && !stored.finished;
            match Room::restore(stored, now) {
                Ok(room) => {
                    if running {
                        resumed += 1;
                    }
                    self.insert(room);
                }
                Err(e) => eprintln!("grimoire-server: skipping game {id}: it does not resume: {e:#}"),
            }
        }
        Ok(resumed)
    }

    fn insert(self: &Arc<Self>, room: Arc<Room>) {
        self.rooms.write().unwrap_or_else(|e| e.into_inner()).insert(room.id.clone(), room.clone());
        let computers_only = room.lock().seats.iter().all(|s| s.kind.is_computer());
        self.background.handle(computers_only).spawn(room.drive(self.store.clone(), self.metrics.clone()));
    }

    /// Takes the tables idle since before `now` - [`Limits::idle`] out of the lobby (they
    /// stay in the database; finished ones stay replayable). Returns how many left.
    pub fn sweep(&self, now: Instant) -> usize {
        let Some(cutoff) = now.checked_sub(self.guard.limits().idle) else { return 0 };
        let idle: Vec<Arc<Room>> = {
            let mut rooms = self.rooms.write().unwrap_or_else(|e| e.into_inner());
            let ids: Vec<String> = rooms.values().filter(|r| r.idle_since(cutoff)).map(|r| r.id.clone()).collect();
            ids.iter().filter_map(|id| rooms.remove(id)).collect()
        };
        for r in &idle {
            r.close();
        }
        self.guard.forget_idle(now);
        idle.len()
    }

    /// A table by id.
    pub fn room(&self, id: &str) -> Option<Arc<Room>> {
        self.rooms.read().unwrap_or_else(|e| e.into_inner()).get(id).cloned()
    }

    /// Every table, newest first.
    pub fn list(&self) -> Vec<GameSummary> {
        let rooms: Vec<Arc<Room>> = self.rooms.read().unwrap_or_else(|e| e.into_inner()).values().cloned().collect();
        let mut out: Vec<GameSummary> = rooms.iter().map(|r| r.summary()).collect();
        out.sort_by(|a, b| b.created.cmp(&a.created).then(a.id.cmp(&b.id)));
        out
    }

    /// Creates a table for a client at `peer`; the creator takes seat 0. Computer seats are
    /// taken at once. Refused when `peer` created too many games lately ([`Limits`]).
    pub fn create_for(self: &Arc<Self>, peer: IpAddr, req: CreateGame) -> Result<SeatGrant, Refusal> {
        self.guard.create_game(peer, Instant::now()).map_err(Refusal::new)?;
        self.create(req)
    }

    /// A new table with the players and decks of finished table `id`, asked by the player
    /// holding `token`, who takes seat 0; the other seats follow in the old turn order, computer
    /// seats with their decks, other people's seats open for them to join.
    pub fn rematch_for(self: &Arc<Self>, peer: IpAddr, id: &str, req: Rematch) -> Result<SeatGrant, Refusal> {
        let room = self.room(id).ok_or_else(|| Refusal::new("no such game"))?;
        let (seats, over, format) = {
            let st = room.lock();
            (st.seats.clone(), st.game.as_ref().is_some_and(|g| g.result().is_some()), st.format)
        };
        if !over {
            return Err(Refusal::new("the game is not over"));
        }
        let me = seats
            .iter()
            .position(|s| s.token_matches(&req.token))
            .ok_or_else(|| Refusal::new("that token does not hold a seat at this game"))?;
        let deck = seats[me]
            .deck
            .clone()
            .ok_or_else(|| Refusal::new("a game from a set-up position has no decks to play again"))?;
        let others = (1..seats.len())
            .map(|k| &seats[(me + k) % seats.len()])
            .map(|s| OtherSeat { kind: s.kind, deck: s.kind.is_computer().then(|| s.deck.clone()).flatten() })
            .collect();
        self.guard.create_game(peer, Instant::now()).map_err(Refusal::new)?;
        self.create(CreateGame { name: seats[me].name.clone(), deck, others, format, best_of: 1 })
    }

    /// Creates a table; the creator takes seat 0. Computer seats are taken at once.
    pub fn create(self: &Arc<Self>, req: CreateGame) -> Result<SeatGrant, Refusal> {
        let name = clean_name(&req.name)?;
        if req.others.is_empty() || req.others.len() > 3 {
            return Err(Refusal::new("a game has 2 to 4 players"));
        }
        let series = match req.best_of {
            1 => None,
            3 if req.others.len() == 1 && req.format.is_constructed() => Some(Series::new(3, Vec::new())),
            3 => return Err(Refusal::new("a best-of-three match is a constructed game between two players")),
            _ => return Err(Refusal::new("play one game (best of 1) or a match (best of 3)")),
        };
        let label = decks::resolve_for(&self.db, &req.deck, req.format).map_err(Refusal::new)?.label;
        let token = new_token();
        let mut seats = vec![Seat {
            name,
            kind: SeatKind::Human,
            deck: Some(req.deck),
            deck_label: label,
            token: Some(token.clone()),
            open_replay: false,
        }];
        let default_deck = decks::playable_decks(&self.db)
            .iter()
            .find(|d| d.commanders.is_empty() == req.format.is_constructed())
            .map(|d| DeckSource::Bundled(d.name.clone()))
            .ok_or_else(|| Refusal::new("no bundled deck is playable"))?;
        for (i, o) in req.others.into_iter().enumerate() {
            if o.kind.is_computer() {
                let deck = o.deck.unwrap_or_else(|| default_deck.clone());
                let label = decks::resolve_for(&self.db, &deck, req.format).map_err(Refusal::new)?.label;
                seats.push(Seat {
                    name: format!("Computer {}", i + 1),
                    kind: o.kind,
                    deck: Some(deck),
                    deck_label: label,
                    token: None,
                    open_replay: false,
                });
            } else {
                seats.push(Seat {
                    name: "(open seat)".into(),
                    kind: SeatKind::Human,
                    deck: None,
                    deck_label: String::new(),
                    token: None,
                    open_replay: false,
                });
            }
        }
        let id = new_game_id();
        let created = now();
        self.store
            .create_game(&id, &seats, req.format, created)
            .map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
        let room = Room::new(id.clone(), seats, req.format, created);
        {
            let mut st = room.lock();
            if let Some(s) = &series {
                self.store.set_series(&id, Some(s)).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
            }
            st.series = series;
            room.start_if_full(&mut st, &self.store, &self.db)?;
        }
        self.insert(room);
        Ok(SeatGrant { game: id, seat: 0, token })
    }

    /// Creates a table of computer players only (load tests, demonstrations); it plays
    /// itself to the end at once. Returns the game's id.
    pub fn create_computer_game(self: &Arc<Self>, seats: &[(SeatKind, DeckSource)]) -> Result<String, Refusal> {
        if seats.len() < 2 || seats.len() > 4 || seats.iter().any(|(k, _)| !k.is_computer()) {
            return Err(Refusal::new("a computer game has 2 to 4 computer seats"));
        }
        let mut list = Vec::new();
        for (i, (kind, deck)) in seats.iter().enumerate() {
            let (label, _) = decks::resolve(&self.db, deck).map_err(Refusal::new)?;
            list.push(Seat {
                name: format!("Computer {}", i + 1),
                kind: *kind,
                deck: Some(deck.clone()),
                deck_label: label,
                token: None,
                open_replay: false,
            });
        }
        let id = new_game_id();
        self.store
            .create_game(&id, &list, TableFormat::Constructed, now())
            .map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
        let room = Room::new(id.clone(), list, TableFormat::Constructed, now());
        {
            let mut st = room.lock();
            room.start_if_full(&mut st, &self.store, &self.db)?;
        }
        self.insert(room);
        Ok(id)
    }

    /// Creates a table whose game starts at once from `config` and `seed` (a set-up
    /// position): seat `i` is `names[i]` of kind `kinds[i]`. Returns the game's id and a
    /// token for each human seat.
    pub(crate) fn create_started(
        self: &Arc<Self>,
        mut config: GameConfig,
        seed: u64,
        names: &[String],
        kinds: &[SeatKind],
    ) -> Result<(String, Vec<Option<String>>), Refusal> {
        let seats: Vec<Seat> = names
            .iter()
            .zip(kinds)
            .map(|(name, &kind)| Seat {
                name: name.clone(),
                kind,
                deck: None,
                deck_label: "set-up position".into(),
                token: (!kind.is_computer()).then(new_token),
                open_replay: false,
            })
            .collect();
        let tokens = seats.iter().map(|s| s.token.clone()).collect();
        let id = new_game_id();
        let fail = |e: anyhow::Error| Refusal::new(format!("storage failed: {e}"));
        let format = match config.format {
            grimoire_engine::Format::Commander => TableFormat::Commander,
            _ => TableFormat::Constructed,
        };
        self.store.create_game(&id, &seats, format, now()).map_err(fail)?;
        config.card_names = self.db.card_names();
        self.store.start_game(&id, &config, seed, now()).map_err(fail)?;
        let room = Room::new(id.clone(), seats, format, now());
        room.start_with(Game::new(config, seed));
        self.insert(room);
        Ok((id, tokens))
    }

    /// Takes `req`'s deck and sideboard as its player's for the next game of table `id`'s
    /// match; once every seat is ready, the next game's table starts (same seats and tokens).
    pub fn sideboard(self: &Arc<Self>, id: &str, req: Sideboard) -> Result<(), Refusal> {
        let room = self.room(id).ok_or_else(|| Refusal::new("no such game"))?;
        let mut st = room.lock();
        let seat = st
            .seats
            .iter()
            .position(|s| s.token_matches(&req.token))
            .ok_or_else(|| Refusal::new("that token does not hold a seat at this game"))?;
        let game =
            st.game.as_ref().filter(|g| g.result().is_some()).ok_or_else(|| Refusal::new("the game is not over"))?;
        let mut series = st.series.clone().ok_or_else(|| Refusal::new("this game is not part of a match"))?;
        if series.decided(game) {
            return Err(Refusal::new("the match is over"));
        }
        if seat >= series.registered.len() || seat >= series.ready.len() {
            return Err(Refusal::new("this seat has no registered deck"));
        }
        if series.ready[seat].is_some() {
            return Err(Refusal::new("you are ready already: the next game starts when everyone is"));
        }
        let deck = sideboarded(&series.registered[seat], &req.main, &req.side).map_err(Refusal::new)?;
        decks::resolve(&self.db, &deck).map_err(Refusal::new)?;
        series.ready[seat] = Some(deck);
        let all_ready = st.seats.iter().zip(&series.ready).all(|(s, r)| s.kind.is_computer() || r.is_some());
        let mut next = None;
        if all_ready {
            let mut seats = st.seats.clone();
            for (s, r) in seats.iter_mut().zip(&series.ready) {
                if let Some(d) = r {
                    s.deck_label = decks::resolve(&self.db, d).map_err(Refusal::new)?.0;
                    s.deck = Some(d.clone());
                }
                s.open_replay = false;
            }
            let following = series.following(game);
            let new_id = new_game_id();
            let fail = |e: anyhow::Error| Refusal::new(format!("storage failed: {e}"));
            self.store.create_game(&new_id, &seats, st.format, now()).map_err(fail)?;
            self.store.set_series(&new_id, Some(&following)).map_err(fail)?;
            let new_room = Room::new(new_id.clone(), seats, st.format, now());
            {
                let mut nst = new_room.lock();
                nst.series = Some(following);
                new_room.start_if_full(&mut nst, &self.store, &self.db)?;
            }
            series.next = Some(new_id);
            next = Some(new_room);
        }
        self.store.set_series(&room.id, Some(&series)).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
        st.series = Some(series);
        drop(st);
        if let Some(r) = next {
            self.insert(r);
        }
        room.changed();
        Ok(())
    }

    /// Takes an open seat of table `id`.
    pub fn join(&self, id: &str, req: JoinGame) -> Result<SeatGrant, Refusal> {
        let name = clean_name(&req.name)?;
        let room = self.room(id).ok_or_else(|| Refusal::new("no such game"))?;
        let format = room.lock().format;
        let label = decks::resolve_for(&self.db, &req.deck, format).map_err(Refusal::new)?.label;
        let token = new_token();
        let seat = Seat {
            name,
            kind: SeatKind::Human,
            deck: Some(req.deck),
            deck_label: label,
            token: Some(token.clone()),
            open_replay: false,
        };
        let seat = room.join(&self.store, &self.db, seat)?;
        Ok(SeatGrant { game: id.to_string(), seat, token })
    }
}
