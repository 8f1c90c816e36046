//! Cascade (CR 702.85): "When you cast this spell, exile cards from the top of your library
//! until you exile a nonland card whose mana value is less than this spell's mana value. You
//! may cast that card without paying its mana cost if the resulting spell's mana value is
//! less than this spell's mana value. Then put all cards exiled this way that weren't cast on
//! the bottom of your library in a random order." The trigger is made in
//! `triggers/keyword_abilities.rs`; this is [`Instr::Cascade`](crate::ir::Instr::Cascade).

use crate::ir::CardType;
use crate::ir::ObjectId;
use crate::ir::Zone;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::pending::CastWindow;
use rand::seq::SliceRandom;

impl Game {
    /// Runs [`Instr::Cascade`](crate::ir::Instr::Cascade) for the trigger's controller: the
    /// exiling and the window to cast (the cards exiled this way are kept as the affected
    /// objects, the one found last), then, once the window closes, the rest to the bottom.
    pub(crate) fn exec_cascade(&mut self, mana_value: u32, res: &mut Resolution) -> Step {
        let p = res.item.controller;
        if res.answer.take().is_some() {
            self.cascade_bottom(res);
            return Step::Done;
        }
        let mut exiled = Vec::new();
        let mut found = None;
        // The library's last card is its top; each card is exiled once at most.
        for _ in 0..self.players[p.index()].library.len() {
            let Some(&top) = self.players[p.index()].library.last() else { break };
            let Some(new) = self.move_object(top, Zone::Exile) else { break };
            exiled.push(Target::Object(new));
            let o = self.object(new);
            if o.zone != Zone::Exile {
                // Replaced to somewhere else: not exiled this way; go on with the next card.
                continue;
            }
            // CR 702.85a: a nonland card whose mana value is less than the spell's.
            if !o.card.has_type(CardType::Land) && o.printed_mana_value() < mana_value {
                found = Some(new);
                break;
            }
        }
        res.affected = exiled;
        let Some(card) = found else {
            self.cascade_bottom(res);
            return Step::Done;
        };
        match self.open_cast_window(res, p, CastWindow::Free { card, below: mana_value, transformed: false }) {
            Some(step) => step,
            None => {
                self.cascade_bottom(res);
                Step::Done
            }
        }
    }

    /// "Then put all cards exiled this way that weren't cast on the bottom of your library in
    /// a random order" (CR 702.85a): those still in exile.
    fn cascade_bottom(&mut self, res: &Resolution) {
        let mut rest: Vec<ObjectId> = res
            .affected
            .iter()
            .filter_map(|t| match t {
                Target::Object(o) => Some(*o),
                _ => None,
            })
            .filter(|&o| self.object(o).moved_to.is_none() && self.object(o).zone == Zone::Exile)
            .collect();
        rest.shuffle(&mut self.rng);
        for c in rest {
            self.move_object_to(c, Zone::Library, None, true);
        }
    }
}
