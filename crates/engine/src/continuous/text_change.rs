//! Text-changing effects (CR 612, layer 3, 613.1c): "replace all instances of one colour word
//! (basic land type, creature type) with another".
//!
//! The engine never reads card text: a text change is applied to the compiled card instead.
//! Every place a colour word, basic land type or creature type is *used as such* in the
//! compiled abilities (filters, protection and landwalk qualities, restrictions, colour-setting
//! effects, token subtypes, CR 612.2a) and on the type line is rewritten; names are never
//! touched (CR 612.2). The intrinsic mana ability of a basic land type follows its type
//! (CR 305.6). Abilities granted by other effects are not part of the text (CR 612.3): they
//! are added in layer 6, after this.

use crate::ir::walk::{walk_filter, walk_layer_effect, VisitMut};
use crate::ir::CardDef;
use crate::ir::Color;
use crate::ir::Duration;
use crate::ir::ObjectId;
use crate::ir::{Ability, BasicLandType, Filter, LayerEffect, Ref, Restriction};
use crate::ir::{CardType, Keyword, Quality};
use crate::ir::{Word, WordKind};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::{Game, Resolution};
use std::sync::Arc;

/// One change: every `from` becomes `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextChange<'a> {
    pub from: &'a Word,
    pub to: &'a Word,
}

impl TextChange<'_> {
    pub(crate) fn color(&self, c: &mut Color) {
        if let (Word::Color(f), Word::Color(t)) = (self.from, self.to) {
            if c == f {
                *c = *t;
            }
        }
    }
    pub(crate) fn subtype(&self, s: &mut String) {
        if self.from.is_subtype(s) {
            *s = self.to.text();
        }
    }
    pub(crate) fn land(&self, l: &mut BasicLandType) {
        if let (Word::LandType(f), Word::LandType(t)) = (self.from, self.to) {
            if l == f {
                *l = *t;
            }
        }
    }
}

/// The card as it reads after the change (CR 612.1: rules text and type line).
pub fn change_card(card: &CardDef, c: &TextChange) -> CardDef {
    let mut out = card.clone();
    for s in &mut out.subtypes {
        c.subtype(s);
    }
    let mut seen = Vec::new();
    out.subtypes.retain(|s| {
        let new = !seen.contains(s);
        seen.push(s.clone());
        new
    });
    // CR 305.6: a basic land type's intrinsic mana ability goes with the type.
    if let (Word::LandType(f), Word::LandType(t)) = (c.from, c.to) {
        for ab in &mut out.abilities {
            if *ab == Ability::basic_land_mana(*f) {
                *ab = Ability::basic_land_mana(*t);
            }
        }
    }
    let mut c = c.clone();
    for ab in &mut out.abilities {
        c.visit_ability(ab);
    }
    out
}

/// The text change walks the whole ability (`crate::ir::walk`) and rewrites the words where they
/// are used as such: in filters, in protection and landwalk qualities, in restrictions and in
/// type- and colour-setting effects; a token's card is changed as a card (CR 612.2a).
impl VisitMut for TextChange<'_> {
    fn visit_filter(&mut self, f: &mut Filter) {
        match f {
            Filter::Color(col) => self.color(col),
            Filter::Subtype(s) => self.subtype(s),
            _ => {}
        }
        walk_filter(self, f);
    }

    fn visit_keyword(&mut self, k: &mut Keyword) {
        if let Keyword::Protection(q) | Keyword::Landwalk(q) = k {
            match q {
                Quality::Color(col) => self.color(col),
                Quality::Subtype(s) | Quality::SnowSubtype(s) => self.subtype(s),
                _ => {}
            }
        }
    }

    fn visit_restriction(&mut self, r: &mut Restriction) {
        match r {
            Restriction::CantAttackUnlessDefenderControls(l) => self.land(l),
            // CR 612.2: a colour word is changed by a text-changing effect.
            Restriction::CantBeTargetedByColor(col) => self.color(col),
            _ => {}
        }
    }

    fn visit_layer_effect(&mut self, e: &mut LayerEffect) {
        match e {
            LayerEffect::AddTypes { subtypes, .. }
            | LayerEffect::SetTypes { subtypes, .. }
            | LayerEffect::SetCreatureTypes(subtypes) => {
                for s in subtypes {
                    self.subtype(s);
                }
            }
            LayerEffect::SetLandTypes(ts) => {
                for t in ts {
                    self.land(t);
                }
            }
            LayerEffect::SetColors(set) => {
                if let (Word::Color(f), Word::Color(t)) = (self.from, self.to) {
                    if set.contains(*f) {
                        let mut new: crate::ir::ColorSet = set.iter().filter(|x| x != f).collect();
                        new.insert(*t);
                        *set = new;
                    }
                }
            }
            _ => {}
        }
        walk_layer_effect(self, e);
    }

    fn visit_token(&mut self, token: &mut Arc<CardDef>) {
        // CR 612.2a: the token's creature types are used as creature types.
        *token = Arc::new(change_card(token, self));
    }
}

impl Game {
    /// Recomputes the text of every object a text-changing effect applies to, from its copiable
    /// values and the effects in timestamp order (CR 612, 613.1c, 613.7), and of every object
    /// one no longer applies to. Spells on the stack resolve from their changed text.
    pub(crate) fn refresh_texts(&mut self) {
        let mut ids: Vec<ObjectId> = std::mem::take(&mut self.text_changed);
        for e in &self.effects {
            if matches!(e.effect, LayerEffect::ChangeText { .. }) {
                ids.extend(e.affected.iter().copied());
            }
        }
        ids.sort();
        ids.dedup();
        for &id in &ids {
            let mut changes: Vec<(u64, &Word, &Word)> = self
                .effects
                .iter()
                .filter(|e| e.affected.contains(&id))
                .filter_map(|e| match &e.effect {
                    LayerEffect::ChangeText { from, to } => Some((e.timestamp, from, to)),
                    _ => None,
                })
                .collect();
            changes.sort_by_key(|c| c.0);
            let text = if changes.is_empty() {
                None
            } else {
                let mut card = (*self.objects[id.index()].card).clone();
                for (_, from, to) in changes {
                    card = change_card(&card, &TextChange { from, to });
                }
                Some(Arc::new(card))
            };
            if text.is_some() {
                self.text_changed.push(id);
            }
            self.objects[id.index()].text = text;
            let now = self.objects[id.index()].text().clone();
            for item in self.stack.iter_mut().filter(|s| s.is_spell && s.id == id) {
                item.card = now.clone();
            }
        }
    }

    /// "Change the text of <what> by replacing all instances of one <kind> with another"
    /// (CR 612): asks the word to replace, then the new word, and adds the effect.
    pub(crate) fn exec_change_text(
        &mut self,
        what: &Ref,
        kinds: &[WordKind],
        except: &[String],
        duration: Duration,
        res: &mut Resolution,
    ) -> Step {
        let (src, you) = (res.item.source, res.item.controller);
        let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
        let seen = self.creature_types_in_game();
        let words: Vec<Word> = kinds.iter().flat_map(|k| Word::all(*k, &seen)).collect();
        if res.sub == 0 {
            match res.answer.take() {
                Some(Answer::Option(i)) if i < words.len() => res.sub = i + 1,
                _ => {
                    let prompt = "choose the word to replace".to_string();
                    let options = words.iter().map(Word::text).collect();
                    return Step::Ask(Decision { player: you, kind: DecisionKind::ChooseOption { prompt, options } });
                }
            }
        }
        let from = words[res.sub - 1].clone();
        // The new word is of the same kind (CR 612.2: a colour word for a colour word).
        let to_words: Vec<Word> = words
            .iter()
            .filter(|w| std::mem::discriminant(*w) == std::mem::discriminant(&from) && **w != from)
            .filter(|w| !except.contains(&w.text()))
            .cloned()
            .collect();
        let to = match res.answer.take() {
            Some(Answer::Option(i)) if i < to_words.len() => to_words[i].clone(),
            _ => {
                let prompt = format!("choose the word that replaces {}", from.text());
                let options = to_words.iter().map(Word::text).collect();
                return Step::Ask(Decision { player: you, kind: DecisionKind::ChooseOption { prompt, options } });
            }
        };
        res.sub = 0;
        self.add_effect(src, you, objs, LayerEffect::ChangeText { from, to }, duration);
        self.refresh_texts();
        Step::Done
    }

    /// Every creature type printed on a card in the game, sorted: the creature types a
    /// player may name.
    fn creature_types_in_game(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .objects
            .iter()
            .filter(|o| o.card.has_type(CardType::Creature) || o.card.has_type(CardType::Kindred))
            .flat_map(|o| o.card.subtypes.iter().cloned())
            .collect();
        out.sort();
        out.dedup();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn protection_and_landwalk_change_but_not_the_name() {
        let mut card = CardDef::new("Red Swamp Knight", &[CardType::Creature]);
        card.abilities = vec![
            Ability::Keyword(Keyword::Protection(Quality::Color(Color::Red))),
            Ability::Keyword(Keyword::Landwalk(Quality::Subtype("Swamp".into()))),
        ];
        let red = Word::Color(Color::Red);
        let blue = Word::Color(Color::Blue);
        let out = change_card(&card, &TextChange { from: &red, to: &blue });
        assert_eq!(out.name, "Red Swamp Knight");
        assert_eq!(out.abilities[0], Ability::Keyword(Keyword::Protection(Quality::Color(Color::Blue))));
        let swamp = Word::LandType(BasicLandType::Swamp);
        let island = Word::LandType(BasicLandType::Island);
        let out = change_card(&out, &TextChange { from: &swamp, to: &island });
        assert_eq!(out.abilities[1], Ability::Keyword(Keyword::Landwalk(Quality::Subtype("Island".into()))));
    }

    #[test]
    fn a_forest_becomes_an_island_with_its_mana_ability() {
        let mut card = CardDef::new("Forest", &[CardType::Land]);
        card.subtypes = vec!["Forest".into()];
        card.abilities = vec![Ability::basic_land_mana(BasicLandType::Forest)];
        let (f, i) = (Word::LandType(BasicLandType::Forest), Word::LandType(BasicLandType::Island));
        let out = change_card(&card, &TextChange { from: &f, to: &i });
        assert_eq!(out.subtypes, vec!["Island".to_string()]);
        assert_eq!(out.abilities, vec![Ability::basic_land_mana(BasicLandType::Island)]);
    }
}
