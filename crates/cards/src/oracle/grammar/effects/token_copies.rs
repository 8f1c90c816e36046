//! Grammar for "Create a token that's a copy of ~ / target <object>[, except <exceptions>]"
//! (CR 707.2, 707.9, 111.1): the exceptions embalm and eternalize name (CR 702.128a,
//! 702.129a): "it's white", "it's 4/4", "it has no mana cost", "it's a Zombie in addition to
//! its other types"; and "it has haste", "it isn't legendary" (Kiki-Jiki, Spark Double).

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::keywords::keyword_list;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::obj_ref;
use grimoire_engine::Color;

/// At "create": "create a token that's a copy of ~ / target creature you control[, except
/// ...]". The source itself or one target is copied (its copiable values, CR 707.2).
pub fn token_copy(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("create a token")?;
    p.expect_seq("that's a copy of")?;
    let of = if p.eat_seq("~") { ObjRef::SelfRef } else { obj_ref(p)? };
    if !matches!(of, ObjRef::SelfRef | ObjRef::Target(_)) {
        return p.err("expected \"~\" or \"target <object>\"");
    }
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
    Ok(vec![ActionAst::CreateTokenCopy { of, except }])
}

/// One exception: "it's white", "it's 4/4", "it has no mana cost", "it's a Zombie in
/// addition to its other types", "it has haste", "it isn't legendary".
fn exception(p: &mut Parser, except: &mut TokenCopyExceptAst) -> PResult<()> {
    if p.eat_seq("it has no mana cost") {
        except.no_mana_cost = true;
        return Ok(());
    }
    if p.eat_seq("it isn't legendary") {
        except.not_legendary = true;
        return Ok(());
    }
    if p.eat_seq("it has") {
        except.add_keywords.extend(keyword_list(p)?);
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
