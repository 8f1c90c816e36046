//! Grammar for exert (CR 701.43): "You may exert ~ as it attacks. When you do, <effect>."
//! (the optional cost to attack and its linked ability, 701.43d, 607.2h) and the trigger
//! event "Whenever you exert a creature,".

use crate::oracle::ast::*;
use crate::oracle::grammar::effects::effect;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::object_phrase;

/// "You may exert ~ as it attacks.", then "When you do, [you may] <effect>." in the same
/// paragraph: "it" there is ~ (the exerted creature).
pub fn exert_line(p: &mut Parser) -> PResult<AbilityAst> {
    p.expect_seq("you may exert ~ as it attacks .")?;
    if p.at_end() {
        return Ok(AbilityAst::Exert(None));
    }
    p.expect_seq("when you do ,")?;
    // "you may" (CR 603.5); "you may have ..." is left to the effect.
    let optional = p.looking_at("you may") && !p.looking_at("you may have");
    if optional {
        p.pos += 2;
    }
    p.self_it_at = Some(p.pos);
    let effect = effect(p)?;
    if !p.at_end() {
        return p.err("expected the end of the ability");
    }
    let trigger = TriggerAst::Exerted(ObjRef::SelfRef);
    Ok(AbilityAst::Exert(Some(TriggeredAst { trigger, effect, optional, condition: None })))
}

/// "you exert a creature" (the creature, controlled by you as it is exerted, triggers).
pub fn you_exert(p: &mut Parser) -> PResult<TriggerAst> {
    p.expect_seq("you exert a")?;
    let mut phrase = object_phrase(p)?;
    if !p.looking_at(",") {
        return p.err("expected \",\"");
    }
    phrase.suffixes.push(Suffix::ControlledBy(PlayersAst::You));
    Ok(TriggerAst::Exerted(ObjRef::Each(phrase)))
}
