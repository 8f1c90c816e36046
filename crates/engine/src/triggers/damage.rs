//! Trigger events about who was dealt damage (CR 603.2c): "whenever ~ deals damage to an
//! opponent", "whenever ~ deals combat damage to a creature".

use crate::effects::damage::Hit;
use crate::ir::CardType;
use crate::ir::TriggerEvent;
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// After a damage event: each source and recipient that was dealt damage triggers once,
    /// with the total it was dealt as "that much" (CR 603.2c). The triggering player or
    /// creature is the recipient, the source the event's other participant.
    pub(crate) fn damage_recipient_triggers(&mut self, hits: &[Hit], dealt: &[u32], combat: bool) {
        let mut pairs: Vec<Hit> = Vec::new();
        for (&(s, t, _), &n) in hits.iter().zip(dealt) {
            if n == 0 {
                continue;
            }
            match pairs.iter_mut().find(|(a, b, _)| *a == s && *b == t) {
                Some(e) => e.2 = e.2.saturating_add(n),
                None => pairs.push((s, t, n)),
            }
        }
        for (s, t, n) in pairs {
            match t {
                Target::Player(p) => {
                    self.collect_triggers_between(Some(t), Some(Target::Object(s)), n, |g, ev, src, you| match ev {
                        TriggerEvent::DamageToPlayerMatching { by, to, combat_only } => {
                            (combat || !combat_only) && g.player_matches(*to, p, you) && g.matches(by, s, src, you)
                        }
                        _ => false,
                    });
                    // "Whenever a creature deals damage to you, destroy it": the source triggers.
                    self.collect_triggers_between(Some(Target::Object(s)), Some(t), n, |g, ev, src, you| match ev {
                        TriggerEvent::SourceDamagesPlayer { by, to, combat_only } => {
                            (combat || !combat_only) && g.player_matches(*to, p, you) && g.matches(by, s, src, you)
                        }
                        _ => false,
                    })
                }
                Target::Object(o) => {
                    // CR 120.3: damage dealt to a creature (not to a planeswalker or battle).
                    if !self.characteristics(o).is(CardType::Creature) {
                        continue;
                    }
                    self.collect_triggers_between(Some(t), Some(Target::Object(s)), n, |g, ev, src, you| match ev {
                        TriggerEvent::DamageToCreature { by, combat_only } => {
                            (combat || !combat_only) && g.matches(by, s, src, you)
                        }
                        _ => false,
                    })
                }
            }
        }
    }
}
