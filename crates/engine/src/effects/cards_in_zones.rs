//! Instructions that look at, reveal, choose and move cards in hands and libraries:
//! revealing a hand (CR 701.20), choosing cards from a zone, discarding chosen cards
//! (CR 701.9a), revealing or looking at the top of a library and putting cards back in an
//! order (CR 401.4).

use crate::ir::Zone;
use crate::ir::{Instr, LookRest, Ref};
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;
use rand::seq::SliceRandom;

impl Game {
    /// Who chooses for a `ChooseCards` instruction, and the cards they choose among.
    pub(crate) fn choose_cards_candidates(&self, instr: &Instr, res: &Resolution) -> (PlayerId, Vec<ObjectId>) {
        let Instr::ChooseCards { chooser, whose, zone, filter, .. } = instr else {
            return (res.item.controller, Vec::new());
        };
        let chooser = Self::players_of(&self.resolve_ref(chooser, res)).first().copied().unwrap_or(res.item.controller);
        let mut candidates = Vec::new();
        for p in Self::players_of(&self.resolve_ref(whose, res)) {
            for c in self.zone(p, *zone) {
                if self.matches(filter, c, res.item.source, chooser) {
                    candidates.push(c);
                }
            }
        }
        (chooser, candidates)
    }

    /// Whether "[you] may [do something]" is a cost its player can't pay fully (CR 118.12:
    /// followed by "if you do" or written "unless", the action is a cost; CR 118.3: it can't
    /// be paid without the resources to pay it fully): its first action chooses N cards
    /// ("return an artifact you control", "return two Forests you control") from fewer,
    /// sacrifices, discards or removes counters it doesn't have, or pays more life than its
    /// player has (CR 119.4).
    pub(crate) fn optional_cost_unpayable(&self, then: &[Instr], next: Option<&Instr>, res: &Resolution) -> bool {
        let if_done = |i: Option<&Instr>| {
            matches!(i, Some(Instr::If { condition, .. })
                if matches!(condition, crate::ir::Condition::PreviousDidSomething)
                    || matches!(condition, crate::ir::Condition::Not(c) if **c == crate::ir::Condition::PreviousDidSomething))
        };
        // The "if you do" follows the "you may", or, for an optional triggered ability ("At
        // the beginning of your end step, you may sacrifice ... If you do, ..."), the action
        // inside it.
        let is_cost = if_done(next) || if_done(then.get(1));
        if !is_cost {
            return false;
        }
        let players = |who: &Ref| Self::players_of(&self.resolve_ref(who, res));
        match then.first() {
            Some(i @ Instr::ChooseCards { count, up_to: false, .. }) => {
                let n = self.eval_amount(count, res).max(0) as usize;
                self.choose_cards_candidates(i, res).1.len() < n
            }
            // "You may sacrifice a creature. If you do, ...": fewer such permanents than asked.
            Some(Instr::Sacrifice { who, filter, count }) => {
                let n = self.eval_amount(count, res).max(0) as usize;
                players(who).into_iter().any(|p| {
                    let mine = self
                        .battlefield
                        .iter()
                        .filter(|&&id| self.controller(id) == p && self.matches(filter, id, res.item.source, p));
                    mine.count() < n
                })
            }
            // "You may discard two cards. If you do, ...": fewer cards in hand (CR 701.9a).
            Some(Instr::Discard { who, amount, .. }) => {
                let n = self.eval_amount(amount, res).max(0) as usize;
                players(who).into_iter().any(|p| self.players[p.index()].hand.len() < n)
            }
            // "You may pay 3 life. If you do, ...": only with that much life (CR 119.4).
            Some(Instr::PayLife { amount }) => {
                self.eval_amount(amount, res).max(0) > self.players[res.item.controller.index()].life
            }
            // "You may remove a +1/+1 counter from ~. If you do, ...": none to remove.
            Some(Instr::RemoveCounters { what, kind, amount }) => {
                let n = self.eval_amount(amount, res).max(0) as u32;
                let objs = self.objects_of(&self.resolve_ref(what, res));
                objs.is_empty() || objs.iter().any(|&o| self.object(o).counter(kind) < n)
            }
            _ => false,
        }
    }

    /// Runs one of the card-moving instructions of this module.
    pub(crate) fn exec_cards(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        let src = res.item.source;
        match instr {
            Instr::RevealHand { who } => {
                // CR 701.20a: the cards become visible to all players.
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    for card in self.players[p.index()].hand.clone() {
                        self.log(Event::Revealed { player: p, card });
                    }
                }
            }
            Instr::ChooseCards { count, up_to, .. } => {
                let n = self.eval_amount(count, res).max(0) as usize;
                let (chooser, candidates) = self.choose_cards_candidates(instr, res);
                let must = n.min(candidates.len());
                // "up to N": none to N may be chosen; otherwise exactly N (or all there are).
                let min = if *up_to { 0 } else { must };
                let chosen = if min == candidates.len() {
                    candidates
                } else {
                    match res.answer.take() {
                        Some(Answer::Cards(c)) => c,
                        _ => {
                            return Step::Ask(Decision {
                                player: chooser,
                                kind: DecisionKind::ChooseObjects {
                                    reason: if *up_to {
                                        format!("choose up to {n}")
                                    } else {
                                        format!("choose {}", crate::state::decision::cards(n as u64))
                                    },
                                    from: candidates,
                                    min: min as u32,
                                    max: must as u32,
                                },
                            })
                        }
                    }
                };
                res.affected = chosen.into_iter().map(Target::Object).collect();
            }
            Instr::DiscardCards { what } => {
                let mut done = Vec::new();
                for c in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    if self.object(c).zone == Zone::Hand {
                        let owner = self.object(c).owner;
                        self.discard(owner, c);
                        done.push(Target::Object(c));
                    }
                }
                res.affected = done;
            }
            Instr::RevealTop { who, amount, filter, to, rest: rest_to } => {
                let n = self.eval_amount(amount, res).max(0) as usize;
                let players = Self::players_of(&self.resolve_ref(who, res));
                let Some(&p) = players.first() else { return Step::Done };
                // `sub` 1: the answer is the order of the rest: the revealing has happened already.
                if res.sub == 1 {
                    if let Some(Answer::Cards(order)) = res.answer.take() {
                        self.put_on_bottom(p, &order);
                    }
                    return Step::Done;
                }
                let top: Vec<ObjectId> = self.players[p.index()].library.iter().rev().take(n).copied().collect();
                let mut moved = Vec::new();
                // `sub` 2: an Aura's host is being asked and nothing has moved yet.
                if res.sub == 0 {
                    for &c in &top {
                        self.log(Event::Revealed { player: p, card: c });
                    }
                }
                let (hits, mut rest): (Vec<ObjectId>, Vec<ObjectId>) =
                    top.into_iter().partition(|&c| self.matches(filter, c, src, p));
                if *to == Zone::Battlefield {
                    // CR 303.4f-g: an Aura put onto the battlefield this way asks what it
                    // enchants, and stays in the library if it can enchant nothing.
                    if res.sub == 0 {
                        res.entering = hits.iter().map(|&c| (c, self.object(c).owner)).collect();
                        res.sub = 2;
                    }
                    match self.enter_waiting(false, res) {
                        Ok(m) => moved.extend(m.into_iter().map(|(_, n)| Target::Object(n))),
                        Err(ask) => return ask,
                    }
                } else {
                    for c in hits {
                        if let Some(new) = self.move_object_to(c, *to, None, false) {
                            moved.push(Target::Object(new));
                        }
                    }
                }
                res.affected = moved;
                match rest_to {
                    LookRest::Graveyard => {
                        for c in rest {
                            self.move_object_to(c, Zone::Graveyard, None, false);
                        }
                    }
                    LookRest::BottomRandom => {
                        rest.shuffle(&mut self.rng);
                        self.put_on_bottom(p, &rest);
                    }
                    // CR 401.4: the owner chooses the order of cards put on the bottom.
                    _ if rest.len() > 1 => {
                        res.sub = 1;
                        return Step::Ask(order_decision(p, "put on the bottom of your library, in order", rest));
                    }
                    _ => self.put_on_bottom(p, &rest),
                }
            }
            Instr::ArrangeTop { who, amount } => {
                let n = self.eval_amount(amount, res).max(0) as usize;
                let players = Self::players_of(&self.resolve_ref(who, res));
                let Some(&p) = players.first() else { return Step::Done };
                let top: Vec<ObjectId> = self.players[p.index()].library.iter().rev().take(n).copied().collect();
                if top.len() < 2 {
                    return Step::Done;
                }
                let order = match res.answer.take() {
                    Some(Answer::Cards(c)) => c,
                    _ => return Step::Ask(order_decision(p, "put back on top of your library, top card first", top)),
                };
                let lib = &mut self.players[p.index()].library;
                lib.retain(|c| !order.contains(c));
                // The first card of the answer ends on top (the end of the vector).
                lib.extend(order.iter().rev());
            }
            Instr::PutOnLibrary { what, top, ordered } => {
                let mut cards = self.objects_in_play(&self.resolve_ref(what, res), res);
                // CR 401.4: cards put on top (or the bottom) of one library at the same time are
                // arranged by their owner: the answer lists them top card first (or the card
                // put on the bottom first).
                let owner = cards.first().map(|&c| self.object(c).owner);
                let one_owner = |o: &PlayerId| cards.len() > 1 && cards.iter().all(|&c| self.object(c).owner == *o);
                if let Some(owner) = owner.filter(|o| *ordered && one_owner(o)) {
                    match res.answer.take() {
                        Some(Answer::Cards(order)) => cards = order,
                        _ => {
                            let what = if *top {
                                "put on top of your library, top card first"
                            } else {
                                "put on the bottom of your library, in order"
                            };
                            return Step::Ask(order_decision(owner, what, cards));
                        }
                    }
                    if *top {
                        cards.reverse();
                    }
                }
                for c in cards {
                    let owner = self.object(c).owner;
                    if self.object(c).zone == Zone::Library {
                        // Moving within the library is no zone change (CR 400.7 needs a new zone).
                        let lib = &mut self.players[owner.index()].library;
                        lib.retain(|&x| x != c);
                        if *top {
                            lib.push(c);
                        } else {
                            lib.insert(0, c);
                        }
                    } else {
                        self.move_object_to(c, Zone::Library, None, !*top);
                    }
                }
            }
            _ => unreachable!("exec_cards runs only this module's instructions"),
        }
        Step::Done
    }

    /// Puts library cards of `p` on the bottom one at a time, in the given order (CR 401.4).
    pub(crate) fn put_on_bottom(&mut self, p: PlayerId, cards: &[ObjectId]) {
        let lib = &mut self.players[p.index()].library;
        for c in cards {
            if let Some(i) = lib.iter().position(|x| x == c) {
                lib.remove(i);
                lib.insert(0, *c);
            }
        }
    }
}

/// Asks `p` to order `cards` (all of them): answer `Cards` with every card once.
pub(crate) fn order_decision(p: PlayerId, what: &str, cards: Vec<ObjectId>) -> Decision {
    let n = cards.len() as u32;
    Decision {
        player: p,
        kind: DecisionKind::ChooseObjects { reason: format!("order: {what}"), from: cards, min: n, max: n },
    }
}
