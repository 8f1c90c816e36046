//! Decisions the actions don't answer: answered from the player's `choices` and `targets`
//! queues, or — with `strict = false` — by the format's defaults (keep; the first legal
//! option; combat damage in order, lethal to each blocker and the rest to the last or, with
//! trample, to the player; cards to the bottom in the order offered).

use crate::answers::{assign_targets, Ctx, Queues};
use grimoire_engine::{default_answer, Answer, Decision, DecisionKind, ManaType, ObjectId};

/// A short description of a decision, for failure reasons.
pub fn describe(cx: &Ctx, kind: &DecisionKind) -> String {
    let g = cx.game;
    let name = |id: &ObjectId| crate::names::object_name(g, *id);
    match kind {
        DecisionKind::Mulligan { .. } => "keep or mulligan".into(),
        DecisionKind::PutOnBottom { count, .. } => format!("put {count} cards on the bottom"),
        DecisionKind::Priority { .. } => "act with priority".into(),
        DecisionKind::DeclareAttackers { .. } => "declare attackers".into(),
        DecisionKind::DeclareBlockers { .. } => "declare blockers".into(),
        DecisionKind::AssignCombatDamage { source, amount, .. } => {
            format!("assign {amount} combat damage of {}", name(source))
        }
        DecisionKind::ChooseTargets { source, text, .. } => {
            format!("choose targets for {} ({text})", name(source))
        }
        DecisionKind::ChooseObjects { reason, min, max, .. } => format!("choose {min} to {max} objects: {reason}"),
        DecisionKind::YesNo { prompt } => format!("answer yes or no: {prompt}"),
        DecisionKind::ChooseOption { prompt, options } => {
            format!("choose one of {}: {prompt}", options.join(" / "))
        }
        DecisionKind::ChooseNumber { prompt, min, max } => {
            format!("choose a number from {min} to {max}: {prompt}")
        }
        DecisionKind::OrderTriggers { .. } => "order triggered abilities".into(),
    }
}

/// The answer to a decision that no action answers. `Err` is why it stays unanswered (strict mode).
/// Without an answer in the queues and with `strict = false`, the engine's own default answer
/// ([`grimoire_engine::default_answer`]) is given, so that every runner answers alike.
pub fn answer(cx: &Ctx, q: &mut Queues, kind: &DecisionKind) -> Result<Answer, String> {
    let p = cx.player;
    let default = || default_answer(cx.game, &Decision { player: p, kind: kind.clone() });
    let front = q.peek_choice(p).map(str::to_string);
    let unanswered = || {
        let mut why = format!("{} must {} and the script does not say how", cx.names.id(p), describe(cx, kind));
        if let Some(f) = &front {
            why.push_str(&format!(" (next choice: `{f}`)"));
        }
        why
    };
    let g = cx.game;
    match kind {
        DecisionKind::Priority { .. } => Ok(Answer::Pass),
        DecisionKind::DeclareAttackers { .. } => Ok(Answer::Attackers(Vec::new())),
        DecisionKind::DeclareBlockers { .. } => Ok(Answer::Blockers(Vec::new())),
        DecisionKind::Mulligan { .. } => match front.as_deref() {
            Some("keep") => {
                q.pop_choice(p);
                Ok(Answer::Keep)
            }
            Some("mulligan") => {
                q.pop_choice(p);
                Ok(Answer::Mulligan)
            }
            _ if cx.strict => Err(unanswered()),
            _ => Ok(default()),
        },
        DecisionKind::PutOnBottom { count, hand } => {
            let mut chosen = take_named(cx, q, hand, *count as usize);
            if chosen.len() < *count as usize {
                if cx.strict {
                    return Err(unanswered());
                }
                fill(&mut chosen, hand, *count as usize);
            }
            Ok(Answer::Cards(chosen))
        }
        DecisionKind::ChooseObjects { from, min, max, .. } => {
            if *max == 0 {
                // Only shown, nothing to choose ("Look at target player's hand", CR 402.3).
                return Ok(Answer::Cards(vec![]));
            }
            if *min == 0 {
                // Format 1.1: an optional choice of objects is answered by naming them (which
                // also says yes), or by `yes` and then their names; `no` declines.
                match front.as_deref().map(str::to_ascii_lowercase).as_deref() {
                    Some("no" | "false") => {
                        q.pop_choice(p);
                        return Ok(Answer::Cards(vec![]));
                    }
                    Some("yes" | "true") => {
                        let named = q.choice_at(p, 1).is_some_and(|n| from.iter().any(|id| cx.names.is(g, *id, n)));
                        if !named && cx.strict {
                            return Err(unanswered());
                        }
                        q.pop_choice(p);
                        if !named {
                            // Yes, and no name: the first offered.
                            return Ok(Answer::Cards(from.iter().take(1).copied().collect()));
                        }
                    }
                    _ => {}
                }
            }
            let mut chosen = take_named(cx, q, from, *max as usize);
            if chosen.is_empty() {
                return if cx.strict { Err(unanswered()) } else { Ok(default()) };
            }
            if chosen.len() < *min as usize {
                if cx.strict {
                    return Err(unanswered());
                }
                fill(&mut chosen, from, *min as usize);
            }
            Ok(Answer::Cards(chosen))
        }
        DecisionKind::ChooseTargets { slots, .. } => {
            assign_targets(cx, q, None, Some(slots)).map(Answer::Targets).map_err(|e| format!("{}: {e}", unanswered()))
        }
        DecisionKind::YesNo { .. } => match front.as_deref().map(str::to_ascii_lowercase).as_deref() {
            Some("yes" | "true") => {
                q.pop_choice(p);
                Ok(Answer::YesNo(true))
            }
            Some("no" | "false") => {
                q.pop_choice(p);
                Ok(Answer::YesNo(false))
            }
            // Format 1.1: naming the object of an optional choice also says yes. The name
            // stays in the queue, as after `yes` and the name: for the choice of objects that
            // follows, or unused when yes alone moves the only object there was to choose.
            Some(_) if cx.strict && !yes_names(cx, front.as_deref().unwrap_or_default()) => Err(unanswered()),
            Some(_) => Ok(Answer::YesNo(true)),
            None if cx.strict => Err(unanswered()),
            None => Ok(Answer::YesNo(true)),
        },
        DecisionKind::ChooseOption { options, .. } => match front.as_deref().and_then(|f| match_option(f, options)) {
            Some(i) => {
                q.pop_choice(p);
                Ok(Answer::Option(i))
            }
            None if cx.strict => Err(unanswered()),
            None => Ok(Answer::Option(0)),
        },
        DecisionKind::ChooseNumber { min, max, .. } => {
            let n = front.as_deref().and_then(|f| f.strip_prefix("X=").unwrap_or(f).trim().parse::<u32>().ok());
            match n {
                Some(n) if (*min..=*max).contains(&n) => {
                    q.pop_choice(p);
                    Ok(Answer::Number(n))
                }
                _ if cx.strict => Err(unanswered()),
                _ => Ok(default()),
            }
        }
        DecisionKind::OrderTriggers { triggers } => {
            let mut order: Vec<usize> = Vec::new();
            while let Some(f) = q.peek_choice(p).map(str::to_string) {
                let hit = (0..triggers.len()).find(|i| {
                    let (src, text) = &triggers[*i];
                    !order.contains(i) && (cx.names.is(g, *src, &f) || text.starts_with(f.as_str()))
                });
                match hit {
                    Some(i) => {
                        order.push(i);
                        q.pop_choice(p);
                    }
                    None => break,
                }
            }
            // The format has no syntax for ordering beyond naming the triggers in `choices`,
            // so the rest go in the order offered, in strict mode too.
            let rest: Vec<usize> = (0..triggers.len()).filter(|i| !order.contains(i)).collect();
            order.extend(rest);
            Ok(Answer::Order(order))
        }
        // Format 1.1: a creature no `assign` action names divides its damage by the default
        // (lethal damage to each blocker in order, the rest to the last or, with trample, to
        // what it attacks), in strict mode too.
        DecisionKind::AssignCombatDamage { .. } => Ok(default()),
    }
}

/// Whether yes is the answer a name gives, tried on a copy of the game: yes leads straight to
/// a choice of objects by the same player that offers the named object ("you may put a
/// creature card from your hand onto the battlefield"), or moves it (it was the only object
/// there was to choose).
fn yes_names(cx: &Ctx, name: &str) -> bool {
    let before = cx.game;
    let mut g = before.clone();
    if g.submit(cx.player, Answer::YesNo(true)).is_err() {
        return false;
    }
    if let Some(Decision { player, kind: DecisionKind::ChooseObjects { from, .. } }) = g.pending() {
        if *player == cx.player && from.iter().any(|id| cx.names.is(&g, *id, name)) {
            return true;
        }
    }
    cx.names.objects_named(before, name, None).into_iter().any(|id| {
        let (was, now) = (before.object(id), g.object(id));
        now.zone != was.zone || (now.moved_to.is_some() && was.moved_to.is_none())
    })
}

/// Takes names from the front of the player's choices while they name objects of `from`.
fn take_named(cx: &Ctx, q: &mut Queues, from: &[ObjectId], max: usize) -> Vec<ObjectId> {
    let mut chosen = Vec::new();
    while chosen.len() < max {
        let Some(f) = q.peek_choice(cx.player).map(str::to_string) else {
            break;
        };
        match from.iter().find(|id| !chosen.contains(*id) && cx.names.is(cx.game, **id, &f)) {
            Some(id) => {
                chosen.push(*id);
                q.pop_choice(cx.player);
            }
            None => break,
        }
    }
    chosen
}

/// Adds the first objects of `from` not chosen yet until there are `n`.
fn fill(chosen: &mut Vec<ObjectId>, from: &[ObjectId], n: usize) {
    for id in from {
        if chosen.len() >= n {
            break;
        }
        if !chosen.contains(id) {
            chosen.push(*id);
        }
    }
}

/// The option a choice names: `mode=N` (from 1), or the option's text (ignoring case), or a prefix of it.
pub fn match_option(choice: &str, options: &[String]) -> Option<usize> {
    if let Some(n) = choice.strip_prefix("mode=").and_then(|n| n.trim().parse::<usize>().ok()) {
        // A modal triggered ability offers only the modes that can be chosen, each as
        // "mode N: text" (CR 603.3c); other choices count their options from 1.
        let tag = format!("mode {n}");
        let single = |o: &String| !o.contains(" + ") && (*o == tag || o.starts_with(&format!("{tag}:")));
        if let Some(i) = options.iter().position(single) {
            return Some(i);
        }
        if options.iter().any(|o| o.starts_with("mode ")) {
            return None;
        }
        return (n >= 1 && n <= options.len()).then(|| n - 1);
    }
    // A player is offered by name, which is the scenario's player id (`player:ID`).
    let c = choice.trim().strip_prefix("player:").unwrap_or(choice.trim()).to_lowercase();
    options
        .iter()
        .position(|o| o.to_lowercase() == c)
        .or_else(|| options.iter().position(|o| same_mana(&c, &o.to_lowercase())))
        .or_else(|| options.iter().position(|o| o.to_lowercase().starts_with(&c)))
}

/// Whether a colour answer and an option name the same colour of mana, either way round:
/// `red` and `{R}` (or `{R}{R}`, mana of one colour), `colorless` and `{C}` (CR 106.1b).
fn same_mana(a: &str, b: &str) -> bool {
    let word_and_symbols = |word: &str, symbols: &str| {
        ManaType::ALL.iter().any(|t| {
            let name = match t {
                ManaType::Colored(c) => c.name(),
                ManaType::Colorless => "colorless",
            };
            let word = if word == "colourless" { "colorless" } else { word };
            let symbol = t.to_string().to_lowercase();
            name == word && !symbols.is_empty() && symbols.split_inclusive('}').all(|s| s == symbol)
        })
    };
    word_and_symbols(a, b) || word_and_symbols(b, a)
}
