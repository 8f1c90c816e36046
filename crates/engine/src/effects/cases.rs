//! Cases (CR 719): "To solve — [Condition]" means "At the beginning of your end step, if
//! [condition] and this Case is not solved, this Case becomes solved" (719.3a), which the
//! compiler builds; solved is a designation the permanent keeps until it leaves the
//! battlefield (719.3b), read by the "Solved — [ability]" abilities through `Filter::Solved`
//! (719.3c).

use crate::ir::{Ref, Zone};
use crate::state::game::{Game, Resolution};

impl Game {
    /// [`Instr::Solve`](crate::ir::Instr): each referred permanent becomes solved (CR 719.3b).
    pub(crate) fn exec_solve(&mut self, what: &Ref, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            if self.objects[o.index()].zone == Zone::Battlefield {
                self.layer_cache.forget();
                self.objects[o.index()].solved = true;
            }
        }
    }
}
