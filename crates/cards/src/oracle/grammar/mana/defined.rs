//! Grammar for mana defined by a choice or by other permanents: "one mana of the chosen
//! color" (CR 607.2d), "one mana of any type that a land you control could produce" (CR 106.7),
//! "one mana of any color in your commander's color identity" (CR 903.4).

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};

/// "one mana of the chosen color", "one mana of any type/color that a [basic] land you
/// control / an opponent controls could produce".
pub fn defined_mana(p: &mut Parser) -> PResult<ManaAst> {
    p.expect_seq("one mana of")?;
    if p.eat_seq("the chosen color") {
        return Ok(ManaAst::ChosenColor);
    }
    // CR 903.4: Command Tower, Arcane Signet.
    if p.eat_seq("any color in your commander 's color identity") {
        return Ok(ManaAst::CommanderIdentity);
    }
    let colors_only = if p.eat_seq("any type that") {
        false
    } else if p.eat_seq("any color that") {
        true
    } else {
        return p.err("expected \"any type that\" or \"any color that\"");
    };
    p.expect_seq("a")?;
    let basic = p.eat_word("basic");
    p.expect_seq("land")?;
    let whose = if p.eat_seq("you control") {
        PlayersAst::You
    } else if p.eat_seq("an opponent controls") {
        PlayersAst::Opponent
    } else {
        return p.err("expected \"you control\" or \"an opponent controls\"");
    };
    p.expect_seq("could produce")?;
    Ok(ManaAst::LandCouldProduce { whose, basic, colors_only })
}
