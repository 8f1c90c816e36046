//! Noun phrases every area of the grammar shares: objects and targets ([`objects`]),
//! amounts and counts ([`amounts`]), amounts read from what an earlier instruction did
//! ([`this_way`]), objects described by their counters ([`with_counters`]) and spells or abilities on the stack described by what they do ([`stack`]).

pub(crate) mod amounts;
pub(crate) mod objects;
pub(crate) mod stack;
pub(crate) mod this_way;
pub(crate) mod with_counters;
