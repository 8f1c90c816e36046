//! Looking at the top cards of a library and putting them away (CR 401.4, 401.5), and
//! revealing chosen cards (CR 701.20a):
//! "Look at the top four cards of your library. Put one of them into your hand and the
//! rest on the bottom of your library in any order."
//!
//! Looking is private: the cards are shown only in the decision posed to the player who
//! looks (decisions go to their player alone); nothing about them is logged unless they
//! go to a public zone (a graveyard).

use crate::ir::Ref;
use crate::ir::Zone;
use crate::ir::{LookAtTop, LookRest, LookReveal};
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, Resolution};
use rand::seq::SliceRandom;

impl Game {
    /// Runs a [`LookAtTop`]: the controller looks and chooses (CR 608.2d), then orders
    /// what goes back to the library, if more than one card does.
    pub(crate) fn exec_look_at_top(&mut self, look: &LookAtTop, res: &mut Resolution) -> Step {
        let you = res.item.controller;
        let src = res.item.source;
        let Some(&owner) = Self::players_of(&self.resolve_ref(&look.whose, res)).first() else {
            return Step::Done;
        };
        if res.sub == 1 {
            // The order of the cards going back (the cards were taken already).
            if let Some(Answer::Cards(order)) = res.answer.take() {
                self.put_back(owner, &order, look.rest);
            }
            return Step::Done;
        }
        let n = self.eval_amount(&look.amount, res).max(0) as usize;
        let top: Vec<ObjectId> = self.players[owner.index()].library.iter().rev().take(n).copied().collect();
        if look.reveal == LookReveal::All && res.answer.is_none() {
            for &c in &top {
                self.log(crate::state::log::Event::Revealed { player: owner, card: c });
            }
        }
        let take = self.eval_amount(&look.take, res).max(0) as usize;
        let eligible: Vec<ObjectId> =
            top.iter().copied().filter(|&c| self.matches(&look.filter, c, src, you)).collect();
        let max = take.min(eligible.len());
        let min = if look.up_to { 0 } else { max };
        // Only the looking player is asked, and sees the cards (CR 401.5 by extension: a
        // library's cards are hidden from the others).
        let chosen = match res.answer.take() {
            // `sub` 2: an Aura's host is being asked; the chosen cards wait in `entering`.
            answer if res.sub == 2 => {
                res.answer = answer;
                res.entering.iter().map(|&(c, _)| c).collect()
            }
            Some(Answer::Cards(c)) => c,
            _ if top.is_empty() => Vec::new(),
            _ => {
                return Step::Ask(Decision {
                    player: you,
                    kind: DecisionKind::ChooseObjects {
                        reason: format!(
                            "look at the top {}: choose {}",
                            crate::state::decision::cards(top.len() as u64),
                            describe(min, max)
                        ),
                        from: if eligible.is_empty() { top.clone() } else { eligible },
                        min: min as u32,
                        max: max as u32,
                    },
                })
            }
        };
        // CR 701.20a: a revealed card is shown to every player; the others stay unseen.
        if look.reveal == LookReveal::Taken && res.sub != 2 {
            for &c in &chosen {
                self.log(crate::state::log::Event::Revealed { player: owner, card: c });
            }
        }
        let mut moved = Vec::new();
        if look.to == Zone::Battlefield {
            // CR 303.4f-g: an Aura put onto the battlefield this way asks what it enchants,
            // and stays in the library if it can enchant nothing.
            if res.sub != 2 {
                res.entering = chosen.iter().map(|&c| (c, self.object(c).owner)).collect();
                res.sub = 2;
            }
            match self.enter_waiting(false, res) {
                Ok(m) => moved.extend(m.into_iter().map(|(_, n)| Target::Object(n))),
                Err(ask) => return ask,
            }
        } else {
            for c in &chosen {
                if let Some(new) = self.move_object_to(*c, look.to, None, false) {
                    moved.push(Target::Object(new));
                }
            }
        }
        res.affected = moved;
        let rest: Vec<ObjectId> = top.into_iter().filter(|c| !chosen.contains(c)).collect();
        match look.rest {
            LookRest::Graveyard => {
                for c in rest {
                    self.move_object_to(c, Zone::Graveyard, None, false);
                }
            }
            LookRest::BottomRandom => {
                let mut rest = rest;
                rest.shuffle(&mut self.rng);
                self.put_back(owner, &rest, LookRest::BottomAnyOrder);
            }
            LookRest::BottomAnyOrder | LookRest::TopAnyOrder if rest.len() > 1 => {
                res.sub = 1;
                let n = rest.len() as u32;
                let reason = if look.rest == LookRest::TopAnyOrder {
                    "order: put back on top of the library, top card first"
                } else {
                    "order: put on the bottom of the library, in order"
                };
                // CR 401.4: the player who puts them there chooses the order.
                return Step::Ask(Decision {
                    player: you,
                    kind: DecisionKind::ChooseObjects { reason: reason.into(), from: rest, min: n, max: n },
                });
            }
            _ => self.put_back(owner, &rest, look.rest),
        }
        Step::Done
    }

    /// Puts cards of `owner`'s library back on top (the first of `order` on top) or on the
    /// bottom (one at a time, in order).
    fn put_back(&mut self, owner: PlayerId, order: &[ObjectId], rest: LookRest) {
        let lib = &mut self.players[owner.index()].library;
        lib.retain(|c| !order.contains(c));
        match rest {
            LookRest::TopAnyOrder => lib.extend(order.iter().rev()),
            _ => {
                for c in order {
                    lib.insert(0, *c);
                }
            }
        }
    }
}

impl Game {
    /// "Reveal any number of blue cards in your hand": the chosen cards become visible to
    /// every player (CR 701.20a) and stay the affected objects ("revealed this way").
    pub(crate) fn exec_reveal_cards(&mut self, what: &Ref, res: &mut Resolution) {
        let cards = self.objects_in_play(&self.resolve_ref(what, res), res);
        for &c in &cards {
            let owner = self.object(c).owner;
            self.log(crate::state::log::Event::Revealed { player: owner, card: c });
        }
        res.affected = cards.into_iter().map(Target::Object).collect();
    }
}

fn describe(min: usize, max: usize) -> String {
    if min == max {
        format!("{max}")
    } else {
        format!("{min} to {max}")
    }
}
