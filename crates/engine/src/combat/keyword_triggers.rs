//! The triggered abilities of rampage (CR 702.23), provoke (CR 702.39) and bushido (CR 702.45).
//!
//! Like flanking's, these triggers come from the keyword as the creature has it now
//! (printed or granted, CR 613), so the engine makes them rather than the compiler
//! (`triggers/keyword_abilities.rs` queues them).

use crate::ir::ObjectId;
use crate::ir::{Amount, Duration, Effect, Filter, Instr, Ref, TargetSpec, TriggerEvent, TriggeredAbility};
use crate::ir::{CardType, Keyword};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// CR 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn
    /// for each creature blocking it beyond the first." One trigger per instance (CR 702.23c).
    pub(crate) fn rampage_triggers(&mut self, attacker: ObjectId) {
        for n in self.keyword_numbers(attacker, |k| match k {
            Keyword::Rampage(n) => Some(*n),
            _ => None,
        }) {
            // CR 702.23b: the bonus is counted as the ability resolves.
            let bonus = Amount::Times(n as i32, Box::new(Amount::BlockersBeyondFirst));
            let event = TriggerEvent::BecomesBlocked(Filter::Source);
            self.self_pump_trigger(attacker, event, bonus, format!("Rampage {n}"));
        }
    }

    /// CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end
    /// of turn." One trigger per instance (CR 702.45b).
    pub(crate) fn bushido_triggers(&mut self, id: ObjectId) {
        for n in self.keyword_numbers(id, |k| match k {
            Keyword::Bushido(n) => Some(*n),
            _ => None,
        }) {
            let event = TriggerEvent::BlocksOrBecomesBlocked(Filter::Source);
            self.self_pump_trigger(id, event, Amount::Fixed(n as i32), format!("Bushido {n}"));
        }
    }

    /// The N of each instance of a numbered keyword (rampage, bushido) the object has.
    fn keyword_numbers(&self, id: ObjectId, number: impl Fn(&Keyword) -> Option<u32>) -> Vec<u32> {
        self.characteristics(id).keywords.iter().filter_map(number).collect()
    }

    /// A keyword's "it gets +N/+N until end of turn" trigger of the creature itself.
    pub(super) fn self_pump_trigger(&mut self, id: ObjectId, event: TriggerEvent, bonus: Amount, text: String) {
        let pump =
            Instr::Pump { what: Ref::Source, power: bonus.clone(), toughness: bonus, duration: Duration::EndOfTurn };
        let ability =
            TriggeredAbility { event, condition: None, effect: Effect::new(vec![pump]), optional: false, text };
        self.keyword_trigger(id, Target::Object(id), ability);
    }

    /// CR 702.39a: "Whenever this creature attacks, you may have target creature defending
    /// player controls untap and block this creature this combat if able." One trigger per
    /// instance (CR 702.39b).
    pub(crate) fn provoke_triggers(&mut self, attacks: &[(ObjectId, Target)]) {
        for &(a, _) in attacks {
            let n = self.characteristics(a).keywords.iter().filter(|k| **k == Keyword::Provoke).count();
            for _ in 0..n {
                let spec = TargetSpec::permanent(
                    Filter::Type(CardType::Creature).and(Filter::ControlledByDefendingPlayer),
                    "target creature defending player controls",
                );
                let mut effect = Effect::new(vec![Instr::Provoke { what: Ref::Target(0) }]);
                effect.targets = vec![spec];
                self.keyword_trigger(
                    a,
                    Target::Object(a),
                    TriggeredAbility {
                        event: TriggerEvent::Attacks(Filter::Source),
                        condition: None,
                        effect,
                        optional: true,
                        text: "Provoke".into(),
                    },
                );
            }
        }
    }
}
