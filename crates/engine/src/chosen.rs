//! Values chosen for an object and the abilities linked to them (CR 607.2d): "As ~ enters
//! the battlefield, choose a color" (a replacement effect, chosen before it enters, CR
//! 614.12a), "Choose a color." or "the color of your choice" on resolution, and what reads
//! the choice ("the chosen color", "creatures of the chosen type").
//!
//! A choice is noted on the object whose ability made it (the permanent, or the spell on
//! the stack); the abilities of that object read it through its filters
//! ([`Filter::ChosenColor`], [`Filter::ChosenSubtype`]), protection from
//! [`Quality::ChosenColor`] and [`LayerEffect::SetChosenColor`]. Effects that last (CR
//! 611.2c) take the value chosen when they are created.

use crate::ability::{Filter, LayerEffect, PlayerFilter};
use crate::decision::{Answer, Decision, DecisionKind};
use crate::ids::{ObjectId, PlayerId};
use crate::mana::{Color, ColorSet};
use crate::resolve::Step;
use crate::state::{Game, Resolution};
use crate::types::{Keyword, Quality};
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
}

/// A value chosen for an object.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Chosen {
    Color(Color),
    CreatureType(String),
    /// A player ("choose an opponent").
    Player(PlayerId),
}

/// The creature types of CR 205.3m.
pub fn creature_types() -> &'static [&'static str] {
    static LIST: OnceLock<Vec<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| {
        include_str!("creature_types.txt").lines().filter(|l| !l.is_empty() && !l.starts_with('#')).collect()
    })
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
        }
    }

    /// The value of option `i` (an index into [`ChoiceKind::options`]).
    pub fn value(self, i: usize) -> Option<Chosen> {
        let opt = self.options().into_iter().nth(i)?;
        Some(match self {
            ChoiceKind::Color => Chosen::Color(Color::ALL[i]),
            ChoiceKind::CreatureType | ChoiceKind::CreatureTypeNotWall => Chosen::CreatureType(opt),
            ChoiceKind::Opponent => return None,
        })
    }

    /// How the question reads.
    pub fn prompt(self) -> &'static str {
        match self {
            ChoiceKind::Color => "choose a color",
            ChoiceKind::CreatureType => "choose a creature type",
            ChoiceKind::CreatureTypeNotWall => "choose a creature type other than Wall",
            ChoiceKind::Opponent => "choose an opponent",
        }
    }

    fn same_kind(a: &Chosen, b: &Chosen) -> bool {
        std::mem::discriminant(a) == std::mem::discriminant(b)
    }
}

/// Whether a layer effect reads the value chosen for its source.
pub(crate) fn reads_choice(effect: &LayerEffect) -> bool {
    matches!(
        effect,
        LayerEffect::SetChosenColor
            | LayerEffect::SetChosenCreatureType
            | LayerEffect::AddKeyword(Keyword::Protection(Quality::ChosenColor))
    )
}

impl Game {
    /// The colour last chosen for `src`, if any.
    pub fn chosen_color(&self, src: ObjectId) -> Option<Color> {
        self.objects.get(src.index())?.chosen.iter().find_map(|c| match c {
            Chosen::Color(c) => Some(*c),
            _ => None,
        })
    }

    /// The creature type last chosen for `src`, if any.
    pub fn chosen_creature_type(&self, src: ObjectId) -> Option<&str> {
        self.objects.get(src.index())?.chosen.iter().find_map(|c| match c {
            Chosen::CreatureType(s) => Some(s.as_str()),
            _ => None,
        })
    }

    /// Notes a choice for `obj`, replacing an earlier one of the same kind (CR 607.2d:
    /// "the last chosen color").
    pub(crate) fn record_choice(&mut self, obj: ObjectId, value: Chosen) {
        let o = &mut self.objects[obj.index()];
        o.chosen.retain(|c| !ChoiceKind::same_kind(c, &value));
        o.chosen.push(value);
    }

    /// The player last chosen for `src`, if any ("the chosen player").
    pub fn chosen_player(&self, src: ObjectId) -> Option<PlayerId> {
        self.objects.get(src.index())?.chosen.iter().find_map(|c| match c {
            Chosen::Player(p) => Some(*p),
            _ => None,
        })
    }

    /// Whether player `p` matches `pf` for an ability of `src` controlled by `you`: as
    /// [`Game::player_matches`], and [`PlayerFilter::ChosenPlayer`] is the player chosen for
    /// `src`.
    pub(crate) fn player_matches_for(&self, pf: PlayerFilter, p: PlayerId, you: PlayerId, src: ObjectId) -> bool {
        match pf {
            PlayerFilter::ChosenPlayer => self.chosen_player(src) == Some(p),
            _ => self.player_matches(pf, p, you),
        }
    }

    /// The options `player` has for a choice of `kind`, with their values: the opponents
    /// still in the game for [`ChoiceKind::Opponent`] (CR 102.2), by name.
    fn choice_options(&self, player: PlayerId, kind: ChoiceKind) -> Vec<(String, Chosen)> {
        match kind {
            ChoiceKind::Opponent => {
                self.opponents(player).map(|p| (self.players[p.index()].name.clone(), Chosen::Player(p))).collect()
            }
            _ => kind.options().into_iter().enumerate().filter_map(|(i, o)| Some((o, kind.value(i)?))).collect(),
        }
    }

    /// The question for `player`.
    fn choice_decision(&self, player: PlayerId, kind: ChoiceKind) -> Decision {
        let options = self.choice_options(player, kind).into_iter().map(|(o, _)| o).collect();
        Decision { player, kind: DecisionKind::ChooseOption { prompt: kind.prompt().into(), options } }
    }

    /// CR 614.12a: the choices a permanent's "As ~ enters the battlefield, choose ..." asks
    /// are made by its controller as it enters, wherever it comes from. The event can't
    /// stop, so the choice is asked by replay, like a replacement choice (CR 616.1).
    pub(crate) fn make_enter_choices(&mut self, id: ObjectId) {
        let card = self.objects[id.index()].card.clone();
        for ab in &card.abilities {
            if let crate::ability::Ability::Static(crate::ability::StaticAbility::EntersWithChoice(kind)) = ab {
                let chooser = self.objects[id.index()].controller;
                if self.choice_options(chooser, *kind).is_empty() {
                    continue; // no opponent left: nothing to choose
                }
                let d = self.choice_decision(chooser, *kind);
                let i = match self.choose_replacement(d) {
                    Answer::Option(i) => i,
                    _ => 0,
                };
                if let Some((_, v)) = self.choice_options(chooser, *kind).into_iter().nth(i) {
                    self.record_choice(id, v);
                }
            }
        }
    }

    /// Whether some card of the game chooses a value as it enters: then answers must be
    /// applied on a copy, so that the choice can be asked by replay.
    pub(crate) fn enter_choices_possible(&self) -> bool {
        self.objects.iter().any(|o| {
            o.moved_to.is_none()
                && o.card.abilities.iter().any(|a| {
                    matches!(
                        a,
                        crate::ability::Ability::Static(
                            crate::ability::StaticAbility::EntersWithChoice(_)
                                | crate::ability::StaticAbility::Amplify(_)
                        )
                    )
                })
        })
    }

    /// `Instr::Choose`: the controller chooses on resolution; the value is noted on the
    /// resolving object's source (CR 608.2d: choices are made as the effect resolves).
    pub(crate) fn exec_choose(&mut self, kind: ChoiceKind, res: &mut Resolution) -> Step {
        let value = match res.answer.take() {
            Some(Answer::Option(i)) => self.choice_options(res.item.controller, kind).into_iter().nth(i),
            _ => None,
        };
        match value {
            Some((_, v)) => {
                self.record_choice(res.item.source, v);
                Step::Done
            }
            // A choice with no option (no opponent left) is no choice.
            None if self.choice_options(res.item.controller, kind).is_empty() => Step::Done,
            None => Step::Ask(self.choice_decision(res.item.controller, kind)),
        }
    }

    /// Whether object `id` matches a chosen-value filter of source `src`.
    pub(crate) fn matches_chosen(&self, f: &Filter, ch: &crate::layers::Characteristics, src: ObjectId) -> bool {
        match f {
            Filter::ChosenColor => self.chosen_color(src).is_some_and(|c| ch.colors.contains(c)),
            Filter::ChosenSubtype => self
                .chosen_creature_type(src)
                .is_some_and(|t| ch.subtypes.iter().any(|s| s == t) || ch.has(&Keyword::Changeling)),
            _ => false,
        }
    }

    /// A layer effect with the values chosen for `src` put in (`None` if nothing was
    /// chosen): what a static ability applies now, or what a resolved effect keeps (CR 611.2c).
    pub(crate) fn with_chosen(&self, effect: &LayerEffect, src: ObjectId) -> Option<LayerEffect> {
        Some(match effect {
            LayerEffect::SetChosenColor => LayerEffect::SetColors(ColorSet::only(self.chosen_color(src)?)),
            LayerEffect::SetChosenCreatureType => {
                LayerEffect::SetCreatureType(self.chosen_creature_type(src)?.to_string())
            }
            LayerEffect::AddKeyword(Keyword::Protection(Quality::ChosenColor)) => {
                LayerEffect::AddKeyword(Keyword::Protection(Quality::Color(self.chosen_color(src)?)))
            }
            other => other.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn creature_types_from_the_rules() {
        let types = creature_types();
        assert!(types.contains(&"Goblin") && types.contains(&"Time Lord") && types.contains(&"Wall"));
        assert!(!ChoiceKind::CreatureTypeNotWall.options().contains(&"Wall".to_string()));
        assert_eq!(ChoiceKind::Color.value(2), Some(Chosen::Color(Color::Black)));
        assert_eq!(ChoiceKind::Color.value(5), None);
    }
}
