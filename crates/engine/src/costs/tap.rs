//! Costs that tap other permanents: "Tap two untapped Wizards you control" (CR 118.3,
//! 602.2b, 601.2h). Tapping a permanent to pay another object's cost is not that
//! permanent's own {T} ability, so summoning sickness doesn't stop it (CR 302.6 covers only
//! a creature's own {T} and {Q} costs).

use crate::ir::Cost;
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::IllegalAction;
use crate::state::game::Game;

impl Game {
    /// The untapped permanents `p` controls that could pay the tap part of `cost` of
    /// `source`; never `source` itself when the cost also has {T} (it taps for that).
    pub(crate) fn tap_cost_candidates(&self, p: PlayerId, cost: &Cost, source: ObjectId) -> Vec<ObjectId> {
        let Some((f, _)) = &cost.tap_untapped else { return Vec::new() };
        self.battlefield
            .iter()
            .copied()
            .filter(|&x| !(cost.tap && x == source))
            .filter(|&x| !self.object(x).tapped && self.controller(x) == p && self.matches(f, x, source, p))
            .collect()
    }

    /// Chooses the permanents that tap to pay `cost`: those named in `choices` when enough
    /// are named, else the first candidates, permanents that aren't mana sources first (so
    /// the mana can still be paid). Refuses a cost `p` can't pay (CR 601.2h via 602.2b).
    pub(crate) fn choose_tap_cost(
        &self,
        p: PlayerId,
        cost: &Cost,
        source: ObjectId,
        choices: &[ObjectId],
    ) -> Result<Vec<ObjectId>, IllegalAction> {
        let Some((_, n)) = &cost.tap_untapped else { return Ok(Vec::new()) };
        if cost.tap_total_power {
            return self.choose_crew(p, cost, source, *n, choices);
        }
        let n = *n as usize;
        let mut pool = self.tap_cost_candidates(p, cost, source);
        if pool.len() < n {
            return Err(IllegalAction::new("602.2b", "not enough untapped permanents to tap for this cost"));
        }
        let chosen: Vec<ObjectId> = choices.iter().copied().filter(|c| pool.contains(c)).collect();
        if chosen.len() >= n {
            let mut chosen = chosen;
            chosen.dedup();
            if chosen.len() >= n {
                chosen.truncate(n);
                return Ok(chosen);
            }
        }
        let mana: Vec<ObjectId> = self.mana_sources(p).into_iter().map(|s| s.id).collect();
        pool.sort_by_key(|x| mana.contains(x));
        pool.truncate(n);
        Ok(pool)
    }

    /// Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with
    /// total power N or greater". The creatures named in `choices` if their total power is
    /// enough (all of them: any number may be tapped), else creatures that aren't mana sources
    /// first, the strongest first, until the total is reached.
    fn choose_crew(
        &self,
        p: PlayerId,
        cost: &Cost,
        source: ObjectId,
        n: u32,
        choices: &[ObjectId],
    ) -> Result<Vec<ObjectId>, IllegalAction> {
        let pool = self.tap_cost_candidates(p, cost, source);
        let total = |xs: &[ObjectId]| xs.iter().map(|&x| i64::from(self.power(x))).sum::<i64>();
        let mut chosen: Vec<ObjectId> = Vec::new();
        for c in choices {
            if pool.contains(c) && !chosen.contains(c) {
                chosen.push(*c);
            }
        }
        if !chosen.is_empty() && total(&chosen) >= i64::from(n) {
            return Ok(chosen);
        }
        let mana: Vec<ObjectId> = self.mana_sources(p).into_iter().map(|s| s.id).collect();
        let mut ranked: Vec<ObjectId> = pool.into_iter().filter(|&x| self.power(x) > 0).collect();
        ranked.sort_by_key(|&x| (mana.contains(&x), std::cmp::Reverse(self.power(x))));
        let mut out = Vec::new();
        for x in ranked {
            if total(&out) >= i64::from(n) {
                break;
            }
            out.push(x);
        }
        if total(&out) < i64::from(n) || (n > 0 && out.is_empty()) {
            return Err(IllegalAction::new("702.122a", format!("not enough untapped creatures with total power {n}")));
        }
        Ok(out)
    }

    /// Taps the permanents chosen to pay a cost.
    pub(crate) fn pay_tap_cost(&mut self, chosen: &[ObjectId]) {
        for &x in chosen {
            self.objects[x.index()].tapped = true;
        }
    }
}
