//! Lowering the trigger events of `grammar/triggers/whenever.rs` to the engine's `TriggerEvent`s.

use crate::oracle::ast::*;
use crate::oracle::lower::{filter, players, subject_filter, trigger_event};
use grimoire_engine::*;

/// The event and whether "it"/"that creature" means the triggering object (not the source),
/// for the triggers of this family; `None` for the others.
pub fn lower(t: &TriggerAst) -> Option<(TriggerEvent, bool)> {
    let about_other = |o: &ObjRef| !matches!(o, ObjRef::SelfRef);
    Some(match t {
        TriggerAst::Either(a, b) => {
            let (ea, oa) = trigger_event(a);
            let (eb, ob) = trigger_event(b);
            (TriggerEvent::Either(Box::new(ea), Box::new(eb)), oa || ob)
        }
        TriggerAst::OrSelf(inner) => {
            let (e, _) = trigger_event(inner);
            (or_self(e), true)
        }
        TriggerAst::PutIntoGraveyardFromBattlefield(o, whose) => {
            let f = subject_filter(o);
            // CR 404.2: a card goes to its owner's graveyard.
            let f = if *whose == PlayersAst::Any { f } else { f.and(Filter::OwnedBy(players(*whose))) };
            (TriggerEvent::PutIntoGraveyardFromBattlefield(f), about_other(o))
        }
        TriggerAst::Discards(who) => (TriggerEvent::Discards(players(*who)), false),
        TriggerAst::CyclesCard(who) => (TriggerEvent::CyclesCard(players(*who)), false),
        TriggerAst::PlaysLand(who, land) => {
            (TriggerEvent::PlaysLand { who: players(*who), land: subject_filter(land) }, false)
        }
        TriggerAst::TapsLandForMana(who, land) => {
            (TriggerEvent::TapsLandForMana { who: players(*who), land: subject_filter(land) }, false)
        }
        TriggerAst::AttacksAlone(o) => (TriggerEvent::AttacksAlone(subject_filter(o)), about_other(o)),
        TriggerAst::DiesDamagedBySelf(ph) => {
            (TriggerEvent::Dies(filter(ph).and(Filter::DamagedBySourceThisTurn)), true)
        }
        TriggerAst::DealsCombatDamage(o) => (TriggerEvent::DealsCombatDamage(subject_filter(o)), about_other(o)),
        TriggerAst::SourceDamagesPlayer(o, to, combat) => (
            TriggerEvent::SourceDamagesPlayer { by: subject_filter(o), to: players(*to), combat_only: *combat },
            about_other(o),
        ),
        TriggerAst::AttacksPlayer(o, whom) => {
            (TriggerEvent::AttacksPlayer { attacker: subject_filter(o), whom: players(*whom) }, about_other(o))
        }
        TriggerAst::BlockPairAny(o, kind, other) => {
            let (blocks, blocked) = match kind {
                BlockPair::Blocks => (true, false),
                BlockPair::BlockedBy => (false, true),
                BlockPair::Either => (true, true),
            };
            let event =
                TriggerEvent::BlockPairAny { subject: subject_filter(o), other: filter(other), blocks, blocked };
            (event, about_other(o))
        }
        TriggerAst::Exerted(o) => (TriggerEvent::Exerted(subject_filter(o)), about_other(o)),
        TriggerAst::CountersPut { kind, on, each_counter } => {
            let kind = CounterKind::parse(kind);
            (TriggerEvent::CountersPut { kind, on: subject_filter(on), each_counter: *each_counter }, about_other(on))
        }
        TriggerAst::YouAttack(n, ph) => {
            let with = ph.as_ref().map_or(Filter::Any, filter);
            (TriggerEvent::PlayerAttacks { who: PlayerFilter::You, with, at_least: *n }, false)
        }
        _ => return None,
    })
}

/// "~ or another Zombie dies": the event's subject, or the source itself.
fn or_self(e: TriggerEvent) -> TriggerEvent {
    let or = |f: Filter| Filter::Or(vec![Filter::Source, f]);
    match e {
        TriggerEvent::EntersBattlefield(f) => TriggerEvent::EntersBattlefield(or(f)),
        TriggerEvent::Dies(f) => TriggerEvent::Dies(or(f)),
        TriggerEvent::LeavesBattlefield(f) => TriggerEvent::LeavesBattlefield(or(f)),
        TriggerEvent::Attacks(f) => TriggerEvent::Attacks(or(f)),
        TriggerEvent::Blocks(f) => TriggerEvent::Blocks(or(f)),
        TriggerEvent::PutIntoGraveyardFromBattlefield(f) => TriggerEvent::PutIntoGraveyardFromBattlefield(or(f)),
        TriggerEvent::TurnedFaceUp(f) => TriggerEvent::TurnedFaceUp(or(f)),
        other => other,
    }
}

/// What "that player" means in the effect when it isn't the triggering player: the owner of
/// the card put into "a player's graveyard" (CR 404.2).
pub fn default_player(t: &TriggerAst) -> Option<Ref> {
    match t {
        TriggerAst::PutIntoGraveyardFromBattlefield(..) => Some(Ref::OwnerOf(Box::new(Ref::Triggering))),
        _ => None,
    }
}
