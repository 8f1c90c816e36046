//! Grammar for the keywords that let a card be cast from its owner's graveyard for its mana
//! cost and a discard: "Retrace" (CR 702.81a) and "Jump-start" (CR 702.133a).

use crate::oracle::ast::*;
use crate::oracle::front::lexer;
use crate::oracle::grammar::costs::cost;
use crate::oracle::grammar::parser::{PResult, Parser};

/// "Retrace", "Jump-start": the whole line (its reminder text is gone by now).
pub fn graveyard_cast_line(p: &mut Parser) -> PResult<StaticAst> {
    // CR 702.81a: "by discarding a land card in addition to paying its other costs";
    // CR 702.133a: "by discarding a card in addition to paying its other costs. Then exile
    // this card."
    let (name, discard, exile) = if p.eat_word("retrace") {
        ("Retrace", "Discard a land card", false)
    } else if p.eat_word("jump-start") {
        ("Jump-start", "Discard a card", true)
    } else {
        return p.err("expected retrace or jump-start");
    };
    if !p.at_end() {
        return p.err("expected the end of the line");
    }
    // The discard is read by the cost grammar, as if printed.
    let toks = lexer::lex(discard);
    let mut sub = Parser::new(&toks, discard, false);
    let additional = match cost(&mut sub) {
        Ok(c) if sub.at_end() => c,
        _ => return p.err("the keyword's discard cost isn't read"),
    };
    Ok(StaticAst::CastFromGraveyard(additional, exile, name.to_string()))
}
