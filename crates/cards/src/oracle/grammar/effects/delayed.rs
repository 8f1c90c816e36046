//! Grammar for delayed triggered abilities "at the beginning of the next end step" and
//! "... cleanup step" (CR 603.7, 514.3a), sacrificing an object already named ("sacrifice
//! it", "that player sacrifices that creature", CR 701.21a), and the Mirage and Visions
//! "If you cast it any time a sorcery couldn't have been cast, ..." sentence.

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::Step;

/// "at the beginning of the next end step" / "... cleanup step": the step, if the words are
/// there.
pub fn next_step(p: &mut Parser) -> Option<Step> {
    if p.eat_seq("at the beginning of the next end step") {
        Some(Step::End)
    } else if p.eat_seq("at the beginning of the next cleanup step") {
        Some(Step::Cleanup)
    } else {
        None
    }
}

/// Wraps a sentence's actions in a delayed triggered ability about the object they name
/// (CR 603.7c). The ability has no targets of its own and can't mean a player named before.
pub fn delayed_about(p: &mut Parser, step: Step, actions: Vec<ActionAst>, start: usize) -> PResult<Vec<ActionAst>> {
    let text = p.text_from(start);
    // One object: "them" (Waylay's tokens) would need the ability to remember several.
    if text.split_whitespace().any(|w| matches!(w, "them" | "those")) {
        return p.err("a delayed triggered ability about several objects");
    }
    let dbg = format!("{actions:?}");
    if dbg.contains("Target(") {
        return p.err("a delayed triggered ability with targets");
    }
    if dbg.contains("Player(That)") || dbg.contains("who: That") || dbg.contains("ControllerOf(That)") {
        return p.err("a delayed triggered ability about a player named before");
    }
    Ok(vec![ActionAst::DelayedAbout { step, actions, text }])
}

/// "At the beginning of the next end step, <actions>." as a sentence of an effect.
pub fn delayed_sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let start = p.pos;
    let Some(step) = next_step(p) else { return p.err("expected \"at the beginning of the next\"") };
    p.expect_seq(",")?;
    let actions = crate::oracle::grammar::effects::clauses(p)?;
    p.expect_seq(".")?;
    delayed_about(p, step, actions, start)
}

/// After "sacrifice(s)": "it", "that creature", "the creature" and the like, an object named
/// before (not the source, which is "~").
pub fn sacrificed_object(p: &mut Parser) -> Option<ObjRef> {
    if p.eat_word("it") {
        return Some(ObjRef::It);
    }
    for w in ["that creature", "the creature", "that permanent", "that land", "that card"] {
        if p.eat_seq(w) {
            return Some(ObjRef::That);
        }
    }
    None
}

/// "If you cast it any time a sorcery couldn't have been cast, the controller of the
/// permanent it becomes sacrifices it at the beginning of the next cleanup step." after a
/// flash permission (CR 601.3, 514.3a).
pub fn flashed_sacrifice(p: &mut Parser) -> bool {
    p.eat_seq(
        "if you cast it any time a sorcery couldn't have been cast , the controller of the permanent it becomes \
         sacrifices it at the beginning of the next cleanup step .",
    )
}

/// "<player> returns a <phrase> they control to its owner's hand", "<player> untaps a
/// <phrase> they control": that player chooses one such permanent as the effect resolves
/// (not a target, CR 608.2d), then the action happens to it.
pub fn player_chooses_own(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let who = crate::oracle::grammar::phrases::objects::player_ref(p)?;
    // One chooser: "each player returns ..." would need each to choose in turn.
    if matches!(who, PlayerRef::You | PlayerRef::Each | PlayerRef::EachOpponent) {
        return p.err("one player other than \"you\"");
    }
    let verb = if p.eat_word("returns") {
        "return"
    } else if p.eat_word("untaps") {
        "untap"
    } else {
        return p.err("expected \"returns\" or \"untaps\"");
    };
    if !(p.eat_word("a") || p.eat_word("an")) {
        return p.err("expected \"a\"");
    }
    let mut phrase = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
    p.expect_seq("they control")?;
    // Read with the chooser as "you" (CR 608.2d).
    phrase.suffixes.push(Suffix::ControlledBy(PlayersAst::You));
    let then = if verb == "return" {
        if !(p.eat_seq("to its owner 's hand") || p.eat_seq("to their owner 's hand")) {
            return p.err("expected \"to its owner's hand\"");
        }
        ActionAst::ReturnToHand { what: ObjRef::It }
    } else {
        ActionAst::Untap { what: ObjRef::It }
    };
    Ok(vec![ActionAst::ChoosePermanentBy { who, phrase }, then])
}

/// "<player> may pay {3}." for a player other than "you": the payment is the choice, and
/// the player is asked (CR 118.12, 603.5).
pub fn other_player_may_pay(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let who = crate::oracle::grammar::phrases::objects::player_ref(p)?;
    if who == PlayerRef::You {
        return p.err("\"you may\" is read elsewhere");
    }
    p.expect_seq("may")?;
    if !p.is_word("pay") {
        return p.err("expected \"pay\"");
    }
    let pay = crate::oracle::grammar::effects::player_verb(p, who)?;
    if !matches!(pay, ActionAst::Pay { .. }) {
        return p.err("expected a payment");
    }
    p.expect_seq(".")?;
    Ok(vec![pay])
}

/// "If the player does, ..." / "If they don't, ..." after another player's choice to pay
/// (CR 118.12): the actions, and whether they happen when the player paid.
pub fn if_they_did(p: &mut Parser) -> Option<bool> {
    for w in ["if the player does ,", "if they do ,", "if that player does ,"] {
        if p.eat_seq(w) {
            return Some(true);
        }
    }
    for w in ["if the player doesn't ,", "if they don't ,", "if that player doesn't ,"] {
        if p.eat_seq(w) {
            return Some(false);
        }
    }
    None
}
