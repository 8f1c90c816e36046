//! Trigger events about what a player does (CR 603.2): discarding a card (CR 701.9), cycling
//! one (CR 702.29c-d), playing a land (CR 305.1), tapping a land for mana when the ability
//! adds no mana (CR 605.1b); and who dealt damage to a creature this turn ("Whenever a
//! creature dealt damage by ~ this turn dies").

use crate::ir::Zone;
use crate::ir::{Ability, TriggerEvent};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;
use crate::state::game::StackItem;

impl Game {
    /// `p` discarded a card: "whenever a player discards a card" abilities trigger.
    pub(crate) fn discarded_triggers(&mut self, p: PlayerId) {
        self.collect_triggers(Some(Target::Player(p)), |g, ev, _src, you| match ev {
            TriggerEvent::Discards(who) => g.player_matches(*who, p, you),
            _ => false,
        });
    }

    /// `p` cycled a card (CR 702.29d: "whenever a player cycles a card").
    pub(crate) fn cycled_triggers(&mut self, p: PlayerId) {
        self.collect_triggers(Some(Target::Player(p)), |g, ev, _src, you| match ev {
            TriggerEvent::CyclesCard(who) => g.player_matches(*who, p, you),
            _ => false,
        });
    }

    /// `p` played the land `land` (now on the battlefield, CR 305.1).
    pub(crate) fn land_played_triggers(&mut self, p: PlayerId, land: ObjectId) {
        self.collect_triggers(Some(Target::Player(p)), |g, ev, src, you| match ev {
            TriggerEvent::PlaysLand { who, land: f } => g.player_matches(*who, p, you) && g.matches(f, land, src, you),
            _ => false,
        });
    }

    /// Its controller tapped `land` for mana: abilities that trigger on it without adding mana
    /// wait for the stack like any other (CR 605.1b, 603.3).
    pub(crate) fn tapped_land_for_mana_triggers(&mut self, land: ObjectId) {
        let p = self.controller(land);
        self.collect_triggers(Some(Target::Player(p)), |g, ev, src, you| match ev {
            TriggerEvent::TapsLandForMana { who, land: f } => {
                g.player_matches(*who, p, you) && g.matches(f, land, src, you)
            }
            _ => false,
        });
    }

    /// Notes that `source` dealt damage to the creature `victim` this turn.
    pub(crate) fn note_damaged_by(&mut self, victim: ObjectId, source: ObjectId) {
        if !self.damaged_by.contains(&(victim, source)) {
            self.damaged_by.push((victim, source));
        }
    }

    /// Whether `source` dealt damage to `victim` this turn (the object as it last existed,
    /// for one that has just died, CR 603.10a).
    pub(crate) fn was_damaged_by(&self, victim: ObjectId, source: ObjectId) -> bool {
        self.damaged_by.contains(&(victim, source))
    }

    /// CR 400.7e: an ability that triggers on an object leaving the battlefield finds the new
    /// object it became, if that is still in the public zone it moved to: the triggering
    /// object ("Whenever a creature is put into your graveyard from the battlefield, put that
    /// card on top of your library") or the source itself ("When Slow Motion is put into a
    /// graveyard from the battlefield, return Slow Motion to its owner's hand"). Returns the
    /// (old, new) pairs for the resolution's moves; queries about "that creature" still read
    /// it as it last existed.
    pub(crate) fn zone_change_trigger_finds(
        &self,
        item: &StackItem,
        ab: Option<&Ability>,
    ) -> Vec<(ObjectId, ObjectId)> {
        let Some(Ability::Triggered(t)) = ab else { return vec![] };
        if item.is_spell || !leaves_event(&t.event) {
            return vec![];
        }
        let triggering = match item.triggering {
            Some(Target::Object(o)) => Some(o),
            _ => None,
        };
        let mut found: Vec<(ObjectId, ObjectId)> = vec![];
        for old in triggering.into_iter().chain([item.source]) {
            let Some(new) = self.object(old).moved_to else { continue };
            let n = self.object(new);
            let public = matches!(n.zone, Zone::Graveyard | Zone::Exile | Zone::Command);
            if new != old && n.moved_to.is_none() && public && !found.iter().any(|(a, _)| *a == old) {
                found.push((old, new));
            }
        }
        found
    }
}

/// Whether the event is an object leaving the battlefield (CR 603.6c).
fn leaves_event(e: &TriggerEvent) -> bool {
    match e {
        TriggerEvent::Dies(_)
        | TriggerEvent::LeavesBattlefield(_)
        | TriggerEvent::PutIntoGraveyardFromBattlefield(_) => true,
        TriggerEvent::Either(a, b) => leaves_event(a) || leaves_event(b),
        _ => false,
    }
}
