//! Continuous effects (CR 611, 613): the layer system ([`layers`]) computing an object's
//! characteristics, effects created on resolution (CR 611.2), text-changing effects (CR 612),
//! granted abilities, devotion (CR 700.5), the characteristics kept while the game waits for a priority answer, statics that work from the graveyard, rule-changing statics and effects
//! on players, statics forbidding activated abilities.

pub(crate) mod activation_bans;
pub(crate) mod created;
pub(crate) mod devotion;
pub(crate) mod granted;
pub(crate) mod graveyard_statics;
pub(crate) mod layer_cache;
pub mod layers;
pub(crate) mod player_effects;
pub(crate) mod rule_statics;
pub mod text_change;
