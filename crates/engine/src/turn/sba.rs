//! State-based actions (CR 704), checked to a fixpoint before a player gets priority.

use crate::casting::actions::aura_target;
use crate::ir::CounterKind;
use crate::ir::{CardType, Supertype, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game};
use crate::state::pending::Pending;

impl Game {
    /// Performs state-based actions until none apply (CR 704.3). May stop to ask a player
    /// which legendary permanent to keep (CR 704.5j).
    pub(crate) fn check_state_based_actions(&mut self) {
        self.sba_happened = false;
        self.end_lapsed_effects();
        // CR 506.4: attackers and blockers that stopped being creatures or changed controller
        // are removed from combat (not a state-based action, but it happens at once).
        self.prune_combat();
        // CR 702.145c, f: daybound and nightbound permanents turn over at once (not a
        // state-based action either).
        self.turn_bound_permanents();
        for _ in 0..1000 {
            if self.result.is_some() || self.decision.is_some() {
                return;
            }
            // The check reads every permanent's characteristics: computed once, and kept
            // while nothing happens (for the legal actions too); `sba_check` forgets them
            // before it changes anything (`continuous/layer_cache.rs`).
            self.ensure_layer_cache();
            if !self.sba_once() {
                return;
            }
            self.sba_happened = true;
        }
    }

    /// One simultaneous check (CR 704.3): the permanents it puts into graveyards leave in one
    /// event (`together`). Returns whether anything happened.
    fn sba_once(&mut self) -> bool {
        self.together(Game::sba_check)
    }

    /// The state-based actions of one check (CR 704.3).
    fn sba_check(&mut self) -> bool {
        let mut happened = false;
        // Players (CR 704.5a-c, 704.6c).
        let mut losers: Vec<(PlayerId, &'static str)> = Vec::new();
        for p in self.living_players().collect::<Vec<_>>() {
            let pl = &self.players[p.index()];
            if pl.life <= 0 {
                losers.push((p, "0 or less life (CR 704.5a)"));
            } else if pl.drew_from_empty {
                losers.push((p, "drew from an empty library (CR 704.5b)"));
            } else if pl.poison >= 10 {
                losers.push((p, "ten or more poison counters (CR 704.5c)"));
            } else if self.config.format == crate::state::config::Format::Commander
                && pl.commander_damage.iter().any(|(_, n)| *n >= 21)
            {
                losers.push((p, "21 or more combat damage from one commander (CR 704.6c)"));
            }
        }
        if !losers.is_empty() {
            self.layer_cache.forget();
            // Simultaneous: if everyone loses at once, the game is a draw (CR 104.4a).
            let living = self.living_players().count();
            if losers.len() == living {
                for (p, why) in &losers {
                    self.players[p.index()].lost = true;
                    self.log(crate::state::log::Event::Lost { player: *p, reason: why.to_string() });
                }
                self.end_game(crate::state::game::GameResult::Draw);
                return true;
            }
            for (p, why) in losers {
                self.player_loses(p, why);
            }
            return true;
        }
        // Permanents (CR 704.5f-m).
        let mut to_graveyard: Vec<ObjectId> = Vec::new();
        let mut to_destroy: Vec<ObjectId> = Vec::new();
        let mut to_sacrifice: Vec<ObjectId> = Vec::new();
        let mut reprotect: Vec<ObjectId> = Vec::new();
        for &id in &self.battlefield {
            let ch = self.characteristics_cow(id);
            let o = self.object(id);
            if ch.is(CardType::Creature) {
                if ch.toughness <= 0 {
                    to_graveyard.push(id); // CR 704.5f
                    continue;
                }
                if o.damage > 0 && (i64::from(o.damage) >= i64::from(ch.toughness) || o.deathtouch_damaged) {
                    to_destroy.push(id); // CR 704.5g, 704.5h
                    continue;
                }
            }
            if ch.is(CardType::Planeswalker) && o.counter(&CounterKind::Loyalty) == 0 {
                to_graveyard.push(id); // CR 704.5i
                continue;
            }
            if ch.is(CardType::Battle) {
                // CR 704.5v, 310.7: no defense, unless it is the source of a triggered
                // ability still waiting or on the stack (a defeated Siege's, 310.11b).
                if o.counter(&CounterKind::Defense) == 0 && !self.waiting_trigger_from(id) {
                    to_graveyard.push(id);
                    continue;
                }
                // CR 704.5w, 310.10: no legal protector, while it isn't being attacked.
                let attacked = self.combat.attackers.iter().any(|(_, d)| *d == Target::Object(id));
                if !attacked && !self.protector_is_legal(id) {
                    reprotect.push(id);
                }
            }
            if ch.subtypes.iter().any(|s| s == "Saga") && self.saga_finished(id) {
                to_sacrifice.push(id); // CR 714.4
                continue;
            }
            if aura_target(&o.card).is_some() {
                // CR 704.5m: an Aura not attached to a legal object.
                let ok =
                    o.attached_to.is_some_and(|host| self.on_battlefield(host) && self.aura_could_enchant(id, host));
                if !ok {
                    to_graveyard.push(id);
                }
            }
        }
        // CR 310.10: its controller chooses a new protector; if none can be, it goes to its
        // owner's graveyard.
        for id in reprotect {
            self.layer_cache.forget();
            if !self.choose_protector_again(id) {
                to_graveyard.push(id);
            }
            happened = true;
        }
        // CR 704.5q: +1/+1 and -1/-1 counters annihilate.
        for &id in &self.battlefield.clone() {
            let o = &self.objects[id.index()];
            let (plus, minus) = (o.counter(&CounterKind::PlusOne), o.counter(&CounterKind::MinusOne));
            if plus > 0 && minus > 0 {
                self.layer_cache.forget();
                let n = plus.min(minus) as i64;
                let o = &mut self.objects[id.index()];
                o.add_counters(&CounterKind::PlusOne, -n);
                o.add_counters(&CounterKind::MinusOne, -n);
                happened = true;
            }
        }
        for id in self.battlefield.clone() {
            if aura_target(&self.objects[id.index()].card).is_some() {
                continue;
            }
            // CR 704.5n: Equipment attached to an illegal permanent (not a creature, or one
            // with protection from it, CR 702.16d) becomes unattached. CR 704.5p: so does a
            // permanent that is no Aura, Equipment or Fortification (an Equipment transformed
            // into a land, CR 701.27).
            let illegal = self.objects[id.index()].attached_to.is_some_and(|h| {
                let ch = self.characteristics_cow(id);
                let is = |t: &str| ch.subtypes.iter().any(|s| s == t);
                let equipment = is("Equipment");
                !self.on_battlefield(h)
                    || !equipment && !is("Aura") && !is("Fortification")
                    || equipment && {
                        let host = self.characteristics(h);
                        !host.is(CardType::Creature) || self.protection_against(&host, id).is_some()
                    }
            });
            if illegal {
                self.layer_cache.forget();
                self.objects[id.index()].attached_to = None;
                happened = true;
            }
        }
        if !(to_graveyard.is_empty() && to_sacrifice.is_empty() && to_destroy.is_empty()) {
            self.layer_cache.forget();
        }
        for id in &to_graveyard {
            if self.on_battlefield(*id) {
                self.move_object(*id, Zone::Graveyard);
                happened = true;
            }
        }
        for &id in &to_sacrifice {
            if self.on_battlefield(id) {
                self.sacrifice(id);
                happened = true;
            }
        }
        for id in &to_destroy {
            if self.on_battlefield(*id) && self.destroy_as(*id, false, false) {
                happened = true;
            } else if self.on_battlefield(*id) {
                // Regenerated or indestructible: the damage stays, but nothing more happens.
                let o = &self.objects[id.index()];
                if o.damage == 0 {
                    happened = true;
                }
            }
        }
        if happened {
            return true;
        }
        // CR 704.5j: the legend rule asks the controller which one to keep.
        if let Some((p, group)) = self.legend_rule_violation() {
            let kind = DecisionKind::ChooseObjects {
                reason: "legend rule: choose the legendary permanent to keep (CR 704.5j)".into(),
                from: group,
                min: 1,
                max: 1,
            };
            self.ask(Decision { player: p, kind }, Pending::LegendRule);
            self.flow = Flow::Waiting;
            return false;
        }
        // CR 903.9a: a commander put into a graveyard or exile since the last check: its
        // owner may put it into the command zone (a state-based action with a choice).
        if let Some(c) = self.stray_commander() {
            let owner = self.object(c).owner;
            let zone = self.object(c).zone.name();
            let prompt =
                format!("put your commander {} from the {zone} into the command zone? (CR 903.9a)", self.name(c));
            self.ask(Decision { player: owner, kind: DecisionKind::YesNo { prompt } }, Pending::CommanderZone(c));
            self.flow = Flow::Waiting;
            return false;
        }
        false
    }

    /// Whether `id` is the source of a triggered ability that has triggered but not yet left
    /// the stack (CR 310.7).
    fn waiting_trigger_from(&self, id: ObjectId) -> bool {
        self.triggers.iter().chain(&self.trigger_queue).any(|t| t.source == id)
            || self.stack.iter().any(|s| {
                !s.is_spell
                    && s.source == id
                    && matches!(s.card.abilities.get(s.ability), Some(crate::ir::Ability::Triggered(_)))
            })
    }

    /// A commander in a graveyard or exile whose owner hasn't chosen to leave it there.
    fn stray_commander(&self) -> Option<ObjectId> {
        if self.config.format != crate::state::config::Format::Commander {
            return None;
        }
        self.living_players().find_map(|p| {
            let pl = &self.players[p.index()];
            pl.graveyard
                .iter()
                .chain(pl.exile.iter())
                .copied()
                .find(|&c| self.is_commander(c) && !self.commander_declined.contains(&c))
        })
    }

    /// The owner's answer for a commander in a graveyard or exile (CR 903.9a).
    pub(crate) fn answer_commander_zone(&mut self, c: ObjectId, a: Answer) -> Result<(), IllegalAction> {
        let Answer::YesNo(yes) = a else {
            return Err(IllegalAction::new(
                "903.9a",
                format!("answer yes or no, not {}", crate::game::door::answer_name(&a)),
            ));
        };
        self.answered();
        if yes {
            self.move_object(c, Zone::Command);
        } else {
            // A zone change makes a new object (CR 400.7), so it is asked again next time.
            self.commander_declined.push(c);
        }
        self.flow = Flow::Priority;
        Ok(())
    }

    /// Two or more legendary permanents with the same name controlled by one player.
    fn legend_rule_violation(&self) -> Option<(PlayerId, Vec<ObjectId>)> {
        let mut seen: Vec<(PlayerId, String, Vec<ObjectId>)> = Vec::new();
        for &id in &self.battlefield {
            // No continuous effect changes supertypes (they are the card's, none face down),
            // so only a legendary card needs its characteristics computed.
            let o = self.object(id);
            if o.face_down || !o.card.supertypes.contains(&Supertype::Legendary) {
                continue;
            }
            let ch = self.characteristics(id);
            if !ch.supertypes.contains(&Supertype::Legendary) || ch.name.is_empty() {
                continue;
            }
            match seen.iter_mut().find(|(p, n, _)| *p == ch.controller && *n == ch.name) {
                Some(e) => e.2.push(id),
                None => seen.push((ch.controller, ch.name.clone(), vec![id])),
            }
        }
        seen.into_iter().find(|(_, _, v)| v.len() > 1).map(|(p, _, v)| (p, v))
    }

    /// The player chose which legendary permanent to keep; the others go to the graveyard.
    pub(crate) fn answer_legend_rule(&mut self, d: &Decision, a: Answer) -> Result<(), IllegalAction> {
        let (DecisionKind::ChooseObjects { from: group, min, max, .. }, Answer::Cards(chosen)) = (&d.kind, &a) else {
            return Err(crate::game::door::misfit(&d.kind, &a));
        };
        crate::game::door::validate_choice(group, *min, *max, chosen)?;
        let keep = chosen[0];
        self.answered();
        for &id in group {
            if id != keep {
                self.move_object(id, Zone::Graveyard);
            }
        }
        self.flow = Flow::Priority;
        Ok(())
    }
}

impl Game {
    /// Whether the Aura could legally be attached to the host (CR 303.4, 704.5m): the host
    /// is what its enchant ability allows, without protection from it (702.16c), and within
    /// its controller's range of influence (801.8).
    pub(crate) fn aura_could_enchant(&self, aura: ObjectId, host: ObjectId) -> bool {
        let Some(spec) = aura_target(&self.objects[aura.index()].card) else { return false };
        let controller = self.controller(aura);
        let (_, f) = spec.objects.as_ref().expect("aura targets objects");
        self.matches(f, host, aura, controller)
            && !self.protected_from(&sparing(self.characteristics(host).keywords, aura), aura)
            && self.in_range(controller, self.controller(host))
    }

    /// Whether the permanent could legally be attached to the host (CR 701.3b): an Aura as
    /// [`Game::aura_could_enchant`] says; an Equipment to a creature without protection from
    /// it (CR 301.5c, 702.16d), if it isn't a creature itself; a Fortification to a land
    /// (CR 301.6); nothing else.
    pub(crate) fn could_be_attached(&self, what: ObjectId, host: ObjectId) -> bool {
        if aura_target(&self.objects[what.index()].card).is_some() {
            return self.aura_could_enchant(what, host);
        }
        let ch = self.characteristics(what);
        let is = |t: &str| ch.subtypes.iter().any(|s| s == t);
        let host_ch = self.characteristics(host);
        if is("Equipment") {
            return !ch.is(CardType::Creature)
                && host_ch.is(CardType::Creature)
                && self.protection_against(&host_ch, what).is_none();
        }
        is("Fortification") && host_ch.is(CardType::Land)
    }
}

/// The keywords of an Aura's host that act on that Aura: a protection that says it doesn't
/// remove this Aura doesn't (CR 702.16n); other instances of the same protection still do.
fn sparing(mut keywords: Vec<crate::ir::Keyword>, aura: ObjectId) -> Vec<crate::ir::Keyword> {
    keywords.retain(|k| !matches!(k, crate::ir::Keyword::ProtectionSparing(_, Some(a)) if *a == aura));
    keywords
}
