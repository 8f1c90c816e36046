//! Grammar for damage dealt by a target ("bite", CR 120.1): "Target creature you control deals
//! damage equal to its power to target creature you don't control.", "Target creature deals
//! damage to itself equal to its power."

use crate::oracle::ast::{ActionAst, ObjRef, Recipient, TargetAst};
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, equal_to};

/// After "<target> deals": the amount and the recipients. One target object deals the damage;
/// "its" and "itself" are that object. Damage to "another target" or "each other creature" isn't
/// read: "another" (CR 115.3) and "other" mean other than the damaging target here, which the
/// filters of a spell's recipients don't say.
pub fn target_deals(p: &mut Parser, t: TargetAst) -> PResult<ActionAst> {
    if t.count != (1, 1) || t.amount.is_some() {
        return p.err("damage dealt by other than one target");
    }
    let by = ObjRef::Target(t);
    // "deals damage to itself equal to its power".
    if p.eat_seq("damage to itself") {
        let amount = equal_to(p)?;
        return Ok(ActionAst::DealDamage { by, amount, to: vec![Recipient::Obj(ObjRef::It)] });
    }
    let amount = if p.eat_word("damage") {
        let a = equal_to(p)?;
        p.expect_seq("to")?;
        a
    } else {
        let a = amount(p)?;
        p.expect_seq("damage to")?;
        a
    };
    let to = crate::oracle::grammar::effects::compound::recipients(p, &by)?;
    // "other" would mean other than the spell or ability's source, not the damaging target.
    let other = |r: &Recipient| match r {
        Recipient::Obj(ObjRef::Target(x)) => x.phrase.other || x.text.contains("other"),
        Recipient::Obj(ObjRef::Each(ph) | ObjRef::EachControlledBy(ph, _)) => ph.other,
        _ => false,
    };
    if to.iter().any(other) {
        return p.err("damage from a target to another or other objects");
    }
    // "... unless that player sacrifices it": the choice belongs to that player (CR 608.2d),
    // which an "unless" after this damage doesn't say yet.
    if p.looking_at("unless") {
        return p.err("damage from a target unless another player acts");
    }
    Ok(ActionAst::DealDamage { by, amount, to })
}
