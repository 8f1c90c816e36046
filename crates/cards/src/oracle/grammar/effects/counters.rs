//! Grammar for counters as effects (CR 122): "put a +1/+1 counter on target creature",
//! "put two charge counters on ~ for each ...", "remove a verse counter from ~".

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, obj_ref, object_phrase};

/// A kind of counter as written: `+1/+1`, `-1/-1`, or a word ("charge", "verse").
pub fn counter_kind(p: &mut Parser) -> PResult<String> {
    let kind = match p.peek() {
        Some(Tok::Pt(a, b)) => format!("{a}/{b}"),
        Some(Tok::Word(w)) => w.to_lowercase(),
        _ => return p.err("expected a kind of counter"),
    };
    p.pos += 1;
    if !(p.eat_word("counter") || p.eat_word("counters")) {
        return p.err("expected \"counter\"");
    }
    Ok(kind)
}

/// Whether the cursor is at "put N <kind> counter(s)" or "remove N <kind> counter(s)".
pub fn at_counters(p: &Parser) -> bool {
    (p.is_word("put") || p.is_word("remove"))
        && (p.is_word_n(2, "counter")
            || p.is_word_n(2, "counters")
            || p.is_word_n(3, "counter")
            || p.is_word_n(3, "counters"))
}

/// "put N <kind> counter(s) on <object> [for each <phrase>]" (CR 122.1) or "remove N <kind>
/// counter(s) from <object>" (CR 122.8 is about moving; removing is 122.1's inverse).
pub fn counters_clause(p: &mut Parser) -> PResult<ActionAst> {
    let put = if p.eat_word("put") {
        true
    } else {
        p.expect_seq("remove")?;
        false
    };
    // "put another +1/+1 counter on ~" (Chlorophant): one more counter.
    let mut count = if put && p.eat_word("another") { AmountAst::Num(1) } else { amount(p)? };
    let kind = counter_kind(p)?;
    p.expect_seq(if put { "on" } else { "from" })?;
    let what = obj_ref(p)?;
    if !put {
        return Ok(ActionAst::RemoveCounters { what, kind, amount: count });
    }
    if p.eat_seq("for each") {
        // "put a +1/+1 counter on ~ for each creature you control": counted on resolution.
        let unit = for_each_unit(p)?;
        count = match times(count, unit) {
            Some(c) => c,
            None => return p.err("a variable number of counters for each object"),
        };
    }
    Ok(ActionAst::PutCounters { what, kind, amount: count })
}

/// "<kind> counter(s) on <object>": the number of such counters, counted when needed
/// ("the number of verse counters on ~", "for each charge counter on ~").
pub fn counters_on(p: &mut Parser) -> PResult<AmountAst> {
    p.attempt(|p| {
        let kind = counter_kind(p)?;
        p.expect_seq("on")?;
        let what = obj_ref(p)?;
        Ok(AmountAst::CountersOn(what, kind))
    })
}

/// What "for each ..." counts: counters on an object, or objects matching a phrase.
pub fn for_each_unit(p: &mut Parser) -> PResult<AmountAst> {
    if let Some(a) = crate::oracle::grammar::turn::for_each_unit(p) {
        return Ok(a);
    }
    if let Some(a) = crate::oracle::grammar::mana::spent::unit(p) {
        return Ok(a);
    }
    if let Some(a) = crate::oracle::grammar::keywords::casting::times_kicked_unit(p) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::triggers::events::blockers_unit) {
        return Ok(a);
    }
    if p.eat_seq("card revealed this way") {
        return Ok(AmountAst::RevealedThisWay);
    }
    // "for each basic land type among lands you control" (domain, counted on resolution).
    if p.eat_seq("basic land type among lands you control") {
        return Ok(AmountAst::Domain);
    }
    // "for each creature in your party" (CR 700.8).
    if p.eat_seq("creature in your party") {
        return Ok(AmountAst::Party);
    }
    if let Ok(a) = counters_on(p) {
        return Ok(a);
    }
    Ok(AmountAst::Count(object_phrase(p)?))
}

/// `n` times a counted unit ("two cards for each ..."); 1 is the unit itself.
pub fn times(n: AmountAst, unit: AmountAst) -> Option<AmountAst> {
    match n {
        AmountAst::Num(0) => Some(AmountAst::Num(0)),
        AmountAst::Num(1) => Some(unit),
        AmountAst::Num(k) => Some(AmountAst::Times(k, Box::new(unit))),
        _ => None,
    }
}

/// A condition on the source's counters or tapped state, in "if" and "as long as" clauses:
/// "~ has a depletion counter on it", "there are no arrowhead counters on ~", "~ is tapped",
/// "there are three or more landmark counters on it", "it has five or more hatchling
/// counters on it" (the source's counters, CR 122.1).
pub fn self_condition(p: &mut Parser) -> PResult<ConditionAst> {
    p.attempt(|p| {
        if p.eat_seq("there are no") {
            let kind = counter_kind(p)?;
            p.expect_seq("on ~")?;
            return Ok(ConditionAst::SelfCounters(kind, 1, false));
        }
        if p.eat_seq("there are") {
            let n = at_least(p)?;
            let kind = counter_kind(p)?;
            p.expect_seq("on")?;
            if !(p.eat_word("it") || p.peek() == Some(&Tok::SelfRef) && p.bump().is_some()) {
                return p.err("expected ~");
            }
            return Ok(ConditionAst::SelfCounters(kind, n, true));
        }
        if !(p.eat_word("it") || p.peek() == Some(&Tok::SelfRef) && p.bump().is_some()) {
            return p.err("expected ~");
        }
        if p.eat_word("is") {
            if p.eat_word("tapped") {
                return Ok(ConditionAst::SelfTapped(true));
            }
            p.expect_seq("untapped")?;
            return Ok(ConditionAst::SelfTapped(false));
        }
        p.expect_seq("has")?;
        let (n, has) = if p.eat_word("no") {
            (1, false)
        } else if p.eat_word("a") || p.eat_word("an") {
            (1, true)
        } else {
            (at_least(p)?, true)
        };
        let kind = counter_kind(p)?;
        p.expect_seq("on it")?;
        Ok(ConditionAst::SelfCounters(kind, n, has))
    })
}

/// "three or more": a number of at least two, then "or more".
fn at_least(p: &mut Parser) -> PResult<u32> {
    match crate::oracle::grammar::phrases::objects::number(p) {
        Some(n) if n >= 2 && p.eat_seq("or more") => Ok(n),
        _ => p.err("expected \"N or more\""),
    }
}

/// What follows "if there are three or more <kind> counters on it,": "remove those counters,
/// transform ~, and create three Treasure tokens", "you may remove those counters and
/// transform it", "remove all of them and ...": "those counters" are all the source's
/// counters of the kind the condition counted (CR 122.1); other actions are read as usual.
pub fn after_counter_threshold(p: &mut Parser, kind: &str) -> PResult<Vec<ActionAst>> {
    let start = p.pos;
    let may = p.eat_seq("you may");
    let those = ["remove those counters", "remove all of them", "remove them all", "remove them"];
    if !those.iter().any(|w| p.eat_seq(w)) {
        p.pos = start;
        return crate::oracle::grammar::effects::may_clauses(p);
    }
    let what = ObjRef::SelfRef;
    let amount = AmountAst::CountersOn(ObjRef::SelfRef, kind.to_string());
    let mut acts = vec![ActionAst::RemoveCounters { what, kind: kind.to_string(), amount }];
    if p.eat_punct(',') || p.is_word("and") {
        let _ = p.eat_word("and");
        let _ = p.eat_word("then");
        acts.extend(crate::oracle::grammar::effects::clauses(p)?);
    }
    if may {
        return Ok(vec![ActionAst::May(p.text_from(start), acts)]);
    }
    Ok(acts)
}
