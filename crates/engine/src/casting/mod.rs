//! Casting spells and activating abilities (CR 601, 602): the actions a player with
//! priority may take ([`actions`]), their details (modes, targets, X), casting keywords
//! (kicker, buyback, flashback, madness, miracle, cascade, rebound, morph, foretell and plot, retrace and jump-start, spree, split cards, unlocking Rooms' doors, modal double-faced cards and adventurers), copies of spells (CR 707), the
//! top card of a library seen and played from there ([`library_top`], CR 401.5),
//! the spells castable only after tapping for mana by hand ([`mana_by_hand`]), and the
//! ways to play or cast a card in hand given to its copies ([`hand_copies`]).
//! Paying costs lives in `costs/`, choosing targets in `targets/`.

pub(crate) mod action_details;
pub(crate) mod actions;
pub(crate) mod card_faces;
pub(crate) mod cascade;
pub mod cast_later;
pub(crate) mod cast_windows;
pub(crate) mod graveyard_abilities;
pub mod graveyard_casts;
pub(crate) mod hand_copies;
pub mod keywords;
pub(crate) mod library_top;
pub(crate) mod madness;
pub(crate) mod mana_by_hand;
pub(crate) mod miracle;
pub(crate) mod modes;
pub mod morph;
pub(crate) mod rebound;
pub(crate) mod spell_copies;
pub mod spree;
pub(crate) mod target_counts;
pub(crate) mod unlock;
