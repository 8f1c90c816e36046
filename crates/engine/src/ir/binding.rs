//! What the references to an event's participants can bind (CR 603.2, 603.7c, 608.2b):
//! `Ref::Triggering` ("that creature", "that player") and `Ref::EventOther` ("that spell",
//! "its controller" of the source that dealt the damage) mean something only in a triggered
//! ability whose event has such a participant, and "that player" only where it is a player.
//!
//! [`unbound_reference`] finds a reference an ability cannot bind: the Oracle compiler makes
//! such a card unsupported rather than let it resolve against the wrong object (or none).

use crate::ir::walk::{self, VisitMut};
use crate::ir::{Ability, Amount, CardDef, Condition, Effect, Filter, GrantedAbility, Instr, Ref, TriggerEvent, Whose};
use std::sync::Arc;

/// What kind of participant an event has in one role.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Participant {
    /// The event has none: a reference to it binds nothing.
    None,
    /// An object (a permanent, a card, a spell or an ability on the stack).
    Object,
    /// A player.
    Player,
    /// An object or a player, depending on the event (the first thing a source dealt
    /// damage to).
    Either,
}

impl Participant {
    /// The participant of an ability with two trigger events ("attacks or blocks"): what both
    /// bind.
    fn both(self, other: Participant) -> Participant {
        match (self, other) {
            (a, b) if a == b => a,
            (Participant::None, _) | (_, Participant::None) => Participant::None,
            _ => Participant::Either,
        }
    }
}

impl TriggerEvent {
    /// What `Ref::Triggering` and `Ref::EventOther` bind for this event (CR 603.2): the
    /// object or player the event is about, and its other participant (the spell or ability
    /// that targeted, the source that dealt the damage).
    pub fn participants(&self) -> (Participant, Participant) {
        use Participant::*;
        use TriggerEvent as E;
        match self {
            E::EntersBattlefield(_)
            | E::LeavesBattlefield(_)
            | E::Dies(_)
            | E::Attacks(_)
            | E::Blocks(_)
            | E::BecomesBlocked(_)
            | E::AttacksUnblocked(_)
            | E::BlocksOrBecomesBlocked(_)
            | E::IsDealtDamage(_)
            | E::IsDealtCombatDamage(_)
            | E::SpellCast { .. }
            | E::Cycled(_)
            | E::TappedForMana(_)
            | E::PutIntoGraveyardFrom(_)
            | E::BecomesTapped(_)
            | E::BlocksCreature { .. }
            | E::BlockedByCreature { .. }
            | E::BlocksOrBlockedByCreature { .. }
            | E::BlockPairAny { .. }
            | E::CastSelf
            | E::MadnessExiled
            | E::MiracleRevealed
            | E::PutIntoGraveyardFromBattlefield(_)
            | E::AttacksAlone(_)
            | E::AttacksPlayer { .. }
            | E::TurnedFaceUp(_)
            | E::Transforms(_)
            | E::BecomesMonstrous(_)
            | E::PhasesSelf { .. }
            | E::Chapter(_)
            | E::ClassLevel(_)
            | E::DoorUnlocked(_)
            | E::FullyUnlocked(_)
            | E::LastCounterRemoved(_)
            | E::Exerted(_)
            | E::CountersPut { .. } => (Object, None),
            // The first recipient of the damage.
            E::DealsDamage(_) | E::DealsCombatDamage(_) => (Either, None),
            E::DealsCombatDamageToPlayer(_) | E::DealsDamageToPlayer(_) | E::DamageToPlayerMatching { .. } => {
                (Player, Object)
            }
            E::DamageToCreature { .. } | E::BecomesTarget { .. } => (Object, Object),
            E::SourceDamagesPlayer { .. } => (Object, Player),
            // The active player.
            E::BeginningOfStep { .. } | E::BeginningOfMainPhase(_) => (Player, None),
            E::Draws(_)
            | E::Life { .. }
            | E::Discards(_)
            | E::CyclesCard(_)
            | E::PlaysLand { .. }
            | E::TapsLandForMana { .. }
            | E::PlayerAttacks { .. } => (Player, None),
            E::State(_) => (None, None),
            E::InGraveyard(inner) => inner.participants(),
            E::Either(a, b) => {
                let ((a1, a2), (b1, b2)) = (a.participants(), b.participants());
                (a1.both(b1), a2.both(b2))
            }
        }
    }

    /// Whether this event carries an amount that "that much" / "that many" reads
    /// (`Amount::EventAmount`, CR 603.2c): the damage dealt, or the spells cast before a storm
    /// spell (CR 702.40a), the life gained or lost (CR 119.10).
    pub fn has_amount(&self) -> bool {
        use TriggerEvent as E;
        match self {
            E::DealsDamage(_)
            | E::DealsCombatDamage(_)
            | E::IsDealtDamage(_)
            | E::IsDealtCombatDamage(_)
            | E::DealsCombatDamageToPlayer(_)
            | E::DealsDamageToPlayer(_)
            | E::DamageToPlayerMatching { .. }
            | E::SourceDamagesPlayer { .. }
            | E::DamageToCreature { .. }
            | E::CastSelf
            | E::Life { .. }
            | E::CountersPut { .. } => true,
            E::InGraveyard(inner) => inner.has_amount(),
            E::Either(a, b) => a.has_amount() && b.has_amount(),
            _ => false,
        }
    }
}

/// The first reference in `ability` that it cannot bind, described, if any: an event
/// participant in a spell or an activated ability (nothing triggered it), one its trigger
/// event doesn't have, "that player" where the event's participant is an object, or "that
/// much" where the event has no amount (nothing triggered, or an event without one), or a
/// target position past the targets its effect (or mode) declares. Static
/// abilities and keywords are not checked (their references are bound by the rules that
/// apply them); the abilities they grant and tokens' abilities are, each on its own.
pub fn unbound_reference(ability: &Ability) -> Option<String> {
    let (triggering, other, amount) = match ability {
        Ability::Triggered(t) => {
            let (triggering, other) = t.event.participants();
            (triggering, other, t.event.has_amount())
        }
        Ability::Spell(_) | Ability::Activated(_) => (Participant::None, Participant::None, false),
        Ability::Static(_) | Ability::Keyword(_) => return None,
    };
    let mut check = Check { triggering, other, amount, targets: None, found: None };
    check.visit_ability(&mut ability.clone());
    check.found
}

/// Whether `ability` compares a mana value with X outside an instruction: in a cost (paid
/// as X is chosen, CR 601.2b-f), a trigger event or a static ability, where no resolving
/// spell or ability gives X a value (instructions read it as they resolve, CR 608.2h).
pub fn mana_value_x_outside_program(ability: &Ability) -> bool {
    struct HasX(bool);
    impl VisitMut for HasX {
        fn visit_amount(&mut self, x: &mut Amount) {
            self.0 |= *x == Amount::X;
            walk::walk_amount(self, x)
        }
    }
    struct Outside {
        depth: usize,
        found: bool,
    }
    impl VisitMut for Outside {
        fn visit_instr(&mut self, x: &mut Instr) {
            self.depth += 1;
            walk::walk_instr(self, x);
            self.depth -= 1;
        }
        fn visit_filter(&mut self, x: &mut Filter) {
            if let Filter::ManaValue(_, n) = x {
                let mut has = HasX(false);
                has.visit_amount(n);
                self.found |= has.0 && self.depth == 0;
            }
            walk::walk_filter(self, x)
        }
    }
    let mut check = Outside { depth: 0, found: false };
    check.visit_ability(&mut ability.clone());
    check.found
}

/// Whether `ability` reads "the greatest power, toughness or mana value among ..." inside
/// an instruction repeated for each of several objects ("creatures you control get +X/+X,
/// where X is the greatest power among creatures you control"). Such an X is read once, as
/// the effect begins (CR 608.2h), but a repeated instruction reads it again for each object,
/// after the earlier ones changed; until the engine reads it once, the card stays unsupported.
pub fn greatest_inside_each(ability: &Ability) -> bool {
    struct Inside {
        depth: usize,
        found: bool,
    }
    impl VisitMut for Inside {
        fn visit_instr(&mut self, x: &mut Instr) {
            let each = matches!(x, Instr::ForEach { .. });
            self.depth += usize::from(each);
            walk::walk_instr(self, x);
            self.depth -= usize::from(each);
        }
        fn visit_amount(&mut self, x: &mut Amount) {
            self.found |= self.depth > 0 && matches!(x, Amount::Greatest(..));
            walk::walk_amount(self, x)
        }
    }
    let mut check = Inside { depth: 0, found: false };
    check.visit_ability(&mut ability.clone());
    check.found
}

struct Check {
    triggering: Participant,
    other: Participant,
    /// Whether the event carries an amount ("that much").
    amount: bool,
    /// How many targets the effect being walked declares (`None` outside an effect).
    targets: Option<usize>,
    found: Option<String>,
}

impl Check {
    fn fail(&mut self, why: String) {
        self.found.get_or_insert(why);
    }

    /// A reference where a player is meant: an event participant that is an object binds
    /// no player ("that player" of an event about a creature).
    fn player_slot(&mut self, r: &Ref) {
        let (role, p) = match r {
            Ref::Triggering => ("triggering object", self.triggering),
            Ref::EventOther => ("event's other participant", self.other),
            _ => return,
        };
        if p == Participant::Object {
            self.fail(format!("\"that player\": the {role} is not a player"));
        }
    }
}

/// The references of an instruction where a player is meant.
fn player_slots(x: &Instr) -> Vec<&Ref> {
    use Instr::*;
    match x {
        Draw { who, .. }
        | GainLife { who, .. }
        | LoseLife { who, .. }
        | Discard { who, .. }
        | Mill { who, .. }
        | Scry { who, .. }
        | ArrangeTop { who, .. }
        | PayCost { who, .. }
        | LookAtHand { who }
        | Shuffle { who }
        | RevealHand { who }
        | Sacrifice { who, .. }
        | SacrificeObjects { who, .. }
        | CreateToken { who, .. }
        | CreateEmblem { who, .. }
        | RevealUntil { who, .. }
        | SearchLibrary { who, .. }
        | PlayerMay { who, .. }
        | TurnEffect { who, .. }
        | AddManaTo { who, .. }
        | RevealTop { who, .. } => vec![who],
        ChooseCards { chooser, whose, .. } => vec![chooser, whose],
        GiveControl { to, .. } => vec![to],
        PutOntoBattlefield { under, .. } => vec![under],
        LookAtTop(look) => vec![&look.whose],
        ExileSameName { whose, .. } => vec![whose],
        Piles(spec) => [&spec.separator, &spec.chooser]
            .into_iter()
            .filter_map(|p| match p {
                crate::ir::PilePlayer::Player(r) => Some(r),
                crate::ir::PilePlayer::AnOpponent => None,
            })
            .collect(),
        _ => vec![],
    }
}

impl VisitMut for Check {
    fn visit_ref(&mut self, x: &mut Ref) {
        match x {
            Ref::Triggering if self.triggering == Participant::None => {
                self.fail("\"that\" refers to a triggering object or player there is none of".into())
            }
            Ref::EventOther if self.other == Participant::None => {
                self.fail("\"that\" refers to an event participant there is none of".into())
            }
            _ => walk::walk_ref(self, x),
        }
    }

    fn visit_instr(&mut self, x: &mut Instr) {
        for r in player_slots(x) {
            self.player_slot(r);
        }
        match x {
            // CR 603.7c: a delayed ability about an object refers to that object.
            Instr::DelayedTriggerAbout { about, program, .. } => {
                self.visit_ref(about);
                let saved = (self.triggering, self.other, self.amount);
                (self.triggering, self.other, self.amount) = (Participant::Object, Participant::None, false);
                walk::walk_instrs(self, program);
                (self.triggering, self.other, self.amount) = saved;
            }
            // A delayed ability triggers at a step: it has no amount of its own.
            Instr::DelayedTrigger { program, .. } => {
                let saved = std::mem::replace(&mut self.amount, false);
                walk::walk_instrs(self, program);
                self.amount = saved;
            }
            _ => walk::walk_instr(self, x),
        }
    }

    /// An effect's program (and each mode's, CR 700.2) names its own targets by position.
    fn visit_effect(&mut self, x: &mut Effect) {
        let saved = self.targets.replace(x.targets.len());
        walk::walk_effect(self, x);
        self.targets = saved;
    }

    fn visit_target(&mut self, n: &mut u8) {
        if self.targets.is_some_and(|k| usize::from(*n) >= k) {
            self.fail(format!("refers to target {} of an effect with fewer targets", *n + 1));
        }
    }

    fn visit_amount(&mut self, x: &mut Amount) {
        if *x == Amount::EventAmount && !self.amount {
            self.fail("\"that much\" refers to an amount the trigger event doesn't have".into());
        }
        walk::walk_amount(self, x)
    }

    fn visit_condition(&mut self, x: &mut Condition) {
        let reads_triggering = condition_player(x) == Some(Whose::Triggering);
        if reads_triggering && !matches!(self.triggering, Participant::Player | Participant::Either) {
            self.fail("\"that player\" in a condition: the triggering one is not a player".into());
        }
        walk::walk_condition(self, x)
    }

    fn visit_granted_ability(&mut self, x: &mut GrantedAbility) {
        if let Some(why) = unbound_reference(&x.0) {
            self.fail(why);
        }
    }

    fn visit_token(&mut self, x: &mut Arc<CardDef>) {
        if let Some(why) = x.abilities.iter().find_map(unbound_reference) {
            self.fail(why);
        }
        if x.is_emblem && !x.emblem_abilities_work() {
            self.fail("an emblem with an ability that doesn't work from the command zone yet".into());
        }
    }
}

/// The player a condition itself reads, if any ("if that player has ...").
fn condition_player(c: &Condition) -> Option<Whose> {
    use crate::ir::HistoryCondition as H;
    match c {
        Condition::PlayerMetric { whose, .. } | Condition::MostOf { whose, .. } => Some(*whose),
        Condition::History(H::CastSpell(w) | H::PlayedLand(w) | H::CastSpellOfColor(w, _)) => Some(*w),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::TargetSpec;

    fn bolt(to: Ref) -> Effect {
        Effect {
            targets: vec![TargetSpec::any_target()],
            program: vec![Instr::damage(Amount::Fixed(3), to)],
            ..Effect::default()
        }
    }

    #[test]
    fn a_target_position_past_the_declared_targets_is_unbound() {
        assert_eq!(unbound_reference(&Ability::Spell(bolt(Ref::Target(0)))), None);
        let why = unbound_reference(&Ability::Spell(bolt(Ref::Target(1)))).expect("unbound");
        assert!(why.contains("target 2"), "{why}");
        // A mode names its own targets (CR 700.2): position 0 of the second mode is bound.
        let modal = Effect { modes: vec![bolt(Ref::Target(0)), bolt(Ref::Target(0))], ..Effect::default() };
        assert_eq!(unbound_reference(&Ability::Spell(modal)), None);
        let modal = Effect { modes: vec![bolt(Ref::Target(0)), bolt(Ref::Target(1))], ..Effect::default() };
        assert!(unbound_reference(&Ability::Spell(modal)).is_some());
    }

    #[test]
    fn that_much_needs_an_event_with_an_amount() {
        let gain = |amount| Effect::new(vec![Instr::GainLife { who: Ref::You, amount }]);
        assert!(unbound_reference(&Ability::Spell(gain(Amount::EventAmount))).is_some());
        assert!(TriggerEvent::DealsCombatDamage(Filter::Any).has_amount());
        assert!(TriggerEvent::Life { who: crate::ir::PlayerFilter::You, gain: true }.has_amount());
        assert!(!TriggerEvent::Draws(crate::ir::PlayerFilter::You).has_amount());
    }
}
