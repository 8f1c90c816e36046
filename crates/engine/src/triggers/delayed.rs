//! Delayed triggered abilities about one object (CR 603.7c): "Sacrifice it at the beginning
//! of the next end step", "Return it to its owner's hand at the beginning of the next end
//! step", and the Mirage and Visions sacrifice "at the beginning of the next cleanup step" of
//! a permanent cast when a sorcery couldn't have been (CR 514.3a), dash's return to the hand
//! (CR 702.109a) and rebound's cast at the next upkeep (CR 702.88a).

use crate::ir::CardDef;
use crate::ir::Step;
use crate::ir::{Ability, Effect, Instr, PlayerFilter, Ref, StaticAbility, TriggerEvent, TriggeredAbility};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::{DelayedTrigger, Game, Resolution};
use std::sync::Arc;

/// A definition named `name` holding one delayed ability: `program` at `step` of the turns of
/// players matching `whose`.
fn delayed_card(name: &str, (step, whose): (Step, PlayerFilter), program: Vec<Instr>, text: &str) -> Arc<CardDef> {
    let mut card = CardDef::new(name.to_string(), &[]);
    card.abilities = vec![Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::BeginningOfStep { step, whose },
        condition: None,
        effect: Effect::new(program),
        optional: false,
        text: text.to_string(),
    })];
    Arc::new(card)
}

impl Game {
    /// The turn after which "the next `step`" comes: this turn's if the step is still to
    /// come, else the next turn's (CR 603.7c).
    fn next_step_after_turn(&self, step: Step) -> u32 {
        if self.step < step {
            self.turn.saturating_sub(1)
        } else {
            self.turn
        }
    }

    /// Remembers a delayed ability of `source` controlled by `controller` (CR 603.7d-e)
    /// about `about`.
    fn push_delayed_about(
        &mut self,
        (source, controller): (ObjectId, PlayerId),
        card: Arc<CardDef>,
        step: Step,
        about: Option<Target>,
    ) {
        let after_turn = self.next_step_after_turn(step);
        self.delayed.push(DelayedTrigger {
            source,
            controller,
            card,
            step,
            after_turn,
            triggering: about,
            other: None,
        });
    }

    /// `Instr::DelayedTriggerAbout` (CR 603.7a, 603.7c): the object is fixed now, following
    /// this effect's moves ("Exile ~. Return it to the battlefield ...", CR 400.7); if it has
    /// left its zone since, the delayed ability finds nothing.
    pub(crate) fn exec_delayed_about(
        &mut self,
        step: Step,
        about: &Ref,
        program: &[Instr],
        text: &str,
        res: &Resolution,
    ) {
        let obj = self.objects_in_play(&self.resolve_ref(about, res), res).first().copied();
        let card = delayed_card(&res.item.card.name, (step, PlayerFilter::Any), program.to_vec(), text);
        self.push_delayed_about((res.item.source, res.item.controller), card, step, obj.map(Target::Object));
    }

    /// `Instr::SacrificeObjects`: each referred permanent controlled by a referred player is
    /// sacrificed (CR 701.21a: only its controller can sacrifice it). The sacrificed objects
    /// are the affected ones ("you may sacrifice it. If you do, ...").
    pub(crate) fn exec_sacrifice_objects(&mut self, who: &Ref, what: &Ref, res: &mut Resolution) {
        let players = Self::players_of(&self.resolve_ref(who, res));
        let objs: Vec<_> = self
            .objects_in_play(&self.resolve_ref(what, res), res)
            .into_iter()
            .filter(|&o| self.on_battlefield(o) && players.contains(&self.controller(o)))
            .collect();
        for &o in &objs {
            self.remember_paid_on_resolution(self.controller(o), o, res);
        }
        // CR 701.21a, 603.10a: sacrificing several at once is one event.
        self.together(|g| {
            for &o in &objs {
                g.sacrifice(o);
            }
        });
        res.affected = objs.into_iter().map(Target::Object).collect();
    }

    /// As a permanent spell becomes a permanent: if it was cast under its flash permission at
    /// a time a sorcery couldn't have been cast and says so, its controller sacrifices it at
    /// the beginning of the next cleanup step (CR 603.7, 514.3a).
    pub(crate) fn sacrifice_at_cleanup_if_flashed(&mut self, new: ObjectId) {
        let o = self.object(new);
        let says =
            o.card.abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::SacrificeAtCleanupIfFlashed)));
        if !o.cast_with.flashed || !says {
            return;
        }
        let program =
            vec![Instr::SacrificeObjects { who: Ref::ControllerOf(Box::new(Ref::Triggering)), what: Ref::Triggering }];
        let text = "the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step";
        let card = delayed_card(&o.card.name, (Step::Cleanup, PlayerFilter::Any), program, text);
        let controller = self.controller(new);
        self.push_delayed_about((new, controller), card, Step::Cleanup, Some(Target::Object(new)));
    }

    /// CR 702.109a: "If this spell's dash cost was paid, return the permanent this spell
    /// becomes to its owner's hand at the beginning of the next end step." `new` is that
    /// permanent, just entered from the stack; a face-down permanent has no dash (CR 708.2).
    /// CR 702.152a: "If this spell's blitz cost was paid, sacrifice the permanent this spell
    /// becomes at the beginning of the next end step."
    pub(crate) fn return_at_end_if_dashed(&mut self, new: ObjectId) {
        let o = self.object(new);
        let blitz = o.card.abilities.iter().find_map(|a| match a {
            Ability::Static(StaticAbility::Dash { blitz, .. }) => Some(*blitz),
            _ => None,
        });
        let Some(blitz) = blitz else { return };
        if !o.cast_with.dashed || o.face_down {
            return;
        }
        let (program, text) = if blitz {
            let who = Ref::ControllerOf(Box::new(Ref::Triggering));
            let sacrifice = vec![Instr::SacrificeObjects { who, what: Ref::Triggering }];
            (sacrifice, "Blitz: sacrifice it at the beginning of the next end step")
        } else {
            let back = vec![Instr::ReturnToHand { what: Ref::Triggering }];
            (back, "Dash: return it to its owner's hand at the beginning of the next end step")
        };
        let card = delayed_card(&o.card.name, (Step::End, PlayerFilter::Any), program, text);
        let controller = self.controller(new);
        self.push_delayed_about((new, controller), card, Step::End, Some(Target::Object(new)));
    }

    /// CR 702.88a: rebound's "at the beginning of your next upkeep, you may cast this card
    /// from exile without paying its mana cost", about `exiled`, the card just exiled as its
    /// spell resolved, for `controller`, that spell's controller.
    pub(crate) fn rebound_at_next_upkeep(&mut self, exiled: ObjectId, controller: PlayerId) {
        let program = vec![Instr::CastWithoutPaying { what: Ref::Triggering, transformed: false }];
        let text = "Rebound: you may cast this card from exile without paying its mana cost";
        let name = self.object(exiled).card.name.clone();
        let card = delayed_card(&name, (Step::Upkeep, PlayerFilter::You), program, text);
        self.push_delayed_about((exiled, controller), card, Step::Upkeep, Some(Target::Object(exiled)));
    }
}
