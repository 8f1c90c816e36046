//! Costs (CR 118, 601.2f-h): paying mana ([`payment`]), convoke, improvise and delve ([`convoke`]), cost changes
//! and alternative and additional costs ([`casting`]), the kinds of non-mana costs, costs paid on resolution,
//! what was paid, and what a source could produce. It must not put anything on the stack.

pub mod casting;
pub(crate) mod commander_mana;
pub(crate) mod convoke;
pub(crate) mod could_produce;
pub(crate) mod counters;
pub(crate) mod kinds;
pub(crate) mod on_resolution;
pub(crate) mod paid;
pub(crate) mod payment;
pub(crate) mod tap;
