//! Grammar for keyword abilities and sentences about casting spells: kicker and multikicker
//! (CR 702.33),
//! buyback (CR 702.27), entwine (CR 702.42), bargain (CR 702.166), offspring (CR 702.175), flashback (CR 702.34), disturb (CR 702.146), evoke (CR 702.74), dash (CR 702.109), overload (CR 702.96), "as though it had flash" (CR 601.3) and the
//! "if ~ was kicked" conditions (CR 702.33e-f).

use crate::oracle::ast::*;
use crate::oracle::grammar::costs::cost;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};

/// A whole line of one of these keywords or permissions.
pub fn cast_keyword_line(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    let start = p.pos;
    let out = if p.eat_word("kicker") {
        kicker(p, start)?
    } else if p.eat_word("multikicker") {
        // CR 702.33c: "Multikicker {2}": a kicker cost that may be paid any number of times.
        let (c, text) = keyword_cost(p, start, "Multikicker")?;
        vec![StaticAst::Multikicker(c, text)]
    } else if p.eat_word("buyback") {
        let (c, text) = keyword_cost(p, start, "Buyback")?;
        vec![StaticAst::Buyback(c, text)]
    } else if p.eat_word("flashback") {
        let (c, text) = keyword_cost(p, start, "Flashback")?;
        vec![StaticAst::Flashback(c, text)]
    } else if p.eat_word("disturb") {
        // CR 702.146a: "Disturb {1}{U}": cast transformed from the graveyard for this cost.
        let (c, text) = keyword_cost(p, start, "Disturb")?;
        vec![StaticAst::Disturb(c, text)]
    } else if p.eat_word("evoke") {
        // CR 702.74a: "Evoke {2}{U}", "Evoke—Exile a blue card from your hand."
        let (c, text) = keyword_cost(p, start, "Evoke")?;
        vec![StaticAst::Evoke(c, text)]
    } else if p.eat_word("dash") {
        // CR 702.109a: "Dash {2}{B}": an alternative cost, and "As long as this permanent's
        // dash cost was paid, it has haste."
        let (c, text) = keyword_cost(p, start, "Dash")?;
        let haste = StaticAst::Continuous(ObjRef::SelfRef, GrantAst::Keyword(grimoire_engine::Keyword::Haste));
        vec![StaticAst::Dash(c, text), StaticAst::AsLongAs(ConditionAst::DashPaid, vec![haste])]
    } else if p.eat_word("blitz") {
        crate::oracle::grammar::keywords::blitz::blitz(p, start)?
    } else if p.eat_word("entwine") {
        // CR 702.42a: "Entwine {2}", "Entwine—Sacrifice three lands.": an optional
        // additional cost choosing all the modes of a modal spell.
        let (c, text) = keyword_cost(p, start, "Entwine")?;
        vec![StaticAst::Entwine(c, text)]
    } else if p.eat_word("overload") {
        // CR 702.96a: "Overload {1}{U}{U}{U}{U}".
        let (c, text) = keyword_cost(p, start, "Overload")?;
        vec![StaticAst::Overload(c, text)]
    } else if p.eat_seq("you may cast ~ as though it had flash") {
        // CR 601.3: a permission to cast it at instant speed, maybe for more.
        let extra = if p.eat_seq("if you pay") {
            let m = mana_symbols(p)?;
            p.expect_seq("more to cast it")?;
            m
        } else {
            Default::default()
        };
        p.expect_seq(".")?;
        let mut out = vec![StaticAst::FlashPermission(extra)];
        if crate::oracle::grammar::effects::delayed::flashed_sacrifice(p) {
            out.push(StaticAst::FlashedSacrifice);
        }
        out
    } else if p.eat_word("bargain") {
        vec![StaticAst::KeywordCost(PaidKeywordAst::Bargain, bargain_cost(p)?, "Bargain".into())]
    } else if p.eat_word("offspring") {
        // CR 702.175a: "Offspring {2}", an optional additional cost; its trigger is the
        // keyword's definition's second line (`front::keyword_definitions`).
        let (c, text) = keyword_cost(p, start, "Offspring")?;
        vec![StaticAst::KeywordCost(PaidKeywordAst::Offspring, c, text)]
    } else if p.eat_word("if") {
        kicked_counters(p)?
    } else {
        return p.err("expected a casting keyword");
    };
    if !p.at_end() {
        return p.err("expected the end of the line");
    }
    Ok(out)
}

/// CR 702.166a: bargain's cost, "sacrifice an artifact, enchantment, or token", read by the
/// cost grammar from the rule's words.
fn bargain_cost(p: &mut Parser) -> PResult<CostAst> {
    const WORDS: &str = "Sacrifice an artifact, enchantment, or token";
    let toks = crate::oracle::front::lexer::lex(WORDS);
    let mut sub = Parser::new(&toks, WORDS, p.is_spell);
    let c = cost(&mut sub)?;
    if !sub.at_end() || c.sacrifice.is_none() {
        return p.err("bargain's cost not read");
    }
    Ok(c)
}

/// "Kicker {2}", "Kicker—Sacrifice a land.", "Kicker {1}{U} and/or {B}" (CR 702.33b: two
/// kicker costs).
fn kicker(p: &mut Parser, start: usize) -> PResult<Vec<StaticAst>> {
    let (c, text) = keyword_cost(p, start, "Kicker")?;
    let mut out = vec![StaticAst::Kicker(c, text)];
    if p.eat_seq("and / or") || p.eat_seq("and/or") {
        let m = mana_symbols(p)?;
        if m.has_x() {
            return p.err("kicker costs with X are not supported");
        }
        let text = format!("Kicker {m}");
        out.push(StaticAst::Kicker(CostAst { mana: m, ..Default::default() }, text));
    }
    Ok(out)
}

/// The cost after a keyword: mana symbols, or "—" and a cost ending with a period. Only
/// costs a spell's caster can pay as it is cast (CR 601.2h): mana, life, sacrificing,
/// discarding or exiling other cards.
pub(crate) fn keyword_cost(p: &mut Parser, start: usize, keyword: &str) -> PResult<(CostAst, String)> {
    if p.eat_punct('—') {
        let c = cost(p)?;
        let text = p.text_from(start);
        p.expect_seq(".")?;
        if c.tap
            || c.untap
            || c.sacrifice_self
            || c.discard_self
            || c.exile_self
            || c.remove_counters.is_some()
            || c.more.tap_attached
            || c.more.activate_from.is_some()
            || c.more.x_part.is_some()
        {
            return p.err("a cost this spell can't pay as it is cast");
        }
        if c.mana.has_x() {
            return p.err("costs with X are not supported here");
        }
        return Ok((c, text));
    }
    let m = mana_symbols(p)?;
    if m.has_x() {
        return p.err("costs with X are not supported here");
    }
    let text = format!("{keyword} {m}");
    Ok((CostAst { mana: m, ..Default::default() }, text))
}

/// After "if": "~ was kicked, it enters the battlefield with N <kind> counters on it[ and
/// with <keywords>]." (CR 614.1c, 702.33e), or with a condition on this turn's history ("an
/// opponent was dealt damage this turn", bloodthirst, CR 702.54a).
fn kicked_counters(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    // Bloodthirst (CR 702.54a) reads "If an opponent was dealt damage this turn, ...".
    let c = if let Ok(c) = p.attempt(kicked_condition) {
        c
    } else if let Ok(c) = p.attempt(crate::oracle::grammar::mana::spent::condition) {
        c
    } else if let Some(c) = crate::oracle::grammar::triggers::whenever::source_is_type(p) {
        // Sunburst's definition (CR 702.44a): "If ~ is a creature, it enters with ...".
        c
    } else {
        crate::oracle::grammar::turn::condition(p)?
    };
    p.expect_seq(",")?;
    let it = p.eat_seq("it enters the battlefield with")
        || p.eat_seq("it enters with")
        || p.eat_seq("~ enters the battlefield with")
        || p.eat_seq("~ enters with");
    if !it {
        return p.err("expected \"it enters the battlefield with\"");
    }
    let (kind, n) = crate::oracle::grammar::statics::entering_counters(p)?;
    let mut out = vec![StaticAst::EntersWithCountersIf(kind, n, c.clone())];
    if p.eat_seq("and with") {
        // "... and with flying": it has the keyword as long as it was kicked.
        let grants = crate::oracle::grammar::keywords::keyword_list(p)?
            .into_iter()
            .map(|k| StaticAst::Continuous(ObjRef::SelfRef, GrantAst::Keyword(k)))
            .collect();
        out.push(StaticAst::AsLongAs(c, grants));
    }
    p.expect_seq(".")?;
    Ok(out)
}

/// "~ was kicked", "it was kicked", "~ was kicked with its {1}{U} kicker", "~ wasn't
/// kicked" (CR 702.33d, 702.33f), "~ was bargained" (CR 702.166b), "its offspring cost was
/// paid" (CR 702.175a), "you cast this spell during your main phase" (addendum, CR 207.2c,
/// 505.1), after "if": how the spell was cast.
pub fn kicked_condition(p: &mut Parser) -> PResult<ConditionAst> {
    if p.eat_seq("you cast this spell during your main phase") || p.eat_seq("you cast ~ during your main phase") {
        return Ok(ConditionAst::CastInYourMainPhase);
    }
    // CR 702.175a: "if its offspring cost was paid".
    if p.eat_seq("its offspring cost was paid") {
        return Ok(ConditionAst::KeywordCostPaid(PaidKeywordAst::Offspring));
    }
    if !(p.eat_seq("~") || p.eat_word("it")) {
        return p.err("expected what was kicked");
    }
    if p.eat_seq("wasn't kicked") || p.eat_seq("was not kicked") {
        return Ok(ConditionAst::NotKicked);
    }
    // CR 702.166b: "if this spell was bargained", "if it was bargained".
    if p.eat_seq("was bargained") {
        return Ok(ConditionAst::KeywordCostPaid(PaidKeywordAst::Bargain));
    }
    p.expect_seq("was kicked")?;
    if p.eat_seq("with its") {
        let m = mana_symbols(p)?;
        p.expect_seq("kicker")?;
        return Ok(ConditionAst::Kicked(Some(m)));
    }
    Ok(ConditionAst::Kicked(None))
}

/// "If this spell was kicked, <actions>", checked as the spell resolves (CR 702.33e); with
/// "instead" ("If it was kicked, destroy all lands instead."), an `Instead` whose
/// `otherwise` the caller fills with the sentence before. A spell's kicked part may have
/// targets, chosen only if it is kicked (CR 702.33g), and so may its part for being cast
/// during its caster's main phase ("you may exile up to one other target artifact").
pub fn if_kicked_sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("if")?;
    let c = kicked_condition(p)?;
    p.expect_seq(",")?;
    let mut instead = p.eat_word("instead");
    let acts = crate::oracle::grammar::effects::may_clauses(p)?;
    instead |= p.eat_word("instead");
    if format!("{acts:?}").contains("another target") {
        // CR 115.3: "another target" must differ from the spell's other targets, which
        // target checking doesn't know across target slots.
        return p.err("\"another target\" in a kicked part");
    }
    // CR 702.33g: a spell's kicked part may have targets, chosen only if it is kicked; not
    // an ability's, nor a part that replaces another ("instead").
    let targets = format!("{acts:?}").contains("Target(");
    let part = matches!(c, ConditionAst::Kicked(_) | ConditionAst::CastInYourMainPhase);
    if targets && (instead || !p.is_spell || !part) {
        return p.err("targets in a kicked part that is not a spell's own (CR 702.33g)");
    }
    if instead {
        return Ok(vec![ActionAst::Instead { condition: c, otherwise: Vec::new(), then: acts }]);
    }
    Ok(vec![ActionAst::IfCondition(c, acts)])
}

/// Joins an "instead" sentence to the sentence before it (`previous`): that sentence
/// happens only when the condition doesn't hold (CR 702.33e).
pub fn join_instead(p: &mut Parser, previous: Vec<ActionAst>, s: ActionAst) -> PResult<ActionAst> {
    // "~ deals 4 damage instead": the same damage to the same recipients, another amount;
    // the sentence before must deal damage once, to named recipients.
    if let ActionAst::Instead { then, .. } = &s {
        let elided = |a: &ActionAst| matches!(a, ActionAst::DealDamage { to, .. } if to.is_empty());
        if then.iter().any(elided) {
            let dealt = previous.iter().filter(|a| matches!(a, ActionAst::DealDamage { .. })).count();
            if then.len() != 1 || dealt != 1 || previous.iter().any(elided) {
                return p.err("a damage \"instead\" after other than one damage");
            }
        }
    }
    match s {
        ActionAst::Instead { condition, then, .. } if !previous.is_empty() => {
            Ok(ActionAst::Instead { condition, otherwise: previous, then })
        }
        _ => p.err("\"instead\" with nothing before it"),
    }
}

/// After "for each": "time it was kicked", "time ~ was kicked", "time this spell was kicked"
/// (CR 702.33c); `None` with nothing consumed.
pub(crate) fn times_kicked_unit(p: &mut Parser) -> Option<AmountAst> {
    let start = p.pos;
    if p.eat_word("time") && kicked_subject(p) && p.eat_seq("was kicked") {
        return Some(AmountAst::TimesKicked);
    }
    p.pos = start;
    None
}

/// "the number of times ~ was kicked" (CR 702.33c); `None` with nothing consumed.
pub(crate) fn times_kicked_amount(p: &mut Parser) -> Option<AmountAst> {
    let start = p.pos;
    if p.eat_seq("the number of times") && kicked_subject(p) && p.eat_seq("was kicked") {
        return Some(AmountAst::TimesKicked);
    }
    p.pos = start;
    None
}

/// "it", "~" or "this spell": the spell itself, or the permanent it became.
fn kicked_subject(p: &mut Parser) -> bool {
    if p.peek() == Some(&crate::oracle::front::lexer::Tok::SelfRef) {
        p.pos += 1;
        return true;
    }
    p.eat_word("it") || p.eat_seq("this spell")
}
