//! Giving and exchanging control as effects resolve (CR 110.2, 613.1b): "Target player gains control of target permanent you control" (Donate), "Target opponent
//! gains control of ~", exchanging control of two permanents (CR 701.12a-b); and "You may tap
//! or untap target permanent" (CR 701.26), the choice made as the effect resolves (CR 608.2d).

use crate::ir::{Duration, LayerEffect, Ref};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, Resolution};

impl Game {
    /// `Instr::GiveControl`: the first referred player gains control of each referred
    /// permanent (CR 613.1b: a layer 2 effect with its own timestamp, 613.7a).
    pub(crate) fn exec_give_control(&mut self, what: &Ref, to: &Ref, duration: Duration, res: &mut Resolution) {
        let Some(p) = Self::players_of(&self.resolve_ref(to, res)).first().copied() else {
            return;
        };
        let objs: Vec<_> = self
            .objects_in_play(&self.resolve_ref(what, res), res)
            .into_iter()
            .filter(|&o| self.on_battlefield(o))
            .collect();
        self.add_effect(res.item.source, res.item.controller, objs.clone(), LayerEffect::ControlledBy(p), duration);
        res.affected = objs.into_iter().map(Target::Object).collect();
    }

    /// `Instr::ExchangeControl`: CR 701.12a-b: if both permanents are still on the battlefield
    /// and controlled by different players, each player gains control of the permanent the
    /// other controlled; otherwise no part of the exchange happens.
    pub(crate) fn exec_exchange_control(&mut self, a: &Ref, b: &Ref, res: &mut Resolution) {
        // Nothing is affected unless the exchange happens ("If you don't or can't make an
        // exchange", CR 608.2c).
        res.affected.clear();
        let first = self.objects_in_play(&self.resolve_ref(a, res), res);
        let second = self.objects_in_play(&self.resolve_ref(b, res), res);
        let ([x], [y]) = (first.as_slice(), second.as_slice()) else {
            return;
        };
        let (x, y) = (*x, *y);
        if x == y || !self.on_battlefield(x) || !self.on_battlefield(y) {
            return;
        }
        let (cx, cy) = (self.controller(x), self.controller(y));
        if cx == cy {
            return;
        }
        let (src, you) = (res.item.source, res.item.controller);
        self.add_effect(src, you, vec![x], LayerEffect::ControlledBy(cy), Duration::Forever);
        self.add_effect(src, you, vec![y], LayerEffect::ControlledBy(cx), Duration::Forever);
        res.affected = vec![Target::Object(x), Target::Object(y)];
    }

    /// `Instr::TapOrUntap`: the controller of the effect chooses, for each referred
    /// permanent in turn, whether to tap it or untap it (CR 701.26a-b, 608.2d).
    pub(crate) fn exec_tap_or_untap(&mut self, what: &Ref, res: &mut Resolution) -> Step {
        let objs: Vec<_> = self
            .objects_in_play(&self.resolve_ref(what, res), res)
            .into_iter()
            .filter(|&o| self.on_battlefield(o))
            .collect();
        while let Some(&o) = objs.get(res.sub) {
            match res.answer.take() {
                Some(Answer::Option(0)) => {
                    self.tap_permanent(o);
                }
                Some(Answer::Option(1)) => self.objects[o.index()].tapped = false,
                _ => {
                    let prompt = format!("tap or untap {}?", self.name(o));
                    return Step::Ask(Decision {
                        player: res.item.controller,
                        kind: DecisionKind::ChooseOption { prompt, options: vec!["tap".into(), "untap".into()] },
                    });
                }
            }
            res.sub += 1;
        }
        res.sub = 0;
        res.affected = objs.into_iter().map(Target::Object).collect();
        Step::Done
    }
}
