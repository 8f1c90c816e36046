//! Keywords that let objects pay for a spell's mana after the total cost is known: convoke
//! (CR 702.51: tapping untapped creatures, each paying one generic mana or one mana of one of
//! its colours), improvise (CR 702.126: tapping untapped artifacts, each paying one generic
//! mana) and delve (CR 702.66: exiling cards from the graveyard, each paying one generic
//! mana). The helpers are chosen in `CastSpec::convoke`, or automatically.

use crate::costs::payment::SpendOn;
use crate::ir::Zone;
use crate::ir::{CardType, Keyword, ManaCost, ManaSymbol};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::IllegalAction;
use crate::state::game::Game;

/// What a spell's helping keyword asks of each helper (CR 702.51a, 702.126a, 702.66a).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Helper {
    Convoke,
    Improvise,
    Delve,
}

impl Helper {
    /// The helping keyword of a spell, if it has one.
    pub(crate) fn of(def: &crate::ir::CardDef) -> Option<Helper> {
        def.keywords().find_map(|k| match k {
            Keyword::Convoke => Some(Helper::Convoke),
            Keyword::Improvise => Some(Helper::Improvise),
            Keyword::Delve => Some(Helper::Delve),
            _ => None,
        })
    }

    fn rule(self) -> &'static str {
        match self {
            Helper::Convoke => "702.51a",
            Helper::Improvise => "702.126a",
            Helper::Delve => "702.66a",
        }
    }

    fn name(self) -> &'static str {
        match self {
            Helper::Convoke => "convoke",
            Helper::Improvise => "improvise",
            Helper::Delve => "delve",
        }
    }
}

impl Game {
    /// What could help pay for `card` under `helper` (CR 702.51a, 702.126a, 702.66a): the
    /// untapped creatures or artifacts `p` controls, or the other cards in `p`'s graveyard,
    /// leaving out those in `exclude` (used for another part of the cost).
    fn helper_candidates(&self, p: PlayerId, card: ObjectId, helper: Helper, exclude: &[ObjectId]) -> Vec<ObjectId> {
        let usable = |c: &ObjectId| *c != card && !exclude.contains(c);
        if helper == Helper::Delve {
            return self.players[p.index()].graveyard.iter().copied().filter(usable).collect();
        }
        let kind = if helper == Helper::Convoke { CardType::Creature } else { CardType::Artifact };
        self.battlefield
            .iter()
            .copied()
            .filter(usable)
            .filter(|&c| !self.object(c).tapped && self.controller(c) == p)
            .filter(|&c| self.characteristics(c).is(kind))
            .collect()
    }

    /// CR 702.51a, 702.126a, 702.66a: the helpers tap, or are exiled from the graveyard.
    pub(crate) fn use_helpers(&mut self, helpers: &[ObjectId]) {
        for &c in helpers {
            if self.object(c).zone == Zone::Graveyard {
                self.move_object(c, Zone::Exile);
            } else {
                self.tap_permanent(c);
            }
        }
    }

    /// CR 702.51a-b (and 702.126a-b, 702.66a-b): the part of the total cost `cost` of `card`
    /// left to pay with mana, and the objects that convoke (improvise, delve) it. With
    /// `chosen`, exactly those objects, each paying a mana of one of its colours if one is
    /// left (convoke only), else a generic mana; refused if one can't pay anything. Without,
    /// none when mana (`only`: from those sources) pays it all, else objects that aren't mana
    /// sources first, one at a time, until mana pays the rest.
    pub(crate) fn plan_convoke(
        &self,
        p: PlayerId,
        card: ObjectId,
        cost: &ManaCost,
        chosen: Option<&[ObjectId]>,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
    ) -> Result<(ManaCost, Vec<ObjectId>), IllegalAction> {
        let Some(helper) = Helper::of(&self.object(card).card) else {
            if chosen.is_some_and(|c| !c.is_empty()) {
                return Err(IllegalAction::new(
                    "702.51a",
                    format!("{} has no convoke, improvise or delve", self.name(card)),
                ));
            }
            return Ok((cost.clone(), Vec::new()));
        };
        let candidates = self.helper_candidates(p, card, helper, exclude);
        let mut left = cost.clone();
        if let Some(list) = chosen {
            let mut used = Vec::new();
            for &c in list {
                if !candidates.contains(&c) || used.contains(&c) {
                    return Err(IllegalAction::new(
                        helper.rule(),
                        format!("{} can't {} this spell", self.name(c), helper.name()),
                    ));
                }
                if !self.convoke_one(&mut left, c, helper) {
                    return Err(IllegalAction::new(
                        helper.rule(),
                        format!("{} has no mana of the cost left to pay", self.name(c)),
                    ));
                }
                used.push(c);
            }
            return Ok((left, used));
        }
        if self.plan_payment_on(p, cost, only, exclude, false, SpendOn::Spell(card)).is_ok() {
            return Ok((left, Vec::new()));
        }
        let mana: Vec<ObjectId> = self.mana_sources(p).into_iter().map(|s| s.id).collect();
        let mut ranked = candidates;
        ranked.sort_by_key(|c| mana.contains(c));
        let mut used = Vec::new();
        for c in ranked {
            if !self.convoke_one(&mut left, c, helper) {
                continue;
            }
            used.push(c);
            let excluded: Vec<ObjectId> = exclude.iter().chain(&used).copied().collect();
            if self.plan_payment_on(p, &left, only, &excluded, false, SpendOn::Spell(card)).is_ok() {
                break;
            }
        }
        Ok((left, used))
    }

    /// Helper `c` pays one mana of `cost`: for convoke, a coloured symbol of one of its
    /// colours (hybrid and Phyrexian symbols included) if there is one (CR 702.51a), else one
    /// generic mana (all improvise and delve pay, CR 702.126a, 702.66a). False when it can
    /// pay neither.
    fn convoke_one(&self, cost: &mut ManaCost, c: ObjectId, helper: Helper) -> bool {
        let colors = self.characteristics(c).colors;
        let of_color = cost.symbols.iter().position(|s| {
            helper == Helper::Convoke
                && match s {
                    ManaSymbol::Colored(k) | ManaSymbol::Phyrexian(k) | ManaSymbol::TwoHybrid(k) => colors.contains(*k),
                    ManaSymbol::Hybrid(a, b) => colors.contains(*a) || colors.contains(*b),
                    _ => false,
                }
        });
        if let Some(i) = of_color {
            cost.symbols.remove(i);
            return true;
        }
        let Some(i) = cost.symbols.iter().position(|s| matches!(s, ManaSymbol::Generic(n) if *n > 0)) else {
            return false;
        };
        if let ManaSymbol::Generic(n) = &mut cost.symbols[i] {
            *n -= 1;
            if *n == 0 {
                cost.symbols.remove(i);
            }
        }
        true
    }
}
