//! Madness (CR 702.35): a discarded card with madness is exiled instead, and its trigger lets
//! its owner cast it for the madness cost as the trigger resolves (608.2g: no priority
//! after that cast, and timing doesn't matter); if they don't, it goes to the graveyard.

use crate::ir::ObjectId;
use crate::ir::Zone;
use crate::ir::{Ability, StaticAbility, TriggerEvent};
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, PendingTrigger, Resolution};
use crate::state::pending::CastWindow;

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
    /// card for its madness cost (the answer is handled by [`Game::answer_cast_window`]).
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
        match self.open_cast_window(res, owner, CastWindow::Madness) {
            Some(step) => step,
            None => {
                self.move_object(card, Zone::Graveyard);
                Step::Done
            }
        }
    }
}
