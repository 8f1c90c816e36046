//! Redirection effects created by resolved spells and abilities (CR 614.9): "The next 1
//! damage that would be dealt to ~ this turn is dealt to target creature you control
//! instead", "The next time a source of your choice would deal damage to you this turn,
//! that damage is dealt to ~ instead", "All damage that would be dealt to you this turn by
//! target attacking creature is dealt to ~ instead", "... that creature deals that damage
//! to itself instead".
//!
//! A created redirection is a replacement effect (not prevention: "damage can't be
//! prevented" doesn't stop it, CR 615.12). It is offered to the affected player with the
//! prevention effects (CR 616.1), each applies once to an event (CR 614.5), and after it
//! applies the damage has a new recipient, whose effects apply next (CR 616.1f).

use crate::ir::CardType;
use crate::ir::ObjectId;
use crate::ir::{DamageFrom, RedirectLimit, RedirectSpec, RedirectTo};
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::shields::RedirectDest;
use crate::state::shields::RedirectLeft;
use crate::state::shields::Redirection;

impl Game {
    /// Creates the redirection effect `spec` describes (CR 614.9); "a source of your
    /// choice" is chosen now (CR 609.7a).
    pub(crate) fn exec_redirect(&mut self, spec: &RedirectSpec, res: &mut Resolution) -> Step {
        let src = res.item.source;
        let you = res.item.controller;
        let to: Option<Vec<Target>> = if spec.to.is_empty() {
            None
        } else {
            Some(spec.to.iter().flat_map(|r| self.resolve_ref(r, res)).collect())
        };
        if to.as_ref().is_some_and(|t| t.is_empty()) {
            return Step::Done;
        }
        let from = match &spec.from {
            DamageFrom::Any => None,
            DamageFrom::Objects(r) => {
                let objs = self.objects_of(&self.resolve_ref(r, res));
                if objs.is_empty() {
                    return Step::Done;
                }
                Some(objs)
            }
            DamageFrom::Chosen => {
                let cands = self.choosable_sources(&spec.filter, src, you);
                if cands.is_empty() {
                    return Step::Done;
                }
                let reason = "choose a source: its damage is dealt elsewhere instead (CR 609.7a, 614.9)".to_string();
                match crate::resolve::exec::choose(res, you, reason, cands, 1, 1) {
                    Ok(c) => Some(c),
                    Err(ask) => return ask,
                }
            }
        };
        let left = match &spec.limit {
            RedirectLimit::Next(a) => {
                let n = self.eval_amount(a, res).max(0) as u32;
                if n == 0 {
                    return Step::Done;
                }
                RedirectLeft::Next(n)
            }
            RedirectLimit::NextTime => RedirectLeft::NextTime { used: false },
            RedirectLimit::ThisTurn => RedirectLeft::ThisTurn,
        };
        let dest = match &spec.dest {
            RedirectTo::Ref(r) => match self.resolve_ref(r, res).first() {
                Some(&t) => RedirectDest::To(t),
                // An illegal target or a gone object: nothing to redirect to (CR 608.2b).
                None => return Step::Done,
            },
            RedirectTo::SourceController => RedirectDest::SourceController,
            RedirectTo::SourceItself => RedirectDest::SourceItself,
        };
        let r = Redirection {
            source: src,
            controller: you,
            to,
            from,
            filter: spec.filter.clone(),
            combat_only: spec.combat_only,
            left,
            dest,
        };
        self.redirections.push(r);
        Step::Done
    }

    /// The created redirections that apply to damage from `source` to `to` now, with the
    /// new recipient of each (CR 614.9: none whose new recipient is gone, isn't a creature
    /// or planeswalker, or is a player who has left the game).
    pub(crate) fn redirect_candidates(&self, source: ObjectId, to: Target, combat: bool) -> Vec<(usize, Target)> {
        let mut out = Vec::new();
        for (i, r) in self.redirections.iter().enumerate() {
            let live = match r.left {
                RedirectLeft::Next(n) => n > 0,
                _ => true,
            };
            let applies = live
                && (combat || !r.combat_only)
                && r.to.as_ref().is_none_or(|ts| ts.contains(&to))
                && r.from.as_ref().is_none_or(|fs| fs.contains(&source))
                // CR 609.7b: the source's properties are checked again.
                && self.matches(&r.filter, source, r.source, r.controller);
            if !applies {
                continue;
            }
            let dest = match r.dest {
                RedirectDest::To(t) => t,
                RedirectDest::SourceController => Target::Player(self.controller(source)),
                RedirectDest::SourceItself => Target::Object(source),
            };
            if dest != to && self.can_be_redirected_to(dest) {
                out.push((i, dest));
            }
        }
        out
    }

    /// Whether damage can be redirected to `t` (CR 614.9): a creature or planeswalker on
    /// the battlefield, or a player still in the game.
    pub(crate) fn can_be_redirected_to(&self, t: Target) -> bool {
        match t {
            Target::Player(p) => !self.players[p.index()].lost,
            Target::Object(o) => {
                self.on_battlefield(o) && {
                    let ch = self.characteristics(o);
                    ch.is(CardType::Creature) || ch.is(CardType::Planeswalker)
                }
            }
        }
    }

    /// Uses created redirection `i` on `amount` damage; returns how much of it is
    /// redirected (CR 615.7 by analogy for "the next N damage"; the rest stays).
    pub(crate) fn use_redirection(&mut self, i: usize, amount: u32) -> u32 {
        match &mut self.redirections[i].left {
            RedirectLeft::Next(n) => {
                let k = (*n).min(amount);
                *n -= k;
                k
            }
            RedirectLeft::NextTime { used } => {
                *used = true;
                amount
            }
            RedirectLeft::ThisTurn => amount,
        }
    }

    /// Removes the created redirections used up by the damage event that just ended.
    pub(crate) fn end_redirection_event(&mut self) {
        self.redirections.retain(|r| !matches!(r.left, RedirectLeft::Next(0) | RedirectLeft::NextTime { used: true }));
    }
}
