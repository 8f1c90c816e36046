//! The default answer to each decision: what a player who doesn't care would say.
//!
//! Used by scenario files with `strict = false`, by players' fallbacks after a refusal,
//! and by the command line when a human just presses enter.

use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::Game;

/// The default answer: keep; pass; the attackers and blockers the requirements demand; the first legal targets;
/// combat damage lethal to each blocker in order, the rest to the last blocker or, with
/// trample, to the player; the first options; cards to the bottom in the order offered.
pub fn default_answer(game: &Game, d: &Decision) -> Answer {
    match &d.kind {
        DecisionKind::Mulligan { .. } => Answer::Keep,
        DecisionKind::PutOnBottom { count, hand } => {
            Answer::Cards(hand.iter().take(*count as usize).copied().collect())
        }
        DecisionKind::Priority { .. } => Answer::Pass,
        // Only what the requirements demand (CR 508.1d, 509.1c): creatures that attack each
        // combat if able, and the blocks that obey the most block requirements.
        DecisionKind::DeclareAttackers { .. } => Answer::Attackers(game.required_attacks()),
        DecisionKind::DeclareBlockers { .. } => Answer::Blockers(game.required_blocks(d.player)),
        DecisionKind::AssignCombatDamage { amount, blockers, trample, .. } => {
            Answer::Damage(default_damage(*amount, blockers, *trample))
        }
        DecisionKind::ChooseTargets { slots, .. } => {
            Answer::Targets(slots.iter().map(|s| s.legal.iter().take(s.min as usize).copied().collect()).collect())
        }
        DecisionKind::ChooseObjects { from, min, .. } => {
            Answer::Cards(from.iter().take(*min as usize).copied().collect())
        }
        DecisionKind::YesNo { .. } => Answer::YesNo(true),
        DecisionKind::ChooseOption { .. } => Answer::Option(0),
        DecisionKind::ChooseNumber { min, .. } => Answer::Number(*min),
        DecisionKind::OrderTriggers { triggers } => Answer::Order((0..triggers.len()).collect()),
    }
}

/// Lethal damage to each blocker in turn, the rest to the last one or to the player with trample.
pub fn default_damage(
    amount: u32,
    blockers: &[(crate::ir::ObjectId, u32)],
    trample: Option<Target>,
) -> Vec<(Target, u32)> {
    let mut left = amount;
    let mut out: Vec<(Target, u32)> = Vec::new();
    for (b, lethal) in blockers {
        let n = left.min(*lethal);
        out.push((Target::Object(*b), n));
        left -= n;
    }
    if left > 0 {
        match (trample, out.last_mut()) {
            (Some(t), _) => out.push((t, left)),
            (None, Some(last)) => last.1 += left,
            (None, None) => {}
        }
    }
    out.retain(|(_, n)| *n > 0);
    out
}
