//! The declare attackers step (CR 508).

use super::{refusal, Violation};
use crate::ir::TriggerEvent;
use crate::ir::{CardType, Keyword};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{AttackOption, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game};
use crate::state::in_progress::CostlyDeclaration;
use crate::state::log::Event;
use crate::state::pending::Pending;

impl Game {
    /// CR 508.1: the active player declares attackers, if any creature can attack.
    pub(crate) fn start_declare_attackers(&mut self) {
        // CR 508.1: the declaration is always made, even when no creature can attack, so
        // every player sees the same turn structure (an empty answer declares none).
        // Nothing changes until the answer: characteristics are computed once for the
        // options and the player deciding (`continuous/layer_cache.rs`).
        self.ensure_layer_cache();
        let options = self.attack_options();
        let kind = DecisionKind::DeclareAttackers { options };
        self.ask(Decision { player: self.active, kind }, Pending::DeclareAttackers);
        self.flow = Flow::Waiting;
    }

    /// What the active player's creatures may attack: each opponent, each planeswalker an
    /// opponent controls, and each battle an opponent protects, whoever controls it (CR 506.2,
    /// 508.1b, 310.8b; in multiplayer, every opponent, CR 802).
    pub(crate) fn attackable(&self) -> Vec<Target> {
        let p = self.active;
        // CR 801.3: only opponents within range of influence (everyone, with the option off).
        let mut defenders: Vec<Target> =
            self.opponents(p).filter(|&q| self.in_range(p, q)).map(Target::Player).collect();
        for &id in &self.battlefield {
            let ch = self.characteristics(id);
            let defender = if ch.is(CardType::Battle) {
                self.protector(id)
            } else {
                Some(ch.controller).filter(|_| ch.is(CardType::Planeswalker))
            };
            if defender.is_some_and(|q| q != p && self.in_range(p, q)) {
                defenders.push(Target::Object(id));
            }
        }
        defenders
    }

    /// What creature `id` may attack (CR 508.1b-c): the defenders no restriction forbids.
    pub(crate) fn attackable_by(&self, id: ObjectId) -> Vec<Target> {
        self.attackable().into_iter().filter(|&d| self.attack_restriction_to(id, d).is_none()).collect()
    }

    /// The creatures the active player could attack with, and whom each could attack (CR 508.1a-c).
    pub fn attack_options(&self) -> Vec<AttackOption> {
        self.battlefield
            .iter()
            .copied()
            .filter(|&id| self.is_creature(id) && self.attack_restriction(id).is_none())
            .map(|attacker| AttackOption { attacker, defenders: self.attackable_by(attacker) })
            .filter(|o| !o.defenders.is_empty())
            .collect()
    }

    /// Checks a whole attack declaration (CR 508.1a-d) and returns every problem with it.
    fn attack_violations(&self, attacks: &[(ObjectId, Target)]) -> Vec<Violation> {
        let defenders = self.attackable();
        let mut out = Vec::new();
        for (i, (a, d)) in attacks.iter().enumerate() {
            let a = *a;
            let name = self.describe_obj(a);
            if a.index() >= self.objects.len() {
                out.push(Violation {
                    rule: "508.1a",
                    object: a,
                    text: format!("{name} is not a creature you control"),
                });
                continue;
            }
            if attacks[..i].iter().any(|(x, _)| *x == a) {
                out.push(Violation { rule: "508.1a", object: a, text: format!("{name} is declared twice") });
                continue;
            }
            if let Some((rule, why)) = self.attack_restriction(a) {
                // CR 508.1c: restrictions.
                out.push(Violation { rule, object: a, text: format!("{name} can't attack: {why}") });
                continue;
            }
            if !defenders.contains(d) {
                // CR 508.1b: a player, planeswalker or battle it may attack.
                let whom = match d {
                    Target::Object(o) if o.index() >= self.objects.len() => format!("object {o}"),
                    Target::Player(p) if p.index() >= self.players.len() => format!("player {}", p.index()),
                    _ => self.target_name(*d),
                };
                out.push(Violation {
                    rule: "508.1b",
                    object: a,
                    text: format!(
                        "{name} can't attack {whom}: not an opponent, a planeswalker of one or a battle one protects"
                    ),
                });
                continue;
            }
            if let Some((rule, why)) = self.attack_restriction_to(a, *d) {
                let whom = self.target_name(*d);
                out.push(Violation { rule, object: a, text: format!("{name} can't attack {whom}: {why}") });
            }
        }
        // CR 508.1c, 506.5: restrictions on the declaration as a whole ("can't attack alone").
        out.extend(self.attack_group_violations(attacks));
        // CR 508.1c: "No more than two creatures can attack you each combat."
        out.extend(self.attack_limit_violations(attacks));
        // CR 508.1d: requirements, checked creature by creature: each creature that must
        // attack and could attack for free does (a cost is never required), unless a limit on
        // the number of attackers leaves no room for it.
        for &id in &self.battlefield {
            if attacks.iter().any(|(a, _)| *a == id) {
                continue;
            }
            if let Some((d, why)) = self.attack_requirement(id, attacks) {
                if self.room_to_attack(attacks, d) {
                    out.push(Violation { rule: "508.1d", object: id, text: format!("{} {why}", self.name(id)) });
                }
            }
        }
        out
    }

    /// Takes the attack declaration (CR 508.1), validating all of it first: a declaration
    /// that breaks a restriction or requirement is refused whole, naming each creature at
    /// fault, and changes nothing.
    pub(crate) fn declare_attackers(
        &mut self,
        _p: PlayerId,
        attacks: Vec<(ObjectId, Target)>,
    ) -> Result<(), IllegalAction> {
        if let Some(e) = refusal(self.attack_violations(&attacks)) {
            return Err(e);
        }
        // CR 508.1d, 508.1g-h: the total cost, paid after the declaration is checked.
        let cost = self.attack_declaration_cost(&attacks);
        if self.ask_combat_cost(self.active, cost, CostlyDeclaration::Attack(attacks.clone()))? {
            return Ok(());
        }
        self.commit_attackers(attacks);
        Ok(())
    }

    /// Makes a checked and paid attack declaration (CR 508.1f-m), after asking for the
    /// attacking bands if there can be any (CR 702.22c).
    pub(crate) fn commit_attackers(&mut self, attacks: Vec<(ObjectId, Target)>) {
        // CR 701.43d, 508.1g: exerting is an optional cost to attack.
        if self.ask_exert(&attacks) {
            return;
        }
        self.commit_exerted_attackers(attacks);
    }

    /// [`Game::commit_attackers`] once the attackers to exert are chosen.
    pub(crate) fn commit_exerted_attackers(&mut self, attacks: Vec<(ObjectId, Target)>) {
        // CR 702.154b: enlist is an optional cost to attack.
        self.queue_enlist(&attacks);
        self.commit_enlisted_attackers(attacks);
    }

    /// [`Game::commit_attackers`] while the creatures to enlist are chosen, one attacker at
    /// a time, then the bands.
    pub(crate) fn commit_enlisted_attackers(&mut self, attacks: Vec<(ObjectId, Target)>) {
        if self.ask_enlist(&attacks) {
            return;
        }
        if self.ask_bands(attacks.clone()) {
            return;
        }
        self.finish_attackers(attacks);
    }

    /// Makes the attack declaration, its bands declared (CR 508.1f-m).
    pub(crate) fn finish_attackers(&mut self, attacks: Vec<(ObjectId, Target)>) {
        self.answered();
        for (a, d) in &attacks {
            // CR 508.1f, 702.20b: attacking causes the creature to tap, unless it has vigilance.
            if !self.has_keyword(*a, &Keyword::Vigilance) {
                self.tap_permanent(*a);
            }
            // CR 508.1k
            self.combat.attackers.push((*a, *d));
            self.combat.declared_by.push((*a, self.active));
            self.log(Event::Attacks { attacker: *a, target: *d });
        }
        self.combat.attackers_declared = true;
        let declared: Vec<ObjectId> = attacks.iter().map(|(a, _)| *a).collect();
        self.note_attacked(&declared);
        // CR 508.1m, 508.3a: "whenever ~ attacks" abilities trigger.
        for (a, _) in &attacks {
            let a = *a;
            self.collect_triggers(Some(Target::Object(a)), |g, ev, s, you| match ev {
                TriggerEvent::Attacks(f) => g.matches(f, a, s, you),
                // CR 506.5: it attacks alone if it's the only creature declared as an attacker.
                TriggerEvent::AttacksAlone(f) => attacks.len() == 1 && g.matches(f, a, s, you),
                // CR 506.2: attacking a player or a planeswalker they control.
                TriggerEvent::AttacksPlayer { attacker, whom } => {
                    g.defending_player_of_attacker(a).is_some_and(|d| g.player_matches(*whom, d, you))
                        && g.matches(attacker, a, s, you)
                }
                _ => false,
            });
        }
        // CR 701.43a: the attackers chosen to be exerted; CR 702.154a: the enlisted creatures.
        self.exert_attackers();
        self.enlist_creatures();
        // CR 508.3c-d: "Whenever you attack".
        self.player_attacks_triggers(&declared);
        // CR 702.39a: provoke.
        self.provoke_triggers(&attacks);
        // CR 702.83a: exalted.
        self.exalted_triggers(&declared);
        // CR 702.105a, 702.121a, 702.149a: dethrone, melee, training.
        self.attack_keyword_triggers(&attacks);
        self.priority = self.active;
        self.flow = Flow::Priority;
    }
}
