//! Phasing (CR 702.26): permanents that phase out stay in the battlefield zone (702.26d) but
//! leave the `battlefield` list for `phased_out`, so everything that looks at the battlefield
//! treats them as though they don't exist (702.26b); they keep their counters, damage, tapped
//! state and attachments.

use crate::ir::Keyword;
use crate::ir::ObjectId;
use crate::ir::{Ability, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::{Game, PendingTrigger};
use crate::state::log::Event;

impl Game {
    /// CR 502.1, 702.26a: in the active player's untap step, their phased-in permanents with
    /// phasing phase out and the permanents that phased out (directly) under their control
    /// phase in, simultaneously.
    pub(crate) fn phasing_step(&mut self) {
        let active = self.active;
        let out: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| self.controller(id) == active && self.characteristics(id).has(&Keyword::Phasing))
            .collect();
        let back: Vec<ObjectId> = self
            .phased_out
            .iter()
            .copied()
            .filter(|&id| self.objects[id.index()].phased == Some((active, false)))
            .collect();
        // Computed first, applied after: what phases in now doesn't phase out again (502.1).
        for id in out {
            self.phase_out(id);
        }
        for id in back {
            self.phase_in(id);
        }
    }

    /// A permanent phases out (CR 702.26b), and the Auras and Equipment attached to it with it,
    /// indirectly (702.26g-h). Not a zone change (702.26d): no leave triggers.
    pub(crate) fn phase_out(&mut self, id: ObjectId) {
        if !self.on_battlefield(id) {
            return;
        }
        self.phase_out_as(id, false);
    }

    fn phase_out_as(&mut self, id: ObjectId, indirect: bool) {
        let controller = self.controller(id);
        let attached: Vec<ObjectId> =
            self.battlefield.iter().copied().filter(|&a| self.objects[a.index()].attached_to == Some(id)).collect();
        // CR 506.4, 702.26b: removed from combat.
        self.remove_from_combat(id);
        // CR 702.26f: "for as long as" effects tracking it end (it can't be seen now).
        self.effects.retain(|e| !(e.source == id && e.duration == crate::ir::Duration::WhileSourceOnBattlefield));
        self.battlefield_remove(id);
        self.phased_out.push(id);
        self.objects[id.index()].phased = Some((controller, indirect));
        self.log(Event::Phased { card: id, out: true });
        self.phasing_triggers(id, true);
        for a in attached {
            self.phase_out_as(a, true);
        }
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
    }

    /// A permanent phases in (CR 702.26c), with what phased out indirectly with it (702.26g).
    /// Not a zone change: it isn't summoning sick because of it (702.26d).
    pub(crate) fn phase_in(&mut self, id: ObjectId) {
        if !self.phased_out.contains(&id) {
            return;
        }
        self.phased_out.retain(|&x| x != id);
        self.objects[id.index()].phased = None;
        self.battlefield_add(id);
        self.log(Event::Phased { card: id, out: false });
        self.phasing_triggers(id, false);
        let with: Vec<ObjectId> = self
            .phased_out
            .iter()
            .copied()
            .filter(|&a| {
                let o = &self.objects[a.index()];
                o.attached_to == Some(id) && matches!(o.phased, Some((_, true)))
            })
            .collect();
        for a in with {
            self.phase_in(a);
        }
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
    }

    /// "Whenever ~ phases out / in" (CR 702.26b-c): the permanent's own abilities trigger,
    /// also while it is phased out (it is the one event that mentions it).
    fn phasing_triggers(&mut self, id: ObjectId, out: bool) {
        let def = self.abilities_now(id);
        let controller = self.controller(id);
        for (i, ab) in def.abilities.iter().enumerate() {
            if matches!(ab, Ability::Triggered(t) if t.event == TriggerEvent::PhasesSelf { out }) {
                self.triggers.push(PendingTrigger::new(id, controller, def.clone(), i, Some(Target::Object(id))));
            }
        }
    }
}
