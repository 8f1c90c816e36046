//! A player leaving a multiplayer game (CR 800.4): what they own leaves with them, and the
//! game goes on without them.

use crate::game::defaults::default_answer;
use crate::ir::LayerEffect;
use crate::ir::Zone;
use crate::ir::{ObjectId, PlayerId};
use crate::state::game::{Flow, Game};
use crate::state::pending::Pending;

impl Game {
    /// CR 800.4a, done as soon as `p` has left (lost or conceded): it is not a state-based
    /// action. Objects `p` owns leave the game; effects giving `p` control of objects end;
    /// abilities `p` controls on the stack cease to exist; objects `p` still controls are
    /// exiled. What `p` was deciding is decided by the rules of CR 800.4h and 800.4j.
    ///
    /// Cards that leave the game are kept in their owner's exile list, where nothing can
    /// reach them any more (the engine has no zone outside the game).
    pub(crate) fn after_player_left(&mut self, p: PlayerId) {
        if self.result.is_some() {
            return;
        }
        self.hand_over_decision(p);
        // CR 724.4: the monarch's designation passes on at the same time.
        self.monarch_left(p);
        // Effects which give that player control of any objects end.
        self.effects.retain(|e| !matches!(e.effect, LayerEffect::ControlledBy(q) if q == p));
        // All objects owned by that player leave the game. Leaves-the-battlefield abilities
        // of others trigger (CR 603.6c); the leaving player's don't (CR 800.4d).
        let owned: Vec<ObjectId> = self.battlefield.iter().copied().filter(|&id| self.object(id).owner == p).collect();
        for id in owned {
            self.move_object(id, Zone::Exile);
        }
        let owned_spells: Vec<ObjectId> =
            self.stack.iter().filter(|s| s.is_spell && self.object(s.id).owner == p).map(|s| s.id).collect();
        for id in owned_spells {
            self.move_object(id, Zone::Exile);
        }
        // Objects on the stack not represented by cards that p controls cease to exist.
        self.stack.retain(|s| s.is_spell || s.controller != p);
        // Then anything p still controls is exiled.
        let still: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| self.controller(id) == p)
            .chain(self.stack.iter().filter(|s| s.is_spell && s.controller == p).map(|s| s.id))
            .collect();
        for id in still {
            self.move_object(id, Zone::Exile);
        }
        if self.resolution().is_some_and(|r| r.item.controller == p) {
            // The resolving spell or ability left the game with its controller.
            match &mut self.pending {
                Some(Pending::Replacement(point)) => point.pending = None,
                _ => {
                    self.pending = None;
                    if self.decision.as_ref().is_some_and(|d| d.player != p) {
                        self.decision = None;
                    }
                }
            }
            self.priority = self.active;
            self.flow = Flow::Priority;
        }
        // CR 800.4d: triggered abilities p would control aren't put on the stack.
        self.triggers.retain(|t| t.controller != p);
        self.trigger_queue.retain(|t| t.controller != p);
        self.blockers_queue.retain(|&q| q != p);
        // CR 800.4e: combat damage isn't assigned to a player who left; they aren't attacked.
        self.combat.attackers.retain(|(_, t)| *t != crate::state::decision::Target::Player(p));
        self.mulligan.declaring.retain(|&q| q != p);
        self.mulligan.takers.retain(|&q| q != p);
        self.mulligan.bottom.retain(|&(q, _)| q != p);
        self.mulligan.scry.retain(|&q| q != p);
        if self.decision.is_none() && self.flow == Flow::Waiting && self.resolution().is_none() {
            self.flow = Flow::Priority;
        }
    }

    /// What the leaving player was deciding: priority passes to the next player (CR 800.4a);
    /// a mulligan decision is dropped; any other choice is made by the next player in turn
    /// order (CR 800.4h), who takes the default answer.
    fn hand_over_decision(&mut self, p: PlayerId) {
        let Some(d) = self.decision.clone() else { return };
        if d.player != p {
            return;
        }
        match &self.pending {
            Some(Pending::Priority) => {
                self.answered();
                self.priority = self.next_player(p);
                self.flow = Flow::Priority;
            }
            Some(Pending::CastWindow(..)) => {
                // The trigger is theirs (madness: its controller is the card's owner;
                // cascade: the caster's): it leaves the game with its window, and the
                // active player receives priority.
                self.answered();
                self.priority = self.active;
                self.flow = Flow::Priority;
            }
            Some(Pending::FirstPlayer) => {
                // CR 800.4h: the next player makes the choice instead.
                let mut d2 = d.clone();
                d2.player = self.next_player(p);
                self.decision = Some(d2);
            }
            Some(Pending::Mulligan | Pending::PutOnBottom | Pending::MulliganScry) => {
                self.answered();
                self.mulligan.declaring.retain(|&q| q != p);
                self.mulligan.bottom.retain(|&(q, _)| q != p);
                self.mulligan.scry.retain(|&q| q != p);
                self.resume_mulligans();
            }
            _ => {
                let answer = default_answer(self, &d);
                if self.answer(d, answer).is_err() {
                    self.answered();
                    self.flow = Flow::Priority;
                } else if self.decision.is_none() && self.flow == Flow::Waiting && self.resolution().is_none() {
                    self.flow = Flow::Priority;
                }
            }
        }
    }
}
