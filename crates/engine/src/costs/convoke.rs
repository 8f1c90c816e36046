//! Convoke (CR 702.51): tapping untapped creatures to pay for a spell's mana, each creature
//! paying one generic mana or one mana of one of its colours, after the total cost is
//! known (702.51b).

use crate::ir::{CardType, Keyword, ManaCost, ManaSymbol};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::IllegalAction;
use crate::state::game::Game;

impl Game {
    /// The untapped creatures `p` controls that could convoke `card` (CR 702.51a), leaving
    /// out those in `exclude` (tapped for another part of the cost).
    fn convoke_candidates(&self, p: PlayerId, card: ObjectId, exclude: &[ObjectId]) -> Vec<ObjectId> {
        self.battlefield
            .iter()
            .copied()
            .filter(|&c| c != card && !exclude.contains(&c) && !self.object(c).tapped && self.controller(c) == p)
            .filter(|&c| self.characteristics(c).is(CardType::Creature))
            .collect()
    }

    /// CR 702.51a-b: the part of the total cost `cost` of `card` left to pay with mana, and the
    /// creatures that convoke it. With `chosen`, exactly those creatures, each paying a
    /// mana of one of its colours if one is left, else a generic mana; refused if one can't
    /// pay anything. Without, none when mana (`only`: from those sources) pays it all, else
    /// creatures that aren't mana sources first, one at a time, until mana pays the rest.
    pub(crate) fn plan_convoke(
        &self,
        p: PlayerId,
        card: ObjectId,
        cost: &ManaCost,
        chosen: Option<&[ObjectId]>,
        only: Option<&[ObjectId]>,
        exclude: &[ObjectId],
    ) -> Result<(ManaCost, Vec<ObjectId>), IllegalAction> {
        let convoke = self.object(card).card.keywords().any(|k| *k == Keyword::Convoke);
        if !convoke {
            if chosen.is_some_and(|c| !c.is_empty()) {
                return Err(IllegalAction::new("702.51a", format!("{} doesn't have convoke", self.name(card))));
            }
            return Ok((cost.clone(), Vec::new()));
        }
        let candidates = self.convoke_candidates(p, card, exclude);
        let mut left = cost.clone();
        if let Some(list) = chosen {
            let mut used = Vec::new();
            for &c in list {
                if !candidates.contains(&c) || used.contains(&c) {
                    return Err(IllegalAction::new(
                        "702.51a",
                        format!("{} is not an untapped creature you control that can convoke", self.name(c)),
                    ));
                }
                if !self.convoke_one(&mut left, c) {
                    return Err(IllegalAction::new(
                        "702.51a",
                        format!("{} has no mana of the cost left to pay", self.name(c)),
                    ));
                }
                used.push(c);
            }
            return Ok((left, used));
        }
        if self.plan_payment_from(p, cost, only, exclude).is_ok() {
            return Ok((left, Vec::new()));
        }
        let mana: Vec<ObjectId> = self.mana_sources(p).into_iter().map(|s| s.id).collect();
        let mut ranked = candidates;
        ranked.sort_by_key(|c| mana.contains(c));
        let mut used = Vec::new();
        for c in ranked {
            if !self.convoke_one(&mut left, c) {
                continue;
            }
            used.push(c);
            let excluded: Vec<ObjectId> = exclude.iter().chain(&used).copied().collect();
            if self.plan_payment_from(p, &left, only, &excluded).is_ok() {
                break;
            }
        }
        Ok((left, used))
    }

    /// Creature `c` pays one mana of `cost`: a coloured symbol of one of its colours (hybrid
    /// and Phyrexian symbols included) if there is one, else one generic mana. False when it
    /// can pay neither.
    fn convoke_one(&self, cost: &mut ManaCost, c: ObjectId) -> bool {
        let colors = self.characteristics(c).colors;
        let of_color = cost.symbols.iter().position(|s| match s {
            ManaSymbol::Colored(k) | ManaSymbol::Phyrexian(k) | ManaSymbol::TwoHybrid(k) => colors.contains(*k),
            ManaSymbol::Hybrid(a, b) => colors.contains(*a) || colors.contains(*b),
            _ => false,
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
