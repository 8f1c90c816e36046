//! Day and night (CR 730) and the daybound and nightbound keywords that bring them into the
//! game and turn their permanents over (CR 702.145).
//!
//! - The game starts with neither designation (CR 730.1); a permanent with daybound makes
//!   it day, one with nightbound (and no daybound permanent) night (702.145d, g).
//! - In the untap step it becomes night after a turn whose active player cast no spells, and
//!   day after one in which they cast two or more (CR 502.2, 730.2).
//! - A daybound permanent front face up transforms as it becomes night, and whenever it is
//!   night; a nightbound one back face up as it becomes day, and whenever it is day
//!   (702.145b-c, e-f); a daybound double-faced card enters transformed at night (702.145b).
//!   Neither transforms in any other way (702.145b, e).
//!
//! Simplified: "any time" (702.145c-d, f-g) is read whenever the game checks state-based
//! actions, as a permanent enters, and as the designation changes.

use crate::ir::{Keyword, ObjectId};
use crate::state::game::Game;
use crate::state::log::Event;
use crate::state::turn::DayNight;

impl Game {
    /// Whether it is day or night, if the game has either designation (CR 730.1).
    pub fn day_night(&self) -> Option<DayNight> {
        self.day_night
    }

    /// CR 502.2, 730.2: the untap step's check of the previous turn. Neither stays neither.
    pub(crate) fn untap_step_day_night(&mut self) {
        let (Some(now), Some(previous)) = (self.day_night, self.turn_plan.previous) else {
            return;
        };
        let spells = self.players[previous.index()].spells_cast_last_turn;
        match now {
            DayNight::Day if spells == 0 => self.become_day_or_night(DayNight::Night),
            DayNight::Night if spells >= 2 => self.become_day_or_night(DayNight::Day),
            _ => {}
        }
    }

    /// It becomes day or night (CR 730.1a), and the daybound or nightbound permanents
    /// transform as it does (702.145b, e).
    pub(crate) fn become_day_or_night(&mut self, d: DayNight) {
        if self.day_night == Some(d) {
            return;
        }
        self.day_night = Some(d);
        self.log(Event::Became(d));
        self.turn_bound_permanents();
    }

    /// CR 702.145c, f: each daybound permanent front face up at night, and each nightbound
    /// permanent back face up by day, transforms. Nothing before the game is day or night.
    pub(crate) fn turn_bound_permanents(&mut self) {
        let Some(now) = self.day_night else { return };
        let turning: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| {
                let transformed = self.object(id).transformed;
                let ch = self.characteristics(id);
                match now {
                    DayNight::Night => !transformed && ch.has(&Keyword::Daybound),
                    DayNight::Day => transformed && ch.has(&Keyword::Nightbound),
                }
            })
            .collect();
        for id in turning {
            self.transform_face(id);
        }
    }

    /// A transforming double-faced card entering with its back face up, set before it is on
    /// the battlefield (it doesn't transform: nothing triggers on transforming): when an
    /// effect puts it there transformed (`asked`, CR 712.14a), or a daybound card at night
    /// (702.145b).
    pub(crate) fn enters_transformed(&mut self, id: ObjectId, asked: bool) {
        let o = self.object(id);
        let turnable = !o.face_down && o.printed.is_none() && o.card.back_kind.is_transform();
        let at_night = self.day_night == Some(DayNight::Night) && o.card.keywords().any(|k| *k == Keyword::Daybound);
        if !turnable || !(asked || at_night) {
            return;
        }
        if let Some(back) = o.card.back.clone() {
            let o = &mut self.objects[id.index()];
            o.printed = Some(std::mem::replace(&mut o.card, back));
            o.transformed = true;
        }
    }

    /// CR 702.145d, g: with neither designation, a permanent with daybound makes it day;
    /// else one with nightbound makes it night.
    pub(crate) fn day_or_night_from_permanents(&mut self) {
        // Only the game's first daybound or nightbound permanent reads the battlefield.
        if self.day_night.is_some() {
            return;
        }
        let any = |g: &Game, k: Keyword| g.battlefield.iter().any(|&id| g.characteristics(id).has(&k));
        if any(self, Keyword::Daybound) {
            self.become_day_or_night(DayNight::Day);
        } else if any(self, Keyword::Nightbound) {
            self.become_day_or_night(DayNight::Night);
        }
    }
}
