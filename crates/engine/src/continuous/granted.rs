//! Abilities granted by continuous effects: "Enchanted land has \"{T}: ...\"", "All Slivers
//! have \"...\"" (CR 113.1a, 613.1f). The object that has such an ability is its source
//! (CR 113.7): it is activated and triggers like a printed one. The object's abilities now
//! are its printed abilities followed by the granted ones, in the order the layer system
//! applied them; ability indices (activations this turn, stack items) refer to that list.

use crate::ir::CardDef;
use crate::ir::ObjectId;
use crate::ir::Zone;
use crate::ir::{Ability, LayerEffect, StaticAbility};
use crate::state::game::Game;
use std::sync::Arc;

impl Game {
    /// The card of `id` with the abilities continuous effects grant it appended: what its
    /// activated and triggered abilities are now. The printed card when nothing is granted.
    pub fn abilities_now(&self, id: ObjectId) -> Arc<CardDef> {
        let obj = self.object(id);
        // Its text after text-changing effects (layer 3, CR 612), plus what layer 6 grants.
        if obj.zone != Zone::Battlefield {
            return obj.text().clone();
        }
        let granted = match self.layer_cache.get(id) {
            Some(ch) if ch.granted.is_empty() => return obj.text().clone(),
            Some(ch) => ch.granted.clone(),
            None if !self.grants_in_force() => return obj.text().clone(),
            None => self.characteristics_fresh(id).granted,
        };
        if granted.is_empty() {
            return obj.text().clone();
        }
        let mut def = (**obj.text()).clone();
        def.abilities.extend(granted.into_iter().map(|g| *g.0));
        Arc::new(def)
    }

    /// Whether any effect in force grants abilities (a cheap test before computing
    /// characteristics).
    fn grants_in_force(&self) -> bool {
        let grants = |e: &LayerEffect| matches!(e, LayerEffect::GrantAbility(_));
        self.effects.iter().any(|e| grants(&e.effect))
            || self.battlefield.iter().any(|&id| {
                self.object(id)
                    .card
                    .abilities
                    .iter()
                    .any(|a| matches!(a, Ability::Static(StaticAbility::Continuous { effect, .. }) if grants(effect)))
            })
    }
}
