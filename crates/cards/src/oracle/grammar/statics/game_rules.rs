//! Grammar for static abilities that change the rules of the game: maximum hand size (CR
//! 402.2), "Creature spells can't be countered" (CR 101.2), "Each player may play an
//! additional land" (CR 305.2), Ensnaring Bridge's attack limit (CR 508.1c), "can attack as
//! though it had haste" (CR 302.6), and "All creatures are black" (CR 105.3).

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::Parser;
use crate::oracle::grammar::phrases::objects::{number, object_phrase};
use grimoire_engine::Color;

/// "are <colour>" ("All creatures are black.", CR 105.3, layer 5).
pub fn are_color(p: &mut Parser) -> Option<GrantAst> {
    if !p.is_word("are") {
        return None;
    }
    let Some(Tok::Word(w)) = p.peek_n(1) else { return None };
    let c = Color::from_name(&w.to_lowercase())?;
    let after = p.peek_n(2);
    if !(after.is_none() || after == Some(&Tok::Punct('.'))) {
        return None;
    }
    p.pos += 2;
    Some(GrantAst::Colors(vec![c]))
}

/// Rules of the game changed by a static ability, read whole.
pub fn rule_statics(p: &mut Parser) -> Option<StaticAst> {
    // CR 402.2: "Players have no maximum hand size." / "Your maximum hand size is reduced by N."
    for (words, who) in
        [("players have no maximum hand size", PlayersAst::Any), ("you have no maximum hand size", PlayersAst::You)]
    {
        if p.eat_seq(words) {
            return Some(StaticAst::MaxHandSize(who, None));
        }
    }
    if p.looking_at("your maximum hand size is reduced by") {
        let save = p.pos;
        p.pos += 7;
        if let Some(n) = number(p) {
            return Some(StaticAst::MaxHandSize(PlayersAst::You, Some(-(n as i32))));
        }
        p.pos = save;
    }
    // CR 508.1c: Ensnaring Bridge.
    if p.eat_seq("creatures with power greater than the number of cards in your hand can't attack") {
        return Some(StaticAst::CantAttackPowerAboveHandSize);
    }
    // CR 305.2
    if p.eat_seq("each player may play an additional land during each of their turns")
        || p.eat_seq("each player may play an additional land on each of their turns")
    {
        return Some(StaticAst::EachPlayerAdditionalLand);
    }
    // CR 101.2: "Creature spells can't be countered."
    let save = p.pos;
    if let Ok(ph) = object_phrase(p) {
        let spells = ph.terms.iter().all(|t| t.noun == Some(Noun::Spell) && !t.adjs.is_empty());
        if spells && p.eat_seq("can't be countered") {
            return Some(StaticAst::SpellsCantBeCountered(ph));
        }
    }
    p.pos = save;
    None
}

/// "can attack as though it had haste" (CR 302.6), "can attack as though it didn't have
/// defender" / "they didn't have defender" (CR 702.3b).
pub fn as_though(p: &mut Parser) -> Option<RestrictionAst> {
    for (words, r) in [
        ("can attack as though it had haste", RestrictionAst::AttacksAsThoughHaste),
        ("can attack as though they had haste", RestrictionAst::AttacksAsThoughHaste),
        ("can attack as though it didn't have defender", RestrictionAst::AttacksAsThoughNoDefender),
        ("can attack as though they didn't have defender", RestrictionAst::AttacksAsThoughNoDefender),
    ] {
        if p.eat_seq(words) {
            return Some(r);
        }
    }
    None
}
