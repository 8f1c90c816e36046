//! Monstrosity (CR 701.37): a permanent's own ability puts +1/+1 counters on it and makes it
//! monstrous, once; "When ~ becomes monstrous" abilities trigger, and its other abilities read
//! the X of "monstrosity X" (701.37c).

use crate::ir::{Amount, CounterKind, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

impl Game {
    /// "Monstrosity N" (CR 701.37a): if the source is still the same permanent (CR 400.7) and
    /// isn't monstrous, N +1/+1 counters are put on it and it becomes monstrous (701.37b);
    /// nothing happens to one that already is.
    pub(crate) fn exec_monstrosity(&mut self, amount: &Amount, res: &mut Resolution) {
        let id = res.item.source;
        if !self.on_battlefield(id) || self.object(id).monstrous {
            return;
        }
        let n = self.eval_amount(amount, res).max(0);
        self.put_counters(id, &CounterKind::PlusOne, i64::from(n));
        let o = &mut self.objects[id.index()];
        o.monstrous = true;
        if !matches!(amount, Amount::Fixed(_)) {
            // CR 701.37c: X in its other abilities is the X it became monstrous with.
            o.x = n as u32;
        }
        res.affected = vec![Target::Object(id)];
        self.log(Event::BecameMonstrous { card: id });
        self.collect_triggers(Some(Target::Object(id)), |g, ev, src, you| match ev {
            TriggerEvent::BecomesMonstrous(f) => g.matches(f, id, src, you),
            _ => false,
        });
    }
}
