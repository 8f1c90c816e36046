//! Grammar for damage redirection effects (CR 614.9) and "the next time" shields of
//! resolved abilities (CR 615.8, 609.7): "The next 1 damage that would be dealt to ~ this
//! turn is dealt to target creature you control instead", "The next time a source of your
//! choice would deal damage to you this turn, that damage is dealt to ~ instead", "All
//! damage that would be dealt to you this turn by target attacking creature is dealt to ~
//! instead", "..., that creature deals that damage to itself instead", "The next time a
//! creature of your choice with shadow would deal damage to you this turn, prevent that
//! damage".

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, obj_ref, recipient};
use crate::oracle::grammar::replacement::source_kind;
use grimoire_engine::Color;

/// A whole sentence that is a redirection (or a "next time" prevention this family adds),
/// with its period.
pub fn sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let a = effect(p)?;
    p.expect_seq(".")?;
    Ok(vec![a])
}

/// A redirection effect, without its period.
pub fn effect(p: &mut Parser) -> PResult<ActionAst> {
    if p.eat_word("prevent") {
        return prevent(p);
    }
    if p.eat_seq("the next time") {
        return next_time(p);
    }
    let (limit, combat_only) = if p.eat_seq("the next") {
        let n = amount(p)?;
        (RedirectLimitAst::Next(n), false)
    } else if p.eat_word("all") {
        (RedirectLimitAst::ThisTurn, p.eat_word("combat"))
    } else {
        return p.err("expected a redirection");
    };
    p.expect_seq("damage that would be dealt")?;
    // "this turn", "to R" and "by O" in any order.
    let mut this_turn = false;
    let mut to = Vec::new();
    let mut from = RedirectFromAst::Any;
    let mut filter = SourceAst::Any;
    loop {
        if p.eat_seq("this turn") {
            this_turn = true;
        } else if to.is_empty() && p.eat_word("to") {
            to = recipients(p)?;
        } else if from == RedirectFromAst::Any && filter == SourceAst::Any && p.eat_word("by") {
            (from, filter) = source(p)?;
        } else {
            break;
        }
    }
    if !this_turn {
        return p.err("expected \"this turn\"");
    }
    if to.is_empty() {
        return p.err("expected the damage's recipient");
    }
    p.expect_seq("is dealt to")?;
    let dest = destination(p)?;
    p.expect_seq("instead")?;
    Ok(ActionAst::Redirect(Box::new(RedirectAst { to, from, filter, combat_only, limit, dest })))
}

/// After "The next time": "<source> would deal [combat] damage [to R] this turn, <that
/// damage is dealt to D | it deals that damage to D> instead", "damage would be dealt to R
/// [and/or you] this turn, that damage is dealt to D instead", or "... prevent that damage"
/// for sources the older grammar doesn't read ("a creature of your choice with shadow").
fn next_time(p: &mut Parser) -> PResult<ActionAst> {
    let (from, filter, to, combat_only) = if p.eat_seq("damage would be dealt to") {
        (RedirectFromAst::Any, SourceAst::Any, recipients(p)?, false)
    } else {
        let (from, filter) = source(p)?;
        p.expect_seq("would deal")?;
        let combat_only = p.eat_word("combat");
        p.expect_seq("damage")?;
        let to = if p.eat_word("to") { recipients(p)? } else { Vec::new() };
        (from, filter, to, combat_only)
    };
    p.expect_seq("this turn ,")?;
    if p.eat_seq("prevent that damage") {
        // CR 615.8: a prevention shield; only for a chosen source of one recipient.
        if combat_only || to.len() > 1 {
            return p.err("a \"next time\" prevention the engine doesn't create");
        }
        return match from {
            RedirectFromAst::Chosen => Ok(ActionAst::PreventNextFrom { filter, to: to.into_iter().next() }),
            RedirectFromAst::Obj(o) if filter == SourceAst::Any => {
                Ok(ActionAst::PreventNextFromObj { from: o, to: to.into_iter().next() })
            }
            _ => p.err("a \"next time\" prevention the engine doesn't create"),
        };
    }
    let dest = if p.eat_seq("that damage is dealt to") {
        destination(p)?
    } else {
        // "that source / that creature / that spell / it deals that damage to D".
        if !(p.eat_seq("that source") || p.eat_seq("that creature") || p.eat_seq("that spell") || p.eat_word("it")) {
            return p.err("expected where the damage is dealt instead");
        }
        p.expect_seq("deals that damage to")?;
        if p.eat_word("itself") {
            RedirectToAst::SourceItself
        } else {
            destination(p)?
        }
    };
    p.expect_seq("instead")?;
    let limit = RedirectLimitAst::NextTime;
    Ok(ActionAst::Redirect(Box::new(RedirectAst { to, from, filter, combat_only, limit, dest })))
}

/// After "Prevent": "the next N damage that would be dealt by ~ this turn" (CR 615.7), "all
/// damage that would be dealt [to R] [this turn] by a source of your choice [this turn]",
/// "all damage a source of your choice would deal this turn" (CR 615.1a, 609.7a).
fn prevent(p: &mut Parser) -> PResult<ActionAst> {
    if p.eat_seq("the next") {
        let n = amount(p)?;
        p.expect_seq("damage that would be dealt by")?;
        let by = obj_ref(p)?;
        p.expect_seq("this turn")?;
        return Ok(ActionAst::PreventNextBy { amount: n, by });
    }
    p.expect_seq("all damage")?;
    if !p.eat_seq("that would be dealt") {
        let filter = chosen_source(p)?;
        p.expect_seq("would deal this turn")?;
        return Ok(ActionAst::PreventAllChosen { to: None, filter });
    }
    let mut this_turn = p.eat_seq("this turn");
    let to = if p.eat_word("to") { Some(recipient(p)?) } else { None };
    this_turn |= p.eat_seq("this turn");
    p.expect_seq("by")?;
    let filter = chosen_source(p)?;
    this_turn |= p.eat_seq("this turn");
    if !this_turn {
        return p.err("expected \"this turn\"");
    }
    Ok(ActionAst::PreventAllChosen { to, filter })
}

/// "a [red] source of your choice": the kind of the chosen source.
fn chosen_source(p: &mut Parser) -> PResult<SourceAst> {
    let f = source_kind(p)?;
    p.expect_seq("of your choice")?;
    Ok(f)
}

/// The damage's recipients: "~ and/or you", or one recipient.
fn recipients(p: &mut Parser) -> PResult<Vec<Recipient>> {
    if p.eat_seq("an opponent") {
        return Ok(vec![Recipient::Player(PlayerRef::EachOpponent)]);
    }
    let first = recipient(p)?;
    if p.eat_word("and/or") {
        let second = recipient(p)?;
        return Ok(vec![first, second]);
    }
    Ok(vec![first])
}

/// The watched source: "a [red] source of your choice", "a creature of your choice with
/// shadow", "an instant or sorcery spell", "target attacking creature", "~".
fn source(p: &mut Parser) -> PResult<(RedirectFromAst, SourceAst)> {
    if p.eat_seq("a creature of your choice with shadow") {
        return Ok((RedirectFromAst::Chosen, SourceAst::CreatureWithShadow));
    }
    if let Ok(f) = p.attempt(source_kind) {
        if p.eat_seq("of your choice") {
            return Ok((RedirectFromAst::Chosen, f));
        }
        return Ok((RedirectFromAst::Any, f));
    }
    if p.peek() == Some(&Tok::SelfRef) || p.is_word("target") || p.is_word("it") {
        return Ok((RedirectFromAst::Obj(obj_ref(p)?), SourceAst::Any));
    }
    p.err("expected a source of damage")
}

/// Where the damage is dealt instead: "~", "target creature you control", "any target",
/// "you", "its owner" (of ~), "that source's controller", "its controller" (of the source).
fn destination(p: &mut Parser) -> PResult<RedirectToAst> {
    if p.is_word("another") {
        // CR 115.3: "another target" must differ from the other target, which target
        // checking doesn't know across target slots.
        return p.err("\"another target\" as the new recipient");
    }
    if p.eat_seq("that source 's controller") || p.eat_seq("its controller") {
        return Ok(RedirectToAst::SourceController);
    }
    if p.eat_seq("its owner") {
        let owner = PlayerRef::OwnerOf(Box::new(ObjRef::SelfRef));
        return Ok(RedirectToAst::Recipient(Recipient::Player(owner)));
    }
    Ok(RedirectToAst::Recipient(recipient(p)?))
}

/// After "If" in a static ability: "a [red] source / a [red] spell / a creature you control
/// would deal damage to <recipient>, it deals that much damage plus/minus N / double that
/// damage to that <recipient> instead", "a source would deal 4 or more damage to a
/// permanent or player, that source deals 3 damage to that permanent or player instead"
/// (CR 614.1a).
pub fn damage_change(p: &mut Parser) -> PResult<StaticAst> {
    let from = damage_source(p)?;
    p.expect_seq("would deal")?;
    let at_least = match p.peek() {
        Some(Tok::Num(n)) => {
            let n = *n;
            p.pos += 1;
            p.expect_seq("or more")?;
            Some(n)
        }
        _ => None,
    };
    p.expect_seq("damage to")?;
    let (to, that) = damage_recipient(p)?;
    p.expect_seq(",")?;
    let change = if let Some(n) = at_least {
        p.expect_seq("that source deals")?;
        let Some(Tok::Num(m)) = p.bump() else { return p.err("expected an amount of damage") };
        if *m + 1 != n {
            return p.err("\"N or more damage\" that isn't capped at N - 1");
        }
        let m = *m;
        p.expect_seq("damage")?;
        DamageChangeAst::Cap(m)
    } else {
        p.expect_seq("it deals")?;
        if p.eat_seq("double that damage") {
            DamageChangeAst::Double
        } else {
            p.expect_seq("that much damage")?;
            let plus = if p.eat_word("plus") {
                true
            } else {
                p.expect_seq("minus")?;
                false
            };
            let Some(Tok::Num(n)) = p.bump() else { return p.err("expected a number") };
            let n = *n;
            if plus {
                DamageChangeAst::Plus(n)
            } else {
                DamageChangeAst::Minus(n)
            }
        }
    };
    p.expect_seq("to")?;
    p.expect_seq(that)?;
    p.expect_seq("instead")?;
    Ok(StaticAst::DamageChange { from, to, change })
}

/// "a source", "a red source", "a spell" (an instant or sorcery: only those deal damage as
/// spells), "a red spell", "a creature [you control]".
fn damage_source(p: &mut Parser) -> PResult<SourceAst> {
    let _ = p.eat_word("a") || p.eat_word("an");
    let color = match p.word().as_deref() {
        Some(w @ ("white" | "blue" | "black" | "red" | "green")) => {
            let c = Color::from_name(w);
            p.pos += 1;
            c
        }
        _ => None,
    };
    let noun = if p.eat_word("source") {
        SourceNounAst::Source
    } else if p.eat_word("spell") {
        SourceNounAst::Spell
    } else if p.eat_word("creature") {
        if p.eat_seq("you control") {
            SourceNounAst::CreatureYouControl
        } else {
            SourceNounAst::Creature
        }
    } else {
        return p.err("expected a source");
    };
    Ok(SourceAst::Of(color, noun))
}

/// "a permanent or player" / "a creature you control" / "you", with the words that name it
/// again after the comma.
fn damage_recipient(p: &mut Parser) -> PResult<(DamagedAst, &'static str)> {
    if p.eat_seq("a permanent or player") {
        return Ok((DamagedAst::PermanentOrPlayer, "that permanent or player"));
    }
    if p.eat_seq("a creature you control") {
        return Ok((DamagedAst::CreatureYouControl, "that creature"));
    }
    if p.eat_word("you") {
        return Ok((DamagedAst::You, "you"));
    }
    p.err("expected what damage is dealt to")
}
