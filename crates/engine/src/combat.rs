//! Combat: declaring attackers (CR 508) and blockers (CR 509), and combat damage (CR 510).

use crate::ability::{Restriction, TriggerEvent};
use crate::decision::{AttackOption, BlockOption, Decision, DecisionKind, IllegalAction, Target};
use crate::ids::{ObjectId, PlayerId};
use crate::log::Event;
use crate::state::{DamageAssignment, Flow, Game};
use crate::types::{CardType, Keyword, Quality, Step, Supertype};

impl Game {
    /// CR 508.1: the active player declares attackers, if any creature can attack.
    pub(crate) fn start_declare_attackers(&mut self) {
        // CR 508.1: the declaration is always made, even when no creature can attack, so
        // every player sees the same turn structure (an empty answer declares none).
        let options = self.attack_options();
        self.decision = Some(Decision { player: self.active, kind: DecisionKind::DeclareAttackers { options } });
        self.flow = Flow::Waiting;
    }

    /// The creatures the active player could attack with, and whom each could attack (CR 508.1a-b).
    pub fn attack_options(&self) -> Vec<AttackOption> {
        let p = self.active;
        // CR 801.3: only opponents within range of influence (everyone, with the option off).
        let mut defenders: Vec<Target> =
            self.opponents(p).filter(|&q| self.in_range(p, q)).map(Target::Player).collect();
        for &id in &self.battlefield {
            let ch = self.characteristics(id);
            if ch.controller != p
                && self.in_range(p, ch.controller)
                && (ch.is(CardType::Planeswalker) || ch.is(CardType::Battle))
            {
                defenders.push(Target::Object(id));
            }
        }
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let ch = self.characteristics(id);
            let o = self.object(id);
            if ch.controller != p || !ch.is(CardType::Creature) || o.tapped {
                continue;
            }
            if o.sick && !ch.has(&Keyword::Haste) {
                continue; // CR 302.6
            }
            if ch.has(&Keyword::Defender)
                || ch.restricted(Restriction::CantAttack)
                || ch.restricted(Restriction::CantAttackOrBlock)
            {
                continue; // CR 702.3b
            }
            out.push(AttackOption { attacker: id, defenders: defenders.clone() });
        }
        out
    }

    /// Takes the attack declaration (CR 508.1), validating it first.
    pub(crate) fn declare_attackers(
        &mut self,
        p: PlayerId,
        attacks: Vec<(ObjectId, Target)>,
    ) -> Result<(), IllegalAction> {
        let options = self.attack_options();
        for (i, (a, d)) in attacks.iter().enumerate() {
            let Some(opt) = options.iter().find(|o| o.attacker == *a) else {
                return Err(IllegalAction::new("508.1a", format!("{} can't attack", self.describe_obj(*a))));
            };
            if !opt.defenders.contains(d) {
                return Err(IllegalAction::new(
                    "508.1b",
                    format!("{} can't attack {}", self.name(*a), self.target_name(*d)),
                ));
            }
            if attacks[..i].iter().any(|(x, _)| x == a) {
                return Err(IllegalAction::new("508.1a", format!("{} is declared twice", self.name(*a))));
            }
        }
        // CR 508.1d: creatures that attack each combat if able must be declared.
        for o in &options {
            let must = self.characteristics(o.attacker).restricted(Restriction::AttacksEachCombat);
            if must && !attacks.iter().any(|(a, _)| *a == o.attacker) {
                return Err(IllegalAction::new(
                    "508.1d",
                    format!("{} attacks each combat if able", self.name(o.attacker)),
                ));
            }
        }
        self.decision = None;
        for (a, d) in &attacks {
            // CR 508.1f: attacking causes the creature to tap, unless it has vigilance.
            if !self.has_keyword(*a, &Keyword::Vigilance) {
                self.objects[a.index()].tapped = true;
            }
            self.combat.attackers.push((*a, *d));
            self.log(Event::Attacks { attacker: *a, target: *d });
        }
        self.combat.attackers_declared = true;
        for (a, _) in &attacks {
            let a = *a;
            self.collect_triggers(Some(Target::Object(a)), |g, ev, s, you| match ev {
                TriggerEvent::Attacks(f) => g.matches(f, a, s, you),
                _ => false,
            });
        }
        let _ = p;
        self.priority = self.active;
        self.flow = Flow::Priority;
        Ok(())
    }

    /// CR 509.1: each defending player declares blockers, in turn order.
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

    /// Asks the next defending player who has a creature that could block.
    fn ask_next_blocker(&mut self) {
        // CR 509.1: each defending player declares blockers, possibly none.
        if let Some(&p) = self.blockers_queue.first() {
            let options = self.block_options(p);
            self.decision = Some(Decision { player: p, kind: DecisionKind::DeclareBlockers { options } });
            self.flow = Flow::Waiting;
            return;
        }
        self.finish_blockers();
    }

    /// The player who defends against an attack on `d` (CR 506.2).
    fn defending_player_of(&self, d: Target) -> Option<PlayerId> {
        match d {
            Target::Player(p) => Some(p),
            Target::Object(o) => Some(self.controller(o)),
        }
    }

    /// The creatures `p` could block with, and which attackers each could block (CR 509.1a-b).
    pub fn block_options(&self, p: PlayerId) -> Vec<BlockOption> {
        let attackers: Vec<ObjectId> = self
            .combat
            .attackers
            .iter()
            .filter(|(_, d)| self.defending_player_of(*d) == Some(p))
            .map(|(a, _)| *a)
            .collect();
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let ch = self.characteristics(id);
            if ch.controller != p || !ch.is(CardType::Creature) || self.object(id).tapped {
                continue;
            }
            if ch.restricted(Restriction::CantBlock) || ch.restricted(Restriction::CantAttackOrBlock) {
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

    /// Why `blocker` can't block `attacker`, with the rule, or `None` if it can.
    fn block_restriction(&self, blocker: ObjectId, attacker: ObjectId) -> Option<(&'static str, String)> {
        let a = self.characteristics(attacker);
        let b = self.characteristics(blocker);
        let (an, bn) = (&a.name, &b.name);
        if a.restricted(Restriction::Unblockable) {
            return Some(("509.1b", format!("{an} can't be blocked")));
        }
        if a.has(&Keyword::Flying) && !b.has(&Keyword::Flying) && !b.has(&Keyword::Reach) {
            return Some((
                "702.9b",
                format!("{bn} can't block {an}: it has flying, and {bn} has neither flying nor reach"),
            ));
        }
        if b.restricted(Restriction::CanBlockOnlyFlyers) && !a.has(&Keyword::Flying) {
            return Some(("509.1b", format!("{bn} can block only creatures with flying")));
        }
        if a.has(&Keyword::Shadow) != b.has(&Keyword::Shadow) {
            return Some(("702.28b", format!("{bn} can't block {an}: shadow blocks only shadow")));
        }
        if a.has(&Keyword::Horsemanship) && !b.has(&Keyword::Horsemanship) {
            return Some(("702.31b", format!("{bn} can't block {an}: horsemanship")));
        }
        if a.has(&Keyword::Fear) && !b.is(CardType::Artifact) && !b.colors.contains(crate::mana::Color::Black) {
            return Some(("702.36b", format!("{bn} can't block {an}: fear")));
        }
        if a.has(&Keyword::Intimidate) && !b.is(CardType::Artifact) && (a.colors.0 & b.colors.0) == 0 {
            return Some(("702.13b", format!("{bn} can't block {an}: intimidate")));
        }
        if a.has(&Keyword::Skulk) && b.power > a.power {
            return Some(("702.118b", format!("{bn} can't block {an}: skulk")));
        }
        if self.protected_from(&a.keywords, blocker) {
            return Some(("702.16b", format!("{bn} can't block {an}: protection")));
        }
        // CR 702.14c: landwalk.
        let defender = b.controller;
        for k in &a.keywords {
            if let Keyword::Landwalk(q) = k {
                let has_land = self.battlefield.iter().any(|&l| {
                    let lc = self.characteristics(l);
                    lc.controller == defender
                        && lc.is(CardType::Land)
                        && match q {
                            Quality::Subtype(s) => lc.subtypes.iter().any(|x| x == s),
                            Quality::Nonbasic => !lc.supertypes.contains(&Supertype::Basic),
                            _ => false,
                        }
                });
                if has_land {
                    return Some(("702.14c", format!("{an} can't be blocked: {}", k.name())));
                }
            }
        }
        None
    }

    /// Takes a block declaration (CR 509.1), validating it first (CR 509.1b-c, 702.110b menace).
    pub(crate) fn declare_blockers(
        &mut self,
        p: PlayerId,
        blocks: Vec<(ObjectId, ObjectId)>,
    ) -> Result<(), IllegalAction> {
        let options = self.block_options(p);
        for (i, (b, a)) in blocks.iter().enumerate() {
            if !self.combat.attackers.iter().any(|(x, _)| x == a) {
                return Err(IllegalAction::new("509.1a", format!("{} is not attacking", self.describe_obj(*a))));
            }
            let valid = b.index() < self.objects.len() && self.on_battlefield(*b) && self.controller(*b) == p;
            if !valid || !self.is_creature(*b) {
                return Err(IllegalAction::new(
                    "509.1a",
                    format!("{} is not a creature you control", self.describe_obj(*b)),
                ));
            }
            if let Some((rule, why)) = self.block_restriction(*b, *a) {
                return Err(IllegalAction::new(rule, why));
            }
            if !options.iter().any(|o| o.blocker == *b && o.attackers.contains(a)) {
                return Err(IllegalAction::new(
                    "509.1a",
                    format!("{} can't block {}", self.describe_obj(*b), self.name(*a)),
                ));
            }
            if blocks[..i].iter().any(|(x, _)| x == b) {
                return Err(IllegalAction::new("509.1a", format!("{} can block only one creature", self.name(*b))));
            }
        }
        for (a, _) in &self.combat.attackers {
            let n = blocks.iter().filter(|(_, x)| x == a).count();
            if n == 1 && self.has_keyword(*a, &Keyword::Menace) {
                return Err(IllegalAction::new(
                    "702.110b",
                    format!("{} has menace: it can't be blocked except by two or more creatures", self.name(*a)),
                ));
            }
        }
        self.decision = None;
        for (b, a) in &blocks {
            self.combat.blocks.push((*b, *a));
            if !self.combat.blocked.contains(a) {
                self.combat.blocked.push(*a);
            }
            self.log(Event::Blocks { blocker: *b, attacker: *a });
        }
        for (b, _) in &blocks {
            let b = *b;
            self.collect_triggers(Some(Target::Object(b)), |g, ev, s, you| match ev {
                TriggerEvent::Blocks(f) => g.matches(f, b, s, you),
                _ => false,
            });
        }
        let blocked: Vec<ObjectId> = blocks.iter().map(|(_, a)| *a).fold(Vec::new(), |mut v, a| {
            if !v.contains(&a) {
                v.push(a)
            }
            v
        });
        for a in blocked {
            self.collect_triggers(Some(Target::Object(a)), |g, ev, s, you| match ev {
                TriggerEvent::BecomesBlocked(f) => g.matches(f, a, s, you),
                _ => false,
            });
        }
        self.blockers_queue.retain(|&x| x != p);
        self.ask_next_blocker();
        Ok(())
    }

    fn finish_blockers(&mut self) {
        self.combat.blockers_declared = true;
        self.priority = self.active;
        self.flow = Flow::Priority;
    }

    /// Whether a creature deals combat damage in this damage step (CR 510.4).
    fn deals_damage_now(&self, id: ObjectId, first_strike_step: bool) -> bool {
        let ch = self.characteristics(id);
        let fs = ch.has(&Keyword::FirstStrike);
        let ds = ch.has(&Keyword::DoubleStrike);
        if first_strike_step {
            fs || ds
        } else {
            ds || !self.combat.dealt_first_strike.contains(&id)
        }
    }

    /// CR 510.1: assigns combat damage, asking where there is a choice, then deals it (510.2).
    pub(crate) fn start_damage_step(&mut self, first_strike: bool) {
        self.damage_assigned.clear();
        self.damage_queue.clear();
        let attackers = self.combat.attackers.clone();
        for (a, defender) in attackers {
            if !self.deals_damage_now(a, first_strike) {
                continue;
            }
            let power = self.power(a).max(0) as u32;
            if power == 0 {
                continue; // CR 510.1a
            }
            let blockers = self.blockers_of(a);
            let blocked = self.combat.blocked.contains(&a);
            let trample = self.has_keyword(a, &Keyword::Trample);
            if !blocked {
                self.damage_assigned.push(DamageAssignment { source: a, to: vec![(defender, power)] });
            } else if blockers.is_empty() {
                // CR 702.19e: a trampler with no blockers left assigns all its damage to the player.
                if trample {
                    self.damage_assigned.push(DamageAssignment { source: a, to: vec![(defender, power)] });
                }
            } else if blockers.len() == 1 && !trample {
                self.damage_assigned
                    .push(DamageAssignment { source: a, to: vec![(Target::Object(blockers[0]), power)] });
            } else {
                self.damage_queue.push(a);
            }
        }
        for (b, a) in self.combat.blocks.clone() {
            if !self.deals_damage_now(b, first_strike) || !self.on_battlefield(a) {
                continue;
            }
            let power = self.power(b).max(0) as u32;
            if power > 0 {
                self.damage_assigned.push(DamageAssignment { source: b, to: vec![(Target::Object(a), power)] });
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

    /// The creatures blocking `a` now, in declaration order.
    fn blockers_of(&self, a: ObjectId) -> Vec<ObjectId> {
        self.combat.blocks.iter().filter(|(b, x)| *x == a && self.on_battlefield(*b)).map(|(b, _)| *b).collect()
    }

    /// Damage that is lethal to `blocker` from `source` (CR 702.19b; 702.2c with deathtouch).
    pub fn lethal_damage(&self, source: ObjectId, blocker: ObjectId) -> u32 {
        if self.has_keyword(source, &Keyword::Deathtouch) {
            return 1;
        }
        let left = self.toughness(blocker) - self.object(blocker).damage as i32;
        left.max(1) as u32
    }

    fn ask_next_damage(&mut self) {
        if let Some(&a) = self.damage_queue.first() {
            let blockers: Vec<(ObjectId, u32)> =
                self.blockers_of(a).into_iter().map(|b| (b, self.lethal_damage(a, b))).collect();
            let trample = if self.has_keyword(a, &Keyword::Trample) {
                self.combat.attackers.iter().find(|(x, _)| *x == a).map(|(_, d)| *d)
            } else {
                None
            };
            let amount = self.power(a).max(0) as u32;
            self.decision = Some(Decision {
                player: self.controller(a),
                kind: DecisionKind::AssignCombatDamage { source: a, amount, blockers, trample },
            });
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
        let total: u32 = to.iter().map(|(_, n)| n).sum();
        if total != *amount {
            return Err(IllegalAction::new("510.1a", format!("assign exactly {amount} damage, not {total}")));
        }
        let mut to_player = 0;
        for (t, n) in &to {
            let is_blocker = matches!(t, Target::Object(o) if blockers.iter().any(|(b, _)| b == o));
            if is_blocker {
                continue;
            }
            if Some(*t) == *trample {
                to_player += n;
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
                let got: u32 = to.iter().filter(|(t, _)| *t == Target::Object(*b)).map(|(_, n)| n).sum();
                if got < *lethal {
                    return Err(IllegalAction::new(
                        "702.19b",
                        format!("{} must be assigned lethal damage ({lethal}) before the player", self.name(*b)),
                    ));
                }
            }
        }
        self.decision = None;
        self.damage_queue.retain(|x| x != source);
        self.damage_assigned.push(DamageAssignment { source: *source, to });
        self.ask_next_damage();
        Ok(())
    }

    /// CR 510.2: all combat damage is dealt at once.
    fn deal_combat_damage(&mut self) {
        let assigned = std::mem::take(&mut self.damage_assigned);
        for d in assigned {
            for (t, n) in d.to {
                if n > 0 {
                    self.deal_damage(d.source, t, n, true);
                }
            }
        }
        self.priority = self.active;
        self.flow = Flow::Priority;
        let _ = Step::CombatDamage;
    }

    /// A name for error messages that also works for ids that don't exist.
    pub(crate) fn describe_obj(&self, id: ObjectId) -> String {
        if id.index() < self.objects.len() {
            self.name(id).to_string()
        } else {
            format!("object {id}")
        }
    }
}
