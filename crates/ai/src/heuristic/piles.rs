//! Separating objects into two piles and choosing one (CR 700.3), weighed by what each pile
//! would do: a card put into its owner's hand gains them its worth, a permanent sacrificed or
//! destroyed costs its controller its worth. The chooser takes the pile best for them; the
//! separator makes the split whose worse pile (for them, after the chooser's pick) is best.

use super::permanent_value;
use grimoire_engine::effects::piles::PileQuestion;
use grimoire_engine::*;

/// Splits of up to this many objects are all tried; above it the split is balanced greedily.
const EXACT: usize = 12;

/// The answer to the pile question being asked of `me`.
pub(super) fn answer(game: &Game, me: PlayerId, q: &PileQuestion) -> Answer {
    match &q.piles {
        Some((first, second)) => Answer::Option(choose(game, me, q, first, second)),
        None => Answer::Cards(separate(game, q)),
    }
}

/// What an object is worth to whoever has it: a permanent by [`permanent_value`], a card
/// by its mana value (a land a little).
fn worth(game: &Game, o: ObjectId) -> f64 {
    let obj = game.object(o);
    if obj.zone == Zone::Battlefield {
        permanent_value(game, o)
    } else if obj.card.has_type(CardType::Land) {
        1.5
    } else {
        1.0 + obj.card.mana_cost.as_ref().map_or(0, |c| c.mana_value(0)) as f64
    }
}

/// Who gains or loses by what happens to an object: its controller on the battlefield, its
/// owner elsewhere.
fn holder(game: &Game, o: ObjectId) -> PlayerId {
    let obj = game.object(o);
    if obj.zone == Zone::Battlefield {
        game.controller(o)
    } else {
        obj.owner
    }
}

/// What `instr` (run on a pile) gains the holder of `o`.
fn gain(game: &Game, instr: Option<&Instr>, o: ObjectId) -> f64 {
    let on_battlefield = game.object(o).zone == Zone::Battlefield;
    match instr {
        Some(Instr::ReturnToHand { .. }) if !on_battlefield => worth(game, o),
        Some(Instr::ReturnToHand { .. }) => -0.5 * worth(game, o),
        Some(Instr::SacrificeObjects { .. } | Instr::Destroy { .. } | Instr::Exile { .. }) if on_battlefield => {
            -worth(game, o)
        }
        Some(Instr::PutIntoGraveyard { .. }) if on_battlefield => -worth(game, o),
        _ => 0.0,
    }
}

/// How good for `me` it is that `chosen` is the chosen pile and `other` the other one.
fn outcome(game: &Game, me: PlayerId, q: &PileQuestion, chosen: &[ObjectId], other: &[ObjectId]) -> f64 {
    let side = |o: ObjectId| if holder(game, o) == me { 1.0 } else { -1.0 };
    let a: f64 = chosen.iter().map(|&o| side(o) * gain(game, Some(&q.spec.chosen), o)).sum();
    let b: f64 = other.iter().map(|&o| side(o) * gain(game, q.spec.other.as_ref(), o)).sum();
    a + b
}

/// The pile (0 or 1) best for `me`.
fn choose(game: &Game, me: PlayerId, q: &PileQuestion, first: &[ObjectId], second: &[ObjectId]) -> usize {
    let take_first = outcome(game, me, q, first, second);
    let take_second = outcome(game, me, q, second, first);
    usize::from(take_second > take_first)
}

/// The first pile: the split whose result is best for the separator once the chooser has
/// chosen.
fn separate(game: &Game, q: &PileQuestion) -> Vec<ObjectId> {
    let objs = &q.objects;
    if objs.len() > EXACT {
        return balanced(game, objs);
    }
    let mut best: Option<(f64, Vec<ObjectId>)> = None;
    for mask in 0u32..(1 << objs.len()) {
        let first: Vec<ObjectId> =
            objs.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, o)| *o).collect();
        let second: Vec<ObjectId> = objs.iter().copied().filter(|o| !first.contains(o)).collect();
        let pick = choose(game, q.chooser, q, &first, &second);
        let (chosen, other) = if pick == 0 { (&first, &second) } else { (&second, &first) };
        let value = outcome(game, q.separator, q, chosen, other);
        if best.as_ref().is_none_or(|(v, _)| value > *v) {
            best = Some((value, first));
        }
    }
    best.map(|(_, f)| f).unwrap_or_default()
}

/// Piles of about equal worth: the most valuable first, each into the lighter pile.
fn balanced(game: &Game, objs: &[ObjectId]) -> Vec<ObjectId> {
    let mut sorted = objs.to_vec();
    sorted.sort_by(|&a, &b| worth(game, b).total_cmp(&worth(game, a)));
    let (mut first, mut weights) = (Vec::new(), [0.0, 0.0]);
    for o in sorted {
        let lighter = usize::from(weights[1] < weights[0]);
        weights[lighter] += worth(game, o);
        if lighter == 0 {
            first.push(o);
        }
    }
    first
}
