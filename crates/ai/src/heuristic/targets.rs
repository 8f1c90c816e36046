//! Choosing targets: harmful effects at the opponents' best things they can kill, helpful
//! ones at our own.

use super::effects::{target_use, TargetUse};
use super::eval::permanent_value;
use grimoire_engine::*;

/// How good it is for `me` that an effect doing `u` hits `t`.
pub fn target_value(game: &Game, me: PlayerId, u: &TargetUse, t: Target) -> f64 {
    let harmful = u.harmful();
    match t {
        Target::Player(p) => {
            let mine = p == me;
            if harmful {
                let life = game.player(p).life;
                let v = if u.damage > 0 {
                    if u.damage >= life {
                        1000.0
                    } else {
                        u.damage as f64 * if life <= 8 { 1.3 } else { 0.9 }
                    }
                } else {
                    1.0
                };
                if mine {
                    -v
                } else {
                    v
                }
            } else if mine {
                1.0
            } else {
                -1.0
            }
        }
        Target::Object(o) => {
            let mine = game.controller(o) == me;
            let v = permanent_value(game, o);
            let ch = game.characteristics(o);
            if harmful {
                let left = ch.toughness - game.object(o).damage as i32;
                let dies = u.removal
                    || (ch.is(CardType::Creature)
                        && !ch.has(&Keyword::Indestructible)
                        && (u.damage >= left || left + u.pump.1 <= u.damage.max(0)));
                // Tapping an untapped permanent keeps it from blocking, attacking or making
                // mana for a while (CR 701.26a); tapping a tapped one does nothing.
                let hurt = match () {
                    _ if dies => v,
                    _ if u.tap_only() && game.object(o).tapped => 0.0,
                    _ if u.tap_only() => 0.4 * v,
                    _ => 0.05 * v,
                };
                if mine {
                    -hurt - 0.5
                } else {
                    hurt
                }
            } else if mine {
                0.2 * v + (u.pump.0 + u.pump.1) as f64 * 0.1
            } else {
                -0.2 * v
            }
        }
    }
}

/// The best legal targets for `program`'s target slots and how good they are in total.
pub fn choose_targets(game: &Game, me: PlayerId, program: &[Instr], slots: &[TargetSlot]) -> (Vec<Vec<Target>>, f64) {
    let uses: Vec<TargetUse> = (0..slots.len()).map(|i| target_use(program, i as u8)).collect();
    choose_targets_for(game, me, &uses, slots)
}

/// The best legal targets for slots whose effects on their targets are `uses` (one per
/// slot), and how good they are in total.
pub fn choose_targets_for(
    game: &Game,
    me: PlayerId,
    uses: &[TargetUse],
    slots: &[TargetSlot],
) -> (Vec<Vec<Target>>, f64) {
    let mut total = 0.0;
    let mut out = Vec::new();
    let mut taken: Vec<Target> = Vec::new();
    for (i, s) in slots.iter().enumerate() {
        let u = uses.get(i).copied().unwrap_or_default();
        let mut scored: Vec<(f64, Target)> =
            s.legal.iter().filter(|t| !taken.contains(t)).map(|&t| (target_value(game, me, &u, t), t)).collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut pick = Vec::new();
        for (k, (v, t)) in scored.into_iter().enumerate() {
            if k >= s.max as usize || (k >= s.min as usize && v <= 0.0) {
                break;
            }
            total += v;
            taken.push(t);
            pick.push(t);
        }
        out.push(pick);
    }
    (out, total)
}
