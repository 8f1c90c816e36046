//! Triggered abilities (CR 603): noticing events and putting them on the stack
//! ([`noticing`]), trigger conditions, delayed triggers (CR 603.7), and the triggers on
//! damage, players, mana and targeting; dividing a trigger's damage (CR 603.3d); Sagas' lore counters and chapter abilities (CR 714), the last counter removed (vanishing, CR 702.63a), counters put on permanents (CR 122.6) and
//! the monarch's (CR 724). It must not resolve them; `resolve/` does.

pub mod conditions;
pub(crate) mod counters_put;
pub(crate) mod damage;
pub(crate) mod delayed;
pub(crate) mod division;
pub(crate) mod keyword_abilities;
pub(crate) mod last_counter;
pub(crate) mod mana;
pub(crate) mod monarch;
pub(crate) mod noticing;
pub(crate) mod player;
pub(crate) mod sagas;
pub(crate) mod targeted;
