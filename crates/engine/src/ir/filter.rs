//! Filters: which objects and players an ability refers to, and number comparisons.

use crate::ir::{Amount, CardType, Color, CounterKind, Keyword, Stat, Supertype};
use serde::{Deserialize, Serialize};

/// Which players relative to the ability's controller (or to another player).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerFilter {
    Any,
    You,
    Opponent,
    /// The active player ("each player's upkeep" is `Any`, "your upkeep" is `You`).
    Active,
    /// The controller of the permanent the source is attached to ("the upkeep of enchanted
    /// creature's controller"); only step triggers use it, everywhere else it matches nobody.
    AttachedController,
    /// The player chosen for the source ("the chosen player", CR 607.2d): read where the
    /// source is known (step triggers, filters, counts); elsewhere it matches nobody.
    ChosenPlayer,
}

/// A test on an object, evaluated against its current characteristics (CR 109).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Filter {
    /// Any object.
    Any,
    /// The source of the ability itself ("this creature", "~").
    Source,
    /// Any object other than the source ("another", "other").
    Other,
    Type(CardType),
    Supertype(Supertype),
    Subtype(String),
    Color(Color),
    Colorless,
    /// Of `min` to `max` colours (CR 105.2b-c): monocolored is one, multicolored two or more.
    ColorCount {
        min: u8,
        max: u8,
    },
    Keyword(Keyword),
    /// Controlled by a player matching the filter.
    ControlledBy(PlayerFilter),
    /// Owned by a player matching the filter.
    OwnedBy(PlayerFilter),
    Tapped,
    Untapped,
    Attacking,
    Blocking,
    /// Controlled by the player the source attacks (or the controller of the planeswalker it
    /// attacks): provoke's "target creature defending player controls" (CR 702.39a).
    ControlledByDefendingPlayer,
    Token,
    /// Power compared to a number.
    Power(Cmp, i32),
    /// A number compared to the same number of the source (mentor's "target attacking
    /// creature with lesser power", CR 702.134a; evolve's "greater power", 702.100a): the
    /// source as it last existed if it has left its zone.
    StatVsSource(Stat, Cmp),
    /// Shares a colour with the source (CR 105.2; conspire's "two untapped creatures you
    /// control that each share a color with it", 702.78a).
    SharesColorWithSource,
    Toughness(Cmp, i32),
    /// Mana value compared to an amount (CR 202.3): a number, or X and counts ("with mana
    /// value X or less", "equal to the number of charge counters on ~"), read on resolution
    /// (CR 608.2h) and elsewhere from the source.
    ManaValue(Cmp, Box<Amount>),
    /// Has the given name (CR 201.2).
    Named(String),
    /// The object the source is attached to ("enchanted creature", "equipped creature").
    AttachedTo,
    /// A card its owner drew this turn ("cards in your hand drawn this turn").
    DrawnThisTurn,
    /// Has an activated ability that isn't a mana ability (CR 605.1a).
    HasNonManaActivatedAbility,
    /// Has at least `min` counters of the kind on it, and no more than `max` when given
    /// (CR 122): "has a charge counter on it" is at least one; a leveler's "LEVEL 1-3" (CR
    /// 711.2a) one to three level counters.
    HasCounter(CounterKind, u32, Option<u32>),
    /// Its class level is at least `min`, and no more than `max` when given (CR 716.2a-b):
    /// "as long as this Class is level N or greater", "activate only if this Class is level
    /// N-1"; a permanent without a level is level 1 (716.2d).
    ClassLevel(u32, Option<u32>),
    /// Owned by the player chosen for the given target of the same spell ("target player
    /// shuffles up to three target cards from their graveyard"): checked when targets are
    /// chosen (CR 601.2c); true wherever no targets are known.
    OwnedByTarget(u8),
    And(Vec<Filter>),
    Or(Vec<Filter>),
    Not(Box<Filter>),
    /// Has the colour chosen for the source (CR 607.2d: "of the chosen color").
    ChosenColor,
    /// Has the creature type chosen for the source ("creatures of the chosen type").
    ChosenSubtype,
    /// An Aura is attached to it ("as long as it's enchanted", CR 303.4).
    Enchanted,
    /// Blocking the source or blocked by it ("each creature blocking or blocked by ~",
    /// CR 509.1).
    BlockingOrBlockedBySource,
    /// Was dealt damage this turn by the source of the ability ("a creature dealt damage by
    /// ~ this turn", CR 603.10a: read from the creature as it last existed).
    DamagedBySourceThisTurn,
    /// A face-down permanent or spell (CR 708): "face-down creature".
    FaceDown,
    /// A commander (CR 903.3): "commander creatures you own", "commanders you control".
    Commander,
    /// A monstrous permanent (CR 701.37b): "as long as ~ is monstrous".
    Monstrous,
    /// Has a morph ability (CR 702.37): "creature with a morph ability"; a face-down
    /// permanent has none (CR 708.2a).
    HasMorph,
    /// Was dealt damage this turn by any source ("target creature that was dealt damage this
    /// turn", CR 120.3).
    DealtDamageThisTurn,
    /// Was declared as an attacker this turn ("if it didn't attack this turn", CR 508.1).
    AttackedThisTurn,
    /// A spell on the stack with a target matching the filter ("spell that targets a
    /// creature", CR 115.9b: targets still in their zone, by their current information).
    Targets(Box<Filter>),
    /// A spell on the stack with a single target ("target spell with a single target", CR
    /// 115.9a: the targets chosen, counted as put on the stack).
    SingleTarget,
    /// Blocking the source ("target creature blocking ~", "creature it's blocking" is
    /// [`Filter::BlockedBySource`]) (CR 509.1g).
    BlockingSource,
    /// Blocked by the source ("target creature ~ is blocking", CR 509.1g).
    BlockedBySource,
    /// An attacking creature that is blocked (CR 509.1h): "target blocked creature".
    Blocked,
    /// An attacking creature that is unblocked (CR 509.1h), once blockers are declared.
    Unblocked,
    /// Attacking the ability's controller or a planeswalker they control: "creature ...
    /// that's attacking you" (CR 506.2).
    AttackingYou,
    /// Controlled by the player chosen for the given target of the same spell or ability, or
    /// by the controller of the permanent chosen for it ("target creature that player or that
    /// planeswalker's controller controls"): checked when targets are chosen (CR 601.2c) and
    /// on resolution (608.2b); true wherever no targets are known.
    ControlledByTarget(u8),
    /// A solved permanent (CR 719.3b): "as long as this Case is solved".
    Solved,
    /// A renowned permanent (CR 702.112b): "as long as ~ is renowned".
    Renowned,
    /// Has the card name chosen for the source (CR 201.3, 607.2d): "sources with the chosen
    /// name", "spells with the chosen name".
    ChosenName,
}

impl Filter {
    /// `a and b`, flattening nested conjunctions.
    pub fn and(self, other: Filter) -> Filter {
        match (self, other) {
            (Filter::Any, f) | (f, Filter::Any) => f,
            (Filter::And(mut a), Filter::And(b)) => {
                a.extend(b);
                Filter::And(a)
            }
            (Filter::And(mut a), f) => {
                a.push(f);
                Filter::And(a)
            }
            (f, Filter::And(mut b)) => {
                b.insert(0, f);
                Filter::And(b)
            }
            (a, b) => Filter::And(vec![a, b]),
        }
    }
    /// A creature filter.
    pub fn creature() -> Filter {
        Filter::Type(CardType::Creature)
    }
}

/// A comparison for numeric filters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cmp {
    Lt,
    Le,
    Eq,
    Ge,
    Gt,
}

impl Cmp {
    /// Whether `a <cmp> b`.
    pub fn test(self, a: i32, b: i32) -> bool {
        match self {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Eq => a == b,
            Cmp::Ge => a >= b,
            Cmp::Gt => a > b,
        }
    }
}
