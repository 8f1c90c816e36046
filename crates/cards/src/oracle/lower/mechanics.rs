//! Lowering of the keyword mechanics read by `grammar/keywords/mechanics.rs`: typecycling (CR 702.29e),
//! storm (CR 702.40a) and madness (CR 702.35a).

use crate::oracle::ast::CycledType;
use grimoire_engine::*;

/// CR 702.29a: "[Cost], Discard this card: <program>", activated from the hand (cycling and
/// typecycling).
pub fn cycling_ability(mana: ManaCost, program: Vec<Instr>, text: &str) -> Ability {
    from_hand(Cost { mana, discard: Some((Filter::Source, 1)), ..Cost::default() }, program, text)
}

/// An activated ability of a card in its owner's hand ("[cost]: <program>", CR 602.1, 113.6):
/// cycling, ninjutsu.
pub fn from_hand(cost: Cost, program: Vec<Instr>, text: &str) -> Ability {
    Ability::Activated(ActivatedAbility {
        cost,
        effect: Effect::new(program),
        is_mana_ability: false,
        sorcery_speed: false,
        once_per_turn: false,
        condition: None,
        zone: Zone::Hand,
        text: text.to_string(),
        max_per_turn: None,
        any_player: false,
        spend: None,
    })
}

/// CR 702.29e: "Mountaincycling [cost]" means "[Cost], Discard this card: Search your library
/// for a Mountain card, reveal it, put it into your hand, then shuffle." ("Basic landcycling":
/// a basic land card). It is a cycling ability (702.29a, 702.29f), so "when you cycle"
/// abilities trigger (702.29c).
pub fn typecycling(t: &CycledType, mana: ManaCost, text: &str) -> Ability {
    let filter = match t {
        CycledType::Subtype(s) => Filter::Subtype(s.clone()),
        CycledType::Land { basic: false } => Filter::Type(CardType::Land),
        CycledType::Land { basic: true } => Filter::Type(CardType::Land).and(Filter::Supertype(Supertype::Basic)),
    };
    let search = tutor_to_hand(Ref::You, filter);
    cycling_ability(mana, vec![search, Instr::Shuffle { who: Ref::You }], text)
}

/// CR 702.40a: "Storm" means "When you cast this spell, copy it for each other spell that was
/// cast before it this turn. If the spell has any targets, you may choose new targets for any
/// of the copies." The count is taken as the spell is cast (the trigger's event amount).
pub fn storm(text: &str) -> Ability {
    Ability::Triggered(TriggeredAbility {
        event: TriggerEvent::CastSelf,
        condition: None,
        effect: Effect::new(vec![Instr::CopySpell {
            what: Ref::Source,
            count: Amount::EventAmount,
            new_targets: true,
            by: Ref::You,
            optional: false,
        }]),
        optional: false,
        text: text.to_string(),
    })
}

/// CR 702.35a: "Madness [cost]": discarded, the card is exiled instead (a static ability of
/// the card in hand), and "When this card is exiled this way, its owner may cast it by paying
/// [cost] rather than paying its mana cost. If that player doesn't, they put this card into
/// their graveyard."
pub fn madness(mana: ManaCost, text: &str) -> Vec<Ability> {
    let cost = Cost { mana, ..Cost::default() };
    cast_by_trigger(
        StaticAbility::Madness { cost, text: text.to_string() },
        TriggerEvent::MadnessExiled,
        Instr::MadnessCast,
        text,
    )
}

/// `who` searches their library for a card matching `filter`, reveals it and puts it into
/// their hand (CR 701.23; landcycling and typecycling, transmute, partner with).
pub fn tutor_to_hand(who: Ref, filter: Filter) -> Instr {
    Instr::SearchLibrary {
        who,
        searcher: Searcher::Owner,
        filter,
        count: Some(1),
        must_find: false,
        to: Zone::Hand,
        tapped: false,
        reveal: true,
        set: SearchSet::Any,
    }
}

/// A card's static ability offering another cost (madness, miracle) and the trigger that
/// casts the card for it when its event happens (CR 702.35a, 702.94a).
pub fn cast_by_trigger(offer: StaticAbility, event: TriggerEvent, cast: Instr, text: &str) -> Vec<Ability> {
    vec![
        Ability::Static(offer),
        Ability::Triggered(TriggeredAbility {
            event,
            condition: None,
            effect: Effect::new(vec![cast]),
            optional: false,
            text: text.to_string(),
        }),
    ]
}
