//! Lowering of the "becomes" effects read by `grammar/effects/becomes.rs` (CR 205.1, 613.1d-f, 613.4b).

use crate::oracle::ast::{AnimateAst, GrantAst};
use grimoire_engine::*;

/// "<what> becomes a 2/2 green Elf creature with flying [that's still a land]": one effect
/// applying in several layers (CR 613.6), each part an instruction on the same objects.
pub fn animate(what: Ref, a: AnimateAst, duration: Duration) -> Vec<Instr> {
    // CR 611.2c: a group's set is fixed once, before any part changes what the filter reads
    // ("All lands become 2/2 creatures").
    if matches!(what, Ref::Each(_) | Ref::EachControlledBy(..)) {
        return vec![Instr::ForEach { what, then: animate(Ref::EachOne, a, duration) }];
    }
    let modify = |effect: LayerEffect| Instr::Modify { what: what.clone(), effect, duration };
    let mut out = Vec::new();
    // CR 205.1b: "that's still a land" keeps every prior type; so does becoming an "artifact
    // creature", and a "[creature type] artifact creature" loses only its creature types.
    // Otherwise the new card types replace the old ones (CR 205.1a).
    if a.still || a.types.contains(&CardType::Artifact) {
        out.push(modify(LayerEffect::AddTypes { types: a.types, subtypes: vec![] }));
        if !a.subtypes.is_empty() {
            out.push(modify(LayerEffect::SetCreatureTypes(a.subtypes)));
        }
    } else {
        out.push(modify(LayerEffect::SetTypes { types: a.types, subtypes: a.subtypes }));
    }
    // CR 205.3m: "with all creature types" (layer 4, like any type change: it keeps them
    // when it loses its abilities, unlike changeling).
    if a.all_creature_types {
        let all = creature_types().iter().map(|t| t.to_string()).collect();
        out.push(modify(LayerEffect::SetCreatureTypes(all)));
    }
    // CR 613.1e: "green and white".
    if !a.colors.is_empty() {
        out.push(modify(LayerEffect::SetColors(a.colors.into_iter().collect())));
    }
    // CR 613.1f: "with flying", `with "{B}: Regenerate this creature"`.
    for k in a.keywords {
        out.push(modify(LayerEffect::AddKeyword(k)));
    }
    for g in a.abilities {
        if let GrantAst::Ability(ast, text) = g {
            out.push(modify(crate::oracle::lower::granted_ability(*ast, &text)));
        }
    }
    // CR 613.4b: layer 7b.
    if let Some((p, t)) = a.pt {
        out.push(modify(LayerEffect::SetPowerToughness(p, t)));
    } else if a.mana_value_pt {
        out.push(modify(LayerEffect::SetPowerToughnessToManaValue));
    }
    out
}
