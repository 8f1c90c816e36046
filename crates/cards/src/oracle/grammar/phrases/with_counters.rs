//! Objects described by the counters on them (CR 122.1): "creature you control with a
//! +1/+1 counter on it", "with one or more +1/+1 counters on it", "with three or more ki
//! counters on it", "without a +1/+1 counter on it", "with no ice counters on it".

use crate::oracle::ast::Suffix;
use crate::oracle::grammar::effects::counters::counter_kind;
use crate::oracle::grammar::parser::Parser;
use crate::oracle::grammar::phrases::objects::number;

/// The qualifier at the cursor ("with"/"without" not yet read), or `None` with nothing
/// consumed.
pub(crate) fn suffix(p: &mut Parser) -> Option<Suffix> {
    let start = p.pos;
    let found = (|| {
        let with = if p.eat_word("with") {
            true
        } else if p.eat_word("without") {
            false
        } else {
            return None;
        };
        let (min, max) = if !with {
            if !(p.eat_word("a") || p.eat_word("an")) {
                return None;
            }
            (0, Some(0))
        } else if p.eat_word("no") {
            (0, Some(0))
        } else if p.eat_seq("one or more") || p.eat_word("a") || p.eat_word("an") {
            (1, None)
        } else {
            let n = number(p)?;
            if !p.eat_seq("or more") {
                return None;
            }
            (n, None)
        };
        let kind = counter_kind(p).ok()?;
        if !p.eat_seq("on it") {
            return None;
        }
        Some(Suffix::Counters { kind, min, max })
    })();
    if found.is_none() {
        p.pos = start;
    }
    found
}
