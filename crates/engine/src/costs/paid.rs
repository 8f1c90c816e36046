//! The objects that paid a spell's or ability's costs (CR 601.2h), kept with their
//! characteristics as they were paid: "the sacrificed creature's power", "the discarded
//! card's mana value" (last known information, CR 608.2h; a copy uses the original's, 707.10).

use crate::ir::ObjectId;
use crate::state::game::Game;

impl Game {
    /// The objects paying a cost with their characteristics now, just before they are paid
    /// (CR 601.2h), for "the sacrificed creature's power" (last known information, 608.2h).
    pub(crate) fn paid_lki<'a>(
        &self,
        ids: impl Iterator<Item = &'a ObjectId>,
    ) -> Vec<(ObjectId, crate::state::characteristics::Characteristics)> {
        ids.map(|&o| (o, self.characteristics(o))).collect()
    }

    /// A value of an object's characteristics: as it was paid, if it paid a cost of the
    /// resolving spell or ability, or as it was sacrificed during the resolution (CR 608.2h),
    /// else as it is now.
    pub(crate) fn paid_or_now(
        &self,
        o: ObjectId,
        res: &crate::state::game::Resolution,
        f: impl Fn(&crate::state::characteristics::Characteristics) -> i32,
    ) -> i32 {
        match res.item.paid.iter().chain(&res.sacrificed).find(|(id, _)| *id == o) {
            Some((_, ch)) => f(ch),
            None => f(&self.characteristics(o)),
        }
    }

    /// The cards of `before` (a hand before costs were paid) that have left it, other than
    /// `chosen`: cards discarded at random or with the whole hand (CR 601.2h), as they were.
    pub(crate) fn discarded_besides(
        &self,
        before: &[ObjectId],
        chosen: &[ObjectId],
    ) -> Vec<(ObjectId, crate::state::characteristics::Characteristics)> {
        before
            .iter()
            .filter(|c| !chosen.contains(c) && self.object(**c).moved_to.is_some())
            .map(|&c| (c, self.characteristics(c)))
            .collect()
    }
}
