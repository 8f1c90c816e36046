//! One game table: its seats, the engine's game once every seat is taken, the log, and the
//! task that plays the computer seats. Every accepted answer is stored before it takes effect.
//!
//! An answer is tried on a copy of the game, and the engine call is wrapped so that even an
//! engine panic is only a refused answer: the game stays at its last good state and the
//! client gets an error message (the same for computer seats, restores and replays).

use crate::decks;
use crate::format::TableFormat;
use crate::seat::{Seat, SeatKind};
use crate::series::{Series, SeriesView};
use crate::store::{Store, StoredGame};
use crate::view::{self, GameView};
use grimoire_ai::Player;
use grimoire_cards::CardDb;
use grimoire_engine::{Answer, FirstPlayer, Game, GameConfig, PlayerConfig, PlayerId};
use serde::Serialize;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::{watch, Notify};

/// Computer moves' timings in microseconds: (latency from the decision being posed to its
/// answer being stored, including waiting for a turn on the runtime; service time of
/// deciding, checking, storing and applying).
pub type Metrics = Arc<Mutex<Vec<(u64, u64)>>>;

/// Why an answer or a join was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub message: String,
}

impl Refusal {
    /// A refusal with this message.
    pub fn new(message: impl Into<String>) -> Refusal {
        Refusal { message: message.into() }
    }
}

/// A game's summary for the lobby.
#[derive(Clone, Debug, Serialize)]
pub struct GameSummary {
    pub id: String,
    pub seats: Vec<SeatSummary>,
    /// "open" (waiting for players), "running" or "finished".
    pub status: &'static str,
    pub turn: u32,
    pub result: Option<String>,
    pub created: i64,
    pub format: TableFormat,
}

/// A seat's public summary: never its token.
#[derive(Clone, Debug, Serialize)]
pub struct SeatSummary {
    pub name: String,
    pub kind: SeatKind,
    pub deck: String,
    pub open: bool,
}

/// The mutable part of a room.
pub struct RoomState {
    pub seats: Vec<Seat>,
    /// Constructed or Commander, chosen at creation.
    pub format: TableFormat,
    /// The match this table's game is one game of (best of three), if any.
    pub series: Option<Series>,
    pub game: Option<Game>,
    /// Every log line so far (all logged events are public).
    pub log: Vec<String>,
    pub created: i64,
    /// When the pending decision was posed, for the latency figures.
    posed_at: Instant,
    /// The store failed: the game is frozen rather than running ahead of what is saved.
    broken: Option<String>,
    /// When the table last changed (created, joined, started, an answer accepted), for
    /// taking idle tables out of the lobby.
    pub active: Instant,
}

/// A game table shared by the lobby, the connections and the computer-seat task.
pub struct Room {
    pub id: String,
    state: Mutex<RoomState>,
    /// Bumped after every change; connections wait on it to send fresh views.
    version: watch::Sender<u64>,
    /// Wakes the computer-seat task.
    wake: Notify,
    /// The table left the lobby: its computer-seat task ends.
    closed: AtomicBool,
}

/// Seconds since the Unix epoch.
pub fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// How many times in a row a computer seat may have both its answer and its fallback
/// refused before its table stops (each retry waits twice as long as the one before).
pub const COMPUTER_RETRIES: u32 = 6;

/// Submits `answer` to `game`, turning an engine panic into an error: the caller works on a
/// copy, so the game it keeps is untouched either way.
pub fn submit_guarded(game: &mut Game, player: PlayerId, answer: Answer) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(|| game.submit(player, answer))) {
        Ok(r) => r.map_err(|e| e.to_string()),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(format!("the engine could not take this answer ({what}); the game is unchanged"))
        }
    }
}

impl Room {
    /// A new table waiting for its human seats to fill.
    pub fn new(id: String, seats: Vec<Seat>, format: TableFormat, created: i64) -> Arc<Room> {
        let state = RoomState {
            seats,
            format,
            series: None,
            game: None,
            log: Vec::new(),
            created,
            posed_at: Instant::now(),
            broken: None,
            active: Instant::now(),
        };
        Arc::new(Room {
            id,
            state: Mutex::new(state),
            version: watch::channel(0).0,
            wake: Notify::new(),
            closed: AtomicBool::new(false),
        })
    }

    /// Locks the room's state.
    pub fn lock(&self) -> MutexGuard<'_, RoomState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A receiver that changes whenever the room does.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.version.subscribe()
    }

    pub(crate) fn changed(&self) {
        self.version.send_modify(|v| *v += 1);
        self.wake.notify_one();
    }

    /// Rebuilds a stored table: an unfinished game is replayed from its configuration, seed
    /// and answers to exactly where it stopped. Its creation time is the stored one; it
    /// counts as idle since it last changed (`now` is the time in seconds).
    pub fn restore(stored: StoredGame, now: i64) -> anyhow::Result<Arc<Room>> {
        let room = Room::new(stored.id.clone(), stored.seats, stored.format, stored.created);
        let mut st = room.lock();
        st.series = stored.series;
        let idle = Duration::from_secs(u64::try_from(now.saturating_sub(stored.updated)).unwrap_or(0));
        st.active = Instant::now().checked_sub(idle).unwrap_or(st.active);
        if let Some((config, seed)) = stored.started {
            let mut game = catch_unwind(AssertUnwindSafe(|| Game::new(config, seed)))
                .map_err(|_| anyhow::anyhow!("the engine could not set the game up"))?;
            take_log(&mut game, &mut st.log);
            for (i, (p, a)) in stored.answers.into_iter().enumerate() {
                submit_guarded(&mut game, p, a).map_err(|e| anyhow::anyhow!("stored answer {i} refused: {e}"))?;
                take_log(&mut game, &mut st.log);
            }
            st.game = Some(game);
        }
        drop(st);
        Ok(room)
    }

    /// Takes the table out of service (it left the lobby): its computer-seat task ends.
    pub fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        self.wake.notify_one();
    }

    /// Whether the table has been idle since before `cutoff`.
    pub fn idle_since(&self, cutoff: Instant) -> bool {
        self.lock().active < cutoff
    }

    /// Opens (or closes) the replay of the seat holding `token` to everyone (see
    /// [`Seat::open_replay`]). Returns the seat.
    pub fn set_open_replay(&self, store: &Store, token: &str, open: bool) -> Result<usize, Refusal> {
        let mut st = self.lock();
        let i = st
            .seats
            .iter()
            .position(|s| s.token_matches(token))
            .ok_or_else(|| Refusal::new("that token does not hold a seat at this game"))?;
        let mut seats = st.seats.clone();
        seats[i].open_replay = open;
        store.update_seats(&self.id, &seats, now()).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
        st.seats = seats;
        drop(st);
        self.changed();
        Ok(i)
    }

    /// The lobby's summary of this table.
    pub fn summary(&self) -> GameSummary {
        let st = self.lock();
        let status = match &st.game {
            None => "open",
            Some(g) if g.is_over() => "finished",
            Some(_) => "running",
        };
        GameSummary {
            id: self.id.clone(),
            seats: st
                .seats
                .iter()
                .map(|s| SeatSummary {
                    name: s.name.clone(),
                    kind: s.kind,
                    deck: s.deck_label.clone(),
                    open: s.is_open(),
                })
                .collect(),
            status,
            turn: st.game.as_ref().map_or(0, |g| g.turn()),
            result: st.game.as_ref().and_then(view::result_text),
            created: st.created,
            format: st.format,
        }
    }

    /// The seat whose token this is.
    pub fn seat_of(&self, token: &str) -> Option<usize> {
        self.lock().seats.iter().position(|s| s.token_matches(token))
    }

    /// Takes the first open seat for a person; starts the game when no seat is left open.
    /// Returns the seat index.
    pub fn join(&self, store: &Store, db: &CardDb, mut seat: Seat) -> Result<usize, Refusal> {
        let mut st = self.lock();
        let i = st.seats.iter().position(|s| s.is_open()).ok_or_else(|| Refusal::new("this game has no open seat"))?;
        seat.kind = SeatKind::Human;
        let mut seats = st.seats.clone();
        seats[i] = seat;
        store.update_seats(&self.id, &seats, now()).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
        st.seats = seats;
        st.active = Instant::now();
        self.start_if_full(&mut st, store, db)?;
        drop(st);
        self.changed();
        Ok(i)
    }

    /// Begins the game once every seat is taken: decks resolved, a fresh seed, stored first.
    pub fn start_if_full(&self, st: &mut RoomState, store: &Store, db: &CardDb) -> Result<(), Refusal> {
        if st.game.is_some() || st.seats.iter().any(|s| s.is_open()) {
            return Ok(());
        }
        let mut players = Vec::new();
        for s in &st.seats {
            let source = s.deck.as_ref().ok_or_else(|| Refusal::new(format!("{} has no deck", s.name)))?;
            let deck = decks::resolve_for(db, source, st.format).map_err(Refusal::new)?;
            // CR 903.6: the commander starts the game in the command zone.
            players
                .push(PlayerConfig { command: deck.commanders, ..PlayerConfig::with_deck(s.name.clone(), deck.cards) });
        }
        let mut config = GameConfig::new(players);
        config.format = st.format.engine_format(st.seats.len());
        config.card_names = db.card_names();
        if let Some(series) = &mut st.series {
            // CR 103.1: after the first game, the loser of the previous game chooses.
            if let Some(c) = series.chooser {
                config.first_player = FirstPlayer::ChosenBy(c);
            }
            if series.registered.is_empty() {
                series.registered = st.seats.iter().filter_map(|s| s.deck.clone()).collect();
                series.ready = vec![None; series.registered.len()];
                store.set_series(&self.id, Some(&*series)).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
            }
        }
        let seed: u64 = rand::random();
        store.start_game(&self.id, &config, seed, now()).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
        let mut game = Game::new(config, seed);
        take_log(&mut game, &mut st.log);
        st.game = Some(game);
        st.posed_at = Instant::now();
        Ok(())
    }

    /// Begins with a game built elsewhere (a set-up position), already stored.
    pub fn start_with(&self, mut game: Game) {
        let mut st = self.lock();
        take_log(&mut game, &mut st.log);
        st.game = Some(game);
        st.posed_at = Instant::now();
    }

    /// Applies `seat`'s answer: checked against the pending decision and the engine's rules
    /// on a copy, stored, and only then made the game's state. `expect` is the answer count
    /// the client saw; a different count means the decision it answers is gone.
    pub fn submit(&self, store: &Store, seat: usize, answer: Answer, expect: Option<u64>) -> Result<(), Refusal> {
        let mut st = self.lock();
        self.apply(&mut st, store, seat, answer, expect)?;
        drop(st);
        self.changed();
        Ok(())
    }

    fn apply(
        &self,
        st: &mut RoomState,
        store: &Store,
        seat: usize,
        answer: Answer,
        expect: Option<u64>,
    ) -> Result<(), Refusal> {
        if let Some(why) = &st.broken {
            return Err(Refusal::new(format!("this game is stopped: {why}")));
        }
        let game = st.game.as_ref().ok_or_else(|| Refusal::new("the game has not started yet"))?;
        if game.is_over() {
            return Err(Refusal::new("the game is over"));
        }
        if let Some(n) = expect {
            if n != game.answer_count() {
                return Err(Refusal::new("that decision is no longer pending (stale answer)"));
            }
        }
        let player = PlayerId(seat as u8);
        if answer != Answer::Concede {
            match game.pending() {
                Some(d) if d.player == player => {}
                Some(_) => return Err(Refusal::new("it is not your decision")),
                None => return Err(Refusal::new("no decision is pending")),
            }
        }
        let idx = game.answer_count();
        let mut next = game.clone();
        if let Err(e) = submit_guarded(&mut next, player, answer.clone()) {
            if e.starts_with("the engine could not") {
                eprintln!("grimoire-server: game {}: seat {seat}'s answer {answer:?}: {e}", self.id);
            }
            return Err(Refusal::new(e));
        }
        if let Err(e) = store.append_answer(&self.id, idx, player, &answer, now()) {
            st.broken = Some(format!("storage failed: {e}"));
            return Err(Refusal::new(format!("storage failed: {e}")));
        }
        take_log(&mut next, &mut st.log);
        if next.is_over() {
            let result = view::result_text(&next).unwrap_or_default();
            // The answers are stored, so the game replays to its end; only the lobby's
            // "finished" mark is missing (a restart resumes the game, already over).
            if let Err(e) = store.finish_game(&self.id, &result) {
                eprintln!("grimoire-server: game {}: could not store that it finished ({result}): {e:#}", self.id);
            }
        }
        st.game = Some(next);
        st.posed_at = Instant::now();
        st.active = Instant::now();
        Ok(())
    }

    /// The view of `seat` (`None`: a spectator's), with the log lines from `log_from` on.
    /// The match as `seat` sees it (`None` for a single game or a spectator).
    pub fn series_view(&self, seat: Option<usize>) -> Option<SeriesView> {
        let st = self.lock();
        let (series, game, seat) = (st.series.as_ref()?, st.game.as_ref()?, seat?);
        let computer: Vec<bool> = st.seats.iter().map(|s| s.kind.is_computer()).collect();
        Some(series.view(game, st.seats.get(seat)?.deck.as_ref(), &computer))
    }

    pub fn view(&self, seat: Option<usize>, log_from: usize) -> Option<(GameView, Vec<String>, usize)> {
        let st = self.lock();
        let game = st.game.as_ref()?;
        let v = match seat {
            Some(seat) => view::build(game, PlayerId(seat as u8)),
            None => view::spectator(game),
        };
        let from = log_from.min(st.log.len());
        Some((v, st.log[from..].to_vec(), from))
    }

    /// Plays the computer seats until the game ends: one answer at a time, each decided on a
    /// copy of the game outside the lock (a search player's on tokio's blocking pool, so a
    /// slow search never stalls the runtime), then applied like any other answer. The lobby
    /// runs a game with no person in it on a runtime of its own, below people's games.
    pub async fn drive(self: Arc<Self>, store: Arc<Store>, metrics: Option<Metrics>) {
        let (players, slow): (Vec<Option<Box<dyn Player + Send>>>, Vec<bool>) = {
            let st = self.lock();
            st.seats
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    (s.kind.computer_player(rand::random::<u64>().wrapping_add(i as u64)), s.kind.thinks_long())
                })
                .unzip()
        };
        self.drive_with(store, metrics, players, slow).await
    }

    /// [`Room::drive`] with the given players (`None` for the seats people play) and which
    /// of them think long. When both a computer seat's answer and its fallback are refused,
    /// it tries again after a pause that doubles each time, and after [`COMPUTER_RETRIES`]
    /// such failures in a row the table stops with a message (in the log and to its clients).
    pub async fn drive_with(
        self: Arc<Self>,
        store: Arc<Store>,
        metrics: Option<Metrics>,
        mut players: Vec<Option<Box<dyn Player + Send>>>,
        slow: Vec<bool>,
    ) {
        let mut failures = 0u32;
        loop {
            if self.closed.load(Ordering::SeqCst) {
                return;
            }
            let notified = self.wake.notified();
            let job = {
                let st = self.lock();
                match &st.game {
                    Some(g) if g.is_over() => return,
                    Some(g) if st.broken.is_none() => g
                        .pending()
                        .filter(|d| players.get(d.player.index()).is_some_and(|p| p.is_some()))
                        .map(|d| (g.clone(), d.clone())),
                    _ => None,
                }
            };
            let Some((game, decision)) = job else {
                notified.await;
                continue;
            };
            let seat = decision.player.index();
            let started = Instant::now();
            let Some(mut player) = players.get_mut(seat).and_then(Option::take) else { return };
            let (answer, game, decision, player) = if slow[seat] {
                // The search player thinks for most of a second: on the blocking pool, so the
                // runtime's workers keep serving other games and connections meanwhile.
                match tokio::task::spawn_blocking(move || {
                    let answer = player.decide(&game, &decision);
                    (answer, game, decision, player)
                })
                .await
                {
                    Ok(r) => r,
                    Err(e) => {
                        let mut st = self.lock();
                        st.broken = Some(format!("a computer player failed: {e}"));
                        drop(st);
                        self.changed();
                        return;
                    }
                }
            } else {
                // Random and heuristic answers take microseconds: a trip to another thread
                // would cost more than it saves. A panic is caught like the engine's.
                match catch_unwind(AssertUnwindSafe(|| player.decide(&game, &decision))) {
                    Ok(answer) => (answer, game, decision, player),
                    Err(_) => {
                        let fb = catch_unwind(AssertUnwindSafe(|| player.fallback(&game, &decision)));
                        (fb.unwrap_or(Answer::Concede), game, decision, player)
                    }
                }
            };
            let player = players[seat].insert(player);
            let n = game.answer_count();
            let accepted = {
                let mut st = self.lock();
                let posed = st.posed_at;
                let ok = match self.apply(&mut st, &store, seat, answer, Some(n)) {
                    Ok(()) => true,
                    Err(_) if st.broken.is_none() => {
                        let fb = catch_unwind(AssertUnwindSafe(|| player.fallback(&game, &decision)));
                        fb.is_ok_and(|fb| self.apply(&mut st, &store, seat, fb, Some(n)).is_ok())
                    }
                    Err(_) => false,
                };
                if let (true, Some(m)) = (ok, &metrics) {
                    let t = (posed.elapsed().as_micros() as u64, started.elapsed().as_micros() as u64);
                    m.lock().unwrap_or_else(|e| e.into_inner()).push(t);
                }
                ok
            };
            if accepted {
                failures = 0;
                self.changed();
            } else if self.lock().game.as_ref().is_some_and(|g| g.answer_count() == n) {
                // Refused twice and nothing else moved the game: wait before trying again.
                failures += 1;
                if failures > COMPUTER_RETRIES {
                    let why = format!("the computer player of seat {seat} found no answer the game accepts");
                    eprintln!("grimoire-server: game {}: {why}; the game stops", self.id);
                    self.lock().broken = Some(why);
                    self.changed();
                    return;
                }
                tokio::time::sleep(Duration::from_millis(25u64 << failures)).await;
            }
            tokio::task::yield_now().await;
        }
    }
}

/// Moves the game's new events into the log as readable lines.
fn take_log(game: &mut Game, log: &mut Vec<String>) {
    for e in game.take_events() {
        log.push(e.describe(game));
    }
}

/// One position of a finished game, for step-by-step replay.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayStep {
    /// The position after `step` answers as `seen_by` saw it, or the public view when
    /// `seen_by` is `None` (without the pending decision).
    pub view: GameView,
    pub log: Vec<String>,
    pub step: usize,
    /// How many answers the game took in all.
    pub steps: usize,
    /// Whose hidden cards the view shows, if anyone's.
    pub seen_by: Option<usize>,
    /// The seat of the token given, if it holds one.
    pub your_seat: Option<usize>,
    /// Whether every player opened the replay (then any seat's view may be asked for).
    pub open: bool,
    /// Whether each seat opened it (computer seats always count as open).
    pub opened: Vec<bool>,
}

/// The position of a finished stored game after `step` answers, for one viewer: a player
/// (known by `token`) sees their own hidden cards, everyone else the public view; a player's
/// view (`seat`) is shown to others only when every player of the game opened the replay
/// ([`crate::seat::Seat::open_replay`]). Refused for games still being played.
pub fn replay_step(
    store: &Store,
    id: &str,
    step: usize,
    seat: Option<usize>,
    token: Option<&str>,
) -> Result<ReplayStep, Refusal> {
    let stored = store.load(id).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
    let stored = stored.ok_or_else(|| Refusal::new("no such game"))?;
    if !stored.finished {
        return Err(Refusal::new("only finished games can be replayed"));
    }
    let opened: Vec<bool> = stored.seats.iter().map(|s| s.replay_open()).collect();
    let open = opened.iter().all(|&o| o);
    let your_seat = token.and_then(|t| stored.seats.iter().position(|s| s.token_matches(t)));
    let (config, seed) = stored.started.ok_or_else(|| Refusal::new("the game never started"))?;
    if seat.is_some_and(|s| s >= config.players.len()) {
        return Err(Refusal::new("no such seat"));
    }
    let seen_by = match seat {
        Some(s) if open || your_seat == Some(s) => Some(s),
        Some(_) if !open => {
            return Err(Refusal::new(
                "the players have not all opened this replay: you may see the public view, or your own seat's",
            ))
        }
        _ => your_seat,
    };
    let steps = stored.answers.len();
    let step = step.min(steps);
    let mut game = catch_unwind(AssertUnwindSafe(|| Game::new(config, seed)))
        .map_err(|_| Refusal::new("the stored game no longer replays"))?;
    let mut log = Vec::new();
    take_log(&mut game, &mut log);
    for (p, a) in stored.answers.into_iter().take(step) {
        submit_guarded(&mut game, p, a).map_err(|e| Refusal::new(format!("the stored game no longer replays: {e}")))?;
        take_log(&mut game, &mut log);
    }
    let mut view = match seen_by {
        Some(s) => view::build(&game, PlayerId(u8::try_from(s).unwrap_or(u8::MAX))),
        None => view::spectator(&game),
    };
    view.decision = None;
    Ok(ReplayStep { view, log, step, steps, seen_by, your_seat, open, opened })
}

/// [`Room::set_open_replay`] for a table no longer in the lobby, in the database alone.
pub fn set_open_replay_stored(store: &Store, id: &str, token: &str, open: bool) -> Result<usize, Refusal> {
    let stored = store.load(id).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
    let mut seats = stored.ok_or_else(|| Refusal::new("no such game"))?.seats;
    let i = seats
        .iter()
        .position(|s| s.token_matches(token))
        .ok_or_else(|| Refusal::new("that token does not hold a seat at this game"))?;
    seats[i].open_replay = open;
    store.update_seats(id, &seats, now()).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
    Ok(i)
}
