//! Instructions on libraries (CR 401): drawing (CR 121), milling (701.17), shuffling
//! (701.24), scrying (701.22), surveilling (701.25) and exploring (701.44).

use crate::ir::{Amount, CardType, CounterKind, Filter, ObjectId, Ref, Zone};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

impl Game {
    /// Each referred player draws cards (CR 121); the cards drawn are the affected objects
    /// ("if you do", CR 608.2c).
    pub(crate) fn exec_draw(&mut self, who: &Ref, amount: &Amount, res: &mut Resolution) {
        let n = self.eval_amount(amount, res).max(0) as u32;
        let mut drawn = Vec::new();
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            let before = self.players[p.index()].drawn_this_turn.len();
            self.draw_cards(p, n);
            drawn.extend(self.players[p.index()].drawn_this_turn[before..].iter().map(|&c| Target::Object(c)));
        }
        res.affected = drawn;
    }

    /// Each referred player mills cards (CR 701.17): the top ones go to the graveyard.
    pub(crate) fn exec_mill(&mut self, who: &Ref, amount: &Amount, res: &mut Resolution) {
        let n = self.eval_amount(amount, res).max(0) as usize;
        // CR 701.17a: the top N cards of each library are put into the graveyard together,
        // one event: a card a replacement effect puts back into the library isn't milled
        // again by the same mill (CR 603.10a: leaving together).
        let cards: Vec<ObjectId> = Self::players_of(&self.resolve_ref(who, res))
            .into_iter()
            .flat_map(|p| self.players[p.index()].library.iter().rev().take(n).copied().collect::<Vec<_>>())
            .collect();
        self.together(|g| {
            for c in cards {
                g.move_object(c, Zone::Graveyard);
            }
        });
    }

    /// Shuffles each referred player's library (CR 701.24).
    pub(crate) fn exec_shuffle(&mut self, who: &Ref, res: &mut Resolution) {
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            self.shuffle_library(p);
        }
    }

    /// Each referred player scries (CR 701.22a) or surveils (CR 701.25a): looks at the top N,
    /// puts any number of them `to` the bottom of the library (scry) or into the graveyard
    /// (surveil), and the rest back on top. The choice is that player's alone and shows
    /// only those cards, which nobody else sees (CR 701.22a, 701.25a).
    pub(crate) fn exec_scry(&mut self, who: &Ref, amount: &Amount, to: Zone, res: &mut Resolution) -> Step {
        let n = self.eval_amount(amount, res).max(0) as usize;
        let players = Self::players_of(&self.resolve_ref(who, res));
        for (k, &p) in players.iter().enumerate().skip(res.sub) {
            res.sub = k + 1;
            let lib = &self.players[p.index()].library;
            let top: Vec<ObjectId> = lib.iter().rev().take(n).copied().collect();
            if top.is_empty() {
                continue;
            }
            let reason = match to {
                Zone::Graveyard => format!("surveil {n}: choose the cards to put into your graveyard"),
                _ => format!("scry {n}: choose the cards to put on the bottom"),
            };
            let chosen = match choose(res, p, reason, top, 0, n) {
                Ok(c) => c,
                Err(ask) => {
                    res.sub = k;
                    return ask;
                }
            };
            for c in chosen {
                if to == Zone::Graveyard {
                    self.move_object(c, Zone::Graveyard);
                    continue;
                }
                let lib = &mut self.players[p.index()].library;
                lib.retain(|&x| x != c);
                lib.insert(0, c);
            }
        }
        Step::Done
    }

    /// Each referred permanent explores (CR 701.44a), one after the other (701.44d): its
    /// controller (as it last existed, 701.44c) reveals the top card of their library; a
    /// land card goes to their hand; otherwise the permanent, if still on the battlefield,
    /// gets a +1/+1 counter (an empty library reveals no land) and the player may put the
    /// revealed card into their graveyard. `res.sub` is twice the explorer's index, plus one
    /// once its counter is placed and the question asked.
    pub(crate) fn exec_explore(&mut self, what: &Ref, res: &mut Resolution) -> Step {
        let explorers: Vec<ObjectId> = self
            .resolve_ref(what, res)
            .into_iter()
            .filter_map(|t| match t {
                Target::Object(o) => Some(o),
                Target::Player(_) => None,
            })
            .collect();
        while let Some(&o) = explorers.get(res.sub / 2) {
            let p = self.object(o).controller;
            let top = self.players[p.index()].library.last().copied();
            if res.sub.is_multiple_of(2) {
                if let Some(c) = top {
                    self.log(Event::Revealed { player: p, card: c });
                    if self.matches(&Filter::Type(CardType::Land), c, o, p) {
                        self.move_object(c, Zone::Hand);
                        res.sub += 2;
                        continue;
                    }
                }
                if self.object(o).moved_to.is_none() && self.on_battlefield(o) {
                    self.objects[o.index()].add_counters(&CounterKind::PlusOne, 1);
                    self.counters_put_triggers(o, &CounterKind::PlusOne, 1);
                }
                res.sub += if top.is_some() { 1 } else { 2 };
                continue;
            }
            let Some(c) = top else {
                res.sub += 1;
                continue;
            };
            let reason = "explore: you may put the revealed card into your graveyard".to_string();
            let chosen = match choose(res, p, reason, vec![c], 0, 1) {
                Ok(chosen) => chosen,
                Err(ask) => return ask,
            };
            for c in chosen {
                self.move_object(c, Zone::Graveyard);
            }
            res.sub += 1;
        }
        Step::Done
    }
}
