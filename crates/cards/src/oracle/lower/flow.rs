//! Lowering the control flow of an effect to instructions: optional actions ("you may",
//! CR 608.2d), conditions ("if", "instead", "if you do", CR 608.2c), "unless" (CR 118.12),
//! choices (CR 608.2d), "for each" and delayed triggered abilities (CR 603.7).

use super::*;

/// The instructions of one flow action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let one = |i: Instr| vec![i];
    match a {
        ActionAst::OthersMay { who, prompt, body, until_one } => {
            // CR 608.2d, 101.4: each player asked in turn; "that player" / "them" in the body
            // is the player being asked. Afterwards "that player" is the one player named, if
            // one was.
            let before = s.last_player.clone();
            let who = player(who, s);
            let single = !matches!(who, Ref::EachPlayer | Ref::EachOpponent);
            s.last_player = Some(Ref::Chooser);
            let then = actions(body, s);
            s.last_player = if single { Some(who.clone()) } else { before };
            one(Instr::PlayerMay { who, prompt, then, until_one })
        }
        ActionAst::IfItIsElse { phrase, then, otherwise } => {
            // Checked on the object named before; "otherwise" first, so that what the "then"
            // part does can't make the "otherwise" part run too (and the reverse: the
            // "otherwise" part leaves the object, or a new one, that doesn't match).
            let it = s.last_obj.clone().or_else(|| s.default_it.clone()).unwrap_or(Ref::Source);
            let c = Condition::RefIs(it.clone(), filter(&phrase));
            // "If it's a land, you gain 1 life. Then that player shuffles.": the players named
            // in a branch that may not run aren't "that player" afterwards.
            let player = s.last_player.clone();
            let otherwise = actions(otherwise, s);
            s.last_obj = Some(it);
            s.last_player = player.clone();
            let then = actions(then, s);
            s.last_player = player;
            let mut out = Vec::new();
            if !otherwise.is_empty() {
                out.push(Instr::If { condition: Condition::Not(Box::new(c.clone())), then: otherwise });
            }
            out.push(Instr::If { condition: c, then });
            out
        }
        ActionAst::Unless { prompt, pay, otherwise } => {
            // CR 118.12: "unless" offers the player a choice to pay; if nothing was done, the
            // rest happens. A payment asks its payer itself. The rest is written first
            // ("Counter target spell unless its controller pays {1}"), so it is lowered first:
            // its targets come first and "its" refers to them.
            let otherwise = actions(otherwise, s);
            let pay_instrs = actions(pay, s);
            // A payment, or another player's choice (CR 608.2d), asks its chooser itself.
            let choice = if matches!(pay_instrs.as_slice(), [Instr::PayCost { .. } | Instr::PlayerMay { .. }]) {
                pay_instrs.into_iter().next().expect("one instruction")
            } else {
                Instr::May { prompt, then: pay_instrs }
            };
            vec![
                choice,
                Instr::If { condition: Condition::Not(Box::new(Condition::PreviousDidSomething)), then: otherwise },
            ]
        }
        ActionAst::May(prompt, inner) => {
            let then = actions(inner, s);
            if matches!(then.as_slice(), [Instr::PayCost { .. }]) {
                // "You may pay {1}": the payment asks the payer itself (CR 118.12).
                return then;
            }
            if let [Instr::If { then: paid, .. }] = then.as_slice() {
                // "You may pay {1}{R} and discard a card": one cost, offered by its payment
                // (`pay_and_more`).
                if matches!(paid.first(), Some(Instr::PayCost { .. })) {
                    return then;
                }
            }
            one(Instr::May { prompt, then })
        }
        ActionAst::Delayed { step, actions: inner, text } => {
            one(Instr::DelayedTrigger { step, program: actions(inner, s), text })
        }
        ActionAst::Choose(kind) => one(Instr::Choose(choice(kind))),
        ActionAst::DelayedAbout { step, actions: inner, text } => {
            // CR 603.7c: the delayed ability is about the object named before; within it,
            // "it" and "that creature" are that object.
            let about = s.last_obj.clone().or_else(|| s.default_it.clone()).unwrap_or(Ref::Source);
            let saved = (s.last_obj.replace(Ref::Triggering), s.default_it.replace(Ref::Triggering));
            // "When ~ is put into your graveyard from the battlefield, at the beginning of the
            // next end step, return ~ to your hand": about the card ~ became (CR 400.7e), which
            // the delayed ability follows (CR 603.7c); the source is the permanent that left.
            let saved_self =
                if about == Ref::Source { s.self_now.replace(Ref::Triggering) } else { s.self_now.clone() };
            let program = actions(inner, s);
            (s.last_obj, s.default_it) = saved;
            s.self_now = saved_self;
            one(Instr::DelayedTriggerAbout { step, about, program, text })
        }
        ActionAst::ForEach { what, body } => {
            let what = obj(what, s);
            let saved = s.last_obj.replace(Ref::EachOne);
            let then = actions(body, s);
            s.last_obj = saved;
            one(Instr::ForEach { what, then })
        }
        ActionAst::IfCondition(c, then) => {
            let before = s.targets.len() as u8;
            let then = kicked_actions(then, s);
            let condition = lower_condition(c);
            let after = s.targets.len() as u8;
            if matches!(condition, Condition::Kicked(_) | Condition::CastInYourMainPhase) && after > before {
                // CR 702.33g, 601.2c: these targets are chosen only if the spell is cast so.
                match s.part_targets.iter_mut().find(|(w, _)| *w == condition) {
                    Some((_, slots)) => slots.extend(before..after),
                    None => s.part_targets.push((condition.clone(), (before..after).collect())),
                }
            }
            one(Instr::If { condition, then })
        }
        ActionAst::Instead { condition, otherwise, then } => {
            let c = lower_condition(condition);
            let otherwise = actions(otherwise, s);
            let then = match &then[..] {
                // "~ deals 4 damage instead": the sentence replaced, with the new amount for
                // the same recipients (its targets are chosen once, CR 601.2c).
                [ActionAst::DealDamage { amount: am, to, .. }] if to.is_empty() => {
                    let am = amount(am, s);
                    let mut then = otherwise.clone();
                    for i in &mut then {
                        if let Instr::DealDamage { hits, .. } = i {
                            hits.iter_mut().for_each(|h| h.0 = am.clone());
                        }
                    }
                    then
                }
                _ => kicked_actions(then, s),
            };
            vec![
                Instr::If { condition: Condition::Not(Box::new(c.clone())), then: otherwise },
                Instr::If { condition: c, then },
            ]
        }
        ActionAst::IfItIs { phrase, then } => {
            let then = actions(then, s);
            let it = s.last_obj.clone().or_else(|| s.default_it.clone()).unwrap_or(Ref::Source);
            one(Instr::If { condition: Condition::RefIs(it, filter(&phrase)), then })
        }
        ActionAst::ChoosePermanent { phrase } => {
            // CR 608.2d: a choice made as the effect resolves, among permanents you control.
            s.last_obj = Some(Ref::Affected);
            one(Instr::ChooseCards {
                chooser: Ref::You,
                whose: Ref::You,
                zone: Zone::Battlefield,
                filter: filter(&phrase),
                count: Amount::Fixed(1),
                up_to: false,
            })
        }
        ActionAst::UntapUpTo { count, phrase } => {
            // "untap up to two lands": any such permanents, chosen on resolution (CR 608.2d).
            let count = amount(&count, s);
            vec![
                Instr::ChooseCards {
                    chooser: Ref::You,
                    whose: Ref::EachPlayer,
                    zone: Zone::Battlefield,
                    filter: filter(&phrase),
                    count,
                    up_to: true,
                },
                Instr::Untap { what: Ref::Affected },
            ]
        }
        ActionAst::IfYouDo(inner) => {
            one(Instr::If { condition: Condition::PreviousDidSomething, then: actions(inner, s) })
        }
        ActionAst::IfNotDone(inner) => one(Instr::If {
            condition: Condition::Not(Box::new(Condition::PreviousDidSomething)),
            then: actions(inner, s),
        }),
        ActionAst::ChoosePermanentBy { who, phrase } => {
            // CR 608.2d: that player chooses among the permanents they control.
            let who = player(who, s);
            s.last_obj = Some(Ref::Affected);
            one(Instr::ChooseCards {
                chooser: who.clone(),
                whose: who,
                zone: Zone::Battlefield,
                filter: filter(&phrase),
                count: Amount::Fixed(1),
                up_to: false,
            })
        }
        other => unreachable!("not dispatched here: {other:?}"),
    }
}
