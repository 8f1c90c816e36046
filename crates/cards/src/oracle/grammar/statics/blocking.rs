//! Grammar for blocking restrictions naming creatures (CR 509.1b): "can't be blocked by
//! Walls", "can't be blocked except by creatures with flying", "can't block black
//! creatures", "can't be blocked except by three or more creatures", and the same
//! restrictions "as long as defending player controls an enchantment".

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};

/// The end of the phrase being read: the sentence's full stop, or "as long as".
fn phrase_end(p: &Parser) -> usize {
    let mut i = p.pos;
    while i < p.toks.len() {
        match &p.toks[i].tok {
            Tok::Punct('.') => break,
            Tok::Word(w)
                if w.eq_ignore_ascii_case("as")
                    && matches!(p.toks.get(i + 1).map(|t| &t.tok), Some(Tok::Word(x)) if x.eq_ignore_ascii_case("long")) =>
            {
                break
            }
            _ => i += 1,
        }
    }
    i
}

/// Object phrases joined by "and/or" up to the end of the phrase ("Walls and/or creatures
/// with flying"): each read whole, so a suffix belongs to its own phrase; the alternatives.
fn creatures(p: &mut Parser) -> PResult<Vec<ObjectPhrase>> {
    let end = phrase_end(p);
    let mut alternatives = Vec::new();
    let mut start = p.pos;
    loop {
        let mut stop = start;
        while stop < end && !matches!(&p.toks[stop].tok, Tok::Word(w) if w.eq_ignore_ascii_case("and/or")) {
            stop += 1;
        }
        let mut sub = Parser::new(&p.toks[start..stop], p.src, false);
        match object_phrase(&mut sub) {
            // "creatures you control" would read "you" from the blocked creature's side.
            Ok(ph) if sub.at_end() && stop > start && !relative(&ph) => alternatives.push(ph),
            _ => {
                p.pos = start + sub.pos;
                return p.err("expected creatures");
            }
        }
        if stop >= end {
            break;
        }
        start = stop + 1;
    }
    p.pos = end;
    Ok(alternatives)
}

/// Whether a phrase is relative to a player or to the source ("you control", "other").
fn relative(ph: &ObjectPhrase) -> bool {
    ph.other
        || ph.suffixes.iter().any(|s| {
            matches!(s, Suffix::ControlledBy(_) | Suffix::NotControlledBy(_) | Suffix::OwnedBy(_) | Suffix::Zone(..))
        })
}

/// A blocking restriction after its subject (CR 509.1b): "can't be blocked by <creatures>",
/// "can't be blocked except by N or more creatures", "can't be blocked except by
/// <creatures>", "can't block <creatures>", "can't block or be blocked by <creatures>".
pub fn block_rules(p: &mut Parser) -> Option<Vec<GrantAst>> {
    p.attempt(|p| {
        if p.eat_seq("can't be blocked except by") {
            let save = p.pos;
            if let Some(n) = number(p) {
                if n >= 3 && p.eat_seq("or more creatures") {
                    return Ok(vec![GrantAst::BlockRule(BlockRuleAst::MinBlockers(n))]);
                }
            }
            p.pos = save;
            return Ok(vec![GrantAst::BlockRule(BlockRuleAst::OnlyBlockedBy(creatures(p)?))]);
        }
        if p.eat_seq("can't be blocked by") {
            return Ok(vec![GrantAst::BlockRule(BlockRuleAst::NotBlockedBy(creatures(p)?))]);
        }
        if p.eat_seq("can't block or be blocked by") {
            let f = creatures(p)?;
            return Ok(vec![
                GrantAst::BlockRule(BlockRuleAst::CantBlock(f.clone())),
                GrantAst::BlockRule(BlockRuleAst::NotBlockedBy(f)),
            ]);
        }
        if p.eat_seq("can't block") && !p.is_word("alone") && !p.is_word("unless") {
            return Ok(vec![GrantAst::BlockRule(BlockRuleAst::CantBlock(creatures(p)?))]);
        }
        p.err("expected a blocking restriction")
    })
    .ok()
}

/// "defending player controls a/an <phrase>" after "as long as": the phrase.
pub fn defender_controls(p: &mut Parser) -> Option<ObjectPhrase> {
    p.attempt(|p| {
        p.expect_seq("defending player controls")?;
        let _ = p.eat_word("a") || p.eat_word("an");
        object_phrase(p)
    })
    .ok()
}

/// The grants under "as long as defending player controls ...": each blocking restriction
/// holds only then (CR 509.1b).
pub fn under_defender(f: ObjectPhrase, inner: Vec<StaticAst>) -> Option<Vec<StaticAst>> {
    inner
        .into_iter()
        .map(|s| {
            let StaticAst::Continuous(o, g) = s else { return None };
            let rule = match g {
                GrantAst::Restriction(RestrictionAst::Unblockable) => BlockRuleAst::NotBlockedBy(vec![]),
                GrantAst::BlockRule(r) => r,
                _ => return None,
            };
            Some(StaticAst::Continuous(
                o,
                GrantAst::BlockRule(BlockRuleAst::IfDefenderControls(f.clone(), Box::new(rule))),
            ))
        })
        .collect()
}
