//! Devour (CR 702.82): as the permanent enters, its controller may sacrifice any number of
//! other creatures they control (or permanents of the kind named, 702.82c), and it enters with
//! N +1/+1 counters for each. The choice is made as it enters (CR 614.12a), asked by replay
//! like a replacement choice (`game/replacement_choices.rs`).

use crate::ir::{Ability, CounterKind, Filter, ObjectId, PlayerFilter, StaticAbility};
use crate::state::game::Game;

impl Game {
    /// CR 702.82a: "As this object enters, you may sacrifice any number of creatures. This
    /// permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
    /// Each instance works separately (702.82d): what one sacrificed, the next can't.
    pub(crate) fn apply_devour(&mut self, id: ObjectId) {
        // CR 708.3: a permanent entering face down has none of its own abilities.
        if self.objects[id.index()].face_down {
            return;
        }
        let devours: Vec<(Filter, u32)> = self.objects[id.index()]
            .card
            .abilities
            .iter()
            .filter_map(|a| match a {
                Ability::Static(StaticAbility::Devour { what, n }) => Some((what.clone(), *n)),
                _ => None,
            })
            .collect();
        let p = self.objects[id.index()].controller;
        for (what, n) in devours {
            let mine = what.clone().and(Filter::ControlledBy(PlayerFilter::You));
            let from: Vec<ObjectId> =
                self.battlefield.iter().copied().filter(|&o| o != id && self.matches(&mine, o, id, p)).collect();
            if from.is_empty() {
                continue;
            }
            let reason = format!("devour {n}: sacrifice any number of permanents for {}", self.name(id));
            let chosen = self.choose_any_number_of(p, reason, &from);
            let mut count = 0u32;
            for c in chosen {
                if self.on_battlefield(c) {
                    self.sacrifice(c);
                    count += 1;
                }
            }
            let counters = n.saturating_mul(count);
            self.objects[id.index()].add_counters(&CounterKind::PlusOne, i64::from(counters));
            self.counters_put_triggers(id, &CounterKind::PlusOne, counters);
        }
    }
}
