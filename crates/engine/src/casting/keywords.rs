//! Keyword abilities about how a spell is cast: kicker (CR 702.33), buyback (CR 702.27),
//! entwine (CR 702.42), bargain (CR 702.166), offspring (CR 702.175),
//! flashback (CR 702.34), aftermath (CR 702.127), fuse (CR 702.102), "you may cast ~ as though
//! it had flash" (CR 601.3), and split second (CR 702.61), which stops other casting while its spell is on
//! the stack.

use crate::costs::casting::add_cost;
use crate::ir::CardDef;
use crate::ir::Zone;
use crate::ir::{Ability, Cost, StaticAbility};
use crate::ir::{ManaCost, ManaSymbol};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::IllegalAction;
use crate::state::game::Game;
use crate::state::in_progress::CastWith;
use std::sync::Arc;

/// One optional additional cost of a card: a kicker, buyback, entwine, bargain or offspring
/// cost (CR 702.33a, 702.27a, 702.42a, 702.166a, 702.175a).
pub struct OptionalCost<'a> {
    pub cost: &'a Cost,
    /// How players name it ("Kicker {2}", "Buyback {3}", "Entwine {2}").
    pub text: &'a str,
    /// Kicker (true) or buyback or entwine (false).
    pub kicker: bool,
    /// Entwine: all the spell's modes are chosen (CR 702.42a).
    pub entwine: bool,
    /// Multikicker: it may be paid any number of times (CR 702.33c).
    pub repeatable: bool,
    /// Bargain or offspring: a keyword cost the card's abilities ask about (CR 702.166b,
    /// 702.175a).
    pub keyword: Option<crate::ir::PaidKeyword>,
}

/// The optional additional costs of a card in printed order; `CastSpec::optional` indexes them.
pub fn optional_costs(def: &CardDef) -> Vec<OptionalCost<'_>> {
    def.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Static(StaticAbility::Kicker { cost, text }) => {
                Some(OptionalCost { cost, text, kicker: true, entwine: false, repeatable: false, keyword: None })
            }
            Ability::Static(StaticAbility::Multikicker { cost, text }) => {
                Some(OptionalCost { cost, text, kicker: true, entwine: false, repeatable: true, keyword: None })
            }
            Ability::Static(StaticAbility::Buyback { cost, text }) => {
                Some(OptionalCost { cost, text, kicker: false, entwine: false, repeatable: false, keyword: None })
            }
            Ability::Static(StaticAbility::Entwine { cost, text }) => {
                Some(OptionalCost { cost, text, kicker: false, entwine: true, repeatable: false, keyword: None })
            }
            Ability::Static(StaticAbility::KeywordCost { keyword, cost, text }) => Some(OptionalCost {
                cost,
                text,
                kicker: false,
                entwine: false,
                repeatable: false,
                keyword: Some(*keyword),
            }),
            _ => None,
        })
        .collect()
}

/// The extra mana to cast a card at a time only "as though it had flash" allows (CR 601.3).
pub fn flash_permission(def: &CardDef) -> Option<&ManaCost> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::FlashPermission { extra }) => Some(extra),
        _ => None,
    })
}

/// Whether `def` (a split card's half) has aftermath (CR 702.127a): it is cast only from a
/// graveyard, and exiled if it would leave the stack after such a cast.
pub fn is_aftermath(def: &CardDef) -> bool {
    def.keywords().any(|k| *k == crate::ir::Keyword::Aftermath)
}

/// Whether `def` is a fused split spell (CR 702.102): both halves of a split card with fuse,
/// cast only from the hand (702.102c).
pub fn is_fused(def: &CardDef) -> bool {
    def.keywords().any(|k| *k == crate::ir::Keyword::Fuse)
}

/// `a` followed by `b`'s symbols, with the generic mana added together (CR 601.2f).
pub fn mana_plus(a: &ManaCost, b: &ManaCost) -> ManaCost {
    let mut generic = 0;
    let mut symbols = Vec::new();
    for s in a.symbols.iter().chain(&b.symbols) {
        match s {
            ManaSymbol::Generic(n) => generic += n,
            other => symbols.push(*other),
        }
    }
    let mut out = ManaCost { symbols };
    out.add_generic(generic);
    out
}

/// CR 702.96a-c: the card as a spell cast for its overload cost `alt`: its spell effect
/// replaced by the one whose text has every "target" changed to "each" (a text-changing
/// effect, CR 612), which has no targets (CR 702.96b). `None` for any other way to cast it.
pub(crate) fn overloaded(def: &CardDef, alt: Option<usize>) -> Option<Arc<CardDef>> {
    let alts = crate::costs::casting::alternative_costs(def);
    let effect = alts.get(alt?)?.overload?;
    let mut out = def.clone();
    for a in &mut out.abilities {
        if let Ability::Spell(e) = a {
            *e = effect.clone();
        }
    }
    Some(Arc::new(out))
}

/// The card as it is cast with alternative cost `alt`: overloaded (CR 702.96c) or as it is.
pub(crate) fn cast_text(def: &Arc<CardDef>, alt: Option<usize>) -> Arc<CardDef> {
    overloaded(def, alt).unwrap_or_else(|| def.clone())
}

/// CR 702.33g: a spell not kicked has no targets in the slots only its kicked part uses; a
/// spell not cast during its caster's main phase none in those of its addendum part (CR
/// 601.2c: the targets are chosen as it is cast, when how it is cast is known).
pub(crate) fn drop_part_targets(
    def: &CardDef,
    slots: &mut [crate::state::decision::TargetSlot],
    kicked: bool,
    in_main_phase: bool,
) {
    for a in &def.abilities {
        let Ability::Static(StaticAbility::PartTargets { when, slots: ns }) = a else { continue };
        let chosen = match when {
            crate::ir::Condition::Kicked(_) => kicked,
            crate::ir::Condition::CastInYourMainPhase => in_main_phase,
            _ => true,
        };
        if chosen {
            continue;
        }
        for &n in ns {
            if let Some(s) = slots.get_mut(n as usize) {
                s.min = 0;
                s.max = 0;
            }
        }
    }
}

/// CR 702.42a-b: the modes an entwined spell chooses: all of them, in the order written.
pub(crate) fn entwined_modes(e: &crate::ir::Effect) -> crate::ir::Effect {
    let n = e.modes.len() as u8;
    crate::ir::Effect { mode_count: (n, n), ..e.clone() }
}

impl Game {
    /// CR 702.61a: "As long as this spell is on the stack, players can't cast other spells
    /// or activate abilities that aren't mana abilities." Refuses a cast or a non-mana
    /// activation while a spell with split second is on the stack (special actions, mana
    /// abilities and triggered abilities are untouched, CR 702.61b).
    pub(crate) fn check_split_second(&self, what: &str) -> Result<(), IllegalAction> {
        if self.stack.iter().any(|s| s.is_spell && self.has_keyword(s.id, &crate::ir::Keyword::SplitSecond)) {
            return Err(IllegalAction::new("702.61a", format!("a spell with split second is on the stack: no {what}")));
        }
        Ok(())
    }

    /// The chosen optional additional costs of casting `card` (CR 601.2b, 601.2f): their
    /// non-mana parts added to `extra`, and their mana. Refuses an index the card doesn't
    /// have or a cost chosen twice, unless it is a multikicker cost, paid once for each
    /// time it is chosen (CR 702.33c).
    pub(crate) fn optional_cast_costs(
        &self,
        card: ObjectId,
        chosen: &[usize],
        extra: &mut Cost,
    ) -> Result<ManaCost, IllegalAction> {
        let def = self.object(card).card.clone();
        let costs = optional_costs(&def);
        let mut mana = ManaCost::default();
        for (k, &i) in chosen.iter().enumerate() {
            let Some(c) = costs.get(i) else {
                return Err(IllegalAction::new(
                    "601.2b",
                    format!("{} has no optional additional cost #{}", def.name, i.saturating_add(1)),
                ));
            };
            if chosen[..k].contains(&i) && !c.repeatable {
                return Err(IllegalAction::new("702.33d", format!("\"{}\" can be paid only once", c.text)));
            }
            add_cost(extra, c.cost);
            mana = mana_plus(&mana, &c.cost.mana);
        }
        Ok(mana)
    }

    /// What the spell remembers of how it was cast (CR 702.33d, 702.27a, 702.34a).
    pub(crate) fn cast_with(&self, card: ObjectId, chosen: &[usize], alt: Option<usize>) -> CastWith {
        let def = &self.object(card).card;
        let costs = optional_costs(def);
        let mut out = CastWith::default();
        for &i in chosen {
            match costs.get(i) {
                Some(c) if c.kicker => {
                    let n = costs[..i].iter().filter(|c| c.kicker).count();
                    out.kicked.push(n as u8);
                }
                Some(c) if c.entwine => out.entwined = true,
                Some(OptionalCost { keyword: Some(k), .. }) => out.paid.push(*k),
                Some(_) => out.buyback = true,
                None => {}
            }
        }
        let alts = crate::costs::casting::alternative_costs(def);
        let in_graveyard = self.object(card).zone == Zone::Graveyard;
        out.flashback = alt.and_then(|i| alts.get(i)).is_some_and(|a| a.from_graveyard && !a.transformed)
            || (is_aftermath(def) && in_graveyard)
            || (alt.is_none() && in_graveyard && self.object(card).flashback_this_turn)
            || self.graveyard_cast_now(card, alt).is_some_and(|(_, exile)| exile);
        out.evoked = alt.and_then(|i| alts.get(i)).is_some_and(|a| a.evoke);
        out.dashed = alt.and_then(|i| alts.get(i)).is_some_and(|a| a.dash);
        out.disguised = crate::casting::morph::is_face_down_cast(def, alt) && crate::casting::morph::is_disguise(def);
        out
    }

    /// Whether `src` (a spell, or the permanent it became) was kicked, with the kicker cost
    /// whose mana is `with` if given (CR 702.33d, 702.33f).
    pub(crate) fn was_kicked(&self, src: ObjectId, with: Option<&ManaCost>) -> bool {
        let o = self.object(src);
        let Some(with) = with else {
            return !o.cast_with.kicked.is_empty();
        };
        let costs = optional_costs(&o.card);
        let kickers: Vec<_> = costs.iter().filter(|c| c.kicker).collect();
        o.cast_with.kicked.iter().any(|&i| kickers.get(i as usize).is_some_and(|c| &c.cost.mana == with))
    }

    /// CR 702.33c: the number of times `src` (a spell, or the permanent it became) was
    /// kicked: each kicker cost paid counts once, a multikicker cost once for each payment.
    pub(crate) fn times_kicked(&self, src: ObjectId) -> i32 {
        self.object(src).cast_with.kicked.len() as i32
    }

    /// CR 702.34a: a spell cast with flashback is exiled instead of going anywhere else
    /// when it would leave the stack; so is an aftermath half cast from a graveyard
    /// (CR 702.127a).
    pub(crate) fn flashback_destination(&self, id: ObjectId, from: Zone, to: Zone) -> Zone {
        if from == Zone::Stack && self.object(id).cast_with.flashback {
            Zone::Exile
        } else {
            to
        }
    }

    /// CR 702.27a: as a spell whose buyback cost was paid resolves, it goes to its owner's
    /// hand instead of the graveyard. Returns whether it did.
    pub(crate) fn buyback_to_hand(&mut self, id: ObjectId) -> bool {
        let o = self.object(id);
        if !o.cast_with.buyback || o.zone != Zone::Stack || o.moved_to.is_some() {
            return false;
        }
        self.move_object(id, Zone::Hand);
        true
    }

    /// CR 702.96c: a spell cast for its overload cost has its text changed as it becomes
    /// cast: returns the card as printed, for after it leaves the stack, when it is.
    pub(crate) fn overload_text(&mut self, card: ObjectId, alt: Option<usize>) -> Option<Arc<CardDef>> {
        let whole = self.object(card).card.clone();
        self.objects[card.index()].card = overloaded(&whole, alt)?;
        Some(whole)
    }

    /// The extra mana `p` pays to cast `card` now under "as though it had flash" (CR 601.3),
    /// or `None` when the card may be cast now without that permission.
    pub(crate) fn flash_surcharge(&self, p: PlayerId, card: ObjectId) -> Option<ManaCost> {
        let def = &self.object(card).card;
        let extra = flash_permission(def)?;
        // A card cast in a resolving program's window is cast by that permission, not as
        // though it had flash (CR 608.2g).
        if self.active == p && self.step.is_main() && self.stack.is_empty() || self.window_card() == Some(card) {
            return None;
        }
        Some(extra.clone())
    }
}
