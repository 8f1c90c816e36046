//! Grammar for triggered abilities (CR 603): "When/Whenever/At <event>, <effect>".

pub(crate) mod conditions;
pub(crate) mod counters_put;
pub(crate) mod events;
pub(crate) mod player_attacks;
pub(crate) mod whenever;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::effects::effect;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::object_phrase;
use grimoire_engine::Step;

/// A chapter number, a Roman numeral (CR 714.2a): "I" is 1, "II" 2...
fn chapter_number(w: &str) -> Option<u32> {
    const NUMERALS: [&str; 10] = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"];
    NUMERALS.iter().position(|n| w.eq_ignore_ascii_case(n)).map(|i| i as u32 + 1)
}

/// Whether the line begins with a Saga's chapter symbols ("I —", "I, II —", CR 714.2).
pub fn starts_chapter(p: &Parser) -> bool {
    p.word().is_some_and(|w| chapter_number(&w).is_some())
        && matches!(p.peek_n(1), Some(Tok::Punct('—')) | Some(Tok::Punct(',')))
}

/// A chapter ability, the whole line (CR 714.2b-c): "I, II — effect" is a triggered
/// ability per number, "When one or more lore counters are put onto this Saga, if the number
/// of lore counters on it was less than N and became at least N, effect".
pub fn chapter(p: &mut Parser) -> PResult<TriggeredAst> {
    let mut chapters = Vec::new();
    loop {
        let Some(n) = p.word().and_then(|w| chapter_number(&w)) else {
            return p.err("expected a chapter number");
        };
        p.pos += 1;
        chapters.push(n);
        if !p.eat_punct(',') {
            break;
        }
    }
    p.expect_seq("—")?;
    // "you may" (CR 603.5), as after a trigger condition.
    let optional = p.looking_at("you may");
    if optional {
        p.pos += if p.looking_at("you may have") { 3 } else { 2 };
    }
    let effect = effect(p)?;
    Ok(TriggeredAst { trigger: TriggerAst::Chapters(chapters), effect, optional, condition: None })
}

/// A triggered ability, the whole line.
pub fn triggered(p: &mut Parser) -> PResult<TriggeredAst> {
    let trigger = if p.eat_seq("at the beginning of") {
        beginning(p)?
    } else if p.eat_seq("at end of combat") {
        // CR 511.2: "at end of combat" triggers at the beginning of the end of combat step.
        TriggerAst::Beginning(Step::EndOfCombat, PlayersAst::Any)
    } else if p.eat_word("when") || p.eat_word("whenever") {
        let first = event(p)?;
        // "Whenever an enchantment you control enters and whenever you fully unlock a Room"
        // (eerie): one ability, either event.
        if p.eat_seq("and whenever") {
            TriggerAst::Either(Box::new(first), Box::new(event(p)?))
        } else {
            first
        }
    } else {
        return p.err("expected \"When\", \"Whenever\" or \"At\"");
    };
    p.expect_seq(",")?;
    let condition = if p.eat_word("if") {
        let c = condition(p)?;
        p.expect_seq(",")?;
        Some(c)
    } else {
        None
    };
    // "you may" (CR 603.5); "you may have it deal ..." leaves "it deal ..." as the clause.
    // "that much" is the damage of a damage event (CR 603.2c).
    p.that_much = matches!(
        trigger,
        TriggerAst::DealsDamage(_)
            | TriggerAst::DamageToPlayerMatching(..)
            | TriggerAst::DamageToCreature(..)
            | TriggerAst::CombatDamageToPlayer(_)
            | TriggerAst::DamageToPlayer(_)
            | TriggerAst::IsDealtDamage(_)
            | TriggerAst::IsDealtCombatDamage(_)
    ) || crate::oracle::grammar::triggers::whenever::has_amount(&trigger);
    let may_start = p.pos;
    let mut optional = p.looking_at("you may");
    if optional {
        p.pos += if p.looking_at("you may have") { 3 } else { 2 };
    }
    // After "you may": "you may sacrifice it" is about ~ too.
    let about_self = crate::oracle::grammar::triggers::events::about_self(&trigger)
        || crate::oracle::grammar::triggers::whenever::about_self_either(&trigger);
    p.self_it_at = about_self.then_some(p.pos);
    let mut effect = effect(p)?;
    // "You may put two +1/+1 counters on it. If you don't, create ..." (fabricate, CR
    // 702.123a): declining the first sentence doesn't decline the ability, so only that
    // sentence is optional (CR 603.5).
    if let Some(k) = effect.actions.iter().position(|a| matches!(a, ActionAst::IfNotDone(_))).filter(|_| optional) {
        let text = p.text_from(may_start);
        let prompt = text.split_once('.').map_or(text.as_str(), |(first, _)| first).to_string();
        let first: Vec<ActionAst> = effect.actions.drain(..k).collect();
        effect.actions.insert(0, ActionAst::May(prompt, first));
        optional = false;
    }
    let trigger = crate::oracle::grammar::zones::graveyard_trigger(p, trigger, &condition, &effect)?;
    Ok(TriggeredAst { trigger, effect, optional, condition })
}

/// The condition of an intervening "if" clause (CR 603.4).
pub fn condition(p: &mut Parser) -> PResult<ConditionAst> {
    if let Ok(c) = p.attempt(crate::oracle::grammar::turn::condition) {
        return Ok(c);
    }
    if let Ok(c) = p.attempt(crate::oracle::grammar::zones::condition) {
        return Ok(c);
    }
    if let Ok(c) = p.attempt(crate::oracle::grammar::keywords::casting::kicked_condition) {
        return Ok(c);
    }
    if let Ok(c) = p.attempt(crate::oracle::grammar::mana::spent::condition) {
        return Ok(c);
    }
    if p.looking_at("you both own and control") {
        return crate::oracle::grammar::effects::meld::condition(p);
    }
    if let Ok(c) = crate::oracle::grammar::effects::counters::self_condition(p) {
        return Ok(c);
    }
    if let Some(c) = crate::oracle::grammar::triggers::whenever::source_is_type(p) {
        return Ok(c);
    }
    if p.eat_word("no") {
        let phrase = object_phrase(p)?;
        p.expect_seq("are on the battlefield")?;
        return Ok(ConditionAst::NoneOnBattlefield(phrase));
    }
    if p.eat_seq("there are no") {
        let phrase = object_phrase(p)?;
        return Ok(ConditionAst::NoneOnBattlefield(phrase));
    }
    // "as long as any player controls a black permanent" (Knight of Grace).
    if p.eat_seq("any player controls") {
        let _ = p.eat_word("a") || p.eat_word("an");
        return Ok(ConditionAst::AnyOnBattlefield(object_phrase(p)?));
    }
    if p.eat_seq("you haven't added mana with this ability this turn") {
        return Ok(ConditionAst::NoManaAddedThisTurn);
    }
    if p.eat_seq("you control no") {
        return Ok(ConditionAst::YouControlNo(object_phrase(p)?));
    }
    // Threshold: "seven or more cards are in your graveyard".
    let save = p.pos;
    if let Some(n) = crate::oracle::grammar::phrases::objects::number(p) {
        if p.eat_seq("or more cards are in your graveyard") {
            return Ok(ConditionAst::GraveyardAtLeast(n));
        }
        p.pos = save;
    }
    if let Ok(c) = p.attempt(|p| {
        p.expect_seq("you control")?;
        let n =
            crate::oracle::grammar::phrases::objects::number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        let _ = p.eat_seq("or more");
        Ok(ConditionAst::YouControl(object_phrase(p)?, n))
    }) {
        return Ok(c);
    }
    // Comparisons between players and counts (CR 603.4).
    if let Ok(c) = p.attempt(crate::oracle::grammar::triggers::conditions::player_condition) {
        return Ok(c);
    }
    p.err("unsupported \"if\" condition")
}

/// "[your|each|each player's|each opponent's|the] <step>" (CR 503.1a and the like).
fn beginning(p: &mut Parser) -> PResult<TriggerAst> {
    if p.eat_seq("each of your main phases") {
        return Ok(TriggerAst::MainPhases(PlayersAst::You));
    }
    // "At the beginning of combat on your turn" (CR 507.1): your beginning of combat step.
    if p.eat_seq("combat on your turn") {
        return Ok(TriggerAst::Beginning(Step::BeginningOfCombat, PlayersAst::You));
    }
    let whose = if p.eat_word("your") {
        PlayersAst::You
    } else if p.eat_seq("each opponent 's") {
        PlayersAst::Opponent
    } else if p.eat_seq("the chosen player 's") {
        // CR 607.2d: "At the beginning of the chosen player's upkeep".
        PlayersAst::ChosenPlayer
    } else if p.eat_seq("each player 's") || p.eat_word("each") || p.eat_word("the") {
        PlayersAst::Any
    } else {
        return p.err("expected whose step");
    };
    let step = if p.eat_word("upkeep") {
        Step::Upkeep
    } else if p.eat_seq("draw step") {
        Step::Draw
    } else if p.eat_seq("end step") {
        Step::End
    } else if p.eat_seq("precombat main phase") {
        Step::PrecombatMain
    } else if p.eat_seq("postcombat main phase") {
        Step::PostcombatMain
    } else if p.eat_seq("end of combat") {
        Step::EndOfCombat
    } else if p.eat_word("combat") {
        if !p.eat_seq("on your turn") {
            return p.err("expected \"on your turn\"");
        }
        return Ok(TriggerAst::Beginning(Step::BeginningOfCombat, PlayersAst::You));
    } else {
        return p.err("expected a step");
    };
    if whose == PlayersAst::Any && p.is_word("of") && p.is_word_n(1, "enchanted") && p.is_word_n(4, "controller") {
        // "the upkeep of enchanted creature's controller" (CR 503.1a).
        p.pos += 5;
        return Ok(TriggerAst::Beginning(step, PlayersAst::AttachedController));
    }
    if whose == PlayersAst::Any && p.eat_seq("on your turn") {
        return Ok(TriggerAst::Beginning(step, PlayersAst::You));
    }
    Ok(TriggerAst::Beginning(step, whose))
}

fn who_casts(p: &mut Parser) -> Option<PlayersAst> {
    if p.eat_seq("you cast") {
        Some(PlayersAst::You)
    } else if p.eat_seq("a player casts") {
        Some(PlayersAst::Any)
    } else if p.eat_seq("an opponent casts") {
        Some(PlayersAst::Opponent)
    } else {
        None
    }
}

/// The event after "When"/"Whenever".
fn event(p: &mut Parser) -> PResult<TriggerAst> {
    // CR 601.2i: "When you cast this spell" ("this spell" and the card's name read as ~).
    if p.eat_seq("you cast ~") {
        return Ok(TriggerAst::CastSelf);
    }
    if let Some(who) = who_casts(p) {
        if !(p.eat_word("a") || p.eat_word("an")) {
            return p.err("expected \"a\"");
        }
        return Ok(TriggerAst::Cast(who, object_phrase(p)?));
    }
    // CR 603.8: a state trigger.
    if p.eat_seq("you control no") {
        return Ok(TriggerAst::State(ConditionAst::YouControlNo(object_phrase(p)?)));
    }
    // CR 702.26: "Whenever ~ phases in", "Whenever ~ phases out".
    for (words, out) in [("~ phases out", true), ("~ phases in", false)] {
        if p.eat_seq(words) {
            return Ok(TriggerAst::PhasesSelf(out));
        }
    }
    if p.eat_seq("you cycle ~") {
        return Ok(TriggerAst::Cycled);
    }
    if p.eat_seq("~ is put into your graveyard from your library") {
        return Ok(TriggerAst::PutIntoGraveyardFrom(grimoire_engine::Zone::Library));
    }
    for (words, who) in [
        ("you draw a card", PlayersAst::You),
        ("a player draws a card", PlayersAst::Any),
        ("an opponent draws a card", PlayersAst::Opponent),
    ] {
        if p.eat_seq(words) {
            return Ok(TriggerAst::Draws(who));
        }
    }
    if let Ok(t) = p.attempt(crate::oracle::grammar::combat::exert::you_exert) {
        return Ok(t);
    }
    if let Ok(t) = p.attempt(crate::oracle::grammar::triggers::counters_put::counters_put) {
        return Ok(t);
    }
    if let Ok(t) = p.attempt(crate::oracle::grammar::triggers::player_attacks::you_attack) {
        return Ok(t);
    }
    if let Ok(t) = p.attempt(crate::oracle::grammar::triggers::whenever::player_event) {
        return Ok(t);
    }
    if let Ok(t) = p.attempt(crate::oracle::grammar::triggers::whenever::dies_damaged_by_self) {
        return Ok(t);
    }
    let (subject, or_self) = crate::oracle::grammar::triggers::whenever::subject(p)?;
    let t = event_of(p, subject.clone())?;
    let t = crate::oracle::grammar::triggers::whenever::or_event(p, &subject, t, event_of)?;
    Ok(if or_self { TriggerAst::OrSelf(Box::new(t)) } else { t })
}

/// The event after its subject ("enters", "dies", "attacks", ...).
fn event_of(p: &mut Parser, mut subject: ObjRef) -> PResult<TriggerAst> {
    if let Some(t) = crate::oracle::grammar::triggers::whenever::event_after_subject(p, &subject) {
        return Ok(t);
    }
    if p.eat_word("enters") || p.eat_word("enter") {
        p.eat_seq("the battlefield");
        if p.eat_seq("under your control") {
            match &mut subject {
                ObjRef::Each(ph) => ph.suffixes.push(Suffix::ControlledBy(PlayersAst::You)),
                _ => return p.err("\"under your control\" with ~"),
            }
        }
        return Ok(TriggerAst::Enters(subject));
    }
    if p.eat_seq("is put into a graveyard from the battlefield") {
        return Ok(TriggerAst::PutIntoGraveyardFromBattlefield(subject, PlayersAst::Any));
    }
    if p.eat_word("dies") {
        return Ok(TriggerAst::Dies(subject));
    }
    if p.eat_seq("leaves the battlefield") {
        return Ok(TriggerAst::Leaves(subject));
    }
    if p.eat_seq("attacks and isn't blocked") {
        return Ok(TriggerAst::AttacksUnblocked(subject));
    }
    if p.eat_word("attacks") {
        return Ok(TriggerAst::Attacks(subject));
    }
    if let Ok(t) = p.attempt(|p| crate::oracle::grammar::triggers::events::block_pair(p, &subject)) {
        return Ok(t);
    }
    if p.eat_seq("blocks or becomes blocked") {
        return Ok(TriggerAst::BlocksOrBecomesBlocked(subject));
    }
    if p.eat_word("blocks") {
        return Ok(TriggerAst::Blocks(subject));
    }
    if p.eat_seq("becomes blocked") {
        return Ok(TriggerAst::BecomesBlocked(subject));
    }
    if p.eat_seq("deals combat damage to a player") {
        return Ok(TriggerAst::CombatDamageToPlayer(subject));
    }
    if p.eat_seq("deals damage to a player") {
        return Ok(TriggerAst::DamageToPlayer(subject));
    }
    if p.looking_at("deals damage ,") {
        p.pos += 2;
        return Ok(TriggerAst::DealsDamage(subject));
    }
    if p.eat_seq("is dealt combat damage") {
        return Ok(TriggerAst::IsDealtCombatDamage(subject));
    }
    if p.eat_seq("is dealt damage") {
        return Ok(TriggerAst::IsDealtDamage(subject));
    }
    if p.eat_seq("is tapped for mana") {
        return Ok(TriggerAst::TappedForMana(subject));
    }
    crate::oracle::grammar::triggers::events::event_after_subject(p, &subject)
}
