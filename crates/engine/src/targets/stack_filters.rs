//! Filters on spells by what they target: "Counter target spell that targets a creature"
//! (CR 115.9b), "target spell with a single target" (CR 115.9a).

use crate::ir::Filter;
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// Whether the spell `id` on the stack targets an object matching `inner` (from the point
    /// of view of source `src` controlled by `you`). CR 115.9b: the current state of its
    /// targets is checked; a target no longer in the zone it was in is ignored (a zone change
    /// makes a new object, CR 400.7).
    pub(crate) fn spell_targets_match(&self, id: ObjectId, inner: &Filter, src: ObjectId, you: PlayerId) -> bool {
        let Some(item) = self.stack.iter().find(|s| s.id == id) else { return false };
        item.targets.iter().flatten().any(|t| match t {
            Target::Object(o) => {
                self.objects.get(o.index()).is_some_and(|obj| obj.moved_to.is_none())
                    && self.matches(inner, *o, src, you)
            }
            Target::Player(_) => false,
        })
    }

    /// How many targets the spell `id` on the stack has (CR 115.9a: each time an object or
    /// player was chosen counts); 0 if it isn't on the stack.
    pub(crate) fn spell_target_count(&self, id: ObjectId) -> usize {
        self.stack.iter().find(|s| s.id == id).map_or(0, |s| s.targets.iter().map(Vec::len).sum())
    }
}
