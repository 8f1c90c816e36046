//! Lowering a Case's lines (CR 719.3): "To solve — [Condition]" is the triggered ability "At
//! the beginning of your end step, if [condition] and this Case is not solved, this Case
//! becomes solved" (719.3a); a "Solved — [Ability]" ability works only while it is solved
//! (719.3c).

use super::*;

/// CR 719.3a: the "To solve" triggered ability; both conditions are an intervening "if"
/// (CR 603.4).
pub(crate) fn to_solve(condition: ConditionAst, text: &str) -> Ability {
    let unsolved = Condition::Not(Box::new(Condition::SourceIs(Filter::Solved)));
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::BeginningOfStep { step: Step::End, whose: PlayerFilter::You },
        condition: Some(Condition::All(vec![conditions::lower_condition(condition), unsolved])),
        effect: Effect::new(vec![Instr::Solve { what: Ref::Source }]),
        optional: false,
        text: text.to_string(),
    })
}
