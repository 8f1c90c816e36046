//! Miracle (CR 702.94): a card with miracle may be revealed as its owner draws it, if it is the
//! first card they drew this turn; its trigger then lets them cast it for the miracle cost as
//! the trigger resolves (608.2g: timing doesn't matter, and no priority after that cast). The
//! reveal is a choice made as the card is drawn, asked by replay like a replacement choice
//! (`game/replacement_choices.rs`).

use crate::ir::{Ability, ObjectId, PlayerId, StaticAbility, TriggerEvent, Zone};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, PendingTrigger, Resolution};
use crate::state::log::Event;
use crate::state::pending::CastWindow;

/// Whether a card has miracle.
pub(crate) fn has_miracle(abilities: &[Ability]) -> bool {
    abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::Miracle { .. })))
}

impl Game {
    /// CR 702.94a: "You may reveal this card from your hand as you draw it if it's the first
    /// card you've drawn this turn. When you reveal this card this way, ..." `card` was just
    /// drawn by `p`; revealed, its miracle trigger waits to be put on the stack.
    pub(crate) fn offer_miracle(&mut self, p: PlayerId, card: ObjectId) {
        let o = self.object(card);
        let first = self.players[p.index()].drawn_this_turn.len() == 1 && self.mulligan.declaring.is_empty();
        if !first || o.zone != Zone::Hand || !has_miracle(&o.card.abilities) {
            return;
        }
        let prompt = format!("Reveal {} for its miracle cost?", self.name(card));
        let d = Decision { player: p, kind: DecisionKind::YesNo { prompt } };
        if self.choose_replacement(d) != Answer::YesNo(true) {
            return;
        }
        // CR 702.94b: it stays revealed while in the hand until its trigger leaves the stack.
        self.log(Event::Revealed { player: p, card });
        let def = self.object(card).text().clone();
        for (i, ab) in def.abilities.iter().enumerate() {
            if matches!(ab, Ability::Triggered(t) if t.event == TriggerEvent::MiracleRevealed) {
                self.triggers.push(PendingTrigger::new(card, p, def.clone(), i, Some(Target::Object(card))));
            }
        }
    }

    /// `Instr::MiracleCast`: if the card is still in its owner's hand, they are offered a
    /// priority-like choice: pass, or cast it for its miracle cost (the answer is handled by
    /// [`Game::answer_cast_window`]). Not cast, it stays in the hand.
    pub(crate) fn exec_miracle_cast(&mut self, res: &mut Resolution) -> Step {
        let card = res.item.source;
        let answered = res.answer.take();
        let o = self.object(card);
        let still_in_hand = o.moved_to.is_none() && o.zone == Zone::Hand;
        if answered.is_some() || !still_in_hand {
            return Step::Done;
        }
        let owner = o.owner;
        self.open_cast_window(res, owner, CastWindow::Miracle).unwrap_or(Step::Done)
    }
}
