//! The game state: players, objects and zones, as plain data (cheap to clone).

use crate::ir::CardDef;
use crate::ir::{CounterKind, Duration, LayerEffect};
use crate::ir::{ManaPool, ManaType, SpendRestriction};
use crate::ir::{ObjectId, PlayerId};
use crate::ir::{Step, Zone};
use crate::state::config::GameConfig;
use crate::state::decision::{Decision, Target};
use crate::state::log::Event;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A player and their zones (CR 102, 400).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub life: i32,
    pub poison: u32,
    /// Energy counters (CR 107.14, 122.1): "you get {E}{E}", paid by "Pay {E}".
    pub energy: u32,
    /// Top of library is the *last* element.
    pub library: Vec<ObjectId>,
    pub hand: Vec<ObjectId>,
    /// Top of graveyard is the last element.
    pub graveyard: Vec<ObjectId>,
    pub exile: Vec<ObjectId>,
    pub command: Vec<ObjectId>,
    pub mana_pool: ManaPool,
    pub lands_played: u32,
    /// Set when the player attempted to draw from an empty library (CR 704.5b).
    pub drew_from_empty: bool,
    /// Lost or conceded (CR 104.3); the player has left the game (CR 800.4a).
    pub lost: bool,
    /// Won the game.
    pub won: bool,
    /// Combat damage taken from each commander, by the commander's card name (CR 903.10a).
    pub commander_damage: Vec<(String, u32)>,
    pub mulligans: u32,
    /// Life gained this turn, for "if you gained life this turn".
    pub life_gained_this_turn: i32,
    /// The cards this player drew this turn, as the objects they became in hand.
    pub drawn_this_turn: Vec<ObjectId>,
    /// Times each commander was cast from the command zone, for the tax (CR 903.8).
    pub commander_casts: Vec<(String, u32)>,
    /// The game timestamp when this player's most recent upkeep began, and the one before
    /// (for echo's "since the beginning of your last upkeep", CR 702.30a).
    pub upkeep_stamps: (u64, u64),
    /// Spells this player cast this turn, and how many of them were creature spells (for
    /// "Cast this spell only if you've cast another spell this turn", CR 601.3; storm counts
    /// them all, CR 702.40a).
    pub spells_cast_this_turn: (u32, u32),
    /// Spells this player cast during the previous turn (none before the first turn): "if
    /// no spells were cast last turn", "if a player cast two or more spells last turn".
    pub spells_cast_last_turn: u32,
    /// Mana in the pool that may be spent only as its source said (CR 106.6), each unit with
    /// its restriction; emptied with the pool (CR 500.5).
    pub restricted_mana: Vec<RestrictedMana>,
}

/// One mana in a pool that may be spent only in some ways (CR 106.6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RestrictedMana {
    pub kind: ManaType,
    /// The permanent whose ability added it ("the chosen type" is that permanent's choice).
    pub source: ObjectId,
    pub rule: SpendRestriction,
}

/// Spell, or ability on the stack: what it is and the choices made for it.
#[derive(Clone, Debug, PartialEq)]
pub struct StackItem {
    /// A unique id for the stack entry; for a spell it is the card object's id.
    pub id: ObjectId,
    /// For a spell: true; the object `id` is the card on the stack.
    pub is_spell: bool,
    /// The object the ability came from (for a spell, the spell itself).
    pub source: ObjectId,
    pub controller: PlayerId,
    /// The definition holding the ability.
    pub card: Arc<CardDef>,
    /// Which ability of `card` (for a permanent spell, `usize::MAX`: it just resolves to the battlefield).
    pub ability: usize,
    pub modes: Vec<usize>,
    pub x: u32,
    pub targets: Vec<Vec<Target>>,
    /// The object or player a triggered ability's event was about.
    pub triggering: Option<Target>,
    /// The trigger event's other participant (`Ref::EventOther`): the spell or ability that
    /// targeted, the source that dealt the damage (CR 603.2).
    pub other: Option<Target>,
    /// For a triggered ability, the amount of its trigger event ("that much", CR 603.2c).
    pub event_amount: u32,
    /// Damage divided among targets as the spell was cast (CR 601.2d), per target.
    pub divided: Vec<(Target, u32)>,
    /// Text for logs.
    pub text: String,
    /// The objects paid as costs (sacrificed, discarded, exiled, tapped: CR 601.2h), with
    /// their characteristics as they were paid (last known information, CR 608.2h).
    pub paid: Vec<(ObjectId, crate::state::characteristics::Characteristics)>,
}

impl StackItem {
    /// Ability `ability` of `card`, from `source`, as a stack entry `id` (or a resolution
    /// off the stack): no modes, X, targets, event, division or costs paid yet (set the ones
    /// it has with struct update syntax).
    pub fn ability(
        id: ObjectId,
        source: ObjectId,
        controller: PlayerId,
        card: Arc<CardDef>,
        ability: usize,
        text: String,
    ) -> StackItem {
        StackItem {
            id,
            is_spell: false,
            source,
            controller,
            card,
            ability,
            modes: Vec::new(),
            x: 0,
            targets: Vec::new(),
            triggering: None,
            other: None,
            event_amount: 0,
            divided: Vec::new(),
            text,
            paid: Vec::new(),
        }
    }
}

/// A card, token or copy in some zone (CR 109). A zone change makes a new object (CR 400.7).
#[derive(Clone, Debug, PartialEq)]
pub struct GameObject {
    pub id: ObjectId,
    /// Its copiable values' source (CR 707.2): the card, or what it entered as a copy of.
    pub card: Arc<CardDef>,
    /// The card itself while `card` is a copy (CR 707.5) or the card's back face (CR 712.8e):
    /// what it is again once it leaves the battlefield (CR 400.7, 712.8a).
    pub printed: Option<Arc<CardDef>>,
    /// A transformed permanent (CR 701.27g): its back face is up; `card` is that face and
    /// `printed` the card with its front face.
    pub transformed: bool,
    /// Its class level (CR 716.2b): a designation, not a counter nor a copiable value; 0 when
    /// it has none, which rules read as level 1 (716.2d, [`GameObject::class_level`]).
    pub level: u32,
    /// A Room's unlocked designations (CR 709.5c): bit 0 its left door, bit 1 its right; not
    /// copiable values. `card` is the Room with those doors (`CardDef::with_doors`).
    pub doors: u8,
    pub owner: PlayerId,
    /// The controller before control-changing effects (CR 108.4).
    pub controller: PlayerId,
    pub zone: Zone,
    pub tapped: bool,
    /// Not continuously controlled since the controller's most recent turn began (CR 302.6).
    pub sick: bool,
    /// The player who has controlled it continuously since that player's most recent turn
    /// began (CR 302.6): a control change to anyone else also makes it sick ([`Game::is_sick`]).
    pub steady_controller: PlayerId,
    pub damage: u32,
    /// Dealt damage by a source with deathtouch since the last check (CR 704.5h).
    pub deathtouch_damaged: bool,
    pub counters: Vec<(CounterKind, u32)>,
    /// When it entered its zone (CR 613.7).
    pub timestamp: u64,
    pub attached_to: Option<ObjectId>,
    pub face_down: bool,
    pub is_token: bool,
    /// Regeneration shields (CR 701.19).
    pub regeneration_shields: u32,
    /// Activated abilities used this turn, by index (for "activate only once each turn").
    pub activations_this_turn: Vec<usize>,
    /// Whether one of its (non-mana) triggered abilities added mana this turn ("if you
    /// haven't added mana with this ability this turn").
    pub added_mana_this_turn: bool,
    /// The object this one became when it changed zones (for last known information).
    pub moved_to: Option<ObjectId>,
    /// Once it has left the battlefield: the keywords it had as it last existed there (last
    /// known information for damage it deals afterwards, CR 702.2e, 702.15c).
    pub left_keywords: Option<Vec<crate::ir::Keyword>>,
    /// For a card in exile: the object whose ability exiled it (CR 607.2a, "exiled with ~").
    pub exiled_by: Option<ObjectId>,
    /// For an adventurer card exiled as its Adventure resolved: the player who may cast it
    /// from exile (not as an Adventure) while it stays there (CR 715.3d).
    pub adventure_for: Option<PlayerId>,
    /// For a card in exile: the player who may play it until this turn ends ("You may play
    /// that card this turn", CR 514.2); a new object in another zone has no such permission
    /// (CR 400.7).
    pub playable_this_turn_by: Option<PlayerId>,
    /// With `playable_this_turn_by`, for "until the end of your next turn": the turn the
    /// permission began; it lasts until the end of that player's first turn after it.
    pub playable_past_turn: Option<u32>,
    /// For a card in a graveyard: it has flashback with its mana cost as the flashback cost
    /// until this turn ends ("gains flashback until end of turn", CR 702.34a, 514.2).
    pub flashback_this_turn: bool,
    /// Values chosen for it (CR 607.2d): "as ~ enters, choose a color", "choose a color".
    pub chosen: Vec<crate::ir::Chosen>,
    /// How it was cast, while it is a spell and (for kicker) the permanent it became
    /// (CR 702.33d, 702.27a, 702.34a).
    pub cast_with: crate::state::in_progress::CastWith,
    /// Its card as the text reads after text-changing effects (layer 3, CR 612), while any
    /// apply; kept by `Game::refresh_texts` whenever such effects begin or end.
    pub text: Option<Arc<CardDef>>,
    /// Untap steps of its controller it doesn't untap during ("doesn't untap during its
    /// controller's next untap step", CR 502.3): each such untap step uses one.
    pub skip_untaps: u32,
    /// A copy of a spell (CR 707.10): it ceases to exist once off the stack (707.10a).
    pub spell_copy: bool,
    /// Phased out (CR 702.26b): under whose control, and whether indirectly (702.26g).
    pub phased: Option<(PlayerId, bool)>,
    /// The X chosen for the spell it is (on the stack) or became (a permanent), which its
    /// mana value on the stack (CR 202.3e) and its abilities that enter with or trigger on
    /// entering read (CR 107.3m), or the X of the morph cost it was turned face up for
    /// (CR 702.37f), or of the "monstrosity X" that made it monstrous (CR 701.37c); 0
    /// otherwise.
    pub x: u32,
    /// Monstrous (CR 701.37b): a designation it keeps until it leaves the battlefield (a
    /// zone change makes a new object, CR 400.7); not a copiable value.
    pub monstrous: bool,
    /// For a card in exile: foretold or plotted (CR 702.143c, 702.170a), and the turn it
    /// became so; its owner may cast it after that turn (CR 702.143a, 702.170d).
    pub cast_later: Option<(crate::ir::LaterCast, u32)>,
    /// A battle's protector (CR 310.8), chosen as it enters (310.8a); a designation it
    /// keeps while it stays on the battlefield (310.8g).
    pub protector: Option<PlayerId>,
    /// Solved (CR 719.3b): a designation a Case keeps until it leaves the battlefield; not a
    /// copiable value.
    pub solved: bool,
    /// Renowned (CR 702.112b): a designation it keeps until it leaves the battlefield; not
    /// an ability nor a copiable value.
    pub renowned: bool,
    /// A melded permanent (CR 701.42a, 712.4a): the second card representing it (its front
    /// face), beside `printed`, the first; `card` is the pair's combined back face. It leaves
    /// the battlefield as two cards (CR 712.21).
    pub melded: Option<Arc<CardDef>>,
}

impl GameObject {
    /// Its card after text-changing effects (CR 612, 613.1c): what its abilities say now.
    pub fn text(&self) -> &Arc<CardDef> {
        self.text.as_ref().unwrap_or(&self.card)
    }
    /// The card itself, whatever it is now: the card while it is a copy (CR 707.5), a
    /// transformed or modal double-faced permanent's front face (CR 712.8a), the whole card
    /// while a half, face or Adventure of it is a spell (CR 709.3b, 712.11c, 715.3b).
    pub fn card_itself(&self) -> &Arc<CardDef> {
        self.printed.as_ref().unwrap_or(&self.card)
    }
    /// Its mana value from its copiable values' mana cost (CR 202.3); a transformed
    /// permanent's is its front face's (CR 712.8e), a copy of a back face's 0.
    /// On the stack, X is the number chosen for it (CR 202.3e).
    pub fn printed_mana_value(&self) -> u32 {
        let card = if self.transformed { self.printed.as_ref().unwrap_or(&self.card) } else { &self.card };
        let x = if self.zone == Zone::Stack { self.x } else { 0 };
        let value = |c: &CardDef| c.mana_cost.as_ref().map_or(0, |c| c.mana_value(x));
        // CR 712.8g, 202.3c: a melded permanent's is the sum of its front faces'.
        if let (Some(second), Some(first)) = (&self.melded, &self.printed) {
            return value(first) + value(second);
        }
        value(card)
    }
    /// Its class level (CR 716.2b); one without a level is treated as level 1 (716.2d).
    pub fn class_level(&self) -> u32 {
        self.level.max(1)
    }
    /// A flip card with its flipped half's characteristics (CR 710.2): `card` is that half,
    /// `printed` the card.
    pub fn is_flipped(&self) -> bool {
        let whole = self.printed.as_ref().filter(|p| p.back_kind == crate::ir::OtherFace::Flip);
        whole.and_then(|p| p.back.as_ref()).is_some_and(|b| Arc::ptr_eq(b, &self.card))
    }
    /// Its designations in words, for players to read: "level 2" for a Class that gained a
    /// level (CR 716.2b), "prototyped" for a prototype card cast prototyped (CR 718.3b),
    /// "flipped" for a flipped flip card (CR 710.3), "door Bottomless Pool unlocked" for
    /// each door of a Room (CR 709.5c).
    pub fn designations(&self) -> Vec<String> {
        let mut out = Vec::new();
        let whole = self.printed.as_ref().filter(|p| p.back_kind == crate::ir::OtherFace::Prototype);
        if whole.and_then(|p| p.back.as_ref()).is_some_and(|b| Arc::ptr_eq(b, &self.card)) {
            out.push("prototyped".to_string());
        }
        if self.is_flipped() {
            out.push("flipped".to_string());
        }
        if self.level > 0 {
            out.push(format!("level {}", self.level));
        }
        if self.solved {
            out.push("solved".to_string());
        }
        // CR 709.5c: each door of a Room on the battlefield, locked or unlocked.
        if let Some(whole) = self.printed.as_ref().filter(|p| p.is_room() && self.zone == Zone::Battlefield) {
            for (i, door) in whole.halves.iter().enumerate() {
                let state = if self.doors & (1 << i) != 0 { "unlocked" } else { "locked" };
                out.push(format!("door {} {state}", door.name));
            }
        }
        if self.renowned {
            out.push("renowned".to_string());
        }
        // CR 712.4a: one permanent represented by two cards.
        if let (Some(second), Some(first)) = (&self.melded, &self.printed) {
            out.push(format!("melded from {} and {}", first.name, second.name));
        }
        out
    }
    /// The number of counters of kind `k` on the object.
    pub fn counter(&self, k: &CounterKind) -> u32 {
        self.counters.iter().find(|(c, _)| c == k).map_or(0, |(_, n)| *n)
    }
    /// Adds `n` counters of kind `k` (negative removes, down to zero).
    pub fn add_counters(&mut self, k: &CounterKind, n: i64) {
        if let Some(e) = self.counters.iter_mut().find(|(c, _)| c == k) {
            // Counted in `i64` and kept in `u32`: from 0 up to `u32::MAX` (saturating both ways).
            e.1 = (i64::from(e.1).saturating_add(n)).clamp(0, i64::from(u32::MAX)) as u32;
        } else if n > 0 {
            self.counters.push((k.clone(), n.min(i64::from(u32::MAX)) as u32));
        }
        self.counters.retain(|(_, n)| *n > 0);
    }
}

/// A continuous effect from a resolved spell or ability (CR 611.2), applied by the layers.
#[derive(Clone, Debug, PartialEq)]
pub struct ContinuousEffect {
    pub source: ObjectId,
    pub controller: PlayerId,
    /// The objects it applies to, locked in on resolution (CR 611.2c).
    pub affected: Vec<ObjectId>,
    pub effect: LayerEffect,
    pub duration: Duration,
    pub timestamp: u64,
}

/// A delayed triggered ability created by a resolving spell or ability (CR 603.7).
#[derive(Clone, Debug, PartialEq)]
pub struct DelayedTrigger {
    /// The object whose ability created it (CR 603.7d: its source).
    pub source: ObjectId,
    /// The controller of the ability that created it (CR 603.7d).
    pub controller: PlayerId,
    /// A definition holding the delayed ability as its only ability, named after the source.
    pub card: Arc<CardDef>,
    /// It triggers at the beginning of this step...
    pub step: Step,
    /// ...of a turn after this one (CR 603.7c: "next").
    pub after_turn: u32,
    /// The object or player the creating triggered ability's event was about ("destroy that
    /// creature at end of combat", CR 603.7c), if any.
    pub triggering: Option<Target>,
    /// The creating triggered ability's other event participant (CR 603.7c), if any.
    pub other: Option<Target>,
}

/// A triggered ability that triggered and waits to be put on the stack (CR 603.3).
#[derive(Clone, Debug, PartialEq)]
pub struct PendingTrigger {
    pub source: ObjectId,
    pub controller: PlayerId,
    pub card: Arc<CardDef>,
    pub ability: usize,
    pub triggering: Option<Target>,
    /// The event's other participant (`Ref::EventOther`, CR 603.2).
    pub other: Option<Target>,
    /// The amount of the trigger event ("that much" damage), 0 for events without one.
    pub amount: u32,
    /// The modes chosen for a modal ability as it is put on the stack (CR 603.3c); empty
    /// until then.
    pub modes: Vec<usize>,
}

impl PendingTrigger {
    /// Ability `ability` of `card` triggered for `source`, controlled by `controller`, about
    /// `triggering`; no other participant, no amount, no modes chosen yet (set the ones an
    /// event has with struct update syntax).
    pub fn new(
        source: ObjectId,
        controller: PlayerId,
        card: Arc<CardDef>,
        ability: usize,
        triggering: Option<Target>,
    ) -> PendingTrigger {
        PendingTrigger { source, controller, card, ability, triggering, other: None, amount: 0, modes: Vec::new() }
    }
}

/// The combat phase's state (CR 506).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Combat {
    /// Each attacking creature and what it attacks (CR 508.1).
    pub attackers: Vec<(ObjectId, Target)>,
    /// Each blocking creature and the attacker it blocks (CR 509.1).
    pub blocks: Vec<(ObjectId, ObjectId)>,
    /// Attackers that became blocked (CR 509.1h), even if their blockers left.
    pub blocked: Vec<ObjectId>,
    /// Creatures that had first strike or double strike as the first-strike combat damage
    /// step began (CR 510.4): without double strike they don't deal damage again.
    pub dealt_first_strike: Vec<ObjectId>,
    /// Who controlled each attacking or blocking creature when it was declared: a change of
    /// controller removes it from combat (CR 506.4).
    pub declared_by: Vec<(ObjectId, PlayerId)>,
    pub attackers_declared: bool,
    pub blockers_declared: bool,
    /// Provoked creatures and the attacker each must block if able (CR 702.39a, 509.1c).
    pub provoked: Vec<(ObjectId, ObjectId)>,
    /// A declaration waiting for its costs to be paid, and the total (CR 508.1g-h, 509.1d-e).
    pub(crate) costly: Option<(crate::state::in_progress::CostlyDeclaration, crate::ir::ManaCost)>,
    /// The attacking bands (CR 702.22c), each for the rest of combat (702.22e).
    pub bands: Vec<Vec<ObjectId>>,
    /// An attack declaration whose bands are being declared (CR 702.22c).
    pub(crate) banding: Option<Vec<(ObjectId, Target)>>,
    /// Attackers removed from combat (also by leaving the battlefield) and what each attacked:
    /// "defending player" for an ability of an attacker that left combat or was sacrificed,
    /// by last known information (CR 506.2, 608.2h, 603.10).
    pub removed_attackers: Vec<(ObjectId, Target)>,
    /// The answers, in this combat damage step, to "assign its combat damage as though it
    /// weren't blocked?" (CR 510.1c, 101.1; `unblocked_damage`).
    pub(crate) as_though_unblocked: Vec<(ObjectId, bool)>,
    /// Blocking pairs (blocker, attacker) that ended as one of them was removed from combat:
    /// "target creature it's blocking" of a source that has left the battlefield is read from
    /// them (last known information, CR 608.2h).
    pub removed_blocks: Vec<(ObjectId, ObjectId)>,
    /// An attack declaration waiting for the choice of the attackers exerted as they attack
    /// (CR 701.43d, 508.1g).
    pub(crate) exerting: Option<Vec<(ObjectId, Target)>>,
    /// The attackers chosen to be exerted, until the declaration is made (CR 701.43a).
    pub(crate) exerted: Vec<ObjectId>,
    /// An attack declaration waiting for enlist choices (CR 702.154a-b), and the attackers
    /// still to be asked, one entry per instance of enlist (702.154d).
    pub(crate) enlisting: Option<Vec<(ObjectId, Target)>>,
    pub(crate) enlist_queue: Vec<ObjectId>,
    /// Each attacker and the creature it enlists, until the declaration is made.
    pub(crate) enlisted: Vec<(ObjectId, ObjectId)>,
}

/// How a game ended (CR 104).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    Win(PlayerId),
    Draw,
    /// Stopped at the configured turn limit: counted as a draw.
    TurnLimit,
}

/// A program being executed, suspended while it waits for an answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolution {
    pub item: StackItem,
    /// Position in the (possibly nested) program.
    pub pc: Vec<usize>,
    /// What the instructions affected so far ("this way", "it").
    pub affected: Vec<Target>,
    /// Objects this resolution moved between zones: (old, new), for "that card" (CR 610.3).
    pub moved: Vec<(ObjectId, ObjectId)>,
    /// Within an instruction that asks several players in turn, how many are done.
    pub sub: usize,
    /// The answer to the instruction now waiting, once it arrives.
    pub answer: Option<crate::state::decision::Answer>,
    /// Whether the item was a spell that goes to the graveyard when done.
    pub zone_after: Option<Zone>,
    /// Each running "for each" block, innermost last: the objects it goes over, the
    /// position reached, and the block's depth in `pc`.
    pub each: Vec<(Vec<crate::state::decision::Target>, usize, usize)>,
    /// The last coin flip of this resolution: won or lost (CR 705.2), for "If you win the flip".
    pub coin: Option<bool>,
    /// Each running "<players> may ..." asked of other players, innermost last (CR 608.2d).
    pub choosers: Vec<crate::state::in_progress::ChooserFrame>,
    /// How each object an effect is putting onto the battlefield enters, chosen so far
    /// (an Aura's host, CR 303.4f).
    pub aura_hosts: Vec<(ObjectId, crate::state::in_progress::AuraEntry)>,
    /// The cards an effect is putting onto the battlefield, each with the player it enters
    /// under, while their Auras' hosts are being chosen (CR 303.4f).
    pub entering: Vec<(ObjectId, PlayerId)>,
    /// The damage dealt or life lost by the last instruction that dealt damage or made
    /// players lose life ("the damage dealt this way", CR 608.2h).
    pub done: u32,
    /// What the last instruction that dealt damage dealt damage to ("a creature dealt damage
    /// this way"): only recipients dealt more than 0 (CR 120.1, 615).
    pub damaged: Vec<crate::state::decision::Target>,
    /// The permanents players sacrificed during this resolution, as they last existed on the
    /// battlefield ("gains life equal to that creature's toughness", CR 608.2h).
    pub sacrificed: Vec<(ObjectId, crate::state::characteristics::Characteristics)>,
    /// The cards a search whose found cards must go together has found so far, one entry per
    /// card asked for (`None`: none found), while it asks for the next (CR 701.23h).
    pub found: Vec<Option<ObjectId>>,
    /// Whether the controller searched their library during this resolution (`None`: not
    /// yet decided), for "If you search your library this way, shuffle" (CR 701.23).
    pub searched_library: Option<bool>,
    /// A clash under way (CR 701.30c), while its players are asked where their cards go.
    pub clash: Option<crate::effects::clash::ClashProgress>,
    /// Whether the controller won the last clash of this resolution (CR 701.30d).
    pub clash_won: Option<bool>,
}

impl Resolution {
    /// A program about to run from its first instruction; `zone_after` is where a spell
    /// goes when it is done.
    pub fn start(item: StackItem, zone_after: Option<Zone>) -> Resolution {
        Resolution {
            item,
            pc: vec![0],
            affected: Vec::new(),
            moved: Vec::new(),
            sub: 0,
            answer: None,
            zone_after,
            each: Vec::new(),
            coin: None,
            choosers: Vec::new(),
            aura_hosts: Vec::new(),
            entering: Vec::new(),
            done: 0,
            damaged: Vec::new(),
            sacrificed: Vec::new(),
            found: Vec::new(),
            searched_library: None,
            clash: None,
            clash_won: None,
        }
    }
}

/// Where the game's turn machine is between decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Perform the turn-based actions of the current step (CR 500.2-3).
    StartStep,
    /// Check state-based actions, put triggers on the stack, then give priority (CR 117.5).
    Priority,
    /// A decision from a turn-based action or a resolving program is pending.
    Waiting,
    /// The step has ended: empty mana pools and go to the next step (CR 500.5).
    EndStep,
    /// The turn has ended: begin the next one (CR 500.1).
    EndTurn,
}

/// Progress of the mulligan procedure (CR 103.5).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct MulliganState {
    /// Players still to declare this round, in turn order from the starting player.
    pub declaring: Vec<PlayerId>,
    /// Players who declared a mulligan this round.
    pub takers: Vec<PlayerId>,
    /// Players who must put cards on the bottom after a London mulligan, with how many.
    pub bottom: Vec<(PlayerId, u32)>,
    /// Players who scry 1 after a Vancouver mulligan, in turn order.
    pub scry: Vec<PlayerId>,
}

/// A creature whose combat damage is still to be assigned this damage step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamageAssignment {
    pub source: ObjectId,
    pub to: Vec<(Target, u32)>,
}

/// A card exiled "until ~ leaves the battlefield" (CR 610.3): the permanent, the card in
/// exile, and the zone it returns to when that permanent leaves the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExiledUntil {
    pub source: ObjectId,
    pub card: ObjectId,
    pub back_to: Zone,
}

/// The whole state of a game.
#[derive(Clone, PartialEq)]
pub struct Game {
    pub(crate) config: Arc<GameConfig>,
    pub(crate) rng: ChaCha8Rng,
    pub(crate) players: Vec<Player>,
    pub(crate) objects: Vec<GameObject>,
    /// Permanents on the battlefield in the order they entered.
    pub(crate) battlefield: Vec<ObjectId>,
    /// The permanents on the battlefield whose card has a continuous static ability: the
    /// only ones the layer system scans per object (CR 611.3), so characteristics cost
    /// O(lords), not O(board). Kept in step with `battlefield` by `battlefield_add/remove`.
    pub(crate) static_sources: Vec<ObjectId>,
    /// How many of `static_sources` have a static control-changing effect, and how many one
    /// that removes all abilities: when none, the layer system skips those checks.
    pub(crate) special_statics: (u32, u32),
    /// The emblems in the players' command zones, in the order they were created (CR 114.4):
    /// an emblem never leaves the command zone (114.3), so this only grows.
    pub(crate) emblems: Vec<ObjectId>,
    /// Cards exiled "until ~ leaves the battlefield" (CR 610.3), returned when it leaves.
    pub(crate) exiled_until: Vec<ExiledUntil>,
    /// The characteristics computed when the game last stopped for a priority answer, valid
    /// until it changes (`continuous/layer_cache.rs`); not copied, not compared.
    pub(crate) layer_cache: crate::continuous::layer_cache::LayerCache,
    /// The stack, bottom first (CR 405).
    pub(crate) stack: Vec<StackItem>,
    pub(crate) effects: Vec<ContinuousEffect>,
    pub(crate) triggers: Vec<PendingTrigger>,
    /// (creature, source) pairs: damage dealt to a creature this turn, by source.
    pub(crate) damaged_by: Vec<(ObjectId, ObjectId)>,
    pub(crate) combat: Combat,
    pub(crate) turn: u32,
    pub(crate) active: PlayerId,
    pub(crate) step: Step,
    /// Who has priority now, and how many players passed in succession (CR 117.3d).
    pub(crate) priority: PlayerId,
    pub(crate) passes: usize,
    pub(crate) timestamp: u64,
    /// The decision the game waits for, as the player sees it (`Game::pending`).
    pub(crate) decision: Option<Decision>,
    /// What answers that decision, with what its handler needs (a suspended resolution, ...).
    pub(crate) pending: Option<crate::state::pending::Pending>,
    pub(crate) flow: Flow,
    pub(crate) result: Option<GameResult>,
    pub(crate) events: Vec<Event>,
    /// Number of answers taken so far.
    pub(crate) answers: u64,
    /// Mulligan procedure progress (CR 103.5).
    pub(crate) mulligan: MulliganState,
    /// Commanders in a graveyard or exile whose owner chose to leave them there (CR 903.9a).
    pub(crate) commander_declined: Vec<ObjectId>,
    /// Stop when this step of this turn has ended.
    pub(crate) breakpoint: Option<(u32, Step)>,
    pub(crate) paused: bool,
    /// Triggered abilities being put on the stack, in order, waiting for targets.
    pub(crate) trigger_queue: Vec<PendingTrigger>,
    /// Creatures whose combat damage assignment is still to be chosen this step.
    pub(crate) damage_queue: Vec<ObjectId>,
    /// Combat damage assigned so far this step, dealt all at once (CR 510.2).
    pub(crate) damage_assigned: Vec<DamageAssignment>,
    /// Defending players still to declare blockers (CR 509.1, multiplayer).
    pub(crate) blockers_queue: Vec<PlayerId>,
    pub(crate) logging: bool,
    /// Cleanup will be followed by another cleanup step with priority (CR 514.3a).
    pub(crate) cleanup_priority: bool,
    /// Whether the last state-based action check did anything.
    pub(crate) sba_happened: bool,
    /// Prevention effects created by resolved spells and abilities, until used up or the
    /// end of the turn (CR 615.3, 615.7, 615.8).
    pub(crate) preventions: Vec<crate::state::shields::Prevention>,
    /// Replacement choices being replayed or waiting to be asked (CR 616.1, `game/replacement_choices.rs`).
    pub(crate) replay: crate::state::in_progress::ReplayState,
    /// Delayed triggered abilities waiting for their moment (CR 603.7).
    pub(crate) delayed: Vec<DelayedTrigger>,
    /// While one event moves several permanents off the battlefield ("destroy all", state-based
    /// actions): those that have left so far, with their controllers and abilities as they
    /// last existed, so that each sees the others leave (CR 603.10a, 701.8, 704.3).
    pub(crate) leaving_together: Option<Vec<(ObjectId, PlayerId, Arc<CardDef>)>>,
    /// "Damage can't be prevented this turn." (CR 615.12), until the cleanup step.
    pub(crate) damage_unpreventable: bool,
    /// "Players can't gain life this turn." (CR 614.1a), until the cleanup step.
    pub(crate) no_life_gain_this_turn: bool,
    /// "The next time you would draw a card this turn" shields (CR 614.1a), until used or the
    /// cleanup step.
    pub(crate) draw_shields: Vec<crate::state::shields::DrawShield>,
    /// Permanents whose controller may choose not to untap them, still to be asked (CR 502.3).
    pub(crate) untap_asks: Vec<ObjectId>,
    /// The objects with a changed text (`GameObject::text`, CR 612).
    pub(crate) text_changed: Vec<ObjectId>,
    /// The spells cast this turn as they were cast: last known information for copies made
    /// after a spell left the stack (storm, CR 702.40a, 707.10).
    pub(crate) cast_lki: Vec<StackItem>,
    /// Phased-out permanents (CR 702.26b): in the battlefield zone but off `battlefield`, so
    /// everything that looks at the battlefield treats them as though they don't exist.
    pub(crate) phased_out: Vec<ObjectId>,
    /// What happened this turn (`turn_history`), forgotten as the next turn begins.
    pub(crate) history: crate::state::turn::TurnHistory,
    /// Extra and skipped turns and steps, and this turn's limits (`turn_structure`).
    pub(crate) turn_plan: crate::state::turn::TurnPlan,
    /// Redirection effects created by resolved spells and abilities, until used up or the
    /// end of the turn (CR 614.9, `replacement/redirect.rs`).
    pub(crate) redirections: Vec<crate::state::shields::Redirection>,
    /// The monarch (CR 724), with the object whose effect or combat damage made them it
    /// (`triggers/monarch.rs`).
    pub(crate) monarch: Option<(PlayerId, ObjectId)>,
    /// Day or night, once the game has either designation (CR 730.1; `turn/day_night.rs`).
    pub(crate) day_night: Option<crate::state::turn::DayNight>,
}

impl Game {
    /// A new id for an ability put on the stack (or resolved at once), counted down from the
    /// top so that it never meets an object's.
    pub(crate) fn next_ability_id(&mut self) -> ObjectId {
        self.timestamp += 1;
        ObjectId(u32::MAX - self.timestamp as u32)
    }

    /// The configuration the game started from.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }
    /// The number of players, including those who have left.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }
    /// A player's state.
    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.index()]
    }
    /// All player ids in turn order.
    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.players.len() as u8).map(PlayerId)
    }
    /// An object by id (objects that left a zone stay readable as last known information).
    pub fn object(&self, id: ObjectId) -> &GameObject {
        &self.objects[id.index()]
    }
    /// Every object ever created in this game, by id.
    pub fn objects(&self) -> &[GameObject] {
        &self.objects
    }
    /// The permanents on the battlefield, in the order they entered.
    pub fn battlefield(&self) -> &[ObjectId] {
        &self.battlefield
    }
    /// The stack, bottom first.
    pub fn stack(&self) -> &[StackItem] {
        &self.stack
    }
    /// The cards in a player's zone: library (top last), hand, graveyard (top last), exile, command.
    /// For the battlefield: the permanents the player controls.
    pub fn zone(&self, p: PlayerId, zone: Zone) -> Vec<ObjectId> {
        let pl = &self.players[p.index()];
        match zone {
            Zone::Library => pl.library.clone(),
            Zone::Hand => pl.hand.clone(),
            Zone::Graveyard => pl.graveyard.clone(),
            Zone::Exile => pl.exile.clone(),
            Zone::Command => pl.command.clone(),
            Zone::Battlefield => self.battlefield.iter().copied().filter(|&id| self.controller(id) == p).collect(),
            Zone::Stack => self.stack.iter().filter(|s| s.is_spell && s.controller == p).map(|s| s.id).collect(),
        }
    }
    /// The turn number, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// The current step.
    pub fn step(&self) -> Step {
        self.step
    }
    /// The active player (CR 102.1).
    pub fn active_player(&self) -> PlayerId {
        self.active
    }
    /// The state of combat this turn.
    pub fn combat(&self) -> &Combat {
        &self.combat
    }
    /// How the game ended, if it has.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
    /// Every event so far, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// The number of answers the game has taken.
    pub fn answer_count(&self) -> u64 {
        self.answers
    }
    /// The continuous effects from resolved spells and abilities now in force.
    pub fn continuous_effects(&self) -> &[ContinuousEffect] {
        &self.effects
    }
    /// A readable name for an object ("Grizzly Bears"); a face-down spell or permanent has
    /// none that other players may know (CR 708.2a, 708.5), so it is "a face-down creature".
    pub fn name(&self, id: ObjectId) -> &str {
        let o = &self.objects[id.index()];
        if o.face_down && o.zone == Zone::Exile {
            // CR 406.3: a card exiled face down (foretold, CR 702.143a).
            return "a face-down card";
        }
        if o.face_down {
            return crate::casting::morph::FACE_DOWN_NAME;
        }
        if o.card.name.is_empty() && o.card_itself().is_room() {
            // A Room with no door unlocked has no name (CR 709.5): players read its card's.
            return &o.card_itself().name;
        }
        &o.card.name
    }
    /// A readable name for a target.
    pub fn target_name(&self, t: Target) -> String {
        match t {
            Target::Player(p) => self.players[p.index()].name.clone(),
            Target::Object(o) => self.name(o).to_string(),
        }
    }
    /// The players still in the game, in turn order.
    pub fn living_players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.player_ids().filter(|p| !self.players[p.index()].lost)
    }
    /// The opponents of `p` still in the game (CR 102.2-3).
    pub fn opponents(&self, p: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        self.living_players().filter(move |q| *q != p)
    }
    /// The next player after `p` in turn order who is still in the game.
    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        let n = self.players.len() as u8;
        let mut q = p;
        for _ in 0..n {
            q = PlayerId((q.0 + 1) % n);
            if !self.players[q.index()].lost {
                return q;
            }
        }
        p
    }
}

impl Game {
    /// An estimate of the heap and inline bytes a clone of this state copies (card
    /// definitions are shared, so they don't count).
    pub fn approx_size_bytes(&self) -> usize {
        use std::mem::size_of;
        let players: usize = self
            .players
            .iter()
            .map(|p| {
                size_of::<Player>()
                    + (p.library.len() + p.hand.len() + p.graveyard.len() + p.exile.len() + p.command.len())
                        * size_of::<ObjectId>()
            })
            .sum();
        let objects: usize = self
            .objects
            .iter()
            .map(|o| size_of::<GameObject>() + o.counters.len() * size_of::<(CounterKind, u32)>())
            .sum();
        size_of::<Game>()
            + players
            + objects
            + self.battlefield.len() * size_of::<ObjectId>()
            + self.stack.len() * size_of::<StackItem>()
            + self.effects.len() * size_of::<ContinuousEffect>()
            + self.events.len() * size_of::<Event>()
    }
}
