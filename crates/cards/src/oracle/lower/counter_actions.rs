//! Lowering the keyword actions that put counters: proliferate (CR 701.34), bolster (CR
//! 701.39), adapt (CR 701.46) and amass (CR 701.47).

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
        ActionAst::Amass { subtype, amount: am } => amass(subtype, amount(&am, s)),
        _ => unreachable!("not a counter keyword action"),
    }
}

/// CR 701.47a: to amass [subtype] N is "If you don't control an Army creature, create a 0/0
/// black [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1
/// counters on that creature. If it isn't a [subtype], it becomes a [subtype] in addition to
/// its other types." The Army chosen is the affected object afterwards.
fn amass(subtype: String, n: Amount) -> Vec<Instr> {
    let army = Filter::Type(CardType::Creature)
        .and(Filter::Subtype("Army".into()))
        .and(Filter::ControlledBy(PlayerFilter::You));
    let token = TokenAst::creature((0, 0), vec![Color::Black], vec![subtype.clone(), "Army".into()]);
    let create = Instr::CreateToken {
        token: token_def(&token).shared(),
        count: Amount::Fixed(1),
        who: Ref::You,
        tapped: false,
        attacking: false,
    };
    let becomes = Instr::Modify {
        what: Ref::Affected,
        effect: LayerEffect::AddTypes { types: Vec::new(), subtypes: vec![subtype.clone()] },
        duration: Duration::Forever,
    };
    vec![
        Instr::If { condition: Condition::Not(Box::new(Condition::YouControl(army.clone(), 1))), then: vec![create] },
        Instr::ChooseCards {
            chooser: Ref::You,
            whose: Ref::You,
            zone: Zone::Battlefield,
            filter: army,
            count: Amount::Fixed(1),
            up_to: false,
        },
        Instr::AddCounters { what: Ref::Affected, kind: CounterKind::PlusOne, amount: n },
        Instr::If {
            condition: Condition::Not(Box::new(Condition::RefIs(Ref::Affected, Filter::Subtype(subtype)))),
            then: vec![becomes],
        },
    ]
}
