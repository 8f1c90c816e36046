//! Prevention and draw shields that resolved spells and abilities create (CR 615.7, 615.8,
//! 609.7a, 614.10): "Prevent the next 1 damage that would be dealt by ~ this turn", "The next
//! time ~ would deal damage to you this turn, prevent that damage", "Prevent all damage a
//! source of your choice would deal this turn", "Damage can't be prevented this turn", "The
//! next time you would draw a card this turn, ... instead". They are `Prevention`s and
//! `DrawShield`s, applied by `replacement/interaction.rs`.

use crate::ir::{DamageFrom, DrawInstead, Filter, ObjectId, PreventLimit, PreventSpec};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::shields::{DrawShield, PreventionKind};

impl Game {
    /// `Instr::Prevent`: creates the prevention effect the spec describes (see
    /// [`PreventSpec`] for the combinations the engine creates).
    pub(crate) fn exec_prevent(&mut self, spec: &PreventSpec, res: &mut Resolution) -> Step {
        let src = res.item.source;
        let you = res.item.controller;
        // CR 615.1a: fixed on the objects and players referred to now.
        let to: Option<Vec<Target>> = spec.to.as_ref().map(|r| self.resolve_ref(r, res));
        match (&spec.limit, &spec.from) {
            (PreventLimit::Next(amount), DamageFrom::Any) => {
                // CR 615.7: a shield on each object or player.
                let n = self.eval_amount(amount, res).max(0) as u32;
                for t in to.unwrap_or_default() {
                    if n > 0 {
                        self.add_prevention(src, you, PreventionKind::NextN { to: t, remaining: n });
                    }
                }
            }
            (PreventLimit::Next(amount), DamageFrom::Objects(by)) => {
                // CR 615.7: a shield on the damage each referred source deals.
                let n = self.eval_amount(amount, res).max(0) as u32;
                for from in self.objects_of(&self.resolve_ref(by, res)) {
                    if n > 0 {
                        self.add_prevention(src, you, PreventionKind::NextNBy { from, remaining: n });
                    }
                }
            }
            (PreventLimit::Divided(_), DamageFrom::Any) => {
                // CR 601.2d: the division was fixed as the spell was cast; CR 608.2b: an illegal
                // target is no longer among the targets; CR 615.7: a shield on each.
                for t in to.unwrap_or_default() {
                    let n = res.item.divided.iter().find(|(x, _)| *x == t).map_or(0, |(_, n)| *n);
                    if n > 0 {
                        self.add_prevention(src, you, PreventionKind::NextN { to: t, remaining: n });
                    }
                }
            }
            (PreventLimit::NextTime, DamageFrom::Objects(from)) => {
                // CR 615.8: the next instance of damage from that source.
                for from in self.objects_of(&self.resolve_ref(from, res)) {
                    self.prevent_next_from(from, &to, &spec.filter, res);
                }
            }
            (PreventLimit::NextTime, DamageFrom::Chosen) => {
                let reason = "choose a source: the next time it would deal damage this turn, prevent that damage";
                let chosen = match self.choose_source(&to, &spec.filter, reason, res) {
                    Ok(c) => c,
                    Err(step) => return step,
                };
                for from in chosen {
                    self.prevent_next_from(from, &to, &spec.filter, res);
                }
            }
            (PreventLimit::ThisTurn, from) => {
                let by = match from {
                    DamageFrom::Any => None,
                    DamageFrom::Objects(by) => Some(self.objects_of(&self.resolve_ref(by, res))),
                    DamageFrom::Chosen => {
                        let reason = "choose a source: prevent all damage it would deal this turn";
                        match self.choose_source(&to, &spec.filter, reason, res) {
                            Ok(c) => Some(c),
                            Err(step) => return step,
                        }
                    }
                };
                self.add_prevention(src, you, PreventionKind::AllThisTurn { to, by, combat_only: spec.combat_only });
            }
            // Not created by the Oracle compiler: no such prevention effect.
            (PreventLimit::Next(_) | PreventLimit::Divided(_), DamageFrom::Chosen)
            | (PreventLimit::Divided(_), DamageFrom::Objects(_))
            | (PreventLimit::NextTime, DamageFrom::Any) => {}
        }
        Step::Done
    }

    /// CR 609.7a: the controller chooses the source as the effect is created, on resolution,
    /// among those matching `filter`. `Err(Step::Done)` when there is nothing to prevent
    /// (no recipient left, or no source to choose).
    fn choose_source(
        &self,
        to: &Option<Vec<Target>>,
        filter: &Filter,
        reason: &str,
        res: &mut Resolution,
    ) -> Result<Vec<ObjectId>, Step> {
        if to.as_ref().is_some_and(|t| t.is_empty()) {
            return Err(Step::Done);
        }
        let you = res.item.controller;
        let from = self.choosable_sources(filter, res.item.source, you);
        if from.is_empty() {
            return Err(Step::Done);
        }
        choose(res, you, reason.to_string(), from, 1, 1)
    }

    /// CR 615.8: a shield on the next damage `from` would deal (to each of `to`, or to
    /// anything); `filter` is checked again when it would deal it (CR 609.7b).
    fn prevent_next_from(&mut self, from: ObjectId, to: &Option<Vec<Target>>, filter: &Filter, res: &Resolution) {
        let (src, you) = (res.item.source, res.item.controller);
        match to {
            None => self.add_prevention(src, you, PreventionKind::NextFrom { from, to: None, filter: filter.clone() }),
            Some(ts) => {
                for &t in ts {
                    let kind = PreventionKind::NextFrom { from, to: Some(t), filter: filter.clone() };
                    self.add_prevention(src, you, kind);
                }
            }
        }
    }

    /// "Damage can't be prevented this turn." (CR 615.12).
    pub(crate) fn exec_damage_unpreventable(&mut self) {
        self.damage_unpreventable = true;
    }

    /// "The next time you would draw a card this turn, <instead> instead." (CR 614.1a,
    /// 614.10): a shield on the controller's next draw this turn.
    pub(crate) fn exec_next_draw_instead(&mut self, instead: &DrawInstead, res: &Resolution) {
        let shield = DrawShield { source: res.item.source, player: res.item.controller, instead: instead.clone() };
        self.draw_shields.push(shield);
    }
}
