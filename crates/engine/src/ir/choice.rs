//! Choices made for an object (CR 607.2d): what is chosen (a color, a creature type, an
//! opponent, a card name), the value chosen, and the list of creature types (CR 205.3m).

use crate::ir::{Color, PlayerId};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// What a player is asked to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChoiceKind {
    /// One of the five colours (CR 105.4).
    Color,
    /// A creature type (CR 205.3m).
    CreatureType,
    /// A creature type other than Wall ("choose a creature type other than Wall").
    CreatureTypeNotWall,
    /// An opponent of the chooser (CR 102.2); the options depend on the game.
    Opponent,
    /// The name of a card (CR 201.3), of the kind given; the options are the names the game
    /// knows (see `Game::card_name_options`).
    CardName(NameKind),
}

/// Which card names a "choose a card name" allows (CR 201.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NameKind {
    /// "choose a card name", "choose any card name".
    Any,
    /// "choose a nonland card name": a card that isn't a land card.
    Nonland,
}

/// A value chosen for an object.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Chosen {
    Color(Color),
    CreatureType(String),
    /// A player ("choose an opponent").
    Player(PlayerId),
    /// A card name ("choose a card name", CR 201.3).
    CardName(String),
}

/// The creature types of CR 205.3m.
pub fn creature_types() -> &'static [&'static str] {
    static LIST: OnceLock<Vec<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| {
        include_str!("creature_types.txt").lines().filter(|l| !l.is_empty() && !l.starts_with('#')).collect()
    })
}

/// Whether `s` is a creature type (CR 205.3m): what changeling gives an object (CR 702.73a),
/// never an artifact, land or spell type such as Equipment, Forest or Arcane.
pub fn is_creature_type(s: &str) -> bool {
    creature_types().contains(&s)
}

impl ChoiceKind {
    /// The options offered, in order.
    pub fn options(self) -> Vec<String> {
        match self {
            // CR 105.4: one of the five colours; neither multicoloured nor colourless.
            ChoiceKind::Color => Color::ALL.iter().map(|c| c.name().to_string()).collect(),
            ChoiceKind::CreatureType => creature_types().iter().map(|s| s.to_string()).collect(),
            ChoiceKind::CreatureTypeNotWall => {
                creature_types().iter().filter(|s| **s != "Wall").map(|s| s.to_string()).collect()
            }
            // Players are known only in a game: see `Game::choice_options`.
            ChoiceKind::Opponent => vec![],
            // Card names are known only in a game: see `Game::choice_options`.
            ChoiceKind::CardName(_) => vec![],
        }
    }

    /// The value of option `i` (an index into [`ChoiceKind::options`]).
    pub fn value(self, i: usize) -> Option<Chosen> {
        let opt = self.options().into_iter().nth(i)?;
        Some(match self {
            ChoiceKind::Color => Chosen::Color(Color::ALL[i]),
            ChoiceKind::CreatureType | ChoiceKind::CreatureTypeNotWall => Chosen::CreatureType(opt),
            ChoiceKind::Opponent | ChoiceKind::CardName(_) => return None,
        })
    }

    /// How the question reads.
    pub fn prompt(self) -> &'static str {
        match self {
            ChoiceKind::Color => "choose a color",
            ChoiceKind::CreatureType => "choose a creature type",
            ChoiceKind::CreatureTypeNotWall => "choose a creature type other than Wall",
            ChoiceKind::Opponent => "choose an opponent",
            ChoiceKind::CardName(NameKind::Any) => "choose a card name",
            ChoiceKind::CardName(NameKind::Nonland) => "choose a nonland card name",
        }
    }

    /// Whether a question reading `prompt` asks for a card name (CR 201.3).
    pub fn is_card_name_prompt(prompt: &str) -> bool {
        [NameKind::Any, NameKind::Nonland].into_iter().any(|k| ChoiceKind::CardName(k).prompt() == prompt)
    }

    pub(crate) fn same_kind(a: &Chosen, b: &Chosen) -> bool {
        std::mem::discriminant(a) == std::mem::discriminant(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Color;

    #[test]
    fn creature_types_from_the_rules() {
        let types = creature_types();
        assert!(types.contains(&"Goblin") && types.contains(&"Time Lord") && types.contains(&"Wall"));
        assert!(!ChoiceKind::CreatureTypeNotWall.options().contains(&"Wall".to_string()));
        assert_eq!(ChoiceKind::Color.value(2), Some(Chosen::Color(Color::Black)));
        assert_eq!(ChoiceKind::Color.value(5), None);
    }
}
