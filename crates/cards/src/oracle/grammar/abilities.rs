//! Grammar for one ability line: decides between keyword, loyalty, activated, triggered,
//! static and spell abilities (CR 113.3).

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::costs::cost;
use crate::oracle::grammar::effects::effect;
use crate::oracle::grammar::keywords::keyword_line;
use crate::oracle::grammar::parser::{PResult, ParseError, Parser};
use crate::oracle::grammar::statics::static_line;
use crate::oracle::grammar::triggers::triggered;
use grimoire_engine::Zone;

/// Index of the colon that separates cost from effect, outside quotation marks.
fn top_level_colon(p: &Parser) -> Option<usize> {
    let mut in_quote = false;
    for (i, t) in p.toks.iter().enumerate() {
        match t.tok {
            Tok::Punct('"') => in_quote = !in_quote,
            Tok::Punct(':') if !in_quote => return Some(i),
            Tok::Punct('.') if !in_quote => return None,
            _ => {}
        }
    }
    None
}

/// Activation restrictions after an effect: "Activate only as a sorcery." (CR 602.5).
fn restrictions(p: &mut Parser, a: &mut ActivatedAst) -> PResult<()> {
    while !p.at_end() {
        crate::oracle::grammar::activation::restriction_sentence(p, a)?;
    }
    if !p.at_end() {
        return p.err("expected the end of the ability");
    }
    Ok(())
}

/// "[+N]: effect" (CR 606).
fn loyalty_ability(p: &mut Parser) -> PResult<AbilityAst> {
    let Some(Tok::Loyalty(l)) = p.bump() else {
        return p.err("expected a loyalty cost");
    };
    let Ok(n) = l.trim_start_matches('+').parse::<i32>() else {
        return p.err("loyalty costs with X are not supported yet");
    };
    p.expect_seq(":")?;
    let effect = effect(p)?;
    let mut a = ActivatedAst {
        cost: CostAst { loyalty: Some(n), ..Default::default() },
        effect,
        sorcery_speed: true, // CR 606.3
        once_per_turn: true, // CR 606.3
        condition: None,
        zone: Zone::Battlefield,
        max_per_turn: None,
        any_player: false,
        spend: None,
    };
    restrictions(p, &mut a)?;
    Ok(AbilityAst::Activated(a))
}

fn activated(p: &mut Parser, colon: usize) -> PResult<AbilityAst> {
    let c = cost(p)?;
    crate::oracle::grammar::costs::parts::activation_cost(p, &c)?;
    if p.pos != colon {
        return p.err("expected \":\" after the cost");
    }
    p.pos += 1;
    if let Some(level) = class_level_bar(p) {
        return Ok(AbilityAst::Activated(level_bar_ability(c, level)));
    }
    let effect = effect(p)?;
    // "Exile ~ from your hand: Add {G}." works from the hand (CR 113.6b, 602.2).
    // "{B}: Return ~ from your graveyard to the battlefield." works from the graveyard (CR 113.6m).
    let zone = c
        .more
        .activate_from
        .or_else(|| crate::oracle::grammar::zones::functions_from(&effect))
        .unwrap_or(Zone::Battlefield);
    let mut a = ActivatedAst {
        cost: c,
        effect,
        sorcery_speed: false,
        once_per_turn: false,
        condition: None,
        zone,
        max_per_turn: None,
        any_player: false,
        spend: None,
    };
    restrictions(p, &mut a)?;
    crate::oracle::grammar::zones::activation_zone(&mut a);
    Ok(AbilityAst::Activated(a))
}

/// "Level N" after the cost of a class level bar (CR 716.2a), N at least 2, ending the line.
fn class_level_bar(p: &mut Parser) -> Option<u32> {
    let (true, Some(Tok::Num(n)), None) = (p.is_word("level"), p.peek_n(1), p.peek_n(2)) else { return None };
    let level = Some(*n).filter(|n| *n >= 2)?;
    p.pos += 2;
    Some(level)
}

/// A class level bar's activated ability (CR 716.2a): "[Cost]: This Class's level becomes N.
/// Activate only if this Class is level N-1 and only as a sorcery."
fn level_bar_ability(cost: CostAst, level: u32) -> ActivatedAst {
    ActivatedAst {
        cost,
        effect: EffectAst { actions: vec![ActionAst::GainClassLevel { level }], ..Default::default() },
        sorcery_speed: true,
        once_per_turn: false,
        condition: Some(ConditionAst::SelfLevel(level - 1)),
        zone: Zone::Battlefield,
        max_per_turn: None,
        any_player: false,
        spend: None,
    }
}

/// Parses one ability line. The error's position is the furthest point any reading reached.
pub fn ability(p: &mut Parser) -> Result<AbilityAst, ParseError> {
    let r = ability_inner(p);
    r.map_err(|e| ParseError { pos: p.furthest.max(e.pos), message: e.message })
}

fn ability_inner(p: &mut Parser) -> PResult<AbilityAst> {
    if matches!(p.peek(), Some(Tok::Loyalty(_))) {
        return loyalty_ability(p);
    }
    if crate::oracle::grammar::triggers::starts_chapter(p) {
        p.is_spell = false;
        return crate::oracle::grammar::triggers::chapter(p).map(AbilityAst::Triggered);
    }
    if let Ok(k) = p.attempt(keyword_line) {
        return Ok(AbilityAst::Keywords(k));
    }
    if let Ok(s) = p.attempt(crate::oracle::grammar::casting::casting_line) {
        return Ok(AbilityAst::Static(s));
    }
    if let Ok(s) = p.attempt(crate::oracle::grammar::keywords::casting::cast_keyword_line) {
        return Ok(AbilityAst::Static(s));
    }
    if let Ok(s) = p.attempt(crate::oracle::grammar::keywords::morph::morph_line) {
        return Ok(AbilityAst::Static(vec![s]));
    }
    if let Ok(s) = p.attempt(crate::oracle::grammar::keywords::cast_later::cast_later_line) {
        return Ok(AbilityAst::Static(vec![s]));
    }
    if p.looking_at("you may exert ~ as it attacks") {
        p.is_spell = false;
        return crate::oracle::grammar::combat::exert::exert_line(p);
    }
    if let Ok(s) = p.attempt(crate::oracle::grammar::keywords::graveyard_cast::graveyard_cast_line) {
        return Ok(AbilityAst::Static(vec![s]));
    }
    // From here on, `is_spell` means "this line is the spell's effect": a triggered or
    // activated ability of an instant or sorcery card isn't (its X isn't the spell's X).
    if p.is_word("when")
        || p.is_word("whenever")
        || p.looking_at("at the beginning")
        || p.looking_at("at end of combat ,")
    {
        p.is_spell = false;
        return triggered(p).map(AbilityAst::Triggered);
    }
    if let Some(colon) = top_level_colon(p) {
        p.is_spell = false;
        return activated(p, colon);
    }
    if p.is_spell {
        let start = p.pos;
        match p.attempt(effect) {
            Ok(e) if p.at_end() => return Ok(AbilityAst::Spell(e)),
            Ok(_) => {
                p.pos = start;
            }
            Err(e) => {
                if let Ok(s) = p.attempt(static_line) {
                    return Ok(AbilityAst::Static(s));
                }
                return Err(e);
            }
        }
        return p.err("expected the end of the spell's text");
    }
    static_line(p).map(AbilityAst::Static)
}
