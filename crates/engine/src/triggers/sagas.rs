//! Sagas (CR 714): lore counters put on a Saga as it enters (714.3a) and as its controller's
//! precombat main phase begins (505.4, 714.3b), the chapter abilities those counters
//! trigger (714.2b), and the Saga sacrificed once its final chapter has left the stack
//! (714.4).

use crate::ir::{Ability, CounterKind, ObjectId, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::Game;

/// The lore counter (CR 714.3).
pub(crate) fn lore() -> CounterKind {
    CounterKind::Named("lore".into())
}

impl Game {
    /// Puts `n` counters of `kind` on permanent `id` (CR 122.1, 122.6): with lore counters,
    /// its chapter abilities whose number the count reaches trigger (CR 714.2b).
    pub(crate) fn put_counters(&mut self, id: ObjectId, kind: &CounterKind, n: i64) {
        let before = self.objects[id.index()].counter(kind);
        self.objects[id.index()].add_counters(kind, n);
        if n > 0 && *kind == lore() {
            self.chapter_triggers(id, before);
        }
        // CR 122.6: what was put (saturated counts put no more than they added).
        let put = self.objects[id.index()].counter(kind).saturating_sub(before);
        self.counters_put_triggers(id, kind, put);
    }

    /// Lore counters were put on `id`, which had `before` of them: each chapter ability whose
    /// number N is such that the count was less than N and became at least N triggers
    /// (CR 714.2b, 714.2c).
    pub(crate) fn chapter_triggers(&mut self, id: ObjectId, before: u32) {
        if !self.on_battlefield(id) {
            return;
        }
        let now = self.object(id).counter(&lore());
        if now <= before {
            return;
        }
        self.collect_triggers(
            Some(Target::Object(id)),
            |_, ev, src, _| matches!(ev, TriggerEvent::Chapter(n) if src == id && before < *n && *n <= now),
        );
    }

    /// Whether the permanent is a Saga (CR 714, the enchantment subtype).
    pub(crate) fn is_saga(&self, id: ObjectId) -> bool {
        self.characteristics(id).subtypes.iter().any(|s| s == "Saga")
    }

    /// A Saga's final chapter number: the greatest among its chapter abilities, 0 with none
    /// (CR 714.2d).
    pub(crate) fn final_chapter(&self, id: ObjectId) -> u32 {
        let card = self.abilities_now(id);
        let chapters = card.abilities.iter().filter_map(|a| match a {
            Ability::Triggered(t) => match t.event {
                TriggerEvent::Chapter(n) => Some(n),
                _ => None,
            },
            _ => None,
        });
        chapters.max().unwrap_or(0)
    }

    /// CR 714.3a: as a Saga enters, its controller puts a lore counter on it (read ahead,
    /// 702.155b, is not played: its Sagas are unsupported).
    /// Its chapter abilities trigger with its enters abilities ([`Game::chapter_triggers`]
    /// from 0, called for every permanent as it enters).
    pub(crate) fn saga_enters(&mut self, id: ObjectId) {
        if self.is_saga(id) {
            self.objects[id.index()].add_counters(&lore(), 1);
        }
    }

    /// CR 505.4, 714.3b: as the active player's precombat main phase begins, they put a lore
    /// counter on each Saga they control with one or more chapter abilities (a turn-based
    /// action, no stack).
    pub(crate) fn lore_counters_of_main_phase(&mut self) {
        let active = self.active;
        let sagas: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| self.controller(id) == active && self.is_saga(id) && self.final_chapter(id) > 0)
            .collect();
        for id in sagas {
            self.put_counters(id, &lore(), 1);
        }
    }

    /// CR 714.4: a Saga with one or more chapter abilities and at least its final chapter
    /// number of lore counters, which isn't the source of a chapter ability that has
    /// triggered but not yet left the stack, is sacrificed (a state-based action).
    pub(crate) fn saga_finished(&self, id: ObjectId) -> bool {
        let last = self.final_chapter(id);
        if last == 0 || self.object(id).counter(&lore()) < last {
            return false;
        }
        let chapter = |card: &crate::ir::CardDef, i: usize| matches!(card.abilities.get(i), Some(Ability::Triggered(t)) if matches!(t.event, TriggerEvent::Chapter(_)));
        let waiting = self.triggers.iter().any(|t| t.source == id && chapter(&t.card, t.ability));
        let on_stack = self.stack.iter().any(|s| !s.is_spell && s.source == id && chapter(&s.card, s.ability));
        !waiting && !on_stack
    }
}
