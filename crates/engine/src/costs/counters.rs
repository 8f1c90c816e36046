//! Costs that remove a chosen number of counters: "Remove any number of storage counters
//! from ~" (CR 107.1c, 602.2b). The number is the activation's X.

use crate::ir::Cost;
use crate::ir::ObjectId;
use crate::state::decision::IllegalAction;
use crate::state::game::Game;

/// Checks that the source has the `x` counters a "remove any number of counters" cost
/// would remove (CR 118.3: a cost can't be paid with counters that aren't there).
pub(crate) fn check_remove_any(g: &Game, source: ObjectId, cost: &Cost, x: u32) -> Result<(), IllegalAction> {
    let Some(kind) = &cost.remove_any_counters else { return Ok(()) };
    let have = g.object(source).counter(kind);
    if have < x {
        return Err(IllegalAction::new(
            "118.3",
            format!("{} has only {have} {} counter(s); it can't remove {x}", g.name(source), kind.name()),
        ));
    }
    Ok(())
}
