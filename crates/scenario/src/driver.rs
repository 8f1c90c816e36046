//! Playing a scenario: answering the engine's decisions from the script until `stop_after`.
//!
//! Rules of the format, as implemented here:
//! - an action is performed the first time its player may do it in its step (a cast,
//!   activation or land play when the player has priority; `attack`/`block` when the player
//!   declares); several actions of one player in one step go in written order, the player
//!   holding priority between them; a player with no action left passes;
//! - an action the engine refuses is tried again the next time the player has priority in
//!   that step; if the step ends first, the scenario fails with the engine's reason;
//! - checks and `expect` are evaluated when their step ends; if the game ends first, the
//!   remaining checks and `expect` are evaluated on the final position and actions that
//!   could not happen any more are ignored.

use crate::answers::{self, Ctx, Queues};
use crate::checks;
use crate::choices;
use crate::model::{Action, AssignEntry, Expect, IllegalBlocks, Scenario, StepRef};
use crate::names::Names;
use crate::parse::verb;
use crate::setup;
use crate::CardLookup;
use grimoire_engine::{ActionOption, Answer, AttackOption, BlockOption, DecisionKind, Game, PlayerId};

/// At most this many answers per scenario, so that no script can hang the runner.
pub const ANSWER_BUDGET: u64 = 100_000;

/// Plays one scenario; `Err` is the reason it fails.
pub fn run(s: &Scenario, cards: &dyn CardLookup) -> Result<(), String> {
    play(s, cards).0
}

/// Plays one scenario and also returns the game as it was left (none if it could not be set
/// up), so that a caller can show its log (`Game::events`) when it fails.
pub fn play(s: &Scenario, cards: &dyn CardLookup) -> (Result<(), String>, Option<Game>) {
    let setup = match setup::build(s, cards) {
        Ok(setup) => setup,
        Err(e) => return (Err(e), None),
    };
    let mut game = Game::new(setup.config.clone(), s.seed);
    let names = Names::new(&game, &setup);
    let mut d = Driver::new(s, names);
    let r = d.run(&mut game);
    (r, Some(game))
}

/// One scripted action and what became of it.
struct Scripted<'s> {
    action: &'s Action,
    at: StepRef,
    done: bool,
    /// Why the last attempt failed.
    last_error: Option<String>,
}

/// Whether to go on after a step of the loop.
#[derive(PartialEq, Eq)]
enum Flow {
    Go,
    Stop,
}

struct Driver<'s> {
    s: &'s Scenario,
    names: Names,
    queues: Queues,
    actions: Vec<Scripted<'s>>,
    /// Checks in time order, with whether they have been evaluated.
    checks: Vec<(StepRef, &'s Expect, bool)>,
    answers: u64,
    breakpoint: Option<StepRef>,
}

impl<'s> Driver<'s> {
    fn new(s: &'s Scenario, names: Names) -> Driver<'s> {
        let setups: Vec<_> = match &s.players {
            Some(p) => p.list.iter().map(|(_, st)| st.clone()).collect(),
            None => vec![Default::default(); names.ids.len()],
        };
        let queues = Queues {
            choices: setups.iter().map(|p| p.choices.iter().map(|c| c.0.clone()).collect()).collect(),
            targets: setups.iter().map(|p| p.targets.iter().cloned().collect()).collect(),
        };
        let actions = s
            .actions
            .iter()
            .map(|a| {
                let a = a.get_ref();
                Scripted { action: a, at: StepRef { turn: a.turn, step: a.step }, done: false, last_error: None }
            })
            .collect();
        let mut checks: Vec<(StepRef, &Expect, bool)> = s.checks.iter().map(|c| (c.at, &c.expect, false)).collect();
        checks.sort_by_key(|c| c.0);
        Driver { s, names, queues, actions, checks, answers: 0, breakpoint: None }
    }

    fn now(game: &Game) -> StepRef {
        StepRef { turn: game.turn(), step: game.step() }
    }

    fn ctx<'g>(&'g self, game: &'g Game, player: PlayerId) -> Ctx<'g> {
        Ctx { game, names: &self.names, player, strict: self.s.strict }
    }

    /// The next point where the game must stop: the earliest check not done, or `stop_after`.
    fn next_stop(&self) -> StepRef {
        self.checks.iter().filter(|c| !c.2).map(|c| c.0).next().unwrap_or(self.s.stop_after).min(self.s.stop_after)
    }

    fn run(&mut self, game: &mut Game) -> Result<(), String> {
        loop {
            if game.is_paused() {
                // The breakpoint's step has ended (before the next step's turn-based actions).
                let at = self.breakpoint.take().unwrap_or(self.s.stop_after);
                if self.step_end(game, at)? == Flow::Stop {
                    return Ok(());
                }
                game.resume();
                continue;
            }
            let want = self.next_stop();
            if self.breakpoint != Some(want) {
                game.set_breakpoint(Some((want.turn, want.step)));
                self.breakpoint = Some(want);
            }
            let Some(decision) = game.pending().cloned() else {
                return self.game_over(game);
            };
            let now = Self::now(game);
            // Every scenario is also a check of the engine's own consistency (zones, cached
            // characteristics, state-based actions at a fixpoint when a player has priority).
            game.check_invariants().map_err(|e| format!("{now}: the engine's state is inconsistent: {e}"))?;
            if let Some(bp) = self.breakpoint.filter(|bp| *bp < now) {
                // That step was skipped (CR 508.8, 510.4): check where it would have ended.
                game.set_breakpoint(None);
                self.breakpoint = None;
                if self.step_end(game, bp)? == Flow::Stop {
                    return Ok(());
                }
                continue;
            }
            self.overdue(game, now)?;
            if self.answers >= ANSWER_BUDGET {
                return Err(format!(
                    "{now}: the game took more than {ANSWER_BUDGET} answers without reaching stop_after ({})",
                    self.s.stop_after
                ));
            }
            if self.concede(game, now)? {
                continue;
            }
            let p = decision.player;
            match &decision.kind {
                DecisionKind::Priority { actions } => self.priority(game, now, p, actions)?,
                DecisionKind::DeclareAttackers { options } => self.declare_attackers(game, now, p, options)?,
                DecisionKind::DeclareBlockers { options } => self.declare_blockers(game, now, p, options)?,
                kind @ DecisionKind::AssignCombatDamage { .. } => self.assign_damage(game, now, p, kind)?,
                kind => self.unscripted(game, now, p, kind)?,
            }
        }
    }

    /// Submits an answer, counting it.
    fn submit(&mut self, game: &mut Game, p: PlayerId, answer: Answer) -> Result<(), String> {
        self.answers += 1;
        game.submit(p, answer).map_err(|e| e.to_string())
    }

    /// Fails for actions whose step is over.
    fn overdue(&mut self, game: &Game, now: StepRef) -> Result<(), String> {
        self.settle_assigns(game, now, false);
        self.drop_unasked_blocks(now, false);
        self.unoffered_illegal_actions(now, false);
        match self.actions.iter().find(|a| !a.done && a.at < now) {
            Some(a) => Err(self.action_failure(a)),
            None => Ok(()),
        }
    }

    /// An `expect_illegal` action whose player never had the chance to take it in its step
    /// (never asked to declare, never given priority) was refused: the game did not allow it.
    fn unoffered_illegal_actions(&mut self, at: StepRef, inclusive: bool) {
        for a in self.actions.iter_mut() {
            let due = if inclusive { a.at <= at } else { a.at < at };
            if due && !a.done && a.action.expect_illegal && a.last_error.is_none() {
                a.done = true;
            }
        }
    }

    /// An `assign` action none of whose creatures the engine asked to divide damage (one
    /// blocker and no trample: nothing to divide, CR 510.1c) is done once its step is over,
    /// provided each creature it names exists; a name that matches nothing fails.
    fn settle_assigns(&mut self, game: &Game, at: StepRef, inclusive: bool) {
        for a in self.actions.iter_mut() {
            let due = if inclusive { a.at <= at } else { a.at < at };
            let Some(entries) = &a.action.assign else { continue };
            if !due || a.done || a.action.expect_illegal {
                continue;
            }
            match entries.iter().find(|e| self.names.objects_named(game, &e.attacker, None).is_empty()) {
                Some(e) => a.last_error = Some(format!("there is no `{}`", e.attacker)),
                None => a.done = true,
            }
        }
    }

    /// With `illegal_blocks = "drop"`, a block action whose player was never asked to declare
    /// blockers (the engine offered no legal block) has had all its blocks dropped.
    fn drop_unasked_blocks(&mut self, at: StepRef, inclusive: bool) {
        if self.s.illegal_blocks != IllegalBlocks::Drop {
            return;
        }
        for a in self.actions.iter_mut() {
            let due = if inclusive { a.at <= at } else { a.at < at };
            if due && !a.done && a.action.block.is_some() && !a.action.expect_illegal && a.last_error.is_none() {
                a.done = true;
            }
        }
    }

    fn action_failure(&self, a: &Scripted) -> String {
        let act = a.action;
        let what = describe_action(act);
        match &a.last_error {
            Some(e) => format!("{}: {} could not {what}: {e}", a.at, act.player),
            None if act.attack.is_some() || act.block.is_some() => {
                let kind = if act.attack.is_some() { "attackers" } else { "blockers" };
                format!(
                    "{}: {} could not {what}: the engine did not ask {} to declare {kind} (no creature could)",
                    a.at, act.player, act.player
                )
            }
            None => format!("{}: {} {what}: action never performed", a.at, act.player),
        }
    }

    /// Concedes for players whose next action in this step is `concede`.
    fn concede(&mut self, game: &mut Game, now: StepRef) -> Result<bool, String> {
        for i in 0..self.actions.len() {
            let a = &self.actions[i];
            if a.done || a.at != now || a.action.concede.is_none() {
                continue;
            }
            let Some(p) = self.names.seat(&a.action.player) else {
                continue;
            };
            // Only when it is that player's next action in the step.
            if self.actions[..i].iter().any(|b| !b.done && b.at == now && b.action.player == a.action.player) {
                continue;
            }
            if a.action.expect_illegal {
                self.expect_refusal(game, i, p, Answer::Concede)?;
                return Ok(true);
            }
            match self.submit(game, p, Answer::Concede) {
                Ok(()) => {
                    self.actions[i].done = true;
                    return Ok(true);
                }
                Err(e) => self.actions[i].last_error = Some(e),
            }
        }
        Ok(false)
    }

    /// Action `i` with the later actions of its player and step that the filter accepts and
    /// that don't expect a refusal: declarations made together.
    fn group(&self, i: usize, accept: fn(&Action) -> bool) -> Vec<usize> {
        let first = &self.actions[i];
        let mut out = vec![i];
        for (j, b) in self.actions.iter().enumerate().skip(i + 1) {
            if !b.done
                && b.at == first.at
                && b.action.player == first.action.player
                && accept(b.action)
                && !b.action.expect_illegal
            {
                out.push(j);
            }
        }
        out
    }

    /// The index of the player's next action in this step among those the filter accepts.
    fn next_action(&self, now: StepRef, p: PlayerId, accept: fn(&Action) -> bool) -> Option<usize> {
        let id = self.names.id(p);
        self.actions.iter().position(|a| !a.done && a.at == now && a.action.player == id && accept(a.action))
    }

    fn priority(&mut self, game: &mut Game, now: StepRef, p: PlayerId, options: &[ActionOption]) -> Result<(), String> {
        let at_priority =
            |a: &Action| a.attack.is_none() && a.block.is_none() && a.assign.is_none() && a.concede.is_none();
        while let Some(i) = self.next_action(now, p, at_priority) {
            let a = self.actions[i].action;
            if a.wait.is_some() {
                if game.stack().is_empty() {
                    self.actions[i].done = true;
                    continue;
                }
                return self.pass(game, now, p);
            }
            let mut q = self.queues.clone();
            let built = {
                let cx = self.ctx(game, p);
                if a.cast.is_some() {
                    answers::cast(&cx, &mut q, a, options)
                } else if a.play_land.is_some() {
                    answers::play_land(&cx, a, options)
                } else if a.turn_face_up.is_some() {
                    answers::turn_face_up(&cx, &mut q, a)
                } else if a.exile_from_hand.is_some() {
                    answers::exile_from_hand(&cx, a)
                } else if a.unlock.is_some() {
                    answers::unlock(&cx, a)
                } else {
                    answers::activate(&cx, &mut q, a, options)
                }
            };
            let answer = match built {
                Ok(answer) => answer,
                Err(_) if a.expect_illegal => {
                    // It cannot even be expressed now: the engine could not take it either.
                    self.actions[i].done = true;
                    continue;
                }
                Err(e) => {
                    self.actions[i].last_error = Some(e);
                    return self.pass(game, now, p);
                }
            };
            if a.expect_illegal {
                self.expect_refusal(game, i, p, answer)?;
                continue;
            }
            match self.submit(game, p, answer) {
                Ok(()) => {
                    self.actions[i].done = true;
                    self.queues = q;
                    return Ok(());
                }
                Err(e) => {
                    self.actions[i].last_error = Some(e);
                    return self.pass(game, now, p);
                }
            }
        }
        self.pass(game, now, p)
    }

    /// Submits an answer the engine must refuse without changing the game.
    fn expect_refusal(&mut self, game: &mut Game, i: usize, p: PlayerId, answer: Answer) -> Result<(), String> {
        let before = game.clone();
        self.answers += 1;
        match game.submit(p, answer) {
            Ok(()) => Err(format!(
                "{}: {} {}: expected the engine to refuse it, but it was accepted",
                self.actions[i].at,
                self.actions[i].action.player,
                describe_action(self.actions[i].action)
            )),
            Err(e) => {
                if !unchanged(&before, game) {
                    return Err(format!(
                        "{}: {} {}: the engine refused it ({e}) but the game changed",
                        self.actions[i].at,
                        self.actions[i].action.player,
                        describe_action(self.actions[i].action)
                    ));
                }
                self.actions[i].done = true;
                Ok(())
            }
        }
    }

    /// Passes priority.
    fn pass(&mut self, game: &mut Game, now: StepRef, p: PlayerId) -> Result<(), String> {
        self.submit(game, p, Answer::Pass)
            .map_err(|e| format!("{now}: the engine refused a pass by {}: {e}", self.names.id(p)))
    }

    /// The step `at` ends: its actions must be done; its checks run; at `stop_after`, `expect` runs.
    fn step_end(&mut self, game: &Game, at: StepRef) -> Result<Flow, String> {
        self.settle_assigns(game, at, true);
        self.drop_unasked_blocks(at, true);
        self.unoffered_illegal_actions(at, true);
        if let Some(a) = self.actions.iter().find(|a| !a.done && a.at <= at) {
            return Err(self.action_failure(a));
        }
        let mut failures = Vec::new();
        for c in self.checks.iter_mut().filter(|c| !c.2 && c.0 <= at) {
            c.2 = true;
            for f in checks::check(game, &self.names, c.1) {
                failures.push(format!("check at {}: {f}", c.0));
            }
        }
        if at >= self.s.stop_after {
            if let Some(e) = &self.s.expect {
                failures.extend(checks::check(game, &self.names, e).into_iter().map(|f| format!("expect {f}")));
            }
            return if failures.is_empty() { Ok(Flow::Stop) } else { Err(failures.join("; ")) };
        }
        if failures.is_empty() {
            Ok(Flow::Go)
        } else {
            Err(failures.join("; "))
        }
    }

    /// The game is over before `stop_after`: the remaining checks run on the final position.
    fn game_over(&mut self, game: &Game) -> Result<(), String> {
        let mut failures = Vec::new();
        for c in self.checks.iter_mut().filter(|c| !c.2) {
            c.2 = true;
            failures
                .extend(checks::check(game, &self.names, c.1).into_iter().map(|f| format!("check at {}: {f}", c.0)));
        }
        if let Some(e) = &self.s.expect {
            failures.extend(checks::check(game, &self.names, e).into_iter().map(|f| format!("expect {f}")));
        }
        if failures.is_empty() {
            Ok(())
        } else {
            Err(failures.join("; "))
        }
    }

    fn declare_attackers(
        &mut self,
        game: &mut Game,
        now: StepRef,
        p: PlayerId,
        options: &[AttackOption],
    ) -> Result<(), String> {
        while let Some(i) = self.next_action(now, p, |a| a.attack.is_some()) {
            let a = self.actions[i].action;
            // Several attack actions of one player in one step make one declaration.
            let group = if a.expect_illegal { vec![i] } else { self.group(i, |b| b.attack.is_some()) };
            let entries: Vec<_> = group
                .iter()
                .flat_map(|&j| self.actions[j].action.attack.iter().flatten().map(|x| x.0.clone()))
                .collect();
            let built = answers::attackers(&self.ctx(game, p), &entries, options);
            let answer = match built {
                Ok(ans) => ans,
                Err(_) if a.expect_illegal => {
                    self.actions[i].done = true;
                    continue;
                }
                Err(e) => {
                    self.actions[i].last_error = Some(e);
                    return Err(self.action_failure(&self.actions[i]));
                }
            };
            if a.expect_illegal {
                self.expect_refusal(game, i, p, answer)?;
                continue;
            }
            return match self.submit(game, p, answer) {
                Ok(()) => {
                    for j in group {
                        self.actions[j].done = true;
                    }
                    Ok(())
                }
                Err(e) => {
                    self.actions[i].last_error = Some(e);
                    Err(self.action_failure(&self.actions[i]))
                }
            };
        }
        self.declare_nothing(game, p, Answer::Attackers(Vec::new()))
            .map_err(|e| format!("{now}: {} declared no attackers and the engine refused: {e}", self.names.id(p)))?;
        Ok(())
    }

    fn declare_blockers(
        &mut self,
        game: &mut Game,
        now: StepRef,
        p: PlayerId,
        options: &[BlockOption],
    ) -> Result<(), String> {
        while let Some(i) = self.next_action(now, p, |a| a.block.is_some()) {
            let a = self.actions[i].action;
            let drop = self.s.illegal_blocks == IllegalBlocks::Drop && !a.expect_illegal;
            let group = if a.expect_illegal { vec![i] } else { self.group(i, |b| b.block.is_some()) };
            let entries: Vec<_> =
                group.iter().flat_map(|&j| self.actions[j].action.block.iter().flatten().cloned()).collect();
            let resolved = answers::blocks(&self.ctx(game, p), &entries, options);
            let mut pairs = Vec::new();
            let mut problem = None;
            for r in resolved {
                match r {
                    Ok((pair, offered)) if offered || !drop => pairs.push(pair),
                    Ok(_) => {}
                    Err(e) if !drop => problem = problem.or(Some(e)),
                    Err(_) => {}
                }
            }
            if let Some(e) = problem {
                if a.expect_illegal {
                    self.actions[i].done = true;
                    continue;
                }
                self.actions[i].last_error = Some(e);
                return Err(self.action_failure(&self.actions[i]));
            }
            if a.expect_illegal {
                self.expect_refusal(game, i, p, Answer::Blockers(pairs))?;
                continue;
            }
            loop {
                self.answers += 1;
                match game.submit(p, Answer::Blockers(pairs.clone())) {
                    Ok(()) => {
                        for j in group {
                            self.actions[j].done = true;
                        }
                        return Ok(());
                    }
                    Err(e) if drop && !pairs.is_empty() => {
                        // The engine names each blocker at fault: drop their blocks (or, if it
                        // names none, the last block).
                        let before = pairs.len();
                        pairs.retain(|(b, _)| !e.objects.contains(b));
                        if pairs.len() == before {
                            pairs.pop();
                        }
                    }
                    Err(e) => {
                        let listed: Vec<String> = pairs.iter().map(|b| answers::describe_block(game, *b)).collect();
                        self.actions[i].last_error = Some(format!("{e} (declared: {})", listed.join(", ")));
                        return Err(self.action_failure(&self.actions[i]));
                    }
                }
            }
        }
        self.declare_nothing(game, p, Answer::Blockers(Vec::new()))
            .map_err(|e| format!("{now}: {} declared no blockers and the engine refused: {e}", self.names.id(p)))?;
        Ok(())
    }

    /// Divides a creature's combat damage (CR 510.1c-d) as the `assign` actions of the dividing
    /// player in this step say for it, in written order, after any the engine must refuse; a
    /// creature they don't name divides by the format's default, in strict mode too (format
    /// 1.1: "an attacker not listed assigns by the default").
    fn assign_damage(&mut self, game: &mut Game, now: StepRef, p: PlayerId, kind: &DecisionKind) -> Result<(), String> {
        let DecisionKind::AssignCombatDamage { source, .. } = kind else {
            return self.unscripted(game, now, p, kind);
        };
        let id = self.names.id(p).to_string();
        let entries = |a: &Action, game: &Game, names: &Names| -> Vec<AssignEntry> {
            a.assign.iter().flatten().filter(|e| names.is(game, *source, &e.attacker)).cloned().collect()
        };
        let mine: Vec<usize> = (0..self.actions.len())
            .filter(|&i| {
                let a = &self.actions[i];
                a.at == now && a.action.player == id && !entries(a.action, game, &self.names).is_empty()
            })
            .collect();
        for &i in &mine {
            let a = self.actions[i].action;
            if !a.expect_illegal || self.actions[i].done {
                continue;
            }
            match answers::damage(&self.ctx(game, p), kind, &entries(a, game, &self.names)) {
                Ok(answer) => self.expect_refusal(game, i, p, answer)?,
                Err(_) => self.actions[i].done = true,
            }
        }
        let scripted: Vec<usize> = mine.into_iter().filter(|&i| !self.actions[i].action.expect_illegal).collect();
        let Some(&first) = scripted.first() else {
            return self.unscripted(game, now, p, kind);
        };
        let all: Vec<AssignEntry> =
            scripted.iter().flat_map(|&i| entries(self.actions[i].action, game, &self.names)).collect();
        let built = answers::damage(&self.ctx(game, p), kind, &all);
        let result = built.and_then(|answer| self.submit(game, p, answer));
        match result {
            Ok(()) => {
                for i in scripted {
                    self.actions[i].done = true;
                }
                Ok(())
            }
            Err(e) => {
                self.actions[first].last_error = Some(e);
                Err(self.action_failure(&self.actions[first]))
            }
        }
    }

    /// An unscripted declaration: none; when requirements forbid declaring nothing (CR
    /// 508.1d, 509.1c), what they demand (the engine's default answer).
    fn declare_nothing(&mut self, game: &mut Game, p: PlayerId, none: Answer) -> Result<(), String> {
        self.answers += 1;
        match game.submit(p, none) {
            Err(e) if e.rule == "508.1d" || e.rule == "509.1c" => {
                let Some(d) = game.pending().cloned() else { return Err(e.to_string()) };
                let required = grimoire_engine::default_answer(game, &d);
                self.submit(game, p, required)
            }
            other => other.map_err(|e| e.to_string()),
        }
    }

    fn unscripted(&mut self, game: &mut Game, now: StepRef, p: PlayerId, kind: &DecisionKind) -> Result<(), String> {
        let mut q = self.queues.clone();
        let answer = choices::answer(&self.ctx(game, p), &mut q, kind).map_err(|why| format!("{now}: {why}"))?;
        let what = choices::describe(&self.ctx(game, p), kind);
        self.submit(game, p, answer)
            .map_err(|e| format!("{now}: the engine refused {}'s answer to \"{what}\": {e}", self.names.id(p)))?;
        self.queues = q;
        Ok(())
    }
}

/// "cast Lightning Bolt", "attack with Hill Giant", ... for messages.
fn describe_action(a: &Action) -> String {
    let v = verb(a);
    match v {
        "cast" => format!("cast {}", a.cast.as_deref().unwrap_or_default()),
        "play_land" => format!("play {}", a.play_land.as_deref().unwrap_or_default()),
        "activate" => format!("activate {}", a.activate.as_deref().unwrap_or_default()),
        "turn_face_up" => format!("turn {} face up", a.turn_face_up.as_deref().unwrap_or_default()),
        "exile_from_hand" => format!("foretell or plot {}", a.exile_from_hand.as_deref().unwrap_or_default()),
        "unlock" => format!("unlock {}", a.unlock.as_deref().unwrap_or_default()),
        "attack" => {
            let names: Vec<&str> = a.attack.iter().flatten().map(|x| x.0.card.as_str()).collect();
            format!("attack with {}", names.join(", "))
        }
        "block" => {
            let names: Vec<String> =
                a.block.iter().flatten().map(|b| format!("{} blocking {}", b.blocker, b.attacker)).collect();
            format!("block with {}", names.join(", "))
        }
        "assign" => {
            let parts: Vec<String> =
                a.assign.iter().flatten().map(|e| format!("{} to {} from {}", e.amount, e.to, e.attacker)).collect();
            format!("assign combat damage {}", parts.join(", "))
        }
        "wait" => "wait for the stack".into(),
        _ => "concede".into(),
    }
}

/// Whether a refused answer left the game exactly as it was (CR 732).
fn unchanged(a: &Game, b: &Game) -> bool {
    a == b
}
