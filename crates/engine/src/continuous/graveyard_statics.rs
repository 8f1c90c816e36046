//! Static abilities that function from a graveyard (CR 113.6, 113.6b): "As long as Anger is
//! in your graveyard and you control a Mountain, creatures you control have haste." Such an
//! ability says it works there; its condition keeps it from working anywhere else.

use crate::ir::ObjectId;
use crate::ir::Zone;
use crate::ir::{Ability, Condition, StaticAbility};
use crate::state::game::Game;

impl Game {
    /// The cards in graveyards with a continuous static ability that functions there
    /// (CR 113.6b), for the layers to apply alongside the battlefield's.
    pub(crate) fn graveyard_static_sources(&self) -> impl Iterator<Item = ObjectId> + '_ {
        self.player_ids()
            .flat_map(|p| self.player(p).graveyard.iter().copied())
            .filter(|&id| self.object(id).text().abilities.iter().any(functions_from_graveyard))
    }
}

/// Whether `ab` is a continuous static ability whose condition says its source is in a
/// graveyard (CR 113.6b).
fn functions_from_graveyard(ab: &Ability) -> bool {
    match ab {
        Ability::Static(StaticAbility::Continuous { condition: Some(c), .. }) => says_in_graveyard(c),
        _ => false,
    }
}

fn says_in_graveyard(c: &Condition) -> bool {
    match c {
        Condition::SourceInZone(Zone::Graveyard) => true,
        Condition::All(cs) => cs.iter().any(says_in_graveyard),
        _ => false,
    }
}
