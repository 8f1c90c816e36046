//! Grammar for static abilities (CR 604): anthems, grants, restrictions, cost changes,
//! "enters tapped", additional land drops.

pub(crate) mod activation_bans;
pub(crate) mod blocking;
pub(crate) mod cda;
pub(crate) mod conditions;
pub(crate) mod enters_tapped;
pub(crate) mod game_rules;
pub(crate) mod granted;
pub(crate) mod granted_triggers;
pub(crate) mod library_top;
pub(crate) mod untargetable;
pub(crate) mod zone_prohibitions;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::keywords::{keyword_list, keyword_name, mana_symbols};
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{obj_ref, object_phrase, pt_amount};
use grimoire_engine::{CardType, Keyword, ManaSymbol, Step};

/// A static ability line: one sentence, possibly granting several things.
pub fn static_line(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    let mut out = static_sentence(p)?;
    // CR 611.3a: a static ability that gives spells something ("Instant and sorcery spells
    // you control have lifelink") affects objects on the stack; the layer system applies
    // static abilities to permanents only, so such a card would ignore its own text.
    let on_spells = |s: &StaticAst| {
        matches!(s, StaticAst::Continuous(ObjRef::Each(ph), _)
            if ph.terms.iter().any(|t| t.noun == Some(Noun::Spell)))
    };
    if out.iter().any(on_spells) {
        return p.err("a static ability that affects spells on the stack is not applied yet (CR 611.3a)");
    }
    // A sentence ending in a quoted ability ends with the quotation's full stop.
    let ends_quoted = p.at_end() && p.pos > 0 && p.toks[p.pos - 1].tok == Tok::Punct('"');
    if !p.eat_punct('.') && !ends_quoted {
        return p.err("expected the end of the sentence");
    }
    // CR 702.16n: "Enchanted creature has protection from white. This effect doesn't remove
    // White Ward." The protection doesn't make this Aura fall off.
    if p.looking_at("this effect doesn't remove ~ .") {
        let mut spared = false;
        for s in &mut out {
            if let StaticAst::Continuous(_, GrantAst::Keyword(k @ Keyword::Protection(_))) = s {
                let Keyword::Protection(q) = k.clone() else { unreachable!() };
                *k = Keyword::ProtectionSparing(q, None);
                spared = true;
            }
        }
        if !spared {
            return p.err("\"doesn't remove\" without a protection it gives");
        }
        p.pos += 6;
    }
    // CR 611.3b: "... as long as it's attacking. Otherwise, it gets -2/-1."
    if p.looking_at("otherwise , it") {
        p.pos += 3;
        crate::oracle::grammar::statics::conditions::otherwise(p, &mut out, grants)?;
        if !p.eat_punct('.') {
            return p.err("expected the end of the sentence");
        }
    }
    if !p.at_end() {
        return p.err("expected the end of the ability");
    }
    Ok(out)
}

/// A condition read only up to the next comma (an object phrase there would otherwise run
/// on into the effect: "you control a Mountain, creatures you control ...").
fn condition_to_comma(p: &mut Parser) -> PResult<ConditionAst> {
    let end = p.toks[p.pos..].iter().position(|t| t.tok == Tok::Punct(',')).map_or(p.toks.len(), |i| p.pos + i);
    let mut sub = Parser::new(&p.toks[..end], p.src, p.is_spell);
    sub.pos = p.pos;
    let c = crate::oracle::grammar::triggers::condition(&mut sub)?;
    if sub.pos != end {
        return sub.err("expected \",\"");
    }
    p.pos = sub.pos;
    Ok(c)
}

fn static_sentence(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    if let Some(s) = crate::oracle::grammar::combat::static_sentence(p) {
        return Ok(s);
    }
    // CR 611.3b: "As long as <condition>, <continuous effects>".
    if p.eat_seq("as long as") {
        // "As long as ~ is enchanted, it gets +2/+2" (CR 611.3b).
        let save = p.pos;
        if let Some(f) = crate::oracle::grammar::statics::conditions::self_is(p) {
            if p.eat_word("it") {
                let inner = grants(p, ObjRef::SelfRef)?;
                return while_it_is(p, f, inner, true);
            }
            p.pos = save;
        }
        let about_self = p.peek() == Some(&Tok::SelfRef);
        let mut about_attached = false;
        let c = match crate::oracle::grammar::statics::conditions::opponent_controls(p) {
            Some(c) => c,
            None => match crate::oracle::grammar::statics::conditions::attached_is(p) {
                Some(c) => {
                    about_attached = true;
                    c
                }
                None => crate::oracle::grammar::triggers::condition(p)?,
            },
        };
        // "As long as ~ is in your graveyard and you control a Mountain": both hold.
        let c = if p.eat_word("and") { ConditionAst::Both(Box::new(c), Box::new(condition_to_comma(p)?)) } else { c };
        p.expect_seq(",")?;
        // "As long as ~ has no shell counters on it, it gets ...": "it" is ~; "As long as
        // enchanted creature is a Wizard, it has ...": "it" is the enchanted creature.
        let inner = if about_self && p.eat_word("it") {
            grants(p, ObjRef::SelfRef)?
        } else if about_attached && p.eat_word("it") {
            grants(p, ObjRef::Attached)?
        } else {
            plain_static_sentence(p)?
        };
        return conditional(p, c, inner);
    }
    let inner = plain_static_sentence(p)?;
    if p.eat_seq("as long as") {
        // "<grants> as long as it's attacking": a state of the affected object.
        if let Some(f) = crate::oracle::grammar::statics::conditions::it_is(p) {
            return while_it_is(p, f, inner, false);
        }
        // CR 509.1b: "can't be blocked as long as defending player controls an enchantment".
        if let Some(f) = crate::oracle::grammar::statics::blocking::defender_controls(p) {
            return match crate::oracle::grammar::statics::blocking::under_defender(f, inner) {
                Some(out) => Ok(out),
                None => p.err("\"as long as defending player controls\" on something other than blocking"),
            };
        }
        let c = match crate::oracle::grammar::statics::conditions::opponent_controls(p) {
            Some(c) => c,
            None => crate::oracle::grammar::triggers::condition(p)?,
        };
        return conditional(p, c, inner);
    }
    if p.is_word("if") {
        p.pos += 1;
        if let Some(f) = crate::oracle::grammar::statics::conditions::it_is(p) {
            return while_it_is(p, f, inner, false);
        }
        // "~ doesn't untap during your untap step if it has a depletion counter on it."
        let c = crate::oracle::grammar::effects::counters::self_condition(p)?;
        return conditional(p, c, inner);
    }
    Ok(inner)
}

/// Continuous effects that apply to their objects only in a state (CR 611.3b); `self_only`:
/// the state is the source's, so every effect must be on the source.
fn while_it_is(p: &mut Parser, f: StateAst, inner: Vec<StaticAst>, self_only: bool) -> PResult<Vec<StaticAst>> {
    let ok = inner.iter().all(|s| match s {
        StaticAst::Continuous(o, _) => !self_only || *o == ObjRef::SelfRef,
        _ => false,
    });
    if !ok {
        return p.err("a state condition on something other than the affected object");
    }
    Ok(vec![StaticAst::WhileItIs(f, inner)])
}

/// Continuous effects under a condition; other static abilities can't be conditional yet.
fn conditional(p: &mut Parser, c: ConditionAst, inner: Vec<StaticAst>) -> PResult<Vec<StaticAst>> {
    if !inner.iter().all(|s| matches!(s, StaticAst::Continuous(..))) {
        return p.err("a conditional static ability that isn't a continuous effect");
    }
    Ok(vec![StaticAst::AsLongAs(c, inner)])
}

fn plain_static_sentence(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    // CR 614.12a: "As ~ enters the battlefield, choose a color."
    if let Ok(s) = p.attempt(crate::oracle::grammar::choices::enters_with_choice) {
        return Ok(vec![s]);
    }
    // CR 604.3: "~'s power and toughness are each equal to ..."
    if crate::oracle::grammar::statics::cda::at_cda(p) {
        return Ok(vec![crate::oracle::grammar::statics::cda::cda(p)?]);
    }
    // CR 614.1c
    // CR 614.1c, 707.5: "You may have ~ enter the battlefield as a copy of any creature on
    // the battlefield."
    if p.eat_seq("you may have ~ enter the battlefield as a copy of any")
        || p.eat_seq("you may have ~ enter as a copy of any")
    {
        let phrase = object_phrase(p)?;
        p.eat_seq("on the battlefield");
        return Ok(vec![StaticAst::EntersAsCopy(phrase)]);
    }
    // CR 614.1c, 614.12: "enters tapped unless ...", "As ~ enters, you may pay 2 life. ...".
    if let Ok(s) = p.attempt(crate::oracle::grammar::statics::enters_tapped::conditional_enters_tapped) {
        return Ok(vec![s]);
    }
    if p.eat_seq("~ enters tapped") || p.eat_seq("~ enters the battlefield tapped") {
        // CR 614.1c: "~ enters the battlefield tapped with two charge counters on it." (the
        // vivid lands, the depletion lands): two replacement effects on how it enters.
        if p.eat_word("with") {
            let n = crate::oracle::grammar::phrases::objects::amount(p)?;
            let kind = crate::oracle::grammar::effects::counters::counter_kind(p)?;
            // CR 122.1d: stun counters replace untapping, which the engine doesn't know yet.
            if kind == "stun" {
                return p.err("stun counters");
            }
            p.expect_seq("on it")?;
            return Ok(vec![StaticAst::EntersTapped, StaticAst::EntersWithCounters(kind, n)]);
        }
        return Ok(vec![StaticAst::EntersTapped]);
    }
    // CR 305.2
    if p.eat_seq("you may play an additional land on each of your turns") {
        return Ok(vec![StaticAst::AdditionalLand(1)]);
    }
    if p.eat_seq("you may play two additional lands on each of your turns") {
        return Ok(vec![StaticAst::AdditionalLand(2)]);
    }
    if p.eat_seq("~ can't be countered") {
        return Ok(vec![StaticAst::CantBeCountered]);
    }
    // CR 614.1b
    for (words, step) in [("skip your draw step", Step::Draw), ("skip your upkeep step", Step::Upkeep)] {
        if p.eat_seq(words) {
            return Ok(vec![StaticAst::SkipStep(step)]);
        }
    }
    if let Some(s) = library_top::library_top(p) {
        return Ok(s);
    }
    if let Some(s) = crate::oracle::grammar::turn::static_rule(p) {
        return Ok(vec![s]);
    }
    if let Some(s) = activation_bans::activation_ban(p) {
        return Ok(vec![s]);
    }
    if let Some(s) = zone_prohibitions::zone_prohibition(p) {
        return Ok(vec![s]);
    }
    if let Some(s) = crate::oracle::grammar::statics::game_rules::rule_statics(p) {
        return Ok(vec![s]);
    }
    // CR 702.18b, 702.11c: keywords of players.
    if p.eat_seq("you have") {
        return Ok(vec![StaticAst::PlayerKeyword(keyword_name(p)?)]);
    }
    // CR 614.1a
    if p.eat_seq("if a player would gain life , that player gains no life instead")
        || p.eat_seq("players can't gain life")
    {
        return Ok(vec![StaticAst::NoLifeGain(PlayersAst::Any)]);
    }
    if p.eat_seq("your opponents can't gain life") {
        return Ok(vec![StaticAst::NoLifeGain(PlayersAst::Opponent)]);
    }
    let save = p.pos;
    let cond = if p.eat_word("if") {
        let c = crate::oracle::grammar::triggers::condition(p);
        if c.is_err() || !p.eat_punct(',') {
            p.pos = save;
            None
        } else {
            c.ok()
        }
    } else {
        None
    };
    if p.eat_seq("damage that would reduce your life total to less than 1 reduces it to 1 instead") {
        return Ok(vec![StaticAst::LifeFloorOne(cond)]);
    }
    p.pos = save;
    if let Ok(r) = p.attempt(crate::oracle::grammar::replacement::replacement_static) {
        return Ok(r);
    }
    // CR 502.3: "You may choose not to untap ~ during your untap step."
    if p.eat_seq("you may choose not to untap ~ during your untap step") {
        return Ok(vec![StaticAst::MayNotUntap]);
    }
    // CR 615.1a
    if p.eat_seq("prevent all damage that would be dealt to you") {
        return Ok(vec![StaticAst::PreventDamageToYou]);
    }
    // CR 702.98a, 702.136a: unleash and riot, as their keywords are defined.
    if p.eat_seq("you may have ~ enter the battlefield with an additional") {
        let kind = crate::oracle::grammar::effects::counters::counter_kind(p)?;
        p.expect_seq("on it")?;
        let otherwise = p.eat_seq(". if you don't , it gains haste").then_some(grimoire_engine::Keyword::Haste);
        return Ok(vec![StaticAst::MayEnterWithCounter(kind, otherwise)]);
    }
    if p.looking_at("~ enters with") || p.looking_at("~ enters the battlefield with") {
        p.pos += if p.looking_at("~ enters with") { 3 } else { 5 };
        let (kind, n) = entering_counters(p)?;
        return Ok(vec![StaticAst::EntersWithCounters(kind, n)]);
    }
    // CR 613.1b: "You control enchanted creature."
    if p.looking_at("you control enchanted") {
        p.pos += 2;
        let what = obj_ref(p)?;
        return Ok(vec![StaticAst::Continuous(what, GrantAst::Control)]);
    }
    if let Ok(c) = p.attempt(cost_change) {
        return Ok(vec![c]);
    }
    if let Ok(c) = p.attempt(combat_cost) {
        return Ok(vec![c]);
    }
    // Lure (CR 509.1c): "All creatures able to block <object> do so."
    if p.eat_seq("all creatures able to block") {
        let what = obj_ref(p)?;
        p.expect_seq("do so")?;
        return Ok(vec![StaticAst::Continuous(what, GrantAst::Restriction(RestrictionAst::MustBeBlockedByAll))]);
    }
    let subject = p.attempt(subject)?;
    // CR 602.5: "Enchanted creature's activated abilities can't be activated."
    if p.eat_seq("'s activated abilities can't be activated") {
        return Ok(vec![StaticAst::Continuous(subject, GrantAst::Restriction(RestrictionAst::NoActivatedAbilities))]);
    }
    grants(p, subject)
}

/// Costs to attack or block (CR 508.1d, 509.1c): "<creatures> can't attack you [or
/// planeswalkers you control] unless their controller pays {2} for each creature they
/// control that's attacking you [, where X is ...]", "<creature> can't attack [or block]
/// unless its controller pays {3}".
fn combat_cost(p: &mut Parser) -> PResult<StaticAst> {
    let affected = subject(p)?;
    let (attack, block) = if p.eat_seq("can't attack or block") {
        (true, true)
    } else if p.eat_seq("can't attack") {
        (true, false)
    } else if p.eat_seq("can't block") {
        (false, true)
    } else {
        return p.err("expected \"can't attack\"");
    };
    let mut defender = None;
    let mut planeswalkers = false;
    if attack && !block && p.eat_word("you") {
        defender = Some(PlayersAst::You);
        planeswalkers = p.eat_seq("or planeswalkers you control");
    }
    p.expect_seq("unless")?;
    if !(p.eat_seq("their controller pays") || p.eat_seq("its controller pays")) {
        return p.err("expected \"unless their controller pays\"");
    }
    let cost = mana_symbols(p)?;
    if defender.is_some()
        && !(p.eat_seq("for each creature they control that's attacking you")
            || p.eat_seq("for each of those creatures"))
    {
        return p.err("expected \"for each creature they control that's attacking you\"");
    }
    let per_card_in_hand = defender.is_none() && p.eat_seq("for each card in your hand");
    let x = if p.eat_punct(',') {
        p.expect_seq("where X is")?;
        crate::oracle::grammar::phrases::objects::amount_expr(p)?
    } else {
        AmountAst::Num(0)
    };
    let has_x = cost.symbols.contains(&ManaSymbol::X);
    if has_x == (x == AmountAst::Num(0)) {
        return p.err("{X} without its definition");
    }
    Ok(StaticAst::CombatCost { attack, block, affected, defender, planeswalkers, cost, x, per_card_in_hand })
}

/// "<spells> [you cast|your opponents cast] cost {N} more/less [to cast]" (CR 601.2f).
fn cost_change(p: &mut Parser) -> PResult<StaticAst> {
    let phrase = object_phrase(p)?;
    let whose = if p.eat_seq("you cast") {
        PlayersAst::You
    } else if p.eat_seq("your opponents cast") {
        PlayersAst::Opponent
    } else {
        PlayersAst::Any
    };
    p.expect_seq("cost")?;
    let m = mana_symbols(p)?;
    let n = match m.symbols.as_slice() {
        [ManaSymbol::Generic(n)] => *n as i32,
        _ if m.symbols.iter().all(|s| matches!(s, ManaSymbol::Colored(_) | ManaSymbol::Generic(_))) => {
            // "cost {W} more": coloured mana added to the cost (CR 601.2f).
            p.expect_seq("more")?;
            p.eat_seq("to cast");
            return Ok(StaticAst::CostIncrease(phrase, whose, m));
        }
        _ => return p.err("expected a generic amount"),
    };
    let n = if p.eat_word("more") {
        n
    } else if p.eat_word("less") {
        -n
    } else {
        return p.err("expected \"more\" or \"less\"");
    };
    p.eat_seq("to cast");
    Ok(StaticAst::CostChange(phrase, whose, n))
}

/// The affected objects: `~`, "enchanted creature", or a plural phrase ("Other Merfolk",
/// "Creatures you control").
pub(crate) fn subject(p: &mut Parser) -> PResult<ObjRef> {
    if p.peek() == Some(&Tok::SelfRef)
        || p.is_word("enchanted")
        || p.is_word("equipped")
        || p.is_word("each")
        || p.is_word("all")
    {
        return obj_ref(p);
    }
    Ok(ObjRef::Each(object_phrase(p)?))
}

/// "get(s) +N/+M [and have/has <keywords>]", "have/has <keywords>", "can't block"...
fn grants(p: &mut Parser, subject: ObjRef) -> PResult<Vec<StaticAst>> {
    let mut out = Vec::new();
    loop {
        if p.eat_word("gets") || p.eat_word("get") {
            // "get an additional +1/+1": another bonus beside one given before.
            p.eat_seq("an additional");
            let Some(Tok::Pt(a, b)) = p.bump() else {
                return p.err("expected +N/+N");
            };
            match (pt_amount(a), pt_amount(b)) {
                (Some(x), Some(y)) => {
                    // "for each Forest you control", ", where X is ..." (CR 613.4c, counted continuously).
                    let (x, y) = crate::oracle::grammar::statics::granted::pt_scaling(p, &subject, x, y)?;
                    out.push(StaticAst::Continuous(subject.clone(), GrantAst::Pt(x, y)))
                }
                _ => return p.err("expected +N/+N"),
            }
        } else if let Some(c) = crate::oracle::grammar::statics::granted::is_color(p) {
            // CR 105.3, 613.1e: "is black" — the colour replaces the object's colours.
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Colors(vec![c])));
        } else if let Some(g) = crate::oracle::grammar::statics::game_rules::are_color(p) {
            out.push(StaticAst::Continuous(subject.clone(), g));
        } else if let Some(g) = crate::oracle::grammar::choices::chosen_grant(p) {
            out.push(StaticAst::Continuous(subject.clone(), g));
        } else if p.eat_seq("isn't a creature") {
            // CR 205.1a: the Gods of Theros ("As long as your devotion to white is less than
            // five, ~ isn't a creature").
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::RemoveTypes(vec![CardType::Creature])));
        } else if let Some(types) = types_in_addition(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::AddTypes(types)));
        } else if let Some(sub) = land_type_in_addition(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::AddSubtypes(vec![sub])));
        } else if let Some(t) = land_type_set(p) {
            // CR 305.7: "Nonbasic lands are Mountains."
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::SetLandTypes(vec![t])));
        } else if let Some(t) = creature_type_set(p) {
            // CR 205.1b: "Enchanted creature is a Treefolk [with base power and toughness 0/4]".
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::SetCreatureTypes(vec![t])));
            if p.eat_seq("with base power and toughness") {
                let Some(Tok::Pt(a, b)) = p.bump() else {
                    return p.err("expected N/M");
                };
                let (Some(AmountAst::Num(x)), Some(AmountAst::Num(y))) = (pt_amount(a), pt_amount(b)) else {
                    return p.err("expected N/M");
                };
                out.push(StaticAst::Continuous(subject.clone(), GrantAst::BasePt(x, y)));
            }
        } else if let Some(grants) = crate::oracle::grammar::effects::becomes::static_still_lands(p) {
            // CR 205.1b, 613.1d-e, 613.4b: "Forests you control are 1/1 green Elf creatures
            // that are still lands."
            out.extend(grants.into_iter().map(|g| StaticAst::Continuous(subject.clone(), g)));
        } else if p.looking_at("are") && matches!(p.peek_n(1), Some(Tok::Pt(..))) && p.is_word_n(2, "creatures") {
            // "All Forests are 1/1 creatures that are still lands." (CR 613.1d, 613.4b)
            p.pos += 1;
            let Some(Tok::Pt(a, b)) = p.bump() else { unreachable!() };
            let (Some(AmountAst::Num(x)), Some(AmountAst::Num(y))) = (pt_amount(a), pt_amount(b)) else {
                return p.err("expected N/M");
            };
            p.pos += 1;
            p.expect_seq("that are still lands")?;
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::AddTypes(vec![CardType::Creature])));
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::BasePt(x, y)));
        } else if p.eat_seq("loses all abilities") || p.eat_seq("lose all abilities") {
            // CR 613.1f
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::LoseAllAbilities));
        } else if p.eat_seq("has base power and toughness") || p.eat_seq("have base power and toughness") {
            // CR 613.4b
            let Some(Tok::Pt(a, b)) = p.bump() else {
                return p.err("expected N/M");
            };
            let (Some(AmountAst::Num(x)), Some(AmountAst::Num(y))) = (pt_amount(a), pt_amount(b)) else {
                return p.err("expected N/M");
            };
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::BasePt(x, y)));
        } else if p.eat_seq("has base power and base toughness each equal to its mana value")
            || p.eat_seq("have base power and base toughness each equal to their mana value")
        {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::BasePtManaValue));
        } else if p.eat_word("has") || p.eat_word("have") {
            if p.peek() == Some(&Tok::Punct('"')) {
                let g = crate::oracle::grammar::statics::granted::quoted_ability(p, &subject)?;
                out.push(StaticAst::Continuous(subject.clone(), g));
            } else {
                for k in keyword_list(p)? {
                    out.push(StaticAst::Continuous(subject.clone(), GrantAst::Keyword(k)));
                }
            }
        } else if p.eat_seq("its activated abilities can't be activated") {
            let r = RestrictionAst::NoActivatedAbilities;
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Restriction(r)));
        } else if let Some(r) = crate::oracle::grammar::combat::static_restriction(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Restriction(r)));
        } else if let Some(r) = crate::oracle::grammar::statics::game_rules::as_though(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Restriction(r)));
        } else if let Some(gs) = crate::oracle::grammar::statics::blocking::block_rules(p) {
            // CR 509.1b: "can't be blocked by Walls", "can't block black creatures".
            out.extend(gs.into_iter().map(|g| StaticAst::Continuous(subject.clone(), g)));
        } else if let Some(r) = crate::oracle::grammar::statics::untargetable::untargetable_by_color(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Restriction(r)));
        } else if let Some(r) = crate::oracle::grammar::combat::board::board_restriction(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Restriction(r)));
        } else if let Some(r) = restriction(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Restriction(r)));
        } else {
            return p.err("expected \"gets\", \"has\" or a restriction");
        }
        if !p.eat_word("and") && !crate::oracle::grammar::statics::granted::list_comma(p) {
            break;
        }
    }
    Ok(out)
}

/// "is a creature in addition to its other types", "are enchantments in addition to their
/// other types" (CR 205.1b).
fn types_in_addition(p: &mut Parser) -> Option<Vec<CardType>> {
    let save = p.pos;
    let singular = p.eat_word("is");
    if !singular && !p.eat_word("are") {
        return None;
    }
    if singular && !(p.eat_word("a") || p.eat_word("an")) {
        p.pos = save;
        return None;
    }
    let word = p.word().unwrap_or_default();
    let name = if singular { word.clone() } else { word.strip_suffix('s').unwrap_or(&word).to_string() };
    let mut cap = name.chars();
    let name = cap.next().map(|c| c.to_uppercase().collect::<String>() + cap.as_str()).unwrap_or_default();
    let t = CardType::from_name(&name);
    let tail = if singular { "in addition to its other types" } else { "in addition to their other types" };
    if let Some(t) = t {
        p.pos += 1;
        if p.eat_seq(tail) {
            return Some(vec![t]);
        }
    }
    p.pos = save;
    None
}

/// "are Mountains" / "is a Mountain" (not "in addition"): the land types become this one
/// (CR 305.7).
fn land_type_set(p: &mut Parser) -> Option<grimoire_engine::BasicLandType> {
    let save = p.pos;
    let plural = p.eat_word("are");
    if !plural && !(p.eat_word("is") && (p.eat_word("a") || p.eat_word("an"))) {
        p.pos = save;
        return None;
    }
    let w = p.word().unwrap_or_default();
    let w = if plural && w != "plains" { w.strip_suffix('s').unwrap_or(&w).to_string() } else { w };
    set_not_in_addition(p, save, grimoire_engine::BasicLandType::from_name(&w))
}

/// "is a Treefolk" (not "in addition"): the creature types become this one (CR 205.1b).
fn creature_type_set(p: &mut Parser) -> Option<String> {
    let save = p.pos;
    if !(p.eat_word("is") && (p.eat_word("a") || p.eat_word("an"))) {
        p.pos = save;
        return None;
    }
    let t = match p.peek() {
        Some(Tok::Word(w)) => subtypes::lookup(w).filter(|t| grimoire_engine::BasicLandType::from_name(t).is_none()),
        _ => None,
    };
    set_not_in_addition(p, save, t)
}

/// The type read at the cursor, taken if it isn't followed by "in addition" (which adds the
/// type instead of setting it); otherwise the cursor goes back to `save`.
fn set_not_in_addition<T>(p: &mut Parser, save: usize, t: Option<T>) -> Option<T> {
    match t {
        Some(t) if !(p.is_word_n(1, "in") && p.is_word_n(2, "addition")) => {
            p.pos += 1;
            Some(t)
        }
        _ => {
            p.pos = save;
            None
        }
    }
}

/// "is a Swamp in addition to its other land types" (CR 305.7, 613.1d).
fn land_type_in_addition(p: &mut Parser) -> Option<String> {
    let save = p.pos;
    if p.eat_word("is") && p.eat_word("a") {
        if let Some(w) = p.word() {
            if let Some(t) = grimoire_engine::BasicLandType::from_name(&w) {
                p.pos += 1;
                if p.eat_seq("in addition to its other land types") {
                    return Some(t.name().to_string());
                }
            }
        }
    }
    p.pos = save;
    None
}

fn restriction(p: &mut Parser) -> Option<RestrictionAst> {
    // CR 508.1c: "can't attack unless defending player controls an Island".
    if p.looking_at("can't attack unless defending player controls") {
        let save = p.pos;
        p.pos += 6;
        let _ = p.eat_word("a") || p.eat_word("an");
        if let Some(Tok::Word(w)) = p.peek() {
            if let Some(t) = grimoire_engine::BasicLandType::from_name(w) {
                p.pos += 1;
                return Some(RestrictionAst::CantAttackUnlessDefenderControls(t));
            }
        }
        p.pos = save;
    }
    for (words, r) in [
        // CR 508.1c, 509.1b, 506.5: restrictions on the declaration as a whole.
        ("can't attack or block alone", RestrictionAst::CantAttackOrBlockAlone),
        ("can't attack alone", RestrictionAst::CantAttackAlone),
        ("can't block alone", RestrictionAst::CantBlockAlone),
        (
            "can't attack unless a creature with greater power also attacks",
            RestrictionAst::CantAttackUnlessGreaterPowerAttacks,
        ),
        (
            "can't block unless a creature with greater power also blocks",
            RestrictionAst::CantBlockUnlessGreaterPowerBlocks,
        ),
        ("can't attack or block", RestrictionAst::CantAttackOrBlock),
        ("can't block", RestrictionAst::CantBlock),
        ("can't attack", RestrictionAst::CantAttack),
        ("can't be blocked by more than one creature", RestrictionAst::MaxOneBlocker),
        ("can't be blocked", RestrictionAst::Unblockable),
        ("can block only creatures with flying", RestrictionAst::CanBlockOnlyFlyers),
        ("attacks each combat if able", RestrictionAst::AttacksEachCombat),
        ("attack each combat if able", RestrictionAst::AttacksEachCombat),
        ("blocks each combat if able", RestrictionAst::BlocksEachCombat),
        ("block each combat if able", RestrictionAst::BlocksEachCombat),
        ("must be blocked if able", RestrictionAst::MustBeBlocked),
        ("doesn't untap during your untap step", RestrictionAst::DoesntUntap),
        ("doesn't untap during its controller's untap step", RestrictionAst::DoesntUntap),
        ("don't untap during their controllers' untap steps", RestrictionAst::DoesntUntap),
    ] {
        if p.eat_seq(&words.replace("'s", " 's").replace("s'", "s 's")) {
            return Some(r);
        }
    }
    None
}

/// After "enters with" (CR 614.1c): "two +1/+1 counters on it", "a +1/+1 counter on it for
/// each color of mana spent to cast it", "a number of +1/+1 counters on it equal to the amount
/// of mana spent to cast it": the kind of counter and how many.
pub(crate) fn entering_counters(p: &mut Parser) -> PResult<(String, AmountAst)> {
    use crate::oracle::grammar::effects::counters::{counter_kind, for_each_unit, times};
    if p.eat_seq("a number of") {
        let kind = counter_kind(p)?;
        p.expect_seq("on it")?;
        let n = crate::oracle::grammar::phrases::objects::equal_to(p)?;
        return Ok((kind, n));
    }
    let n = crate::oracle::grammar::phrases::objects::amount(p)?;
    let kind = counter_kind(p)?;
    p.expect_seq("on it")?;
    if p.eat_seq("for each") {
        let unit = for_each_unit(p)?;
        let n = times(n, unit).ok_or(()).or_else(|_| p.err("a number of counters for each unit not read yet"))?;
        return Ok((kind, n));
    }
    Ok((kind, n))
}
