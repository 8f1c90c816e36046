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

use crate::ir::{CardDef, CardType, ChoiceKind, Chosen, NameKind, TypeSet};
use crate::ir::{Color, ColorSet};
use crate::ir::{Filter, LayerEffect, PlayerFilter};
use crate::ir::{Keyword, Quality};
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::{Game, Resolution};
use std::sync::Arc;

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

    /// The card name last chosen for `src`, if any (CR 201.3: "the chosen name").
    pub fn chosen_card_name(&self, src: ObjectId) -> Option<&str> {
        self.objects.get(src.index())?.chosen.iter().find_map(|c| match c {
            Chosen::CardName(s) => Some(s.as_str()),
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
            ChoiceKind::CardName(k) => {
                self.card_name_options(k).into_iter().map(|n| (n.clone(), Chosen::CardName(n))).collect()
            }
            _ => kind.options().into_iter().enumerate().filter_map(|(i, o)| Some((o, kind.value(i)?))).collect(),
        }
    }

    /// The names a "choose a card name" of kind `k` offers (CR 201.3), sorted: the host's
    /// card names ([`GameConfig::card_names`](crate::GameConfig)), else the names of the
    /// cards in the game (tokens aren't cards, CR 111.1); "nonland" leaves out land cards.
    pub fn card_name_options(&self, k: NameKind) -> Vec<String> {
        let fits = |types: TypeSet| match k {
            NameKind::Any => true,
            NameKind::Nonland => !types.contains(CardType::Land),
        };
        let mut out: Vec<String> = if self.config.card_names.is_empty() {
            self.objects.iter().filter(|o| !o.is_token && fits(o.card.types)).map(|o| o.card.name.clone()).collect()
        } else {
            self.config.card_names.iter().filter(|n| fits(n.types)).map(|n| n.name.clone()).collect()
        };
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The question for `player`.
    pub(crate) fn choice_decision(&self, player: PlayerId, kind: ChoiceKind) -> Decision {
        let options = self.choice_options(player, kind).into_iter().map(|(o, _)| o).collect();
        Decision { player, kind: DecisionKind::ChooseOption { prompt: kind.prompt().into(), options } }
    }

    /// CR 614.12a: the choices a permanent's "As ~ enters the battlefield, choose ..." asks
    /// are made by its controller as it enters, wherever it comes from. The event can't
    /// stop, so the choice is asked by replay, like a replacement choice (CR 616.1).
    pub(crate) fn make_enter_choices(&mut self, id: ObjectId) {
        let card = self.objects[id.index()].card.clone();
        for ab in &card.abilities {
            if let crate::ir::Ability::Static(crate::ir::StaticAbility::EntersWithChoice(kind)) = ab {
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

    /// Whether some card of the game chooses a value as it enters (or is revealed as it is
    /// drawn: miracle, CR 702.94a): then answers must be applied on a copy, so that the
    /// choice can be asked by replay.
    pub(crate) fn enter_choices_possible(&self) -> bool {
        // A modal double-faced card may enter with its back face up (CR 712.12).
        let has_choice = |card: &CardDef| {
            std::iter::once(card).chain(card.back.as_deref()).flat_map(|c| &c.abilities).any(|a| {
                matches!(
                    a,
                    crate::ir::Ability::Static(
                        crate::ir::StaticAbility::EntersWithChoice(_)
                            | crate::ir::StaticAbility::Amplify(_)
                            | crate::ir::StaticAbility::Devour { .. }
                            | crate::ir::StaticAbility::Miracle { .. }
                            | crate::ir::StaticAbility::EntersTappedUnless(_)
                            | crate::ir::StaticAbility::MayEnterWithCounter { .. }
                    )
                )
            })
        };
        // The copies of a card in a deck share one definition, and objects are made deck by
        // deck: a definition just found without such an ability is not looked at again.
        let mut last: Option<&Arc<CardDef>> = None;
        self.objects.iter().any(|o| {
            if o.moved_to.is_some() || last.is_some_and(|c| Arc::ptr_eq(c, &o.card)) {
                return false;
            }
            last = Some(&o.card);
            // A Siege's protector is chosen as it enters (CR 310.11a).
            (o.card.has_type(crate::ir::CardType::Battle) && self.players.len() > 2) || has_choice(&o.card)
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
    pub(crate) fn matches_chosen(
        &self,
        f: &Filter,
        ch: &crate::state::characteristics::Characteristics,
        src: ObjectId,
    ) -> bool {
        match f {
            Filter::ChosenColor => self.chosen_color(src).is_some_and(|c| ch.colors.contains(c)),
            // CR 201.3: a face-down object has no name (CR 708.2a).
            Filter::ChosenName => self.chosen_card_name(src).is_some_and(|n| !ch.face_down && ch.name == n),
            Filter::ChosenSubtype => self.chosen_creature_type(src).is_some_and(|t| {
                ch.subtypes.iter().any(|s| s == t) || ch.has(&Keyword::Changeling) && crate::ir::is_creature_type(t)
            }),
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
    use crate::game::testing::{bears, bolt, main_phase_duel};
    use crate::ir::{CardType, NameKind, TypeSet};
    use crate::state::config::NamedCard;
    use std::sync::Arc;

    #[test]
    fn card_names_are_the_games_cards_or_the_hosts_list() {
        let mut g = main_phase_duel(vec![], vec![], vec![bears(), bolt()]);
        // CR 201.3: the names of cards in the game; "nonland" leaves the Forests out.
        let any = g.card_name_options(NameKind::Any);
        assert!(any.contains(&"Forest".to_string()) && any.contains(&"Grizzly Bears".to_string()), "{any:?}");
        let nonland = g.card_name_options(NameKind::Nonland);
        assert!(!nonland.contains(&"Forest".to_string()) && nonland.len() == any.len() - 1, "{nonland:?}");
        // A host's list wins, sorted.
        let mut land = TypeSet::default();
        land.insert(CardType::Land);
        let names = vec![
            NamedCard { name: "Wasteland".into(), types: land },
            NamedCard { name: "Ancestral Recall".into(), types: TypeSet::default() },
        ];
        Arc::make_mut(&mut g.config).card_names = Arc::new(names);
        assert_eq!(g.card_name_options(NameKind::Any), vec!["Ancestral Recall", "Wasteland"]);
        assert_eq!(g.card_name_options(NameKind::Nonland), vec!["Ancestral Recall"]);
    }
}
