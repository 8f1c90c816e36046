//! Choices made on resolution by players other than the ability's controller (CR 608.2d):
//! "Target opponent may draw a card", "any player may have ~ deal 6 damage to them",
//! "unless any player pays {2}" (CR 118.12). The players are asked one after another in
//! APNAP order (CR 101.4); `Ref::Chooser` is the player being asked.

use crate::ir::PlayerId;
use crate::ir::{Instr, Ref};
use crate::resolve::interpreter::Step as Run;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{Game, Resolution};
use crate::state::in_progress::ChooserFrame;

/// Whether the inner program is a payment alone ("any player may pay {2}"): the payment asks
/// its payer itself, so no separate yes/no is asked.
fn asks_itself(then: &[Instr]) -> bool {
    matches!(then, [Instr::PayCost { who: Ref::Chooser, .. }])
}

impl Game {
    /// `players` in APNAP order (CR 101.4): the active player first, then the others in
    /// turn order.
    pub(crate) fn apnap_order(&self, players: &[PlayerId]) -> Vec<PlayerId> {
        let n = self.players.len() as u8;
        (0..n)
            .map(|i| PlayerId((self.active.0 + i) % n))
            .filter(|p| players.contains(p) && !self.players[p.index()].lost)
            .collect()
    }

    /// `Instr::PlayerMay`: asks each referred player in APNAP order whether to do `then`
    /// (CR 608.2d, 101.4), running it with `Ref::Chooser` meaning them; with `until_one`, the
    /// first player who does ends the asking ("any player may", "unless any player pays").
    /// Afterwards the players who did it (and it affected something) are the affected
    /// objects, for "if a player does" / "if no one does" / "unless" (CR 118.12).
    pub(crate) fn run_player_may(
        &mut self,
        who: &Ref,
        prompt: &str,
        (then, next): (&[Instr], Option<&Instr>),
        until_one: bool,
        res: &mut Resolution,
        depth: usize,
    ) -> Run {
        if res.choosers.last().is_none_or(|f| f.depth != depth) {
            let referred = Self::players_of(&self.resolve_ref(who, res));
            let players = self.apnap_order(&referred);
            res.choosers.push(ChooserFrame { depth, players, at: 0, did: Vec::new(), running: false, until_one });
        }
        loop {
            let f = res.choosers.last().expect("pushed above");
            if f.at >= f.players.len() || (until_one && !f.did.is_empty()) {
                let f = res.choosers.pop().expect("still running");
                res.affected = f.did.into_iter().map(Target::Player).collect();
                return Run::Done;
            }
            let player = f.players[f.at];
            // CR 118.3: a cost this player can't pay ("unless that player sacrifices a
            // creature" with none) is not offered to them.
            if !f.running && self.optional_cost_unpayable(then, next, res) {
                res.choosers.last_mut().expect("running").at += 1;
                continue;
            }
            if !f.running && !asks_itself(then) {
                match res.answer.take() {
                    Some(Answer::YesNo(true)) => {}
                    Some(_) => {
                        res.choosers.last_mut().expect("running").at += 1;
                        continue;
                    }
                    None => {
                        return Run::Ask(Decision { player, kind: DecisionKind::YesNo { prompt: prompt.to_string() } })
                    }
                }
            }
            if !f.running {
                res.choosers.last_mut().expect("running").running = true;
                res.affected.clear();
            }
            match self.run_block(then, res, depth + 1) {
                Run::Done => {
                    let did = !res.affected.is_empty();
                    let f = res.choosers.last_mut().expect("running");
                    if did {
                        f.did.push(player);
                    }
                    f.running = false;
                    f.at += 1;
                }
                ask => return ask,
            }
        }
    }

    /// While players are asked in turn whether to do something (`Instr::PlayerMay`): the
    /// controller of the resolving spell or ability, and whether the first player of several
    /// who does ends the asking ("any player may ...", "unless any player pays"), which works
    /// against the controller's effect. For computer players.
    pub fn others_choice(&self) -> Option<(PlayerId, bool)> {
        let res = self.resolution()?;
        let f = res.choosers.last()?;
        Some((res.item.controller, f.until_one && f.players.len() > 1))
    }

    /// The player a running `Instr::PlayerMay` is asking (`Ref::Chooser`).
    pub(crate) fn chooser(res: &Resolution) -> Vec<Target> {
        res.choosers.last().and_then(|f| f.players.get(f.at)).map(|p| Target::Player(*p)).into_iter().collect()
    }
}
