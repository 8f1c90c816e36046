//! Instructions on libraries (CR 401): drawing (CR 121), milling (701.17), shuffling
//! (701.24), scrying (701.22) and surveilling (701.25).

use crate::ir::{Amount, ObjectId, Ref, Zone};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};

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
        let n = self.eval_amount(amount, res).max(0);
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            for _ in 0..n {
                let Some(&top) = self.players[p.index()].library.last() else {
                    break;
                };
                self.move_object(top, Zone::Graveyard);
            }
        }
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
}
