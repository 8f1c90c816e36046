//! What instructions do to the game, one file per kind of instruction: damage (CR 120),
//! life (119), moving objects between zones (400, 701), permanents entering, libraries,
//! searching, looking at and revealing cards, countering (701.6), control changes, tapping,
//! permanents' status and counters, emblems (114), transforming (701.27), monstrosity (701.37),
//! class levels (716), Rooms' doors (709.5), meld (701.42), battles' defense and protectors (310), solving Cases (719), proliferate (701.34) and bolster (701.39), mana, amplify, devour and Auras entering. Called from the dispatch table in
//! `resolve/exec.rs`; it does not run programs itself.

pub(crate) mod amplify;
pub mod aura_entering;
pub(crate) mod battles;
pub(crate) mod cards_in_zones;
pub(crate) mod cases;
pub mod clash;
pub(crate) mod class_levels;
pub(crate) mod control_changes;
pub(crate) mod counter_actions;
pub(crate) mod countering;
pub(crate) mod damage;
pub(crate) mod deal_damage;
pub(crate) mod devour;
pub(crate) mod emblems;
pub(crate) mod entering;
pub(crate) mod library;
pub(crate) mod life;
pub mod look;
pub(crate) mod look_hand;
pub(crate) mod mana;
pub(crate) mod melding;
pub(crate) mod monstrosity;
pub(crate) mod moving;
pub(crate) mod permanents;
pub mod piles;
pub(crate) mod reveal_until;
pub(crate) mod rooms;
pub(crate) mod same_name;
pub(crate) mod search;
pub(crate) mod tapping;
pub(crate) mod token_copies;
pub(crate) mod transforming;
pub(crate) mod zones;
