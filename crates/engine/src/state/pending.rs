//! What the game waits for: one [`Pending`] value beside the [`Decision`] the player sees.
//!
//! Every question the engine asks names, as it asks, what answers it: `Game::ask` sets the
//! decision and its `Pending` together, and `Game::submit` routes the answer on the
//! `Pending` alone (one match in `game/door.rs`). A resolving program's question carries
//! the suspended program itself, so nothing about a resolution lives elsewhere in the state.

use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{Answer, Decision};
use crate::state::game::{Game, Resolution};

/// What answers the pending decision, with what its handler needs to go on.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Pending {
    /// A player with priority (CR 117): pass, play a land, cast, activate, turn face up.
    Priority,
    /// Keep or mulligan (CR 103.5).
    Mulligan,
    /// Cards put on the bottom after a London mulligan (CR 103.5c).
    PutOnBottom,
    /// The Vancouver mulligan's scry 1 (see `game/mulligan.rs`): answered with `Cards`.
    MulliganScry,
    /// Who takes the first turn (CR 103.1): answered with `Option(seat)`.
    FirstPlayer,
    /// Targets for a triggered ability being put on the stack (CR 603.3d).
    TriggerTargets,
    /// The modes of a modal triggered ability being put on the stack (CR 603.3c): answered
    /// with `Option(i)`, the i-th of these sets of modes.
    TriggerModes(Vec<Vec<usize>>),
    /// The order of simultaneous triggered abilities (CR 603.3b).
    TriggerOrder,
    /// How a triggered ability being put on the stack divides its damage (CR 603.3d,
    /// 601.2d): answered with `Number`, the damage to its next target.
    TriggerDivision(Box<crate::triggers::division::Division>),
    /// A question of a resolving spell or ability (CR 608.2): the program, suspended, resumes
    /// with the answer.
    Resolution(Box<Resolution>),
    /// A window in which a resolving program (the suspended one) lets a player cast one card
    /// now or pass (CR 608.2g): madness's, cascade's.
    CastWindow(Box<Resolution>, CastWindow),
    /// Which legendary permanent to keep (CR 704.5j).
    LegendRule,
    /// The active player's discard to hand size (CR 514.1).
    CleanupDiscard,
    /// Whether a commander in a graveyard or exile goes to the command zone (CR 903.9a).
    CommanderZone(ObjectId),
    /// A choice among replacement or prevention effects in the middle of an event (CR
    /// 616.1), asked by going back to before the answer that led to it
    /// (`game/replacement_choices.rs`).
    Replacement(Box<ReplayPoint>),
    /// Whether the active player untaps a permanent they "may choose not to untap" (CR
    /// 502.3): answered with `YesNo`; the others waiting are in `Game::untap_asks`.
    Untap(ObjectId),
    /// The attack declaration (CR 508.1).
    DeclareAttackers,
    /// A defending player's block declaration (CR 509.1).
    DeclareBlockers,
    /// Whether the declaring player pays the costs of their attack or block declaration
    /// (CR 508.1h, 509.1e): answered with `YesNo`.
    CombatCost,
    /// The creatures of an attacking band (CR 702.22c): answered with `Cards`, none to stop.
    Bands,
    /// Whether an attacker assigns its combat damage as though it weren't blocked (CR
    /// 510.1c, 101.1): answered with `YesNo`.
    AsThoughUnblocked(ObjectId),
    /// How a creature's combat damage is divided (CR 510.1c-d).
    CombatDamage,
    /// Which attackers with "You may exert ~ as it attacks" are exerted (CR 701.43d, 508.1g):
    /// answered with `Cards`, none to exert none.
    Exert,
    /// The creature an attacker with enlist enlists, if any (CR 702.154a): answered with
    /// `Cards`, at most one, none to enlist none.
    Enlist,
}

impl Pending {
    /// The suspended program this pending decision belongs to, if any (for a replacement
    /// choice, the one of the answer it interrupted).
    pub(crate) fn resolution(&self) -> Option<&Resolution> {
        match self {
            Pending::Resolution(r) | Pending::CastWindow(r, _) => Some(r),
            Pending::Replacement(point) => point.pending.as_ref()?.resolution(),
            _ => None,
        }
    }
}

/// Who may cast which card in a [`Pending::CastWindow`], and how (CR 608.2g: timing doesn't
/// matter, and no player gets priority after that cast until the program is done).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CastWindow {
    /// Madness (CR 702.35a): the owner of the exiled card, the trigger's source, may cast it
    /// for its madness cost.
    Madness,
    /// Miracle (CR 702.94a): the owner of the revealed card, the trigger's source, may cast it
    /// from their hand for its miracle cost.
    Miracle,
    /// "You may cast that card without paying its mana cost if the resulting spell's mana
    /// value is less than this spell's mana value" (cascade, CR 702.85a, 118.9): the
    /// program's controller may cast `card` so, if the spell's mana value is below `below`;
    /// `transformed`: only its back face, cast transformed (a defeated Siege, CR 310.11b).
    Free { card: ObjectId, below: u32, transformed: bool },
}

/// The answer a replacement choice interrupted, to be applied again once it is made.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ReplayPoint {
    pub player: PlayerId,
    pub decision: Decision,
    pub answer: Answer,
    /// What answered that decision.
    pub pending: Option<Pending>,
    /// The replacement choices made so far, in order.
    pub script: Vec<Answer>,
}

impl Game {
    /// Asks `decision`; `pending` names what answers it.
    pub(crate) fn ask(&mut self, decision: Decision, pending: Pending) {
        self.decision = Some(decision);
        self.pending = Some(pending);
    }

    /// The pending decision has been answered: nothing waits any more.
    pub(crate) fn answered(&mut self) {
        self.decision = None;
        self.pending = None;
    }

    /// The source of the spell or ability whose resolution asks the pending question, if any
    /// (CR 608.2): a client names the card a "you may" of a trigger comes from.
    pub fn resolving_source(&self) -> Option<ObjectId> {
        self.resolution().map(|r| r.item.source)
    }

    /// The spell or ability whose resolution is suspended on a question, if any (CR 608.2).
    pub(crate) fn resolution(&self) -> Option<&Resolution> {
        self.pending.as_ref()?.resolution()
    }

    /// The answer whose run a pending replacement choice interrupted (CR 616.1), if the
    /// pending question is one: the land played whose "as it enters, you may pay 2 life"
    /// is asked, the spell cast whose entering permanent asks. A computer player reads
    /// what the question is about from it.
    pub fn interrupted_answer(&self) -> Option<&Answer> {
        match self.pending.as_ref()? {
            Pending::Replacement(point) => Some(&point.answer),
            _ => None,
        }
    }

    /// The card exiled by madness whose window is open (its trigger is resolving and asks):
    /// its owner may cast it now (CR 702.35a).
    pub(crate) fn madness_card(&self) -> Option<ObjectId> {
        match &self.pending {
            Some(Pending::CastWindow(r, CastWindow::Madness)) => Some(r.item.source),
            _ => None,
        }
    }

    /// The card revealed by miracle whose window is open (its trigger is resolving and asks):
    /// its owner may cast it now (CR 702.94a).
    pub(crate) fn miracle_card(&self) -> Option<ObjectId> {
        match &self.pending {
            Some(Pending::CastWindow(r, CastWindow::Miracle)) => Some(r.item.source),
            _ => None,
        }
    }

    /// The card a resolving program lets its controller cast without paying its mana cost
    /// now, the mana value the spell must be below, and that player (cascade, CR 702.85a).
    pub(crate) fn free_cast(&self) -> Option<(ObjectId, u32, PlayerId)> {
        match &self.pending {
            Some(Pending::CastWindow(r, CastWindow::Free { card, below, .. })) => {
                Some((*card, *below, r.item.controller))
            }
            _ => None,
        }
    }

    /// The card a resolving program lets its controller cast transformed, without paying its
    /// mana cost, now (a defeated Siege, CR 310.11b, 712.11a).
    pub(crate) fn free_cast_transformed(&self) -> Option<ObjectId> {
        match &self.pending {
            Some(Pending::CastWindow(_, CastWindow::Free { card, transformed: true, .. })) => Some(*card),
            _ => None,
        }
    }

    /// The card whose cast window is open, whatever the window (CR 608.2g).
    pub(crate) fn window_card(&self) -> Option<ObjectId> {
        self.madness_card().or(self.miracle_card()).or(self.free_cast().map(|(c, ..)| c))
    }
}
