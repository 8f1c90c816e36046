//! Test-only games that start from a set-up position written as a scenario
//! (`shared/scenario-format.md`: the players' zones, life, the seed; the script and the
//! expectations are ignored). The route exists only when the server was started with
//! `test_positions` (`grimoire serve --test-positions`); a production server answers 404.
//! The browser end-to-end tests use it to reach decisions that random games rarely pose.

use crate::lobby::Lobby;
use crate::room::Refusal;
use crate::seat::SeatKind;
use grimoire_cards::CardDb;
use grimoire_engine::{CardDef, GameConfig};
use grimoire_scenario::{parse, setup, CardLookup};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A request for a game from a position.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionRequest {
    /// Scenario TOML; its first `[[scenario]]` is the position.
    pub scenario: String,
    /// Who plays each seat, in the scenario's turn order.
    pub seats: Vec<SeatKind>,
}

/// The new game and a token for each human seat (`None` for computer seats).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PositionGame {
    pub game: String,
    pub tokens: Vec<Option<String>>,
}

struct DbLookup<'a>(&'a CardDb);

impl CardLookup for DbLookup<'_> {
    fn card(&self, name: &str) -> Result<Arc<CardDef>, String> {
        self.0.get(name).ok_or_else(|| "not in the card database".to_string())
    }
}

/// The configuration, seed and player names of the first scenario in `toml`.
pub fn config(db: &CardDb, toml: &str) -> Result<(GameConfig, u64, Vec<String>), Refusal> {
    let parsed = parse::parse_file(toml).map_err(|e| Refusal::new(format!("scenario: {e}")))?;
    let first = parsed.into_iter().next().ok_or_else(|| Refusal::new("the text has no [[scenario]]"))?;
    if let Some(e) = first.invalid {
        return Err(Refusal::new(format!("scenario: {e}")));
    }
    let built = setup::build(&first.scenario, &DbLookup(db)).map_err(Refusal::new)?;
    Ok((built.config, first.scenario.seed, built.ids))
}

impl Lobby {
    /// Starts a game from a position (test servers only: the caller checks).
    pub fn create_from_position(self: &Arc<Self>, req: PositionRequest) -> Result<PositionGame, Refusal> {
        let (config, seed, ids) = config(&self.db, &req.scenario)?;
        if req.seats.len() != ids.len() {
            return Err(Refusal::new(format!("the position has {} players; give {} seats", ids.len(), ids.len())));
        }
        let (game, tokens) = self.create_started(config, seed, &ids, &req.seats)?;
        Ok(PositionGame { game, tokens })
    }
}
