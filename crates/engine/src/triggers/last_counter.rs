//! Removing counters from a permanent (CR 122.1), and the
//! abilities that trigger when the last counter of a kind is removed ("When the last time
//! counter is removed from this permanent, sacrifice it", vanishing, CR 702.63a).

use crate::ir::{CounterKind, ObjectId, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// Removes up to `n` counters of `kind` from permanent `id`; if it had some and has none
    /// left, its "when the last <kind> counter is removed" abilities trigger (CR 702.63a).
    pub(crate) fn remove_counters(&mut self, id: ObjectId, kind: &CounterKind, n: u32) {
        let before = self.objects[id.index()].counter(kind);
        self.objects[id.index()].add_counters(kind, -i64::from(n));
        if before > 0 && n > 0 && self.objects[id.index()].counter(kind) == 0 && self.on_battlefield(id) {
            self.collect_triggers(
                Some(Target::Object(id)),
                |_, ev, src, _| matches!(ev, TriggerEvent::LastCounterRemoved(k) if src == id && k == kind),
            );
        }
    }
}
