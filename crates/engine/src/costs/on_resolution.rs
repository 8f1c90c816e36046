//! Costs paid while a spell or ability resolves ("unless you pay {2}", "you may pay {1}. If
//! you do, ...", cumulative upkeep, echo), and delayed triggered abilities (CR 603.7).

use crate::ir::CardDef;
use crate::ir::Step;
use crate::ir::{Ability, Amount, Instr, Ref, TriggerEvent, TriggeredAbility};
use crate::ir::{ManaCost, ManaSymbol};
use crate::resolve::interpreter::Step as Run;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{DelayedTrigger, Game, PendingTrigger, Resolution};
use std::sync::Arc;

/// `cost` repeated `times` times, generic symbols merged (CR 702.24a "for each age counter").
pub(crate) fn repeat_cost(cost: &ManaCost, times: u32) -> ManaCost {
    let mut generic = 0;
    let mut symbols = Vec::new();
    for _ in 0..times {
        for s in &cost.symbols {
            match s {
                ManaSymbol::Generic(n) => generic += n,
                other => symbols.push(*other),
            }
        }
    }
    if generic > 0 {
        symbols.insert(0, ManaSymbol::Generic(generic));
    }
    ManaCost { symbols }
}

impl Game {
    /// `Instr::PayCost`: offers the first referred player to pay; the payer becomes the
    /// affected object if they do (CR 118.12 "unless", 608.2d choices on resolution).
    pub(crate) fn exec_pay_cost(
        &mut self,
        who: &Ref,
        (mana, life, energy): (&ManaCost, u32, u32),
        times: &Amount,
        res: &mut Resolution,
    ) -> Run {
        let Some(p) = Self::players_of(&self.resolve_ref(who, res)).first().copied() else {
            res.affected.clear();
            return Run::Done;
        };
        let n = self.eval_amount(times, res).max(0) as u32;
        // CR 107.3a: {X} in a spell's text is the value chosen as it was cast.
        let x = res.item.x;
        let mana = ManaCost {
            symbols: mana
                .symbols
                .iter()
                .map(|s| if *s == ManaSymbol::X { ManaSymbol::Generic(x) } else { *s })
                .filter(|s| *s != ManaSymbol::Generic(0))
                .collect(),
        };
        let total = repeat_cost(&mana, n);
        let life_total = life * n;
        // CR 118.3: a player can't pay a cost without the resources; CR 119.4: life only if
        // their life total is at least the amount.
        let plan = self.plan_payment(p, &total, None);
        // CR 107.14: energy only with that many energy counters.
        let can_pay = plan.is_ok()
            && (life_total == 0 || self.players[p.index()].life >= life_total as i32)
            && self.players[p.index()].energy >= energy;
        if !can_pay {
            res.answer = None;
            res.affected.clear();
            return Run::Done;
        }
        match res.answer.take() {
            Some(Answer::YesNo(true)) => {
                if let Ok(plan) = plan {
                    self.execute_payment(p, &plan, &total);
                }
                if life_total > 0 {
                    self.lose_life(p, life_total as i32);
                }
                self.players[p.index()].energy -= energy;
                res.affected = vec![Target::Player(p)];
                Run::Done
            }
            Some(_) => {
                res.affected.clear();
                Run::Done
            }
            None => {
                let mut what = Vec::new();
                if !total.symbols.is_empty() {
                    what.push(total.to_string());
                }
                if life_total > 0 {
                    what.push(format!("{life_total} life"));
                }
                if energy > 0 {
                    what.push(format!("{energy} energy"));
                }
                if what.is_empty() {
                    // Nothing to pay (zero repetitions): paying is free and always done.
                    res.affected = vec![Target::Player(p)];
                    return Run::Done;
                }
                Run::Ask(Decision {
                    player: p,
                    kind: DecisionKind::YesNo { prompt: format!("{}: pay {}?", res.item.text, what.join(" and ")) },
                })
            }
        }
    }

    /// `Instr::DelayedTrigger`: remembers a delayed triggered ability (CR 603.7a). Its
    /// source and controller are those of the ability that created it (CR 603.7d-e).
    pub(crate) fn exec_delayed_trigger(&mut self, step: Step, program: &[Instr], text: &str, res: &Resolution) {
        let mut card = CardDef::new(res.item.card.name.clone(), &[]);
        card.abilities = vec![Ability::Triggered(TriggeredAbility {
            event: TriggerEvent::BeginningOfStep { step, whose: crate::ir::PlayerFilter::Any },
            condition: None,
            effect: crate::ir::Effect::new(program.to_vec()),
            optional: false,
            text: text.to_string(),
        })];
        self.delayed.push(DelayedTrigger {
            source: res.item.source,
            controller: res.item.controller,
            card: Arc::new(card),
            step,
            // CR 511.2, 603.7: "at end of combat" means the next end of combat step, which may
            // be this turn's; the other steps wait for the next turn's.
            after_turn: if step == Step::EndOfCombat { self.turn.saturating_sub(1) } else { self.turn },
            triggering: res.item.triggering,
            other: res.item.other,
        });
    }

    /// Delayed triggered abilities waiting for the beginning of `step` of this turn trigger
    /// now, once (CR 603.7c).
    pub(crate) fn fire_delayed_triggers(&mut self, step: Step) {
        let turn = self.turn;
        let (due, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut self.delayed)
            .into_iter()
            .partition(|d| d.step == step && turn > d.after_turn && self.delayed_step_is_theirs(&d.card, d.controller));
        self.delayed = keep;
        for d in due {
            if self.players[d.controller.index()].lost {
                continue;
            }
            // CR 603.7c: it still refers to the object its creator's event was about.
            let trigger = PendingTrigger::new(d.source, d.controller, d.card, 0, d.triggering);
            self.triggers.push(PendingTrigger { other: d.other, ..trigger });
        }
    }

    /// Whether the step beginning now is one a delayed ability waits for: any player's, or
    /// the one whose its event names ("at the beginning of your next upkeep", CR 603.7c).
    fn delayed_step_is_theirs(&self, card: &CardDef, controller: crate::ir::PlayerId) -> bool {
        match card.abilities.first() {
            Some(Ability::Triggered(TriggeredAbility {
                event: TriggerEvent::BeginningOfStep { whose, .. }, ..
            })) => self.player_matches(*whose, self.active, controller),
            _ => true,
        }
    }

    /// At the beginning of a player's upkeep: remembers when it began (CR 702.30a).
    pub(crate) fn stamp_upkeep(&mut self) {
        self.timestamp += 1;
        let t = self.timestamp;
        let p = &mut self.players[self.active.index()];
        p.upkeep_stamps = (t, p.upkeep_stamps.0);
    }

    /// Whether `src` came under its controller's control since the beginning of their last
    /// upkeep (CR 702.30a), judged by when it entered the battlefield. During the
    /// controller's upkeep, "last upkeep" is the one before this turn's.
    pub(crate) fn arrived_since_last_upkeep(&self, src: crate::ir::ObjectId, you: crate::ir::PlayerId) -> bool {
        let (latest, before) = self.players[you.index()].upkeep_stamps;
        let reference = if self.active == you && self.step == Step::Upkeep { before } else { latest };
        self.object(src).timestamp > reference
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeats_costs() {
        let c = ManaCost::parse("{1}{U}").unwrap();
        assert_eq!(repeat_cost(&c, 3).to_string(), "{3}{U}{U}{U}");
        assert_eq!(repeat_cost(&c, 0).symbols, vec![]);
    }
}
