//! Abilities that trigger on a player attacking (CR 508.3c-d): "Whenever you attack,"
//! "Whenever you attack with two or more creatures," "with one or more Zombies".

use crate::ir::{ObjectId, TriggerEvent};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// CR 508.3d: "Whenever [a player] attacks" triggers if one or more creatures that player
    /// controls are declared as attackers; "attacks with N or more [creatures]" counts those
    /// declared that match (CR 508.3c). `declared` is the whole declaration, made by the
    /// active player (CR 508.1a); it triggers once for it, however many creatures attack.
    pub(crate) fn player_attacks_triggers(&mut self, declared: &[ObjectId]) {
        if declared.is_empty() {
            return;
        }
        let attacker = self.active;
        self.collect_triggers(Some(Target::Player(attacker)), |g, ev, s, you| match ev {
            TriggerEvent::PlayerAttacks { who, with, at_least } => {
                g.player_matches(*who, attacker, you)
                    && declared.iter().filter(|a| g.matches(with, **a, s, you)).count() as u32 >= *at_least
            }
            _ => false,
        });
    }
}
