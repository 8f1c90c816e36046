//! "If <condition>, <actions> instead." (or "<actions> instead if <condition>.") after a
//! sentence: the effect is read as a whole and the condition is checked as it resolves; when
//! it holds, the new actions replace the sentence before (CR 608.2c). Joined to that sentence by `grammar/effects/mod.rs` like the kicked
//! "instead" (`parse_cast_keywords::join_instead`).

use crate::oracle::ast::{ActionAst, ConditionAst};
use crate::oracle::grammar::parser::{PResult, Parser};

/// "If you control a snow Swamp, ~ deals 2 damage to each creature and each player
/// instead." / "If seven or more cards are in your graveyard, instead destroy that
/// creature.": an `Instead` whose `otherwise` the caller fills with the sentence before.
pub fn if_instead_sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("if")?;
    let condition = match p.attempt(you_control_both) {
        Ok(c) => c,
        Err(_) => crate::oracle::grammar::triggers::condition(p)?,
    };
    p.expect_seq(",")?;
    let mut instead = p.eat_word("instead");
    let then = crate::oracle::grammar::effects::clauses(p)?;
    instead |= p.eat_word("instead");
    if !instead {
        return p.err("expected \"instead\"");
    }
    // CR 601.2c: targets are chosen as the spell is cast; a replacing part with targets of
    // its own isn't read.
    if format!("{then:?}").contains("Target(") {
        return p.err("targets in a part that replaces another (CR 601.2c)");
    }
    Ok(vec![ActionAst::Instead { condition, otherwise: Vec::new(), then }])
}

/// After "<actions> instead if": the condition, for an `Instead` whose `otherwise` the
/// caller fills with the sentence before ("Add {B}{B}{B}{B}{B} instead if seven or more cards
/// are in your graveyard.").
pub fn condition_last(p: &mut Parser, then: Vec<ActionAst>) -> PResult<Vec<ActionAst>> {
    let condition = crate::oracle::grammar::triggers::condition(p)?;
    // CR 601.2c, as above: the replacing part has no targets of its own.
    if format!("{then:?}").contains("Target(") {
        return p.err("targets in a part that replaces another (CR 601.2c)");
    }
    Ok(vec![ActionAst::Instead { condition, otherwise: Vec::new(), then }])
}

/// "you control a white permanent and a blue permanent": both hold (checked on resolution).
fn you_control_both(p: &mut Parser) -> PResult<ConditionAst> {
    p.expect_seq("you control")?;
    let one = |p: &mut Parser| -> PResult<ConditionAst> {
        if !(p.eat_word("a") || p.eat_word("an")) {
            return p.err("expected \"a\"");
        }
        Ok(ConditionAst::YouControl(crate::oracle::grammar::phrases::objects::object_phrase(p)?, 1))
    };
    let a = one(p)?;
    p.expect_seq("and")?;
    let b = one(p)?;
    if !p.looking_at(",") {
        return p.err("expected \",\"");
    }
    Ok(ConditionAst::Both(Box::new(a), Box::new(b)))
}
