//! The keyword actions that choose what gets counters: proliferate (CR 701.34: any number of
//! permanents and/or players that have a counter each get one more of each kind they have) and
//! bolster (CR 701.39: a creature you control with the least toughness gets N +1/+1 counters).

use crate::ir::{Amount, CardType, CounterKind, ObjectId, PlayerId};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, Resolution};

impl Game {
    /// The players that have a counter (poison or energy, CR 122.1), in turn order.
    fn players_with_counters(&self) -> Vec<PlayerId> {
        let all: Vec<PlayerId> = self
            .living_players()
            .filter(|p| {
                let pl = &self.players[p.index()];
                pl.poison > 0 || pl.energy > 0
            })
            .collect();
        self.apnap_order(&all)
    }

    /// CR 701.34a: first the permanents (one choice of any number of them), then each player
    /// with a counter (yes or no); only then are the counters given, all at once. `res.sub` is
    /// 0 while the permanents are chosen, then 1 + the number of players already asked.
    pub(crate) fn exec_proliferate(&mut self, res: &mut Resolution) -> Step {
        let you = res.item.controller;
        if res.sub == 0 {
            let from: Vec<ObjectId> =
                self.battlefield.iter().copied().filter(|&id| !self.object(id).counters.is_empty()).collect();
            let max = from.len();
            let chosen = match choose(res, you, "proliferate: choose permanents with counters".into(), from, 0, max) {
                Ok(c) => c,
                Err(ask) => return ask,
            };
            res.affected = chosen.into_iter().map(Target::Object).collect();
            res.sub = 1;
        }
        let players = self.players_with_counters();
        while res.sub <= players.len() {
            let p = players[res.sub - 1];
            match res.answer.take() {
                Some(Answer::YesNo(yes)) => {
                    if yes {
                        res.affected.push(Target::Player(p));
                    }
                    res.sub += 1;
                }
                _ => {
                    let pl = &self.players[p.index()];
                    let kinds: Vec<&str> = [(pl.poison, "poison"), (pl.energy, "energy")]
                        .into_iter()
                        .filter(|(n, _)| *n > 0)
                        .map(|(_, k)| k)
                        .collect();
                    let whom = if p == you { "yourself".to_string() } else { pl.name.clone() };
                    let prompt = format!("proliferate: give {whom} another {} counter?", kinds.join(" and "));
                    return Step::Ask(Decision { player: you, kind: DecisionKind::YesNo { prompt } });
                }
            }
        }
        for t in res.affected.clone() {
            match t {
                Target::Object(id) => {
                    let kinds: Vec<CounterKind> = self.object(id).counters.iter().map(|(k, _)| k.clone()).collect();
                    for k in kinds {
                        self.put_counters(id, &k, 1);
                    }
                }
                Target::Player(p) => {
                    let pl = &mut self.players[p.index()];
                    if pl.poison > 0 {
                        pl.poison = pl.poison.saturating_add(1);
                    }
                    if pl.energy > 0 {
                        pl.energy = pl.energy.saturating_add(1);
                    }
                }
            }
        }
        Step::Done
    }

    /// "Bolster N" (CR 701.39a): "Choose a creature you control with the least toughness or
    /// tied for least toughness among creatures you control. Put N +1/+1 counters on that
    /// creature." Chosen on resolution; with no creature, nothing happens. The creature is the
    /// affected object.
    pub(crate) fn exec_bolster(&mut self, amount: &Amount, res: &mut Resolution) -> Step {
        let you = res.item.controller;
        let mine: Vec<(ObjectId, i32)> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| self.controller(id) == you)
            .filter_map(|id| {
                let ch = self.characteristics(id);
                ch.is(CardType::Creature).then_some((id, ch.toughness))
            })
            .collect();
        let Some(least) = mine.iter().map(|&(_, t)| t).min() else {
            res.affected = Vec::new();
            return Step::Done;
        };
        let tied: Vec<ObjectId> = mine.into_iter().filter(|&(_, t)| t == least).map(|(id, _)| id).collect();
        let n = self.eval_amount(amount, res).max(0);
        let reason = format!("bolster {n}: choose a creature with the least toughness");
        let chosen = match choose(res, you, reason, tied, 1, 1) {
            Ok(c) => c,
            Err(ask) => return ask,
        };
        for &id in &chosen {
            self.put_counters(id, &CounterKind::PlusOne, i64::from(n));
        }
        res.affected = chosen.into_iter().map(Target::Object).collect();
        Step::Done
    }
}
