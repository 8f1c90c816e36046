//! Trigger events (CR 603.2): what a triggered ability waits for.

use crate::ir::{Condition, CounterKind, Filter, PlayerFilter, Step, Zone};
use serde::{Deserialize, Serialize};

/// An event pattern a triggered ability waits for (CR 603.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TriggerEvent {
    /// A permanent matching the filter enters (CR 603.6a).
    EntersBattlefield(Filter),
    /// A permanent matching the filter leaves the battlefield (CR 603.6c).
    LeavesBattlefield(Filter),
    /// A creature matching the filter dies: battlefield to graveyard (CR 700.4).
    Dies(Filter),
    /// A creature matching the filter attacks (CR 508.3a).
    Attacks(Filter),
    /// A creature matching the filter blocks (CR 509.3c).
    Blocks(Filter),
    /// A creature matching the filter becomes blocked (CR 509.3d).
    BecomesBlocked(Filter),
    /// A creature matching the filter "attacks and isn't blocked" (CR 509.3g).
    AttacksUnblocked(Filter),
    /// A creature matching the filter blocks or becomes blocked (CR 509.3c-d): one ability,
    /// one event per combat.
    BlocksOrBecomesBlocked(Filter),
    /// An object matching the filter deals combat damage to a player (CR 510.3a).
    DealsCombatDamageToPlayer(Filter),
    /// An object matching the filter deals damage.
    DealsDamage(Filter),
    /// An object matching the filter is dealt damage.
    IsDealtDamage(Filter),
    /// An object matching the filter is dealt combat damage (CR 510.3a, 603.2c: once per
    /// combat damage event, "that much" its total).
    IsDealtCombatDamage(Filter),
    /// At the beginning of a step of the turn of a player matching `whose` (CR 603.6? 503.1a).
    BeginningOfStep { step: Step, whose: PlayerFilter },
    /// A player matching `who` casts a spell matching the filter (CR 601.2i).
    SpellCast { who: PlayerFilter, spell: Filter },
    /// A player matching `who` draws a card.
    Draws(PlayerFilter),
    /// A player matching `who` gains life (`gain`) or loses life, damage included (CR 119.3,
    /// 120.3a); each source's gain or loss is its own event, with its amount (CR 119.10).
    Life { who: PlayerFilter, gain: bool },
    /// An object matching the filter deals damage (combat or not) to a player (CR 120.3).
    /// Added by the Oracle compiler (cards crate).
    DealsDamageToPlayer(Filter),
    /// A card matching the filter is cycled by its owner (CR 702.29c, "When you cycle ~").
    /// Added by the Oracle compiler (cards crate).
    Cycled(Filter),
    /// A permanent matching the filter is tapped for mana (CR 605.1b): a triggered mana
    /// ability, resolved at once (CR 605.4a).
    TappedForMana(Filter),
    /// A state trigger (CR 603.8): "When you control no Islands, ...": triggers whenever the
    /// condition holds, and not again while the ability is on the stack.
    State(Condition),
    /// The card itself is put into its owner's graveyard from `from` ("When ~ is put into
    /// your graveyard from your library"); the trigger condition can't trigger from the
    /// battlefield, so it works from the graveyard (CR 113.6k).
    PutIntoGraveyardFrom(Zone),
    /// At the beginning of each main phase (precombat and postcombat, CR 505.1) of a player
    /// matching `whose`.
    BeginningOfMainPhase(PlayerFilter),
    /// A permanent matching the filter becomes tapped (CR 603.2e: not by entering tapped).
    BecomesTapped(Filter),
    /// A source matching `by` deals damage (combat damage only, with `combat_only`) to a
    /// player matching `to`, relative to the ability's controller: "whenever ~ deals damage
    /// to an opponent" (CR 603.2c: once per source and player, with that total).
    DamageToPlayerMatching { by: Filter, to: PlayerFilter, combat_only: bool },
    /// A source matching `by` deals damage (combat damage only, with `combat_only`) to a
    /// creature, which is the triggering object ("destroy that creature").
    DamageToCreature { by: Filter, combat_only: bool },
    /// A creature matching `blocker` blocks a creature matching `attacker`: once per pair,
    /// the attacker is the triggering object (CR 509.3b).
    BlocksCreature { blocker: Filter, attacker: Filter },
    /// A creature matching `attacker` becomes blocked by a creature matching `blocker`: once
    /// per blocker, which is the triggering object (CR 509.3d).
    BlockedByCreature { attacker: Filter, blocker: Filter },
    /// A creature matching `subject` blocks or becomes blocked by a creature matching
    /// `other`: once per pair, the other creature triggering (CR 509.3b, 509.3d).
    BlocksOrBlockedByCreature { subject: Filter, other: Filter },
    /// A permanent matching `what` becomes the target of a spell (`spells_only`) or of a spell
    /// or ability, controlled by an opponent of the ability's controller (`opponents_only`)
    /// or by anyone; the permanent is the triggering object (CR 603.2).
    BecomesTarget { what: Filter, spells_only: bool, opponents_only: bool },
    /// "When you cast this spell": an ability of the spell itself that functions on the stack
    /// (storm, CR 702.40a); the event amount is the number of spells cast before it this turn.
    CastSelf,
    /// The card was exiled by its own madness ability (CR 702.35a); it is the source.
    MadnessExiled,
    /// The card was revealed by its own miracle ability as its owner drew it (CR 702.94a); it
    /// is the source.
    MiracleRevealed,
    /// Either event ("Whenever ~ attacks or blocks", "When ~ enters or dies"): one ability
    /// with two trigger events (CR 603.2).
    Either(Box<TriggerEvent>, Box<TriggerEvent>),
    /// A permanent matching the filter is put into a graveyard from the battlefield,
    /// creature or not ("Whenever a land is put into a graveyard from the battlefield";
    /// "your graveyard" is a filter on the owner, CR 404.2, 603.6c, 603.10a).
    PutIntoGraveyardFromBattlefield(Filter),
    /// A player matching `who` discards a card (CR 701.9); the player is the triggering one.
    Discards(PlayerFilter),
    /// A player matching `who` cycles a card (CR 702.29c-d); the player is the triggering one.
    CyclesCard(PlayerFilter),
    /// A player matching `who` plays a land matching `land` (CR 305.1); the player is the
    /// triggering one.
    PlaysLand { who: PlayerFilter, land: Filter },
    /// A player matching `who` taps a land matching `land` for mana ("Whenever a player taps
    /// a land for mana", Manabarbs). Unlike `TappedForMana`, such an ability adds no mana, so
    /// it isn't a mana ability and uses the stack (CR 605.1b); the player is the triggering
    /// one.
    TapsLandForMana { who: PlayerFilter, land: Filter },
    /// A creature matching the filter attacks alone (CR 506.5, 508.3a).
    AttacksAlone(Filter),
    /// An object matching the filter deals combat damage (CR 510.2, 603.2c: once per combat
    /// damage event, "that much" its total).
    DealsCombatDamage(Filter),
    /// A source matching `by` deals damage (combat damage only, with `combat_only`) to a
    /// player matching `to` ("Whenever a creature deals damage to you"): the source is the
    /// triggering object ("destroy it"), "that much" the total (CR 603.2c).
    SourceDamagesPlayer { by: Filter, to: PlayerFilter, combat_only: bool },
    /// A creature matching `attacker` attacks a player matching `whom` or a planeswalker
    /// they control (CR 508.3a, 506.2): "Whenever a creature attacks you".
    AttacksPlayer { attacker: Filter, whom: PlayerFilter },
    /// A creature matching `subject` blocks (`blocks`) or becomes blocked by (`blocked`) one
    /// or more creatures matching `other`: once per combat, however many (CR 509.3c-d).
    BlockPairAny { subject: Filter, other: Filter, blocks: bool, blocked: bool },
    /// A permanent matching the filter is turned face up (CR 702.37e, 708.8): "When ~ is
    /// turned face up", "Whenever a permanent is turned face up"; the permanent is the
    /// triggering object.
    TurnedFaceUp(Filter),
    /// A permanent matching the filter transforms (CR 701.27a), judged after it did (CR 603.10:
    /// not a look-back trigger): "When ~ transforms", and "Whenever this creature transforms
    /// into ~" on the face it transforms into (701.27e); the permanent is the triggering object.
    Transforms(Filter),
    /// A permanent matching the filter becomes monstrous (CR 701.37b): "When ~ becomes
    /// monstrous"; the permanent is the triggering object.
    BecomesMonstrous(Filter),
    /// The source phases out (`out`) or in (CR 702.26b-c): "Whenever ~ phases in".
    PhasesSelf { out: bool },
    /// A chapter ability of a Saga, "{rN}—[Effect]" (CR 714.2b): "When one or more lore
    /// counters are put onto this Saga, if the number of lore counters on it was less than N
    /// and became at least N"; the number is N.
    Chapter(u32),
    /// "When this Class becomes level N" (CR 716.2a): the source's class level became N; the
    /// number is N.
    ClassLevel(u32),
    /// "When you unlock this door" (CR 709.5h): the source Room was given the unlocked
    /// designation of this door (0 the left, 1 the right), as it entered or after.
    DoorUnlocked(u8),
    /// "Whenever you fully unlock a Room" (CR 709.5i): a Room matching the filter got its
    /// second unlocked designation, or both at once; the Room is the triggering object.
    FullyUnlocked(Filter),
    /// The inner event, for an ability that functions only while its card is in its owner's
    /// graveyard (CR 113.6b, 113.6m): "At the beginning of your upkeep, if ~ is in your
    /// graveyard, ...", "At the beginning of your upkeep, you may return ~ from your
    /// graveyard to your hand." Checked by `graveyard_abilities`.
    InGraveyard(Box<TriggerEvent>),
    /// "When the last <kind> counter is removed from this permanent" (CR 702.63a vanishing):
    /// the source had counters of the kind and has none left after some were removed.
    LastCounterRemoved(CounterKind),
    /// A player matching `who` attacks with at least `at_least` creatures matching `with`
    /// (CR 508.3c-d: "Whenever you attack," "Whenever you attack with two or more creatures,"
    /// "with one or more Zombies"): once per declaration of attackers, the attacking player
    /// the triggering one; creatures put onto the battlefield attacking don't count.
    PlayerAttacks { who: PlayerFilter, with: Filter, at_least: u32 },
    /// A permanent matching the filter is exerted (CR 701.43): "When you do" after "You may
    /// exert ~ as it attacks" (the source, CR 607.2h), "Whenever you exert a creature"; the
    /// permanent is the triggering object.
    Exerted(Filter),
    /// Counters of `kind` are put on a permanent matching `on`, on the battlefield or as it
    /// enters (CR 122.6): "Whenever one or more +1/+1 counters are put on ~" triggers once
    /// per event, "Whenever a +1/+1 counter is put on ~" (`each_counter`) once per counter.
    /// The permanent is the triggering object; the number put is the event's amount.
    CountersPut { kind: CounterKind, on: Filter, each_counter: bool },
}
