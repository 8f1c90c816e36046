//! Grammar for costs (CR 118, 602.1): a list of parts, "{1}{R}, {T}, Sacrifice a Goblin".
//! Mana, tapping, untapping, sacrificing and discarding chosen cards are read here; the
//! parts that move other cards or life, and the lines about a spell's costs, in [`parts`].

pub(crate) mod parts;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};

/// One part of a cost, added to `cost`.
pub(crate) fn cost_part(p: &mut Parser, cost: &mut CostAst) -> PResult<()> {
    match p.peek() {
        Some(Tok::Sym(s)) if s == "T" => {
            p.pos += 1;
            cost.tap = true;
            return Ok(());
        }
        Some(Tok::Sym(s)) if s == "Q" => {
            p.pos += 1;
            cost.untap = true;
            return Ok(());
        }
        Some(Tok::Sym(_)) => {
            let m = mana_symbols(p)?;
            cost.mana.symbols.extend(m.symbols);
            return Ok(());
        }
        _ => {}
    }
    if crate::oracle::grammar::costs::parts::more_cost_part(p, cost)? {
        return Ok(());
    }
    if p.eat_word("sacrifice") {
        if p.peek() == Some(&Tok::SelfRef) {
            p.pos += 1;
            cost.sacrifice_self = true;
            return Ok(());
        }
        let n = number(p).ok_or(()).or_else(|_| p.err("expected what to sacrifice"))?;
        cost.sacrifice = Some((object_phrase(p)?, n));
        return Ok(());
    }
    if p.eat_word("pay") {
        let n = number(p).ok_or(()).or_else(|_| p.err("expected an amount of life"))?;
        p.expect_seq("life")?;
        cost.life += n;
        return Ok(());
    }
    if p.eat_word("discard") {
        if p.peek() == Some(&Tok::SelfRef) {
            p.pos += 1;
            cost.discard_self = true;
            return Ok(());
        }
        let n = number(p).ok_or(()).or_else(|_| p.err("expected what to discard"))?;
        cost.discard = Some((object_phrase(p)?, n));
        return Ok(());
    }
    if p.eat_word("exile") {
        if p.eat_seq("~ from your graveyard") {
            // CR 113.6b, 602.2: an ability whose cost exiles the card from the graveyard
            // works from there.
            cost.exile_self = true;
            cost.more.activate_from = Some(grimoire_engine::Zone::Graveyard);
            return Ok(());
        }
        // "{T}, Exile ~: ..." exiles the permanent itself (CR 118.3).
        if p.peek() == Some(&Tok::SelfRef) && !p.is_word_n(1, "from") && !p.is_word_n(1, "and") {
            p.pos += 1;
            cost.exile_self = true;
            return Ok(());
        }
        // "Exile a red card from your hand" (CR 118.9, Force of Will).
        let n = number(p).ok_or(()).or_else(|_| p.err("expected what to exile"))?;
        let phrase = object_phrase(p)?;
        if !phrase.suffixes.iter().any(|s| matches!(s, Suffix::Zone(grimoire_engine::Zone::Hand, _))) {
            return p.err("only cards from your hand can be exiled as a cost here");
        }
        cost.exile_from_hand = Some((phrase, n));
        return Ok(());
    }
    if p.eat_word("tap") {
        // "Tap two untapped Wizards you control" (CR 118.3).
        let n = number(p).ok_or(()).or_else(|_| p.err("expected what to tap"))?;
        let phrase = object_phrase(p)?;
        if !phrase.terms.iter().all(|t| t.adjs.contains(&Desc::Tapped(false))) {
            return p.err("only untapped permanents can be tapped as a cost");
        }
        cost.tap_untapped = Some((phrase, n));
        return Ok(());
    }
    if p.eat_word("remove") {
        if p.looking_at("any number of") || p.looking_at("X") {
            return crate::oracle::grammar::mana::remove_any_counters(p, cost);
        }
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number of counters"))?;
        let kind = match p.bump() {
            Some(Tok::Pt(a, b)) => format!("{a}/{b}"),
            Some(Tok::Word(w)) => w.to_lowercase(),
            _ => return p.err("expected a kind of counter"),
        };
        if !(p.eat_word("counter") || p.eat_word("counters")) {
            return p.err("expected \"counter\"");
        }
        p.expect_seq("from ~")?;
        cost.remove_counters = Some((kind, n));
        // "Remove three quest counters from ~ and sacrifice it" (CR 118.3: both are paid).
        if p.eat_seq("and sacrifice it") {
            cost.sacrifice_self = true;
        }
        return Ok(());
    }
    p.err("expected a cost")
}

/// A whole cost: parts separated by commas, up to (not including) the colon.
pub fn cost(p: &mut Parser) -> PResult<CostAst> {
    let mut c = CostAst::default();
    cost_part(p, &mut c)?;
    while p.eat_punct(',') {
        cost_part(p, &mut c)?;
    }
    Ok(c)
}
