//! Damage, life, destruction and sacrifice (CR 120, 119, 701.8, 701.21).

use crate::ability::{CounterKind, TriggerEvent};
use crate::decision::Target;
use crate::ids::{ObjectId, PlayerId};
use crate::log::Event;
use crate::state::Game;
use crate::types::{CardType, Keyword, Zone};

impl Game {
    /// `source` deals `amount` damage to `to` (CR 120.3). Returns the damage actually dealt.
    pub(crate) fn deal_damage(&mut self, source: ObjectId, to: Target, amount: u32, combat: bool) -> u32 {
        // CR 615, 616.1: prevention effects apply first; what is left is dealt.
        let amount = if amount == 0 { 0 } else { self.apply_prevention(source, to, amount, combat) };
        if amount == 0 {
            return 0;
        }
        let src = self.characteristics(source);
        let src_controller = self.controller(source);
        match to {
            Target::Player(p) => {
                if self.players[p.index()].lost {
                    return 0;
                }
                // CR 120.3a: damage to a player causes that much life loss.
                let life = self.players[p.index()].life;
                let mut after = life - amount as i32;
                if after < 1 && life >= 1 && self.life_floor_one(p) {
                    after = 1; // CR 614.1a: "reduces it to 1 instead" (Worship).
                }
                self.players[p.index()].life = after;
                if combat && self.object(source).card.name != String::new() && self.is_commander(source) {
                    let name = self.object(source).card.name.clone();
                    let cd = &mut self.players[p.index()].commander_damage;
                    match cd.iter_mut().find(|(n, _)| *n == name) {
                        Some(e) => e.1 += amount,
                        None => cd.push((name, amount)),
                    }
                }
            }
            Target::Object(o) => {
                if !self.on_battlefield(o) {
                    return 0;
                }
                let ch = self.characteristics(o);
                if ch.is(CardType::Planeswalker) && !ch.is(CardType::Creature) {
                    // CR 120.3c: damage to a planeswalker removes loyalty counters.
                    self.objects[o.index()].add_counters(&CounterKind::Loyalty, -(amount as i64));
                } else {
                    if ch.is(CardType::Planeswalker) {
                        self.objects[o.index()].add_counters(&CounterKind::Loyalty, -(amount as i64));
                    }
                    // CR 120.3e: damage to a creature is marked on it.
                    self.objects[o.index()].damage += amount;
                    if src.has(&Keyword::Deathtouch) {
                        self.objects[o.index()].deathtouch_damaged = true;
                    }
                }
            }
        }
        self.log(Event::Damage { source, to, amount });
        // CR 120.3f, 702.15b: lifelink.
        if src.has(&Keyword::Lifelink) {
            self.gain_life(src_controller, amount as i32);
        }
        let dealt_to_player = matches!(to, Target::Player(_));
        self.collect_triggers(Some(to), |g, ev, s, you| match ev {
            TriggerEvent::DealsDamage(f) => g.matches(f, source, s, you),
            TriggerEvent::DealsCombatDamageToPlayer(f) => combat && dealt_to_player && g.matches(f, source, s, you),
            TriggerEvent::DealsDamageToPlayer(f) => dealt_to_player && g.matches(f, source, s, you),
            TriggerEvent::IsDealtDamage(f) => match to {
                Target::Object(o) => g.matches(f, o, s, you),
                _ => false,
            },
            _ => false,
        });
        amount
    }

    /// Whether an object is a commander (its card started in the command zone, CR 903.3).
    pub(crate) fn is_commander(&self, id: ObjectId) -> bool {
        let name = &self.object(id).card.name;
        self.config.format == crate::config::Format::Commander
            && self.config.players.iter().any(|p| p.command.iter().any(|c| c.name == *name))
    }

    /// A player gains life (CR 119.3).
    pub(crate) fn gain_life(&mut self, p: PlayerId, n: i32) {
        if n <= 0 || self.no_life_gain(p) {
            return;
        }
        self.players[p.index()].life += n;
        self.players[p.index()].life_gained_this_turn += n;
        self.log(Event::LifeGained { player: p, amount: n });
        self.collect_triggers(Some(Target::Player(p)), |g, ev, _s, you| match ev {
            TriggerEvent::GainsLife(pf) => g.player_matches(*pf, p, you),
            _ => false,
        });
    }

    /// A player loses life (CR 119.3).
    pub(crate) fn lose_life(&mut self, p: PlayerId, n: i32) {
        if n <= 0 {
            return;
        }
        self.players[p.index()].life -= n;
        self.log(Event::LifeLost { player: p, amount: n });
    }

    /// Destroys a permanent (CR 701.8): indestructible ones survive (CR 702.12b), a
    /// regeneration shield replaces it (CR 701.19). Returns whether it was destroyed.
    pub(crate) fn destroy(&mut self, id: ObjectId, no_regeneration: bool) -> bool {
        if self.characteristics(id).has(&Keyword::Indestructible) {
            return false;
        }
        if !no_regeneration && self.objects[id.index()].regeneration_shields > 0 {
            let o = &mut self.objects[id.index()];
            o.regeneration_shields -= 1;
            o.tapped = true;
            o.damage = 0;
            o.deathtouch_damaged = false;
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
