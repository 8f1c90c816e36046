//! Lowering actions on spells and abilities on the stack to instructions: counter (CR
//! 701.5), change targets (CR 115.7), copy (CR 707.10); and coin flips (CR 705) and clashes
//! (CR 701.30).

use super::*;

/// The instructions of one stack action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let one = |i: Instr| vec![i];
    match a {
        ActionAst::Counter { what } => one(Instr::counter(obj(what, s))),
        ActionAst::ChangeTarget { what, only_if, to } => one(Instr::ChangeTarget {
            spell: obj(what, s),
            only_if: only_if.map(|ph| ph.map_or(Filter::Source, |ph| filter(&ph))),
            to: to.map(|ph| filter(&ph)),
        }),
        ActionAst::CounterTo { what, to } => one(Instr::Counter { what: obj(what, s), to }),
        ActionAst::FlipCoin => one(Instr::FlipCoin),
        ActionAst::Clash => one(Instr::Clash),
        // Joined to the counter before it while parsing; alone it can't be read.
        ActionAst::CounteredInstead(_) => vec![],
        ActionAst::CopySelf { by } => one(Instr::CopySpell {
            what: Ref::Source,
            count: Amount::Fixed(1),
            new_targets: true,
            by: player(by, s),
            optional: true,
        }),
        // CR 707.10: the copy is the resolving ability's controller's.
        ActionAst::CopyTargetSpell { what, new_targets } => one(Instr::CopySpell {
            what: obj(what, s),
            count: Amount::Fixed(1),
            new_targets,
            by: Ref::You,
            optional: false,
        }),
        other => unreachable!("not dispatched here: {other:?}"),
    }
}
