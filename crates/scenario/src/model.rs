//! The scenario file as data: serde structs for `[[scenario]]` tables (format version 1.1).
//!
//! Every struct rejects unknown keys, so a typo is an error with its line and column.
//! Keys whose value can take several shapes (a name or a table, a string or a number)
//! have small hand-written deserializers here.

use grimoire_engine::{Format, MulliganRule, Start, Step};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use toml::Spanned;

/// A whole scenario file: one or more `[[scenario]]` tables.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// The scenarios, in file order, each with its position in the file.
    #[serde(default)]
    pub scenario: Vec<Spanned<Scenario>>,
}

/// One `[[scenario]]` table.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Unique within the file.
    pub name: String,
    /// Comprehensive Rules numbers the scenario shows.
    #[serde(default)]
    pub rules: Vec<String>,
    /// Where the case comes from.
    #[serde(default)]
    pub source: Option<String>,
    /// `duel`, `multiplayer` or `commander`.
    #[serde(default)]
    pub format: Format,
    /// The players: a list of ids in turn order, or their set-up tables by id.
    #[serde(default)]
    pub players: Option<Players>,
    /// Whether a decision the script does not answer fails the scenario.
    #[serde(default = "yes")]
    pub strict: bool,
    /// `main` or `opening`.
    #[serde(default = "start_main")]
    pub start: Start,
    /// The mulligan rule (with `start = "opening"`).
    #[serde(default)]
    pub mulligan: Option<MulliganRule>,
    /// The game's random seed.
    #[serde(default)]
    pub seed: u64,
    /// Whether libraries are shuffled at the start.
    #[serde(default)]
    pub shuffle: bool,
    /// The limited range of influence option (CR 801): how many seats away a player reaches.
    #[serde(default)]
    pub range_of_influence: Option<u32>,
    /// Cards put under each player's listed library.
    #[serde(default)]
    pub filler: Option<Filler>,
    /// When the game stops and `expect` is checked.
    pub stop_after: StepRef,
    /// What to do with block declarations the engine refuses.
    #[serde(default)]
    pub illegal_blocks: IllegalBlocks,
    /// The script, in order.
    #[serde(default)]
    pub actions: Vec<Spanned<Action>>,
    /// Checks at the end of given steps.
    #[serde(default)]
    pub checks: Vec<Check>,
    /// The checks at `stop_after`.
    #[serde(default)]
    pub expect: Option<Expect>,
}

fn yes() -> bool {
    true
}

fn start_main() -> Start {
    Start::Main
}

/// The most filler copies under one library: like a decklist line (the deck reader's
/// `MAX_COPIES_PER_LINE` in grimoire-cards), far above what any scenario needs (the
/// bundled ones use at most 43) and small enough that a hostile file cannot make set-up
/// allocate gigabytes (each copy is a pointer and, in the game, an object).
pub const MAX_FILLER: u32 = 250;

/// `{ card = NAME, count = N }` (N at most [`MAX_FILLER`]).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Filler {
    /// The filler card's name.
    pub card: String,
    /// How many copies under each library.
    pub count: u32,
}

impl Default for Filler {
    fn default() -> Filler {
        Filler { card: "Wastes".into(), count: 40 }
    }
}

/// A point of the game: `{ turn = N, step = STEP }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepRef {
    /// The turn, from 1 for the whole game.
    pub turn: u32,
    /// The step of that turn.
    pub step: Step,
}

impl fmt::Display for StepRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "turn {} {}", self.turn, self.step.key())
    }
}

/// `illegal_blocks`: `fail` or `drop`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum IllegalBlocks {
    /// A refused block declaration fails the scenario.
    #[default]
    Fail,
    /// Refused blocks are dropped and the rest declared.
    Drop,
}

/// The `players` key: ids in turn order, or set-up tables.
#[derive(Debug, Default)]
pub struct Players {
    /// Each player id in turn order with its set-up (empty if not given).
    pub list: Vec<(String, PlayerSetup)>,
}

/// `[scenario.players.ID]`.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// The player's id, only in the `[[scenario.players]]` array form.
    #[serde(default)]
    pub id: Option<String>,
    /// Starting life (the format's by default).
    #[serde(default)]
    pub life: Option<i32>,
    /// Starting poison counters.
    #[serde(default)]
    pub poison: u32,
    /// Cards in hand.
    #[serde(default)]
    pub hand: Vec<String>,
    /// Cards in the graveyard, bottom first.
    #[serde(default)]
    pub graveyard: Vec<String>,
    /// Cards in exile.
    #[serde(default)]
    pub exile: Vec<String>,
    /// Cards in the command zone.
    #[serde(default)]
    pub command: Vec<String>,
    /// Library, top first, above the filler.
    #[serde(default)]
    pub library: Vec<String>,
    /// Permanents this player controls at the start.
    #[serde(default)]
    pub battlefield: Vec<PermanentEntry>,
    /// Answers for decisions the actions don't answer, first in first out.
    #[serde(default)]
    pub choices: Vec<Choice>,
    /// Targets the actions don't give, first in first out.
    #[serde(default)]
    pub targets: Vec<String>,
}

/// One battlefield entry: a name or a table.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Permanent {
    /// The card's name.
    pub card: String,
    /// Starts tapped (`true`) or untapped (`false`); absent, as its entering made it.
    #[serde(default)]
    pub tapped: Option<bool>,
    /// Counters on it, by kind as written (`"+1/+1"`, `charge`); a kind given here is
    /// exactly that many (0: none), whatever the card enters with.
    #[serde(default)]
    pub counters: BTreeMap<String, u32>,
    /// Damage marked on it.
    #[serde(default)]
    pub damage: u32,
    /// Summoning sick.
    #[serde(default)]
    pub sick: bool,
    /// The alias that `@alias` refers to.
    #[serde(default, rename = "as")]
    pub alias: Option<String>,
    /// The permanent it is attached to: `@alias` or a name.
    #[serde(default)]
    pub attached_to: Option<String>,
    /// Face down.
    #[serde(default)]
    pub face_down: bool,
}

/// One `[[scenario.actions]]` table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Action {
    /// The turn, from 1.
    pub turn: u32,
    /// The step of that turn.
    pub step: Step,
    /// The acting player's id.
    pub player: String,
    /// Verb: cast a spell.
    #[serde(default)]
    pub cast: Option<String>,
    /// Verb: play a land.
    #[serde(default)]
    pub play_land: Option<String>,
    /// Verb: activate an ability of a permanent or card.
    #[serde(default)]
    pub activate: Option<String>,
    /// Verb (runner extension): turn a face-down permanent face up by paying its morph
    /// cost, a special action (CR 702.37e).
    #[serde(default)]
    pub turn_face_up: Option<String>,
    /// Verb (runner extension): foretell or plot a card in hand, a special action (CR
    /// 702.143a, 702.170a).
    #[serde(default)]
    pub exile_from_hand: Option<String>,
    /// Verb (runner extension): unlock a locked door of a Room the player controls by paying
    /// its mana cost, a special action (CR 709.5e); the door's name.
    #[serde(default)]
    pub unlock: Option<String>,
    /// Verb: declare attackers.
    #[serde(default)]
    pub attack: Option<Vec<AttackItem>>,
    /// Verb: declare blockers.
    #[serde(default)]
    pub block: Option<Vec<BlockEntry>>,
    /// Verb: divide combat damage in a combat damage step (format 1.1, CR 510.1c-d).
    #[serde(default)]
    pub assign: Option<Vec<AssignEntry>>,
    /// Verb: wait (only `"stack"`).
    #[serde(default)]
    pub wait: Option<WaitFor>,
    /// Verb: concede.
    #[serde(default)]
    pub concede: Option<bool>,
    /// The engine must refuse the action and leave the game unchanged.
    #[serde(default)]
    pub expect_illegal: bool,
    /// Targets in order (names, `@alias`, `player:ID`).
    #[serde(default)]
    pub targets: Option<Vec<String>>,
    /// The value of X.
    #[serde(default)]
    pub x: Option<u32>,
    /// Chosen modes, numbered from 1.
    #[serde(default)]
    pub modes: Option<Vec<usize>>,
    /// An alternative cost's text.
    #[serde(default)]
    pub alt: Option<String>,
    /// Optional additional costs to pay, each named by its keyword, or by keyword and cost
    /// where a card has several: kicker, buyback (format 1.1, CR 702.33a, 702.27a).
    #[serde(default)]
    pub additional: Option<Vec<String>>,
    /// Damage or counters divided in target order.
    #[serde(default)]
    pub divide: Option<Vec<u32>>,
    /// Which ability to activate: a prefix of its text or its number from 1.
    #[serde(default)]
    pub ability: Option<AbilityRef>,
    /// The permanents to tap for mana.
    #[serde(default)]
    pub pay: Option<Vec<String>>,
}

/// `wait = "stack"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WaitFor {
    /// Until the stack is empty.
    Stack,
}

/// An attacker: a name, or `{ card, defender }`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackEntry {
    /// The attacking creature.
    pub card: String,
    /// `player:ID` or a planeswalker's name; the next opponent by default.
    #[serde(default)]
    pub defender: Option<String>,
}

/// `{ blocker = NAME, attacker = NAME }`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockEntry {
    /// The blocking creature.
    pub blocker: String,
    /// The attacking creature it blocks.
    pub attacker: String,
}

/// `{ attacker = NAME, to = NAME or "player:ID", amount = N }`: part of the division of a
/// creature's combat damage (CR 510.1c-d).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssignEntry {
    /// The creature whose combat damage is divided.
    pub attacker: String,
    /// A creature blocking it (or that it blocks), or, with trample, the player or
    /// planeswalker it attacks.
    pub to: String,
    /// How much of its damage goes there.
    pub amount: u32,
}

/// `ability = "prefix"` or `ability = N`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AbilityRef {
    /// The first activated ability whose text starts with this.
    Prefix(String),
    /// The Nth activated ability, from 1.
    Number(usize),
}

/// One entry of `choices`, kept as written (`"yes"`, `"X=3"`, `"mode=2"`, `"player:B"`, a name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice(pub String);

/// One `[[scenario.checks]]` table: a step and the same keys as `expect`.
#[derive(Debug)]
pub struct Check {
    /// When the checks apply: at the end of this step.
    pub at: StepRef,
    /// What must hold then.
    pub expect: Expect,
}

/// `[scenario.expect]` (and the body of a check).
#[derive(Debug, Default)]
pub struct Expect {
    /// Per player checks, by player id (position kept for error messages).
    pub players: Vec<(String, PlayerExpect)>,
    /// Per permanent checks.
    pub permanents: Vec<PermanentExpect>,
    /// The winner's id.
    pub winner: Option<String>,
    /// Whether the game is a draw.
    pub draw: Option<bool>,
    /// The stack, top first, by name.
    pub stack: Option<Vec<String>>,
    /// The number of objects on the stack.
    pub stack_count: Option<usize>,
}

/// `[scenario.expect.ID]`.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerExpect {
    /// Exact life total.
    #[serde(default)]
    pub life: Option<i32>,
    /// Exact poison counters.
    #[serde(default)]
    pub poison: Option<u32>,
    /// `{ NAME = count }` in hand.
    #[serde(default)]
    pub hand: Option<BTreeMap<String, u32>>,
    /// `{ NAME = count }` in the graveyard.
    #[serde(default)]
    pub graveyard: Option<BTreeMap<String, u32>>,
    /// `{ NAME = count }` in exile.
    #[serde(default)]
    pub exile: Option<BTreeMap<String, u32>>,
    /// `{ NAME = count }` in the library.
    #[serde(default)]
    pub library: Option<BTreeMap<String, u32>>,
    /// `{ NAME = count }` in the command zone.
    #[serde(default)]
    pub command: Option<BTreeMap<String, u32>>,
    /// `{ NAME = count }` of permanents this player controls.
    #[serde(default)]
    pub battlefield: Option<BTreeMap<String, u32>>,
    /// Cards in hand.
    #[serde(default)]
    pub hand_count: Option<usize>,
    /// Cards in the graveyard.
    #[serde(default)]
    pub graveyard_count: Option<usize>,
    /// Cards in exile.
    #[serde(default)]
    pub exile_count: Option<usize>,
    /// Cards in the library.
    #[serde(default)]
    pub library_count: Option<usize>,
    /// Permanents this player controls.
    #[serde(default)]
    pub battlefield_count: Option<usize>,
    /// Whether the player has lost.
    #[serde(default)]
    pub lost: Option<bool>,
    /// Combat damage taken from each commander, by name.
    #[serde(default)]
    pub commander_damage: Option<BTreeMap<String, u32>>,
    /// `{ "cast NAME" = bool, "play NAME" = bool, "activate NAME" = bool }`.
    #[serde(default)]
    pub playable: Option<BTreeMap<String, bool>>,
}

/// `[[scenario.expect.permanent]]`.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PermanentExpect {
    /// NAME or `@alias`.
    pub card: String,
    /// The controller's id.
    #[serde(default)]
    pub controller: Option<String>,
    /// Every permanent of that name must match (default: at least one).
    #[serde(default)]
    pub all: bool,
    /// Power now.
    #[serde(default)]
    pub power: Option<i32>,
    /// Toughness now.
    #[serde(default)]
    pub toughness: Option<i32>,
    /// Tapped or not.
    #[serde(default)]
    pub tapped: Option<bool>,
    /// Damage marked.
    #[serde(default)]
    pub damage: Option<u32>,
    /// `{ KIND = N }`.
    #[serde(default)]
    pub counters: Option<BTreeMap<String, u32>>,
    /// Keywords it must have, as printed ("flying", "protection from red").
    #[serde(default)]
    pub keywords: Option<Vec<String>>,
    /// Keywords it must not have.
    #[serde(default)]
    pub not_keywords: Option<Vec<String>>,
    /// Card types it must have ("Creature").
    #[serde(default)]
    pub types: Option<Vec<String>>,
    /// Subtypes it must have ("Goblin").
    #[serde(default)]
    pub subtypes: Option<Vec<String>>,
    /// Exactly these colours ("red"); `[]` for colourless.
    #[serde(default)]
    pub colors: Option<Vec<String>>,
    /// `true`/`false`, or what it attacks (`player:ID` or a name).
    #[serde(default)]
    pub attacking: Option<FlagOrName>,
    /// `true`/`false`, or the attacker it blocks.
    #[serde(default)]
    pub blocking: Option<FlagOrName>,
    /// The permanent it is attached to (NAME or `@alias`).
    #[serde(default)]
    pub attached_to: Option<String>,
    /// Designations it must have, in words (runner extension): "door Bottomless Pool
    /// unlocked" for a Room's door (CR 709.5c), "level 2", "solved", "renowned".
    #[serde(default)]
    pub designations: Option<Vec<String>>,
}

/// A `true`/`false` flag, or a name that also says with what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FlagOrName {
    /// Just whether.
    Flag(bool),
    /// With this object or player.
    Name(String),
}

// ---------------------------------------------------------------------------------------
// Hand-written deserializers for keys with several shapes.

impl<'de> Deserialize<'de> for Players {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Players;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of player ids, or a table of players by id")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Players, A::Error> {
                let mut list = Vec::new();
                while let Some(item) = seq.next_element::<PlayerItem>()? {
                    list.push(match item {
                        PlayerItem::Id(id) => (id, PlayerSetup::default()),
                        PlayerItem::Setup(s) => {
                            let id = s.id.clone().ok_or_else(|| de::Error::missing_field("id"))?;
                            (id, *s)
                        }
                    });
                }
                Ok(Players { list })
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Players, A::Error> {
                let mut entries: Vec<(String, PlayerSetup)> = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    let setup: PlayerSetup = map.next_value()?;
                    if let Some(id) = &setup.id {
                        if *id != key {
                            return Err(de::Error::custom(format!("player table `{key}` has a different id `{id}`")));
                        }
                    }
                    entries.push((key, setup));
                }
                // Turn order: A then B (the default) when only those are given, otherwise the
                // ids in sorted order (use the array form for any other order).
                if entries.iter().all(|(k, _)| k == "A" || k == "B") {
                    for id in ["A", "B"] {
                        if !entries.iter().any(|(k, _)| k == id) {
                            entries.push((id.to_string(), PlayerSetup::default()));
                        }
                    }
                }
                entries.sort_by(|a, b| a.0.cmp(&b.0));
                Ok(Players { list: entries })
            }
        }
        d.deserialize_any(V)
    }
}

/// An element of the array form of `players`.
enum PlayerItem {
    Id(String),
    Setup(Box<PlayerSetup>),
}

impl<'de> Deserialize<'de> for PlayerItem {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = PlayerItem;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a player id or a player table with `id`")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<PlayerItem, E> {
                Ok(PlayerItem::Id(v.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<PlayerItem, A::Error> {
                PlayerSetup::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(|s| PlayerItem::Setup(Box::new(s)))
            }
        }
        d.deserialize_any(V)
    }
}

/// Deserializes either a string (into `from_str`) or a table (into `T`).
fn string_or_table<'de, D, T>(d: D, what: &'static str, from_str: fn(String) -> T) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct V<T> {
        what: &'static str,
        from_str: fn(String) -> T,
    }
    impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
        type Value = T;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(self.what)
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
            Ok((self.from_str)(v.to_string()))
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            T::deserialize(de::value::MapAccessDeserializer::new(map))
        }
    }
    d.deserialize_any(V { what, from_str })
}

/// A battlefield entry: a name or a table.
#[derive(Debug, Clone)]
pub struct PermanentEntry(pub Permanent);

impl<'de> Deserialize<'de> for PermanentEntry {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        string_or_table(d, "a card name or a permanent table", |card| Permanent { card, ..Permanent::default() })
            .map(PermanentEntry)
    }
}

/// An attack list entry: a name or `{ card, defender }`.
#[derive(Debug, Clone)]
pub struct AttackItem(pub AttackEntry);

impl<'de> Deserialize<'de> for AttackItem {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        string_or_table(d, "a creature name or `{ card, defender }`", |card| AttackEntry { card, defender: None })
            .map(AttackItem)
    }
}

impl<'de> Deserialize<'de> for AbilityRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = AbilityRef;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a prefix of the ability's text, or its number from 1")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<AbilityRef, E> {
                Ok(AbilityRef::Prefix(v.to_string()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<AbilityRef, E> {
                if v < 1 {
                    return Err(E::custom("abilities are numbered from 1"));
                }
                Ok(AbilityRef::Number(v as usize))
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for Choice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Choice;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a choice: a name, yes/no, a number, X=N, a colour, mode=N, player:ID, mulligan or keep")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Choice, E> {
                Ok(Choice(v.to_string()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Choice, E> {
                Ok(Choice(v.to_string()))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Choice, E> {
                Ok(Choice(if v { "yes" } else { "no" }.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for FlagOrName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = FlagOrName;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("true, false, or a name")
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<FlagOrName, E> {
                Ok(FlagOrName::Flag(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<FlagOrName, E> {
                Ok(FlagOrName::Name(v.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

/// The game-wide keys of `expect`; every other key is a player id.
const EXPECT_KEYS: &[&str] = &["permanent", "winner", "draw", "stack", "stack_count"];

/// Reads one key of an expect table (a game-wide key or a player id) into `e`.
fn expect_key<'de, A: MapAccess<'de>>(e: &mut Expect, key: String, map: &mut A) -> Result<(), A::Error> {
    match key.as_str() {
        "permanent" => e.permanents = map.next_value()?,
        "winner" => e.winner = Some(map.next_value()?),
        "draw" => e.draw = Some(map.next_value()?),
        "stack" => e.stack = Some(map.next_value()?),
        "stack_count" => e.stack_count = Some(map.next_value()?),
        _ => {
            let p: PlayerExpect = map.next_value()?;
            e.players.push((key, p));
        }
    }
    Ok(())
}

impl<'de> Deserialize<'de> for Expect {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Expect;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "an expect table: player ids or {}", EXPECT_KEYS.join(", "))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Expect, A::Error> {
                let mut e = Expect::default();
                while let Some(key) = map.next_key::<String>()? {
                    expect_key(&mut e, key, &mut map)?;
                }
                Ok(e)
            }
        }
        d.deserialize_map(V)
    }
}

impl<'de> Deserialize<'de> for Check {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Check;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a check table: turn, step, player ids and game-wide expect keys")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Check, A::Error> {
                let mut e = Expect::default();
                let (mut turn, mut step) = (None, None);
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "turn" => turn = Some(map.next_value()?),
                        "step" => step = Some(map.next_value()?),
                        _ => expect_key(&mut e, key, &mut map)?,
                    }
                }
                let turn = turn.ok_or_else(|| de::Error::missing_field("turn"))?;
                let step = step.ok_or_else(|| de::Error::missing_field("step"))?;
                Ok(Check { at: StepRef { turn, step }, expect: e })
            }
        }
        d.deserialize_map(V)
    }
}
