//! Windows in which a resolving program lets a player cast one card now (CR 608.2g): the
//! card exiled by madness (CR 702.35a), the card revealed by miracle (CR 702.94a) and the card cascade found (CR 702.85a). The window
//! is a priority-like question: pass, or cast that card the way the window allows; no
//! player receives priority after the cast, and the program goes on resolving.

use crate::costs::casting::alternative_costs;
use crate::ir::PlayerId;
use crate::resolve::interpreter::Step;
use crate::state::decision::{ActionOption, Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::{Game, Resolution};
use crate::state::pending::{CastWindow, Pending};

impl Game {
    /// Opens `window` for `player` while `res` resolves: the step that asks them, or `None`
    /// when they have no way to cast the card now.
    pub(crate) fn open_cast_window(&mut self, res: &Resolution, player: PlayerId, window: CastWindow) -> Option<Step> {
        let card = match window {
            CastWindow::Madness | CastWindow::Miracle => res.item.source,
            CastWindow::Free { card, .. } => card,
        };
        // The options are listed with the window open on the game, then it is closed again.
        let outer = self.pending.replace(Pending::CastWindow(Box::new(res.clone()), window));
        let options = self.cast_options(player, card);
        self.pending = outer;
        if options.is_empty() {
            return None;
        }
        let mut actions = vec![ActionOption::Pass];
        actions.extend(options);
        Some(Step::CastWindow(Decision { player, kind: DecisionKind::Priority { actions } }, window))
    }

    /// The answer in a cast window: pass, or cast its card the way the window allows (CR
    /// 702.35a-b, 702.85a, 118.9); then the program finishes resolving (608.2g).
    pub(crate) fn answer_cast_window(&mut self, p: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        let Some(Pending::CastWindow(_, window)) = &self.pending else { unreachable!("routed on a cast window") };
        let window = *window;
        match a {
            Answer::Pass => self.decision = None,
            Answer::Cast(spec) => {
                let card = spec.card;
                match window {
                    CastWindow::Madness => {
                        if self.madness_card() != Some(card) {
                            return Err(IllegalAction::new(
                                "608.2g",
                                "only the card exiled by madness may be cast now",
                            ));
                        }
                        let alts = alternative_costs(&self.object(card).card);
                        if !spec.alt.and_then(|i| alts.get(i)).is_some_and(|a| a.from_exile) {
                            return Err(IllegalAction::new(
                                "702.35a",
                                "a card exiled by madness is cast for its madness cost",
                            ));
                        }
                    }
                    CastWindow::Miracle => {
                        let alts = alternative_costs(&self.object(card).card);
                        let miracle = spec.alt.and_then(|i| alts.get(i)).is_some_and(|a| a.miracle);
                        if self.miracle_card() != Some(card) || !miracle {
                            return Err(IllegalAction::new(
                                "702.94a",
                                "only the revealed card may be cast now, for its miracle cost",
                            ));
                        }
                    }
                    CastWindow::Free { card: c, .. } => {
                        if c != card {
                            return Err(IllegalAction::new("608.2g", "only the card exiled this way may be cast now"));
                        }
                        if spec.alt.is_some() {
                            return Err(IllegalAction::new(
                                "118.9a",
                                "it is cast without paying its mana cost: no other alternative cost",
                            ));
                        }
                    }
                }
                let plan = self.plan_cast(p, &spec)?;
                self.decision = None;
                self.execute_cast(p, spec, plan);
            }
            other => {
                return Err(IllegalAction::new(
                    "608.2g",
                    format!("cast the card now or pass, not {}", answer_words(&other)),
                ))
            }
        }
        // The window closes; the program goes on resolving.
        self.resume_resolution(Answer::Pass)?;
        if self.resolution().is_none() {
            // The program has resolved: the active player receives priority (CR 117.3b).
            self.priority = self.active;
            self.passes = 0;
        }
        Ok(())
    }
}

/// What kind of answer `a` is, in words for players.
fn answer_words(a: &Answer) -> &'static str {
    match a {
        Answer::Pass => "a pass",
        Answer::Cast(_) => "a cast",
        _ => "that answer",
    }
}
