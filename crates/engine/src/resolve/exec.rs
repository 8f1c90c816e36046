//! Executing one instruction of an ability program (the interpreter's opcodes).

use crate::ir::ManaType;
use crate::ir::Zone;
use crate::ir::{Instr, LayerEffect, ManaProduce};
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::{ContinuousEffect, Game, Resolution};
use crate::state::in_progress::AuraEntry;
use crate::state::shields::PreventionKind;
use rand::Rng;

impl Game {
    /// Runs one (non-block) instruction. Returns `Ask` when it needs a player's answer.
    pub(crate) fn exec(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        let src = res.item.source;
        let you = res.item.controller;
        match instr {
            Instr::DealDamage { amount, to } => {
                let n = self.eval_amount(amount, res).max(0) as u32;
                let targets = self.resolve_ref(to, res);
                // One damage event for all its recipients (CR 120.3, 603.2c).
                let hits: Vec<_> = targets.iter().map(|t| (src, *t, n)).collect();
                res.done = self.deal_damage_event(&hits, false).iter().sum();
                res.affected = targets;
            }
            Instr::DealDamageEach { amount, to } => self.deal_damage_each(amount, to, res),
            Instr::DealDamageHits { hits } => {
                // CR 120.3: every recipient is dealt its damage simultaneously, one event.
                let mut all = Vec::new();
                for (amount, to) in hits {
                    let n = self.eval_amount(amount, res).max(0) as u32;
                    all.extend(self.resolve_ref(to, res).into_iter().map(|t| (src, t, n)));
                }
                res.done = self.deal_damage_event(&all, false).iter().sum();
                res.affected = all.iter().map(|h| h.1).collect();
            }
            Instr::DealDividedDamage { to, .. } => {
                // CR 601.2d: the division was fixed as the spell was cast; CR 608.2b: an
                // illegal target (no longer among the targets) is dealt none.
                let targets = self.resolve_ref(to, res);
                // One damage event for all its recipients (CR 120.3, 603.2c).
                let hits: Vec<_> = targets
                    .iter()
                    .map(|t| (src, *t, res.item.divided.iter().find(|(x, _)| x == t).map_or(0, |(_, n)| *n)))
                    .collect();
                res.done = self.deal_damage_event(&hits, false).iter().sum();
                res.affected = targets;
            }
            Instr::DealDamageBy { by, amount, to } => {
                let n = self.eval_amount(amount, res).max(0) as u32;
                let Some(Target::Object(source)) = self.resolve_ref(by, res).first().copied() else {
                    return Step::Done;
                };
                let targets = self.resolve_ref(to, res);
                let hits: Vec<_> = targets.iter().map(|t| (source, *t, n)).collect();
                res.done = self.deal_damage_event(&hits, false).iter().sum();
                res.affected = targets;
            }
            Instr::Draw { who, amount } => {
                // The cards drawn are the affected objects ("if you do", CR 608.2c).
                let n = self.eval_amount(amount, res).max(0) as u32;
                let mut drawn = Vec::new();
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    let before = self.players[p.index()].drawn_this_turn.len();
                    self.draw_cards(p, n);
                    drawn.extend(self.players[p.index()].drawn_this_turn[before..].iter().map(|&c| Target::Object(c)));
                }
                res.affected = drawn;
            }
            Instr::TurnEffect { who, effect } => self.exec_turn_effect(who, effect, res),
            Instr::CantCastSpellsThisTurn { who } => {
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    self.players[p.index()].cant_cast_this_turn = true;
                }
            }
            Instr::PayLife { amount } => {
                // CR 119.4: a player can pay life only if their life total is at least the amount.
                let n = self.eval_amount(amount, res).max(0);
                let life = self.players[you.index()].life;
                res.affected = if n <= life {
                    self.lose_life(you, n);
                    vec![Target::Player(you)]
                } else {
                    vec![]
                };
            }
            Instr::GainLife { who, amount } => {
                let n = self.eval_amount(amount, res);
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    self.gain_life(p, n);
                }
            }
            Instr::LoseLife { who, amount } => {
                let n = self.eval_amount(amount, res);
                res.done = 0;
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    self.lose_life(p, n);
                    // CR 119.3, 608.2h: "the life lost this way".
                    res.done += n.max(0) as u32;
                }
            }
            Instr::Destroy { what, no_regeneration } => {
                let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
                let mut done = Vec::new();
                for o in objs {
                    if self.on_battlefield(o) && self.destroy(o, *no_regeneration) {
                        done.push(Target::Object(o));
                    }
                }
                res.affected = done;
            }
            Instr::Exile { what } => {
                self.move_refs(what, res, Zone::Exile);
                // CR 607.2a: remember what this source exiled, for "exiled with ~".
                for o in self.objects_of(&res.affected) {
                    self.objects[o.index()].exiled_by = Some(src);
                }
            }
            Instr::ReturnToHand { what } => {
                // CR 903.9b (a commander may go to the command zone instead) is a
                // replacement effect applied by `move_object_to`.
                self.move_refs(what, res, Zone::Hand)
            }
            Instr::PutIntoGraveyard { what } => self.move_refs(what, res, Zone::Graveyard),
            Instr::PutOntoBattlefield { what, under, tapped } => {
                let who = Self::players_of(&self.resolve_ref(under, res)).first().copied().unwrap_or(you);
                let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
                // "under its owner's control": each card's own owner.
                let owners = matches!(under, crate::ir::Ref::OwnerOf(_));
                let placed: Vec<(ObjectId, PlayerId)> =
                    objs.iter().map(|&o| (o, if owners { self.object(o).owner } else { who })).collect();
                // CR 303.4f-g: an Aura's host is chosen as it enters, by the player it enters
                // under.
                let entries = match self.choose_aura_hosts(&placed, res) {
                    Ok(e) => e,
                    Err(ask) => return ask,
                };
                let mut moved = Vec::new();
                for ((o, who), (_, entry)) in placed.into_iter().zip(entries) {
                    if entry == AuraEntry::Stays {
                        continue;
                    }
                    if let Some(n) = self.move_object_to(o, Zone::Battlefield, Some(who), false) {
                        // "tapped" adds to how it enters; it doesn't undo the card's own
                        // "enters the battlefield tapped" (CR 614.1c, 614.12).
                        if *tapped {
                            self.objects[n.index()].tapped = true;
                        }
                        if let AuraEntry::Attached(h) = entry {
                            self.objects[n.index()].attached_to = Some(h);
                        }
                        moved.push(Target::Object(n));
                    }
                }
                res.affected = moved;
            }
            Instr::Sacrifice { who, filter, count } => {
                let n = self.eval_amount(count, res).max(0) as usize;
                let players = Self::players_of(&self.resolve_ref(who, res));
                // Each player in turn chooses what to sacrifice (CR 701.21a); `sub` remembers
                // who is done when the program waits for an answer.
                for (k, &p) in players.iter().enumerate().skip(res.sub) {
                    let candidates: Vec<ObjectId> = self
                        .battlefield
                        .iter()
                        .copied()
                        .filter(|&id| self.controller(id) == p && self.matches(filter, id, src, p))
                        .collect();
                    let chosen = match choose(res, p, format!("sacrifice {n}"), candidates, n, n) {
                        Ok(c) => c,
                        Err(ask) => return ask,
                    };
                    if k == 0 {
                        res.affected.clear();
                    }
                    for c in chosen {
                        self.sacrifice(c);
                        // "If you do" (CR 608.2c): what was sacrificed.
                        res.affected.push(Target::Object(c));
                    }
                    res.sub = k + 1;
                }
            }
            Instr::Pump { what, power, toughness, duration } => {
                let p = self.eval_amount(power, res);
                let t = self.eval_amount(toughness, res);
                let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
                self.add_effect(src, you, objs, LayerEffect::ModifyPowerToughness(p, t), *duration);
            }
            Instr::Modify { what, effect, duration } => {
                let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
                // CR 613.1b: "gain control" locks in the player who controls the ability.
                let effect = if *effect == LayerEffect::ControlledByYou {
                    LayerEffect::ControlledBy(you)
                } else {
                    effect.clone()
                };
                // CR 611.2c, 607.2d: a chosen value is fixed when the effect begins.
                if let Some(effect) = self.with_chosen(&effect, src) {
                    self.add_effect(src, you, objs, effect, *duration);
                }
            }
            Instr::ChangeText { what, kinds, except, duration } => {
                return self.exec_change_text(what, kinds, except, *duration, res)
            }
            Instr::AddMana(produce) => return self.add_mana(you, produce, res),
            Instr::DamageCantBePreventedThisTurn => self.damage_unpreventable = true,
            Instr::NoLifeGainThisTurn => self.no_life_gain_this_turn = true,
            Instr::NextDrawInstead(instead) => self.draw_shields.push(crate::state::shields::DrawShield {
                source: src,
                player: you,
                instead: instead.clone(),
            }),
            Instr::AddManaTo { who, produce } => {
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    if let ask @ Step::Ask(_) = self.add_mana(p, produce, res) {
                        return ask;
                    }
                }
            }
            Instr::RevealHand { .. }
            | Instr::ChooseCards { .. }
            | Instr::DiscardCards { .. }
            | Instr::RevealTop { .. }
            | Instr::ArrangeTop { .. }
            | Instr::PutOnLibrary { .. } => return self.exec_cards(instr, res),
            Instr::RevealUntil { .. } => return self.exec_reveal_until(instr, res),
            Instr::LookAtCards { what } => return self.exec_look_at_cards(what, res),
            Instr::Tap { what } => {
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    self.tap_permanent(o);
                }
            }
            Instr::Untap { what } => {
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    self.objects[o.index()].tapped = false;
                }
            }
            Instr::Provoke { what } => {
                // CR 702.39a: untap it; it blocks the source this combat if able.
                let attacker = res.item.source;
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    self.objects[o.index()].tapped = false;
                    if !self.combat.provoked.contains(&(o, attacker)) {
                        self.combat.provoked.push((o, attacker));
                    }
                }
            }
            Instr::Counter { what } => {
                for t in self.resolve_ref(what, res) {
                    if let Target::Object(o) = t {
                        // CR 701.6a: a countered spell goes to its owner's graveyard.
                        self.counter_object(o, Zone::Graveyard);
                    }
                }
            }
            Instr::CreateToken { token, count, who } => {
                let n = self.eval_amount(count, res).max(0);
                let mut made = Vec::new();
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    for _ in 0..n {
                        made.push(Target::Object(self.create_token(token.clone(), p)));
                    }
                }
                res.affected = made;
            }
            Instr::AddCounters { what, kind, amount } => {
                let n = self.eval_amount(amount, res);
                for t in self.resolve_ref(what, res) {
                    match t {
                        Target::Object(o) if self.object(o).moved_to.is_none() => {
                            self.objects[o.index()].add_counters(kind, n as i64)
                        }
                        Target::Player(p) if *kind == crate::ir::CounterKind::Poison => {
                            self.players[p.index()].poison += n.max(0) as u32
                        }
                        _ => {}
                    }
                }
            }
            Instr::RemoveCounters { what, kind, amount } => {
                // The affected objects are those that had a counter to remove ("if you can't").
                let n = self.eval_amount(amount, res);
                let mut done = Vec::new();
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    if n > 0 && self.objects[o.index()].counter(kind) > 0 {
                        done.push(Target::Object(o));
                    }
                    self.objects[o.index()].add_counters(kind, -(n as i64));
                }
                res.affected = done;
            }
            Instr::Discard { who, amount, random } => {
                let n = self.eval_amount(amount, res).max(0) as usize;
                if res.sub == 0 {
                    res.affected.clear();
                }
                let players = Self::players_of(&self.resolve_ref(who, res));
                for (k, &p) in players.iter().enumerate().skip(res.sub) {
                    let hand = self.players[p.index()].hand.clone();
                    let chosen: Vec<ObjectId> = if *random && hand.len() > n {
                        let mut h = hand;
                        (0..n).map(|_| h.remove(self.rng.gen_range(0..h.len()))).collect()
                    } else {
                        match choose(res, p, format!("discard {n} card(s)"), hand, n, n) {
                            Ok(c) => c,
                            Err(ask) => return ask,
                        }
                    };
                    for c in chosen {
                        self.discard(p, c);
                        res.affected.push(Target::Object(c));
                    }
                    res.sub = k + 1;
                }
            }
            Instr::Mill { who, amount } => {
                let n = self.eval_amount(amount, res).max(0);
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    for _ in 0..n {
                        let Some(&top) = self.players[p.index()].library.last() else {
                            break;
                        };
                        self.move_object(top, Zone::Graveyard);
                    }
                }
            }
            Instr::Shuffle { who } => {
                for p in Self::players_of(&self.resolve_ref(who, res)) {
                    self.shuffle_library(p);
                }
            }
            Instr::SkipNextUntap { what } => {
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    self.objects[o.index()].skip_untaps += 1;
                }
            }
            Instr::Regenerate { what } => {
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    self.objects[o.index()].regeneration_shields += 1;
                }
            }
            Instr::SearchLibrary { who, filter, count, to, tapped, reveal } => {
                // CR 701.23: search for up to `count` matching cards; finding none is allowed.
                let players = Self::players_of(&self.resolve_ref(who, res));
                for (k, &p) in players.iter().enumerate().skip(res.sub) {
                    res.sub = k + 1;
                    let candidates: Vec<ObjectId> = self.players[p.index()]
                        .library
                        .iter()
                        .rev()
                        .copied()
                        .filter(|&c| self.matches(filter, c, src, p))
                        .collect();
                    if candidates.is_empty() {
                        continue;
                    }
                    let reason = format!("search your library for up to {count} card(s)");
                    let chosen = match choose(res, p, reason, candidates, 0, *count as usize) {
                        Ok(c) => c,
                        Err(ask) => {
                            res.sub = k;
                            return ask;
                        }
                    };
                    let mut moved = Vec::new();
                    for c in chosen {
                        if *reveal {
                            self.log(crate::state::log::Event::Revealed { player: p, card: c });
                        }
                        if *to == Zone::Library {
                            // Found and left in the library (to be put on top later, say).
                            moved.push(Target::Object(c));
                            continue;
                        }
                        let controller = if *to == Zone::Battlefield { Some(p) } else { None };
                        if let Some(n) = self.move_object_to(c, *to, controller, false) {
                            if *tapped {
                                self.objects[n.index()].tapped = true;
                            }
                            moved.push(Target::Object(n));
                        }
                    }
                    res.affected = moved;
                }
            }
            Instr::RedirectDamage(spec) => return self.exec_redirect(spec, res),
            Instr::PreventNextDamageBy { .. }
            | Instr::PreventNextFromObjects { .. }
            | Instr::PreventAllFromChosenSource { .. } => return self.exec_shield(instr, res),
            Instr::PreventAllCombatDamageThisTurn => {
                let kind = PreventionKind::AllThisTurn { to: None, by: None, combat_only: true };
                self.add_prevention(src, you, kind);
            }
            Instr::PreventAllDamageThisTurn { to, by, combat_only } => {
                // CR 615.1a: fixed on the objects and players referred to now.
                let to = to.as_ref().map(|r| self.resolve_ref(r, res));
                let by = by.as_ref().map(|r| self.objects_of(&self.resolve_ref(r, res)));
                self.add_prevention(src, you, PreventionKind::AllThisTurn { to, by, combat_only: *combat_only });
            }
            Instr::PreventNextDamage { to, amount } => {
                // CR 615.7: a shield on each object or player.
                let n = self.eval_amount(amount, res).max(0) as u32;
                for t in self.resolve_ref(to, res) {
                    if n > 0 {
                        self.add_prevention(src, you, PreventionKind::NextN { to: t, remaining: n });
                    }
                }
            }
            Instr::PreventNextFromChosenSource { to, filter } => {
                // CR 609.7a: the source is chosen as the effect is created, on resolution.
                let to: Option<Vec<Target>> = to.as_ref().map(|r| self.resolve_ref(r, res));
                if to.as_ref().is_some_and(|t| t.is_empty()) {
                    return Step::Done;
                }
                let from = self.choosable_sources(filter, src, you);
                if from.is_empty() {
                    return Step::Done;
                }
                let reason =
                    "choose a source: the next time it would deal damage this turn, prevent that damage".to_string();
                let chosen = match choose(res, you, reason, from, 1, 1) {
                    Ok(c) => c,
                    Err(ask) => return ask,
                };
                for from in chosen {
                    match &to {
                        None => self.add_prevention(
                            src,
                            you,
                            PreventionKind::NextFrom { from, to: None, filter: filter.clone() },
                        ),
                        Some(ts) => {
                            for &t in ts {
                                let kind = PreventionKind::NextFrom { from, to: Some(t), filter: filter.clone() };
                                self.add_prevention(src, you, kind);
                            }
                        }
                    }
                }
            }
            Instr::Attach { what, to } => {
                let host =
                    self.objects_in_play(&self.resolve_ref(to, res), res).into_iter().find(|&h| self.on_battlefield(h));
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    if let Some(h) = host {
                        if self.on_battlefield(o) && o != h {
                            self.objects[o.index()].attached_to = Some(h);
                            self.timestamp += 1;
                            self.objects[o.index()].timestamp = self.timestamp;
                        }
                    }
                }
            }
            Instr::EnterAsCopy { of } => {
                // CR 614.1c, 707.5: the controller may choose an object to copy as the
                // permanent enters; it enters with that object's copiable values (707.2:
                // its card, or what that object itself copies, 707.3), not its counters,
                // status or other effects.
                let from: Vec<ObjectId> =
                    self.battlefield.iter().copied().filter(|&o| self.matches(of, o, src, you)).collect();
                let chosen = match choose(res, you, "enter as a copy of (or none)".into(), from, 0, 1) {
                    Ok(c) => c,
                    Err(step) => return step,
                };
                if let Some(&orig) = chosen.first() {
                    let copied = self.object(orig).card.clone();
                    let o = &mut self.objects[src.index()];
                    o.printed = Some(o.card.clone());
                    o.card = copied;
                }
                res.zone_after = None;
                self.move_object_to(src, Zone::Battlefield, Some(you), false);
            }
            Instr::Scry { who, amount } => {
                // CR 701.22a: look at the top N, put any number on the bottom, the rest back on top.
                let n = self.eval_amount(amount, res).max(0) as usize;
                let players = Self::players_of(&self.resolve_ref(who, res));
                for (k, &p) in players.iter().enumerate().skip(res.sub) {
                    res.sub = k + 1;
                    let lib = &self.players[p.index()].library;
                    let top: Vec<ObjectId> = lib.iter().rev().take(n).copied().collect();
                    if top.is_empty() {
                        continue;
                    }
                    let reason = format!("scry {n}: choose the cards to put on the bottom");
                    let bottom = match choose(res, p, reason, top, 0, n) {
                        Ok(c) => c,
                        Err(ask) => {
                            res.sub = k;
                            return ask;
                        }
                    };
                    let lib = &mut self.players[p.index()].library;
                    for c in bottom {
                        lib.retain(|&x| x != c);
                        lib.insert(0, c);
                    }
                }
            }
            Instr::PayCost { who, mana, life, times } => return self.exec_pay_cost(who, mana, *life, times, res),
            Instr::DelayedTrigger { step, program, text } => self.exec_delayed_trigger(*step, program, text, res),
            // CR 104.2b: an effect may state that a player wins the game; the game ends.
            Instr::WinGame => {
                let w = res.item.controller;
                self.players[w.index()].won = true;
                self.end_game(crate::state::game::GameResult::Win(w));
            }
            Instr::Choose(kind) => return self.exec_choose(*kind, res),
            Instr::LookAtTop(look) => return self.exec_look_at_top(look, res),
            Instr::RevealCards { what } => self.exec_reveal_cards(what, res),
            Instr::FlipCoin => self.exec_flip_coin(res),
            Instr::PreventDividedDamage { to, .. } => {
                // CR 601.2d: the division was fixed as the spell was cast; CR 608.2b: an illegal
                // target is no longer among the targets; CR 615.7: a shield on each.
                for t in self.resolve_ref(to, res) {
                    let n = res.item.divided.iter().find(|(x, _)| *x == t).map_or(0, |(_, n)| *n);
                    if n > 0 {
                        self.add_prevention(src, you, PreventionKind::NextN { to: t, remaining: n });
                    }
                }
            }
            Instr::LookAtHand { who } => return self.exec_look_at_hand(who, res),
            Instr::SearchLibraryOf { whose, filter, count, must_find, to } => {
                return self.exec_search_library_of(whose, filter, *count, *must_find, *to, res)
            }
            Instr::CounterTo { what, to } => {
                for t in self.resolve_ref(what, res) {
                    if let Target::Object(o) = t {
                        self.counter_object(o, *to);
                    }
                }
            }
            Instr::CopySpell { what, count, new_targets, by, optional } => {
                return self.exec_copy_spell(what, count, (*new_targets, *optional), by, res)
            }
            Instr::MadnessCast => return self.exec_madness_cast(res),
            Instr::Combat { what, action } => {
                let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
                let done = self.combat_action(*action, objs, src, you);
                res.affected = done.into_iter().map(Target::Object).collect();
            }
            Instr::PhaseOut { what } => {
                let objs = self.objects_of(&self.resolve_ref(what, res));
                for &o in &objs {
                    self.phase_out(o);
                }
                res.affected = objs.into_iter().map(Target::Object).collect();
            }
            Instr::DelayedTriggerAbout { step, about, program, text } => {
                self.exec_delayed_about(*step, about, program, text, res)
            }
            Instr::SacrificeObjects { who, what } => self.exec_sacrifice_objects(who, what, res),
            Instr::TurnFace { what, up } => {
                for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
                    if *up {
                        self.turn_face_up(o, res.item.controller);
                    } else {
                        self.turn_face_down(o);
                    }
                }
            }
            Instr::GiveControl { what, to, duration } => self.exec_give_control(what, to, *duration, res),
            Instr::ExchangeControl { a, b } => self.exec_exchange_control(a, b, res),
            Instr::TapOrUntap { what } => return self.exec_tap_or_untap(what, res),
            Instr::ChangeTarget { spell, only_if, to } => {
                return self.exec_change_target(spell, only_if.as_ref(), to.as_ref(), res)
            }
            Instr::If { .. } | Instr::May { .. } | Instr::ForEach { .. } | Instr::PlayerMay { .. } => {
                unreachable!("blocks are run by run_block")
            }
        }
        Step::Done
    }

    /// Player `p` adds mana (CR 106.3), asking which kind where there is a choice.
    fn add_mana(&mut self, p: PlayerId, produce: &ManaProduce, res: &mut Resolution) -> Step {
        let produce = match produce {
            ManaProduce::ForEach(kinds, amount) => {
                // CR 107.1c: the count is taken as the ability resolves.
                let n = self.eval_amount(amount, res).max(0) as usize;
                ManaProduce::Fixed(kinds.iter().copied().cycle().take(kinds.len() * n).collect())
            }
            ManaProduce::AnyColorAmount(amount) => {
                let n = self.eval_amount(amount, res).max(0) as u32;
                if n == 0 {
                    return Step::Done;
                }
                ManaProduce::AnyColor(n)
            }
            ManaProduce::ChosenColor | ManaProduce::CommanderIdentity | ManaProduce::LandCouldProduce { .. } => {
                // CR 106.7: no type of mana defined this way means no mana; 607.2d.
                let kinds = self.defined_mana_options(produce, res.item.source, p).unwrap_or_default();
                if kinds.is_empty() {
                    return Step::Done;
                }
                ManaProduce::OneOf(kinds, 1)
            }
            other => other.clone(),
        };
        let options = crate::costs::payment::produce_options(&produce);
        let chosen = if options.len() == 1 {
            options[0].clone()
        } else {
            match res.answer.take() {
                Some(Answer::Option(i)) if i < options.len() => options[i].clone(),
                _ => {
                    return Step::Ask(Decision {
                        player: p,
                        kind: DecisionKind::ChooseOption {
                            prompt: "choose the mana to add".into(),
                            options: options.iter().map(|o| mana_text(o)).collect(),
                        },
                    })
                }
            }
        };
        for m in chosen {
            self.players[p.index()].mana_pool.add(m, 1);
        }
        let src = res.item.source;
        let triggered = matches!(res.item.card.abilities.get(res.item.ability), Some(crate::ir::Ability::Triggered(_)));
        if triggered && src.index() < self.objects.len() {
            // For "if you haven't added mana with this ability this turn".
            self.objects[src.index()].added_mana_this_turn = true;
        }
        Step::Done
    }

    fn move_refs(&mut self, what: &crate::ir::Ref, res: &mut Resolution, to: Zone) {
        let mut moved = Vec::new();
        for o in self.objects_in_play(&self.resolve_ref(what, res), res) {
            if let Some(pos) = self.stack.iter().position(|s| s.id == o && s.is_spell) {
                self.stack.remove(pos);
            }
            if let Some(n) = self.move_object(o, to) {
                moved.push(Target::Object(n));
                res.moved.push((o, n));
            }
        }
        res.affected = moved;
    }

    /// Adds a continuous effect from a resolving spell or ability (CR 611.2).
    pub(crate) fn add_effect(
        &mut self,
        src: ObjectId,
        you: PlayerId,
        affected: Vec<ObjectId>,
        effect: LayerEffect,
        duration: crate::ir::Duration,
    ) {
        if affected.is_empty() {
            return;
        }
        self.timestamp += 1;
        self.effects.push(ContinuousEffect {
            source: src,
            controller: you,
            affected,
            effect,
            duration,
            timestamp: self.timestamp,
        });
    }
}

fn mana_text(m: &[ManaType]) -> String {
    m.iter().map(|t| t.to_string()).collect()
}

/// The answer to "choose `min` to `max` of `from`" for player `p`: taken from the pending
/// answer, or all of them when there is no real choice; otherwise the question to ask.
pub(crate) fn choose(
    res: &mut Resolution,
    p: PlayerId,
    reason: String,
    from: Vec<ObjectId>,
    min: usize,
    max: usize,
) -> Result<Vec<ObjectId>, Step> {
    let (min, max) = (min.min(from.len()), max.min(from.len()));
    if min == from.len() {
        return Ok(from);
    }
    match res.answer.take() {
        Some(Answer::Cards(c)) => Ok(c),
        _ => Err(Step::Ask(Decision {
            player: p,
            kind: DecisionKind::ChooseObjects { reason, from, min: min as u32, max: max as u32 },
        })),
    }
}
