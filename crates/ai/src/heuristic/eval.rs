//! Judging permanents and positions: what a creature is worth, who is ahead.

use grimoire_engine::*;

/// How much a creature on the battlefield is worth, in rough "points" (a 2/2 is about 5).
pub fn creature_value(game: &Game, id: ObjectId) -> f64 {
    let ch = game.characteristics(id);
    let (p, t) = (ch.power.max(0) as f64, ch.toughness.max(0) as f64);
    let mut v = 1.5 * p + t + 0.5;
    for k in &ch.keywords {
        v += match k {
            Keyword::Flying => 0.6 * p + 0.5,
            Keyword::FirstStrike | Keyword::DoubleStrike => 0.5 * p + 0.5,
            Keyword::Deathtouch => 2.0,
            Keyword::Lifelink => 0.5 * p,
            Keyword::Trample | Keyword::Menace | Keyword::Vigilance | Keyword::Haste => 0.5,
            Keyword::Defender => -1.5 * p,
            _ => 0.3,
        };
    }
    // Abilities (mana, sacrifice, triggers) are worth a little.
    v + 0.5 * game.object(id).card.abilities.iter().filter(|a| !matches!(a, Ability::Keyword(_))).count() as f64
}

/// What a permanent (creature or not) is worth to its controller.
pub fn permanent_value(game: &Game, id: ObjectId) -> f64 {
    let ch = game.characteristics(id);
    if ch.is(CardType::Creature) {
        creature_value(game, id)
    } else if ch.is(CardType::Land) {
        1.5
    } else {
        2.0 + ch.mana_value as f64
    }
}

/// A score of the position for `me`: positive when `me` is ahead. Wins and losses are
/// ±1000; otherwise life, board and cards, in "points".
pub fn score(game: &Game, me: PlayerId) -> f64 {
    match game.result() {
        Some(GameResult::Win(p)) => return if *p == me { 1000.0 } else { -1000.0 },
        Some(_) => return 0.0,
        None => {}
    }
    let mut s = 0.0;
    for p in game.player_ids() {
        let sign = if p == me { 1.0 } else { -1.0 };
        let pl = game.player(p);
        if pl.lost {
            s -= sign * 1000.0;
            continue;
        }
        // Life matters more when it is low.
        let life = pl.life.max(0) as f64;
        s += sign * (life.min(10.0) * 1.2 + (life - 10.0).max(0.0) * 0.6);
        s += sign * pl.hand.len() as f64 * 1.5;
        if pl.library.is_empty() {
            s -= sign * 15.0;
        }
    }
    let mut lands = vec![0u32; game.player_count()];
    for &id in game.battlefield() {
        let c = game.controller(id);
        let sign = if c == me { 1.0 } else { -1.0 };
        let ch = game.characteristics(id);
        if ch.is(CardType::Land) {
            lands[c.index()] += 1;
            continue;
        }
        s += sign * permanent_value(game, id);
    }
    for p in game.player_ids() {
        let sign = if p == me { 1.0 } else { -1.0 };
        s += sign * lands[p.index()].min(6) as f64 * 1.0;
    }
    s
}

/// The score squashed to a win probability estimate in [0, 1].
pub fn win_estimate(game: &Game, me: PlayerId) -> f64 {
    let s = score(game, me);
    if s >= 1000.0 {
        return 1.0;
    }
    if s <= -1000.0 {
        return 0.0;
    }
    1.0 / (1.0 + (-s / 12.0).exp())
}
