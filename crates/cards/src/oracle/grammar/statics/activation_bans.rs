//! Grammar for statics that forbid activating abilities or casting spells by name (CR 602.5,
//! 101.2, 201.3): "Activated abilities of sources with the chosen name can't be activated
//! unless they're mana abilities.", "Activated abilities of artifacts can't be activated.",
//! "Spells with the chosen name can't be cast.", "Your opponents can't cast spells with the
//! chosen name."

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::Parser;
use crate::oracle::grammar::statics::subject;

/// A whole static sentence of this family (without its full stop), or `None` with the
/// parser where it was.
pub(crate) fn activation_ban(p: &mut Parser) -> Option<StaticAst> {
    let start = p.pos;
    let found = ban(p);
    if found.is_none() {
        p.pos = start;
    }
    found
}

fn ban(p: &mut Parser) -> Option<StaticAst> {
    // CR 101.2: "Spells with the chosen name can't be cast." restricts every player.
    if p.eat_seq("spells with the chosen name can't be cast") {
        return Some(StaticAst::PlayerRule(PlayersAst::Any, PlayerRuleAst::CantCast(SpellKindsAst::ChosenName)));
    }
    if p.eat_seq("your opponents can't cast spells with the chosen name") {
        let rule = PlayerRuleAst::CantCast(SpellKindsAst::ChosenName);
        return Some(StaticAst::PlayerRule(PlayersAst::Opponent, rule));
    }
    if !p.eat_seq("activated abilities of") {
        return None;
    }
    let of = if p.eat_seq("sources with the chosen name") {
        ActivationBanAst::ChosenNameSources
    } else {
        ActivationBanAst::Permanents(subject(p).ok()?)
    };
    if !p.eat_seq("can't be activated") {
        return None;
    }
    // CR 605.1a: a mana ability is an activated ability too, unless the text excepts it.
    let mana_allowed = p.eat_seq("unless they're mana abilities");
    Some(StaticAst::CantActivate { of, mana_allowed })
}
