//! Grammar for spells and abilities on the stack described by what they do: "target spell
//! that targets a creature", "spell that targets ~" (CR 115.9b).

use super::ast::*;
use super::parse_object::object_phrase;
use super::parser::{PResult, Parser};

/// The qualifier "that targets <phrase>" or "that targets ~" (CR 115.9b).
pub fn targets_suffix(p: &mut Parser) -> PResult<Suffix> {
    p.expect_seq("that targets")?;
    if p.eat_seq("~") {
        return Ok(Suffix::Targets(None));
    }
    let _ = p.eat_word("a") || p.eat_word("an");
    let phrase = object_phrase(p)?;
    if phrase.terms.iter().any(|t| matches!(t.noun, Some(Noun::Player) | Some(Noun::Opponent))) {
        return p.err("spells that target players are not supported");
    }
    Ok(Suffix::Targets(Some(Box::new(phrase))))
}
