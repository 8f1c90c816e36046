//! Grammar for abilities granted in quotation marks: `Enchanted land has "{T}: This land
//! deals 1 damage to any target."`, `All Slivers have "{2}: Regenerate this permanent."`
//! (CR 113.1a, 613.1f). The quoted text is an ability line of its own; "this creature" in it
//! is the object that has the ability (CR 113.7).

use super::ast::*;
use super::lexer::Tok;
use super::parser::{PResult, Parser};

/// A quoted ability after "has"/"have", for `subject`. Only activated abilities and
/// "at the beginning of ..." triggers (and cumulative upkeep, which is one) are granted for
/// now: other triggers (dying, entering) need the granting effect judged at other moments.
pub(super) fn quoted_ability(p: &mut Parser, subject: &ObjRef) -> PResult<GrantAst> {
    if !p.eat_punct('"') {
        return p.err("expected a quoted ability");
    }
    let start = p.pos;
    let Some(len) = p.toks[start..].iter().position(|t| t.tok == Tok::Punct('"')) else {
        return p.err("expected the closing quotation mark");
    };
    let inner = &p.toks[start..start + len];
    if inner.is_empty() {
        return p.err("expected an ability in the quotation marks");
    }
    // The card's own name inside the quotes means the card granting the ability, which
    // isn't the object that has it unless the card grants it to itself.
    let names_granter =
        inner.iter().any(|t| t.tok == Tok::SelfRef && !p.src[t.span.0..t.span.1].to_lowercase().starts_with("this "));
    if names_granter && *subject != ObjRef::SelfRef {
        return p.err("a granted ability that names the card granting it");
    }
    let mut sub = Parser::new(inner, p.src, false);
    let ast = match super::parse_ability::ability(&mut sub) {
        Ok(a) => a,
        Err(_) => return p.err("a granted ability that doesn't compile"),
    };
    let grantable = match &ast {
        AbilityAst::Activated(_) => true,
        AbilityAst::Triggered(t) => matches!(t.trigger, TriggerAst::Beginning(..)),
        AbilityAst::Keywords(ks) => matches!(ks.as_slice(), [KeywordAst::CumulativeUpkeep(..)]),
        _ => false,
    };
    if !grantable {
        return p.err("only activated and \"at the beginning of\" abilities can be granted yet");
    }
    let text = p.src[inner[0].span.0..inner[len - 1].span.1].to_string();
    p.pos = start + len + 1;
    Ok(GrantAst::Ability(Box::new(ast), text))
}
