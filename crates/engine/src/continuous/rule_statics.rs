//! Static abilities changing rules of the game for players and spells: the maximum hand
//! size (CR 402.2, 514.1) and "Creature spells can't be countered." (CR 101.2).

use crate::ir::{Ability, StaticAbility};
use crate::ir::{ObjectId, PlayerId};
use crate::state::game::Game;

impl Game {
    /// The maximum hand size of `p` (CR 402.2): the game's, changed by static abilities of
    /// permanents; `None` when an ability says the player has none.
    pub(crate) fn max_hand_size(&self, p: PlayerId) -> Option<i32> {
        let mut max = self.config.hand_size as i32;
        for (you, s) in self.rule_statics() {
            if let StaticAbility::MaxHandSize { who, change } = s {
                if self.player_matches(*who, p, you) {
                    match change {
                        None => return None,
                        Some(n) => max += n,
                    }
                }
            }
        }
        Some(max)
    }

    /// Whether a static ability of a permanent says spell `o` can't be countered (CR 101.2).
    pub(crate) fn spell_cant_be_countered(&self, o: ObjectId) -> bool {
        self.battlefield.iter().any(|&src| {
            let you = self.controller(src);
            self.object(src).text().abilities.iter().any(|a| {
                matches!(a, Ability::Static(StaticAbility::SpellsCantBeCountered(f))
                    if !self.abilities_removed(src) && self.matches(f, o, src, you))
            })
        })
    }

    /// Why a creature with power `power` can't attack under "Creatures with power greater
    /// than the number of cards in your hand can't attack." (CR 508.1c), or `None`.
    pub(crate) fn attack_power_limit(&self, power: i32) -> Option<(&'static str, String)> {
        for &src in &self.battlefield {
            for a in &self.object(src).text().abilities {
                if let Ability::Static(StaticAbility::CantAttackPowerAbove(limit)) = a {
                    if self.object(src).face_down || self.abilities_removed(src) {
                        continue;
                    }
                    let n = self.eval_static_amount(limit, src);
                    if power > n {
                        let why = format!("its power {power} is greater than {n} ({})", self.object(src).card.name);
                        return Some(("508.1c", why));
                    }
                }
            }
        }
        None
    }

    /// The rule-changing static abilities of permanents whose abilities function, with
    /// their controllers.
    fn rule_statics(&self) -> Vec<(PlayerId, &StaticAbility)> {
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let o = self.object(id);
            let has =
                o.text().abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::MaxHandSize { .. })));
            if !has || o.face_down || self.abilities_removed(id) {
                continue;
            }
            let you = self.controller(id);
            for a in &o.text().abilities {
                if let Ability::Static(s) = a {
                    out.push((you, s));
                }
            }
        }
        out
    }
}
