//! Asking a replacement choice in the middle of an event (CR 616.1) by replay.
//!
//! A choice among replacement or prevention effects comes up deep inside an event (combat
//! damage, a zone change during a resolving spell), where the engine cannot stop. So when
//! such effects are in force, `submit` keeps a copy of the game before applying an answer.
//! If the run then needs a replacement choice that has not been made yet, the game goes
//! back to that copy and asks the choice instead. Once it is answered, the original answer
//! is applied again on the copy, and the replacement choices made so far are read, in
//! order, from a script (`Game::choose_replacement`). The game is deterministic (its random
//! generator is part of the state), so the replay reaches the same choice points.

use crate::ir::PlayerId;
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::Game;
use crate::state::pending::{Pending, ReplayPoint};

impl Game {
    /// Applies `answer` to the pending `decision` and runs the game on; if the run needs a
    /// replacement choice that `script` does not make, goes back and asks it.
    pub(crate) fn run_answer(
        &mut self,
        player: PlayerId,
        decision: Decision,
        answer: Answer,
        script: Vec<Answer>,
    ) -> Result<(), IllegalAction> {
        // The answer is kept beside the copy only when a choice could send the game back.
        let snapshot = self.replacements_in_force().then(|| (self.snapshot(), decision.clone(), answer.clone()));
        self.replay.script = script;
        self.replay.cursor = 0;
        self.replay.need = None;
        if let Err(e) = self.answer(decision, answer) {
            self.replay.script.clear();
            return Err(e);
        }
        self.answers += 1;
        self.advance();
        let script = std::mem::take(&mut self.replay.script);
        self.replay.cursor = 0;
        let need = self.replay.need.take();
        if let (Some(need), Some(((snap, events), decision, answer))) = (need, snapshot) {
            let answers = self.answers;
            let mut log = std::mem::take(&mut self.events);
            log.truncate(events);
            *self = *snap;
            self.events = log;
            self.answers = answers;
            let pending = self.pending.take();
            self.ask(need, Pending::Replacement(Box::new(ReplayPoint { player, decision, answer, pending, script })));
        }
        Ok(())
    }

    /// A copy of the game without its log (which only grows), and the log's length.
    fn snapshot(&mut self) -> (Box<Game>, usize) {
        let events = std::mem::take(&mut self.events);
        let snap = Box::new(self.clone());
        self.events = events;
        (snap, self.events.len())
    }

    /// The chooser's answer to a replacement choice: checked, added to the script, and the
    /// interrupted answer applied again (CR 616.1).
    pub(crate) fn answer_replacement_choice(&mut self, d: &Decision, a: Answer) -> Result<(), IllegalAction> {
        let ok = match (&d.kind, &a) {
            (DecisionKind::ChooseOption { options, .. }, Answer::Option(i)) => *i < options.len(),
            (DecisionKind::YesNo { .. }, Answer::YesNo(_)) => true,
            // Cards revealed as a permanent enters (amplify, CR 702.38a).
            (DecisionKind::ChooseObjects { from, min, max, .. }, Answer::Cards(c)) => {
                crate::game::door::validate_choice(from, *min, *max, c).is_ok()
            }
            _ => false,
        };
        if !ok {
            return Err(IllegalAction::new(
                "616.1",
                format!("choose one of the effects offered, not {}", crate::game::door::answer_name(&a)),
            ));
        }
        if !matches!(self.pending, Some(Pending::Replacement(_))) {
            return Err(IllegalAction::new("616.1", "no replacement choice is waiting"));
        }
        let Some(Pending::Replacement(point)) = self.pending.take() else { unreachable!("checked above") };
        let ReplayPoint { player, decision, answer, pending, mut script } = *point;
        script.push(a);
        self.answers += 1;
        self.decision = Some(decision.clone());
        self.pending = pending;
        self.run_answer(player, decision, answer, script)
    }
}
