//! Triggers on counters put on permanents (CR 122.6): "Whenever a +1/+1 counter is put on
//! ~" (once for each counter) and "Whenever one or more +1/+1 counters are put on another
//! creature you control" (once for each event). Counters a permanent enters with are put on
//! it too (CR 122.6).

use crate::ir::{CounterKind, ObjectId, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::Game;

/// The most triggers one event makes for an ability that triggers once per counter: an
/// event that put more counters than this (a saturated amount) triggers it this many times.
const MOST_PER_COUNTER: u32 = 1000;

impl Game {
    /// `n` counters of `kind` were just put on `id` (CR 122.6): the abilities watching for
    /// it trigger, each "a counter is put" ability once per counter.
    pub(crate) fn counters_put_triggers(&mut self, id: ObjectId, kind: &CounterKind, n: u32) {
        if n == 0 || !self.on_battlefield(id) {
            return;
        }
        let triggering = Some(Target::Object(id));
        let watching = |g: &Game, ev: &TriggerEvent, src: ObjectId, you, each: bool| match ev {
            TriggerEvent::CountersPut { kind: k, on, each_counter } => {
                k == kind && *each_counter == each && g.matches(on, id, src, you)
            }
            _ => false,
        };
        self.collect_triggers_with(triggering, n, |g, ev, src, you| watching(g, ev, src, you, false));
        for _ in 0..n.min(MOST_PER_COUNTER) {
            self.collect_triggers_with(triggering, 1, |g, ev, src, you| watching(g, ev, src, you, true));
        }
    }
}
