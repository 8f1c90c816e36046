//! Grammar for abilities granted in quotation marks: `Enchanted land has "{T}: This land
//! deals 1 damage to any target."`, `All Slivers have "{2}: Regenerate this permanent."`
//! (CR 113.1a, 613.1f). The quoted text is an ability line of its own; "this creature" in it
//! is the object that has the ability (CR 113.7).

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};

/// A quoted ability after "has"/"have", for `subject`. Activated abilities, cumulative
/// upkeep and the triggers listed in `grammar/statics/granted_triggers.rs` are granted.
pub(crate) fn quoted_ability(p: &mut Parser, subject: &ObjRef) -> PResult<GrantAst> {
    let (start, len) = quoted_span(p, "expected a quoted ability")?;
    let inner = &p.toks[start..start + len];
    // The card's own name inside the quotes means the card granting the ability, which
    // isn't the object that has it unless the card grants it to itself.
    let names_granter =
        inner.iter().any(|t| t.tok == Tok::SelfRef && !p.src[t.span.0..t.span.1].to_lowercase().starts_with("this "));
    if names_granter && *subject != ObjRef::SelfRef {
        return p.err("a granted ability that names the card granting it");
    }
    let mut sub = Parser::new(inner, p.src, false);
    let ast = match crate::oracle::grammar::abilities::ability(&mut sub) {
        Ok(a) => a,
        // A keyword quoted with its full stop: "Cumulative upkeep {1}."
        Err(_) if inner.len() > 1 && inner[len - 1].tok == Tok::Punct('.') => {
            let mut sub = Parser::new(&inner[..len - 1], p.src, false);
            match crate::oracle::grammar::abilities::ability(&mut sub) {
                Ok(a @ AbilityAst::Keywords(_)) => a,
                _ => return p.err("a granted ability that doesn't compile"),
            }
        }
        Err(_) => return p.err("a granted ability that doesn't compile"),
    };
    let grantable = match &ast {
        AbilityAst::Activated(_) => true,
        AbilityAst::Triggered(t) => crate::oracle::grammar::statics::granted_triggers::grantable_trigger(&t.trigger),
        AbilityAst::Keywords(ks) => matches!(ks.as_slice(), [KeywordAst::CumulativeUpkeep(..)]),
        _ => false,
    };
    if !grantable {
        return p.err("a granted triggered ability of a kind not granted yet");
    }
    let text = p.src[inner[0].span.0..inner[len - 1].span.1].to_string();
    p.pos = start + len + 1;
    Ok(GrantAst::Ability(Box::new(ast), text))
}

/// The tokens between a pair of quotation marks at the parser's position, as (start, length),
/// not empty; the position moves past the opening mark (`missing` is the error without one).
pub(crate) fn quoted_span(p: &mut Parser, missing: &str) -> PResult<(usize, usize)> {
    if !p.eat_punct('"') {
        return p.err(missing);
    }
    let start = p.pos;
    let Some(len) = p.toks[start..].iter().position(|t| t.tok == Tok::Punct('"')) else {
        return p.err("expected the closing quotation mark");
    };
    if len == 0 {
        return p.err("expected an ability in the quotation marks");
    }
    Ok((start, len))
}

/// What may follow a static "+N/+M": "for each <counted>" or ", where X is <count>"
/// (Blanchwood Armor, Empyrial Armor, Momentum, Exoskeletal Armor). Only counts the layer
/// system evaluates continuously are accepted: permanents on the battlefield, cards in a
/// zone, counters on the source. "other" is refused for anything but the source itself:
/// on an Aura, "each other creature" means other than the enchanted creature.
pub(crate) fn pt_scaling(
    p: &mut Parser,
    subject: &ObjRef,
    x: AmountAst,
    y: AmountAst,
) -> PResult<(AmountAst, AmountAst)> {
    let start = p.pos;
    if p.eat_seq("for each") {
        let unit = crate::oracle::grammar::effects::counters::for_each_unit(p)?;
        let unit = crate::oracle::grammar::statics::conditions::other_than_attached(subject, unit);
        check_static_count(p, subject, &unit, start)?;
        let scale =
            |a: AmountAst| crate::oracle::grammar::effects::counters::times(a.clone(), unit.clone()).unwrap_or(a);
        return Ok((scale(x), scale(y)));
    }
    let uses_x = |a: &AmountAst| match a {
        AmountAst::X => true,
        AmountAst::Neg(b) => matches!(**b, AmountAst::X),
        _ => false,
    };
    if (uses_x(&x) || uses_x(&y)) && p.looking_at(", where X is") {
        p.pos += 4;
        let count = crate::oracle::grammar::phrases::objects::amount_expr(p)?;
        check_static_count(p, subject, &count, start)?;
        let put = |a: AmountAst| match a {
            AmountAst::X => count.clone(),
            AmountAst::Neg(b) if matches!(*b, AmountAst::X) => AmountAst::Neg(Box::new(count.clone())),
            other => other,
        };
        return Ok((put(x), put(y)));
    }
    Ok((x, y))
}

fn check_static_count(p: &mut Parser, subject: &ObjRef, unit: &AmountAst, start: usize) -> PResult<()> {
    let ok = match unit {
        AmountAst::Count(ph) => !ph.other || *subject == ObjRef::SelfRef,
        AmountAst::CountersOn(ObjRef::SelfRef, _) => true,
        // CR 305.6: basic land types among lands the source's controller controls.
        AmountAst::Domain => true,
        // CR 700.5: the devotion of the source's controller.
        AmountAst::Devotion(_) => true,
        // Counts the lowering gives in the engine's own terms (these were read whole before).
        AmountAst::CountOtherThanAttached(_)
        | AmountAst::CountOthers(_)
        | AmountAst::CreaturesDiedThisTurn
        | AmountAst::DiedIntoYourGraveyardThisTurn { .. }
        | AmountAst::DamageDealtThisTurnTo(PlayerRef::You) => true,
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        p.pos = start;
        p.err("a count a static ability can't keep up to date")
    }
}

/// "is black": a colour word after "is" (and nothing else after it in the clause).
pub(crate) fn is_color(p: &mut Parser) -> Option<grimoire_engine::Color> {
    if !p.is_word("is") {
        return None;
    }
    let Some(Tok::Word(w)) = p.peek_n(1) else { return None };
    let c = grimoire_engine::Color::from_name(&w.to_lowercase())?;
    let after = p.peek_n(2);
    if !(after.is_none() || after == Some(&Tok::Punct(',')) || after == Some(&Tok::Punct('.')) || p.is_word_n(2, "and"))
    {
        return None;
    }
    p.pos += 2;
    Some(c)
}

/// The comma of a list of grants ("gets +1/+1, is black, and has ..."), with its "and".
pub(crate) fn list_comma(p: &mut Parser) -> bool {
    if p.peek() != Some(&Tok::Punct(',')) {
        return false;
    }
    let next = if p.is_word_n(1, "and") { 2 } else { 1 };
    let starts_grant = ["is", "has", "have", "gets", "get", "can't", "its"].iter().any(|w| p.is_word_n(next, w));
    if starts_grant {
        p.pos += next;
    }
    starts_grant
}
