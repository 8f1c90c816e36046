//! Starting the game (CR 103.1): who chooses the starting player, and that choice.

use crate::ir::PlayerId;
use crate::state::config::FirstPlayer;
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::{Flow, Game};
use crate::state::log::Event;
use crate::state::pending::Pending;
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
        let kind = DecisionKind::ChooseOption {
            prompt: "choose the player who takes the first turn (CR 103.1)".into(),
            options,
        };
        self.ask(Decision { player: chooser, kind }, Pending::FirstPlayer);
        self.flow = Flow::Waiting;
    }

    /// The chooser named the starting player: turn order begins with them (CR 103.1).
    pub(crate) fn answer_first_player(&mut self, chooser: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        let Answer::Option(i) = a else {
            return Err(IllegalAction::new(
                "103.1",
                format!("answer with the seat of the starting player, not {}", crate::game::door::answer_name(&a)),
            ));
        };
        if i >= self.players.len() {
            return Err(IllegalAction::new("103.1", format!("there is no seat {}", i.saturating_add(1))));
        }
        self.answered();
        let starter = PlayerId(i as u8);
        self.active = starter;
        self.priority = starter;
        self.log(Event::StartingPlayer { player: starter, chosen_by: chooser });
        self.begin_opening_hands();
        Ok(())
    }
}
