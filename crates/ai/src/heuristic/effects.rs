//! Reading what a spell or ability does to its targets, from its compiled program.

use grimoire_engine::*;

/// What an effect does to the object or player chosen for one of its targets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TargetUse {
    /// Damage dealt to it (fixed amounts only).
    pub damage: i32,
    /// Power and toughness it gets (negative: it shrinks).
    pub pump: (i32, i32),
    /// It is destroyed, exiled, bounced, or otherwise hurt.
    pub removal: bool,
    /// It is tapped (CR 701.26a): harm only while being untapped matters to it.
    pub tap: bool,
    /// It gains something (life, cards, counters, keywords, protection).
    pub benefit: bool,
}

impl TargetUse {
    /// Whether the target should be something of an opponent.
    pub fn harmful(&self) -> bool {
        self.damage > 0 || self.removal || self.tap || self.pump.1 < 0 || (self.pump == (0, 0) && !self.benefit)
    }

    /// Whether tapping is all it does to the target (Rishadan Port's "Tap target land").
    pub fn tap_only(&self) -> bool {
        self.tap && !self.removal && self.damage == 0 && self.pump == (0, 0) && !self.benefit
    }
}

fn fixed(a: &Amount) -> i32 {
    match a {
        Amount::Fixed(n) => *n,
        Amount::Neg(b) => -fixed(b),
        _ => 2,
    }
}

/// Who receives an effect: the `i`-th target, or the permanent the source is attached to.
#[derive(Clone, Copy)]
enum Recipient {
    Target(u8),
    /// The enchanted object; `triggering` when the trigger's event is about it, so that
    /// "that land" / "its controller" (the triggering object) is it too.
    Attached {
        triggering: bool,
    },
}

fn is_target(r: &Ref, i: Recipient) -> bool {
    let direct = match i {
        Recipient::Target(i) => matches!(r, Ref::Target(j) if *j == i),
        Recipient::Attached { triggering } => {
            matches!(r, Ref::Attached) || (triggering && matches!(r, Ref::Triggering))
        }
    };
    direct || matches!(r, Ref::ControllerOf(b) | Ref::OwnerOf(b) if is_target(b, i))
}

/// Whether `spec` puts a "prevent the next N damage" shield on the `i`-th target.
fn is_shield_on_target(spec: &PreventSpec, i: Recipient) -> bool {
    matches!((&spec.limit, &spec.from, &spec.to), (PreventLimit::Next(_), DamageFrom::Any, Some(to)) if is_target(to, i))
}

/// What `program` does to its `i`-th target.
pub fn target_use(program: &[Instr], i: u8) -> TargetUse {
    let mut u = TargetUse::default();
    scan(program, Recipient::Target(i), &mut u);
    u
}

/// Whether a filter names the object the source is attached to ("enchanted creature").
fn names_attached(f: &Filter) -> bool {
    match f {
        Filter::AttachedTo => true,
        Filter::And(fs) => fs.iter().any(names_attached),
        _ => false,
    }
}

/// What an Aura (CR 303.4) does to the permanent or player it enchants, read from its
/// abilities: static effects on "enchanted creature" (CR 613), and the programs of its
/// triggered and activated abilities that refer to the enchanted object or its controller
/// ("its controller adds an additional {G}"). An Aura with no such ability reads as harm,
/// like any effect whose use is unknown.
pub fn attached_use(card: &CardDef) -> TargetUse {
    let mut u = TargetUse::default();
    for a in &card.abilities {
        match a {
            Ability::Static(StaticAbility::Continuous { affected, effect, .. }) if names_attached(affected) => {
                layer_use(effect, &mut u)
            }
            Ability::Triggered(t) => {
                let triggering = about_attached(&t.event);
                scan(&t.effect.program, Recipient::Attached { triggering }, &mut u)
            }
            Ability::Activated(x) => scan(&x.effect.program, Recipient::Attached { triggering: false }, &mut u),
            _ => {}
        }
    }
    u
}

/// Whether a trigger event is about the enchanted object ("Whenever enchanted land is
/// tapped for mana", "When enchanted creature dies").
fn about_attached(event: &TriggerEvent) -> bool {
    match event {
        TriggerEvent::TappedForMana(f)
        | TriggerEvent::EntersBattlefield(f)
        | TriggerEvent::LeavesBattlefield(f)
        | TriggerEvent::Dies(f)
        | TriggerEvent::Attacks(f)
        | TriggerEvent::Blocks(f) => names_attached(f),
        _ => false,
    }
}

/// What a layer effect (CR 613) does to the object it applies to.
fn layer_use(effect: &LayerEffect, u: &mut TargetUse) {
    match effect {
        LayerEffect::AddRestriction(_)
        | LayerEffect::RemoveAllAbilities
        | LayerEffect::ControlledBy(_)
        | LayerEffect::ControlledByYou => u.removal = true,
        LayerEffect::ModifyPowerToughness(p, t) => {
            u.pump.0 += p;
            u.pump.1 += t;
        }
        LayerEffect::ModifyPowerToughnessBy(p, t) => {
            u.pump.0 += fixed(p);
            u.pump.1 += fixed(t);
        }
        LayerEffect::RemoveKeyword(_) => u.removal = true,
        LayerEffect::AddKeyword(Keyword::Defender) => u.removal = true,
        LayerEffect::AddKeyword(_) | LayerEffect::GrantAbility(_) => u.benefit = true,
        _ => {}
    }
}

fn scan(program: &[Instr], i: Recipient, u: &mut TargetUse) {
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
            | Instr::Exile { what, .. }
            | Instr::ReturnToHand { what }
            | Instr::PutIntoGraveyard { what }
            | Instr::Counter { what, to: Zone::Graveyard }
                if is_target(what, i) =>
            {
                u.removal = true
            }
            Instr::Tap { what } if is_target(what, i) => u.tap = true,
            Instr::Sacrifice { who, .. }
            | Instr::Discard { who, .. }
            | Instr::Mill { who, .. }
            | Instr::LoseLife { who, .. }
                if is_target(who, i) =>
            {
                u.removal = true
            }
            Instr::Modify { what, effect, .. } if is_target(what, i) => match effect {
                LayerEffect::AddRestriction(_)
                | LayerEffect::RemoveAllAbilities
                | LayerEffect::RemoveKeyword(_)
                | LayerEffect::ControlledBy(_)
                | LayerEffect::ControlledByYou
                | LayerEffect::AddKeyword(Keyword::Defender) => u.removal = true,
                LayerEffect::ModifyPowerToughness(..) | LayerEffect::ModifyPowerToughnessBy(..) => layer_use(effect, u),
                _ => u.benefit = true,
            },
            // Taking a permanent (CR 613.1b) hurts the one it is taken from.
            Instr::GiveControl { what, .. } if is_target(what, i) => u.removal = true,
            Instr::GiveControl { to, .. } if is_target(to, i) => u.benefit = true,
            Instr::ExchangeControl { a, b } if is_target(a, i) || is_target(b, i) => u.removal = true,
            Instr::CreateToken { who, .. } | Instr::AddManaTo { who, .. } if is_target(who, i) => u.benefit = true,
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
            Instr::ForEach { then, .. } => scan(then, i, u),
            _ => {}
        }
    }
}

/// Whether a card is an Aura: it has "Enchant ..." (CR 303.4a).
pub fn is_aura(card: &CardDef) -> bool {
    card.abilities.iter().any(|a| matches!(a, Ability::Static(StaticAbility::Enchant(_))))
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
    fn an_aura_that_adds_mana_for_the_enchanted_land_helps_it() {
        // Wild Growth's compiled form: "Whenever enchanted land is tapped for mana, its
        // controller adds an additional {G}."
        let trigger = TriggeredAbility {
            event: TriggerEvent::TappedForMana(Filter::AttachedTo),
            condition: None,
            effect: Effect::new(vec![Instr::AddManaTo {
                who: Ref::ControllerOf(Box::new(Ref::Triggering)),
                produce: ManaProduce::Fixed(vec![ManaType::Colored(Color::Green)]),
            }]),
            optional: false,
            text: String::new(),
        };
        let mut card = grimoire_engine::game::testing::bolt().as_ref().clone();
        card.abilities = vec![Ability::Triggered(trigger)];
        let u = attached_use(&card);
        assert!(u.benefit && !u.harmful());
    }

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
