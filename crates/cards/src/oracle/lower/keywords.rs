//! Lowering keyword abilities (CR 702) to abilities: keywords the engine knows by name,
//! and those read as the abilities they stand for: fading (CR 702.32), echo (CR 702.30),
//! cumulative upkeep (CR 702.24), crew (CR 702.122), affinity (CR 702.41), living weapon
//! (CR 702.92), evolve (CR 702.100).

use super::*;

pub(super) fn lower_keyword(k: KeywordAst, text: &str) -> Vec<Ability> {
    match k {
        KeywordAst::Fading(n) => return fading(n, text),
        KeywordAst::Echo(cost) => return vec![echo(cost, text)],
        KeywordAst::CumulativeUpkeep(mana, life) => return vec![cumulative_upkeep(mana, life, text)],
        KeywordAst::Typecycling(t, mana) => return vec![crate::oracle::lower::mechanics::typecycling(&t, mana, text)],
        KeywordAst::Storm => return vec![crate::oracle::lower::mechanics::storm(text)],
        KeywordAst::Madness(mana) => return crate::oracle::lower::mechanics::madness(mana, text),
        // CR 702.38a: a static ability applied as the permanent enters.
        KeywordAst::Amplify(n) => return vec![Ability::Static(StaticAbility::Amplify(n))],
        KeywordAst::Crew(n) => return vec![crew(n, text)],
        KeywordAst::LivingWeapon => return vec![living_weapon(text)],
        KeywordAst::Engine(Keyword::Partner(PartnerKind::With(ref name))) => {
            return vec![Ability::Keyword(Keyword::Partner(PartnerKind::With(name.clone()))), partner_with(name, text)]
        }
        KeywordAst::Evolve => return vec![evolve(text)],
        KeywordAst::Afterlife(n) => return vec![crate::oracle::lower::triggered_keywords::afterlife(n, text)],
        KeywordAst::Backup(n) => return vec![crate::oracle::lower::backup::backup(n, text)],
        KeywordAst::Ninjutsu(mana) => return vec![crate::oracle::lower::older_keywords::ninjutsu(mana, text)],
        // CR 702.52a: a static ability that functions only in the graveyard.
        KeywordAst::Dredge(n) => return vec![Ability::Static(StaticAbility::Dredge(n))],
        KeywordAst::Transmute(mana) => return vec![crate::oracle::lower::older_keywords::transmute(mana, text)],
        KeywordAst::Miracle(mana) => return crate::oracle::lower::older_keywords::miracle(mana, text),
        KeywordAst::Conspire => return crate::oracle::lower::older_keywords::conspire(text),
        KeywordAst::Devour(kind, n) => return vec![crate::oracle::lower::older_keywords::devour(kind, n)],
        KeywordAst::Vanishing(n) => return crate::oracle::lower::triggered_keywords::vanishing(n, text),
        // CR 702.41a: "This spell costs {1} less to cast for each [text] you control."
        KeywordAst::Affinity(phrase) => {
            return vec![Ability::Static(StaticAbility::SelfCostChange {
                condition: Condition::All(Vec::new()),
                amount: -1,
                per: Some(Amount::CountControlledBy(filter(&phrase), Box::new(Ref::You))),
            })]
        }
        _ => {}
    }
    vec![match k {
        KeywordAst::Engine(k) => Ability::Keyword(k),
        // CR 702.5a, 303.4a
        KeywordAst::Enchant(t) => Ability::Static(StaticAbility::Enchant(target_spec(&t))),
        // CR 702.29a: "[Cost], Discard this card: Draw a card." from the hand.
        KeywordAst::Cycling(mana) => crate::oracle::lower::mechanics::cycling_ability(
            mana,
            vec![Instr::Draw { who: Ref::You, amount: Amount::Fixed(1) }],
            text,
        ),
        // CR 702.6a: "[Cost]: Attach this permanent to target creature you control.
        // Activate only as a sorcery."
        KeywordAst::Equip(mana) => Ability::Activated(ActivatedAbility {
            cost: Cost { mana, ..Cost::default() },
            effect: Effect::targeted(
                vec![TargetSpec::permanent(
                    Filter::creature().and(Filter::ControlledBy(PlayerFilter::You)),
                    "target creature you control",
                )],
                vec![Instr::Attach { what: Ref::Source, to: Ref::Target(0) }],
            ),
            is_mana_ability: false,
            sorcery_speed: true,
            once_per_turn: false,
            condition: None,
            zone: Zone::Battlefield,
            text: text.to_string(),
            max_per_turn: None,
            any_player: false,
            spend: None,
        }),
        KeywordAst::Fading(_)
        | KeywordAst::Echo(_)
        | KeywordAst::CumulativeUpkeep(..)
        | KeywordAst::Typecycling(..)
        | KeywordAst::Storm
        | KeywordAst::Madness(_)
        | KeywordAst::Amplify(_)
        | KeywordAst::Crew(_)
        | KeywordAst::Affinity(_)
        | KeywordAst::LivingWeapon
        | KeywordAst::Evolve
        | KeywordAst::Afterlife(_)
        | KeywordAst::Vanishing(_)
        | KeywordAst::Backup(_)
        | KeywordAst::Ninjutsu(_)
        | KeywordAst::Dredge(_)
        | KeywordAst::Transmute(_)
        | KeywordAst::Miracle(_)
        | KeywordAst::Conspire
        | KeywordAst::Devour(..) => {
            unreachable!("handled above")
        }
    }]
}

/// CR 702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At
/// the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
/// sacrifice the permanent."
pub(super) fn fading(n: u32, text: &str) -> Vec<Ability> {
    let fade = CounterKind::Named("fade".into());
    vec![
        Ability::Static(StaticAbility::EntersWithCounters { kind: fade.clone(), amount: Amount::Fixed(n as i32) }),
        Ability::Triggered(TriggeredAbility {
            event: TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You },
            condition: None,
            effect: Effect::new(vec![
                Instr::RemoveCounters { what: Ref::Source, kind: fade, amount: Amount::Fixed(1) },
                Instr::If {
                    condition: Condition::Not(Box::new(Condition::PreviousDidSomething)),
                    then: vec![Instr::Sacrifice { who: Ref::You, filter: Filter::Source, count: Amount::Fixed(1) }],
                },
            ]),
            optional: false,
            text: text.to_string(),
        }),
    ]
}

/// "Sacrifice it unless you pay ...": the payment, then the sacrifice if nothing was paid.
pub(super) fn sacrifice_unless_paid(mana: ManaCost, life: u32, times: Amount) -> Vec<Instr> {
    vec![
        Instr::PayCost { who: Ref::You, mana, life, times, energy: 0 },
        Instr::If {
            condition: Condition::Not(Box::new(Condition::PreviousDidSomething)),
            then: vec![Instr::Sacrifice { who: Ref::You, filter: Filter::Source, count: Amount::Fixed(1) }],
        },
    ]
}

/// CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control
/// since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
pub(super) fn echo(cost: ManaCost, text: &str) -> Ability {
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You },
        condition: Some(Condition::ArrivedSinceYourLastUpkeep),
        effect: Effect::new(sacrifice_unless_paid(cost, 0, Amount::Fixed(1))),
        optional: false,
        text: text.to_string(),
    })
}

/// CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield,
/// put an age counter on this permanent. Then you may pay [cost] for each age counter on it.
/// If you don't, sacrifice it."
pub(super) fn cumulative_upkeep(mana: ManaCost, life: u32, text: &str) -> Ability {
    let age = CounterKind::Named("age".into());
    let mut program = vec![Instr::AddCounters { what: Ref::Source, kind: age.clone(), amount: Amount::Fixed(1) }];
    program.extend(sacrifice_unless_paid(mana, life, Amount::CountersOn(Box::new(Ref::Source), age)));
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::BeginningOfStep { step: Step::Upkeep, whose: PlayerFilter::You },
        condition: None,
        effect: Effect::new(program),
        optional: false,
        text: text.to_string(),
    })
}

/// CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
/// total power N or greater: This permanent becomes an artifact creature until end of turn."
/// It may be activated at instant speed, and a creature tapped for it needn't have been under
/// its controller's control since the turn began (its own {T} isn't used, CR 302.6).
pub(super) fn crew(n: u32, text: &str) -> Ability {
    let others = Filter::creature().and(Filter::Other);
    let becomes = LayerEffect::AddTypes { types: vec![CardType::Artifact, CardType::Creature], subtypes: vec![] };
    Ability::Activated(ActivatedAbility {
        cost: Cost { tap_untapped: Some((others, n)), tap_total_power: true, ..Cost::default() },
        effect: Effect::new(vec![Instr::Modify { what: Ref::Source, effect: becomes, duration: Duration::EndOfTurn }]),
        is_mana_ability: false,
        sorcery_speed: false,
        once_per_turn: false,
        condition: None,
        zone: Zone::Battlefield,
        text: text.to_string(),
        max_per_turn: None,
        any_player: false,
        spend: None,
    })
}

/// CR 702.124j: "Partner with [name]" also means "When this permanent enters, target player
/// may search their library for a card named [name], reveal it, put it into their hand, then
/// shuffle." The target player makes the choice (CR 608.2d); one who declines neither searches
/// nor shuffles.
pub(super) fn partner_with(name: &str, text: &str) -> Ability {
    let search = vec![
        crate::oracle::lower::mechanics::tutor_to_hand(Ref::Chooser, Filter::Named(name.to_string())),
        Instr::Shuffle { who: Ref::Chooser },
    ];
    let prompt = format!("Search your library for {name}?");
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::EntersBattlefield(Filter::Source),
        condition: None,
        effect: Effect::targeted(
            vec![TargetSpec::player(PlayerFilter::Any, "target player")],
            vec![Instr::PlayerMay { who: Ref::Target(0), prompt, then: search, until_one: false }],
        ),
        optional: false,
        text: text.to_string(),
    })
}

/// CR 702.100a: "Evolve" means "Whenever a creature you control enters, if that creature's
/// power is greater than this creature's power and/or that creature's toughness is greater
/// than this creature's toughness, put a +1/+1 counter on this creature." The intervening
/// "if" is checked as the creature enters and again on resolution (CR 603.4).
pub(super) fn evolve(text: &str) -> Ability {
    let greater =
        Filter::Or(vec![Filter::StatVsSource(Stat::Power, Cmp::Gt), Filter::StatVsSource(Stat::Toughness, Cmp::Gt)]);
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::EntersBattlefield(Filter::creature().and(Filter::ControlledBy(PlayerFilter::You))),
        // CR 702.100c: a noncreature permanent has no power or toughness to be greater.
        condition: Some(Condition::RefIs(Ref::Triggering, Filter::creature().and(greater))),
        effect: Effect::new(vec![Instr::AddCounters {
            what: Ref::Source,
            kind: CounterKind::PlusOne,
            amount: Amount::Fixed(1),
        }]),
        optional: false,
        text: text.to_string(),
    })
}

/// CR 702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black
/// Phyrexian Germ creature token, then attach this Equipment to it."
pub(super) fn living_weapon(text: &str) -> Ability {
    let germ = TokenAst::creature((0, 0), vec![Color::Black], vec!["Phyrexian".into(), "Germ".into()]);
    let program = vec![
        Instr::CreateToken {
            token: token_def(&germ).shared(),
            count: Amount::Fixed(1),
            who: Ref::You,
            tapped: false,
            attacking: false,
        },
        Instr::Attach { what: Ref::Source, to: Ref::Affected },
    ];
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::EntersBattlefield(Filter::Source),
        condition: None,
        effect: Effect::new(program),
        optional: false,
        text: text.to_string(),
    })
}
