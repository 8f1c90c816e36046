//! The starting position: a scenario's players and zones as a [`GameConfig`].
//!
//! This is the runner's only way into the game besides the decision door.

use crate::model::{Filler, Scenario};
use crate::parse::player_ids;
use crate::CardLookup;
use grimoire_engine::{CardDef, CounterKind, FirstPlayer, GameConfig, MulliganRule, PermanentSetup, PlayerConfig};
use std::collections::HashMap;
use std::sync::Arc;

/// A battlefield entry's place in the configuration: (seat, index in that player's list).
pub type EntryRef = (usize, usize);

/// The built configuration and what the driver needs to find set-up objects again.
#[derive(Debug)]
pub struct Setup {
    /// The game's configuration.
    pub config: GameConfig,
    /// Player ids in turn order (seat i is `ids[i]`).
    pub ids: Vec<String>,
    /// `as = "alias"` entries.
    pub aliases: HashMap<String, EntryRef>,
    /// Each seat's battlefield entries by card name, in list order.
    pub battlefield_names: Vec<Vec<String>>,
}

/// Fetches cards once each; an unknown or unsupported card is the scenario's failure reason.
struct Cards<'a> {
    lookup: &'a dyn CardLookup,
    cache: HashMap<String, Arc<CardDef>>,
}

impl Cards<'_> {
    fn get(&mut self, name: &str) -> Result<Arc<CardDef>, String> {
        if let Some(c) = self.cache.get(name) {
            return Ok(c.clone());
        }
        let card = self.lookup.card(name).map_err(|why| format!("unsupported card: {name} ({why})"))?;
        if let Some(why) = &card.unsupported {
            return Err(format!("unsupported card: {name} ({why})"));
        }
        self.cache.insert(name.to_string(), card.clone());
        Ok(card)
    }

    fn list(&mut self, names: &[String]) -> Result<Vec<Arc<CardDef>>, String> {
        names.iter().map(|n| self.get(n)).collect()
    }
}

/// Builds the game configuration of a scenario.
pub fn build(s: &Scenario, lookup: &dyn CardLookup) -> Result<Setup, String> {
    let mut cards = Cards { lookup, cache: HashMap::new() };
    let ids = player_ids(s);
    let setups: Vec<_> = match &s.players {
        Some(p) => p.list.iter().map(|(_, s)| s.clone()).collect(),
        None => vec![Default::default(); ids.len()],
    };
    let filler = s.filler.clone().unwrap_or_default();
    // Checked again here: a scenario may be built without going through `validate`.
    if filler.count > crate::model::MAX_FILLER {
        return Err(format!("filler count {} is more than {}", filler.count, crate::model::MAX_FILLER));
    }
    let filler_card = if filler.count > 0 { Some(cards.get(&filler.card)?) } else { None };

    // Aliases and names first: `attached_to` may point forward or to another player.
    let mut aliases = HashMap::new();
    let mut battlefield_names = Vec::new();
    for (seat, p) in setups.iter().enumerate() {
        let mut names = Vec::new();
        for (i, e) in p.battlefield.iter().enumerate() {
            if let Some(a) = &e.0.alias {
                aliases.insert(a.clone(), (seat, i));
            }
            names.push(e.0.card.clone());
        }
        battlefield_names.push(names);
    }

    let mut players = Vec::new();
    for (seat, (id, p)) in ids.iter().zip(&setups).enumerate() {
        let mut library = cards.list(&p.library)?;
        if let Some(f) = &filler_card {
            let Filler { count, .. } = filler;
            library.extend(std::iter::repeat_n(f.clone(), count as usize));
        }
        let mut battlefield = Vec::new();
        for (i, e) in p.battlefield.iter().enumerate() {
            let e = &e.0;
            let mut ps = PermanentSetup::new(cards.get(&e.card)?);
            // The format: effects that say how a permanent enters apply, except where the
            // file states `tapped` or a kind of `counters` (see the crate docs).
            ps.enter_effects = true;
            ps.tapped = e.tapped.unwrap_or(false);
            ps.tapped_given = e.tapped.is_some();
            ps.damage = e.damage;
            ps.sick = e.sick;
            ps.face_down = e.face_down;
            // A double-faced card named by its back face is on the battlefield transformed
            // (CR 701.27g): a permanent is named by the face that is up.
            ps.transformed = ps.card.back.as_ref().is_some_and(|b| b.name.eq_ignore_ascii_case(e.card.trim()));
            // A Room named by one of its doors is on the battlefield with that door unlocked
            // (CR 709.5c); named by its card, with none.
            if ps.card.is_room() {
                let door = ps.card.halves.iter().position(|h| h.name.eq_ignore_ascii_case(e.card.trim()));
                ps.doors = door.map_or(0, |d| 1 << d);
            }
            // Kinds given as 0 stay listed: they override what the card enters with.
            ps.counters = e.counters.iter().map(|(k, n)| (CounterKind::parse(k), *n)).collect();
            if let Some(to) = &e.attached_to {
                let target = resolve_entry(to, &aliases, &battlefield_names, Some((seat, i))).ok_or_else(|| {
                    format!("{id}'s {} is attached to `{to}`, which is not on the battlefield", e.card)
                })?;
                ps.attached_to = Some(target);
            }
            battlefield.push(ps);
        }
        players.push(PlayerConfig {
            name: id.clone(),
            library,
            hand: cards.list(&p.hand)?,
            graveyard: cards.list(&p.graveyard)?,
            exile: cards.list(&p.exile)?,
            command: cards.list(&p.command)?,
            battlefield,
            life: p.life,
            poison: p.poison,
        });
    }
    let mut config = GameConfig::new(players);
    config.format = s.format;
    config.start = s.start;
    config.mulligan = s.mulligan.unwrap_or(MulliganRule::London);
    config.shuffle = s.shuffle;
    config.range_of_influence = s.range_of_influence;
    // The format's `players` order is the turn order: the first player starts (CR 103.1).
    config.first_player = FirstPlayer::Fixed;
    // The game cannot run past this, so nothing hangs; the runner stops well before.
    config.max_turns = s.stop_after.turn + 2;
    Ok(Setup { config, ids, aliases, battlefield_names })
}

/// A battlefield entry named by `@alias` or by card name (the first listed, not `except`).
pub fn resolve_entry(
    name: &str,
    aliases: &HashMap<String, EntryRef>,
    names: &[Vec<String>],
    except: Option<EntryRef>,
) -> Option<EntryRef> {
    if let Some(a) = name.strip_prefix('@') {
        return aliases.get(a).copied();
    }
    names.iter().enumerate().find_map(|(seat, list)| {
        list.iter().enumerate().find(|(i, n)| *n == name && Some((seat, *i)) != except).map(|(i, _)| (seat, i))
    })
}
