//! Tokens that are copies of an object (CR 707.2, 111.1), with the exceptions the effect
//! names (CR 707.9): embalm's and eternalize's tokens (CR 702.128a, 702.129a).

use crate::ir::{PtValue, Ref, TokenCopyExcept};
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
        let mut def = (*self.object(orig).card).clone();
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
        def.is_token = true;
        let id = self.create_token(Arc::new(def), res.item.controller, false);
        res.affected = vec![Target::Object(id)];
    }
}
