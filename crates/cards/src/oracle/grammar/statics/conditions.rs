//! Grammar for more static abilities (CR 604): blocking restrictions naming creatures
//! ("can't be blocked by Walls", "can't be blocked except by creatures with flying", "can't
//! block black creatures", "can't be blocked except by three or more creatures", CR 509.1b),
//! effects that hold while the affected object is in some state ("has first strike as long
//! as it's attacking", "gets +3/+3 as long as it's a Zombie", CR 611.3b), "as long as
//! defending player controls an enchantment", "as long as no opponent controls a white or
//! blue creature", and rules of the game: maximum hand size (CR 402.2), "Creature spells
//! can't be countered" (CR 101.2), "Each player may play an additional land" (CR 305.2).

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};
use crate::oracle::lower::filter;
use grimoire_engine::trigger_conditions::Whose;
use grimoire_engine::{BlockRule, CardType, Cmp, Color, Filter, PlayerFilter, StaticAbility};

/// The end of the phrase being read: the sentence's full stop, or "as long as".
fn phrase_end(p: &Parser) -> usize {
    let mut i = p.pos;
    while i < p.toks.len() {
        match &p.toks[i].tok {
            Tok::Punct('.') => break,
            Tok::Word(w)
                if w.eq_ignore_ascii_case("as")
                    && matches!(p.toks.get(i + 1).map(|t| &t.tok), Some(Tok::Word(x)) if x.eq_ignore_ascii_case("long")) =>
            {
                break
            }
            _ => i += 1,
        }
    }
    i
}

/// Object phrases joined by "and/or" up to the end of the phrase ("Walls and/or creatures
/// with flying"): each read whole, so a suffix belongs to its own phrase; the alternatives.
fn creatures(p: &mut Parser) -> PResult<Filter> {
    let end = phrase_end(p);
    let mut alternatives = Vec::new();
    let mut start = p.pos;
    loop {
        let mut stop = start;
        while stop < end && !matches!(&p.toks[stop].tok, Tok::Word(w) if w.eq_ignore_ascii_case("and/or")) {
            stop += 1;
        }
        let mut sub = Parser::new(&p.toks[start..stop], p.src, false);
        match object_phrase(&mut sub) {
            // "creatures you control" would read "you" from the blocked creature's side.
            Ok(ph) if sub.at_end() && stop > start && !relative(&ph) => alternatives.push(filter(&ph)),
            _ => {
                p.pos = start + sub.pos;
                return p.err("expected creatures");
            }
        }
        if stop >= end {
            break;
        }
        start = stop + 1;
    }
    p.pos = end;
    Ok(if alternatives.len() == 1 { alternatives.remove(0) } else { Filter::Or(alternatives) })
}

/// Whether a phrase is relative to a player or to the source ("you control", "other").
fn relative(ph: &ObjectPhrase) -> bool {
    ph.other
        || ph.suffixes.iter().any(|s| {
            matches!(s, Suffix::ControlledBy(_) | Suffix::NotControlledBy(_) | Suffix::OwnedBy(_) | Suffix::Zone(..))
        })
}

/// A blocking restriction after its subject (CR 509.1b): "can't be blocked by <creatures>",
/// "can't be blocked except by N or more creatures", "can't be blocked except by
/// <creatures>", "can't block <creatures>", "can't block or be blocked by <creatures>".
pub fn block_rules(p: &mut Parser) -> Option<Vec<GrantAst>> {
    p.attempt(|p| {
        if p.eat_seq("can't be blocked except by") {
            let save = p.pos;
            if let Some(n) = number(p) {
                if n >= 3 && p.eat_seq("or more creatures") {
                    return Ok(vec![GrantAst::BlockRule(BlockRule::MinBlockers(n))]);
                }
            }
            p.pos = save;
            return Ok(vec![GrantAst::BlockRule(BlockRule::OnlyBlockedBy(creatures(p)?))]);
        }
        if p.eat_seq("can't be blocked by") {
            return Ok(vec![GrantAst::BlockRule(BlockRule::NotBlockedBy(creatures(p)?))]);
        }
        if p.eat_seq("can't block or be blocked by") {
            let f = creatures(p)?;
            return Ok(vec![
                GrantAst::BlockRule(BlockRule::CantBlock(f.clone())),
                GrantAst::BlockRule(BlockRule::NotBlockedBy(f)),
            ]);
        }
        if p.eat_seq("can't block") && !p.is_word("alone") && !p.is_word("unless") {
            return Ok(vec![GrantAst::BlockRule(BlockRule::CantBlock(creatures(p)?))]);
        }
        p.err("expected a blocking restriction")
    })
    .ok()
}

/// A state of the affected object: "attacking", "blocking", "enchanted", "tapped",
/// "untapped", a colour ("black"), "a Zombie", "not attacking".
fn state(p: &mut Parser) -> PResult<Filter> {
    if p.eat_word("not") {
        return Ok(Filter::Not(Box::new(state(p)?)));
    }
    for (w, f) in [
        ("attacking", Filter::Attacking),
        ("blocking", Filter::Blocking),
        ("enchanted", Filter::Enchanted),
        ("tapped", Filter::Tapped),
        ("untapped", Filter::Untapped),
    ] {
        if p.eat_word(w) {
            return Ok(f);
        }
    }
    if let Some(Tok::Word(w)) = p.peek() {
        if let Some(c) = Color::from_name(&w.to_lowercase()) {
            p.pos += 1;
            return Ok(Filter::Color(c));
        }
    }
    if p.eat_word("a") || p.eat_word("an") {
        if let Some(Tok::Word(w)) = p.peek() {
            if let Some(t) = subtypes::lookup(w) {
                p.pos += 1;
                return Ok(Filter::Subtype(t.to_string()));
            }
            let mut cap = w.chars();
            let name = cap.next().map(|c| c.to_uppercase().collect::<String>() + cap.as_str()).unwrap_or_default();
            if let Some(t) = CardType::from_name(&name) {
                p.pos += 1;
                return Ok(Filter::Type(t));
            }
        }
    }
    p.err("expected a state")
}

/// "it's <state>" / "it is <state>" after "as long as", about the affected object: its
/// state as a filter (CR 611.3b: the effect applies to the object only while it holds).
pub fn it_is(p: &mut Parser) -> Option<Filter> {
    p.attempt(|p| {
        if !(p.eat_seq("it 's") || p.eat_seq("it is") || p.eat_seq("it's")) {
            return p.err("expected \"it's\"");
        }
        let f = state(p)?;
        if !(p.at_end() || p.peek() == Some(&Tok::Punct('.'))) {
            return p.err("expected the end of the sentence");
        }
        Ok(f)
    })
    .ok()
}

/// "~ is <state>" after a leading "As long as", about the source: its state as a filter.
pub fn self_is(p: &mut Parser) -> Option<Filter> {
    p.attempt(|p| {
        if !(p.peek() == Some(&Tok::SelfRef) && p.is_word_n(1, "is")) {
            return p.err("expected \"~ is\"");
        }
        p.pos += 2;
        let f = state(p)?;
        p.expect_seq(",")?;
        Ok(f)
    })
    .ok()
}

/// "defending player controls a/an <phrase>" after "as long as": the filter.
pub fn defender_controls(p: &mut Parser) -> Option<Filter> {
    p.attempt(|p| {
        p.expect_seq("defending player controls")?;
        let _ = p.eat_word("a") || p.eat_word("an");
        Ok(filter(&object_phrase(p)?))
    })
    .ok()
}

/// The grants under "as long as defending player controls ...": each blocking restriction
/// holds only then (CR 509.1b).
pub fn under_defender(f: Filter, inner: Vec<StaticAst>) -> Option<Vec<StaticAst>> {
    inner
        .into_iter()
        .map(|s| {
            let StaticAst::Continuous(o, g) = s else { return None };
            let rule = match g {
                GrantAst::Restriction(grimoire_engine::Restriction::Unblockable) => {
                    BlockRule::NotBlockedBy(Filter::Any)
                }
                GrantAst::BlockRule(r) => r,
                _ => return None,
            };
            Some(StaticAst::Continuous(
                o,
                GrantAst::BlockRule(BlockRule::IfDefenderControls(f.clone(), Box::new(rule))),
            ))
        })
        .collect()
}

/// "[no|an] opponent controls a/an <phrase>" after "as long as" (CR 611.3b).
pub fn opponent_controls(p: &mut Parser) -> Option<ConditionAst> {
    p.attempt(|p| {
        let none = if p.eat_seq("no opponent controls") {
            true
        } else if p.eat_seq("an opponent controls") {
            false
        } else {
            return p.err("expected \"an opponent controls\"");
        };
        if !(p.eat_word("a") || p.eat_word("an")) {
            return p.err("expected \"a\"");
        }
        let ph = object_phrase(p)?;
        let c = ConditionAst::Player(Whose::AnOpponent, MetricAst::Controls(ph), Cmp::Ge, 1);
        Ok(if none { ConditionAst::Not(Box::new(c)) } else { c })
    })
    .ok()
}

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
        [("players have no maximum hand size", PlayerFilter::Any), ("you have no maximum hand size", PlayerFilter::You)]
    {
        if p.eat_seq(words) {
            return Some(StaticAst::Lowered(StaticAbility::MaxHandSize { who, change: None }));
        }
    }
    if p.looking_at("your maximum hand size is reduced by") {
        let save = p.pos;
        p.pos += 7;
        if let Some(n) = number(p) {
            return Some(StaticAst::Lowered(StaticAbility::MaxHandSize {
                who: PlayerFilter::You,
                change: Some(-(n as i32)),
            }));
        }
        p.pos = save;
    }
    // CR 508.1c: Ensnaring Bridge.
    if p.eat_seq("creatures with power greater than the number of cards in your hand can't attack") {
        let hand = grimoire_engine::Amount::HandSize(Box::new(grimoire_engine::Ref::You));
        return Some(StaticAst::Lowered(StaticAbility::CantAttackPowerAbove(hand)));
    }
    // CR 305.2
    if p.eat_seq("each player may play an additional land during each of their turns")
        || p.eat_seq("each player may play an additional land on each of their turns")
    {
        return Some(StaticAst::Lowered(StaticAbility::AdditionalLands { who: PlayerFilter::Any, n: 1 }));
    }
    // CR 101.2: "Creature spells can't be countered."
    let save = p.pos;
    if let Ok(ph) = object_phrase(p) {
        let spells = ph.terms.iter().all(|t| t.noun == Some(Noun::Spell) && !t.adjs.is_empty());
        if spells && p.eat_seq("can't be countered") {
            return Some(StaticAst::Lowered(StaticAbility::SpellsCantBeCountered(filter(&ph))));
        }
    }
    p.pos = save;
    None
}

/// "Otherwise, it <grants>" after "<grants> as long as it's <state>": the other grants apply
/// to the same objects while they are not in that state (CR 611.3b).
pub fn otherwise(
    p: &mut Parser,
    out: &mut Vec<StaticAst>,
    grants: fn(&mut Parser, ObjRef) -> PResult<Vec<StaticAst>>,
) -> PResult<()> {
    let (f, subject) = match out.as_slice() {
        [StaticAst::WhileItIs(f, inner)] => match inner.first() {
            Some(StaticAst::Continuous(o, _)) => (f.clone(), o.clone()),
            _ => return p.err("\"Otherwise\" without a state"),
        },
        _ => return p.err("\"Otherwise\" without a state"),
    };
    let other = grants(p, subject)?;
    out.push(StaticAst::WhileItIs(Filter::Not(Box::new(f)), other));
    Ok(())
}

/// "for each other creature you control" after an Aura's "Enchanted creature gets +1/+1":
/// the other creatures are those other than the enchanted one (the source is no creature);
/// "for each other enchantment" counts those other than the Aura; other counts are left as
/// they are.
pub fn other_than_attached(subject: &ObjRef, unit: AmountAst) -> AmountAst {
    match unit {
        AmountAst::Count(ph)
            if *subject == ObjRef::Attached
                && ph.other
                && !ph.terms.is_empty()
                && ph.terms.iter().all(|t| t.noun == Some(Noun::Type(CardType::Creature)))
                && !ph
                    .suffixes
                    .iter()
                    .any(|s| matches!(s, Suffix::Zone(z, _) if *z != grimoire_engine::Zone::Battlefield)) =>
        {
            let rest = ObjectPhrase { other: false, ..ph };
            let f = filter(&rest).and(Filter::Not(Box::new(Filter::AttachedTo)));
            AmountAst::Lowered(grimoire_engine::Amount::Count(f))
        }
        // "for each other enchantment": other than the Aura itself, the source.
        AmountAst::Count(ph)
            if *subject == ObjRef::Attached
                && ph.other
                && !ph.terms.is_empty()
                && ph.terms.iter().all(|t| t.noun == Some(Noun::Type(CardType::Enchantment)) && t.adjs.is_empty())
                && ph.suffixes.iter().all(|s| matches!(s, Suffix::Zone(grimoire_engine::Zone::Battlefield, _))) =>
        {
            AmountAst::Lowered(grimoire_engine::Amount::Count(filter(&ph)))
        }
        other => other,
    }
}

/// "enchanted <noun> is <state>" after a leading "As long as" (CR 611.3b): some permanent
/// the source is attached to is in that state.
pub fn attached_is(p: &mut Parser) -> Option<ConditionAst> {
    p.attempt(|p| {
        if !p.eat_word("enchanted") {
            return p.err("expected \"enchanted\"");
        }
        p.bump();
        p.expect_seq("is")?;
        let f = if p.eat_seq("a basic") {
            let Some(Tok::Word(w)) = p.bump() else { return p.err("expected a land type") };
            let Some(t) = grimoire_engine::BasicLandType::from_name(w) else { return p.err("expected a land type") };
            Filter::Supertype(grimoire_engine::Supertype::Basic).and(Filter::Subtype(t.name().to_string()))
        } else {
            let first = state(p)?;
            // "is red or green": either state.
            if p.eat_word("or") {
                Filter::Or(vec![first, state(p)?])
            } else {
                first
            }
        };
        if !p.looking_at(",") {
            return p.err("expected \",\"");
        }
        Ok(ConditionAst::Lowered(grimoire_engine::Condition::OnBattlefield(Filter::AttachedTo.and(f), Cmp::Ge, 1)))
    })
    .ok()
}

/// "can attack as though it had haste" (CR 302.6), "can attack as though it didn't have
/// defender" / "they didn't have defender" (CR 702.3b).
pub fn as_though(p: &mut Parser) -> Option<grimoire_engine::Restriction> {
    use grimoire_engine::Restriction;
    for (words, r) in [
        ("can attack as though it had haste", Restriction::AttacksAsThoughHaste),
        ("can attack as though they had haste", Restriction::AttacksAsThoughHaste),
        ("can attack as though it didn't have defender", Restriction::AttacksAsThoughNoDefender),
        ("can attack as though they didn't have defender", Restriction::AttacksAsThoughNoDefender),
    ] {
        if p.eat_seq(words) {
            return Some(r);
        }
    }
    None
}
