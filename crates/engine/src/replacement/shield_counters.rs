//! Shield counters (CR 122.1c): one or more on a permanent make one replacement effect, "If
//! this permanent would be destroyed as the result of an effect, instead remove a shield
//! counter from it", and one prevention effect, "If damage would be dealt to this permanent,
//! prevent that damage and remove a shield counter from it".
//!
//! The prevention applies after the event's other replacement and prevention effects (the
//! engine does not offer the choice of order of CR 616.1 for it): the damage that is still to
//! be dealt to the permanent in one event is prevented, all of it, for one counter.

use crate::effects::damage::Hit;
use crate::ir::{CounterKind, ObjectId};
use crate::state::decision::Target;
use crate::state::game::Game;

/// The shield counter kind.
fn shield() -> CounterKind {
    CounterKind::Named("shield".into())
}

impl Game {
    /// Whether a shield counter on `id` replaces its destruction by an effect (CR 122.1c);
    /// if so, the counter is removed.
    pub(crate) fn shield_counter_replaces_destruction(&mut self, id: ObjectId) -> bool {
        if self.object(id).counter(&shield()) == 0 {
            return false;
        }
        self.objects[id.index()].add_counters(&shield(), -1);
        true
    }

    /// Prevents the damage of one event to each permanent with a shield counter, removing one
    /// counter from each permanent that would have been dealt damage (CR 122.1c). Nothing is
    /// prevented while damage can't be prevented (CR 615.12).
    pub(crate) fn shield_counters_prevent(&mut self, hits: &mut [Hit]) {
        if self.damage_unpreventable {
            return;
        }
        let mut shielded: Vec<ObjectId> = Vec::new();
        for (_, t, n) in hits.iter_mut() {
            let Target::Object(o) = *t else { continue };
            if *n == 0 || !self.on_battlefield(o) || self.object(o).counter(&shield()) == 0 {
                continue;
            }
            *n = 0;
            if !shielded.contains(&o) {
                shielded.push(o);
            }
        }
        for o in shielded {
            self.objects[o.index()].add_counters(&shield(), -1);
        }
    }
}
