//! Amounts counted for each recipient of one effect: "~ deals damage to each player equal to
//! the number of lands they control" (CR 608.2h), dealt as one damage event (CR 120.3).

use crate::ir::{Amount, Ref};
use crate::state::game::{Game, Resolution};

impl Game {
    /// `Instr::DealDamageEach`: each recipient is dealt the amount evaluated with
    /// `Ref::EachOne` meaning it; all of it at once (CR 120.3, 603.2c).
    pub(crate) fn deal_damage_each(&mut self, amount: &Amount, to: &Ref, res: &mut Resolution) {
        let src = res.item.source;
        let recipients = self.resolve_ref(to, res);
        let mut hits = Vec::new();
        for t in &recipients {
            res.each.push((vec![*t], 0, usize::MAX));
            let n = self.eval_amount(amount, res).max(0) as u32;
            res.each.pop();
            hits.push((src, *t, n));
        }
        res.done = self.deal_damage_event(&hits, false).iter().sum();
        res.affected = recipients;
    }
}
