//! Abilities that function from a graveyard (CR 113.6b, 113.6m): activated abilities of cards
//! in their owner's graveyard ("{B}: Return ~ from your graveyard to the battlefield"),
//! "at the beginning of" triggers of such cards ("At the beginning of your upkeep, if ~ is
//! in your graveyard, ..."), and the conditions they read: the source still in its zone
//! (CR 400.7) and the cards above it in the graveyard (CR 404.2).

use crate::ir::{Ability, Condition, Filter, TriggerEvent};
use crate::ir::{ObjectId, PlayerId};
use crate::ir::{Step, Zone};
use crate::state::decision::{IllegalAction, Target, TargetSlot};
use crate::state::game::{Game, PendingTrigger};

impl Game {
    /// The cards in `p`'s graveyard with an activated ability that functions there (CR
    /// 113.6b); a card in a graveyard has no controller, so only its owner may activate it
    /// (CR 108.4a, 602.2).
    pub(crate) fn graveyard_activation_sources(&self, p: PlayerId) -> Vec<ObjectId> {
        self.players[p.index()]
            .graveyard
            .iter()
            .copied()
            .filter(|&id| {
                self.object(id)
                    .card
                    .abilities
                    .iter()
                    .any(|a| matches!(a, Ability::Activated(x) if x.zone == Zone::Graveyard))
            })
            .collect()
    }

    /// CR 602.2, 108.4a: an ability of a card in a graveyard is activated by its owner, from
    /// that owner's graveyard.
    pub(crate) fn check_graveyard_activation(&self, p: PlayerId, id: ObjectId) -> Result<(), IllegalAction> {
        if !self.players[p.index()].graveyard.contains(&id) {
            return Err(IllegalAction::new("602.2", format!("{} is not in your graveyard", self.name(id))));
        }
        Ok(())
    }

    /// Queues the "at the beginning of <step>" triggered abilities of cards in graveyards
    /// that function there (CR 113.6b, 503.1a), controlled by each card's owner (CR 108.4a);
    /// their intervening "if" clauses are checked now (CR 603.4).
    pub(crate) fn fire_graveyard_step_triggers(&mut self, step: Step) {
        let active = self.active;
        let mut found = Vec::new();
        for pl in &self.players {
            for &card in &pl.graveyard {
                let def = self.object(card).card.clone();
                let owner = self.object(card).owner;
                for (i, ab) in def.abilities.iter().enumerate() {
                    let Ability::Triggered(t) = ab else { continue };
                    let TriggerEvent::InGraveyard(inner) = &t.event else { continue };
                    let TriggerEvent::BeginningOfStep { step: s, whose } = inner.as_ref() else { continue };
                    let triggering = Some(Target::Player(active));
                    if *s == step
                        && self.player_matches(*whose, active, owner)
                        && t.condition.as_ref().is_none_or(|c| self.check_condition_about(c, card, owner, triggering))
                    {
                        found.push(PendingTrigger::new(card, owner, def.clone(), i, triggering));
                    }
                }
            }
        }
        self.triggers.extend(found);
    }

    /// "target cards from a single graveyard" (CR 601.2c): the chosen objects have one owner.
    pub(crate) fn check_same_owner(&self, slot: &TargetSlot, picks: &[Target]) -> Result<(), IllegalAction> {
        if !slot.same_owner {
            return Ok(());
        }
        let mut owners = picks.iter().filter_map(|t| match t {
            Target::Object(o) => Some(self.object(*o).owner),
            Target::Player(_) => None,
        });
        let first = owners.next();
        if owners.any(|o| Some(o) != first) {
            return Err(IllegalAction::new(
                "601.2c",
                format!("{}: the cards must be in a single graveyard", slot.text),
            ));
        }
        Ok(())
    }

    /// The cards above a card in its owner's graveyard, nearest first (CR 404.2: the
    /// graveyard's last card is its top); none if it isn't in a graveyard.
    fn cards_above(&self, card: ObjectId) -> &[ObjectId] {
        let o = self.object(card);
        if o.zone != Zone::Graveyard || o.moved_to.is_some() {
            return &[];
        }
        let gy = &self.players[o.owner.index()].graveyard;
        match gy.iter().position(|&x| x == card) {
            Some(at) => &gy[at + 1..],
            None => &[],
        }
    }

    /// The topmost card of `p`'s graveyard or library matching the filter (the zone's last card
    /// is its top).
    pub(crate) fn top_card_in(
        &self,
        p: PlayerId,
        zone: Zone,
        f: &Filter,
        src: ObjectId,
        you: PlayerId,
    ) -> Option<ObjectId> {
        let pl = &self.players[p.index()];
        let cards = match zone {
            Zone::Graveyard => &pl.graveyard,
            Zone::Library => &pl.library,
            _ => return None,
        };
        cards.iter().rev().copied().find(|&c| self.matches(f, c, src, you))
    }

    /// The conditions about where the source is ([`Condition::SourceInZone`],
    /// [`Condition::CardsAboveSource`]).
    pub(crate) fn graveyard_condition(&self, c: &Condition, src: ObjectId, you: PlayerId) -> bool {
        let o = self.object(src);
        match c {
            // CR 400.7: a card that left the zone (even if it came back) is a new object.
            Condition::SourceInZone(z) => o.zone == *z && o.moved_to.is_none(),
            Condition::CardsAboveSource(f, n) => {
                let above = self.cards_above(src).iter().filter(|&&x| self.matches(f, x, src, you)).count();
                above as u32 >= *n
            }
            Condition::CardDirectlyAboveSource(f) => {
                self.cards_above(src).first().is_some_and(|&x| self.matches(f, x, src, you))
            }
            _ => false,
        }
    }
}
