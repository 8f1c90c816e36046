//! Rooms (CR 709.5): split permanent cards whose halves, their doors (709.5j), are locked or
//! unlocked on the battlefield. A Room permanent's `card` is the Room with only its unlocked
//! doors' names, mana costs and rules text ([`CardDef::with_doors`]); the card itself is kept
//! in `printed` for when it leaves (CR 400.7).
//!
//! - It enters with the door cast unlocked, or none (709.5d); "When you unlock this door"
//!   triggers then too (709.5h).
//! - Unlocking a door (the special action of `casting/unlock.rs`, or an effect, 709.5f) gives
//!   the designation; "fully unlock" triggers when the second door is unlocked (709.5i).
//!
//! A copy of a Room entering (a token copy, or a permanent entering as a copy) has no door
//! unlocked: the designations are not copiable values (709.5c). Simplified: the doors of a
//! permanent that entered as a copy of a Room (a Clone) can't be unlocked, and a permanent
//! that becomes a copy of a Room after it entered has the unlocked doors of the Room it copies.
//!
//! [`CardDef::with_doors`]: crate::ir::CardDef::with_doors

use crate::ir::{ObjectId, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::Game;
use crate::state::log::Event;
use std::sync::Arc;

impl Game {
    /// CR 709.5d: a Room entering the battlefield: with the door cast unlocked, if it was a
    /// spell, else none. Its `card` becomes the Room with that door. Nothing for other cards.
    pub(crate) fn room_enters(&mut self, id: ObjectId) {
        let o = &self.objects[id.index()];
        let whole = o.card_itself().clone();
        if !whole.is_room() || o.face_down {
            return;
        }
        let doors = o.cast_with.door.map_or(0, |d| 1u8 << d);
        self.set_doors(id, doors);
    }

    /// Gives Room permanent `id` exactly the unlocked designations `doors` (CR 709.5c), with
    /// no trigger: as it enters, or as a game is set up. Nothing for other permanents.
    pub(crate) fn set_doors(&mut self, id: ObjectId, doors: u8) {
        let o = &mut self.objects[id.index()];
        let whole = o.card_itself().clone();
        if !whole.is_room() || o.face_down {
            return;
        }
        o.doors = doors & 0b11;
        o.card = Arc::new(whole.with_doors(o.doors));
        o.printed = Some(whole);
        // CR 613: only the unlocked doors' static abilities apply.
        self.reindex_statics();
    }

    /// CR 709.5h: the "When you unlock this door" abilities of the door a Room entered with.
    pub(crate) fn room_entered_triggers(&mut self, id: ObjectId) {
        let doors = self.objects[id.index()].doors;
        for door in 0..2u8 {
            if doors & (1 << door) != 0 {
                self.door_unlocked_triggers(id, door, false);
            }
        }
    }

    /// Whether `door` (0 left, 1 right) of Room permanent `id` is locked (CR 709.5c).
    pub fn door_locked(&self, id: ObjectId, door: u8) -> bool {
        let o = self.object(id);
        door < 2 && o.card_itself().is_room() && o.doors & (1 << door) == 0
    }

    /// Unlocks `door` of Room permanent `id` (CR 709.5e-f): it gets the designation and its
    /// door's name, mana cost and text; its "When you unlock this door" abilities trigger
    /// (709.5h), and "fully unlock" ones if the other door was unlocked (709.5i). Nothing if
    /// that door is unlocked already.
    pub(crate) fn unlock_door(&mut self, id: ObjectId, door: u8) {
        if !self.on_battlefield(id) || !self.door_locked(id, door) {
            return;
        }
        let o = &mut self.objects[id.index()];
        o.doors |= 1 << door;
        let full = o.doors == 0b11;
        let whole = o.card_itself().clone();
        o.card = Arc::new(whole.with_doors(o.doors));
        let name = whole.halves[door as usize].name.clone();
        // CR 613: the static abilities of the door now unlocked apply.
        self.reindex_statics();
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
        self.log(Event::DoorUnlocked { card: id, door: name });
        self.door_unlocked_triggers(id, door, full);
    }

    /// The triggers of `door` of `id` being unlocked (CR 709.5h), and of the Room being fully
    /// unlocked with `full` (709.5i).
    fn door_unlocked_triggers(&mut self, id: ObjectId, door: u8, full: bool) {
        self.collect_triggers(
            Some(Target::Object(id)),
            |_, ev, src, _| matches!(ev, TriggerEvent::DoorUnlocked(d) if src == id && *d == door),
        );
        if full {
            self.collect_triggers(Some(Target::Object(id)), |g, ev, src, you| match ev {
                TriggerEvent::FullyUnlocked(f) => g.matches(f, id, src, you),
                _ => false,
            });
        }
    }
}
