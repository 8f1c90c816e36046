//! Opening hands and mulligans (CR 103.4-103.5).

use crate::config::MulliganRule;
use crate::decision::{Answer, Decision, DecisionKind, IllegalAction};
use crate::game::validate_choice;
use crate::ids::{ObjectId, PlayerId};
use crate::log::Event;
use crate::state::{Flow, Game};
use crate::types::{Step, Zone};

impl Game {
    /// CR 103.4: each player draws an opening hand; then the mulligan procedure (CR 103.5).
    pub(crate) fn begin_opening_hands(&mut self) {
        for p in self.player_ids().collect::<Vec<_>>() {
            self.draw_cards(p, self.config.hand_size);
        }
        self.mulligan_queue = self.player_ids().collect();
        self.ask_mulligan();
    }

    /// Asks the next player in the procedure, or starts turn 1 when everyone has kept.
    fn ask_mulligan(&mut self) {
        if let Some(&p) = self.mulligan_queue.first() {
            let hand = self.players[p.index()].hand.clone();
            let mulligans_taken = self.players[p.index()].mulligans;
            self.decision = Some(Decision { player: p, kind: DecisionKind::Mulligan { hand, mulligans_taken } });
            self.flow = Flow::Waiting;
            return;
        }
        self.step = Step::Untap;
        self.flow = Flow::StartStep;
        self.log(Event::TurnBegan { turn: 1, player: self.active });
    }

    /// Keep or mulligan (CR 103.5).
    pub(crate) fn answer_mulligan(&mut self, p: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        match a {
            Answer::Keep => {
                self.decision = None;
                let n = self.players[p.index()].mulligans;
                let hand = self.players[p.index()].hand.clone();
                self.log(Event::Keep { player: p, cards: hand.len() });
                // CR 103.5c: in a multiplayer game the first mulligan is free.
                let free = u32::from(self.players.len() > 2 || self.config.format != crate::config::Format::Duel);
                let owed = n.saturating_sub(free);
                if self.config.mulligan == MulliganRule::London && owed > 0 && !hand.is_empty() {
                    // CR 103.5: put that many cards on the bottom in any order.
                    let count = (owed as usize).min(hand.len()) as u32;
                    self.decision = Some(Decision { player: p, kind: DecisionKind::PutOnBottom { count, hand } });
                    return Ok(());
                }
                self.mulligan_queue.retain(|&x| x != p);
                self.ask_mulligan();
                Ok(())
            }
            Answer::Mulligan => {
                let n = self.players[p.index()].mulligans + 1;
                let size = match self.config.mulligan {
                    MulliganRule::London => self.config.hand_size,
                    _ => self.config.hand_size.saturating_sub(n),
                };
                if self.config.mulligan != MulliganRule::London && size == 0 {
                    return Err(IllegalAction::new("103.5", "no cards left to mulligan to"));
                }
                self.decision = None;
                self.log(Event::Mulligan { player: p });
                self.players[p.index()].mulligans = n;
                for c in self.players[p.index()].hand.clone() {
                    self.move_object(c, Zone::Library);
                }
                self.shuffle_library(p);
                self.draw_cards(p, size);
                self.ask_mulligan();
                Ok(())
            }
            other => Err(IllegalAction::new("103.5", format!("answer Keep or Mulligan, not {other:?}"))),
        }
    }

    /// The cards a player puts on the bottom after a London mulligan (CR 103.5c).
    pub(crate) fn answer_bottom(&mut self, p: PlayerId, count: u32, cards: Vec<ObjectId>) -> Result<(), IllegalAction> {
        let hand = self.players[p.index()].hand.clone();
        validate_choice(&hand, count, count, &cards)?;
        self.decision = None;
        for c in cards {
            self.move_object_to(c, Zone::Library, None, true);
        }
        self.mulligan_queue.retain(|&x| x != p);
        self.ask_mulligan();
        Ok(())
    }
}
