//! Grammar for attack and block restrictions conditioned on the defending player's
//! creatures or on the whole battlefield (CR 508.1c, 509.1b): "can't attack if defending
//! player controls an untapped creature with power 3 or greater", "can't attack if there's
//! another creature on the battlefield", "can't attack or block if an enchantment is on the
//! battlefield".

use crate::oracle::ast::RestrictionAst;
use crate::oracle::grammar::parser::Parser;
use crate::oracle::grammar::phrases::objects::number;

/// One of the conditioned restrictions after the subject, or `None` (cursor unmoved).
pub fn board_restriction(p: &mut Parser) -> Option<RestrictionAst> {
    let save = p.pos;
    if p.eat_seq("can't attack if defending player controls an untapped creature with power") {
        if let Some(n) = number(p) {
            if p.eat_seq("or greater") {
                return Some(RestrictionAst::CantAttackIfDefenderHasUntappedPowerAtLeast(n as i32));
            }
            if p.eat_seq("or less") {
                return Some(RestrictionAst::CantAttackIfDefenderHasUntappedPowerAtMost(n as i32));
            }
        }
        p.pos = save;
        return None;
    }
    for (words, r) in [
        ("can't attack if there's another creature on the battlefield", RestrictionAst::CantAttackIfAnotherCreature),
        (
            "can't attack or block if an enchantment is on the battlefield",
            RestrictionAst::CantAttackOrBlockIfEnchantment,
        ),
    ] {
        if p.eat_seq(words) {
            return Some(r);
        }
    }
    None
}
