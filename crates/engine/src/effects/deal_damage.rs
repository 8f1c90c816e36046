//! "~ deals 3 damage to any target" (CR 120): the damage instruction. One source deals every
//! hit of the instruction in one damage event (CR 120.3, 603.2c), whatever the split:
//! "Fireslinger deals 1 damage to any target and 1 damage to you", "deals damage to each
//! player equal to the number of lands they control" (CR 608.2h), "deals 5 damage divided as
//! you choose among any number of targets" (CR 601.2d); and fighting (CR 701.14), two
//! creatures dealing damage to each other.

use crate::ir::{Amount, CardType, DamageSplit, ObjectId, Ref};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};

impl Game {
    /// `Instr::DealDamage`: `by` deals each hit's amount to each of its recipients, as `split`
    /// says; the recipients are the affected objects and the damage dealt is "that much".
    pub(crate) fn exec_deal_damage(
        &mut self,
        by: &Ref,
        hits: &[(Amount, Ref)],
        split: DamageSplit,
        res: &mut Resolution,
    ) {
        // "~" is the ability's source; another object deals damage as it last existed (CR 608.2h).
        let source = match by {
            Ref::Source => res.item.source,
            _ => match self.resolve_ref(by, res).first() {
                Some(&Target::Object(o)) => o,
                _ => return,
            },
        };
        let mut all = Vec::new();
        for (amount, to) in hits {
            let each = if split == DamageSplit::Each { self.eval_amount(amount, res).max(0) as u32 } else { 0 };
            for t in self.resolve_ref(to, res) {
                let n = match split {
                    DamageSplit::Each => each,
                    DamageSplit::Counted => {
                        // CR 608.2h: counted for this recipient, `Ref::EachOne` meaning it.
                        res.each.push((vec![t], 0, usize::MAX));
                        let n = self.eval_amount(amount, res).max(0) as u32;
                        res.each.pop();
                        n
                    }
                    // CR 601.2d: the division was fixed as the spell was cast; CR 608.2b: an
                    // illegal target (no longer among the targets) is dealt none.
                    DamageSplit::Divided => res.item.divided.iter().find(|(x, _)| *x == t).map_or(0, |(_, n)| *n),
                };
                all.push((source, t, n));
            }
        }
        // CR 120.3: every recipient is dealt its damage simultaneously, one event.
        let (dealt, damaged) = self.deal_damage_event(&all, false);
        res.done = dealt.iter().sum();
        res.damaged = damaged;
        res.affected = all.iter().map(|h| h.1).collect();
    }

    /// `what` fights `with` (CR 701.14a): each deals damage equal to its power to the other,
    /// both in one damage event (CR 120.3).
    pub(crate) fn exec_fight(&mut self, what: &Ref, with: &Ref, res: &mut Resolution) {
        let one = |g: &Game, r: &Ref| match g.resolve_ref(r, res).first() {
            Some(&Target::Object(o)) => Some(o),
            _ => None,
        };
        let (Some(a), Some(b)) = (one(self, what), one(self, with)) else {
            // CR 701.14b: with an illegal target, neither fights.
            return;
        };
        // CR 701.14b: no damage when either is no longer on the battlefield or a creature.
        let creature = |g: &Game, o: ObjectId| g.on_battlefield(o) && g.characteristics(o).is(CardType::Creature);
        if !creature(self, a) || !creature(self, b) {
            return;
        }
        let power = |g: &Game, o: ObjectId| g.characteristics(o).power.max(0) as u32;
        // CR 701.14c: a creature fighting itself deals damage to itself twice.
        let all = vec![(a, Target::Object(b), power(self, a)), (b, Target::Object(a), power(self, b))];
        let (dealt, damaged) = self.deal_damage_event(&all, false);
        res.done = dealt.iter().sum();
        res.damaged = damaged;
        res.affected = vec![Target::Object(a), Target::Object(b)];
    }
}
