//! What continuous effects do in the layer system (CR 613): the [`LayerEffect`]s, basic land
//! types (CR 305.6) and the words a text-changing effect replaces (CR 612.2).

use crate::ir::{Amount, BlockRule, CardType, Color, ColorSet, GrantedAbility, Keyword, PlayerId, Restriction};
use serde::{Deserialize, Serialize};

/// A continuous effect's change to an object's characteristics or rules, by layer (CR 613.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LayerEffect {
    /// Layer 2: control change.
    ControlledBy(PlayerId),
    /// Layer 2, from a static ability: the controller of the ability's source gains
    /// control ("You control enchanted creature").
    ControlledByYou,
    /// Layer 3: every `from` in the object's text becomes `to` (CR 612.1, 613.1c). The text
    /// card is kept by the game (`GameObject::text`), see `continuous/text_change.rs`.
    ChangeText { from: Word, to: Word },
    /// Layer 4: adds types or subtypes.
    AddTypes { types: Vec<CardType>, subtypes: Vec<String> },
    /// Layer 4: loses these card types ("~ isn't a creature"), and the subtypes that go with
    /// them that no remaining type shares (CR 205.1a).
    RemoveTypes(Vec<CardType>),
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
    SetColors(ColorSet),
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
    BlockRule(BlockRule),
}

impl LayerEffect {
    /// The layer (and sublayer, as tenths) this effect applies in (CR 613.1, 613.4).
    pub fn layer(&self) -> u8 {
        match self {
            LayerEffect::ControlledBy(_) | LayerEffect::ControlledByYou => 20,
            LayerEffect::ChangeText { .. } => 30,
            LayerEffect::AddTypes { .. }
            | LayerEffect::RemoveTypes(_)
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

/// A word a text-changing effect can replace (CR 612.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Word {
    Color(Color),
    LandType(BasicLandType),
    CreatureType(String),
}

/// The kinds of words an effect may choose between.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WordKind {
    Color,
    LandType,
    CreatureType,
}

impl Word {
    /// How the word is printed ("red", "Island", "Merfolk").
    pub fn text(&self) -> String {
        match self {
            Word::Color(c) => c.name().to_string(),
            Word::LandType(t) => t.name().to_string(),
            Word::CreatureType(s) => s.clone(),
        }
    }

    /// Every word of a kind a player may name. Creature types: those printed on the cards
    /// in the game (`seen`), since any creature type may be chosen (CR 205.3m).
    pub fn all(kind: WordKind, seen: &[String]) -> Vec<Word> {
        match kind {
            WordKind::Color => Color::ALL.iter().map(|c| Word::Color(*c)).collect(),
            WordKind::LandType => BasicLandType::ALL.into_iter().map(Word::LandType).collect(),
            WordKind::CreatureType => seen.iter().map(|s| Word::CreatureType(s.clone())).collect(),
        }
    }

    pub(crate) fn is_subtype(&self, s: &str) -> bool {
        match self {
            Word::LandType(t) => t.name() == s,
            Word::CreatureType(c) => c == s,
            Word::Color(_) => false,
        }
    }
}
