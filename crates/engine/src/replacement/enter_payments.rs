//! Payments made as a permanent enters (CR 614.12): "As ~ enters the battlefield, you may pay
//! 2 life. If you don't, it enters the battlefield tapped." The shock lands' choice is made as
//! the permanent enters from any zone (also when an effect puts it onto the battlefield), and
//! is asked by replay like a replacement choice (`game/replacement_choices.rs`). Unleash and
//! riot's "You may have this permanent enter with an additional +1/+1 counter on it" is
//! asked the same way.

use crate::ir::{CounterKind, Duration, EnterPayment, Filter, Keyword, LayerEffect, ObjectId};
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::Game;
use crate::state::log::Event;

impl Game {
    /// Asks the controller of entering permanent `id` whether to make `payment` for it, and
    /// makes it if so; returns whether it was made (CR 614.12).
    pub(crate) fn pay_as_it_enters(&mut self, id: ObjectId, payment: &EnterPayment) -> bool {
        match payment {
            EnterPayment::Life(life) => self.pay_life_as_it_enters(id, *life),
            EnterPayment::Reveal(filter) => self.reveal_as_it_enters(id, filter),
        }
    }

    /// Asks the controller of entering permanent `id` to reveal a card matching `filter`
    /// from their hand (a Plains or Island card), and reveals it if one is chosen; returns
    /// whether one was. A player with no such card in hand isn't asked.
    fn reveal_as_it_enters(&mut self, id: ObjectId, filter: &Filter) -> bool {
        let p = self.objects[id.index()].controller;
        let from: Vec<ObjectId> =
            self.players[p.index()].hand.iter().copied().filter(|&c| self.matches(filter, c, id, p)).collect();
        if from.is_empty() {
            return false;
        }
        let d = Decision {
            player: p,
            kind: DecisionKind::ChooseObjects {
                reason: format!("reveal a card from your hand so that {} enters untapped (or none)", self.name(id)),
                from,
                min: 0,
                max: 1,
            },
        };
        let Answer::Cards(chosen) = self.choose_replacement(d) else { return false };
        for &c in &chosen {
            self.log(Event::Revealed { player: p, card: c });
        }
        !chosen.is_empty()
    }

    /// Asks the controller of entering permanent `id` whether to pay `life` life for it, and
    /// pays it if so; returns whether it was paid. A player with less life than that can't
    /// pay it (CR 119.4), and isn't asked.
    fn pay_life_as_it_enters(&mut self, id: ObjectId, life: u32) -> bool {
        let p = self.objects[id.index()].controller;
        if self.players[p.index()].life < life as i32 {
            return false;
        }
        let d = Decision {
            player: p,
            kind: DecisionKind::YesNo { prompt: format!("Pay {life} life so that {} enters untapped?", self.name(id)) },
        };
        let paid = matches!(self.choose_replacement(d), Answer::YesNo(true));
        if paid {
            // CR 119.4, 118.3: paying life is losing that much life.
            self.lose_life(p, life as i32);
        }
        paid
    }

    /// Unleash and riot (CR 702.98a, 702.136a): asks the controller of entering permanent
    /// `id` whether it enters with an additional counter of `kind`, and puts it on if so; if
    /// not, it gains `otherwise` (riot's haste) for as long as it stays on the battlefield
    /// (CR 614.1c: part of how it enters, so no timestamp of a resolving ability).
    pub(crate) fn may_enter_with_counter(&mut self, id: ObjectId, kind: &CounterKind, otherwise: Option<Keyword>) {
        let p = self.objects[id.index()].controller;
        let with = kind.name();
        let prompt = match &otherwise {
            Some(k) => {
                format!("Have {} enter with a {with} counter on it? (If not, it gains {}.)", self.name(id), k.name())
            }
            None => format!("Have {} enter with a {with} counter on it?", self.name(id)),
        };
        let d = Decision { player: p, kind: DecisionKind::YesNo { prompt } };
        if matches!(self.choose_replacement(d), Answer::YesNo(true)) {
            self.objects[id.index()].add_counters(kind, 1);
            self.counters_put_triggers(id, kind, 1);
        } else if let Some(k) = otherwise {
            self.add_effect(id, p, vec![id], LayerEffect::AddKeyword(k), Duration::WhileSourceOnBattlefield);
        }
    }
}
