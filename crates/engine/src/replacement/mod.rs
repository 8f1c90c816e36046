//! Replacement and prevention effects at work (CR 614-616): how they apply to an event and
//! interact ([`interaction`]), damage redirection (CR 614.9, [`redirect`]) and shields
//! (regeneration, CR 701.15), shield counters (CR 122.1c, [`shield_counters`]), payments made as a permanent enters (CR 614.12,
//! [`enter_payments`]), dredge (CR 702.52, [`dredge`]), umbra armor (CR 702.89, [`umbra_armor`]). Their data lives in `ir/`.

pub(crate) mod dredge;
pub(crate) mod enter_payments;
pub mod interaction;
pub mod redirect;
pub(crate) mod shield_counters;
pub(crate) mod shields;
pub(crate) mod umbra_armor;
