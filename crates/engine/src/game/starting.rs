//! Starting the game (CR 103.1): who chooses the starting player, and that choice.
//! Also routes the answers to the game's own procedural decisions ([`Special`]).

use crate::ir::PlayerId;
use crate::state::config::FirstPlayer;
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::{Flow, Game, Special};
use crate::state::log::Event;
use rand::Rng;

impl Game {
    /// CR 103.1: determine who chooses the starting player, ask them, then draw opening
    /// hands (CR 103.5). With [`FirstPlayer::Fixed`] the first seat starts unasked.
    pub(crate) fn begin_starting(&mut self) {
        let chooser = match self.config.first_player {
            FirstPlayer::Fixed => {
                self.begin_opening_hands();
                return;
            }
            // The "coin flip": the game's seeded generator picks who chooses (CR 103.1).
            FirstPlayer::Random => PlayerId(self.rng.gen_range(0..self.players.len()) as u8),
            FirstPlayer::ChosenBy(seat) => PlayerId(seat.min(self.players.len() - 1) as u8),
        };
        let options = self.players.iter().enumerate().map(|(i, p)| format!("{} (seat {})", p.name, i + 1)).collect();
        self.special = Some(Special::FirstPlayer);
        self.decision = Some(Decision {
            player: chooser,
            kind: DecisionKind::ChooseOption {
                prompt: "choose the player who takes the first turn (CR 103.1)".into(),
                options,
            },
        });
        self.flow = Flow::Waiting;
    }

    /// The chooser named the starting player: turn order begins with them (CR 103.1).
    fn answer_first_player(&mut self, chooser: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        let Answer::Option(i) = a else {
            return Err(IllegalAction::new("103.1", format!("answer with the seat of the starting player, not {a:?}")));
        };
        if i >= self.players.len() {
            return Err(IllegalAction::new("103.1", format!("there is no seat {}", i.saturating_add(1))));
        }
        self.special = None;
        self.decision = None;
        let starter = PlayerId(i as u8);
        self.active = starter;
        self.priority = starter;
        self.log(Event::StartingPlayer { player: starter, chosen_by: chooser });
        self.begin_opening_hands();
        Ok(())
    }

    /// Answers to the game's own procedural decisions (CR 103.1, 103.5, 903.9a).
    pub(crate) fn answer_special(&mut self, s: Special, d: &Decision, a: Answer) -> Result<(), IllegalAction> {
        match s {
            Special::FirstPlayer => self.answer_first_player(d.player, a),
            Special::MulliganScry => self.answer_mulligan_scry(d, a),
            Special::CommanderZone(id) => self.answer_commander_zone(id, a),
            Special::Replacement => self.answer_replacement_choice(d, a),
            Special::CombatCost => self.answer_combat_cost(d.player, a),
            Special::Bands => self.answer_band(a),
            Special::Untap(id) => self.answer_untap(id, a),
            Special::AsThoughUnblocked(id) => self.answer_as_though_unblocked(id, a),
        }
    }
}
