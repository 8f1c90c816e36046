//! Lowering keyword abilities that stand for triggered abilities: afterlife (CR 702.135) and
//! vanishing (CR 702.63).

use super::*;

/// CR 702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the
/// battlefield, create N 1/1 white and black Spirit creature tokens with flying." Each
/// instance triggers separately (702.135b).
pub(crate) fn afterlife(n: u32, text: &str) -> Ability {
    let spirit = TokenAst {
        pt: Some((1, 1)),
        colors: vec![Color::White, Color::Black],
        subtypes: vec!["Spirit".into()],
        types: vec![CardType::Creature],
        supertypes: Vec::new(),
        keywords: vec![Keyword::Flying],
        name: None,
        abilities: Vec::new(),
        tapped: false,
        attacking: false,
    };
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::PutIntoGraveyardFromBattlefield(Filter::Source),
        condition: None,
        effect: Effect::new(vec![Instr::CreateToken {
            token: token_def(&spirit).shared(),
            count: Amount::Fixed(n as i32),
            who: Ref::You,
            tapped: false,
            attacking: false,
        }]),
        optional: false,
        text: text.to_string(),
    })
}

/// CR 702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At
/// the beginning of your upkeep, if this permanent has a time counter on it, remove a time
/// counter from it," and "When the last time counter is removed from this permanent,
/// sacrifice it." Without a number (702.63b), only the two triggered abilities. The upkeep
/// ability's "if" is an intervening one (CR 603.4).
pub(crate) fn vanishing(n: Option<u32>, text: &str) -> Vec<Ability> {
    let time = CounterKind::Named("time".into());
    let mut out = Vec::new();
    if let Some(n) = n {
        out.push(Ability::Static(StaticAbility::EntersWithCounters {
            kind: time.clone(),
            amount: Amount::Fixed(n as i32),
        }));
    }
    out.push(Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You },
        condition: Some(Condition::SourceIs(Filter::HasCounter(time.clone(), 1, None))),
        effect: Effect::new(vec![Instr::RemoveCounters {
            what: Ref::Source,
            kind: time.clone(),
            amount: Amount::Fixed(1),
        }]),
        optional: false,
        text: text.to_string(),
    }));
    out.push(Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::LastCounterRemoved(time),
        condition: None,
        effect: Effect::new(vec![Instr::Sacrifice { who: Ref::You, filter: Filter::Source, count: Amount::Fixed(1) }]),
        optional: false,
        text: text.to_string(),
    }));
    out
}
