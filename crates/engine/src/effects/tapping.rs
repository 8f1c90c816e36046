//! Tapping permanents (CR 701.26a) and the "becomes tapped" trigger event (CR 603.2e).

use crate::ir::ObjectId;
use crate::ir::TriggerEvent;
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// Taps a permanent on the battlefield. Only an untapped permanent can be tapped
    /// (CR 701.26a); when it is, abilities that trigger when a permanent "becomes tapped"
    /// trigger (CR 603.2e: entering tapped is not becoming tapped, so zone moves set the flag
    /// themselves). Returns whether it became tapped.
    pub(crate) fn tap_permanent(&mut self, id: ObjectId) -> bool {
        if self.objects[id.index()].tapped {
            return false;
        }
        self.objects[id.index()].tapped = true;
        self.collect_triggers(Some(Target::Object(id)), |g, ev, src, you| match ev {
            TriggerEvent::BecomesTapped(f) => g.matches(f, id, src, you),
            _ => false,
        });
        true
    }
}
