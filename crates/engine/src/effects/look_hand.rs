//! Looking at another player's hand (CR 402.3): "Look at target player's hand." The cards
//! are offered in the looking player's decision only (a hand is a hidden zone, so nothing is
//! logged); the decision chooses nothing and only shows them. The same for looking at cards
//! of a library ("Look at the top card of target player's library", CR 401.4).

use crate::ir::Ref;
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::{Game, Resolution};

impl Game {
    /// The controller looks at the referred cards ("Look at the top card of target player's
    /// library", CR 401.4): shown in a decision that chooses nothing; they become the
    /// affected objects.
    pub(crate) fn exec_look_at_cards(&mut self, what: &Ref, res: &mut Resolution) -> Step {
        let cards = self.objects_in_play(&self.resolve_ref(what, res), res);
        if cards.is_empty() {
            res.affected = Vec::new();
            return Step::Done;
        }
        match res.answer.take() {
            Some(Answer::Cards(_)) => {
                res.affected = cards.into_iter().map(crate::state::decision::Target::Object).collect();
                Step::Done
            }
            _ => Step::Ask(Decision {
                player: res.item.controller,
                kind: DecisionKind::ChooseObjects {
                    reason: "look at the cards (nothing to choose)".into(),
                    from: cards,
                    min: 0,
                    max: 0,
                },
            }),
        }
    }

    /// The controller looks at the hand of the first player `who` refers to; an empty hand
    /// shows nothing and asks nothing.
    pub(crate) fn exec_look_at_hand(&mut self, who: &Ref, res: &mut Resolution) -> Step {
        let Some(&p) = Self::players_of(&self.resolve_ref(who, res)).first() else { return Step::Done };
        let hand = self.players[p.index()].hand.clone();
        if hand.is_empty() {
            return Step::Done;
        }
        match res.answer.take() {
            Some(Answer::Cards(_)) => Step::Done,
            _ => Step::Ask(Decision {
                player: res.item.controller,
                kind: DecisionKind::ChooseObjects {
                    reason: format!("look at {}'s hand (nothing to choose)", self.players[p.index()].name),
                    from: hand,
                    min: 0,
                    max: 0,
                },
            }),
        }
    }
}
