//! The syntax tree of Oracle text: what the grammar recognises, before lowering to the IR.
//!
//! Nodes follow the text's structure (phrases, clauses, sentences). References to objects
//! and players are still phrases here; lowering numbers targets and builds filters.
//!
//! The tree uses the game's plain vocabulary from the engine crate: `Zone`, `Color`,
//! `CardType`, `Supertype`, `Keyword` (with `Quality`, what protection or landwalk names),
//! `Step`, `ManaCost` (with `ManaSymbol`), `ManaType`, `BasicLandType` and `Cmp` are words
//! of the rules, not program IR, and mean the same before and after lowering. No node
//! carries program IR (filters, restrictions, replacements, conditions, amounts,
//! abilities): a phrase that becomes one is a node here ("a red source" is a [`SourceAst`],
//! "can't block" a [`RestrictionAst`], "an opponent" [`PlayersAst::Opponent`]), and only
//! [`crate::oracle::lower`] builds the IR. The grammar (`oracle/grammar/`) and this file
//! import nothing else from the engine (checked by `oracle/tests/vocabulary.rs`).

use grimoire_engine::{CardType, Cmp, Color, Keyword, ManaCost, ManaType, Quality, Step, Supertype, Zone};

/// One ability (one line of text, CR 113.2c).
#[derive(Clone, Debug, PartialEq)]
// One per ability line, short-lived: the size of an activated ability's cost is fine here.
#[allow(clippy::large_enum_variant)]
pub enum AbilityAst {
    /// A line of keywords: "Flying, vigilance".
    Keywords(Vec<KeywordAst>),
    /// An instant's or sorcery's effect.
    Spell(EffectAst),
    /// "Cost: Effect." (CR 602), including loyalty abilities (CR 606).
    Activated(ActivatedAst),
    /// "When/Whenever/At ..., effect." (CR 603).
    Triggered(TriggeredAst),
    /// Static abilities in one line (CR 604); "get +1/+1 and have islandwalk" is two.
    Static(Vec<StaticAst>),
    /// "You may exert ~ as it attacks." (CR 701.43d), with its linked "When you do, ..."
    /// ability if the paragraph has one (CR 607.2h).
    Exert(Option<TriggeredAst>),
}

/// A keyword as written on a keyword line.
#[derive(Clone, Debug, PartialEq)]
pub enum KeywordAst {
    /// A keyword the engine knows by name (CR 702).
    Engine(Keyword),
    /// "Enchant <object>" (CR 702.5).
    Enchant(TargetAst),
    /// "Cycling <cost>" (CR 702.29a): "<cost>, Discard this card: Draw a card."
    Cycling(ManaCost),
    /// "Equip <cost>" (CR 702.6a).
    Equip(ManaCost),
    /// "Fading N" (CR 702.32a).
    Fading(u32),
    /// "Echo <mana cost>" (CR 702.30a).
    Echo(ManaCost),
    /// "Cumulative upkeep <mana>" / "Cumulative upkeep—Pay N life" (CR 702.24a): the
    /// mana and the life paid for each age counter.
    CumulativeUpkeep(ManaCost, u32),
    /// "Mountaincycling <cost>", "Basic landcycling <cost>" (CR 702.29e): cycling that
    /// searches for a card of a type.
    Typecycling(CycledType, ManaCost),
    /// "Storm" (CR 702.40a): a cast trigger copying the spell once per earlier spell this turn.
    Storm,
    /// "Madness <cost>" (CR 702.35a).
    Madness(ManaCost),
    /// "Amplify N" (CR 702.38a).
    Amplify(u32),
    /// "Crew N" (CR 702.122a).
    Crew(u32),
    /// "Affinity for artifacts" (CR 702.41a): what the spell costs {1} less for, each.
    Affinity(ObjectPhrase),
    /// "Living weapon" (CR 702.92a).
    LivingWeapon,
    /// "Evolve" (CR 702.100a).
    Evolve,
    /// "Afterlife N" (CR 702.135a).
    Afterlife(u32),
    /// "Vanishing N", or "Vanishing" without a number (CR 702.63a-b).
    Vanishing(Option<u32>),
    /// "Backup N" (CR 702.165a): the abilities it grants are the ones printed below it.
    Backup(u32),
    /// "Ninjutsu <cost>" (CR 702.49a).
    Ninjutsu(ManaCost),
    /// "Dredge N" (CR 702.52a).
    Dredge(u32),
    /// "Transmute <cost>" (CR 702.53a).
    Transmute(ManaCost),
    /// "Miracle <cost>" (CR 702.94a).
    Miracle(ManaCost),
    /// "Devour N" (CR 702.82a), "Devour artifact N" (702.82c): what is sacrificed (creatures
    /// when `None`) and N.
    Devour(Option<Quality>, u32),
    /// "Conspire" (CR 702.78a).
    Conspire,
}

/// What typecycling searches for (CR 702.29e).
#[derive(Clone, Debug, PartialEq)]
pub enum CycledType {
    /// A subtype: "Mountaincycling", "Slivercycling".
    Subtype(String),
    /// "Landcycling" (a land card), "Basic landcycling" (a basic land card).
    Land {
        /// Only basic land cards.
        basic: bool,
    },
}

/// An activated ability.
#[derive(Clone, Debug, PartialEq)]
pub struct ActivatedAst {
    /// What is paid.
    pub cost: CostAst,
    /// What happens.
    pub effect: EffectAst,
    /// "Activate only as a sorcery." (CR 602.5d); always set for loyalty abilities (CR 606.3).
    pub sorcery_speed: bool,
    /// "Activate only once each turn." (CR 602.5b).
    pub once_per_turn: bool,
    /// "Activate only if <condition>." / "Activate only during your upkeep." (CR 602.5b).
    pub condition: Option<ConditionAst>,
    /// Where the source must be (hand for cycling, CR 702.29a).
    pub zone: Zone,
    /// "Activate no more than twice each turn." (CR 602.5b).
    pub max_per_turn: Option<u32>,
    /// "Any player may activate this ability." (CR 602.2).
    pub any_player: bool,
    /// "Spend this mana only ..." (CR 106.6).
    pub spend: Option<SpendAst>,
}

/// "Spend this mana only to cast a creature spell [, and that spell can't be countered]",
/// "... or activate abilities of artifacts" (CR 106.6).
#[derive(Clone, Debug, PartialEq)]
pub struct SpendAst {
    /// The spells it may pay for ("to cast ..."); `None`: no spell.
    pub spells: Option<ObjectPhrase>,
    /// It may pay for activated abilities ("activate abilities"), of these sources only if
    /// `Some` ("of artifacts", "of an Ally source").
    pub abilities: Option<Option<ObjectPhrase>>,
    /// ", and that spell can't be countered".
    pub uncounterable: bool,
    /// "This mana can't be spent to cast <spells>": `spells` are the ones it can't pay for,
    /// and it pays for anything else.
    pub except: bool,
}

/// The parts of a cost (CR 118, 602.1).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CostAst {
    /// Mana symbols.
    pub mana: ManaCost,
    /// `{T}`.
    pub tap: bool,
    /// `{Q}`.
    pub untap: bool,
    /// "Pay N life".
    pub life: u32,
    /// "Sacrifice ~".
    pub sacrifice_self: bool,
    /// "Sacrifice a Goblin": what, how many.
    pub sacrifice: Option<(ObjectPhrase, u32)>,
    /// "Discard this card".
    pub discard_self: bool,
    /// "Discard a card": what, how many.
    pub discard: Option<(ObjectPhrase, u32)>,
    /// "Exile ~ from your graveyard".
    pub exile_self: bool,
    /// "Remove a fade counter from ~".
    pub remove_counters: Option<(String, u32)>,
    /// "Exile a red card from your hand": what, how many.
    pub exile_from_hand: Option<(ObjectPhrase, u32)>,
    /// "Tap two untapped Wizards you control": what, how many (CR 118.3).
    pub tap_untapped: Option<(ObjectPhrase, u32)>,
    /// A loyalty cost (CR 606.4).
    pub loyalty: Option<i32>,
    /// "Remove any number of storage counters from ~" (CR 107.1c): the kind; the number is X.
    pub remove_any_counters: Option<String>,
    /// The cost kinds of `grammar/costs/parts.rs` (random and whole-hand discards, graveyard and
    /// library exiles, returns, half one's life, tapping the enchanted permanent).
    pub more: MoreCostAst,
}

/// Cost kinds read by `grammar/costs/parts.rs` (CR 118, 601.2h, 602.2b).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoreCostAst {
    /// "Discard a card at random": how many.
    pub discard_random: u32,
    /// "Discard your hand".
    pub discard_hand: bool,
    /// "Exile two cards from your graveyard": what, how many.
    pub exile_from_graveyard: Option<(ObjectPhrase, u32)>,
    /// "Exile the top card of your graveyard": how many.
    pub exile_graveyard_top: u32,
    /// "Return an Island you control to its owner's hand": what, how many.
    pub return_to_hand: Option<(ObjectPhrase, u32)>,
    /// "Mill a card": how many.
    pub mill: u32,
    /// "Exile the top two cards of your library": how many.
    pub exile_library_top: u32,
    /// "Pay half your life, rounded up".
    pub pay_half_life: bool,
    /// "Tap enchanted creature".
    pub tap_attached: bool,
    /// "Exile ~ from your hand": the ability is activated from this zone (CR 113.6b, 602.2).
    pub activate_from: Option<Zone>,
    /// The part whose count is the spell's X ("discard X cards", CR 107.3).
    pub x_part: Option<XCostAst>,
    /// "Exile the top creature card of your graveyard": the card type.
    pub exile_top_graveyard_of: Option<grimoire_engine::CardType>,
    /// "Sacrifice all permanents you control".
    pub sacrifice_all: bool,
    /// "have each other player gain N life".
    pub others_gain_life: u32,
    /// "Pay {E}{E}": energy counters (CR 107.14).
    pub energy: u32,
}

/// The cost part whose count is X (CR 107.3): "pay X life", "discard X cards [at random]",
/// "exile X cards from your graveyard", "return X <lands> you control to their owner's hand".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XCostAst {
    /// "pay X life".
    Life,
    /// "discard X cards".
    Discard,
    /// "discard X cards at random".
    DiscardRandom,
    /// "exile X cards from your graveyard".
    ExileFromGraveyard,
    /// "return X ... to their owner's hand".
    ReturnToHand,
}

/// A triggered ability.
#[derive(Clone, Debug, PartialEq)]
pub struct TriggeredAst {
    /// The event.
    pub trigger: TriggerAst,
    /// What happens.
    pub effect: EffectAst,
    /// "you may" right after the trigger condition.
    pub optional: bool,
    /// An intervening "if" clause (CR 603.4).
    pub condition: Option<ConditionAst>,
}

/// A condition in an "if" clause.
#[derive(Clone, Debug, PartialEq)]
pub enum ConditionAst {
    /// "if you control N or more <phrase>" / "if you control a <phrase>".
    YouControl(ObjectPhrase, u32),
    /// "if you control no <phrase>".
    YouControlNo(ObjectPhrase),
    /// "if no <phrase> are on the battlefield".
    NoneOnBattlefield(ObjectPhrase),
    /// "any player controls a black permanent": at least one such permanent.
    AnyOnBattlefield(ObjectPhrase),
    /// "N or more cards are in your graveyard" (threshold).
    GraveyardAtLeast(u32),
    /// "~ has a <kind> counter on it" (at least 1, true), "there are no <kind> counters on ~"
    /// (at least 1, false), "there are three or more <kind> counters on it" (at least 3, true).
    SelfCounters(String, u32, bool),
    /// "~ is tapped" (true), "~ is untapped" (false).
    SelfTapped(bool),
    /// "this Class is level N" (CR 716.2a): exactly that level.
    SelfLevel(u32),
    /// "during your upkeep" (an activation restriction).
    YourStep(Step),
    /// "during combat" (CR 506).
    DuringCombat,
    /// "if you haven't added mana with this ability this turn".
    NoManaAddedThisTurn,
    /// "if an opponent controls a <phrase> and you control a <phrase>".
    OpponentAndYouControl(ObjectPhrase, ObjectPhrase),
    /// "during your turn" (true), "if it's not your turn" (false).
    YourTurn(bool),
    /// "during any upkeep step": this step, anyone's turn.
    AnyStep(Step),
    /// "during an opponent's upkeep".
    OpponentsStep(Step),
    /// "if you have no cards in hand".
    NoCardsInHand,
    /// Two restrictions at once: "only during combat and only if ...".
    Both(Box<ConditionAst>, Box<ConditionAst>),
    /// "if ~ is attacking [or blocking]" / "if ~ is blocking".
    SelfInCombat {
        /// Attacking counts.
        attacking: bool,
        /// Blocking counts.
        blocking: bool,
    },
    /// A player's number compared (CR 603.4): "you have 10 or less life", "that player has
    /// two or fewer cards in hand", "an opponent controls three or more creatures".
    Player(WhoseAst, MetricAst, Cmp, i32),
    /// "that player controls more lands than each other player".
    MostOf(WhoseAst, MetricAst),
    /// "an opponent controls more lands than you".
    OpponentExceeds(MetricAst),
    /// "there are four or more creatures on the battlefield".
    OnBattlefield(ObjectPhrase, Cmp, u32),
    /// The negation ("your opponents control no creatures": no opponent controls one).
    Not(Box<ConditionAst>),
    /// "if ~ was kicked [with its {A} kicker]" (CR 702.33d, 702.33f).
    Kicked(Option<ManaCost>),
    /// The spell's dash cost was paid, or the permanent it became's (CR 702.109a).
    DashPaid,
    /// "if ~ wasn't kicked".
    NotKicked,
    /// What happened this turn (CR 603.4): "if a creature died this turn".
    History(HistoryAst),
    /// All of the conditions.
    All(Vec<ConditionAst>),
    /// "As long as enchanted land is a basic Mountain": some permanent the source is
    /// attached to is in the state (CR 611.3b).
    AttachedIs(StateAst),
    /// "during combat before blockers are declared": one of these steps, anyone's turn.
    StepIn(Vec<Step>),
    /// "if enchanted creature is [white and] untapped": the permanent the source is
    /// attached to is untapped (and of that colour).
    EnchantedUntapped(Option<grimoire_engine::Color>),
    /// "if you've cast another spell this turn", "if an opponent cast a creature spell this
    /// turn".
    SpellCastThisTurn {
        /// An opponent cast it (else the controller).
        by_opponent: bool,
        /// A creature spell.
        creature: bool,
    },
    /// "If you win the flip" (true), "If you lose the flip" (false) (CR 705.2).
    WonFlip(bool),
    /// "If you win" after "Clash with an opponent" (CR 701.30d).
    WonClash,
    /// "if ~ is an enchantment": the source has that card type now.
    SourceIsType(CardType),
    /// "if ~ is in your graveyard" (CR 113.6b): the source is still in that zone.
    SelfInZone(grimoire_engine::Zone),
    /// "three or more creature cards are above ~ in your graveyard" (CR 404.2).
    CardsAboveSelf(ObjectPhrase, u32),
    /// "with a creature card directly above it" (in the graveyard, CR 404.2).
    CardDirectlyAboveSelf(ObjectPhrase),
    /// "if {G} was spent to cast it", "if at least three white mana was spent to cast this
    /// spell" (CR 601.2h, 400.7d): at least this much of each type.
    ManaSpent(Vec<(grimoire_engine::ManaType, u32)>),
    /// "you both own and control ~ and a creature named <name>" (CR 701.42, 712.4a;
    /// `grammar/effects/meld.rs`).
    MeldPair(String),
    /// "if this spell was bargained", "if it was bargained" (CR 702.166b-c), "if its
    /// offspring cost was paid" (CR 702.175a).
    KeywordCostPaid(PaidKeywordAst),
    /// "if you cast this spell during your main phase" (addendum, CR 207.2c, 505.1).
    CastInYourMainPhase,
}

/// Which players a phrase means: "you", "an opponent", "a player", "enchanted creature's
/// controller", "the chosen player".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayersAst {
    /// "a player", "each player", "any player": anyone.
    Any,
    /// "you".
    You,
    /// "an opponent", "your opponents".
    Opponent,
    /// "enchanted creature's controller", "enchanted land's controller".
    AttachedController,
    /// "the chosen player" (CR 607.2d).
    ChosenPlayer,
}

/// The player a condition is about: "you", "that player", "an opponent".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhoseAst {
    /// "you".
    You,
    /// "that player": the player the trigger event was about.
    ThatPlayer,
    /// "an opponent": at least one opponent.
    AnOpponent,
    /// "a player": at least one player, you included.
    AnyPlayer,
}

/// A number each player has, as a condition names it.
#[derive(Clone, Debug, PartialEq)]
pub enum MetricAst {
    /// "life".
    Life,
    /// "cards in hand".
    HandSize,
    /// "cards in your library".
    LibrarySize,
    /// "controls <phrase>".
    Controls(ObjectPhrase),
    /// "<phrase> in your graveyard".
    GraveyardCards(ObjectPhrase),
    /// "is the monarch" (CR 724): 1 for the monarch, else 0.
    Monarch,
    /// "opponents": how many opponents the player has (CR 102.3).
    Opponents,
    /// "devotion to <colour> [and <colour>]" (CR 700.5).
    Devotion(Vec<Color>),
}

/// A trigger condition (CR 603.1).
#[derive(Clone, Debug, PartialEq)]
pub enum TriggerAst {
    /// "When <subject> enters [the battlefield] [under your control]".
    Enters(ObjRef),
    /// "When <subject> dies".
    Dies(ObjRef),
    /// "When <subject> leaves the battlefield".
    Leaves(ObjRef),
    /// "Whenever <subject> attacks".
    Attacks(ObjRef),
    /// "Whenever <subject> blocks".
    Blocks(ObjRef),
    /// "Whenever <subject> becomes blocked".
    BecomesBlocked(ObjRef),
    /// "Whenever <subject> attacks and isn't blocked" (CR 509.3g).
    AttacksUnblocked(ObjRef),
    /// "Whenever ~ blocks or becomes blocked" (CR 509.3c-d).
    BlocksOrBecomesBlocked(ObjRef),
    /// "Whenever <subject> deals combat damage to a player".
    CombatDamageToPlayer(ObjRef),
    /// "Whenever <subject> deals damage to a player".
    DamageToPlayer(ObjRef),
    /// "Whenever <subject> deals damage".
    DealsDamage(ObjRef),
    /// "Whenever <subject> is dealt damage".
    IsDealtDamage(ObjRef),
    /// "Whenever ~ is dealt combat damage" (CR 510.3a).
    IsDealtCombatDamage(ObjRef),
    /// "Whenever <player> cast(s) <spell>".
    Cast(PlayersAst, ObjectPhrase),
    /// "When you cast this spell" (CR 601.2i): an ability of the spell itself that triggers
    /// as it becomes cast and works from the stack.
    CastSelf,
    /// "At the beginning of <whose> <step>".
    Beginning(Step, PlayersAst),
    /// "When you cycle ~" (CR 702.29).
    Cycled,
    /// A state trigger: "When you control no Islands" (CR 603.8).
    State(ConditionAst),
    /// "Whenever <player> draws a card".
    Draws(PlayersAst),
    /// "Whenever <player> gains life".
    /// "Whenever [players] gain(s)/lose(s) life" (`true`: gain).
    Life(PlayersAst, bool),
    /// "Whenever <subject> is tapped for mana" (CR 605.1b).
    TappedForMana(ObjRef),
    /// "When ~ is put into your graveyard from your library" (CR 113.6k).
    PutIntoGraveyardFrom(Zone),
    /// "At the beginning of each of your main phases" (CR 505.1).
    MainPhases(PlayersAst),
    /// "Whenever <subject> becomes tapped" (CR 603.2e).
    BecomesTapped(ObjRef),
    /// "Whenever <subject> deals [combat] damage to an opponent" (CR 510.3a, 603.2c).
    DamageToPlayerMatching(ObjRef, PlayersAst, bool),
    /// "Whenever <subject> deals [combat] damage to a creature": "that creature" is the one
    /// dealt damage.
    DamageToCreature(ObjRef, bool),
    /// "Whenever <subject> blocks / becomes blocked by / blocks or becomes blocked by a
    /// <phrase>": once per blocking pair (CR 509.3b, 509.3d).
    BlockPair(ObjRef, BlockPair, ObjectPhrase),
    /// "When <subject> becomes the target of a spell [or ability] [an opponent controls]".
    BecomesTarget(ObjRef, bool, bool),
    /// "Whenever ~ attacks or blocks", "When ~ enters the battlefield or dies".
    Either(Box<TriggerAst>, Box<TriggerAst>),
    /// "~ or another <phrase> <event>": the inner event's subject, or the source itself.
    OrSelf(Box<TriggerAst>),
    /// "Whenever <subject> is put into <whose> graveyard from the battlefield".
    PutIntoGraveyardFromBattlefield(ObjRef, PlayersAst),
    /// "Whenever <player> discards a card".
    Discards(PlayersAst),
    /// "Whenever <player> cycles a card".
    CyclesCard(PlayersAst),
    /// "Whenever <player> plays <a land>".
    PlaysLand(PlayersAst, ObjRef),
    /// "Whenever <player> taps <a land> for mana" (not a mana ability, CR 605.1b).
    TapsLandForMana(PlayersAst, ObjRef),
    /// "Whenever <subject> attacks alone" (CR 506.5).
    AttacksAlone(ObjRef),
    /// "Whenever a <phrase> dealt damage by ~ this turn dies".
    DiesDamagedBySelf(ObjectPhrase),
    /// "Whenever <subject> deals combat damage," (CR 510.2).
    DealsCombatDamage(ObjRef),
    /// "Whenever <subject> deals [combat] damage to you": the source triggers.
    SourceDamagesPlayer(ObjRef, PlayersAst, bool),
    /// "Whenever <subject> attacks you" (CR 508.3a).
    AttacksPlayer(ObjRef, PlayersAst),
    /// "Whenever <subject> blocks / becomes blocked by / blocks or becomes blocked by one or
    /// more <phrase>": once per combat (CR 509.3c-d).
    BlockPairAny(ObjRef, BlockPair, ObjectPhrase),
    /// "When <subject> is turned face up" (CR 702.37e, 708.8).
    TurnedFaceUp(ObjRef),
    /// "When <subject> transforms", "Whenever this creature transforms into ~" (CR 701.27e).
    Transforms(ObjRef),
    /// "When <subject> becomes monstrous" (CR 701.37b).
    BecomesMonstrous(ObjRef),
    /// "When this Class becomes level N" (CR 716.2a).
    BecomesLevel(u32),
    /// "When you unlock this door" (CR 709.5h), on a door of a Room.
    UnlocksThisDoor,
    /// "Whenever you fully unlock a Room" (CR 709.5i): the Room is the triggering object.
    FullyUnlocks(ObjRef),
    /// "Whenever ~ phases out" / "phases in" (CR 702.26b-c): `true` for out.
    PhasesSelf(bool),
    /// A Saga's chapter symbols, "I, II — effect" (CR 714.2b-c): one chapter ability per
    /// number, in the order printed.
    Chapters(Vec<u32>),
    /// The inner trigger, functioning only while ~ is in its owner's graveyard (CR 113.6b,
    /// 113.6m): "At the beginning of your upkeep, if ~ is in your graveyard, ...".
    InGraveyard(Box<TriggerAst>),
    /// "Whenever you attack," / "Whenever you attack with N or more <phrase>" (CR 508.3c-d):
    /// the least number of attacking creatures, and what they must be (`None`: any).
    YouAttack(u32, Option<ObjectPhrase>),
    /// "When you do" after "You may exert ~ as it attacks" (the source), "Whenever you exert
    /// a creature" (CR 701.43).
    Exerted(ObjRef),
    /// "Whenever a +1/+1 counter is put on ~" (`each_counter`), "Whenever one or more +1/+1
    /// counters are put on another creature you control" (CR 122.6).
    CountersPut {
        /// The kind as written.
        kind: String,
        /// What they are put on.
        on: ObjRef,
        /// Once for each counter (rather than once for each event).
        each_counter: bool,
    },
}

/// Which side of a blocking pair the subject of a trigger is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockPair {
    /// The subject blocks the other creature.
    Blocks,
    /// The subject is blocked by the other creature.
    BlockedBy,
    /// Either.
    Either,
}

/// A static ability (CR 604).
#[derive(Clone, Debug, PartialEq)]
pub enum StaticAst {
    /// "If a [red] source would deal damage to <recipient>, it deals double that damage /
    /// that much damage plus N ... instead" (CR 614.1a).
    DamageChange {
        /// The sources whose damage changes.
        from: SourceAst,
        /// The recipients.
        to: DamagedAst,
        /// How the damage changes.
        change: DamageChangeAst,
    },
    /// "All damage that would be dealt to you is dealt to enchanted creature instead." (CR
    /// 614.9).
    DamageToYouToAttached,
    /// "All damage that would be dealt to enchanted creature is dealt to its controller
    /// instead." (CR 614.9).
    DamageToAttachedToController,
    /// "If you would gain life, you gain twice that much life instead." (CR 614.1a).
    GainTwiceLife,
    /// "<affected> get(s) +1/+1", "have flying", "can't block".
    Continuous(ObjRef, GrantAst),
    /// "~ enters [the battlefield] tapped." (CR 614.1c).
    EntersTapped,
    /// "~ enters [the battlefield] tapped unless you control a Plains or an Island." (CR
    /// 614.1c): tapped when the condition holds ("unless" is read as its negation).
    EntersTappedIf(ConditionAst),
    /// "As ~ enters the battlefield, you may pay 2 life [reveal a Plains or Island card from
    /// your hand]. If you don't, it enters the battlefield tapped." (CR 614.12).
    EntersTappedUnless(EnterPaymentAst),
    /// "You may have ~ enter with an additional +1/+1 counter on it." (unleash, CR 702.98a),
    /// with "If you don't, it gains haste." (riot, CR 702.136a): the counter kind, and the
    /// keyword it gains if its controller declines the counter.
    MayEnterWithCounter(String, Option<Keyword>),
    /// "You may choose not to untap ~ during your untap step." (CR 502.3).
    MayNotUntap,
    /// "You may have ~ enter the battlefield as a copy of any <object> on the battlefield"
    /// (CR 707.5).
    EntersAsCopy(ObjectPhrase),
    /// "<spells> [you/your opponents] cast cost {N} more/less [to cast]." (CR 601.2f).
    CostChange(ObjectPhrase, PlayersAst, i32),
    /// "You may play an additional land on each of your turns." (CR 305.2).
    AdditionalLand(u32),
    /// "This spell can't be countered." (CR 101.2).
    CantBeCountered,
    /// "~ enters [the battlefield] with N <kind> counters on it." (CR 614.1c).
    EntersWithCounters(String, AmountAst),
    /// "Skip your <step>." (CR 614.1b).
    SkipStep(Step),
    /// "You have shroud." (CR 702.18b).
    PlayerKeyword(Keyword),
    /// "Prevent all damage that would be dealt to you." (CR 615.1a).
    PreventDamageToYou,
    /// "If a player would gain life, that player gains no life instead." (CR 614.1a).
    NoLifeGain(PlayersAst),
    /// "[If <condition>,] damage that would reduce your life total to less than 1 reduces
    /// it to 1 instead." (CR 614.1a).
    LifeFloorOne(Option<ConditionAst>),
    /// "Creatures can't attack you unless their controller pays {2} for each creature they
    /// control that's attacking you.", "Enchanted creature can't attack or block unless its
    /// controller pays {3}." (CR 508.1d, 509.1c): the creatures matching the subject pay
    /// `cost` ({X} = `x`) to attack (a defender matching `defender`, with or without their
    /// planeswalkers) or to block.
    CombatCost {
        /// It costs to attack.
        attack: bool,
        /// It costs to block.
        block: bool,
        /// The creatures that pay.
        affected: ObjRef,
        /// Whom attacking costs ("you"); `None`: anyone.
        defender: Option<PlayersAst>,
        /// "or planeswalkers you control".
        planeswalkers: bool,
        /// The cost for each creature.
        cost: grimoire_engine::ManaCost,
        /// What {X} is.
        x: AmountAst,
        /// "for each card in your hand": the cost is paid that many times.
        per_card_in_hand: bool,
    },
    /// "~'s power and toughness are each equal to <amount>" (CR 604.3, layer 7a): power,
    /// toughness (either may be left as printed).
    CharacteristicPt(Option<AmountAst>, Option<AmountAst>),
    /// "As long as <condition>, <statics>" / "<statics> as long as <condition>": continuous
    /// effects that apply only while the condition holds (CR 611.3b).
    AsLongAs(ConditionAst, Vec<StaticAst>),
    /// "[If <condition>,] you may <cost> rather than pay this spell's mana cost." / "... you
    /// may cast this spell without paying its mana cost." (CR 118.9); `text` is the sentence.
    AlternativeCost(CostAst, Option<ConditionAst>, String),
    /// "As an additional cost to cast this spell, <cost>." (CR 118.8).
    AdditionalCost(CostAst),
    /// "As ~ enters the battlefield, choose a color." (CR 614.12a, 607.2d).
    EntersWithChoice(ChoiceAst),
    /// "Prevent all [combat] damage that would be dealt [to X] [by Y]." / "If a [Y] source
    /// would deal damage to X, prevent N of that damage." (CR 615.1a, 615.10).
    Prevent {
        /// What is protected.
        to: PreventTo,
        /// "by <objects>": the sources, as objects.
        from: Option<ObjRef>,
        /// "a red source": the kind of sources (when `from` is `None`).
        source: SourceAst,
        /// "prevent N of that damage"; `None` for all of it.
        amount: Option<u32>,
        /// Only combat damage.
        combat_only: bool,
    },
    /// "If ~ would die / <cards> would be put into a graveyard ..., <dest> instead." (CR 614.1a).
    GraveyardInstead {
        /// The cards or permanents concerned.
        what: ObjRef,
        /// "would die": only from the battlefield (CR 700.4).
        dies: bool,
        /// Where they go instead.
        dest: DestinationAst,
    },
    /// "<objects> [your opponents control] enter [the battlefield] tapped." (CR 614.1d).
    EnterTapped(ObjRef),
    /// "If damage would be dealt to ~, prevent that damage. Remove a <kind> counter from
    /// ~." (CR 615.5).
    PreventSelfRemoveCounter(String),
    /// Umbra armor: "If enchanted permanent would be destroyed, instead remove all damage
    /// marked on it and destroy this Aura." (CR 702.89a).
    UmbraArmor,
    /// "If you would draw a card, [you may] <instead> instead." (CR 614.1a).
    DrawInstead {
        /// "you may".
        optional: bool,
        /// What replaces the draw.
        instead: DrawInsteadAst,
    },
    /// "White spells you cast cost {W} more to cast." (CR 601.2f): mana with coloured
    /// symbols added to the cost.
    CostIncrease(ObjectPhrase, PlayersAst, ManaCost),
    /// "Kicker <cost>" (CR 702.33a); the text names it.
    Kicker(CostAst, String),
    /// "Buyback <cost>" (CR 702.27a).
    Buyback(CostAst, String),
    /// "Flashback <cost>" (CR 702.34a).
    Flashback(CostAst, String),
    /// "Evoke <cost>" (CR 702.74a).
    Evoke(CostAst, String),
    /// "Disturb <cost>" (CR 702.146a).
    Disturb(CostAst, String),
    /// "Dash <cost>" (CR 702.109a).
    Dash(CostAst, String),
    /// "Overload <cost>" (CR 702.96a); the overloaded text is compiled by the driver.
    Overload(CostAst, String),
    /// "You may cast ~ as though it had flash[ if you pay {N} more to cast it]." (CR 601.3).
    FlashPermission(ManaCost),
    /// "If ~ was kicked, it enters the battlefield with N <kind> counters on it." (CR 614.1c).
    EntersWithCountersIf(String, AmountAst, ConditionAst),
    /// "<statics> as long as it's attacking": the effects apply to the affected objects only
    /// while they match the filter (CR 611.3b).
    WhileItIs(StateAst, Vec<StaticAst>),
    /// A rule for players: "Players can't play lands.", "You can't cast creature spells."
    PlayerRule(PlayersAst, PlayerRuleAst),
    /// "Players skip their untap steps." (CR 614.10).
    SkipUntapSteps,
    /// "Players have no maximum hand size.", "Your maximum hand size is reduced by N." (CR
    /// 402.2): no maximum, or the change.
    MaxHandSize(PlayersAst, Option<i32>),
    /// "Creatures with power greater than the number of cards in your hand can't attack."
    /// (CR 508.1c).
    CantAttackPowerAboveHandSize,
    /// "Each player may play an additional land on each of their turns." (CR 305.2).
    EachPlayerAdditionalLand,
    /// "No more than two creatures can attack [you] / block each combat." (CR 508.1c, 509.1b).
    MaxCombatants {
        /// Blockers (rather than attackers).
        block: bool,
        /// Only creatures attacking you.
        you_only: bool,
        /// The most creatures.
        max: u32,
    },
    /// "<spells> can't be countered" (CR 101.2).
    SpellsCantBeCountered(ObjectPhrase),
    /// "Cast this spell only during combat." (CR 601.3): the condition and the sentence.
    CastRestriction(ConditionAst, String),
    /// "If <condition>, this spell costs {N} less to cast." (CR 601.2f): the condition and
    /// the change to the generic cost (negative: less), times the unit of a "for each
    /// <unit>" when there is one ("costs {1} less to cast for each creature on the
    /// battlefield").
    SelfCostChange(ConditionAst, i32, Option<AmountAst>),
    /// "If you cast it any time a sorcery couldn't have been cast, the controller of the
    /// permanent it becomes sacrifices it at the beginning of the next cleanup step."
    FlashedSacrifice,
    /// "Morph <cost>" (CR 702.37a) or "Megamorph <cost>" (702.37b, the flag); the text names it.
    Morph(CostAst, String, bool),
    /// "Foretell <cost>" (CR 702.143a) or, with `plot`, "Plot <cost>" (702.170a): the card is
    /// exiled from the hand to be cast on a later turn; the text names it.
    CastLater {
        /// Plot (rather than foretell).
        plot: bool,
        /// The foretell or plot cost.
        cost: CostAst,
        /// How players name it ("Foretell {1}{U}").
        text: String,
    },
    /// "Disguise <cost>" (CR 702.168a): morph's face-down cast, with ward {2}; the text names it.
    Disguise(CostAst, String),
    /// "Entwine <cost>" (CR 702.42a); the text names it.
    Entwine(CostAst, String),
    /// "Retrace" (CR 702.81a), "Jump-start" (CR 702.133a): cast from the graveyard paying
    /// `additional` too; with `exile`, exiled as it leaves the stack. The text names it.
    CastFromGraveyard(CostAst, bool, String),
    /// "Blitz <cost>" (CR 702.152a): dash's alternative cost, sacrificed at the next end
    /// step rather than returned; the text names it.
    Blitz(CostAst, String),
    /// "Activated abilities of <objects> can't be activated [unless they're mana
    /// abilities]." (CR 602.5).
    CantActivate {
        /// Whose abilities.
        of: ActivationBanAst,
        /// "unless they're mana abilities".
        mana_allowed: bool,
    },
    /// "Creature cards in graveyards and libraries can't enter the battlefield." (CR 101.2).
    CantEnterFrom {
        /// Cards of any of these types.
        types: Vec<CardType>,
        /// From these zones.
        from: Vec<Zone>,
    },
    /// "Multikicker <cost>" (CR 702.33c); the text names it.
    Multikicker(CostAst, String),
    /// An optional additional cost named by its keyword, and how players name it: "Bargain"
    /// (CR 702.166a: sacrificing an artifact, enchantment, or token), "Offspring {2}" (CR
    /// 702.175a).
    KeywordCost(PaidKeywordAst, CostAst, String),
}

/// The keywords of optional costs whose payment the card's abilities ask about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaidKeywordAst {
    /// CR 702.166.
    Bargain,
    /// CR 702.175.
    Offspring,
}

/// Whose activated abilities a static forbids (CR 602.5).
#[derive(Clone, Debug, PartialEq)]
pub enum ActivationBanAst {
    /// "sources with the chosen name": objects in any zone with the name chosen for the
    /// permanent (CR 201.3).
    ChosenNameSources,
    /// Permanents: "artifacts", "creatures your opponents control".
    Permanents(ObjRef),
}

/// What a permanent's controller may do as it enters so that it doesn't enter tapped.
#[derive(Clone, Debug, PartialEq)]
pub enum EnterPaymentAst {
    /// "pay N life"
    Life(u32),
    /// "reveal <a card of a kind> from your hand"
    Reveal(ObjectPhrase),
}

/// Where a card goes instead of a graveyard (CR 614.1a): "exile it", "return it to its
/// owner's hand", "shuffle it into its owner's library", "put ~ on top of its owner's library".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DestinationAst {
    /// "exile it".
    Exile,
    /// "put it on top of its owner's library".
    LibraryTop,
    /// "shuffle it into its owner's library".
    ShuffleIntoLibrary,
    /// "return it to its owner's hand".
    Hand,
}

/// What a player does instead of drawing a card (CR 614.1a, 614.11).
#[derive(Clone, Debug, PartialEq)]
pub enum DrawInsteadAst {
    /// "skip that draw" (CR 614.10).
    Skip,
    /// "put a <kind> counter on ~": the kind as written.
    CounterOnSource(String),
    /// "you gain N life".
    GainLife(u32),
}

/// The kind of damage source a prevention, redirection or replacement effect watches (CR
/// 609.7, 614.1a, 615).
#[derive(Clone, Debug, PartialEq)]
pub enum SourceAst {
    /// "a source", "a spell": any source.
    Any,
    /// "a black or red source", "an artifact source", "an instant or sorcery spell": one of
    /// the colours or card types named.
    OneOf(Vec<SourceWordAst>),
    /// "a [red] source / spell / creature [you control]" in a damage-changing replacement:
    /// the colour, and the noun.
    Of(Option<Color>, SourceNounAst),
    /// "a creature of your choice with shadow" (CR 702.28).
    CreatureWithShadow,
}

/// A colour or card type naming a kind of source ("red", "artifact").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceWordAst {
    /// A colour.
    Color(Color),
    /// A card type.
    Type(CardType),
}

/// The noun of a damage-changing replacement's source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceNounAst {
    /// "source": any.
    Source,
    /// "spell": an instant or sorcery (only those deal damage as spells).
    Spell,
    /// "creature".
    Creature,
    /// "creature you control".
    CreatureYouControl,
}

/// The recipients of a damage-changing replacement (CR 614.1a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamagedAst {
    /// "a permanent or player".
    PermanentOrPlayer,
    /// "a creature you control".
    CreatureYouControl,
    /// "you".
    You,
}

/// How a replacement changes damage (CR 614.1a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamageChangeAst {
    /// "double that damage".
    Double,
    /// "that much damage plus N".
    Plus(u32),
    /// "that much damage minus N".
    Minus(u32),
    /// "N + 1 or more damage ..., that source deals N damage instead".
    Cap(u32),
}

/// What a static prevention effect protects.
#[derive(Clone, Debug, PartialEq)]
pub enum PreventTo {
    /// Anything ("prevent all damage that would be dealt by ...").
    Any,
    /// The controller ("to you").
    You,
    /// These objects.
    Obj(ObjRef),
}

/// What a player chooses (CR 607.2d, 608.2d): "a color", "a creature type", "a creature
/// type other than Wall", "an opponent".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceAst {
    /// "a color" (CR 105.4).
    Color,
    /// "a creature type" (CR 205.3m).
    CreatureType,
    /// "a creature type other than Wall".
    CreatureTypeNotWall,
    /// "an opponent" (CR 102.2).
    Opponent,
    /// "a card name", "any card name", "a nonland card name" (CR 201.3).
    CardName {
        /// "nonland": not the name of a land card.
        nonland: bool,
    },
}

/// Who sees the cards looked at besides the looker (CR 701.20a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LookRevealAst {
    /// Nobody: "Look at the top N cards".
    Hidden,
    /// The cards taken: "You may reveal a creature card from among them".
    Taken,
    /// All of them: "Reveal the top N cards".
    All,
}

/// Where the cards looked at and not taken go (CR 401.4): "the rest ...".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LookRestAst {
    /// "on the bottom of your library [in any order]".
    BottomAnyOrder,
    /// "on the bottom of your library in a random order".
    BottomRandom,
    /// "[back] on top of your library in any order".
    TopAnyOrder,
    /// "into your graveyard".
    Graveyard,
}

/// What a resolving effect does to a creature in combat: "becomes blocked" (CR 509.1h),
/// "remove <object> from combat" (CR 506.4), "blocks ~ this turn if able" (CR 509.1c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CombatActionAst {
    /// "becomes blocked".
    BecomesBlocked,
    /// "remove ... from combat".
    RemoveFromCombat,
    /// "blocks ~ this turn if able".
    BlocksSource,
}

/// A kind of word a text-changing effect replaces (CR 612.2): "one color word", "one basic
/// land type", "one creature type".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextWordAst {
    /// "color word".
    ColorWord,
    /// "basic land type".
    BasicLandType,
    /// "creature type".
    CreatureType,
}

/// How long an effect from a resolving spell or ability lasts (CR 611.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// No duration stated: until the end of the game.
    Forever,
    /// "until end of turn" / "this turn" (CR 514.2).
    EndOfTurn,
    /// "until end of combat" (CR 500.5a, 511.3).
    EndOfCombat,
    /// "for as long as ~ remains on the battlefield" (CR 611.2b).
    WhileOnBattlefield,
    /// "for as long as you control ~" (CR 611.2b).
    WhileYouControl,
    /// "for as long as ~ remains tapped" (CR 611.2b).
    WhileTapped,
    /// "for as long as you control ~ and ~ remains tapped" (CR 611.2b).
    WhileYouControlTapped,
    /// "until your next turn" (CR 611.2a).
    YourNextTurn,
}

/// What a continuous or until-end-of-turn effect gives an object.
#[derive(Clone, Debug, PartialEq)]
pub enum GrantAst {
    /// +N/+M.
    Pt(AmountAst, AmountAst),
    /// A keyword ability.
    Keyword(Keyword),
    /// A restriction ("can't block").
    Restriction(RestrictionAst),
    /// "is a creature in addition to its other types" (layer 4).
    AddTypes(Vec<CardType>),
    /// "isn't a creature" (layer 4, CR 205.1a).
    RemoveTypes(Vec<CardType>),
    /// "has base power and base toughness each equal to its mana value" (layer 7b).
    BasePtManaValue,
    /// "has base power and toughness N/M" (layer 7b).
    BasePt(i32, i32),
    /// "loses all abilities" (layer 6).
    LoseAllAbilities,
    /// "is a Swamp in addition to its other land types" (layer 4).
    AddSubtypes(Vec<String>),
    /// "You control enchanted creature" / "gain control of" (layer 2).
    Control,
    /// "switch ...'s power and toughness" (layer 7d).
    SwitchPt,
    /// "becomes white" (layer 5).
    Colors(Vec<Color>),
    /// `has "{T}: ..."`: an ability granted in quotation marks, with its text (layer 6).
    Ability(Box<AbilityAst>, String),
    /// "is the chosen color", "becomes the color of your choice" (layer 5, CR 607.2d).
    ChosenColor,
    /// "becomes the creature type of your choice", "becomes that type" (layer 4, CR 205.1b).
    ChosenCreatureType,
    /// "Nonbasic lands are Mountains." (layer 4, CR 305.7).
    SetLandTypes(Vec<grimoire_engine::BasicLandType>),
    /// "is a Treefolk" (layer 4, CR 205.1b): its creature types become these.
    SetCreatureTypes(Vec<String>),
    /// "becomes a 3/6 Golem artifact creature" (layers 4 and 7b): types and subtypes added
    /// (CR 205.1b), and the base power and toughness.
    Becomes {
        /// The card types added.
        types: Vec<CardType>,
        /// The subtypes added.
        subtypes: Vec<String>,
        /// The base power and toughness.
        pt: (i32, i32),
        /// "with flying and vigilance": keywords it has too (layer 6).
        keywords: Vec<Keyword>,
    },
    /// "loses flying" (layer 6, CR 613.1f).
    LoseKeyword(Keyword),
    /// "can't be blocked by Walls", "can't block black creatures" (layer 6, CR 509.1b).
    BlockRule(BlockRuleAst),
    /// "becomes a 2/2 green creature that's still a land", "becomes an artifact creature
    /// with power and toughness each equal to its mana value" (layers 4, 5, 6, 7b; CR 205.1).
    Animate(Box<AnimateAst>),
}

/// A rule of combat, untapping, activation or targeting an object is given (CR 502.3,
/// 506-510, 602.5, 701.19c, 115): "can't attack", "attacks each combat if able", "can't be
/// blocked by more than one creature".
#[derive(Clone, Debug, PartialEq)]
pub enum RestrictionAst {
    /// "can't attack".
    CantAttack,
    /// "can't block".
    CantBlock,
    /// "can't attack or block".
    CantAttackOrBlock,
    /// "doesn't untap during its controller's untap step" (CR 502.3).
    DoesntUntap,
    /// "can block only creatures with flying".
    CanBlockOnlyFlyers,
    /// "can't be blocked".
    Unblockable,
    /// "attacks each combat if able" (CR 508.1d requirement).
    AttacksEachCombat,
    /// "blocks each combat if able" (CR 509.1c requirement).
    BlocksEachCombat,
    /// "can't be blocked by more than one creature" (CR 509.1b, on the declaration as a whole).
    MaxOneBlocker,
    /// "must be blocked if able" (CR 509.1c requirement on the defending player).
    MustBeBlocked,
    /// "All creatures able to block ~ do so." (Lure, CR 509.1c): a requirement on each
    /// creature able to block it.
    MustBeBlockedByAll,
    /// "~ can't attack unless defending player controls an Island." (CR 508.1c).
    CantAttackUnlessDefenderControls(grimoire_engine::BasicLandType),
    /// "~ can't attack alone" (CR 508.1c, 506.5): on the attack declaration as a whole.
    CantAttackAlone,
    /// "~ can't block alone" (CR 509.1b, 506.5): on the block declaration as a whole.
    CantBlockAlone,
    /// "~ can't attack or block alone" (CR 508.1c, 509.1b, 506.5).
    CantAttackOrBlockAlone,
    /// "~ can't attack unless a creature with greater power also attacks" (Okk, CR 508.1c).
    CantAttackUnlessGreaterPowerAttacks,
    /// "~ can't block unless a creature with greater power also blocks" (Okk, CR 509.1b).
    CantBlockUnlessGreaterPowerBlocks,
    /// "~ assigns no combat damage this turn" (CR 510.1a: an effect overriding the rule that
    /// each attacking and blocking creature assigns combat damage equal to its power).
    AssignsNoCombatDamage,
    /// "Its activated abilities can't be activated." (CR 602.5): none of them, mana
    /// abilities included.
    NoActivatedAbilities,
    /// "can't be regenerated this turn" (CR 701.19c): its regeneration shields don't apply.
    CantBeRegenerated,
    /// "can attack as though it had haste" (CR 302.6): summoning sickness doesn't stop it
    /// attacking (its {T} abilities still wait).
    AttacksAsThoughHaste,
    /// "can attack as though it didn't have defender" (CR 702.3b).
    AttacksAsThoughNoDefender,
    /// "can block creatures with shadow as though ~ had shadow" (CR 702.28b).
    BlocksShadowAsThough,
    /// "can block an additional creature each combat": one more attacker than CR 509.1a's
    /// one, cumulative with each instance (CR 101.1).
    BlocksAdditional,
    /// "can block any number of creatures" (CR 509.1a, 101.1).
    BlocksAnyNumber,
    /// "You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c,
    /// 101.1): asked as combat damage is assigned.
    MayAssignAsThoughUnblocked,
    /// "If ~ attacks, all creatures you control attack if able." (CR 508.1d: a requirement on
    /// each other creature, only when this one attacks).
    AllAttackIfThisAttacks,
    /// "If a creature you control attacks, ~ also attacks if able." (CR 508.1d).
    AttacksIfAnotherAttacks,
    /// "~ can't attack if defending player controls an untapped creature with power N or
    /// greater" (CR 508.1c).
    CantAttackIfDefenderHasUntappedPowerAtLeast(i32),
    /// "... with power N or less" (CR 508.1c).
    CantAttackIfDefenderHasUntappedPowerAtMost(i32),
    /// "~ can't attack if there's another creature on the battlefield" (CR 508.1c).
    CantAttackIfAnotherCreature,
    /// "~ can't attack or block if an enchantment is on the battlefield" (CR 508.1c, 509.1b).
    CantAttackOrBlockIfEnchantment,
    /// "~ can't be the target of red spells or abilities from red sources" (CR 115.1,
    /// 601.2c, 608.2b): a targeting restriction against sources of that colour, whoever controls them.
    CantBeTargetedByColor(Color),
    /// "If that creature would die this turn, exile it instead." (CR 614.1a, 700.4); with
    /// `leaving`, "If it would leave the battlefield, exile it instead of putting it anywhere
    /// else." (CR 614.1a).
    ExiledInstead {
        /// Leaving the battlefield for any zone but exile, not only dying.
        leaving: bool,
    },
}

/// What "becomes a ... creature" makes of an object (`grammar/effects/becomes.rs`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AnimateAst {
    /// The card types named ("artifact creature").
    pub types: Vec<CardType>,
    /// The subtypes named ("Elemental").
    pub subtypes: Vec<String>,
    /// The colours named ("green and white"); empty: unchanged.
    pub colors: Vec<Color>,
    /// The base power and toughness; `None` with `mana_value_pt`.
    pub pt: Option<(i32, i32)>,
    /// "with power and toughness each equal to its mana value" (layer 7b).
    pub mana_value_pt: bool,
    /// "with flying": keywords it has (layer 6).
    pub keywords: Vec<Keyword>,
    /// `with "{B}: Regenerate this creature"`: abilities it has, with their text (layer 6).
    pub abilities: Vec<GrantAst>,
    /// "that's still a land", "in addition to its other types", "It's still a land." (CR
    /// 205.1b): its other types are kept.
    pub still: bool,
    /// "with all creature types" (Mutavault, CR 205.3m): it has every creature type.
    pub all_creature_types: bool,
}

/// The effect of a spell or ability: actions in order, or modes (CR 700.2).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EffectAst {
    /// The actions, in the order written (CR 608.2c).
    pub actions: Vec<ActionAst>,
    /// Modes of a modal effect, each an effect of its own.
    pub modes: Vec<EffectAst>,
    /// How many modes are chosen (min, max).
    pub mode_count: (u8, u8),
    /// "You may choose the same mode more than once." (CR 700.2d).
    pub mode_repeat: bool,
}

/// One action of an effect. Each variant's fields are named after the words of the
/// sentence its documentation quotes.
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq)]
pub enum ActionAst {
    /// "<source> deals N damage to <recipients>" (CR 120).
    DealDamage { by: ObjRef, amount: AmountAst, to: Vec<Recipient> },
    /// "<source> deals N damage divided as you choose among <targets>" (CR 601.2d).
    DealDividedDamage { amount: AmountAst, to: TargetAst },
    /// "<player> draws N cards" (CR 121).
    Draw { who: PlayerRef, amount: AmountAst },
    /// "<player> discards N cards [at random]" (CR 701.9).
    Discard { who: PlayerRef, amount: AmountAst, random: bool },
    /// "<player> gains N life" (CR 119).
    GainLife { who: PlayerRef, amount: AmountAst },
    /// "<player> loses N life" (CR 119).
    LoseLife { who: PlayerRef, amount: AmountAst },
    /// "<player> mills N cards" (CR 701.17).
    Mill { who: PlayerRef, amount: AmountAst },
    /// "Destroy <object>" (CR 701.8).
    Destroy { what: ObjRef },
    /// "It can't be regenerated." after a destroy (CR 701.19c).
    NoRegeneration,
    /// "Exile <object>" (CR 406); "... until ~ leaves the battlefield" (CR 610.3).
    Exile { what: ObjRef, until_source_leaves: bool },
    /// "You may play that card this turn." right after an exile (CR 601.2a, 305.1): the
    /// cards that exile moved; with `next_turn`, "Until the end of your next turn, you may
    /// play those cards.".
    MayPlayExiled {
        /// Until the end of your next turn rather than this turn.
        next_turn: bool,
    },
    /// "<card in your graveyard> gains flashback until end of turn. The flashback cost is
    /// equal to its mana cost." (CR 702.34a).
    GainFlashbackThisTurn { what: ObjRef },
    /// "Return <object> to its owner's hand".
    ReturnToHand { what: ObjRef },
    /// "Return <object> to the battlefield".
    ReturnToBattlefield { what: ObjRef, tapped: bool, transformed: bool },
    /// "Counter <spell>" (CR 701.6).
    Counter { what: ObjRef },
    /// "Tap <object>" (CR 701.26).
    Tap { what: ObjRef },
    /// "Untap <object>" (CR 701.26).
    Untap { what: ObjRef },
    /// "Transform <object>" (CR 701.27).
    Transform { what: ObjRef },
    /// "Monstrosity N" (CR 701.37a): the source permanent's own keyword action.
    Monstrosity { amount: AmountAst },
    /// "Flip <object>" (CR 710.2): a flip card turns to its other half.
    Flip { what: ObjRef },
    /// "Level N" after a class level bar's cost (CR 716.2a): this Class's level becomes N.
    GainClassLevel { level: u32 },
    /// "<object> gets/gains ... [until end of turn]".
    Grant { what: ObjRef, grant: GrantAst, until: Until },
    /// "Change the text of <what> by replacing all instances of one <kind> with another"
    /// (CR 612); `except`: "The new creature type can't be Wall."
    ChangeText { what: ObjRef, kinds: Vec<TextWordAst>, except: Vec<String>, until: Until },
    /// "Add <mana>" (CR 106.3).
    AddMana(ManaAst),
    /// "Create N <token description>" (CR 701.7, 111).
    CreateTokens { count: AmountAst, token: TokenAst },
    /// "<player> sacrifices <what>" (CR 701.21).
    Sacrifice { who: PlayerRef, what: ObjRef, count: AmountAst },
    /// "Search your library for <filter>, [reveal it,] put it <destination>, then shuffle"
    /// (CR 701.23): up to `count` cards (`None`: any number), exactly that many if `must_find`
    /// (CR 701.23d), going together as `set` says.
    Search {
        filter: ObjectPhrase,
        count: Option<u32>,
        to: Zone,
        tapped: bool,
        reveal: bool,
        must_find: bool,
        set: SearchSetAst,
        /// Your other zones searched with your library: "your library and/or graveyard".
        also: AlsoSearched,
    },
    /// "<player> shuffles" (CR 701.24).
    Shuffle { who: PlayerRef },
    /// "If you search your library this way, shuffle." after a search of your library and/or
    /// other zones (CR 701.23): you shuffle if you chose to search it.
    ShuffleIfSearched,
    /// "<player> shuffles <cards> into their library" (CR 701.24).
    ShuffleInto { who: PlayerRef, what: ObjRef },
    /// "Regenerate <object>" (CR 701.19).
    Regenerate { what: ObjRef },
    /// "Prevent all combat damage that would be dealt this turn." (CR 615).
    PreventAllCombatDamage,
    /// "Damage can't be prevented this turn." (CR 615.12).
    DamageCantBePrevented,
    /// "Players can't gain life this turn." (CR 614.1a).
    NoLifeGainThisTurn,
    /// "The next time you would draw a card this turn, <instead> instead." (CR 614.1a).
    NextDrawInstead(DrawInsteadAst),
    /// "Prevent the next N damage that would be dealt to <target> this turn." (CR 615.7).
    PreventNext { amount: AmountAst, to: Recipient },
    /// "The next time a <filter> source of your choice would deal damage [to R] this turn,
    /// prevent that damage." (CR 615.8, 609.7a).
    PreventNextFrom { filter: SourceAst, to: Option<Recipient> },
    /// "Prevent all [combat] damage that would be dealt [to R] [by O] this turn." (CR 615.1a).
    PreventAll { to: Option<Recipient>, by: Option<ObjRef>, combat: bool },
    /// "Put <object card> onto the battlefield [under your control] [tapped]"; "<player>
    /// puts it onto the battlefield": it enters under `under`'s control (CR 110.2).
    PutOntoBattlefield { what: ObjRef, under: PlayerRef, tapped: bool },
    /// "Scry N" (CR 701.22), or "surveil N" (CR 701.25) when `surveil`.
    Scry { amount: AmountAst, surveil: bool },
    /// "<player> reveals their hand" (CR 701.20a).
    RevealHand { who: PlayerRef },
    /// "<chooser> choose(s) N <phrase> from <whose> hand"; "from it" after a revealed hand.
    ChooseFromHand { chooser: PlayerRef, whose: PlayerRef, count: AmountAst, phrase: ObjectPhrase },
    /// "<player> discards that card" (CR 701.9a).
    DiscardIt { what: ObjRef },
    /// "Reveal the top N cards of your library. Put all <phrase> revealed this way into your
    /// hand and the rest on the bottom of your library in any order" (or `rest`).
    RevealTop { amount: AmountAst, filter: ObjectPhrase, to: Zone, rest: LookRestAst },
    /// "Look at the top N cards of your library, then put them back in any order."
    ArrangeTop { amount: AmountAst },
    /// "put that card on top" after a search: the found cards go on top of the library.
    PutFoundOnTop,
    /// "put one onto the battlefield tapped and the other into your hand" after a search: one
    /// of the found cards goes `to`, the others `rest`.
    SplitFound { to: Zone, tapped: bool, rest: Zone },
    /// "<player> adds [an additional] <mana>" (CR 106.3).
    AddManaBy { who: PlayerRef, mana: ManaAst },
    /// "each player returns to the battlefield all cards they own exiled with ~" (CR 607.2a).
    ReturnExiledWithSelf,
    /// "<otherwise> unless <player> <pays>": the player may do `pay`; if they don't, `otherwise`.
    Unless { prompt: String, pay: Vec<ActionAst>, otherwise: Vec<ActionAst> },
    /// "For each of <those objects>, <actions>".
    ForEach { what: ObjRef, body: Vec<ActionAst> },
    /// "<player> can't cast spells this turn" (CR 101.2).
    CantCast { who: PlayerRef },
    /// "pay N life" as an action (CR 119.4).
    PayLife { amount: AmountAst },
    /// "put <object> on top of your library" (CR 401.4).
    PutOnTop { what: ObjRef },
    /// "<actions> if it's <phrase>": checked on resolution.
    IfItIs { phrase: ObjectPhrase, then: Vec<ActionAst> },
    /// "You may <actions>".
    May(String, Vec<ActionAst>),
    /// "If you do, <actions>".
    IfYouDo(Vec<ActionAst>),
    /// "<player> pay(s) {2}" / "pay N life" (CR 118): a choice on resolution (CR 118.12).
    Pay { who: PlayerRef, mana: ManaCost, life: u32, energy: u32 },
    /// "put N <kind> counter(s) on <object>" (CR 122.1).
    PutCounters { what: ObjRef, kind: String, amount: AmountAst },
    /// "<player> gets N poison counters" (CR 122.1f).
    PlayerCounters { who: PlayerRef, kind: String, amount: AmountAst },
    /// "<player> gets an emblem with \"...\"" (CR 114.1): the quoted abilities, each with its
    /// text.
    GetEmblem { who: PlayerRef, abilities: Vec<(AbilityAst, String)> },
    /// "remove N <kind> counter(s) from <object>" (CR 122.1).
    RemoveCounters { what: ObjRef, kind: String, amount: AmountAst },
    /// "a <phrase> you control", chosen on resolution (not targeted, CR 608.2d); it becomes
    /// "it" for the next action.
    ChoosePermanent { phrase: ObjectPhrase },
    /// "untap up to N <phrase>": chosen on resolution, not targeted (CR 608.2d).
    UntapUpTo { count: AmountAst, phrase: ObjectPhrase },
    /// "<actions> at the beginning of the next turn's upkeep": a delayed triggered ability
    /// (CR 603.7); `text` is the sentence.
    Delayed { step: Step, actions: Vec<ActionAst>, text: String },
    /// "you win the game" (CR 104.2b).
    WinGame,
    /// "<player> become(s) the monarch" (CR 724.1).
    BecomeMonarch { who: PlayerRef },
    /// "Choose a color." / "... of your choice": chosen as the effect resolves (CR 608.2d).
    Choose(ChoiceAst),
    /// "Look at the top N cards of your library. Put M of them into your hand and the rest
    /// <rest>." (CR 401.4).
    /// "... You may reveal a creature card from among them and put it into your hand. Put the
    /// rest on the bottom of your library in a random order." (`filter`, `reveal`).
    LookAtTop {
        amount: AmountAst,
        take: AmountAst,
        up_to: bool,
        filter: Option<ObjectPhrase>,
        reveal: LookRevealAst,
        to: Zone,
        rest: LookRestAst,
    },
    /// "If <condition>, <actions>." checked on resolution ("If this spell was kicked, draw
    /// two cards.", CR 702.33e).
    IfCondition(ConditionAst, Vec<ActionAst>),
    /// "<otherwise>. If <condition>, <then> instead.": one or the other, checked on
    /// resolution.
    Instead { condition: ConditionAst, otherwise: Vec<ActionAst>, then: Vec<ActionAst> },
    /// "Reveal any number of <phrase> in your hand" (CR 701.20a): chosen, then revealed.
    RevealAnyNumber { phrase: ObjectPhrase },
    /// Several predicates of one subject, one effect ("Creatures you control get +3/+3 and
    /// gain trample until end of turn.", CR 611.2c): `parts` are grants to `ObjRef::It`,
    /// which is the subject.
    Compound { what: ObjRef, parts: Vec<ActionAst> },
    /// "~ deals 1 damage to any target and 1 damage to you": different amounts to different
    /// recipients, dealt at once by the source (CR 120.3).
    DealDamageSplit { parts: Vec<(AmountAst, Vec<Recipient>)> },
    /// "doesn't untap during its controller's next untap step" (CR 502.3).
    SkipNextUntap { what: ObjRef },
    /// "Flip a coin." (CR 705).
    FlipCoin,
    /// "Clash with an opponent" (CR 701.30).
    Clash,
    /// "If that spell is countered this way, exile it instead of putting it into its owner's
    /// graveyard." joined to the counter before it (`parse_spells::join_countered`).
    CounteredInstead(Zone),
    /// "Counter <spell>", the countered spell going to `to` instead of its owner's graveyard
    /// (CR 701.6a, 614.1a).
    CounterTo { what: ObjRef, to: Zone },
    /// "Prevent all [combat] damage that would be dealt to and dealt by <object> this turn."
    /// (CR 615.1a): two prevention effects on the same objects.
    PreventToAndBy { what: ObjRef, combat: bool },
    /// "Look at <player>'s hand [and choose N [up to] cards from it]" (CR 402.3).
    LookAtHand { who: PlayerRef, choose: Option<(AmountAst, bool)> },
    /// "Search <player>'s library for [up to] N <phrase> and exile them / put that card onto
    /// the battlefield under your control" (CR 701.23), the controller searching; `count`
    /// `None` is "any number of"; `must_find`: "a card", "three cards" (701.23d).
    SearchOf { whose: PlayerRef, filter: ObjectPhrase, count: Option<u32>, must_find: bool, to: Zone },
    /// "Prevent the next N damage that would be dealt this turn to any number of targets,
    /// divided as you choose." (CR 615.7, 601.2d).
    PreventDivided { amount: AmountAst, to: TargetAst },
    /// "<permanent> phases out" (CR 702.26b).
    PhaseOut { what: ObjRef },
    /// "<creature> fights <creature>" (CR 701.14a): one creature each, the source, "it",
    /// "that creature" or a target.
    Fight { what: ObjRef, with: ObjRef },
    /// "<permanent> explores" (CR 701.44a): one permanent, the source, "it" or a target.
    Explore { what: ObjRef },
    /// "<permanent> connives" (CR 701.50a): its controller draws a card, then discards a card;
    /// a nonland card discarded puts a +1/+1 counter on it.
    Connive { what: ObjRef },
    /// "<player> may copy this spell and may choose a new target for that copy" (CR 707.10,
    /// 707.10c): the Chain cards.
    CopySelf { by: PlayerRef },
    /// "Copy target instant or sorcery spell. [You may choose new targets for the copy.]"
    /// (CR 707.10, 707.10c): the ability's controller copies the target spell once.
    CopyTargetSpell { what: ObjRef, new_targets: bool },
    /// "<actions> at the beginning of the next end step" (or cleanup step): a delayed
    /// triggered ability about the object named before, this turn's step if still to come
    /// (CR 603.7c, 514.3a); `text` is the sentence.
    DelayedAbout { step: Step, actions: Vec<ActionAst>, text: String },
    /// "sacrifice it", "that player sacrifices that creature": an object named before, if
    /// the player controls it (CR 701.21a).
    SacrificeObject { who: PlayerRef, what: ObjRef },
    /// "return <object> to the battlefield [tapped] under its owner's control".
    ReturnUnderOwner { what: ObjRef, tapped: bool, transformed: bool },
    /// "<player> returns a creature they control ...": that player chooses one of their
    /// permanents on resolution (CR 608.2d); it becomes "it" for the next action.
    ChoosePermanentBy { who: PlayerRef, phrase: ObjectPhrase },
    /// "If they don't, ..." after another player's choice to pay (CR 118.12).
    IfNotDone(Vec<ActionAst>),
    /// "Turn <object> face up / face down" (CR 702.37, 708.2a, 708.8); `up`: face up.
    TurnFace { what: ObjRef, up: bool },
    /// "tap or untap <object>": chosen as it resolves (CR 701.26, 608.2d).
    TapOrUntap { what: ObjRef },
    /// "<player> gains control of <object> [for as long as ...]" (CR 613.1b).
    GiveControl { who: PlayerRef, what: ObjRef, until: Until },
    /// "exchange control of <object> and <object>" (CR 701.12b).
    ExchangeControl { a: ObjRef, b: ObjRef },
    /// "attach <Aura or Equipment> to <object>" (CR 701.3a), as in "When this Equipment
    /// enters, attach it to target creature you control."
    Attach { what: ObjRef, to: ObjRef },
    /// "<player> takes an extra turn after this one", "skips their next turn", "can't play
    /// lands this turn", "'s life total becomes <amount>" (`grammar/turn.rs`).
    TurnEffect { who: PlayerRef, effect: TurnEffectAst },
    /// "<players> may <actions>" for players other than "you", and another player's side of
    /// an "unless" (CR 608.2d, 118.12): each of `who`, in APNAP order (CR 101.4), may do
    /// `body`, in which "that player" / "them" is the player asked; with `until_one` the first
    /// player who does ends the asking ("any player may", "unless any player pays").
    OthersMay { who: PlayerRef, prompt: String, body: Vec<ActionAst>, until_one: bool },
    /// "<player> pays {1} and 1 life", "pays {1} for each <unit>", "pays life equal to its
    /// toughness": `mana` and `life` repeated `times` times (CR 118.12, 119.4).
    PayTimes { who: PlayerRef, mana: ManaCost, life: u32, times: AmountAst },
    /// "<player> creates <tokens>": tokens under another player's control (CR 111.2).
    CreateTokensFor { who: PlayerRef, count: AmountAst, token: TokenAst },
    /// "<player> exiles a card from their graveyard": that player chooses one (CR 608.2d).
    ExileFromGraveyardBy { who: PlayerRef },
    /// "<player> searches their library for N <phrase> and puts them <to>" (CR 701.23).
    SearchBy { who: PlayerRef, filter: ObjectPhrase, count: u32, to: Zone, tapped: bool },
    /// "<player> puts a <phrase> card from their hand / graveyard onto the battlefield": that
    /// player chooses one (CR 608.2d) and it enters under their control.
    PutOntoBattlefieldBy { who: PlayerRef, phrase: ObjectPhrase, from: Zone },
    /// "Change the target of <spell>" (CR 115.7a); `only_if`: "if ... that target is
    /// <phrase>" (`None` inside: "is ~"); `to`: "to another <phrase>".
    ChangeTarget { what: ObjRef, only_if: Option<Option<ObjectPhrase>>, to: Option<ObjectPhrase> },
    /// "~ deals damage to each player equal to the number of lands they control": the amount
    /// counted for each player ("they" meaning that player, CR 608.2h); one event (CR 120.3).
    /// `by`: "~" or "it" (in "When ~ becomes monstrous, it deals damage ...").
    DealDamageEachCounted { by: ObjRef, to: PlayerRef, amount: AmountAst },
    /// "The next N damage / The next time ... / All damage that would be dealt ... is dealt
    /// to ... instead" (CR 614.9): a redirection effect (`grammar/replacement/redirect.rs`).
    Redirect(Box<RedirectAst>),
    /// "Prevent the next N damage that would be dealt by <object> this turn." (CR 615.7).
    PreventNextBy { amount: AmountAst, by: ObjRef },
    /// "The next time <object> would deal damage [to R] this turn, prevent that damage."
    /// (CR 615.8).
    PreventNextFromObj { from: ObjRef, to: Option<Recipient> },
    /// "Prevent all damage [that would be dealt to R] [this turn] by a source of your
    /// choice" / "a source of your choice would deal this turn" (CR 615.1a, 609.7a).
    PreventAllChosen { to: Option<Recipient>, filter: SourceAst },
    /// "Return ~ from your graveyard to the battlefield [tapped] / to your hand": the ability
    /// functions only in that zone (CR 113.6m).
    ReturnSelfFrom { from: grimoire_engine::Zone, to: grimoire_engine::Zone, tapped: bool },
    /// "put <object> on the bottom of its owner's library" (CR 401.4).
    PutOnBottom { what: ObjRef },
    /// "Reveal cards from the top of your library until you reveal a <filter>. Put that card
    /// <found_to> and all other cards revealed this way <rest_to>." (`Zone::Library`: on the
    /// bottom in any order); `shuffle`: "shuffle all other cards revealed this way into your
    /// library".
    RevealUntil { filter: ObjectPhrase, found_to: grimoire_engine::Zone, rest_to: grimoire_engine::Zone, shuffle: bool },
    /// "put <object> into your graveyard".
    PutIntoGraveyard { what: ObjRef },
    /// "Look at / Reveal the top card of <player's> library" (`reveal`: revealed to all).
    LookOrReveal { what: ObjRef, reveal: bool },
    /// "If it's a <phrase>, <then>. Otherwise, <otherwise>.", about the object named before,
    /// checked on resolution.
    IfItIsElse { phrase: ObjectPhrase, then: Vec<ActionAst>, otherwise: Vec<ActionAst> },
    /// A combat effect on creatures: "becomes blocked", "remove it from combat", "blocks ~
    /// this turn if able" (`grammar/combat/mod.rs`).
    Combat { what: ObjRef, action: CombatActionAst },
    /// Objects separated into two piles and one pile chosen (CR 700.3,
    /// `grammar/effects/piles.rs`).
    Piles(Box<PilesAst>),
    /// "Search its controller's graveyard, hand, and library for all cards with the same
    /// name as that spell and exile them." (CR 701.23, `grammar/effects/same_name.rs`):
    /// `all` or "any number of".
    ExileSameName { whose: PlayerRef, like: ObjRef, all: bool },
    /// "Proliferate" (CR 701.34a).
    Proliferate,
    /// "Adapt N" (CR 701.46a): the source permanent's own keyword action.
    Adapt(u32),
    /// "Bolster N" (CR 701.39a).
    Bolster(AmountAst),
    /// "Amass Orcs N", "amass N" (Zombies, CR 701.47d): grow an Army you control, creating
    /// one first if you have none (CR 701.47a). `subtype` is singular ("Orc").
    Amass { subtype: String, amount: AmountAst },
    /// "Create a token that's a copy of ~, except ..." (CR 707.2, 707.9;
    /// `grammar/effects/token_copies.rs`).
    CreateTokenCopy { of: ObjRef, except: TokenCopyExceptAst },
    /// "exile them, then meld them into <name>" (CR 701.42a; `grammar/effects/meld.rs`).
    Meld(String),
}

/// The exceptions of a token copy (CR 707.9b).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TokenCopyExceptAst {
    /// "it's white".
    pub colors: Option<Vec<Color>>,
    /// "it's 4/4".
    pub pt: Option<(i32, i32)>,
    /// "it has no mana cost".
    pub no_mana_cost: bool,
    /// "it's a Zombie in addition to its other types".
    pub add_subtypes: Vec<String>,
    /// "it has haste".
    pub add_keywords: Vec<Keyword>,
    /// "it isn't legendary".
    pub not_legendary: bool,
}

/// A redirection effect as written (CR 614.9).
#[derive(Clone, Debug, PartialEq)]
pub struct RedirectAst {
    /// The recipients whose damage it watches; empty: any.
    pub to: Vec<Recipient>,
    /// The sources it watches.
    pub from: RedirectFromAst,
    /// What the source must be ("an instant or sorcery spell").
    pub filter: SourceAst,
    /// "combat damage" only.
    pub combat_only: bool,
    /// How much damage it redirects.
    pub limit: RedirectLimitAst,
    /// Where the damage goes instead.
    pub dest: RedirectToAst,
}

/// The sources a redirection watches.
#[derive(Clone, Debug, PartialEq)]
pub enum RedirectFromAst {
    /// Any source.
    Any,
    /// "target attacking creature", "~".
    Obj(ObjRef),
    /// "a source of your choice" (CR 609.7a).
    Chosen,
}

/// "the next N damage", "the next time", "all damage ... this turn".
#[derive(Clone, Debug, PartialEq)]
pub enum RedirectLimitAst {
    /// "the next N damage".
    Next(AmountAst),
    /// "the next time".
    NextTime,
    /// "all damage ... this turn".
    ThisTurn,
}

/// Where redirected damage goes.
#[derive(Clone, Debug, PartialEq)]
pub enum RedirectToAst {
    /// "target creature you control", "~", "its owner".
    Recipient(Recipient),
    /// "that source's controller", "its controller" (of the source).
    SourceController,
    /// "that creature deals that damage to itself".
    SourceItself,
}

/// A kind of mana to add.
#[derive(Clone, Debug, PartialEq)]
pub enum ManaAst {
    /// `{R}{R}`, `{C}`.
    Fixed(Vec<ManaType>),
    /// `{R} or {G}`.
    OneOf(Vec<ManaType>),
    /// "N mana of any [one] color".
    AnyColor(u32),
    /// "X mana of any one color" with X defined by the sentence.
    AnyColorAmount(AmountAst),
    /// "{W} for each <phrase>".
    ForEach(Vec<ManaType>, AmountAst),
    /// "an amount of mana of that color equal to <amount>" after "Choose a color." (CR 607.2d).
    ChosenColorAmount(AmountAst),
    /// "one mana of the chosen color" (CR 607.2d, `grammar/mana/defined.rs`).
    ChosenColor,
    /// "one mana of any color in your commander's color identity" (CR 903.4).
    CommanderIdentity,
    /// "one mana of any type/color that a [basic] land you control / an opponent controls
    /// could produce" (CR 106.7).
    LandCouldProduce {
        /// Whose lands.
        whose: PlayersAst,
        /// "basic land".
        basic: bool,
        /// "any color" (rather than "any type").
        colors_only: bool,
    },
    /// "two mana in any combination of colors", "X mana in any combination of {U} and/or
    /// {B}" (CR 106.1; `grammar/mana/mod.rs`).
    Combination(Vec<ManaType>, AmountAst),
}

/// A token to create: "1/1 red Goblin creature token with haste".
#[derive(Clone, Debug, PartialEq)]
pub struct TokenAst {
    /// Power and toughness.
    pub pt: Option<(i32, i32)>,
    /// Colours; empty for colourless.
    pub colors: Vec<Color>,
    /// Subtypes ("Goblin").
    pub subtypes: Vec<String>,
    /// Card types ("artifact creature").
    pub types: Vec<CardType>,
    /// Supertypes ("legendary").
    pub supertypes: Vec<Supertype>,
    /// Keywords after "with".
    pub keywords: Vec<Keyword>,
    /// An explicit name ("named Kaldra").
    pub name: Option<String>,
    /// Abilities it has besides keywords, each with its text: a predefined token's
    /// (CR 111.10).
    pub abilities: Vec<(AbilityAst, String)>,
    /// "tapped": it enters the battlefield tapped (CR 110.5b).
    pub tapped: bool,
    /// "tapped and attacking": it enters attacking (CR 508.4).
    pub attacking: bool,
}

impl TokenAst {
    /// A plain creature token: "a 0/0 black Phyrexian Germ creature token".
    pub fn creature(pt: (i32, i32), colors: Vec<Color>, subtypes: Vec<String>) -> TokenAst {
        TokenAst {
            pt: Some(pt),
            colors,
            subtypes,
            types: vec![CardType::Creature],
            supertypes: Vec::new(),
            keywords: Vec::new(),
            name: None,
            abilities: Vec::new(),
            tapped: false,
            attacking: false,
        }
    }
}

/// Something damage can be dealt to, or prevented for.
#[derive(Clone, Debug, PartialEq)]
pub enum Recipient {
    /// An object (possibly a target that may also be a player).
    Obj(ObjRef),
    /// A player.
    Player(PlayerRef),
}

/// A reference to objects.
#[derive(Clone, Debug, PartialEq)]
pub enum ObjRef {
    /// The source itself (CR 201.5).
    SelfRef,
    /// "it", "its": the object mentioned before, or the triggering object.
    It,
    /// "that creature", "those cards": like `It`, but never the source itself, which a card
    /// names by its name (CR 201.5): after "~ deals damage", "that creature" is the
    /// triggering one.
    That,
    /// "that spell": the spell or ability the trigger event came from beside its triggering
    /// object (the one that targeted it, CR 603.2), else like `That`.
    ThatSpell,
    /// "target ...".
    Target(TargetAst),
    /// "each ...", "all ...", or in a trigger "a creature", "another Goblin".
    Each(ObjectPhrase),
    /// "enchanted creature", "equipped creature".
    Attached,
    /// "target player's graveyard": every card in a player's zone.
    CardsIn(Box<PlayerRef>, Zone),
    /// "all lands target player controls": each <phrase> a player controls.
    EachControlledBy(ObjectPhrase, Box<PlayerRef>),
    /// "the sacrificed creature", "the discarded card": what paid the cost (CR 601.2h).
    Paid,
    /// "the top creature card of your graveyard": the topmost <phrase> in a player's zone.
    TopCardIn(Box<PlayerRef>, grimoire_engine::Zone, ObjectPhrase),
    /// "the exiled card(s)", "all cards exiled with ~": the cards in exile this object
    /// exiled (CR 607.2a).
    ExiledWithSelf,
    /// "a creature dealt damage this way": each <phrase> the effect's damage was dealt to
    /// (CR 608.2h).
    DealtDamageThisWay(ObjectPhrase),
    /// "target creature and all other creatures with the same name as that creature": the
    /// object and each other <phrase> sharing its name (CR 201.2).
    WithSameName(Box<ObjRef>, ObjectPhrase),
    /// "the top three cards of your library" (CR 401.1).
    TopCardsOfLibrary(Box<AmountAst>),
    /// "they" right after an instruction creating tokens: the tokens created (CR 608.2c).
    Created,
}

/// A reference to players.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerRef {
    /// "you".
    You,
    /// "target player", "target opponent".
    Target(TargetAst),
    /// "each player".
    Each,
    /// "each opponent".
    EachOpponent,
    /// "its controller".
    ControllerOf(Box<ObjRef>),
    /// "its owner".
    OwnerOf(Box<ObjRef>),
    /// "that player": the player mentioned before, or the triggering player.
    That,
    /// "defending player" (CR 506.2).
    Defending,
    /// "that player or that planeswalker's controller": the player chosen for the target
    /// "player or planeswalker" named before, or that planeswalker's controller.
    TargetPlayerOrController,
}

/// "target <phrase>", "up to two target <phrase>", "any target" (CR 115).
#[derive(Clone, Debug, PartialEq)]
pub struct TargetAst {
    /// The target's description; may include players ("creature or player").
    pub phrase: ObjectPhrase,
    /// How many (min, max).
    pub count: (u8, u8),
    /// The words as written.
    pub text: String,
    /// "X target creatures", "up to X target lands": the number of targets is this amount
    /// (CR 601.2c); `count` is then (1, 255) or (0, 255).
    pub amount: Option<Box<AmountAst>>,
}

/// A noun phrase describing objects (and maybe players): "another nonblack creature you
/// control", "artifact or enchantment", "each creature without flying".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ObjectPhrase {
    /// "other", "another".
    pub other: bool,
    /// Alternatives joined by "or" ("artifact or enchantment"); each a conjunction.
    pub terms: Vec<Term>,
    /// Qualifiers after the noun ("you control", "with flying").
    pub suffixes: Vec<Suffix>,
}

/// One alternative of a phrase: adjectives and a head noun ("nonblack creature").
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Term {
    /// Adjectives, in order.
    pub adjs: Vec<Desc>,
    /// The head noun, if any ("black or red creature": only the last term has one).
    pub noun: Option<Noun>,
}

/// An adjective-like descriptor.
#[derive(Clone, Debug, PartialEq)]
pub enum Desc {
    /// A colour ("red") or its negation ("nonred").
    Color(Color, bool),
    /// "colorless".
    Colorless,
    /// "multicolored" (CR 105.2c).
    Multicolored,
    /// "monocolored" (CR 105.2b).
    Monocolored,
    /// A card type used as an adjective ("artifact creature", "noncreature").
    Type(CardType, bool),
    /// A subtype ("Goblin creature", "non-Aura").
    Subtype(String, bool),
    /// A supertype ("basic", "nonbasic", "legendary").
    Super(Supertype, bool),
    /// "tapped" / "untapped".
    Tapped(bool),
    /// "attacking".
    Attacking,
    /// "blocking".
    Blocking,
    /// "token" / "nontoken".
    Token(bool),
    /// "permanent" before "card": a card of a permanent type (CR 110.4b).
    Permanent,
    /// "face-down" (CR 708).
    FaceDown,
    /// "commander" / "commanders" (CR 903.3): "commander creatures you own".
    Commander,
    /// A state of combat: "blocked", "unblocked", "nonattacking" (`grammar/combat/mod.rs`).
    Combat(CombatStateAst),
}

/// A state of combat an object is in (CR 506.4, 509.1g, 509.1h), as an adjective
/// ("blocked", "nonattacking") or a qualifier after the noun ("blocking ~", "that's
/// attacking you").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CombatStateAst {
    /// "blocked".
    Blocked,
    /// "unblocked".
    Unblocked,
    /// "nonattacking".
    NotAttacking,
    /// "nonblocking".
    NotBlocking,
    /// "blocking ~", "blocking it".
    BlockingSelf,
    /// "blocked by ~", "blocked by it", "it's blocking", "~ is blocking".
    BlockedBySelf,
    /// "blocking or blocked by it".
    BlockingOrBlockedBySelf,
    /// "[that's] attacking you" (CR 506.2).
    AttackingYou,
}

/// The head noun of a phrase.
#[derive(Clone, Debug, PartialEq)]
pub enum Noun {
    /// A card type ("creature").
    Type(CardType),
    /// A subtype used as a noun ("Goblins", "Merfolk").
    Subtype(String),
    /// "permanent".
    Permanent,
    /// "spell".
    Spell,
    /// "card".
    Card,
    /// "token".
    Token,
    /// "commander" (CR 903.3): a permanent that is a commander.
    Commander,
    /// "player".
    Player,
    /// "opponent".
    Opponent,
    /// "planeswalker" alongside "player" is a type; this is "source".
    Source,
}

/// A qualifier after the noun.
#[derive(Clone, Debug, PartialEq)]
pub enum Suffix {
    /// "with flying" / "without flying".
    Keyword(Keyword, bool),
    /// "you control", "an opponent controls".
    ControlledBy(PlayersAst),
    /// "you don't control".
    NotControlledBy(PlayersAst),
    /// "you own".
    OwnedBy(PlayersAst),
    /// "with power N or less".
    Power(Cmp, i32),
    /// "with lesser power", "with greater power": compared to the source's power.
    PowerVsSelf(Cmp),
    /// "with toughness N or greater".
    Toughness(Cmp, i32),
    /// "with mana value N or less", "with mana value X", "with mana value equal to the number
    /// of charge counters on ~".
    ManaValue(Cmp, AmountAst),
    /// "from your graveyard", "in a graveyard", "from your hand": zone and whose.
    Zone(Zone, PlayersAst),
    /// "drawn this turn".
    DrawnThisTurn,
    /// "with an activated ability that isn't a mana ability".
    NonManaAbility,
    /// "from their graveyard": a zone of the player mentioned before (a target player).
    TheirZone(Zone),
    /// "of the chosen color", "of that color" (CR 607.2d).
    ChosenColor,
    /// "of the chosen type".
    ChosenType,
    /// "named Avarax", "named ~" (CR 201.2): the card name as written.
    Named(String),
    /// "not named ~" (CR 201.2).
    NotNamed(String),
    /// "blocking or blocked by ~" (CR 509.1).
    BlockingOrBlockedBySelf,
    /// "defending player controls" (CR 506.2): of the attacking source, or of the attacking
    /// creature it is attached to.
    ControlledByDefending,
    /// "with a morph ability", "with morph abilities" (CR 702.37).
    Morph,
    /// "that was dealt damage this turn" (`grammar/turn.rs`).
    DealtDamageThisTurn,
    /// "that attacked this turn" (`true`), "that didn't attack this turn" (`grammar/turn.rs`).
    AttackedThisTurn(bool),
    /// "that targets <phrase>" (CR 115.9b); `None`: "that targets ~".
    Targets(Option<Box<ObjectPhrase>>),
    /// "with a single target" (CR 115.9a).
    SingleTarget,
    /// "from a single graveyard": in any graveyard, and the objects chosen all have one owner.
    SingleGraveyard,
    /// "another target" after "any target" (Arc Trail): a constraint on the set of targets,
    /// not on the object: it differs from the spell's other targets (CR 115.3).
    OtherTargets,
    /// A state of combat: "blocking ~", "it's blocking", "that's attacking you" (`grammar/combat/mod.rs`).
    Combat(CombatStateAst),
    /// "other than a basic land card": not matching the phrase.
    OtherThan(Box<ObjectPhrase>),
    /// "that player or that planeswalker's controller controls" after a target: controlled by
    /// the player chosen for the target "player or planeswalker" before it, or by the
    /// planeswalker's controller (CR 601.2c).
    ControlledByTargetPlayer,
    /// "with the chosen name" (CR 201.3): the name chosen for the source.
    ChosenName,
    /// "with a +1/+1 counter on it", "with three or more ki counters on it", "without a ...
    /// counter on it" (CR 122.1): at least `min` counters of the kind, and at most `max`.
    Counters {
        /// The kind as written ("+1/+1", "ki").
        kind: String,
        /// The fewest counters of the kind.
        min: u32,
        /// The most, when bounded ("without": 0).
        max: Option<u32>,
    },
}

impl AmountAst {
    /// Whether an amount reads "they"/"that player" ("for each creature they control").
    pub fn reads_that_player(&self) -> bool {
        match self {
            AmountAst::HandSize(PlayerRef::That) | AmountAst::CardsInTheir(..) => true,
            AmountAst::CountControlledBy(_, who) => **who == PlayerRef::That,
            AmountAst::Minus(a, b) | AmountAst::Plus(a, b) => a.reads_that_player() || b.reads_that_player(),
            AmountAst::Times(_, a) | AmountAst::Neg(a) => a.reads_that_player(),
            _ => false,
        }
    }
}

/// A change to the structure of turns or to what a player may do this turn (CR 500.7,
/// 614.10, 305.2, 601.3, 119.5).
#[derive(Clone, Debug, PartialEq)]
pub enum TurnEffectAst {
    /// "takes N extra turns after this one".
    ExtraTurns(u32),
    /// "skips their next turn".
    SkipTurn,
    /// "skips their next <step>" / "skip your <step> this turn".
    SkipStep {
        /// The step.
        step: Step,
        /// This turn's (rather than the next one).
        this_turn: bool,
    },
    /// "can't play lands this turn".
    CantPlayLands,
    /// "can't cast <kinds> spells this turn".
    CantCast(SpellKindsAst),
    /// "may play N additional lands this turn".
    AdditionalLands(u32),
    /// "'s life total becomes <amount>".
    LifeBecomes(AmountAst),
    /// "may cast <kinds> spells this turn as though they had flash".
    FlashFor(SpellKindsAst),
}

/// Kinds of spells named in a rule: "creature and enchantment", "Sliver".
#[derive(Clone, Debug, PartialEq)]
pub enum SpellKindsAst {
    /// Spells of one subtype.
    Subtype(String),
    /// Spells of any of these card types.
    Types(Vec<CardType>),
    /// Any spell ("cast spells").
    Any,
    /// "spells with the chosen name" (CR 201.3).
    ChosenName,
}

/// A rule for players set by a static ability (CR 101.2, 305.2b, 601.3).
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerRuleAst {
    /// "can't play lands".
    CantPlayLands,
    /// "can't cast <kinds> spells".
    CantCast(SpellKindsAst),
    /// "can't cast more than one spell each turn".
    OneSpellEachTurn,
    /// "may cast <kinds> spells as though they had flash".
    FlashFor(SpellKindsAst),
    /// "Play with the top card of your library revealed." (`revealed`), "You may look at the
    /// top card of your library any time." (CR 401.5).
    SeeTopCard {
        /// Every player sees it (rather than the player alone).
        revealed: bool,
    },
    /// "You may play lands [and cast <kinds> spells] from the top of your library." (CR
    /// 305.1, 601.2a).
    PlayFromTop {
        /// Lands may be played from there.
        lands: bool,
        /// The spells that may be cast from there; `None` when none may.
        spells: Option<SpellKindsAst>,
    },
    /// "can't cast spells from graveyards or libraries".
    CantCastFrom(Vec<Zone>),
}

/// A condition on this turn's history (CR 603.4), as `grammar/turn.rs` reads it.
#[derive(Clone, Debug, PartialEq)]
pub enum HistoryAst {
    /// "If this ability has been activated N or more times this turn" (CR 602.1).
    AbilityActivated(u32),
    /// "a creature died this turn".
    CreatureDied,
    /// "<player> cast a spell this turn".
    CastSpell(WhoseAst),
    /// "<player> cast a <colour> spell this turn".
    CastSpellOfColor(WhoseAst, Color),
    /// "<player> played a land this turn".
    PlayedLand(WhoseAst),
    /// "N or more spells were cast last turn" (all players together), "a player cast N or
    /// more spells last turn" (`one_player`).
    SpellsCastLastTurn {
        /// The least number of spells.
        at_least: u32,
        /// Counted for each player alone, rather than for all together.
        one_player: bool,
    },
    /// "~ was blocked this turn", "it was blocked this turn".
    SourceWasBlocked,
    /// "~ entered the battlefield this turn".
    SourceEntered,
    /// "~ is blocked".
    SourceBlocked,
    /// "~ was dealt damage this turn".
    SourceDealtDamage,
    /// "~ dealt damage to an opponent this turn".
    SourceDamagedOpponent,
    /// "~ attacked this turn".
    SourceAttacked,
    /// "<player> was dealt damage this turn".
    PlayerDealtDamage(WhoseAst),
    /// Attackers were declared this turn (CR 508.1): negated, "before attackers are declared".
    AttackersDeclared,
    /// "it came under your control this turn".
    SourceNewlyControlled,
    /// "<player> gained [N or more] life this turn" (at least N, 1 without a number).
    LifeGained(WhoseAst, u32),
}

/// A state of an object in "as long as it's <state>" (CR 611.3b): "attacking", "tapped",
/// "black", "a Zombie", "a basic Forest", "not attacking", "red or green".
#[derive(Clone, Debug, PartialEq)]
pub enum StateAst {
    /// "attacking".
    Attacking,
    /// "blocking".
    Blocking,
    /// "enchanted".
    Enchanted,
    /// "tapped".
    Tapped,
    /// "untapped".
    Untapped,
    /// "monstrous" (CR 701.37b).
    Monstrous,
    /// A colour.
    Color(Color),
    /// "a Zombie".
    Subtype(String),
    /// "an artifact".
    Type(CardType),
    /// "a basic Forest".
    BasicLand(grimoire_engine::BasicLandType),
    /// "not <state>".
    Not(Box<StateAst>),
    /// "<state> or <state>".
    Or(Vec<StateAst>),
    /// "renowned" (CR 702.112b).
    Renowned,
}

/// A blocking restriction (CR 509.1b). Creatures are alternatives ("Walls and/or creatures
/// with flying"), each phrase read whole; no alternatives means any creature.
#[derive(Clone, Debug, PartialEq)]
pub enum BlockRuleAst {
    /// "can't be blocked by <creatures>"; with no alternatives, "can't be blocked".
    NotBlockedBy(Vec<ObjectPhrase>),
    /// "can't be blocked except by <creatures>".
    OnlyBlockedBy(Vec<ObjectPhrase>),
    /// "can't block <creatures>".
    CantBlock(Vec<ObjectPhrase>),
    /// "can't be blocked except by N or more creatures".
    MinBlockers(u32),
    /// The rule, only while the defending player controls a <phrase>.
    IfDefenderControls(ObjectPhrase, Box<BlockRuleAst>),
}

/// A number an object has: "power", "toughness", "mana value" (CR 208, 202.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatAst {
    /// "power" (CR 208).
    Power,
    /// "toughness" (CR 208).
    Toughness,
    /// "mana value" (CR 202.3).
    ManaValue,
}

/// A number in the text (CR 107.1).
#[derive(Clone, Debug, PartialEq)]
pub enum AmountAst {
    /// A fixed number.
    Num(i32),
    /// "the number of <phrase> they control" counted for each player in turn ("Each
    /// player's life total becomes the number of creatures they control").
    CountEachControls(ObjectPhrase),
    /// "for each other creature you control" on an Aura: the phrase's objects other than
    /// the enchanted one (the phrase is given without its "other").
    CountOtherThanAttached(ObjectPhrase),
    /// "for each other enchantment" on an Aura: the phrase's objects other than the source.
    CountOthers(ObjectPhrase),
    /// "for each creature that died this turn" (CR 700.4).
    CreaturesDiedThisTurn,
    /// "for each [nontoken] creature put into your graveyard from the battlefield this turn".
    DiedIntoYourGraveyardThisTurn {
        /// Only nontoken creatures.
        nontoken: bool,
    },
    /// X (CR 107.3).
    X,
    /// "the number of <phrase>".
    Count(ObjectPhrase),
    /// "its power", "~'s power".
    PowerOf(ObjRef),
    /// "its toughness".
    ToughnessOf(ObjRef),
    /// "its mana value" (CR 202.3).
    ManaValueOf(ObjRef),
    /// "the number of <phrase> <player> controls".
    CountControlledBy(ObjectPhrase, Box<PlayerRef>),
    /// N times an amount ("+2/+0 for each ...").
    Times(i32, Box<AmountAst>),
    /// The negation.
    Neg(Box<AmountAst>),
    /// "that much": the amount of the trigger event (damage dealt).
    ThatMuch,
    /// "the number of basic land types among lands you control" (domain).
    Domain,
    /// "your devotion to <colour> [and <colour>]" (CR 700.5).
    Devotion(Vec<Color>),
    /// "your devotion to that color" after "Choose a color." (CR 700.5, 607.2d).
    DevotionToChosenColor,
    /// "the number of creatures in your party" (CR 700.8).
    Party,
    /// "the number of <kind> counters on <object>" (CR 122).
    CountersOn(ObjRef, String),
    /// "the number of cards in <player>'s hand".
    HandSize(PlayerRef),
    /// "<amount> minus <amount>" (CR 107.1b: a negative result is treated as 0 where a
    /// number of damage or life is meant).
    Minus(Box<AmountAst>, Box<AmountAst>),
    /// "creature blocking <object> [beyond the first]": the blockers less the number given.
    BlockersOf(ObjRef, i32),
    /// "the number of cards revealed this way" (the cards the previous instruction revealed).
    RevealedThisWay,
    /// The sum of two amounts ("{B}, then an additional {B} for each ...").
    Plus(Box<AmountAst>, Box<AmountAst>),
    /// "the damage already dealt to <player> this turn" (`grammar/turn.rs`).
    DamageDealtThisTurnTo(PlayerRef),
    /// "the greatest power among <phrase>", "the highest mana value among <phrase>" (CR 208,
    /// 202.3): of permanents.
    Greatest(StatAst, ObjectPhrase),
    /// "half <amount>, rounded up/down" (`true`: up; CR 107.1a).
    Half(Box<AmountAst>, bool),
    /// "card(s) in their graveyard": cards matching the phrase in a zone of the player named
    /// before ("that player").
    CardsInTheir(ObjectPhrase, Zone),
    /// "the damage dealt this way", "the life lost this way": what the earlier instruction
    /// of the same resolution did (CR 608.2h).
    DoneThisWay,
    /// "the greatest number of cards a player discarded this way": the most cards one player
    /// discarded in the previous action (CR 608.2h).
    MostDiscardedByOnePlayer,
    /// "the amount of mana spent to cast it", or "the number of colors of mana spent to cast
    /// it" (CR 601.2h, 702.44a).
    ManaSpent {
        /// The number of colours rather than the amount.
        colors: bool,
    },
    /// "for each time it was kicked", "the number of times ~ was kicked" (CR 702.33c).
    TimesKicked,
}

/// "An opponent separates those cards into two piles. Put one pile into your hand and the
/// other into your graveyard." (CR 700.3).
#[derive(Clone, Debug, PartialEq)]
pub struct PilesAst {
    /// The objects separated.
    pub what: PileCardsAst,
    /// Who separates them into two piles.
    pub separator: PilePlayerAst,
    /// Who chooses one of the piles.
    pub chooser: PilePlayerAst,
    /// What happens to the chosen pile.
    pub chosen: PileFateAst,
    /// What happens to the other pile (`None`: nothing).
    pub other: Option<PileFateAst>,
}

/// What is separated into piles.
#[derive(Clone, Debug, PartialEq)]
pub enum PileCardsAst {
    /// "Reveal the top N cards of your library": those cards.
    RevealTop(AmountAst),
    /// "all permanents target player controls".
    Objects(ObjRef),
}

/// Who separates the piles or chooses one.
#[derive(Clone, Debug, PartialEq)]
pub enum PilePlayerAst {
    /// "you", "that player".
    Player(PlayerRef),
    /// "An opponent" (the controller's choice among several).
    AnOpponent,
}

/// What happens to a pile's objects.
#[derive(Clone, Debug, PartialEq)]
pub enum PileFateAst {
    /// "Put that pile into your hand", "... into your graveyard".
    Zone(Zone),
    /// "That player sacrifices all permanents in the pile of their choice."
    Sacrifice(PlayerRef),
    /// "Destroy all creatures in the pile of that player's choice. They can't be
    /// regenerated." (`regenerate` false).
    Destroy {
        /// False with "They can't be regenerated." (CR 701.19c).
        regenerate: bool,
    },
}

/// The zones of yours a search looks through besides your library (CR 701.23a): "your
/// library and graveyard" (both searched), "your library and/or graveyard", "your graveyard,
/// hand, and/or library" (searching the library is your choice: `library_optional`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AlsoSearched {
    /// Your graveyard is searched too.
    pub graveyard: bool,
    /// Your hand is searched too.
    pub hand: bool,
    /// "and/or": searching your library is your choice.
    pub library_optional: bool,
}

/// How the cards a library search finds must go together (CR 701.23).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum SearchSetAst {
    /// Any cards the phrase describes.
    #[default]
    Any,
    /// "a Forest card and a Plains card": one card for each phrase.
    EachOf(Vec<ObjectPhrase>),
    /// "that share a land type".
    ShareLandType,
    /// "with different names".
    DifferentNames,
}
