//! Attack and block restrictions whose condition reads the battlefield (CR 508.1c, 509.1b):
//! "can't attack if defending player controls an untapped creature with power 3 or greater",
//! "can't attack if there's another creature on the battlefield", "can't attack or block if
//! an enchantment is on the battlefield". Checked as attackers and blockers are declared.

use super::restrictions::Why;
use crate::ir::CardType;
use crate::ir::Restriction;
use crate::ir::{ObjectId, PlayerId};
use crate::state::characteristics::Characteristics;
use crate::state::game::Game;

impl Game {
    /// Why creature `id` can't attack at all because of the board, or `None` (CR 508.1c).
    pub(crate) fn board_attack_restriction(&self, id: ObjectId, ch: &Characteristics) -> Option<Why> {
        if ch.restricted(Restriction::CantAttackIfAnotherCreature)
            && self.battlefield.iter().any(|&o| o != id && self.characteristics(o).is(CardType::Creature))
        {
            return Some(("508.1c", "it can't attack while there's another creature on the battlefield".into()));
        }
        if ch.restricted(Restriction::CantAttackOrBlockIfEnchantment) && self.enchantment_on_battlefield() {
            return Some(("508.1c", "it can't attack while an enchantment is on the battlefield".into()));
        }
        None
    }

    /// Why a creature with `ch` can't attack `defending` because of that player's untapped
    /// creatures, or `None` (CR 508.1c).
    pub(crate) fn defender_attack_restriction(&self, ch: &Characteristics, defending: PlayerId) -> Option<Why> {
        for r in &ch.restrictions {
            let (n, at_least) = match *r {
                Restriction::CantAttackIfDefenderHasUntappedPowerAtLeast(n) => (n, true),
                Restriction::CantAttackIfDefenderHasUntappedPowerAtMost(n) => (n, false),
                _ => continue,
            };
            let fits = |p: i32| if at_least { p >= n } else { p <= n };
            let bound = if at_least { "or greater" } else { "or less" };
            let blocks = self.battlefield.iter().any(|&o| {
                let c = self.characteristics(o);
                c.controller == defending && c.is(CardType::Creature) && !self.object(o).tapped && fits(c.power)
            });
            if blocks {
                let why = format!("defending player controls an untapped creature with power {n} {bound}");
                return Some(("508.1c", why));
            }
        }
        None
    }

    /// Why a creature with `ch` can't block because of the board, or `None` (CR 509.1b).
    pub(crate) fn board_block_restriction(&self, ch: &Characteristics) -> Option<Why> {
        if ch.restricted(Restriction::CantAttackOrBlockIfEnchantment) && self.enchantment_on_battlefield() {
            return Some(("509.1b", "it can't block while an enchantment is on the battlefield".into()));
        }
        None
    }

    /// Whether any enchantment is on the battlefield.
    fn enchantment_on_battlefield(&self) -> bool {
        self.battlefield.iter().any(|&o| self.characteristics(o).is(CardType::Enchantment))
    }
}
