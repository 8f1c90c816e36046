//! Grammar for choices made by players other than the controller (CR 608.2d) and the other
//! player's side of "unless" (CR 118.12): "Target opponent may draw a card", "Any player may
//! have ~ deal 6 damage to them. If no one does, ...", "unless any player pays {2}",
//! "unless that creature's controller has ~ deal 5 damage to them", "Unless target player
//! pays {3}, ...", "Then if any player pays {2}, ...", "Its controller creates a token".
//! Several players choose one after another in APNAP order (CR 101.4).

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, player_ref};
use grimoire_engine::ManaSymbol;

/// Who chooses: "any player" (the first who does ends the asking), "each player", "each
/// other player", "any opponent", or one player other than "you". The flag is `until_one`.
fn choosers(p: &mut Parser) -> PResult<(PlayerRef, bool)> {
    if p.eat_seq("any player") || p.eat_seq("a player") {
        return Ok((PlayerRef::Each, true));
    }
    if p.eat_seq("any opponent") || p.eat_seq("any other player") {
        return Ok((PlayerRef::EachOpponent, true));
    }
    if p.eat_seq("each other player") {
        return Ok((PlayerRef::EachOpponent, false));
    }
    if p.eat_seq("that player or that permanent 's controller") {
        // After "any target": the player, or the permanent's controller.
        return Ok((PlayerRef::ControllerOf(Box::new(ObjRef::It)), true));
    }
    let who = player_ref(p)?;
    match who {
        PlayerRef::You => p.err("\"you\" is the controller"),
        PlayerRef::Each | PlayerRef::EachOpponent => Ok((who, false)),
        PlayerRef::ControllerOf(o) => {
            // "that permanent's controller or that player" (any target): the controller of a
            // permanent, or the player itself (a player's "controller" is that player).
            p.eat_seq("or that player");
            Ok((PlayerRef::ControllerOf(o), true))
        }
        other => Ok((other, true)),
    }
}

/// The chooser's action, its verb in the form `may` takes ("draw", "have ~ deal") or, with
/// `third`, the third person ("draws", "has ~ deal", "pays"). "That player" and "them" in it
/// mean the player asked.
fn body(p: &mut Parser, third: bool) -> PResult<Vec<ActionAst>> {
    // "they have" / "they pay" after "unless" take the plural form too.
    if p.eat_word("have") || (third && p.eat_word("has")) {
        // "have ~ deal 6 damage to them" (the punisher's choice).
        let by = if p.eat_seq("~") || (p.self_it_at.is_some() && p.eat_word("it")) {
            ObjRef::SelfRef
        } else {
            return p.err("expected \"have ~ deal\"");
        };
        let act = crate::oracle::grammar::effects::object_verb(p, by)?;
        return match &act {
            ActionAst::DealDamage { to, .. } if to == &[Recipient::Player(PlayerRef::That)] => Ok(vec![act]),
            _ => p.err("expected damage dealt to them"),
        };
    }
    if p.is_word("pay") || (third && p.is_word("pays")) {
        return pay(p);
    }
    if p.is_word("create") || (third && p.is_word("creates")) {
        p.pos += 1;
        return create(p, PlayerRef::That);
    }
    if p.looking_at("exile a card from their graveyard")
        || (third && p.looking_at("exiles a card from their graveyard"))
    {
        p.pos += 6;
        return Ok(vec![ActionAst::ExileFromGraveyardBy { who: PlayerRef::That }]);
    }
    if p.is_word("put") || p.is_word("return") {
        return put_onto_battlefield(p);
    }
    if p.looking_at("search their library for") {
        return search_their_library(p);
    }
    let act = crate::oracle::grammar::effects::player_verb(p, PlayerRef::That)?;
    match &act {
        // CR 118.3-style: several sacrifices can't be done in part, and "if a player does"
        // can't tell a partial one yet.
        ActionAst::Sacrifice { count: AmountAst::Num(n), .. } if *n > 1 => p.err("sacrificing several"),
        ActionAst::Sacrifice { .. }
        | ActionAst::Draw { .. }
        | ActionAst::Discard { .. }
        | ActionAst::GainLife { .. }
        | ActionAst::LoseLife { .. }
        | ActionAst::Mill { .. } => Ok(vec![act]),
        _ => p.err("an action another player may take"),
    }
}

/// "pay(s) {2}", "pays {1} and 1 life", "pays 2 life", "pays life equal to its toughness",
/// "pays {1} for each <unit>" (CR 118.12): the payment of the player asked.
fn pay(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.pos += 1;
    let pay_of = |mana, life, times| ActionAst::PayTimes { who: PlayerRef::That, mana, life, times };
    if p.eat_word("life") {
        // "life equal to its toughness": one life repeated as many times (CR 119.4).
        let a = crate::oracle::grammar::phrases::objects::equal_to(p)?;
        return Ok(vec![pay_of(Default::default(), 1, a)]);
    }
    let mut mana = grimoire_engine::ManaCost::default();
    let mut life = 0;
    if matches!(p.peek(), Some(crate::oracle::front::lexer::Tok::Sym(_))) {
        mana = crate::oracle::grammar::keywords::mana_symbols(p)?;
        if !p.is_spell && mana.symbols.contains(&ManaSymbol::X) {
            // {X} is the spell's X (CR 107.3a); in an ability the payer would choose it.
            return p.err("paying {X} chosen on resolution");
        }
        if p.eat_word("and") {
            life = life_number(p)?;
        }
    } else {
        life = life_number(p)?;
    }
    let times = if p.eat_seq("for each") {
        crate::oracle::grammar::effects::counters::for_each_unit(p)?
    } else {
        AmountAst::Num(1)
    };
    Ok(vec![pay_of(mana, life, times)])
}

/// "N life".
fn life_number(p: &mut Parser) -> PResult<u32> {
    let AmountAst::Num(n) = amount(p)? else { return p.err("a fixed amount of life") };
    p.expect_seq("life")?;
    Ok(n as u32)
}

/// "<count> <token>" after "creates", for `who`.
fn create(p: &mut Parser, who: PlayerRef) -> PResult<Vec<ActionAst>> {
    // "that many" in a trigger is the event's amount ("is dealt damage", CR 603.2c).
    let count = if p.eat_seq("that many") { AmountAst::ThatMuch } else { amount(p)? };
    let token = crate::oracle::grammar::effects::token_phrase(p)?;
    Ok(vec![ActionAst::CreateTokensFor { who, count, token }])
}

/// The chooser part of an "unless": "any player pays {2}", "that creature's controller has ~
/// deal 5 damage to them", "that player sacrifices a creature" (CR 118.12, 608.2d).
pub fn unless_other(p: &mut Parser) -> PResult<ActionAst> {
    let start = p.pos;
    let (who, until_one) = choosers(p)?;
    let body = body(p, true)?;
    let group = matches!(who, PlayerRef::Each | PlayerRef::EachOpponent);
    if let [ActionAst::PayTimes { mana, life, times: AmountAst::Num(1), .. }] = &body[..] {
        if !group {
            // One player paying a fixed cost: the payment asks them itself.
            return Ok(ActionAst::Pay { who, mana: mana.clone(), life: *life, energy: 0 });
        }
    }
    Ok(ActionAst::OthersMay { who, prompt: p.text_from(start), body, until_one })
}

/// A sentence whose choice another player makes: "<players> may <action>.", "Unless <players>
/// <action>, <effect>.", "Then if <players> <action>, <effect>.", "<player> creates <token>."
pub fn sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if p.eat_word("unless") {
        // "Unless target player pays {3}, that player loses 5 life": the choice comes first,
        // so "that player" afterwards is the chooser named.
        let choice = unless_other(p)?;
        p.expect_seq(",")?;
        let rest = crate::oracle::grammar::effects::clauses(p)?;
        p.expect_seq(".")?;
        return Ok(vec![choice, ActionAst::IfNotDone(rest)]);
    }
    if p.eat_seq("then if") || p.eat_word("if") {
        // "Then if any player pays {2}, discard three cards."
        let choice = unless_other(p)?;
        p.expect_seq(",")?;
        let rest = crate::oracle::grammar::effects::clauses(p)?;
        p.expect_seq(".")?;
        return Ok(vec![choice, ActionAst::IfYouDo(rest)]);
    }
    p.eat_word("then");
    let start = p.pos;
    let (who, until_one) = choosers(p)?;
    if p.eat_word("creates") {
        // "Its controller creates a 1/1 white Spirit creature token with flying." (no choice)
        let acts = create(p, who)?;
        p.expect_seq(".")?;
        return Ok(acts);
    }
    p.expect_seq("may")?;
    let body = body(p, false)?;
    let prompt = p.text_from(start);
    p.expect_seq(".")?;
    Ok(vec![ActionAst::OthersMay { who, prompt, body, until_one }])
}

/// "If a player does, ..." / "If no one does, ..." after a choice of several players: the
/// actions follow, and whether they happen when someone did.
pub fn if_a_player_did(p: &mut Parser) -> Option<bool> {
    if p.eat_seq("if a player does ,") {
        return Some(true);
    }
    if p.eat_seq("if no one does ,") || p.eat_seq("if no player does ,") {
        return Some(false);
    }
    None
}

/// What follows "If the player does," / "If no one does,": "<player> may copy this spell
/// ..." (CR 707.10), "you may <actions>" (the controller's choice), or plain actions.
pub fn then_part(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if let Ok(acts) = p.attempt(crate::oracle::grammar::keywords::mechanics::copy_this_spell) {
        return Ok(acts);
    }
    if p.looking_at("you may") {
        let start = p.pos;
        p.pos += 2;
        let inner = crate::oracle::grammar::effects::clauses(p)?;
        return Ok(vec![ActionAst::May(p.text_from(start), inner)]);
    }
    crate::oracle::grammar::effects::clauses(p)
}

/// "search their library for [up to] N <phrase>, put them onto the battlefield [tapped] / into
/// their hand[, then shuffle]" (CR 701.23), by the player asked.
fn search_their_library(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("search their library for")?;
    p.eat_seq("up to");
    let Some(count) = crate::oracle::grammar::phrases::objects::number(p) else { return p.err("expected a number") };
    let filter = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
    if !(p.eat_punct(',') || p.eat_word("and")) {
        return p.err("expected where the cards go");
    }
    p.expect_seq("put")?;
    if !(p.eat_word("them") || p.eat_seq("that card") || p.eat_word("it")) {
        return p.err("expected \"put them\"");
    }
    let (to, tapped) = if p.eat_seq("into their hand") {
        (grimoire_engine::Zone::Hand, false)
    } else if p.eat_seq("onto the battlefield") {
        (grimoire_engine::Zone::Battlefield, p.eat_word("tapped"))
    } else {
        return p.err("expected where to put the cards");
    };
    let mut out = vec![ActionAst::SearchBy { who: PlayerRef::That, filter, count, to, tapped }];
    if p.eat_seq(", then shuffle") {
        out.push(ActionAst::Shuffle { who: PlayerRef::That });
    }
    Ok(out)
}

/// "put a creature card from their hand onto the battlefield", "put an artifact or enchantment
/// card onto the battlefield from their hand", "return a creature card from their graveyard to
/// the battlefield": the player asked chooses one such card (CR 608.2d).
fn put_onto_battlefield(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let put = p.eat_word("put");
    if !put && !p.eat_word("return") {
        return p.err("expected \"put\"");
    }
    if !(p.eat_word("a") || p.eat_word("an")) {
        return p.err("expected one card");
    }
    let start = p.pos;
    let mut phrase = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
    if p.text_from(start).contains("enchantment") {
        // CR 303.4f: an Aura put onto the battlefield this way needs a choice of what it
        // enchants, which the engine doesn't ask yet.
        return p.err("an Aura put onto the battlefield without being cast");
    }
    let mut from = None;
    phrase.suffixes.retain(|x| match x {
        Suffix::TheirZone(z) => {
            from = Some(*z);
            false
        }
        _ => true,
    });
    let mut battlefield = false;
    loop {
        if p.eat_seq("from their hand") {
            from = Some(grimoire_engine::Zone::Hand);
        } else if p.eat_seq("from their graveyard") {
            from = Some(grimoire_engine::Zone::Graveyard);
        } else if p.eat_seq(if put { "onto the battlefield" } else { "to the battlefield" }) {
            battlefield = true;
        } else {
            break;
        }
    }
    let Some(from) = from.filter(|_| battlefield && phrase.suffixes.is_empty()) else {
        return p.err("expected a card from their hand or graveyard onto the battlefield");
    };
    Ok(vec![ActionAst::PutOntoBattlefieldBy { who: PlayerRef::That, phrase, from }])
}
