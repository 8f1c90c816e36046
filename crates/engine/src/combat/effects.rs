//! Combat effects of spells and abilities (CR 506.4, 509.1c, 509.1h): "becomes blocked",
//! "remove it from combat", "target creature blocks ~ this turn if able", and the filters
//! that read the state of combat ("target creature blocking ~", "target blocked creature",
//! "creature that's attacking you"), and creatures put onto the battlefield attacking (CR
//! 508.4).

use crate::ir::CombatAction;
use crate::ir::{Duration, Filter, LayerEffect, Restriction, TriggerEvent};
use crate::ir::{ObjectId, PlayerId, Ref};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, Resolution};

impl Game {
    /// What a creature `p` is putting onto the battlefield attacking will attack (CR 508.4):
    /// `p` chooses among the defending players and the planeswalkers and battles they control
    /// (asked only when there is more than one). `None` when it won't be attacking: outside
    /// combat, or under the control of a player who isn't attacking (CR 506.3b).
    pub(crate) fn defender_of_entering_attacker(
        &mut self,
        p: PlayerId,
        res: &mut Resolution,
    ) -> Result<Option<Target>, Step> {
        if !self.step.is_combat() || p != self.active {
            return Ok(None);
        }
        // CR 508.4c: restrictions on declaring attackers don't apply.
        let options = self.attackable();
        match (options.as_slice(), res.answer.take()) {
            ([], _) => Ok(None),
            ([only], _) => Ok(Some(*only)),
            (_, Some(Answer::Option(i))) if i < options.len() => Ok(Some(options[i])),
            _ => {
                let names = options
                    .iter()
                    .map(|&d| match d {
                        Target::Player(q) => self.players[q.index()].name.clone(),
                        Target::Object(o) => self.name(o).to_string(),
                    })
                    .collect();
                let prompt =
                    "a token enters the battlefield attacking: choose the player or permanent it attacks".to_string();
                Err(Step::Ask(Decision { player: p, kind: DecisionKind::ChooseOption { prompt, options: names } }))
            }
        }
    }

    /// Creature `id`, controlled by `p`, is attacking `d` (CR 508.4); it never "attacked", so
    /// no attack trigger notices it.
    pub(crate) fn put_into_combat_attacking(&mut self, id: ObjectId, p: PlayerId, d: Target) {
        self.combat.attackers.push((id, d));
        self.combat.declared_by.push((id, p));
    }

    /// Provoke's effect (CR 702.39a): each referred creature untaps and blocks the source
    /// this combat if able.
    pub(crate) fn exec_provoke(&mut self, what: &Ref, res: &mut Resolution) {
        let attacker = res.item.source;
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            self.objects[o.index()].tapped = false;
            if !self.combat.provoked.contains(&(o, attacker)) {
                self.combat.provoked.push((o, attacker));
            }
        }
    }

    /// `Instr::Combat`: the combat action on each referred creature; those it changed are the
    /// affected objects.
    pub(crate) fn exec_combat(&mut self, what: &Ref, action: CombatAction, res: &mut Resolution) {
        let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
        let done = match action {
            CombatAction::AttacksAsReturned => self.attack_as_returned(objs, res),
            _ => self.combat_action(action, objs, res.item.source, res.item.controller),
        };
        res.affected = done.into_iter().map(Target::Object).collect();
    }

    /// Ninjutsu (CR 702.49c): each creature of `objs` the attacking player controls is
    /// attacking the player, planeswalker or battle that the creature returned to pay the
    /// ability's cost was attacking, and is unblocked (no block was declared for it, CR
    /// 509.1h). It never "attacked" (CR 508.4); if what it would attack has left the game or
    /// the battlefield, it isn't attacking (CR 508.4a).
    fn attack_as_returned(&mut self, objs: Vec<ObjectId>, res: &Resolution) -> Vec<ObjectId> {
        let returned = |g: &Self| {
            res.item
                .paid
                .iter()
                .find_map(|(p, _)| g.combat.removed_attackers.iter().rev().find(|(a, _)| a == p).map(|(_, d)| *d))
        };
        let Some(d) = returned(self).filter(|&d| self.step.is_combat() && self.still_attacked(d)) else {
            return Vec::new();
        };
        let mut done = Vec::new();
        for o in objs {
            let attacking = self.combat.attackers.iter().any(|(a, _)| *a == o);
            if self.on_battlefield(o) && self.is_creature(o) && self.controller(o) == self.active && !attacking {
                self.put_into_combat_attacking(o, self.active, d);
                done.push(o);
            }
        }
        done
    }

    /// Applies a combat effect of `src`'s ability (controlled by `you`) to `objs`; returns the
    /// creatures it changed.
    pub(crate) fn combat_action(
        &mut self,
        action: CombatAction,
        objs: Vec<ObjectId>,
        src: ObjectId,
        you: PlayerId,
    ) -> Vec<ObjectId> {
        let mut done = Vec::new();
        for o in objs {
            if !self.on_battlefield(o) {
                continue;
            }
            let attacking = self.combat.attackers.iter().any(|(a, _)| *a == o);
            match action {
                CombatAction::BecomeBlocked => {
                    if !attacking {
                        continue;
                    }
                    if !self.combat.blocked.contains(&o) {
                        // CR 509.1h; CR 509.3c: "becomes blocked" triggers if it was unblocked
                        // (never "becomes blocked by a creature": no creature blocks it).
                        self.combat.blocked.push(o);
                        self.collect_triggers(Some(Target::Object(o)), |g, ev, s, y| match ev {
                            TriggerEvent::BecomesBlocked(f) | TriggerEvent::BlocksOrBecomesBlocked(f) => {
                                g.matches(f, o, s, y)
                            }
                            _ => false,
                        });
                        // CR 702.23a: rampage has no blockers beyond the first here.
                        self.rampage_triggers(o);
                        self.bushido_triggers(o);
                    }
                    done.push(o);
                }
                CombatAction::RemoveFromCombat => {
                    let blocking = self.combat.blocks.iter().any(|(b, _)| *b == o);
                    if attacking || blocking {
                        self.remove_from_combat(o);
                        done.push(o);
                    }
                }
                CombatAction::BlocksSource => {
                    // CR 509.1c, 611.2c: a requirement on that creature for the rest of the turn,
                    // about the source as it is now.
                    let effect = LayerEffect::AddRestriction(Restriction::MustBlock(src));
                    self.add_effect(src, you, vec![o], effect, Duration::EndOfTurn);
                    done.push(o);
                }
                // Needs the cost paid: `attack_as_returned`.
                CombatAction::AttacksAsReturned => {}
            }
        }
        done
    }

    /// The filters on the state of combat (CR 506.2, 509.1g-h), for `id` with source `src`
    /// from the point of view of `you`.
    pub(crate) fn combat_filter(&self, f: &Filter, id: ObjectId, src: ObjectId, you: PlayerId) -> bool {
        let attacking = || self.combat.attackers.iter().any(|(a, _)| *a == id);
        // CR 608.2h: a source that left the battlefield blocked (or was blocked by) what it
        // did as it last existed.
        let pair = |p: (ObjectId, ObjectId)| {
            self.combat.blocks.contains(&p) || (!self.on_battlefield(src) && self.combat.removed_blocks.contains(&p))
        };
        match f {
            Filter::BlockingSource => pair((id, src)),
            Filter::BlockedBySource => pair((src, id)),
            Filter::BlockingOrBlockedBySource => pair((id, src)) || pair((src, id)),
            Filter::Blocked => attacking() && self.combat.blocked.contains(&id),
            Filter::Unblocked => attacking() && self.combat.blockers_declared && !self.combat.blocked.contains(&id),
            Filter::AttackingYou => attacking() && self.defending_player_of_attacker(id) == Some(you),
            _ => false,
        }
    }

    /// How many attackers `b` may block (CR 509.1a: one, unless an effect says more).
    pub(crate) fn block_capacity(&self, b: ObjectId) -> usize {
        let ch = self.characteristics(b);
        if ch.restricted(Restriction::BlocksAnyNumber) {
            return usize::MAX;
        }
        1 + ch.restrictions.iter().filter(|r| **r == Restriction::BlocksAdditional).count()
    }
}
