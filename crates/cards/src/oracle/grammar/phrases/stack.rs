//! Grammar for spells and abilities on the stack described by what they do: "target spell
//! that targets a creature", "spell that targets ~" (CR 115.9b), "target spell with a
//! single target" (115.9a), and changing a spell's target (115.7a).

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{obj_ref, object_phrase};

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

/// "change the target of target spell with a single target" (CR 115.7a). Only a spell with
/// a single target can be read: "the target" of another would be ambiguous.
pub fn change_target(p: &mut Parser) -> PResult<ActionAst> {
    p.expect_seq("change the target of")?;
    let what = obj_ref(p)?;
    let ObjRef::Target(t) = &what else {
        return p.err("expected \"target spell\"");
    };
    let spell = t.phrase.terms.iter().all(|term| matches!(term.noun, Some(Noun::Spell)));
    if !spell || !t.phrase.suffixes.contains(&Suffix::SingleTarget) {
        return p.err("only \"target spell with a single target\" is supported");
    }
    Ok(ActionAst::ChangeTarget { what, only_if: None, to: None })
}

/// "If target spell has only one target and that target is a creature / ~, change that
/// spell's target to another creature." (CR 115.7a, 115.9b).
pub fn change_if_single(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("if")?;
    let what = obj_ref(p)?;
    let ObjRef::Target(t) = &what else {
        return p.err("expected \"target spell\"");
    };
    if !t.phrase.suffixes.is_empty() || !t.phrase.terms.iter().all(|term| matches!(term.noun, Some(Noun::Spell))) {
        return p.err("expected \"target spell\"");
    }
    p.expect_seq("has only one target and that target is")?;
    let only_if = if p.eat_seq("~") {
        None
    } else {
        let _ = p.eat_word("a") || p.eat_word("an");
        Some(object_phrase(p)?)
    };
    p.expect_seq(", change that spell 's target to another")?;
    let to = object_phrase(p)?;
    Ok(vec![ActionAst::ChangeTarget { what, only_if: Some(only_if), to: Some(to) }])
}
