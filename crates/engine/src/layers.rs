//! Characteristics computed from copiable values plus continuous effects, layer by layer (CR 613).
//!
//! Nothing edits an object's characteristics in place: every read goes through
//! [`Game::characteristics`], which starts from the card definition and applies the
//! continuous effects in force (from static abilities and from resolved spells and
//! abilities) in layer order, then by timestamp (CR 613.7).

use crate::ability::CounterKind;
use crate::ability::{Ability, Condition, Filter, LayerEffect, PlayerFilter, Restriction, StaticAbility};
use crate::ids::{ObjectId, PlayerId};
use crate::mana::{Color, ColorSet};
use crate::state::Game;
use crate::types::{CardType, Keyword, Supertype, TypeSet, Zone};

/// An object's characteristics as they are now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Characteristics {
    pub name: String,
    pub controller: PlayerId,
    pub types: TypeSet,
    pub supertypes: Vec<Supertype>,
    pub subtypes: Vec<String>,
    pub colors: ColorSet,
    pub keywords: Vec<Keyword>,
    pub restrictions: Vec<Restriction>,
    pub power: i32,
    pub toughness: i32,
    pub loyalty: i32,
    pub mana_value: u32,
    /// Lost all abilities (CR 613.1f): printed abilities other than keywords don't function.
    pub abilities_removed: bool,
}

impl Characteristics {
    /// Whether the object has keyword `k`.
    pub fn has(&self, k: &Keyword) -> bool {
        self.keywords.contains(k)
    }
    /// Whether the object has card type `t`.
    pub fn is(&self, t: CardType) -> bool {
        self.types.contains(t)
    }
    /// Whether the object has the restriction `r`.
    pub fn restricted(&self, r: Restriction) -> bool {
        self.restrictions.contains(&r)
    }
}

/// One continuous effect ready to apply, with its order key.
struct Applied<'a> {
    layer: u8,
    timestamp: u64,
    effect: &'a LayerEffect,
    /// For a static ability applying after layer 4: its affected filter, source and
    /// controller, tested against the characteristics as the earlier layers left them
    /// (CR 613.9: an Opalescence creature gets a creature anthem).
    affected: Option<(&'a Filter, ObjectId, PlayerId)>,
}

impl Game {
    /// The characteristics of an object now, after all continuous effects (CR 613).
    pub fn characteristics(&self, id: ObjectId) -> Characteristics {
        let obj = self.object(id);
        let card = &obj.card;
        let mut ch = if obj.face_down {
            // CR 708.2a: a face-down permanent is a 2/2 creature with no name, types or abilities.
            Characteristics {
                name: String::new(),
                controller: obj.controller,
                types: [CardType::Creature].into_iter().collect(),
                supertypes: vec![],
                subtypes: vec![],
                colors: ColorSet::NONE,
                keywords: vec![],
                restrictions: vec![],
                power: 2,
                toughness: 2,
                loyalty: 0,
                mana_value: 0,
                abilities_removed: true,
            }
        } else {
            Characteristics {
                name: card.name.clone(),
                controller: obj.controller,
                types: card.types,
                supertypes: card.supertypes.clone(),
                subtypes: card.subtypes.clone(),
                colors: card.colors,
                keywords: card.keywords().cloned().collect(),
                restrictions: vec![],
                power: card.power.map_or(0, |p| p.base()),
                toughness: card.toughness.map_or(0, |t| t.base()),
                loyalty: card.loyalty.unwrap_or(0),
                mana_value: card.mana_cost.as_ref().map_or(0, |c| c.mana_value(0)),
                abilities_removed: false,
            }
        };
        if obj.zone != Zone::Battlefield && obj.zone != Zone::Stack {
            return ch;
        }
        let mut applied: Vec<Applied> = Vec::new();
        for e in &self.effects {
            if e.affected.contains(&id) {
                applied.push(Applied {
                    layer: e.effect.layer(),
                    timestamp: e.timestamp,
                    effect: &e.effect,
                    affected: None,
                });
            }
        }
        if obj.zone == Zone::Battlefield {
            self.collect_static_effects(id, &mut applied);
        }
        applied.sort_by_key(|a| (a.layer, a.timestamp));
        for a in applied {
            if let Some((f, src, you)) = a.affected {
                if !self.matches_ch(f, id, &ch, src, you) {
                    continue;
                }
            }
            match a.effect {
                LayerEffect::ControlledBy(p) => ch.controller = *p,
                LayerEffect::AddTypes { types, subtypes } => {
                    for t in types {
                        ch.types.insert(*t);
                    }
                    for s in subtypes {
                        if !ch.subtypes.contains(s) {
                            ch.subtypes.push(s.clone());
                        }
                    }
                }
                LayerEffect::SetTypes { types, subtypes } => {
                    ch.types = types.iter().copied().collect();
                    ch.subtypes = subtypes.clone();
                }
                LayerEffect::SetColors(c) => ch.colors = *c,
                LayerEffect::AddKeyword(k) => {
                    if !ch.keywords.contains(k) {
                        ch.keywords.push(k.clone())
                    }
                }
                LayerEffect::RemoveKeyword(k) => ch.keywords.retain(|x| x != k),
                LayerEffect::RemoveAllAbilities => {
                    ch.keywords.clear();
                    ch.abilities_removed = true;
                }
                LayerEffect::AddRestriction(r) => ch.restrictions.push(*r),
                LayerEffect::SetPowerToughness(p, t) => {
                    ch.power = *p;
                    ch.toughness = *t;
                }
                LayerEffect::SetPowerToughnessToManaValue => {
                    ch.power = ch.mana_value as i32;
                    ch.toughness = ch.mana_value as i32;
                }
                LayerEffect::ModifyPowerToughness(p, t) => {
                    ch.power += p;
                    ch.toughness += t;
                }
                LayerEffect::ModifyPowerToughnessBy(p, t) => {
                    let pv = self.eval_static_amount(p, id);
                    let tv = self.eval_static_amount(t, id);
                    ch.power += pv;
                    ch.toughness += tv;
                }
                LayerEffect::SwitchPowerToughness => std::mem::swap(&mut ch.power, &mut ch.toughness),
            }
        }
        // CR 613.4c: counters apply in layer 7c, after the effects there (their order doesn't matter).
        let plus = obj.counter(&CounterKind::PlusOne) as i32;
        let minus = obj.counter(&CounterKind::MinusOne) as i32;
        ch.power += plus - minus;
        ch.toughness += plus - minus;
        if ch.is(CardType::Planeswalker) {
            ch.loyalty = obj.counter(&CounterKind::Loyalty) as i32;
        }
        ch
    }

    /// The static abilities of permanents on the battlefield that affect `id`.
    fn collect_static_effects<'a>(&'a self, id: ObjectId, out: &mut Vec<Applied<'a>>) {
        for &src in &self.static_sources {
            let sobj = self.object(src);
            if sobj.face_down {
                continue;
            }
            for ab in &sobj.card.abilities {
                let Ability::Static(StaticAbility::Continuous { affected, effect, condition }) = ab else {
                    continue;
                };
                // Controller of the source, without its own layer-2 effects (avoids recursion).
                let controller = self.base_controller(src);
                if let Some(c) = condition {
                    if !self.check_condition(c, src, controller) {
                        continue;
                    }
                }
                if effect.layer() > 40 {
                    // Decided when the layer applies, on the types and colours as they are then.
                    let affected = Some((affected, src, controller));
                    out.push(Applied { layer: effect.layer(), timestamp: sobj.timestamp, effect, affected });
                } else if self.matches_static(affected, id, src, controller) {
                    out.push(Applied { layer: effect.layer(), timestamp: sobj.timestamp, effect, affected: None });
                }
            }
        }
    }

    /// The controller after layer-2 effects from resolved spells only (used inside layer computation).
    fn base_controller(&self, id: ObjectId) -> PlayerId {
        let mut c = self.object(id).controller;
        for e in &self.effects {
            if let LayerEffect::ControlledBy(p) = e.effect {
                if e.affected.contains(&id) {
                    c = p;
                }
            }
        }
        c
    }

    /// Filter test for static abilities, on printed/base characteristics where layers would recurse.
    fn matches_static(&self, f: &Filter, id: ObjectId, src: ObjectId, controller: PlayerId) -> bool {
        let obj = self.object(id);
        let card = &obj.card;
        match f {
            Filter::Any => true,
            Filter::Source => id == src,
            Filter::Other => id != src,
            Filter::AttachedTo => self.object(src).attached_to == Some(id),
            Filter::Type(t) => !obj.face_down && card.has_type(*t) || obj.face_down && *t == CardType::Creature,
            Filter::Subtype(s) => {
                !obj.face_down && (card.has_subtype(s) || card.keywords().any(|k| *k == Keyword::Changeling))
            }
            Filter::Supertype(s) => card.has_supertype(*s),
            Filter::Color(c) => card.colors.contains(*c),
            Filter::Colorless => card.colors.is_empty(),
            Filter::Multicolored => card.colors.count() > 1,
            Filter::ControlledBy(pf) => self.player_matches(*pf, self.base_controller(id), controller),
            Filter::OwnedBy(pf) => self.player_matches(*pf, obj.owner, controller),
            Filter::Tapped => obj.tapped,
            Filter::Untapped => !obj.tapped,
            Filter::Token => obj.is_token,
            Filter::DrawnThisTurn => self.players[obj.owner.index()].drawn_this_turn.contains(&id),
            Filter::OwnedByTarget(_) => true,
            Filter::HasNonManaActivatedAbility => has_non_mana_ability(card),
            Filter::Attacking => self.combat.attackers.iter().any(|(a, _)| *a == id),
            Filter::Blocking => self.combat.blocks.iter().any(|(b, _)| *b == id),
            Filter::Named(n) => card.name == *n,
            Filter::And(fs) => fs.iter().all(|f| self.matches_static(f, id, src, controller)),
            Filter::Or(fs) => fs.iter().any(|f| self.matches_static(f, id, src, controller)),
            Filter::Not(f) => !self.matches_static(f, id, src, controller),
            Filter::Keyword(k) => card.keywords().any(|x| x == k),
            Filter::Power(c, n) => card.power.is_some_and(|p| c.test(p.base(), *n)),
            Filter::Toughness(c, n) => card.toughness.is_some_and(|p| c.test(p.base(), *n)),
            Filter::ManaValue(c, n) => c.test(card.mana_cost.as_ref().map_or(0, |m| m.mana_value(0)) as i32, *n),
        }
    }

    /// Whether player `p` matches `pf` from the point of view of `you`.
    pub fn player_matches(&self, pf: PlayerFilter, p: PlayerId, you: PlayerId) -> bool {
        match pf {
            PlayerFilter::Any => true,
            PlayerFilter::You => p == you,
            PlayerFilter::Opponent => p != you,
            PlayerFilter::Active => p == self.active,
        }
    }

    /// The controller of an object now (CR 108.4, layer 2).
    pub fn controller(&self, id: ObjectId) -> PlayerId {
        let obj = self.object(id);
        if obj.zone != Zone::Battlefield {
            return obj.controller;
        }
        self.base_controller(id)
    }

    /// An object's power now.
    pub fn power(&self, id: ObjectId) -> i32 {
        self.characteristics(id).power
    }

    /// An object's toughness now.
    pub fn toughness(&self, id: ObjectId) -> i32 {
        self.characteristics(id).toughness
    }

    /// Whether an object has keyword `k` now.
    pub fn has_keyword(&self, id: ObjectId, k: &Keyword) -> bool {
        self.characteristics(id).has(k)
    }

    /// Whether an object matches a filter now, from the point of view of `you` with source `src`.
    pub fn matches(&self, f: &Filter, id: ObjectId, src: ObjectId, you: PlayerId) -> bool {
        let ch = self.characteristics(id);
        self.matches_ch(f, id, &ch, src, you)
    }

    /// Filter test on already computed characteristics.
    pub fn matches_ch(&self, f: &Filter, id: ObjectId, ch: &Characteristics, src: ObjectId, you: PlayerId) -> bool {
        let obj = self.object(id);
        match f {
            Filter::Any => true,
            Filter::Source => id == src,
            Filter::Other => id != src,
            Filter::AttachedTo => self.object(src).attached_to == Some(id),
            Filter::Type(t) => ch.is(*t),
            Filter::Supertype(s) => ch.supertypes.contains(s),
            Filter::Subtype(s) => ch.subtypes.iter().any(|x| x == s) || ch.has(&Keyword::Changeling),
            Filter::Color(c) => ch.colors.contains(*c),
            Filter::Colorless => ch.colors.is_empty(),
            Filter::Multicolored => ch.colors.count() > 1,
            Filter::Keyword(k) => ch.has(k),
            Filter::ControlledBy(pf) => self.player_matches(*pf, ch.controller, you),
            Filter::OwnedBy(pf) => self.player_matches(*pf, obj.owner, you),
            Filter::Tapped => obj.tapped,
            Filter::Untapped => !obj.tapped,
            Filter::Attacking => self.combat.attackers.iter().any(|(a, _)| *a == id),
            Filter::Blocking => self.combat.blocks.iter().any(|(b, _)| *b == id),
            Filter::Token => obj.is_token,
            Filter::DrawnThisTurn => self.players[obj.owner.index()].drawn_this_turn.contains(&id),
            Filter::OwnedByTarget(_) => true,
            Filter::HasNonManaActivatedAbility => !ch.abilities_removed && has_non_mana_ability(&obj.card),
            Filter::Power(c, n) => c.test(ch.power, *n),
            Filter::Toughness(c, n) => c.test(ch.toughness, *n),
            Filter::ManaValue(c, n) => c.test(ch.mana_value as i32, *n),
            Filter::Named(n) => ch.name == *n,
            Filter::And(fs) => fs.iter().all(|f| self.matches_ch(f, id, ch, src, you)),
            Filter::Or(fs) => fs.iter().any(|f| self.matches_ch(f, id, ch, src, you)),
            Filter::Not(f) => !self.matches_ch(f, id, ch, src, you),
        }
    }

    /// Evaluates a condition for a source controlled by `you`.
    pub fn check_condition(&self, c: &Condition, src: ObjectId, you: PlayerId) -> bool {
        match c {
            Condition::YouControl(f, n) => {
                let count = self
                    .battlefield
                    .iter()
                    .filter(|&&id| self.base_controller(id) == you && self.matches_static(f, id, src, you))
                    .count();
                count as u32 >= *n
            }
            Condition::SourceIs(f) => self.matches_static(f, src, src, you),
            Condition::YourTurn => self.active == you,
            Condition::YourLife(cmp, n) => cmp.test(self.player(you).life, *n),
            Condition::Not(c) => !self.check_condition(c, src, you),
            Condition::PreviousDidSomething => true,
            Condition::RefIs(..) => false,
            Condition::OnBattlefield(f, cmp, n) => {
                let count = self.battlefield.iter().filter(|&&id| self.matches_static(f, id, src, you)).count();
                cmp.test(count as i32, *n as i32)
            }
            Condition::ArrivedSinceYourLastUpkeep => self.arrived_since_last_upkeep(src, you),
            Condition::YourGraveyardSize(cmp, n) => cmp.test(self.player(you).graveyard.len() as i32, *n as i32),
            Condition::YourStep(s) => self.active == you && self.step == *s,
            Condition::NoManaAddedThisTurn => !self.object(src).added_mana_this_turn,
            Condition::OpponentAndYouControl(theirs, mine) => {
                let controls = |who: &dyn Fn(PlayerId) -> bool, f: &Filter| {
                    self.battlefield
                        .iter()
                        .any(|&id| who(self.base_controller(id)) && self.matches_static(f, id, src, you))
                };
                controls(&|c| c != you, theirs) && controls(&|c| c == you, mine)
            }
        }
    }

    fn eval_static_amount(&self, a: &crate::ability::Amount, src: ObjectId) -> i32 {
        use crate::ability::Amount;
        let you = self.base_controller(src);
        match a {
            Amount::Fixed(n) => *n,
            Amount::Count(f) => {
                self.battlefield.iter().filter(|&&id| self.matches_static(f, id, src, you)).count() as i32
            }
            Amount::Neg(a) => -self.eval_static_amount(a, src),
            Amount::Plus(a, b) => self.eval_static_amount(a, src) + self.eval_static_amount(b, src),
            Amount::Times(k, a) => k * self.eval_static_amount(a, src),
            _ => 0,
        }
    }

    /// Whether an object has colour `c` now.
    pub fn has_color(&self, id: ObjectId, c: Color) -> bool {
        self.characteristics(id).colors.contains(c)
    }
}

/// Whether a card has an activated ability that isn't a mana ability (CR 605.1a).
fn has_non_mana_ability(card: &crate::card::CardDef) -> bool {
    card.abilities.iter().any(|a| matches!(a, Ability::Activated(x) if !x.is_mana_ability))
}
