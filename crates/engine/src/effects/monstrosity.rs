//! Monstrosity (CR 701.37) and renown (CR 702.112): a permanent's own ability puts +1/+1
//! counters on it and gives it a designation, once; "When ~ becomes monstrous" abilities
//! trigger, and its other abilities read the X of "monstrosity X" (701.37c).

use crate::ir::{Amount, Condition, CounterKind, Effect, Filter, Instr, Keyword, ObjectId};
use crate::ir::{TriggerEvent, TriggeredAbility};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

impl Game {
    /// "Monstrosity N" (CR 701.37a): if the source is still the same permanent (CR 400.7) and
    /// isn't monstrous, N +1/+1 counters are put on it and it becomes monstrous (701.37b);
    /// nothing happens to one that already is. With `renown`, renown's effect: the same with
    /// renowned (CR 702.112a-b).
    pub(crate) fn exec_monstrosity(&mut self, amount: &Amount, renown: bool, res: &mut Resolution) {
        let id = res.item.source;
        let o = self.object(id);
        if !self.on_battlefield(id) || if renown { o.renowned } else { o.monstrous } {
            return;
        }
        let n = self.eval_amount(amount, res).max(0);
        self.put_counters(id, &CounterKind::PlusOne, i64::from(n));
        res.affected = vec![Target::Object(id)];
        if renown {
            self.objects[id.index()].renowned = true;
            self.log(Event::BecameRenowned { card: id });
            return;
        }
        let o = &mut self.objects[id.index()];
        o.monstrous = true;
        if !matches!(amount, Amount::Fixed(_)) {
            // CR 701.37c: X in its other abilities is the X it became monstrous with.
            o.x = n as u32;
        }
        self.log(Event::BecameMonstrous { card: id });
        self.collect_triggers(Some(Target::Object(id)), |g, ev, src, you| match ev {
            TriggerEvent::BecomesMonstrous(f) => g.matches(f, id, src, you),
            _ => false,
        });
    }

    /// CR 702.112a: "Renown N" means "When this creature deals combat damage to a player, if
    /// it isn't renowned, put N +1/+1 counters on it and it becomes renowned." `id` has just
    /// dealt combat damage to a player. The "if" is an intervening one (CR 603.4): checked
    /// now and again on resolution. Each instance triggers separately (702.112c).
    pub(crate) fn renown_triggers(&mut self, id: ObjectId) {
        if !self.on_battlefield(id) || self.object(id).face_down || self.object(id).renowned {
            return;
        }
        let numbers: Vec<u32> = self
            .characteristics(id)
            .keywords
            .iter()
            .filter_map(|k| match k {
                Keyword::Renown(n) => Some(*n),
                _ => None,
            })
            .collect();
        for n in numbers {
            let ability = TriggeredAbility {
                event: TriggerEvent::DealsCombatDamageToPlayer(Filter::Source),
                condition: Some(Condition::Not(Box::new(Condition::SourceIs(Filter::Renowned)))),
                effect: Effect::new(vec![Instr::Monstrosity { amount: Amount::Fixed(n as i32), renown: true }]),
                optional: false,
                text: format!("Renown {n}"),
            };
            self.keyword_trigger(id, Target::Object(id), ability);
        }
    }
}
