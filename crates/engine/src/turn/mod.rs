//! Turns (CR 500-514): the turn machine and priority ([`machine`]), state-based actions
//! (CR 704, [`sba`]), extra turns, skipped steps and players' rules ([`structure`]), what
//! happened this turn ([`history`]), phasing (CR 702.26) and day and night (CR 730,
//! [`day_night`]). It must not resolve spells or apply combat itself; it calls into those
//! folders.

pub(crate) mod day_night;
pub mod history;
pub(crate) mod machine;
pub(crate) mod phasing;
pub(crate) mod sba;
pub mod structure;
