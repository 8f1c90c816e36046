//! Grammar for the cost parts that move cards or life and the lines about a spell's costs
//! (CR 118, 601.2h, 602.2b): "Discard a card at random", "Discard your hand", "Exile two
//! cards from your graveyard", "Exile the top card of your graveyard / library", "Mill a
//! card", "Return an Island you control to its owner's hand", "Pay half your life, rounded
//! up", "Tap enchanted creature", "Exile ~ from your hand", "Pay {E}{E}" (CR 107.14); and
//! casting restrictions ("Cast
//! this spell only during combat", CR 601.3).

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};
use grimoire_engine::{Step, Zone};

/// Reads one cost part of this file's kinds into `cost.more`, if the cursor is at one
/// (`Ok(false)` and nothing read otherwise).
pub(crate) fn more_cost_part(p: &mut Parser, cost: &mut CostAst) -> PResult<bool> {
    let start = p.pos;
    match p.attempt(|p| part(p, cost)) {
        Ok(()) => {
            // "Exile ~ from your hand" exiles the source itself.
            cost.exile_self |= cost.more.activate_from.is_some();
            Ok(true)
        }
        Err(_) => {
            p.pos = start;
            Ok(false)
        }
    }
}

/// A count: a number, or X (`None`: the spell's X, CR 107.3).
fn count(p: &mut Parser) -> PResult<Option<u32>> {
    if p.eat_word("x") {
        return Ok(None);
    }
    match number(p) {
        Some(n) => Ok(Some(n)),
        None => p.err("expected a number"),
    }
}

fn part(p: &mut Parser, cost: &mut CostAst) -> PResult<()> {
    if p.eat_seq("discard your hand") {
        cost.more.discard_hand = true;
        return Ok(());
    }
    if p.eat_seq("sacrifice all permanents you control") {
        cost.more.sacrifice_all = true;
        return Ok(());
    }
    if p.eat_seq("pay x life") {
        cost.more.x_part = Some(XCostAst::Life);
        return Ok(());
    }
    if p.eat_word("discard") {
        // "Discard a card at random" (CR 701.9b), "discard X cards" (CR 107.3).
        let n = count(p)?;
        if p.eat_word("card") || p.eat_word("cards") {
            if p.eat_seq("at random") {
                match n {
                    Some(n) => cost.more.discard_random += n,
                    None => cost.more.x_part = Some(XCostAst::DiscardRandom),
                }
                return Ok(());
            }
            if n.is_some() {
                return p.err("a chosen discard is read by grammar/costs/mod.rs");
            }
            p.pos -= 1;
        }
        if n.is_some() {
            return p.err("a chosen discard is read by grammar/costs/mod.rs");
        }
        cost.discard = Some((object_phrase(p)?, 0));
        cost.more.x_part = Some(XCostAst::Discard);
        return Ok(());
    }
    if p.eat_word("return") {
        return return_part(p, cost);
    }
    if p.eat_word("exile") {
        return exile_part(p, cost);
    }
    let m = &mut cost.more;
    // CR 107.14: "Pay {E}{E}", "Pay six {E}".
    if let Ok(n) = p.attempt(|p| {
        p.expect_seq("pay")?;
        crate::oracle::grammar::keywords::energy_symbols(p)
    }) {
        m.energy += n;
        return Ok(());
    }
    if p.eat_seq("pay half your life , rounded up") {
        m.pay_half_life = true;
        return Ok(());
    }
    if p.eat_seq("tap enchanted creature") || p.eat_seq("tap enchanted land") {
        m.tap_attached = true;
        return Ok(());
    }
    if p.eat_word("mill") {
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number of cards"))?;
        if !(p.eat_word("card") || p.eat_word("cards")) {
            return p.err("expected \"cards\"");
        }
        m.mill += n;
        return Ok(());
    }
    p.err("not a cost of this kind")
}

/// After "exile": "~ from your hand", "the top [N] card(s) of your graveyard/library",
/// "N <cards> from your graveyard".
fn exile_part(p: &mut Parser, cost: &mut CostAst) -> PResult<()> {
    let m = &mut cost.more;
    if p.eat_seq("~ from your hand") {
        // CR 113.6b: an ability whose cost exiles the card from the hand works from there.
        m.activate_from = Some(Zone::Hand);
        return Ok(());
    }
    if p.eat_seq("the top") {
        // "the top creature card of your graveyard": the topmost card of that type.
        let ty = p.word().and_then(|w| grimoire_engine::CardType::from_name(&capitalized(&w)));
        if let Some(t) = ty {
            p.pos += 1;
            p.expect_seq("card of your graveyard")?;
            m.exile_top_graveyard_of = Some(t);
            return Ok(());
        }
        let n = number(p).unwrap_or(1);
        if !(p.eat_word("card") || p.eat_word("cards")) {
            return p.err("expected \"cards\"");
        }
        if p.eat_seq("of your graveyard") {
            m.exile_graveyard_top += n;
        } else {
            p.expect_seq("of your library")?;
            m.exile_library_top += n;
        }
        return Ok(());
    }
    let n = count(p)?;
    let phrase = object_phrase(p)?;
    if !phrase.suffixes.iter().any(|s| matches!(s, Suffix::Zone(Zone::Graveyard, PlayersAst::You))) {
        return p.err("expected cards from your graveyard");
    }
    if n.is_none() {
        m.x_part = Some(XCostAst::ExileFromGraveyard);
    }
    m.exile_from_graveyard = Some((phrase, n.unwrap_or(0)));
    Ok(())
}

/// After "return": "N <permanents> you control to their owner's hand" (CR 118.9, Daze).
fn return_part(p: &mut Parser, cost: &mut CostAst) -> PResult<()> {
    let m = &mut cost.more;
    let n = count(p)?;
    let phrase = object_phrase(p)?;
    if !phrase.suffixes.contains(&Suffix::ControlledBy(PlayersAst::You)) {
        return p.err("expected permanents you control");
    }
    p.expect_seq("to")?;
    if !(p.eat_seq("its owner 's hand") || p.eat_seq("their owner 's hand") || p.eat_seq("their owners ' hands")) {
        return p.err("expected \"to its owner's hand\"");
    }
    if n.is_none() {
        m.x_part = Some(XCostAst::ReturnToHand);
    }
    m.return_to_hand = Some((phrase, n.unwrap_or(0)));
    Ok(())
}

/// Checks a cost a spell's caster pays as it is cast (CR 601.2h): no part that needs the
/// spell's own permanent or a zone to activate from; a count of X only in an additional
/// cost (`additional`), where casting the spell chooses X (CR 107.3, 601.2b).
pub(crate) fn spell_cost(p: &mut Parser, c: CostAst, additional: bool) -> PResult<CostAst> {
    if c.more.tap_attached || c.more.activate_from.is_some() {
        return p.err("a cost this spell can't pay as it is cast");
    }
    if c.more.x_part.is_some() && !additional {
        return p.err("a count of X only in an additional cost");
    }
    Ok(c)
}

/// Checks an activation cost: no count of X outside a spell's additional cost, and no
/// "exile a card from your hand" (paid only by spells so far, `casting_costs`).
pub(crate) fn activation_cost(p: &mut Parser, c: &CostAst) -> PResult<()> {
    if c.more.x_part.is_some() {
        return p.err("a count of X in an activation cost");
    }
    if c.exile_from_hand.is_some() {
        return p.err("exiling cards from the hand as an activation cost is not supported yet");
    }
    Ok(())
}

/// "Cast ~ only <clause>[ and only <clause>]" (CR 601.3), up to the full stop.
pub(crate) fn cast_restriction(p: &mut Parser, start: usize) -> PResult<StaticAst> {
    p.expect_seq("cast ~ only")?;
    let mut c = only_clause(p)?;
    while p.eat_seq("and only") {
        c = ConditionAst::Both(Box::new(c), Box::new(only_clause(p)?));
    }
    let text = p.text_from(start);
    Ok(StaticAst::CastRestriction(c, text))
}

/// One clause: "during combat [before/after blockers are declared]", "during the declare
/// attackers/blockers step", "during an opponent's turn", "during your turn", "during your
/// upkeep/end step", "if <condition>".
fn only_clause(p: &mut Parser) -> PResult<ConditionAst> {
    if let Some(c) = crate::oracle::grammar::turn::only_before(p) {
        return Ok(c);
    }
    if p.eat_word("if") {
        if p.eat_seq("you've cast another spell this turn") {
            return Ok(ConditionAst::SpellCastThisTurn { by_opponent: false, creature: false });
        }
        if p.eat_seq("an opponent cast a creature spell this turn") {
            return Ok(ConditionAst::SpellCastThisTurn { by_opponent: true, creature: true });
        }
        return crate::oracle::grammar::triggers::condition(p);
    }
    p.expect_seq("during")?;
    if p.eat_word("combat") {
        // CR 506.1: the combat phase's steps; blockers are declared in the declare
        // blockers step (CR 509).
        if p.eat_seq("before blockers are declared") {
            return Ok(ConditionAst::StepIn(vec![Step::BeginningOfCombat, Step::DeclareAttackers]));
        }
        if p.eat_seq("after blockers are declared") {
            return Ok(ConditionAst::StepIn(vec![
                Step::DeclareBlockers,
                Step::FirstStrikeDamage,
                Step::CombatDamage,
                Step::EndOfCombat,
            ]));
        }
        return Ok(ConditionAst::DuringCombat);
    }
    if p.eat_seq("the declare attackers step") {
        return Ok(ConditionAst::AnyStep(Step::DeclareAttackers));
    }
    if p.eat_seq("the declare blockers step") {
        return Ok(ConditionAst::AnyStep(Step::DeclareBlockers));
    }
    if p.eat_seq("an opponent 's turn") {
        return Ok(ConditionAst::YourTurn(false));
    }
    if p.eat_seq("your turn") {
        return Ok(ConditionAst::YourTurn(true));
    }
    if p.eat_word("your") {
        let s = if p.eat_word("upkeep") {
            Step::Upkeep
        } else if p.eat_seq("end step") {
            Step::End
        } else {
            return p.err("expected a step");
        };
        let _ = p.eat_word("step");
        return Ok(ConditionAst::YourStep(s));
    }
    p.err("unsupported casting restriction")
}

/// "enchanted creature is [white and] untapped", "enchanted land is untapped": a
/// restriction on activating a "Tap enchanted creature" ability (CR 602.5b).
pub(crate) fn enchanted_untapped(p: &mut Parser) -> Option<ConditionAst> {
    let start = p.pos;
    if !(p.eat_seq("enchanted creature is") || p.eat_seq("enchanted land is")) {
        return None;
    }
    let color = p.word().and_then(|w| grimoire_engine::Color::from_name(&w));
    if color.is_some() {
        p.pos += 1;
        if !p.eat_word("and") {
            p.pos = start;
            return None;
        }
    }
    if !p.eat_word("untapped") {
        p.pos = start;
        return None;
    }
    Some(ConditionAst::EnchantedUntapped(color))
}

/// "If <condition>, ~ costs {N} less/more to cast" or "~ costs {N} less/more to cast if
/// <condition>" (CR 601.2f), up to the full stop.
pub(crate) fn self_cost_change(p: &mut Parser) -> PResult<StaticAst> {
    if p.eat_word("if") {
        let c = crate::oracle::grammar::triggers::condition(p)?;
        p.expect_seq(",")?;
        let n = cost_change_amount(p)?;
        return Ok(StaticAst::SelfCostChange(c, n, None));
    }
    let n = cost_change_amount(p)?;
    // "~ costs {1} less to cast for each creature on the battlefield": the count is taken
    // for the caster as the total cost is determined (CR 601.2f).
    if p.eat_seq("for each") {
        let unit = crate::oracle::grammar::phrases::amounts::unit(p)?;
        return Ok(StaticAst::SelfCostChange(ConditionAst::All(Vec::new()), n, Some(unit)));
    }
    p.expect_seq("if")?;
    let c = crate::oracle::grammar::triggers::condition(p)?;
    Ok(StaticAst::SelfCostChange(c, n, None))
}

/// "~ costs {N} less/more to cast": the change, negative for less.
fn cost_change_amount(p: &mut Parser) -> PResult<i32> {
    p.expect_seq("~ costs")?;
    let n = match p.bump() {
        Some(crate::oracle::front::lexer::Tok::Sym(s)) => s.parse::<i32>().ok(),
        _ => None,
    };
    let Some(n) = n else {
        return p.err("expected a generic amount");
    };
    let sign = if p.eat_word("less") {
        -1
    } else if p.eat_word("more") {
        1
    } else {
        return p.err("expected \"less\" or \"more\"");
    };
    p.expect_seq("to cast")?;
    Ok(sign * n)
}

/// The word with its first letter in upper case ("creature" -> "Creature").
fn capitalized(w: &str) -> String {
    let mut c = w.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// "If <condition>, rather than pay this spell's mana cost, you may have each other player
/// gain N life." (the Mercadian free spells, CR 118.9), up to the full stop.
pub(crate) fn others_gain_alternative(p: &mut Parser) -> PResult<StaticAst> {
    let start = p.pos;
    p.expect_seq("if")?;
    let c = crate::oracle::grammar::triggers::condition(p)?;
    p.expect_seq(", rather than pay ~ 's mana cost , you may have each other player gain")?;
    let n = number(p).ok_or(()).or_else(|_| p.err("expected an amount of life"))?;
    p.expect_seq("life")?;
    let text = p.text_from(start);
    let cost = CostAst { more: MoreCostAst { others_gain_life: n, ..MoreCostAst::default() }, ..CostAst::default() };
    Ok(StaticAst::AlternativeCost(cost, Some(c), text))
}
