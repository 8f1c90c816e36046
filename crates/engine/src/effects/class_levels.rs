//! Class levels (CR 716): a Class's "[Cost]: Level N" ability makes its level N, a
//! designation the permanent keeps while it stays on the battlefield (716.2b); the abilities
//! of each level bar are conditional statics the compiler builds, read through
//! `Filter::ClassLevel`.

use crate::ir::{ObjectId, Ref, TriggerEvent, Zone};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

impl Game {
    /// "[Cost]: Level N": each referred permanent's class level becomes `level` (CR 716.2a).
    pub(crate) fn exec_gain_class_level(&mut self, what: &Ref, level: u32, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            self.gain_class_level(o, level);
        }
    }

    /// Permanent `id`'s class level becomes `level` (CR 716.2a-b); its "When this Class
    /// becomes level N" abilities for that level trigger, those of the level bar just gained
    /// included (they apply from now on, CR 603.2).
    pub(crate) fn gain_class_level(&mut self, id: ObjectId, level: u32) {
        let o = &mut self.objects[id.index()];
        if o.zone != Zone::Battlefield {
            return;
        }
        o.level = level;
        self.log(Event::ClassLevel { card: id, level });
        self.collect_triggers(
            Some(Target::Object(id)),
            |_, ev, src, _| matches!(ev, TriggerEvent::ClassLevel(n) if src == id && *n == level),
        );
    }
}
