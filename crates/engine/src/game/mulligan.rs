//! Opening hands and mulligans (CR 103.5), under the current rule and its predecessors.
//!
//! The procedure is the one of CR 103.5 for every rule: the starting player, then each
//! other player in turn order, declares whether they take a mulligan; then all who declared
//! one take it at the same time; this repeats until no player takes a mulligan. A player
//! whose hand is empty can't take another (CR 103.5: "until their opening hand would be
//! zero cards"), and is not asked. The rules differ in what taking a mulligan does:
//!
//! - **London** (CR 103.5 today): shuffle the hand into the library, draw a new hand of the
//!   starting hand size, then put one card on the bottom of the library for each mulligan
//!   taken, in any order.
//! - **Paris** (the rule from 1997 until 2015): draw a new hand of one card fewer than the
//!   previous one.
//! - **Vancouver** (2015 to 2019): as Paris; then, once every player has kept, each player
//!   whose opening hand is smaller than the starting hand size scries 1.
//! - In a multiplayer game, under these three rules, the first mulligan is free: it doesn't
//!   count toward the cards to put on the bottom or to draw fewer (CR 103.5c; the Paris-era
//!   rule 103.4c said the same: "the first time a player takes a mulligan, they draw a new
//!   hand of as many cards as they had before").
//! - **Original**: a player whose opening hand has no lands or only lands may show it,
//!   shuffle it back and draw seven new cards, once per game, never freely. This follows
//!   the description in the issue (#6) of the pre-Paris practice; we have no copy of the
//!   historical rule text to quote, so the exact wording is not cited.

use crate::game::door::validate_choice;
use crate::ir::{CardType, Step, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::config::{Format, MulliganRule};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::{Flow, Game};
use crate::state::log::Event;
use crate::state::pending::Pending;

impl Game {
    /// CR 103.5: each player draws an opening hand, then the mulligan procedure runs.
    pub(crate) fn begin_opening_hands(&mut self) {
        let order = self.seats_from(self.active);
        // Set first: cards drawn while the procedure runs are not drawn in a turn (a miracle
        // is not revealed then, CR 702.94a).
        self.mulligan.declaring = order.clone();
        for &p in &order {
            self.draw_cards(p, self.config.hand_size);
        }
        self.next_mulligan_step();
    }

    /// All seats in turn order starting with `first`.
    fn seats_from(&self, first: PlayerId) -> Vec<PlayerId> {
        let n = self.players.len();
        (0..n).map(|k| PlayerId(((first.index() + k) % n) as u8)).collect()
    }

    /// Whether a mulligan doesn't count (CR 103.5c: the first one in a multiplayer game).
    fn free_mulligans(&self) -> u32 {
        let multiplayer = self.players.len() > 2 || self.config.format != Format::Duel;
        u32::from(multiplayer && self.config.mulligan != MulliganRule::Original)
    }

    /// Whether `p` may take a(nother) mulligan now.
    fn can_mulligan(&self, p: PlayerId) -> bool {
        let pl = &self.players[p.index()];
        if pl.hand.is_empty() || pl.lost {
            return false; // CR 103.5: not below zero cards.
        }
        match self.config.mulligan {
            MulliganRule::Original => {
                let lands = pl.hand.iter().filter(|&&c| self.object(c).card.has_type(CardType::Land)).count();
                pl.mulligans == 0 && (lands == 0 || lands == pl.hand.len())
            }
            _ => true,
        }
    }

    /// Continues the procedure after a player left the game during it (CR 800.4a).
    pub(crate) fn resume_mulligans(&mut self) {
        self.next_mulligan_step();
    }

    /// Asks the next question of the procedure, or starts turn 1 when it is over.
    fn next_mulligan_step(&mut self) {
        loop {
            if let Some(&(p, count)) = self.mulligan.bottom.first() {
                let hand = self.players[p.index()].hand.clone();
                let count = count.min(hand.len() as u32);
                self.ask(Decision { player: p, kind: DecisionKind::PutOnBottom { count, hand } }, Pending::PutOnBottom);
                self.flow = Flow::Waiting;
                return;
            }
            while let Some(&p) = self.mulligan.declaring.first() {
                if self.can_mulligan(p) {
                    let hand = self.players[p.index()].hand.clone();
                    let mulligans_taken = self.players[p.index()].mulligans;
                    let kind = DecisionKind::Mulligan { hand, mulligans_taken };
                    self.ask(Decision { player: p, kind }, Pending::Mulligan);
                    self.flow = Flow::Waiting;
                    return;
                }
                // Nothing to decide: the hand is kept.
                self.mulligan.declaring.remove(0);
                self.keep_hand(p);
            }
            if !self.mulligan.takers.is_empty() {
                // CR 103.5: all who declared a mulligan take it at the same time.
                let takers = std::mem::take(&mut self.mulligan.takers);
                for &p in &takers {
                    self.take_mulligan(p);
                }
                self.mulligan.declaring = takers;
                continue;
            }
            if let Some(&p) = self.mulligan.scry.first() {
                let top: Vec<ObjectId> = self.players[p.index()].library.last().copied().into_iter().collect();
                if top.is_empty() {
                    self.mulligan.scry.remove(0);
                    continue;
                }
                let kind = DecisionKind::ChooseObjects {
                    reason: "Vancouver mulligan: scry 1, choose the card to put on the bottom (or none)".into(),
                    from: top,
                    min: 0,
                    max: 1,
                };
                self.ask(Decision { player: p, kind }, Pending::MulliganScry);
                self.flow = Flow::Waiting;
                return;
            }
            // CR 103.8: the starting player takes their first turn.
            self.step = Step::Untap;
            self.priority = self.active;
            self.flow = Flow::StartStep;
            self.log(Event::TurnBegan { turn: 1, player: self.active });
            return;
        }
    }

    /// `p` keeps their hand: it becomes their opening hand (CR 103.5).
    fn keep_hand(&mut self, p: PlayerId) {
        let cards = self.players[p.index()].hand.len();
        self.log(Event::Keep { player: p, cards });
        if self.config.mulligan == MulliganRule::Vancouver && cards < self.config.hand_size as usize {
            self.mulligan.scry.push(p);
            let start = self.active.index();
            let n = self.players.len();
            self.mulligan.scry.sort_by_key(|q| (q.index() + n - start) % n);
        }
    }

    /// `p` takes a mulligan: the hand goes back, shuffled, and a new one is drawn.
    fn take_mulligan(&mut self, p: PlayerId) {
        let n = self.players[p.index()].mulligans + 1;
        self.players[p.index()].mulligans = n;
        self.log(Event::Mulligan { player: p });
        let counted = n.saturating_sub(self.free_mulligans());
        let previous = self.players[p.index()].hand.len() as u32;
        for c in self.players[p.index()].hand.clone() {
            self.move_object(c, Zone::Library);
        }
        self.shuffle_library(p);
        let size = self.config.hand_size;
        match self.config.mulligan {
            MulliganRule::London => {
                self.draw_cards(p, size);
                if counted > 0 {
                    self.mulligan.bottom.push((p, counted));
                }
            }
            MulliganRule::Paris | MulliganRule::Vancouver => {
                // One fewer than before, except that a free mulligan draws as many.
                let draw = if counted == 0 { previous } else { previous.saturating_sub(1) };
                self.draw_cards(p, draw);
            }
            MulliganRule::Original => {
                self.draw_cards(p, size);
            }
        }
    }

    /// Keep or mulligan (CR 103.5).
    pub(crate) fn answer_mulligan(&mut self, p: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        match a {
            Answer::Keep => {
                self.answered();
                self.mulligan.declaring.retain(|&x| x != p);
                self.keep_hand(p);
                self.next_mulligan_step();
                Ok(())
            }
            Answer::Mulligan => {
                if !self.can_mulligan(p) {
                    let why = match self.config.mulligan {
                        MulliganRule::Original => {
                            "under the original rule only a hand of no lands or all lands may be redrawn, once"
                        }
                        _ => "no mulligan below a hand of zero cards",
                    };
                    return Err(IllegalAction::new("103.5", why));
                }
                self.answered();
                self.mulligan.declaring.retain(|&x| x != p);
                self.mulligan.takers.push(p);
                self.next_mulligan_step();
                Ok(())
            }
            other => Err(IllegalAction::new(
                "103.5",
                format!("keep the hand or take a mulligan, not {}", crate::game::door::answer_name(&other)),
            )),
        }
    }

    /// The cards a player puts on the bottom after a London mulligan (CR 103.5), in the
    /// order given: the last one given ends up at the very bottom.
    pub(crate) fn answer_bottom(&mut self, d: &Decision, cards: Vec<ObjectId>) -> Result<(), IllegalAction> {
        let (p, count) = match d.kind {
            DecisionKind::PutOnBottom { count, .. } => (d.player, count),
            ref kind => return Err(crate::game::door::misfit(kind, &Answer::Cards(cards))),
        };
        let hand = self.players[p.index()].hand.clone();
        validate_choice(&hand, count, count, &cards)?;
        self.answered();
        for c in cards {
            self.move_object_to(c, Zone::Library, None, true);
        }
        self.mulligan.bottom.retain(|&(x, _)| x != p);
        self.next_mulligan_step();
        Ok(())
    }

    /// The Vancouver scry 1: the chosen card (if any) goes to the bottom of the library.
    pub(crate) fn answer_mulligan_scry(&mut self, d: &Decision, a: Answer) -> Result<(), IllegalAction> {
        let (DecisionKind::ChooseObjects { from, .. }, Answer::Cards(cards)) = (&d.kind, &a) else {
            return Err(IllegalAction::new(
                "701.22a",
                format!("answer with the cards to put on the bottom, not {a:?}"),
            ));
        };
        validate_choice(from, 0, 1, cards)?;
        self.answered();
        let p = d.player;
        for &c in cards {
            let lib = &mut self.players[p.index()].library;
            lib.retain(|&x| x != c);
            lib.insert(0, c);
        }
        self.mulligan.scry.retain(|&x| x != p);
        self.next_mulligan_step();
        Ok(())
    }
}
