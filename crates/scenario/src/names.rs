//! Resolving the names a script uses (`NAME`, `@alias`, `player:ID`) to game objects and players.
//!
//! A face-down spell or permanent (CR 708.2a) answers to its card's name, since the script
//! knows what it is, and to `face-down` (format 1.1), as well as to the name the engine shows
//! for it, `a face-down creature`.

use crate::setup::Setup;
use grimoire_engine::{Game, ObjectId, PlayerId, Target, Zone};
use std::collections::HashMap;

/// What the script's names refer to in one game.
#[derive(Debug, Clone)]
pub struct Names {
    /// Player ids by seat.
    pub ids: Vec<String>,
    /// Each alias's permanent as the game began.
    pub aliases: HashMap<String, ObjectId>,
}

impl Names {
    /// Finds the objects created for the set-up battlefield entries with aliases.
    pub fn new(game: &Game, setup: &Setup) -> Names {
        let mut aliases = HashMap::new();
        for (alias, &(seat, index)) in &setup.aliases {
            let names = &setup.battlefield_names[seat];
            let name = &names[index];
            // The k-th entry of that name for that seat is the k-th such permanent it owns.
            let k = names[..index].iter().filter(|n| *n == name).count();
            let found = game
                .battlefield()
                .iter()
                .copied()
                .filter(|&id| {
                    let o = game.object(id);
                    o.owner == PlayerId(seat as u8) && o.card.name == *name
                })
                .nth(k);
            if let Some(id) = found {
                aliases.insert(alias.clone(), id);
            }
        }
        Names { ids: setup.ids.clone(), aliases }
    }

    /// The seat of a player id.
    pub fn seat(&self, id: &str) -> Option<PlayerId> {
        self.ids.iter().position(|x| x == id).map(|i| PlayerId(i as u8))
    }

    /// A player's id.
    pub fn id(&self, p: PlayerId) -> &str {
        self.ids.get(p.index()).map_or("?", |s| s.as_str())
    }

    /// The object an alias stands for now: the set-up permanent, followed through zone changes.
    pub fn alias(&self, game: &Game, alias: &str) -> Option<ObjectId> {
        let mut id = *self.aliases.get(alias)?;
        for _ in 0..1000 {
            match game.object(id).moved_to {
                Some(next) if next.index() < game.objects().len() => id = next,
                _ => break,
            }
        }
        Some(id)
    }

    /// Whether `id` answers to `name` (`@alias` or a card name; for a face-down object also
    /// `face-down` and its card's name).
    pub fn is(&self, game: &Game, id: ObjectId, name: &str) -> bool {
        match name.strip_prefix('@') {
            Some(a) => self.alias(game, a) == Some(id),
            None if object_name(game, id) == name => true,
            None => is_face_down(game, id) && (name == FACE_DOWN || game.object(id).card.name == name),
        }
    }

    /// The player a `player:ID` text names.
    pub fn player(&self, text: &str) -> Option<PlayerId> {
        text.strip_prefix("player:").and_then(|id| self.seat(id))
    }

    /// Whether a target answers to the text (`player:ID`, `@alias`, or a name).
    pub fn target_is(&self, game: &Game, t: Target, text: &str) -> bool {
        match t {
            Target::Player(p) => self.player(text) == Some(p),
            Target::Object(o) => !text.starts_with("player:") && self.is(game, o, text),
        }
    }

    /// The first of `legal` the text names and that is not in `used`.
    pub fn pick(&self, game: &Game, text: &str, legal: &[Target], used: &[Target]) -> Option<Target> {
        legal.iter().copied().find(|t| !used.contains(t) && self.target_is(game, *t, text))
    }

    /// Any player or object the text names: a player, an alias, a permanent, then a spell on
    /// the stack, then a card in any other zone. Used when the engine lists no legal choices,
    /// so that it can refuse the answer with its own reason.
    pub fn any_target(&self, game: &Game, text: &str, used: &[Target]) -> Option<Target> {
        if let Some(p) = self.player(text) {
            return Some(Target::Player(p));
        }
        self.objects_named(game, text, None).into_iter().map(Target::Object).find(|t| !used.contains(t))
    }

    /// Objects the text names, permanents first, then the stack, hands, graveyards, exile,
    /// command zones and libraries; only those `owner_zone_player`'s when given for the
    /// non-battlefield zones.
    pub fn objects_named(&self, game: &Game, text: &str, owner_zone_player: Option<PlayerId>) -> Vec<ObjectId> {
        if let Some(a) = text.strip_prefix('@') {
            return self.alias(game, a).into_iter().collect();
        }
        let mut out: Vec<ObjectId> = game.battlefield().iter().copied().filter(|&id| self.is(game, id, text)).collect();
        out.extend(game.stack().iter().rev().filter(|s| s.is_spell && self.is(game, s.id, text)).map(|s| s.id));
        let players: Vec<PlayerId> = match owner_zone_player {
            Some(p) => vec![p],
            None => game.player_ids().collect(),
        };
        for zone in [Zone::Hand, Zone::Graveyard, Zone::Exile, Zone::Command, Zone::Library] {
            for &p in &players {
                let mut ids = game.zone(p, zone);
                if matches!(zone, Zone::Library | Zone::Graveyard) {
                    ids.reverse(); // top first
                }
                out.extend(ids.into_iter().filter(|&id| object_name(game, id) == text));
            }
        }
        out
    }
}

/// What a script may call any face-down spell or permanent (format 1.1).
pub const FACE_DOWN: &str = "face-down";

/// Whether `id` is a face-down spell or permanent (CR 708.2a); an ability on the stack is not.
pub fn is_face_down(game: &Game, id: ObjectId) -> bool {
    if game.stack().iter().any(|s| s.id == id && !s.is_spell) {
        return false;
    }
    id.index() < game.objects().len() && game.object(id).face_down
}

/// An object's card name, safe for ids that are not objects (abilities on the stack).
pub fn object_name(game: &Game, id: ObjectId) -> String {
    if let Some(item) = game.stack().iter().find(|s| s.id == id) {
        return item.card.name.clone();
    }
    if id.index() < game.objects().len() {
        let o = game.object(id);
        // A Room with no door unlocked has no name (CR 709.5): it is named by its card's.
        if o.card.name.is_empty() && o.card_itself().is_room() {
            return o.card_itself().name.clone();
        }
        o.card.name.clone()
    } else {
        format!("{id}")
    }
}
