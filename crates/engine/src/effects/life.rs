//! Life totals (CR 119) and winning the game (CR 104.2b) as instructions: "You gain 3 life",
//! "Target player loses 2 life", "Pay 4 life", "Players can't gain life this turn", "You win
//! the game".

use crate::ir::{Amount, Ref};
use crate::state::decision::Target;
use crate::state::game::{Game, GameResult, Resolution};

impl Game {
    /// The controller pays life (CR 119.4: only with at least that much); they are the
    /// affected object if they paid.
    pub(crate) fn exec_pay_life(&mut self, amount: &Amount, res: &mut Resolution) {
        let you = res.item.controller;
        let n = self.eval_amount(amount, res).max(0);
        let life = self.players[you.index()].life;
        res.affected = if n <= life {
            self.lose_life(you, n);
            vec![Target::Player(you)]
        } else {
            vec![]
        };
    }

    /// Each referred player gains life (CR 119.3).
    pub(crate) fn exec_gain_life(&mut self, who: &Ref, amount: &Amount, res: &mut Resolution) {
        let n = self.eval_amount(amount, res);
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            self.gain_life(p, n);
        }
    }

    /// Each referred player loses life (CR 119.3); "the life lost this way" (608.2h) is kept.
    pub(crate) fn exec_lose_life(&mut self, who: &Ref, amount: &Amount, res: &mut Resolution) {
        let n = self.eval_amount(amount, res);
        res.done = 0;
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            self.lose_life(p, n);
            res.done += n.max(0) as u32;
        }
    }

    /// "Players can't gain life this turn." (CR 614.1a).
    pub(crate) fn exec_no_life_gain(&mut self) {
        self.no_life_gain_this_turn = true;
    }

    /// CR 104.2b: an effect may state that a player wins the game; the game ends.
    pub(crate) fn exec_win_game(&mut self, res: &Resolution) {
        let w = res.item.controller;
        self.players[w.index()].won = true;
        self.end_game(GameResult::Win(w));
    }
}
