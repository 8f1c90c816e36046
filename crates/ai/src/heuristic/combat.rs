//! Attacking and blocking by looking at the board: who would win each fight.

use super::eval::creature_value;
use grimoire_engine::*;

/// The outcome of one creature fighting another (one blocker, no tricks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fight {
    /// The first creature dies.
    pub a_dies: bool,
    /// The second creature dies.
    pub b_dies: bool,
}

/// A creature's power, remaining toughness and the keywords that matter in a fight,
/// with an extra `pump` applied.
#[derive(Clone, Copy, Debug)]
pub struct Fighter {
    power: i32,
    left: i32,
    first: bool,
    double: bool,
    deathtouch: bool,
    indestructible: bool,
}

impl Fighter {
    /// The creature `id` as it is now, plus `pump`.
    pub fn of(game: &Game, id: ObjectId, pump: (i32, i32)) -> Fighter {
        let ch = game.characteristics(id);
        Fighter {
            power: (ch.power + pump.0).max(0),
            left: ch.toughness + pump.1 - game.object(id).damage as i32,
            first: ch.has(&Keyword::FirstStrike),
            double: ch.has(&Keyword::DoubleStrike),
            deathtouch: ch.has(&Keyword::Deathtouch),
            indestructible: ch.has(&Keyword::Indestructible),
        }
    }

    fn dies_from(&self, dmg: i32, from: &Fighter) -> bool {
        !self.indestructible && (dmg >= self.left || (from.deathtouch && dmg > 0))
    }
}

/// Combat damage between two creatures, first strike and double strike included (CR 510, 702.4).
pub fn fight(a: Fighter, b: Fighter) -> Fight {
    let (fa, fb) = (a.first || a.double, b.first || b.double);
    let (mut to_a, mut to_b) = (0, 0);
    if fa {
        to_b += a.power;
    }
    if fb {
        to_a += b.power;
    }
    let (a_dead, b_dead) = (a.dies_from(to_a, &b), b.dies_from(to_b, &a));
    if !a_dead && (!fa || a.double) {
        to_b += a.power;
    }
    if !b_dead && (!fb || b.double) {
        to_a += b.power;
    }
    Fight { a_dies: a.dies_from(to_a, &b), b_dies: b.dies_from(to_b, &a) }
}

/// Whether `blocker` could block `attacker` (an estimate before attackers are declared).
pub fn could_block(game: &Game, blocker: ObjectId, attacker: ObjectId) -> bool {
    let b = game.characteristics(blocker);
    let a = game.characteristics(attacker);
    if game.object(blocker).tapped
        || !b.is(CardType::Creature)
        || b.restricted(Restriction::CantBlock)
        || b.restricted(Restriction::CantAttackOrBlock)
        || a.restricted(Restriction::Unblockable)
    {
        return false;
    }
    if a.has(&Keyword::Flying) && !b.has(&Keyword::Flying) && !b.has(&Keyword::Reach) {
        return false;
    }
    if b.restricted(Restriction::CanBlockOnlyFlyers) && !a.has(&Keyword::Flying) {
        return false;
    }
    a.has(&Keyword::Shadow) == b.has(&Keyword::Shadow)
}

/// The creatures `p` controls.
pub fn creatures_of(game: &Game, p: PlayerId) -> Vec<ObjectId> {
    game.battlefield()
        .iter()
        .copied()
        .filter(|&id| game.controller(id) == p && game.characteristics(id).is(CardType::Creature))
        .collect()
}

/// Which creatures attack, and whom: those no blocker can eat, or everything when the
/// blockers can't stop lethal damage.
pub fn choose_attackers(game: &Game, me: PlayerId, options: &[AttackOption]) -> Vec<(ObjectId, Target)> {
    let Some(opp) = game.opponents(me).next() else { return vec![] };
    let face = Target::Player(opp);
    let defender = |o: &AttackOption| if o.defenders.contains(&face) { face } else { o.defenders[0] };
    let blockers: Vec<ObjectId> = creatures_of(game, opp).into_iter().filter(|&b| !game.object(b).tapped).collect();
    let opp_life = game.player(opp).life;
    // Alpha strike: the blockers stop at most their number of our biggest attackers.
    let mut powers: Vec<i32> = options.iter().map(|o| game.power(o.attacker).max(0)).collect();
    powers.sort_unstable_by(|a, b| b.cmp(a));
    let unblockable: i32 = powers.iter().skip(blockers.len()).sum();
    if unblockable >= opp_life && !options.is_empty() {
        return options.iter().map(|o| (o.attacker, defender(o))).collect();
    }
    let my_life = game.player(me).life;
    let their_power: i32 = creatures_of(game, opp).iter().map(|&c| game.power(c).max(0)).sum();
    let threatened = their_power >= my_life;
    let mut out = Vec::new();
    for o in options {
        let a = o.attacker;
        let ch = game.characteristics(a);
        if ch.power <= 0 {
            continue;
        }
        let fa = Fighter::of(game, a, (0, 0));
        let va = creature_value(game, a);
        let mut able = blockers.iter().filter(|&&b| could_block(game, b, a)).peekable();
        let evasive = able.peek().is_none();
        let safe = able.all(|&b| {
            let f = fight(fa, Fighter::of(game, b, (0, 0)));
            // A block that kills ours for free, or trades down, is a reason to stay home.
            !(f.a_dies && (!f.b_dies || creature_value(game, b) + 1.0 < va))
        });
        let needed_home = threatened && !ch.has(&Keyword::Vigilance) && !evasive;
        if safe && !needed_home {
            out.push((a, defender(o)));
        }
    }
    defeat_own_battles(game, me, options, &mut out);
    out
}

/// Sends attackers at a battle `me` controls and may attack (a Siege, CR 310.8b) when those
/// already attacking, biggest first, can remove all its defense counters: defeating it casts
/// its back face (CR 310.11b). The rest keep attacking whom they did.
fn defeat_own_battles(game: &Game, me: PlayerId, options: &[AttackOption], attacks: &mut [(ObjectId, Target)]) {
    for &b in game.battlefield() {
        if game.controller(b) != me || !game.characteristics(b).is(CardType::Battle) {
            continue;
        }
        let defense = game.object(b).counter(&CounterKind::Defense) as i32;
        let can = |a: ObjectId| options.iter().any(|o| o.attacker == a && o.defenders.contains(&Target::Object(b)));
        let mut free: Vec<usize> =
            (0..attacks.len()).filter(|&i| can(attacks[i].0) && matches!(attacks[i].1, Target::Player(_))).collect();
        free.sort_by_key(|&i| -game.power(attacks[i].0));
        let mut sum = 0;
        let mut chosen = Vec::new();
        for i in free {
            if sum >= defense {
                break;
            }
            sum += game.power(attacks[i].0).max(0);
            chosen.push(i);
        }
        if defense > 0 && sum >= defense {
            for i in chosen {
                attacks[i].1 = Target::Object(b);
            }
        }
    }
}

/// Which creatures block which attackers: good blocks and fair trades, chump blocks only
/// against lethal damage, never a block that loses a creature for nothing otherwise.
pub fn choose_blockers(game: &Game, me: PlayerId, options: &[BlockOption]) -> Vec<(ObjectId, ObjectId)> {
    let attackers: Vec<ObjectId> = game.combat().attackers.iter().map(|(a, _)| *a).collect();
    let incoming = |blocked: &[(ObjectId, ObjectId)]| -> i32 {
        game.combat()
            .attackers
            .iter()
            .filter(|(a, t)| *t == Target::Player(me) && !blocked.iter().any(|(_, x)| x == a))
            .map(|(a, _)| game.power(*a).max(0))
            .sum()
    };
    let my_life = game.player(me).life;
    let desperate = my_life - incoming(&[]) <= 5;
    let mut order = attackers.clone();
    order.sort_by(|a, b| creature_value(game, *b).total_cmp(&creature_value(game, *a)));
    let can = |b: ObjectId, a: ObjectId| options.iter().any(|o| o.blocker == b && o.attackers.contains(&a));
    let mut used: Vec<ObjectId> = Vec::new();
    let mut out: Vec<(ObjectId, ObjectId)> = Vec::new();
    for &a in &order {
        if game.min_blockers(a) > 1 {
            continue;
        }
        let fa = Fighter::of(game, a, (0, 0));
        let va = creature_value(game, a);
        let mut best: Option<(f64, ObjectId)> = None;
        for o in options {
            let b = o.blocker;
            if used.contains(&b) || !can(b, a) {
                continue;
            }
            let vb = creature_value(game, b);
            let f = fight(fa, Fighter::of(game, b, (0, 0)));
            let s = match (f.a_dies, f.b_dies) {
                (true, false) => 100.0 + va - vb * 0.01,
                (false, false) => 1.0 + game.power(a) as f64 * 0.1 - vb * 0.01,
                (true, true) if va >= vb - 0.5 || desperate => 10.0 + va - vb,
                _ => continue,
            };
            if !best.is_some_and(|(bs, _)| s <= bs) {
                best = Some((s, b));
            }
        }
        if let Some((_, b)) = best {
            used.push(b);
            out.push((b, a));
        }
    }
    // Chump blocks only to stay alive.
    let mut biggest: Vec<ObjectId> = order.clone();
    biggest.sort_by_key(|&a| -game.power(a));
    for a in biggest {
        if incoming(&out) < my_life {
            break;
        }
        if out.iter().any(|(_, x)| *x == a) || game.min_blockers(a) > 1 {
            continue;
        }
        let cheapest = options
            .iter()
            .map(|o| o.blocker)
            .filter(|&b| !used.contains(&b) && can(b, a))
            .min_by(|x, y| creature_value(game, *x).total_cmp(&creature_value(game, *y)));
        if let Some(b) = cheapest {
            used.push(b);
            out.push((b, a));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(power: i32, left: i32, first: bool) -> Fighter {
        Fighter { power, left, first, double: false, deathtouch: false, indestructible: false }
    }

    /// A set-up position: A's Siege with `defense` counters, protected by B, and A's 3/3s.
    fn siege_position(defense: u32, attackers: usize) -> Game {
        use grimoire_engine::game::testing::creature;
        let mut siege = CardDef::new("Test Siege", &[CardType::Battle]);
        siege.subtypes = vec!["Siege".into()];
        siege.defense = Some(5);
        let mut on = PermanentSetup::new(std::sync::Arc::new(siege));
        on.counters = vec![(CounterKind::Defense, defense)];
        let mut battlefield = vec![on];
        battlefield.extend((0..attackers).map(|_| PermanentSetup::new(creature("Ogre", "{2}{R}", 3, 3, &[]))));
        let a = PlayerConfig { name: "A".into(), battlefield, ..PlayerConfig::default() };
        let b = PlayerConfig { name: "B".into(), ..PlayerConfig::default() };
        let mut cfg = GameConfig::new(vec![a, b]);
        cfg.start = Start::Main;
        cfg.shuffle = false;
        cfg.first_player = FirstPlayer::Fixed;
        Game::new(cfg, 1)
    }

    #[test]
    fn attackers_go_at_an_own_siege_they_can_defeat() {
        let g = siege_position(5, 3);
        let me = g.active_player();
        let siege = g.battlefield().iter().copied().find(|&id| g.name(id) == "Test Siege").unwrap();
        let attacks = choose_attackers(&g, me, &g.attack_options());
        // CR 310.8b, 310.11b: two 3/3s remove its five defense counters; the third goes face.
        assert_eq!(attacks.iter().filter(|(_, d)| *d == Target::Object(siege)).count(), 2);
        assert_eq!(attacks.len(), 3);
        // One 3/3 can't defeat a Siege with five: everything attacks the player.
        let g = siege_position(5, 1);
        let attacks = choose_attackers(&g, me, &g.attack_options());
        assert!(attacks.iter().all(|(_, d)| matches!(d, Target::Player(_))), "{attacks:?}");
    }

    #[test]
    fn fights() {
        assert_eq!(fight(f(2, 2, false), f(2, 2, false)), Fight { a_dies: true, b_dies: true });
        assert_eq!(fight(f(2, 2, true), f(2, 2, false)), Fight { a_dies: false, b_dies: true });
        assert_eq!(fight(f(1, 1, false), f(3, 3, false)), Fight { a_dies: true, b_dies: false });
        assert_eq!(fight(f(3, 3, false), f(0, 4, false)), Fight { a_dies: false, b_dies: false });
    }
}
