//! Lowering the keyword actions that put counters: proliferate (CR 701.34), bolster (CR
//! 701.39) and adapt (CR 701.46).

use super::*;

/// The instructions of one counter keyword action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    match a {
        ActionAst::Proliferate => vec![Instr::Proliferate],
        // CR 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
        // it." Checked as the action is performed, so a second adapt does nothing.
        ActionAst::Adapt(n) => vec![Instr::If {
            condition: Condition::RefIs(Ref::Source, Filter::HasCounter(CounterKind::PlusOne, 0, Some(0))),
            then: vec![Instr::AddCounters {
                what: Ref::Source,
                kind: CounterKind::PlusOne,
                amount: Amount::Fixed(n as i32),
            }],
        }],
        ActionAst::Bolster(am) => vec![Instr::Bolster { amount: amount(&am, s) }],
        _ => unreachable!("not a counter keyword action"),
    }
}
