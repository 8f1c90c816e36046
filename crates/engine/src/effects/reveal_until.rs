//! "Reveal cards from the top of your library until you reveal a <kind> card. Put that card
//! into your hand and all other cards revealed this way into your graveyard." (CR 701.20a,
//! 401.4): [`Instr::RevealUntil`].

use crate::effects::cards_in_zones::order_decision;
use crate::ir::Instr;
use crate::ir::ObjectId;
use crate::ir::Zone;
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Target};
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

impl Game {
    /// Runs [`Instr::RevealUntil`].
    pub(crate) fn exec_reveal_until(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        let Instr::RevealUntil { who, filter, found_to, rest_to, shuffle } = instr else {
            unreachable!("exec_reveal_until runs RevealUntil only")
        };
        let Some(&p) = Self::players_of(&self.resolve_ref(who, res)).first() else { return Step::Done };
        // `sub` 1: the answer is the order of the rest on the bottom: the rest is done.
        if res.sub == 1 {
            if let Some(Answer::Cards(order)) = res.answer.take() {
                self.put_on_bottom(p, &order);
            }
            return Step::Done;
        }
        let src = res.item.source;
        let mut revealed: Vec<ObjectId> = Vec::new();
        let mut found = None;
        // The library's last card is its top. Nothing has moved yet while an Aura's host is
        // asked (`sub` 2), so the same cards are found again.
        for &c in self.players[p.index()].library.iter().rev() {
            revealed.push(c);
            if self.matches(filter, c, src, p) {
                found = Some(c);
                break;
            }
        }
        if res.sub == 0 {
            for &c in &revealed {
                self.log(Event::Revealed { player: p, card: c });
            }
        }
        res.affected = Vec::new();
        match found {
            // CR 303.4f-g: an Aura put onto the battlefield this way asks what it enchants,
            // and stays in the library if it can enchant nothing.
            Some(c) if *found_to == Zone::Battlefield => {
                if res.sub == 0 {
                    res.entering = vec![(c, self.object(c).owner)];
                    res.sub = 2;
                }
                match self.enter_waiting(false, res) {
                    Ok(moved) => res.affected = moved.into_iter().map(|(_, n)| Target::Object(n)).collect(),
                    Err(ask) => return ask,
                }
            }
            Some(c) => {
                if let Some(new) = self.move_object_to(c, *found_to, None, false) {
                    res.affected = vec![Target::Object(new)];
                }
            }
            None => {}
        }
        let rest: Vec<ObjectId> = revealed.into_iter().filter(|&c| Some(c) != found).collect();
        if *rest_to == Zone::Library {
            // CR 401.4: the player chooses the order of cards put on the bottom together.
            if rest.len() > 1 && !shuffle {
                res.sub = 1;
                return Step::Ask(order_decision(p, "put on the bottom of your library, in order", rest));
            }
            self.put_on_bottom(p, &rest);
        } else {
            for c in rest {
                self.move_object(c, *rest_to);
            }
        }
        Step::Done
    }
}
