//! Requirements on attack and block declarations (CR 508.1d, 509.1c): "attacks each combat
//! if able", "blocks each combat if able", "must be blocked if able", "All creatures able to
//! block ~ do so." (Lure) and provoke (CR 702.39). A declaration must obey as many
//! requirements as possible without breaking a restriction; a requirement that would need a
//! cost to be paid is never required (CR 508.1d, 509.1c).

use crate::ir::Restriction;
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;

/// One requirement on a block declaration (CR 509.1c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BlockRequirement {
    /// "blocks each combat if able": the creature blocks.
    Blocks(ObjectId),
    /// Lure or provoke: the creature blocks that attacker.
    BlocksThat(ObjectId, ObjectId),
    /// "must be blocked if able": the attacker is blocked.
    Blocked(ObjectId),
}

/// Leaves explored before the search for the best block declaration settles for the best
/// found so far (boards with many creatures under requirements; never reached in practice).
const SEARCH_BUDGET: usize = 200_000;

impl Game {
    /// Whether `id` must attack (CR 508.1d): it attacks each combat if able and could attack
    /// someone without a cost being paid.
    pub(crate) fn must_attack(&self, id: ObjectId) -> Option<Target> {
        if !self.is_creature(id) || !self.characteristics(id).restricted(Restriction::AttacksEachCombat) {
            return None;
        }
        if self.attack_restriction(id).is_some() {
            return None;
        }
        self.attackable_by(id).into_iter().find(|&d| self.attack_cost_of(id, d).symbols.is_empty())
    }

    /// The attack declaration a player who only obeys requirements makes: each creature that
    /// must attack, attacking someone it can attack for free (CR 508.1d).
    pub fn required_attacks(&self) -> Vec<(ObjectId, Target)> {
        let mut out: Vec<(ObjectId, Target)> = Vec::new();
        // Requirements that depend on what else attacks ("if ~ attacks, all creatures you
        // control attack if able") are added until nothing changes.
        loop {
            let before = out.len();
            for &id in &self.battlefield {
                if out.iter().any(|(a, _)| *a == id) {
                    continue;
                }
                if let Some((d, _)) = self.attack_requirement(id, &out) {
                    if self.room_to_attack(&out, d) {
                        out.push((id, d));
                    }
                }
            }
            if out.len() == before {
                return out;
            }
        }
    }

    /// Whether `id`, not in `attacks`, must attack given the rest of the declaration (CR
    /// 508.1d), with whom it could attack for free and the requirement's text: "attacks each
    /// combat if able", "if ~ attacks, all creatures you control attack if able" (of another
    /// attacker), "if a creature you control attacks, ~ also attacks if able".
    pub(crate) fn attack_requirement(
        &self,
        id: ObjectId,
        attacks: &[(ObjectId, Target)],
    ) -> Option<(Target, &'static str)> {
        if let Some(d) = self.must_attack(id) {
            return Some((d, "attacks each combat if able"));
        }
        if !self.is_creature(id) || self.attack_restriction(id).is_some() {
            return None;
        }
        let why = if self.characteristics(id).restricted(Restriction::AttacksIfAnotherAttacks) && !attacks.is_empty() {
            "attacks if able when another creature you control attacks"
        } else if attacks
            .iter()
            .any(|(a, _)| *a != id && self.characteristics(*a).restricted(Restriction::AllAttackIfThisAttacks))
        {
            "attacks if able: an attacking creature says all creatures you control attack if able"
        } else {
            return None;
        };
        let d = self.attackable_by(id).into_iter().find(|&d| self.attack_cost_of(id, d).symbols.is_empty())?;
        Some((d, why))
    }

    /// For each creature `p` could block with at no cost, the attackers it could block
    /// (CR 509.1a-b, 509.1c: costs are never required).
    fn free_block_options(&self, p: PlayerId) -> Vec<(ObjectId, Vec<ObjectId>)> {
        self.block_options(p)
            .into_iter()
            .filter(|o| self.block_cost_of(o.blocker).symbols.is_empty())
            .map(|o| (o.blocker, o.attackers))
            .collect()
    }

    /// The requirements on `p`'s block declaration now (CR 509.1c), each one a creature or
    /// an attacker could obey.
    pub(crate) fn block_requirements(&self, p: PlayerId) -> Vec<BlockRequirement> {
        let options = self.free_block_options(p);
        let mut out = Vec::new();
        for (b, attackers) in &options {
            if self.characteristics(*b).restricted(Restriction::BlocksEachCombat) {
                out.push(BlockRequirement::Blocks(*b));
            }
            let bc = self.characteristics(*b);
            for &a in attackers {
                let lure = self.characteristics(a).restricted(Restriction::MustBeBlockedByAll);
                // "Target creature blocks ~ this turn if able" (CR 509.1c).
                let told = bc.restricted(Restriction::MustBlock(a));
                if lure || told || self.combat.provoked.contains(&(*b, a)) {
                    out.push(BlockRequirement::BlocksThat(*b, a));
                }
            }
        }
        for a in self.attackers_against(p) {
            let blockable = options.iter().any(|(_, xs)| xs.contains(&a));
            if blockable && self.characteristics(a).restricted(Restriction::MustBeBlocked) {
                out.push(BlockRequirement::Blocked(a));
            }
        }
        out
    }

    /// Whether `blocks` obeys the requirement.
    pub(crate) fn obeys(req: BlockRequirement, blocks: &[(ObjectId, ObjectId)]) -> bool {
        match req {
            BlockRequirement::Blocks(b) => blocks.iter().any(|(x, _)| *x == b),
            BlockRequirement::BlocksThat(b, a) => blocks.contains(&(b, a)),
            BlockRequirement::Blocked(a) => blocks.iter().any(|(_, x)| *x == a),
        }
    }

    /// The restrictions on a block declaration as a whole (CR 509.1b): an attacker with
    /// menace is blocked by two or more creatures or none (CR 702.111b), one that "can't be
    /// blocked by more than one creature" by at most one.
    pub(crate) fn whole_block_ok(&self, blocks: &[(ObjectId, ObjectId)]) -> bool {
        // CR 509.1b: "No more than one creature can block each combat."
        if self.max_blockers().is_some_and(|m| super::declare_blockers::unique_blockers(blocks).len() > m as usize) {
            return false;
        }
        blocks.iter().all(|(_, a)| {
            let n = blocks.iter().filter(|(_, x)| x == a).count();
            n as u32 >= self.min_blockers(*a)
                && (n <= 1 || !self.characteristics(*a).restricted(Restriction::MaxOneBlocker))
        })
    }

    /// A block declaration for `p` that obeys as many requirements as possible without
    /// breaking a restriction, and blocks with nothing else (CR 509.1c), with that number.
    pub(crate) fn best_blocks(&self, p: PlayerId) -> (usize, Vec<(ObjectId, ObjectId)>) {
        let reqs = self.block_requirements(p);
        if reqs.is_empty() {
            return (0, Vec::new());
        }
        let options = self.free_block_options(p);
        // The attackers a requirement names or a required blocker could block; only the
        // creatures that can block one of them matter (as blockers or menace partners).
        let mut hot: Vec<ObjectId> = Vec::new();
        for r in &reqs {
            match *r {
                BlockRequirement::BlocksThat(_, a) | BlockRequirement::Blocked(a) => hot.push(a),
                BlockRequirement::Blocks(b) => {
                    if let Some((_, xs)) = options.iter().find(|(x, _)| *x == b) {
                        hot.extend(xs.iter().copied());
                    }
                }
            }
        }
        let vars: Vec<(ObjectId, Vec<Vec<ObjectId>>)> = options
            .iter()
            .filter(|(_, xs)| xs.iter().any(|a| hot.contains(a)))
            .map(|(b, xs)| {
                // Requirement-obeying choices first, then none, then the others.
                let mut dom: Vec<Option<ObjectId>> = Vec::new();
                for &a in xs {
                    if reqs.contains(&BlockRequirement::BlocksThat(*b, a)) {
                        dom.push(Some(a));
                    }
                }
                let blocks_any = reqs.contains(&BlockRequirement::Blocks(*b));
                for &a in xs {
                    if blocks_any && !dom.contains(&Some(a)) {
                        dom.push(Some(a));
                    }
                }
                dom.push(None);
                for &a in xs {
                    if hot.contains(&a) && !dom.contains(&Some(a)) {
                        dom.push(Some(a));
                    }
                }
                (*b, self.block_choices(*b, &dom))
            })
            .collect();
        let mut search = Search { reqs: &reqs, best: (0, Vec::new()), leaves: 0 };
        let mut current = Vec::new();
        search.run(self, &vars, 0, &mut current);
        search.best
    }

    /// The sets of attackers `b` may be declared to block, from its single choices in order
    /// of preference (`None` is not blocking): one each, or, for a creature that can block
    /// several (CR 509.1a), every set of up to that many, the largest first.
    fn block_choices(&self, b: ObjectId, singles: &[Option<ObjectId>]) -> Vec<Vec<ObjectId>> {
        let one: Vec<Vec<ObjectId>> = singles.iter().map(|c| c.iter().copied().collect()).collect();
        let xs: Vec<ObjectId> = singles.iter().flatten().copied().collect();
        let cap = self.block_capacity(b).min(xs.len());
        // Sets of more than one only where there are few attackers to choose from.
        if cap <= 1 || xs.len() > 8 {
            return one;
        }
        let mut sets: Vec<Vec<ObjectId>> = (1u32..1 << xs.len())
            .filter(|m| m.count_ones() as usize <= cap)
            .map(|m| xs.iter().enumerate().filter(|(i, _)| m & (1 << i) != 0).map(|(_, a)| *a).collect())
            .collect();
        sets.sort_by_key(|s: &Vec<ObjectId>| std::cmp::Reverse(s.len()));
        sets.push(Vec::new());
        sets
    }

    /// The block declaration a player who only obeys requirements makes (CR 509.1c).
    pub fn required_blocks(&self, p: PlayerId) -> Vec<(ObjectId, ObjectId)> {
        self.best_blocks(p).1
    }

    /// Describes a requirement for a refusal.
    pub(crate) fn describe_requirement(&self, r: BlockRequirement) -> (ObjectId, String) {
        match r {
            BlockRequirement::Blocks(b) => (b, format!("{} blocks each combat if able", self.name(b))),
            BlockRequirement::BlocksThat(b, a) => {
                let why = if self.combat.provoked.contains(&(b, a)) {
                    "provoke"
                } else if self.characteristics(b).restricted(Restriction::MustBlock(a)) {
                    "an effect says it blocks that creature this turn if able"
                } else {
                    "all creatures able to block it do so"
                };
                (b, format!("{} must block {} if able: {why}", self.name(b), self.name(a)))
            }
            BlockRequirement::Blocked(a) => (a, format!("{} must be blocked if able", self.name(a))),
        }
    }
}

/// Depth-first search over the blockers that matter, keeping the legal declaration that
/// obeys the most requirements.
struct Search<'r> {
    reqs: &'r [BlockRequirement],
    best: (usize, Vec<(ObjectId, ObjectId)>),
    leaves: usize,
}

impl Search<'_> {
    fn run(
        &mut self,
        g: &Game,
        vars: &[(ObjectId, Vec<Vec<ObjectId>>)],
        i: usize,
        current: &mut Vec<(ObjectId, ObjectId)>,
    ) {
        if self.best.0 == self.reqs.len() || self.leaves >= SEARCH_BUDGET {
            return;
        }
        if i == vars.len() {
            self.leaves += 1;
            if g.whole_block_ok(current) {
                let n = self.reqs.iter().filter(|r| Game::obeys(**r, current)).count();
                if n > self.best.0 {
                    self.best = (n, current.clone());
                }
            }
            return;
        }
        let (b, dom) = &vars[i];
        for choice in dom {
            let len = current.len();
            current.extend(choice.iter().map(|a| (*b, *a)));
            self.run(g, vars, i + 1, current);
            current.truncate(len);
        }
    }
}
