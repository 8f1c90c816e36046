//! Tokens that are copies of an object (CR 707.2, 111.1), with the exceptions the effect
//! names (CR 707.9): embalm's and eternalize's tokens (CR 702.128a, 702.129a), and copies of a
//! target with haste or not legendary (Kiki-Jiki, Spark Double).

use crate::ir::{Ability, CardDef, CardType, PtValue, Ref, Supertype, TokenCopyExcept, Zone};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};
use std::sync::Arc;

impl Game {
    /// The resolving ability's controller creates a token copying the first object `of`
    /// refers to, as it last existed (CR 707.2: its copiable values, the card itself or what
    /// it copies, 707.3), changed by `except` (707.9b: the exceptions are copiable values of
    /// the token). The token becomes the affected object.
    pub(crate) fn exec_create_token_copy(&mut self, of: &Ref, except: &TokenCopyExcept, res: &mut Resolution) {
        let Some(Target::Object(orig)) = self.resolve_ref(of, res).first().copied() else { return };
        let o = self.object(orig);
        // CR 707.2, 708.2: a face-down permanent's copiable values are a nameless 2/2
        // creature with no text, not its hidden card's.
        let mut def = if o.face_down && o.zone == Zone::Battlefield {
            CardDef {
                power: Some(PtValue::Fixed(2)),
                toughness: Some(PtValue::Fixed(2)),
                ..CardDef::new("", &[CardType::Creature])
            }
        } else {
            (*o.card).clone()
        };
        if let Some(c) = except.colors {
            def.colors = c;
        }
        if let Some((p, t)) = except.pt {
            def.power = Some(PtValue::Fixed(p));
            def.toughness = Some(PtValue::Fixed(t));
        }
        if except.no_mana_cost {
            def.mana_cost = None;
        }
        for s in &except.add_subtypes {
            if !def.subtypes.contains(s) {
                def.subtypes.push(s.clone());
            }
        }
        for k in &except.add_keywords {
            def.abilities.push(Ability::Keyword(k.clone()));
        }
        if except.not_legendary {
            def.supertypes.retain(|s| *s != Supertype::Legendary);
        }
        def.is_token = true;
        let id = self.create_token(Arc::new(def), res.item.controller, false);
        res.affected = vec![Target::Object(id)];
    }
}
