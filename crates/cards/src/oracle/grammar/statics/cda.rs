//! Grammar for characteristic-defining abilities that set power and toughness (CR 604.3,
//! layer 7a, CR 613.4a): "~'s power and toughness are each equal to the number of Elves on
//! the battlefield", "~'s power is equal to the number of Forests on the battlefield".

use crate::oracle::ast::{AmountAst, ObjRef, StaticAst};
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::amount_expr;

/// Whether the cursor is at "~'s power" or "~'s toughness".
pub fn at_cda(p: &Parser) -> bool {
    p.peek() == Some(&Tok::SelfRef)
        && p.peek_n(1) == Some(&Tok::Possessive)
        && (p.is_word_n(2, "power") || p.is_word_n(2, "toughness"))
}

/// "~'s power and toughness are each equal to <amount>" / "~'s power is equal to <amount>".
pub fn cda(p: &mut Parser) -> PResult<StaticAst> {
    p.pos += 2;
    let (power, toughness) = if p.eat_seq("power and toughness are each equal to") {
        let a = counted(p)?;
        (Some(a.clone()), Some(a))
    } else if p.eat_seq("power is equal to") {
        let power = counted(p)?;
        // Lhurgoyf: "... and its toughness is equal to that number plus 1."
        if p.eat_seq("and its toughness is equal to that number plus") {
            let Some(n) = crate::oracle::grammar::phrases::objects::number(p) else {
                return p.err("expected a number");
            };
            let t = AmountAst::Plus(Box::new(power.clone()), Box::new(AmountAst::Num(n as i32)));
            return Ok(StaticAst::CharacteristicPt(Some(power), Some(t)));
        }
        (Some(power), None)
    } else if p.eat_seq("toughness is equal to") {
        (None, Some(counted(p)?))
    } else {
        return p.err("expected \"power and toughness are each equal to\"");
    };
    Ok(StaticAst::CharacteristicPt(power, toughness))
}

/// An amount the layer system can count at any time: permanents, cards in a zone, or
/// counters on the object.
fn counted(p: &mut Parser) -> PResult<AmountAst> {
    // "1 plus the number of creatures the chosen player controls".
    let save = p.pos;
    if let Some(n) = crate::oracle::grammar::phrases::objects::number(p) {
        if p.eat_word("plus") {
            let rest = counted(p)?;
            return Ok(AmountAst::Plus(Box::new(AmountAst::Num(n as i32)), Box::new(rest)));
        }
        p.pos = save;
    }
    let a = amount_expr(p)?;
    if continuous(&a) {
        Ok(a)
    } else {
        p.err("a characteristic-defining amount the engine can't count continuously")
    }
}

/// Whether the layer system can count the amount at any time ("1 plus the number of ...").
fn continuous(a: &AmountAst) -> bool {
    match a {
        AmountAst::Count(_) => true,
        // CR 700.5: "~'s power is equal to your devotion to red".
        AmountAst::Devotion(_) => true,
        AmountAst::CountersOn(ObjRef::SelfRef | ObjRef::It | ObjRef::That, _) => true,
        AmountAst::Plus(a, b) => {
            matches!(**a, AmountAst::Num(_)) && continuous(b) || matches!(**b, AmountAst::Num(_)) && continuous(a)
        }
        _ => false,
    }
}
