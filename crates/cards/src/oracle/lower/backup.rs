//! Lowering backup (CR 702.165): "Backup N" means "When this creature enters, put N +1/+1
//! counters on target creature. If that's another creature, it also gains the non-backup
//! abilities of this creature printed below this one until end of turn." The keyword line
//! lowers to the triggered ability; the driver, which knows the order of the card's
//! abilities, then gives it the abilities printed below ([`grant_following`]).

use super::*;

/// Whether a line's abilities include "Backup N".
pub(crate) fn has_backup(asts: &[AbilityAst]) -> bool {
    asts.iter().any(|a| matches!(a, AbilityAst::Keywords(ks) if ks.iter().any(|k| matches!(k, KeywordAst::Backup(_)))))
}

/// The triggered ability of "Backup N", without the abilities it grants yet.
pub(crate) fn backup(n: u32, text: &str) -> Ability {
    let mut effect = Effect::new(vec![Instr::AddCounters {
        what: Ref::Target(0),
        kind: CounterKind::PlusOne,
        amount: Amount::Fixed(n as i32),
    }]);
    effect.targets = vec![TargetSpec::permanent(Filter::Type(CardType::Creature), "target creature")];
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::EntersBattlefield(Filter::Source),
        condition: None,
        effect,
        optional: false,
        text: text.to_string(),
    })
}

/// Gives each backup ability (its line's abilities at `backups`) "If that's another
/// creature, it gains <the abilities below> until end of turn" (CR 702.165a): the abilities
/// printed after its line, other backup abilities excepted. They are fixed now, as printed
/// (702.165c-d). A static ability can't be granted until end of turn yet: an error.
pub(crate) fn grant_following(abilities: &mut [Ability], backups: &[std::ops::Range<usize>]) -> Result<(), String> {
    for range in backups {
        let mut grants = Vec::new();
        for (i, a) in abilities.iter().enumerate().skip(range.end) {
            if backups.iter().any(|r| r.contains(&i)) {
                continue;
            }
            let effect = match a {
                Ability::Keyword(k) => LayerEffect::AddKeyword(k.clone()),
                Ability::Triggered(_) | Ability::Activated(_) => {
                    LayerEffect::GrantAbility(GrantedAbility(Box::new(a.clone())))
                }
                _ => return Err("backup granting an ability that isn't a keyword, triggered or activated".into()),
            };
            grants.push(Instr::Modify { what: Ref::Target(0), effect, duration: Duration::EndOfTurn });
        }
        if grants.is_empty() {
            return Err("backup with no ability printed below it".into());
        }
        for a in &mut abilities[range.clone()] {
            if let Ability::Triggered(t) = a {
                t.effect.program.push(Instr::If {
                    condition: Condition::RefIs(Ref::Target(0), Filter::Other),
                    then: grants.clone(),
                });
            }
        }
    }
    Ok(())
}
