//! Grammar for emblems (CR 114): "You get an emblem with \"Creatures you control get +2/+2
//! and have flying.\"", "Target opponent gets an emblem with \"...\"". Each quoted text is
//! an ability line of its own, read by the ability grammar; an emblem holds static and
//! triggered abilities (CR 114.4), and "you" in them is the emblem's owner (114.2).

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};

/// After "get(s)": "an emblem with \"<ability>\" [and \"<ability>\"]".
pub(crate) fn emblem(p: &mut Parser, who: PlayerRef) -> PResult<ActionAst> {
    p.expect_seq("an emblem with")?;
    let mut abilities = vec![quoted(p)?];
    while p.looking_at("and \"") {
        p.pos += 1;
        abilities.push(quoted(p)?);
    }
    Ok(ActionAst::GetEmblem { who, abilities })
}

/// One quoted ability line of an emblem.
fn quoted(p: &mut Parser) -> PResult<(AbilityAst, String)> {
    let (start, len) = crate::oracle::grammar::statics::granted::quoted_span(p, "expected an emblem's quoted ability")?;
    let inner = &p.toks[start..start + len];
    // The card's name in the quotes means the card that made the emblem, which the
    // emblem's abilities can't refer to yet; "this emblem" is read by no production yet.
    if inner.iter().any(|t| t.tok == Tok::SelfRef) {
        return p.err("an emblem's ability that refers to a card");
    }
    let mut sub = Parser::new(inner, p.src, false);
    let Ok(ast) = crate::oracle::grammar::abilities::ability(&mut sub) else {
        return p.err("an emblem's ability that doesn't compile");
    };
    if !matches!(ast, AbilityAst::Static(_) | AbilityAst::Triggered(_)) {
        return p.err("an emblem's ability of a kind emblems don't hold yet");
    }
    let text = p.src[inner[0].span.0..inner[len - 1].span.1].to_string();
    p.pos = start + len + 1;
    Ok((ast, text))
}
