//! Auras put onto the battlefield without being cast (CR 303.4f-g): "Return all enchantment
//! cards from your graveyard to the battlefield" (Replenish), "Search your library for an
//! enchantment card and put it onto the battlefield" (Zur the Enchanter). The player putting an Aura onto
//! the battlefield chooses, as it enters, a legal object for it to enchant among the
//! permanents already there (no target: shroud doesn't stop it); an Aura with nothing it could
//! enchant stays where it is.

use crate::casting::actions::aura_target;
use crate::ir::Zone;
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::game::{Game, Resolution};
use crate::state::in_progress::AuraEntry;

impl Game {
    /// The permanents the Aura `aura` could enchant if it entered under `who`'s control now
    /// (CR 303.4f); `None` when `aura` is not an Aura. A card asked to enter transformed is
    /// judged by its back face, the face it enters with (CR 712.14a).
    pub(crate) fn aura_hosts(&self, aura: ObjectId, who: PlayerId) -> Option<Vec<ObjectId>> {
        let o = self.object(aura);
        let face = match &o.card.back {
            Some(back) if o.transformed && o.zone != Zone::Battlefield && o.printed.is_none() => back,
            _ => &o.card,
        };
        let spec = aura_target(face)?;
        let Some((Zone::Battlefield, filter)) = &spec.objects else { return Some(Vec::new()) };
        Some(self.battlefield.iter().copied().filter(|&id| id != aura && self.matches(filter, id, aura, who)).collect())
    }

    /// Chooses, for each object in order with the player it enters under, how it enters:
    /// attached to a host that player chooses if it is an Aura, or staying where it is when
    /// it is an Aura with nothing to enchant (CR 303.4g). Choices already made are kept in
    /// `res.aura_hosts` while the program waits for the next answer.
    pub(crate) fn choose_aura_hosts(
        &mut self,
        placed: &[(ObjectId, PlayerId)],
        res: &mut Resolution,
    ) -> Result<Vec<(ObjectId, AuraEntry)>, Step> {
        for &(o, who) in placed.iter().skip(res.aura_hosts.len()) {
            let entry = match self.aura_hosts(o, who) {
                None => AuraEntry::NotAnAura,
                Some(hosts) if hosts.is_empty() => AuraEntry::Stays,
                Some(hosts) => {
                    let reason = format!("attach {} to", self.object(o).card.name);
                    match choose(res, who, reason, hosts, 1, 1)?.first() {
                        Some(&h) => AuraEntry::Attached(h),
                        None => AuraEntry::Stays,
                    }
                }
            };
            res.aura_hosts.push((o, entry));
        }
        Ok(std::mem::take(&mut res.aura_hosts))
    }

    /// Puts the cards waiting in `res.entering` onto the battlefield, each under the player
    /// paired with it (tapped if `tapped`), an Aura attached to a host that player chooses, or
    /// staying where it is with none (CR 303.4f-g). Returns the (old, new) objects moved; while
    /// a host is being asked, the cards keep waiting in `res.entering`.
    pub(crate) fn enter_waiting(
        &mut self,
        tapped: bool,
        res: &mut Resolution,
    ) -> Result<Vec<(ObjectId, ObjectId)>, Step> {
        let placed = res.entering.clone();
        let entries = self.choose_aura_hosts(&placed, res)?;
        res.entering.clear();
        let mut moved = Vec::new();
        for ((o, who), (_, entry)) in placed.into_iter().zip(entries) {
            if entry == AuraEntry::Stays {
                continue;
            }
            if let Some(n) = self.move_object_to(o, Zone::Battlefield, Some(who), false) {
                // "tapped" adds to how it enters; it doesn't undo the card's own "enters the
                // battlefield tapped" (CR 614.1c, 614.12).
                if tapped {
                    self.objects[n.index()].tapped = true;
                }
                if let AuraEntry::Attached(h) = entry {
                    self.objects[n.index()].attached_to = Some(h);
                }
                moved.push((o, n));
            }
        }
        Ok(moved)
    }
}
