//! Madness (CR 702.35): a discarded card with madness is exiled instead, and its trigger lets
//! its owner cast it for the madness cost as the trigger resolves (608.2g: no priority
//! after that cast, and timing doesn't matter); if they don't, it goes to the graveyard.

use crate::costs::casting::alternative_costs;
use crate::ir::Zone;
use crate::ir::{Ability, StaticAbility, TriggerEvent};
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{ActionOption, Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Game, PendingTrigger, Resolution};
use crate::state::pending::Pending;

impl Game {
    /// CR 702.35a: "If a player would discard this card, that player discards it, but exiles
    /// it instead of putting it into their graveyard", then "When this card is exiled this
    /// way" triggers. Returns whether the card had madness (and was handled).
    pub(crate) fn discard_with_madness(&mut self, card: ObjectId) -> bool {
        let o = self.object(card);
        let has = o.text().abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::Madness { .. })));
        // The replacement functions while the card is in a hand (702.35a).
        if !has || o.zone != Zone::Hand {
            return false;
        }
        let owner = o.owner;
        let Some(new) = self.move_object(card, Zone::Exile) else { return true };
        if self.object(new).zone != Zone::Exile {
            return true;
        }
        let def = self.object(new).text().clone();
        for (i, ab) in def.abilities.iter().enumerate() {
            if matches!(ab, Ability::Triggered(t) if t.event == TriggerEvent::MadnessExiled) {
                self.triggers.push(PendingTrigger::new(new, owner, def.clone(), i, Some(Target::Object(new))));
            }
        }
        true
    }

    /// `Instr::MadnessCast`: the owner is offered a priority-like choice: pass, or cast the
    /// card for its madness cost (the answer is handled by [`Game::answer_madness`]).
    pub(crate) fn exec_madness_cast(&mut self, res: &mut Resolution) -> Step {
        let card = res.item.source;
        let answered = res.answer.take();
        let o = self.object(card);
        let still_exiled = o.moved_to.is_none() && o.zone == Zone::Exile;
        let owner = o.owner;
        if answered.is_some() || !still_exiled {
            // "If that player doesn't, they put this card into their graveyard."
            if still_exiled {
                self.move_object(card, Zone::Graveyard);
            }
            return Step::Done;
        }
        let mut actions = vec![ActionOption::Pass];
        actions.extend(self.madness_cast_options(res, owner, card));
        if actions.len() == 1 {
            self.move_object(card, Zone::Graveyard);
            return Step::Done;
        }
        Step::MadnessWindow(Decision { player: owner, kind: DecisionKind::Priority { actions } })
    }

    /// The ways `owner` may cast `card` with its window open (the program running is its
    /// trigger, `res`): the window is the pending madness question, so it is opened on the
    /// game while the options are listed, and closed again.
    fn madness_cast_options(&mut self, res: &Resolution, owner: PlayerId, card: ObjectId) -> Vec<ActionOption> {
        let outer = self.pending.replace(Pending::Madness(Box::new(res.clone())));
        let options = self.cast_options(owner, card);
        self.pending = outer;
        options
    }

    /// The owner's answer while a madness trigger resolves: pass, or cast the exiled card for
    /// its madness cost (CR 702.35a-b); then the trigger finishes resolving (608.2g).
    pub(crate) fn answer_madness(&mut self, p: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        match a {
            Answer::Pass => self.decision = None,
            Answer::Cast(spec) => {
                let card = spec.card;
                if self.madness_card() != Some(card) {
                    return Err(IllegalAction::new("608.2g", "only the card exiled by madness may be cast now"));
                }
                let alts = alternative_costs(&self.object(card).card);
                if !spec.alt.and_then(|i| alts.get(i)).is_some_and(|a| a.from_exile) {
                    return Err(IllegalAction::new("702.35a", "a card exiled by madness is cast for its madness cost"));
                }
                let plan = self.plan_cast(p, &spec)?;
                self.decision = None;
                self.execute_cast(p, spec, plan);
            }
            other => {
                return Err(IllegalAction::new(
                    "702.35a",
                    format!("cast the card for its madness cost or pass, not {other:?}"),
                ))
            }
        }
        // The window closes; the trigger goes on resolving.
        self.resume_resolution(Answer::Pass)?;
        if self.resolution().is_none() {
            // The trigger has resolved: the active player receives priority (CR 117.3b).
            self.priority = self.active;
            self.passes = 0;
        }
        Ok(())
    }
}
