//! Limits on how many creatures attack or block (CR 508.1c, 509.1b: restrictions on the
//! declaration as a whole): "No more than two creatures can attack you each combat."
//! (Crawlspace), "No more than one creature can block each combat." (Dueling Grounds).

use super::Violation;
use crate::ir::{Ability, StaticAbility};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// The limits in force: (block, the protected player or `None` for everyone, max).
    fn combatant_limits(&self) -> Vec<(bool, Option<PlayerId>, u32)> {
        let mut out = Vec::new();
        for &src in &self.battlefield {
            let o = self.object(src);
            for a in &o.text().abilities {
                if let Ability::Static(StaticAbility::MaxCombatants { block, you_only, max }) = a {
                    if o.face_down || self.abilities_removed(src) {
                        continue;
                    }
                    out.push((*block, you_only.then(|| self.controller(src)), *max));
                }
            }
        }
        out
    }

    /// The attackers of `attacks` beyond a limit on attackers (CR 508.1c).
    pub(crate) fn attack_limit_violations(&self, attacks: &[(ObjectId, Target)]) -> Vec<Violation> {
        let mut out = Vec::new();
        for (block, whom, max) in self.combatant_limits() {
            if block {
                continue;
            }
            let counted: Vec<ObjectId> = attacks
                .iter()
                .filter(|(_, d)| whom.is_none() || self.defending_player_of(*d) == whom)
                .map(|(a, _)| *a)
                .collect();
            for &a in counted.iter().skip(max as usize) {
                let text = match whom {
                    Some(p) => format!(
                        "no more than {max} creatures can attack {} each combat",
                        self.target_name(Target::Player(p))
                    ),
                    None => format!("no more than {max} creatures can attack each combat"),
                };
                out.push(Violation { rule: "508.1c", object: a, text });
            }
        }
        out
    }

    /// Whether one more creature could attack `d` in addition to `attacks` without breaking
    /// a limit (CR 508.1c): a requirement that would break one is not required (508.1d).
    pub(crate) fn room_to_attack(&self, attacks: &[(ObjectId, Target)], d: Target) -> bool {
        self.combatant_limits().into_iter().all(|(block, whom, max)| {
            block
                || whom.is_some_and(|p| self.defending_player_of(d) != Some(p))
                || (attacks.iter().filter(|(_, x)| whom.is_none() || self.defending_player_of(*x) == whom).count()
                    as u32)
                    < max
        })
    }

    /// The most creatures that may block in one declaration (CR 509.1b), if limited.
    pub(crate) fn max_blockers(&self) -> Option<u32> {
        self.combatant_limits().into_iter().filter(|(block, _, _)| *block).map(|(_, _, m)| m).min()
    }

    /// The blockers of `blocks` beyond a limit on blockers (CR 509.1b).
    pub(crate) fn block_limit_violations(&self, blocks: &[(ObjectId, ObjectId)]) -> Vec<Violation> {
        let Some(max) = self.max_blockers() else { return Vec::new() };
        super::declare_blockers::unique_blockers(blocks)
            .into_iter()
            .skip(max as usize)
            .map(|b| Violation {
                rule: "509.1b",
                object: b,
                text: format!("no more than {max} creatures can block each combat"),
            })
            .collect()
    }
}
