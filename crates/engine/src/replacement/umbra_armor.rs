//! Umbra armor (CR 702.89): an Aura's "If enchanted permanent would be destroyed, instead
//! remove all damage marked on it and destroy this Aura."

use crate::ir::{Ability, Replacement, StaticAbility};
use crate::{Game, ObjectId};

impl Game {
    /// Replaces the destruction of `id` if an Aura with umbra armor is attached to it: the
    /// damage marked on it is removed and the Aura is destroyed instead (CR 702.89a). The
    /// permanent is neither tapped nor removed from combat (unlike regeneration, CR 701.19).
    /// With several such Auras, the oldest is destroyed (the controller does not choose among
    /// them, CR 616.1).
    pub(crate) fn umbra_armor_replaces_destruction(&mut self, id: ObjectId) -> bool {
        let has_umbra = |a: &Ability| matches!(a, Ability::Static(StaticAbility::Replacement(Replacement::UmbraArmor)));
        let aura = self.battlefield.iter().copied().find(|&a| {
            let o = self.object(a);
            o.attached_to == Some(id)
                && !o.face_down
                && !self.abilities_removed(a)
                && o.text().abilities.iter().any(has_umbra)
        });
        let Some(aura) = aura else { return false };
        let o = &mut self.objects[id.index()];
        o.damage = 0;
        o.deathtouch_damaged = false;
        self.destroy(aura, false);
        true
    }
}
