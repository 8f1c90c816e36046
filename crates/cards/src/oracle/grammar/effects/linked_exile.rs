//! Grammar for abilities linked to the cards an object exiled (CR 607.1, 607.2a): "return
//! the exiled card to the battlefield under its owner's control", "return the exiled cards
//! to their owner's hand", "return all cards exiled with ~ to ...".

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};

/// Whether the parser is at "return the exiled card(s)" or "return all cards exiled with ~".
pub fn at_return_exiled(p: &Parser) -> bool {
    p.looking_at("return the exiled card")
        || p.looking_at("return the exiled cards")
        || p.looking_at("return all cards exiled with ~")
}

/// "return <the cards this object exiled> to <its owner's hand | graveyard | the battlefield
/// under its owner's control>" (CR 607.2a: only cards the linked ability exiled; CR 610.3c:
/// under their owners' control).
pub fn return_exiled(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("return")?;
    if !(p.eat_seq("the exiled cards") || p.eat_seq("the exiled card") || p.eat_seq("all cards exiled with ~")) {
        return p.err("expected the exiled cards");
    }
    let what = ObjRef::ExiledWithSelf;
    p.expect_seq("to")?;
    let owner =
        |p: &mut Parser| p.eat_seq("its owner 's") || p.eat_seq("their owner 's") || p.eat_seq("their owners 's");
    if p.eat_seq("the battlefield under") {
        if !(owner(p) && p.eat_word("control")) {
            return p.err("expected \"under its owner's control\"");
        }
        return Ok(vec![ActionAst::ReturnUnderOwner { what, tapped: false, transformed: false }]);
    }
    if !owner(p) {
        return p.err("expected where to return the exiled cards");
    }
    if p.eat_word("hand") || p.eat_word("hands") {
        return Ok(vec![ActionAst::ReturnToHand { what }]);
    }
    if p.eat_word("graveyard") || p.eat_word("graveyards") {
        return Ok(vec![ActionAst::PutIntoGraveyard { what }]);
    }
    p.err("expected a hand, graveyard or the battlefield")
}
