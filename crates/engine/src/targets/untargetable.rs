//! Targeting restrictions by colour (CR 115.1, 601.2c, 608.2b): "~ can't be the target of red spells or
//! abilities from red sources". Unlike hexproof (CR 702.11), they apply to every player's
//! spells and abilities.

use crate::ir::ObjectId;
use crate::ir::Restriction;
use crate::state::characteristics::Characteristics;
use crate::state::game::Game;

impl Game {
    /// Whether a permanent with `ch` can't be targeted by a spell or ability of `source`
    /// because it "can't be the target of [colour] spells or abilities from [colour]
    /// sources": the spell, or the ability's source, has that colour (CR 601.2c).
    pub(crate) fn untargetable_by_color(&self, ch: &Characteristics, source: ObjectId) -> bool {
        let mut colors = ch.restrictions.iter().filter_map(|r| match r {
            Restriction::CantBeTargetedByColor(c) => Some(*c),
            _ => None,
        });
        let Some(first) = colors.next() else {
            return false;
        };
        let src = self.characteristics(source).colors;
        src.contains(first) || colors.any(|c| src.contains(c))
    }
}
