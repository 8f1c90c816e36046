//! What the game keeps about turns: the events of this turn that conditions read, and the
//! scheduled changes to the turn order and this turn's limits (CR 500.7, 614.10).

use crate::ir::{Filter, ObjectId, PlayerId, Step};

/// The events of this turn that later conditions read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TurnHistory {
    /// Creatures that died this turn (CR 700.4), as the objects they were on the battlefield.
    pub died: Vec<ObjectId>,
    /// Permanents that entered the battlefield this turn.
    pub entered: Vec<ObjectId>,
    /// Creatures declared as attackers this turn (CR 508.1).
    pub attacked: Vec<ObjectId>,
    /// Whether attackers were declared this turn, even none (CR 508.1).
    pub attackers_declared: bool,
    /// Damage dealt to players this turn: source, player, amount (CR 120.3).
    pub player_damage: Vec<(ObjectId, PlayerId, u32)>,
    /// Attacking creatures that became blocked this turn (CR 509.1h).
    pub blocked: Vec<ObjectId>,
}

/// The game's day/night designation (CR 730.1): once it has one, it keeps exactly one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DayNight {
    Day,
    Night,
}

impl DayNight {
    /// "day" or "night".
    pub fn name(self) -> &'static str {
        match self {
            DayNight::Day => "day",
            DayNight::Night => "night",
        }
    }
}

/// Scheduled changes to the turn order and the limits in force this turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TurnPlan {
    /// Extra turns still to come, the one taken next last (CR 500.7: the most recently
    /// created is taken first).
    pub extra_turns: Vec<PlayerId>,
    /// The player whose regular turn was taken last (the regular order goes on from them
    /// after extra turns); `None` before any turn change.
    pub regular: Option<PlayerId>,
    /// The active player of the previous turn (CR 730.2 reads what they cast); `None` on
    /// the first turn.
    pub previous: Option<PlayerId>,
    /// One entry per turn a player will skip (CR 614.10a: two effects skip two turns).
    pub skip_turns: Vec<PlayerId>,
    /// One entry per step (or combat phase, as its first step) a player will skip next, and
    /// the turn it must happen in, if only this one.
    pub skip_steps: Vec<(PlayerId, Step, Option<u32>)>,
    /// Players who can't play lands this turn.
    pub cant_play_lands: Vec<PlayerId>,
    /// Players who can't cast spells matching the filter this turn.
    pub cant_cast: Vec<(PlayerId, Filter)>,
    /// Additional land plays players may make this turn.
    pub extra_lands: Vec<(PlayerId, u32)>,
    /// Spells players may cast this turn as though they had flash.
    pub flash: Vec<(PlayerId, Filter)>,
    /// "Creatures target player controls don't untap during that player's next untap step"
    /// (CR 502.3, 611.2c), until that player's next untap step uses it.
    pub untap_rules: Vec<UntapRule>,
}

/// A rule of the game for one player's next untap step: the permanents matching `filter` that
/// the player controls then don't untap, including those they gained control of after the
/// effect began (CR 611.2c: a resolved effect that changes no object's characteristics or
/// controller changes the rules, so its set of objects isn't locked in).
#[derive(Clone, Debug, PartialEq)]
pub struct UntapRule {
    /// The player whose next untap step it is.
    pub player: PlayerId,
    /// The permanents that don't untap, read as the untap step begins.
    pub filter: Filter,
    /// The effect's source and controller, for the filter's relative words ("you", "other").
    pub source: ObjectId,
    pub controller: PlayerId,
}

impl TurnPlan {
    /// Forgets the limits of the turn that ended ("this turn").
    pub fn new_turn(&mut self) {
        self.cant_play_lands.clear();
        self.cant_cast.clear();
        self.extra_lands.clear();
        self.flash.clear();
    }
}
