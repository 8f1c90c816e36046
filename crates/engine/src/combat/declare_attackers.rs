//! The declare attackers step (CR 508).

use super::{refusal, Violation};
use crate::ability::{Restriction, TriggerEvent};
use crate::decision::{AttackOption, Decision, DecisionKind, IllegalAction, Target};
use crate::ids::{ObjectId, PlayerId};
use crate::log::Event;
use crate::state::{Flow, Game};
use crate::types::{CardType, Keyword};

impl Game {
    /// CR 508.1: the active player declares attackers, if any creature can attack.
    pub(crate) fn start_declare_attackers(&mut self) {
        // CR 508.1: the declaration is always made, even when no creature can attack, so
        // every player sees the same turn structure (an empty answer declares none).
        let options = self.attack_options();
        self.decision = Some(Decision { player: self.active, kind: DecisionKind::DeclareAttackers { options } });
        self.flow = Flow::Waiting;
    }

    /// What the active player's creatures may attack: each opponent, and each planeswalker
    /// or battle an opponent controls (CR 506.2, 508.1b; in multiplayer, every opponent, CR 802).
    fn attackable(&self) -> Vec<Target> {
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
        defenders
    }

    /// The creatures the active player could attack with, and whom each could attack (CR 508.1a-c).
    pub fn attack_options(&self) -> Vec<AttackOption> {
        let defenders = self.attackable();
        self.battlefield
            .iter()
            .copied()
            .filter(|&id| self.is_creature(id) && self.attack_restriction(id).is_none())
            .map(|attacker| AttackOption { attacker, defenders: defenders.clone() })
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
                    text: format!("{name} can't attack {whom}: not an opponent or a planeswalker or battle of one"),
                });
            }
        }
        // CR 508.1d: requirements. The only requirement we know ("attacks each combat if
        // able") can always be obeyed by a creature that may attack, so the maximum number of
        // requirements obeyed is reached only if each such creature attacks.
        for &id in &self.battlefield {
            let must = self.is_creature(id) && self.characteristics(id).restricted(Restriction::AttacksEachCombat);
            if must && self.attack_restriction(id).is_none() && !attacks.iter().any(|(a, _)| *a == id) {
                out.push(Violation {
                    rule: "508.1d",
                    object: id,
                    text: format!("{} attacks each combat if able", self.name(id)),
                });
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
        self.decision = None;
        for (a, d) in &attacks {
            // CR 508.1f, 702.20b: attacking causes the creature to tap, unless it has vigilance.
            if !self.has_keyword(*a, &Keyword::Vigilance) {
                self.objects[a.index()].tapped = true;
            }
            // CR 508.1k
            self.combat.attackers.push((*a, *d));
            self.combat.declared_by.push((*a, self.active));
            self.log(Event::Attacks { attacker: *a, target: *d });
        }
        self.combat.attackers_declared = true;
        // CR 508.1m, 508.3a: "whenever ~ attacks" abilities trigger.
        for (a, _) in &attacks {
            let a = *a;
            self.collect_triggers(Some(Target::Object(a)), |g, ev, s, you| match ev {
                TriggerEvent::Attacks(f) => g.matches(f, a, s, you),
                _ => false,
            });
        }
        self.priority = self.active;
        self.flow = Flow::Priority;
        Ok(())
    }
}
