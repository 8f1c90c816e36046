//! The decision door: what the engine asks ([`Decision`]) and what players answer ([`Answer`]).
//!
//! Every choice in a game goes through [`crate::Game::pending`] and [`crate::Game::submit`]:
//! a browser seat, an AI, a scenario script and a replay all answer the same way.

use crate::ir::{ObjectId, PlayerId};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A player or an object chosen as a target, attacked, or dealt damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Target {
    Player(PlayerId),
    Object(ObjectId),
}

/// One target requirement ("target creature") with the legal choices for it now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TargetSlot {
    /// How the text names it.
    pub text: String,
    pub min: u8,
    pub max: u8,
    /// Every legal choice (CR 115.3, 601.2c).
    pub legal: Vec<Target>,
    /// "from a single graveyard": the objects chosen must all have the same owner.
    #[serde(default)]
    pub same_owner: bool,
    /// "another target": nothing chosen for an earlier slot may be chosen (CR 115.3).
    #[serde(default)]
    pub distinct: bool,
}

/// The modes of a modal spell or ability (CR 700.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModeChoice {
    /// Each mode's text.
    pub modes: Vec<String>,
    pub min: u8,
    pub max: u8,
    /// Whether a mode may be chosen more than once (CR 700.2d).
    #[serde(default)]
    pub repeat: bool,
}

/// A legal action of a player who has priority (CR 117.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionOption {
    /// Pass priority (CR 117.3d).
    Pass,
    /// Play a land (CR 305.1); `face`: which face of a modal double-faced card with two
    /// land faces (CR 712.12), `None` for other cards (see [`LandPlay`]).
    PlayLand {
        card: ObjectId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        face: Option<usize>,
    },
    /// Cast a spell (CR 601); the targets are those of the spell without modes. `alt`: cast
    /// for the card's `alt`-th alternative cost instead of its mana cost (CR 118.9).
    /// `half`: which half of a split card (CR 709.3), `None` for other cards.
    Cast {
        card: ObjectId,
        targets: Vec<TargetSlot>,
        x: bool,
        modes: Option<ModeChoice>,
        alt: Option<usize>,
        #[serde(default)]
        half: Option<usize>,
    },
    /// Activate the `index`-th activated ability of `source` (CR 602); the targets are those
    /// of an ability without modes; a modal ability offers its `modes` (CR 602.2b, 700.2a).
    Activate {
        source: ObjectId,
        index: usize,
        text: String,
        targets: Vec<TargetSlot>,
        x: bool,
        mana: bool,
        #[serde(default)]
        modes: Option<ModeChoice>,
    },
    /// Turn a face-down permanent you control face up by paying its morph cost `text`
    /// (a special action, CR 702.37e, 116.2b); `x`: the cost has an X to choose.
    TurnFaceUp { permanent: ObjectId, text: String, x: bool },
    /// Exile a card from your hand to cast it on a later turn: foretell it (pay {2}, face
    /// down) or plot it (pay its plot cost): a special action (CR 116.2h, 116.2k, 702.143a,
    /// 702.170a). `text` names it ("Foretell {1}{U}").
    ExileFromHand { card: ObjectId, text: String },
    /// Unlock a locked door of a Room you control by paying that door's mana cost, its unlock
    /// cost: a special action (CR 709.5e, 116.2m). `door` is 0 for the left door, 1 for the
    /// right; `text` names it ("Unlock Bottomless Pool {U}").
    Unlock { room: ObjectId, door: u8, text: String },
}

/// A creature that can attack, and whom it can attack (CR 508.1a-b).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackOption {
    pub attacker: ObjectId,
    pub defenders: Vec<Target>,
}

/// A creature that can block, and which attackers it can block (CR 509.1a).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockOption {
    pub blocker: ObjectId,
    pub attackers: Vec<ObjectId>,
}

/// What the engine needs from a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub player: PlayerId,
    pub kind: DecisionKind,
}

/// The kinds of decisions, with their legal options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Keep this opening hand or take a mulligan (CR 103.5). Answer `Keep` or `Mulligan`.
    Mulligan { hand: Vec<ObjectId>, mulligans_taken: u32 },
    /// Put `count` cards from hand on the bottom of the library (CR 103.5c). Answer `Cards`.
    PutOnBottom { count: u32, hand: Vec<ObjectId> },
    /// The player has priority. Answer with one of the actions (or `Concede`).
    Priority { actions: Vec<ActionOption> },
    /// Declare attackers (CR 508.1). Answer `Attackers` (empty for none).
    DeclareAttackers { options: Vec<AttackOption> },
    /// Declare blockers (CR 509.1). Answer `Blockers` (empty for none).
    DeclareBlockers { options: Vec<BlockOption> },
    /// Divide a creature's combat damage (CR 510.1c-d). Answer `Damage`.
    AssignCombatDamage {
        source: ObjectId,
        amount: u32,
        /// The creatures it is blocked by (or blocking), in declaration order, with the damage
        /// that is lethal to each (CR 702.2c: 1 with deathtouch).
        blockers: Vec<(ObjectId, u32)>,
        /// With trample, the player or planeswalker that may be assigned the rest (CR 702.19b).
        trample: Option<Target>,
    },
    /// Choose targets for a triggered ability being put on the stack (CR 603.3d). Answer `Targets`.
    ChooseTargets { source: ObjectId, text: String, slots: Vec<TargetSlot> },
    /// Choose between `min` and `max` of these objects. Answer `Cards`.
    ChooseObjects { reason: String, from: Vec<ObjectId>, min: u32, max: u32 },
    /// A yes-or-no question ("you may ..."). Answer `YesNo`.
    YesNo { prompt: String },
    /// Choose one of these options (a colour of mana, a mode, ...). Answer `Option`.
    ChooseOption { prompt: String, options: Vec<String> },
    /// Choose a number between `min` and `max`. Answer `Number`.
    ChooseNumber { prompt: String, min: u32, max: u32 },
    /// Put these simultaneous triggered abilities on the stack in an order (CR 603.3b):
    /// answer `Order` with a permutation of their indices, first put on the stack first.
    OrderTriggers { triggers: Vec<(ObjectId, String)> },
}

/// How to cast a spell: every choice of CR 601.2b-h at once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CastSpec {
    pub card: ObjectId,
    /// Chosen modes, by index (CR 601.2b).
    pub modes: Vec<usize>,
    /// The value of X (CR 601.2b).
    pub x: Option<u32>,
    /// Targets for each target requirement in order (CR 601.2c).
    pub targets: Vec<Vec<Target>>,
    /// How damage is divided among the targets (CR 601.2d).
    pub divide: Vec<u32>,
    /// The permanents whose mana abilities pay the cost; `None` pays automatically.
    pub payment: Option<Vec<ObjectId>>,
    /// Objects chosen to pay non-mana costs (sacrifice, discard, exile).
    pub cost_choices: Vec<ObjectId>,
    /// Pay the card's `alt`-th alternative cost rather than its mana cost (CR 118.9, 601.2b).
    #[serde(default)]
    pub alt: Option<usize>,
    /// The optional additional costs paid (kicker, buyback; CR 702.33a, 702.27a), by index
    /// into `cast_keywords::optional_costs`.
    #[serde(default)]
    pub optional: Vec<usize>,
    /// Which half of a split card is cast (CR 709.3), by index; `None` for other cards.
    #[serde(default)]
    pub half: Option<usize>,
    /// The creatures tapped to convoke the spell (CR 702.51a), the artifacts tapped to
    /// improvise (CR 702.126a) or the cards exiled from the graveyard to delve (CR 702.66a);
    /// `None` does it automatically, only as far as the mana sources can't pay.
    #[serde(default)]
    pub convoke: Option<Vec<ObjectId>>,
}

/// Which land to play (CR 305.1) and, for a modal double-faced card, which face (CR 712.12):
/// `face` 0 is the front face, 1 the back face; `None` plays the front face if it is a land,
/// else the back face. On the wire a bare object id is a land play without a face.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "LandPlayWire")]
pub struct LandPlay {
    pub card: ObjectId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<usize>,
}

impl From<ObjectId> for LandPlay {
    fn from(card: ObjectId) -> LandPlay {
        LandPlay { card, face: None }
    }
}

/// The two shapes a land play is read from: an object id, or `{card, face}`.
#[derive(Deserialize)]
#[serde(untagged)]
enum LandPlayWire {
    Card(ObjectId),
    Face {
        card: ObjectId,
        #[serde(default)]
        face: Option<usize>,
    },
}

impl From<LandPlayWire> for LandPlay {
    fn from(w: LandPlayWire) -> LandPlay {
        match w {
            LandPlayWire::Card(card) => LandPlay { card, face: None },
            LandPlayWire::Face { card, face } => LandPlay { card, face },
        }
    }
}

/// How to activate an ability (CR 602.2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivateSpec {
    pub source: ObjectId,
    /// Which of the source's activated abilities, from 0.
    pub index: usize,
    /// Chosen modes of a modal ability, by index (CR 602.2b, 601.2b).
    pub modes: Vec<usize>,
    pub x: Option<u32>,
    pub targets: Vec<Vec<Target>>,
    pub payment: Option<Vec<ObjectId>>,
    pub cost_choices: Vec<ObjectId>,
    /// How damage is divided among the targets (CR 601.2d via 602.2b); empty: evenly.
    #[serde(default)]
    pub divide: Vec<u32>,
}

/// A player's answer to a decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    Pass,
    PlayLand(LandPlay),
    Cast(CastSpec),
    Activate(ActivateSpec),
    /// Concede the game (CR 104.3a); any player may, at any time.
    Concede,
    Keep,
    Mulligan,
    Cards(Vec<ObjectId>),
    /// Attackers with what each attacks.
    Attackers(Vec<(ObjectId, Target)>),
    /// Blockers with the attacker each blocks.
    Blockers(Vec<(ObjectId, ObjectId)>),
    /// Damage to each recipient.
    Damage(Vec<(Target, u32)>),
    Targets(Vec<Vec<Target>>),
    YesNo(bool),
    Option(usize),
    Number(u32),
    Order(Vec<usize>),
    /// Turn a face-down permanent face up (CR 702.37e): `source` is the permanent; `x`,
    /// `payment` and `cost_choices` pay its morph cost (`index`, `modes`, `targets` and
    /// `divide` are unused).
    TurnFaceUp(ActivateSpec),
    /// Foretell or plot a card in hand (CR 702.143a, 702.170a): `source` is the card;
    /// `payment` and `cost_choices` pay the cost (the other fields are unused).
    ExileFromHand(ActivateSpec),
    /// Unlock a door of a Room (CR 709.5e): `source` is the Room, `index` the door (0 left,
    /// 1 right); `payment` pays its unlock cost (the other fields are unused).
    Unlock(ActivateSpec),
}

/// An answer the engine refused: the rule it breaks and why. The game is unchanged (CR 732).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IllegalAction {
    /// The Comprehensive Rules number the answer breaks, e.g. "601.2c".
    pub rule: &'static str,
    pub message: String,
    /// The objects at fault, when the answer names several (for a combat declaration, each
    /// attacker or blocker that breaks a restriction or requirement, CR 508.1c-d, 509.1b-c).
    #[serde(default)]
    pub objects: Vec<ObjectId>,
}

impl IllegalAction {
    /// A refusal citing `rule`.
    pub fn new(rule: &'static str, message: impl Into<String>) -> IllegalAction {
        IllegalAction { rule, message: message.into(), objects: Vec::new() }
    }

    /// The same refusal, naming the objects at fault.
    pub fn with_objects(mut self, objects: Vec<ObjectId>) -> IllegalAction {
        self.objects = objects;
        self
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal (CR {}): {}", self.rule, self.message)
    }
}

impl std::error::Error for IllegalAction {}

/// "1 card", "3 cards": a count of cards in a question's words.
pub(crate) fn cards(n: impl Into<u64>) -> String {
    match n.into() {
        1 => "1 card".to_string(),
        n => format!("{n} cards"),
    }
}
