//! Casting one face or half of a card that has several (CR 709.3, 712.11b, 715.3), and the
//! Adventure exiled as it resolves (715.3d).
//!
//! - A split card is its two halves combined everywhere but the stack (CR 709.4); a player
//!   chooses a half to cast and only that half is evaluated (709.3a) and put on the stack
//!   (709.3b).
//! - A modal double-faced card may be cast with either face up (CR 712.11b), an adventurer
//!   card normally or as its Adventure (715.3); only the face cast is evaluated (712.11c,
//!   715.3a) and exists on the stack (712.8f, 715.3b).
//!
//! - A transforming card with disturb may be cast transformed from its owner's graveyard for
//!   its disturb cost (CR 702.146a, 712.11a): the back face is evaluated, with the front
//!   face's disturb ability (712.11d), and the permanent enters transformed (702.146b). Such a
//!   cast names the back face and no alternative cost: the disturb cost is the only one.
//!
//! The face is planned on a copy of the game where the card is that face, so every casting
//! rule reads the face's characteristics. A cast names the face by `half` ([`CastSpec`]): a
//! split card's half by index; 1 for a back face or an Adventure.

use crate::casting::actions::Plan;
use crate::ir::{Ability, CardDef, OtherFace, Ref, StaticAbility, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{ActionOption, CastSpec, IllegalAction};
use crate::state::game::{Game, Resolution};
use std::sync::Arc;

impl Game {
    /// The ways to cast each half of split card `card` now (CR 709.3), or the back face of
    /// a modal double-faced card or the Adventure of an adventurer card (CR 712.11b, 715.3):
    /// not from exile after an Adventure (715.3d), and nothing of a card not supported.
    pub(crate) fn face_cast_options(&self, p: PlayerId, card: ObjectId) -> Vec<ActionOption> {
        let whole = self.object(card).card.clone();
        if whole.unsupported.is_some() {
            return Vec::new();
        }
        let zone = self.object(card).zone;
        let transformed = whole.back_kind.is_transform();
        let faces: Vec<(usize, Arc<CardDef>)> = if whole.halves.is_empty() {
            match whole.castable_back().or(self.transformed_cast_face(card)) {
                // CR 702.146a: from a graveyard only.
                // CR 310.11b: cast transformed as the effect allows.
                Some(back) if self.transformed_cast_face(card).is_some() => vec![(1, back.clone())],
                Some(_) if transformed => {
                    disturb_face(&whole).filter(|_| zone == Zone::Graveyard).map(|f| (1, f)).into_iter().collect()
                }
                Some(back) if zone != Zone::Exile => vec![(1, back.clone())],
                _ => Vec::new(),
            }
        } else {
            whole.halves.iter().cloned().enumerate().collect()
        };
        let mut out = Vec::new();
        for (h, face) in faces {
            let mut g = self.clone();
            g.objects[card.index()].printed = Some(whole.clone());
            g.objects[card.index()].card = face;
            for mut o in g.cast_options(p, card) {
                if let ActionOption::Cast { half, alt, .. } = &mut o {
                    *half = Some(h);
                    if transformed {
                        // The disturb cost goes with the face: the cast names no cost.
                        *alt = None;
                    }
                }
                out.push(o);
            }
        }
        out
    }

    /// Plans a cast that names a face or half, or casts a split card without naming one:
    /// `None` when neither is the case (an ordinary cast).
    pub(crate) fn plan_face_cast(&self, p: PlayerId, spec: &CastSpec) -> Option<Result<Plan, IllegalAction>> {
        let card = spec.card;
        if card.index() >= self.objects.len() {
            return None;
        }
        let def = self.object(card).card.clone();
        if let Some(back) = self.transformed_cast_face(card) {
            return Some(self.plan_transformed_cast(p, spec, &def, back));
        }
        if def.halves.is_empty() && def.castable_back().is_none() {
            return spec
                .half
                .map(|_| Err(IllegalAction::new("709.3", format!("{} has no half or face to choose", def.name))));
        }
        if def.halves.is_empty() && spec.half.is_none_or(|h| h == 0) {
            // The front face, or the creature of an adventurer card: an ordinary cast.
            return None;
        }
        // CR 702.146a, 712.11d: the back face cast transformed, by its disturb cost, from a
        // graveyard.
        let transformed = def.back_kind.is_transform();
        let disturbed = spec.half.filter(|_| transformed).and_then(|_| disturb_face(&def));
        if disturbed.is_some() && self.object(card).zone != Zone::Graveyard {
            return Some(Err(IllegalAction::new(
                "702.146a",
                format!("{} is cast transformed only from its owner's graveyard", def.name),
            )));
        }
        let Some(face) = disturbed.as_ref().or_else(|| spec.half.and_then(|h| def.cast_face(h))) else {
            return Some(Err(IllegalAction::new(
                "709.3",
                format!("choose which half of {} to cast ({})", def.name, half_names(&def)),
            )));
        };
        if let Some(why) = &def.unsupported {
            return Some(Err(IllegalAction::new(
                "601.2",
                format!("{} is not supported by the engine: {why}", def.name),
            )));
        }
        // CR 715.3d; the card cascade found may be cast as its Adventure (CR 702.85a).
        let free = self.free_cast().is_some_and(|(c, ..)| c == card);
        if def.back_kind == OtherFace::Adventure && self.object(card).zone == Zone::Exile && !free {
            return Some(Err(IllegalAction::new(
                "715.3d",
                format!("{} can't be cast as an Adventure from exile", def.name),
            )));
        }
        let mut g = self.clone();
        g.objects[card.index()].printed = Some(def.clone());
        g.objects[card.index()].card = face.clone();
        let alt = match &disturbed {
            Some(f) => crate::costs::casting::alternative_costs(f).iter().position(|a| a.transformed),
            None => spec.alt,
        };
        Some(g.plan_cast(p, &CastSpec { half: None, alt, ..spec.clone() }))
    }

    /// The back face of `card` when a resolving program lets its controller cast it
    /// transformed now (a defeated Siege, CR 310.11b, 712.11a).
    fn transformed_cast_face(&self, card: ObjectId) -> Option<&Arc<CardDef>> {
        let def = &self.object(card).card;
        def.back.as_ref().filter(|_| def.back_kind.is_transform() && self.free_cast_transformed() == Some(card))
    }

    /// Plans the cast of `card`'s back face `back`, transformed, in the window that allows it
    /// (CR 310.11b, 712.11a): the cast must name that face (1), and no alternative cost.
    fn plan_transformed_cast(
        &self,
        p: PlayerId,
        spec: &CastSpec,
        def: &Arc<CardDef>,
        back: &Arc<CardDef>,
    ) -> Result<Plan, IllegalAction> {
        if spec.half != Some(1) {
            return Err(IllegalAction::new(
                "310.11b",
                format!("{} is cast transformed now: name its back face", def.name),
            ));
        }
        let mut g = self.clone();
        g.objects[spec.card.index()].printed = Some(def.clone());
        g.objects[spec.card.index()].card = back.clone();
        g.plan_cast(p, &CastSpec { half: None, ..spec.clone() })
    }

    /// Makes `card` the chosen half or face as it is cast (CR 709.3b, 712.11b, 715.3b),
    /// returning the whole card it is again once off the stack (709.4, 712.8a, 715.4); `None`
    /// for other casts.
    pub(crate) fn choose_cast_face(&mut self, card: ObjectId, half: Option<usize>) -> Option<Arc<CardDef>> {
        let whole = self.object(card).card.clone();
        let part = whole.cast_face(half?).or(self.transformed_cast_face(card).filter(|_| half == Some(1)))?.clone();
        self.objects[card.index()].card = part;
        Some(whole)
    }

    /// CR 715.3d: an Adventure spell that resolves is exiled instead of put into its owner's
    /// graveyard, and its controller may cast it from exile while it stays there. Whether it
    /// was (a copy of an Adventure simply ceases to exist, CR 707.10a).
    pub(crate) fn adventure_to_exile(&mut self, id: ObjectId) -> bool {
        let o = self.object(id);
        if !o.cast_with.adventure || o.spell_copy || o.zone != Zone::Stack || o.moved_to.is_some() {
            return false;
        }
        let controller = o.controller;
        if let Some(new) = self.move_object(id, Zone::Exile) {
            if self.object(new).zone == Zone::Exile {
                self.objects[new.index()].adventure_for = Some(controller);
            }
        }
        true
    }

    /// The cards in exile that `p` may play or cast: adventurer cards (CR 715.3d) and cards
    /// an effect lets them play this turn.
    pub(crate) fn adventurers_in_exile(&self, p: PlayerId) -> Vec<ObjectId> {
        self.players
            .iter()
            .flat_map(|pl| pl.exile.iter().copied())
            .filter(|&c| self.exile_player(c) == Some(p))
            .collect()
    }

    /// The player who may play or cast `card` from exile, if any: the controller of its
    /// Adventure (CR 715.3d) or the player an effect lets play it this turn.
    pub(crate) fn exile_player(&self, card: ObjectId) -> Option<PlayerId> {
        let o = self.object(card);
        if o.zone != Zone::Exile {
            return None;
        }
        o.adventure_for.or(o.playable_this_turn_by)
    }

    /// "gains flashback until end of turn. The flashback cost is equal to its mana cost."
    /// (CR 702.34a): each referred card still in a graveyard.
    pub(crate) fn exec_gain_flashback_this_turn(&mut self, what: &Ref, res: &Resolution) {
        for c in self.objects_of(&self.resolve_ref(what, res)) {
            if self.object(c).zone == Zone::Graveyard {
                self.objects[c.index()].flashback_this_turn = true;
            }
        }
    }

    /// "You may play that card this turn": the resolving ability's controller may play each
    /// referred card still in exile until the turn ends (CR 514.2); with `next_turn`, until
    /// the end of their next turn (`turn/machine.rs` ends it).
    pub(crate) fn exec_may_play_this_turn(&mut self, what: &Ref, next_turn: bool, res: &Resolution) {
        let you = res.item.controller;
        let turn = self.turn;
        for c in self.objects_of(&self.resolve_ref(what, res)) {
            if self.object(c).zone == Zone::Exile {
                let o = &mut self.objects[c.index()];
                o.playable_this_turn_by = Some(you);
                o.playable_past_turn = next_turn.then_some(turn);
            }
        }
    }
}

/// CR 712.11d: the face a disturb cast evaluates: the back face, with the front face's
/// disturb ability; `None` for a card without both.
fn disturb_face(whole: &CardDef) -> Option<Arc<CardDef>> {
    let disturb = whole.abilities.iter().find(|a| matches!(a, Ability::Static(StaticAbility::Disturb { .. })))?;
    let mut face = CardDef::clone(whole.back.as_ref()?);
    face.abilities.push(disturb.clone());
    Some(Arc::new(face))
}

/// "Fire or Ice": the names of a split card's halves (or a card's two faces).
fn half_names(def: &CardDef) -> String {
    match def.castable_back() {
        Some(back) if def.halves.is_empty() => format!("{} or {}", def.name, back.name),
        _ => def.halves.iter().map(|h| h.name.as_str()).collect::<Vec<_>>().join(" or "),
    }
}
