//! Transforming double-faced permanents (CR 701.27, 712): turning one over to its other face;
//! and flipping flip cards (CR 710), which turns one to its other half once and for good.
//! It stays the same object (CR 712.18): its status, counters, damage, attachments, summoning
//! sickness and the effects applying to it stay; only its characteristics change (712.8d-e).
//!
//! Simplified: CR 701.27f (an ability of the permanent transforms it only if it hasn't
//! transformed since the ability was put onto the stack) is judged by the face that is up: an
//! ability of one face doesn't transform the permanent once the other face is up. A permanent
//! that transformed twice in between (back to the same face) would transform again.

use crate::ir::ObjectId;
use crate::ir::{CardType, Keyword, Ref, TriggerEvent, Zone};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

impl Game {
    /// Transforms each referred permanent (CR 701.27a).
    pub(crate) fn exec_transform(&mut self, what: &Ref, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            // CR 701.27f: the permanent's own ability, once its other face is up, does nothing.
            let own = !res.item.is_spell && res.item.source == o;
            if own && res.item.card.name != self.object(o).card.name {
                continue;
            }
            self.transform(o);
        }
    }

    /// Whether `id` is a double-faced permanent that can transform now, into a face that
    /// isn't an instant or sorcery (CR 701.27c-d, 712.9-10), and isn't face down (712.15a) or
    /// phased out (702.26b: treated as though it doesn't exist).
    pub fn can_transform(&self, id: ObjectId) -> bool {
        let o = self.object(id);
        if o.zone != Zone::Battlefield || o.face_down || o.phased.is_some() {
            return false;
        }
        let into = if o.transformed {
            o.printed.as_ref()
        } else if o.printed.is_none() {
            // A copy of something else (`printed` set, not transformed) isn't represented by
            // a double-faced card's face (CR 712.9). Simplified: only a transforming card
            // transforms; a modal double-faced permanent stays on the face it has (CR 712.3
            // lets one transform if an ability of its own says so; none is played yet).
            o.card.back.as_ref().filter(|_| o.card.back_kind.is_transform())
        } else {
            None
        };
        into.is_some_and(|f| !f.has_type(CardType::Instant) && !f.has_type(CardType::Sorcery))
    }

    /// Transforms permanent `id` by an effect, if it can (see [`Game::transform_face`]): a
    /// permanent with daybound or nightbound transforms only by that ability (CR 702.145b, e).
    pub(crate) fn transform(&mut self, id: ObjectId) {
        let ch = self.characteristics(id);
        if ch.has(&Keyword::Daybound) || ch.has(&Keyword::Nightbound) {
            return;
        }
        self.transform_face(id);
    }

    /// Turns permanent `id` over, if it can (see [`Game::can_transform`]): its other face
    /// becomes the face up; "When ~ transforms" and "Whenever this creature transforms into
    /// ~" abilities of the face now up trigger (CR 701.27e, 603.2).
    pub(crate) fn transform_face(&mut self, id: ObjectId) {
        if !self.can_transform(id) {
            return;
        }
        let o = &mut self.objects[id.index()];
        let from = o.card.name.clone();
        if o.transformed {
            // CR 712.8d: the front face up again.
            if let Some(front) = o.printed.take() {
                o.card = front;
            }
            o.transformed = false;
        } else if let Some(back) = o.card.back.clone() {
            // CR 712.8e: the back face's characteristics (its mana value is the front face's,
            // read from `printed` by the layers).
            o.printed = Some(std::mem::replace(&mut o.card, back));
            o.transformed = true;
        }
        // CR 613: the static abilities of the face now up apply, those of the other don't.
        self.reindex_statics();
        // CR 612: text-changing effects apply to the face now up.
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
        self.log(Event::Transformed { card: id, from });
        self.collect_triggers(Some(Target::Object(id)), |g, ev, src, you| match ev {
            TriggerEvent::Transforms(f) => g.matches(f, id, src, you),
            _ => false,
        });
    }

    /// Flips each referred permanent (CR 710.2).
    pub(crate) fn exec_flip(&mut self, what: &Ref, res: &mut Resolution) {
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            self.flip(o);
        }
    }

    /// Flips permanent `id` if it is an unflipped flip card (CR 710.2): its flipped half's
    /// name, text, type line, power and toughness apply (its mana cost and colour stay,
    /// 710.1c, set on that half by the compiler); once flipped it stays so while it stays on
    /// the battlefield (710.4). Simplified: a copy of a flip card doesn't flip.
    pub(crate) fn flip(&mut self, id: ObjectId) {
        let o = &mut self.objects[id.index()];
        let unflipped = o.card.back_kind == crate::ir::OtherFace::Flip && o.printed.is_none();
        if o.zone != Zone::Battlefield || o.face_down || o.phased.is_some() || !unflipped {
            return;
        }
        let Some(half) = o.card.back.clone() else { return };
        let from = o.card.name.clone();
        o.printed = Some(std::mem::replace(&mut o.card, half));
        // CR 613: the static abilities of the half now up apply, the other's don't.
        self.reindex_statics();
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
        self.log(Event::Flipped { card: id, from });
    }
}
