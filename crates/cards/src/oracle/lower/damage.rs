//! Lowering damage, and its prevention and redirection, to instructions (CR 120, 615,
//! 614.9): "deal 3 damage to any target", "prevent the next 2 damage", "the damage is dealt
//! to ~ instead"; and fighting (CR 701.14), two creatures dealing damage to each other.

use super::*;

/// The instructions of one damage action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let one = |i: Instr| vec![i];
    match a {
        // CR 701.14a: the two in the order written, so their targets are too.
        ActionAst::Fight { what, with } => {
            let what = obj(what, s);
            one(Instr::Fight { what, with: obj(with, s) })
        }
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
            one(Instr::DealDamage { by: Ref::Source, hits: vec![(amount, to)], split: DamageSplit::Divided })
        }
        ActionAst::DealDamage { by, amount: am, to } => {
            // "~ deals" or "it deals" meaning the source; another object deals damage as it
            // last existed (CR 608.2h).
            let by = obj(by, s);
            // "deals X damage to target opponent, where X is ... that player's hand": the
            // amount reads the recipient, so the recipient is lowered first.
            let first_to = (to.len() == 1 && am.reads_that_player()).then(|| recipient(to[0].clone(), s));
            let amount = amount(&am, s);
            to.into_iter()
                .map(|r| {
                    let to = match &first_to {
                        Some(t) => t.clone(),
                        None => recipient(r, s),
                    };
                    Instr::DealDamage { by: by.clone(), hits: vec![(amount.clone(), to)], split: DamageSplit::Each }
                })
                .collect()
        }
        ActionAst::PreventDivided { amount: am, to } => {
            let to = obj(ObjRef::Target(to), s);
            one(prevent(PreventLimit::Divided(amount(&am, s)), DamageFrom::Any, Filter::Any, Some(to), false))
        }
        ActionAst::PreventToAndBy { what, combat } => {
            // CR 615.1a: one reference (a target is chosen once), two prevention effects.
            let r = obj(what, s);
            vec![
                prevent(PreventLimit::ThisTurn, DamageFrom::Any, Filter::Any, Some(r.clone()), combat),
                prevent(PreventLimit::ThisTurn, DamageFrom::Objects(r), Filter::Any, None, combat),
            ]
        }
        ActionAst::DealDamageEachCounted { by, to, amount: am } => {
            let by = obj(by, s);
            let to = player(to, s);
            let outer = s.last_player.replace(Ref::EachOne);
            let amount = amount(&am, s);
            s.last_player = outer;
            one(Instr::DealDamage { by, hits: vec![(amount, to)], split: DamageSplit::Counted })
        }
        ActionAst::PreventAllCombatDamage => {
            one(prevent(PreventLimit::ThisTurn, DamageFrom::Any, Filter::Any, None, true))
        }
        ActionAst::DamageCantBePrevented => one(Instr::DamageCantBePreventedThisTurn),
        ActionAst::PreventNextFrom { filter, to } => one(prevent(
            PreventLimit::NextTime,
            DamageFrom::Chosen,
            source_filter(filter),
            to.map(|r| recipient(r, s)),
            false,
        )),
        ActionAst::PreventAll { to, by, combat } => {
            let to = to.map(|r| recipient(r, s));
            let by = by.map(|o| obj(o, s));
            let from = by.map_or(DamageFrom::Any, DamageFrom::Objects);
            one(prevent(PreventLimit::ThisTurn, from, Filter::Any, to, combat))
        }
        ActionAst::Redirect(r) => one(redirect(*r, s)),
        ActionAst::PreventNextBy { amount: am, by } => {
            let by = obj(by, s);
            one(prevent(PreventLimit::Next(amount(&am, s)), DamageFrom::Objects(by), Filter::Any, None, false))
        }
        ActionAst::PreventNextFromObj { from, to } => {
            let from = obj(from, s);
            let to = to.map(|r| recipient(r, s));
            one(prevent(PreventLimit::NextTime, DamageFrom::Objects(from), Filter::Any, to, false))
        }
        ActionAst::PreventAllChosen { to, filter } => one(prevent(
            PreventLimit::ThisTurn,
            DamageFrom::Chosen,
            source_filter(filter),
            to.map(|r| recipient(r, s)),
            false,
        )),
        ActionAst::PreventNext { amount: am, to } => {
            let amount = amount(&am, s);
            one(prevent(PreventLimit::Next(amount), DamageFrom::Any, Filter::Any, Some(recipient(to, s)), false))
        }
        ActionAst::DealDamageSplit { parts } => {
            let mut hits = Vec::new();
            for (am, to) in parts {
                let a = amount(&am, s);
                for r in to {
                    hits.push((a.clone(), recipient(r, s)));
                }
            }
            one(Instr::DealDamage { by: Ref::Source, hits, split: DamageSplit::Each })
        }
        other => unreachable!("not dispatched here: {other:?}"),
    }
}

/// A prevention effect (CR 615): how much, from which sources (a chosen one matching
/// `filter`), to which recipients (`None`: anything).
fn prevent(limit: PreventLimit, from: DamageFrom, filter: Filter, to: Option<Ref>, combat_only: bool) -> Instr {
    Instr::Prevent(Box::new(PreventSpec { limit, from, filter, to, combat_only }))
}
