//! Grammar for lines about how a spell is cast: alternative costs (CR 118.9) and additional
//! costs (CR 118.8).

use crate::oracle::ast::*;
use crate::oracle::grammar::costs::{cost, cost_part};
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};

/// A whole line that changes how this spell is cast.
pub fn casting_line(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    let start = p.pos;
    let s = if p.eat_seq("as an additional cost to cast ~ ,") {
        // CR 118.8, 601.2b.
        let mut c = cost(p)?;
        // "sacrifice all permanents you control and discard your hand" (Kaervek's Spite).
        while p.eat_word("and") {
            cost_part(p, &mut c)?;
        }
        StaticAst::AdditionalCost(crate::oracle::grammar::costs::parts::spell_cost(p, c, true)?)
    } else if p.looking_at("cast ~ only") {
        crate::oracle::grammar::costs::parts::cast_restriction(p, start)?
    } else if let Ok(s) = p.attempt(crate::oracle::grammar::costs::parts::self_cost_change) {
        s
    } else if let Ok(s) = p.attempt(crate::oracle::grammar::costs::parts::others_gain_alternative) {
        s
    } else {
        alternative(p, start)?
    };
    p.expect_seq(".")?;
    if !p.at_end() {
        return p.err("expected the end of the line");
    }
    Ok(vec![s])
}

/// "[If <condition>,] you may <cost> rather than pay this spell's mana cost" and
/// "If <condition>, you may cast this spell without paying its mana cost" (CR 118.9).
fn alternative(p: &mut Parser, start: usize) -> PResult<StaticAst> {
    let condition = if p.eat_word("if") {
        let c = cast_condition(p)?;
        p.expect_seq(",")?;
        Some(c)
    } else {
        None
    };
    p.expect_seq("you may")?;
    let c = if p.eat_seq("cast ~ without paying its mana cost") {
        if condition.is_none() {
            return p.err("a free spell without a condition");
        }
        CostAst::default()
    } else {
        // "pay 1 life and exile a black card from your hand" (Contagion).
        let mut c = cost(p)?;
        while p.eat_word("and") {
            cost_part(p, &mut c)?;
        }
        p.expect_seq("rather than pay ~ 's mana cost")?;
        crate::oracle::grammar::costs::parts::spell_cost(p, c, false)?
    };
    let text = p.text_from(start);
    Ok(StaticAst::AlternativeCost(c, condition, text))
}

/// The condition of an alternative cost: "you control a Swamp", "an opponent controls a
/// Mountain and you control a Plains".
fn cast_condition(p: &mut Parser) -> PResult<ConditionAst> {
    if p.eat_seq("an opponent controls") {
        let _ = number(p);
        let theirs = object_phrase(p)?;
        p.expect_seq("and you control")?;
        let _ = number(p);
        let mine = object_phrase(p)?;
        return Ok(ConditionAst::OpponentAndYouControl(theirs, mine));
    }
    crate::oracle::grammar::triggers::condition(p)
}
