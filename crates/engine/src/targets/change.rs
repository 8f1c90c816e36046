//! Changing the target of a spell (CR 115.7): "Change the target of target spell with a
//! single target.", "If target spell has only one target and that target is a creature,
//! change that spell's target to another creature."

use crate::casting::actions::aura_target;
use crate::ir::{Filter, Ref, TargetSpec};
use crate::resolve::interpreter::{effect_specs, Step};
use crate::state::decision::{Answer, Decision, DecisionKind, Target, TargetSlot};
use crate::state::game::{Game, Resolution, StackItem};
use crate::state::log::Event;

impl Game {
    /// The target requirements of a spell on the stack, slot by slot: an Aura spell's
    /// enchant target (CR 303.4a), or its effect's targets in the modes chosen.
    fn stack_item_specs(&self, item: &StackItem) -> Vec<TargetSpec> {
        if item.is_spell && item.ability == usize::MAX {
            return aura_target(&item.card).into_iter().collect();
        }
        effect_specs(&self.item_effect(item), &item.modes)
    }

    /// `Instr::ChangeTarget`: the resolving ability's controller changes the single target
    /// of the referred spell to another target legal for that spell (CR 115.7a); if there is
    /// no other legal target, or the spell no longer has a single target, nothing changes.
    pub(crate) fn exec_change_target(
        &mut self,
        spell: &Ref,
        only_if: Option<&Filter>,
        to: Option<&Filter>,
        res: &mut Resolution,
    ) -> Step {
        let Some(Target::Object(id)) = self.resolve_ref(spell, res).first().copied() else {
            return Step::Done;
        };
        let Some(pos) = self.stack.iter().position(|s| s.id == id) else { return Step::Done };
        let item = self.stack[pos].clone();
        let Some((slot, current)) = single_target(&item) else { return Step::Done };
        let (src, you) = (res.item.source, res.item.controller);
        // "and that target is a creature": its current state, if still in its zone (115.9b).
        let object_matches = |g: &Game, t: Target, f: &Filter| match t {
            Target::Object(o) => g.objects[o.index()].moved_to.is_none() && g.matches(f, o, src, you),
            Target::Player(_) => false,
        };
        if only_if.is_some_and(|f| !object_matches(self, current, f)) {
            return Step::Done;
        }
        let Some(spec) = self.stack_item_specs(&item).get(slot).cloned() else { return Step::Done };
        // Legal for the spell, as if it chose now (CR 115.7a); a spell can't target itself
        // (115.5).
        let mut legal = self.target_slots(std::slice::from_ref(&spec), item.source, item.controller, Some(item.id))[0]
            .legal
            .clone();
        legal.retain(|t| *t != current && to.is_none_or(|f| object_matches(self, *t, f)));
        if legal.is_empty() {
            return Step::Done; // CR 115.7a: the original target is unchanged.
        }
        let chooser = res.item.controller;
        match res.answer.take() {
            Some(Answer::Targets(t)) if t.len() == 1 && t[0].len() == 1 && legal.contains(&t[0][0]) => {
                let new = t[0][0];
                self.stack[pos].targets[slot] = vec![new];
                self.log(Event::TargetChanged { player: chooser, card: id, targets: vec![new] });
                let targets = self.stack[pos].targets.clone();
                // CR 603.2: becoming the target of a spell.
                self.became_targets(&targets, item.id, item.is_spell, item.controller);
                Step::Done
            }
            _ => Step::Ask(Decision {
                player: chooser,
                kind: DecisionKind::ChooseTargets {
                    source: res.item.source,
                    text: format!("the new target of {}", item.text),
                    slots: vec![TargetSlot {
                        text: spec.text.clone(),
                        min: 1,
                        max: 1,
                        legal,
                        same_owner: false,
                        distinct: false,
                    }],
                },
            }),
        }
    }
}

/// The slot and the target of a spell with a single target (CR 115.9a).
fn single_target(item: &StackItem) -> Option<(usize, Target)> {
    let mut found = None;
    for (i, ts) in item.targets.iter().enumerate() {
        for t in ts {
            if found.is_some() {
                return None;
            }
            found = Some((i, *t));
        }
    }
    found
}
