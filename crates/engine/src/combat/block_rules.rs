//! Blocking restrictions that name a kind of creature (CR 509.1b): "can't be blocked by
//! Walls", "can't be blocked except by creatures with flying", "can't block black
//! creatures", "can't be blocked except by three or more creatures", and those that hold only
//! while the defending player controls something ("can't be blocked as long as defending
//! player controls an enchantment"). They are abilities a continuous effect gives an object
//! (layer 6, [`crate::LayerEffect::BlockRule`]), kept in [`Characteristics::block_rules`].

use crate::ir::BlockRule;
use crate::ir::{CardType, Keyword};
use crate::ir::{ObjectId, PlayerId};
use crate::state::characteristics::Characteristics;
use crate::state::game::Game;

/// Why something can't be done: the rule and a short reason.
type Why = (&'static str, String);

impl BlockRule {
    /// The rule in force against `defender`, unwrapping the conditions that hold; `None` if
    /// a condition fails.
    fn in_force<'a>(&'a self, g: &Game, holder: ObjectId, defender: PlayerId) -> Option<&'a BlockRule> {
        match self {
            BlockRule::IfDefenderControls(f, inner) => {
                let you = g.controller(holder);
                let controls =
                    g.battlefield.iter().any(|&id| g.controller(id) == defender && g.matches(f, id, holder, you));
                if controls {
                    inner.in_force(g, holder, defender)
                } else {
                    None
                }
            }
            other => Some(other),
        }
    }
}

impl Game {
    /// Why `blocker` can't block `attacker` under a block rule of either (CR 509.1b), or `None`.
    pub(crate) fn block_rule_violation(
        &self,
        blocker: ObjectId,
        b: &Characteristics,
        attacker: ObjectId,
        a: &Characteristics,
    ) -> Option<Why> {
        let defender = b.controller;
        for r in &a.block_rules {
            match r.in_force(self, attacker, defender) {
                Some(BlockRule::NotBlockedBy(f)) if self.matches_ch(f, blocker, b, attacker, a.controller) => {
                    return Some(("509.1b", "an effect says it can't be blocked by that creature".into()));
                }
                Some(BlockRule::OnlyBlockedBy(f)) if !self.matches_ch(f, blocker, b, attacker, a.controller) => {
                    return Some(("509.1b", "an effect says it can't be blocked except by certain creatures".into()));
                }
                _ => {}
            }
        }
        for r in &b.block_rules {
            if let Some(BlockRule::CantBlock(f)) = r.in_force(self, blocker, defender) {
                if self.matches_ch(f, attacker, a, blocker, b.controller) {
                    return Some(("509.1b", "an effect says the blocker can't block that creature".into()));
                }
            }
        }
        None
    }

    /// The fewest creatures that may block `attacker` if any do (CR 509.1b): two with menace
    /// (CR 702.111b), N for "can't be blocked except by N or more creatures"; 1 otherwise.
    pub fn min_blockers(&self, attacker: ObjectId) -> u32 {
        let a = self.characteristics(attacker);
        let mut n = if a.has(&Keyword::Menace) { 2 } else { 1 };
        if !a.block_rules.is_empty() {
            let defender = self
                .combat
                .attackers
                .iter()
                .find(|(x, _)| *x == attacker)
                .and_then(|(_, d)| self.defending_player_of(*d));
            for r in &a.block_rules {
                let r = match defender {
                    Some(d) => r.in_force(self, attacker, d),
                    None => Some(r),
                };
                if let Some(BlockRule::MinBlockers(m)) = r {
                    n = n.max(*m);
                }
            }
        }
        n
    }

    /// Whether a permanent is enchanted: an Aura is attached to it (CR 303.4).
    pub(crate) fn is_enchanted(&self, id: ObjectId) -> bool {
        self.battlefield.iter().any(|&x| {
            let o = self.object(x);
            o.attached_to == Some(id) && o.card.has_type(CardType::Enchantment) && o.text().has_subtype("Aura")
        })
    }
}
