//! Grammar for a player's attack as a trigger event (CR 508.3c-d): "Whenever you attack,"
//! "Whenever you attack with two or more creatures," "Whenever you attack with one or more
//! Zombies,".

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};

/// "you attack" before the comma, or "you attack with one or more <phrase>" / "with N or
/// more <phrase>". "you attack a player" and "with ~" are other events, refused here.
pub fn you_attack(p: &mut Parser) -> PResult<TriggerAst> {
    p.expect_seq("you attack")?;
    if p.looking_at(",") {
        return Ok(TriggerAst::YouAttack(1, None));
    }
    p.expect_seq("with")?;
    let n = match number(p) {
        Some(n) if p.eat_seq("or more") => n,
        _ => return p.err("expected \"N or more\""),
    };
    let phrase = object_phrase(p)?;
    if !p.looking_at(",") {
        return p.err("expected \",\"");
    }
    Ok(TriggerAst::YouAttack(n, Some(phrase)))
}
