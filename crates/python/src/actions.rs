//! The legal answers to a decision as a finite, ordered list: what an agent picks by index.
//!
//! The engine describes a decision by its legal *options* (which cards can be cast, which
//! creatures can attack whom, which targets are legal); a full answer combines several of
//! them (a cast with its modes, X, targets and cost choices; a set of attackers). The number
//! of combinations can be huge, so [`legal_answers`] lists a bounded, deterministic subset:
//! every simple choice (pass, each land, each option, yes and no, each number), and for the
//! combined ones a spread of representative answers (each spell with each single choice of
//! target, each X the player can pay; no attack, each single attacker, all attackers; ...).
//! Every answer listed that is not trivially legal is tried on a copy of the game and kept
//! only if the engine accepts it (CR 732: a refused answer changes nothing, so a copy's
//! refusal is the engine's own verdict). The list is never empty: the engine's default
//! answer is always legal.

use grimoire_ai::heuristic;
use grimoire_engine::*;

/// At most this many answers are listed for one decision (the action space's size).
pub const MAX_ACTIONS: usize = 64;

/// At most this many values of X are listed for one cast or activation.
const MAX_X: usize = 8;

/// The first `cap` subsets of `k` indices out of `0..n`, in lexicographic order.
fn combinations(n: usize, k: usize, cap: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if k > n {
        return out;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        out.push(idx.clone());
        if out.len() >= cap {
            return out;
        }
        // The rightmost index that can still move right.
        let Some(i) = (0..k).rev().find(|&i| idx[i] < n - k + i) else { return out };
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// Choices of targets for each slot: the product of each slot's combinations of its
/// smallest legal count (at least one target when any is legal), capped.
fn target_choices(slots: &[TargetSlot], cap: usize) -> Vec<Vec<Vec<Target>>> {
    let mut out: Vec<Vec<Vec<Target>>> = vec![Vec::new()];
    for s in slots {
        let k = (s.min as usize).max(1).min(s.max as usize).min(s.legal.len());
        let picks = combinations(s.legal.len(), k, cap);
        let mut next = Vec::new();
        'outer: for prefix in &out {
            for p in &picks {
                let mut v = prefix.clone();
                v.push(p.iter().map(|&i| s.legal[i]).collect());
                next.push(v);
                if next.len() >= cap {
                    break 'outer;
                }
            }
        }
        out = next;
    }
    out
}

/// Damage divided as evenly as possible among the chosen targets of slot `d.slot` (CR 601.2d).
fn even_division(d: Option<&Division>, targets: &[Vec<Target>], x: Option<u32>) -> Vec<u32> {
    let Some(d) = d else { return Vec::new() };
    let n = targets.get(d.slot).map_or(0, Vec::len) as u32;
    let total = d.amount.or(x).unwrap_or(0);
    if n == 0 {
        return Vec::new();
    }
    (0..n).map(|i| total / n + u32::from(i < total % n)).collect()
}

/// The first objects able to pay each sacrifice or discard cost (CR 601.2h, 602.2b).
fn first_cost_choices(costs: &[CostChoice]) -> Vec<ObjectId> {
    let mut out: Vec<ObjectId> = Vec::new();
    for c in costs {
        out.extend(
            c.candidates.iter().filter(|o| !out.contains(o)).take(c.count as usize).copied().collect::<Vec<_>>(),
        );
    }
    out
}

/// The modes to try: each legal set of the fewest modes allowed (at least one), capped.
fn mode_sets(m: Option<&ModeChoice>) -> Vec<Vec<usize>> {
    match m {
        None => vec![Vec::new()],
        Some(m) => combinations(m.modes.len(), (m.min as usize).max(1).min(m.modes.len()), MAX_ACTIONS),
    }
}

/// The values of X the player can pay now, at most [`MAX_X`] of them (the largest included).
fn x_values(game: &Game, p: PlayerId, action: &ActionOption, has_x: bool) -> Vec<Option<u32>> {
    if !has_x {
        return vec![None];
    }
    let n = game.x_costs(p, action).len() as u32;
    if n == 0 {
        return vec![Some(0)];
    }
    let mut xs: Vec<u32> = (0..n).take(MAX_X - 1).collect();
    if n - 1 > *xs.last().unwrap_or(&0) {
        xs.push(n - 1);
    }
    xs.into_iter().map(Some).collect()
}

/// The answers worth listing for one action at priority (before the legality check).
fn priority_answers(game: &Game, p: PlayerId, a: &ActionOption, out: &mut Vec<Answer>) {
    match a {
        ActionOption::Pass => out.push(Answer::Pass),
        ActionOption::PlayLand { card, face } => out.push(Answer::PlayLand(LandPlay { card: *card, face: *face })),
        ActionOption::Cast { card, targets, x, modes, alt, half } => {
            let costs = first_cost_choices(&game.cast_cost_choices(p, *card, *alt));
            let division = game.spell_division(*card);
            for ms in mode_sets(modes.as_ref()) {
                let slots = if ms.is_empty() { targets.clone() } else { game.mode_target_slots(p, *card, &ms) };
                for xv in x_values(game, p, a, *x) {
                    for ts in target_choices(&slots, MAX_ACTIONS) {
                        let divide = even_division(division.as_ref(), &ts, xv);
                        out.push(Answer::Cast(CastSpec {
                            card: *card,
                            modes: ms.clone(),
                            x: xv,
                            targets: ts,
                            divide,
                            cost_choices: costs.clone(),
                            alt: *alt,
                            half: *half,
                            ..CastSpec::default()
                        }));
                    }
                }
            }
        }
        ActionOption::Activate { source, index, targets, x, modes, .. } => {
            let costs = first_cost_choices(&game.activation_cost_choices(p, *source, *index));
            for ms in mode_sets(modes.as_ref()) {
                let slots = if ms.is_empty() {
                    targets.clone()
                } else {
                    game.activation_mode_target_slots(p, *source, *index, &ms)
                };
                for xv in x_values(game, p, a, *x) {
                    for ts in target_choices(&slots, MAX_ACTIONS) {
                        out.push(Answer::Activate(ActivateSpec {
                            source: *source,
                            index: *index,
                            modes: ms.clone(),
                            x: xv,
                            targets: ts,
                            cost_choices: costs.clone(),
                            ..ActivateSpec::default()
                        }));
                    }
                }
            }
        }
        // CR 702.37e: turning a face-down permanent face up is a special action.
        ActionOption::TurnFaceUp { permanent, x, .. } => {
            for xv in x_values(game, p, a, *x) {
                out.push(Answer::TurnFaceUp(ActivateSpec { source: *permanent, x: xv, ..ActivateSpec::default() }));
            }
        }
        // CR 702.143a, 702.170a: foretelling or plotting is a special action.
        ActionOption::ExileFromHand { card, .. } => {
            out.push(Answer::ExileFromHand(ActivateSpec { source: *card, ..ActivateSpec::default() }))
        }
        // CR 709.5e: unlocking a door of a Room is a special action.
        ActionOption::Unlock { room, door, .. } => {
            out.push(Answer::Unlock(ActivateSpec { source: *room, index: *door as usize, ..ActivateSpec::default() }))
        }
    }
}

/// Attack declarations (CR 508.1): the required attacks alone, the heuristic's choice, each
/// creature alone (with the required ones), every creature, at the first opponent when it may.
fn attack_answers(game: &Game, p: PlayerId, options: &[AttackOption], out: &mut Vec<Answer>) {
    let required = game.required_attacks();
    let opp = game.opponents(p).next().map(Target::Player);
    let at = |o: &AttackOption| opp.filter(|t| o.defenders.contains(t)).or(o.defenders.first().copied());
    out.push(Answer::Attackers(required.clone()));
    out.push(Answer::Attackers(heuristic::choose_attackers(game, p, options)));
    for o in options {
        for &d in &o.defenders {
            let mut v: Vec<(ObjectId, Target)> = required.iter().filter(|(a, _)| *a != o.attacker).copied().collect();
            v.push((o.attacker, d));
            out.push(Answer::Attackers(v));
        }
    }
    out.push(Answer::Attackers(options.iter().filter_map(|o| at(o).map(|t| (o.attacker, t))).collect()));
}

/// Block declarations (CR 509.1): the required blocks, the heuristic's, each single block.
fn block_answers(game: &Game, p: PlayerId, options: &[BlockOption], out: &mut Vec<Answer>) {
    let required = game.required_blocks(p);
    out.push(Answer::Blockers(required.clone()));
    out.push(Answer::Blockers(heuristic::choose_blockers(game, p, options)));
    for o in options {
        for &a in &o.attackers {
            let mut v: Vec<(ObjectId, ObjectId)> = required.iter().filter(|(b, _)| *b != o.blocker).copied().collect();
            v.push((o.blocker, a));
            out.push(Answer::Blockers(v));
        }
    }
}

/// Orders of `n` triggers: every permutation for up to four, else the offered order, its
/// reverse and each rotation.
fn orders(n: usize) -> Vec<Vec<usize>> {
    fn permute(rest: &mut Vec<usize>, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if rest.is_empty() {
            out.push(cur.clone());
            return;
        }
        for i in 0..rest.len() {
            let v = rest.remove(i);
            cur.push(v);
            permute(rest, cur, out);
            cur.pop();
            rest.insert(i, v);
        }
    }
    let mut out = Vec::new();
    if n <= 4 {
        permute(&mut (0..n).collect(), &mut Vec::new(), &mut out);
    } else {
        out.push((0..n).rev().collect());
        for r in 0..n {
            out.push((0..n).map(|i| (i + r) % n).collect());
        }
    }
    out
}

/// Whether the answer is one the engine might refuse even though it was built from the
/// decision's options (a cast's payment and costs, combat restrictions, chosen sets).
fn needs_check(a: &Answer) -> bool {
    matches!(
        a,
        Answer::Cast(_)
            | Answer::Activate(_)
            | Answer::TurnFaceUp(_)
            | Answer::ExileFromHand(_)
            | Answer::Unlock(_)
            | Answer::Attackers(_)
            | Answer::Blockers(_)
            | Answer::Targets(_)
            | Answer::Cards(_)
            | Answer::Damage(_)
    )
}

/// Whether the engine accepts `a` from `p` now (tried on a copy; the game is untouched).
pub fn accepted(game: &Game, p: PlayerId, a: &Answer) -> bool {
    let mut copy = game.clone();
    copy.set_logging(false);
    copy.submit(p, a.clone()).is_ok()
}

/// The listed legal answers to `d`, in a fixed order, without repeats, at most [`MAX_ACTIONS`].
pub fn legal_answers(game: &Game, d: &Decision) -> Vec<Answer> {
    let p = d.player;
    let mut raw = Vec::new();
    match &d.kind {
        DecisionKind::Mulligan { .. } => raw.extend([Answer::Keep, Answer::Mulligan]),
        DecisionKind::PutOnBottom { count, hand } => {
            for c in combinations(hand.len(), *count as usize, MAX_ACTIONS) {
                raw.push(Answer::Cards(c.iter().map(|&i| hand[i]).collect()));
            }
        }
        DecisionKind::Priority { actions } => {
            for a in actions {
                priority_answers(game, p, a, &mut raw);
            }
        }
        DecisionKind::DeclareAttackers { options } => attack_answers(game, p, options, &mut raw),
        DecisionKind::DeclareBlockers { options } => block_answers(game, p, options, &mut raw),
        DecisionKind::AssignCombatDamage { .. } => {}
        DecisionKind::ChooseTargets { slots, .. } => {
            raw.extend(target_choices(slots, MAX_ACTIONS).into_iter().map(Answer::Targets));
        }
        DecisionKind::ChooseObjects { from, min, max, .. } => {
            for k in *min..=*max {
                for c in combinations(from.len(), k as usize, MAX_ACTIONS) {
                    raw.push(Answer::Cards(c.iter().map(|&i| from[i]).collect()));
                }
                if raw.len() >= MAX_ACTIONS {
                    break;
                }
            }
        }
        DecisionKind::YesNo { .. } => raw.extend([Answer::YesNo(true), Answer::YesNo(false)]),
        DecisionKind::ChooseOption { options, .. } => raw.extend((0..options.len()).map(Answer::Option)),
        DecisionKind::ChooseNumber { min, max, .. } => {
            let hi = (*max).min(min.saturating_add(MAX_ACTIONS as u32 - 2));
            raw.extend((*min..=hi).map(Answer::Number));
            if *max > hi {
                raw.push(Answer::Number(*max));
            }
        }
        DecisionKind::OrderTriggers { triggers } => raw.extend(orders(triggers.len()).into_iter().map(Answer::Order)),
    }
    let mut out: Vec<Answer> = Vec::new();
    for a in raw {
        if out.len() >= MAX_ACTIONS {
            break;
        }
        if out.contains(&a) || (needs_check(&a) && !accepted(game, p, &a)) {
            continue;
        }
        out.push(a);
    }
    if out.is_empty() {
        out.push(default_answer(game, d));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_are_lexicographic_and_capped() {
        assert_eq!(combinations(4, 2, 100).len(), 6);
        assert_eq!(combinations(4, 2, 100)[0], vec![0, 1]);
        assert_eq!(combinations(4, 2, 100)[5], vec![2, 3]);
        assert_eq!(combinations(10, 3, 7).len(), 7);
        assert_eq!(combinations(3, 0, 10), vec![Vec::<usize>::new()]);
        assert!(combinations(2, 3, 10).is_empty());
    }

    #[test]
    fn orders_cover_small_sets() {
        assert_eq!(orders(3).len(), 6);
        assert_eq!(orders(6).len(), 7);
    }

    #[test]
    fn even_division_spreads_the_remainder() {
        let d = Division { amount: Some(5), slot: 0 };
        let t = vec![vec![Target::Player(PlayerId(0)), Target::Player(PlayerId(1))]];
        assert_eq!(even_division(Some(&d), &t, None), vec![3, 2]);
    }
}
