//! Costs to attack and to block (CR 508.1d, 508.1g-h, 509.1c-e): "Creatures can't attack
//! you unless their controller pays {2} for each creature they control that's attacking
//! you." (Propaganda), "Enchanted creature can't attack or block unless its controller pays
//! {3}." After a declaration that breaks no restriction and obeys the requirements, its
//! controller may pay the total; a declaration they can't or won't pay for is illegal and is
//! made again (CR 508.1h, 509.1e).

use crate::costs::on_resolution::repeat_cost;
use crate::ir::StaticAbility;
use crate::ir::{ManaCost, ManaSymbol};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game};
use crate::state::in_progress::CostlyDeclaration;
use crate::state::pending::Pending;

/// `a` and `b` together, generic mana merged.
pub(crate) fn add_costs(a: &ManaCost, b: &ManaCost) -> ManaCost {
    let mut both = a.clone();
    both.symbols.extend(b.symbols.iter().copied());
    repeat_cost(&both, 1)
}

impl Game {
    /// The combat costs in force, with their sources: (source, its controller, the ability).
    fn combat_costs(&self) -> Vec<(ObjectId, PlayerId, StaticAbility)> {
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let o = self.object(id);
            if o.face_down || self.abilities_removed(id) {
                continue;
            }
            for ab in &o.text().abilities {
                if let crate::ir::Ability::Static(s @ StaticAbility::CombatCost { .. }) = ab {
                    out.push((id, self.controller(id), s.clone()));
                }
            }
        }
        out
    }

    /// One ability's cost for one creature: {X} replaced, repeated `times` times.
    fn one_cost(&self, src: ObjectId, cost: &ManaCost, x: &crate::ir::Amount, times: &crate::ir::Amount) -> ManaCost {
        let xv = self.eval_amount_simple(x, src).max(0) as u32;
        let n = self.eval_amount_simple(times, src).max(0) as u32;
        let one = ManaCost {
            symbols: cost
                .symbols
                .iter()
                .map(|s| if *s == ManaSymbol::X { ManaSymbol::Generic(xv) } else { *s })
                .filter(|s| *s != ManaSymbol::Generic(0))
                .collect(),
        };
        repeat_cost(&one, n)
    }

    /// What attacking `d` with `a` costs (CR 508.1d): empty when free.
    pub(crate) fn attack_cost_of(&self, a: ObjectId, d: Target) -> ManaCost {
        let mut total = ManaCost::default();
        let Some(defending) = self.defending_player_of(d) else { return total };
        for (src, you, s) in self.combat_costs() {
            let StaticAbility::CombatCost { attack: true, affected, defender, planeswalkers, cost, x, times, .. } = &s
            else {
                continue;
            };
            let defender_ok = match defender {
                None => true,
                Some(pf) => {
                    self.player_matches(*pf, defending, you) && (matches!(d, Target::Player(_)) || *planeswalkers)
                }
            };
            if defender_ok && self.matches(affected, a, src, you) {
                total = add_costs(&total, &self.one_cost(src, cost, x, times));
            }
        }
        total
    }

    /// The total cost of an attack declaration (CR 508.1d, 508.1h), for players planning one.
    pub fn attack_declaration_cost(&self, attacks: &[(ObjectId, Target)]) -> ManaCost {
        attacks.iter().fold(ManaCost::default(), |c, (a, d)| add_costs(&c, &self.attack_cost_of(*a, *d)))
    }

    /// Whether player `p` could pay `cost` now from their mana sources (CR 118.3).
    pub fn can_pay(&self, p: PlayerId, cost: &ManaCost) -> bool {
        cost.symbols.is_empty() || self.plan_payment(p, cost, None).is_ok()
    }

    /// What blocking with `b` costs (CR 509.1c): empty when free.
    pub(crate) fn block_cost_of(&self, b: ObjectId) -> ManaCost {
        let mut total = ManaCost::default();
        for (src, you, s) in self.combat_costs() {
            let StaticAbility::CombatCost { block: true, affected, cost, x, times, .. } = &s else { continue };
            if self.matches(affected, b, src, you) {
                total = add_costs(&total, &self.one_cost(src, cost, x, times));
            }
        }
        total
    }

    /// Checks that the player can pay a declaration's total cost; if there is one, asks
    /// whether they pay it (CR 508.1g-h, 509.1d-e). Returns `Ok(true)` when the declaration
    /// waits for that answer.
    pub(crate) fn ask_combat_cost(
        &mut self,
        p: PlayerId,
        cost: ManaCost,
        decl: CostlyDeclaration,
    ) -> Result<bool, IllegalAction> {
        if cost.symbols.is_empty() {
            return Ok(false);
        }
        let (rule, what) = match decl {
            CostlyDeclaration::Attack(_) => ("508.1h", "attack"),
            CostlyDeclaration::Block(..) => ("509.1e", "block"),
        };
        if self.plan_payment(p, &cost, None).is_err() {
            return Err(IllegalAction::new(rule, format!("can't pay {cost} to {what} as declared")));
        }
        self.combat.costly = Some((decl, cost.clone()));
        let prompt = format!("Pay {cost} to {what} as declared?");
        self.ask(Decision { player: p, kind: DecisionKind::YesNo { prompt } }, Pending::CombatCost);
        self.flow = Flow::Waiting;
        Ok(true)
    }

    /// The answer to "pay the combat costs?": yes pays and makes the declaration; no makes
    /// it illegal, and it is declared again (CR 508.1h, 509.1e).
    pub(crate) fn answer_combat_cost(&mut self, p: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        let Answer::YesNo(pay) = a else {
            return Err(IllegalAction::new("508.1h", "answer yes or no: pay the combat costs"));
        };
        let Some((decl, cost)) = self.combat.costly.clone() else {
            return Err(IllegalAction::new("508.1h", "no combat cost is waiting"));
        };
        if pay {
            let Ok(plan) = self.plan_payment(p, &cost, None) else {
                return Err(IllegalAction::new("508.1h", format!("can't pay {cost}")));
            };
            self.execute_payment(p, &plan, &cost);
        }
        self.answered();
        self.combat.costly = None;
        match (decl, pay) {
            (CostlyDeclaration::Attack(attacks), true) => self.commit_attackers(attacks),
            (CostlyDeclaration::Block(q, blocks), true) => self.commit_blockers(q, blocks),
            (CostlyDeclaration::Attack(_), false) => self.start_declare_attackers(),
            (CostlyDeclaration::Block(..), false) => self.ask_next_blocker(),
        }
        Ok(())
    }
}
