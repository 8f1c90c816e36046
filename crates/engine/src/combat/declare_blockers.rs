//! The declare blockers step (CR 509).

use super::costs::add_costs;
use super::{refusal, Violation};
use crate::ir::{ObjectId, PlayerId};
use crate::ir::{Restriction, TriggerEvent};
use crate::state::decision::{BlockOption, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game};
use crate::state::in_progress::CostlyDeclaration;
use crate::state::log::Event;
use crate::state::pending::Pending;

impl Game {
    /// CR 509.1: each defending player declares blockers, in turn order (CR 506.2a: in
    /// multiplayer, each attacked player is a defending player).
    pub(crate) fn start_declare_blockers(&mut self) {
        let mut defending: Vec<PlayerId> = Vec::new();
        let mut p = self.next_player(self.active);
        for _ in 0..self.players.len() {
            let attacked = self.combat.attackers.iter().any(|(_, d)| self.defending_player_of(*d) == Some(p));
            if attacked && !defending.contains(&p) && p != self.active {
                defending.push(p);
            }
            p = self.next_player(p);
        }
        self.blockers_queue = defending;
        self.ask_next_blocker();
    }

    /// Asks the next defending player to declare blockers (possibly none, CR 509.1).
    pub(crate) fn ask_next_blocker(&mut self) {
        if let Some(&p) = self.blockers_queue.first() {
            // Nothing changes until the answer (`continuous/layer_cache.rs`).
            self.ensure_layer_cache();
            let options = self.block_options(p);
            self.ask(Decision { player: p, kind: DecisionKind::DeclareBlockers { options } }, Pending::DeclareBlockers);
            self.flow = Flow::Waiting;
            return;
        }
        self.combat.blockers_declared = true;
        // CR 509.3g: "whenever ~ attacks and isn't blocked" triggers for each attacker no
        // creature was declared to block.
        let unblocked: Vec<ObjectId> =
            self.combat.attackers.iter().map(|(a, _)| *a).filter(|a| !self.combat.blocked.contains(a)).collect();
        for a in unblocked {
            self.collect_triggers(Some(Target::Object(a)), |g, ev, s, you| match ev {
                TriggerEvent::AttacksUnblocked(f) => g.matches(f, a, s, you),
                _ => false,
            });
        }
        self.priority = self.active;
        self.flow = Flow::Priority;
    }

    /// The attackers `p` may block: those attacking `p` or a planeswalker or battle of `p`'s
    /// (CR 509.1a).
    pub(crate) fn attackers_against(&self, p: PlayerId) -> Vec<ObjectId> {
        self.combat.attackers.iter().filter(|(_, d)| self.defending_player_of(*d) == Some(p)).map(|(a, _)| *a).collect()
    }

    /// The creatures `p` could block with, and which attackers each could block (CR 509.1a-b).
    pub fn block_options(&self, p: PlayerId) -> Vec<BlockOption> {
        let attackers = self.attackers_against(p);
        let mut out = Vec::new();
        for &id in &self.battlefield {
            if !self.is_creature(id) || self.block_restriction_alone(id, p).is_some() {
                continue;
            }
            let can: Vec<ObjectId> =
                attackers.iter().copied().filter(|&a| self.block_restriction(id, a).is_none()).collect();
            if !can.is_empty() {
                out.push(BlockOption { blocker: id, attackers: can });
            }
        }
        out
    }

    /// Checks a whole block declaration of `p` (CR 509.1a-c) and returns every problem with it.
    fn block_violations(&self, p: PlayerId, blocks: &[(ObjectId, ObjectId)]) -> Vec<Violation> {
        let against = self.attackers_against(p);
        let mut out = Vec::new();
        for (i, (b, a)) in blocks.iter().enumerate() {
            let (b, a) = (*b, *a);
            let bn = self.describe_obj(b);
            let an = self.describe_obj(a);
            if b.index() >= self.objects.len() {
                out.push(Violation { rule: "509.1a", object: b, text: format!("{bn} is not a creature you control") });
                continue;
            }
            if blocks[..i].contains(&(b, a)) {
                out.push(Violation {
                    rule: "509.1a",
                    object: b,
                    text: format!("{bn} is declared twice to block {an}"),
                });
                continue;
            }
            let before = blocks[..i].iter().filter(|(x, _)| *x == b).count();
            if before > 0 && before >= self.block_capacity(b) {
                // CR 509.1a: each blocker blocks one attacker, unless an effect lets it block more.
                let text = match self.block_capacity(b) {
                    1 => format!("{bn} can block only one creature"),
                    n => format!("{bn} can block only {n} creatures"),
                };
                out.push(Violation { rule: "509.1a", object: b, text });
                continue;
            }
            if let Some((rule, why)) = self.block_restriction_alone(b, p) {
                out.push(Violation { rule, object: b, text: format!("{bn} can't block: {why}") });
                continue;
            }
            if !self.combat.attackers.iter().any(|(x, _)| *x == a) {
                out.push(Violation {
                    rule: "509.1a",
                    object: b,
                    text: format!("{bn} can't block {an}: it is not attacking"),
                });
                continue;
            }
            if !against.contains(&a) {
                // CR 509.1a: only creatures attacking you or your planeswalkers or battles.
                out.push(Violation {
                    rule: "509.1a",
                    object: b,
                    text: format!("{bn} can't block {an}: it is attacking another player"),
                });
                continue;
            }
            if let Some((rule, why)) = self.block_restriction(b, a) {
                // CR 509.1b: restrictions.
                out.push(Violation { rule, object: b, text: format!("{bn} can't block {an}: {why}") });
            }
        }
        // CR 509.1b, 702.111b: "can't be blocked except by two or more creatures".
        for &a in &against {
            let by: Vec<ObjectId> = blocks.iter().filter(|(_, x)| *x == a).map(|(b, _)| *b).collect();
            let min = self.min_blockers(a) as usize;
            if !by.is_empty() && by.len() < min && min > 2 {
                // CR 509.1b: "can't be blocked except by three or more creatures".
                for &b in &by {
                    out.push(Violation {
                        rule: "509.1b",
                        object: b,
                        text: format!("{} can't be blocked except by {min} or more creatures", self.name(a)),
                    });
                }
            } else if by.len() == 1 && min == 2 {
                out.push(Violation {
                    rule: "702.111b",
                    object: by[0],
                    text: format!(
                        "{} can't block {} alone: menace (it can't be blocked except by two or more creatures)",
                        self.name(by[0]),
                        self.name(a)
                    ),
                });
            }
            if by.len() > 1 && self.characteristics(a).restricted(Restriction::MaxOneBlocker) {
                for &b in &by[1..] {
                    out.push(Violation {
                        rule: "509.1b",
                        object: b,
                        text: format!("{} can't be blocked by more than one creature", self.name(a)),
                    });
                }
            }
        }
        // CR 509.1b, 506.5: restrictions on the declaration as a whole ("can't block alone").
        out.extend(self.block_group_violations(blocks));
        // CR 509.1b: "No more than one creature can block each combat."
        out.extend(self.block_limit_violations(blocks));
        // CR 509.1c: requirements, checked once the restrictions are met: the declaration
        // must obey as many as any legal declaration could.
        if out.is_empty() {
            let reqs = self.block_requirements(p);
            let obeyed = reqs.iter().filter(|r| Self::obeys(**r, blocks)).count();
            let (best, _) = self.best_blocks(p);
            if obeyed < best {
                for r in reqs.into_iter().filter(|r| !Self::obeys(*r, blocks)) {
                    let (object, what) = self.describe_requirement(r);
                    out.push(Violation {
                        rule: "509.1c",
                        object,
                        text: format!("{what} (this declaration obeys {obeyed} requirements; {best} can be obeyed)"),
                    });
                }
            }
        }
        out
    }

    /// Takes a block declaration (CR 509.1), validating all of it first: a declaration that
    /// breaks a restriction is refused whole, naming each creature at fault, and changes nothing.
    pub(crate) fn declare_blockers(
        &mut self,
        p: PlayerId,
        blocks: Vec<(ObjectId, ObjectId)>,
    ) -> Result<(), IllegalAction> {
        if let Some(e) = refusal(self.block_violations(p, &blocks)) {
            return Err(e);
        }
        // CR 509.1c-e: the total cost, paid after the declaration is checked.
        // CR 509.1d: a cost per blocking creature, however many attackers it blocks.
        let cost =
            unique_blockers(&blocks).iter().fold(Default::default(), |c, b| add_costs(&c, &self.block_cost_of(*b)));
        if self.ask_combat_cost(p, cost, CostlyDeclaration::Block(p, blocks.clone()))? {
            return Ok(());
        }
        self.commit_blockers(p, blocks);
        Ok(())
    }

    /// Makes a checked and paid block declaration (CR 509.1f-i).
    pub(crate) fn commit_blockers(&mut self, p: PlayerId, blocks: Vec<(ObjectId, ObjectId)>) {
        self.answered();
        for (b, a) in &blocks {
            // CR 509.1g-h
            self.combat.blocks.push((*b, *a));
            self.combat.declared_by.push((*b, p));
            if !self.combat.blocked.contains(a) {
                self.combat.blocked.push(*a);
            }
            self.log(Event::Blocks { blocker: *b, attacker: *a });
        }
        // CR 702.22h: a creature blocking one creature of an attacking band blocks the band.
        let mut blocked: Vec<ObjectId> = Vec::new();
        for (b, a) in &blocks {
            for m in std::iter::once(*a).chain(self.band_mates(*a)) {
                if !self.combat.blocks.contains(&(*b, m)) {
                    self.combat.blocks.push((*b, m));
                    self.log(Event::Blocks { blocker: *b, attacker: m });
                }
                if !self.combat.blocked.contains(&m) {
                    self.combat.blocked.push(m);
                }
                if !blocked.contains(&m) {
                    blocked.push(m);
                }
            }
        }
        self.note_blocked();
        // CR 509.1i, 509.3c: "whenever ~ blocks" abilities trigger, once per blocker.
        let blockers = unique_blockers(&blocks);
        for &b in &blockers {
            self.collect_triggers(Some(Target::Object(b)), |g, ev, s, you| match ev {
                TriggerEvent::Blocks(f) | TriggerEvent::BlocksOrBecomesBlocked(f) => g.matches(f, b, s, you),
                _ => false,
            });
        }
        // CR 509.3b, 509.3d: once per blocking pair.
        self.block_pair_triggers(&blocks);
        self.block_any_triggers(&blocks);
        // CR 702.45a: bushido of blockers.
        for &b in &blockers {
            self.bushido_triggers(b);
        }
        // CR 702.25a: flanking.
        self.flanking_triggers(&blocks);
        // CR 509.3d: "whenever ~ becomes blocked" triggers once per attacker.
        for a in blocked {
            self.collect_triggers(Some(Target::Object(a)), |g, ev, s, you| match ev {
                TriggerEvent::BecomesBlocked(f) | TriggerEvent::BlocksOrBecomesBlocked(f) => g.matches(f, a, s, you),
                _ => false,
            });
            // CR 702.23a: rampage; CR 702.45a: bushido.
            self.rampage_triggers(a);
            self.bushido_triggers(a);
        }
        self.blockers_queue.retain(|&x| x != p);
        self.ask_next_blocker();
    }
}

/// The blockers of a declaration, each once, in declaration order (a creature may block
/// several attackers, CR 509.1a).
pub(crate) fn unique_blockers(blocks: &[(ObjectId, ObjectId)]) -> Vec<ObjectId> {
    let mut out: Vec<ObjectId> = Vec::new();
    for (b, _) in blocks {
        if !out.contains(b) {
            out.push(*b);
        }
    }
    out
}
