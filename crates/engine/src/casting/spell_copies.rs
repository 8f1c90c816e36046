//! Copies of spells (CR 707.10) and storm (CR 702.40): counting the spells cast this turn,
//! the spell's own "when you cast this spell" trigger, and putting copies on the stack with
//! the original's choices, or new targets (707.10c).

use crate::ir::ManaPool;
use crate::ir::Zone;
use crate::ir::{Ability, Amount, Ref, TriggerEvent};
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::{effect_specs, Step};
use crate::state::decision::{Answer, Decision, DecisionKind, Target, TargetSlot};
use crate::state::game::{Game, PendingTrigger, Resolution, StackItem};
use crate::state::in_progress::CastWith;
use crate::state::log::Event;

impl Game {
    /// A spell was cast (CR 601.2i): it is counted for its caster (storm, "if you've cast
    /// another spell this turn"), its choices are remembered as last known information, and
    /// its own "when you cast this spell" abilities trigger with the number of spells cast
    /// before it this turn (CR 702.40a).
    pub(crate) fn spell_was_cast(&mut self, spell: ObjectId, p: PlayerId) {
        let before: u32 = self.players.iter().map(|pl| pl.spells_cast_this_turn.0).sum();
        if let Some(item) = self.stack.iter().rev().find(|s| s.is_spell && s.id == spell).cloned() {
            self.cast_lki.push(item);
        }
        let def = self.object(spell).text().clone();
        self.note_spell_cast(p, &def);
        for (i, ab) in def.abilities.iter().enumerate() {
            if matches!(ab, Ability::Triggered(t) if t.event == TriggerEvent::CastSelf) {
                self.triggers.push(PendingTrigger {
                    amount: before,
                    ..PendingTrigger::new(spell, p, def.clone(), i, Some(Target::Object(spell)))
                });
            }
        }
    }

    /// The spell `id` as it is on the stack or resolving, or as it was cast this turn if it
    /// has left the stack (last known information, CR 702.40a).
    fn spell_item(&self, id: ObjectId, res: &Resolution) -> Option<StackItem> {
        if res.item.is_spell && res.item.id == id {
            return Some(res.item.clone());
        }
        self.stack.iter().chain(self.cast_lki.iter().rev()).find(|s| s.is_spell && s.id == id).cloned()
    }

    /// `Instr::CopySpell`: `by` puts `count` copies of the referred spell on the stack, asked
    /// for each whether to choose new targets (CR 707.10c); with `optional`, asked first
    /// whether to copy it at all. Progress is kept in `res.sub`: with `optional`, 0 while
    /// asking "copy it?", then 1 + the state below; the state is twice the copies made, plus
    /// one while the new targets of the next copy are being asked.
    pub(crate) fn exec_copy_spell(
        &mut self,
        what: &Ref,
        count: &Amount,
        (new_targets, optional): (bool, bool),
        by: &Ref,
        res: &mut Resolution,
    ) -> Step {
        let Some(Target::Object(orig)) = self.resolve_ref(what, res).first().copied() else {
            return Step::Done;
        };
        let Some(by) = Self::players_of(&self.resolve_ref(by, res)).first().copied() else {
            return Step::Done;
        };
        let Some(item) = self.spell_item(orig, res) else {
            return Step::Done;
        };
        let n = self.eval_amount(count, res).max(0) as usize;
        let base = usize::from(optional);
        if optional && res.sub == 0 {
            match res.answer.take() {
                Some(Answer::YesNo(true)) => res.sub = 1,
                Some(_) => {
                    // Declined: nothing was copied (CR 608.2c).
                    res.affected.clear();
                    return Step::Done;
                }
                None => {
                    return Step::Ask(Decision {
                        player: by,
                        kind: DecisionKind::YesNo { prompt: format!("Copy {}?", item.text) },
                    })
                }
            }
        }
        // A divided spell keeps its division with its targets (CR 707.10); a permanent spell's
        // Aura target isn't offered again.
        let may_change = new_targets
            && item.targets.iter().any(|t| !t.is_empty())
            && item.divided.is_empty()
            && item.ability != usize::MAX;
        let mut made = Vec::new();
        while (res.sub - base) / 2 < n {
            let state = res.sub - base;
            let mut targets = item.targets.clone();
            if may_change {
                let ask_targets = || Decision {
                    player: by,
                    kind: DecisionKind::ChooseTargets {
                        source: orig,
                        text: format!("new targets for the copy of {}", item.text),
                        slots: self.copy_target_slots(&item, by),
                    },
                };
                if state.is_multiple_of(2) {
                    match res.answer.take() {
                        Some(Answer::YesNo(true)) => {
                            res.sub += 1;
                            return Step::Ask(ask_targets());
                        }
                        Some(_) => {}
                        None => {
                            return Step::Ask(Decision {
                                player: by,
                                kind: DecisionKind::YesNo {
                                    prompt: format!("Choose new targets for the copy of {}?", item.text),
                                },
                            })
                        }
                    }
                } else {
                    match res.answer.take() {
                        Some(Answer::Targets(t)) => targets = t,
                        _ => return Step::Ask(ask_targets()),
                    }
                }
            }
            made.push(Target::Object(self.put_spell_copy(&item, by, targets)));
            res.sub = base + (state / 2 + 1) * 2;
        }
        res.affected = made;
        Step::Done
    }

    /// The target slots of a copy of `item` controlled by `by`: the copied targets first,
    /// which may stay even if illegal (CR 707.10c), so the first option offered keeps them,
    /// then the other legal targets now.
    fn copy_target_slots(&self, item: &StackItem, by: PlayerId) -> Vec<TargetSlot> {
        let effect = self.item_effect(item);
        let specs = effect_specs(&effect, &item.modes);
        let mut slots = self.target_slots(&specs, item.id, by, None);
        for (slot, old) in slots.iter_mut().zip(&item.targets) {
            slot.legal.retain(|t| !old.contains(t));
            slot.legal.splice(0..0, old.iter().copied());
        }
        slots
    }

    /// Puts a copy of a spell on the stack under `by`'s control with these targets (CR 707.10):
    /// the same card, modes, X, division and additional costs paid; it isn't cast.
    pub(crate) fn put_spell_copy(&mut self, item: &StackItem, by: PlayerId, targets: Vec<Vec<Target>>) -> ObjectId {
        let id = self.new_object(item.card.clone(), by, Zone::Stack);
        let cast_with = self.object(item.id).cast_with.clone();
        {
            let o = &mut self.objects[id.index()];
            o.controller = by;
            o.steady_controller = by;
            o.spell_copy = true;
            // CR 707.10: no mana was spent on a copy, the original's can't make it
            // uncounterable, and a copy isn't cast ("if you cast this spell during your main
            // phase" is false for it).
            o.cast_with =
                CastWith { spent: ManaPool::default(), uncounterable: false, in_main_phase: false, ..cast_with };
            // CR 707.10, 202.3e: the copy has the original's X.
            o.x = item.x;
        }
        let flat: Vec<Target> = targets.iter().flatten().copied().collect();
        self.stack.push(StackItem {
            id,
            is_spell: true,
            source: id,
            controller: by,
            card: item.card.clone(),
            ability: item.ability,
            modes: item.modes.clone(),
            x: item.x,
            targets: targets.clone(),
            triggering: None,
            other: None,
            event_amount: 0,
            divided: item.divided.clone(),
            text: item.text.clone(),
            // CR 707.10: a copy uses the objects that paid the original's costs.
            paid: item.paid.clone(),
        });
        self.log(Event::SpellCopied { player: by, card: id, targets: flat });
        self.became_targets(&targets, id, true, by);
        id
    }
}
