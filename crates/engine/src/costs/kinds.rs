//! Checking and paying the less common cost kinds (CR 118, 601.2h, 602.2b): discarding at random or a whole hand, exiling cards from a graveyard or from the
//! top of a library, milling, returning permanents to their owner's hand ("return an Island
//! you control", Daze), paying half one's life, tapping the enchanted permanent, paying
//! energy (CR 107.14); and the
//! casting restrictions of spells ("Cast this spell only during combat", CR 601.3).
//! Each is checked before anything changes (CR 118.3: a cost needs the resources to pay it
//! fully) and paid with the rest of the cost, random parts and cards moved from a library
//! last (CR 601.2h).

use crate::ir::Zone;
use crate::ir::{Ability, Cost, StaticAbility, XCostPart};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::IllegalAction;
use crate::state::game::Game;
use rand::Rng;

/// The objects chosen to pay this module's cost kinds (CR 601.2h).
#[derive(Clone, Debug, Default)]
pub(crate) struct MoreCostObjects {
    /// Cards exiled from the graveyard ("Exile two cards from your graveyard").
    pub graveyard_exile: Vec<ObjectId>,
    /// Permanents returned to their owner's hand ("return an Island you control").
    pub returned: Vec<ObjectId>,
    /// The enchanted permanent tapped for "Tap enchanted creature".
    pub tapped_attached: Option<ObjectId>,
}

impl Cost {
    /// Whether the cost has a part of this module's kinds (the mana planner never activates
    /// such a mana ability on its own: its cost is more than a tap, CR 605.3b).
    pub fn has_more_costs(&self) -> bool {
        self.discard_random > 0
            || self.discard_hand
            || self.exile_from_graveyard.is_some()
            || self.exile_graveyard_top > 0
            || self.return_to_hand.is_some()
            || self.mill > 0
            || self.exile_library_top > 0
            || self.pay_half_life
            || self.tap_attached
            || self.exile_top_graveyard_of.is_some()
            || self.sacrifice_all
            || self.others_gain_life > 0
            || self.energy > 0
    }
}

impl Cost {
    /// The cost with its X part counting `x` (CR 107.3: the value chosen for X as the
    /// spell is cast, 601.2b).
    pub fn with_count_x(&self, x: u32) -> Cost {
        let mut c = self.clone();
        match c.x_part {
            Some(XCostPart::Life) => c.life = x,
            Some(XCostPart::Discard) => {
                if let Some((_, n)) = &mut c.discard {
                    *n = x;
                }
            }
            Some(XCostPart::DiscardRandom) => c.discard_random = x,
            Some(XCostPart::ExileFromGraveyard) => {
                if let Some((_, n)) = &mut c.exile_from_graveyard {
                    *n = x;
                }
            }
            Some(XCostPart::ReturnToHand) => {
                if let Some((_, n)) = &mut c.return_to_hand {
                    *n = x;
                }
            }
            None => {}
        }
        c
    }
}

/// Whether a card's additional costs count X, so that casting it chooses an X though its
/// mana cost has none (CR 107.3, 601.2b).
pub fn additional_cost_has_x(def: &crate::ir::CardDef) -> bool {
    crate::costs::casting::additional_costs(def).any(|c| c.x_part.is_some())
}

/// Adds this module's parts of `c` to `total` (costs combine, CR 601.2f).
pub(crate) fn add_more_costs(total: &mut Cost, c: &Cost) {
    total.discard_random += c.discard_random;
    total.discard_hand |= c.discard_hand;
    if c.exile_from_graveyard.is_some() {
        total.exile_from_graveyard = c.exile_from_graveyard.clone();
    }
    total.exile_graveyard_top += c.exile_graveyard_top;
    if c.return_to_hand.is_some() {
        total.return_to_hand = c.return_to_hand.clone();
    }
    total.mill += c.mill;
    total.exile_library_top += c.exile_library_top;
    total.pay_half_life |= c.pay_half_life;
    total.tap_attached |= c.tap_attached;
    if c.exile_top_graveyard_of.is_some() {
        total.exile_top_graveyard_of = c.exile_top_graveyard_of.clone();
    }
    total.sacrifice_all |= c.sacrifice_all;
    total.others_gain_life += c.others_gain_life;
    total.energy += c.energy;
}

impl Game {
    /// Checks that `p` can pay this module's parts of `cost` for `source` and chooses the
    /// objects: those named in `choices` when enough are named, else the first that qualify.
    /// `spell` (a spell being cast) never pays for itself. Refuses an unpayable cost with the
    /// rule (CR 118.3, 601.2h, 602.2b).
    pub(crate) fn choose_more_costs(
        &self,
        p: PlayerId,
        source: ObjectId,
        cost: &Cost,
        choices: &[ObjectId],
        spell: Option<ObjectId>,
    ) -> Result<MoreCostObjects, IllegalAction> {
        let mut out = MoreCostObjects::default();
        if !cost.has_more_costs() {
            return Ok(out);
        }
        let pl = &self.players[p.index()];
        let pick = |pool: Vec<ObjectId>, n: u32, what: &str| {
            crate::costs::casting::pick_cost_objects(pool, n, choices, "118.3", what)
        };
        let hand = pl.hand.iter().filter(|&&c| Some(c) != spell).count() as u32;
        let discarded = cost.discard.as_ref().map_or(0, |(_, n)| *n);
        if cost.discard_random > 0 && hand < cost.discard_random + discarded {
            return Err(IllegalAction::new("118.3", "not enough cards in hand to discard at random"));
        }
        if let Some((f, n)) = &cost.exile_from_graveyard {
            let pool = pl.graveyard.iter().copied().filter(|&c| self.matches(f, c, source, p)).collect();
            out.graveyard_exile = pick(pool, *n, "cards in your graveyard")?;
        }
        if let Some(f) = &cost.exile_top_graveyard_of {
            // The topmost card that matches (the graveyard's last card is its top).
            match pl.graveyard.iter().rev().copied().find(|&c| self.matches(f, c, source, p)) {
                Some(c) => out.graveyard_exile.push(c),
                None => return Err(IllegalAction::new("118.3", "no such card in your graveyard to exile")),
            }
        }
        // CR 107.14, 118.3: energy is paid only with as many energy counters.
        if pl.energy < cost.energy {
            return Err(IllegalAction::new("107.14", format!("you have {} energy, not {}", pl.energy, cost.energy)));
        }
        if (pl.graveyard.len() as u32) < cost.exile_graveyard_top {
            return Err(IllegalAction::new("118.3", "not enough cards in your graveyard to exile"));
        }
        if let Some((f, n)) = &cost.return_to_hand {
            let pool = self
                .battlefield
                .iter()
                .copied()
                .filter(|&x| self.controller(x) == p && self.matches(f, x, source, p))
                .collect();
            out.returned = pick(pool, *n, "permanents to return to their owner's hand")?;
        }
        // CR 701.13b: a player can't mill more cards than their library has; CR 118.3 for
        // exiling the top cards of a library.
        if (pl.library.len() as u32) < cost.mill + cost.exile_library_top {
            return Err(IllegalAction::new("118.3", "not enough cards in your library to pay the cost"));
        }
        if cost.tap_attached {
            match self.object(source).attached_to {
                Some(a) if self.battlefield.contains(&a) && !self.object(a).tapped => out.tapped_attached = Some(a),
                Some(_) => {
                    return Err(IllegalAction::new("118.3", "the enchanted permanent is already tapped"));
                }
                None => return Err(IllegalAction::new("118.3", "this enchants nothing to tap")),
            }
        }
        Ok(out)
    }

    /// Pays this module's parts of `cost` with the chosen objects: the parts without random
    /// elements first, then random discards and cards from the library (CR 601.2h).
    pub(crate) fn pay_more_costs(&mut self, p: PlayerId, cost: &Cost, objs: &MoreCostObjects) {
        if !cost.has_more_costs() {
            return;
        }
        let energy = &mut self.players[p.index()].energy;
        *energy = energy.saturating_sub(cost.energy);
        if cost.pay_half_life {
            // "Pay half your life, rounded up" (CR 107.1a, 119.4b: 0 life can always be paid).
            let life = self.players[p.index()].life;
            self.lose_life(p, (life.max(0) + 1) / 2);
        }
        if let Some(a) = objs.tapped_attached {
            self.tap_permanent(a);
        }
        for &c in &objs.graveyard_exile {
            self.move_object(c, Zone::Exile);
        }
        for _ in 0..cost.exile_graveyard_top {
            if let Some(&top) = self.players[p.index()].graveyard.last() {
                self.move_object(top, Zone::Exile);
            }
        }
        for &r in &objs.returned {
            self.move_object(r, Zone::Hand);
        }
        if cost.sacrifice_all {
            let mine: Vec<ObjectId> = self.battlefield.iter().copied().filter(|&x| self.controller(x) == p).collect();
            for x in mine {
                self.sacrifice(x);
            }
        }
        if cost.others_gain_life > 0 {
            // CR 118.9: "have each other player gain N life".
            for i in 0..self.players.len() {
                let q = PlayerId(i as u8);
                if q != p && !self.players[i].lost {
                    self.gain_life(q, cost.others_gain_life as i32);
                }
            }
        }
        if cost.discard_hand {
            for c in self.players[p.index()].hand.clone() {
                self.discard(p, c);
            }
        }
        // CR 601.2h: random parts and cards leaving the library come last.
        for _ in 0..cost.discard_random {
            let hand = &self.players[p.index()].hand;
            if hand.is_empty() {
                break;
            }
            let c = hand[self.rng.gen_range(0..hand.len())];
            self.discard(p, c);
        }
        for _ in 0..cost.mill {
            if let Some(&top) = self.players[p.index()].library.last() {
                self.move_object(top, Zone::Graveyard);
            }
        }
        for _ in 0..cost.exile_library_top {
            if let Some(&top) = self.players[p.index()].library.last() {
                self.move_object(top, Zone::Exile);
            }
        }
    }

    /// Counts a spell `p` cast (CR 601.2i) for "if you've cast another spell this turn".
    pub(crate) fn note_spell_cast(&mut self, p: PlayerId, def: &crate::ir::CardDef) {
        let n = &mut self.players[p.index()].spells_cast_this_turn;
        n.0 += 1;
        n.1 += u32::from(def.has_type(crate::ir::CardType::Creature));
    }

    /// Whether `you` (or, with `by_opponent`, an opponent of `you`) cast a spell (a creature
    /// spell, with `creature`) this turn.
    pub(crate) fn spell_cast_this_turn(&self, you: PlayerId, by_opponent: bool, creature: bool) -> bool {
        self.players.iter().enumerate().any(|(i, pl)| {
            let theirs = if by_opponent { i != you.index() } else { i == you.index() };
            theirs && if creature { pl.spells_cast_this_turn.1 > 0 } else { pl.spells_cast_this_turn.0 > 0 }
        })
    }

    /// The change to the generic cost of `card`'s own "this spell costs {N} less to cast"
    /// abilities whose condition holds for its caster `p` (CR 601.2f).
    pub(crate) fn self_cost_change(&self, p: PlayerId, card: ObjectId) -> i32 {
        self.object(card)
            .card
            .abilities
            .iter()
            .filter_map(|a| match a {
                Ability::Static(StaticAbility::SelfCostChange { condition, amount, per })
                    if self.check_condition(condition, card, p) =>
                {
                    // CR 702.41a: "for each [quality] you control"; "for each creature on the
                    // battlefield", counted for the caster.
                    let times = per.as_ref().map_or(1, |a| self.eval_amount_as(a, card, p, 0).max(0));
                    Some(amount.saturating_mul(times))
                }
                _ => None,
            })
            .sum()
    }

    /// Refuses a cast its card's restrictions forbid now ("Cast this spell only during
    /// combat", CR 601.3: no rule or effect may prohibit the cast).
    pub(crate) fn check_cast_restrictions(&self, p: PlayerId, card: ObjectId) -> Result<(), IllegalAction> {
        for a in &self.object(card).card.abilities {
            if let Ability::Static(StaticAbility::CastRestriction { condition, text }) = a {
                if !self.check_condition(condition, card, p) {
                    return Err(IllegalAction::new("601.3", format!("\"{text}\" forbids casting it now")));
                }
            }
        }
        Ok(())
    }
}
