//! What a client needs to build a cast or an activation step by step, beyond the legal
//! actions themselves: the target requirements of the modes a player picks (CR 700.2,
//! 601.2c) and the objects that can pay a sacrifice or discard cost (CR 602.2b, 601.2h).
//! Read-only; the answer is still checked in full by `submit`.

use crate::actions::{activated, spell_effect};
use crate::decision::TargetSlot;
use crate::ids::{ObjectId, PlayerId};
use crate::state::Game;
use serde::{Deserialize, Serialize};

/// Which kind of non-mana cost asks for a choice of objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CostChoiceKind {
    /// "Sacrifice a creature": permanents the player controls (CR 701.21).
    Sacrifice,
    /// "Discard a card": cards in the player's hand (CR 701.9).
    Discard,
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

    /// The sacrifice and discard costs of the `index`-th activated ability of `source`, with
    /// the objects `p` could pay them with now (CR 602.2b).
    pub fn activation_cost_choices(&self, p: PlayerId, source: ObjectId, index: usize) -> Vec<CostChoice> {
        if source.index() >= self.objects.len() {
            return Vec::new();
        }
        let card = self.object(source).card.clone();
        let Some((_, a)) = activated(&card.abilities).nth(index) else { return Vec::new() };
        let mut out = Vec::new();
        if let Some((f, n)) = &a.cost.sacrifice {
            let candidates = self
                .battlefield
                .iter()
                .copied()
                .filter(|&x| self.controller(x) == p && self.matches(f, x, source, p))
                .collect();
            out.push(CostChoice { kind: CostChoiceKind::Sacrifice, count: *n, candidates });
        }
        if let Some((f, n)) = &a.cost.discard {
            let candidates =
                self.players[p.index()].hand.iter().copied().filter(|&x| self.matches(f, x, source, p)).collect();
            out.push(CostChoice { kind: CostChoiceKind::Discard, count: *n, candidates });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{GameConfig, PlayerConfig};
    use crate::testing::simple_deck;

    #[test]
    fn unknown_objects_modes_and_abilities_have_no_details() {
        let cfg = GameConfig::new(vec![
            PlayerConfig::with_deck("A", simple_deck()),
            PlayerConfig::with_deck("B", simple_deck()),
        ]);
        let g = Game::new(cfg, 1);
        assert!(g.mode_target_slots(PlayerId(0), ObjectId(9999), &[0]).is_empty());
        assert!(g.activation_cost_choices(PlayerId(0), ObjectId(9999), 0).is_empty());
        // A card in hand that is not modal has no mode 0; a land has no activated ability #5.
        let hand = g.player(PlayerId(0)).hand.clone();
        for id in hand {
            assert!(g.mode_target_slots(PlayerId(0), id, &[0]).is_empty());
            assert!(g.activation_cost_choices(PlayerId(0), id, 5).is_empty());
        }
    }
}
