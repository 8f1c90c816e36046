//! Lands that enter tapped on a condition or unless a cost is paid (CR 614.1c, 614.12):
//! "~ enters the battlefield tapped unless you control a Plains or an Island." (check lands),
//! "... unless you control two or fewer other lands." (fast lands), "~ enters tapped if you
//! control two or more other lands." (also with the condition first), and "As ~ enters the
//! battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped." (shock
//! lands), "As ~ enters the battlefield, you may reveal a Plains or Island card from your
//! hand. If you don't, ~ enters the battlefield tapped." (reveal lands). Lowered by
//! `lower/statics.rs`.

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::object_phrase;
use grimoire_engine::Zone;

/// One of the sentences above, without its final full stop (the shock land's first sentence
/// and its stop included).
pub(crate) fn conditional_enters_tapped(p: &mut Parser) -> PResult<StaticAst> {
    if p.eat_seq("as ~ enters the battlefield , you may") || p.eat_seq("as ~ enters , you may") {
        let payment = if p.eat_word("pay") {
            let Some(Tok::Num(n)) = p.peek().cloned() else {
                return p.err("expected an amount of life");
            };
            p.pos += 1;
            p.expect_seq("life")?;
            EnterPaymentAst::Life(n)
        } else if p.eat_word("reveal") {
            // "reveal a Plains or Island card from your hand", "reveal an Elf card ...".
            // The phrase reads "from your hand" as its zone.
            if !(p.eat_word("a") || p.eat_word("an")) {
                return p.err("expected \"a\" card");
            }
            let phrase = object_phrase(p)?;
            if !phrase.suffixes.iter().any(|s| matches!(s, Suffix::Zone(Zone::Hand, PlayersAst::You))) {
                return p.err("expected \"from your hand\"");
            }
            EnterPaymentAst::Reveal(phrase)
        } else {
            return p.err("expected \"pay\" or \"reveal\"");
        };
        p.expect_seq(". if you don't ,")?;
        if !(p.eat_word("it") || p.eat_seq("~")) {
            return p.err("expected \"it enters tapped\"");
        }
        if !(p.eat_seq("enters the battlefield tapped") || p.eat_seq("enters tapped")) {
            return p.err("expected \"enters tapped\"");
        }
        return Ok(StaticAst::EntersTappedUnless(payment));
    }
    // "If you control two or more other lands, ~ enters the battlefield tapped."
    if p.eat_word("if") {
        let c = crate::oracle::grammar::triggers::condition(p)?;
        p.expect_seq(",")?;
        if !(p.eat_seq("~ enters the battlefield tapped") || p.eat_seq("~ enters tapped")) {
            return p.err("expected \"~ enters tapped\"");
        }
        return Ok(StaticAst::EntersTappedIf(c));
    }
    if !(p.eat_seq("~ enters the battlefield tapped") || p.eat_seq("~ enters tapped")) {
        return p.err("expected \"~ enters tapped\"");
    }
    let unless = if p.eat_word("unless") {
        true
    } else if p.eat_word("if") {
        false
    } else {
        return p.err("expected \"unless\" or \"if\"");
    };
    let mut c = crate::oracle::grammar::triggers::condition(p)?;
    // "a Plains or an Island": each alternative with its own article.
    if let ConditionAst::YouControl(phrase, 1) = &mut c {
        while p.looking_at("or a") || p.looking_at("or an") {
            p.pos += 2;
            let more = object_phrase(p)?;
            if more.other || !more.suffixes.is_empty() || !phrase.suffixes.is_empty() {
                return p.err("alternatives with qualifiers");
            }
            phrase.terms.extend(more.terms);
        }
    }
    Ok(StaticAst::EntersTappedIf(if unless { ConditionAst::Not(Box::new(c)) } else { c }))
}
