//! Grammar for blitz (CR 702.152a): "Blitz [cost]" means "You may cast this spell by paying
//! [cost] rather than its mana cost", "If this spell's blitz cost was paid, sacrifice the
//! permanent this spell becomes at the beginning of the next end step", and "As long as this
//! permanent's blitz cost was paid, it has haste and 'When this creature dies, draw a card.'"

use crate::oracle::ast::*;
use crate::oracle::front::lexer;
use crate::oracle::grammar::keywords::casting::keyword_cost;
use crate::oracle::grammar::parser::{PResult, Parser};

/// The granted "dies" trigger, read by the ability grammar as if printed.
const DIES_DRAW: &str = "When this creature dies, draw a card.";

/// After "blitz": the cost, and the abilities the permanent has while its blitz cost was paid.
pub fn blitz(p: &mut Parser, start: usize) -> PResult<Vec<StaticAst>> {
    let (c, text) = keyword_cost(p, start, "Blitz")?;
    let toks = lexer::expand_enters(lexer::fold_self_refs(lexer::lex(DIES_DRAW), "", None));
    let mut sub = Parser::new(&toks, DIES_DRAW, false);
    let dies = match crate::oracle::grammar::abilities::ability(&mut sub) {
        Ok(a) if sub.at_end() => a,
        _ => return p.err("blitz's granted ability isn't read"),
    };
    let grants = vec![
        StaticAst::Continuous(ObjRef::SelfRef, GrantAst::Keyword(grimoire_engine::Keyword::Haste)),
        StaticAst::Continuous(ObjRef::SelfRef, GrantAst::Ability(Box::new(dies), DIES_DRAW.to_string())),
    ];
    Ok(vec![StaticAst::Blitz(c, text), StaticAst::AsLongAs(ConditionAst::DashPaid, grants)])
}
