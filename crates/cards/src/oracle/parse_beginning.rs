//! Grammar for delayed triggered abilities "at the beginning of the next end step" and
//! "... cleanup step" (CR 603.7, 514.3a), sacrificing an object already named ("sacrifice
//! it", "that player sacrifices that creature", CR 701.21a), and the Mirage and Visions
//! "If you cast it any time a sorcery couldn't have been cast, ..." sentence.

use super::ast::*;
use super::parser::{PResult, Parser};
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
    let actions = super::parse_effect::clauses(p)?;
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
