//! Variable numbers of targets (CR 601.2c): "X target creatures" (X chosen first, CR
//! 601.2b, 107.3) and "up to X target lands, where X is the number of verse counters on ~"
//! (the amount as the targets are chosen).

use crate::ir::ObjectId;
use crate::ir::{Amount, Effect, TargetSpec};
use crate::state::decision::TargetSlot;
use crate::state::game::Game;

/// Whether an amount reads the X chosen for the spell or ability (CR 107.3).
fn reads_x(a: &Amount) -> bool {
    match a {
        Amount::X => true,
        Amount::Plus(a, b) => reads_x(a) || reads_x(b),
        Amount::Neg(a) | Amount::Times(_, a) => reads_x(a),
        _ => false,
    }
}

/// The target requirements of an effect with the chosen modes, in answer order (CR 700.2c).
pub(crate) fn chosen_specs(e: &Effect, modes: &[usize]) -> Vec<TargetSpec> {
    if e.modes.is_empty() {
        return e.targets.clone();
    }
    modes.iter().filter_map(|&m| e.modes.get(m)).flat_map(|m| m.targets.clone()).collect()
}

impl Game {
    /// The numbers of targets a slot with a variable count allows before X is known: any
    /// number up to the legal choices when it reads X, else the amount now (CR 601.2c).
    pub(crate) fn open_target_count(&self, spec: &TargetSpec, slot: &mut TargetSlot, source: ObjectId) {
        let Some(a) = &spec.count else { return };
        if reads_x(a) {
            slot.min = 0;
            slot.max = slot.legal.len().min(u8::MAX as usize) as u8;
        } else {
            self.set_target_count(spec, slot, self.eval_amount_x(a, source, 0));
        }
    }

    /// Fixes the number of targets of each slot with a variable count, X being `x` (CR
    /// 601.2b: X is chosen before the targets, 601.2c).
    pub(crate) fn fix_target_counts(&self, slots: &mut [TargetSlot], specs: &[TargetSpec], x: u32, source: ObjectId) {
        for (slot, spec) in slots.iter_mut().zip(specs) {
            if let Some(a) = &spec.count {
                self.set_target_count(spec, slot, self.eval_amount_x(a, source, x));
            }
        }
    }

    fn set_target_count(&self, spec: &TargetSpec, slot: &mut TargetSlot, n: i32) {
        let n = n.clamp(0, u8::MAX as i32) as u8;
        // "up to X" (min 0) or exactly X.
        slot.min = if spec.min == 0 { 0 } else { n };
        slot.max = n;
    }
}
