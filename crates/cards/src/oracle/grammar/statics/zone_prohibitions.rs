//! Grammar for statics that forbid using cards from graveyards and libraries (CR 101.2):
//! "Creature cards in graveyards and libraries can't enter the battlefield.", "Players can't
//! cast spells from graveyards or libraries." (Grafdigger's Cage).

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::Parser;
use grimoire_engine::{CardType, Zone};

/// A whole static sentence of this family (without its full stop), or `None` with the
/// parser where it was.
pub(crate) fn zone_prohibition(p: &mut Parser) -> Option<StaticAst> {
    let start = p.pos;
    let found = prohibition(p);
    if found.is_none() {
        p.pos = start;
    }
    found
}

fn prohibition(p: &mut Parser) -> Option<StaticAst> {
    if p.eat_seq("players can't cast spells from") {
        let from = zones(p)?;
        return Some(StaticAst::PlayerRule(PlayersAst::Any, PlayerRuleAst::CantCastFrom(from)));
    }
    let types = if p.eat_seq("creature cards in") {
        vec![CardType::Creature]
    } else if p.eat_seq("permanent cards in") {
        // CR 110.4: the permanent types.
        use CardType::*;
        vec![Artifact, Battle, Creature, Enchantment, Land, Planeswalker]
    } else {
        return None;
    };
    let from = zones(p)?;
    p.eat_seq("can't enter the battlefield").then_some(StaticAst::CantEnterFrom { types, from })
}

/// "graveyards", "graveyards and libraries", "graveyards or libraries".
fn zones(p: &mut Parser) -> Option<Vec<Zone>> {
    let mut out = Vec::new();
    loop {
        if p.eat_word("graveyards") {
            out.push(Zone::Graveyard);
        } else if p.eat_word("libraries") {
            out.push(Zone::Library);
        } else {
            return None;
        }
        if !(p.eat_word("and") || p.eat_word("or")) {
            return Some(out);
        }
    }
}
