//! What the game keeps while an action is under way: how a spell was cast, a combat
//! declaration waiting for its costs, how an Aura put onto the battlefield enters, the
//! replacement choices being replayed, and the players asked by a running "may".

use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Answer;
use crate::state::decision::Decision;
use crate::state::decision::Target;

/// How a spell was cast, kept on the spell and (for kicker) on the permanent it becomes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CastWith {
    /// The kicker costs paid, by their index among the card's kicker costs (CR 702.33d).
    pub kicked: Vec<u8>,
    /// Its buyback cost was paid (CR 702.27a).
    pub buyback: bool,
    /// It was cast with flashback (CR 702.34a), or it is an aftermath half cast from a
    /// graveyard (CR 702.127a): either way it is exiled whenever it would leave the stack.
    pub flashback: bool,
    /// Its evoke cost was paid (CR 702.74a).
    pub evoked: bool,
    /// Its dash cost was paid (CR 702.109a).
    pub dashed: bool,
    /// It was cast from its caster's hand (rebound, CR 702.88a).
    pub from_hand: bool,
    /// It was cast under "as though it had flash" at a time a sorcery couldn't have been
    /// cast (CR 601.3; Mirage and Visions sacrifice such permanents, CR 514.3a).
    pub flashed: bool,
    /// It was cast as an Adventure (CR 715.3): exiled instead of put into the graveyard as
    /// it resolves (715.3d).
    pub adventure: bool,
    /// It was cast transformed, its back face up (CR 712.11a, disturb 702.146a): the
    /// permanent it becomes enters transformed (702.146b).
    pub transformed: bool,
    /// It was cast face down with its disguise ability (CR 702.168a): while face down, the
    /// spell and the permanent it becomes have ward {2}.
    pub disguised: bool,
    /// Its entwine cost was paid (CR 702.42a): all its modes were chosen.
    pub entwined: bool,
    /// Mana spent to cast it said it can't be countered (CR 106.6: Cavern of Souls).
    pub uncounterable: bool,
    /// The mana spent to cast it (CR 601.2h), by type; none for a copy (CR 707.10).
    pub spent: crate::ir::ManaPool,
    /// The door of a Room cast (CR 709.5d): the permanent enters with it unlocked.
    pub door: Option<u8>,
    /// The keyword costs paid: bargain (CR 702.166b), offspring (CR 702.175a).
    pub paid: Vec<crate::ir::PaidKeyword>,
    /// It was cast during a main phase of its caster's turn (CR 505.1: "your main phase";
    /// the addendum cards' "if you cast this spell during your main phase").
    pub in_main_phase: bool,
}

/// A declaration waiting for its costs to be paid (CR 508.1g-h, 509.1d-e).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CostlyDeclaration {
    Attack(Vec<(ObjectId, Target)>),
    Block(PlayerId, Vec<(ObjectId, ObjectId)>),
}

/// How an object put onto the battlefield by an effect enters (CR 303.4f-g).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuraEntry {
    /// Not an Aura: it simply enters.
    NotAnAura,
    /// An Aura entering attached to this permanent.
    Attached(ObjectId),
    /// An Aura with nothing it could enchant: it stays in its zone.
    Stays,
}

/// Replacement choices being replayed while an answer is applied, and the first one missing.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct ReplayState {
    /// The replacement choices made so far for the answer being applied, in order.
    pub script: Vec<Answer>,
    /// How many of them the current run has used.
    pub cursor: usize,
    /// The first replacement choice the script did not answer, if any: noted in the middle
    /// of an event, where the game cannot stop, and read once the run is over (the
    /// question itself waits as `Pending::Replacement`).
    pub need: Option<Decision>,
}

/// One running [`Instr::PlayerMay`]: the players it asks, in order, how far it got, and who
/// did it.
#[derive(Clone, Debug, PartialEq)]
pub struct ChooserFrame {
    /// The block depth of the instruction in the resolution's `pc`.
    pub depth: usize,
    /// The players asked, in APNAP order.
    pub players: Vec<PlayerId>,
    /// The index of the player being asked.
    pub at: usize,
    /// The players who chose to do it (and did something).
    pub did: Vec<PlayerId>,
    /// Whether the player at `at` said yes and the inner program is running.
    pub running: bool,
    /// Whether the first player who does ends the asking ("any player may").
    pub until_one: bool,
}
