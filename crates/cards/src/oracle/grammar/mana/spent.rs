//! Grammar for the mana spent to cast a spell (CR 601.2h, 400.7d), read by the spell itself
//! or by the permanent it became: "the amount of mana spent to cast it", "for each color of
//! mana spent to cast it" (sunburst's number, CR 702.44a), "if {G} was spent to cast it",
//! "if at least three white mana was spent to cast this spell".

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::{Color, ManaSymbol, ManaType};

/// "to cast it", "to cast this spell", "to cast ~", "to cast this creature": the object
/// itself, never another spell.
fn to_cast_itself(p: &mut Parser) -> bool {
    p.eat_seq("to cast it")
        || p.eat_seq("to cast this spell")
        || p.eat_seq("to cast ~")
        || p.eat_seq("to cast this creature")
        || p.eat_seq("to cast this artifact")
}

/// "the amount of mana spent to cast it" / "the number of colors of mana spent to cast it".
pub(crate) fn amount(p: &mut Parser) -> Option<AmountAst> {
    let start = p.pos;
    let colors = if p.eat_seq("the amount of mana spent") {
        false
    } else if p.eat_seq("the number of colors of mana spent") {
        true
    } else {
        return None;
    };
    if to_cast_itself(p) {
        return Some(AmountAst::ManaSpent { colors });
    }
    p.pos = start;
    None
}

/// After "for each": "color of mana spent to cast it".
pub(crate) fn unit(p: &mut Parser) -> Option<AmountAst> {
    let start = p.pos;
    if p.eat_seq("color of mana spent") && to_cast_itself(p) {
        return Some(AmountAst::ManaSpent { colors: true });
    }
    p.pos = start;
    None
}

/// After "if": "{G} was spent to cast it", "{W}{W} was spent to cast this spell", "at least
/// three white mana was spent to cast this spell".
pub(crate) fn condition(p: &mut Parser) -> PResult<ConditionAst> {
    let mut least: Vec<(ManaType, u32)> = Vec::new();
    if p.eat_seq("at least") {
        let n = crate::oracle::grammar::phrases::objects::number(p)
            .ok_or(())
            .or_else(|_| p.err("expected a number of mana"))?;
        let kind = if p.eat_word("colorless") {
            ManaType::Colorless
        } else {
            match Color::ALL.into_iter().find(|c| p.eat_word(c.name())) {
                Some(c) => ManaType::Colored(c),
                None => return p.err("expected a colour of mana"),
            }
        };
        p.expect_seq("mana")?;
        least.push((kind, n));
    } else {
        let cost = crate::oracle::grammar::keywords::mana_symbols(p)?;
        for s in &cost.symbols {
            let kind = match s {
                ManaSymbol::Colored(c) => ManaType::Colored(*c),
                ManaSymbol::Colorless => ManaType::Colorless,
                _ => return p.err("only coloured or colourless mana symbols can have been spent"),
            };
            match least.iter_mut().find(|(k, _)| *k == kind) {
                Some(e) => e.1 += 1,
                None => least.push((kind, 1)),
            }
        }
    }
    p.expect_seq("was spent")?;
    if !to_cast_itself(p) {
        return p.err("mana spent to cast another spell");
    }
    Ok(ConditionAst::ManaSpent(least))
}
