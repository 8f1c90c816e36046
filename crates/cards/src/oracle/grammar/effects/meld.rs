//! Grammar for meld (CR 701.42, 712.4a): "if you both own and control ~ and a creature named
//! <name>" (the condition of a meld card's ability) and "exile them, then meld them into
//! <name>".

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};

/// The words up to `stop` (not included) as written: a card name with its commas
/// ("Bruna, the Fading Light").
fn name_until(p: &mut Parser, stop: &str) -> PResult<String> {
    let start = p.pos;
    while !p.at_end() && !p.looking_at(stop) {
        p.pos += 1;
    }
    let name = p.text_from(start);
    if !name.starts_with(|c: char| c.is_uppercase()) || p.at_end() {
        p.pos = start;
        return p.err("expected a card name");
    }
    Ok(name)
}

/// "you both own and control ~ and a creature named <name>", before ", exile them".
pub(crate) fn condition(p: &mut Parser) -> PResult<ConditionAst> {
    p.expect_seq("you both own and control ~ and a creature named")?;
    Ok(ConditionAst::MeldPair(name_until(p, ", exile them")?))
}

/// "exile them, then meld them into <name>" (to the end of the sentence).
pub(crate) fn clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("exile them , then meld them into")?;
    let start = p.pos;
    while !p.at_end() && !p.looking_at(".") {
        p.pos += 1;
    }
    let into = p.text_from(start);
    if !into.starts_with(|c: char| c.is_uppercase()) {
        return p.err("expected the name of a melded permanent");
    }
    Ok(vec![ActionAst::Meld(into)])
}
