//! Best-of-three matches (CR 100.4a, 103.1): a table whose game is one game of a match. When
//! a game ends and the match goes on, each player may exchange cards between their deck and
//! sideboard (the same cards they registered, the deck keeping at least 40); once every seat
//! is ready, the next game gets its own table with the same seats and tokens, and the loser
//! of the game just played chooses who plays first (after a draw, the same player as
//! before chooses).

use crate::decks::MIN_DECK;
use crate::seat::DeckSource;
use grimoire_cards::Deck;
use grimoire_engine::{Game, GameResult};
use serde::{Deserialize, Serialize};

/// The match a table's game belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Series {
    /// Games in the match at most (3).
    pub best_of: u8,
    /// This table's game: 1, 2 or 3.
    pub game: u8,
    /// Games each seat won before this one.
    pub wins: [u8; 2],
    /// The seat that chose who plays first in this game (`None`: the first game, at random).
    pub chooser: Option<usize>,
    /// Each seat's deck as registered for the match: cards move only between its deck and
    /// sideboard (CR 100.4a).
    pub registered: Vec<DeckSource>,
    /// Each seat's deck for the next game, once its player is ready.
    pub ready: Vec<Option<DeckSource>>,
    /// The next game's table, once every seat was ready.
    pub next: Option<String>,
}

/// What a seat's browser is told about the match.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SeriesView {
    pub best_of: u8,
    pub game: u8,
    /// Games won by each seat, counting this one once it is over.
    pub wins: [u8; 2],
    /// The match is decided (or all its games are played).
    pub over: bool,
    /// Which seats are ready for the next game.
    pub ready: Vec<bool>,
    pub next: Option<String>,
    /// The viewer's deck and sideboard as they are for this game, as (count, name).
    pub main: Vec<(u32, String)>,
    pub side: Vec<(u32, String)>,
}

impl Series {
    /// The first game of a best-of-`best_of` match between these decks.
    pub fn new(best_of: u8, registered: Vec<DeckSource>) -> Series {
        let n = registered.len();
        Series { best_of, game: 1, wins: [0, 0], chooser: None, registered, ready: vec![None; n], next: None }
    }

    /// The wins counted after `game` (this table's game), if it is over.
    pub fn wins_after(&self, game: &Game) -> [u8; 2] {
        let mut wins = self.wins;
        if let Some(GameResult::Win(w)) = game.result() {
            wins[w.index().min(1)] += 1;
        }
        wins
    }

    /// Whether the match is decided once `game` is over.
    pub fn decided(&self, game: &Game) -> bool {
        let need = self.best_of / 2 + 1;
        game.result().is_some() && (self.wins_after(game).iter().any(|&w| w >= need) || self.game >= self.best_of)
    }

    /// The match as `seat` sees it, with `deck` its current deck.
    pub fn view(&self, game: &Game, deck: Option<&DeckSource>, computer: &[bool]) -> SeriesView {
        let (main, side) = deck.and_then(|d| parse(d).ok()).map(|d| (d.main, d.sideboard)).unwrap_or_default();
        SeriesView {
            best_of: self.best_of,
            game: self.game,
            wins: if game.result().is_some() { self.wins_after(game) } else { self.wins },
            over: self.decided(game),
            ready: self.ready.iter().zip(computer).map(|(r, &c)| c || r.is_some()).collect(),
            next: self.next.clone(),
            main,
            side,
        }
    }

    /// The next game's series: its number, the wins so far, the chooser (CR 103.1: the
    /// loser of this game; after a draw, whoever chose before), no one ready yet.
    pub fn following(&self, game: &Game) -> Series {
        let chooser = match game.result() {
            Some(GameResult::Win(w)) => Some(1 - w.index().min(1)),
            _ => self.chooser,
        };
        Series {
            game: self.game + 1,
            wins: self.wins_after(game),
            chooser,
            ready: vec![None; self.registered.len()],
            next: None,
            ..self.clone()
        }
    }
}

fn parse(d: &DeckSource) -> Result<Deck, String> {
    match d {
        DeckSource::Bundled(name) => grimoire_cards::starter_decks()
            .into_iter()
            .find(|(n, _)| n == name)
            .ok_or_else(|| format!("there is no bundled deck named {name:?}"))
            .and_then(|(_, t)| Deck::parse(t, name).map_err(|e| e.to_string())),
        DeckSource::Pasted(t) => Deck::parse(t, "your decklist").map_err(|e| e.to_string()),
    }
}

/// The cards of a list by name, each name once with its total.
fn totals<'a>(lists: impl IntoIterator<Item = &'a (u32, String)>) -> std::collections::BTreeMap<String, u64> {
    let mut out = std::collections::BTreeMap::new();
    for (n, name) in lists {
        *out.entry(name.clone()).or_insert(0) += u64::from(*n);
    }
    out
}

/// A player's deck for the next game: `main` and `side` must hold exactly the cards of the
/// registered deck and sideboard, the deck at least [`MIN_DECK`]. Returns it as a decklist.
pub fn sideboarded(
    registered: &DeckSource,
    main: &[(u32, String)],
    side: &[(u32, String)],
) -> Result<DeckSource, String> {
    let reg = parse(registered)?;
    let before = totals(reg.main.iter().chain(&reg.sideboard));
    let after = totals(main.iter().chain(side));
    if let Some((name, n)) = after.iter().find(|(name, n)| before.get(*name).is_none_or(|b| b < *n)) {
        let had = before.get(name).copied().unwrap_or(0);
        return Err(format!(
            "{n} {name}: your deck and sideboard hold {had}; only the cards you registered can be used"
        ));
    }
    if let Some((name, _)) = before.iter().find(|(name, b)| after.get(*name).is_none_or(|a| a < *b)) {
        return Err(format!("{name} is missing: every card stays in your deck or your sideboard"));
    }
    let count: u64 = main.iter().map(|(n, _)| u64::from(*n)).sum();
    if count < MIN_DECK as u64 {
        return Err(format!("your deck has {count} cards; it needs at least {MIN_DECK}"));
    }
    let line = |(n, name): &(u32, String)| format!("{n} {name}\n");
    let mut text: String = main.iter().filter(|(n, _)| *n > 0).map(line).collect();
    if side.iter().any(|(n, _)| *n > 0) {
        text.push_str("\nSideboard\n");
        text.extend(side.iter().filter(|(n, _)| *n > 0).map(line));
    }
    Ok(DeckSource::Pasted(text))
}
