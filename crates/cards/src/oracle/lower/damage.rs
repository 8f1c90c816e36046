//! Lowering damage, and its prevention and redirection, to instructions (CR 120, 615,
//! 614.9): "deal 3 damage to any target", "prevent the next 2 damage", "the damage is dealt
//! to ~ instead".

use super::*;

/// The instructions of one damage action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let one = |i: Instr| vec![i];
    match a {
        ActionAst::DealDividedDamage { amount: am, to } => {
            let amount = amount(&am, s);
            let mut spec = target_spec(&to);
            if let Amount::Fixed(n) = amount {
                // CR 601.2d: each target is dealt at least 1, so no more targets than damage.
                spec.max = spec.max.min(n.clamp(0, u8::MAX as i32) as u8);
            }
            s.targets.push(spec);
            let to = Ref::Target((s.targets.len() - 1) as u8);
            s.last_obj = Some(to.clone());
            one(Instr::DealDividedDamage { amount, to })
        }
        ActionAst::DealDamage { by, amount: am, to } => {
            // "~ deals" or "it deals" meaning the source; another object dealing damage is
            // `DealDamageBy` (CR 608.2h).
            let by = obj(by, s);
            // "deals X damage to target opponent, where X is ... that player's hand": the
            // amount reads the recipient, so the recipient is lowered first.
            let first_to = (to.len() == 1 && am.mentions_that_player()).then(|| recipient(to[0].clone(), s));
            let amount = amount(&am, s);
            to.into_iter()
                .map(|r| {
                    let to = match &first_to {
                        Some(t) => t.clone(),
                        None => recipient(r, s),
                    };
                    if by == Ref::Source {
                        Instr::DealDamage { amount: amount.clone(), to }
                    } else {
                        Instr::DealDamageBy { by: by.clone(), amount: amount.clone(), to }
                    }
                })
                .collect()
        }
        ActionAst::PreventDivided { amount: am, to } => {
            let to = obj(ObjRef::Target(to), s);
            one(Instr::PreventDividedDamage { amount: amount(&am, s), to })
        }
        ActionAst::PreventToAndBy { what, combat } => {
            // CR 615.1a: one reference (a target is chosen once), two prevention effects.
            let r = obj(what, s);
            vec![
                Instr::PreventAllDamageThisTurn { to: Some(r.clone()), by: None, combat_only: combat },
                Instr::PreventAllDamageThisTurn { to: None, by: Some(r), combat_only: combat },
            ]
        }
        ActionAst::DealDamageEachCounted { to, amount: am } => {
            let to = player(to, s);
            let outer = s.last_player.replace(Ref::EachOne);
            let amount = amount(&am, s);
            s.last_player = outer;
            one(Instr::DealDamageEach { amount, to })
        }
        ActionAst::PreventAllCombatDamage => one(Instr::PreventAllCombatDamageThisTurn),
        ActionAst::DamageCantBePrevented => one(Instr::DamageCantBePreventedThisTurn),
        ActionAst::PreventNextFrom { filter, to } => {
            one(Instr::PreventNextFromChosenSource { to: to.map(|r| recipient(r, s)), filter })
        }
        ActionAst::PreventAll { to, by, combat } => {
            let to = to.map(|r| recipient(r, s));
            let by = by.map(|o| obj(o, s));
            one(Instr::PreventAllDamageThisTurn { to, by, combat_only: combat })
        }
        ActionAst::Redirect(r) => one(redirect(*r, s)),
        ActionAst::PreventNextBy { amount: am, by } => {
            let by = obj(by, s);
            one(Instr::PreventNextDamageBy { by, amount: amount(&am, s) })
        }
        ActionAst::PreventNextFromObj { from, to } => {
            let from = obj(from, s);
            one(Instr::PreventNextFromObjects { from, to: to.map(|r| recipient(r, s)) })
        }
        ActionAst::PreventAllChosen { to, filter } => {
            one(Instr::PreventAllFromChosenSource { to: to.map(|r| recipient(r, s)), filter })
        }
        ActionAst::PreventNext { amount: am, to } => {
            let amount = amount(&am, s);
            one(Instr::PreventNextDamage { to: recipient(to, s), amount })
        }
        ActionAst::DealDamageSplit { parts } => {
            let mut hits = Vec::new();
            for (am, to) in parts {
                let a = amount(&am, s);
                for r in to {
                    hits.push((a.clone(), recipient(r, s)));
                }
            }
            one(Instr::DealDamageHits { hits })
        }
        other => unreachable!("not dispatched here: {other:?}"),
    }
}
