//! Grammar for keyword abilities of older mechanics read as one keyword-line item: ninjutsu
//! (CR 702.49) and dredge (CR 702.52).

use crate::oracle::ast::KeywordAst;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::number;

/// "Ninjutsu {1}{U}" (CR 702.49a; "Commander ninjutsu", CR 702.49d, also works from the
/// command zone and is not read here); "Dredge 5" (CR 702.52a).
pub fn older_keyword(p: &mut Parser) -> PResult<Option<KeywordAst>> {
    if p.eat_word("ninjutsu") {
        return Ok(Some(KeywordAst::Ninjutsu(mana_symbols(p)?)));
    }
    if p.eat_word("dredge") {
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(Some(KeywordAst::Dredge(n)));
    }
    Ok(None)
}
