//! Grammar for the top card of a library (CR 401.5): "Play with the top card of your library
//! revealed.", "You may look at the top card of your library any time.", and playing it: "You
//! may play lands and cast spells from the top of your library." (CR 305.1, 601.2a), alone or
//! joined ("You may look at the top card of your library any time, and you may play lands
//! from the top of your library.").

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::Parser;
use crate::oracle::grammar::turn::spell_kinds;

/// A sentence about the top card of your library, read whole up to its full stop.
pub(crate) fn library_top(p: &mut Parser) -> Option<Vec<StaticAst>> {
    let start = p.pos;
    let mut out = vec![see_top(p).or_else(|| play_from_top(p))?];
    if p.eat_seq(", and") {
        match play_from_top(p) {
            Some(s) => out.push(s),
            None => {
                p.pos = start;
                return None;
            }
        }
    }
    Some(out)
}

/// "play with the top card of your library revealed", "you may look at the top card of your
/// library any time".
fn see_top(p: &mut Parser) -> Option<StaticAst> {
    let revealed = if p.eat_seq("play with the top card of your library revealed") {
        true
    } else if p.eat_seq("you may look at the top card of your library any time") {
        false
    } else {
        return None;
    };
    Some(StaticAst::PlayerRule(PlayersAst::You, PlayerRuleAst::SeeTopCard { revealed }))
}

/// "you may play lands from the top of your library", "you may cast creature spells from the
/// top of your library", "you may play lands and cast spells from the top of your library".
fn play_from_top(p: &mut Parser) -> Option<StaticAst> {
    let start = p.pos;
    let fail = |p: &mut Parser| {
        p.pos = start;
        None
    };
    if !p.eat_seq("you may") {
        return None;
    }
    let lands = p.eat_seq("play lands");
    let mut spells = None;
    if !lands || p.eat_word("and") {
        if !p.eat_word("cast") {
            return fail(p);
        }
        let kinds = if p.is_word("spells") { Some(SpellKindsAst::Any) } else { spell_kinds(p).ok() };
        if kinds.is_none() || !p.eat_word("spells") {
            return fail(p);
        }
        spells = kinds;
    }
    if !p.eat_seq("from the top of your library") {
        return fail(p);
    }
    Some(StaticAst::PlayerRule(PlayersAst::You, PlayerRuleAst::PlayFromTop { lands, spells }))
}
