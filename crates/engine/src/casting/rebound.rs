//! Rebound (CR 702.88): "If this spell was cast from your hand, instead of putting it into
//! your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
//! cast this card from exile without paying its mana cost." The delayed ability is made in
//! `triggers/delayed.rs`; casting the card is [`Instr::CastWithoutPaying`](crate::ir::Instr).

use crate::ir::{Keyword, ObjectId, Ref, Zone};
use crate::resolve::interpreter::Step;
use crate::state::game::{Game, Resolution};
use crate::state::pending::CastWindow;

impl Game {
    /// As spell `id` resolves and would go to its owner's graveyard: exiled instead if it has
    /// rebound and was cast from its caster's hand, with the delayed ability to cast it
    /// (CR 702.88a; several instances are redundant, 702.88c). A copy is no card to exile
    /// (CR 707.10). Returns whether it was.
    pub(crate) fn rebound_to_exile(&mut self, id: ObjectId) -> bool {
        let o = self.object(id);
        if !o.cast_with.from_hand || o.spell_copy || o.zone != Zone::Stack || o.moved_to.is_some() {
            return false;
        }
        if !self.characteristics(id).keywords.contains(&Keyword::Rebound) {
            return false;
        }
        let controller = self.controller(id);
        let Some(new) = self.move_object(id, Zone::Exile) else { return true };
        if self.object(new).zone == Zone::Exile {
            self.rebound_at_next_upkeep(new, controller);
        }
        true
    }

    /// [`Instr::CastWithoutPaying`](crate::ir::Instr): the program's controller may cast the
    /// first referred card still in exile without paying its mana cost, now (CR 118.9,
    /// 608.2g), or not; `transformed`: its back face, cast transformed (CR 310.11b, 712.11a).
    pub(crate) fn exec_cast_without_paying(&mut self, what: &Ref, transformed: bool, res: &mut Resolution) -> Step {
        if res.answer.take().is_some() {
            return Step::Done;
        }
        let refs = self.resolve_ref(what, res);
        let Some(card) = self.objects_in_play(&refs, res).into_iter().find(|&c| self.object(c).zone == Zone::Exile)
        else {
            return Step::Done;
        };
        let window = CastWindow::Free { card, below: u32::MAX, transformed };
        self.open_cast_window(res, res.item.controller, window).unwrap_or(Step::Done)
    }
}
