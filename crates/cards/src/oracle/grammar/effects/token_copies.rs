//! Grammar for "Create a token that's a copy of ~[, except <exceptions>]" (CR 707.2, 707.9,
//! 111.1): the exceptions embalm and eternalize name (CR 702.128a, 702.129a): "it's white",
//! "it's 4/4", "it has no mana cost", "it's a Zombie in addition to its other types".

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::Color;

/// At "create": "create a token that's a copy of ~[, except ...]". Only the source itself is
/// copied here: its copiable values are its card's (CR 707.2).
pub fn token_copy(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("create a token")?;
    p.expect_seq("that's a copy of ~")?;
    let mut except = TokenCopyExceptAst::default();
    if p.eat_seq(", except") {
        loop {
            exception(p, &mut except)?;
            let more = p.eat_seq(", and") || p.eat_punct(',') || p.eat_word("and");
            if !more {
                break;
            }
        }
    }
    Ok(vec![ActionAst::CreateTokenCopy { of: ObjRef::SelfRef, except }])
}

/// One exception: "it's white", "it's 4/4", "it has no mana cost", "it's a Zombie in
/// addition to its other types".
fn exception(p: &mut Parser, except: &mut TokenCopyExceptAst) -> PResult<()> {
    if p.eat_seq("it has no mana cost") {
        except.no_mana_cost = true;
        return Ok(());
    }
    p.expect_seq("it's")?;
    if p.eat_word("a") || p.eat_word("an") {
        let Some(s) = (match p.peek() {
            Some(Tok::Word(w)) => subtypes::lookup(w),
            _ => None,
        }) else {
            return p.err("expected a subtype");
        };
        p.pos += 1;
        p.expect_seq("in addition to its other types")?;
        except.add_subtypes.push(s);
        return Ok(());
    }
    if let Some(Tok::Pt(pw, t)) = p.peek() {
        let (Ok(pw), Ok(t)) = (pw.parse(), t.parse()) else { return p.err("expected a fixed size") };
        except.pt = Some((pw, t));
        p.pos += 1;
        return Ok(());
    }
    if let Some(c) = p.word().and_then(|w| Color::from_name(&w.to_lowercase())) {
        p.pos += 1;
        except.colors.get_or_insert_with(Vec::new).push(c);
        return Ok(());
    }
    p.err("expected an exception")
}
