//! Keywords that trigger as attackers are declared, from the keyword as the creature has it
//! now (printed or granted, CR 613): dethrone (CR 702.105), melee (CR 702.121) and training
//! (CR 702.149). Each instance triggers separately (702.105b, 702.121b, 702.149b).

use crate::ir::{Amount, CounterKind, Effect, Filter, Instr, Keyword, ObjectId, Ref, TriggerEvent, TriggeredAbility};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// The attack keywords' triggers for a declaration (`attacks`: each attacker and what it
    /// attacks). Only declared attackers count (CR 508.3a).
    pub(crate) fn attack_keyword_triggers(&mut self, attacks: &[(ObjectId, Target)]) {
        for &(a, d) in attacks {
            let keywords = self.characteristics(a).keywords;
            let count = |k: Keyword| keywords.iter().filter(|x| **x == k).count();
            // CR 702.105a: "Whenever this creature attacks the player with the most life or
            // tied for most life, put a +1/+1 counter on this creature." Attacking a
            // planeswalker or a battle is not attacking a player (CR 506.2).
            let most_life = self.living_players().map(|p| self.players[p.index()].life).max();
            let dethroning = matches!(d, Target::Player(p) if Some(self.players[p.index()].life) == most_life);
            for _ in 0..if dethroning { count(Keyword::Dethrone) } else { 0 } {
                self.self_counter_trigger(a, "Dethrone");
            }
            // CR 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for
            // each opponent you attacked with a creature this combat." The declaration fixes
            // the opponents attacked; planeswalkers and battles are not players (CR 506.2).
            let you = self.controller(a);
            let mut attacked: Vec<_> = attacks
                .iter()
                .filter_map(|(_, t)| match t {
                    Target::Player(p) if *p != you => Some(*p),
                    _ => None,
                })
                .collect();
            attacked.sort();
            attacked.dedup();
            for _ in 0..count(Keyword::Melee) {
                let bonus = Amount::Fixed(attacked.len() as i32);
                self.self_pump_trigger(a, TriggerEvent::Attacks(Filter::Source), bonus, "Melee".into());
            }
            // CR 702.149a: "Whenever this creature and at least one other creature with power
            // greater than this creature's power attack, put a +1/+1 counter on this creature."
            let power = self.power(a);
            let training = attacks.iter().any(|&(o, _)| o != a && self.power(o) > power);
            for _ in 0..if training { count(Keyword::Training) } else { 0 } {
                self.self_counter_trigger(a, "Training");
            }
        }
    }

    /// A keyword's "put a +1/+1 counter on this creature" trigger as the creature attacks.
    fn self_counter_trigger(&mut self, id: ObjectId, text: &str) {
        let counter = Instr::AddCounters { what: Ref::Source, kind: CounterKind::PlusOne, amount: Amount::Fixed(1) };
        let ability = TriggeredAbility {
            event: TriggerEvent::Attacks(Filter::Source),
            condition: None,
            effect: Effect::new(vec![counter]),
            optional: false,
            text: text.into(),
        };
        self.keyword_trigger(id, Target::Object(id), ability);
    }
}
