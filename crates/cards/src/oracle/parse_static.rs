//! Grammar for static abilities (CR 604): anthems, grants, restrictions, cost changes,
//! "enters tapped", additional land drops.

use super::ast::*;
use super::lexer::Tok;
use super::parse_keyword::{keyword_list, keyword_name, mana_symbols};
use super::parse_object::{obj_ref, object_phrase, pt_amount};
use super::parser::{PResult, Parser};
use grimoire_engine::{CardType, ManaSymbol, PlayerFilter, Restriction, Step};

/// A static ability line: one sentence, possibly granting several things.
pub fn static_line(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    let out = static_sentence(p)?;
    if !p.eat_punct('.') {
        return p.err("expected the end of the sentence");
    }
    if !p.at_end() {
        return p.err("expected the end of the ability");
    }
    Ok(out)
}

fn static_sentence(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    // CR 611.3b: "As long as <condition>, <continuous effects>".
    if p.eat_seq("as long as") {
        let c = super::parse_trigger::condition(p)?;
        p.expect_seq(",")?;
        let inner = plain_static_sentence(p)?;
        return conditional(p, c, inner);
    }
    let inner = plain_static_sentence(p)?;
    if p.eat_seq("as long as") {
        let c = super::parse_trigger::condition(p)?;
        return conditional(p, c, inner);
    }
    if p.eat_word("if") {
        // "~ doesn't untap during your untap step if it has a depletion counter on it."
        let c = super::parse_counters::self_condition(p)?;
        return conditional(p, c, inner);
    }
    Ok(inner)
}

/// Continuous effects under a condition; other static abilities can't be conditional yet.
fn conditional(p: &mut Parser, c: ConditionAst, inner: Vec<StaticAst>) -> PResult<Vec<StaticAst>> {
    if !inner.iter().all(|s| matches!(s, StaticAst::Continuous(..))) {
        return p.err("a conditional static ability that isn't a continuous effect");
    }
    Ok(vec![StaticAst::AsLongAs(c, inner)])
}

fn plain_static_sentence(p: &mut Parser) -> PResult<Vec<StaticAst>> {
    // CR 604.3: "~'s power and toughness are each equal to ..."
    if super::parse_cda::at_cda(p) {
        return Ok(vec![super::parse_cda::cda(p)?]);
    }
    // CR 614.1c
    if p.eat_seq("~ enters tapped") || p.eat_seq("~ enters the battlefield tapped") {
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
    // CR 702.18b, 702.11c: keywords of players.
    if p.eat_seq("you have") {
        return Ok(vec![StaticAst::PlayerKeyword(keyword_name(p)?)]);
    }
    // CR 614.1a
    if p.eat_seq("if a player would gain life , that player gains no life instead")
        || p.eat_seq("players can't gain life")
    {
        return Ok(vec![StaticAst::NoLifeGain(PlayerFilter::Any)]);
    }
    if p.eat_seq("your opponents can't gain life") {
        return Ok(vec![StaticAst::NoLifeGain(PlayerFilter::Opponent)]);
    }
    let save = p.pos;
    let cond = if p.eat_word("if") {
        let c = super::parse_trigger::condition(p);
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
    // CR 615.1a
    if p.eat_seq("prevent all damage that would be dealt to you") {
        return Ok(vec![StaticAst::PreventDamageToYou]);
    }
    if p.looking_at("~ enters with") || p.looking_at("~ enters the battlefield with") {
        p.pos += if p.looking_at("~ enters with") { 3 } else { 5 };
        let n = super::parse_object::amount(p)?;
        let kind = match p.bump() {
            Some(Tok::Pt(a, b)) => format!("{a}/{b}"),
            Some(Tok::Word(w)) => w.to_lowercase(),
            _ => return p.err("expected a kind of counter"),
        };
        if !(p.eat_word("counter") || p.eat_word("counters")) {
            return p.err("expected \"counters\"");
        }
        p.expect_seq("on it")?;
        return Ok(vec![StaticAst::EntersWithCounters(kind, n)]);
    }
    if let Ok(c) = p.attempt(cost_change) {
        return Ok(vec![c]);
    }
    let subject = p.attempt(subject)?;
    grants(p, subject)
}

/// "<spells> [you cast|your opponents cast] cost {N} more/less [to cast]" (CR 601.2f).
fn cost_change(p: &mut Parser) -> PResult<StaticAst> {
    let phrase = object_phrase(p)?;
    let whose = if p.eat_seq("you cast") {
        PlayerFilter::You
    } else if p.eat_seq("your opponents cast") {
        PlayerFilter::Opponent
    } else {
        PlayerFilter::Any
    };
    p.expect_seq("cost")?;
    let m = mana_symbols(p)?;
    let n = match m.symbols.as_slice() {
        [ManaSymbol::Generic(n)] => *n as i32,
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
fn subject(p: &mut Parser) -> PResult<ObjRef> {
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
            let Some(Tok::Pt(a, b)) = p.bump() else {
                return p.err("expected +N/+N");
            };
            match (pt_amount(a), pt_amount(b)) {
                (Some(x), Some(y)) => out.push(StaticAst::Continuous(subject.clone(), GrantAst::Pt(x, y))),
                _ => return p.err("expected +N/+N"),
            }
        } else if p.eat_seq("is a creature in addition to its other types")
            || p.eat_seq("are creatures in addition to their other types")
        {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::AddTypes(vec![CardType::Creature])));
        } else if p.eat_seq("has base power and base toughness each equal to its mana value")
            || p.eat_seq("have base power and base toughness each equal to their mana value")
        {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::BasePtManaValue));
        } else if p.eat_word("has") || p.eat_word("have") {
            for k in keyword_list(p)? {
                out.push(StaticAst::Continuous(subject.clone(), GrantAst::Keyword(k)));
            }
        } else if let Some(r) = restriction(p) {
            out.push(StaticAst::Continuous(subject.clone(), GrantAst::Restriction(r)));
        } else {
            return p.err("expected \"gets\", \"has\" or a restriction");
        }
        if !p.eat_word("and") {
            break;
        }
    }
    Ok(out)
}

fn restriction(p: &mut Parser) -> Option<Restriction> {
    for (words, r) in [
        ("can't attack or block", Restriction::CantAttackOrBlock),
        ("can't block", Restriction::CantBlock),
        ("can't attack", Restriction::CantAttack),
        ("can't be blocked", Restriction::Unblockable),
        ("can block only creatures with flying", Restriction::CanBlockOnlyFlyers),
        ("attacks each combat if able", Restriction::AttacksEachCombat),
        ("attack each combat if able", Restriction::AttacksEachCombat),
        ("doesn't untap during your untap step", Restriction::DoesntUntap),
        ("doesn't untap during its controller's untap step", Restriction::DoesntUntap),
        ("don't untap during their controllers' untap steps", Restriction::DoesntUntap),
    ] {
        if p.eat_seq(&words.replace("'s", " 's").replace("s'", "s 's")) {
            return Some(r);
        }
    }
    None
}
