//! The turn machine: steps in order, turn-based actions, priority passing (CR 500-514, 117).

use crate::game::door::{misfit, validate_choice};
use crate::ir::ObjectId;
use crate::ir::Step;
use crate::ir::{Ability, Duration, Restriction, StaticAbility, TriggerEvent};
use crate::state::decision::{ActionOption, Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::{Combat, Flow, Game, GameResult};
use crate::state::log::Event;
use crate::state::pending::Pending;

impl Game {
    /// Runs the game until a decision is needed, the game ends, or the breakpoint is reached.
    pub(crate) fn advance(&mut self) {
        let mut guard = 0u32;
        while self.decision.is_none() && self.result.is_none() && !self.paused {
            // Each step below may change the game: what was computed before no longer holds
            // (unless a priority pass, which changes no characteristic, just kept it).
            self.layer_cache.forget_unless_carried();
            guard += 1;
            if guard > 100_000 {
                // A loop with no decision (CR 104.4b, mandatory loop): the game is a draw.
                self.end_game(GameResult::Draw);
                return;
            }
            match self.flow {
                Flow::StartStep => self.start_step(),
                Flow::Priority => self.priority_round(),
                Flow::Waiting => {
                    // A decision was consumed without the flow moving on: resume what waits.
                    match self.pending.take() {
                        Some(Pending::Resolution(res) | Pending::CastWindow(res, _)) => self.continue_resolution(res),
                        other => {
                            self.pending = other;
                            self.flow = Flow::Priority;
                        }
                    }
                }
                Flow::EndStep => self.end_step(),
                Flow::EndTurn => self.next_turn(),
            }
        }
    }

    /// Performs the turn-based actions at the start of the current step (CR 500.2-3, 502-514).
    fn start_step(&mut self) {
        self.log(Event::StepBegan(self.step));
        self.flow = Flow::Priority;
        if self.players[self.active.index()].lost
            && matches!(self.step, Step::Draw | Step::DeclareAttackers | Step::Cleanup)
        {
            // CR 800.4j: the turn of a player who left goes on without an active player:
            // nobody draws, attacks or discards for them.
            if self.step == Step::Cleanup {
                self.finish_cleanup();
            }
            return;
        }
        match self.step {
            Step::Untap => {
                // CR 502.1: phasing first; CR 502.2: day and night; CR 502.3: untap.
                self.phasing_step();
                self.untap_step_day_night();
                let active = self.active;
                let mine: Vec<_> =
                    self.battlefield.iter().copied().filter(|&id| self.controller(id) == active).collect();
                let mut asks = Vec::new();
                // CR 502.3, 611.2c: this untap step uses up the rules made for it.
                let (rules, others) = std::mem::take(&mut self.turn_plan.untap_rules)
                    .into_iter()
                    .partition::<Vec<_>, _>(|r| r.player == active);
                self.turn_plan.untap_rules = others;
                for id in mine {
                    // CR 302.6: continuously controlled since the turn began.
                    self.objects[id.index()].sick = false;
                    self.objects[id.index()].steady_controller = active;
                    // CR 502.3: "doesn't untap during its controller's next untap step" is
                    // used up by this untap step, whether or not the permanent is tapped.
                    if self.objects[id.index()].skip_untaps > 0 {
                        self.objects[id.index()].skip_untaps -= 1;
                        continue;
                    }
                    if self.characteristics(id).restricted(Restriction::DoesntUntap)
                        || rules.iter().any(|r| self.matches(&r.filter, id, r.source, r.controller))
                    {
                        continue;
                    }
                    if self.object(id).tapped && self.may_choose_not_to_untap(id) {
                        asks.push(id);
                        continue;
                    }
                    self.objects[id.index()].tapped = false;
                }
                self.untap_asks = asks;
                // CR 502.4: no player receives priority during the untap step.
                self.ask_next_untap();
            }
            Step::Upkeep => {
                self.stamp_upkeep();
                self.fire_step_triggers(Step::Upkeep);
            }
            Step::Draw => {
                // CR 103.8a: in a two-player game the first player skips their first draw.
                let skip = self.turn == 1 && self.players.len() == 2;
                if !skip {
                    self.draw_cards(self.active, 1);
                }
                self.fire_step_triggers(Step::Draw);
            }
            Step::PrecombatMain | Step::PostcombatMain => {
                // CR 505.4: lore counters on the active player's Sagas in the precombat main
                // phase (714.3b); "at the beginning of each of your main phases" triggers
                // (CR 505.1); players get priority.
                if self.step == Step::PrecombatMain {
                    self.lore_counters_of_main_phase();
                }
                let active = self.active;
                self.collect_triggers(
                    Some(crate::state::decision::Target::Player(active)),
                    |g, ev, _src, you| match ev {
                        TriggerEvent::BeginningOfMainPhase(whose) => g.player_matches(*whose, active, you),
                        _ => false,
                    },
                );
            }
            Step::BeginningOfCombat => {
                self.combat = Combat::default();
                self.fire_step_triggers(Step::BeginningOfCombat);
            }
            Step::DeclareAttackers => self.start_declare_attackers(),
            Step::DeclareBlockers => self.start_declare_blockers(),
            Step::FirstStrikeDamage => self.start_damage_step(true),
            Step::CombatDamage => self.start_damage_step(false),
            Step::EndOfCombat => self.fire_step_triggers(Step::EndOfCombat),
            Step::End => {
                self.fire_step_triggers(Step::End);
                // CR 724.2: the monarch draws at the beginning of their end step.
                self.monarch_end_step_trigger();
            }
            Step::Cleanup => self.start_cleanup(),
        }
    }

    /// Queues "at the beginning of <step>" triggered abilities (CR 503.1a, 513.1a).
    fn fire_step_triggers(&mut self, step: Step) {
        let active = self.active;
        self.collect_triggers(Some(crate::state::decision::Target::Player(active)), |g, ev, src, you| match ev {
            // "At the beginning of the upkeep of enchanted creature's controller" (CR 503.1a):
            // whoever controls the permanent the source is attached to as the step begins.
            TriggerEvent::BeginningOfStep { step: s, whose: crate::ir::PlayerFilter::AttachedController } => {
                *s == step && g.object(src).attached_to.is_some_and(|a| g.controller(a) == active)
            }
            // "At the beginning of the chosen player's upkeep" (CR 607.2d).
            TriggerEvent::BeginningOfStep { step: s, whose } => {
                *s == step && g.player_matches_for(*whose, active, you, src)
            }
            _ => false,
        });
        // CR 113.6b: the same triggers of cards in graveyards that function there.
        self.fire_graveyard_step_triggers(step);
        self.fire_delayed_triggers(step);
    }

    /// CR 117.5: state-based actions and triggers, then a player receives priority.
    fn priority_round(&mut self) {
        loop {
            self.check_state_based_actions();
            if self.result.is_some() || self.decision.is_some() {
                return;
            }
            if self.players[self.priority.index()].lost {
                self.priority = self.next_player(self.priority);
            }
            self.collect_state_triggers();
            if !self.triggers.is_empty() || !self.trigger_queue.is_empty() {
                self.layer_cache.forget();
                self.put_triggers_on_stack();
                if self.decision.is_some() || self.flow != Flow::Priority {
                    return;
                }
                continue;
            }
            break;
        }
        // CR 514.3: no priority in cleanup unless something happened.
        if self.step == Step::Cleanup && !self.cleanup_priority {
            self.flow = Flow::EndStep;
            return;
        }
        if self.step == Step::Untap {
            self.flow = Flow::EndStep;
            return;
        }
        let p = self.priority;
        // Nothing changes until the answer: characteristics are computed once for all readers
        // (usually already by the state-based actions check).
        self.ensure_layer_cache();
        let actions = self.legal_actions(p);
        // CR 117.3d: passing is all this player can do; the game option passes for them, as
        // if asked and answered. Not while a replacement choice could come up: the answer
        // that leads there keeps a copy of the game to go back to (`replacement_choices.rs`)
        // only when one is in force as it is given.
        if self.config.auto_pass && matches!(actions[..], [ActionOption::Pass]) && !self.replacements_in_force() {
            self.layer_cache.set_aside();
            self.answered();
            self.pass_priority();
            return;
        }
        self.ask(Decision { player: p, kind: DecisionKind::Priority { actions } }, Pending::Priority);
    }

    /// A player passes priority (CR 117.3d, 117.4).
    pub(crate) fn pass_priority(&mut self) {
        self.passes += 1;
        let living = self.living_players().count();
        if self.passes >= living {
            self.passes = 0;
            if self.stack.is_empty() {
                // CR 500.2: the step ends when all players pass in succession with an empty stack.
                self.flow = Flow::EndStep;
            } else {
                // CR 608.1: the top object resolves; then the active player gets priority (117.3b).
                self.resolve_top();
                if self.flow != Flow::Waiting {
                    self.priority = self.active;
                    self.flow = Flow::Priority;
                }
            }
        } else {
            self.priority = self.next_player(self.priority);
            self.flow = Flow::Priority;
            // Only who has priority changed: the characteristics computed for the decision
            // just answered still hold (`continuous/layer_cache.rs`).
            self.layer_cache.take_back();
        }
    }

    /// Ends the current step and moves to the next (CR 500.5: mana empties).
    fn end_step(&mut self) {
        if let Some((t, s)) = self.breakpoint {
            if t == self.turn && s == self.step && !self.paused {
                self.breakpoint = None;
                self.paused = true;
                return;
            }
        }
        for p in self.players.iter_mut() {
            p.mana_pool.clear();
            p.restricted_mana.clear();
        }
        self.passes = 0;
        let mut next = match self.step {
            Step::Untap => Step::Upkeep,
            Step::Upkeep => Step::Draw,
            Step::Draw => Step::PrecombatMain,
            Step::PrecombatMain => Step::BeginningOfCombat,
            Step::BeginningOfCombat => Step::DeclareAttackers,
            Step::DeclareAttackers => {
                // CR 508.8: with no attackers, skip to the end of combat step.
                if self.combat.attackers.is_empty() {
                    Step::EndOfCombat
                } else {
                    Step::DeclareBlockers
                }
            }
            Step::DeclareBlockers => {
                // CR 510.4: a first-strike damage step only if some creature has first or double strike.
                if self.combat_has_first_strike() {
                    Step::FirstStrikeDamage
                } else {
                    Step::CombatDamage
                }
            }
            Step::FirstStrikeDamage => Step::CombatDamage,
            Step::CombatDamage => Step::EndOfCombat,
            Step::EndOfCombat => {
                // CR 511.3: creatures are removed from combat; CR 500.5a: "until end of
                // combat" effects end as the step ends.
                self.combat = Combat::default();
                self.expire_effects(Duration::EndOfCombat);
                Step::PostcombatMain
            }
            Step::PostcombatMain => Step::End,
            Step::End => Step::Cleanup,
            Step::Cleanup => {
                if self.cleanup_priority {
                    // CR 514.3a: another cleanup step follows.
                    self.cleanup_priority = false;
                    self.flow = Flow::StartStep;
                    return;
                }
                self.flow = Flow::EndTurn;
                return;
            }
        };
        // CR 614.1b, 614.10: a skipped step doesn't happen; the game goes on to the next one.
        next = self.next_unskipped(next);
        self.step = next;
        self.priority = self.active;
        self.flow = Flow::StartStep;
    }

    /// Begins the next turn (CR 500.1), or ends the game at the turn limit.
    fn next_turn(&mut self) {
        let limit = self.config.max_turns;
        if limit > 0 && self.turn >= limit {
            self.end_game(GameResult::TurnLimit);
            return;
        }
        self.turn += 1;
        // "dealt damage by ~ this turn" forgets the last turn.
        self.damaged_by.clear();
        // CR 500.7, 614.10: extra turns first, skipped turns passed over.
        let previous = self.active;
        self.active = self.choose_next_turn();
        self.priority = self.active;
        self.end_until_next_turn_effects(previous);
        self.history = Default::default();
        self.turn_plan.new_turn();
        self.turn_plan.previous = Some(previous);
        self.step = self.next_unskipped(Step::Untap);
        self.combat = Combat::default();
        for p in self.players.iter_mut() {
            p.lands_played = 0;
            p.life_gained_this_turn = 0;
            p.drawn_this_turn.clear();
            p.spells_cast_last_turn = p.spells_cast_this_turn.0;
            p.spells_cast_this_turn = (0, 0);
        }
        for o in self.objects.iter_mut() {
            o.activations_this_turn.clear();
            o.added_mana_this_turn = false;
        }
        self.preventions.clear();
        self.redirections.clear();
        self.cast_lki.clear();
        self.damage_unpreventable = false;
        self.no_life_gain_this_turn = false;
        self.draw_shields.clear();
        self.log(Event::TurnBegan { turn: self.turn, player: self.active });
        self.flow = Flow::StartStep;
    }

    /// CR 514.1-2: discard to hand size, then remove damage and end "this turn" effects.
    fn start_cleanup(&mut self) {
        let p = self.active;
        // CR 402.2: static abilities may change or remove the maximum.
        let max = self.max_hand_size(p).map_or(usize::MAX, |n| n.max(0) as usize);
        let hand = self.players[p.index()].hand.clone();
        if hand.len() > max && self.resolution().is_none() {
            let count = (hand.len() - max) as u32;
            let kind = DecisionKind::ChooseObjects {
                reason: format!(
                    "discard {} to your maximum hand size (CR 514.1)",
                    crate::state::decision::cards(count)
                ),
                from: hand,
                min: count,
                max: count,
            };
            self.ask(Decision { player: p, kind }, Pending::CleanupDiscard);
            self.flow = Flow::Waiting;
            return;
        }
        self.finish_cleanup();
    }

    /// The cards the active player discards to their maximum hand size (CR 514.1).
    pub(crate) fn answer_cleanup_discard(&mut self, d: &Decision, a: Answer) -> Result<(), IllegalAction> {
        let (DecisionKind::ChooseObjects { from, min, max, .. }, Answer::Cards(cards)) = (&d.kind, &a) else {
            return Err(misfit(&d.kind, &a));
        };
        validate_choice(from, *min, *max, cards)?;
        let Answer::Cards(cards) = a else { unreachable!("matched above") };
        self.answered();
        let p = self.active;
        for c in cards {
            self.discard(p, c);
        }
        self.finish_cleanup();
        Ok(())
    }

    /// The rest of cleanup after discarding (CR 514.2).
    pub(crate) fn finish_cleanup(&mut self) {
        for &id in &self.battlefield.clone() {
            let o = &mut self.objects[id.index()];
            o.damage = 0;
            o.deathtouch_damaged = false;
            o.regeneration_shields = 0;
        }
        self.expire_effects(Duration::EndOfTurn);
        // CR 514.2: "You may play that card this turn" and "gains flashback until end of
        // turn" end; "until the end of your next turn" ends with that player's next turn.
        let (active, turn) = (self.active, self.turn);
        for o in self.objects.iter_mut() {
            let lasts = o.playable_past_turn.is_some_and(|t| o.playable_this_turn_by != Some(active) || turn <= t);
            if !lasts {
                o.playable_this_turn_by = None;
                o.playable_past_turn = None;
            }
            o.flashback_this_turn = false;
        }
        // CR 615.3, 514.2: "this turn" prevention and redirection effects end.
        self.preventions.clear();
        self.redirections.clear();
        // CR 514.3a: abilities that trigger "at the beginning of the next cleanup step".
        self.fire_delayed_triggers(Step::Cleanup);
        // CR 514.3: normally no player receives priority in cleanup.
        self.check_state_based_actions();
        self.cleanup_priority = !self.triggers.is_empty() || self.sba_happened || self.decision.is_some();
        self.flow = if self.cleanup_priority { Flow::Priority } else { Flow::EndStep };
    }

    /// Whether a permanent has a functioning "You may choose not to untap ~" (CR 502.3).
    fn may_choose_not_to_untap(&self, id: ObjectId) -> bool {
        !self.abilities_removed(id)
            && self.object(id).text().abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::MayNotUntap)))
    }

    /// Asks the active player about the next permanent they may choose not to untap, or ends
    /// the untap step (CR 502.3-4).
    fn ask_next_untap(&mut self) {
        if self.untap_asks.is_empty() {
            self.flow = Flow::EndStep;
            return;
        }
        let id = self.untap_asks.remove(0);
        let prompt = format!("Untap {}? (you may choose not to, CR 502.3)", self.name(id));
        self.ask(Decision { player: self.active, kind: DecisionKind::YesNo { prompt } }, Pending::Untap(id));
        self.flow = Flow::Waiting;
    }

    /// The answer whether to untap `id` (CR 502.3).
    pub(crate) fn answer_untap(&mut self, id: ObjectId, a: Answer) -> Result<(), IllegalAction> {
        let Answer::YesNo(untap) = a else {
            return Err(IllegalAction::new("502.3", "answer yes or no: untap it"));
        };
        self.answered();
        if untap {
            self.objects[id.index()].tapped = false;
        }
        self.ask_next_untap();
        Ok(())
    }

    /// Ends the "for as long as" effects whose condition no longer holds (CR 611.2b). Checked
    /// with the state-based actions, so before any player next receives priority; an ended
    /// effect is gone for good even if the condition holds again.
    pub(crate) fn end_lapsed_effects(&mut self) {
        let holds = |g: &Game, e: &crate::state::game::ContinuousEffect| {
            let s = g.object(e.source);
            let on = s.zone == crate::ir::Zone::Battlefield && s.moved_to.is_none();
            match e.duration {
                Duration::WhileYouControlSource => on && g.controller(e.source) == e.controller,
                Duration::WhileSourceTapped => on && s.tapped,
                Duration::WhileYouControlSourceTapped => on && s.tapped && g.controller(e.source) == e.controller,
                _ => true,
            }
        };
        if self.effects.iter().all(|e| holds(self, e)) {
            return;
        }
        let keep: Vec<bool> = self.effects.iter().map(|e| holds(self, e)).collect();
        let mut k = keep.into_iter();
        self.effects.retain(|_| k.next().unwrap_or(true));
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
    }

    /// As a turn begins, its player's "until your next turn" effects end (CR 611.2a); so do
    /// those of a player who left the game once the turn order passes their seat, where their
    /// turn would have begun (CR 800.4m). `previous` is the player of the turn that ended.
    fn end_until_next_turn_effects(&mut self, previous: crate::ir::PlayerId) {
        let n = self.players.len();
        let after_previous = |p: crate::ir::PlayerId| (p.index() + n - previous.index()) % n;
        let passed = |p: crate::ir::PlayerId| after_previous(p) > 0 && after_previous(p) < after_previous(self.active);
        let ends = |g: &Game, e: &crate::state::game::ContinuousEffect| {
            e.duration == Duration::UntilYourNextTurn
                && (e.controller == g.active || (g.player(e.controller).lost && passed(e.controller)))
        };
        if !self.effects.iter().any(|e| ends(self, e)) {
            return;
        }
        let keep: Vec<bool> = self.effects.iter().map(|e| !ends(self, e)).collect();
        let mut k = keep.into_iter();
        self.effects.retain(|_| k.next().unwrap_or(true));
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
    }

    /// Ends continuous effects with the given duration (CR 514.2).
    pub(crate) fn expire_effects(&mut self, d: Duration) {
        self.effects.retain(|e| e.duration != d);
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
    }
}
