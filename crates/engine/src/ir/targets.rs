//! Target specifications (CR 115): what a spell or ability targets and how many.

use crate::ir::{Amount, CardType, Filter, PlayerFilter, Zone};
use serde::{Deserialize, Serialize};

/// What can be chosen as a target, and how many (CR 115).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TargetSpec {
    /// Players that may be chosen, if players can be targets.
    pub players: Option<PlayerFilter>,
    /// Objects that may be chosen: in which zone, matching which filter.
    pub objects: Option<(Zone, Filter)>,
    pub min: u8,
    pub max: u8,
    /// How the text names it ("any target", "target creature").
    pub text: String,
    /// "target spell or permanent": permanents may be chosen as well as spells (CR 115.1).
    #[serde(default)]
    pub or_permanent: bool,
    /// "X target creatures", "up to X target lands, where X is ...": the number of targets is
    /// this amount, determined as the targets are chosen (CR 601.2c, after X, 601.2b); exactly
    /// that many, or up to that many when `min` is 0. `max` is then only an upper bound.
    #[serde(default)]
    pub count: Option<Amount>,
    /// "target cards from a single graveyard": every object chosen has the same owner.
    #[serde(default)]
    pub same_owner: bool,
    /// "another target" (Arc Trail's "1 damage to another target"): none of the objects or
    /// players chosen for the earlier targets may be chosen (CR 115.3).
    #[serde(default)]
    pub distinct: bool,
}

impl TargetSpec {
    /// "any target": a creature, player, planeswalker or battle (CR 115.4).
    pub fn any_target() -> TargetSpec {
        TargetSpec {
            players: Some(PlayerFilter::Any),
            objects: Some((
                Zone::Battlefield,
                Filter::Or(vec![
                    Filter::Type(CardType::Creature),
                    Filter::Type(CardType::Planeswalker),
                    Filter::Type(CardType::Battle),
                ]),
            )),
            min: 1,
            max: 1,
            text: "any target".into(),
            or_permanent: false,
            count: None,
            same_owner: false,
            distinct: false,
        }
    }
    /// One target permanent matching `filter`.
    pub fn permanent(filter: Filter, text: impl Into<String>) -> TargetSpec {
        TargetSpec {
            players: None,
            objects: Some((Zone::Battlefield, filter)),
            min: 1,
            max: 1,
            text: text.into(),
            or_permanent: false,
            count: None,
            same_owner: false,
            distinct: false,
        }
    }
    /// One target player matching `filter`.
    pub fn player(filter: PlayerFilter, text: impl Into<String>) -> TargetSpec {
        TargetSpec {
            players: Some(filter),
            objects: None,
            min: 1,
            max: 1,
            text: text.into(),
            or_permanent: false,
            count: None,
            same_owner: false,
            distinct: false,
        }
    }
}
