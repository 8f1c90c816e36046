//! Grammar for a Case's "To solve — [Condition]" line (CR 719.3a): the condition reads like
//! an intervening "if" clause's (CR 603.4). The "Solved — [Ability]" line is an ordinary
//! ability, made conditional by the driver (719.3c).

use crate::oracle::ast::ConditionAst;
use crate::oracle::grammar::parser::{PResult, Parser};

/// The condition of "To solve — [Condition]." (the words after the dash), to the end.
pub fn solve_condition(p: &mut Parser) -> PResult<ConditionAst> {
    let c = crate::oracle::grammar::triggers::condition(p)?;
    let _ = p.eat_punct('.');
    if !p.at_end() {
        return p.err("more after a Case's solve condition");
    }
    Ok(c)
}
