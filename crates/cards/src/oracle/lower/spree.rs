//! Lowering spree (CR 702.172): the modal spell read from the joined "Spree" line gets its
//! modes' costs as a static ability the engine adds to the total cost (CR 601.2f).

use grimoire_engine::{Ability, CardDef, ManaCost, StaticAbility};

/// CR 702.172a: gives a spree spell its modes' `costs` (as printed, "{2}{R}", in order) and
/// names each mode for players with its cost ("+ {1} — Destroy target artifact."). An error
/// when the card's spell isn't one "choose one or more" ability with a mode per cost.
pub(crate) fn add_spree(def: &mut CardDef, costs: &[String]) -> Result<(), String> {
    let parsed: Vec<ManaCost> = costs
        .iter()
        .map(|c| ManaCost::parse(c).map_err(|e| format!("spree cost {c}: {e}")))
        .collect::<Result<_, _>>()?;
    let spells: Vec<usize> =
        def.abilities.iter().enumerate().filter(|(_, a)| matches!(a, Ability::Spell(_))).map(|(i, _)| i).collect();
    let [at] = spells[..] else { return Err("spree on a card without exactly one spell ability".into()) };
    let Ability::Spell(effect) = &mut def.abilities[at] else { unreachable!("a spell ability") };
    if effect.modes.len() != parsed.len() || effect.mode_count != (1, 255) || effect.mode_repeat {
        return Err("spree modes that aren't one or more of its \"+\" lines".into());
    }
    for (mode, cost) in effect.modes.iter_mut().zip(costs) {
        mode.text = format!("+ {cost} — {}", mode.text);
    }
    def.abilities.push(Ability::Static(StaticAbility::Spree { costs: parsed }));
    Ok(())
}
