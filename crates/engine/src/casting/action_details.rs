//! What a client needs to build a cast or an activation step by step: the target requirements of the modes a player picks for a spell or
//! an activated ability (CR 700.2, 601.2c, 602.2b), the objects that can pay a sacrifice, discard or exile cost (CR 602.2b, 601.2h)
//! and the damage a spell divides among its targets (CR 601.2d).
//! Read-only; the answer is still checked in full by `submit`.

use crate::casting::actions::{activated, spell_effect};
use crate::costs::casting::divided_damage;
use crate::costs::payment::SpendOn;
use crate::ir::ManaCost;
use crate::ir::{Amount, Cost};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{ActionOption, TargetSlot};
use crate::state::game::Game;
use serde::{Deserialize, Serialize};

/// Which kind of non-mana cost asks for a choice of objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CostChoiceKind {
    /// "Sacrifice a creature": permanents the player controls (CR 701.21).
    Sacrifice,
    /// "Discard a card": cards in the player's hand (CR 701.9).
    Discard,
    /// "Exile a red card from your hand": cards in the player's hand (CR 118.9, 601.2h).
    Exile,
    /// "Tap an untapped creature you control": untapped permanents the player controls (CR 118.3).
    Tap,
    /// Crew N (CR 702.122a): untapped creatures the player controls, any number of them with
    /// total power at least the choice's `count`.
    TapTotalPower,
    /// "Exile two cards from your graveyard": cards in the player's graveyard (CR 118.3).
    ExileFromGraveyard,
    /// "Return an Island you control to its owner's hand": permanents the player controls.
    ReturnToHand,
}

/// Damage a spell divides among the targets of one requirement as it is cast (CR 601.2d):
/// the answer's `divide` lists one amount per chosen target, at least 1 each, summing to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Division {
    /// The amount to divide; `None` when it is X.
    pub amount: Option<u32>,
    /// Which target requirement (index into the answer's `targets`) it is divided among.
    pub slot: usize,
}

/// A cost that needs `count` of these objects; they go in `cost_choices` of the answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CostChoice {
    pub kind: CostChoiceKind,
    pub count: u32,
    pub candidates: Vec<ObjectId>,
}

impl Game {
    /// The target requirements of spell `card` cast by `p` with these modes, in the order
    /// the answer's `targets` must follow (each chosen mode's targets in turn, CR 700.2c).
    /// Empty for an unknown mode or a card that is not a modal spell.
    pub fn mode_target_slots(&self, p: PlayerId, card: ObjectId, modes: &[usize]) -> Vec<TargetSlot> {
        if card.index() >= self.objects.len() {
            return Vec::new();
        }
        let def = self.object(card).card.clone();
        let Some(e) = spell_effect(&def) else { return Vec::new() };
        if modes.iter().any(|&m| m >= e.modes.len()) {
            return Vec::new();
        }
        let specs: Vec<_> = modes.iter().flat_map(|&m| e.modes[m].targets.clone()).collect();
        self.target_slots(&specs, card, p, Some(card))
    }

    /// The target requirements of the `index`-th activated ability of `source`, activated by
    /// `p` with these modes (CR 602.2b, 700.2c), in the order of the answer's `targets`.
    /// Empty for an unknown mode or an ability that is not modal.
    pub fn activation_mode_target_slots(
        &self,
        p: PlayerId,
        source: ObjectId,
        index: usize,
        modes: &[usize],
    ) -> Vec<TargetSlot> {
        if source.index() >= self.objects.len() {
            return Vec::new();
        }
        let card = self.abilities_now(source);
        let Some((_, a)) = activated(&card.abilities).nth(index) else { return Vec::new() };
        if modes.iter().any(|&m| m >= a.effect.modes.len()) {
            return Vec::new();
        }
        let specs: Vec<_> = modes.iter().flat_map(|&m| a.effect.modes[m].targets.clone()).collect();
        self.target_slots(&specs, source, p, None)
    }

    /// The total mana cost of a cast or activation with X (CR 107.3, 601.2f), for each X
    /// from 0 up to the largest `p` can pay now; empty when the action has no X or can't be
    /// paid even with X = 0. The bound is what the payment planner finds, so every listed
    /// X is payable; `submit` still checks the whole answer.
    pub fn x_costs(&self, p: PlayerId, action: &ActionOption) -> Vec<ManaCost> {
        // Enough for any real board; each step is one run of the payment planner.
        const MOST: u32 = 60;
        let cost = |x: u32| -> Option<ManaCost> {
            match action {
                ActionOption::Cast { card, x: true, alt: None, .. } if card.index() < self.objects.len() => {
                    let def = self.object(*card).card.clone();
                    let base = def.mana_cost.clone().unwrap_or_default().with_x(x);
                    let surcharge = self.flash_surcharge(p, *card).unwrap_or_default();
                    let cost = self.spell_cost_from(p, *card, crate::casting::keywords::mana_plus(&base, &surcharge));
                    // "Discard X cards": X can't exceed what the other costs allow (CR 118.3).
                    let (extra, _) = self.cast_costs_x(p, *card, None, x).ok()?;
                    self.cost_objects(p, *card, &extra, &[], Some(*card)).ok()?;
                    self.plan_payment_on(p, &cost, None, &[], false, SpendOn::Spell(*card)).ok().map(|_| cost)
                }
                ActionOption::Activate { source, index, x: true, .. } if source.index() < self.objects.len() => {
                    let card = self.abilities_now(*source);
                    let (_, a) = activated(&card.abilities).nth(*index)?;
                    crate::costs::counters::check_remove_any(self, *source, &a.cost, x).ok()?;
                    let cost = a.cost.mana.with_x(x);
                    let tapped = self.choose_tap_cost(p, &a.cost, *source, &[]).ok()?;
                    self.plan_payment_excluding(p, &cost, *source, a.cost.tap, &tapped).ok().map(|_| cost)
                }
                _ => None,
            }
        };
        (0..=MOST).map_while(cost).collect()
    }

    /// The sacrifice and discard costs of the `index`-th activated ability of `source`, with
    /// the objects `p` could pay them with now (CR 602.2b).
    pub fn activation_cost_choices(&self, p: PlayerId, source: ObjectId, index: usize) -> Vec<CostChoice> {
        if source.index() >= self.objects.len() {
            return Vec::new();
        }
        let card = self.abilities_now(source);
        let Some((_, a)) = activated(&card.abilities).nth(index) else { return Vec::new() };
        self.cost_choices(p, source, &a.cost, None)
    }

    /// The sacrifice, discard and exile costs of casting `card` for its mana cost (`alt`
    /// `None`) or its `alt`-th alternative cost, with the objects `p` could pay them with
    /// (CR 118.9, 601.2h). The spell itself never pays.
    pub fn cast_cost_choices(&self, p: PlayerId, card: ObjectId, alt: Option<usize>) -> Vec<CostChoice> {
        if card.index() >= self.objects.len() {
            return Vec::new();
        }
        match self.cast_costs(p, card, alt) {
            Ok((cost, _)) => self.cost_choices(p, card, &cost, Some(card)),
            Err(_) => Vec::new(),
        }
    }

    /// The damage spell `card` divides among its targets as it is cast, if any (CR 601.2d).
    pub fn spell_division(&self, card: ObjectId) -> Option<Division> {
        if card.index() >= self.objects.len() {
            return None;
        }
        let def = self.object(card).card.clone();
        let (amount, slot) = divided_damage(spell_effect(&def)?)?;
        let amount = match amount {
            Amount::Fixed(n) => Some((*n).max(0) as u32),
            _ => None,
        };
        Some(Division { amount, slot: slot as usize })
    }

    fn cost_choices(&self, p: PlayerId, source: ObjectId, cost: &Cost, spell: Option<ObjectId>) -> Vec<CostChoice> {
        let mut out = Vec::new();
        // Permanents `p` controls matching the filter (sacrificed, or returned to hand).
        let yours = |f, kind, n: &u32| {
            let candidates = self
                .battlefield
                .iter()
                .copied()
                .filter(|&x| self.controller(x) == p && self.matches(f, x, source, p))
                .collect();
            CostChoice { kind, count: *n, candidates }
        };
        if let Some((f, n)) = &cost.sacrifice {
            out.push(yours(f, CostChoiceKind::Sacrifice, n));
        }
        let hand = |f, kind, n: &u32| {
            let candidates = self.players[p.index()]
                .hand
                .iter()
                .copied()
                .filter(|&x| Some(x) != spell && self.matches(f, x, source, p))
                .collect();
            CostChoice { kind, count: *n, candidates }
        };
        if let Some((f, n)) = &cost.discard {
            out.push(hand(f, CostChoiceKind::Discard, n));
        }
        if let Some((f, n)) = &cost.exile_from_hand {
            out.push(hand(f, CostChoiceKind::Exile, n));
        }
        if let Some((_, n)) = &cost.tap_untapped {
            let candidates = self.tap_cost_candidates(p, cost, source);
            let kind = if cost.tap_total_power { CostChoiceKind::TapTotalPower } else { CostChoiceKind::Tap };
            out.push(CostChoice { kind, count: *n, candidates });
        }
        if let Some((f, n)) = &cost.exile_from_graveyard {
            let candidates =
                self.players[p.index()].graveyard.iter().copied().filter(|&x| self.matches(f, x, source, p)).collect();
            out.push(CostChoice { kind: CostChoiceKind::ExileFromGraveyard, count: *n, candidates });
        }
        if let Some((f, n)) = &cost.return_to_hand {
            out.push(yours(f, CostChoiceKind::ReturnToHand, n));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::{mountain, simple_deck, spell};
    use crate::state::config::{GameConfig, PlayerConfig};
    use crate::{Amount, Effect, Instr, PermanentSetup, Ref, Start, TargetSpec};

    #[test]
    fn x_costs_go_up_to_what_the_lands_pay() {
        // "{X}{R}: X damage to any target" with three Mountains: X from 0 to 2.
        let blaze = spell(
            "Blaze",
            "{X}{R}",
            false,
            Effect::targeted(vec![TargetSpec::any_target()], vec![Instr::damage(Amount::X, Ref::Target(0))]),
        );
        let a = PlayerConfig {
            name: "A".into(),
            hand: vec![blaze],
            battlefield: (0..3).map(|_| PermanentSetup::new(mountain())).collect(),
            ..Default::default()
        };
        let mut cfg = GameConfig::new(vec![a, PlayerConfig::default()]);
        cfg.start = Start::Main;
        cfg.shuffle = false;
        let g = Game::new(cfg, 1);
        let card = g.player(PlayerId(0)).hand[0];
        let cast = g.legal_actions(PlayerId(0)).into_iter().find(|a| matches!(a, ActionOption::Cast { .. })).unwrap();
        let costs: Vec<String> = g.x_costs(PlayerId(0), &cast).iter().map(|c| c.to_string()).collect();
        assert_eq!(costs, vec!["{R}", "{1}{R}", "{2}{R}"]);
        // Not an X action: nothing.
        assert!(g.x_costs(PlayerId(0), &ActionOption::PlayLand { card, face: None }).is_empty());
    }

    #[test]
    fn unknown_objects_modes_and_abilities_have_no_details() {
        let cfg = GameConfig::new(vec![
            PlayerConfig::with_deck("A", simple_deck()),
            PlayerConfig::with_deck("B", simple_deck()),
        ]);
        let g = Game::new(cfg, 1);
        assert!(g.mode_target_slots(PlayerId(0), ObjectId(9999), &[0]).is_empty());
        assert!(g.activation_mode_target_slots(PlayerId(0), ObjectId(9999), 0, &[0]).is_empty());
        assert!(g.activation_cost_choices(PlayerId(0), ObjectId(9999), 0).is_empty());
        assert!(g.cast_cost_choices(PlayerId(0), ObjectId(9999), Some(0)).is_empty());
        assert!(g.spell_division(ObjectId(9999)).is_none());
        // A card in hand that is not modal has no mode 0; a land has no activated ability #5.
        let hand = g.player(PlayerId(0)).hand.clone();
        for id in hand {
            assert!(g.mode_target_slots(PlayerId(0), id, &[0]).is_empty());
            assert!(g.activation_cost_choices(PlayerId(0), id, 5).is_empty());
            assert!(g.activation_mode_target_slots(PlayerId(0), id, 0, &[0]).is_empty());
        }
    }
}
