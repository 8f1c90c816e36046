//! Dividing a triggered ability's damage as it is put on the stack (CR 603.3d: the rest of
//! putting it on the stack is CR 601.2c-d): "it deals 3 damage divided as you choose among
//! one, two, or three targets". Each target gets at least 1 (601.2d), so no more targets than
//! damage are chosen; once the targets are, the controller says how much goes to each target
//! but the last, one number at a time, and the last gets the rest. With one target, or as
//! many targets as damage, there is nothing to choose.

use crate::costs::casting::divided_damage;
use crate::ir::Amount;
use crate::state::decision::{Decision, DecisionKind, IllegalAction, Target, TargetSlot};
use crate::state::game::{Flow, Game, PendingTrigger};
use crate::state::pending::Pending;
use crate::triggers::noticing::trigger_def;

/// A triggered ability's division being chosen (CR 603.3d, 601.2d): its targets, and the
/// damage given so far to the first targets of the divided slot.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Division {
    pub targets: Vec<Vec<Target>>,
    pub parts: Vec<u32>,
}

impl Game {
    /// The X a queued trigger's amounts read: its source's (CR 107.3m, 702.37f, 701.37c).
    pub(crate) fn trigger_x(&self, t: &PendingTrigger) -> u32 {
        self.objects.get(t.source.index()).map_or(0, |o| o.x)
    }

    /// The damage a queued trigger divides and the target slot it divides among, if it
    /// divides damage (CR 601.2d via 603.3d).
    fn trigger_division(&self, t: &PendingTrigger) -> Option<(u32, u8)> {
        let (amount, slot) = divided_damage(&trigger_def(t).effect)?;
        let total = match amount {
            Amount::Fixed(n) => (*n).max(0) as u32,
            _ => self.trigger_x(t),
        };
        Some((total, slot))
    }

    /// A dividing trigger's target slots allow no more targets than there is damage (CR
    /// 601.2d: at least 1 to each).
    pub(crate) fn limit_divided_slots(&self, t: &PendingTrigger, slots: &mut [TargetSlot]) {
        if let Some((total, slot)) = self.trigger_division(t) {
            if let Some(s) = slots.get_mut(slot as usize) {
                s.max = s.max.min(total.min(u8::MAX as u32) as u8);
                s.min = s.min.min(s.max);
            }
        }
    }

    /// Puts the first queued trigger on the stack with these targets, or, when it divides
    /// damage among several targets in more than one way, asks the first part of the
    /// division (CR 603.3d, 601.2d). Returns whether it asked.
    pub(crate) fn stack_queued_trigger(&mut self, targets: Vec<Vec<Target>>) -> bool {
        let t = self.trigger_queue[0].clone();
        if let Some((total, slot)) = self.trigger_division(&t) {
            let among = targets.get(slot as usize).map_or(0, Vec::len) as u32;
            if among > 1 && total > among {
                self.ask_division(&t, Division { targets, parts: Vec::new() }, total, slot);
                return true;
            }
        }
        self.trigger_queue.remove(0);
        let divided = self.plan_division(&trigger_def(&t).effect, &targets, &[], self.trigger_x(&t));
        self.push_trigger(t, targets, divided.unwrap_or_default());
        false
    }

    /// Asks how much of the damage goes to the next target of the divided slot: at least 1,
    /// and at least 1 left for each target after it (CR 601.2d).
    fn ask_division(&mut self, t: &PendingTrigger, d: Division, total: u32, slot: u8) {
        let among = &d.targets[slot as usize];
        let given: u32 = d.parts.iter().sum();
        let left_after = (among.len() - d.parts.len() - 1) as u32;
        let to = self.target_name(among[d.parts.len()]);
        let prompt = format!(
            "{}: how much of the {total} damage goes to {to}? ({} left to divide among {} targets)",
            t.card.name,
            total - given,
            among.len() - d.parts.len()
        );
        let kind = DecisionKind::ChooseNumber { prompt, min: 1, max: total - given - left_after };
        self.ask(Decision { player: t.controller, kind }, Pending::TriggerDivision(Box::new(d)));
        self.flow = Flow::Waiting;
    }

    /// The controller said how much damage goes to the next target (CR 601.2d): the last
    /// target gets the rest, and the trigger is put on the stack.
    pub(crate) fn answer_trigger_division(
        &mut self,
        d: &Decision,
        mut div: Division,
        n: u32,
    ) -> Result<(), IllegalAction> {
        let DecisionKind::ChooseNumber { min, max, .. } = d.kind.clone() else {
            return Err(IllegalAction::new("601.2d", "no division is asked"));
        };
        if !(min..=max).contains(&n) {
            return Err(IllegalAction::new("601.2d", format!("choose from {min} to {max} damage for this target")));
        }
        let Some(t) = self.trigger_queue.first().cloned() else {
            return Err(IllegalAction::new("603.3d", "no triggered ability is waiting for its division"));
        };
        let Some((total, slot)) = self.trigger_division(&t) else {
            return Err(IllegalAction::new("601.2d", "this ability doesn't divide anything"));
        };
        div.parts.push(n);
        let among = div.targets[slot as usize].len();
        if div.parts.len() + 1 < among {
            self.ask_division(&t, div, total, slot);
            return Ok(());
        }
        let given: u32 = div.parts.iter().sum();
        div.parts.push(total - given);
        let divided = self.plan_division(&trigger_def(&t).effect, &div.targets, &div.parts, self.trigger_x(&t))?;
        self.trigger_queue.remove(0);
        self.push_trigger(t, div.targets, divided);
        self.answered();
        self.flow = Flow::Priority;
        Ok(())
    }
}
