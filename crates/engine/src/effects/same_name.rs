//! Searching a player's graveyard, hand and library for the cards with the same name as an
//! object and exiling them (CR 701.23, 201.2): [`crate::ir::Instr::ExileSameName`] ("Search its
//! controller's graveyard, hand, and library for all cards with the same name as that
//! artifact and exile them.").

use crate::ir::{ObjectId, Ref};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};

impl Game {
    /// Runs [`crate::ir::Instr::ExileSameName`]: the controller searches; the cards in the graveyard (a
    /// public zone) must all be found when the text says "all", those in the hand and library
    /// need not be (CR 701.23b); "any number of" lets the searcher leave any of them. An
    /// object with no name (face down, CR 708.2a) names nothing to find (CR 701.23c).
    pub(crate) fn exec_exile_same_name(&mut self, whose: &Ref, like: &Ref, all: bool, res: &mut Resolution) -> Step {
        let you = res.item.controller;
        let Some(&player) = Self::players_of(&self.resolve_ref(whose, res)).first() else {
            return Step::Done;
        };
        // `like` may be "the chosen card" (the affected object): read again on resuming.
        let Some(name) = self.name_of_ref(like, res) else {
            res.affected.clear();
            return Step::Done;
        };
        let named = |g: &Game, c: &ObjectId| g.characteristics(*c).name == name;
        let pl = &self.players[player.index()];
        let graveyard: Vec<ObjectId> = pl.graveyard.iter().filter(|c| named(self, c)).copied().collect();
        let hidden: Vec<ObjectId> =
            pl.hand.iter().chain(pl.library.iter().rev()).filter(|c| named(self, c)).copied().collect();
        let (found, offered) = if all { (graveyard, hidden) } else { (Vec::new(), [graveyard, hidden].concat()) };
        let chosen = if offered.is_empty() {
            Vec::new()
        } else {
            let n = offered.len();
            let reason = format!("search for cards named {name} to exile");
            match choose(res, you, reason, offered, 0, n) {
                Ok(c) => c,
                Err(ask) => return ask,
            }
        };
        let mut moved = Vec::new();
        self.together(|g| {
            for c in found.into_iter().chain(chosen) {
                if let Some(n) = g.move_object(c, crate::ir::Zone::Exile) {
                    g.objects[n.index()].exiled_by = Some(res.item.source);
                    moved.push(Target::Object(n));
                }
            }
        });
        res.affected = moved;
        Step::Done
    }

    /// The name of the first object `r` refers to, as it is now if it moved during this
    /// resolution (CR 400.7), or as it last existed; `None` for an object with no name.
    fn name_of_ref(&self, r: &Ref, res: &Resolution) -> Option<String> {
        let o = self.resolve_ref(r, res).into_iter().find_map(|t| match t {
            Target::Object(o) if o.index() < self.objects.len() => Some(o),
            _ => None,
        })?;
        let now = res.moved.iter().find(|(a, _)| *a == o).map_or(o, |(_, b)| *b);
        let name = self.characteristics(now).name;
        (!name.is_empty() && !self.objects[now.index()].face_down).then_some(name)
    }
}
