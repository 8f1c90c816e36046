//! Lowering of the older keyword mechanics read by `grammar/keywords/older.rs`: ninjutsu
//! (CR 702.49), transmute (CR 702.53), conspire (CR 702.78), devour (CR 702.82) and miracle
//! (CR 702.94).

use grimoire_engine::*;

/// CR 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
/// unblocked attacking creature you control to its owner's hand: Put this card onto the
/// battlefield from your hand tapped and attacking." The card is revealed as the ability is
/// activated from the hand and stays so while it is on the stack (702.49b: the ability on
/// the stack names it); it enters unblocked, attacking what the returned creature attacked
/// (702.49c).
pub fn ninjutsu(mana: ManaCost, text: &str) -> Ability {
    let returned = Filter::creature().and(Filter::Unblocked);
    crate::oracle::lower::mechanics::from_hand(
        Cost { mana, return_to_hand: Some((returned, 1)), ..Cost::default() },
        vec![
            Instr::PutOntoBattlefield { what: Ref::Source, under: Ref::You, tapped: true, transformed: false },
            Instr::Combat { what: Ref::Affected, action: CombatAction::AttacksAsReturned },
        ],
        text,
    )
}

/// CR 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a
/// card with the same mana value as the discarded card, reveal that card, and put it into your
/// hand. Then shuffle. Activate only as a sorcery." The mana value is the discarded card's as
/// it was discarded (CR 608.2h).
pub fn transmute(mana: ManaCost, text: &str) -> Ability {
    let same = Filter::ManaValue(Cmp::Eq, Box::new(Amount::ManaValueOf(Box::new(Ref::Paid))));
    let search = crate::oracle::lower::mechanics::tutor_to_hand(Ref::You, same);
    let cost = Cost { mana, discard: Some((Filter::Source, 1)), ..Cost::default() };
    let program = vec![search, Instr::Shuffle { who: Ref::You }];
    match crate::oracle::lower::mechanics::from_hand(cost, program, text) {
        Ability::Activated(a) => Ability::Activated(ActivatedAbility { sorcery_speed: true, ..a }),
        other => other,
    }
}

/// CR 702.82a: "Devour N" means "As this object enters, you may sacrifice any number of
/// creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
/// this way"; 702.82c: "Devour [quality] N", any number of [quality] permanents.
pub fn devour(kind: Option<Quality>, n: u32) -> Ability {
    let what = match kind {
        None => Filter::creature(),
        Some(Quality::CardType(t)) => Filter::Type(t),
        Some(Quality::Subtype(s)) => Filter::Subtype(s),
        Some(_) => unreachable!("the grammar reads a type or a subtype"),
    };
    Ability::Static(StaticAbility::Devour { what, n })
}

/// CR 702.94a: "Miracle [cost]" means "You may reveal this card from your hand as you draw it
/// if it's the first card you've drawn this turn. When you reveal this card this way, you may
/// cast it by paying [cost] rather than its mana cost."
pub fn miracle(mana: ManaCost, text: &str) -> Vec<Ability> {
    let cost = Cost { mana, ..Cost::default() };
    crate::oracle::lower::mechanics::cast_by_trigger(
        StaticAbility::Miracle { cost, text: text.to_string() },
        TriggerEvent::MiracleRevealed,
        Instr::MiracleCast,
        text,
    )
}

/// CR 702.78a: "Conspire" means "As an additional cost to cast this spell, you may tap two
/// untapped creatures you control that each share a color with it" and "When you cast this
/// spell, if its conspire cost was paid, copy it. If the spell has any targets, you may choose
/// new targets for the copy."
pub fn conspire(text: &str) -> Vec<Ability> {
    let sharing = Filter::creature().and(Filter::SharesColorWithSource);
    let cost = Cost { tap_untapped: Some((sharing, 2)), ..Cost::default() };
    let paid = Condition::KeywordCostPaid(PaidKeyword::Conspire);
    vec![
        Ability::Static(StaticAbility::KeywordCost { keyword: PaidKeyword::Conspire, cost, text: text.to_string() }),
        Ability::Triggered(TriggeredAbility {
            event: TriggerEvent::CastSelf,
            condition: Some(paid),
            effect: Effect::new(vec![Instr::CopySpell {
                what: Ref::Source,
                count: Amount::Fixed(1),
                new_targets: true,
                by: Ref::You,
                optional: false,
            }]),
            optional: false,
            text: text.to_string(),
        }),
    ]
}
