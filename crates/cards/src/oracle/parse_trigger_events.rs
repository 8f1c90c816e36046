//! Trigger events beyond the basic ones (CR 603.2): "becomes tapped" (CR 603.2e), damage
//! dealt to an opponent or to a creature (CR 510.3a, 603.2c). Read after the subject.

use super::ast::*;
use super::parser::{PResult, Parser};
use grimoire_engine::PlayerFilter;

/// The event after the subject `subject` ("~", "enchanted land", "a Forest an opponent
/// controls"), or an error if none of these.
pub fn event_after_subject(p: &mut Parser, subject: &ObjRef) -> PResult<TriggerAst> {
    if p.eat_seq("becomes tapped") {
        return Ok(TriggerAst::BecomesTapped(subject.clone()));
    }
    if p.eat_word("deals") {
        let combat = p.eat_word("combat");
        if !p.eat_seq("damage to") {
            return p.err("expected \"damage to\"");
        }
        if p.eat_seq("an opponent") {
            return Ok(TriggerAst::DamageToPlayerMatching(subject.clone(), PlayerFilter::Opponent, combat));
        }
        if p.eat_seq("a creature") {
            return Ok(TriggerAst::DamageToCreature(subject.clone(), combat));
        }
    }
    p.err("expected a trigger event")
}
