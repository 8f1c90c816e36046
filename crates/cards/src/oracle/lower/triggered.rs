//! Lowering triggered abilities (CR 603): their events, subjects and intervening "if".

use super::*;

/// The filter of a trigger's subject ("~", "enchanted creature", "a Goblin").
pub(crate) fn subject_filter(o: &ObjRef) -> Filter {
    match o {
        ObjRef::SelfRef => Filter::Source,
        ObjRef::Attached => Filter::AttachedTo,
        ObjRef::Each(ph) => filter(ph),
        ObjRef::It
        | ObjRef::That
        | ObjRef::ThatSpell
        | ObjRef::Target(_)
        | ObjRef::CardsIn(..)
        | ObjRef::EachControlledBy(..)
        | ObjRef::Paid
        | ObjRef::TopCardIn(..)
        | ObjRef::TopCardsOfLibrary(_)
        | ObjRef::ExiledWithSelf
        | ObjRef::WithSameName(..)
        | ObjRef::DealtDamageThisWay(_)
        | ObjRef::Created => Filter::Any,
    }
}

/// A trigger's event, and whether "it"/"that creature" means the triggering object.
pub(crate) fn trigger_event(trigger: &TriggerAst) -> (TriggerEvent, bool) {
    if let Some(e) = crate::oracle::lower::trigger_events::lower(trigger) {
        return e;
    }
    let about_other = |o: &ObjRef| !matches!(o, ObjRef::SelfRef);
    match trigger {
        TriggerAst::Enters(o) => (TriggerEvent::EntersBattlefield(subject_filter(o)), about_other(o)),
        TriggerAst::Dies(o) => (TriggerEvent::Dies(subject_filter(o)), about_other(o)),
        TriggerAst::Leaves(o) => (TriggerEvent::LeavesBattlefield(subject_filter(o)), about_other(o)),
        TriggerAst::Attacks(o) => (TriggerEvent::Attacks(subject_filter(o)), about_other(o)),
        TriggerAst::Blocks(o) => (TriggerEvent::Blocks(subject_filter(o)), about_other(o)),
        TriggerAst::BecomesBlocked(o) => (TriggerEvent::BecomesBlocked(subject_filter(o)), about_other(o)),
        TriggerAst::AttacksUnblocked(o) => (TriggerEvent::AttacksUnblocked(subject_filter(o)), about_other(o)),
        TriggerAst::BlocksOrBecomesBlocked(o) => {
            (TriggerEvent::BlocksOrBecomesBlocked(subject_filter(o)), about_other(o))
        }
        TriggerAst::CombatDamageToPlayer(o) => {
            (TriggerEvent::DealsCombatDamageToPlayer(subject_filter(o)), about_other(o))
        }
        TriggerAst::DamageToPlayer(o) => (TriggerEvent::DealsDamageToPlayer(subject_filter(o)), about_other(o)),
        TriggerAst::DealsDamage(o) => (TriggerEvent::DealsDamage(subject_filter(o)), about_other(o)),
        TriggerAst::IsDealtDamage(o) => (TriggerEvent::IsDealtDamage(subject_filter(o)), about_other(o)),
        TriggerAst::IsDealtCombatDamage(o) => (TriggerEvent::IsDealtCombatDamage(subject_filter(o)), about_other(o)),
        TriggerAst::Cast(who, ph) => (TriggerEvent::SpellCast { who: players(*who), spell: filter(ph) }, true),
        TriggerAst::Beginning(step, whose) => {
            (TriggerEvent::BeginningOfStep { step: *step, whose: players(*whose) }, false)
        }
        TriggerAst::Cycled => (TriggerEvent::Cycled(Filter::Source), false),
        TriggerAst::CastSelf => (TriggerEvent::CastSelf, false),
        TriggerAst::PhasesSelf(out) => (TriggerEvent::PhasesSelf { out: *out }, false),
        // One chapter ability per number (`lower_chapters` splits them, CR 714.2c).
        TriggerAst::Chapters(ns) => (TriggerEvent::Chapter(ns.first().copied().unwrap_or(0)), false),
        TriggerAst::BecomesLevel(n) => (TriggerEvent::ClassLevel(*n), false),
        // The door's number is set by the Room it is a half of (`split_card.rs`).
        TriggerAst::UnlocksThisDoor => (TriggerEvent::DoorUnlocked(0), false),
        // CR 709.5e-f: the player who unlocks a Room's door controls it.
        TriggerAst::FullyUnlocks(o) => {
            (TriggerEvent::FullyUnlocked(subject_filter(o).and(Filter::ControlledBy(PlayerFilter::You))), true)
        }
        TriggerAst::InGraveyard(inner) => {
            let (e, about) = trigger_event(inner);
            (TriggerEvent::InGraveyard(Box::new(e)), about)
        }
        TriggerAst::State(c) => (TriggerEvent::State(lower_condition(c.clone())), false),
        TriggerAst::Draws(who) => (TriggerEvent::Draws(players(*who)), false),
        TriggerAst::Life(who, gain) => (TriggerEvent::Life { who: players(*who), gain: *gain }, false),
        TriggerAst::TappedForMana(o) => (TriggerEvent::TappedForMana(subject_filter(o)), about_other(o)),
        TriggerAst::PutIntoGraveyardFrom(z) => (TriggerEvent::PutIntoGraveyardFrom(*z), false),
        TriggerAst::MainPhases(whose) => (TriggerEvent::BeginningOfMainPhase(players(*whose)), false),
        // "that creature" is the other creature of the blocking pair.
        TriggerAst::BlockPair(o, kind, other) => {
            let (subject, other) = (subject_filter(o), filter(other));
            let event = match kind {
                BlockPair::Blocks => TriggerEvent::BlocksCreature { blocker: subject, attacker: other },
                BlockPair::BlockedBy => TriggerEvent::BlockedByCreature { attacker: subject, blocker: other },
                BlockPair::Either => TriggerEvent::BlocksOrBlockedByCreature { subject, other },
            };
            (event, true)
        }
        TriggerAst::BecomesTarget(o, spells_only, opponents_only) => (
            TriggerEvent::BecomesTarget {
                what: subject_filter(o),
                spells_only: *spells_only,
                opponents_only: *opponents_only,
            },
            about_other(o),
        ),
        TriggerAst::BecomesTapped(o) => (TriggerEvent::BecomesTapped(subject_filter(o)), about_other(o)),
        TriggerAst::TurnedFaceUp(o) => (TriggerEvent::TurnedFaceUp(subject_filter(o)), about_other(o)),
        TriggerAst::Transforms(o) => (TriggerEvent::Transforms(subject_filter(o)), about_other(o)),
        TriggerAst::BecomesMonstrous(o) => (TriggerEvent::BecomesMonstrous(subject_filter(o)), about_other(o)),
        // "that player" is the player dealt damage (the triggering player).
        TriggerAst::DamageToPlayerMatching(o, to, combat) => (
            TriggerEvent::DamageToPlayerMatching { by: subject_filter(o), to: players(*to), combat_only: *combat },
            about_other(o),
        ),
        // "that creature" is the creature dealt damage, whoever the source is.
        TriggerAst::DamageToCreature(o, combat) => {
            (TriggerEvent::DamageToCreature { by: subject_filter(o), combat_only: *combat }, true)
        }
        _ => unreachable!("lowered by lower/trigger_events.rs"),
    }
}

/// "That player" in "Whenever a creature an opponent controls dies, that player loses 2
/// life": the controller of the triggering object, when the subject names its controller
/// (read as it last existed, CR 603.10a).
fn subject_controller(t: &TriggerAst, triggering: grimoire_engine::Participant) -> Option<Ref> {
    use TriggerAst as T;
    let subject = match t {
        T::Enters(o)
        | T::Dies(o)
        | T::Leaves(o)
        | T::Attacks(o)
        | T::Blocks(o)
        | T::BecomesBlocked(o)
        | T::AttacksUnblocked(o)
        | T::BlocksOrBecomesBlocked(o)
        | T::BecomesTapped(o)
        | T::TappedForMana(o)
        | T::AttacksAlone(o)
        | T::TurnedFaceUp(o)
        | T::Transforms(o)
        | T::BecomesMonstrous(o)
        | T::IsDealtDamage(o)
        | T::IsDealtCombatDamage(o)
        | T::SourceDamagesPlayer(o, ..)
        | T::PutIntoGraveyardFromBattlefield(o, _) => o,
        _ => return None,
    };
    let ObjRef::Each(ph) = subject else { return None };
    let named = ph.suffixes.iter().any(|x| matches!(x, Suffix::ControlledBy(p) if *p != PlayersAst::You));
    (named && triggering == grimoire_engine::Participant::Object).then(|| Ref::ControllerOf(Box::new(Ref::Triggering)))
}

pub(super) fn lower_triggered(t: TriggeredAst, text: &str) -> TriggeredAbility {
    use grimoire_engine::Participant;
    let (event, triggering_obj) = trigger_event(&t.trigger);
    let participants = event.participants();
    let default_it = if triggering_obj && participants == (Participant::Player, Participant::Object) {
        // "Whenever a Sliver deals combat damage to a player, its controller ...": the player
        // is the triggering one, the creature the event's other participant (CR 603.2).
        Ref::EventOther
    } else if triggering_obj {
        Ref::Triggering
    } else if matches!(t.trigger, TriggerAst::Beginning(_, PlayersAst::AttachedController)) {
        // "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1
        // counter on that creature": the enchanted creature.
        Ref::Attached
    } else {
        Ref::Source
    };
    // CR 603.2: the triggering object of a cast trigger is the spell; "that player" is its
    // controller.
    let caster = matches!(t.trigger, TriggerAst::Cast(..)).then(|| Ref::ControllerOf(Box::new(Ref::Triggering)));
    // "Whenever ~ becomes the target of a spell an opponent controls, counter that spell":
    // the spell or ability that targeted it, and "that player" its controller (CR 603.2).
    let targeting = matches!(t.trigger, TriggerAst::BecomesTarget(..)).then_some(Ref::EventOther);
    let targeter = targeting.clone().map(|r| Ref::ControllerOf(Box::new(r)));
    // "you may pay {1}. If you do, ...": paying is the choice; the payer is asked once.
    let optional = t.optional && !matches!(t.effect.actions.first(), Some(ActionAst::Pay { .. }));
    TriggeredAbility {
        event,
        condition: t.condition.map(lower_condition),
        effect: lower_effect_with(
            t.effect,
            EventRefs {
                it: Some(default_it),
                player: caster
                    .or(targeter)
                    .or_else(|| crate::oracle::lower::trigger_events::default_player(&t.trigger))
                    .or_else(|| subject_controller(&t.trigger, participants.0)),
                spell: targeting,
                triggering_player: matches!(participants.0, Participant::Player | Participant::Either),
            },
        ),
        optional,
        text: text.to_string(),
    }
}

/// "I, II — effect" (CR 714.2c): the same as "I — effect" and "II — effect", one chapter
/// ability per number; any other triggered ability is one ability.
pub(super) fn lower_chapters(t: TriggeredAst, text: &str) -> Vec<TriggeredAbility> {
    match &t.trigger {
        TriggerAst::Chapters(ns) if ns.len() > 1 => ns
            .iter()
            .map(|&n| lower_triggered(TriggeredAst { trigger: TriggerAst::Chapters(vec![n]), ..t.clone() }, text))
            .collect(),
        _ => vec![lower_triggered(t, text)],
    }
}
