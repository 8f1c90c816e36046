//! "equal to the damage dealt this way", "equal to the life lost this way", "the greatest number
//! of cards a player discarded this way": an amount read
//! from what an earlier instruction of the same resolution actually did (CR 608.2h, 120.3,
//! 119.3). Prevented damage is not dealt, so it doesn't count.

use crate::oracle::ast::AmountAst;
use crate::oracle::grammar::parser::Parser;

/// "the damage dealt this way" / "the [total] life lost this way", if the text is there.
pub fn amount(p: &mut Parser) -> Option<AmountAst> {
    // "the total life lost this way" (extort, CR 702.101a): life lost by every player.
    if p.eat_seq("the damage dealt this way")
        || p.eat_seq("the life lost this way")
        || p.eat_seq("the total life lost this way")
    {
        return Some(AmountAst::DoneThisWay);
    }
    // "draws cards equal to the greatest number of cards a player discarded this way".
    if p.eat_seq("the greatest number of cards a player discarded this way") {
        return Some(AmountAst::MostDiscardedByOnePlayer);
    }
    None
}
