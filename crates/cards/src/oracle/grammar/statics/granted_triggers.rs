//! Which triggered abilities may be granted in quotation marks ("As long as seven or more
//! cards are in your graveyard, ~ has \"When ~ enters the battlefield, ...\"", CR 613.1f).
//! The engine looks for triggers on granted abilities wherever it looks for printed ones on
//! the battlefield: just after an object enters (CR 603.6a), and, for leaving, on the
//! object's last known information, grants included (CR 603.10a).

use crate::oracle::ast::*;

/// Whether a granted trigger of this kind triggers correctly: "at the beginning of", the
/// object's own entering, dying and becoming a target, and a player casting a spell.
pub(crate) fn grantable_trigger(t: &TriggerAst) -> bool {
    match t {
        TriggerAst::Beginning(..) | TriggerAst::Cast(..) => true,
        TriggerAst::Enters(o) | TriggerAst::Dies(o) | TriggerAst::BecomesTarget(o, ..) => *o == ObjRef::SelfRef,
        _ => false,
    }
}
