//! Split cards (CR 709): each half is compiled as a face of its own (what is cast and exists
//! on the stack, 709.3); the card itself is the halves combined (709.4).

use super::compile_face;
use crate::face::CardFace;
use grimoire_engine::*;
use std::sync::Arc;

/// The split card `name` ("Fire // Ice") from its two halves: the name, the combined mana
/// cost (and so colours and mana value, 709.4b), every card type and subtype of either half
/// (709.4c) and their non-spell abilities (a half's spell ability works only on the stack,
/// where only that half exists). Unsupported if either half is.
pub fn compile_split(name: &str, faces: &[CardFace]) -> CardDef {
    let halves: Vec<CardDef> = faces.iter().map(compile_face).collect();
    let mut def = CardDef::new(name.to_string(), &[]);
    let mut cost = ManaCost::default();
    for h in &halves {
        if let Some(c) = &h.mana_cost {
            cost.symbols.extend(c.symbols.iter().cloned());
        }
        def.colors = ColorSet(def.colors.0 | h.colors.0);
        for t in h.types.iter() {
            def.types.insert(t);
        }
        for s in &h.supertypes {
            if !def.supertypes.contains(s) {
                def.supertypes.push(*s);
            }
        }
        for s in &h.subtypes {
            if !def.subtypes.contains(s) {
                def.subtypes.push(s.clone());
            }
        }
        def.abilities.extend(h.abilities.iter().filter(|a| !matches!(a, Ability::Spell(_))).cloned());
    }
    def.mana_cost = Some(cost);
    def.text = faces.iter().map(|f| f.text.as_str()).collect::<Vec<_>>().join("\n//\n");
    def.unsupported = halves.iter().find_map(|h| h.unsupported.as_ref().map(|why| format!("{}: {why}", h.name)));
    def.halves = halves.into_iter().map(Arc::new).collect();
    def
}
