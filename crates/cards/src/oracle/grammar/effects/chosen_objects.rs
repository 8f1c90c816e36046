//! Grammar for choices made on resolution that are not targets (CR 608.2d): "return a
//! blue or black creature you control to its owner's hand", "untap up to two lands".

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, object_phrase};

/// "return a <phrase> you control to its owner's hand": the controller chooses one such
/// permanent as the effect resolves (not a target, CR 115.10), then returns it.
pub fn return_one_you_control(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("return")?;
    if !(p.eat_word("a") || p.eat_word("an")) {
        return p.err("expected \"a\"");
    }
    let phrase = object_phrase(p)?;
    if !phrase.suffixes.contains(&Suffix::ControlledBy(PlayersAst::You)) {
        return p.err("expected a permanent you control");
    }
    p.expect_seq("to")?;
    if !(p.eat_seq("its owner 's hand") || p.eat_seq("their owner 's hand") || p.eat_seq("your hand")) {
        return p.err("expected \"to its owner's hand\"");
    }
    Ok(vec![ActionAst::ChoosePermanent { phrase }, ActionAst::ReturnToHand { what: ObjRef::It }])
}

/// "untap up to N <phrase>" ("untap up to two lands"): none to N permanents, chosen as the
/// effect resolves.
pub fn untap_up_to(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("untap up to")?;
    let count = amount(p)?;
    let phrase = object_phrase(p)?;
    Ok(vec![ActionAst::UntapUpTo { count, phrase }])
}
