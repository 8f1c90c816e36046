//! Instructions that move objects out of play or between zones (CR 400, 701): destroy
//! (701.8), exile, return to hand, put into a graveyard, sacrifice (701.21), discard (701.9),
//! counter (701.6). What was moved becomes the affected objects ("if you do", "that card",
//! CR 608.2c, 400.7).

use crate::ir::{Amount, Filter, ObjectId, Ref, Zone};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{ExiledUntil, Game, Resolution};
use rand::Rng;

impl Game {
    /// Destroys each referred permanent (CR 701.8); those destroyed are the affected objects.
    pub(crate) fn exec_destroy(&mut self, what: &Ref, no_regeneration: bool, res: &mut Resolution) {
        let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
        let mut done = Vec::new();
        // CR 701.8: "destroy all" destroys them at once: one event (`together`).
        self.together(|g| {
            for o in objs {
                if g.on_battlefield(o) && g.destroy(o, no_regeneration) {
                    done.push(Target::Object(o));
                }
            }
        });
        res.affected = done;
    }

    /// Exiles each referred object (CR 406); `until_source_leaves`: until the source leaves
    /// the battlefield (CR 610.3), when each returns to the zone it came from.
    pub(crate) fn exec_exile(&mut self, what: &Ref, until_source_leaves: bool, res: &mut Resolution) {
        let source = res.item.source;
        // CR 610.3a-b: if the source has already left the battlefield, nothing moves.
        let src = self.object(source);
        if until_source_leaves && !(src.zone == Zone::Battlefield && src.moved_to.is_none()) {
            res.affected.clear();
            return;
        }
        let before = res.moved.len();
        self.exec_move(what, res, Zone::Exile);
        // CR 607.2a: remember what this source exiled, for "exiled with ~".
        for o in self.objects_of(&res.affected) {
            self.objects[o.index()].exiled_by = Some(source);
        }
        if until_source_leaves {
            for &(old, card) in &res.moved[before..] {
                if self.objects[card.index()].zone == Zone::Exile {
                    let back_to = self.objects[old.index()].zone;
                    self.exiled_until.push(ExiledUntil { source, card, back_to });
                }
            }
        }
    }

    /// `left` left the battlefield: the cards it exiled "until ~ leaves the battlefield" and
    /// still in exile return at once to the zones they came from, together, permanents under
    /// their owners' control (CR 610.3, 610.3c-d).
    pub(crate) fn return_exiled_until(&mut self, left: ObjectId) {
        if !self.exiled_until.iter().any(|l| l.source == left) {
            return;
        }
        let (back, rest): (Vec<ExiledUntil>, Vec<ExiledUntil>) =
            std::mem::take(&mut self.exiled_until).into_iter().partition(|l| l.source == left);
        self.exiled_until = rest;
        self.together(|g| {
            for l in back {
                let o = g.object(l.card);
                if o.zone != Zone::Exile || o.moved_to.is_some() {
                    continue;
                }
                let owner = o.owner;
                let under = (l.back_to == Zone::Battlefield).then_some(owner);
                g.move_object_to(l.card, l.back_to, under, false);
            }
        });
    }

    /// Moves each referred object to `to` (a spell leaves the stack). CR 903.9b (a commander
    /// may go to the command zone instead) is a replacement effect applied by `move_object_to`.
    /// The objects move together, as one event (CR 603.10a: `together`).
    pub(crate) fn exec_move(&mut self, what: &Ref, res: &mut Resolution, to: Zone) {
        let mut moved = Vec::new();
        let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
        self.together(|g| {
            for o in objs {
                if let Some(pos) = g.stack.iter().position(|s| s.id == o && s.is_spell) {
                    g.stack.remove(pos);
                }
                if let Some(n) = g.move_object(o, to) {
                    moved.push(Target::Object(n));
                    res.moved.push((o, n));
                }
            }
        });
        res.affected = moved;
    }

    /// Each referred player sacrifices `count` permanents matching the filter (CR 701.21a).
    pub(crate) fn exec_sacrifice(&mut self, who: &Ref, filter: &Filter, count: &Amount, res: &mut Resolution) -> Step {
        let src = res.item.source;
        let n = self.eval_amount(count, res).max(0) as usize;
        let players = Self::players_of(&self.resolve_ref(who, res));
        if res.sub == 0 {
            res.affected.clear();
        }
        // Each player in turn chooses what to sacrifice (CR 701.21a, 101.4); `sub` remembers
        // who is done when the program waits for an answer, and the choices wait in
        // `affected` until everyone has chosen.
        for (k, &p) in players.iter().enumerate().skip(res.sub) {
            let candidates: Vec<ObjectId> = self
                .battlefield
                .iter()
                .copied()
                .filter(|&id| self.controller(id) == p && self.matches(filter, id, src, p))
                .collect();
            let chosen = match choose(res, p, format!("sacrifice {n}"), candidates, n, n) {
                Ok(c) => c,
                Err(ask) => return ask,
            };
            res.affected.extend(chosen.into_iter().map(Target::Object));
            res.sub = k + 1;
        }
        // Then they are all sacrificed at once, one event (CR 701.21a, 603.10a); "if you do"
        // (CR 608.2c) is what was sacrificed.
        let chosen = self.objects_of(&res.affected);
        for &c in &chosen {
            self.remember_paid_on_resolution(self.controller(c), c, res);
        }
        // CR 608.2h: "that creature" after the sacrifice is read as it last existed.
        res.sacrificed.extend(self.paid_lki(chosen.iter()));
        self.together(|g| {
            for &c in &chosen {
                g.sacrifice(c);
            }
        });
        Step::Done
    }

    /// "You may sacrifice a creature. If you do, ... the sacrificed creature's toughness":
    /// what the ability's controller sacrifices or discards while it resolves is what "the
    /// sacrificed creature" and "the discarded card" mean, as it was then (CR 118.12, 608.2h),
    /// beside the costs paid as it was cast or activated.
    pub(crate) fn remember_paid_on_resolution(&self, p: crate::ir::PlayerId, c: ObjectId, res: &mut Resolution) {
        if p == res.item.controller {
            let lki = self.paid_lki([c].iter());
            res.item.paid.extend(lki);
        }
    }

    /// Each referred player discards `amount` cards of their choice, or at random (CR 701.9).
    pub(crate) fn exec_discard(&mut self, who: &Ref, amount: &Amount, random: bool, res: &mut Resolution) -> Step {
        let n = self.eval_amount(amount, res).max(0) as usize;
        if res.sub == 0 {
            res.affected.clear();
        }
        let players = Self::players_of(&self.resolve_ref(who, res));
        // Each player in turn chooses (CR 701.9b, 101.4); the choices wait in `affected` until
        // everyone has chosen, then the cards are discarded together, one event.
        for (k, &p) in players.iter().enumerate().skip(res.sub) {
            let hand = self.players[p.index()].hand.clone();
            let chosen: Vec<ObjectId> = if random && hand.len() > n {
                let mut h = hand;
                (0..n).map(|_| h.remove(self.rng.gen_range(0..h.len()))).collect()
            } else {
                match choose(res, p, format!("discard {}", crate::state::decision::cards(n as u64)), hand, n, n) {
                    Ok(c) => c,
                    Err(ask) => return ask,
                }
            };
            res.affected.extend(chosen.into_iter().map(Target::Object));
            res.sub = k + 1;
        }
        let chosen = self.objects_of(&res.affected);
        for &c in &chosen {
            self.remember_paid_on_resolution(self.object(c).owner, c, res);
        }
        self.together(|g| {
            for &c in &chosen {
                g.discard(g.object(c).owner, c);
            }
        });
        Step::Done
    }

    /// Counters each referred spell or ability (CR 701.6), a countered spell going to `to`.
    pub(crate) fn exec_counter(&mut self, what: &Ref, to: Zone, res: &mut Resolution) {
        for t in self.resolve_ref(what, res) {
            if let Target::Object(o) = t {
                self.counter_object(o, to);
            }
        }
    }
}
