//! Evaluating `expect` and `checks` tables against a game, by reading it only.
//!
//! Each failure says what was expected and what was found, e.g.
//! `B life: expected 17, found 20`.

use crate::model::{Expect, FlagOrName, PermanentExpect, PlayerExpect};
use crate::names::{object_name, Names};
use grimoire_engine::{ActionOption, CardType, Color, CounterKind, Game, GameResult, ObjectId, PlayerId, Target, Zone};
use std::collections::BTreeMap;

/// Every way the game differs from `e`; empty when it matches.
pub fn check(game: &Game, names: &Names, e: &Expect) -> Vec<String> {
    let mut out = Vec::new();
    for (id, pe) in &e.players {
        match names.seat(id) {
            Some(p) => player(game, names, id, p, pe, &mut out),
            None => out.push(format!("{id}: not a player")),
        }
    }
    for pe in &e.permanents {
        if let Some(f) = permanent(game, names, pe) {
            out.push(f);
        }
    }
    let result = game.result();
    if let Some(w) = &e.winner {
        let found = match result {
            Some(GameResult::Win(p)) => names.id(*p).to_string(),
            Some(GameResult::Draw | GameResult::TurnLimit) => "a draw".into(),
            None => "no winner (the game is not over)".into(),
        };
        if found != *w {
            out.push(format!("winner: expected {w}, found {found}"));
        }
    }
    if let Some(d) = e.draw {
        let is_draw = matches!(result, Some(GameResult::Draw | GameResult::TurnLimit));
        if is_draw != d {
            out.push(format!("draw: expected {d}, found {is_draw}"));
        }
    }
    let items: Vec<ObjectId> = game.stack().iter().rev().map(|s| s.id).collect();
    let stack: Vec<String> = game.stack().iter().rev().map(|s| s.card.name.clone()).collect();
    if let Some(want) = &e.stack {
        // Each by name, so that a face-down spell may be named by its card (format 1.1).
        let same = want.len() == items.len() && want.iter().zip(&items).all(|(w, id)| names.is(game, *id, w));
        if !same {
            out.push(format!("stack: expected [{}], found [{}]", want.join(", "), stack.join(", ")));
        }
    }
    if let Some(n) = e.stack_count {
        if n != stack.len() {
            out.push(format!("stack_count: expected {n}, found {}", stack.len()));
        }
    }
    out
}

fn diff<T: PartialEq + std::fmt::Display>(out: &mut Vec<String>, what: String, want: Option<T>, found: T) {
    if let Some(w) = want {
        if w != found {
            out.push(format!("{what}: expected {w}, found {found}"));
        }
    }
}

fn player(game: &Game, names: &Names, id: &str, p: PlayerId, e: &PlayerExpect, out: &mut Vec<String>) {
    let pl = game.player(p);
    diff(out, format!("{id} life"), e.life, pl.life);
    diff(out, format!("{id} poison"), e.poison, pl.poison);
    // CR 104.2b, format 1.1: the game ending with another player winning it is a loss too.
    let lost = pl.lost || matches!(game.result(), Some(GameResult::Win(w)) if *w != p);
    diff(out, format!("{id} lost"), e.lost, lost);
    let zones = [
        ("hand", Zone::Hand, &e.hand, e.hand_count),
        ("graveyard", Zone::Graveyard, &e.graveyard, e.graveyard_count),
        ("exile", Zone::Exile, &e.exile, e.exile_count),
        ("library", Zone::Library, &e.library, e.library_count),
        ("command", Zone::Command, &e.command, None),
        ("battlefield", Zone::Battlefield, &e.battlefield, e.battlefield_count),
    ];
    for (key, zone, table, count) in zones {
        let objects = game.zone(p, zone);
        diff(out, format!("{id} {key}_count"), count, objects.len());
        for (name, want) in table.iter().flatten() {
            let found = objects.iter().filter(|o| names.is(game, **o, name)).count() as u32;
            if found != *want {
                out.push(format!("{id} {key} {name}: expected {want}, found {found}"));
            }
        }
    }
    for (name, want) in e.commander_damage.iter().flatten() {
        let found = pl.commander_damage.iter().find(|(n, _)| n == name).map_or(0, |(_, d)| *d);
        if found != *want {
            out.push(format!("{id} commander_damage {name}: expected {want}, found {found}"));
        }
    }
    if let Some(table) = &e.playable {
        playable(game, names, id, p, table, out);
    }
}

fn playable(game: &Game, names: &Names, id: &str, p: PlayerId, table: &BTreeMap<String, bool>, out: &mut Vec<String>) {
    let actions = game.legal_actions(p);
    for (key, want) in table {
        let (verb, name) = key.split_once(' ').unwrap_or((key.as_str(), ""));
        let found = actions.iter().any(|a| match (verb, a) {
            ("cast", ActionOption::Cast { card, half: Some(h), .. }) => {
                let def = &game.object(*card).card;
                def.cast_face(*h).is_some_and(|d| d.name == name)
                    || (!def.halves.is_empty() && names.is(game, *card, name))
            }
            ("cast", ActionOption::Cast { card, .. }) => cast_name_matches(game, names, *card, name),
            ("play", ActionOption::PlayLand { card, face }) => {
                crate::answers::land_named(game, names, *card, *face, name)
            }
            ("activate", ActionOption::Activate { source, .. }) => names.is(game, *source, name),
            ("turn_face_up", ActionOption::TurnFaceUp { permanent, .. }) => names.is(game, *permanent, name),
            ("exile_from_hand", ActionOption::ExileFromHand { card, .. }) => names.is(game, *card, name),
            ("unlock", ActionOption::Unlock { room, door, .. }) => {
                game.object(*room).card_itself().halves.get(*door as usize).is_some_and(|h| h.name == name)
            }
            _ => false,
        });
        if !matches!(verb, "cast" | "play" | "activate" | "turn_face_up" | "exile_from_hand" | "unlock") {
            out.push(format!(
                "{id} playable \"{key}\": expected `cast NAME`, `play NAME`, `activate NAME`, `turn_face_up NAME`, `exile_from_hand NAME` or `unlock DOOR`"
            ));
        } else if found != *want {
            out.push(format!("{id} playable \"{key}\": expected {want}, found {found}"));
        }
    }
}

/// A split card's halves answer to their own names and to "A // B".
fn cast_name_matches(game: &Game, names: &Names, card: ObjectId, name: &str) -> bool {
    names.is(game, card, name) || object_name(game, card).split(" // ").any(|half| half == name)
}

/// Why no permanent matches the check, or `None` if the check holds.
fn permanent(game: &Game, names: &Names, e: &PermanentExpect) -> Option<String> {
    let controller = e.controller.as_deref().and_then(|c| names.seat(c));
    let candidates: Vec<ObjectId> = game
        .battlefield()
        .iter()
        .copied()
        .filter(|id| names.is(game, *id, &e.card))
        .filter(|id| controller.is_none_or(|c| game.controller(*id) == c))
        .collect();
    let label = match &e.controller {
        Some(c) => format!("permanent {} (controlled by {c})", e.card),
        None => format!("permanent {}", e.card),
    };
    if candidates.is_empty() {
        return Some(format!("{label}: not on the battlefield"));
    }
    let results: Vec<(ObjectId, Vec<String>)> =
        candidates.iter().map(|id| (*id, mismatches(game, names, *id, e))).collect();
    if e.all {
        let bad: Vec<String> =
            results.iter().filter(|(_, m)| !m.is_empty()).map(|(id, m)| format!("{id}: {}", m.join(", "))).collect();
        return (!bad.is_empty()).then(|| format!("{label} (all {}): {}", candidates.len(), bad.join("; ")));
    }
    if results.iter().any(|(_, m)| m.is_empty()) {
        return None;
    }
    let (id, best) = results.iter().min_by_key(|(_, m)| m.len()).expect("candidates");
    let which = if candidates.len() > 1 {
        format!(" (none of {} matches; closest {id})", candidates.len())
    } else {
        String::new()
    };
    Some(format!("{label}{which}: {}", best.join(", ")))
}

fn mismatches(game: &Game, names: &Names, id: ObjectId, e: &PermanentExpect) -> Vec<String> {
    let mut out = Vec::new();
    let ch = game.characteristics(id);
    let obj = game.object(id);
    diff(&mut out, "power".into(), e.power, ch.power);
    diff(&mut out, "toughness".into(), e.toughness, ch.toughness);
    diff(&mut out, "tapped".into(), e.tapped, obj.tapped);
    diff(&mut out, "damage".into(), e.damage, obj.damage);
    for (kind, want) in e.counters.iter().flatten() {
        diff(&mut out, format!("{kind} counters"), Some(*want), obj.counter(&CounterKind::parse(kind)));
    }
    let has: Vec<String> = ch.keywords.iter().map(|k| k.name().to_lowercase()).collect();
    for k in e.keywords.iter().flatten() {
        if !has.contains(&k.to_lowercase()) {
            out.push(format!("keyword {k}: expected, found [{}]", has.join(", ")));
        }
    }
    for k in e.not_keywords.iter().flatten() {
        if has.contains(&k.to_lowercase()) {
            out.push(format!("keyword {k}: not expected, found it"));
        }
    }
    for t in e.types.iter().flatten() {
        let ok = card_type(t).is_some_and(|ct| ch.is(ct));
        if !ok {
            let found: Vec<String> = ch.types.iter().map(|t| t.to_string()).collect();
            out.push(format!("type {t}: expected, found [{}]", found.join(", ")));
        }
    }
    for s in e.subtypes.iter().flatten() {
        if !ch.subtypes.iter().any(|x| x.eq_ignore_ascii_case(s)) {
            out.push(format!("subtype {s}: expected, found [{}]", ch.subtypes.join(", ")));
        }
    }
    if let Some(colors) = &e.colors {
        let mut want: Vec<String> = colors.iter().map(|c| c.to_lowercase()).collect();
        want.sort();
        let mut found: Vec<String> =
            Color::ALL.iter().filter(|c| ch.colors.contains(**c)).map(|c| c.name().to_lowercase()).collect();
        found.sort();
        if want != found {
            out.push(format!("colors: expected [{}], found [{}]", want.join(", "), found.join(", ")));
        }
    }
    let combat = game.combat();
    if let Some(a) = &e.attacking {
        let attacking = combat.attackers.iter().find(|(x, _)| *x == id).map(|(_, t)| *t);
        let ok = match a {
            FlagOrName::Flag(b) => attacking.is_some() == *b,
            FlagOrName::Name(n) => attacking.is_some_and(|t| names.target_is(game, t, n)),
        };
        if !ok {
            let found =
                attacking.map_or("not attacking".to_string(), |t| format!("attacking {}", target_name(game, names, t)));
            out.push(format!("attacking: expected {}, found {found}", flag_or_name(a)));
        }
    }
    if let Some(b) = &e.blocking {
        let blocking: Vec<ObjectId> = combat.blocks.iter().filter(|(x, _)| *x == id).map(|(_, a)| *a).collect();
        let ok = match b {
            FlagOrName::Flag(f) => blocking.is_empty() != *f,
            FlagOrName::Name(n) => blocking.iter().any(|a| names.is(game, *a, n)),
        };
        if !ok {
            let found: Vec<String> = blocking.iter().map(|a| object_name(game, *a)).collect();
            out.push(format!("blocking: expected {}, found [{}]", flag_or_name(b), found.join(", ")));
        }
    }
    if let Some(want) = &e.designations {
        let have = obj.designations();
        for d in want.iter().filter(|d| !have.contains(d)) {
            out.push(format!("designations: expected \"{d}\", found [{}]", have.join(", ")));
        }
    }
    if let Some(to) = &e.attached_to {
        let found = obj.attached_to;
        if !found.is_some_and(|t| names.is(game, t, to)) {
            let f = found.map_or("not attached".to_string(), |t| object_name(game, t));
            out.push(format!("attached_to: expected {to}, found {f}"));
        }
    }
    out
}

fn flag_or_name(f: &FlagOrName) -> String {
    match f {
        FlagOrName::Flag(b) => b.to_string(),
        FlagOrName::Name(n) => n.clone(),
    }
}

fn target_name(game: &Game, names: &Names, t: Target) -> String {
    match t {
        Target::Player(p) => format!("player:{}", names.id(p)),
        Target::Object(o) => object_name(game, o),
    }
}

/// A card type by name, in any case ("creature", "Creature").
fn card_type(s: &str) -> Option<CardType> {
    let mut c = s.trim().to_lowercase();
    if let Some(first) = c.get(0..1) {
        c = first.to_uppercase() + &c[1..];
    }
    CardType::from_name(&c)
}
