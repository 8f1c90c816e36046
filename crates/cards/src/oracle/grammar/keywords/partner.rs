//! Grammar for the partner abilities (CR 702.124): "Partner", "Partner—[text]" ("Friends
//! forever" as printed before the rule named it), "Partner with [name]", "Choose a
//! Background" and "Doctor's companion". They are keyword lines of their own.

use crate::oracle::ast::KeywordAst;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::{Keyword, PartnerKind};

/// A partner ability at the cursor, which takes the rest of its line; `None` if there is none.
pub fn partner(p: &mut Parser) -> PResult<Option<KeywordAst>> {
    let start = p.pos;
    let kind = if p.eat_seq("partner with") {
        // CR 702.124j: the other card's name, which may hold commas ("Sam, Loyal Attendant").
        PartnerKind::With(rest_of_line(p)?)
    } else if p.eat_word("partner") {
        if p.eat_punct('—') {
            PartnerKind::Text(rest_of_line(p)?)
        } else {
            PartnerKind::Any
        }
    } else if p.eat_seq("friends forever") {
        PartnerKind::Text("Friends forever".into())
    } else if p.eat_seq("choose a background") {
        PartnerKind::ChooseBackground
    } else if p.eat_seq("doctor 's companion") {
        PartnerKind::DoctorsCompanion
    } else {
        return Ok(None);
    };
    if !p.at_end() && !matches!(p.peek(), Some(Tok::Punct('.'))) {
        p.pos = start;
        return Ok(None);
    }
    p.eat_punct('.');
    Ok(Some(KeywordAst::Engine(Keyword::Partner(kind))))
}

/// The text from the cursor to the end of the line, without a final period.
fn rest_of_line(p: &mut Parser) -> PResult<String> {
    let start = p.pos;
    // Up to a final period, if there is one.
    let end =
        if matches!(p.toks.last().map(|t| &t.tok), Some(Tok::Punct('.'))) { p.toks.len() - 1 } else { p.toks.len() };
    p.pos = p.pos.max(end);
    let text = p.text_from(start);
    if text.is_empty() {
        return p.err("expected a name");
    }
    Ok(text)
}
