//! Meld (CR 701.42, 712.4): the two cards of a meld pair exiled, then put onto the battlefield
//! as one permanent with their combined back face up (712.14c); a melded permanent leaving
//! the battlefield as two cards (712.21).
//!
//! Simplified: "them" is the source and a creature its controller owns and controls with the
//! copiable values of the other card of its pair (how a creature is named that card, CR
//! 201.2, short of a name-changing effect). An effect that follows a melded permanent to its
//! new zone finds the first of its two cards only (CR 712.21c asks for both).

use crate::ir::{CardDef, CardType, OtherFace, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;
use std::sync::Arc;

/// The combined back face `card` melds into, if it is a meld card (CR 712.4).
fn meld_face(card: &CardDef) -> Option<&Arc<CardDef>> {
    card.back.as_ref().filter(|_| card.back_kind == OtherFace::Meld)
}

/// Whether `a` and `b` are the two cards of the meld pair whose back face is named `into`
/// (CR 701.42b: not the same card twice).
fn meld_pair(a: &CardDef, b: &CardDef, into: &str) -> bool {
    let face = |c: &CardDef| meld_face(c).is_some_and(|f| f.name == into);
    face(a) && face(b) && a.name != b.name
}

impl Game {
    /// "Exile them, then meld them into `into`" (CR 701.42a): see [`crate::ir::Instr::Meld`].
    pub(crate) fn exec_meld(&mut self, into: &str, res: &mut Resolution) {
        let you = res.item.controller;
        let source = res.item.source;
        let mine = |g: &Game, id: ObjectId| {
            let o = g.object(id);
            o.zone == Zone::Battlefield && o.moved_to.is_none() && o.owner == you && g.controller(id) == you
        };
        if !mine(self, source) {
            return;
        }
        let own = self.object(source).card.clone();
        let partner = self.battlefield().iter().copied().find(|&id| {
            id != source
                && mine(self, id)
                && self.characteristics(id).types.contains(CardType::Creature)
                && meld_pair(&own, &self.object(id).card, into)
        });
        let Some(partner) = partner else { return };
        // CR 701.42a: both are exiled first; each may go elsewhere by a replacement effect.
        let exiled: Vec<ObjectId> =
            [source, partner].into_iter().filter_map(|id| self.move_object(id, Zone::Exile)).collect();
        let [a, b] = exiled[..] else { return };
        let in_exile = |g: &Game, id: ObjectId| g.object(id).zone == Zone::Exile && !g.object(id).is_token;
        // CR 701.42b-c: only two cards of the pair meld; anything else stays in exile.
        if !in_exile(self, a) || !in_exile(self, b) {
            return;
        }
        let (first, second) = (self.object(a).card.clone(), self.object(b).card.clone());
        if !meld_pair(&first, &second, into) {
            return;
        }
        let Some(face) = meld_face(&first).cloned() else { return };
        self.meld_onto_battlefield(a, b, face, you);
    }

    /// Puts exiled cards `a` and `b` onto the battlefield under `you`'s control as one melded
    /// permanent with `face` up (CR 701.42a, 712.8g, 712.14c).
    fn meld_onto_battlefield(&mut self, a: ObjectId, b: ObjectId, face: Arc<CardDef>, you: PlayerId) {
        let (first, second) = (self.object(a).card.clone(), self.object(b).card.clone());
        let owner = self.object(a).owner;
        self.detach_from_zone(a);
        self.detach_from_zone(b);
        let new = self.new_object(face, owner, Zone::Battlefield);
        {
            let o = &mut self.objects[new.index()];
            o.printed = Some(first);
            o.melded = Some(second);
            o.controller = you;
            o.steady_controller = you;
            // CR 302.6: it just came under its controller's control.
            o.sick = true;
        }
        self.objects[a.index()].moved_to = Some(new);
        self.objects[b.index()].moved_to = Some(new);
        self.battlefield_add(new);
        self.on_enter_battlefield(new);
        self.log(Event::Moved { card: new, from: Zone::Exile, to: Zone::Battlefield });
    }

    /// The second card of melded permanent `old` (CR 712.21): put into zone `to` of its owner
    /// as a card of its own, beside the first (which `move_object_to` moved); on top of a
    /// library or graveyard after it (CR 712.21a: simplified, the order isn't asked), at the
    /// bottom with `bottom`.
    pub(crate) fn unmeld_second(&mut self, second: Arc<CardDef>, owner: PlayerId, to: Zone, bottom: bool) {
        let new = self.new_object(second, owner, to);
        let pl = &mut self.players[owner.index()];
        match to {
            Zone::Library if bottom => pl.library.insert(0, new),
            Zone::Library => pl.library.push(new),
            Zone::Hand => pl.hand.push(new),
            Zone::Graveyard => pl.graveyard.push(new),
            Zone::Exile => pl.exile.push(new),
            Zone::Command => pl.command.push(new),
            Zone::Battlefield => {
                self.battlefield_add(new);
                self.objects[new.index()].sick = true;
                self.on_enter_battlefield(new);
            }
            Zone::Stack => {}
        }
        if to == Zone::Graveyard {
            self.card_put_into_graveyard(new, Zone::Battlefield);
        }
        self.log(Event::Moved { card: new, from: Zone::Battlefield, to });
    }
}
