//! Continuous effects created by resolving spells and abilities (CR 611.2): "+3/+3 until end
//! of turn", "gains flying until end of turn", "gain control of target creature". The set of
//! affected objects and the amounts are fixed as the effect begins (CR 611.2c, 608.2h).

use crate::ir::{Amount, Duration, LayerEffect, ObjectId, PlayerId, Ref};
use crate::state::game::{ContinuousEffect, Game, Resolution};

impl Game {
    /// "+X/+X until end of turn" on each referred object, the amounts evaluated now.
    pub(crate) fn exec_pump(
        &mut self,
        what: &Ref,
        power: &Amount,
        toughness: &Amount,
        duration: Duration,
        res: &mut Resolution,
    ) {
        let p = self.eval_amount(power, res);
        let t = self.eval_amount(toughness, res);
        let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
        let (src, you) = (res.item.source, res.item.controller);
        self.add_effect(src, you, objs, LayerEffect::ModifyPowerToughness(p, t), duration);
    }

    /// A layer effect on each referred object for a duration.
    pub(crate) fn exec_modify(&mut self, what: &Ref, effect: &LayerEffect, duration: Duration, res: &mut Resolution) {
        let (src, you) = (res.item.source, res.item.controller);
        let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
        // CR 613.1b: "gain control" locks in the player who controls the ability.
        let effect =
            if *effect == LayerEffect::ControlledByYou { LayerEffect::ControlledBy(you) } else { effect.clone() };
        // CR 611.2c, 607.2d: a chosen value is fixed when the effect begins.
        if let Some(effect) = self.with_chosen(&effect, src) {
            self.add_effect(src, you, objs, effect, duration);
        }
    }

    /// Adds a continuous effect from a resolving spell or ability (CR 611.2).
    pub(crate) fn add_effect(
        &mut self,
        src: ObjectId,
        you: PlayerId,
        affected: Vec<ObjectId>,
        effect: LayerEffect,
        duration: Duration,
    ) {
        if affected.is_empty() {
            return;
        }
        self.timestamp += 1;
        self.effects.push(ContinuousEffect {
            source: src,
            controller: you,
            affected,
            effect,
            duration,
            timestamp: self.timestamp,
        });
    }
}
