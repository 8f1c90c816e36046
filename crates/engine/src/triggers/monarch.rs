//! The monarch (CR 724): a designation one player at a time may have, its two inherent
//! triggered abilities, and who becomes the monarch when the monarch leaves the game.
//!
//! - "<player> becomes the monarch" (`Instr::BecomeMonarch`) makes that player the monarch;
//!   the previous monarch stops being it (CR 724.1, 724.3).
//! - "At the beginning of the monarch's end step, that player draws a card" and "Whenever a
//!   creature deals combat damage to the monarch, its controller becomes the monarch" are
//!   triggered abilities of the game, controlled by whoever was the monarch as they triggered
//!   (CR 724.2). They are put on the stack as abilities of a definition named "The monarch".
//!
//! Simplified: CR 724.2 gives these abilities no source, but every stack entry of the engine
//! has one; they name the object that last made a player the monarch (the permanent or spell
//! whose effect did it, or the creature whose combat damage did), whose characteristics they
//! never read.

use crate::ir::{Ability, CardDef, CardType, Effect, Filter, Instr, PlayerFilter, Ref, Step, TriggerEvent};
use crate::ir::{Amount, TriggeredAbility};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::{Game, PendingTrigger, Resolution};
use crate::state::log::Event;
use std::sync::Arc;

/// Which ability of [`monarch_card`]: the end step draw.
const END_STEP_DRAW: usize = 0;
/// Which ability of [`monarch_card`]: combat damage takes the designation.
const COMBAT_DAMAGE_STEALS: usize = 1;

/// The definition holding the monarch's two inherent triggered abilities (CR 724.2).
fn monarch_card() -> Arc<CardDef> {
    let mut card = CardDef::new("The monarch".to_string(), &[]);
    card.abilities = vec![
        Ability::Triggered(TriggeredAbility {
            event: TriggerEvent::BeginningOfStep { step: Step::End, whose: PlayerFilter::You },
            condition: None,
            effect: Effect::new(vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }]),
            optional: false,
            text: "At the beginning of the monarch's end step, that player draws a card.".to_string(),
        }),
        Ability::Triggered(TriggeredAbility {
            event: TriggerEvent::DealsCombatDamageToPlayer(Filter::Type(CardType::Creature)),
            condition: None,
            effect: Effect::new(vec![Instr::BecomeMonarch { who: Ref::ControllerOf(Box::new(Ref::Triggering)) }]),
            optional: false,
            text: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
                .to_string(),
        }),
    ];
    card.text = card
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered(t) => Some(t.text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n");
    Arc::new(card)
}

impl Game {
    /// The monarch, if there is one (CR 724.1).
    pub fn monarch(&self) -> Option<PlayerId> {
        self.monarch.map(|(p, _)| p)
    }

    /// `p` becomes the monarch, by the effect or combat damage of `by` (CR 724.3: the current
    /// monarch ceases to be it). A player who has left the game can't.
    pub(crate) fn become_monarch(&mut self, p: PlayerId, by: ObjectId) {
        if self.players[p.index()].lost {
            return;
        }
        self.monarch = Some((p, by));
        self.log(Event::BecameMonarch { player: p });
    }

    /// `Instr::BecomeMonarch`: each referred player becomes the monarch in turn.
    pub(crate) fn exec_become_monarch(&mut self, who: &Ref, res: &mut Resolution) {
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            self.become_monarch(p, res.item.source);
        }
    }

    /// CR 724.2: "At the beginning of the monarch's end step, that player draws a card", for
    /// the end step of the active player now beginning.
    pub(crate) fn monarch_end_step_trigger(&mut self) {
        if let Some((p, by)) = self.monarch.filter(|&(p, _)| p == self.active) {
            self.triggers.push(PendingTrigger::new(by, p, monarch_card(), END_STEP_DRAW, Some(Target::Player(p))));
        }
    }

    /// CR 724.2: "Whenever a creature deals combat damage to the monarch, its controller
    /// becomes the monarch", as `source` dealt combat damage to `p`; controlled by `p`.
    pub(crate) fn monarch_damage_trigger(&mut self, source: ObjectId, p: PlayerId) {
        if self.monarch() != Some(p) || !self.characteristics(source).types.contains(CardType::Creature) {
            return;
        }
        let t = PendingTrigger::new(source, p, monarch_card(), COMBAT_DAMAGE_STEALS, Some(Target::Object(source)));
        self.triggers.push(t);
    }

    /// CR 724.4: as the monarch leaves the game, the active player becomes the monarch; if
    /// that is the leaving player, the next player in turn order still in the game.
    pub(crate) fn monarch_left(&mut self, p: PlayerId) {
        let Some((monarch, by)) = self.monarch else { return };
        if monarch != p {
            return;
        }
        self.monarch = None;
        let heir = if self.active != p && !self.players[self.active.index()].lost {
            self.active
        } else {
            self.next_player(self.active)
        };
        if heir != p {
            self.become_monarch(heir, by);
        }
    }
}
