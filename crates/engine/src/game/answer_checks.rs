//! Checks on an answer as it comes through the door, before any handler reads it: an answer
//! is a message from outside (a browser, a stored replay), so every player and object it
//! names must exist in this game before it indexes anything, and the amounts a player
//! divides are summed in arithmetic that cannot wrap. A forged answer is refused with an
//! [`IllegalAction`] (CR 732-style: the game is unchanged), never a panic.
//!
//! This module is held to the lints that catch unchecked indexing, arithmetic and casts;
//! the handlers behind the door may index by the ids once they passed [`Game::check_answer_ids`].

#![deny(clippy::arithmetic_side_effects, clippy::cast_possible_truncation, clippy::indexing_slicing)]

use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{ActivateSpec, Answer, CastSpec, IllegalAction, Target};
use crate::state::game::Game;

impl Game {
    /// Every player and object `a` names exists in this game (CR 102.1, 109.1). Whether they
    /// are legal choices is the handlers' business; this only makes them safe to look up.
    pub(crate) fn check_answer_ids(&self, a: &Answer) -> Result<(), IllegalAction> {
        let obj = |o: &ObjectId| self.check_object_id(*o);
        let target = |t: &Target| match t {
            Target::Player(p) => self.check_player_id(*p),
            Target::Object(o) => self.check_object_id(*o),
        };
        let spec = |s: &ActivateSpec| -> Result<(), IllegalAction> {
            obj(&s.source)?;
            s.targets.iter().flatten().try_for_each(target)?;
            s.payment.iter().flatten().try_for_each(obj)?;
            s.cost_choices.iter().try_for_each(obj)
        };
        match a {
            Answer::Pass | Answer::Concede | Answer::Keep | Answer::Mulligan => Ok(()),
            Answer::YesNo(_) | Answer::Option(_) | Answer::Number(_) | Answer::Order(_) => Ok(()),
            Answer::PlayLand(l) => obj(&l.card),
            Answer::Cast(CastSpec { card, targets, payment, cost_choices, convoke, .. }) => {
                obj(card)?;
                targets.iter().flatten().try_for_each(target)?;
                payment.iter().flatten().try_for_each(obj)?;
                convoke.iter().flatten().try_for_each(obj)?;
                cost_choices.iter().try_for_each(obj)
            }
            Answer::Activate(s) | Answer::TurnFaceUp(s) | Answer::ExileFromHand(s) | Answer::Unlock(s) => spec(s),
            Answer::Cards(cs) => cs.iter().try_for_each(obj),
            Answer::Attackers(v) => v.iter().try_for_each(|(a, t)| obj(a).and_then(|()| target(t))),
            Answer::Blockers(v) => v.iter().try_for_each(|(b, a)| obj(b).and_then(|()| obj(a))),
            Answer::Damage(v) => v.iter().try_for_each(|(t, _)| target(t)),
            Answer::Targets(v) => v.iter().flatten().try_for_each(target),
        }
    }

    /// `p` is a player of this game (CR 102.1).
    pub(crate) fn check_player_id(&self, p: PlayerId) -> Result<(), IllegalAction> {
        if p.index() < self.players.len() {
            Ok(())
        } else {
            Err(IllegalAction::new("102.1", format!("there is no player {p} in this game")))
        }
    }

    /// `o` is an object of this game (CR 109.1).
    pub(crate) fn check_object_id(&self, o: ObjectId) -> Result<(), IllegalAction> {
        if o.index() < self.objects.len() {
            Ok(())
        } else {
            Err(IllegalAction::new("109.1", format!("there is no object {o} in this game")))
        }
    }
}

/// Whether `parts`, amounts a player divides, add up to exactly `total` with each part at
/// most `total`. The sum is taken in `u64`, so forged parts near `u32::MAX` can't wrap it
/// back to the total (a `u64` holds the sum of 2^32 parts of `u32::MAX`: no answer is that
/// long).
pub(crate) fn divides_exactly(parts: impl IntoIterator<Item = u32>, total: u32) -> bool {
    let mut sum: u64 = 0;
    for n in parts {
        if n > total {
            return false;
        }
        sum = sum.saturating_add(u64::from(n));
    }
    sum == u64::from(total)
}

/// The sum of `parts` (already checked by [`divides_exactly`] against a `u32` total), or
/// `u32::MAX` if it doesn't fit: never wraps.
pub(crate) fn sum_u32(parts: impl IntoIterator<Item = u32>) -> u32 {
    parts.into_iter().fold(0u32, u32::saturating_add)
}
