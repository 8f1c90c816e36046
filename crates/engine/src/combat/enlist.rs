//! Enlist (CR 702.154): "As this creature attacks, you may tap up to one untapped creature
//! you control that you didn't choose to attack with and that either has haste or has been
//! under your control continuously since this turn began. When you do, this creature gets
//! +X/+0 until end of turn, where X is the tapped creature's power." The tap is an optional
//! cost to attack (702.154b, 508.1g), chosen for each instance as attackers are declared
//! (702.154d); the linked trigger follows (607.2h).

use crate::ir::{Ability, Amount, CardDef, CardType, Duration, Effect, Filter, Instr, Keyword, ObjectId, Ref};
use crate::ir::{TriggerEvent, TriggeredAbility};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game, PendingTrigger};
use crate::state::pending::Pending;
use std::sync::Arc;

impl Game {
    /// Queues one question for each instance of enlist among the declared attackers.
    pub(crate) fn queue_enlist(&mut self, attacks: &[(ObjectId, Target)]) {
        self.combat.enlisted.clear();
        self.combat.enlist_queue = attacks
            .iter()
            .flat_map(|&(a, _)| {
                let n = self.characteristics(a).keywords.iter().filter(|k| **k == Keyword::Enlist).count();
                std::iter::repeat_n(a, if self.object(a).face_down { 0 } else { n })
            })
            .collect();
    }

    /// The creatures an attacker may enlist now: untapped creatures the attacking player
    /// controls, not declared as attackers, not already enlisted, with haste or under that
    /// player's control since the turn began (CR 702.154a).
    fn enlist_candidates(&self, attacks: &[(ObjectId, Target)]) -> Vec<ObjectId> {
        self.battlefield
            .iter()
            .copied()
            .filter(|&c| {
                self.controller(c) == self.active
                    && self.characteristics(c).is(CardType::Creature)
                    && !self.object(c).tapped
                    && !attacks.iter().any(|(a, _)| *a == c)
                    && !self.combat.enlisted.iter().any(|(_, e)| *e == c)
                    && (!self.is_sick(c) || self.has_keyword(c, &Keyword::Haste))
            })
            .collect()
    }

    /// Asks which creature the next attacker in the queue enlists; `false` when there is no
    /// question left (none may be enlisted).
    pub(crate) fn ask_enlist(&mut self, attacks: &[(ObjectId, Target)]) -> bool {
        let Some(&a) = self.combat.enlist_queue.first() else { return false };
        let from = self.enlist_candidates(attacks);
        if from.is_empty() {
            self.combat.enlist_queue.clear();
            return false;
        }
        self.combat.enlisting = Some(attacks.to_vec());
        let kind = DecisionKind::ChooseObjects {
            reason: format!(
                "enlist for {}: tap up to one untapped creature you control that isn't attacking; {} gets +X/+0, X \
                 its power (none: don't enlist)",
                self.describe_obj(a),
                self.describe_obj(a)
            ),
            from,
            min: 0,
            max: 1,
        };
        self.ask(Decision { player: self.active, kind }, Pending::Enlist);
        self.flow = Flow::Waiting;
        true
    }

    /// Takes the creature enlisted (or none) for the attacker asked about and goes on with the
    /// declaration; a wrong choice is refused and changes nothing.
    pub(crate) fn answer_enlist(&mut self, a: Answer) -> Result<(), IllegalAction> {
        let Answer::Cards(chosen) = a else {
            return Err(IllegalAction::new("702.154a", "answer with the creature to enlist, or none"));
        };
        let (Some(attacks), Some(&attacker)) = (self.combat.enlisting.clone(), self.combat.enlist_queue.first()) else {
            return Err(IllegalAction::new("702.154a", "no attack declaration is waiting for enlist choices"));
        };
        if chosen.len() > 1 {
            return Err(IllegalAction::new("702.154a", "enlist taps up to one creature"));
        }
        let from = self.enlist_candidates(&attacks);
        if let Some(&c) = chosen.iter().find(|c| !from.contains(c)) {
            return Err(IllegalAction::new("702.154a", format!("{} can't be enlisted", self.describe_obj(c))));
        }
        self.answered();
        self.combat.enlisting = None;
        self.combat.enlist_queue.remove(0);
        self.combat.enlisted.extend(chosen.into_iter().map(|c| (attacker, c)));
        self.commit_enlisted_attackers(attacks);
        Ok(())
    }

    /// As the declaration is made: each enlisted creature is tapped (the cost, CR 508.1h)
    /// and its attacker's linked ability triggers, with the enlisted creature as the other
    /// participant: X is its power as the ability resolves (last known if it has left).
    pub(crate) fn enlist_creatures(&mut self) {
        for (attacker, c) in std::mem::take(&mut self.combat.enlisted) {
            self.tap_permanent(c);
            let pump = Instr::Pump {
                what: Ref::Source,
                power: Amount::PowerOf(Box::new(Ref::EventOther)),
                toughness: Amount::Fixed(0),
                duration: Duration::EndOfTurn,
            };
            let mut card = CardDef::new(self.object(attacker).card.name.clone(), &[]);
            card.abilities = vec![Ability::Triggered(TriggeredAbility {
                event: TriggerEvent::Attacks(Filter::Source),
                condition: None,
                effect: Effect::new(vec![pump]),
                optional: false,
                text: "Enlist".into(),
            })];
            let controller = self.controller(attacker);
            let t = PendingTrigger::new(attacker, controller, Arc::new(card), 0, Some(Target::Object(attacker)));
            self.triggers.push(PendingTrigger { other: Some(Target::Object(c)), ..t });
        }
    }
}
