//! What instructions do to the game: damage (CR 120), zone changes (CR 400), looking at
//! and revealing cards, searching, countering (CR 701.5), control changes, tapping,
//! amplify and Auras entering. Called from `resolve/`; it does not run programs itself.

pub(crate) mod amplify;
pub mod aura_entering;
pub(crate) mod cards_in_zones;
pub(crate) mod control_changes;
pub(crate) mod countering;
pub(crate) mod damage;
pub mod look;
pub(crate) mod look_hand;
pub(crate) mod reveal_until;
pub(crate) mod search_of;
pub(crate) mod tapping;
pub(crate) mod zones;
