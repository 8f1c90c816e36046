//! The trigger event "a +1/+1 counter is put on ~" (once per counter) and "one or more +1/+1
//! counters are put on another creature you control" (once per event), CR 122.6.

use crate::oracle::ast::*;
use crate::oracle::grammar::effects::counters::counter_kind;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::indefinite;

/// The event after "Whenever", up to the comma.
pub fn counters_put(p: &mut Parser) -> PResult<TriggerAst> {
    let each_counter = if p.eat_seq("one or more") {
        false
    } else if p.eat_word("a") || p.eat_word("an") {
        true
    } else {
        return p.err("expected \"a\" or \"one or more\"");
    };
    let kind = counter_kind(p)?;
    p.expect_seq(if each_counter { "is put on" } else { "are put on" })?;
    let on = indefinite(p)?;
    if !p.looking_at(",") {
        return p.err("expected \",\"");
    }
    Ok(TriggerAst::CountersPut { kind, on, each_counter })
}
