//! Grammar for graveyards and libraries (CR 401, 404): abilities that function from a
//! graveyard (CR 113.6b, 113.6m: "{B}: Return ~ from your graveyard to the battlefield.",
//! "At the beginning of your upkeep, if ~ is in your graveyard, ..."), and the conditions
//! about the source's zone ("only if three or more creature cards are above ~ in your
//! graveyard").

use crate::oracle::ast::*;
use crate::oracle::grammar::effects::clauses;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, obj_ref, object_phrase, player_ref};
use grimoire_engine::{Cmp, Zone};

/// A clause of this family: "return ~ from your graveyard to the battlefield [tapped]" /
/// "to your hand".
pub(crate) fn clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if p.eat_seq("return ~ from your graveyard to") {
        let to = if p.eat_seq("the battlefield") {
            Zone::Battlefield
        } else if p.eat_seq("your hand") || p.eat_seq("its owner 's hand") {
            Zone::Hand
        } else {
            return p.err("expected where ~ returns");
        };
        let tapped = to == Zone::Battlefield && p.eat_word("tapped");
        // The card is in its owner's graveyard, so "under your control" says nothing more.
        let _ = to == Zone::Battlefield && p.eat_seq("under your control");
        return Ok(vec![ActionAst::ReturnSelfFrom { from: Zone::Graveyard, to, tapped }]);
    }
    if p.looking_at("reveal cards from the top of your library until") {
        return reveal_until(p);
    }
    if p.looking_at("look at the top card of") || p.looking_at("reveal the top card of") {
        return top_card_of_library(p);
    }
    // After revealing the top card of your library: "Otherwise, put that card into your
    // hand." (the card the sentence before named).
    if p.eat_seq("put that card into your hand") {
        return Ok(vec![ActionAst::ReturnToHand { what: ObjRef::That }]);
    }
    if p.eat_seq("put it into your hand") {
        return Ok(vec![ActionAst::ReturnToHand { what: ObjRef::It }]);
    }
    if p.eat_word("put") {
        // "Put the top card of your graveyard on the bottom of your library.", "put target
        // card from a graveyard on the bottom of its owner's library" (CR 401.4).
        let what = obj_ref(p)?;
        if p.eat_seq("on the bottom of your library")
            || p.eat_seq("on the bottom of its owner 's library")
            || p.eat_seq("on the bottom of their owner 's library")
            || p.eat_seq("on the bottom of that player 's library")
        {
            return Ok(vec![ActionAst::PutOnBottom { what }]);
        }
        if p.eat_seq("into your graveyard")
            || p.eat_seq("into its owner 's graveyard")
            || p.eat_seq("into that player 's graveyard")
        {
            return Ok(vec![ActionAst::PutIntoGraveyard { what }]);
        }
        return p.err("expected \"on the bottom of\" a library");
    }
    p.err("not a graveyard or library clause")
}

/// "Reveal cards from the top of your library until you reveal a <phrase>. Put that card
/// <zone> and [put] all other cards revealed this way <zone>." (CR 701.20a, 401.4): two
/// sentences, one instruction (the period between them is read here).
fn reveal_until(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("reveal cards from the top of your library until you reveal")?;
    if !(p.eat_word("a") || p.eat_word("an")) {
        return p.err("expected \"a\"");
    }
    let filter = object_phrase(p)?;
    p.expect_seq(".")?;
    // After "you may reveal ...": "If you do" is whether the player revealed.
    let _ = p.eat_seq("if you do ,");
    p.expect_seq("put that card")?;
    let found_to = if p.eat_seq("into your hand") {
        Zone::Hand
    } else if p.eat_seq("onto the battlefield") {
        Zone::Battlefield
    } else {
        return p.err("expected where that card goes");
    };
    p.expect_seq("and")?;
    if p.eat_seq("shuffle all other cards revealed this way into your library") {
        return Ok(vec![ActionAst::RevealUntil { filter, found_to, rest_to: Zone::Library, shuffle: true }]);
    }
    let exile = p.eat_word("exile");
    let _ = exile || p.eat_word("put");
    if !p.eat_seq("all other cards revealed this way") && !p.eat_seq("the rest") {
        return p.err("expected \"all other cards revealed this way\"");
    }
    let rest_to = if exile {
        Zone::Exile
    } else if p.eat_seq("into your graveyard") {
        Zone::Graveyard
    } else if p.eat_seq("on the bottom of your library in any order") {
        Zone::Library
    } else {
        return p.err("expected where the other cards go");
    };
    Ok(vec![ActionAst::RevealUntil { filter, found_to, rest_to, shuffle: false }])
}

/// "Look at / Reveal the top card of <player's> library." and what follows about that card:
/// "If it's a <phrase>, <actions>. [Otherwise, <actions>.]" (CR 401.4, 701.20a).
fn top_card_of_library(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let reveal = p.eat_word("reveal");
    if !reveal {
        p.expect_seq("look at")?;
    }
    p.expect_seq("the top card of")?;
    let who = if p.eat_seq("your library") {
        PlayerRef::You
    } else {
        let who = player_ref(p)?;
        if !(p.eat_seq("'s library") || p.eat_seq("library")) {
            return p.err("expected a library");
        }
        who
    };
    about_top_card(p, who, reveal)
}

/// "<player> reveals the top card of their library. If it's a <phrase>, <actions>." (Goblin
/// Guide's "defending player reveals ...", Chaos Warp's "..., then reveals ..."): the player
/// reveals the top card of their own library (CR 701.20a), and what follows is about it.
pub(crate) fn player_reveals_top_card(p: &mut Parser, who: PlayerRef) -> PResult<Vec<ActionAst>> {
    p.expect_seq("reveals the top card of")?;
    if !(p.eat_seq("their library") || p.eat_seq("his or her library")) {
        return p.err("expected \"their library\"");
    }
    about_top_card(p, who, true)
}

/// The top card of `who`'s library looked at or revealed, and what follows about it.
fn about_top_card(p: &mut Parser, who: PlayerRef, reveal: bool) -> PResult<Vec<ActionAst>> {
    let card = ObjectPhrase { terms: vec![Term { adjs: vec![], noun: Some(Noun::Card) }], ..Default::default() };
    let what = ObjRef::TopCardIn(Box::new(who), Zone::Library, card);
    let mut out = vec![ActionAst::LookOrReveal { what: what.clone(), reveal }];
    let save = p.pos;
    if !reveal && p.looking_at(". you may reveal that card .") {
        out.push(p.attempt(|p| may_reveal_looked_at(p, what))?);
    } else if p.eat_seq(". if it's") || p.eat_seq(". if that card is") {
        let _ = p.eat_word("a") || p.eat_word("an");
        let phrase = object_phrase(p)?;
        p.expect_seq(",")?;
        let then = clauses(p)?;
        let otherwise = if p.eat_seq(". otherwise ,") { clauses(p)? } else { Vec::new() };
        out.push(ActionAst::IfItIsElse { phrase, then, otherwise });
    } else {
        p.pos = save;
    }
    Ok(out)
}

/// After looking at a card: ". You may reveal that card. If a <phrase> is revealed this way,
/// <actions>" (Delver of Secrets; CR 701.20a): the player chooses whether to reveal it, and
/// the actions happen only if the card revealed matches.
fn may_reveal_looked_at(p: &mut Parser, what: ObjRef) -> PResult<ActionAst> {
    p.expect_seq(".")?;
    let start = p.pos;
    p.expect_seq("you may reveal that card")?;
    let prompt = p.text_from(start);
    p.expect_seq(". if")?;
    let _ = p.eat_word("a") || p.eat_word("an");
    let phrase = object_phrase(p)?;
    p.expect_seq("is revealed this way ,")?;
    let then = clauses(p)?;
    let check = ActionAst::IfItIsElse { phrase, then, otherwise: Vec::new() };
    Ok(ActionAst::May(prompt, vec![ActionAst::LookOrReveal { what, reveal: true }, check]))
}

/// "the top [creature] card of your graveyard / library" (CR 401.1, 404.2).
pub(crate) fn top_card(p: &mut Parser) -> PResult<ObjRef> {
    p.expect_seq("the top")?;
    let phrase = object_phrase(p)?;
    if !phrase.suffixes.is_empty() || !phrase.terms.iter().all(|t| t.noun == Some(Noun::Card)) {
        return p.err("expected a kind of card");
    }
    p.expect_seq("of your")?;
    let zone = if p.eat_word("graveyard") {
        Zone::Graveyard
    } else if p.eat_word("library") {
        Zone::Library
    } else {
        return p.err("expected \"graveyard\" or \"library\"");
    };
    Ok(ObjRef::TopCardIn(Box::new(PlayerRef::You), zone, phrase))
}

/// A condition of this family: "~ is in your graveyard", "N or more <cards> are above ~ in
/// your graveyard" (CR 404.2).
pub(crate) fn condition(p: &mut Parser) -> PResult<ConditionAst> {
    if p.eat_seq("~ is in your graveyard") {
        let here = ConditionAst::SelfInZone(Zone::Graveyard);
        if !p.eat_word("with") {
            return Ok(here);
        }
        // "with three or more creature cards above it", "with a creature card directly above it".
        let above = if p.eat_word("a") {
            let phrase = object_phrase(p)?;
            p.expect_seq("directly above it")?;
            ConditionAst::CardDirectlyAboveSelf(phrase)
        } else {
            let (phrase, n) = n_or_more(p)?;
            p.expect_seq("above it")?;
            ConditionAst::CardsAboveSelf(phrase, n)
        };
        return Ok(ConditionAst::Both(Box::new(here), Box::new(above)));
    }
    if p.eat_seq("~ is the only") {
        // "~ is the only creature card in your graveyard": ~ is there, and one such card is.
        let mut phrase = object_phrase(p)?;
        let zone = Suffix::Zone(Zone::Graveyard, PlayersAst::You);
        if phrase.suffixes != [zone] {
            return p.err("expected \"in your graveyard\"");
        }
        phrase.suffixes.clear();
        let only = ConditionAst::Player(WhoseAst::You, MetricAst::GraveyardCards(phrase), Cmp::Eq, 1);
        let here = ConditionAst::SelfInZone(Zone::Graveyard);
        return Ok(ConditionAst::Both(Box::new(here), Box::new(only)));
    }
    let (phrase, n) = n_or_more(p)?;
    // Ashen Ghoul's ability works from the graveyard, so "above ~" is there.
    p.expect_seq("are above ~")?;
    let _ = p.eat_seq("in your graveyard");
    Ok(ConditionAst::CardsAboveSelf(phrase, n))
}

/// "three or more creature cards".
fn n_or_more(p: &mut Parser) -> PResult<(ObjectPhrase, u32)> {
    let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
    p.expect_seq("or more")?;
    Ok((object_phrase(p)?, n))
}

/// An activated ability that may be activated only while ~ is in the graveyard ("Activate
/// only if ~ is in your graveyard.") functions from there (CR 113.6b).
pub(crate) fn activation_zone(a: &mut ActivatedAst) {
    if a.condition.as_ref().is_some_and(says_in_graveyard) {
        a.zone = Zone::Graveyard;
    }
}

/// The zone an ability functions from because its effect moves ~ out of it (CR 113.6m).
pub(crate) fn functions_from(effect: &EffectAst) -> Option<Zone> {
    effect.actions.iter().chain(effect.modes.iter().flat_map(|m| &m.actions)).find_map(moves_self_from)
}

fn moves_self_from(a: &ActionAst) -> Option<Zone> {
    match a {
        ActionAst::ReturnSelfFrom { from, .. } => Some(*from),
        ActionAst::May(_, inner)
        | ActionAst::IfYouDo(inner)
        | ActionAst::IfNotDone(inner)
        | ActionAst::IfCondition(_, inner)
        | ActionAst::IfItIs { then: inner, .. } => inner.iter().find_map(moves_self_from),
        ActionAst::Unless { pay, otherwise, .. } => pay.iter().chain(otherwise).find_map(moves_self_from),
        _ => None,
    }
}

/// Whether a condition says the source is in its graveyard.
fn says_in_graveyard(c: &ConditionAst) -> bool {
    match c {
        ConditionAst::SelfInZone(Zone::Graveyard)
        | ConditionAst::CardsAboveSelf(..)
        | ConditionAst::CardDirectlyAboveSelf(_) => true,
        ConditionAst::Both(a, b) => says_in_graveyard(a) || says_in_graveyard(b),
        _ => false,
    }
}

/// A triggered ability whose intervening "if" puts ~ in its graveyard, or whose effect moves
/// ~ out of its graveyard, functions only from there (CR 113.6b, 113.6m). Only "at the
/// beginning of" triggers are read that way.
pub(crate) fn graveyard_trigger(
    p: &mut Parser,
    trigger: TriggerAst,
    condition: &Option<ConditionAst>,
    effect: &EffectAst,
) -> PResult<TriggerAst> {
    let from_graveyard =
        condition.as_ref().is_some_and(says_in_graveyard) || functions_from(effect) == Some(Zone::Graveyard);
    if !from_graveyard {
        return Ok(trigger);
    }
    if !matches!(trigger, TriggerAst::Beginning(..)) {
        return p.err("a trigger from the graveyard other than \"at the beginning of\"");
    }
    Ok(TriggerAst::InGraveyard(Box::new(trigger)))
}
