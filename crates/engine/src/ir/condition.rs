//! Conditions ("if", "as long as", "only if"), the per-player numbers they compare, and
//! the conditions and numbers that read what happened this turn.

use crate::ir::{Cmp, Color, ColorSet, Filter, ManaCost, ManaPool, Ref, Step, Zone};
use serde::{Deserialize, Serialize};

/// A condition checked by "if", "as long as" and intervening-if clauses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition {
    /// The controller controls at least `n` permanents matching the filter.
    YouControl(Filter, u32),
    /// The source matches the filter.
    SourceIs(Filter),
    /// It's the controller's turn.
    YourTurn,
    /// The controller's life total compared to a number.
    YourLife(Cmp, i32),
    Not(Box<Condition>),
    /// The previous instruction affected at least one object or player ("if you do").
    PreviousDidSomething,
    /// On resolution: the controller searched their library during this resolution ("If you
    /// search your library this way, shuffle.", CR 701.23); false outside a resolution.
    SearchedYourLibrary,
    /// The number of permanents on the battlefield matching the filter (anyone's) compared
    /// to a number ("if no creatures are on the battlefield").
    OnBattlefield(Filter, Cmp, u32),
    /// The source came under its controller's control since the beginning of that player's
    /// last upkeep (echo, CR 702.30a). Control is tracked by the time the permanent entered
    /// the battlefield.
    ArrivedSinceYourLastUpkeep,
    /// The number of cards in the controller's graveyard compared to a number (threshold:
    /// "seven or more cards are in your graveyard").
    YourGraveyardSize(Cmp, u32),
    /// On resolution: some referred object matches the filter ("if it's blue"); false
    /// outside a resolution.
    RefIs(Ref, Filter),
    /// It's the controller's turn and this step ("during your upkeep").
    YourStep(Step),
    /// It's the combat phase (CR 506): "Activate only during combat."
    DuringCombat,
    /// The source hasn't added mana with its triggered ability this turn ("if you haven't
    /// added mana with this ability this turn").
    NoManaAddedThisTurn,
    /// An opponent controls a permanent matching the first filter and the controller one
    /// matching the second (free spells of Mercadian Masques, CR 118.9).
    OpponentAndYouControl(Filter, Filter),
    /// It's this step, in anyone's turn ("during any upkeep step").
    StepIs(Step),
    /// Every one of these holds ("during an opponent's upkeep").
    All(Vec<Condition>),
    /// The number of cards in the controller's hand compared to a number ("if you have no
    /// cards in hand").
    YourHandSize(Cmp, u32),
    /// A player's number compared to `n` (CR 603.4 intervening "if"): "if you have 10 or less
    /// life", "if that player has two or fewer cards in hand", "if an opponent controls three
    /// or more creatures". True if any of the players read matches.
    PlayerMetric {
        whose: Whose,
        metric: Metric,
        cmp: Cmp,
        n: i32,
    },
    /// The player read has strictly more than each other player ("if that player controls
    /// more lands than each other player").
    MostOf {
        whose: Whose,
        metric: Metric,
    },
    /// Some opponent has more than the controller ("if an opponent controls more lands than
    /// you").
    OpponentExceeds(Metric),
    /// The source spell, or the permanent it became, was kicked (CR 702.33d); with a cost,
    /// kicked with that kicker cost (702.33f: "if it was kicked with its [A] kicker").
    Kicked(Option<ManaCost>),
    /// The source spell's dash (or blitz) cost was paid, or the permanent it became's (CR
    /// 702.109a, 702.152a).
    DashPaid,
    /// It's one of these steps, in anyone's turn ("during combat before blockers are
    /// declared": beginning of combat or declare attackers, CR 506.1).
    StepIn(Vec<Step>),
    /// The controller (or, with `by_opponent`, an opponent) cast a spell (a creature spell,
    /// with `creature`) earlier this turn.
    SpellCastThisTurn {
        by_opponent: bool,
        creature: bool,
    },
    /// On resolution: the controller flipped a coin earlier in this resolution and won
    /// (`true`) or lost (`false`) the flip (CR 705.2); false when no coin was flipped.
    WonFlip(bool),
    /// On resolution: the controller clashed earlier in this resolution and won the clash
    /// (CR 701.30d); false when no clash happened ("If you win, ...").
    WonClash,
    /// A condition on what happened this turn (`turn_history`): "if a creature died this
    /// turn", "if ~ was dealt damage this turn" (CR 603.4).
    History(HistoryCondition),
    /// The source is in this zone now (the same object, CR 400.7): "if ~ is in your
    /// graveyard" (CR 113.6b).
    SourceInZone(Zone),
    /// At least `n` cards matching the filter are above the source in its owner's graveyard
    /// (CR 404.2: the order of a graveyard matters): "only if three or more creature cards
    /// are above ~ in your graveyard".
    CardsAboveSource(Filter, u32),
    /// The card directly above the source in its owner's graveyard matches the filter
    /// (CR 404.2): "with a creature card directly above it".
    CardDirectlyAboveSource(Filter),
    /// At least this mana of each type was spent to cast the source spell, or the spell the
    /// source permanent was (CR 601.2h, 400.7d): "if {G} was spent to cast it", "if at least
    /// three white mana was spent to cast this spell".
    ManaSpent(ManaPool),
    /// The optional cost of this keyword was paid for the source spell, or the spell the source
    /// permanent was: "if this spell was bargained" (CR 702.166b-c), "if its offspring cost was
    /// paid" (CR 702.175a).
    KeywordCostPaid(crate::ir::PaidKeyword),
    /// The source spell was cast during a main phase of its caster's turn (CR 505.1): "if you
    /// cast this spell during your main phase" (addendum, CR 207.2c). False for a copy, which
    /// wasn't cast (CR 707.10).
    CastInYourMainPhase,
}

/// A number each player has, compared by a condition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Metric {
    /// Their life total (CR 119).
    Life,
    /// The number of cards in their hand.
    HandSize,
    /// The number of cards in their library.
    LibrarySize,
    /// The number of permanents matching the filter they control.
    Controls(Filter),
    /// The number of cards matching the filter in their graveyard.
    GraveyardCards(Filter),
    /// 1 if they are the monarch, else 0 (CR 724): "if you're the monarch".
    Monarch,
    /// The number of their opponents still in the game (CR 102.3, 800.4a): "unless you have
    /// two or more opponents".
    Opponents,
    /// Their devotion to these colours (CR 700.5).
    Devotion(ColorSet),
}

/// Whose number a condition reads, relative to the ability's controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Whose {
    /// The ability's controller ("you").
    You,
    /// The player the trigger event was about ("that player": the active player of an "each
    /// player's upkeep" trigger, CR 603.2); nobody outside a triggered ability.
    Triggering,
    /// At least one opponent ("an opponent controls three or more creatures").
    AnOpponent,
    /// At least one player still in the game, you included ("a player has 13 or less life").
    AnyPlayer,
}

/// A condition on this turn's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HistoryCondition {
    /// "a creature died this turn" (CR 700.4).
    CreatureDied,
    /// "<player> cast a spell this turn" (CR 601.2i).
    CastSpell(Whose),
    /// "<player> played a land this turn" (CR 305.1).
    PlayedLand(Whose),
    /// "~ entered the battlefield this turn".
    SourceEntered,
    /// "~ is blocked" (CR 509.1h: it stays blocked for the rest of combat).
    SourceBlocked,
    /// "~ was dealt damage this turn" (CR 120.3).
    SourceDealtDamage,
    /// "~ dealt damage to an opponent this turn".
    SourceDamagedOpponent,
    /// "~ attacked this turn" (CR 508.1).
    SourceAttacked,
    /// "<player> was dealt damage this turn" (CR 120.3; bloodthirst, CR 702.54a).
    PlayerDealtDamage(Whose),
    /// The active player declared attackers this turn, none or some (CR 508.1: the
    /// declaration is made in each declare attackers step); negated, "before attackers are
    /// declared".
    AttackersDeclared,
    /// "~ came under your control this turn": not continuously controlled by its controller
    /// since the turn began (CR 302.6's wording; read at the controller's own end step).
    SourceNewlyControlled,
    /// "~ was blocked this turn" (CR 509.1h), read from the creature as it last existed.
    SourceWasBlocked,
    /// "<player> cast a <color> spell this turn" (CR 601.2i, 105.2): the spell's colour as
    /// it was cast.
    CastSpellOfColor(Whose, Color),
    /// At least `at_least` spells were cast during the previous turn, by all players together
    /// or (`one_player`) by one of them: "if no spells were cast last turn" (negated), "if a
    /// player cast two or more spells last turn" (CR 601.2i).
    SpellsCastLastTurn { at_least: u32, one_player: bool },
    /// "this ability has been activated N or more times this turn" (CR 602.1): read only
    /// while the ability resolves (`Game::activated_this_turn`).
    ThisAbilityActivated(u32),
    /// "<player> gained [N or more] life this turn" (CR 119.3): at least `n` life in all
    /// this turn, by any number of events.
    LifeGained(Whose, u32),
}

/// An amount read from this turn's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HistoryAmount {
    /// "the number of creatures that died this turn" (CR 700.4).
    CreaturesDied,
    /// "the damage dealt to <player> this turn": the total dealt to the referred player.
    DamageToPlayer(Box<Ref>),
    /// "the number of [nontoken] creatures put into your graveyard from the battlefield this
    /// turn": creatures the controller owns that died (CR 700.4).
    DiedIntoYourGraveyard { nontoken: bool },
}
