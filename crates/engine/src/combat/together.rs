//! Restrictions on a combat declaration as a whole rather than on one creature (CR 508.1c,
//! 509.1b): "can't attack alone", "can't block alone" (CR 506.5 defines "alone") and Okk's
//! "can't attack unless a creature with greater power also attacks".

use super::Violation;
use crate::ir::ObjectId;
use crate::ir::Restriction;
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// The attackers of `attacks` whose restriction on the whole declaration it breaks.
    pub(crate) fn attack_group_violations(&self, attacks: &[(ObjectId, Target)]) -> Vec<Violation> {
        let attackers: Vec<ObjectId> = attacks.iter().map(|(a, _)| *a).collect();
        self.group_violations(&attackers, true)
    }

    /// The blockers of `blocks` whose restriction on the whole declaration it breaks.
    pub(crate) fn block_group_violations(&self, blocks: &[(ObjectId, ObjectId)]) -> Vec<Violation> {
        let mut blockers: Vec<ObjectId> = Vec::new();
        for (b, _) in blocks {
            if !blockers.contains(b) {
                blockers.push(*b);
            }
        }
        self.group_violations(&blockers, false)
    }

    /// Checks each creature of a declaration (`creatures`, without repeats) against the
    /// others declared with it.
    fn group_violations(&self, creatures: &[ObjectId], attack: bool) -> Vec<Violation> {
        let (rule, verb) = if attack { ("508.1c", "attack") } else { ("509.1b", "block") };
        let mut out = Vec::new();
        for &c in creatures {
            if c.index() >= self.objects.len() || !self.on_battlefield(c) {
                continue; // refused elsewhere (CR 508.1a, 509.1a)
            }
            let ch = self.characteristics(c);
            let alone = if attack { Restriction::CantAttackAlone } else { Restriction::CantBlockAlone };
            // CR 506.5: it attacks (blocks) alone if it's the only creature declared.
            if creatures.len() == 1 && (ch.restricted(alone) || ch.restricted(Restriction::CantAttackOrBlockAlone)) {
                out.push(Violation { rule, object: c, text: format!("{} can't {verb} alone", self.name(c)) });
            }
            let greater = if attack {
                Restriction::CantAttackUnlessGreaterPowerAttacks
            } else {
                Restriction::CantBlockUnlessGreaterPowerBlocks
            };
            if ch.restricted(greater) && !creatures.iter().any(|&o| o != c && self.power(o) > ch.power) {
                out.push(Violation {
                    rule,
                    object: c,
                    text: format!("{} can't {verb} unless a creature with greater power also {verb}s", self.name(c)),
                });
            }
        }
        out
    }
}
