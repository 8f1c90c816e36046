//! Flanking (CR 702.25): "Whenever a creature without flanking blocks this creature, the
//! blocking creature gets -1/-1 until end of turn."
//!
//! The trigger comes from the keyword as the creature has it now (printed or granted, CR
//! 613), so the engine makes it here rather than the compiler.

use crate::ir::CardDef;
use crate::ir::Keyword;
use crate::ir::ObjectId;
use crate::ir::{Ability, Amount, Duration, Effect, Filter, Instr, Ref, TriggerEvent, TriggeredAbility};
use crate::state::decision::Target;
use crate::state::game::{Game, PendingTrigger};
use std::sync::Arc;

impl Game {
    /// CR 702.25a: queues one flanking trigger for each instance of flanking on an attacker
    /// for each blocking creature without flanking (CR 702.25b).
    pub(crate) fn flanking_triggers(&mut self, blocks: &[(ObjectId, ObjectId)]) {
        for &(blocker, attacker) in blocks {
            if !self.has_keyword(attacker, &Keyword::Flanking) || self.has_keyword(blocker, &Keyword::Flanking) {
                continue;
            }
            let attacker_def = &self.object(attacker).card;
            let mut card = CardDef::new(attacker_def.name.clone(), &[]);
            card.abilities = vec![Ability::Triggered(TriggeredAbility {
                event: TriggerEvent::Blocks(Filter::Not(Box::new(Filter::Keyword(Keyword::Flanking)))),
                condition: None,
                effect: Effect::new(vec![Instr::Pump {
                    what: Ref::Triggering,
                    power: Amount::Fixed(-1),
                    toughness: Amount::Fixed(-1),
                    duration: Duration::EndOfTurn,
                }]),
                optional: false,
                text: "Flanking".into(),
            })];
            self.triggers.push(PendingTrigger::new(
                attacker,
                self.controller(attacker),
                Arc::new(card),
                0,
                Some(Target::Object(blocker)),
            ));
        }
    }
}
