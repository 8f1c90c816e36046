//! Abilities as programs: an [`Effect`] is the targets a spell or ability chooses when put
//! on the stack, then a list of [`Instr`] executed in order on resolution (CR 608.2).

use crate::ir::{
    Amount, CardDef, ChoiceKind, CombatAction, Condition, CounterKind, DrawInstead, Duration, Filter, LayerEffect,
    LookAtTop, LookRest, ManaCost, ManaProduce, PreventSpec, RedirectSpec, Ref, Step, TargetSpec, TurnEffect, WordKind,
    Zone,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The effect part of a spell or ability: targets, optional modes, and a program.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// Targets chosen as the spell or ability is put on the stack (CR 601.2c), in order;
    /// `Ref::Target(i)` in the program means the i-th.
    pub targets: Vec<TargetSpec>,
    /// The instructions executed on resolution, in order.
    pub program: Vec<Instr>,
    /// For a modal spell or ability: the modes (each with its own targets and program),
    /// and how many are chosen (CR 700.2). Empty when not modal.
    pub modes: Vec<Effect>,
    /// How many modes are chosen (min, max); meaningful when `modes` is not empty.
    pub mode_count: (u8, u8),
    /// "You may choose the same mode more than once." (CR 700.2d): a mode may be chosen
    /// again, each time with its own targets (CR 700.2c).
    #[serde(default)]
    pub mode_repeat: bool,
    /// The text of this effect when it is a mode ("Target player gains 3 life."), for
    /// players choosing modes; empty otherwise.
    #[serde(default)]
    pub text: String,
}

impl Effect {
    /// An effect with no targets running `program`.
    pub fn new(program: Vec<Instr>) -> Effect {
        Effect { program, ..Effect::default() }
    }
    /// An effect with the given targets and program.
    pub fn targeted(targets: Vec<TargetSpec>, program: Vec<Instr>) -> Effect {
        Effect { targets, program, ..Effect::default() }
    }
}

/// One instruction of an ability program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Instr {
    /// `by` (`Ref::Source`: the ability's source; another object: as it last existed, CR
    /// 608.2h) deals damage to each recipient of each hit, all in one damage event (CR 120.3,
    /// 603.2c), the amount of each hit applied as `split` says. "~ deals 3 damage to any
    /// target", "Fireslinger deals 1 damage to any target and 1 damage to you", "That
    /// artifact deals damage to ~", "deals X damage divided as you choose".
    DealDamage {
        by: Ref,
        hits: Vec<(Amount, Ref)>,
        split: DamageSplit,
    },
    /// `what` fights `with` (CR 701.14): each deals damage equal to its power to the other,
    /// in one damage event; none is dealt when either is gone or no longer a creature.
    Fight {
        what: Ref,
        with: Ref,
    },
    /// Each referred player draws cards (CR 121).
    Draw {
        who: Ref,
        amount: Amount,
    },
    GainLife {
        who: Ref,
        amount: Amount,
    },
    LoseLife {
        who: Ref,
        amount: Amount,
    },
    /// Destroy each referred permanent (CR 701.8).
    Destroy {
        what: Ref,
        no_regeneration: bool,
    },
    /// Exile each referred object (CR 406); `until_source_leaves`: "until ~ leaves the
    /// battlefield" (CR 610.3), each returns to the zone it came from when the source
    /// leaves, and nothing moves if the source has already left (610.3a-b).
    Exile {
        what: Ref,
        until_source_leaves: bool,
    },
    /// Return each referred object to its owner's hand.
    ReturnToHand {
        what: Ref,
    },
    /// Put each referred object into its owner's graveyard.
    PutIntoGraveyard {
        what: Ref,
    },
    /// Put each referred card onto the battlefield under `under`'s control; `transformed`:
    /// with its back face up (CR 712.14a).
    PutOntoBattlefield {
        what: Ref,
        under: Ref,
        tapped: bool,
        transformed: bool,
    },
    /// Each referred player sacrifices `count` permanents matching the filter (CR 701.21).
    Sacrifice {
        who: Ref,
        filter: Filter,
        count: Amount,
    },
    /// Apply a layer effect to each referred object for a duration (CR 611.2).
    Modify {
        what: Ref,
        effect: LayerEffect,
        duration: Duration,
    },
    /// "Change the text of <what> by replacing all instances of one <kind> with another"
    /// (CR 612): the controller chooses on resolution the word to replace (of one of `kinds`)
    /// and the new word of the same kind (not one of `except`); the change lasts `duration`.
    ChangeText {
        what: Ref,
        kinds: Vec<WordKind>,
        except: Vec<String>,
        duration: Duration,
    },
    /// "+X/+X until end of turn" with amounts evaluated now (CR 608.2h).
    Pump {
        what: Ref,
        power: Amount,
        toughness: Amount,
        duration: Duration,
    },
    /// The controller adds mana (CR 106.3).
    AddMana(ManaProduce),
    Tap {
        what: Ref,
    },
    Untap {
        what: Ref,
    },
    /// Provoke's effect (CR 702.39a): each referred creature untaps and must block the
    /// source this combat if able (a requirement, CR 509.1c).
    Provoke {
        what: Ref,
    },
    /// Counter each referred spell or ability (CR 701.6), putting a countered spell into `to`:
    /// its owner's graveyard (CR 701.6a), or exile or the top of its owner's library ("If that
    /// spell is countered this way, exile it instead ...", CR 614.1a).
    Counter {
        what: Ref,
        to: Zone,
    },
    /// Create tokens under `who`'s control (CR 111), tapped if `tapped` (CR 110.5b), and
    /// attacking if `attacking` (CR 508.4).
    CreateToken {
        token: Arc<CardDef>,
        count: Amount,
        who: Ref,
        #[serde(default)]
        tapped: bool,
        #[serde(default)]
        attacking: bool,
    },
    /// Each referred player gets an emblem (CR 114.1): `emblem` is put into their command
    /// zone, owned by them ("You get an emblem with ...", "Target opponent gets an emblem").
    CreateEmblem {
        emblem: Arc<CardDef>,
        who: Ref,
    },
    AddCounters {
        what: Ref,
        kind: CounterKind,
        amount: Amount,
    },
    RemoveCounters {
        what: Ref,
        kind: CounterKind,
        amount: Amount,
    },
    /// Each referred player discards `amount` cards of their choice, or at random (CR 701.9).
    Discard {
        who: Ref,
        amount: Amount,
        random: bool,
    },
    /// Each referred player mills cards (CR 701.17).
    Mill {
        who: Ref,
        amount: Amount,
    },
    /// Shuffle each referred player's library (CR 701.24).
    Shuffle {
        who: Ref,
    },
    /// The next time each referred permanent would be destroyed this turn, instead... (CR 701.19).
    Regenerate {
        what: Ref,
    },
    /// Runs the inner program only if the condition holds.
    If {
        condition: Condition,
        then: Vec<Instr>,
    },
    /// "You may ...": the controller chooses whether to run the inner program.
    May {
        prompt: String,
        then: Vec<Instr>,
    },
    /// A library search (CR 701.23): `searcher` says who searches which library of the
    /// referred players; up to `count` cards matching the filter (`None`: any number), exactly
    /// that many (or all there are) if `must_find` (CR 701.23d), optionally revealed, put into
    /// `to` (hand, exile, the battlefield under the searcher's control, tapped if `tapped`;
    /// `Zone::Library`: found and left there). `set` says how the cards found must go together
    /// ("a Forest card and a Plains card", "that share a land type"). Shuffling is a separate
    /// `Shuffle`.
    SearchLibrary {
        who: Ref,
        searcher: Searcher,
        filter: Filter,
        count: Option<u32>,
        must_find: bool,
        to: Zone,
        tapped: bool,
        reveal: bool,
        #[serde(default)]
        set: SearchSet,
    },
    /// The controller chooses `take` of the referred cards (all of them if there are no more)
    /// and puts them `to` (the battlefield under their control, tapped if `tapped`), and the
    /// others `rest`: "put one onto the battlefield tapped and the other into your hand" after a
    /// search (CR 701.23; a single card found goes `to`).
    SplitCards {
        what: Ref,
        take: u32,
        to: Zone,
        tapped: bool,
        rest: Zone,
    },
    /// "Damage can't be prevented this turn." (CR 615.12). Added by the Oracle compiler.
    DamageCantBePreventedThisTurn,
    /// "Players can't gain life this turn." (CR 614.1a). Added by the Oracle compiler.
    NoLifeGainThisTurn,
    /// "The next time you would draw a card this turn, <instead> instead." (CR 614.1a): a
    /// shield on the controller's next draw this turn. Added by the Oracle compiler.
    NextDrawInstead(DrawInstead),
    /// Attach the referred source (an Aura or Equipment) to the referred object
    /// (CR 701.3, equip CR 702.6a). Added by the Oracle compiler (cards crate).
    Attach {
        what: Ref,
        to: Ref,
    },
    /// The resolving permanent spell enters the battlefield, as a copy of an object matching
    /// `of` that its controller may choose (CR 614.1c, 707.2). Run for [`StaticAbility::EntersAsCopy`].
    EnterAsCopy {
        of: Filter,
    },
    /// Each referred player scries or surveils `amount`: looks at that many cards from the
    /// top of their library and puts any number of them `to` the bottom of the library
    /// (`Zone::Library`, scry, CR 701.22a) or into the graveyard (`Zone::Graveyard`, surveil,
    /// CR 701.25a), the rest back on top. Added by the Oracle compiler.
    Scry {
        who: Ref,
        amount: Amount,
        to: Zone,
    },
    /// Runs `then` once for each referred object, in order, with `Ref::EachOne` meaning it
    /// and the affected objects set to it at the start ("For each of those cards, ...").
    ForEach {
        what: Ref,
        then: Vec<Instr>,
    },
    /// The controller pays life (CR 119.4: only with at least that much life; paying 0 is
    /// always possible). Affects the controller if paid, nothing otherwise.
    PayLife {
        amount: Amount,
    },
    /// Each referred player reveals their hand (CR 701.20a).
    RevealHand {
        who: Ref,
    },
    /// `chooser` chooses `count` cards matching the filter in `whose` `zone` (fewer if fewer
    /// match); the chosen cards become the affected objects ("that card").
    ChooseCards {
        chooser: Ref,
        whose: Ref,
        zone: Zone,
        filter: Filter,
        count: Amount,
        /// "up to": any number from none to `count` may be chosen.
        up_to: bool,
    },
    /// Each referred card is discarded by its owner (CR 701.9a, "that player discards that card").
    DiscardCards {
        what: Ref,
    },
    /// Each referred player reveals the top `amount` cards of their library, puts those
    /// matching the filter into `to`, and the rest on the bottom in an order they choose
    /// (CR 701.20a, 401.4).
    RevealTop {
        who: Ref,
        amount: Amount,
        filter: Filter,
        to: Zone,
        /// Where the rest go (CR 401.4).
        #[serde(default)]
        rest: LookRest,
    },
    /// Each referred player looks at the top `amount` cards of their library and puts them
    /// back in any order (CR 401.4).
    ArrangeTop {
        who: Ref,
        amount: Amount,
    },
    /// Each referred card is put on top (or the bottom) of its owner's library (CR 401.4);
    /// with `ordered`, several cards of one owner are arranged by that owner (not when a
    /// shuffle follows).
    PutOnLibrary {
        what: Ref,
        top: bool,
        #[serde(default)]
        ordered: bool,
    },
    /// Each referred player adds mana (CR 106.3): "its controller adds an additional {G}".
    AddManaTo {
        who: Ref,
        produce: ManaProduce,
    },
    /// The first referred player may pay a cost: `mana` repeated `times` times, and `life`
    /// life (CR 118.3: only if they can; CR 119.4: life only up to their total). The player
    /// is asked (mana abilities are activated for them, CR 117.1d). If they pay, the player
    /// is the affected object, so "if you do" / "unless" can follow (CR 118.12). `energy`
    /// energy counters are paid with it, once (CR 107.14: only with that many).
    PayCost {
        who: Ref,
        mana: ManaCost,
        life: u32,
        times: Amount,
        #[serde(default)]
        energy: u32,
    },
    /// Creates a delayed triggered ability (CR 603.7) that triggers once, at the beginning of
    /// the next `step` of a later turn ("at the beginning of the next turn's upkeep"), and
    /// runs `program` for this ability's controller. `text` is its text.
    DelayedTrigger {
        step: Step,
        program: Vec<Instr>,
        text: String,
    },
    /// The controller wins the game (CR 104.2b).
    WinGame,
    /// Each referred player becomes the monarch (CR 724.1, 724.3): the last one is, at the end.
    BecomeMonarch {
        who: Ref,
    },
    /// The controller chooses a value, noted on the source (CR 608.2d, 607.2d): "Choose a
    /// color.", "the color of your choice".
    Choose(ChoiceKind),
    /// "Look at the top N cards of your library. Put M of them into your hand and the rest
    /// ..." (CR 401.4, 608.2d).
    LookAtTop(Box<LookAtTop>),
    /// Each referred card is revealed (CR 701.20a); they stay the affected objects, for
    /// "the number of cards revealed this way".
    RevealCards {
        what: Ref,
    },
    /// Each referred permanent doesn't untap during its controller's next untap step (CR
    /// 502.3); the set is fixed as the effect resolves ("those creatures"). With `rule`, a
    /// `Ref::Each` or `Ref::EachControlledBy` ("creatures target player controls") names no
    /// objects: it is a rule for each such player's next untap step, covering what they
    /// control then (CR 611.2c).
    SkipNextUntap {
        what: Ref,
        #[serde(default)]
        rule: bool,
    },
    /// The controller flips a coin (CR 705.1); whether they won is kept for the rest of the
    /// resolution, read by [`Condition::WonFlip`]. Random from the game's seeded generator.
    FlipCoin,
    /// The controller clashes with an opponent of their choice (CR 701.30); whether they won
    /// is kept for the rest of the resolution, read by [`Condition::WonClash`].
    Clash,
    /// The controller looks at the hand of the first referred player (CR 402.3): the cards
    /// are shown in the controller's decision alone, and nothing is chosen.
    LookAtHand {
        who: Ref,
    },
    /// `by` (the first referred player) puts `count` copies of the referred spell on the stack
    /// (CR 707.10), choosing new targets for each if `new_targets` (CR 707.10c); if `optional`,
    /// `by` chooses first whether to copy it at all ("that player may copy this spell"). The
    /// spell's last known values are used if it has left the stack (storm, CR 702.40a).
    CopySpell {
        what: Ref,
        count: Amount,
        new_targets: bool,
        by: Ref,
        optional: bool,
    },
    /// Each referred permanent phases out (CR 702.26b), with what is attached to it (702.26g).
    PhaseOut {
        what: Ref,
    },
    /// Each referred permanent explores (CR 701.44a): its controller reveals the top card of
    /// their library; a land card goes to their hand, otherwise the permanent gets a +1/+1
    /// counter and the player may put the card into their graveyard.
    Explore {
        what: Ref,
    },
    /// Madness's trigger (CR 702.35a): the source's owner may cast it from exile for its
    /// madness cost now (608.2g); if they don't, it goes to the graveyard.
    MadnessCast,
    /// Miracle's trigger (CR 702.94a): the source's owner may cast it from their hand for its
    /// miracle cost now (608.2g), if it is still there.
    MiracleCast,
    /// Cascade's trigger (CR 702.85a): its controller exiles cards from the top of their
    /// library until they exile a nonland card whose mana value is less than `mana_value`
    /// (the spell's, as it was cast), may cast that card without paying its mana cost if the
    /// resulting spell's mana value is less, then puts the cards exiled this way that weren't
    /// cast on the bottom of their library in a random order (`casting/cascade.rs`).
    Cascade {
        mana_value: u32,
    },
    /// "You may cast [the referred card] without paying its mana cost" (CR 118.9), as the
    /// program resolves (CR 608.2g): its controller may cast the first referred card still
    /// in exile, or not (rebound's delayed trigger, CR 702.88a); `transformed`: its back face,
    /// cast transformed (a defeated Siege, CR 310.11b, 712.11a).
    CastWithoutPaying {
        what: Ref,
        transformed: bool,
    },
    /// "You may play that card this turn." (CR 601.2a, 305.1): the resolving ability's
    /// controller may play each referred card still in exile (cast it, or play it as a land
    /// under the usual rules for land plays) until the turn ends (CR 514.2) or it leaves exile
    /// (CR 400.7); with `next_turn` ("Until the end of your next turn, you may play those
    /// cards."), until the end of that player's next turn instead.
    MayPlayThisTurn {
        what: Ref,
        #[serde(default)]
        next_turn: bool,
    },
    /// "<card in your graveyard> gains flashback until end of turn. The flashback cost is
    /// equal to its mana cost." (CR 702.34a, 611.2): each referred card still in a graveyard
    /// may be cast from there by its owner for its mana cost this turn, and is exiled when it
    /// leaves the stack.
    GainFlashbackThisTurn {
        what: Ref,
    },
    /// Creates a delayed triggered ability (CR 603.7) about one object: `about` is evaluated
    /// now (following the moves this effect made, CR 400.7) and the delayed ability refers
    /// to that object as `Ref::Triggering` (CR 603.7c). It triggers at the beginning of the
    /// next `step`, this turn's if that step is still to come ("Sacrifice it at the beginning
    /// of the next end step").
    DelayedTriggerAbout {
        step: Step,
        about: Ref,
        program: Vec<Instr>,
        text: String,
    },
    /// Each referred permanent that a referred player controls is sacrificed by that player
    /// ("sacrifice it", "Its controller sacrifices it", CR 701.21a).
    SacrificeObjects {
        who: Ref,
        what: Ref,
    },
    /// Each referred permanent is turned face up (`up`) or face down (CR 708.2a,
    /// 708.8): the same object, with a new timestamp (CR 613.7f); a face-down permanent
    /// can't be turned face down (708.2b).
    TurnFace {
        what: Ref,
        up: bool,
    },
    /// Each referred permanent transforms: turns over to its other face (CR 701.27a), the
    /// same object (712.18); nothing happens to one that isn't a double-faced card (701.27c).
    Transform {
        what: Ref,
    },
    /// "Monstrosity N" (CR 701.37a): if the source permanent isn't monstrous, `amount` +1/+1
    /// counters are put on it and it becomes monstrous. With `renown`, the same for renown's
    /// "if it isn't renowned, put N +1/+1 counters on it and it becomes renowned" (CR 702.112a).
    Monstrosity {
        amount: Amount,
        #[serde(default)]
        renown: bool,
    },
    /// Each referred permanent that is an unflipped flip card flips (CR 710.2): its flipped
    /// half's characteristics apply from now on, for as long as it stays on the battlefield
    /// (710.4); the same object. Nothing happens to any other permanent.
    Flip {
        what: Ref,
    },
    /// "[Cost]: Level N" (CR 716.2a): each referred permanent's class level becomes `level`
    /// (a designation, 716.2b), and its "When this Class becomes level N" abilities trigger.
    GainClassLevel {
        what: Ref,
        level: u32,
    },
    /// The first referred player gains control of each referred permanent for `duration`
    /// (CR 613.1b): "Target player gains control of target permanent you control".
    GiveControl {
        what: Ref,
        to: Ref,
        duration: Duration,
    },
    /// Exchange control of the two referred permanents (CR 701.12a-b): nothing happens unless
    /// both are on the battlefield under different controllers.
    ExchangeControl {
        a: Ref,
        b: Ref,
    },
    /// The controller chooses to tap or to untap each referred permanent (CR 701.26, 608.2d):
    /// "You may tap or untap target creature".
    TapOrUntap {
        what: Ref,
    },
    /// A change to the turn order or to what each referred player may do this turn:
    /// extra and skipped turns and steps, land plays, casting, life totals set
    /// (`turn_structure`, CR 500.7, 614.10, 305.2, 101.2, 119.5).
    TurnEffect {
        who: Ref,
        effect: TurnEffect,
    },
    /// Each referred player, in APNAP order (CR 101.4), chooses whether to run `then`, with
    /// `Ref::Chooser` meaning them (CR 608.2d: a player other than the controller may make
    /// the choice); with `until_one` the first player who does ends the asking ("any player
    /// may", "unless any player pays", CR 118.12). The players who did are the affected
    /// objects afterwards ("if a player does", "if no one does").
    PlayerMay {
        who: Ref,
        prompt: String,
        then: Vec<Instr>,
        until_one: bool,
    },
    /// "Change the target of target spell with a single target" (CR 115.7a): the resolving
    /// ability's controller changes the referred spell's single target to another target
    /// legal for it (and matching `to`: "to another creature"); with none, the target is
    /// unchanged. `only_if`: only if that single target is an object matching it ("If target
    /// spell has only one target and that target is a creature, ...").
    ChangeTarget {
        spell: Ref,
        only_if: Option<Filter>,
        to: Option<Filter>,
    },
    /// Creates a redirection effect (CR 614.9): "The next N damage / The next time ... /
    /// All damage that would be dealt [to ...] [by ...] this turn is dealt to ... instead".
    /// Added by the Oracle compiler.
    RedirectDamage(Box<RedirectSpec>),
    /// Creates a prevention effect (CR 615): "Prevent the next N damage ...", "Prevent all
    /// [combat] damage ... this turn", "The next time a source of your choice would deal
    /// damage ..., prevent that damage". Added by the Oracle compiler.
    Prevent(Box<PreventSpec>),
    /// The first referred player reveals cards from the top of their library until they
    /// reveal one matching the filter (CR 701.20a); that card is put into `found_to` (and
    /// becomes the affected object, "that card"), and all other cards revealed this way into
    /// `rest_to`: a graveyard, exile, or the bottom of the library in an order the player
    /// chooses (`Zone::Library`, CR 401.4), unordered if `shuffle` (a `Shuffle` follows).
    /// With no match, every card revealed goes to `rest_to`.
    RevealUntil {
        who: Ref,
        filter: Filter,
        found_to: Zone,
        rest_to: Zone,
        shuffle: bool,
    },
    /// The controller looks at each referred card (CR 401.4, 701.20: not revealed): they are
    /// shown in the controller's decision only and never logged; they become the affected
    /// objects ("that card").
    LookAtCards {
        what: Ref,
    },
    /// A combat effect on each referred creature (CR 506.4, 509.1h, 509.1c): it becomes
    /// blocked, is removed from combat, or blocks the source this turn if able.
    Combat {
        what: Ref,
        action: CombatAction,
    },
    /// Objects separated into two piles, one pile chosen, and what happens to each (CR 700.3).
    Piles(Box<crate::ir::PileSpec>),
    /// The controller searches the graveyard, hand and library of the first referred player
    /// (`whose`) for cards with the same name as the object `like` (as it last existed) and
    /// exiles them (CR 701.23, 201.2): with `all`, every such card in the graveyard and those
    /// found in the hand and library (CR 701.23b: a hidden zone's need not all be found);
    /// otherwise any number of them. The exiled cards are the affected objects.
    ExileSameName {
        whose: Ref,
        like: Ref,
        all: bool,
    },
    /// "Proliferate" (CR 701.34a): the controller chooses any number of permanents and/or
    /// players that have a counter, then each gets one more counter of each kind it has.
    Proliferate,
    /// "Bolster N" (CR 701.39a): a creature the controller controls with the least toughness
    /// (chosen among those tied) gets N +1/+1 counters.
    Bolster {
        amount: Amount,
    },
    /// "This Case becomes solved" (CR 719.3a): each referred permanent gets the solved
    /// designation (719.3b).
    Solve {
        what: Ref,
    },
    /// "Create a token that's a copy of ~, except ..." (CR 707.2, 707.9, 111.1): the
    /// controller creates a token with the copiable values of the object `of` (as it last
    /// existed: the card exiled to pay for embalm or eternalize, CR 702.128a, 702.129a),
    /// changed as `except` says. The token is the affected object.
    CreateTokenCopy {
        of: Ref,
        except: TokenCopyExcept,
    },
    /// "Exile them, then meld them into <name>" (CR 701.42a): the source and the other card of
    /// its meld pair, if the controller owns and controls both, are exiled; then, if both are
    /// cards of the meld pair whose combined back face is named `into` (701.42b), they enter
    /// the battlefield as one permanent with that face up; otherwise they stay in exile
    /// (701.42c).
    Meld {
        into: String,
    },
}

/// The exceptions of a token copy (CR 707.9): its colour, size, mana cost, added subtypes and
/// keywords, and a removed legendary supertype become part of its copiable values (707.9b).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenCopyExcept {
    /// "except it's white": the token's colours instead of the original's.
    pub colors: Option<crate::ir::ColorSet>,
    /// "it's 4/4": its base power and toughness.
    pub pt: Option<(i32, i32)>,
    /// "it has no mana cost".
    pub no_mana_cost: bool,
    /// "it's a Zombie in addition to its other types".
    pub add_subtypes: Vec<String>,
    /// "it has haste": keyword abilities it has besides the original's.
    pub add_keywords: Vec<crate::ir::Keyword>,
    /// "it isn't legendary": without the legendary supertype (CR 205.4d).
    pub not_legendary: bool,
}

/// How the amount of each hit of `Instr::DealDamage` is dealt to its recipients.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamageSplit {
    /// The amount, evaluated once, to each recipient.
    Each,
    /// The amount evaluated for each recipient, with `Ref::EachOne` meaning it: "deals damage
    /// to each player equal to the number of lands they control" (CR 608.2h).
    Counted,
    /// The amount divided among the targets as the controller chose while casting (CR
    /// 601.2d); a target that became illegal is dealt none (CR 608.2b).
    Divided,
}

/// Who searches which library in `Instr::SearchLibrary` (CR 701.23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Searcher {
    /// Each referred player searches their own library, in turn.
    Owner,
    /// The controller searches the first referred player's library ("Search target
    /// opponent's library ..."); what they find is what this effect moved (CR 400.7).
    Controller,
    /// Each referred player searches their own library together with other zones of theirs,
    /// finding the cards among all of them (CR 701.23a): "search your library and graveyard",
    /// "your graveyard, hand, and/or library". With "and/or" (`library_optional`), whether
    /// to search the library is the player's choice, asked first ("If you search your
    /// library this way, shuffle" reads it: `Condition::SearchedYourLibrary`).
    OwnerWith { graveyard: bool, hand: bool, library_optional: bool },
}

/// How the cards found by `Instr::SearchLibrary` must go together (CR 701.23). A search with
/// a constraint on the whole set is one search whose cards are found one at a time, each
/// fitting with those found before (CR 701.23h: several searches of one library before it is
/// shuffled are one search).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchSet {
    /// Any cards the filter matches.
    #[default]
    Any,
    /// One card for each filter, each a different card: "a Forest card and a Plains card",
    /// "an Aura card and/or an Equipment card" (CR 701.23b: none of them must be found).
    EachOf(Vec<Filter>),
    /// Cards that share a land type (CR 205.3i): "up to two basic land cards that share a land
    /// type".
    ShareLandType,
    /// Cards with different names (CR 201.2): "up to two creature cards with different names".
    DifferentNames,
}

impl Instr {
    /// "~ deals `amount` damage to `to`": the source, one hit, the same amount to each.
    pub fn damage(amount: Amount, to: Ref) -> Instr {
        Instr::DealDamage { by: Ref::Source, hits: vec![(amount, to)], split: DamageSplit::Each }
    }
    /// Counter each referred spell, into its owner's graveyard (CR 701.6a).
    pub fn counter(what: Ref) -> Instr {
        Instr::Counter { what, to: Zone::Graveyard }
    }
}
