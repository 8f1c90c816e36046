//! Searches where the searching player isn't the library's owner, or the cards found are
//! exiled (CR 701.23): "Search target opponent's library for a creature card and put that
//! card onto the battlefield under your control.", "Search your library for three cards,
//! exile them, then shuffle."

use crate::ir::ObjectId;
use crate::ir::Zone;
use crate::ir::{Filter, Ref};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};

impl Game {
    /// The controller searches the first referred player's library (see
    /// `Instr::SearchLibraryOf`); the cards found become the affected objects.
    pub(crate) fn exec_search_library_of(
        &mut self,
        whose: &Ref,
        filter: &Filter,
        count: Option<u32>,
        must_find: bool,
        to: Zone,
        res: &mut Resolution,
    ) -> Step {
        let src = res.item.source;
        let you = res.item.controller;
        let Some(&p) = Self::players_of(&self.resolve_ref(whose, res)).first() else { return Step::Done };
        // CR 701.23a: the searcher looks at every card of the library.
        let candidates: Vec<ObjectId> = self.players[p.index()]
            .library
            .iter()
            .rev()
            .copied()
            .filter(|&c| self.matches(filter, c, src, you))
            .collect();
        let max = count.map_or(candidates.len(), |n| n as usize);
        // CR 701.23b/d: only a search for a plain number of cards must find them.
        let min = if must_find { max } else { 0 };
        let reason = format!("search {}'s library for up to {max} card(s)", self.players[p.index()].name);
        let chosen = match choose(res, you, reason, candidates, min, max) {
            Ok(c) => c,
            Err(ask) => return ask,
        };
        let controller = (to == Zone::Battlefield).then_some(you);
        let mut moved = Vec::new();
        for c in chosen {
            if let Some(n) = self.move_object_to(c, to, controller, false) {
                moved.push(Target::Object(n));
                res.moved.push((c, n));
            }
        }
        res.affected = moved;
        Step::Done
    }
}
