//! Grammar for trigger events read after their subject (CR 603.2): "becomes tapped" (CR 603.2e), damage
//! dealt to an opponent or to a creature (CR 510.3a, 603.2c). Read after the subject.

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};

/// The event after the subject `subject` ("~", "enchanted land", "a Forest an opponent
/// controls"), or an error if none of these.
pub fn event_after_subject(p: &mut Parser, subject: &ObjRef) -> PResult<TriggerAst> {
    if p.eat_seq("becomes the target of a") {
        let spells_only = !p.eat_seq("spell or ability");
        if spells_only && !p.eat_word("spell") {
            return p.err("expected \"spell or ability\"");
        }
        let opponents_only = p.eat_seq("an opponent controls");
        return Ok(TriggerAst::BecomesTarget(subject.clone(), spells_only, opponents_only));
    }
    if p.eat_seq("becomes tapped") {
        return Ok(TriggerAst::BecomesTapped(subject.clone()));
    }
    // CR 702.37e, 708.8: "When ~ is turned face up", "Whenever a permanent is turned face up".
    if p.eat_seq("is turned face up") {
        return Ok(TriggerAst::TurnedFaceUp(subject.clone()));
    }
    // CR 701.27e: "When ~ transforms", "Whenever this creature transforms into ~": the ability
    // of the face it transforms into (triggers are judged after the event, CR 603.10).
    if p.eat_word("transforms") {
        if p.eat_word("into") && (*subject != ObjRef::SelfRef || !p.eat_seq("~")) {
            return p.err("expected \"transforms into ~\"");
        }
        return Ok(TriggerAst::Transforms(subject.clone()));
    }
    // CR 701.37b: "When ~ becomes monstrous".
    if p.eat_seq("becomes monstrous") {
        return Ok(TriggerAst::BecomesMonstrous(subject.clone()));
    }
    // CR 716.2a: "When this Class becomes level N".
    if *subject == ObjRef::SelfRef && p.eat_seq("becomes level") {
        if let Some(Tok::Num(n)) = p.peek() {
            p.pos += 1;
            return Ok(TriggerAst::BecomesLevel(*n));
        }
        return p.err("expected a level number");
    }
    if p.eat_word("deals") {
        let combat = p.eat_word("combat");
        if !p.eat_seq("damage to") {
            return p.err("expected \"damage to\"");
        }
        if p.eat_seq("an opponent") {
            return Ok(TriggerAst::DamageToPlayerMatching(subject.clone(), PlayersAst::Opponent, combat));
        }
        if p.eat_seq("a creature") {
            return Ok(TriggerAst::DamageToCreature(subject.clone(), combat));
        }
    }
    p.err("expected a trigger event")
}

/// "creature blocking it [beyond the first]" after "for each" (CR 509.1h: the creatures
/// blocking an attacker, counted on resolution).
pub fn blockers_unit(p: &mut Parser) -> PResult<AmountAst> {
    if !p.eat_seq("creature blocking") {
        return p.err("expected \"creature blocking\"");
    }
    let of = crate::oracle::grammar::phrases::objects::obj_ref(p)?;
    let beyond = if p.eat_seq("beyond the first") { 1 } else { 0 };
    Ok(AmountAst::BlockersOf(of, beyond))
}

/// "blocks a <phrase>", "becomes blocked by a <phrase>", "blocks or becomes blocked by a
/// <phrase>" (CR 509.3b, 509.3d): one trigger per blocking pair; "that creature" is the
/// other creature.
pub fn block_pair(p: &mut Parser, subject: &ObjRef) -> PResult<TriggerAst> {
    let kind = if p.eat_seq("blocks or becomes blocked by") {
        BlockPair::Either
    } else if p.eat_seq("becomes blocked by") {
        BlockPair::BlockedBy
    } else if p.eat_word("blocks") {
        BlockPair::Blocks
    } else {
        return p.err("expected \"blocks\"");
    };
    if !(p.eat_word("a") || p.eat_word("an")) {
        return p.err("expected \"a\"");
    }
    let other = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
    if !p.looking_at(",") {
        return p.err("expected \",\"");
    }
    Ok(TriggerAst::BlockPair(subject.clone(), kind, other))
}

/// Whether the trigger event is about the source itself ("When ~ enters", "When ~ becomes
/// the target of a spell or ability").
pub fn about_self(t: &TriggerAst) -> bool {
    matches!(
        t,
        TriggerAst::Enters(ObjRef::SelfRef)
            | TriggerAst::Attacks(ObjRef::SelfRef)
            | TriggerAst::Blocks(ObjRef::SelfRef)
            | TriggerAst::BlocksOrBecomesBlocked(ObjRef::SelfRef)
            | TriggerAst::AttacksUnblocked(ObjRef::SelfRef)
            | TriggerAst::BecomesTarget(ObjRef::SelfRef, ..)
            | TriggerAst::BecomesTapped(ObjRef::SelfRef)
            | TriggerAst::TurnedFaceUp(ObjRef::SelfRef)
            | TriggerAst::Transforms(ObjRef::SelfRef)
            | TriggerAst::BecomesMonstrous(ObjRef::SelfRef)
    )
}
