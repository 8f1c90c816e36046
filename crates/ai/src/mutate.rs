//! Hostile answers: the protocol fuzzer's mutations. An answer derived from the legal
//! options is mutated the way a forged client message could be (ids out of range, other
//! players' objects, huge and negative numbers, sums that overflow `u32`, empty and
//! duplicated lists, answers of the wrong kind, another player answering), sent through
//! [`Game::submit`], and the engine must never panic and must leave the game exactly as it
//! was when it refuses (CR 732).
//!
//! Mutations are made on the answer's JSON form (`serde_json::Value`, and on its text for
//! numbers no Rust type here can hold), so they reach the engine the way a client's message
//! does: what doesn't deserialize into an [`Answer`] never gets to it.

use crate::Player;
use grimoire_engine::{default_answer, Answer, Decision, Game, PlayerId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// What a mutation run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MutationStats {
    /// Legal answers played (the game moved on).
    pub answers: u64,
    /// Mutated answers sent to `submit`.
    pub sent: u64,
    /// Of those, the ones refused (the game was compared with its copy).
    pub refused: u64,
    /// Mutated messages that were not an `Answer` at all (refused by deserialization).
    pub unparsed: u64,
}

impl MutationStats {
    /// Adds another run's counts.
    pub fn add(&mut self, o: &MutationStats) {
        self.answers += o.answers;
        self.sent += o.sent;
        self.refused += o.refused;
        self.unparsed += o.unparsed;
    }
}

/// Plays `game` to its end with `players`; before each legal answer, `per_decision` mutated
/// answers (drawn from a generator seeded with `seed`) are sent first. Fails on the first
/// panic, the first refused answer that changed the game, or the first broken invariant (a
/// panic is caught and reported with the answer).
pub fn play_mutated(
    game: &mut Game,
    players: &mut [&mut dyn Player],
    seed: u64,
    per_decision: usize,
    max_answers: u64,
) -> Result<MutationStats, String> {
    let rng = &mut ChaCha8Rng::seed_from_u64(seed);
    let mut stats = MutationStats::default();
    'decisions: while let Some(d) = game.pending().cloned() {
        stats.answers += 1;
        if stats.answers > max_answers {
            return Err(format!("no end after {max_answers} answers"));
        }
        let Some(player) = players.get_mut(d.player.index()) else {
            return Err(format!("no player for seat {}", d.player));
        };
        let legal = player.decide(game, &d);
        for _ in 0..per_decision {
            let Some((who, forged)) = mutate(game, &d, &legal, rng, &mut stats) else { continue };
            stats.sent += 1;
            match send(game, who, forged)? {
                true => {
                    // A mutation that happened to be legal: the game moved on with it.
                    game.check_invariants().map_err(|e| format!("after an accepted mutation: {e}"))?;
                    continue 'decisions;
                }
                false => stats.refused += 1,
            }
        }
        let before = game.clone();
        if let Err(e) = game.submit(d.player, legal.clone()) {
            if *game != before {
                return Err(format!("refused answer {legal:?} changed the game ({e})"));
            }
            let fb = player.fallback(game, &d);
            game.submit(d.player, fb.clone()).map_err(|e| format!("fallback {fb:?} refused: {e}"))?;
        }
        game.check_invariants().map_err(|e| format!("after {} answers: {e}", stats.answers))?;
    }
    Ok(stats)
}

/// Sends one forged answer: `Ok(true)` if the game took it, `Ok(false)` if it refused it and
/// is unchanged, `Err` on a panic or a refusal that changed the game.
fn send(game: &mut Game, who: PlayerId, forged: Answer) -> Result<bool, String> {
    let before = game.clone();
    let shown = format!("{forged:?}");
    match catch_unwind(AssertUnwindSafe(|| game.submit(who, forged))) {
        Ok(Ok(())) => Ok(true),
        Ok(Err(e)) => {
            if *game != before {
                return Err(format!("refused forged answer {shown} from {who} changed the game ({e})"));
            }
            Ok(false)
        }
        Err(p) => {
            *game = before;
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Err(format!("forged answer {shown} from {who} panicked: {msg}"))
        }
    }
}

/// One forged answer to `d` and who sends it, derived from `legal` (or the default answer);
/// `None` when the mutated message doesn't deserialize (counted in `stats.unparsed`).
pub fn mutate(
    game: &Game,
    d: &Decision,
    legal: &Answer,
    rng: &mut ChaCha8Rng,
    stats: &mut MutationStats,
) -> Option<(PlayerId, Answer)> {
    let base = if rng.gen_bool(0.8) { legal.clone() } else { default_answer(game, d) };
    let original = serde_json::to_value(&base).ok()?;
    let mut v = original.clone();
    let rounds = rng.gen_range(1..=3);
    for _ in 0..rounds {
        match rng.gen_range(0..10) {
            0..=3 => mutate_number(&mut v, game, rng),
            4..=5 => mutate_list(&mut v, rng),
            6 => overflow_sum(&mut v, rng),
            7 => v = other_kind(game, rng),
            _ => mutate_number(&mut v, game, rng),
        }
    }
    // An answer with no number and no list ("Pass", "Keep", a yes/no) comes out of the
    // rounds above unchanged: send an answer of another kind instead, so every decision is
    // attacked (a legal answer sent again would only be the game moving on).
    while v == original {
        v = other_kind(game, rng);
    }
    // Half the time through the text of the message, with numbers no answer type can hold.
    let answer = if rng.gen_bool(0.5) {
        let text = mutate_text(&v.to_string(), rng);
        serde_json::from_str::<Answer>(&text)
    } else {
        serde_json::from_value::<Answer>(v)
    };
    let Ok(answer) = answer else {
        stats.unparsed += 1;
        return None;
    };
    if answer == Answer::Concede {
        // Conceding is legal for anyone at any time (CR 104.3a): not a forgery.
        return None;
    }
    let who = if rng.gen_bool(0.8) {
        d.player
    } else {
        // Another player, one who isn't in the game, or one far out of range.
        let n = game.player_count() as u8;
        PlayerId(*[d.player.0.wrapping_add(1) % n.max(1), n, n.wrapping_add(1), 9, 255].choose(rng).unwrap_or(&0))
    };
    Some((who, answer))
}

/// A number hostile to `n` in this game: out of range ids, another player's object, the
/// edges of `u32`/`u64`, negative numbers (refused by deserialization for unsigned fields).
fn hostile_number(n: u64, game: &Game, rng: &mut ChaCha8Rng) -> Value {
    let objects = game.objects().len() as u64;
    let players = game.player_count() as u64;
    let picks: [i128; 18] = [
        0,
        1,
        i128::from(n) + 1,
        i128::from(n.saturating_sub(1)),
        i128::from(players),
        i128::from(players) + 1,
        i128::from(objects),
        i128::from(objects) + 3,
        i128::from(rng.gen_range(0..objects.max(1))),
        255,
        256,
        i128::from(u32::MAX),
        i128::from(u32::MAX - 1),
        1 << 31,
        (1 << 31) + 1,
        i128::from(u64::MAX),
        -1,
        -(1 << 31),
    ];
    let p = *picks.choose(rng).unwrap_or(&0);
    if p < 0 {
        Value::from(p as i64)
    } else {
        Value::from(p as u64)
    }
}

/// Every number in `v`, as mutable references.
fn numbers(v: &mut Value) -> Vec<&mut Value> {
    let mut out = Vec::new();
    let mut stack = vec![v];
    while let Some(x) = stack.pop() {
        match x {
            Value::Number(_) => out.push(x),
            Value::Array(a) => stack.extend(a.iter_mut()),
            Value::Object(o) => stack.extend(o.values_mut()),
            _ => {}
        }
    }
    out
}

/// How many lists `v` holds (itself included).
fn count_lists(v: &Value) -> usize {
    match v {
        Value::Array(a) => 1 + a.iter().map(count_lists).sum::<usize>(),
        Value::Object(o) => o.values().map(count_lists).sum(),
        _ => 0,
    }
}

/// Applies `f` to the `k`-th list of `v` (in the order `count_lists` counts them).
fn with_list(v: &mut Value, k: &mut usize, f: &mut dyn FnMut(&mut Vec<Value>)) -> bool {
    match v {
        Value::Array(a) => {
            if *k == 0 {
                f(a);
                return true;
            }
            *k -= 1;
            a.iter_mut().any(|x| with_list(x, k, f))
        }
        Value::Object(o) => o.values_mut().any(|x| with_list(x, k, f)),
        _ => false,
    }
}

/// Empties, duplicates into, shortens or reverses one list of the message.
fn mutate_list(v: &mut Value, rng: &mut ChaCha8Rng) {
    let n = count_lists(v);
    if n == 0 {
        return;
    }
    let mut k = rng.gen_range(0..n);
    let op = rng.gen_range(0..4);
    let pick = rng.gen_range(0..64usize);
    with_list(v, &mut k, &mut |a: &mut Vec<Value>| match op {
        0 => a.clear(),
        1 if !a.is_empty() => {
            let x = a[pick % a.len()].clone();
            a.push(x);
        }
        2 if !a.is_empty() => {
            a.remove(pick % a.len());
        }
        _ => a.reverse(),
    });
}

/// Parts whose sum wraps a `u32` back to the same total: in a `Damage` answer (combat damage
/// assignment, CR 510.1) or a `divide` (CR 601.2d), two parts move by 2^31 or more in
/// opposite directions (a single part is split in two first).
fn overflow_sum(v: &mut Value, rng: &mut ChaCha8Rng) {
    let shift: u32 = *[1u32 << 31, (1 << 31) + 1, u32::MAX, u32::MAX - 2].choose(rng).unwrap_or(&u32::MAX);
    let wrap = |parts: &mut Vec<u32>| {
        if parts.is_empty() {
            parts.extend([3, 0]);
        }
        if parts.len() == 1 {
            parts.push(0);
        }
        parts[0] = parts[0].wrapping_add(shift);
        parts[1] = parts[1].wrapping_sub(shift);
    };
    if let Some(Value::Array(pairs)) = v.get_mut("Damage") {
        let mut parts: Vec<u32> = pairs.iter().map(|p| p.get(1).and_then(Value::as_u64).unwrap_or(0) as u32).collect();
        if pairs.len() == 1 {
            let first = pairs[0].clone();
            pairs.push(first);
        }
        wrap(&mut parts);
        for (p, n) in pairs.iter_mut().zip(parts) {
            if let Some(x) = p.get_mut(1) {
                *x = Value::from(n);
            }
        }
        return;
    }
    for key in ["Cast", "Activate"] {
        if let Some(spec) = v.get_mut(key) {
            let mut parts: Vec<u32> = spec
                .get("divide")
                .and_then(Value::as_array)
                .map(|a| a.iter().map(|n| n.as_u64().unwrap_or(0) as u32).collect())
                .unwrap_or_default();
            wrap(&mut parts);
            if let Some(o) = spec.as_object_mut() {
                o.insert("divide".to_string(), Value::from(parts));
            }
        }
    }
}

/// An answer of some kind, usually not the kind asked for, with hostile contents.
fn other_kind(game: &Game, rng: &mut ChaCha8Rng) -> Value {
    let mut n = || hostile_number(1, game, rng);
    let (a, b, c) = (n(), n(), n());
    let kinds = [
        serde_json::json!("Pass"),
        serde_json::json!("Keep"),
        serde_json::json!("Mulligan"),
        serde_json::json!({ "PlayLand": a }),
        serde_json::json!({ "Cards": [a, b, a] }),
        serde_json::json!({ "Attackers": [[a, { "Player": b }], [c, { "Object": a }]] }),
        serde_json::json!({ "Blockers": [[a, b], [a, c]] }),
        serde_json::json!({ "Damage": [[{ "Object": a }, b], [{ "Player": c }, 2]] }),
        serde_json::json!({ "Targets": [[{ "Player": a }], [{ "Object": b }, { "Object": b }]] }),
        serde_json::json!({ "YesNo": true }),
        serde_json::json!({ "Option": a }),
        serde_json::json!({ "Number": a }),
        serde_json::json!({ "Order": [a, b, b] }),
        serde_json::json!({ "Cast": { "card": a, "modes": [b, b], "x": c, "targets": [[{ "Player": b }]],
            "divide": [u32::MAX, 4], "payment": [c], "cost_choices": [a], "alt": b, "optional": [c], "half": c } }),
        serde_json::json!({ "Activate": { "source": a, "index": b, "modes": [c], "x": c, "targets": [],
            "payment": null, "cost_choices": [b], "divide": [] } }),
        serde_json::json!({ "TurnFaceUp": { "source": a, "index": b, "modes": [], "x": c, "targets": [],
            "payment": [b], "cost_choices": [] } }),
        serde_json::json!({ "Unlock": { "source": a, "index": b, "modes": [], "x": null, "targets": [],
            "payment": [c], "cost_choices": [] } }),
    ];
    kinds.choose(rng).cloned().unwrap_or(Value::Null)
}

/// Rewrites one number in the message's text with a literal no answer field can hold (or
/// one just inside the limits): the deserializer must refuse it, or the engine must.
fn mutate_text(text: &str, rng: &mut ChaCha8Rng) -> String {
    let starts: Vec<usize> = text
        .char_indices()
        .filter(|(i, c)| c.is_ascii_digit() && !text[..*i].ends_with(|p: char| p.is_ascii_digit() || p == '-'))
        .map(|(i, _)| i)
        .collect();
    let Some(&start) = starts.choose(rng) else { return text.to_string() };
    let end = text[start..].find(|c: char| !c.is_ascii_digit()).map_or(text.len(), |e| start + e);
    let literal = *[
        "-1",
        "-2147483648",
        "4294967296",
        "4294967295",
        "18446744073709551615",
        "18446744073709551616",
        "1e10",
        "2.5",
        "340282366920938463463374607431768211456",
    ]
    .choose(rng)
    .unwrap_or(&"-1");
    format!("{}{}{}", &text[..start], literal, &text[end..])
}

/// Replaces one number of the message with a hostile one.
fn mutate_number(v: &mut Value, game: &Game, rng: &mut ChaCha8Rng) {
    let mut ns = numbers(v);
    if ns.is_empty() {
        return;
    }
    let i = rng.gen_range(0..ns.len());
    let old = ns[i].as_u64().unwrap_or(0);
    *ns[i] = hostile_number(old, game, rng);
}
