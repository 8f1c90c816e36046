//! Lands: which colours a land makes, which colours the hand needs, and what to fetch.

use super::effects::activated_effect;
use grimoire_engine::*;

const BASIC_TYPES: [BasicLandType; 5] = [
    BasicLandType::Plains,
    BasicLandType::Island,
    BasicLandType::Swamp,
    BasicLandType::Mountain,
    BasicLandType::Forest,
];

/// The colours a land card can make: its basic land types (CR 305.6) and its mana
/// abilities (CR 605).
pub fn land_colors(card: &CardDef) -> ColorSet {
    let mut out = ColorSet::default();
    for t in BASIC_TYPES {
        if card.subtypes.iter().any(|s| s == t.name()) {
            out.insert(t.color());
        }
    }
    for a in &card.abilities {
        let Ability::Activated(x) = a else { continue };
        if !x.is_mana_ability {
            continue;
        }
        for i in &x.effect.program {
            match i {
                Instr::AddMana(
                    ManaProduce::Fixed(ts)
                    | ManaProduce::OneOf(ts, _)
                    | ManaProduce::ForEach(ts, _)
                    | ManaProduce::Combination(ts, _),
                ) => {
                    for t in ts {
                        if let ManaType::Colored(c) = t {
                            out.insert(*c);
                        }
                    }
                }
                Instr::AddMana(
                    ManaProduce::AnyColor(_) | ManaProduce::AnyColorAmount(_) | ManaProduce::ChosenColorAmount(_),
                ) => {
                    for c in [Color::White, Color::Blue, Color::Black, Color::Red, Color::Green] {
                        out.insert(c);
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The colours `me`'s lands on the battlefield make.
pub fn colors_in_play(game: &Game, me: PlayerId) -> ColorSet {
    let mut out = ColorSet::default();
    for &id in game.battlefield() {
        if game.controller(id) == me && game.characteristics(id).is(CardType::Land) {
            for c in land_colors(&game.object(id).card).iter() {
                out.insert(c);
            }
        }
    }
    out
}

/// The colours the spells in `me`'s hand ask for that its lands don't make yet.
pub fn needed_colors(game: &Game, me: PlayerId) -> ColorSet {
    let have = colors_in_play(game, me);
    let mut out = ColorSet::default();
    for &c in &game.player(me).hand {
        if let Some(cost) = &game.object(c).card.mana_cost {
            for col in cost.colors().iter() {
                if !have.contains(col) {
                    out.insert(col);
                }
            }
        }
    }
    out
}

/// The colours the spells in `me`'s hand ask for more often (in one cost, `{W}{W}` twice)
/// than its lands on the battlefield make them: a land of one of these brings a spell
/// closer to castable.
pub fn short_colors(game: &Game, me: PlayerId) -> ColorSet {
    let mut sources = [0u32; 5];
    for &id in game.battlefield() {
        if game.controller(id) == me && game.characteristics(id).is(CardType::Land) {
            for c in land_colors(&game.object(id).card).iter() {
                sources[c as usize] += 1;
            }
        }
    }
    let mut out = ColorSet::default();
    for &card in &game.player(me).hand {
        let Some(cost) = &game.object(card).card.mana_cost else { continue };
        let mut pips = [0u32; 5];
        for s in &cost.symbols {
            if let ManaSymbol::Colored(c) = s {
                pips[*c as usize] += 1;
            }
        }
        for c in cost.colors().iter() {
            if pips[c as usize].max(1) > sources[c as usize] {
                out.insert(c);
            }
        }
    }
    out
}

/// What to take from a library search of up to `max` cards: lands that make the colours
/// the hand needs first (then the most colours), else the most expensive cards.
pub fn choose_search(game: &Game, me: PlayerId, from: &[ObjectId], max: usize) -> Vec<ObjectId> {
    let need = needed_colors(game, me);
    let mut ranked: Vec<(i32, ObjectId)> = from
        .iter()
        .map(|&c| {
            let card = &game.object(c).card;
            let v = if card.has_type(CardType::Land) {
                let cols = land_colors(card);
                let wanted = cols.iter().filter(|&x| need.contains(x)).count() as i32;
                10 * wanted + cols.count() as i32
            } else {
                card.mana_cost.as_ref().map_or(0, |m| m.mana_value(0)) as i32
            };
            (v, c)
        })
        .collect();
    ranked.sort_by_key(|&(v, c)| (std::cmp::Reverse(v), c));
    ranked.into_iter().take(max).map(|(_, c)| c).collect()
}

/// Whether the `index`-th activated ability of a card is a fetch land's: sacrifice it, and
/// search the library for a land to put onto the battlefield (CR 701.23).
pub fn is_fetch(card: &CardDef, index: usize) -> bool {
    activated_effect(card, index).is_some_and(|a| {
        a.cost.sacrifice_self
            && !a.is_mana_ability
            && a.effect.program.iter().any(|i| matches!(i, Instr::SearchLibrary { to: Zone::Battlefield, .. }))
    })
}

/// How many untapped lands `me` controls.
pub fn untapped_lands(game: &Game, me: PlayerId) -> u32 {
    let untapped = |&&id: &&ObjectId| {
        game.controller(id) == me && !game.object(id).tapped && game.characteristics(id).is(CardType::Land)
    };
    game.battlefield().iter().filter(untapped).count() as u32
}
