//! Triggered abilities: noticing events, and putting them on the stack (CR 603).

use crate::ir::{Ability, CardDef, TriggerEvent, TriggeredAbility};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game, PendingTrigger, StackItem};
use crate::state::log::Event;
use crate::state::pending::Pending;
use std::sync::Arc;

impl Game {
    /// Queues every triggered ability of a permanent on the battlefield whose event matches
    /// (CR 603.2), checking intervening "if" clauses now (CR 603.4).
    pub(crate) fn collect_triggers(
        &mut self,
        triggering: Option<Target>,
        pred: impl Fn(&Game, &TriggerEvent, ObjectId, PlayerId) -> bool,
    ) {
        self.collect_triggers_with(triggering, 0, pred)
    }

    /// [`Game::collect_triggers`] for an event with an amount ("that much": the damage
    /// dealt, CR 603.2c one trigger per event with its total).
    pub(crate) fn collect_triggers_with(
        &mut self,
        triggering: Option<Target>,
        amount: u32,
        pred: impl Fn(&Game, &TriggerEvent, ObjectId, PlayerId) -> bool,
    ) {
        self.collect_triggers_between(triggering, None, amount, pred)
    }

    /// [`Game::collect_triggers_with`] for an event with a second participant, `other`
    /// (`Ref::EventOther`): the spell or ability that targeted the triggering permanent, the
    /// source that dealt damage to the triggering player (CR 603.2).
    pub(crate) fn collect_triggers_between(
        &mut self,
        triggering: Option<Target>,
        other: Option<Target>,
        amount: u32,
        pred: impl Fn(&Game, &TriggerEvent, ObjectId, PlayerId) -> bool,
    ) {
        let mut found = Vec::new();
        // CR 114.4: an emblem's triggered abilities work from the command zone.
        for &src in self.battlefield.iter().chain(self.emblems()) {
            let obj = self.object(src);
            if obj.face_down {
                continue;
            }
            let mut you = None;
            let card = self.abilities_now(src);
            for (i, ab) in card.abilities.iter().enumerate() {
                let Ability::Triggered(t) = ab else { continue };
                let y = *you.get_or_insert_with(|| self.controller(src));
                if self.abilities_removed(src) {
                    break;
                }
                // CR 801.7: the event must happen within the range of the source's controller
                // (here: the object or player it is about).
                let in_range = triggering.is_none_or(|t| self.target_in_range(y, &t));
                if in_range
                    && event_matches(self, &t.event, src, y, &pred)
                    && self.intervening_if_holds(t, src, y, triggering)
                {
                    found.push(PendingTrigger {
                        other,
                        amount,
                        ..PendingTrigger::new(src, y, card.clone(), i, triggering)
                    });
                }
            }
        }
        self.triggers.extend(found);
    }

    /// Like [`Game::collect_triggers`], for an event where `old` just left the battlefield:
    /// its own abilities trigger too, looking back in time (CR 603.10a).
    pub(crate) fn collect_triggers_lki(
        &mut self,
        old: ObjectId,
        old_controller: PlayerId,
        pred: impl Fn(&Game, &TriggerEvent, ObjectId, PlayerId) -> bool,
    ) {
        self.collect_triggers_lki_granted(old, old_controller, &[], pred)
    }

    /// [`Game::collect_triggers_lki`] where `old` also had `granted` abilities just before
    /// the event (CR 603.10a, 613.1f): "has \"When ~ dies, ...\"" triggers too.
    pub(crate) fn collect_triggers_lki_granted(
        &mut self,
        old: ObjectId,
        old_controller: PlayerId,
        granted: &[crate::ir::GrantedAbility],
        pred: impl Fn(&Game, &TriggerEvent, ObjectId, PlayerId) -> bool,
    ) {
        let triggering = Some(Target::Object(old));
        self.collect_triggers(triggering, &pred);
        if self.object(old).face_down {
            return;
        }
        let card = self.with_granted(old, granted);
        for (i, ab) in card.abilities.iter().enumerate() {
            let Ability::Triggered(t) = ab else { continue };
            if event_matches(self, &t.event, old, old_controller, &pred)
                && self.intervening_if_holds(t, old, old_controller, triggering)
            {
                self.triggers.push(PendingTrigger::new(old, old_controller, card.clone(), i, triggering));
            }
        }
    }

    /// `old`'s abilities as it last existed, with the abilities granted to it then
    /// (CR 603.10a, 613.1f).
    pub(crate) fn with_granted(&self, old: ObjectId, granted: &[crate::ir::GrantedAbility]) -> Arc<CardDef> {
        let card = self.object(old).text().clone();
        if granted.is_empty() {
            return card;
        }
        let mut def = (*card).clone();
        def.abilities.extend(granted.iter().map(|g| (*g.0).clone()));
        Arc::new(def)
    }

    /// Runs `f` as one event that may move several permanents off the battlefield ("destroy
    /// all artifacts", state-based actions): each one leaving sees the others that left in it
    /// as they last existed (CR 603.10a, 701.8, 704.3). Nested calls join the outer event.
    pub(crate) fn together<R>(&mut self, f: impl FnOnce(&mut Game) -> R) -> R {
        let outer = self.leaving_together.is_some();
        if !outer {
            self.leaving_together = Some(Vec::new());
        }
        let r = f(self);
        if !outer {
            self.leaving_together = None;
        }
        r
    }

    /// `old` left the battlefield: the leaves-the-battlefield abilities of the permanents
    /// that left earlier in the same event trigger on it, looking back (CR 603.10a).
    pub(crate) fn collect_triggers_of_left_together(
        &mut self,
        old: ObjectId,
        pred: impl Fn(&Game, &TriggerEvent, ObjectId, PlayerId) -> bool,
    ) {
        let Some(batch) = self.leaving_together.clone() else { return };
        let triggering = Some(Target::Object(old));
        for (src, you, card) in batch {
            for (i, ab) in card.abilities.iter().enumerate() {
                let Ability::Triggered(t) = ab else { continue };
                if event_matches(self, &t.event, src, you, &pred) && self.intervening_if_holds(t, src, you, triggering)
                {
                    self.triggers.push(PendingTrigger::new(src, you, card.clone(), i, triggering));
                }
            }
        }
    }

    /// A summary of what a state trigger's condition reads that an instruction can change
    /// (CR 603.8): which permanents are on the battlefield, each player's life and poison
    /// counters and the sizes of their hand, library, graveyard and exile, and the
    /// continuous effects in force (a control change). Equal summaries before and after an
    /// instruction mean no state trigger has a new state to notice.
    pub(crate) fn state_trigger_inputs(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.battlefield.hash(&mut h);
        for p in &self.players {
            (p.life, p.poison, p.hand.len(), p.library.len(), p.graveyard.len(), p.exile.len()).hash(&mut h);
        }
        (self.effects.len(), self.timestamp).hash(&mut h);
        h.finish()
    }

    /// CR 603.8: state triggers whose condition holds trigger, unless the ability already
    /// triggered and hasn't left the stack yet.
    pub(crate) fn collect_state_triggers(&mut self) {
        let mut found = Vec::new();
        for &src in &self.battlefield {
            let obj = self.object(src);
            if obj.face_down || self.abilities_removed(src) {
                continue;
            }
            let you = self.controller(src);
            let card = self.abilities_now(src);
            for (i, ab) in card.abilities.iter().enumerate() {
                let Ability::Triggered(t) = ab else { continue };
                let TriggerEvent::State(c) = &t.event else { continue };
                let waiting = self.stack.iter().any(|s| s.source == src && s.ability == i && !s.is_spell)
                    || self.triggers.iter().chain(&self.trigger_queue).any(|p| p.source == src && p.ability == i);
                if !waiting && self.check_condition(c, src, you) {
                    found.push(PendingTrigger::new(src, you, card.clone(), i, None));
                }
            }
        }
        self.triggers.extend(found);
    }

    fn intervening_if_holds(
        &self,
        t: &TriggeredAbility,
        src: ObjectId,
        you: PlayerId,
        triggering: Option<Target>,
    ) -> bool {
        t.condition.as_ref().is_none_or(|c| self.check_condition_about(c, src, you, triggering))
    }

    /// Puts waiting triggered abilities on the stack in APNAP order (CR 603.3b), asking for
    /// an order and for targets (CR 603.3d) where needed.
    pub(crate) fn put_triggers_on_stack(&mut self) {
        loop {
            if let Some(t) = self.trigger_queue.first().cloned() {
                let ability = trigger_def(&t);
                if !ability.effect.modes.is_empty() && t.modes.is_empty() {
                    // CR 603.3c: the modes are chosen as the ability is put on the stack; a
                    // mode with no legal target can't be; with none possible it is removed.
                    let sets = self.trigger_mode_sets(&t);
                    match sets.len() {
                        0 => {
                            self.trigger_queue.remove(0);
                        }
                        1 => self.trigger_queue[0].modes = sets[0].clone(),
                        _ => {
                            let options = sets.iter().map(|set| mode_set_text(&ability.effect, set)).collect();
                            let kind = DecisionKind::ChooseOption { prompt: ability.text.clone(), options };
                            self.ask(Decision { player: t.controller, kind }, Pending::TriggerModes(sets));
                            self.flow = Flow::Waiting;
                            return;
                        }
                    }
                    continue;
                }
                let slots = self.trigger_target_slots(&t);
                if slots.iter().any(|s| s.legal.len() < s.min as usize) {
                    // CR 603.3d: no legal targets, the ability is removed from the stack.
                    self.trigger_queue.remove(0);
                    continue;
                }
                let forced = slots.iter().all(|s| s.min == s.max && s.legal.len() == s.min as usize);
                if slots.is_empty() || forced {
                    let targets = slots.into_iter().map(|s| s.legal).collect();
                    if self.stack_queued_trigger(targets) {
                        return;
                    }
                    continue;
                }
                let kind = DecisionKind::ChooseTargets { source: t.source, text: ability.text.clone(), slots };
                self.ask(Decision { player: t.controller, kind }, Pending::TriggerTargets);
                self.flow = Flow::Waiting;
                return;
            }
            if self.triggers.is_empty() {
                break;
            }
            // CR 603.3b: the active player's first, then each other player in turn order.
            let mut p = self.active;
            for _ in 0..self.players.len() {
                if self.triggers.iter().any(|t| t.controller == p) {
                    break;
                }
                p = crate::ir::PlayerId((p.0 + 1) % self.players.len() as u8);
            }
            let (mine, rest): (Vec<_>, Vec<_>) =
                std::mem::take(&mut self.triggers).into_iter().partition(|t| t.controller == p);
            self.triggers = rest;
            let all_same = mine.windows(2).all(|w| w[0].source == w[1].source && w[0].ability == w[1].ability);
            self.trigger_queue = mine;
            if !all_same {
                let triggers = self.trigger_queue.iter().map(|t| (t.source, trigger_def(t).text.clone())).collect();
                self.ask(Decision { player: p, kind: DecisionKind::OrderTriggers { triggers } }, Pending::TriggerOrder);
                self.flow = Flow::Waiting;
                return;
            }
        }
        self.flow = Flow::Priority;
    }

    /// Puts a trigger on the stack with its targets and, if it divides damage, its division
    /// (CR 603.3d).
    pub(crate) fn push_trigger(&mut self, t: PendingTrigger, targets: Vec<Vec<Target>>, divided: Vec<(Target, u32)>) {
        let ability = trigger_def(&t);
        let id = self.next_ability_id();
        let flat: Vec<Target> = targets.iter().flatten().copied().collect();
        let chosen = targets.clone();
        self.log(Event::Triggered {
            player: t.controller,
            source: t.source,
            text: ability.text.clone(),
            targets: flat,
        });
        self.stack.push(StackItem {
            modes: t.modes.clone(),
            // CR 107.3m, 702.37f: X in a permanent's abilities is the X of the spell it was
            // or of its morph cost.
            x: self.trigger_x(&t),
            targets,
            divided,
            triggering: t.triggering,
            other: t.other,
            event_amount: t.amount,
            ..StackItem::ability(id, t.source, t.controller, t.card.clone(), t.ability, ability.text.clone())
        });
        self.became_targets(&chosen, id, false, t.controller);
    }

    /// The controller chose targets for the first queued trigger.
    pub(crate) fn answer_trigger_targets(&mut self, targets: Vec<Vec<Target>>) -> Result<(), IllegalAction> {
        let Some(t) = self.trigger_queue.first().cloned() else {
            return Err(IllegalAction::new("603.3d", "no triggered ability is waiting for targets"));
        };
        let slots = self.trigger_target_slots(&t);
        self.validate_targets(&slots, &targets)?;
        let effect = &trigger_def(&t).effect;
        if effect.modes.is_empty() {
            self.validate_target_owners(&effect.targets, &targets)?;
        }
        if !self.stack_queued_trigger(targets) {
            self.answered();
            self.flow = Flow::Priority;
        }
        Ok(())
    }

    /// The sets of modes the controller of a modal trigger may choose now (CR 603.3c, 700.2):
    /// between its least and most number of modes, each mode once (CR 700.2d), only modes
    /// whose targets can be chosen (CR 700.2a), in order.
    fn trigger_mode_sets(&self, t: &PendingTrigger) -> Vec<Vec<usize>> {
        let e = &trigger_def(t).effect;
        let legal: Vec<usize> =
            (0..e.modes.len()).filter(|&m| self.mode_is_choosable(e, m, t.source, t.controller, None)).collect();
        let (min, max) = (e.mode_count.0.max(1) as usize, e.mode_count.1 as usize);
        let mut sets: Vec<Vec<usize>> = Vec::new();
        for mask in 1u32..(1u32 << legal.len().min(16)) {
            let k = mask.count_ones() as usize;
            if (min..=max).contains(&k) {
                sets.push((0..legal.len()).filter(|i| mask & (1 << i) != 0).map(|i| legal[i]).collect());
            }
        }
        sets.sort_by_key(|s| s.len());
        sets
    }

    /// The target requirements of a queued trigger: those of its chosen modes, in order (CR
    /// 700.2c), or of the ability.
    fn trigger_target_slots(&self, t: &PendingTrigger) -> Vec<crate::state::decision::TargetSlot> {
        let e = &trigger_def(t).effect;
        if e.modes.is_empty() {
            let mut slots = self.target_slots(&e.targets, t.source, t.controller, None);
            self.limit_divided_slots(t, &mut slots);
            return slots;
        }
        let specs: Vec<_> = t.modes.iter().filter_map(|&m| e.modes.get(m)).flat_map(|m| m.targets.clone()).collect();
        self.target_slots(&specs, t.source, t.controller, None)
    }

    /// The controller chose the modes of the first queued trigger (CR 603.3c).
    pub(crate) fn answer_trigger_modes(&mut self, sets: Vec<Vec<usize>>, i: usize) -> Result<(), IllegalAction> {
        let Some(set) = sets.get(i) else {
            return Err(IllegalAction::new("700.2a", format!("option {i} is not offered")));
        };
        if self.trigger_queue.is_empty() {
            return Err(IllegalAction::new("603.3c", "no triggered ability is waiting for its modes"));
        }
        self.trigger_queue[0].modes = set.clone();
        self.answered();
        self.flow = Flow::Priority;
        Ok(())
    }

    /// The controller ordered their simultaneous triggers (CR 603.3b).
    pub(crate) fn answer_trigger_order(&mut self, d: &Decision, order: Vec<usize>) -> Result<(), IllegalAction> {
        let n = match &d.kind {
            DecisionKind::OrderTriggers { triggers } => triggers.len(),
            kind => return Err(crate::game::door::misfit(kind, &Answer::Order(order))),
        };
        let mut seen = vec![false; n];
        if order.len() != n {
            return Err(IllegalAction::new("603.3b", format!("order all {n} triggered abilities")));
        }
        for &i in &order {
            if i >= n || seen[i] {
                return Err(IllegalAction::new("603.3b", "the order must list each triggered ability once"));
            }
            seen[i] = true;
        }
        let q = std::mem::take(&mut self.trigger_queue);
        self.trigger_queue = order.into_iter().map(|i| q[i].clone()).collect();
        self.answered();
        self.flow = Flow::Priority;
        Ok(())
    }
}

/// Whether the event `ev` of an ability of `src` matches what happened (`pred`): either
/// part of "attacks or blocks" does (CR 603.2).
fn event_matches(
    g: &Game,
    ev: &TriggerEvent,
    src: ObjectId,
    you: PlayerId,
    pred: &impl Fn(&Game, &TriggerEvent, ObjectId, PlayerId) -> bool,
) -> bool {
    match ev {
        TriggerEvent::Either(a, b) => event_matches(g, a, src, you, pred) || event_matches(g, b, src, you, pred),
        e => pred(g, e, src, you),
    }
}

/// The triggered ability a pending trigger refers to.
pub(crate) fn trigger_def(t: &PendingTrigger) -> &TriggeredAbility {
    match &t.card.abilities[t.ability] {
        Ability::Triggered(a) => a,
        _ => unreachable!("pending triggers point at triggered abilities"),
    }
}

impl Game {
    /// A card was put into a graveyard from `from`: its own "when ~ is put into your
    /// graveyard from <zone>" abilities trigger from the graveyard (CR 113.6k).
    pub(crate) fn card_put_into_graveyard(&mut self, card: ObjectId, from: crate::ir::Zone) {
        let def = self.object(card).card.clone();
        let owner = self.object(card).owner;
        for (i, ab) in def.abilities.iter().enumerate() {
            let Ability::Triggered(t) = ab else { continue };
            if t.event == TriggerEvent::PutIntoGraveyardFrom(from)
                && self.intervening_if_holds(t, card, owner, Some(Target::Object(card)))
            {
                self.triggers.push(PendingTrigger::new(card, owner, def.clone(), i, Some(Target::Object(card))));
            }
        }
    }
}

/// How a set of modes is offered: "mode 2: Target player discards a card.", several joined
/// with " + ".
fn mode_set_text(e: &crate::ir::Effect, set: &[usize]) -> String {
    let text = |m: usize| {
        let t = e.modes.get(m).map(|x| x.text.as_str()).unwrap_or("");
        if t.is_empty() {
            format!("mode {}", m + 1)
        } else {
            format!("mode {}: {t}", m + 1)
        }
    };
    set.iter().map(|&m| text(m)).collect::<Vec<_>>().join(" + ")
}
