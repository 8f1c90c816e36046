//! Grammar for combat sentences (CR 506-511): "becomes blocked" (509.1h), "remove it from
//! combat" (506.4), "target creature blocks ~ this turn if able" (509.1c), "can block an
//! additional creature" / "any number of creatures" (509.1a), "can block creatures with
//! shadow as though ~ had shadow" (702.28b), "you may have ~ assign its combat damage as
//! though it weren't blocked" (510.1c), and the object words and qualifiers that read the
//! state of combat ("blocked", "unblocked", "nonattacking", "blocking ~", "it's blocking",
//! "that's attacking you").

pub(crate) mod board;
pub(crate) mod exert;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::obj_ref;

/// A verb phrase about combat after an object subject, or `None` (cursor unmoved):
/// "becomes blocked", "blocks ~ this turn if able", "can block an additional creature this
/// turn", "can attack this turn as though it didn't have defender".
pub fn object_verb(p: &mut Parser, what: &ObjRef) -> Option<ActionAst> {
    let combat = |action| Some(ActionAst::Combat { what: what.clone(), action });
    if p.eat_seq("becomes blocked") || p.eat_seq("become blocked") {
        // CR 509.1h: even a creature that can't be blocked.
        return combat(CombatActionAst::BecomesBlocked);
    }
    if p.eat_seq("blocks ~ this turn if able") {
        return combat(CombatActionAst::BlocksSource);
    }
    for (words, r) in [
        ("can block an additional creature this turn", RestrictionAst::BlocksAdditional),
        ("can attack this turn as though it didn't have defender", RestrictionAst::AttacksAsThoughNoDefender),
    ] {
        if p.eat_seq(words) {
            let grant = GrantAst::Restriction(r);
            return Some(ActionAst::Grant { what: what.clone(), grant, until: Until::EndOfTurn });
        }
    }
    None
}

/// "combat before blockers are declared" / "combat after blockers are declared" (CR 506.1,
/// 509: blockers are declared in the declare blockers step), or `None` (cursor unmoved).
pub fn during_combat(p: &mut Parser) -> Option<ConditionAst> {
    use grimoire_engine::Step;
    if p.eat_seq("combat before blockers are declared") {
        return Some(ConditionAst::StepIn(vec![Step::BeginningOfCombat, Step::DeclareAttackers]));
    }
    if p.eat_seq("combat after blockers are declared") {
        let steps = vec![Step::DeclareBlockers, Step::FirstStrikeDamage, Step::CombatDamage, Step::EndOfCombat];
        return Some(ConditionAst::StepIn(steps));
    }
    None
}

/// An imperative about combat: "remove <object> from combat" (CR 506.4).
pub fn clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("remove")?;
    let what = obj_ref(p)?;
    p.expect_seq("from combat")?;
    Ok(vec![ActionAst::Combat { what, action: CombatActionAst::RemoveFromCombat }])
}

/// A static restriction about blocking after its subject: "can block an additional creature
/// each combat", "can block any number of creatures" (CR 509.1a), "can block creatures with
/// shadow as though ~ had shadow" (CR 702.28b).
pub fn static_restriction(p: &mut Parser) -> Option<RestrictionAst> {
    for (words, r) in [
        ("can block an additional creature each combat", RestrictionAst::BlocksAdditional),
        ("can block any number of creatures", RestrictionAst::BlocksAnyNumber),
        ("can block creatures with shadow as though ~ had shadow", RestrictionAst::BlocksShadowAsThough),
        ("can block creatures with shadow as though it had shadow", RestrictionAst::BlocksShadowAsThough),
    ] {
        if p.eat_seq(words) {
            return Some(r);
        }
    }
    None
}

/// A whole static sentence about combat: "You may have ~ assign its combat damage as though
/// it weren't blocked" (CR 510.1c, 101.1).
pub fn static_sentence(p: &mut Parser) -> Option<Vec<StaticAst>> {
    for (words, r) in [
        (
            "you may have ~ assign its combat damage as though it weren't blocked",
            RestrictionAst::MayAssignAsThoughUnblocked,
        ),
        // CR 508.1d: requirements that depend on the rest of the declaration.
        ("if ~ attacks , all creatures you control attack if able", RestrictionAst::AllAttackIfThisAttacks),
        ("if a creature you control attacks , ~ also attacks if able", RestrictionAst::AttacksIfAnotherAttacks),
    ] {
        if p.eat_seq(words) {
            return Some(vec![StaticAst::Continuous(ObjRef::SelfRef, GrantAst::Restriction(r))]);
        }
    }
    // CR 508.1c, 509.1b: "No more than two creatures can attack you each combat."
    let save = p.pos;
    if p.eat_seq("no more than") {
        if let Some(max) = crate::oracle::grammar::phrases::objects::number(p) {
            if p.eat_word("creatures") || p.eat_word("creature") {
                let block = p.eat_seq("can block");
                let attack = !block && p.eat_seq("can attack");
                let you_only = attack && p.eat_word("you");
                if (block || attack) && p.eat_seq("each combat") {
                    return Some(vec![StaticAst::MaxCombatants { block, you_only, max }]);
                }
            }
        }
    }
    p.pos = save;
    None
}

/// An adjective on the state of combat: "blocked", "unblocked" (CR 509.1h), "nonattacking",
/// "nonblocking".
pub fn adjective(word: &str) -> Option<Desc> {
    let f = match word {
        "blocked" => CombatStateAst::Blocked,
        "unblocked" => CombatStateAst::Unblocked,
        "nonattacking" => CombatStateAst::NotAttacking,
        "nonblocking" => CombatStateAst::NotBlocking,
        _ => return None,
    };
    Some(Desc::Combat(f))
}

/// Whether the word at the cursor begins a combat qualifier rather than being an adjective
/// ("creature blocking ~", "creature blocked by ~").
pub fn starts_suffix(p: &Parser) -> bool {
    if p.looking_at("attacking you") {
        return true;
    }
    (p.is_word("blocking") || p.looking_at("blocked by"))
        && matches!(p.peek_n(1), Some(Tok::SelfRef) | Some(Tok::Word(_)))
        && (p.looking_at("blocked by") || matches!(p.peek_n(1), Some(Tok::SelfRef)) || p.is_word_n(1, "it"))
}

/// A qualifier on the state of combat after a noun: "blocking ~", "blocking it", "blocked by
/// ~", "it's blocking", "~ is blocking" (CR 509.1g), "that's attacking you" (CR 506.2).
pub fn suffix(p: &mut Parser) -> Option<Suffix> {
    for (words, f) in [
        ("blocking or blocked by it", CombatStateAst::BlockingOrBlockedBySelf),
        ("blocking ~", CombatStateAst::BlockingSelf),
        ("blocking it", CombatStateAst::BlockingSelf),
        ("blocked by ~", CombatStateAst::BlockedBySelf),
        ("blocked by it", CombatStateAst::BlockedBySelf),
        ("it's blocking", CombatStateAst::BlockedBySelf),
        ("~ is blocking", CombatStateAst::BlockedBySelf),
        ("that's attacking you", CombatStateAst::AttackingYou),
        ("attacking you", CombatStateAst::AttackingYou),
    ] {
        if p.eat_seq(words) {
            return Some(Suffix::Combat(f));
        }
    }
    None
}
