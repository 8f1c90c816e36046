//! "You may have ~ assign its combat damage as though it weren't blocked" (Thorn Elemental,
//! Rhox; CR 510.1c overridden by the card, CR 101.1): asked of the attacker's controller as
//! the combat damage step begins, before any damage is assigned.

use crate::ir::ObjectId;
use crate::ir::Restriction;
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::{Flow, Game};
use crate::state::pending::Pending;

impl Game {
    /// Asks about the next blocked attacker that may assign its damage as though it weren't
    /// blocked and hasn't been asked in this step; `true` when a question is pending.
    pub(crate) fn ask_as_though_unblocked(&mut self, first_strike: bool) -> bool {
        let next = self.combat.attackers.iter().copied().find(|&(a, d)| {
            self.combat.blocked.contains(&a)
                && self.on_battlefield(a)
                && self.still_attacked(d)
                && self.power(a) > 0
                && self.characteristics(a).restricted(Restriction::MayAssignAsThoughUnblocked)
                && self.deals_damage_now(a, first_strike)
                && !self.assigns_no_combat_damage(a)
                && !self.combat.as_though_unblocked.iter().any(|(x, _)| *x == a)
        });
        let Some((a, _)) = next else { return false };
        let prompt = format!("Have {} assign its combat damage as though it weren't blocked?", self.name(a));
        let player = self.controller(a);
        self.ask(Decision { player, kind: DecisionKind::YesNo { prompt } }, Pending::AsThoughUnblocked(a));
        self.flow = Flow::Waiting;
        true
    }

    /// The answer for attacker `a`: noted, then the step's damage is assigned (or the next
    /// such attacker asked about).
    pub(crate) fn answer_as_though_unblocked(&mut self, a: ObjectId, answer: Answer) -> Result<(), IllegalAction> {
        let Answer::YesNo(yes) = answer else {
            return Err(IllegalAction::new("510.1c", "answer yes or no"));
        };
        self.answered();
        self.combat.as_though_unblocked.push((a, yes));
        let first_strike = self.step == crate::ir::Step::FirstStrikeDamage;
        self.start_damage_step(first_strike);
        Ok(())
    }
}
