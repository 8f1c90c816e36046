//! Targets (CR 115): which choices are legal ([`legal`]), what can't be targeted
//! (hexproof, shroud, protection), changing targets (CR 115.7) and filters over the stack.

pub(crate) mod change;
pub(crate) mod legal;
pub(crate) mod stack_filters;
pub(crate) mod untargetable;
