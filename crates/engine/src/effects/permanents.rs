//! Instructions on permanents' status and counters (CR 110.5, 122, 701): tap and untap
//! (701.26), "doesn't untap during its controller's next untap step" (502.3), regeneration
//! shields (701.19), counters, attaching (701.3), phasing out (702.26) and turning face up
//! or down (708).

use crate::ir::{Amount, CounterKind, Filter, Ref};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::turn::UntapRule;

impl Game {
    /// Taps each referred permanent (CR 701.26a).
    pub(crate) fn exec_tap(&mut self, what: &Ref, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            self.tap_permanent(o);
        }
    }

    /// Untaps each referred permanent (CR 701.26b).
    pub(crate) fn exec_untap(&mut self, what: &Ref, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            self.objects[o.index()].tapped = false;
        }
    }

    /// Each referred permanent doesn't untap during its controller's next untap step (CR 502.3).
    /// "Creatures target player controls don't untap during that player's next untap step"
    /// names no objects: it changes the rules for that player's next untap step (CR 611.2c),
    /// so it covers the permanents matching it that they control then, even those that came
    /// under their control later; "those creatures" and "it" stay the objects referred to.
    pub(crate) fn exec_skip_next_untap(&mut self, what: &Ref, rule: bool, res: &mut Resolution) {
        let (source, controller) = (res.item.source, res.item.controller);
        let for_player = |player, filter: &Filter| UntapRule { player, filter: filter.clone(), source, controller };
        let rules: Vec<UntapRule> = match what {
            _ if !rule => Vec::new(),
            Ref::EachControlledBy(f, who) => {
                Self::players_of(&self.resolve_ref(who, res)).into_iter().map(|p| for_player(p, f)).collect()
            }
            Ref::Each(f) => self.living_players().map(|p| for_player(p, f)).collect(),
            _ => Vec::new(),
        };
        if !rules.is_empty() {
            self.turn_plan.untap_rules.extend(rules);
            return;
        }
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            self.objects[o.index()].skip_untaps += 1;
        }
    }

    /// A regeneration shield on each referred permanent (CR 701.19a).
    pub(crate) fn exec_regenerate(&mut self, what: &Ref, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            self.objects[o.index()].regeneration_shields += 1;
        }
    }

    /// Puts counters on each referred object still where it was, or poison or energy counters
    /// on each referred player (CR 122.1, 107.14); those are then the affected ones.
    pub(crate) fn exec_add_counters(&mut self, what: &Ref, kind: &CounterKind, amount: &Amount, res: &mut Resolution) {
        let n = self.eval_amount(amount, res);
        let targets = self.resolve_ref(what, res);
        // CR 608.2c: what got counters is what a following "if you don't" reads (fabricate,
        // CR 702.123a: a permanent that has left the battlefield gets none).
        let done: Vec<Target> = targets
            .iter()
            .copied()
            .filter(|t| match t {
                Target::Object(o) => self.object(*o).moved_to.is_none(),
                Target::Player(_) => matches!(kind, CounterKind::Poison | CounterKind::Energy),
            })
            .collect();
        for t in targets {
            match t {
                Target::Object(o) if self.object(o).moved_to.is_none() => self.put_counters(o, kind, n as i64),
                Target::Player(p) if *kind == CounterKind::Poison => {
                    // Poison counters saturate at `u32::MAX` (ten is already a loss, 704.5c).
                    let poison = &mut self.players[p.index()].poison;
                    *poison = poison.saturating_add(n.max(0).unsigned_abs())
                }
                Target::Player(p) if *kind == CounterKind::Energy => {
                    let energy = &mut self.players[p.index()].energy;
                    *energy = energy.saturating_add(n.max(0).unsigned_abs())
                }
                _ => {}
            }
        }
        res.affected = if n > 0 { done } else { Vec::new() };
    }

    /// Removes counters from each referred permanent; the affected objects are those that
    /// had a counter to remove ("if you can't").
    pub(crate) fn exec_remove_counters(
        &mut self,
        what: &Ref,
        kind: &CounterKind,
        amount: &Amount,
        res: &mut Resolution,
    ) {
        let n = self.eval_amount(amount, res);
        let mut done = Vec::new();
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            if n > 0 && self.objects[o.index()].counter(kind) > 0 {
                done.push(Target::Object(o));
            }
            self.remove_counters(o, kind, n.max(0) as u32);
        }
        res.affected = done;
    }

    /// Attaches each referred Aura or Equipment to the first referred host still on the
    /// battlefield (CR 701.3), with a new timestamp (CR 613.7e). One that couldn't legally
    /// be attached to that host doesn't move (CR 701.3b).
    pub(crate) fn exec_attach(&mut self, what: &Ref, to: &Ref, res: &mut Resolution) {
        let host = self.objects_in_play(&self.resolve_ref(to, res), res).into_iter().find(|&h| self.on_battlefield(h));
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            if let Some(h) = host {
                if self.on_battlefield(o) && o != h && self.could_be_attached(o, h) {
                    self.objects[o.index()].attached_to = Some(h);
                    self.timestamp += 1;
                    self.objects[o.index()].timestamp = self.timestamp;
                }
            }
        }
    }

    /// Each referred permanent phases out (CR 702.26b); they are the affected objects.
    pub(crate) fn exec_phase_out(&mut self, what: &Ref, res: &mut Resolution) {
        let objs = self.objects_of(&self.resolve_ref(what, res));
        for &o in &objs {
            self.phase_out(o);
        }
        res.affected = objs.into_iter().map(Target::Object).collect();
    }

    /// Turns each referred permanent face up or face down (CR 708.2a, 708.8).
    pub(crate) fn exec_turn_face(&mut self, what: &Ref, up: bool, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            if up {
                self.turn_face_up(o, res.item.controller);
            } else {
                self.turn_face_down(o);
            }
        }
    }
}
