//! Clashing (CR 701.30): "Clash with an opponent. If you win, ...". The controller chooses an
//! opponent (701.30b); each of the two reveals the top card of their library, then in APNAP
//! order each decides whether to put that card on the bottom, and the cards move at the same
//! time (701.30c). The controller wins with a card of higher mana value than the other card
//! revealed (701.30d); the result is kept on the resolution for "If you win"
//! (`Condition::WonClash`).

use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::{Game, Resolution};
use crate::state::log::Event;

/// A clash under way on a resolution: the clashing players in APNAP order, each with the
/// card they revealed (none from an empty library), and the answers so far to "put it on
/// the bottom?", in the same order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClashProgress {
    pub revealed: Vec<(PlayerId, Option<ObjectId>)>,
    pub bottom: Vec<bool>,
}

impl Game {
    /// `Instr::Clash`: the controller clashes with an opponent of their choice (asked only if
    /// there are several).
    pub(crate) fn exec_clash(&mut self, res: &mut Resolution) -> Step {
        let you = res.item.controller;
        if res.clash.is_none() {
            let opponents: Vec<PlayerId> = self.opponents(you).collect();
            let opponent = match opponents.as_slice() {
                [] => None,
                [one] => Some(*one),
                _ => match res.answer.take() {
                    Some(Answer::Option(i)) if i < opponents.len() => Some(opponents[i]),
                    _ => {
                        let options = opponents.iter().map(|p| self.players[p.index()].name.clone()).collect();
                        let prompt = "Choose an opponent to clash with".to_string();
                        let kind = DecisionKind::ChooseOption { prompt, options };
                        return Step::Ask(Decision { player: you, kind });
                    }
                },
            };
            let mut players = vec![you];
            players.extend(opponent);
            // CR 701.30c: the cards are revealed at the same time.
            let revealed: Vec<(PlayerId, Option<ObjectId>)> = self
                .apnap_order(&players)
                .into_iter()
                .map(|p| (p, self.players[p.index()].library.last().copied()))
                .collect();
            for &(p, card) in &revealed {
                if let Some(card) = card {
                    self.log(Event::Revealed { player: p, card });
                }
            }
            res.clash = Some(ClashProgress { revealed, bottom: Vec::new() });
        }
        let progress = res.clash.as_mut().expect("set above");
        // In APNAP order, each player with a card decides where it goes.
        while let Some(&(p, card)) = progress.revealed.get(progress.bottom.len()) {
            let Some(card) = card else {
                progress.bottom.push(false);
                continue;
            };
            match res.answer.take() {
                Some(Answer::YesNo(bottom)) => progress.bottom.push(bottom),
                _ => {
                    let name = self.characteristics(card).name;
                    let prompt = format!("Clash: put {name} on the bottom of your library?");
                    return Step::Ask(Decision { player: p, kind: DecisionKind::YesNo { prompt } });
                }
            }
        }
        let ClashProgress { revealed, bottom } = res.clash.take().expect("set above");
        let value = |card: Option<ObjectId>| card.map(|c| self.characteristics(c).mana_value);
        let yours = revealed.iter().find(|(p, _)| *p == you).and_then(|&(_, c)| value(c));
        let others: Vec<u32> = revealed.iter().filter(|(p, _)| *p != you).filter_map(|&(_, c)| value(c)).collect();
        // CR 701.30d: a higher mana value than every other card revealed.
        let won = yours.is_some_and(|v| others.iter().all(|&o| v > o));
        // The cards move at the same time (CR 701.30c).
        for (&(p, card), &down) in revealed.iter().zip(&bottom) {
            if let (Some(card), true) = (card, down) {
                self.put_on_bottom(p, &[card]);
            }
        }
        res.clash_won = Some(won);
        self.log(Event::Clashed { player: you, won });
        Step::Done
    }
}
