//! Triggers on each blocking pair (CR 509.3b, 509.3d): "whenever ~ blocks a creature",
//! "whenever ~ becomes blocked by a creature", "blocks or becomes blocked by a non-Wall
//! creature". The other creature of the pair is the triggering object ("that creature").

use crate::ir::ObjectId;
use crate::ir::TriggerEvent;
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// Fires the per-pair block triggers for newly declared blocks `(blocker, attacker)`.
    pub(crate) fn block_pair_triggers(&mut self, blocks: &[(ObjectId, ObjectId)]) {
        for &(b, a) in blocks {
            // The blocker's side: the attacker is "that creature".
            self.collect_triggers(Some(Target::Object(a)), |g, ev, s, you| match ev {
                TriggerEvent::BlocksCreature { blocker, attacker } => {
                    g.matches(blocker, b, s, you) && g.matches(attacker, a, s, you)
                }
                TriggerEvent::BlocksOrBlockedByCreature { subject, other } => {
                    g.matches(subject, b, s, you) && g.matches(other, a, s, you)
                }
                _ => false,
            });
            // The attacker's side: the blocker is "that creature".
            self.collect_triggers(Some(Target::Object(b)), |g, ev, s, you| match ev {
                TriggerEvent::BlockedByCreature { attacker, blocker } => {
                    g.matches(attacker, a, s, you) && g.matches(blocker, b, s, you)
                }
                TriggerEvent::BlocksOrBlockedByCreature { subject, other } => {
                    g.matches(subject, a, s, you) && g.matches(other, b, s, you)
                }
                _ => false,
            });
        }
    }

    /// "Whenever ~ blocks or becomes blocked by one or more <phrase>" (CR 509.3c-d): once per
    /// creature and declaration, however many such creatures; the creature triggers.
    pub(crate) fn block_any_triggers(&mut self, blocks: &[(ObjectId, ObjectId)]) {
        let mut creatures: Vec<ObjectId> = Vec::new();
        for &(b, a) in blocks {
            for c in [b, a] {
                if !creatures.contains(&c) {
                    creatures.push(c);
                }
            }
        }
        for c in creatures {
            let blocked: Vec<ObjectId> = blocks.iter().filter(|(b, _)| *b == c).map(|(_, a)| *a).collect();
            let blockers: Vec<ObjectId> = blocks.iter().filter(|(_, a)| *a == c).map(|(b, _)| *b).collect();
            self.collect_triggers(Some(Target::Object(c)), |g, ev, s, you| match ev {
                TriggerEvent::BlockPairAny { subject, other, blocks, blocked: by } => {
                    g.matches(subject, c, s, you)
                        && ((*blocks && blocked.iter().any(|&x| g.matches(other, x, s, you)))
                            || (*by && blockers.iter().any(|&x| g.matches(other, x, s, you))))
                }
                _ => false,
            });
        }
    }
}
