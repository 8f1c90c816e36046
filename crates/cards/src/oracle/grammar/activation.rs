//! Grammar for the sentences after an activated ability's effect that say who may
//! activate it and when (CR 602.2, 602.5b, 602.5d): "Activate only as a sorcery.",
//! "Activate only during your turn and only once each turn.", "Activate no more than twice
//! each turn.", "Any player may activate this ability but only during their draw step."

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::Step;

/// Whether the cursor is at a restriction sentence (so an effect ends before it).
pub(crate) fn at_restriction(p: &Parser) -> bool {
    p.looking_at("activate only")
        || p.looking_at("activate no more")
        || p.looking_at("any player may activate")
        || p.looking_at("spend this mana only")
        || p.looking_at("this mana can't be spent")
}

/// One restriction sentence, recorded in `a`, up to and including its full stop.
pub(crate) fn restriction_sentence(p: &mut Parser, a: &mut ActivatedAst) -> PResult<()> {
    if p.eat_seq("any player may activate this ability") {
        // CR 602.2: "unless the object specifically says otherwise".
        a.any_player = true;
        if p.eat_word("but") {
            only_clauses(p, a)?;
        }
    } else if p.eat_seq("activate no more than") {
        let n = times(p)?;
        p.expect_seq("each turn")?;
        a.max_per_turn = Some(n);
    } else if p.eat_word("activate") {
        only_clauses(p, a)?;
    } else if p.eat_seq("spend this mana only") {
        a.spend = Some(spend_clauses(p)?);
    } else if p.eat_seq("this mana can't be spent to cast") {
        // Powerstones: every other spell, every ability and every other cost may use it.
        let _ = p.eat_word("a") || p.eat_word("an");
        a.spend =
            Some(SpendAst { spells: Some(spells(p)?), abilities: Some(None), uncounterable: false, except: true });
    } else {
        return p.err("unsupported activation restriction");
    }
    p.expect_seq(".")
}

/// After "Spend this mana only" (CR 106.6): "to cast a creature spell", "to cast artifact
/// spells or activate abilities of artifacts", "to activate abilities", "to cast a creature
/// spell of the chosen type, and that spell can't be countered".
fn spend_clauses(p: &mut Parser) -> PResult<SpendAst> {
    let mut s = SpendAst { spells: None, abilities: None, uncounterable: false, except: false };
    p.expect_seq("to")?;
    loop {
        if p.eat_word("cast") {
            if s.spells.is_some() {
                return p.err("two kinds of spells for one mana");
            }
            let _ = p.eat_word("a") || p.eat_word("an");
            s.spells = Some(spells(p)?);
        } else if p.eat_seq("activate abilities") || p.eat_seq("activate an ability") {
            if s.abilities.is_some() {
                return p.err("two kinds of abilities for one mana");
            }
            s.abilities = Some(if p.eat_word("of") {
                let _ = p.eat_word("a") || p.eat_word("an");
                Some(crate::oracle::grammar::phrases::objects::object_phrase(p)?)
            } else {
                None
            });
        } else {
            return p.err("unsupported way to spend mana");
        }
        let save = p.pos;
        if p.eat_word("or") {
            let _ = p.eat_word("to");
            continue;
        }
        p.pos = save;
        break;
    }
    if p.eat_seq(", and that spell can't be countered") {
        if s.spells.is_none() {
            return p.err("no spell to be uncounterable");
        }
        s.uncounterable = true;
    }
    Ok(s)
}

/// "a creature spell", "artifact spells", "an instant or sorcery spell": in "instant or
/// sorcery spell" the first alternative's type word is read as its noun, so every
/// alternative is made a spell of its type.
fn spells(p: &mut Parser) -> PResult<ObjectPhrase> {
    let mut ph = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
    if ph.terms.last().and_then(|t| t.noun.as_ref()) != Some(&Noun::Spell) {
        return p.err("mana spent on something other than spells");
    }
    for t in ph.terms.iter_mut() {
        match t.noun.take() {
            Some(Noun::Type(ty)) => t.adjs.push(Desc::Type(ty, true)),
            Some(Noun::Subtype(st)) => t.adjs.push(Desc::Subtype(st, true)),
            Some(Noun::Spell) => {}
            _ => return p.err("mana spent on something other than spells"),
        }
        t.noun = Some(Noun::Spell);
    }
    Ok(ph)
}

/// "twice", "three times", "N times".
fn times(p: &mut Parser) -> PResult<u32> {
    if p.eat_word("once") {
        return Ok(1);
    }
    if p.eat_word("twice") {
        return Ok(2);
    }
    let n = crate::oracle::grammar::phrases::objects::number(p)
        .ok_or(())
        .or_else(|_| p.err("expected a number of times"))?;
    p.expect_seq("times")?;
    Ok(n)
}

/// "only <clause> [, ][and only <clause>]...".
fn only_clauses(p: &mut Parser, a: &mut ActivatedAst) -> PResult<()> {
    p.expect_seq("only")?;
    only_clause(p, a)?;
    loop {
        let save = p.pos;
        let _ = p.eat_punct(',');
        let _ = p.eat_word("and");
        if p.eat_word("only") {
            only_clause(p, a)?;
        } else {
            p.pos = save;
            return Ok(());
        }
    }
}

/// One "only ..." clause.
fn only_clause(p: &mut Parser, a: &mut ActivatedAst) -> PResult<()> {
    if p.eat_seq("as a sorcery") {
        // CR 602.5d.
        a.sorcery_speed = true;
        return Ok(());
    }
    if p.eat_seq("once each turn") {
        a.once_per_turn = true;
        return Ok(());
    }
    if p.eat_seq("as an instant") {
        // CR 602.5e, 304.5: only with priority, which is when every ability is activated
        // here (mana abilities included: the payment planner never activates one with a
        // cost beyond {T}).
        return Ok(());
    }
    let c = if p.eat_word("during") {
        during(p)?
    } else if p.eat_word("if") {
        if p.eat_seq("it's not your turn") {
            ConditionAst::YourTurn(false)
        } else if let Some(c) = crate::oracle::grammar::costs::parts::enchanted_untapped(p) {
            c
        } else if p.eat_seq("you have no cards in hand") {
            ConditionAst::NoCardsInHand
        } else if p.eat_seq("~ is attacking or blocking") {
            ConditionAst::SelfInCombat { attacking: true, blocking: true }
        } else if p.eat_seq("~ is attacking") {
            ConditionAst::SelfInCombat { attacking: true, blocking: false }
        } else if p.eat_seq("~ is blocking") {
            ConditionAst::SelfInCombat { attacking: false, blocking: true }
        } else {
            crate::oracle::grammar::triggers::condition(p)?
        }
    } else {
        return p.err("unsupported activation restriction");
    };
    // CR 602.5b: every restriction must hold.
    a.condition = Some(match a.condition.take() {
        Some(old) => ConditionAst::Both(Box::new(old), Box::new(c)),
        None => c,
    });
    Ok(())
}

/// After "during": "your turn", "combat", "your upkeep", "any upkeep step", "an opponent's upkeep",
/// "their draw step" (the activating player's, for "any player may activate").
fn during(p: &mut Parser) -> PResult<ConditionAst> {
    if p.eat_seq("your turn") || p.eat_seq("their turn") {
        // "during your turn, before attackers are declared": before the declaration of
        // attackers (CR 508.1), none or some, of the turn's combat.
        if p.eat_seq(", before attackers are declared") {
            let declared = ConditionAst::History(HistoryAst::AttackersDeclared);
            return Ok(ConditionAst::Both(
                Box::new(ConditionAst::YourTurn(true)),
                Box::new(ConditionAst::Not(Box::new(declared))),
            ));
        }
        return Ok(ConditionAst::YourTurn(true));
    }
    if let Some(c) = crate::oracle::grammar::combat::during_combat(p) {
        return Ok(c);
    }
    if p.eat_word("combat") {
        // CR 506: the combat phase, anyone's turn.
        return Ok(ConditionAst::DuringCombat);
    }
    if p.eat_word("your") || p.eat_word("their") {
        return Ok(ConditionAst::YourStep(step(p)?));
    }
    if p.eat_word("any") {
        return Ok(ConditionAst::AnyStep(step(p)?));
    }
    if p.eat_seq("an opponent 's") {
        return Ok(ConditionAst::OpponentsStep(step(p)?));
    }
    p.err("unsupported \"during\" restriction")
}

/// A step's name: "upkeep [step]", "draw step", "end step".
fn step(p: &mut Parser) -> PResult<Step> {
    let s = if p.eat_word("upkeep") {
        Step::Upkeep
    } else if p.eat_word("draw") {
        Step::Draw
    } else if p.eat_word("end") {
        Step::End
    } else {
        return p.err("expected a step");
    };
    let _ = p.eat_word("step");
    Ok(s)
}
