//! Reading what a spell or ability does to its targets, from its compiled program.

use grimoire_engine::*;

/// What an effect does to the object or player chosen for one of its targets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TargetUse {
    /// Damage dealt to it (fixed amounts only).
    pub damage: i32,
    /// Power and toughness it gets (negative: it shrinks).
    pub pump: (i32, i32),
    /// It is destroyed, exiled, bounced, tapped, or otherwise hurt.
    pub removal: bool,
    /// It gains something (life, cards, counters, keywords, protection).
    pub benefit: bool,
}

impl TargetUse {
    /// Whether the target should be something of an opponent.
    pub fn harmful(&self) -> bool {
        self.damage > 0 || self.removal || self.pump.1 < 0 || (self.pump == (0, 0) && !self.benefit)
    }
}

fn fixed(a: &Amount) -> i32 {
    match a {
        Amount::Fixed(n) => *n,
        Amount::Neg(b) => -fixed(b),
        _ => 2,
    }
}

fn is_target(r: &Ref, i: u8) -> bool {
    matches!(r, Ref::Target(j) if *j == i) || matches!(r, Ref::ControllerOf(b) | Ref::OwnerOf(b) if is_target(b, i))
}

/// Whether `spec` puts a "prevent the next N damage" shield on the `i`-th target.
fn is_shield_on_target(spec: &PreventSpec, i: u8) -> bool {
    matches!((&spec.limit, &spec.from, &spec.to), (PreventLimit::Next(_), DamageFrom::Any, Some(to)) if is_target(to, i))
}

/// What `program` does to its `i`-th target.
pub fn target_use(program: &[Instr], i: u8) -> TargetUse {
    let mut u = TargetUse::default();
    scan(program, i, &mut u);
    u
}

fn scan(program: &[Instr], i: u8, u: &mut TargetUse) {
    for ins in program {
        match ins {
            // The source's own damage, the same to each recipient (not another object's).
            Instr::DealDamage { by: Ref::Source, hits, split: DamageSplit::Each } => {
                u.damage += hits.iter().filter(|(_, to)| is_target(to, i)).map(|(a, _)| fixed(a)).sum::<i32>()
            }
            Instr::Pump { what, power, toughness, .. } if is_target(what, i) => {
                u.pump.0 += fixed(power);
                u.pump.1 += fixed(toughness);
            }
            Instr::Destroy { what, .. }
            | Instr::Exile { what }
            | Instr::ReturnToHand { what }
            | Instr::PutIntoGraveyard { what }
            | Instr::Tap { what }
            | Instr::Counter { what, to: Zone::Graveyard }
                if is_target(what, i) =>
            {
                u.removal = true
            }
            Instr::Sacrifice { who, .. }
            | Instr::Discard { who, .. }
            | Instr::Mill { who, .. }
            | Instr::LoseLife { who, .. }
                if is_target(who, i) =>
            {
                u.removal = true
            }
            Instr::Modify { what, effect, .. } if is_target(what, i) => match effect {
                LayerEffect::AddRestriction(_) | LayerEffect::RemoveAllAbilities | LayerEffect::ControlledBy(_) => {
                    u.removal = true
                }
                LayerEffect::ModifyPowerToughness(p, t) => {
                    u.pump.0 += p;
                    u.pump.1 += t;
                }
                _ => u.benefit = true,
            },
            Instr::RemoveCounters { what, .. } if is_target(what, i) => u.removal = true,
            Instr::AddCounters { what, kind, amount } if is_target(what, i) => match kind {
                CounterKind::MinusOne => u.pump.1 -= fixed(amount),
                CounterKind::PlusOne => {
                    u.pump.0 += fixed(amount);
                    u.pump.1 += fixed(amount)
                }
                _ => u.benefit = true,
            },
            Instr::GainLife { who, .. } | Instr::Draw { who, .. } | Instr::Scry { who, .. } if is_target(who, i) => {
                u.benefit = true
            }
            Instr::Untap { what } | Instr::Regenerate { what } if is_target(what, i) => u.benefit = true,
            Instr::Prevent(spec) if is_shield_on_target(spec, i) => u.benefit = true,
            Instr::Attach { to, .. } if is_target(to, i) => u.benefit = true,
            // CR 701.14a: the creature fought is hurt; the one fighting is the player's own.
            Instr::Fight { with, .. } if is_target(with, i) => u.removal = true,
            Instr::Fight { what, .. } if is_target(what, i) => u.benefit = true,
            Instr::If { then, .. } | Instr::May { then, .. } | Instr::PlayerMay { then, .. } => scan(then, i, u),
            _ => {}
        }
    }
}

/// The effect of a spell card (its first spell ability), if it has one.
pub fn spell_effect(card: &CardDef) -> Option<&Effect> {
    card.abilities.iter().find_map(|a| match a {
        Ability::Spell(e) => Some(e),
        _ => None,
    })
}

/// The effect of the `index`-th activated ability of a card (as `ActionOption::Activate` counts).
pub fn activated_effect(card: &CardDef, index: usize) -> Option<&ActivatedAbility> {
    card.abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Activated(x) => Some(x),
            _ => None,
        })
        .nth(index)
}

/// The program a triggered ability from `source` runs, for a `ChooseTargets` decision: the
/// first triggered ability of the source with targets.
pub fn trigger_program(card: &CardDef) -> Option<&Effect> {
    card.abilities.iter().find_map(|a| match a {
        Ability::Triggered(t) if !t.effect.targets.is_empty() => Some(&t.effect),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bolt_is_three_damage_and_growth_a_pump() {
        let bolt = grimoire_engine::game::testing::bolt();
        let u = target_use(&spell_effect(&bolt).unwrap().program, 0);
        assert_eq!(u.damage, 3);
        assert!(u.harmful());
        let pump = vec![Instr::Pump {
            what: Ref::Target(0),
            power: Amount::Fixed(3),
            toughness: Amount::Fixed(3),
            duration: Duration::EndOfTurn,
        }];
        let u = target_use(&pump, 0);
        assert_eq!(u.pump, (3, 3));
        assert!(!u.harmful());
    }
}
