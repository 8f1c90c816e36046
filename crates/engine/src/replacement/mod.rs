//! Replacement and prevention effects at work (CR 614-616): how they apply to an event and
//! interact ([`interaction`]), damage redirection (CR 614.9, [`redirect`]) and shields
//! (regeneration, CR 701.15). Their data lives in `ir/`.

pub mod interaction;
pub mod redirect;
pub(crate) mod shields;
