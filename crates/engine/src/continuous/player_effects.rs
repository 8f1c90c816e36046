//! Static abilities that affect players rather than objects: skipping steps (CR 614.1b,
//! 614.10), keywords of players such as shroud (CR 702.18b), and preventing damage to
//! players (CR 615.1a).

use crate::ir::PlayerId;
use crate::ir::{Ability, StaticAbility};
use crate::ir::{Keyword, Step};
use crate::state::game::Game;

impl Game {
    /// The static abilities of permanents on the battlefield that still function, with
    /// each source's controller.
    fn functioning_statics(&self) -> Vec<(PlayerId, &StaticAbility)> {
        self.functioning_statics_with_source().into_iter().map(|(_, you, s)| (you, s)).collect()
    }

    /// Like `functioning_statics`, with each ability's source.
    pub(crate) fn functioning_statics_with_source(&self) -> Vec<(crate::ir::ObjectId, PlayerId, &StaticAbility)> {
        let mut out = Vec::new();
        // Permanents of one card share its text: one just found without a static ability
        // is not looked at again (a board of basic lands costs a pointer comparison each).
        let mut plain: Option<&std::sync::Arc<crate::ir::CardDef>> = None;
        for &id in &self.battlefield {
            let o = self.object(id);
            if plain.is_some_and(|t| std::sync::Arc::ptr_eq(t, o.text())) {
                continue;
            }
            // Only a card with a static ability can contribute one: skip computing the
            // characteristics of the others (a hot path in every priority round).
            let has_static = o.text().abilities.iter().any(|a| matches!(a, Ability::Static(_)));
            if !has_static {
                plain = Some(o.text());
            }
            if o.face_down || !has_static || self.abilities_removed(id) {
                continue;
            }
            let you = self.controller(id);
            for ab in &o.text().abilities {
                if let Ability::Static(s) = ab {
                    out.push((id, you, s));
                }
            }
        }
        out
    }

    /// Whether the active player skips `step` this turn (CR 614.1b: "skip" replaces the step).
    pub(crate) fn step_skipped(&self, step: Step) -> bool {
        self.functioning_statics().into_iter().any(|(you, s)| {
            matches!(s, StaticAbility::SkipStep { step: st, whose } if *st == step && self.player_matches(*whose, self.active, you))
        })
    }

    /// Whether player `p` has keyword `k` ("You have shroud.", CR 702.18b).
    pub(crate) fn player_has_keyword(&self, p: PlayerId, k: &Keyword) -> bool {
        self.functioning_statics().into_iter().any(|(you, s)| {
            matches!(s, StaticAbility::PlayerKeyword { who, keyword } if keyword == k && self.player_matches(*who, p, you))
        })
    }

    /// Whether player `p` gains no life (CR 614.1a, "gains no life instead").
    pub(crate) fn no_life_gain(&self, p: PlayerId) -> bool {
        self.no_life_gain_this_turn
            || self
                .functioning_statics()
                .into_iter()
                .any(|(you, s)| matches!(s, StaticAbility::NoLifeGain { who } if self.player_matches(*who, p, you)))
    }

    /// Whether damage can't reduce player `p`'s life below 1 (CR 614.1a, Worship).
    pub(crate) fn life_floor_one(&self, p: PlayerId) -> bool {
        self.functioning_statics_with_source().into_iter().any(|(src, you, s)| match s {
            StaticAbility::LifeFloorOne { who, condition } => {
                self.player_matches(*who, p, you)
                    && condition.as_ref().is_none_or(|c| self.check_condition(c, src, you))
            }
            _ => false,
        })
    }
}
