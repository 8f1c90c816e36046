//! Abilities as programs: the small instruction language the Oracle compiler targets.
//!
//! A spell's effect, an activated ability's effect and a triggered ability's effect are all
//! an [`Effect`]: the targets it chooses when put on the stack, then a list of [`Instr`]
//! executed in order on resolution (CR 608.2). Static abilities are [`StaticAbility`]
//! values the layer system reads (CR 613). The engine only executes these; it never reads
//! card text.

use crate::card::CardDef;
use crate::ids::ObjectId;
use crate::mana::{Color, ManaCost, ManaType};
use crate::types::{CardType, Keyword, Step, Supertype, Zone};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// An ability of a card (CR 113).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ability {
    /// A keyword ability the engine implements by its name (CR 702).
    Keyword(Keyword),
    /// The effect of an instant or sorcery spell (CR 113.3a).
    Spell(Effect),
    /// "Cost: Effect." (CR 602).
    Activated(ActivatedAbility),
    /// "When/Whenever/At ..., effect." (CR 603).
    Triggered(TriggeredAbility),
    /// A static ability (CR 604).
    Static(StaticAbility),
}

impl Ability {
    /// The intrinsic mana ability of a basic land type (CR 305.6): "{T}: Add {G}." for Forest.
    pub fn basic_land_mana(t: BasicLandType) -> Ability {
        let color = t.color();
        Ability::Activated(ActivatedAbility {
            cost: Cost::tap(),
            effect: Effect::new(vec![Instr::AddMana(ManaProduce::Fixed(vec![ManaType::Colored(color)]))]),
            is_mana_ability: true,
            sorcery_speed: false,
            once_per_turn: false,
            condition: None,
            zone: Zone::Battlefield,
            text: format!("{{T}}: Add {{{}}}.", color.letter()),
            max_per_turn: None,
            any_player: false,
        })
    }
}

/// The effect part of a spell or ability: targets, optional modes, and a program.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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

/// An activated ability: "Cost: Effect." (CR 602.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActivatedAbility {
    pub cost: Cost,
    pub effect: Effect,
    /// Mana abilities don't use the stack (CR 605).
    pub is_mana_ability: bool,
    /// "Activate only as a sorcery." (CR 602.5d), and loyalty abilities (CR 606.3).
    pub sorcery_speed: bool,
    /// "Activate only once each turn."
    pub once_per_turn: bool,
    /// "Activate only if ..." / "Activate only during your upkeep." (CR 602.5b): when the
    /// ability may be activated.
    #[serde(default)]
    pub condition: Option<Condition>,
    /// The zone the source must be in; usually the battlefield (CR 602.2 via 113.6).
    pub zone: Zone,
    /// The ability's text, for logs and for scenario files that name an ability.
    pub text: String,
    /// "Activate no more than twice each turn." (CR 602.5b): the most activations per turn.
    #[serde(default)]
    pub max_per_turn: Option<u32>,
    /// "Any player may activate this ability." (CR 602.2): not only the controller.
    #[serde(default)]
    pub any_player: bool,
}

/// A cost to activate an ability or an additional cost (CR 118, 602.2b).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Cost {
    pub mana: ManaCost,
    /// `{T}` (CR 107.5).
    pub tap: bool,
    /// `{Q}` (CR 107.6).
    pub untap: bool,
    pub life: u32,
    /// "Sacrifice ~".
    pub sacrifice_self: bool,
    /// "Sacrifice a Goblin": what to sacrifice and how many.
    pub sacrifice: Option<(Filter, u32)>,
    /// "Discard a card".
    pub discard: Option<(Filter, u32)>,
    /// "Exile ~ from your graveyard" and the like.
    pub exile_self: bool,
    /// "Remove N counters of kind K from ~".
    pub remove_counters: Option<(CounterKind, u32)>,
    /// Loyalty cost of a planeswalker ability, as a signed change (CR 606).
    pub loyalty: Option<i32>,
    /// "Exile a red card from your hand": what to exile from the hand and how many (never
    /// the spell being cast, which is on the stack by then, CR 601.2a, 601.2h).
    #[serde(default)]
    pub exile_from_hand: Option<(Filter, u32)>,
    /// "Tap two untapped Wizards you control": what to tap and how many (CR 118.3, 602.2b).
    #[serde(default)]
    pub tap_untapped: Option<(Filter, u32)>,
    /// "Remove any number of storage counters from ~" (CR 107.1c): the number removed is
    /// the ability's X, chosen as it is activated (CR 602.2b, 601.2f) and at most the
    /// counters on the source (CR 118.3); "for each counter removed this way" reads X.
    #[serde(default)]
    pub remove_any_counters: Option<CounterKind>,
    /// "Discard a card at random": how many (CR 701.9b; paid last, CR 601.2h).
    #[serde(default)]
    pub discard_random: u32,
    /// "Discard your hand".
    #[serde(default)]
    pub discard_hand: bool,
    /// "Exile two cards from your graveyard": what and how many (CR 118.3).
    #[serde(default)]
    pub exile_from_graveyard: Option<(Filter, u32)>,
    /// "Exile the top card of your graveyard": how many.
    #[serde(default)]
    pub exile_graveyard_top: u32,
    /// "Return an Island you control to its owner's hand": what and how many (CR 118.9, Daze).
    #[serde(default)]
    pub return_to_hand: Option<(Filter, u32)>,
    /// "Mill a card": how many (CR 701.13; paid last, CR 601.2h).
    #[serde(default)]
    pub mill: u32,
    /// "Exile the top two cards of your library": how many (paid last, CR 601.2h).
    #[serde(default)]
    pub exile_library_top: u32,
    /// "Pay half your life, rounded up" (CR 107.1a, 119.4).
    #[serde(default)]
    pub pay_half_life: bool,
    /// "Tap enchanted creature": the permanent the source is attached to (CR 118.3).
    #[serde(default)]
    pub tap_attached: bool,
    /// The part of a spell's additional cost whose count is the spell's X ("discard X
    /// cards", "pay X life"): set as X is chosen (CR 107.3, 601.2b); 0 until then.
    #[serde(default)]
    pub x_part: Option<XCostPart>,
    /// "Exile the top creature card of your graveyard": the topmost card matching this.
    #[serde(default)]
    pub exile_top_graveyard_of: Option<Filter>,
    /// "Sacrifice all permanents you control" (Kaervek's Spite).
    #[serde(default)]
    pub sacrifice_all: bool,
    /// "have each other player gain N life" (the Mercadian free spells, CR 118.9).
    #[serde(default)]
    pub others_gain_life: u32,
}

/// Which part of a cost counts X (CR 107.3): "pay X life", "discard X cards", ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum XCostPart {
    /// "Pay X life".
    Life,
    /// "Discard X cards" (chosen).
    Discard,
    /// "Discard X cards at random".
    DiscardRandom,
    /// "Exile X cards from your graveyard".
    ExileFromGraveyard,
    /// "Return X Swamps you control to their owner's hand".
    ReturnToHand,
}

impl Cost {
    /// Whether the activation chooses an X: an `{X}` in the mana cost (CR 107.3) or "any
    /// number of" counters removed (CR 107.1c).
    pub fn has_x(&self) -> bool {
        self.mana.has_x() || self.remove_any_counters.is_some()
    }

    /// A cost of just `{T}`.
    pub fn tap() -> Cost {
        Cost { tap: true, ..Cost::default() }
    }
}

/// A triggered ability (CR 603).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TriggeredAbility {
    pub event: TriggerEvent,
    /// An intervening "if" clause, checked when the event happens and on resolution (CR 603.4).
    pub condition: Option<Condition>,
    pub effect: Effect,
    /// "you may": the controller chooses on resolution whether to do it.
    pub optional: bool,
    pub text: String,
}

/// A static ability (CR 604): read by the layer system and the rules that ask.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    Replacement(crate::replacement::Replacement),
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
    EntersWithChoice(crate::chosen::ChoiceKind),
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
    /// The spell's target slots (by index) that belong to a part it has only if kicked:
    /// they are chosen only if it is kicked (CR 702.33g). Added by the Oracle compiler.
    KickerTargets(Vec<u8>),
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
    /// `condition` holds for its caster.
    SelfCostChange { condition: Condition, amount: i32 },
    /// "Madness [cost]" (CR 702.35a): discarded, the card is exiled instead, and its owner may
    /// cast it for `cost` while its madness trigger resolves (`madness.rs`).
    Madness { cost: Cost, text: String },
    /// "Amplify N" (CR 702.38a): enters with N +1/+1 counters for each card revealed from the
    /// hand that shares a creature type with it (`amplify.rs`).
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
    /// +1/+1 counter is put on it as it is turned face up for this cost.
    Morph { cost: Cost, text: String, megamorph: bool },
    /// A rule for players matching `who` ("Players can't play lands.", "You can't cast
    /// creature spells.", "Any player may cast creature spells as though they had flash.",
    /// CR 101.2, 305.2b, 601.3): `turn_structure`.
    PlayerRule { who: PlayerFilter, rule: crate::turn_structure::PlayerRule },
    /// "No more than two creatures can attack you each combat." (`you_only`), "No more than
    /// one creature can attack / block each combat." (CR 508.1c, 509.1b): a restriction on the
    /// declaration as a whole.
    MaxCombatants { block: bool, you_only: bool, max: u32 },
}

/// A continuous effect's change to an object's characteristics or rules, by layer (CR 613.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LayerEffect {
    /// Layer 2: control change.
    ControlledBy(crate::ids::PlayerId),
    /// Layer 2, from a static ability: the controller of the ability's source gains
    /// control ("You control enchanted creature").
    ControlledByYou,
    /// Layer 3: every `from` in the object's text becomes `to` (CR 612.1, 613.1c). The text
    /// card is kept by the game (`GameObject::text`), see `text_change.rs`.
    ChangeText { from: crate::text_change::Word, to: crate::text_change::Word },
    /// Layer 4: adds types or subtypes.
    AddTypes { types: Vec<CardType>, subtypes: Vec<String> },
    /// Layer 4: the object becomes these types instead.
    SetTypes { types: Vec<CardType>, subtypes: Vec<String> },
    /// Layer 4: its land types become these (CR 305.7, "Nonbasic lands are Mountains"): it
    /// loses its other land types and the abilities of its rules text, and has the intrinsic
    /// mana ability of each new type.
    SetLandTypes(Vec<BasicLandType>),
    /// Layer 4: its creature types become these (CR 205.1b, "is a Treefolk"); its card types
    /// and other subtypes stay.
    SetCreatureTypes(Vec<String>),
    /// Layer 5: the object's colours become these.
    SetColors(crate::mana::ColorSet),
    /// Layer 6: gains a keyword ability.
    AddKeyword(Keyword),
    /// Layer 6: loses a keyword ability.
    RemoveKeyword(Keyword),
    /// Layer 6: loses all abilities.
    RemoveAllAbilities,
    /// Layer 6: "can't attack", "can't block" and the like.
    AddRestriction(Restriction),
    /// Layer 7a: a characteristic-defining ability sets power and/or toughness to amounts
    /// evaluated continuously (CR 604.3, 613.4a); `None` leaves that value as it is.
    SetPowerToughnessBy(Option<Amount>, Option<Amount>),
    /// Layer 7b: base power and toughness become these.
    SetPowerToughness(i32, i32),
    /// Layer 7b: base power and base toughness each become the object's mana value
    /// (Opalescence, CR 613.4b).
    SetPowerToughnessToManaValue,
    /// Layer 7c: +N/+M.
    ModifyPowerToughness(i32, i32),
    /// Layer 7c with an amount evaluated continuously (lords that count).
    ModifyPowerToughnessBy(Amount, Amount),
    /// Layer 7d: switch power and toughness.
    SwitchPowerToughness,
    /// Layer 6: gains an activated or triggered ability ("Enchanted land has \"{T}: ...\"",
    /// CR 113.1a, 613.1f); the object that has it is the ability's source (CR 113.7).
    GrantAbility(GrantedAbility),
    /// Layer 5: the object becomes the colour chosen for the effect's source (CR 607.2d).
    SetChosenColor,
    /// Layer 4: the object's creature types become this one; its card types and other
    /// subtypes stay (CR 205.1b).
    SetCreatureType(String),
    /// Layer 4: [`LayerEffect::SetCreatureType`] with the creature type chosen for the
    /// effect's source (CR 607.2d).
    SetChosenCreatureType,
    /// Layer 6: a blocking restriction naming the creatures it concerns ("can't be blocked
    /// by Walls", CR 509.1b).
    BlockRule(crate::block_rules::BlockRule),
}

/// An ability granted by a continuous effect, compared by value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrantedAbility(pub Box<Ability>);

impl Eq for GrantedAbility {}

impl LayerEffect {
    /// The layer (and sublayer, as tenths) this effect applies in (CR 613.1, 613.4).
    pub fn layer(&self) -> u8 {
        match self {
            LayerEffect::ControlledBy(_) | LayerEffect::ControlledByYou => 20,
            LayerEffect::ChangeText { .. } => 30,
            LayerEffect::AddTypes { .. }
            | LayerEffect::SetTypes { .. }
            | LayerEffect::SetLandTypes(_)
            | LayerEffect::SetCreatureTypes(_) => 40,
            LayerEffect::SetColors(_) => 50,
            LayerEffect::AddKeyword(_)
            | LayerEffect::RemoveKeyword(_)
            | LayerEffect::RemoveAllAbilities
            | LayerEffect::AddRestriction(_)
            | LayerEffect::BlockRule(_)
            | LayerEffect::GrantAbility(_) => 60,
            LayerEffect::SetPowerToughnessBy(..) => 71,
            LayerEffect::SetPowerToughness(..) | LayerEffect::SetPowerToughnessToManaValue => 72,
            LayerEffect::ModifyPowerToughness(..) | LayerEffect::ModifyPowerToughnessBy(..) => 73,
            LayerEffect::SwitchPowerToughness => 74,
            LayerEffect::SetChosenColor => 50,
            LayerEffect::SetCreatureType(_) | LayerEffect::SetChosenCreatureType => 40,
        }
    }
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

/// A basic land type (CR 205.3i), for restrictions that name one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BasicLandType {
    Plains,
    Island,
    Swamp,
    Mountain,
    Forest,
}

impl BasicLandType {
    /// The subtype's name ("Island").
    pub fn name(self) -> &'static str {
        match self {
            BasicLandType::Plains => "Plains",
            BasicLandType::Island => "Island",
            BasicLandType::Swamp => "Swamp",
            BasicLandType::Mountain => "Mountain",
            BasicLandType::Forest => "Forest",
        }
    }

    /// The colour of mana its intrinsic ability adds (CR 305.6).
    pub fn color(self) -> Color {
        match self {
            BasicLandType::Plains => Color::White,
            BasicLandType::Island => Color::Blue,
            BasicLandType::Swamp => Color::Black,
            BasicLandType::Mountain => Color::Red,
            BasicLandType::Forest => Color::Green,
        }
    }

    /// The five basic land types (CR 205.3i).
    pub const ALL: [BasicLandType; 5] = [
        BasicLandType::Plains,
        BasicLandType::Island,
        BasicLandType::Swamp,
        BasicLandType::Mountain,
        BasicLandType::Forest,
    ];

    /// Reads a basic land type's name.
    pub fn from_name(s: &str) -> Option<BasicLandType> {
        BasicLandType::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(s))
    }
}

/// What can be chosen as a target, and how many (CR 115).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetSpec {
    /// Players that may be chosen, if players can be targets.
    pub players: Option<PlayerFilter>,
    /// Objects that may be chosen: in which zone, matching which filter.
    pub objects: Option<(Zone, Filter)>,
    pub min: u8,
    pub max: u8,
    /// How the text names it ("any target", "target creature").
    pub text: String,
    /// "target spell or permanent": permanents may be chosen as well as spells (CR 115.1).
    #[serde(default)]
    pub or_permanent: bool,
    /// "X target creatures", "up to X target lands, where X is ...": the number of targets is
    /// this amount, determined as the targets are chosen (CR 601.2c, after X, 601.2b); exactly
    /// that many, or up to that many when `min` is 0. `max` is then only an upper bound.
    #[serde(default)]
    pub count: Option<Amount>,
    /// "target cards from a single graveyard": every object chosen has the same owner.
    #[serde(default)]
    pub same_owner: bool,
}

impl TargetSpec {
    /// "any target": a creature, player, planeswalker or battle (CR 115.4).
    pub fn any_target() -> TargetSpec {
        TargetSpec {
            players: Some(PlayerFilter::Any),
            objects: Some((
                Zone::Battlefield,
                Filter::Or(vec![
                    Filter::Type(CardType::Creature),
                    Filter::Type(CardType::Planeswalker),
                    Filter::Type(CardType::Battle),
                ]),
            )),
            min: 1,
            max: 1,
            text: "any target".into(),
            or_permanent: false,
            count: None,
            same_owner: false,
        }
    }
    /// One target permanent matching `filter`.
    pub fn permanent(filter: Filter, text: impl Into<String>) -> TargetSpec {
        TargetSpec {
            players: None,
            objects: Some((Zone::Battlefield, filter)),
            min: 1,
            max: 1,
            text: text.into(),
            or_permanent: false,
            count: None,
            same_owner: false,
        }
    }
    /// One target player matching `filter`.
    pub fn player(filter: PlayerFilter, text: impl Into<String>) -> TargetSpec {
        TargetSpec {
            players: Some(filter),
            objects: None,
            min: 1,
            max: 1,
            text: text.into(),
            or_permanent: false,
            count: None,
            same_owner: false,
        }
    }
}

/// Which players relative to the ability's controller (or to another player).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerFilter {
    Any,
    You,
    Opponent,
    /// The active player ("each player's upkeep" is `Any`, "your upkeep" is `You`).
    Active,
    /// The controller of the permanent the source is attached to ("the upkeep of enchanted
    /// creature's controller"); only step triggers use it, everywhere else it matches nobody.
    AttachedController,
    /// The player chosen for the source ("the chosen player", CR 607.2d): read where the
    /// source is known (step triggers, filters, counts); elsewhere it matches nobody.
    ChosenPlayer,
}

/// A test on an object, evaluated against its current characteristics (CR 109).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Filter {
    /// Any object.
    Any,
    /// The source of the ability itself ("this creature", "~").
    Source,
    /// Any object other than the source ("another", "other").
    Other,
    Type(CardType),
    Supertype(Supertype),
    Subtype(String),
    Color(Color),
    Colorless,
    Multicolored,
    Keyword(Keyword),
    /// Controlled by a player matching the filter.
    ControlledBy(PlayerFilter),
    /// Owned by a player matching the filter.
    OwnedBy(PlayerFilter),
    Tapped,
    Untapped,
    Attacking,
    Blocking,
    /// Controlled by the player the source attacks (or the controller of the planeswalker it
    /// attacks): provoke's "target creature defending player controls" (CR 702.39a).
    ControlledByDefendingPlayer,
    Token,
    /// Power compared to a number.
    Power(Cmp, i32),
    Toughness(Cmp, i32),
    ManaValue(Cmp, i32),
    /// Has the given name (CR 201.2).
    Named(String),
    /// The object the source is attached to ("enchanted creature", "equipped creature").
    AttachedTo,
    /// A card its owner drew this turn ("cards in your hand drawn this turn").
    DrawnThisTurn,
    /// Has an activated ability that isn't a mana ability (CR 605.1a).
    HasNonManaActivatedAbility,
    /// Has at least one counter of the kind on it (CR 122).
    HasCounter(CounterKind),
    /// Owned by the player chosen for the given target of the same spell ("target player
    /// shuffles up to three target cards from their graveyard"): checked when targets are
    /// chosen (CR 601.2c); true wherever no targets are known.
    OwnedByTarget(u8),
    And(Vec<Filter>),
    Or(Vec<Filter>),
    Not(Box<Filter>),
    /// Has the colour chosen for the source (CR 607.2d: "of the chosen color").
    ChosenColor,
    /// Has the creature type chosen for the source ("creatures of the chosen type").
    ChosenSubtype,
    /// An Aura is attached to it ("as long as it's enchanted", CR 303.4).
    Enchanted,
    /// Blocking the source or blocked by it ("each creature blocking or blocked by ~",
    /// CR 509.1).
    BlockingOrBlockedBySource,
    /// Was dealt damage this turn by the source of the ability ("a creature dealt damage by
    /// ~ this turn", CR 603.10a: read from the creature as it last existed).
    DamagedBySourceThisTurn,
    /// A face-down permanent or spell (CR 708): "face-down creature".
    FaceDown,
    /// Has a morph ability (CR 702.37): "creature with a morph ability"; a face-down
    /// permanent has none (CR 708.2a).
    HasMorph,
    /// Was dealt damage this turn by any source ("target creature that was dealt damage this
    /// turn", CR 120.3).
    DealtDamageThisTurn,
    /// Was declared as an attacker this turn ("if it didn't attack this turn", CR 508.1).
    AttackedThisTurn,
    /// A spell on the stack with a target matching the filter ("spell that targets a
    /// creature", CR 115.9b: targets still in their zone, by their current information).
    Targets(Box<Filter>),
    /// A spell on the stack with a single target ("target spell with a single target", CR
    /// 115.9a: the targets chosen, counted as put on the stack).
    SingleTarget,
    /// Blocking the source ("target creature blocking ~", "creature it's blocking" is
    /// [`Filter::BlockedBySource`]) (CR 509.1g).
    BlockingSource,
    /// Blocked by the source ("target creature ~ is blocking", CR 509.1g).
    BlockedBySource,
    /// An attacking creature that is blocked (CR 509.1h): "target blocked creature".
    Blocked,
    /// An attacking creature that is unblocked (CR 509.1h), once blockers are declared.
    Unblocked,
    /// Attacking the ability's controller or a planeswalker they control: "creature ...
    /// that's attacking you" (CR 506.2).
    AttackingYou,
}

impl Filter {
    /// `a and b`, flattening nested conjunctions.
    pub fn and(self, other: Filter) -> Filter {
        match (self, other) {
            (Filter::Any, f) | (f, Filter::Any) => f,
            (Filter::And(mut a), Filter::And(b)) => {
                a.extend(b);
                Filter::And(a)
            }
            (Filter::And(mut a), f) => {
                a.push(f);
                Filter::And(a)
            }
            (f, Filter::And(mut b)) => {
                b.insert(0, f);
                Filter::And(b)
            }
            (a, b) => Filter::And(vec![a, b]),
        }
    }
    /// A creature filter.
    pub fn creature() -> Filter {
        Filter::Type(CardType::Creature)
    }
}

/// A comparison for numeric filters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cmp {
    Lt,
    Le,
    Eq,
    Ge,
    Gt,
}

impl Cmp {
    /// Whether `a <cmp> b`.
    pub fn test(self, a: i32, b: i32) -> bool {
        match self {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Eq => a == b,
            Cmp::Ge => a >= b,
            Cmp::Gt => a > b,
        }
    }
}

/// A number an instruction uses, evaluated on resolution (CR 608.2h).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Amount {
    Fixed(i32),
    /// The value of X chosen as the spell was cast (CR 107.3).
    X,
    /// The number of permanents on the battlefield matching the filter.
    Count(Filter),
    /// The power of the referred object.
    PowerOf(Box<Ref>),
    /// The toughness of the referred object.
    ToughnessOf(Box<Ref>),
    /// The number of cards in the referred player's hand.
    HandSize(Box<Ref>),
    /// The negation of an amount ("-X/-X").
    Neg(Box<Amount>),
    /// The sum of two amounts.
    Plus(Box<Amount>, Box<Amount>),
    /// The number of objects the previous instruction affected ("this way").
    Affected,
    /// A fixed multiple of an amount ("+2/+0 for each other attacking Goblin").
    /// Added by the Oracle compiler (cards crate).
    Times(i32, Box<Amount>),
    /// The number of counters of a kind on the referred object ("for each age counter on
    /// it", cumulative upkeep CR 702.24a).
    CountersOn(Box<Ref>, CounterKind),
    /// The mana value of the referred object (CR 202.3), last known information if it left
    /// (CR 608.2h).
    ManaValueOf(Box<Ref>),
    /// The amount of the trigger event: "that much" damage or life (CR 603.2c, 120.3).
    EventAmount,
    /// The number of creatures blocking the source beyond the first (rampage, CR 702.23a).
    BlockersBeyondFirst,
    /// The number of basic land types among lands the controller controls (domain,
    /// CR 205.3i).
    Domain,
    /// The number of cards matching the filter in a zone (not the battlefield) of the players
    /// matching the player filter, relative to the controller ("creature cards in all
    /// graveyards", "cards in your hand").
    CardsIn(Zone, PlayerFilter, Filter),
    /// The number of permanents matching the filter controlled by the referred player(s)
    /// ("the number of Islands target opponent controls").
    CountControlledBy(Filter, Box<Ref>),
    /// The number of creatures blocking the referred creature, less the second number, not
    /// below 0 ("for each creature blocking it beyond the first", CR 509.1h).
    BlockersOf(Box<Ref>, i32),
    /// An amount read from this turn's history (`turn_history`): "for each creature that
    /// died this turn", "the damage dealt to you this turn".
    History(crate::turn_history::HistoryAmount),
    /// The highest mana value among the permanents matching the filter, 0 if there are none
    /// ("the highest mana value among permanents you control", CR 202.3).
    HighestManaValue(Filter),
    /// Half an amount, rounded up (`true`) or down (CR 107.1a).
    Half(Box<Amount>, bool),
    /// The number of cards matching the filter in the given zone of the referred player(s)
    /// ("for each card in their graveyard").
    CardsOf(Zone, Box<Ref>, Filter),
    /// The damage the earlier instructions of this resolution dealt, or the life they made
    /// players lose: "equal to the damage dealt this way" (CR 608.2h, 120.3, 119.3).
    DoneThisWay,
}

/// What an instruction acts on: objects, players, or both (an "any target").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ref {
    /// The source of the ability, or the spell itself.
    Source,
    /// The i-th target.
    Target(u8),
    /// The controller of the ability ("you").
    You,
    EachPlayer,
    EachOpponent,
    /// Each permanent on the battlefield matching the filter.
    Each(Filter),
    /// The controller of the referred object.
    ControllerOf(Box<Ref>),
    /// The owner of the referred object.
    OwnerOf(Box<Ref>),
    /// The object or player the trigger event was about ("that creature", "that player").
    Triggering,
    /// The objects the previous instructions affected ("this way", "it").
    Affected,
    /// The object the source is attached to ("enchanted creature").
    Attached,
    /// The cards in exile that the source exiled ("cards exiled with ~", CR 607.2a).
    ExiledWithSource,
    /// The object the innermost `ForEach` is at ("the card", "that card").
    EachOne,
    /// The player the triggering attacking creature (or the source) attacks, or the
    /// controller of the planeswalker it attacks ("defending player", CR 506.2).
    DefendingPlayer,
    /// Every card in the given zone of each referred player ("target player's graveyard").
    CardsIn(Zone, Box<Ref>),
    /// Every card matching the filter in the given zone (not the battlefield) of the players
    /// matching the player filter ("all enchantment cards from your graveyard").
    CardsInMatching(Zone, PlayerFilter, Filter),
    /// Each permanent matching the filter controlled by a referred player ("lands target
    /// player controls").
    EachControlledBy(Filter, Box<Ref>),
    /// The player a running [`Instr::PlayerMay`] is asking ("them" in "any player may have
    /// ~ deal 6 damage to them", CR 608.2d).
    Chooser,
    /// The objects paid as a cost of the spell or ability ("the sacrificed creature", "the
    /// discarded card", CR 601.2h), read as they were when paid (CR 608.2h).
    Paid,
    /// The topmost card matching the filter in the given zone (graveyard or library) of each
    /// referred player: "the top creature card of your graveyard" (CR 401.1, 404.2).
    TopCardIn(Zone, Box<Ref>, Filter),
}

/// How long a one-shot continuous effect lasts (CR 611.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    EndOfTurn,
    /// "until end of combat": ends as the end of combat step ends (CR 500.5a, 511.3).
    EndOfCombat,
    /// For as long as the source stays on the battlefield.
    WhileSourceOnBattlefield,
    /// "for as long as you control ~" (CR 611.2b): ends once the effect's controller no
    /// longer controls its source (or it left the battlefield), and doesn't start again.
    WhileYouControlSource,
    /// "for as long as ~ remains tapped" (CR 611.2b).
    WhileSourceTapped,
    /// "for as long as you control ~ and ~ remains tapped" (CR 611.2b).
    WhileYouControlSourceTapped,
    Forever,
}

/// What mana an ability adds (CR 106).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ManaProduce {
    /// Exactly these mana, e.g. `{R}{R}` or `{C}`.
    Fixed(Vec<ManaType>),
    /// `n` mana in any one of these kinds, chosen as the ability resolves.
    OneOf(Vec<ManaType>, u32),
    /// `n` mana of any one colour.
    AnyColor(u32),
    /// An amount of mana of any one colour, counted on resolution ("add X mana of any one
    /// color, where X is ...", CR 107.1c).
    AnyColorAmount(Amount),
    /// These mana once for each unit of the amount ("Add {W} for each enchantment you
    /// control", CR 106.1, 107.1c counting on resolution).
    ForEach(Vec<ManaType>, Amount),
    /// One mana of the colour chosen for the source ("Add one mana of the chosen color",
    /// CR 607.2d); none if no colour was chosen.
    ChosenColor,
    /// One mana of a type that a land of `whose` could produce (CR 106.7: "any type that a
    /// land you control could produce"); `basic`: basic lands only; `colors_only`: "any
    /// color" (not colourless).
    LandCouldProduce { whose: PlayerFilter, basic: bool, colors_only: bool },
}

/// A kind of counter (CR 122).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CounterKind {
    PlusOne,
    MinusOne,
    Loyalty,
    Poison,
    Named(String),
}

impl CounterKind {
    /// Reads a counter name as written: `+1/+1`, `-1/-1`, `loyalty`, `charge`.
    pub fn parse(s: &str) -> CounterKind {
        match s.trim() {
            "+1/+1" => CounterKind::PlusOne,
            "-1/-1" => CounterKind::MinusOne,
            "loyalty" => CounterKind::Loyalty,
            "poison" => CounterKind::Poison,
            other => CounterKind::Named(other.to_string()),
        }
    }
    /// The counter's name as written.
    pub fn name(&self) -> &str {
        match self {
            CounterKind::PlusOne => "+1/+1",
            CounterKind::MinusOne => "-1/-1",
            CounterKind::Loyalty => "loyalty",
            CounterKind::Poison => "poison",
            CounterKind::Named(s) => s,
        }
    }
    /// What one counter of this kind adds to power and toughness: `+1/+1` is (1, 1), a
    /// `+0/+1` counter (0, 1) (CR 122.1a); other kinds (0, 0).
    pub fn pt_change(&self) -> (i32, i32) {
        let n = self.name();
        let Some((a, b)) = n.split_once('/') else { return (0, 0) };
        let part = |x: &str| -> Option<i32> {
            let (neg, digits) = match x.as_bytes().first()? {
                b'+' => (false, &x[1..]),
                b'-' => (true, &x[1..]),
                _ => return None,
            };
            let v: i32 = digits.parse().ok()?;
            Some(if neg { -v } else { v })
        };
        match (part(a), part(b)) {
            (Some(p), Some(t)) => (p, t),
            _ => (0, 0),
        }
    }
}

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
        whose: crate::trigger_conditions::Whose,
        metric: crate::trigger_conditions::Metric,
        cmp: Cmp,
        n: i32,
    },
    /// The player read has strictly more than each other player ("if that player controls
    /// more lands than each other player").
    MostOf {
        whose: crate::trigger_conditions::Whose,
        metric: crate::trigger_conditions::Metric,
    },
    /// Some opponent has more than the controller ("if an opponent controls more lands than
    /// you").
    OpponentExceeds(crate::trigger_conditions::Metric),
    /// The source spell, or the permanent it became, was kicked (CR 702.33d); with a cost,
    /// kicked with that kicker cost (702.33f: "if it was kicked with its [A] kicker").
    Kicked(Option<ManaCost>),
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
    /// A condition on what happened this turn (`turn_history`): "if a creature died this
    /// turn", "if ~ was dealt damage this turn" (CR 603.4).
    History(crate::turn_history::HistoryCondition),
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
}

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
    /// A player matching `who` gains life.
    GainsLife(PlayerFilter),
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
    /// The source phases out (`out`) or in (CR 702.26b-c): "Whenever ~ phases in".
    PhasesSelf { out: bool },
    /// The inner event, for an ability that functions only while its card is in its owner's
    /// graveyard (CR 113.6b, 113.6m): "At the beginning of your upkeep, if ~ is in your
    /// graveyard, ...", "At the beginning of your upkeep, you may return ~ from your
    /// graveyard to your hand." Checked by `graveyard_abilities`.
    InGraveyard(Box<TriggerEvent>),
}

/// One instruction of an ability program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Instr {
    /// The source deals damage to each referred object or player (CR 120).
    DealDamage {
        amount: Amount,
        to: Ref,
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
    /// Exile each referred object (CR 701.13... 406).
    Exile {
        what: Ref,
    },
    /// Return each referred object to its owner's hand.
    ReturnToHand {
        what: Ref,
    },
    /// Put each referred object into its owner's graveyard.
    PutIntoGraveyard {
        what: Ref,
    },
    /// Put each referred card onto the battlefield under `under`'s control.
    PutOntoBattlefield {
        what: Ref,
        under: Ref,
        tapped: bool,
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
        kinds: Vec<crate::text_change::WordKind>,
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
    /// The source deals damage divided among the referred targets as its controller chose
    /// while casting it (CR 601.2d); a target that became illegal gets none (CR 608.2b).
    DealDividedDamage {
        amount: Amount,
        to: Ref,
    },
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
    /// Counter each referred spell or ability (CR 701.6).
    Counter {
        what: Ref,
    },
    /// Create tokens under `who`'s control (CR 111).
    CreateToken {
        token: Arc<CardDef>,
        count: Amount,
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
    /// Each referred player searches their library for up to `count` cards matching the
    /// filter, optionally reveals them, and puts them into `to` (hand, or the battlefield,
    /// tapped if `tapped`) (CR 701.23). Shuffling is a separate `Shuffle`.
    /// Added by the Oracle compiler (cards crate).
    SearchLibrary {
        who: Ref,
        filter: Filter,
        count: u32,
        to: Zone,
        tapped: bool,
        reveal: bool,
    },
    /// "Damage can't be prevented this turn." (CR 615.12). Added by the Oracle compiler.
    DamageCantBePreventedThisTurn,
    /// "Players can't gain life this turn." (CR 614.1a). Added by the Oracle compiler.
    NoLifeGainThisTurn,
    /// "The next time you would draw a card this turn, <instead> instead." (CR 614.1a): a
    /// shield on the controller's next draw this turn. Added by the Oracle compiler.
    NextDrawInstead(crate::replacement::DrawInstead),
    /// Prevent all combat damage that would be dealt this turn (CR 615.1a, e.g. Fog).
    /// Added by the Oracle compiler (cards crate).
    PreventAllCombatDamageThisTurn,
    /// Prevent the next `amount` damage that would be dealt to each referred object or
    /// player this turn: a prevention shield (CR 615.7). Added by the Oracle compiler.
    PreventNextDamage {
        to: Ref,
        amount: Amount,
    },
    /// "The next time a <filter> source of your choice would deal damage [to <to>] this
    /// turn, prevent that damage." (CR 615.8, 609.7a): the controller chooses the source
    /// on resolution; `to: None` means damage to anything. Added by the Oracle compiler.
    PreventNextFromChosenSource {
        to: Option<Ref>,
        filter: Filter,
    },
    /// "Prevent all [combat] damage that would be dealt [to <to>] [by <by>] this turn."
    /// (CR 615.1a): a prevention effect until end of turn on the objects and players
    /// referred to now (`None`: any). Added by the Oracle compiler.
    PreventAllDamageThisTurn {
        to: Option<Ref>,
        by: Option<Ref>,
        combat_only: bool,
    },
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
    /// Each referred player scries `amount` (CR 701.22). Added by the Oracle compiler.
    Scry {
        who: Ref,
        amount: Amount,
    },
    /// The referred object (not the ability's source) deals damage to each referred object
    /// or player: "That artifact deals damage ... to ~" (CR 120.3, 608.2h: as it last existed).
    DealDamageBy {
        by: Ref,
        amount: Amount,
        to: Ref,
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
    /// Each referred player can't cast spells for the rest of the turn (CR 101.2).
    CantCastSpellsThisTurn {
        who: Ref,
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
    },
    /// Each referred player looks at the top `amount` cards of their library and puts them
    /// back in any order (CR 401.4).
    ArrangeTop {
        who: Ref,
        amount: Amount,
    },
    /// Each referred card is put on top (or the bottom) of its owner's library (CR 401.4).
    PutOnLibrary {
        what: Ref,
        top: bool,
    },
    /// Each referred player adds mana (CR 106.3): "its controller adds an additional {G}".
    AddManaTo {
        who: Ref,
        produce: ManaProduce,
    },
    /// The first referred player may pay a cost: `mana` repeated `times` times, and `life`
    /// life (CR 118.3: only if they can; CR 119.4: life only up to their total). The player
    /// is asked (mana abilities are activated for them, CR 117.1d). If they pay, the player
    /// is the affected object, so "if you do" / "unless" can follow (CR 118.12).
    PayCost {
        who: Ref,
        mana: ManaCost,
        life: u32,
        times: Amount,
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
    /// The controller chooses a value, noted on the source (CR 608.2d, 607.2d): "Choose a
    /// color.", "the color of your choice".
    Choose(crate::chosen::ChoiceKind),
    /// "Look at the top N cards of your library. Put M of them into your hand and the rest
    /// ..." (CR 401.4, 608.2d).
    LookAtTop(Box<crate::look::LookAtTop>),
    /// Each referred card is revealed (CR 701.20a); they stay the affected objects, for
    /// "the number of cards revealed this way".
    RevealCards {
        what: Ref,
    },
    /// The source deals damage in different amounts to different recipients, all at once:
    /// one damage event (CR 120.3, 603.2c). "Fireslinger deals 1 damage to any target and 1
    /// damage to you."
    DealDamageHits {
        hits: Vec<(Amount, Ref)>,
    },
    /// Each referred permanent doesn't untap during its controller's next untap step (CR
    /// 502.3); the set is fixed as the effect resolves (CR 611.2c).
    SkipNextUntap {
        what: Ref,
    },
    /// The controller flips a coin (CR 705.1); whether they won is kept for the rest of the
    /// resolution, read by [`Condition::WonFlip`]. Random from the game's seeded generator.
    FlipCoin,
    /// Counter each referred spell (CR 701.6a), putting a countered spell into `to` (exile, or
    /// the top of its owner's library) instead of its owner's graveyard: "If that spell is
    /// countered this way, exile it instead ..." (CR 614.1a).
    CounterTo {
        what: Ref,
        to: Zone,
    },
    /// The controller looks at the hand of the first referred player (CR 402.3): the cards
    /// are shown in the controller's decision alone, and nothing is chosen.
    LookAtHand {
        who: Ref,
    },
    /// The controller searches the library of the first referred player for up to `count`
    /// cards matching the filter (`None`: any number), exactly that many (or all there are)
    /// if `must_find` (CR 701.23d), and puts them into `to` (exile, or the battlefield under
    /// the controller's control) (CR 701.23). Shuffling is a separate `Shuffle`.
    SearchLibraryOf {
        whose: Ref,
        filter: Filter,
        count: Option<u32>,
        must_find: bool,
        to: Zone,
    },
    /// Prevent the next `amount` damage that would be dealt this turn to the referred targets,
    /// divided among them as the controller chose while casting (CR 601.2d): one prevention
    /// shield each (CR 615.7); a target that became illegal gets none (CR 608.2b).
    PreventDividedDamage {
        amount: Amount,
        to: Ref,
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
    /// Madness's trigger (CR 702.35a): the source's owner may cast it from exile for its
    /// madness cost now (608.2g); if they don't, it goes to the graveyard.
    MadnessCast,
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
        effect: crate::turn_structure::TurnEffect,
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
    /// The source deals damage to each referred player or object, the amount evaluated for
    /// each with `Ref::EachOne` meaning that recipient ("deals damage to each player equal to
    /// the number of lands they control", CR 608.2h); one damage event (CR 120.3).
    DealDamageEach {
        amount: Amount,
        to: Ref,
    },
    /// Creates a redirection effect (CR 614.9): "The next N damage / The next time ... /
    /// All damage that would be dealt [to ...] [by ...] this turn is dealt to ... instead".
    /// Added by the Oracle compiler.
    RedirectDamage(Box<crate::redirect::RedirectSpec>),
    /// "Prevent the next `amount` damage that would be dealt by <by> this turn" (CR 615.7):
    /// a shield on each referred source. Added by the Oracle compiler.
    PreventNextDamageBy {
        by: Ref,
        amount: Amount,
    },
    /// "The next time <from> would deal damage [to <to>] this turn, prevent that damage"
    /// (CR 615.8) for referred sources ("~"). Added by the Oracle compiler.
    PreventNextFromObjects {
        from: Ref,
        to: Option<Ref>,
    },
    /// "Prevent all damage [that would be dealt to <to>] [this turn] by a <filter> source of
    /// your choice [would deal this turn]" (CR 615.1a, 609.7a): the controller chooses the
    /// source on resolution. Added by the Oracle compiler.
    PreventAllFromChosenSource {
        to: Option<Ref>,
        filter: Filter,
    },
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
        action: crate::combat_effects::CombatAction,
    },
}

#[cfg(test)]
mod tests {
    use super::CounterKind;

    #[test]
    fn power_toughness_counters_of_any_size() {
        assert_eq!(CounterKind::PlusOne.pt_change(), (1, 1));
        assert_eq!(CounterKind::MinusOne.pt_change(), (-1, -1));
        assert_eq!(CounterKind::parse("+0/+1").pt_change(), (0, 1));
        assert_eq!(CounterKind::parse("-0/-1").pt_change(), (0, -1));
        assert_eq!(CounterKind::parse("+1/+0").pt_change(), (1, 0));
        assert_eq!(CounterKind::parse("charge").pt_change(), (0, 0));
        assert_eq!(CounterKind::Loyalty.pt_change(), (0, 0));
    }
}
