//! Card types, supertypes, zones, steps and keyword abilities: the game's vocabulary.

use crate::ir::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A card type (CR 300.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardType {
    Artifact,
    Battle,
    Creature,
    Enchantment,
    Instant,
    Kindred,
    Land,
    Planeswalker,
    Sorcery,
}

impl CardType {
    /// Reads a card type's English name.
    pub fn from_name(s: &str) -> Option<CardType> {
        Some(match s {
            "Artifact" => CardType::Artifact,
            "Battle" => CardType::Battle,
            "Creature" => CardType::Creature,
            "Enchantment" => CardType::Enchantment,
            "Instant" => CardType::Instant,
            "Kindred" | "Tribal" => CardType::Kindred,
            "Land" => CardType::Land,
            "Planeswalker" => CardType::Planeswalker,
            "Sorcery" => CardType::Sorcery,
            _ => return None,
        })
    }
    /// Whether objects of this type are permanents on the battlefield (CR 110.4).
    pub fn is_permanent_type(self) -> bool {
        !matches!(self, CardType::Instant | CardType::Sorcery)
    }
    /// Bit for the type in a [`TypeSet`].
    fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

impl fmt::Display for CardType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// A set of card types as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TypeSet(pub u16);

impl TypeSet {
    /// Whether the set holds `t`.
    pub fn contains(self, t: CardType) -> bool {
        self.0 & t.bit() != 0
    }
    /// Adds `t`.
    pub fn insert(&mut self, t: CardType) {
        self.0 |= t.bit();
    }
    /// Removes `t`.
    pub fn remove(&mut self, t: CardType) {
        self.0 &= !t.bit();
    }
    /// The types in the set.
    pub fn iter(self) -> impl Iterator<Item = CardType> {
        use CardType::*;
        [Kindred, Artifact, Enchantment, Land, Creature, Planeswalker, Battle, Instant, Sorcery]
            .into_iter()
            .filter(move |t| self.contains(*t))
    }
}

impl FromIterator<CardType> for TypeSet {
    fn from_iter<I: IntoIterator<Item = CardType>>(iter: I) -> Self {
        let mut s = TypeSet::default();
        for t in iter {
            s.insert(t);
        }
        s
    }
}

/// A supertype (CR 205.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Supertype {
    Basic,
    Legendary,
    Snow,
    World,
    Ongoing,
}

impl Supertype {
    /// Reads a supertype's English name.
    pub fn from_name(s: &str) -> Option<Supertype> {
        Some(match s {
            "Basic" => Supertype::Basic,
            "Legendary" => Supertype::Legendary,
            "Snow" => Supertype::Snow,
            "World" => Supertype::World,
            "Ongoing" => Supertype::Ongoing,
            _ => return None,
        })
    }
}

/// A zone of the game (CR 400.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Zone {
    Library,
    Hand,
    Battlefield,
    Graveyard,
    Stack,
    Exile,
    Command,
}

impl Zone {
    /// The zone's name in lower case.
    pub fn name(self) -> &'static str {
        match self {
            Zone::Library => "library",
            Zone::Hand => "hand",
            Zone::Battlefield => "battlefield",
            Zone::Graveyard => "graveyard",
            Zone::Stack => "stack",
            Zone::Exile => "exile",
            Zone::Command => "command zone",
        }
    }
}

/// A step of the turn (CR 500.1), with the main phases counted as steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    Untap,
    Upkeep,
    Draw,
    PrecombatMain,
    BeginningOfCombat,
    DeclareAttackers,
    DeclareBlockers,
    FirstStrikeDamage,
    CombatDamage,
    EndOfCombat,
    PostcombatMain,
    End,
    Cleanup,
}

impl Step {
    /// Every step in turn order.
    pub const ALL: [Step; 13] = [
        Step::Untap,
        Step::Upkeep,
        Step::Draw,
        Step::PrecombatMain,
        Step::BeginningOfCombat,
        Step::DeclareAttackers,
        Step::DeclareBlockers,
        Step::FirstStrikeDamage,
        Step::CombatDamage,
        Step::EndOfCombat,
        Step::PostcombatMain,
        Step::End,
        Step::Cleanup,
    ];

    /// The snake_case name used in scenario files (`precombat_main`, ...).
    pub fn key(self) -> &'static str {
        match self {
            Step::Untap => "untap",
            Step::Upkeep => "upkeep",
            Step::Draw => "draw",
            Step::PrecombatMain => "precombat_main",
            Step::BeginningOfCombat => "beginning_of_combat",
            Step::DeclareAttackers => "declare_attackers",
            Step::DeclareBlockers => "declare_blockers",
            Step::FirstStrikeDamage => "first_strike_damage",
            Step::CombatDamage => "combat_damage",
            Step::EndOfCombat => "end_of_combat",
            Step::PostcombatMain => "postcombat_main",
            Step::End => "end",
            Step::Cleanup => "cleanup",
        }
    }

    /// Reads a scenario-file step name.
    pub fn from_key(s: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|st| st.key() == s)
    }

    /// Whether this is a main phase (CR 505).
    pub fn is_main(self) -> bool {
        matches!(self, Step::PrecombatMain | Step::PostcombatMain)
    }

    /// Whether this step is part of the combat phase (CR 506).
    pub fn is_combat(self) -> bool {
        matches!(
            self,
            Step::BeginningOfCombat
                | Step::DeclareAttackers
                | Step::DeclareBlockers
                | Step::FirstStrikeDamage
                | Step::CombatDamage
                | Step::EndOfCombat
        )
    }

    /// A readable name ("precombat main phase", "upkeep step").
    pub fn display(self) -> &'static str {
        match self {
            Step::Untap => "untap step",
            Step::Upkeep => "upkeep",
            Step::Draw => "draw step",
            Step::PrecombatMain => "precombat main phase",
            Step::BeginningOfCombat => "beginning of combat",
            Step::DeclareAttackers => "declare attackers step",
            Step::DeclareBlockers => "declare blockers step",
            Step::FirstStrikeDamage => "first-strike damage step",
            Step::CombatDamage => "combat damage step",
            Step::EndOfCombat => "end of combat",
            Step::PostcombatMain => "postcombat main phase",
            Step::End => "end step",
            Step::Cleanup => "cleanup step",
        }
    }
}

/// What protection, landwalk or similar keywords are "from": a quality (CR 702.16a).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Quality {
    Color(Color),
    AllColors,
    /// A card type, e.g. "protection from artifacts".
    CardType(CardType),
    /// A subtype, e.g. "protection from Goblins", "swampwalk".
    Subtype(String),
    /// A supertype-qualified land type, e.g. "nonbasic landwalk" (CR 702.14c).
    Nonbasic,
    /// "protection from everything".
    Everything,
    /// The colour chosen for the ability's source (CR 607.2d): "protection from the chosen
    /// color"; made concrete by the layers and on resolution.
    ChosenColor,
    /// A snow land of a subtype: "snow swampwalk" (CR 702.14c, 205.4g).
    SnowSubtype(String),
}

/// A keyword ability (CR 702) the engine knows by name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Keyword {
    Deathtouch,
    Defender,
    DoubleStrike,
    FirstStrike,
    Flash,
    Flying,
    Haste,
    Hexproof,
    /// "Hexproof from [quality]" (CR 702.11d): a hexproof ability against opponents'
    /// spells and abilities of that quality only.
    HexproofFrom(Quality),
    Indestructible,
    Lifelink,
    Menace,
    Reach,
    Shroud,
    Trample,
    Vigilance,
    Fear,
    Intimidate,
    Shadow,
    Horsemanship,
    /// CR 702.22: attacking bands, and dividing the damage of creatures fighting a band
    /// (combat/banding.rs).
    Banding,
    Protection(Quality),
    /// Protection from [quality] given by an Aura that says "This effect doesn't remove
    /// [this Aura]" (CR 702.16n): it doesn't make that Aura fall off. The Aura's id is
    /// filled in as the effect applies (`None` in the compiled card).
    ProtectionSparing(Quality, Option<crate::ir::ObjectId>),
    Landwalk(Quality),
    /// Ward with a generic mana cost (CR 702.21; `triggers/keyword_abilities.rs`).
    Ward(u32),
    Changeling,
    Devoid,
    /// CR 702.108: "Whenever you cast a noncreature spell, this creature gets +1/+1 until
    /// end of turn" (`triggers/keyword_abilities.rs`).
    Prowess,
    /// CR 702.85: "When you cast this spell, exile cards from the top of your library until
    /// you exile a nonland card whose mana value is less than this spell's ..."
    /// (`triggers/keyword_abilities.rs`, `casting/cascade.rs`).
    Cascade,
    /// CR 702.88: "If this spell was cast from your hand, instead of putting it into your
    /// graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
    /// cast this card from exile without paying its mana cost." (`casting/rebound.rs`).
    Rebound,
    /// CR 702.83: "Whenever a creature you control attacks alone, that creature gets +1/+1
    /// until end of turn" (`triggers/keyword_abilities.rs`).
    Exalted,
    /// CR 702.80: its damage to creatures is dealt as -1/-1 counters (`effects/damage.rs`).
    Wither,
    /// CR 702.90: its damage to creatures is dealt as -1/-1 counters and to players as
    /// poison counters (`effects/damage.rs`).
    Infect,
    /// CR 702.164: "Toxic N": its combat damage to a player also gives N poison counters
    /// (`effects/damage.rs`).
    Toxic(u32),
    /// CR 702.61: while this spell is on the stack, no other spells are cast and no
    /// non-mana abilities activated (`casting/keywords.rs`).
    SplitSecond,
    /// CR 702.51: its caster may tap creatures to pay for its mana (`costs/convoke.rs`).
    Convoke,
    /// CR 702.126: its caster may tap artifacts to pay for its generic mana
    /// (`costs/convoke.rs`).
    Improvise,
    /// CR 702.66: its caster may exile cards from their graveyard to pay for its generic mana
    /// (`costs/convoke.rs`).
    Delve,
    /// CR 702.79: returns from the graveyard with a -1/-1 counter if it had none
    /// (`triggers/keyword_abilities.rs`).
    Persist,
    /// CR 702.93: returns from the graveyard with a +1/+1 counter if it had none
    /// (`triggers/keyword_abilities.rs`).
    Undying,
    Skulk,
    /// CR 702.25: the blocking creature without flanking gets -1/-1 (combat/flanking.rs).
    Flanking,
    /// CR 702.23: "Rampage N": +N/+N for each creature blocking it beyond the first
    /// (combat/keyword_triggers.rs).
    Rampage(u32),
    /// CR 702.39: "Provoke": the attacker may have a creature untap and block it if able
    /// (combat/keyword_triggers.rs).
    Provoke,
    /// CR 702.45: "Bushido N": +N/+N when it blocks or becomes blocked
    /// (combat/keyword_triggers.rs).
    Bushido(u32),
    /// CR 702.26: phases out and in during its controller's untap step (`turn/phasing.rs`).
    Phasing,
    /// CR 702.127: on a split card's half: cast only from a graveyard, then exiled
    /// (`casting/actions.rs`, `casting/keywords.rs`).
    Aftermath,
    /// CR 702.102: a split card's halves may be cast together from the hand. The compiler
    /// gives such a card a third half, the fused spell, which alone has this keyword.
    Fuse,
    /// A partner ability (CR 702.124): which two cards may be a player's commanders together.
    /// It works before the game begins (702.124a), in the deck check; in a game it is only a
    /// keyword the card has ("partner with [name]" also has its own triggered ability).
    Partner(PartnerKind),
    /// CR 702.145b-d: on a front face: the permanent enters transformed at night, transforms
    /// as it becomes night, transforms only so, and makes it day if it is neither
    /// (`turn/day_night.rs`).
    Daybound,
    /// CR 702.145e-g: on a back face: the permanent transforms as it becomes day, only so,
    /// and makes it night if it is neither and no permanent has daybound.
    Nightbound,
    /// CR 702.105: "Whenever this creature attacks the player with the most life or tied for
    /// most life, put a +1/+1 counter on this creature" (`combat/attack_keywords.rs`).
    Dethrone,
    /// CR 702.121: "Whenever this creature attacks, it gets +1/+1 until end of turn for each
    /// opponent you attacked with a creature this combat" (`combat/attack_keywords.rs`).
    Melee,
    /// CR 702.149: "Whenever this creature and at least one other creature with power greater
    /// than this creature's power attack, put a +1/+1 counter on this creature"
    /// (`combat/attack_keywords.rs`).
    Training,
    /// CR 702.112: "Renown N": "When this creature deals combat damage to a player, if it
    /// isn't renowned, put N +1/+1 counters on it and it becomes renowned"
    /// (`effects/monstrosity.rs`).
    Renown(u32),
    /// CR 702.154: an optional cost to attack, tapping a creature that doesn't attack, and
    /// its linked "this creature gets +X/+0" trigger (`combat/enlist.rs`).
    Enlist,
}

/// The partner abilities (CR 702.124a), each with its own requirement for the two commanders;
/// different ones never combine (702.124f).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PartnerKind {
    /// "Partner" (CR 702.124h): with another card that has partner.
    Any,
    /// "Partner—[text]" (CR 702.124i; "Friends forever" as printed before the rule named it
    /// "partner—Friends forever"): with another card with the same text.
    Text(String),
    /// "Partner with [name]" (CR 702.124j): with the card of that name, which has "partner
    /// with" this card's name.
    With(String),
    /// "Choose a Background" (CR 702.124k): with a legendary Background enchantment card.
    ChooseBackground,
    /// "Doctor's companion" (CR 702.124m): with a legendary Time Lord Doctor creature card that
    /// has no other creature types.
    DoctorsCompanion,
}

impl PartnerKind {
    /// The ability as printed ("partner with Alisaie Leveilleur").
    pub fn name(&self) -> String {
        match self {
            PartnerKind::Any => "partner".into(),
            PartnerKind::Text(t) => format!("partner—{t}"),
            PartnerKind::With(n) => format!("partner with {n}"),
            PartnerKind::ChooseBackground => "choose a Background".into(),
            PartnerKind::DoctorsCompanion => "Doctor's companion".into(),
        }
    }
}

impl Keyword {
    /// Reads a simple (parameterless) keyword's name, case-insensitively.
    pub fn from_name(s: &str) -> Option<Keyword> {
        Some(match s.to_ascii_lowercase().as_str() {
            "deathtouch" => Keyword::Deathtouch,
            "defender" => Keyword::Defender,
            "double strike" => Keyword::DoubleStrike,
            "first strike" => Keyword::FirstStrike,
            "flash" => Keyword::Flash,
            "flying" => Keyword::Flying,
            "haste" => Keyword::Haste,
            "hexproof" => Keyword::Hexproof,
            "indestructible" => Keyword::Indestructible,
            "lifelink" => Keyword::Lifelink,
            "menace" => Keyword::Menace,
            "reach" => Keyword::Reach,
            "shroud" => Keyword::Shroud,
            "trample" => Keyword::Trample,
            "vigilance" => Keyword::Vigilance,
            "fear" => Keyword::Fear,
            "intimidate" => Keyword::Intimidate,
            "shadow" => Keyword::Shadow,
            "horsemanship" => Keyword::Horsemanship,
            "banding" => Keyword::Banding,
            "changeling" => Keyword::Changeling,
            "devoid" => Keyword::Devoid,
            "prowess" => Keyword::Prowess,
            "cascade" => Keyword::Cascade,
            "rebound" => Keyword::Rebound,
            "exalted" => Keyword::Exalted,
            "wither" => Keyword::Wither,
            "infect" => Keyword::Infect,
            "split second" => Keyword::SplitSecond,
            "convoke" => Keyword::Convoke,
            "improvise" => Keyword::Improvise,
            "delve" => Keyword::Delve,
            "persist" => Keyword::Persist,
            "undying" => Keyword::Undying,
            "skulk" => Keyword::Skulk,
            "flanking" => Keyword::Flanking,
            "provoke" => Keyword::Provoke,
            "phasing" => Keyword::Phasing,
            "aftermath" => Keyword::Aftermath,
            "fuse" => Keyword::Fuse,
            "daybound" => Keyword::Daybound,
            "nightbound" => Keyword::Nightbound,
            "dethrone" => Keyword::Dethrone,
            "melee" => Keyword::Melee,
            "training" => Keyword::Training,
            "enlist" => Keyword::Enlist,
            _ => return None,
        })
    }

    /// The keyword as printed ("first strike", "protection from red").
    pub fn name(&self) -> String {
        match self {
            Keyword::Protection(q) | Keyword::ProtectionSparing(q, _) => {
                format!("protection from {}", quality_name(q, true))
            }
            Keyword::HexproofFrom(q) => format!("hexproof from {}", quality_name(q, true)),
            Keyword::Landwalk(q) => format!("{}walk", quality_name(q, false).to_lowercase()),
            Keyword::Ward(n) => format!("ward {{{n}}}"),
            Keyword::Rampage(n) => format!("rampage {n}"),
            Keyword::Bushido(n) => format!("bushido {n}"),
            Keyword::Toxic(n) => format!("toxic {n}"),
            Keyword::Renown(n) => format!("renown {n}"),
            Keyword::DoubleStrike => "double strike".into(),
            Keyword::FirstStrike => "first strike".into(),
            Keyword::SplitSecond => "split second".into(),
            Keyword::Partner(k) => k.name(),
            other => format!("{other:?}").to_lowercase(),
        }
    }
}

fn quality_name(q: &Quality, plural: bool) -> String {
    match q {
        Quality::Color(c) => c.name().to_string(),
        Quality::AllColors => "all colors".into(),
        Quality::CardType(t) => {
            let s = t.to_string().to_lowercase();
            if plural {
                format!("{s}s")
            } else {
                s
            }
        }
        Quality::Subtype(s) => {
            if plural {
                format!("{s}s")
            } else {
                s.clone()
            }
        }
        Quality::Nonbasic => "nonbasic land".into(),
        Quality::Everything => "everything".into(),
        Quality::ChosenColor => "the chosen color".into(),
        Quality::SnowSubtype(s) => format!("snow {}", s.to_lowercase()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_keys_round_trip() {
        for s in Step::ALL {
            assert_eq!(Step::from_key(s.key()), Some(s));
        }
        assert_eq!(Step::from_key("second_main"), None);
    }

    #[test]
    fn keyword_names() {
        assert_eq!(Keyword::from_name("First strike"), Some(Keyword::FirstStrike));
        assert_eq!(Keyword::Protection(Quality::Color(Color::Red)).name(), "protection from red");
        assert_eq!(Keyword::Landwalk(Quality::Subtype("Swamp".into())).name(), "swampwalk");
    }
}
