//! "Whenever ~ becomes the target of a spell or ability" (CR 603.2, 603.2e): the event
//! happens when a spell or ability targeting the permanent is put on the stack with its
//! targets chosen (CR 601.2c, 602.2b, 603.3d).

use crate::ir::TriggerEvent;
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// A spell (`spell`) or an ability controlled by `by`, the stack object `item`, was put
    /// on the stack with these targets: each permanent targeted triggers once (CR 603.2c),
    /// as the triggering object, with `item` as the event's other participant ("that spell",
    /// "that player": its controller); its ward abilities trigger too (CR 702.21a), about `item`.
    pub(crate) fn became_targets(&mut self, targets: &[Vec<Target>], item: ObjectId, spell: bool, by: PlayerId) {
        let mut seen = Vec::new();
        for &t in targets.iter().flatten() {
            let Target::Object(o) = t else { continue };
            if seen.contains(&o) || !self.on_battlefield(o) {
                continue;
            }
            seen.push(o);
            self.collect_triggers_between(Some(t), Some(Target::Object(item)), 0, |g, ev, src, you| match ev {
                TriggerEvent::BecomesTarget { what, spells_only, opponents_only } => {
                    (spell || !spells_only) && (by != you || !opponents_only) && g.matches(what, o, src, you)
                }
                _ => false,
            });
            self.ward_triggers(o, item, by);
        }
    }
}
