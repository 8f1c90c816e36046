//! How a game starts: players, decks or a set-up position, format and options.
//!
//! A [`GameConfig`] plus a seed plus the answers fully describe a game (the replay format).

use crate::ir::CardDef;
use crate::ir::CounterKind;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The kind of game (CR 100.2, 800, 903).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Two players, 20 life.
    #[default]
    Duel,
    /// Free-for-all, 20 life (CR 806).
    Multiplayer,
    /// 40 life, commanders in the command zone, commander damage (CR 903).
    Commander,
}

/// The mulligan rule in use (CR 103.5 and its historical versions; see `game/mulligan.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MulliganRule {
    /// Draw a new hand of seven, then put one card on the bottom per mulligan (CR 103.5).
    #[default]
    London,
    /// Draw one fewer card each time; after the last keep, a player with fewer cards than
    /// the starting hand size scries 1 (the rule from 2015 to 2019).
    Vancouver,
    /// Draw one fewer card each time (the rule from 1997 to 2015).
    Paris,
    /// A hand of no lands or all lands may be shown and redrawn as seven new cards, once.
    Original,
}

/// How the starting player is determined (CR 103.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstPlayer {
    /// This seat takes the first turn; nobody is asked (set-up positions, old replays).
    #[default]
    Fixed,
    /// A player picked by the game's random generator chooses who takes the first turn
    /// (the "coin flip" of CR 103.1).
    Random,
    /// This seat chooses who takes the first turn (CR 103.1: in a match, the loser of the
    /// previous game chooses).
    ChosenBy(usize),
}

/// Where the game begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    /// Each player draws an opening hand and the mulligan procedure runs (CR 103.4-5).
    #[default]
    Opening,
    /// The first player's precombat main phase of turn 1, with the position as set up.
    Main,
}

/// A permanent placed on the battlefield before the game starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PermanentSetup {
    pub card: Arc<CardDef>,
    pub tapped: bool,
    pub counters: Vec<(CounterKind, u32)>,
    pub damage: u32,
    /// Summoning sick: it came under its controller's control this turn (CR 302.6).
    pub sick: bool,
    /// The permanent it is attached to: (controller's seat, index in that player's battlefield list).
    pub attached_to: Option<(usize, usize)>,
    pub face_down: bool,
    /// A double-faced card with its back face up: a transformed permanent (CR 701.27g); a
    /// flip card flipped (CR 710.2).
    #[serde(default)]
    pub transformed: bool,
    /// A Room's unlocked doors (CR 709.5c): bit 0 its left door, bit 1 its right.
    #[serde(default)]
    pub doors: u8,
    /// Apply the effects that say how a permanent enters (CR 614.1c-d, 614.12): its own
    /// "enters tapped" / "enters with counters" and other permanents' "... enter tapped",
    /// as if it entered after everything else set up; `tapped_given` and the kinds in
    /// `counters` override them. No enters trigger fires (CR 603.6a: it is already there).
    #[serde(default)]
    pub enter_effects: bool,
    /// With `enter_effects`: `tapped` was stated and wins over "enters tapped".
    #[serde(default)]
    pub tapped_given: bool,
}

impl PermanentSetup {
    /// An untapped, undamaged permanent with no counters, exactly as given (no enter effects).
    pub fn new(card: Arc<CardDef>) -> PermanentSetup {
        PermanentSetup {
            card,
            tapped: false,
            counters: Vec::new(),
            damage: 0,
            sick: false,
            attached_to: None,
            face_down: false,
            transformed: false,
            doors: 0,
            enter_effects: false,
            tapped_given: false,
        }
    }
}

/// One player's seat: name, deck, and (for set-up positions) the starting zones.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerConfig {
    pub name: String,
    /// The library, top first.
    pub library: Vec<Arc<CardDef>>,
    pub hand: Vec<Arc<CardDef>>,
    pub graveyard: Vec<Arc<CardDef>>,
    pub exile: Vec<Arc<CardDef>>,
    /// Cards in the command zone (commanders).
    pub command: Vec<Arc<CardDef>>,
    pub battlefield: Vec<PermanentSetup>,
    /// Starting life; `None` takes the format's.
    pub life: Option<i32>,
    pub poison: u32,
}

impl PlayerConfig {
    /// A player with a name and a library (a deck).
    pub fn with_deck(name: impl Into<String>, library: Vec<Arc<CardDef>>) -> PlayerConfig {
        PlayerConfig { name: name.into(), library, ..PlayerConfig::default() }
    }
}

/// Everything that defines a game besides its seed and its answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameConfig {
    /// The players in turn order; the first takes the first turn (CR 103.1).
    pub players: Vec<PlayerConfig>,
    pub format: Format,
    pub start: Start,
    pub mulligan: MulliganRule,
    /// Whether libraries are shuffled when the game starts (CR 103.3).
    pub shuffle: bool,
    /// A game still going at the start of this turn ends in a draw; 0 means no limit.
    pub max_turns: u32,
    /// Maximum hand size at cleanup (CR 402.2, 514.1), and the starting hand size (CR 103.5).
    pub hand_size: u32,
    /// Who chooses the starting player (CR 103.1). With `Fixed`, the first seat starts.
    #[serde(default)]
    pub first_player: FirstPlayer,
    /// The limited range of influence option (CR 801): players farther than this many
    /// seats away can't be attacked, targeted or affected. `None` (the default) is off.
    #[serde(default)]
    pub range_of_influence: Option<u32>,
    /// When a player would receive priority and passing is their only legal action, the
    /// engine passes for them (CR 117.3d) instead of asking: such a decision is never posed
    /// and takes no answer. Off by default (the web client, scenarios and replays of old
    /// games see every priority decision); on for computer-only games (`sim`, `arena`,
    /// `fuzz`, `bench`, search playouts), whose players pass there without drawing on
    /// their random generators, so the same seeds give the same games. A replay records it.
    #[serde(default)]
    pub auto_pass: bool,
    /// The card names players may choose (CR 201.3: "choose a card name"): the host's card
    /// database, in the order offered. Empty: the names of the cards in the game. Not
    /// recorded (it is the whole database): a host restoring or replaying a game supplies
    /// the list it played with, since a name is answered by its place in the list.
    #[serde(skip)]
    pub card_names: Arc<Vec<NamedCard>>,
}

/// A card name a player may choose (CR 201.3) and the card types of the card with it, for
/// choices such as "choose a nonland card name".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NamedCard {
    pub name: String,
    pub types: crate::ir::TypeSet,
}

impl GameConfig {
    /// A game between players with these decks: shuffled libraries, opening hands, London mulligan.
    pub fn new(players: Vec<PlayerConfig>) -> GameConfig {
        GameConfig {
            players,
            format: Format::Duel,
            start: Start::Opening,
            mulligan: MulliganRule::London,
            shuffle: true,
            max_turns: 200,
            hand_size: 7,
            first_player: FirstPlayer::Random,
            range_of_influence: None,
            auto_pass: false,
            card_names: Arc::default(),
        }
    }

    /// The starting life total of the format (CR 103.4, 903.7).
    pub fn starting_life(&self) -> i32 {
        match self.format {
            Format::Commander => 40,
            _ => 20,
        }
    }
}
