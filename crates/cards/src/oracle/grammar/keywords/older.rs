//! Grammar for keyword abilities of older mechanics read as one keyword-line item: ninjutsu
//! (CR 702.49), dredge (CR 702.52), transmute (CR 702.53), conspire (CR 702.78), devour
//! (CR 702.82) and miracle (CR 702.94).

use crate::oracle::ast::KeywordAst;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::number;
use grimoire_engine::{CardType, Quality};

/// "Ninjutsu {1}{U}" (CR 702.49a; "Commander ninjutsu", CR 702.49d, also works from the
/// command zone and is not read here); "Dredge 5" (CR 702.52a); "Transmute {1}{U}{B}" (CR
/// 702.53a); "Conspire" (CR 702.78a); "Devour 2", "Devour artifact 1" (CR 702.82a, 702.82c); "Miracle {1}{W}" (CR
/// 702.94a).
pub fn older_keyword(p: &mut Parser) -> PResult<Option<KeywordAst>> {
    if p.eat_word("ninjutsu") {
        return Ok(Some(KeywordAst::Ninjutsu(mana_symbols(p)?)));
    }
    if p.eat_word("dredge") {
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(Some(KeywordAst::Dredge(n)));
    }
    if p.eat_word("transmute") {
        return Ok(Some(KeywordAst::Transmute(mana_symbols(p)?)));
    }
    if p.eat_word("miracle") {
        let m = mana_symbols(p)?;
        if m.has_x() {
            // An alternative cost with X (Bonfire of the Damned) is not paid by the engine yet.
            return p.err("miracle costs with X are not supported yet");
        }
        return Ok(Some(KeywordAst::Miracle(m)));
    }
    if p.eat_word("conspire") {
        return Ok(Some(KeywordAst::Conspire));
    }
    if p.eat_word("devour") {
        let kind = devoured_kind(p);
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(Some(KeywordAst::Devour(kind, n)));
    }
    Ok(None)
}

/// The quality of "Devour [quality] N" (CR 702.82c): a card type ("artifact", "land") or a
/// subtype ("Food"); `None` with nothing consumed.
fn devoured_kind(p: &mut Parser) -> Option<Quality> {
    let Some(Tok::Word(w)) = p.peek() else { return None };
    let mut c = w.chars();
    let title: String = c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default();
    let q = if let Some(t) = CardType::from_name(&title) {
        Quality::CardType(t)
    } else if subtypes::is_subtype(&title) {
        Quality::Subtype(title)
    } else {
        return None;
    };
    p.pos += 1;
    Some(q)
}
