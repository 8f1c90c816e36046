//! Emblems (CR 114): "You get an emblem with ..." puts an object with only the quoted
//! abilities into the player's command zone (114.1, 114.5), where it stays for the rest of
//! the game (114.3) and its abilities work (113.6c, 114.4): its continuous static abilities
//! join the layer system's sources and its triggered abilities are noticed with the
//! battlefield's.

use crate::ir::{CardDef, ObjectId, Ref, Zone};
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;
use std::sync::Arc;

impl Game {
    /// `CreateEmblem`: each referred player gets the emblem, owned and controlled by them
    /// (CR 114.2).
    pub(crate) fn exec_create_emblem(&mut self, emblem: &Arc<CardDef>, who: &Ref, res: &mut Resolution) {
        for p in Self::players_of(&self.resolve_ref(who, res)) {
            let id = self.new_object(emblem.clone(), p, Zone::Command);
            self.players[p.index()].command.push(id);
            self.emblems.push(id);
            self.log(Event::EmblemCreated { player: p, emblem: id });
        }
    }

    /// The emblems in the players' command zones (CR 114.4), in the order they were created.
    /// Asked for every trigger event and characteristic, so kept as a list rather than found
    /// among the commanders of the command zones each time.
    pub(crate) fn emblems(&self) -> &[ObjectId] {
        &self.emblems
    }
}
