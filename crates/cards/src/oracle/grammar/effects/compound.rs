//! One-shot effect compounds: several predicates of one subject joined by "and" (CR 611.2,
//! 613): "Target creature gets +2/+2 and gains trample until end of turn.", "~ gains flying
//! and loses trample until end of turn.", "Two target creatures each get -1/-1 until end of
//! turn."; and the one-shot predicates "loses <keyword>", "attacks this turn if able" (CR
//! 508.1d), "blocks this turn if able" (CR 509.1c), "can't be regenerated this turn" (CR
//! 701.19c).

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::effects::{object_verb, until};
use crate::oracle::grammar::keywords::keyword_list;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::recipient;

/// The verbs after a subject: one predicate, or several joined by "and" / "," sharing the
/// duration written last.
pub(crate) fn object_clause(p: &mut Parser, what: ObjRef) -> PResult<Vec<ActionAst>> {
    // "Two target creatures each get -1/-1": each of them gets the bonus.
    let several = matches!(&what, ObjRef::Target(t) if t.count.1 > 1) || matches!(what, ObjRef::Each(_));
    if several {
        p.eat_word("each");
    }
    let mut parts = predicate(p, &what)?;
    loop {
        let save = p.pos;
        let joined = p.eat_seq(", and") || p.eat_word("and") || p.eat_punct(',');
        if !joined {
            break;
        }
        match p.attempt(|p| predicate(p, &what)) {
            Ok(more) => parts.extend(more),
            Err(_) => {
                p.pos = save;
                break;
            }
        }
    }
    if parts.len() == 1 {
        return Ok(parts);
    }
    // "gets +1/-1 and gains flying until end of turn": the last duration is every part's
    // that states none.
    let mut last = until(p);
    if let (Until::Forever, Some(ActionAst::Grant { until: u, .. })) = (last, parts.last()) {
        last = *u;
    }
    for (i, part) in parts.iter_mut().enumerate() {
        match part {
            ActionAst::Grant { until: u, .. } if *u == Until::Forever => {
                // "Until end of turn, ~ becomes ... and loses flying.": the duration written
                // first is set by `until_end_of_turn_first`.
                if last == Until::Forever && crate::oracle::grammar::effects::becomes::until_end_of_turn_first(p) {
                    continue;
                }
                if last == Until::Forever {
                    return p.err("a compound effect without a duration");
                }
                *u = last;
            }
            ActionAst::Grant { .. } | ActionAst::SkipNextUntap { .. } => {}
            // "Reveka deals 2 damage to any target and doesn't untap during your next untap
            // step": the source acts first.
            ActionAst::DealDamage { .. } | ActionAst::DealDamageSplit { .. } if i == 0 && what == ObjRef::SelfRef => {}
            _ => return p.err("a compound of an action and other predicates"),
        }
    }
    if what == ObjRef::SelfRef {
        return Ok(parts);
    }
    let parts = parts
        .into_iter()
        .map(|a| match a {
            ActionAst::Grant { grant, until, .. } => ActionAst::Grant { what: ObjRef::It, grant, until },
            ActionAst::SkipNextUntap { .. } => ActionAst::SkipNextUntap { what: ObjRef::It },
            other => other,
        })
        .collect();
    Ok(vec![ActionAst::Compound { what, parts }])
}

/// One predicate: "gains flying and first strike" (one grant per keyword), "loses flying",
/// the requirements and restrictions of this file, or any single verb of `object_verb`.
fn predicate(p: &mut Parser, what: &ObjRef) -> PResult<Vec<ActionAst>> {
    if let Ok(acts) = p.attempt(|p| crate::oracle::grammar::effects::becomes::predicate(p, what)) {
        return Ok(acts);
    }
    let grant = |grant: GrantAst, until: Until| ActionAst::Grant { what: what.clone(), grant, until };
    for (words, r) in [
        ("attacks this turn if able", RestrictionAst::AttacksEachCombat),
        ("attack this turn if able", RestrictionAst::AttacksEachCombat),
        ("blocks this turn if able", RestrictionAst::BlocksEachCombat),
        ("block this turn if able", RestrictionAst::BlocksEachCombat),
        ("can't be regenerated this turn", RestrictionAst::CantBeRegenerated),
    ] {
        if p.eat_seq(words) {
            return Ok(vec![grant(GrantAst::Restriction(r), Until::EndOfTurn)]);
        }
    }
    // CR 502.3: "doesn't untap during its controller's next untap step"; "your" only of a
    // permanent of its own ability's controller ("~ doesn't untap during your next untap step").
    if p.eat_seq("doesn't untap during") || p.eat_seq("don't untap during") {
        // "Those creatures don't untap during their controller's next untap step" (each its
        // own controller's), "... during their controllers' next untap steps".
        let whose = [
            "its controller 's",
            "their controller 's",
            "their controllers '",
            "their",
            "that player 's",
            "its controllers '",
        ]
        .iter()
        .any(|w| p.eat_seq(w))
            || (*what == ObjRef::SelfRef && p.eat_word("your"));
        if !whose || !(p.eat_seq("next untap step") || p.eat_seq("next untap steps")) {
            return p.err("expected \"its controller's next untap step\"");
        }
        return Ok(vec![ActionAst::SkipNextUntap { what: what.clone() }]);
    }
    // "destroy target Knight and it can't be regenerated" (CR 701.19c): the destroy before.
    if matches!(what, ObjRef::It | ObjRef::That) && p.eat_seq("can't be regenerated") {
        return Ok(vec![ActionAst::NoRegeneration]);
    }
    let gains = p.is_word("gains") || p.is_word("gain");
    let loses = p.is_word("loses") || p.is_word("lose");
    if gains || loses {
        let save = p.pos;
        p.pos += 1;
        // "gains trample and \"{G}: Regenerate this creature.\"": keywords and quoted
        // abilities (CR 113.1a, 613.1f).
        let mut grants = Vec::new();
        loop {
            if gains && p.peek() == Some(&Tok::Punct('"')) {
                match p.attempt(|p| crate::oracle::grammar::statics::granted::quoted_ability(p, what)) {
                    Ok(g) => grants.push(g),
                    Err(_) => break,
                }
            } else {
                match p.attempt(keyword_list) {
                    Ok(ks) => grants.extend(ks.into_iter().map(|k| {
                        if gains {
                            GrantAst::Keyword(k)
                        } else {
                            GrantAst::LoseKeyword(k)
                        }
                    })),
                    Err(_) => break,
                }
            }
            let next = p.pos;
            if !(p.eat_word("and") || p.eat_punct(',')) {
                break;
            }
            p.eat_word("and");
            if p.peek() != Some(&Tok::Punct('"')) {
                p.pos = next;
                break;
            }
        }
        if !grants.is_empty() {
            let u = until(p);
            return Ok(grants.into_iter().map(|g| grant(g, u)).collect());
        }
        p.pos = save;
    }
    Ok(vec![object_verb(p, what.clone())?])
}

/// Damage recipients joined by "and": "to target creature and each player". A player who
/// then acts starts the next clause ("deals 2 damage to target creature and you gain 2
/// life").
pub(crate) fn recipients(p: &mut Parser, by: &ObjRef) -> PResult<Vec<Recipient>> {
    let mut to = vec![one_recipient(p, by)?];
    while p.looking_at("and") {
        let save = p.pos;
        p.pos += 1;
        match p.attempt(|p| one_recipient(p, by)) {
            Ok(r) if !at_player_verb(p) => to.push(r),
            _ => {
                p.pos = save;
                break;
            }
        }
    }
    Ok(to)
}

/// A recipient; "itself" is the source dealing the damage.
fn one_recipient(p: &mut Parser, by: &ObjRef) -> PResult<Recipient> {
    if *by == ObjRef::SelfRef && p.eat_word("itself") {
        return Ok(Recipient::Obj(ObjRef::SelfRef));
    }
    recipient(p)
}

/// Whether a verb of a player follows (the recipient was the subject of a new clause).
fn at_player_verb(p: &Parser) -> bool {
    ["gain", "gains", "lose", "loses", "draw", "draws", "discard", "discards", "sacrifice", "sacrifices"]
        .iter()
        .any(|w| p.is_word(w))
}

/// "and 1 damage to you": another amount of damage from the same source follows.
pub(crate) fn at_more_damage(p: &Parser) -> bool {
    p.looking_at("and")
        && !p.looking_at("and then")
        && (p.peek_n(1).is_some_and(|t| matches!(t, Tok::Num(_))) || p.is_word_n(1, "x"))
        && p.is_word_n(2, "damage")
}

/// "~ deals 1 damage to any target and 1 damage to you": different amounts to different
/// recipients, one damage event (CR 120.3). Only the source itself deals them here.
pub(crate) fn damage_split(p: &mut Parser, by: ObjRef, amount: AmountAst, to: Vec<Recipient>) -> PResult<ActionAst> {
    if by != ObjRef::SelfRef {
        return p.err("damage in different amounts from another object");
    }
    let mut parts = vec![(amount, to)];
    while at_more_damage(p) {
        p.pos += 1;
        let a = crate::oracle::grammar::phrases::objects::amount(p)?;
        p.expect_seq("damage to")?;
        parts.push((a, recipients(p, &by)?));
    }
    Ok(ActionAst::DealDamageSplit { parts })
}

/// "lands target player controls": the permanents of a player who is a target (or "that
/// player"); otherwise each object matching the phrase.
pub(crate) fn controlled_by_player(p: &mut Parser, phrase: ObjectPhrase) -> ObjRef {
    let save = p.pos;
    if p.looking_at("target") || p.looking_at("that player") {
        if let Ok(who) = p.attempt(crate::oracle::grammar::phrases::objects::player_ref) {
            if p.eat_word("controls") || p.eat_word("control") {
                return ObjRef::EachControlledBy(phrase, Box::new(who));
            }
        }
    }
    p.pos = save;
    ObjRef::Each(phrase)
}

/// "Until end of turn, Wizards you control gain \"{T}: Counter target spell.\"", "Until your
/// next turn, up to one target creature gets -5/-0.": the duration written first is every
/// grant's (CR 611.2a).
pub(crate) fn until_end_of_turn_first(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let first = if p.eat_seq("until your next turn ,") {
        Until::YourNextTurn
    } else {
        p.expect_seq("until end of turn ,")?;
        Until::EndOfTurn
    };
    let mut acts = crate::oracle::grammar::effects::clauses(p)?;
    fn set(a: &mut ActionAst, first: Until) -> bool {
        match a {
            ActionAst::Grant { until, .. } => {
                if *until == Until::Forever {
                    *until = first;
                }
                *until == first
            }
            ActionAst::Compound { parts, .. } => parts.iter_mut().all(|x| set(x, first)),
            _ => false,
        }
    }
    if !acts.iter_mut().all(|a| set(a, first)) {
        return p.err("a duration written first before something other than a continuous effect");
    }
    Ok(acts)
}
