//! The combat damage step (CR 510), with first strike and double strike (CR 702.7, 702.4)
//! and trample (CR 702.19).

use crate::game::answer_checks::{divides_exactly, sum_u32};
use crate::ir::Keyword;
use crate::ir::ObjectId;
use crate::state::decision::{Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{DamageAssignment, Flow, Game};
use crate::state::pending::Pending;

impl Game {
    /// Whether a creature assigns combat damage in this combat damage step (CR 510.4,
    /// 702.4b-d, 702.7b-c). In the first-strike step: those with first strike or double
    /// strike. In the second: those that had neither as the first step began (even if they
    /// gained first strike since, CR 702.7c), and those that have double strike now (even
    /// if they gained it after dealing first-strike damage, CR 702.4d; not if they lost it,
    /// CR 702.4c).
    pub(crate) fn deals_damage_now(&self, id: ObjectId, first_strike_step: bool) -> bool {
        let ch = self.characteristics(id);
        let fs = ch.has(&Keyword::FirstStrike);
        let ds = ch.has(&Keyword::DoubleStrike);
        if first_strike_step {
            fs || ds
        } else {
            ds || !self.combat.dealt_first_strike.contains(&id)
        }
    }

    /// Whether any attacking or blocking creature has first strike or double strike as the
    /// combat damage step begins, which adds the first-strike damage step (CR 510.4, 702.7b).
    pub(crate) fn combat_has_first_strike(&self) -> bool {
        let fs = |id: ObjectId| {
            let ch = self.characteristics(id);
            ch.has(&Keyword::FirstStrike) || ch.has(&Keyword::DoubleStrike)
        };
        self.combat.attackers.iter().any(|(a, _)| fs(*a))
            || self.combat.blocks.iter().any(|(b, a)| fs(*b) && self.is_attacking(*a))
    }

    /// Whether `id` is an attacking creature now.
    fn is_attacking(&self, id: ObjectId) -> bool {
        self.combat.attackers.iter().any(|(a, _)| *a == id)
    }

    /// CR 510.1: assigns combat damage, asking where there is a choice, then deals it (510.2).
    pub(crate) fn start_damage_step(&mut self, first_strike: bool) {
        // CR 506.4: creatures that stopped being creatures or changed controller left combat.
        self.prune_combat();
        // CR 510.1c, 101.1: "you may have ~ assign its combat damage as though it weren't
        // blocked" is asked before anything is assigned.
        if self.ask_as_though_unblocked(first_strike) {
            return;
        }
        self.damage_assigned.clear();
        self.damage_queue.clear();
        let attackers = self.combat.attackers.clone();
        for (a, defender) in attackers {
            if !self.on_battlefield(a) || !self.deals_damage_now(a, first_strike) || self.assigns_no_combat_damage(a) {
                continue;
            }
            let power = self.power(a).max(0) as u32;
            if power == 0 {
                continue; // CR 510.1a
            }
            let blockers = self.blockers_of(a);
            let blocked = self.combat.blocked.contains(&a);
            // CR 702.22j: blocked by a creature with banding, the defending player divides its
            // damage among its blockers only.
            let trample = self.has_keyword(a, &Keyword::Trample) && !self.any_banding(&blockers);
            // CR 506.4c, 510.1b: a creature attacking a planeswalker that left combat
            // attacks nothing and deals no combat damage unless blocked (CR 702.19f).
            let attacked = self.still_attacked(defender);
            let as_unblocked = self.combat.as_though_unblocked.contains(&(a, true));
            if !blocked || as_unblocked {
                if attacked {
                    self.damage_assigned.push(DamageAssignment { source: a, to: vec![(defender, power)] });
                }
            } else if blockers.is_empty() {
                // CR 510.1c: blocked with no blockers left, no damage; CR 702.19d: with trample,
                // all of it to what it attacks, as though every blocker had lethal damage.
                if trample && attacked {
                    self.damage_assigned.push(DamageAssignment { source: a, to: vec![(defender, power)] });
                }
            } else if blockers.len() == 1 && !(trample && attacked) {
                // CR 510.1c: exactly one blocker takes all of it.
                self.damage_assigned
                    .push(DamageAssignment { source: a, to: vec![(Target::Object(blockers[0]), power)] });
            } else {
                // CR 510.1c (divided freely among the blockers), 702.19b (trample).
                self.damage_queue.push(a);
            }
        }
        let mut seen: Vec<ObjectId> = Vec::new();
        for (b, _) in self.combat.blocks.clone() {
            if seen.contains(&b) {
                continue;
            }
            seen.push(b);
            if !self.on_battlefield(b) || !self.deals_damage_now(b, first_strike) || self.assigns_no_combat_damage(b) {
                continue;
            }
            // CR 510.1d: a blocker whose attackers left combat deals no combat damage; one
            // attacker takes all of it; several (a band, CR 702.22h) divide it.
            let blocked = self.blocked_by(b);
            let power = self.power(b).max(0) as u32;
            match blocked[..] {
                [] => {}
                _ if power == 0 => {}
                [a] => self.damage_assigned.push(DamageAssignment { source: b, to: vec![(Target::Object(a), power)] }),
                _ => self.damage_queue.push(b),
            }
        }
        if first_strike {
            let mut ids: Vec<ObjectId> = self.combat.attackers.iter().map(|(a, _)| *a).collect();
            ids.extend(self.combat.blocks.iter().map(|(b, _)| *b));
            for id in ids {
                if self.deals_damage_now(id, true) && !self.combat.dealt_first_strike.contains(&id) {
                    self.combat.dealt_first_strike.push(id);
                }
            }
        }
        self.ask_next_damage();
    }

    /// Whether an effect says `id` "assigns no combat damage this turn" (Ophidian, Dwarven
    /// Vigilantes): it assigns none, whatever its power (CR 510.1a).
    pub(crate) fn assigns_no_combat_damage(&self, id: ObjectId) -> bool {
        self.characteristics(id).restricted(crate::ir::Restriction::AssignsNoCombatDamage)
    }

    /// The attacking creatures `b` blocks now, in declaration order.
    fn blocked_by(&self, b: ObjectId) -> Vec<ObjectId> {
        self.combat
            .blocks
            .iter()
            .filter(|(x, a)| *x == b && self.is_attacking(*a) && self.on_battlefield(*a))
            .map(|(_, a)| *a)
            .collect()
    }

    /// The creatures blocking `a` now, in declaration order.
    fn blockers_of(&self, a: ObjectId) -> Vec<ObjectId> {
        self.combat.blocks.iter().filter(|(b, x)| *x == a && self.on_battlefield(*b)).map(|(b, _)| *b).collect()
    }

    /// Damage that is lethal to `blocker` from `source`: its toughness less the damage already
    /// marked on it (CR 702.19b), or 1 from a source with deathtouch (CR 702.2c); none for a
    /// creature already dealt lethal damage (CR 120.6: an indestructible blocker, or the second
    /// strike of a double striker, CR 510.4), so that all the rest may trample over it.
    pub fn lethal_damage(&self, source: ObjectId, blocker: ObjectId) -> u32 {
        let left = self.marked_short_of_lethal(blocker);
        if self.has_keyword(source, &Keyword::Deathtouch) {
            return left.min(1);
        }
        left
    }

    /// The damage `blocker` still needs to have been dealt lethal damage: its toughness less
    /// the damage marked on it, never below 0 (CR 120.6).
    fn marked_short_of_lethal(&self, blocker: ObjectId) -> u32 {
        // In `i64`: marked damage is a `u32` and may exceed `i32::MAX`.
        let left = i64::from(self.toughness(blocker)) - i64::from(self.object(blocker).damage);
        left.clamp(0, i64::from(u32::MAX)) as u32
    }

    /// Asks who divides the next creature's damage how to divide it: its controller (CR
    /// 510.1c-d), or, against banding, the other player (CR 702.22j-k).
    fn ask_next_damage(&mut self) {
        if let Some(&a) = self.damage_queue.first() {
            let attacking = self.is_attacking(a);
            let recipients = if attacking { self.blockers_of(a) } else { self.blocked_by(a) };
            let banding = self.any_banding(&recipients);
            // CR 702.19b: damage other creatures are assigning in this step counts too (a
            // creature blocking several attackers, CR 509.1a).
            let blockers: Vec<(ObjectId, u32)> = recipients
                .iter()
                .map(|&b| {
                    let lethal = self.lethal_damage(a, b);
                    let assigned: u32 = self
                        .damage_assigned
                        .iter()
                        .flat_map(|d| d.to.iter())
                        .filter(|(t, _)| *t == Target::Object(b))
                        .map(|(_, n)| *n)
                        .fold(0, u32::saturating_add);
                    let lethal = if self.has_keyword(a, &Keyword::Deathtouch) {
                        // CR 702.2c: any damage is lethal, unless what is already assigned is.
                        self.marked_short_of_lethal(b).saturating_sub(assigned).min(1)
                    } else {
                        lethal.saturating_sub(assigned)
                    };
                    (b, lethal)
                })
                .collect();
            let trample = if attacking && !banding && self.has_keyword(a, &Keyword::Trample) {
                self.combat.attackers.iter().find(|(x, _)| *x == a).map(|(_, d)| *d).filter(|d| self.still_attacked(*d))
            } else {
                None
            };
            let amount = self.power(a).max(0) as u32;
            let player = match (banding, attacking) {
                // CR 702.22j: blocked by a creature with banding, the defending player divides.
                (true, true) => self.defending_player_of_attacker(a).unwrap_or(self.controller(a)),
                // CR 702.22k: blocking a creature with banding, the active player divides.
                (true, false) => self.active,
                _ => self.controller(a),
            };
            let kind = DecisionKind::AssignCombatDamage { source: a, amount, blockers, trample };
            self.ask(Decision { player, kind }, Pending::CombatDamage);
            self.flow = Flow::Waiting;
            return;
        }
        self.deal_combat_damage();
    }

    /// Validates and records one creature's damage assignment (CR 510.1c-e, 702.19b).
    pub(crate) fn answer_damage(&mut self, kind: &DecisionKind, to: Vec<(Target, u32)>) -> Result<(), IllegalAction> {
        let DecisionKind::AssignCombatDamage { source, amount, blockers, trample } = kind else {
            unreachable!("routed by kind")
        };
        // A sum of player-supplied parts: checked so that forged parts can't wrap to the amount.
        if !divides_exactly(to.iter().map(|(_, n)| *n), *amount) {
            let total: u64 = to.iter().map(|(_, n)| u64::from(*n)).sum();
            return Err(IllegalAction::new("510.1a", format!("assign exactly {amount} damage, not {total}")));
        }
        let mut to_player = 0;
        for (t, n) in &to {
            let is_blocker = matches!(t, Target::Object(o) if blockers.iter().any(|(b, _)| b == o));
            if is_blocker {
                continue;
            }
            if Some(*t) == *trample {
                to_player = sum_u32([to_player, *n]);
                continue;
            }
            return Err(IllegalAction::new(
                "510.1c",
                format!("{} can't be assigned this creature's damage", self.target_name(*t)),
            ));
        }
        if to_player > 0 {
            // CR 702.19b: lethal damage to every blocker before any to the player.
            for (b, lethal) in blockers {
                let got = sum_u32(to.iter().filter(|(t, _)| *t == Target::Object(*b)).map(|(_, n)| *n));
                if got < *lethal {
                    return Err(IllegalAction::new(
                        "702.19b",
                        format!("{} must be assigned lethal damage ({lethal}) before the player", self.name(*b)),
                    ));
                }
            }
        }
        self.answered();
        self.damage_queue.retain(|x| x != source);
        self.damage_assigned.push(DamageAssignment { source: *source, to });
        self.ask_next_damage();
        Ok(())
    }

    /// CR 510.2: all combat damage is dealt at once; the abilities that trigger on it
    /// trigger together (CR 510.3).
    fn deal_combat_damage(&mut self) {
        self.combat.as_though_unblocked.clear();
        let assigned = std::mem::take(&mut self.damage_assigned);
        let hits: Vec<_> = assigned
            .iter()
            .flat_map(|d| d.to.iter().filter(|(_, n)| *n > 0).map(|(t, n)| (d.source, *t, *n)))
            .collect();
        self.deal_damage_event(&hits, true);
        self.priority = self.active;
        self.flow = Flow::Priority;
    }
}
