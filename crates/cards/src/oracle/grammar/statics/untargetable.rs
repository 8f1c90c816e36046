//! Grammar for targeting restrictions by colour (CR 115.1, 601.2c): "can't be the target of
//! red spells or abilities from red sources".

use crate::oracle::ast::RestrictionAst;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::Parser;
use grimoire_engine::Color;

/// "can't be the target of <colour> spells or abilities from <colour> sources" (the same
/// colour twice), or `None` (cursor unmoved).
pub fn untargetable_by_color(p: &mut Parser) -> Option<RestrictionAst> {
    let save = p.pos;
    let color = |p: &mut Parser| {
        let c = match p.peek() {
            Some(Tok::Word(w)) => Color::from_name(w),
            _ => None,
        }?;
        p.pos += 1;
        Some(c)
    };
    if p.eat_seq("can't be the target of") {
        if let Some(c) = color(p) {
            if p.eat_seq("spells or abilities from") && color(p) == Some(c) && p.eat_word("sources") {
                return Some(RestrictionAst::CantBeTargetedByColor(c));
            }
        }
    }
    p.pos = save;
    None
}
