//! Choosing a card name (CR 201.3: Pithing Needle, Meddling Mage): a name among the cards
//! the opponents have shown (on the battlefield, in graveyards and exile), the one that
//! matters most; else the first name offered. Hidden cards are never read.

use super::mana_value;
use grimoire_engine::*;

/// The option to answer a "choose a card name" question with.
pub(super) fn choose(game: &Game, me: PlayerId, options: &[String]) -> Answer {
    let mut best: Option<(u32, usize)> = None;
    for opp in game.opponents(me) {
        for zone in [Zone::Battlefield, Zone::Graveyard, Zone::Exile] {
            for id in game.zone(opp, zone) {
                let o = game.object(id);
                if o.face_down || o.is_token {
                    continue;
                }
                let Ok(i) = options.binary_search(&o.card.name) else { continue };
                // A card with abilities to stop, then the costlier, counts more.
                let abilities =
                    o.card.abilities.iter().any(|a| matches!(a, Ability::Activated(x) if !x.is_mana_ability));
                let score = mana_value(game, id) + if abilities { 10 } else { 0 };
                if best.is_none_or(|(s, _)| score > s) {
                    best = Some((score, i));
                }
            }
        }
    }
    Answer::Option(best.map_or(0, |(_, i)| i))
}
