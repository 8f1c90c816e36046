//! One game table: its seats, the engine's game once every seat is taken, the log, and the
//! task that plays the computer seats. Every accepted answer is stored before it takes effect.

use crate::decks;
use crate::seat::{Seat, SeatKind};
use crate::store::{Store, StoredGame};
use crate::view::{self, GameView};
use grimoire_ai::Player;
use grimoire_cards::CardDb;
use grimoire_engine::{Answer, Format, Game, GameConfig, PlayerConfig, PlayerId};
use serde::Serialize;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
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
    pub game: Option<Game>,
    /// Every log line so far (all logged events are public).
    pub log: Vec<String>,
    pub created: i64,
    /// When the pending decision was posed, for the latency figures.
    posed_at: Instant,
    /// The store failed: the game is frozen rather than running ahead of what is saved.
    broken: Option<String>,
}

/// A game table shared by the lobby, the connections and the computer-seat task.
pub struct Room {
    pub id: String,
    state: Mutex<RoomState>,
    /// Bumped after every change; connections wait on it to send fresh views.
    version: watch::Sender<u64>,
    /// Wakes the computer-seat task.
    wake: Notify,
}

impl Room {
    /// A new table waiting for its human seats to fill.
    pub fn new(id: String, seats: Vec<Seat>, created: i64) -> Arc<Room> {
        let state = RoomState { seats, game: None, log: Vec::new(), created, posed_at: Instant::now(), broken: None };
        Arc::new(Room { id, state: Mutex::new(state), version: watch::channel(0).0, wake: Notify::new() })
    }

    /// Locks the room's state.
    pub fn lock(&self) -> MutexGuard<'_, RoomState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A receiver that changes whenever the room does.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.version.subscribe()
    }

    fn changed(&self) {
        self.version.send_modify(|v| *v += 1);
        self.wake.notify_one();
    }

    /// Rebuilds a stored table: an unfinished game is replayed from its configuration, seed
    /// and answers to exactly where it stopped.
    pub fn restore(stored: StoredGame, created: i64) -> anyhow::Result<Arc<Room>> {
        let room = Room::new(stored.id.clone(), stored.seats, created);
        if let Some((config, seed)) = stored.started {
            let mut game = Game::new(config, seed);
            let mut st = room.lock();
            take_log(&mut game, &mut st.log);
            for (i, (p, a)) in stored.answers.into_iter().enumerate() {
                game.submit(p, a).map_err(|e| anyhow::anyhow!("stored answer {i} of game {} refused: {e}", room.id))?;
                take_log(&mut game, &mut st.log);
            }
            st.game = Some(game);
        }
        Ok(room)
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
        store.update_seats(&self.id, &seats).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
        st.seats = seats;
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
            let (_, cards) = decks::resolve(db, source).map_err(Refusal::new)?;
            players.push(PlayerConfig::with_deck(s.name.clone(), cards));
        }
        let mut config = GameConfig::new(players);
        if st.seats.len() > 2 {
            config.format = Format::Multiplayer;
        }
        let seed: u64 = rand::random();
        store.start_game(&self.id, &config, seed).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
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
        next.submit(player, answer.clone()).map_err(|e| Refusal::new(e.to_string()))?;
        if let Err(e) = store.append_answer(&self.id, idx, player, &answer) {
            st.broken = Some(format!("storage failed: {e}"));
            return Err(Refusal::new(format!("storage failed: {e}")));
        }
        take_log(&mut next, &mut st.log);
        if next.is_over() {
            let result = view::result_text(&next).unwrap_or_default();
            let _ = store.finish_game(&self.id, &result);
        }
        st.game = Some(next);
        st.posed_at = Instant::now();
        Ok(())
    }

    /// The view of `seat` (`None`: a spectator's), with the log lines from `log_from` on.
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
    /// slow search never stalls the runtime), then applied like any other answer.
    pub async fn drive(self: Arc<Self>, store: Arc<Store>, metrics: Option<Metrics>) {
        let (mut players, slow): (Vec<Option<Box<dyn Player + Send>>>, Vec<bool>) = {
            let st = self.lock();
            st.seats
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    (s.kind.computer_player(rand::random::<u64>().wrapping_add(i as u64)), s.kind.thinks_long())
                })
                .unzip()
        };
        loop {
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
            let mut player = players[seat].take().expect("a computer seat");
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
                // would cost more than it saves.
                let answer = player.decide(&game, &decision);
                (answer, game, decision, player)
            };
            let player = players[seat].insert(player);
            let n = game.answer_count();
            let accepted = {
                let mut st = self.lock();
                let posed = st.posed_at;
                let ok = match self.apply(&mut st, &store, seat, answer, Some(n)) {
                    Ok(()) => true,
                    Err(_) if st.broken.is_none() => {
                        let fb = player.fallback(&game, &decision);
                        self.apply(&mut st, &store, seat, fb, Some(n)).is_ok()
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
                self.changed();
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
    /// The position after `step` answers, as `seat` saw it (without the pending decision).
    pub view: GameView,
    pub log: Vec<String>,
    pub step: usize,
    /// How many answers the game took in all.
    pub steps: usize,
}

/// The position of a finished stored game after `step` answers, seen from `seat`. Refused
/// for games still being played (their hidden information is still hidden).
pub fn replay_step(store: &Store, id: &str, step: usize, seat: usize) -> Result<ReplayStep, Refusal> {
    let stored = store.load(id).map_err(|e| Refusal::new(format!("storage failed: {e}")))?;
    let stored = stored.ok_or_else(|| Refusal::new("no such game"))?;
    if !stored.finished {
        return Err(Refusal::new("only finished games can be replayed"));
    }
    let (config, seed) = stored.started.ok_or_else(|| Refusal::new("the game never started"))?;
    if seat >= config.players.len() {
        return Err(Refusal::new("no such seat"));
    }
    let steps = stored.answers.len();
    let step = step.min(steps);
    let mut game = Game::new(config, seed);
    let mut log = Vec::new();
    take_log(&mut game, &mut log);
    for (p, a) in stored.answers.into_iter().take(step) {
        game.submit(p, a).map_err(|e| Refusal::new(format!("the stored game no longer replays: {e}")))?;
        take_log(&mut game, &mut log);
    }
    let mut view = view::build(&game, PlayerId(seat as u8));
    view.decision = None;
    Ok(ReplayStep { view, log, step, steps })
}
