//! Choosing the modes of a modal spell or activated ability (CR 700.2): what is offered, and
//! checking a player's choice as the spell is cast (CR 601.2b) or the ability activated
//! (CR 602.2b, which applies 601.2b-i to activations).

use crate::ir::Effect;
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{IllegalAction, ModeChoice, TargetSlot};
use crate::state::game::Game;

/// The mode choice a modal effect offers, or `None` if it is not modal (CR 700.2).
pub(crate) fn mode_choice(e: &Effect) -> Option<ModeChoice> {
    if e.modes.is_empty() {
        return None;
    }
    Some(ModeChoice {
        modes: e.modes.iter().enumerate().map(|(i, m)| mode_text(i, m)).collect(),
        min: e.mode_count.0,
        max: e.mode_count.1,
        repeat: e.mode_repeat,
    })
}

/// A mode's text for players, or a placeholder when the compiler gave none.
fn mode_text(i: usize, m: &Effect) -> String {
    if m.text.is_empty() {
        format!("mode {}", i + 1)
    } else {
        m.text.clone()
    }
}

impl Game {
    /// Whether mode `m` of `e` could be chosen now: each of its target requirements has
    /// enough legal targets (CR 700.2a: a mode that would be illegal can't be chosen).
    pub(crate) fn mode_is_choosable(
        &self,
        e: &Effect,
        m: usize,
        source: ObjectId,
        p: PlayerId,
        spell: Option<ObjectId>,
    ) -> bool {
        let Some(mode) = e.modes.get(m) else { return false };
        self.target_slots(&mode.targets, source, p, spell).iter().all(|s| s.legal.len() >= s.min as usize)
    }

    /// Whether a modal effect can be put on the stack at all: at least its minimum number of
    /// modes can be chosen (CR 700.2a), or one, when a mode may be chosen again (700.2d).
    /// Always true for an effect that is not modal.
    pub(crate) fn enough_modes(&self, e: &Effect, source: ObjectId, p: PlayerId, spell: Option<ObjectId>) -> bool {
        if e.modes.is_empty() {
            return true;
        }
        let choosable = (0..e.modes.len()).filter(|&m| self.mode_is_choosable(e, m, source, p, spell)).count();
        choosable >= if e.mode_repeat { 1 } else { e.mode_count.0 as usize }
    }

    /// Checks the modes chosen for `e` (CR 601.2b, 602.2b, 700.2a, 700.2d) and returns the
    /// target requirements they bring, in the order the answer's targets follow (each chosen
    /// mode's targets in turn, CR 700.2c). An effect that is not modal takes no modes.
    pub(crate) fn check_modes(
        &self,
        e: &Effect,
        chosen: &[usize],
        name: &str,
        source: ObjectId,
        p: PlayerId,
        spell: Option<ObjectId>,
    ) -> Result<Vec<TargetSlot>, IllegalAction> {
        if e.modes.is_empty() {
            if !chosen.is_empty() {
                return Err(IllegalAction::new("700.2", format!("{name} is not modal: choose no mode")));
            }
            return Ok(self.target_slots(&e.targets, source, p, spell));
        }
        let (min, max) = e.mode_count;
        let n = chosen.len();
        if n < min as usize || n > max as usize {
            let want = if min == max { format!("{min}") } else { format!("{min} to {max}") };
            return Err(IllegalAction::new(
                "700.2a",
                format!("{name}: choose {want} of its {} modes, not {n}", e.modes.len()),
            ));
        }
        if let Some(&m) = chosen.iter().find(|&&m| m >= e.modes.len()) {
            return Err(IllegalAction::new("700.2a", format!("{name} has no mode {}", m.saturating_add(1))));
        }
        for (i, m) in chosen.iter().enumerate() {
            // CR 700.2d: each mode once, unless the effect says it may be chosen again.
            if !e.mode_repeat && chosen[..i].contains(m) {
                return Err(IllegalAction::new(
                    "700.2d",
                    format!("{name}: mode {} can't be chosen more than once", m + 1),
                ));
            }
        }
        if let Some(&m) = chosen.iter().find(|&&m| !self.mode_is_choosable(e, m, source, p, spell)) {
            return Err(IllegalAction::new(
                "700.2a",
                format!("{name}: mode {} can't be chosen, it has no legal target", m + 1),
            ));
        }
        let specs: Vec<_> = chosen.iter().flat_map(|&m| e.modes[m].targets.clone()).collect();
        Ok(self.target_slots(&specs, source, p, spell))
    }
}
