//! The answers worth comparing by simulation: the heuristic's choice and its neighbours.

use crate::heuristic;
use grimoire_engine::*;

/// At most this many candidate answers are compared for one decision.
pub const MAX_CANDIDATES: usize = 10;

fn push(out: &mut Vec<Answer>, a: Answer) {
    if out.len() < MAX_CANDIDATES && !out.contains(&a) {
        out.push(a);
    }
}

/// The answers to compare for `d`; a single answer means there is nothing to search.
pub fn candidates(game: &Game, d: &Decision) -> Vec<Answer> {
    let me = d.player;
    let mut out = Vec::new();
    match &d.kind {
        DecisionKind::Priority { actions } => {
            let mut cs = heuristic::candidates(game, me, actions);
            cs.sort_by(|a, b| b.value.total_cmp(&a.value));
            // Playing a land is always right when the heuristic wants it; don't search it.
            if let Some(c) = cs.first().filter(|c| matches!(c.answer, Answer::PlayLand(_))) {
                return vec![c.answer.clone()];
            }
            for c in cs {
                push(&mut out, c.answer);
            }
            push(&mut out, Answer::Pass);
        }
        DecisionKind::DeclareAttackers { options } => {
            let h = heuristic::choose_attackers(game, me, options);
            let opp = game.opponents(me).next();
            let target = |o: &AttackOption| {
                opp.map(Target::Player).filter(|t| o.defenders.contains(t)).unwrap_or(o.defenders[0])
            };
            push(&mut out, Answer::Attackers(h.clone()));
            push(&mut out, Answer::Attackers(vec![]));
            push(&mut out, Answer::Attackers(options.iter().map(|o| (o.attacker, target(o))).collect()));
            for o in options {
                let mut v = h.clone();
                if let Some(i) = v.iter().position(|(a, _)| *a == o.attacker) {
                    v.remove(i);
                } else {
                    v.push((o.attacker, target(o)));
                }
                push(&mut out, Answer::Attackers(v));
            }
        }
        DecisionKind::DeclareBlockers { options } => {
            let h = heuristic::choose_blockers(game, me, options);
            push(&mut out, Answer::Blockers(h.clone()));
            push(&mut out, Answer::Blockers(vec![]));
            for i in 0..h.len() {
                let mut v = h.clone();
                v.remove(i);
                push(&mut out, Answer::Blockers(v));
            }
            for o in options {
                if h.iter().any(|(b, _)| *b == o.blocker) {
                    continue;
                }
                for &a in &o.attackers {
                    let mut v = h.clone();
                    v.push((o.blocker, a));
                    push(&mut out, Answer::Blockers(v));
                }
            }
        }
        _ => out.push(heuristic::decide(game, d)),
    }
    if out.is_empty() {
        out.push(heuristic::decide(game, d));
    }
    out
}
