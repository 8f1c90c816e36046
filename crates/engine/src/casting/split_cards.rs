//! Split cards (CR 709): the card is its two halves combined everywhere but the stack
//! (709.4); a player chooses a half to cast and only that half is evaluated (709.3a) and put
//! on the stack (709.3b). The half is planned on a copy of the game where the card is that
//! half, so every casting rule reads the half's characteristics.

use crate::casting::actions::Plan;
use crate::ir::CardDef;
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{ActionOption, CastSpec, IllegalAction};
use crate::state::game::Game;
use std::sync::Arc;

impl Game {
    /// The ways to cast each half of split card `card` now (CR 709.3).
    pub(crate) fn split_cast_options(&self, p: PlayerId, card: ObjectId) -> Vec<ActionOption> {
        let halves = self.object(card).card.halves.clone();
        let mut out = Vec::new();
        for (h, half) in halves.into_iter().enumerate() {
            let mut g = self.clone();
            g.objects[card.index()].card = half;
            for mut o in g.cast_options(p, card) {
                if let ActionOption::Cast { half, .. } = &mut o {
                    *half = Some(h);
                }
                out.push(o);
            }
        }
        out
    }

    /// Plans a cast that names a half, or casts a split card without naming one: `None`
    /// when neither is the case (an ordinary cast).
    pub(crate) fn plan_split_cast(&self, p: PlayerId, spec: &CastSpec) -> Option<Result<Plan, IllegalAction>> {
        let card = spec.card;
        if card.index() >= self.objects.len() {
            return None;
        }
        let def = self.object(card).card.clone();
        if def.halves.is_empty() {
            return spec.half.map(|_| Err(IllegalAction::new("709.3", format!("{} is not a split card", def.name))));
        }
        let Some(half) = spec.half.and_then(|h| def.halves.get(h)) else {
            return Some(Err(IllegalAction::new(
                "709.3",
                format!("choose which half of {} to cast ({})", def.name, half_names(&def)),
            )));
        };
        let mut g = self.clone();
        g.objects[card.index()].card = half.clone();
        Some(g.plan_cast(p, &CastSpec { half: None, ..spec.clone() }))
    }

    /// Makes `card` the chosen half as it is cast (CR 709.3b), returning the whole split card
    /// it is again once off the stack (709.4); `None` for other cards.
    pub(crate) fn choose_split_half(&mut self, card: ObjectId, half: Option<usize>) -> Option<Arc<CardDef>> {
        let whole = self.object(card).card.clone();
        let part = whole.halves.get(half?)?.clone();
        self.objects[card.index()].card = part;
        Some(whole)
    }
}

/// "Fire or Ice": the names of a split card's halves.
fn half_names(def: &CardDef) -> String {
    def.halves.iter().map(|h| h.name.as_str()).collect::<Vec<_>>().join(" or ")
}
