//! Characteristics computed from copiable values plus continuous effects, layer by layer (CR 613).
//!
//! Nothing edits an object's characteristics in place: every read goes through
//! [`Game::characteristics`], which starts from the card definition and applies the
//! continuous effects in force (from static abilities and from resolved spells and
//! abilities) in layer order, then by timestamp (CR 613.7).

use crate::ir::{Ability, Amount, Condition, Filter, LayerEffect, PlayerFilter, StaticAbility};
use crate::ir::{CardType, Keyword, Zone};
use crate::ir::{Color, ColorSet};
use crate::ir::{CounterKind, Stat};
use crate::ir::{ObjectId, PlayerId};
use crate::state::characteristics::Characteristics;
use crate::state::game::Game;

/// Where an effect's set of affected objects comes from.
#[derive(Clone, Copy)]
enum Scope<'a> {
    /// A resolved spell or ability: the set was locked in on resolution (CR 611.2c).
    Locked,
    /// A static ability: its filter is read when the effect first applies, on the
    /// characteristics as the earlier layers left them (CR 611.3a, 613.9); `group` numbers
    /// the effect (all its parts, CR 613.6) within one computation.
    Static { filter: &'a Filter, src: ObjectId, group: usize },
}

/// One continuous effect ready to apply, with its order key.
#[derive(Clone, Copy)]
pub(crate) struct Applied<'a> {
    layer: u8,
    timestamp: u64,
    effect: &'a LayerEffect,
    /// The controller of the effect's source (for "you" in its filter).
    you: PlayerId,
    scope: Scope<'a>,
}

/// The static effects in force for a whole-battlefield computation, collected once
/// ([`Game::all_static_effects`]).
pub(crate) struct StaticEffects<'a> {
    applied: Vec<Applied<'a>>,
    groups: Vec<Group>,
}

/// A static effect's parts as one effect (CR 613.6): decided once whether it applies to the
/// object being computed, at the first layer one of its parts applies in.
#[derive(Clone, Copy)]
struct Group {
    /// The index of its first ability on the source (identifies it in nested computations).
    first_ability: usize,
    /// The earliest layer of its parts.
    first_layer: u8,
    applies: Option<bool>,
}

impl Game {
    /// The characteristics of an object now, after all continuous effects (CR 613).
    pub fn characteristics(&self, id: ObjectId) -> Characteristics {
        match self.layer_cache.get(id) {
            Some(ch) => ch.clone(),
            None => self.characteristics_fresh(id),
        }
    }

    /// The characteristics of an object, borrowed when they were computed at the decision
    /// the game waits for (`layer_cache.rs`), else computed now.
    pub(crate) fn characteristics_cow(&self, id: ObjectId) -> std::borrow::Cow<'_, Characteristics> {
        match self.layer_cache.get(id) {
            Some(ch) => std::borrow::Cow::Borrowed(ch),
            None => std::borrow::Cow::Owned(self.characteristics_fresh(id)),
        }
    }

    /// The characteristics of an object computed now, past the cache (`layer_cache.rs`).
    pub(crate) fn characteristics_fresh(&self, id: ObjectId) -> Characteristics {
        self.characteristics_upto(id, u8::MAX, None, false)
    }

    /// The object's copiable values (CR 707.2, layer 1): its card, or the face-down 2/2.
    fn copiable_values(&self, id: ObjectId) -> Characteristics {
        let obj = self.object(id);
        let card = &obj.card;
        if obj.face_down && obj.zone == Zone::Exile {
            // CR 406.3a: a card exiled face down has no characteristics.
            Characteristics { types: Default::default(), power: 0, toughness: 0, ..face_down_values(obj.controller) }
        } else if obj.face_down {
            let mut v = face_down_values(obj.controller);
            // CR 702.168a-b: a face-down object cast with disguise has ward {2}.
            if obj.cast_with.disguised {
                v.keywords.push(Keyword::Ward(2));
            }
            v
        } else {
            Characteristics {
                name: card.name.clone(),
                controller: obj.controller,
                types: card.types,
                supertypes: card.supertypes.clone(),
                // CR 613.1c: layer 3, the type line and keywords as text-changing effects left them.
                subtypes: obj.text().subtypes.clone(),
                colors: card.colors,
                keywords: obj.text().keywords().cloned().collect(),
                restrictions: vec![],
                power: card.power.map_or(0, |p| p.base()),
                toughness: card.toughness.map_or(0, |t| t.base()),
                loyalty: card.loyalty.unwrap_or(0),
                mana_value: obj.printed_mana_value(),
                abilities_removed: false,
                granted: vec![],
                land_mana: vec![],
                block_rules: vec![],
                face_down: false,
            }
        }
    }

    /// The characteristics after the layers up to `until` (CR 613.1). `exclude` leaves one
    /// static effect out (the one whose existence is being asked, CR 613.8a); `nested`
    /// computations don't ask about existence again (no recursion).
    fn characteristics_upto(
        &self,
        id: ObjectId,
        until: u8,
        exclude: Option<(ObjectId, usize)>,
        nested: bool,
    ) -> Characteristics {
        self.characteristics_among(id, until, exclude, nested, None)
    }

    /// The static effects every permanent's full computation collects (the same list for
    /// all: it depends on the sources, not on the object), collected once for a pass over
    /// many objects ([`Game::characteristics_of_all`]).
    pub(crate) fn all_static_effects(&self) -> StaticEffects<'_> {
        let mut statics = StaticEffects { applied: Vec::new(), groups: Vec::new() };
        self.collect_static_effects(u8::MAX, None, &mut statics.applied, &mut statics.groups);
        statics
    }

    /// The characteristics of `id` now (CR 613), with the battlefield's static effects
    /// collected beforehand by [`Game::all_static_effects`]: the same result as
    /// [`Game::characteristics_fresh`], without collecting them again for each object.
    pub(crate) fn characteristics_of_all(&self, id: ObjectId, statics: &StaticEffects) -> Characteristics {
        self.characteristics_among(id, u8::MAX, None, false, Some(statics))
    }

    /// [`Game::characteristics_upto`], with the static effects given when they were
    /// collected for the same `until` and `exclude`.
    fn characteristics_among(
        &self,
        id: ObjectId,
        until: u8,
        exclude: Option<(ObjectId, usize)>,
        nested: bool,
        statics: Option<&StaticEffects>,
    ) -> Characteristics {
        let obj = self.object(id);
        let mut ch = self.copiable_values(id);
        if obj.zone != Zone::Battlefield && obj.zone != Zone::Stack {
            return ch;
        }
        // Layer 2 (CR 613.1b): control, latest timestamp wins.
        ch.controller = self.controller(id);
        let mut applied: Vec<Applied> = Vec::new();
        for e in &self.effects {
            if e.affected.contains(&id) && e.effect.layer() > 20 && e.effect.layer() <= until {
                applied.push(Applied {
                    layer: e.effect.layer(),
                    timestamp: e.timestamp,
                    effect: &e.effect,
                    you: e.controller,
                    scope: Scope::Locked,
                });
            }
        }
        let mut groups = Vec::new();
        if obj.zone == Zone::Battlefield {
            match statics {
                Some(s) => {
                    applied.extend_from_slice(&s.applied);
                    groups.extend_from_slice(&s.groups);
                }
                None => self.collect_static_effects(until, exclude, &mut applied, &mut groups),
            }
        }
        // Whether any effect removes abilities: only then is existence (CR 613.8a) asked.
        let removal = !nested && self.removal_in_force();
        applied.sort_by_key(|a| (a.layer, a.timestamp));
        // CR 613.4c: counters apply in layer 7c, with its effects (the order there doesn't
        // matter, all add), so before any 7d switch (CR 613.4d).
        // CR 122.1a: each +X/+Y counter (+1/+1, -1/-1, +0/+1, ...) adds X to power and Y to
        // toughness.
        let (counter_p, counter_t) = obj.counters.iter().fold((0, 0), |(p, t), (kind, n)| {
            let (dp, dt) = kind.pt_change();
            (p + dp * *n as i32, t + dt * *n as i32)
        });
        let mut counted = until < 73;
        let mut start = 0;
        while start < applied.len() {
            let layer = applied[start].layer;
            if layer > 73 && !counted {
                ch.power += counter_p;
                ch.toughness += counter_t;
                counted = true;
            }
            let end = start + applied[start..].iter().take_while(|a| a.layer == layer).count();
            // Only static effects can depend on others (`depends_on`): a layer without any
            // applies in timestamp order (CR 613.7), without the dependency search.
            if applied[start..end].iter().all(|a| matches!(a.scope, Scope::Locked)) {
                for a in &applied[start..end] {
                    self.apply_effect(a, id, &mut ch);
                }
                start = end;
                continue;
            }
            let mut pending: Vec<Applied> = applied[start..end].to_vec();
            while !pending.is_empty() {
                // CR 613.8b-c: the first, in timestamp order, that depends on no other
                // still-pending effect; in a dependency loop, timestamp order.
                let k = (0..pending.len())
                    .find(|&i| {
                        !(0..pending.len())
                            .any(|j| j != i && self.depends_on(&pending[i], &pending[j], id, &ch, &groups))
                    })
                    .unwrap_or(0);
                let a = pending.remove(k);
                if self.applies(&a, id, &ch, &mut groups, removal) {
                    self.apply_effect(&a, id, &mut ch);
                }
            }
            start = end;
        }
        if !counted {
            ch.power += counter_p;
            ch.toughness += counter_t;
        }
        if ch.is(CardType::Planeswalker) {
            ch.loyalty = obj.counter(&CounterKind::Loyalty) as i32;
        }
        ch
    }

    /// Whether an object has lost its abilities now (CR 613.1f, 708.2a: face down), without
    /// computing its characteristics when no effect in force removes abilities.
    pub(crate) fn abilities_removed(&self, id: ObjectId) -> bool {
        match self.layer_cache.get(id) {
            Some(ch) => ch.abilities_removed,
            None if self.object(id).face_down => true,
            None => self.removal_in_force() && self.characteristics_fresh(id).abilities_removed,
        }
    }

    /// Whether some effect in force removes all abilities (CR 613.1f).
    fn removal_in_force(&self) -> bool {
        self.special_statics.1 > 0
            || self
                .effects
                .iter()
                .any(|e| matches!(e.effect, LayerEffect::RemoveAllAbilities | LayerEffect::SetLandTypes(_)))
    }

    /// Whether `a` applies to `id` now; a static effect decides once, at its first part
    /// (CR 613.6), and exists only if its source hasn't lost its abilities in layer 6
    /// before it began to apply (CR 613.8a: an effect depends on the one removing it).
    fn applies(&self, a: &Applied, id: ObjectId, ch: &Characteristics, groups: &mut [Group], removal: bool) -> bool {
        let Scope::Static { filter, src, group } = a.scope else {
            return true;
        };
        if let Some(d) = groups[group].applies {
            return d;
        }
        let g = groups[group];
        let exists = !(removal && g.first_layer >= 60) || {
            let sch = self.characteristics_upto(src, 60, Some((src, g.first_ability)), true);
            !sch.abilities_removed
        };
        let d = exists && self.matches_ch(filter, id, ch, src, a.you);
        groups[group].applies = Some(d);
        d
    }

    /// CR 613.8a for the object being computed: `a` depends on `b` (same layer) if applying
    /// `b` would change whether `a` applies to it. Only static effects not yet decided can
    /// depend, and only through a filter that reads what `b`'s layer changes.
    fn depends_on(&self, a: &Applied, b: &Applied, id: ObjectId, ch: &Characteristics, groups: &[Group]) -> bool {
        let Scope::Static { filter, src, group } = a.scope else {
            return false;
        };
        if groups[group].applies.is_some() || !filter_reads_layer(filter, b.layer) {
            return false;
        }
        let b_applies = match b.scope {
            Scope::Locked => true,
            Scope::Static { filter: fb, src: sb, group: gb } => {
                groups[gb].applies.unwrap_or_else(|| self.matches_ch(fb, id, ch, sb, b.you))
            }
        };
        if !b_applies {
            return false;
        }
        let mut after = ch.clone();
        self.apply_effect(b, id, &mut after);
        self.matches_ch(filter, id, ch, src, a.you) != self.matches_ch(filter, id, &after, src, a.you)
    }

    /// Applies one effect to the characteristics.
    fn apply_effect(&self, a: &Applied, id: ObjectId, ch: &mut Characteristics) {
        // CR 607.2d: an effect reading its source's chosen value uses the value now.
        let concrete;
        let effect = if crate::resolve::chosen::reads_choice(a.effect) {
            let src = match a.scope {
                Scope::Static { src, .. } => src,
                Scope::Locked => id,
            };
            match self.with_chosen(a.effect, src) {
                Some(e) => {
                    concrete = e;
                    &concrete
                }
                None => return,
            }
        } else {
            a.effect
        };
        match effect {
            LayerEffect::ControlledBy(p) => ch.controller = *p,
            // Layer 3 (CR 613.1c): the text itself is kept by `refresh_texts`; the type line
            // and keywords it changed are read from it in `copiable_values`.
            LayerEffect::ChangeText { .. } => {}
            LayerEffect::ControlledByYou => ch.controller = a.you,
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
            LayerEffect::RemoveTypes(types) => {
                for t in types {
                    ch.types.remove(*t);
                }
                // CR 205.1a: creature types stay only on a kindred object (CR 308.3).
                if types.contains(&CardType::Creature) && !ch.is(CardType::Kindred) {
                    ch.subtypes.retain(|s| !crate::ir::is_creature_type(s) || is_non_creature_subtype(s));
                }
            }
            LayerEffect::SetTypes { types, subtypes } => {
                ch.types = types.iter().copied().collect();
                ch.subtypes = subtypes.clone();
            }
            LayerEffect::SetLandTypes(ts) => {
                // CR 305.7: it loses its land types and the abilities of its rules text, and
                // has the mana ability of each new basic land type.
                ch.subtypes.retain(|s| !is_land_type(s));
                ch.subtypes.extend(ts.iter().map(|t| t.name().to_string()));
                ch.keywords.clear();
                ch.abilities_removed = true;
                ch.land_mana = ts.clone();
            }
            LayerEffect::SetCreatureTypes(ts) => {
                // CR 205.1b: the new creature types replace the old ones only; a planeswalker
                // keeps its planeswalker types ("Gideon", CR 205.3j).
                let walker = ch.is(CardType::Planeswalker);
                ch.subtypes.retain(|s| is_non_creature_subtype(s) || (walker && !crate::ir::is_creature_type(s)));
                ch.subtypes.extend(ts.iter().cloned());
            }
            LayerEffect::SetColors(c) => ch.colors = *c,
            LayerEffect::AddKeyword(k) => {
                // CR 702.16n: the protection spares the Aura that gives it.
                let k = match (k, &a.scope) {
                    (Keyword::ProtectionSparing(q, None), Scope::Static { src, .. }) => {
                        Keyword::ProtectionSparing(q.clone(), Some(*src))
                    }
                    _ => k.clone(),
                };
                if !ch.keywords.contains(&k) {
                    ch.keywords.push(k)
                }
            }
            // CR 702.11e: losing hexproof loses every "hexproof from" ability too.
            LayerEffect::RemoveKeyword(Keyword::Hexproof) => {
                ch.keywords.retain(|x| !matches!(x, Keyword::Hexproof | Keyword::HexproofFrom(_)))
            }
            LayerEffect::RemoveKeyword(k) => ch.keywords.retain(|x| x != k),
            LayerEffect::RemoveAllAbilities => {
                ch.land_mana.clear();
                ch.keywords.clear();
                ch.restrictions.clear();
                ch.block_rules.clear();
                ch.granted.clear();
                ch.abilities_removed = true;
            }
            LayerEffect::AddRestriction(r) => ch.restrictions.push(*r),
            LayerEffect::BlockRule(r) => ch.block_rules.push(r.clone()),
            LayerEffect::GrantAbility(g) => ch.granted.push(g.clone()),
            LayerEffect::SetPowerToughnessBy(p, t) => {
                // CR 604.3, 613.4a: layer 7a, counted from the object that has the ability.
                let src = match a.scope {
                    Scope::Static { src, .. } => src,
                    Scope::Locked => id,
                };
                if let Some(p) = p {
                    ch.power = self.eval_static_amount(p, src);
                }
                if let Some(t) = t {
                    ch.toughness = self.eval_static_amount(t, src);
                }
            }
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
                // CR 613.4c: counted for the effect's source ("for each growth counter on
                // Momentum", "each Forest you control" — the Aura's controller, CR 109.5).
                let src = match a.scope {
                    Scope::Static { src, .. } => src,
                    Scope::Locked => id,
                };
                ch.power += self.eval_static_amount(p, src);
                ch.toughness += self.eval_static_amount(t, src);
            }
            LayerEffect::SwitchPowerToughness => std::mem::swap(&mut ch.power, &mut ch.toughness),
            LayerEffect::SetCreatureType(t) => {
                // CR 205.1b: the new creature type replaces the old ones.
                let creature_types = crate::ir::creature_types();
                ch.subtypes.retain(|s| !creature_types.contains(&s.as_str()));
                ch.subtypes.push(t.clone());
            }
            LayerEffect::SetChosenColor | LayerEffect::SetChosenCreatureType => {}
        }
    }

    /// The static abilities of permanents on the battlefield, in layers up to `until`
    /// (layer 2 is done by [`Game::controller`]). Adjacent continuous abilities of a card
    /// with the same filter and condition were compiled from one sentence: they are the
    /// parts of one effect (CR 613.6).
    fn collect_static_effects<'a>(
        &'a self,
        until: u8,
        exclude: Option<(ObjectId, usize)>,
        out: &mut Vec<Applied<'a>>,
        groups: &mut Vec<Group>,
    ) {
        // CR 113.6b: with the battlefield's, the statics that function from a graveyard;
        // CR 114.4: and those of emblems in the command zone.
        let emblems = self.emblems().iter().copied();
        for src in self.static_sources.iter().copied().chain(self.graveyard_static_sources()).chain(emblems) {
            let sobj = self.object(src);
            if sobj.face_down {
                continue;
            }
            let you = self.controller(src);
            let mut prev: Option<(&Filter, &Option<Condition>)> = None;
            for (i, ab) in sobj.text().abilities.iter().enumerate() {
                let Ability::Static(StaticAbility::Continuous { affected, effect, condition }) = ab else {
                    prev = None;
                    continue;
                };
                if prev != Some((affected, condition)) {
                    groups.push(Group { first_ability: i, first_layer: effect.layer(), applies: None });
                    prev = Some((affected, condition));
                }
                let group = groups.len() - 1;
                groups[group].first_layer = groups[group].first_layer.min(effect.layer());
                if effect.layer() <= 20 || effect.layer() > until || exclude == Some((src, groups[group].first_ability))
                {
                    continue;
                }
                if let Some(c) = condition {
                    if !self.check_condition(c, src, you) {
                        continue;
                    }
                }
                let scope = Scope::Static { filter: affected, src, group };
                out.push(Applied { layer: effect.layer(), timestamp: sobj.timestamp, effect, you, scope });
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
    pub(crate) fn matches_static(&self, f: &Filter, id: ObjectId, src: ObjectId, controller: PlayerId) -> bool {
        let obj = self.object(id);
        let card = &obj.card;
        // CR 708.2a: a face-down permanent is a nameless colourless 2/2 creature with no text
        // and no mana cost; its printed characteristics are not seen.
        let fd = obj.face_down;
        match f {
            Filter::Any => true,
            Filter::Source => id == src,
            Filter::Other => id != src,
            Filter::AttachedTo => self.object(src).attached_to == Some(id),
            Filter::Type(t) => {
                !obj.face_down && card.has_type(*t)
                    || obj.face_down && *t == CardType::Creature && obj.zone != Zone::Exile
            }
            Filter::Subtype(s) => {
                !obj.face_down
                    && (obj.text().has_subtype(s)
                        || obj.text().keywords().any(|k| *k == Keyword::Changeling) && crate::ir::is_creature_type(s))
            }
            Filter::Supertype(s) => !fd && card.has_supertype(*s),
            Filter::Color(c) => !fd && card.colors.contains(*c),
            Filter::Colorless => fd || card.colors.is_empty(),
            Filter::ColorCount { min, max } => !fd && (*min as u32..=*max as u32).contains(&card.colors.count()),
            Filter::ControlledBy(pf) => self.player_matches_for(*pf, self.base_controller(id), controller, src),
            Filter::OwnedBy(pf) => self.player_matches_for(*pf, obj.owner, controller, src),
            Filter::Tapped => obj.tapped,
            Filter::Untapped => !obj.tapped,
            Filter::Token => obj.is_token,
            Filter::DrawnThisTurn => self.players[obj.owner.index()].drawn_this_turn.contains(&id),
            Filter::HasCounter(k, min, max) => (*min..=max.unwrap_or(u32::MAX)).contains(&obj.counter(k)),
            Filter::ClassLevel(min, max) => (*min..=max.unwrap_or(u32::MAX)).contains(&obj.class_level()),
            Filter::OwnedByTarget(_) | Filter::ControlledByTarget(_) => true,
            Filter::DamagedBySourceThisTurn => self.was_damaged_by(id, src),
            Filter::DealtDamageThisTurn => self.was_dealt_damage_this_turn(id),
            Filter::AttackedThisTurn => self.history.attacked.contains(&id),
            Filter::HasNonManaActivatedAbility => !fd && has_non_mana_ability(card),
            Filter::Attacking => self.combat.attackers.iter().any(|(a, _)| *a == id),
            Filter::Blocking => self.combat.blocks.iter().any(|(b, _)| *b == id),
            Filter::BlockingOrBlockedBySource => self.combat_filter(f, id, src, controller),
            Filter::ControlledByDefendingPlayer => self.defending_player_of_attacker(src) == Some(self.controller(id)),
            Filter::Named(n) => !fd && card.name == *n,
            Filter::And(fs) => fs.iter().all(|f| self.matches_static(f, id, src, controller)),
            Filter::Or(fs) => fs.iter().any(|f| self.matches_static(f, id, src, controller)),
            Filter::Not(f) => !self.matches_static(f, id, src, controller),
            Filter::ChosenColor => !fd && self.chosen_color(src).is_some_and(|c| card.colors.contains(c)),
            Filter::ChosenName => !fd && self.chosen_card_name(src).is_some_and(|n| card.name == n),
            Filter::ChosenSubtype => self.chosen_creature_type(src).is_some_and(|t| {
                !obj.face_down
                    && (card.has_subtype(t)
                        || card.keywords().any(|k| *k == Keyword::Changeling) && crate::ir::is_creature_type(t))
            }),
            Filter::Keyword(k) => !fd && obj.text().keywords().any(|x| x == k),
            Filter::Power(_, _) | Filter::Toughness(_, _) if fd => {
                matches!(f, Filter::Power(c, n) | Filter::Toughness(c, n) if c.test(2, *n))
            }
            Filter::Power(c, n) => card.power.is_some_and(|p| c.test(p.base(), *n)),
            Filter::StatVsSource(stat, c) => {
                let of_source = self.characteristics(src);
                match stat {
                    Stat::Power => card.power.is_some_and(|p| c.test(p.base(), of_source.power)),
                    Stat::Toughness => card.toughness.is_some_and(|t| c.test(t.base(), of_source.toughness)),
                    Stat::ManaValue => c.test(obj.printed_mana_value() as i32, of_source.mana_value as i32),
                }
            }
            Filter::Toughness(c, n) => card.toughness.is_some_and(|p| c.test(p.base(), *n)),
            Filter::SharesColorWithSource => {
                let of_source = self.characteristics(src).colors;
                !fd && card.colors.iter().any(|c| of_source.contains(c))
            }
            Filter::ManaValue(c, n) if fd => c.test(0, self.filter_amount(n, src)),
            Filter::ManaValue(c, n) => c.test(obj.printed_mana_value() as i32, self.filter_amount(n, src)),
            Filter::Enchanted => self.is_enchanted(id),
            Filter::FaceDown => fd,
            Filter::Commander => self.is_commander(id),
            Filter::Monstrous => obj.monstrous,
            Filter::Solved => obj.solved,
            Filter::Renowned => obj.renowned,
            Filter::HasMorph => !fd && crate::casting::morph::morph_cost(obj.text()).is_some(),
            Filter::Targets(inner) => self.spell_targets_match(id, inner, src, controller),
            Filter::SingleTarget => self.spell_target_count(id) == 1,
            Filter::BlockingSource
            | Filter::BlockedBySource
            | Filter::Blocked
            | Filter::Unblocked
            | Filter::AttackingYou => self.combat_filter(f, id, src, controller),
        }
    }

    /// Whether player `p` matches `pf` from the point of view of `you`.
    pub fn player_matches(&self, pf: PlayerFilter, p: PlayerId, you: PlayerId) -> bool {
        match pf {
            PlayerFilter::Any => true,
            PlayerFilter::You => p == you,
            PlayerFilter::Opponent => p != you,
            PlayerFilter::Active => p == self.active,
            PlayerFilter::AttachedController | PlayerFilter::ChosenPlayer => false,
        }
    }

    /// The controller of an object now (CR 108.4, layer 2): the latest control-changing
    /// effect, from a resolved spell or ability or from a static ability ("You control
    /// enchanted creature"), by timestamp (CR 613.1b, 613.7). Static filters here read
    /// printed characteristics (layer 2 comes before the others).
    pub fn controller(&self, id: ObjectId) -> PlayerId {
        let obj = self.object(id);
        if obj.zone != Zone::Battlefield {
            return obj.controller;
        }
        // Layer 2 is the last to set the controller: the cached characteristics hold it.
        if let Some(ch) = self.layer_cache.get(id) {
            return ch.controller;
        }
        let mut best: (u64, PlayerId) = (0, obj.controller);
        for e in &self.effects {
            if let LayerEffect::ControlledBy(p) = e.effect {
                if e.affected.contains(&id) && e.timestamp >= best.0 {
                    best = (e.timestamp, p);
                }
            }
        }
        // Only when some permanent has a static control effect (kept counted by the zones).
        let statics: &[ObjectId] = if self.special_statics.0 > 0 { &self.static_sources } else { &[] };
        for &src in statics {
            let sobj = self.object(src);
            if sobj.face_down {
                continue;
            }
            for ab in &sobj.text().abilities {
                let Ability::Static(StaticAbility::Continuous {
                    affected,
                    effect: LayerEffect::ControlledByYou,
                    condition,
                }) = ab
                else {
                    continue;
                };
                let you = self.base_controller(src);
                if sobj.timestamp >= best.0
                    && condition.as_ref().is_none_or(|c| self.check_condition(c, src, you))
                    && self.matches_static(affected, id, src, you)
                {
                    best = (sobj.timestamp, you);
                }
            }
        }
        best.1
    }

    /// Summoning sick (CR 302.6): it entered this turn, or came under its controller's
    /// control since that player's most recent turn began (a control-changing effect).
    pub fn is_sick(&self, id: ObjectId) -> bool {
        let o = self.object(id);
        o.sick || self.controller(id) != o.steady_controller
    }

    /// An object's power now.
    pub fn power(&self, id: ObjectId) -> i32 {
        self.layer_cache.get(id).map_or_else(|| self.characteristics_fresh(id).power, |ch| ch.power)
    }

    /// An object's toughness now.
    pub fn toughness(&self, id: ObjectId) -> i32 {
        self.layer_cache.get(id).map_or_else(|| self.characteristics_fresh(id).toughness, |ch| ch.toughness)
    }

    /// Whether an object has keyword `k` now.
    pub fn has_keyword(&self, id: ObjectId, k: &Keyword) -> bool {
        self.layer_cache.get(id).map_or_else(|| self.characteristics_fresh(id).has(k), |ch| ch.has(k))
    }

    /// A number a filter compares with (CR 202.3): fixed, or read from the source (its
    /// counters, X as it was paid). On resolution the interpreter binds these first, with
    /// the resolving ability's X (`Game::bind_filter_amounts`).
    fn filter_amount(&self, n: &Amount, src: ObjectId) -> i32 {
        match n {
            Amount::Fixed(n) => *n,
            n => self.eval_amount_x(n, src, self.object(src).x),
        }
    }

    /// Whether an object matches a filter now, from the point of view of `you` with source `src`.
    pub fn matches(&self, f: &Filter, id: ObjectId, src: ObjectId, you: PlayerId) -> bool {
        match self.layer_cache.get(id) {
            Some(ch) => self.matches_ch(f, id, ch, src, you),
            None => self.matches_ch(f, id, &self.characteristics_fresh(id), src, you),
        }
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
            Filter::Subtype(s) => {
                ch.subtypes.iter().any(|x| x == s) || ch.has(&Keyword::Changeling) && crate::ir::is_creature_type(s)
            }
            Filter::Color(c) => ch.colors.contains(*c),
            Filter::Colorless => ch.colors.is_empty(),
            Filter::ColorCount { min, max } => (*min as u32..=*max as u32).contains(&ch.colors.count()),
            Filter::Keyword(k) => ch.has(k),
            Filter::ControlledBy(pf) => self.player_matches_for(*pf, ch.controller, you, src),
            Filter::OwnedBy(pf) => self.player_matches_for(*pf, obj.owner, you, src),
            Filter::Tapped => obj.tapped,
            Filter::Untapped => !obj.tapped,
            Filter::Attacking => self.combat.attackers.iter().any(|(a, _)| *a == id),
            Filter::Blocking => self.combat.blocks.iter().any(|(b, _)| *b == id),
            Filter::BlockingOrBlockedBySource => self.combat_filter(f, id, src, you),
            Filter::ControlledByDefendingPlayer => self.defending_player_of_attacker(src) == Some(self.controller(id)),
            Filter::Token => obj.is_token,
            Filter::DrawnThisTurn => self.players[obj.owner.index()].drawn_this_turn.contains(&id),
            Filter::HasCounter(k, min, max) => (*min..=max.unwrap_or(u32::MAX)).contains(&obj.counter(k)),
            Filter::ClassLevel(min, max) => (*min..=max.unwrap_or(u32::MAX)).contains(&obj.class_level()),
            Filter::OwnedByTarget(_) | Filter::ControlledByTarget(_) => true,
            Filter::DamagedBySourceThisTurn => self.was_damaged_by(id, src),
            Filter::DealtDamageThisTurn => self.was_dealt_damage_this_turn(id),
            Filter::AttackedThisTurn => self.history.attacked.contains(&id),
            Filter::HasNonManaActivatedAbility => !ch.abilities_removed && has_non_mana_ability(&obj.card),
            Filter::Power(c, n) => c.test(ch.power, *n),
            Filter::SharesColorWithSource => {
                let of_source = self.characteristics(src).colors;
                ch.colors.iter().any(|c| of_source.contains(c))
            }
            Filter::StatVsSource(stat, c) => {
                let of_source = self.characteristics(src);
                match stat {
                    Stat::Power => c.test(ch.power, of_source.power),
                    Stat::Toughness => c.test(ch.toughness, of_source.toughness),
                    Stat::ManaValue => c.test(ch.mana_value as i32, of_source.mana_value as i32),
                }
            }
            Filter::Toughness(c, n) => c.test(ch.toughness, *n),
            Filter::ManaValue(c, n) => c.test(ch.mana_value as i32, self.filter_amount(n, src)),
            Filter::Named(n) => ch.name == *n,
            Filter::And(fs) => fs.iter().all(|f| self.matches_ch(f, id, ch, src, you)),
            Filter::Or(fs) => fs.iter().any(|f| self.matches_ch(f, id, ch, src, you)),
            Filter::Not(f) => !self.matches_ch(f, id, ch, src, you),
            Filter::ChosenColor | Filter::ChosenSubtype | Filter::ChosenName => self.matches_chosen(f, ch, src),
            Filter::Enchanted => self.is_enchanted(id),
            Filter::FaceDown => ch.face_down,
            Filter::Commander => self.is_commander(id),
            Filter::Monstrous => obj.monstrous,
            Filter::Solved => obj.solved,
            Filter::Renowned => obj.renowned,
            Filter::HasMorph => !ch.abilities_removed && crate::casting::morph::morph_cost(obj.text()).is_some(),
            Filter::Targets(inner) => self.spell_targets_match(id, inner, src, you),
            Filter::SingleTarget => self.spell_target_count(id) == 1,
            Filter::BlockingSource
            | Filter::BlockedBySource
            | Filter::Blocked
            | Filter::Unblocked
            | Filter::AttackingYou => self.combat_filter(f, id, src, you),
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
            Condition::RefIs(..) | Condition::SearchedYourLibrary => false,
            Condition::OnBattlefield(f, cmp, n) => {
                let count = self.battlefield.iter().filter(|&&id| self.matches_static(f, id, src, you)).count();
                cmp.test(count as i32, *n as i32)
            }
            Condition::ArrivedSinceYourLastUpkeep => self.arrived_since_last_upkeep(src, you),
            Condition::YourGraveyardSize(cmp, n) => cmp.test(self.player(you).graveyard.len() as i32, *n as i32),
            Condition::YourStep(s) => self.active == you && self.step == *s,
            Condition::DuringCombat => self.step.is_combat(),
            Condition::NoManaAddedThisTurn => !self.object(src).added_mana_this_turn,
            Condition::OpponentAndYouControl(theirs, mine) => {
                let controls = |who: &dyn Fn(PlayerId) -> bool, f: &Filter| {
                    self.battlefield
                        .iter()
                        .any(|&id| who(self.base_controller(id)) && self.matches_static(f, id, src, you))
                };
                controls(&|c| c != you, theirs) && controls(&|c| c == you, mine)
            }
            Condition::StepIs(s) => self.step == *s,
            Condition::All(cs) => cs.iter().all(|c| self.check_condition(c, src, you)),
            Condition::YourHandSize(cmp, n) => cmp.test(self.player(you).hand.len() as i32, *n as i32),
            Condition::PlayerMetric { .. } | Condition::MostOf { .. } | Condition::OpponentExceeds(_) => {
                self.player_condition(c, src, you, None)
            }
            Condition::Kicked(cost) => self.was_kicked(src, cost.as_ref()),
            // CR 702.166b, 702.175a: kept on the spell and on the permanent it becomes.
            Condition::KeywordCostPaid(k) => self.object(src).cast_with.paid.contains(k),
            Condition::DashPaid => self.object(src).cast_with.dashed,
            Condition::CastInYourMainPhase => self.object(src).cast_with.in_main_phase,
            Condition::ManaSpent(least) => {
                let spent = self.object(src).cast_with.spent;
                crate::ir::ManaType::ALL.into_iter().all(|t| spent.get(t) >= least.get(t))
            }
            Condition::StepIn(steps) => steps.contains(&self.step),
            Condition::SpellCastThisTurn { by_opponent, creature } => {
                self.spell_cast_this_turn(you, *by_opponent, *creature)
            }
            // Only a resolution knows its coin flips (`Game::program_condition`).
            Condition::WonFlip(_) | Condition::WonClash => false,
            Condition::History(h) => self.history_condition(h, src, you, None),
            Condition::SourceInZone(_) | Condition::CardsAboveSource(..) | Condition::CardDirectlyAboveSource(_) => {
                self.graveyard_condition(c, src, you)
            }
        }
    }

    pub(crate) fn eval_static_amount(&self, a: &crate::ir::Amount, src: ObjectId) -> i32 {
        use crate::ir::Amount;
        let you = self.base_controller(src);
        match a {
            Amount::Fixed(n) => *n,
            Amount::Count(f) => {
                self.battlefield.iter().filter(|&&id| self.matches_static(f, id, src, you)).count() as i32
            }
            Amount::Neg(a) => -self.eval_static_amount(a, src),
            Amount::Plus(a, b) => self.eval_static_amount(a, src) + self.eval_static_amount(b, src),
            Amount::Times(k, a) => k * self.eval_static_amount(a, src),
            Amount::CardsIn(zone, pf, f) => self.count_cards_in(*zone, *pf, f, src, you),
            // CR 305.6: the basic land types among lands `you` control (printed, like counts).
            Amount::Domain => crate::ir::BasicLandType::ALL
                .iter()
                .filter(|t| {
                    let land = Filter::Type(CardType::Land).and(Filter::Subtype(t.name().to_string()));
                    self.battlefield
                        .iter()
                        .any(|&l| self.base_controller(l) == you && self.matches_static(&land, l, src, you))
                })
                .count() as i32,
            // CR 700.5
            Amount::Devotion(colors) => self.devotion(you, *colors),
            // "the number of cards in your hand".
            Amount::HandSize(r) if **r == crate::ir::Ref::You => self.player(you).hand.len() as i32,
            // "for each growth counter on ~" (CR 122).
            Amount::CountersOn(r, kind) if **r == crate::ir::Ref::Source => self.object(src).counter(kind) as i32,
            // The compiler refuses the others in static abilities (`static_amount_supported`).
            _ => 0,
        }
    }

    /// The number of cards matching `f` in `zone` of the players matching `pf` (relative to
    /// `you`), judged on their printed characteristics (CR 109.3: cards outside the
    /// battlefield and stack).
    pub(crate) fn count_cards_in(
        &self,
        zone: Zone,
        pf: crate::ir::PlayerFilter,
        f: &Filter,
        src: ObjectId,
        you: PlayerId,
    ) -> i32 {
        (0..self.players.len())
            .map(|i| PlayerId(i as u8))
            .filter(|&p| self.player_matches_for(pf, p, you, src))
            .flat_map(|p| self.zone(p, zone))
            .filter(|&c| self.matches_static(f, c, src, you))
            .count() as i32
    }

    /// Whether an object has colour `c` now.
    pub fn has_color(&self, id: ObjectId, c: Color) -> bool {
        self.layer_cache
            .get(id)
            .map_or_else(|| self.characteristics_fresh(id).colors.contains(c), |ch| ch.colors.contains(c))
    }
}

/// Whether a filter reads a characteristic that effects in `layer` change (CR 613.8a: only
/// then can such an effect change what the filter's effect applies to).
fn filter_reads_layer(f: &Filter, layer: u8) -> bool {
    match f {
        Filter::Type(_) | Filter::Supertype(_) => layer == 40,
        // A changeling has every creature type (CR 702.73a, 205.3m).
        Filter::Subtype(_) => layer == 40 || layer == 60,
        Filter::Color(_)
        | Filter::Colorless
        | Filter::ColorCount { .. }
        | Filter::ChosenColor
        | Filter::SharesColorWithSource => layer == 50,
        Filter::ChosenSubtype => layer == 40 || layer == 60,
        Filter::Keyword(_) | Filter::HasNonManaActivatedAbility => layer == 60,
        Filter::Power(..) | Filter::Toughness(..) | Filter::StatVsSource(..) => layer >= 70,
        Filter::ControlledBy(_) => layer == 20,
        Filter::And(fs) | Filter::Or(fs) => fs.iter().any(|f| filter_reads_layer(f, layer)),
        Filter::Not(f) => filter_reads_layer(f, layer),
        _ => false,
    }
}

/// The land types (CR 205.3i).
const LAND_TYPES: [&str; 15] = [
    "Plains",
    "Island",
    "Swamp",
    "Mountain",
    "Forest",
    "Cave",
    "Desert",
    "Gate",
    "Lair",
    "Locus",
    "Mine",
    "Power-Plant",
    "Sphere",
    "Tower",
    "Urza's",
];

/// Whether a subtype is a land type (CR 205.3i).
pub(crate) fn is_land_type(s: &str) -> bool {
    LAND_TYPES.contains(&s)
}

/// Artifact and enchantment types (CR 205.3g-h): with the land types, the subtypes that
/// aren't creature types and stay when creature types are set.
const ARTIFACT_AND_ENCHANTMENT_TYPES: [&str; 12] = [
    "Aura",
    "Cartouche",
    "Curse",
    "Saga",
    "Shrine",
    "Equipment",
    "Fortification",
    "Vehicle",
    "Clue",
    "Food",
    "Treasure",
    "Role",
];

/// Whether a subtype isn't a creature type (CR 205.3g-i).
fn is_non_creature_subtype(s: &str) -> bool {
    is_land_type(s) || ARTIFACT_AND_ENCHANTMENT_TYPES.contains(&s)
}

/// Whether a card has an activated ability that isn't a mana ability (CR 605.1a).
fn has_non_mana_ability(card: &crate::ir::CardDef) -> bool {
    card.abilities.iter().any(|a| matches!(a, Ability::Activated(x) if !x.is_mana_ability))
}

/// CR 708.2a: the copiable values of a face-down spell or permanent: a 2/2 creature with no
/// name, no text, no subtypes and no mana cost (so no colour, mana value 0).
pub(crate) fn face_down_values(controller: PlayerId) -> Characteristics {
    Characteristics {
        name: String::new(),
        controller,
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
        granted: vec![],
        land_mana: vec![],
        block_rules: vec![],
        face_down: true,
    }
}

/// Whether a static ability's amount is one `Game::eval_static_amount` counts continuously
/// (CR 611.3a); the Oracle compiler leaves a card with any other unsupported.
pub fn static_amount_supported(a: &crate::ir::Amount) -> bool {
    use crate::ir::{Amount, Ref};
    match a {
        Amount::Fixed(_) | Amount::Count(_) | Amount::CardsIn(..) | Amount::Domain | Amount::Devotion(_) => true,
        Amount::Neg(a) | Amount::Times(_, a) => static_amount_supported(a),
        Amount::Plus(a, b) => static_amount_supported(a) && static_amount_supported(b),
        Amount::HandSize(r) => **r == Ref::You,
        Amount::CountersOn(r, _) => **r == Ref::Source,
        _ => false,
    }
}

#[cfg(test)]
mod static_amount_tests {
    use super::static_amount_supported;
    use crate::ir::{Amount, Filter, Ref};

    #[test]
    fn static_amounts_the_engine_counts_and_those_it_does_not() {
        assert!(static_amount_supported(&Amount::Count(Filter::Any)));
        assert!(static_amount_supported(&Amount::Plus(Box::new(Amount::Domain), Box::new(Amount::Fixed(1)))));
        assert!(static_amount_supported(&Amount::HandSize(Box::new(Ref::You))));
        // CR 611.3a: these have no continuous meaning the static counting knows.
        assert!(!static_amount_supported(&Amount::X));
        assert!(!static_amount_supported(&Amount::PowerOf(Box::new(Ref::Source))));
        assert!(!static_amount_supported(&Amount::Neg(Box::new(Amount::EventAmount))));
    }
}
