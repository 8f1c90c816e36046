//! Grammar for static effects that hold while a condition does (CR 611.3b): while the
//! affected object is in a state ("has first strike as long as it's attacking", "gets +3/+3
//! as long as it's a Zombie", "Otherwise, it ..."), while the source or what it enchants is
//! ("As long as ~ is untapped", "As long as enchanted land is a basic Forest"), "as long as
//! no opponent controls a white or blue creature"; and the Aura's "for each other creature".

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::object_phrase;
use grimoire_engine::{CardType, Cmp, Color};

/// A state of the affected object: "attacking", "blocking", "enchanted", "tapped",
/// "untapped", a colour ("black"), "a Zombie", "not attacking".
fn state(p: &mut Parser) -> PResult<StateAst> {
    if p.eat_word("not") {
        return Ok(StateAst::Not(Box::new(state(p)?)));
    }
    for (w, f) in [
        ("attacking", StateAst::Attacking),
        ("blocking", StateAst::Blocking),
        ("enchanted", StateAst::Enchanted),
        ("tapped", StateAst::Tapped),
        ("untapped", StateAst::Untapped),
        ("monstrous", StateAst::Monstrous),
        ("renowned", StateAst::Renowned),
    ] {
        if p.eat_word(w) {
            return Ok(f);
        }
    }
    if let Some(Tok::Word(w)) = p.peek() {
        if let Some(c) = Color::from_name(&w.to_lowercase()) {
            p.pos += 1;
            return Ok(StateAst::Color(c));
        }
    }
    if p.eat_word("a") || p.eat_word("an") {
        if let Some(Tok::Word(w)) = p.peek() {
            if let Some(t) = subtypes::lookup(w) {
                p.pos += 1;
                return Ok(StateAst::Subtype(t.to_string()));
            }
            let mut cap = w.chars();
            let name = cap.next().map(|c| c.to_uppercase().collect::<String>() + cap.as_str()).unwrap_or_default();
            if let Some(t) = CardType::from_name(&name) {
                p.pos += 1;
                return Ok(StateAst::Type(t));
            }
        }
    }
    p.err("expected a state")
}

/// "it's <state>" / "it is <state>" after "as long as", about the affected object: its
/// state (CR 611.3b: the effect applies to the object only while it holds).
pub fn it_is(p: &mut Parser) -> Option<StateAst> {
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

/// "~ is <state>" after a leading "As long as", about the source: its state.
pub fn self_is(p: &mut Parser) -> Option<StateAst> {
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
        let c = ConditionAst::Player(WhoseAst::AnOpponent, MetricAst::Controls(ph), Cmp::Ge, 1);
        Ok(if none { ConditionAst::Not(Box::new(c)) } else { c })
    })
    .ok()
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
    out.push(StaticAst::WhileItIs(StateAst::Not(Box::new(f)), other));
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
            AmountAst::CountOtherThanAttached(rest)
        }
        // "for each other enchantment": other than the Aura itself, the source.
        AmountAst::Count(ph)
            if *subject == ObjRef::Attached
                && ph.other
                && !ph.terms.is_empty()
                && ph.terms.iter().all(|t| t.noun == Some(Noun::Type(CardType::Enchantment)) && t.adjs.is_empty())
                && ph.suffixes.iter().all(|s| matches!(s, Suffix::Zone(grimoire_engine::Zone::Battlefield, _))) =>
        {
            AmountAst::CountOthers(ph)
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
            StateAst::BasicLand(t)
        } else {
            let first = state(p)?;
            // "is red or green": either state.
            if p.eat_word("or") {
                StateAst::Or(vec![first, state(p)?])
            } else {
                first
            }
        };
        if !p.looking_at(",") {
            return p.err("expected \",\"");
        }
        Ok(ConditionAst::AttachedIs(f))
    })
    .ok()
}
