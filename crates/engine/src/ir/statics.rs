//! Static abilities (CR 604) and the restrictions they put on objects ("can't attack",
//! "doesn't untap", CR 508.1c, 509.1b, 502.3).

use crate::ir::{
    Amount, BasicLandType, ChoiceKind, Color, Condition, Cost, CounterKind, Filter, Keyword, LayerEffect, ManaCost,
    ObjectId, PlayerFilter, PlayerRule, Replacement, Step, TargetSpec, Zone,
};
use serde::{Deserialize, Serialize};

/// A static ability (CR 604): read by the layer system and the rules that ask.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StaticAbility {
    /// A continuous effect on the objects matching `affected` (CR 611.3), applied in the
    /// layer of `effect`, while `condition` holds.
    Continuous { affected: Filter, effect: LayerEffect, condition: Option<Condition> },
    /// Spells matching `spells` cost `amount` generic more (negative: less) (CR 601.2f).
    CostChange { spells: Filter, amount: i32, whose: PlayerFilter },
    /// Each player matching `who` may play `n` additional lands each turn (CR 305.2).
    AdditionalLands { who: PlayerFilter, n: u32 },
    /// Enters the battlefield tapped (CR 614.1c).
    EntersTapped,
    /// "~ enters the battlefield tapped unless you control a Plains or an Island." (CR
    /// 614.1c): enters tapped if `condition` holds for it as it enters (an "unless" is the
    /// negation); it is checked once, as the permanent enters.
    EntersTappedIf(Condition),
    /// "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the
    /// battlefield tapped." (shock lands) and "As ~ enters the battlefield, you may reveal a
    /// Plains or Island card from your hand. If you don't, ~ enters the battlefield tapped."
    /// (CR 614.12, 119.4): as it enters, from any zone, its controller chooses whether to
    /// make the payment; a player who can't (too little life, no such card) isn't asked.
    EntersTappedUnless(EnterPayment),
    /// "You may have this permanent enter with an additional +1/+1 counter on it." (unleash,
    /// CR 702.98a; riot, 702.136a, with `otherwise: Some(Haste)` for "If you don't, it gains
    /// haste."): as it enters, from any zone, its controller chooses whether it enters with
    /// one more counter of `kind`; if not, it gains `otherwise` for as long as it stays on
    /// the battlefield. Each instance works separately (CR 702.136b).
    MayEnterWithCounter { kind: CounterKind, otherwise: Option<Keyword> },
    /// "You may have ~ enter the battlefield as a copy of any <object> on the battlefield"
    /// (CR 614.1c, 707.5): as the permanent spell resolves its controller may choose an
    /// object matching `of`; the permanent enters with that object's copiable values (707.2).
    EntersAsCopy { of: Filter },
    /// Enters with counters (CR 614.1c).
    EntersWithCounters { kind: CounterKind, amount: Amount },
    /// Damage that would be dealt matching the filter is prevented (CR 615).
    PreventDamage { to: Filter, from: Filter, combat_only: bool },
    /// "Enchant <object or player>" (CR 702.5a): what this Aura can target as a spell and be
    /// attached to (CR 303.4a, 303.4d). Added by the Oracle compiler (cards crate).
    Enchant(TargetSpec),
    /// "This spell can't be countered." (CR 101.2: a "can't" beats a "can"; applies on the
    /// stack). Added by the Oracle compiler (cards crate).
    CantBeCountered,
    /// "Skip your draw step." and the like: a replacement effect (CR 614.1b, 614.10) on the
    /// steps of players matching `whose`.
    SkipStep { step: Step, whose: PlayerFilter },
    /// "You have shroud." (CR 702.18a, 702.18b for players): players matching `who` have
    /// the keyword.
    PlayerKeyword { who: PlayerFilter, keyword: Keyword },
    /// "Prevent all damage that would be dealt to you." (CR 615.1a): damage to players
    /// matching `who` is prevented.
    PreventDamageToPlayer { who: PlayerFilter },
    /// "If a player would gain life, that player gains no life instead." (CR 614.1a):
    /// players matching `who` gain no life.
    NoLifeGain { who: PlayerFilter },
    /// "If you control a creature, damage that would reduce your life total to less than 1
    /// reduces it to 1 instead." (CR 614.1a), while `condition` holds.
    LifeFloorOne { who: PlayerFilter, condition: Option<Condition> },
    /// A replacement or prevention effect as data (CR 614, 615), applied by the
    /// `replacement` module when the event it watches for would happen.
    Replacement(Replacement),
    /// "Creatures can't attack you unless their controller pays {2} for each creature they
    /// control that's attacking you." and the like (CR 508.1d, 508.1g-h, 509.1c-e): each
    /// creature matching `affected` that attacks (when `attack`) a defender matching
    /// `defender` (any, when `None`; the player, or also their planeswalkers with
    /// `planeswalkers`), or that blocks (when `block`), costs `cost` with {X} = `x`,
    /// `times` times.
    CombatCost {
        attack: bool,
        block: bool,
        affected: Filter,
        defender: Option<PlayerFilter>,
        planeswalkers: bool,
        cost: ManaCost,
        x: Amount,
        times: Amount,
    },
    /// "You may <cost> rather than pay this spell's mana cost." (CR 118.9): an alternative
    /// cost the spell's caster may pay instead of its mana cost, if `condition` holds.
    /// `text` is how players name it (CR 113.6d: it works as the spell is cast).
    AlternativeCost { cost: Cost, condition: Option<Condition>, text: String },
    /// "As an additional cost to cast this spell, <cost>." (CR 118.8, 601.2b, 601.2h).
    AdditionalCost(Cost),
    /// Spells matching `spells` cast by players matching `whose` cost `mana` more, coloured
    /// symbols included ("White spells you cast cost {W} more to cast", CR 601.2f).
    CostIncrease { spells: Filter, whose: PlayerFilter, mana: ManaCost },
    /// "As ~ enters the battlefield, choose a color." (CR 614.12a, 607.2d): its controller
    /// chooses as it enters; its other abilities read the choice.
    EntersWithChoice(ChoiceKind),
    /// "Kicker [cost]" (CR 702.33a): the caster may pay an additional cost; the spell is then
    /// "kicked" (702.33d). Each printed kicker cost is one of these (702.33b).
    /// `text` is how players name it ("Kicker {2}").
    Kicker { cost: Cost, text: String },
    /// "Buyback [cost]" (CR 702.27a): an optional additional cost; if paid, the spell goes to
    /// its owner's hand instead of the graveyard as it resolves.
    Buyback { cost: Cost, text: String },
    /// "Flashback [cost]" (CR 702.34a): the card may be cast from its owner's graveyard by
    /// paying this cost rather than its mana cost; then it is exiled whenever it would leave
    /// the stack.
    Flashback { cost: Cost, text: String },
    /// "Disturb [cost]" (CR 702.146a), on a transforming double-faced card's front face: the
    /// card may be cast transformed from its owner's graveyard by paying this cost rather
    /// than its mana cost (`casting/card_faces.rs`).
    Disturb { cost: Cost, text: String },
    /// "You may cast ~ as though it had flash[ if you pay {2} more to cast it]." (CR 601.3,
    /// 702.8a): the card may be cast any time its owner could cast an instant, paying
    /// `extra` more when cast at a time only that permission allows.
    FlashPermission { extra: ManaCost },
    /// "If ~ was kicked, it enters the battlefield with N +1/+1 counters on it." (CR 614.1c,
    /// 702.33e): enters with counters when `condition` holds for the entering permanent.
    EntersWithCountersIf { kind: CounterKind, amount: Amount, condition: Condition },
    /// "You may choose not to untap ~ during your untap step." (CR 502.3): its controller is
    /// asked in the untap step whether to untap it.
    MayNotUntap,
    /// The spell's target slots (by index) that belong to a part it has only if it is cast a
    /// certain way (`when`): kicked (`Condition::Kicked`, CR 702.33g), or during its caster's
    /// main phase (`Condition::CastInYourMainPhase`, addendum: "If you cast this spell during
    /// your main phase, you may exile up to one other target ..."). They are chosen only
    /// then (CR 601.2c). Added by the Oracle compiler; `when` holds no reference.
    PartTargets { when: Condition, slots: Vec<u8> },
    /// "Players have no maximum hand size." (`change: None`), "Your maximum hand size is
    /// reduced by four." (`Some(-4)`): the hand size of players matching `who` (CR 402.2).
    MaxHandSize { who: PlayerFilter, change: Option<i32> },
    /// "Creature spells can't be countered." (CR 101.2): spells matching the filter.
    SpellsCantBeCountered(Filter),
    /// "Creatures with power greater than the number of cards in your hand can't attack."
    /// (CR 508.1c): a creature whose power is greater than the amount (counted for the
    /// source) can't attack.
    CantAttackPowerAbove(Amount),
    /// "Cast this spell only during combat." (CR 601.3): the card can be cast only while
    /// `condition` holds for its caster. `text` is the sentence.
    CastRestriction { condition: Condition, text: String },
    /// "If an opponent controls seven or more lands, this spell costs {6} less to cast."
    /// (CR 601.2f): the spell's own cost changes by `amount` generic (negative: less) while
    /// `condition` holds for its caster; with `per`, by `amount` times that count, counted for
    /// the caster as the cost is determined ("for each artifact you control": affinity, CR
    /// 702.41a; "for each creature on the battlefield", "for each creature card in your
    /// graveyard").
    SelfCostChange {
        condition: Condition,
        amount: i32,
        #[serde(default)]
        per: Option<Amount>,
    },
    /// "Evoke [cost]" (CR 702.74a): the card may be cast for `cost` rather than its mana cost
    /// (an alternative cost, CR 118.9); the permanent it becomes is then sacrificed as it
    /// enters, by a trigger the engine makes (`triggers/keyword_abilities.rs`).
    Evoke { cost: Cost, text: String },
    /// "Dash [cost]" (CR 702.109a): the card may be cast for `cost` rather than its mana cost
    /// (an alternative cost, CR 118.9); the permanent it becomes then returns to its owner's
    /// hand at the beginning of the next end step (`triggers/delayed.rs`), and has haste as
    /// long as its dash cost was paid (a static the Oracle compiler adds, `Condition::DashPaid`).
    /// "Blitz [cost]" (CR 702.152a) with `blitz`: the same alternative cost, but the permanent
    /// is sacrificed at the beginning of the next end step instead; the compiler adds haste
    /// and "When this creature dies, draw a card." as long as the blitz cost was paid.
    Dash {
        cost: Cost,
        text: String,
        #[serde(default)]
        blitz: bool,
    },
    /// "Overload [cost]" (CR 702.96a): the spell may be cast for `cost` rather than its mana
    /// cost (an alternative cost, CR 118.9); cast so, its text is changed, every "target"
    /// becoming "each" (CR 702.96c, 612): `effect` is its spell effect so changed, without
    /// targets (CR 702.96b). The Oracle compiler fills `effect` from the card's other lines.
    Overload { cost: Cost, text: String, effect: crate::ir::Effect },
    /// "Madness [cost]" (CR 702.35a): discarded, the card is exiled instead, and its owner may
    /// cast it for `cost` while its madness trigger resolves (`casting/madness.rs`).
    Madness { cost: Cost, text: String },
    /// "Miracle [cost]" (CR 702.94a): its owner may reveal the card as they draw it, if it is
    /// the first card they drew this turn; its linked trigger ([`crate::ir::TriggerEvent::MiracleRevealed`])
    /// then lets them cast it for `cost` rather than its mana cost (`casting/miracle.rs`).
    Miracle { cost: Cost, text: String },
    /// "Devour N" (CR 702.82a), "Devour artifact N" (702.82c): as the permanent enters, its
    /// controller may sacrifice any number of other permanents matching `what` they control;
    /// it enters with `n` +1/+1 counters for each one sacrificed (`effects/devour.rs`).
    Devour { what: Filter, n: u32 },
    /// "Amplify N" (CR 702.38a): enters with N +1/+1 counters for each card revealed from the
    /// hand that shares a creature type with it (`effects/amplify.rs`).
    Amplify(u32),
    /// "If you cast it any time a sorcery couldn't have been cast, the controller of the
    /// permanent it becomes sacrifices it at the beginning of the next cleanup step." (CR
    /// 603.7, 514.3a): a permanent spell cast under its flash permission at a time a sorcery
    /// couldn't have been cast gets this delayed trigger as it enters.
    SacrificeAtCleanupIfFlashed,
    /// "Morph [cost]" (CR 702.37a): the card may be cast face down as a 2/2 for {3} (an
    /// alternative cost, 702.37c), and a face-down permanent with it may be turned face up
    /// any time its controller has priority by paying `cost` (a special action, 702.37e).
    /// `text` is how players name it ("Morph {2}{W}{W}"). `megamorph` (CR 702.37b): a
    /// +1/+1 counter is put on it as it is turned face up for this cost. `disguise` ("Disguise
    /// [cost]", CR 702.168a): cast face down so, it is a 2/2 with ward {2}; turned face up
    /// the same way (702.168d).
    Morph {
        cost: Cost,
        text: String,
        megamorph: bool,
        #[serde(default)]
        disguise: bool,
    },
    /// A rule for players matching `who` ("Players can't play lands.", "You can't cast
    /// creature spells.", "Any player may cast creature spells as though they had flash.",
    /// CR 101.2, 305.2b, 601.3): `turn_structure`.
    PlayerRule { who: PlayerFilter, rule: PlayerRule },
    /// "No more than two creatures can attack you each combat." (`you_only`), "No more than
    /// one creature can attack / block each combat." (CR 508.1c, 509.1b): a restriction on the
    /// declaration as a whole.
    MaxCombatants { block: bool, you_only: bool, max: u32 },
    /// "Foretell [cost]" (CR 702.143a) and "Plot [cost]" (CR 702.170a): while the card is in
    /// its owner's hand, they may exile it as a special action (CR 116.2h, 116.2k) on their
    /// turn: paying {2} and face down (foretell), or paying `cost` (plot, main phase and empty
    /// stack only). After that turn has ended they may cast it from exile: for `cost` rather
    /// than its mana cost (foretell), or without paying its mana cost in their main phase
    /// while the stack is empty (plot). `text` is how players name it ("Foretell {1}{U}").
    ExileToCastLater { kind: LaterCast, cost: Cost, text: String },
    /// "Entwine [cost]" (CR 702.42a), on a modal spell: the caster may pay this additional
    /// cost to choose all its modes instead of the number specified; they are followed in
    /// the order written (702.42b). `text` is how players name it ("Entwine {2}").
    Entwine { cost: Cost, text: String },
    /// "You may exert ~ as it attacks." (CR 701.43d): an optional cost to attack (508.1g);
    /// an exerted creature won't untap during its controller's next untap step (701.43a).
    /// Its linked "When you do" ability (CR 607.2h) triggers on `TriggerEvent::Exerted`.
    ExertAsAttacks,
    /// "Retrace" (CR 702.81a) and "Jump-start" (CR 702.133a): the card may be cast from its
    /// owner's graveyard by paying `additional` (discarding a land card, or any card) in
    /// addition to its other costs: its mana cost, not an alternative cost (CR 601.2b,
    /// 601.2f). With `exile` (jump-start, 702.133a), a spell cast this way is exiled instead
    /// of going anywhere else when it would leave the stack. `text` is how players name it.
    CastFromGraveyard { additional: Cost, exile: bool, text: String },
    /// "Activated abilities of <objects> can't be activated [unless they're mana
    /// abilities]." (CR 602.5): no player may activate an activated ability of an object
    /// matching `of`: permanents, or with `anywhere` objects in every zone ("sources with the
    /// chosen name": a card's cycling in a hand too); its mana abilities (CR 605) too unless
    /// `mana_allowed` ("unless they're mana abilities").
    CantActivate { of: Filter, anywhere: bool, mana_allowed: bool },
    /// "Creature cards in graveyards and libraries can't enter the battlefield." (CR 101.2):
    /// a card matching `of` in one of the zones `from` stays where it is when an effect
    /// would put it onto the battlefield.
    CantEnterFrom { of: Filter, from: Vec<Zone> },
    /// "Dredge N" (CR 702.52a): functions only while the card is in a graveyard: as long as its
    /// owner has at least N cards in their library, if they would draw a card, they may instead
    /// mill N cards and return this card to their hand (`replacement/dredge.rs`).
    Dredge(u32),
    /// "Multikicker [cost]" (CR 702.33c): a kicker cost the caster may pay any number of
    /// times; the spell is kicked that many times. `text` names it ("Multikicker {2}").
    Multikicker { cost: Cost, text: String },
    /// "Spree" (CR 702.172a), on a modal spell whose modes are chosen one or more: as an
    /// additional cost to cast it (CR 601.2b, 601.2f), its controller pays the cost of each
    /// mode chosen. `costs` are the modes' costs, in the order the modes are written.
    Spree { costs: Vec<ManaCost> },
    /// An optional additional cost named by its keyword, whose payment the card's linked
    /// abilities read ([`crate::ir::Condition::KeywordCostPaid`]): "Bargain" (CR 702.166a:
    /// "you may sacrifice an artifact, enchantment, or token"; paid, the spell is "bargained",
    /// 702.166b) and "Offspring [cost]" (CR 702.175a). `text` is how players name it.
    KeywordCost { keyword: PaidKeyword, cost: Cost, text: String },
}

/// The keywords of optional additional costs whose payment a card's abilities read
/// ([`StaticAbility::KeywordCost`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PaidKeyword {
    /// CR 702.166.
    Bargain,
    /// CR 702.175.
    Offspring,
    /// CR 702.78: "you may tap two untapped creatures you control that each share a color
    /// with it"; paid, its cast trigger copies the spell.
    Conspire,
}

/// The keywords that exile a card from its owner's hand to be cast on a later turn
/// ([`StaticAbility::ExileToCastLater`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LaterCast {
    /// Foretell (CR 702.143): exiled face down for {2}, cast later for the foretell cost.
    Foretell,
    /// Plot (CR 702.170): exiled face up for the plot cost, cast later without paying its
    /// mana cost, at sorcery timing.
    Plot,
}

/// What a permanent's controller may do as it enters so that it doesn't enter tapped (CR
/// 614.12): pay life, or reveal a card of a kind from their hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnterPayment {
    Life(u32),
    Reveal(Filter),
}

/// A rule-changing restriction on a permanent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Restriction {
    CantAttack,
    CantBlock,
    CantAttackOrBlock,
    DoesntUntap,
    /// "can block only creatures with flying".
    CanBlockOnlyFlyers,
    /// "can't be blocked".
    Unblockable,
    /// "attacks each combat if able" (CR 508.1d requirement). Added by the Oracle compiler.
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
    CantAttackUnlessDefenderControls(BasicLandType),
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
    /// "If that creature would die this turn, exile it instead." (CR 614.1a, 700.4), or with
    /// `leaving`, "If it would leave the battlefield, exile it instead of putting it anywhere
    /// else." (CR 614.1a; unearth, CR 702.84a): the replacement effect a resolved spell or
    /// ability created for this object, for as long as the grant lasts.
    ExiledInstead {
        /// Leaving the battlefield for any zone but exile, not only dying.
        leaving: bool,
    },
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
    /// "<creature> blocks <that attacker> this turn if able" (CR 509.1c requirement), the
    /// attacker fixed as the effect began.
    MustBlock(ObjectId),
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
}
