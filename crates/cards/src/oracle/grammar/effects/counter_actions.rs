//! Grammar for the keyword actions that put counters: proliferate (CR 701.34), bolster
//! (CR 701.39), adapt (CR 701.46) and amass (CR 701.47).

use crate::oracle::ast::ActionAst;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, number};

/// "proliferate", "proliferate twice" (CR 701.34a), "bolster N" (CR 701.39a), "adapt N"
/// (CR 701.46a), "amass Orcs N" / "amass N" (CR 701.47a, d), at a verb.
pub fn counter_action(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if p.eat_word("proliferate") {
        // "proliferate twice": two separate proliferations, each with its own choices.
        let times = if p.eat_word("twice") { 2 } else { 1 };
        return Ok(vec![ActionAst::Proliferate; times]);
    }
    if p.eat_word("adapt") {
        return match number(p) {
            Some(n) => Ok(vec![ActionAst::Adapt(n)]),
            None => p.err("expected the number of adapt"),
        };
    }
    if p.eat_word("bolster") {
        return Ok(vec![ActionAst::Bolster(amount(p)?)]);
    }
    if p.eat_word("amass") {
        let subtype = match p.peek() {
            Some(Tok::Word(w)) => subtypes::lookup(w),
            _ => None,
        };
        if subtype.is_some() {
            p.pos += 1;
        }
        // CR 701.47d: "amass N" printed without a subtype reads "amass Zombies N".
        let subtype = subtype.unwrap_or_else(|| "Zombie".into());
        return Ok(vec![ActionAst::Amass { subtype, amount: amount(p)? }]);
    }
    p.err("expected proliferate, bolster, adapt or amass")
}
