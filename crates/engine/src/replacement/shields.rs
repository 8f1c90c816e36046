//! Prevention shields that resolved spells and abilities create (CR 615.7, 615.8, 609.7a):
//! "Prevent the next 1 damage that would be dealt by ~ this turn", "The next time ~ would
//! deal damage to you this turn, prevent that damage", "Prevent all damage a source of your
//! choice would deal this turn". They are `Prevention`s, applied by `replacement/interaction.rs`.

use crate::ir::Instr;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::shields::PreventionKind;

impl Game {
    /// Creates the prevention effect of `Instr::PreventNextDamageBy`,
    /// `PreventNextFromObjects` or `PreventAllFromChosenSource`.
    pub(crate) fn exec_shield(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        let src = res.item.source;
        let you = res.item.controller;
        match instr {
            Instr::PreventNextDamageBy { by, amount } => {
                // CR 615.7: a shield on the damage each referred source deals.
                let n = self.eval_amount(amount, res).max(0) as u32;
                for from in self.objects_of(&self.resolve_ref(by, res)) {
                    if n > 0 {
                        self.add_prevention(src, you, PreventionKind::NextNBy { from, remaining: n });
                    }
                }
            }
            Instr::PreventNextFromObjects { from, to } => {
                // CR 615.8: the next instance of damage from that source.
                let to: Option<Vec<Target>> = to.as_ref().map(|r| self.resolve_ref(r, res));
                for from in self.objects_of(&self.resolve_ref(from, res)) {
                    let filter = crate::ir::Filter::Any;
                    match &to {
                        None => self.add_prevention(src, you, PreventionKind::NextFrom { from, to: None, filter }),
                        Some(ts) => {
                            for &t in ts {
                                let kind = PreventionKind::NextFrom { from, to: Some(t), filter: filter.clone() };
                                self.add_prevention(src, you, kind);
                            }
                        }
                    }
                }
            }
            Instr::PreventAllFromChosenSource { to, filter } => {
                // CR 609.7a: the source is chosen as the effect is created, on resolution.
                let to: Option<Vec<Target>> = to.as_ref().map(|r| self.resolve_ref(r, res));
                if to.as_ref().is_some_and(|t| t.is_empty()) {
                    return Step::Done;
                }
                let from = self.choosable_sources(filter, src, you);
                if from.is_empty() {
                    return Step::Done;
                }
                let reason = "choose a source: prevent all damage it would deal this turn".to_string();
                let chosen = match crate::resolve::exec::choose(res, you, reason, from, 1, 1) {
                    Ok(c) => c,
                    Err(ask) => return ask,
                };
                let kind = PreventionKind::AllThisTurn { to, by: Some(chosen), combat_only: false };
                self.add_prevention(src, you, kind);
            }
            _ => {}
        }
        Step::Done
    }
}
