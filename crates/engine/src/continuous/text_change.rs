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

use crate::ir::CardDef;
use crate::ir::Color;
use crate::ir::Duration;
use crate::ir::ObjectId;
use crate::ir::{
    Ability, Amount, BasicLandType, Condition, Cost, Effect, Filter, Instr, LayerEffect, Ref, Restriction,
    StaticAbility, TargetSpec, TriggerEvent,
};
use crate::ir::{CardType, Keyword, Quality};
use crate::ir::{DamageRecipient, Replacement};
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
    fn color(&self, c: &mut Color) {
        if let (Word::Color(f), Word::Color(t)) = (self.from, self.to) {
            if c == f {
                *c = *t;
            }
        }
    }
    fn subtype(&self, s: &mut String) {
        if self.from.is_subtype(s) {
            *s = self.to.text();
        }
    }
    fn land(&self, l: &mut BasicLandType) {
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
    for ab in &mut out.abilities {
        ab.change_words(c);
    }
    out
}

/// Rewriting the words of one part of a compiled ability.
trait ChangeWords {
    fn change_words(&mut self, c: &TextChange);
}

impl<T: ChangeWords> ChangeWords for Vec<T> {
    fn change_words(&mut self, c: &TextChange) {
        for x in self {
            x.change_words(c);
        }
    }
}

impl<T: ChangeWords> ChangeWords for Option<T> {
    fn change_words(&mut self, c: &TextChange) {
        if let Some(x) = self {
            x.change_words(c);
        }
    }
}

impl<T: ChangeWords> ChangeWords for Box<T> {
    fn change_words(&mut self, c: &TextChange) {
        (**self).change_words(c);
    }
}

impl ChangeWords for Filter {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            Filter::Color(col) => c.color(col),
            Filter::Subtype(s) => c.subtype(s),
            Filter::Keyword(k) => k.change_words(c),
            Filter::And(fs) | Filter::Or(fs) => fs.change_words(c),
            Filter::Not(f) | Filter::Targets(f) => f.change_words(c),
            _ => {}
        }
    }
}

impl ChangeWords for crate::ir::BlockRule {
    fn change_words(&mut self, c: &TextChange) {
        use crate::ir::BlockRule;
        match self {
            BlockRule::NotBlockedBy(f) | BlockRule::OnlyBlockedBy(f) | BlockRule::CantBlock(f) => f.change_words(c),
            BlockRule::IfDefenderControls(f, r) => {
                f.change_words(c);
                r.change_words(c);
            }
            BlockRule::MinBlockers(_) => {}
        }
    }
}

impl ChangeWords for Keyword {
    fn change_words(&mut self, c: &TextChange) {
        if let Keyword::Protection(q) | Keyword::Landwalk(q) = self {
            match q {
                Quality::Color(col) => c.color(col),
                Quality::Subtype(s) | Quality::SnowSubtype(s) => c.subtype(s),
                _ => {}
            }
        }
    }
}

impl ChangeWords for Restriction {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            Restriction::CantAttackUnlessDefenderControls(l) => c.land(l),
            // CR 612.2: a colour word is changed by a text-changing effect.
            Restriction::CantBeTargetedByColor(col) => c.color(col),
            _ => {}
        }
    }
}

impl ChangeWords for LayerEffect {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            LayerEffect::AddTypes { subtypes, .. } | LayerEffect::SetTypes { subtypes, .. } => {
                for s in subtypes {
                    c.subtype(s);
                }
            }
            LayerEffect::SetCreatureTypes(subtypes) => {
                for s in subtypes {
                    c.subtype(s);
                }
            }
            LayerEffect::SetLandTypes(ts) => {
                for t in ts {
                    c.land(t);
                }
            }
            LayerEffect::SetColors(set) => {
                if let (Word::Color(f), Word::Color(t)) = (c.from, c.to) {
                    if set.contains(*f) {
                        let mut new: crate::ir::ColorSet = set.iter().filter(|x| x != f).collect();
                        new.insert(*t);
                        *set = new;
                    }
                }
            }
            LayerEffect::AddKeyword(k) | LayerEffect::RemoveKeyword(k) => k.change_words(c),
            LayerEffect::AddRestriction(r) => r.change_words(c),
            LayerEffect::BlockRule(r) => r.change_words(c),
            LayerEffect::SetPowerToughnessBy(p, t) => {
                p.change_words(c);
                t.change_words(c);
            }
            LayerEffect::ModifyPowerToughnessBy(p, t) => {
                p.change_words(c);
                t.change_words(c);
            }
            _ => {}
        }
    }
}

impl ChangeWords for Amount {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            Amount::Count(f) | Amount::HighestManaValue(f) => f.change_words(c),
            Amount::PowerOf(r)
            | Amount::ToughnessOf(r)
            | Amount::HandSize(r)
            | Amount::CountersOn(r, _)
            | Amount::ManaValueOf(r) => r.change_words(c),
            Amount::Neg(a) | Amount::Times(_, a) | Amount::Half(a, _) => a.change_words(c),
            Amount::Plus(a, b) => {
                a.change_words(c);
                b.change_words(c);
            }
            Amount::CardsIn(_, _, f) => f.change_words(c),
            Amount::CardsOf(_, r, f) => {
                f.change_words(c);
                r.change_words(c);
            }
            Amount::CountControlledBy(f, r) => {
                f.change_words(c);
                r.change_words(c);
            }
            _ => {}
        }
    }
}

impl ChangeWords for Ref {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            Ref::Each(f) | Ref::CardsInMatching(_, _, f) => f.change_words(c),
            Ref::ControllerOf(r) | Ref::OwnerOf(r) | Ref::CardsIn(_, r) => r.change_words(c),
            Ref::EachControlledBy(f, r) | Ref::TopCardIn(_, r, f) => {
                f.change_words(c);
                r.change_words(c);
            }
            _ => {}
        }
    }
}

impl ChangeWords for Condition {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            Condition::YouControl(f, _) | Condition::SourceIs(f) | Condition::OnBattlefield(f, _, _) => {
                f.change_words(c)
            }
            Condition::Not(x) => x.change_words(c),
            Condition::RefIs(r, f) => {
                r.change_words(c);
                f.change_words(c);
            }
            Condition::OpponentAndYouControl(a, b) => {
                a.change_words(c);
                b.change_words(c);
            }
            _ => {}
        }
    }
}

impl ChangeWords for TargetSpec {
    fn change_words(&mut self, c: &TextChange) {
        if let Some((_, f)) = &mut self.objects {
            f.change_words(c);
        }
    }
}

impl ChangeWords for Effect {
    fn change_words(&mut self, c: &TextChange) {
        self.targets.change_words(c);
        self.program.change_words(c);
        self.modes.change_words(c);
    }
}

impl ChangeWords for Cost {
    fn change_words(&mut self, c: &TextChange) {
        for (f, _) in [
            &mut self.sacrifice,
            &mut self.discard,
            &mut self.exile_from_hand,
            &mut self.exile_from_graveyard,
            &mut self.return_to_hand,
        ]
        .into_iter()
        .flatten()
        {
            f.change_words(c);
        }
    }
}

impl ChangeWords for Instr {
    fn change_words(&mut self, c: &TextChange) {
        use Instr::*;
        match self {
            DealDamage { amount, to }
            | DealDividedDamage { amount, to }
            | PreventDividedDamage { amount, to }
            | DealDamageEach { amount, to } => {
                amount.change_words(c);
                to.change_words(c);
            }
            Draw { who, amount }
            | GainLife { who, amount }
            | LoseLife { who, amount }
            | Discard { who, amount, .. }
            | Mill { who, amount }
            | Scry { who, amount }
            | ArrangeTop { who, amount } => {
                who.change_words(c);
                amount.change_words(c);
            }
            Destroy { what, .. }
            | Exile { what }
            | ReturnToHand { what }
            | PutIntoGraveyard { what }
            | Tap { what }
            | Untap { what }
            | Provoke { what }
            | Counter { what }
            | CounterTo { what, .. }
            | LookAtHand { who: what }
            | Regenerate { what }
            | DiscardCards { what }
            | PutOnLibrary { what, .. }
            | RevealCards { what }
            | LookAtCards { what }
            | PhaseOut { what }
            | TurnFace { what, .. }
            | TapOrUntap { what }
            | Combat { what, .. }
            | SkipNextUntap { what } => what.change_words(c),
            GiveControl { what, to: b, .. } | ExchangeControl { a: what, b } => {
                what.change_words(c);
                b.change_words(c);
            }
            ChangeTarget { spell, only_if, to } => {
                spell.change_words(c);
                for f in only_if.iter_mut().chain(to.iter_mut()) {
                    f.change_words(c);
                }
            }
            CopySpell { what, count, by, .. } => {
                what.change_words(c);
                count.change_words(c);
                by.change_words(c);
            }
            PutOntoBattlefield { what, under, .. } => {
                what.change_words(c);
                under.change_words(c);
            }
            RevealUntil { who, filter, .. } => {
                who.change_words(c);
                filter.change_words(c);
            }
            Sacrifice { who, filter, count } => {
                who.change_words(c);
                filter.change_words(c);
                count.change_words(c);
            }
            Modify { what, effect, .. } => {
                what.change_words(c);
                effect.change_words(c);
            }
            ChangeText { what, .. } => what.change_words(c),
            Pump { what, power, toughness, .. } => {
                what.change_words(c);
                power.change_words(c);
                toughness.change_words(c);
            }
            CreateToken { token, count, who } => {
                // CR 612.2a: the token's creature types are used as creature types.
                *token = Arc::new(change_card(token, c));
                count.change_words(c);
                who.change_words(c);
            }
            AddCounters { what, amount, .. } | RemoveCounters { what, amount, .. } => {
                what.change_words(c);
                amount.change_words(c);
            }
            Shuffle { who } | CantCastSpellsThisTurn { who } | RevealHand { who } => who.change_words(c),
            If { condition, then } => {
                condition.change_words(c);
                then.change_words(c);
            }
            May { then, .. } | DelayedTrigger { program: then, .. } => then.change_words(c),
            DelayedTriggerAbout { about, program, .. } => {
                about.change_words(c);
                program.change_words(c);
            }
            SacrificeObjects { who, what } => {
                who.change_words(c);
                what.change_words(c);
            }
            ForEach { what, then } | PlayerMay { who: what, then, .. } => {
                what.change_words(c);
                then.change_words(c);
            }
            SearchLibrary { who, filter, .. } => {
                who.change_words(c);
                filter.change_words(c);
            }
            PreventNextDamage { to, amount } => {
                to.change_words(c);
                amount.change_words(c);
            }
            PreventNextFromChosenSource { to, filter } => {
                to.change_words(c);
                filter.change_words(c);
            }
            RedirectDamage(spec) => {
                spec.to.change_words(c);
                spec.filter.change_words(c);
                if let crate::ir::RedirectFrom::Objects(r) = &mut spec.from {
                    r.change_words(c);
                }
                if let crate::ir::RedirectLimit::Next(a) = &mut spec.limit {
                    a.change_words(c);
                }
                if let crate::ir::RedirectTo::Ref(r) = &mut spec.dest {
                    r.change_words(c);
                }
            }
            PreventNextDamageBy { by, amount } => {
                by.change_words(c);
                amount.change_words(c);
            }
            PreventNextFromObjects { from, to } => {
                from.change_words(c);
                to.change_words(c);
            }
            PreventAllFromChosenSource { to, filter } => {
                to.change_words(c);
                filter.change_words(c);
            }
            PreventAllDamageThisTurn { to, by, .. } => {
                to.change_words(c);
                by.change_words(c);
            }
            Attach { what, to } => {
                what.change_words(c);
                to.change_words(c);
            }
            EnterAsCopy { of } => of.change_words(c),
            DealDamageHits { hits } => {
                for (amount, to) in hits {
                    amount.change_words(c);
                    to.change_words(c);
                }
            }
            DealDamageBy { by, amount, to } => {
                by.change_words(c);
                amount.change_words(c);
                to.change_words(c);
            }
            SearchLibraryOf { whose, filter, .. } => {
                whose.change_words(c);
                filter.change_words(c);
            }
            ChooseCards { chooser, whose, filter, count, .. } => {
                chooser.change_words(c);
                whose.change_words(c);
                filter.change_words(c);
                count.change_words(c);
            }
            RevealTop { who, amount, filter, .. } => {
                who.change_words(c);
                amount.change_words(c);
                filter.change_words(c);
            }
            PayCost { who, times, .. } => {
                who.change_words(c);
                times.change_words(c);
            }
            PayLife { amount } => amount.change_words(c),
            TurnEffect { who, effect } => {
                who.change_words(c);
                match effect {
                    crate::ir::TurnEffect::CantCast(f) | crate::ir::TurnEffect::FlashFor(f) => f.change_words(c),
                    crate::ir::TurnEffect::LifeBecomes(a) => a.change_words(c),
                    _ => {}
                }
            }
            MadnessCast
            | AddMana(_)
            | FlipCoin
            | AddManaTo { .. }
            | PreventAllCombatDamageThisTurn
            | DamageCantBePreventedThisTurn
            | NoLifeGainThisTurn
            | NextDrawInstead(_)
            | WinGame
            | Choose(_) => {}
            LookAtTop(look) => {
                look.whose.change_words(c);
                look.amount.change_words(c);
                look.take.change_words(c);
                look.filter.change_words(c);
            }
        }
    }
}

impl ChangeWords for TriggerEvent {
    fn change_words(&mut self, c: &TextChange) {
        use TriggerEvent::*;
        match self {
            EntersBattlefield(f)
            | LeavesBattlefield(f)
            | Dies(f)
            | PutIntoGraveyardFromBattlefield(f)
            | Attacks(f)
            | Blocks(f)
            | BecomesBlocked(f)
            | AttacksUnblocked(f)
            | BlocksOrBecomesBlocked(f)
            | DealsCombatDamageToPlayer(f)
            | DealsDamage(f)
            | IsDealtDamage(f)
            | SpellCast { spell: f, .. }
            | DealsDamageToPlayer(f)
            | Cycled(f)
            | TappedForMana(f)
            | PlaysLand { land: f, .. }
            | TapsLandForMana { land: f, .. }
            | AttacksAlone(f)
            | DealsCombatDamage(f)
            | SourceDamagesPlayer { by: f, .. }
            | AttacksPlayer { attacker: f, .. } => f.change_words(c),
            BlockPairAny { subject, other, .. } => {
                subject.change_words(c);
                other.change_words(c);
            }
            Either(a, b) => {
                a.change_words(c);
                b.change_words(c);
            }
            State(cond) => cond.change_words(c),
            _ => {}
        }
    }
}

impl ChangeWords for Replacement {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            Replacement::PreventDamage { to, from, .. } => {
                if let DamageRecipient::Objects(f) = to {
                    f.change_words(c);
                }
                from.change_words(c);
            }
            Replacement::GraveyardInstead { what, .. } | Replacement::EnterTapped { what } => what.change_words(c),
            Replacement::DoubleDamage { to, from } | Replacement::ModifyDamage { to, from, .. } => {
                if let DamageRecipient::Objects(f) = to {
                    f.change_words(c);
                }
                from.change_words(c);
            }
            _ => {}
        }
    }
}

impl ChangeWords for StaticAbility {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            StaticAbility::Continuous { affected, effect, condition } => {
                affected.change_words(c);
                effect.change_words(c);
                condition.change_words(c);
            }
            StaticAbility::CostChange { spells, .. } => spells.change_words(c),
            StaticAbility::EntersAsCopy { of } => of.change_words(c),
            StaticAbility::EntersWithCounters { amount, .. } => amount.change_words(c),
            StaticAbility::PreventDamage { to, from, .. } => {
                to.change_words(c);
                from.change_words(c);
            }
            StaticAbility::Enchant(t) => t.change_words(c),
            StaticAbility::PlayerKeyword { keyword, .. } => keyword.change_words(c),
            StaticAbility::LifeFloorOne { condition, .. } => condition.change_words(c),
            StaticAbility::Replacement(r) => r.change_words(c),
            StaticAbility::CombatCost { affected, x, times, .. } => {
                affected.change_words(c);
                x.change_words(c);
                times.change_words(c);
            }
            StaticAbility::AlternativeCost { cost, condition, .. } => {
                cost.change_words(c);
                condition.change_words(c);
            }
            StaticAbility::AdditionalCost(cost) => cost.change_words(c),
            StaticAbility::SpellsCantBeCountered(f) => f.change_words(c),
            StaticAbility::CantAttackPowerAbove(a) => a.change_words(c),
            StaticAbility::CastRestriction { condition, .. } | StaticAbility::SelfCostChange { condition, .. } => {
                condition.change_words(c)
            }
            _ => {}
        }
    }
}

impl ChangeWords for Ability {
    fn change_words(&mut self, c: &TextChange) {
        match self {
            Ability::Keyword(k) => k.change_words(c),
            Ability::Spell(e) => e.change_words(c),
            Ability::Activated(a) => {
                a.cost.change_words(c);
                a.effect.change_words(c);
                a.condition.change_words(c);
            }
            Ability::Triggered(t) => {
                t.event.change_words(c);
                t.condition.change_words(c);
                t.effect.change_words(c);
            }
            Ability::Static(s) => s.change_words(c),
        }
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
