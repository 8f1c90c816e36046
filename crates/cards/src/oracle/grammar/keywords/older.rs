//! Grammar for keyword abilities of older mechanics read as one keyword-line item: ninjutsu
//! (CR 702.49).

use crate::oracle::ast::KeywordAst;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};

/// "Ninjutsu {1}{U}" (CR 702.49a). ("Commander ninjutsu", CR 702.49d, also works from the
/// command zone and is not read here.)
pub fn older_keyword(p: &mut Parser) -> PResult<Option<KeywordAst>> {
    if p.eat_word("ninjutsu") {
        return Ok(Some(KeywordAst::Ninjutsu(mana_symbols(p)?)));
    }
    Ok(None)
}
