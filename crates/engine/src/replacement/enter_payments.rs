//! Payments made as a permanent enters (CR 614.12): "As ~ enters the battlefield, you may pay
//! 2 life. If you don't, it enters the battlefield tapped." The shock lands' choice is made as
//! the permanent enters from any zone (also when an effect puts it onto the battlefield), and
//! is asked by replay like a replacement choice (`game/replacement_choices.rs`).

use crate::ir::ObjectId;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::Game;

impl Game {
    /// Asks the controller of entering permanent `id` whether to pay `life` life for it, and
    /// pays it if so; returns whether it was paid. A player with less life than that can't
    /// pay it (CR 119.4), and isn't asked.
    pub(crate) fn pay_life_as_it_enters(&mut self, id: ObjectId, life: u32) -> bool {
        let p = self.objects[id.index()].controller;
        if self.players[p.index()].life < life as i32 {
            return false;
        }
        let d = Decision {
            player: p,
            kind: DecisionKind::YesNo { prompt: format!("Pay {life} life so that {} enters untapped?", self.name(id)) },
        };
        let paid = matches!(self.choose_replacement(d), Answer::YesNo(true));
        if paid {
            // CR 119.4, 118.3: paying life is losing that much life.
            self.lose_life(p, life as i32);
        }
        paid
    }
}
