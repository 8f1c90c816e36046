//! Damage, life, destruction and sacrifice (CR 120, 119, 701.8, 701.21).

use crate::ir::{CardType, Keyword, Zone};
use crate::ir::{CounterKind, Restriction, TriggerEvent};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;
use crate::state::log::Event;

/// One hit of a damage event: the source, the recipient, the amount.
pub(crate) type Hit = (ObjectId, Target, u32);

impl Game {
    /// Deals every hit of one damage event at once (CR 510.2 combat damage, 120.3 its
    /// results; a spell dealing damage to several objects). Returns the damage each hit dealt.
    /// Lifelink gains life once per source, its total (CR 702.15b, 702.15e), and each trigger
    /// event happens once with its total (CR 603.2c): "whenever ~ deals damage" once per
    /// source, "deals [combat] damage to a player" once per source and player, "is dealt
    /// damage" once per recipient; "that much" is that total (CR 603.7c... 608.2h). Also
    /// returns every object and player dealt damage (more than 0, after replacement and
    /// prevention): "a creature dealt damage this way".
    pub(crate) fn deal_damage_event(&mut self, hits: &[Hit], combat: bool) -> (Vec<u32>, Vec<Target>) {
        // CR 614.9, 615, 616.1: replacement and prevention effects modify every hit before
        // any damage is dealt; a redirection may send (part of) a hit elsewhere.
        let mut replaced: Vec<Hit> = Vec::new();
        let mut origin: Vec<usize> = Vec::new();
        for (i, &(s, t, n)) in hits.iter().enumerate() {
            let parts = if n == 0 { vec![(t, 0)] } else { self.replace_damage(s, t, n, combat, Vec::new()) };
            for (t, n) in parts {
                replaced.push((s, t, n));
                origin.push(i);
            }
        }
        // "The next time ..." redirections are used up by the whole event (CR 615.8).
        self.end_redirection_event();
        // CR 122.1c: shield counters prevent what is left.
        self.shield_counters_prevent(&mut replaced);
        let hits = &replaced[..];
        let dealt: Vec<u32> = hits.iter().map(|&(s, t, n)| self.apply_damage(s, t, n, combat)).collect();
        // Sources, recipients and players in the order they first appear.
        let mut sources: Vec<ObjectId> = Vec::new();
        let mut recipients: Vec<ObjectId> = Vec::new();
        for (&(s, t, _), &n) in hits.iter().zip(&dealt) {
            if n == 0 {
                continue;
            }
            if !sources.contains(&s) {
                sources.push(s);
            }
            if let Target::Object(o) = t {
                if !recipients.contains(&o) {
                    recipients.push(o);
                }
            }
        }
        for &s in &sources {
            let mine = || hits.iter().zip(&dealt).filter(move |((x, _, _), _)| *x == s);
            let total: u32 = mine().map(|(_, n)| n).sum();
            // CR 702.15b, 702.15e: one life gain event per source with lifelink.
            if self.damage_source_has(s, &Keyword::Lifelink) {
                self.gain_life(self.controller(s), total as i32);
            }
            let first = mine().find(|(_, n)| **n > 0).map(|((_, t, _), _)| *t);
            self.collect_triggers_with(first, total, |g, ev, src, you| match ev {
                TriggerEvent::DealsDamage(f) => g.matches(f, s, src, you),
                TriggerEvent::DealsCombatDamage(f) => combat && g.matches(f, s, src, you),
                _ => false,
            });
            let mut players: Vec<PlayerId> = Vec::new();
            for ((_, t, _), n) in mine() {
                if let Target::Player(p) = t {
                    if *n > 0 && !players.contains(p) {
                        players.push(*p);
                    }
                }
            }
            for p in players {
                let to_p: u32 = mine().filter(|((_, t, _), _)| *t == Target::Player(p)).map(|(_, n)| n).sum();
                // The player is the triggering one ("that player"), the source the other
                // participant ("its controller" in "whenever a Sliver deals combat damage to a
                // player", CR 603.2).
                let (player, source) = (Some(Target::Player(p)), Some(Target::Object(s)));
                self.collect_triggers_between(player, source, to_p, |g, ev, src, you| match ev {
                    TriggerEvent::DealsCombatDamageToPlayer(f) => combat && g.matches(f, s, src, you),
                    TriggerEvent::DealsDamageToPlayer(f) => g.matches(f, s, src, you),
                    _ => false,
                });
                if combat {
                    // CR 724.2: combat damage to the monarch.
                    self.monarch_damage_trigger(s, p);
                    // CR 702.112a: renown.
                    self.renown_triggers(s);
                }
            }
        }
        for o in recipients {
            let total: u32 =
                hits.iter().zip(&dealt).filter(|((_, t, _), _)| *t == Target::Object(o)).map(|(_, n)| n).sum();
            self.collect_triggers_with(Some(Target::Object(o)), total, |g, ev, src, you| match ev {
                TriggerEvent::IsDealtDamage(f) => g.matches(f, o, src, you),
                TriggerEvent::IsDealtCombatDamage(f) => combat && g.matches(f, o, src, you),
                _ => false,
            });
        }
        self.damage_recipient_triggers(hits, &dealt, combat);
        let mut per_hit: Vec<u32> = vec![0; origin.iter().max().map_or(0, |m| m + 1)];
        for (&i, &n) in origin.iter().zip(&dealt) {
            per_hit[i] = per_hit[i].saturating_add(n);
        }
        let mut damaged: Vec<Target> = Vec::new();
        for (&(_, t, _), &n) in hits.iter().zip(&dealt) {
            if n > 0 && !damaged.contains(&t) {
                damaged.push(t);
            }
        }
        (per_hit, damaged)
    }

    /// The results of one hit after replacement and prevention (CR 120.3a-e), without lifelink
    /// or triggers. Returns the damage dealt.
    fn apply_damage(&mut self, source: ObjectId, to: Target, amount: u32, combat: bool) -> u32 {
        // Replacement and prevention effects were applied by the event (CR 615, 616.1).
        if amount == 0 {
            return 0;
        }
        match to {
            Target::Player(p) => {
                if self.players[p.index()].lost {
                    return 0;
                }
                // CR 702.164c: combat damage from a creature with toxic also gives its total
                // toxic value (CR 702.164b) in poison counters.
                let toxic = if combat { self.total_toxic(source) } else { 0 };
                if toxic > 0 {
                    let poison = &mut self.players[p.index()].poison;
                    *poison = poison.saturating_add(toxic);
                }
                if self.damage_source_has(source, &Keyword::Infect) {
                    // CR 120.3b, 702.90b: damage from a source with infect gives that many
                    // poison counters instead of life loss.
                    let poison = &mut self.players[p.index()].poison;
                    *poison = poison.saturating_add(amount);
                    self.note_player_damage(source, p, amount);
                    self.log(Event::Damage { source, to, amount });
                    return amount;
                }
                // CR 120.3a: damage to a player causes that much life loss.
                // Life is an `i32`: the loss is taken in `i64` and the result saturates at
                // `i32::MIN` (a player at the bottom stays there; they have lost anyway, 704.5a).
                let life = self.players[p.index()].life;
                let mut after = saturate_life(i64::from(life) - i64::from(amount));
                if after < 1 && life >= 1 && self.life_floor_one(p) {
                    after = 1; // CR 614.1a: "reduces it to 1 instead" (Worship).
                }
                self.players[p.index()].life = after;
                self.note_player_damage(source, p, amount);
                // CR 120.3a, 119.3: the damage is life lost, as one event of this source.
                self.life_triggers(p, life.saturating_sub(after), false);
                if combat && self.object(source).card.name != String::new() && self.is_commander(source) {
                    let name = self.object(source).card.name.clone();
                    let cd = &mut self.players[p.index()].commander_damage;
                    match cd.iter_mut().find(|(n, _)| *n == name) {
                        Some(e) => e.1 = e.1.saturating_add(amount),
                        None => cd.push((name, amount)),
                    }
                }
            }
            Target::Object(o) => {
                if !self.on_battlefield(o) {
                    return 0;
                }
                let ch = self.characteristics(o);
                if ch.is(CardType::Battle) {
                    // CR 120.3h, 310.6: damage to a battle removes defense counters; the last
                    // one removed triggers a Siege's ability (310.11b).
                    self.remove_counters(o, &CounterKind::Defense, amount);
                }
                if ch.is(CardType::Planeswalker) && !ch.is(CardType::Creature) {
                    // CR 120.3c: damage to a planeswalker removes loyalty counters.
                    self.objects[o.index()].add_counters(&CounterKind::Loyalty, -(amount as i64));
                } else if !ch.is(CardType::Battle) || ch.is(CardType::Creature) {
                    if ch.is(CardType::Planeswalker) {
                        self.objects[o.index()].add_counters(&CounterKind::Loyalty, -(amount as i64));
                    }
                    if self.damage_source_has(source, &Keyword::Wither)
                        || self.damage_source_has(source, &Keyword::Infect)
                    {
                        // CR 120.3d, 702.80a, 702.90c: damage from a source with wither or
                        // infect puts that many -1/-1 counters on the creature instead.
                        self.objects[o.index()].add_counters(&CounterKind::MinusOne, i64::from(amount));
                        self.counters_put_triggers(o, &CounterKind::MinusOne, amount);
                    } else {
                        // CR 120.3e: damage to a creature is marked on it.
                        // Marked damage saturates at `u32::MAX` (lethal to any toughness).
                        let marked = &mut self.objects[o.index()].damage;
                        *marked = marked.saturating_add(amount);
                    }
                    self.note_damaged_by(o, source);
                    if self.damage_source_has(source, &Keyword::Deathtouch) {
                        self.objects[o.index()].deathtouch_damaged = true;
                    }
                }
            }
        }
        self.log(Event::Damage { source, to, amount });
        amount
    }

    /// Whether damage from `source` has keyword `k` (deathtouch, lifelink): as the source last
    /// existed on the battlefield if it has left it (CR 702.2e, 702.15c), otherwise as it is
    /// now, in whatever zone it deals damage from (CR 702.2d, 702.15d).
    pub(crate) fn damage_source_has(&self, source: ObjectId, k: &Keyword) -> bool {
        let o = self.object(source);
        match (&o.moved_to, &o.left_keywords) {
            (Some(_), Some(ks)) => ks.contains(k),
            _ => self.characteristics(source).has(k),
        }
    }

    /// The sum of the N of each toxic ability the damage source has (CR 702.164b), read like
    /// [`Game::damage_source_has`].
    fn total_toxic(&self, source: ObjectId) -> u32 {
        let o = self.object(source);
        let now;
        let keywords = match (&o.moved_to, &o.left_keywords) {
            (Some(_), Some(ks)) => ks,
            _ => {
                now = self.characteristics(source).keywords;
                &now
            }
        };
        keywords.iter().map(|k| if let Keyword::Toxic(n) = k { *n } else { 0 }).fold(0u32, u32::saturating_add)
    }

    /// Whether an object is a commander (its card started in the command zone, CR 903.3).
    pub(crate) fn is_commander(&self, id: ObjectId) -> bool {
        // The card itself: a commander with its back face up (CR 712.8e-f) is still the
        // commander, a copy of one isn't (CR 903.3).
        let name = &self.object(id).card_itself().name;
        self.config.format == crate::state::config::Format::Commander
            && self.config.players.iter().any(|p| p.command.iter().any(|c| c.name == *name))
    }

    /// A player gains life (CR 119.3).
    pub(crate) fn gain_life(&mut self, p: PlayerId, n: i32) {
        if n <= 0 || self.no_life_gain(p) {
            return;
        }
        let n = self.replace_life_gain(p, n);
        // Saturates at `i32::MAX`: no amount of life gained wraps a total negative.
        let pl = &mut self.players[p.index()];
        pl.life = pl.life.saturating_add(n);
        pl.life_gained_this_turn = pl.life_gained_this_turn.saturating_add(n);
        self.log(Event::LifeGained { player: p, amount: n });
        self.life_triggers(p, n, true);
    }

    /// "Whenever [a player] gains/loses life" (CR 119.10: each source's gain or loss is one
    /// event, "that much" is its amount; 0 is no event).
    fn life_triggers(&mut self, p: PlayerId, n: i32, gained: bool) {
        let Ok(amount @ 1..) = u32::try_from(n) else { return };
        self.collect_triggers_with(Some(Target::Player(p)), amount, |g, ev, _s, you| match ev {
            TriggerEvent::Life { who, gain } => *gain == gained && g.player_matches(*who, p, you),
            _ => false,
        });
    }

    /// A player loses life (CR 119.3).
    pub(crate) fn lose_life(&mut self, p: PlayerId, n: i32) {
        if n <= 0 {
            return;
        }
        // Saturates at `i32::MIN`: no loss wraps a total positive.
        let life = &mut self.players[p.index()].life;
        *life = life.saturating_sub(n);
        self.log(Event::LifeLost { player: p, amount: n });
        self.life_triggers(p, n, false);
    }

    /// Destroys a permanent (CR 701.8): indestructible ones survive (CR 702.12b), a
    /// regeneration shield, a shield counter or an Aura's umbra armor replaces it (CR 701.19,
    /// 122.1c, 702.89a; when several could, they apply in that order: shield counter, umbra
    /// armor, regeneration, rather than in the order the controller chooses, CR 616.1). Returns whether
    /// it was destroyed.
    pub(crate) fn destroy(&mut self, id: ObjectId, no_regeneration: bool) -> bool {
        self.destroy_as(id, no_regeneration, true)
    }

    /// Destroys a permanent, `by_effect` or by a state-based action (CR 704.5g-h), which a
    /// shield counter doesn't stop (CR 122.1c: "as the result of an effect").
    pub(crate) fn destroy_as(&mut self, id: ObjectId, no_regeneration: bool, by_effect: bool) -> bool {
        if self.characteristics(id).has(&Keyword::Indestructible) {
            return false;
        }
        if by_effect && self.shield_counter_replaces_destruction(id) {
            return false;
        }
        // CR 702.89a: by an effect or a state-based action (lethal damage, deathtouch).
        if self.umbra_armor_replaces_destruction(id) {
            return false;
        }
        // CR 701.19c: "can't be regenerated" (from the destroying effect, or an effect on the
        // permanent) means its regeneration shields don't replace this destruction.
        let no_regeneration = no_regeneration || self.characteristics(id).restricted(Restriction::CantBeRegenerated);
        if !no_regeneration && self.objects[id.index()].regeneration_shields > 0 {
            let o = &mut self.objects[id.index()];
            o.regeneration_shields -= 1;
            o.damage = 0;
            o.deathtouch_damaged = false;
            // CR 701.19a: regenerating taps it (it "becomes tapped", CR 603.2e).
            self.tap_permanent(id);
            // CR 701.19c, 506.4: a regenerated creature is removed from combat.
            self.remove_from_combat(id);
            return false;
        }
        self.move_object(id, Zone::Graveyard);
        true
    }

    /// Sacrifices a permanent: it goes to its owner's graveyard (CR 701.21a).
    pub(crate) fn sacrifice(&mut self, id: ObjectId) {
        if self.on_battlefield(id) {
            self.move_object(id, Zone::Graveyard);
        }
    }
}

/// A life total computed in `i64`, brought back to the `i32` a player's life is kept in:
/// it saturates at `i32::MIN` and `i32::MAX` instead of wrapping.
pub(crate) fn saturate_life(life: i64) -> i32 {
    life.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}
