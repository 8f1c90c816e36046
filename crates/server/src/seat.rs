//! Seats: who sits at a game (a person in a browser, or a computer player), their deck and
//! the secret token that lets a browser come back to its seat.

use grimoire_ai::{HeuristicPlayer, Player, RandomPlayer, SearchConfig, SearchPlayer};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// What kind of player fills a seat. New computer players get a variant here and a line in
/// [`SeatKind::computer_player`]; everything else (lobby, store, client) follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person, playing through the web client.
    Human,
    /// The computer, choosing uniformly among legal options ([`RandomPlayer`]).
    Random,
    /// The computer, playing by rules of thumb ([`HeuristicPlayer`]).
    Heuristic,
    /// The computer, searching by playouts ([`SearchPlayer`], at most [`SEARCH_TIME`] a
    /// decision); it thinks on the blocking thread pool, never on the runtime's workers.
    Search,
}

/// The search player's time limit per decision on the server.
pub const SEARCH_TIME: Duration = Duration::from_millis(700);

impl SeatKind {
    /// Every kind, for the lobby's menus.
    pub const ALL: [SeatKind; 4] = [SeatKind::Human, SeatKind::Heuristic, SeatKind::Search, SeatKind::Random];

    /// Whether the computer plays this seat.
    pub fn is_computer(self) -> bool {
        !matches!(self, SeatKind::Human)
    }

    /// Whether this computer player may think long enough (tenths of a second) that it must
    /// decide on the blocking thread pool rather than on the runtime's workers.
    pub fn thinks_long(self) -> bool {
        matches!(self, SeatKind::Search)
    }

    /// A readable label for the lobby.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human (a friend joins)",
            SeatKind::Random => "Computer (random)",
            SeatKind::Heuristic => "Computer (heuristic)",
            SeatKind::Search => "Computer (search, strongest)",
        }
    }

    /// A fresh computer player for this seat, seeded for reproducibility; `None` for humans.
    pub fn computer_player(self, seed: u64) -> Option<Box<dyn Player + Send>> {
        match self {
            SeatKind::Human => None,
            SeatKind::Random => Some(Box::new(RandomPlayer::new(seed))),
            SeatKind::Heuristic => Some(Box::new(HeuristicPlayer::new())),
            SeatKind::Search => Some(Box::new(SearchPlayer::new(SearchConfig {
                playouts: 150,
                time: Some(SEARCH_TIME),
                seed,
                ..SearchConfig::default()
            }))),
        }
    }
}

/// Where a seat's deck comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "source", content = "value", rename_all = "lowercase")]
pub enum DeckSource {
    /// A bundled starter deck, by name.
    Bundled(String),
    /// A decklist pasted by the player.
    Pasted(String),
}

/// One seat of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The player's nickname.
    pub name: String,
    pub kind: SeatKind,
    /// The deck, once the seat is taken (computer seats have one from the start).
    pub deck: Option<DeckSource>,
    /// A short label of the deck for the lobby ("red-burn", "pasted list, 60 cards").
    pub deck_label: String,
    /// The secret a browser presents to act for this seat; `None` for computer seats and
    /// open human seats.
    pub token: Option<String>,
    /// The player lets everyone replay the game with their hidden cards shown (a finished
    /// game's replay shows each viewer only what they could see, unless every player of
    /// the game opened it). Computer seats hide nothing of anyone's and count as open.
    #[serde(default)]
    pub open_replay: bool,
}

impl Seat {
    /// Whether the seat still waits for a person to join.
    pub fn is_open(&self) -> bool {
        self.kind == SeatKind::Human && self.token.is_none()
    }

    /// Whether this seat lets everyone see its hidden cards in the replay.
    pub fn replay_open(&self) -> bool {
        self.kind.is_computer() || self.open_replay
    }

    /// Whether `token` is this seat's secret (compared without early exit).
    pub fn token_matches(&self, token: &str) -> bool {
        match &self.token {
            Some(t) => {
                t.len() == token.len() && t.bytes().zip(token.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
            }
            None => false,
        }
    }
}

/// A new random seat token: 128 bits from the thread's cryptographic generator, in hex.
pub fn new_token() -> String {
    let mut rng = rand::thread_rng();
    let bytes: [u8; 16] = rng.gen();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new random identifier for a game: 48 bits in hex.
pub fn new_game_id() -> String {
    let mut rng = rand::thread_rng();
    let n: u64 = rng.gen::<u64>() & 0xffff_ffff_ffff;
    format!("{n:012x}")
}
