//! Moving objects between zones (CR 400): every move makes a new object (CR 400.7).

use crate::ir::CardDef;
use crate::ir::{Ability, CounterKind, LayerEffect, StaticAbility, TriggerEvent};
use crate::ir::{CardType, Keyword, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;
use crate::state::log::Event;
use rand::seq::SliceRandom;
use std::sync::Arc;

impl Game {
    /// Removes `id` from whatever zone list holds it.
    pub(crate) fn detach_from_zone(&mut self, id: ObjectId) {
        let o = &self.objects[id.index()];
        let (zone, owner) = (o.zone, o.owner);
        let pl = &mut self.players[owner.index()];
        match zone {
            Zone::Library => pl.library.retain(|&x| x != id),
            Zone::Hand => pl.hand.retain(|&x| x != id),
            Zone::Graveyard => pl.graveyard.retain(|&x| x != id),
            Zone::Exile => pl.exile.retain(|&x| x != id),
            Zone::Command => pl.command.retain(|&x| x != id),
            Zone::Battlefield => {
                self.battlefield_remove(id);
                self.phased_out.retain(|&x| x != id);
            }
            Zone::Stack => self.stack.retain(|s| !(s.is_spell && s.id == id)),
        }
    }

    /// Moves an object to a zone of its owner (top of library/graveyard), returning the new
    /// object. Tokens that leave the battlefield cease to exist (CR 704.5d, 111.7).
    pub(crate) fn move_object(&mut self, id: ObjectId, to: Zone) -> Option<ObjectId> {
        self.move_object_to(id, to, None, false)
    }

    /// Moves an object; `controller` sets who controls it on the battlefield or stack, and
    /// `bottom` puts it on the bottom of a library.
    pub(crate) fn move_object_to(
        &mut self,
        id: ObjectId,
        to: Zone,
        controller: Option<PlayerId>,
        bottom: bool,
    ) -> Option<ObjectId> {
        let from = self.objects[id.index()].zone;
        if self.objects[id.index()].moved_to.is_some() {
            return None;
        }
        // CR 101.2: "Creature cards in graveyards ... can't enter the battlefield."
        if to == Zone::Battlefield && matches!(from, Zone::Graveyard | Zone::Library) && self.entering_forbidden(id) {
            return None;
        }
        // CR 614, 616: replacement effects may send it elsewhere (or shuffle it in).
        let (to, shuffle) = self.replace_zone_change(id, to);
        let to = self.flashback_destination(id, from, to);
        let was_on_battlefield = from == Zone::Battlefield;
        // Last known information for leave-the-battlefield triggers (CR 603.10a).
        let lki = if was_on_battlefield { Some(self.characteristics(id)) } else { None };
        let lki_controller = if was_on_battlefield { Some(self.controller(id)) } else { None };
        self.detach_from_zone(id);
        let old = self.objects[id.index()].clone();
        let owner = old.owner;
        // CR 707.10a: a copy of a spell ceases to exist once it leaves the stack.
        if old.spell_copy {
            self.objects[id.index()].zone = to;
            if from == Zone::Stack && to == Zone::Battlefield {
                // CR 707.10f, 608.3f: a copy of a permanent spell becomes a token.
                let token = self.create_token(old.card.clone(), controller.unwrap_or(owner), false);
                self.objects[id.index()].moved_to = Some(token);
                return Some(token);
            }
            self.objects[id.index()].moved_to = Some(id);
            return None;
        }
        if old.is_token && from == Zone::Battlefield {
            // The token goes to the new zone and ceases to exist at the next SBA check; we
            // skip the intermediate step since no card can see it (CR 111.7, 704.5d).
            self.objects[id.index()].zone = to;
            self.objects[id.index()].moved_to = Some(id);
            self.after_leaving_battlefield(id, lki, lki_controller, to);
            self.log(Event::Moved { card: id, from, to });
            return None;
        }
        // CR 707.5, 400.7: a copy stays a copy only while it stays on the battlefield.
        let (card, printed) = match (&old.printed, to) {
            (Some(p), Zone::Battlefield) => (old.card.clone(), Some(p.clone())),
            (Some(p), _) => (p.clone(), None),
            (None, _) => (old.card.clone(), None),
        };
        let new = self.new_object(card, owner, to);
        self.objects[new.index()].printed = printed;
        self.objects[id.index()].moved_to = Some(new);
        {
            let o = &mut self.objects[new.index()];
            o.controller = controller.unwrap_or(owner);
            o.steady_controller = o.controller;
            o.is_token = old.is_token;
            if from == Zone::Stack && to == Zone::Battlefield {
                // CR 702.33d-e: the permanent a kicked spell becomes was kicked too.
                o.cast_with = old.cast_with.clone();
                // CR 107.3m: its abilities' X is the X of the spell it was.
                o.x = old.x;
                // CR 702.146b, 712.13: a spell cast transformed enters transformed.
                o.transformed = old.cast_with.transformed && o.printed.is_some();
                // CR 702.37c, 708.4: a face-down spell becomes a face-down permanent; it is
                // face down before it enters (CR 708.3).
                o.face_down = old.face_down;
            }
        }
        let pl = &mut self.players[owner.index()];
        match to {
            Zone::Library => {
                if bottom {
                    pl.library.insert(0, new)
                } else {
                    pl.library.push(new)
                }
            }
            Zone::Hand => pl.hand.push(new),
            Zone::Graveyard => pl.graveyard.push(new),
            Zone::Exile => pl.exile.push(new),
            Zone::Command => pl.command.push(new),
            Zone::Battlefield => {
                // CR 712.14a, 702.145b: with its back face up, if it was asked to or it is
                // daybound at night.
                self.enters_transformed(new, old.transformed && from != Zone::Battlefield);
                self.battlefield_add(new);
                // CR 302.6: a permanent that just came under a player's control is "sick".
                self.objects[new.index()].sick = true;
                self.on_enter_battlefield(new);
                if from == Zone::Stack {
                    self.sacrifice_at_cleanup_if_flashed(new);
                    self.return_at_end_if_dashed(new);
                }
            }
            Zone::Stack => {}
        }
        if was_on_battlefield {
            self.after_leaving_battlefield(id, lki, lki_controller, to);
        }
        if to == Zone::Graveyard {
            self.card_put_into_graveyard(new, from);
        }
        // CR 712.21: a melded permanent leaving the battlefield is two cards in the new zone.
        if let Some(second) = old.melded.clone().filter(|_| was_on_battlefield) {
            if to == Zone::Battlefield {
                self.objects[new.index()].melded = Some(second);
            } else {
                self.unmeld_second(second, owner, to, bottom);
            }
        }
        // Casting, playing, drawing and discarding log their own lines.
        let noteworthy =
            from == Zone::Battlefield || to == Zone::Exile || (to == Zone::Graveyard && from == Zone::Library);
        if noteworthy {
            self.log(Event::Moved { card: new, from, to });
        }
        if old.face_down && to != Zone::Battlefield {
            // CR 708.9: a face-down permanent or spell leaving for another zone is revealed.
            self.log(Event::Revealed { player: owner, card: new });
        }
        if shuffle {
            self.shuffle_library(owner);
        }
        Some(new)
    }

    /// Replacement effects and triggers when a permanent enters (CR 614.1c, 603.6a).
    pub(crate) fn on_enter_battlefield(&mut self, id: ObjectId) {
        // CR 709.5d: a Room enters with the door cast unlocked.
        self.room_enters(id);
        let card = self.objects[id.index()].card.clone();
        // CR 614.12a: choices for how it enters come first; a face-down permanent has no
        // text, so none of its own (CR 708.3).
        if !self.objects[id.index()].face_down {
            self.make_enter_choices(id);
        }
        self.apply_enter_replacements(id, false, &[]);
        // CR 702.38a: amplify's reveal, as it enters; CR 702.82a: devour's sacrifices.
        self.apply_amplify(id);
        self.apply_devour(id);
        if let Some(l) = card.loyalty {
            // CR 306.5b: a planeswalker enters with its printed loyalty.
            self.objects[id.index()].add_counters(&CounterKind::Loyalty, l as i64);
            self.counters_put_triggers(id, &CounterKind::Loyalty, l.max(0) as u32);
        }
        // CR 310.4b, 310.8a: a battle's defense counters and protector.
        self.enter_as_battle(id);
        self.note_entered(id);
        // CR 702.145d, g: a daybound or nightbound permanent makes it day or night.
        if card.keywords().any(|k| matches!(k, Keyword::Daybound | Keyword::Nightbound)) {
            self.day_or_night_from_permanents();
        }
        // CR 714.3a: a Saga's lore counter as it enters; CR 122.6: counters it enters with
        // are put on it, so its chapter abilities trigger with its enters abilities (714.2b).
        self.saga_enters(id);
        self.chapter_triggers(id, 0);
        let entering = id;
        self.collect_triggers(Some(Target::Object(id)), |g, ev, src, you| match ev {
            TriggerEvent::EntersBattlefield(f) => g.matches(f, entering, src, you),
            _ => false,
        });
        // CR 709.5h: the door it entered with was unlocked.
        self.room_entered_triggers(id);
        // CR 702.74a: evoke's sacrifice trigger.
        self.evoke_trigger(id);
    }

    /// The replacement effects that say how a permanent enters (CR 614.1c-d, 614.12): other
    /// permanents' "... enter tapped", then its own "enters tapped" and "enters with
    /// counters". With `keep_tapped` its tapped state is left alone, and counter kinds in
    /// `keep_counters` are not added: a set-up position that states them (`PermanentSetup`).
    pub(crate) fn apply_enter_replacements(&mut self, id: ObjectId, keep_tapped: bool, keep_counters: &[CounterKind]) {
        let card = self.objects[id.index()].card.clone();
        // CR 614.1d, 614.12: other permanents' "... enter tapped".
        if !keep_tapped && self.enters_tapped_by_others(id) {
            self.objects[id.index()].tapped = true;
        }
        // CR 708.3: a permanent entering face down has none of its own abilities.
        let own = if self.objects[id.index()].face_down { &[][..] } else { &card.abilities[..] };
        for ab in own {
            if let Ability::Static(s) = ab {
                match s {
                    StaticAbility::EntersTapped if !keep_tapped => self.objects[id.index()].tapped = true,
                    // CR 614.1c: "enters tapped unless you control a Plains or an Island",
                    // checked as it enters.
                    StaticAbility::EntersTappedIf(condition)
                        if !keep_tapped && self.check_condition(condition, id, self.controller(id)) =>
                    {
                        self.objects[id.index()].tapped = true
                    }
                    // CR 614.12: "As ~ enters, you may pay 2 life [reveal a Plains or Island
                    // card from your hand]. If you don't, it enters tapped." (the guard asks,
                    // and pays if the player does).
                    StaticAbility::EntersTappedUnless(payment)
                        if !keep_tapped && !self.pay_as_it_enters(id, payment) =>
                    {
                        self.objects[id.index()].tapped = true
                    }
                    // CR 702.98a, 702.136a: unleash and riot, asked as it enters.
                    StaticAbility::MayEnterWithCounter { kind, otherwise } if !keep_counters.contains(kind) => {
                        self.may_enter_with_counter(id, kind, otherwise.clone())
                    }
                    StaticAbility::EntersWithCounters { kind, amount } if !keep_counters.contains(kind) => {
                        // CR 107.3m: "enters with X counters" reads the X of the spell it was.
                        let n = self.eval_amount_x(amount, id, self.objects[id.index()].x);
                        self.objects[id.index()].add_counters(kind, n as i64);
                        self.counters_put_triggers(id, kind, n.max(0) as u32);
                    }
                    StaticAbility::EntersWithCountersIf { kind, amount, condition }
                        if !keep_counters.contains(kind)
                            && self.check_condition(condition, id, self.controller(id)) =>
                    {
                        let n = self.eval_amount_x(amount, id, self.objects[id.index()].x);
                        self.objects[id.index()].add_counters(kind, n as i64);
                        self.counters_put_triggers(id, kind, n.max(0) as u32);
                    }
                    _ => {}
                }
            }
        }
    }

    /// Leave-the-battlefield bookkeeping and triggers (CR 603.6c, 603.10a).
    fn after_leaving_battlefield(
        &mut self,
        old: ObjectId,
        lki: Option<crate::state::characteristics::Characteristics>,
        lki_controller: Option<PlayerId>,
        to: Zone,
    ) {
        // CR 506.4: a permanent that leaves the battlefield is removed from combat.
        self.remove_from_combat(old);
        self.effects.retain(|e| !(e.source == old && e.duration == crate::ir::Duration::WhileSourceOnBattlefield));
        if !self.text_changed.is_empty() {
            self.refresh_texts();
        }
        let Some(ch) = lki else { return };
        // CR 610.3: what it exiled "until ~ leaves the battlefield" comes back.
        self.return_exiled_until(old);
        self.objects[old.index()].left_keywords = Some(ch.keywords.clone());
        // Auras and equipment still see what they were attached to when they trigger
        // (CR 603.10a); then they become unattached (SBAs deal with the auras, CR 704.5m).
        let attachments: Vec<ObjectId> =
            self.battlefield.iter().copied().filter(|&o| self.objects[o.index()].attached_to == Some(old)).collect();
        let ctrl = lki_controller.unwrap_or(ch.controller);
        let is_creature = ch.is(CardType::Creature);
        if is_creature && to == Zone::Graveyard {
            // CR 700.4: it died.
            self.note_died(old);
        }
        // Leaves-the-battlefield abilities look back in time (CR 603.10a): the source may be `old` itself.
        // Abilities granted to it then count too (CR 613.1f, 603.10a).
        let granted = if ch.abilities_removed { vec![] } else { ch.granted.clone() };
        let pred = |g: &Game, ev: &TriggerEvent, src: ObjectId, you: PlayerId| match ev {
            TriggerEvent::LeavesBattlefield(f) => g.matches_ch(f, old, &ch, src, you),
            TriggerEvent::Dies(f) => is_creature && to == Zone::Graveyard && g.matches_ch(f, old, &ch, src, you),
            TriggerEvent::PutIntoGraveyardFromBattlefield(f) => {
                to == Zone::Graveyard && g.matches_ch(f, old, &ch, src, you)
            }
            _ => false,
        };
        self.collect_triggers_lki_granted(old, ctrl, &granted, pred);
        // CR 603.10a: the permanents that left earlier in the same event still see this one
        // leave; then this one joins them.
        self.collect_triggers_of_left_together(old, pred);
        if self.leaving_together.is_some() && !ch.face_down && !ch.abilities_removed {
            let card = self.with_granted(old, &granted);
            if let Some(batch) = self.leaving_together.as_mut() {
                batch.push((old, ctrl, card));
            }
        }
        if to == Zone::Graveyard && !ch.face_down {
            // CR 702.79a, 702.93a: persist and undying.
            self.persist_triggers(old, ctrl, &ch.keywords);
        }
        for o in attachments {
            self.objects[o.index()].attached_to = None;
        }
    }

    /// Puts a permanent on the battlefield list (and the static-source index).
    pub(crate) fn battlefield_add(&mut self, id: ObjectId) {
        self.battlefield.push(id);
        if has_continuous_static(&self.objects[id.index()].card) {
            self.static_sources.push(id);
            let (c, r) = special_statics(&self.objects[id.index()].card);
            self.special_statics.0 += c;
            self.special_statics.1 += r;
        }
    }

    /// Rebuilds the static-source index (in battlefield order) after a permanent's card changed
    /// without leaving the battlefield (it transformed, CR 701.27).
    pub(crate) fn reindex_statics(&mut self) {
        let statics: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| has_continuous_static(&self.objects[id.index()].card))
            .collect();
        self.special_statics = statics.iter().fold((0, 0), |(c, r), &id| {
            let (a, b) = special_statics(&self.objects[id.index()].card);
            (c + a, r + b)
        });
        self.static_sources = statics;
    }

    /// Takes a permanent off the battlefield list (and the static-source index).
    pub(crate) fn battlefield_remove(&mut self, id: ObjectId) {
        self.battlefield.retain(|&x| x != id);
        if self.static_sources.contains(&id) {
            self.static_sources.retain(|&x| x != id);
            let (c, r) = special_statics(&self.objects[id.index()].card);
            self.special_statics.0 -= c;
            self.special_statics.1 -= r;
        }
    }

    /// Draws `n` cards for `p` (CR 121); drawing from an empty library is remembered (CR 704.5b).
    pub(crate) fn draw_cards(&mut self, p: PlayerId, n: u32) -> u32 {
        let mut drawn = 0;
        for _ in 0..n {
            // CR 614.1a, 614.11a: a replaced draw is done before the next one.
            if self.replace_draw(p) {
                continue;
            }
            let Some(&top) = self.players[p.index()].library.last() else {
                self.players[p.index()].drew_from_empty = true;
                continue;
            };
            let card = self.move_object(top, Zone::Hand);
            if let Some(card) = card {
                self.players[p.index()].drawn_this_turn.push(card);
            }
            self.log(Event::Draw { player: p });
            if let Some(card) = card {
                // CR 702.94a: a miracle is revealed as it is drawn.
                self.offer_miracle(p, card);
            }
            drawn += 1;
            self.collect_triggers(Some(Target::Player(p)), |g, ev, _src, you| match ev {
                TriggerEvent::Draws(pf) => g.player_matches(*pf, p, you),
                _ => false,
            });
        }
        drawn
    }

    /// Shuffles a player's library with the game's generator (CR 701.24).
    pub(crate) fn shuffle_library(&mut self, p: PlayerId) {
        let mut lib = std::mem::take(&mut self.players[p.index()].library);
        lib.shuffle(&mut self.rng);
        self.players[p.index()].library = lib;
    }

    /// Creates a token under `controller`'s control on the battlefield (CR 111.2).
    pub(crate) fn create_token(&mut self, def: Arc<CardDef>, controller: PlayerId, tapped: bool) -> ObjectId {
        let id = self.new_object(def, controller, Zone::Battlefield);
        self.objects[id.index()].is_token = true;
        self.objects[id.index()].sick = true;
        // CR 110.5b: a token created tapped enters the battlefield tapped.
        self.objects[id.index()].tapped = tapped;
        self.battlefield_add(id);
        self.log(Event::TokenCreated { token: id });
        self.on_enter_battlefield(id);
        id
    }

    /// A player discards a card (CR 701.9).
    pub(crate) fn discard(&mut self, p: PlayerId, card: ObjectId) {
        self.log(Event::Discard { player: p, card });
        if self.discard_with_madness(card) {
            return;
        }
        self.move_object(card, Zone::Graveyard);
        self.discarded_triggers(p);
    }
}

/// Whether a card has a static control-changing effect, and one removing all abilities (0 or 1 each).
pub(crate) fn special_statics(card: &CardDef) -> (u32, u32) {
    let has = |e: &LayerEffect| {
        card.abilities
            .iter()
            .any(|a| matches!(a, Ability::Static(StaticAbility::Continuous { effect, .. }) if effect == e))
    };
    // CR 305.7: setting land types removes abilities too.
    let removes = card.abilities.iter().any(|a| {
        matches!(
            a,
            Ability::Static(StaticAbility::Continuous {
                effect: LayerEffect::RemoveAllAbilities | LayerEffect::SetLandTypes(_),
                ..
            })
        )
    });
    (has(&LayerEffect::ControlledByYou) as u32, removes as u32)
}

/// Whether a card has a static ability the layer system applies to other objects, or one
/// forbidding activations or entering the battlefield (`continuous/activation_bans.rs` scans
/// only these sources too).
pub(crate) fn has_continuous_static(card: &CardDef) -> bool {
    card.abilities.iter().any(|a| {
        matches!(
            a,
            Ability::Static(
                StaticAbility::Continuous { .. }
                    | StaticAbility::CantActivate { .. }
                    | StaticAbility::CantEnterFrom { .. }
            )
        )
    })
}
