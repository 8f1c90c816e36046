//! What a player with priority can do: play lands (CR 305), cast spells (CR 601),
//! activate abilities (CR 602, 605, 606), and pass (CR 117.3d).

use crate::casting::keywords::mana_plus;
use crate::casting::modes::mode_choice;
use crate::costs::casting::{alternative_costs, CostObjects};
use crate::costs::payment::{PaymentPlan, SpendOn};
use crate::ir::ManaCost;
use crate::ir::{Ability, ActivatedAbility, Cost, CounterKind, Effect, StaticAbility};
use crate::ir::{CardType, Keyword, OtherFace, Step, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{
    ActionOption, ActivateSpec, Answer, CastSpec, IllegalAction, LandPlay, Target, TargetSlot,
};
use crate::state::game::{Flow, Game, StackItem};
use crate::state::log::Event;

/// Everything checked about a cast or activation before anything changes.
pub(crate) struct Plan {
    pub cost: ManaCost,
    pub payment: PaymentPlan,
    pub x: u32,
    pub sacrifice: Vec<ObjectId>,
    pub discard: Vec<ObjectId>,
    /// A spell's non-mana costs (alternative and additional, CR 118.8-9) and what pays them.
    pub extra: Cost,
    pub objects: CostObjects,
    /// Divided damage per target (CR 601.2d).
    pub divided: Vec<(Target, u32)>,
    /// The creatures tapped to convoke the spell, artifacts tapped to improvise, cards
    /// exiled to delve (CR 702.51a, 702.126a, 702.66a).
    pub convoke: Vec<ObjectId>,
}

impl Plan {
    /// The plan of a special action or a morph-style turn (CR 116.2): its mana with X, the
    /// payment planned for it, and its other costs with what pays them; no spell's parts.
    pub(crate) fn special(cost: ManaCost, payment: PaymentPlan, x: u32, extra: Cost, objects: CostObjects) -> Plan {
        Plan {
            cost,
            payment,
            x,
            sacrifice: Vec::new(),
            discard: Vec::new(),
            extra,
            objects,
            divided: Vec::new(),
            convoke: Vec::new(),
        }
    }
}

impl Game {
    /// Every action `p` could take now if they held priority (CR 117.1).
    pub fn legal_actions(&self, p: PlayerId) -> Vec<ActionOption> {
        self.legal_actions_as(p, true)
    }

    /// [`Game::legal_actions`]; `reuse`: the options of a card in hand are given to its
    /// copies that play alike (`casting::hand_copies`) instead of computed for each.
    pub(crate) fn legal_actions_as(&self, p: PlayerId, reuse: bool) -> Vec<ActionOption> {
        let mut out = vec![ActionOption::Pass];
        if self.players[p.index()].lost || self.result.is_some() {
            return out;
        }
        let hand = self.players[p.index()].hand.clone();
        let commanders = self.players[p.index()].command.iter().copied().filter(|&c| self.is_commander(c));
        let castable: Vec<ObjectId> = hand.iter().copied().chain(commanders).collect();
        let mut kept = Vec::new();
        for &card in &castable {
            out.extend(self.hand_card_options(p, card, &mut kept, reuse));
        }
        // CR 702.34a: cards in the graveyard with flashback.
        for card in self.players[p.index()].graveyard.clone() {
            out.extend(self.cast_options(p, card));
        }
        // CR 715.3d: adventurer cards in exile, played (a land) or cast.
        for card in self.adventurers_in_exile(p) {
            if self.object(card).card.has_type(CardType::Land) && self.check_play_land(p, card, Some(0)).is_ok() {
                out.push(ActionOption::PlayLand { card, face: None });
            }
            out.extend(self.cast_options(p, card));
        }
        // CR 401.5, 305.1, 601.2a: the top card of p's library, when an effect lets p play it.
        if let Some(card) = self.top_card_to_play(p) {
            out.extend(self.land_play_options(p, card));
            out.extend(self.cast_options(p, card));
        }
        // CR 702.143a, 702.170d: foretold and plotted cards in exile.
        for card in self.cast_later_cards(p) {
            out.extend(self.cast_options(p, card));
        }
        // Abilities that work from the hand (cycling, CR 702.29a) and of permanents p controls,
        // and "any player may activate" abilities of other permanents (CR 602.2).
        // CR 113.6b: and abilities that work from p's graveyard.
        let sources = hand.iter().copied().chain(self.graveyard_activation_sources(p)).chain(
            self.battlefield.iter().copied().filter(|&id| self.controller(id) == p || self.any_player_may_activate(id)),
        );
        for id in sources.collect::<Vec<_>>() {
            let card = self.abilities_now(id);
            for (n, (i, a)) in activated(&card.abilities).enumerate() {
                // CR 602.2, 602.5a: an ability of another zone (a land's in hand), or a tapped
                // permanent's {T} ability, passed over before a refusal is worded
                // (`check_activation_basics` refuses both too).
                let o = self.object(id);
                if o.zone != a.zone || a.cost.tap && o.tapped {
                    continue;
                }
                if self.check_activation_basics(p, id, i, a).is_err() {
                    continue;
                }
                // A modal ability's targets come with its modes (CR 700.2c); it can be
                // activated only if enough of its modes can be chosen (CR 700.2a).
                let slots = self.target_slots(&a.effect.targets, id, p, None);
                if slots.iter().any(|s| s.legal.len() < s.min as usize) || !self.enough_modes(&a.effect, id, p, None) {
                    continue;
                }
                let mut cost = a.cost.mana.with_x(0);
                if a.cost.tap && a.is_mana_ability {
                    // The source itself taps as part of the cost; it can't also pay.
                    cost = cost.clone();
                }
                let Ok(tapped) = self.choose_tap_cost(p, &a.cost, id, &[]) else { continue };
                if self.plan_payment_excluding(p, &cost, id, a.cost.tap, &tapped).is_err() {
                    continue;
                }
                out.push(ActionOption::Activate {
                    source: id,
                    index: n,
                    text: a.text.clone(),
                    targets: slots,
                    x: a.cost.has_x(),
                    mana: a.is_mana_ability,
                    modes: mode_choice(&a.effect),
                });
            }
        }
        // CR 702.37e, 116.2b: turning a face-down permanent face up is a special action.
        out.extend(self.turn_face_up_options(p));
        // CR 116.2h, 116.2k: foretelling and plotting are special actions.
        out.extend(self.exile_from_hand_options(p));
        // CR 709.5e, 116.2m: unlocking a door of a Room is a special action.
        out.extend(self.unlock_options(p));
        out
    }

    /// The ways to play `card` as a land now (CR 305.1, 712.12): a land, or a modal
    /// double-faced card with a land face (with two, either face). Other cards are passed
    /// over before a refusal is worded.
    pub(crate) fn land_play_options(&self, p: PlayerId, card: ObjectId) -> Vec<ActionOption> {
        let mut out = Vec::new();
        if self.object(card).card.has_land_face() && self.check_play_land(p, card, None).is_ok() {
            out.push(ActionOption::PlayLand { card, face: None });
            if self.object(card).card.has_type(CardType::Land) && self.check_play_land(p, card, Some(1)).is_ok() {
                out.push(ActionOption::PlayLand { card, face: Some(1) });
            }
        }
        out
    }

    /// The ways to cast a card now with X = 0: for its mana cost, and for each alternative
    /// cost whose condition holds (CR 118.9); for each half of a split card, and each face of
    /// a modal double-faced or adventurer card (CR 709.3, 712.11b, 715.3).
    pub(crate) fn cast_options(&self, p: PlayerId, card: ObjectId) -> Vec<ActionOption> {
        let def = &self.object(card).card;
        // CR 310.11b, 712.11a: a card an effect lets its controller cast transformed is cast
        // only so.
        let transformed_only = self.free_cast_transformed() == Some(card) && def.back_kind.is_transform();
        if !def.halves.is_empty() || (transformed_only && def.back.is_some()) {
            return self.face_cast_options(p, card);
        }
        let back = def.castable_back().is_some();
        let alts = alternative_costs(def).len();
        let mut out: Vec<ActionOption> = std::iter::once(None)
            .chain((0..alts).map(Some))
            .filter(|&alt| self.cast_zone_fits(card, alt))
            .filter_map(|alt| self.cast_option(p, card, alt))
            .collect();
        if back {
            out.extend(self.face_cast_options(p, card));
        }
        out
    }

    /// One way to cast a card now with X = 0, if possible.
    fn cast_option(&self, p: PlayerId, card: ObjectId, alt: Option<usize>) -> Option<ActionOption> {
        self.cast_option_as(p, card, alt, false)
    }

    /// Like [`Game::cast_option`]; `by_hand` counts the mana abilities only a player
    /// activates by hand as able to pay (see `casting::mana_by_hand`).
    pub(crate) fn cast_option_as(
        &self,
        p: PlayerId,
        card: ObjectId,
        alt: Option<usize>,
        by_hand: bool,
    ) -> Option<ActionOption> {
        // CR 305.9: a land is never cast; passed over before a refusal is worded
        // (`check_cast_timing` refuses it too).
        if card.index() < self.objects.len() && self.object(card).card.has_type(CardType::Land) {
            return None;
        }
        self.check_cast_timing(p, card, alt).ok()?;
        let def = crate::casting::keywords::cast_text(&self.object(card).card, alt);
        let (extra, alt_mana) = self.cast_costs(p, card, alt).ok()?;
        let objects = self.cost_objects(p, card, &extra, &[], Some(card)).ok()?;
        // CR 702.85a: the card cascade found, without paying its mana cost, if its mana value
        // is low enough.
        let free = self.free_cast().filter(|(c, ..)| *c == card);
        if free.is_some_and(|(_, below, _)| def.mana_cost.as_ref().map_or(0, |c| c.mana_value(0)) >= below) {
            return None;
        }
        let base = match free {
            Some(_) => ManaCost::default(),
            None => alt_mana.unwrap_or_else(|| def.mana_cost.clone().unwrap_or_default()),
        };
        let base = mana_plus(&base, &self.flash_surcharge(p, card).unwrap_or_default());
        // CR 702.172a: a spree spell is cast with at least one mode, paying its cost.
        let base = mana_plus(&base, &crate::casting::spree::cheapest_spree_cost(&def));
        let cost = self.spell_cost_as(p, card, base, crate::casting::morph::is_face_down_cast(&def, alt));
        // CR 702.51: convoking creatures pay what the mana sources can't.
        let (cost, convoke) = self.plan_convoke(p, card, &cost, None, None, &objects.tap).ok()?;
        let exclude: Vec<ObjectId> = objects.tap.iter().chain(&convoke).copied().collect();
        if !self.can_pay_on(p, &cost, &exclude, by_hand, SpendOn::Spell(card)) {
            return None;
        }
        // The targets last: a card that can't be paid for is passed over before they are
        // listed (the order of these checks changes nothing else: none has an effect).
        let effect = spell_effect(&def);
        let (slots, modes) = match effect {
            Some(e) if !e.modes.is_empty() => {
                // CR 700.2a: castable only if enough of its modes can be chosen.
                if !self.enough_modes(e, card, p, Some(card)) {
                    return None;
                }
                (Vec::new(), mode_choice(e))
            }
            Some(e) => (self.target_slots(&e.targets, card, p, Some(card)), None),
            None => (self.aura_slots(card, p), None),
        };
        let mut slots = slots;
        let main_phase = self.active == p && self.step.is_main();
        crate::casting::keywords::drop_part_targets(&def, &mut slots, false, main_phase);
        if slots.iter().any(|s| s.legal.len() < s.min as usize) {
            return None;
        }
        let x = alt.is_none()
            && free.is_none()
            && (def.mana_cost.as_ref().is_some_and(|c| c.has_x()) || crate::costs::kinds::additional_cost_has_x(&def));
        Some(ActionOption::Cast { card, targets: slots, x, modes, alt, half: None })
    }

    /// An Aura spell targets what it will enchant (CR 303.4a).
    fn aura_slots(&self, card: ObjectId, p: PlayerId) -> Vec<TargetSlot> {
        match aura_target(&self.object(card).card) {
            Some(spec) => self.target_slots(&[spec], card, p, Some(card)),
            None => Vec::new(),
        }
    }

    /// Handles the answer of a player with priority.
    pub(crate) fn answer_priority(&mut self, p: PlayerId, a: Answer) -> Result<(), IllegalAction> {
        match a {
            Answer::Pass => {
                self.answered();
                self.pass_priority();
                Ok(())
            }
            Answer::PlayLand(LandPlay { card, face }) => {
                self.check_play_land(p, card, face)?;
                self.answered();
                self.play_land(p, card, face);
                Ok(())
            }
            Answer::Cast(spec) => {
                let plan = self.plan_cast(p, &spec)?;
                self.answered();
                self.execute_cast(p, spec, plan);
                Ok(())
            }
            Answer::Activate(spec) => {
                let plan = self.plan_activate(p, &spec)?;
                self.answered();
                self.execute_activate(p, spec, plan);
                Ok(())
            }
            Answer::TurnFaceUp(spec) => {
                let plan = self.plan_turn_face_up(p, &spec)?;
                self.answered();
                self.execute_turn_face_up(p, spec, plan);
                Ok(())
            }
            Answer::ExileFromHand(spec) => {
                let plan = self.plan_exile_from_hand(p, &spec)?;
                self.answered();
                self.execute_exile_from_hand(p, spec, plan);
                Ok(())
            }
            Answer::Unlock(spec) => {
                let plan = self.plan_unlock(p, &spec)?;
                self.answered();
                self.execute_unlock(p, spec, plan);
                Ok(())
            }
            other => Err(IllegalAction::new(
                "117.1",
                format!(
                    "a player with priority may pass, play a land, cast a spell or activate an ability, not {other:?}"
                ),
            )),
        }
    }

    /// CR 305.1-2, 505.5b: a land in hand, main phase, own turn, empty stack, land plays left;
    /// or an adventurer land card exiled as its Adventure resolved (CR 715.3d); `face` as in
    /// [`LandPlay`] (CR 712.12).
    fn check_play_land(&self, p: PlayerId, card: ObjectId, face: Option<usize>) -> Result<(), IllegalAction> {
        // CR 305.1: or the top card of p's library, when an effect lets p play lands from there.
        let from_exile = card.index() < self.objects.len()
            && (self.exile_player(card) == Some(p) || self.playable_from_top(p, card, true));
        if !from_exile {
            self.check_in_hand(p, card)?;
        }
        if self.object(card).card.land_face(face).is_none() {
            let what = if face.is_some() { "that face of it is not a land" } else { "it is not a land" };
            return Err(IllegalAction::new("305.1", format!("{}: {what}", self.name(card))));
        }
        if face == Some(1) && self.object(card).zone == Zone::Exile {
            return Err(IllegalAction::new("715.3d", "an adventurer land is played from exile as itself"));
        }
        if self.active != p || !self.step.is_main() || !self.stack.is_empty() {
            return Err(IllegalAction::new(
                "305.1",
                "a land can be played only in your main phase when the stack is empty",
            ));
        }
        if self.cant_play_lands(p) {
            return Err(IllegalAction::new("305.2b", "an effect says this player can't play lands this turn"));
        }
        let allowed = 1 + self.additional_land_plays(p) + self.extra_land_plays_this_turn(p);
        if self.players[p.index()].lands_played >= allowed {
            return Err(IllegalAction::new("305.2", "you have already played a land this turn"));
        }
        Ok(())
    }

    /// Additional land plays from static abilities (CR 305.2a).
    fn additional_land_plays(&self, p: PlayerId) -> u32 {
        let mut n = 0;
        for &id in &self.battlefield {
            let you = self.controller(id);
            for ab in &self.object(id).text().abilities {
                if let Ability::Static(StaticAbility::AdditionalLands { who, n: k }) = ab {
                    if self.player_matches(*who, p, you) {
                        n += k;
                    }
                }
            }
        }
        n
    }

    fn play_land(&mut self, p: PlayerId, card: ObjectId, face: Option<usize>) {
        self.players[p.index()].lands_played += 1;
        // CR 712.12: a modal double-faced card played as its back face enters with that face
        // up (712.8f); it is the card again once it leaves (712.8a).
        if let Some(crate::ir::LandFace::Back(back)) = self.object(card).card.land_face(face) {
            let o = &mut self.objects[card.index()];
            o.printed = Some(std::mem::replace(&mut o.card, back));
        }
        let new = self.move_object_to(card, Zone::Battlefield, Some(p), false);
        if let Some(new) = new {
            self.log(Event::PlayLand { player: p, card: new });
            self.land_played_triggers(p, new);
        }
        // CR 305.1: playing a land doesn't use the stack; the player keeps priority.
        self.passes = 0;
        self.flow = Flow::Priority;
    }

    fn check_in_hand(&self, p: PlayerId, card: ObjectId) -> Result<(), IllegalAction> {
        if card.index() >= self.objects.len() || !self.players[p.index()].hand.contains(&card) {
            return Err(IllegalAction::new("601.2a", format!("card {card} is not in your hand")));
        }
        Ok(())
    }

    /// A card in `p`'s hand, or `p`'s commander in the command zone (CR 903.8), or with
    /// flashback in `p`'s graveyard (CR 702.34a).
    fn check_castable_zone(&self, p: PlayerId, card: ObjectId, alt: Option<usize>) -> Result<(), IllegalAction> {
        // CR 702.127a: an aftermath half can't be cast from any zone other than a graveyard.
        if card.index() < self.objects.len()
            && crate::casting::keywords::is_aftermath(&self.object(card).card)
            && self.object(card).zone != Zone::Graveyard
        {
            return Err(IllegalAction::new(
                "702.127a",
                format!("{} has aftermath: it is cast only from a graveyard", self.name(card)),
            ));
        }
        // CR 702.102c: a fused split spell is cast only from the hand.
        if card.index() < self.objects.len()
            && crate::casting::keywords::is_fused(&self.object(card).card)
            && self.object(card).zone != Zone::Hand
        {
            return Err(IllegalAction::new("702.102c", "both halves are cast together only from the hand"));
        }
        // CR 702.85a: the card cascade found, cast by the trigger's controller as it resolves.
        if let Some((c, _, who)) = self.free_cast().filter(|(c, ..)| *c == card) {
            if who == p && self.object(c).zone == Zone::Exile && alt.is_none() {
                return Ok(());
            }
            return Err(IllegalAction::new(
                "702.85a",
                "only the ability's controller casts it, without paying its mana cost",
            ));
        }
        // CR 702.35a: the owner casts a card exiled by madness while its trigger resolves.
        if card.index() < self.objects.len() && self.madness_card() == Some(card) {
            if self.object(card).owner == p && self.cast_zone_fits(card, alt) {
                return Ok(());
            }
            return Err(IllegalAction::new("702.35a", "only its owner casts it, for its madness cost"));
        }
        if card.index() < self.objects.len()
            && self.players[p.index()].command.contains(&card)
            && self.is_commander(card)
        {
            return Ok(());
        }
        // CR 715.3d: an adventurer card exiled as its Adventure resolved; a card an effect
        // lets its player play this turn.
        if card.index() < self.objects.len() && self.exile_player(card) == Some(p) {
            if self.cast_zone_fits(card, alt) {
                return Ok(());
            }
            return Err(IllegalAction::new("715.3d", "it can be cast from exile only for its mana cost"));
        }
        // CR 702.143a, 702.170d: a foretold or plotted card, cast by its owner.
        // One of `cast_later_cards(p)`, asked without listing them.
        if card.index() < self.objects.len()
            && self.object(card).cast_later.is_some()
            && self.players[p.index()].exile.contains(&card)
        {
            if self.cast_zone_fits(card, alt) {
                return Ok(());
            }
            return Err(IllegalAction::new(
                "702.143a",
                "a foretold or plotted card is cast for its foretell cost or as plotted, after the turn it was exiled",
            ));
        }
        // CR 601.2a: the top card of p's library, when an effect lets p cast it from there.
        if card.index() < self.objects.len() && self.playable_from_top(p, card, false) {
            if self.cast_zone_fits(card, alt) {
                return Ok(());
            }
            return Err(IllegalAction::new(
                "601.2a",
                format!("{} can't be cast from the top of a library this way", self.name(card)),
            ));
        }
        if card.index() < self.objects.len() && self.players[p.index()].graveyard.contains(&card) {
            if self.cast_zone_fits(card, alt) {
                return Ok(());
            }
            return Err(IllegalAction::new(
                "601.2a",
                format!("{} can't be cast from a graveyard this way", self.name(card)),
            ));
        }
        self.check_in_hand(p, card)?;
        // CR 702.94a: a miracle cost only while the card's miracle trigger resolves.
        let miracle =
            alt.and_then(|i| alternative_costs(&self.object(card).card).into_iter().nth(i)).is_some_and(|a| a.miracle);
        if miracle && self.miracle_card() != Some(card) {
            return Err(IllegalAction::new(
                "702.94a",
                "a miracle cost is paid only as the card's miracle trigger resolves, after it was revealed as the first card drawn this turn",
            ));
        }
        if !self.cast_zone_fits(card, alt) {
            return Err(IllegalAction::new("702.34a", "a flashback cost is paid only to cast a card from a graveyard"));
        }
        Ok(())
    }

    /// Whether alternative cost `alt` may be used where `card` is: flashback only from a
    /// graveyard, and from a graveyard only flashback, disturb or an aftermath half for its
    /// mana cost (CR 702.34a, 702.146a, 702.127a).
    pub(crate) fn cast_zone_fits(&self, card: ObjectId, alt: Option<usize>) -> bool {
        let in_graveyard = self.object(card).zone == Zone::Graveyard;
        let alts = alternative_costs(&self.object(card).card);
        // CR 702.146a: a disturb cost is paid only by the back face cast transformed (the
        // face evaluated has no other face, `casting/card_faces.rs`), never by the front.
        let disturb = alt.and_then(|i| alts.get(i)).is_some_and(|a| a.transformed);
        if disturb && self.object(card).card.back.is_some() {
            return false;
        }
        // CR 702.143a, 702.170d: a foretell cost, or casting a plotted card, only from exile
        // once foretold or plotted, after that turn.
        if let Some(kind) = alt.and_then(|i| alts.get(i)).and_then(|a| a.later) {
            return self.cast_later_fits(card, kind);
        }
        // CR 702.34a: a granted flashback's cost is the card's mana cost (no alternative).
        // CR 702.81a, 702.133a: retrace and jump-start, from the graveyard for the mana cost
        // and a discard (from the hand, the card is cast as usual).
        let granted = alt.is_none()
            && (self.object(card).flashback_this_turn
                || (in_graveyard
                    && crate::casting::graveyard_casts::graveyard_cast(&self.object(card).card).is_some()));
        let flashback = alt.and_then(|i| alts.get(i)).is_some_and(|a| a.from_graveyard)
            || (alt.is_none() && crate::casting::keywords::is_aftermath(&self.object(card).card))
            || granted;
        // CR 702.35a: a madness cost only from exile, while the madness trigger resolves.
        let madness = alt.and_then(|i| alts.get(i)).is_some_and(|a| a.from_exile);
        if madness || self.object(card).zone == Zone::Exile {
            // CR 715.3d: an adventurer card in exile, cast for its mana cost.
            let adventurer = self.object(card).adventure_for.is_some() && alt.is_none();
            // "You may play that card this turn": for its mana cost or an alternative cost
            // that doesn't itself say where the card is cast from (CR 601.2a, 118.9).
            let playable = self.object(card).playable_this_turn_by.is_some()
                && alt.and_then(|i| alts.get(i)).is_none_or(|a| !a.from_graveyard && !a.from_exile);
            // CR 702.85a: the card cascade found, cast without paying its mana cost.
            let free = alt.is_none() && self.free_cast().is_some_and(|(c, ..)| c == card);
            return (madness && self.madness_card() == Some(card)) || adventurer || playable || free;
        }
        in_graveyard == flashback
    }

    /// CR 601.3, 307.1, 304.1, 702.8a: when a spell may be cast.
    fn check_cast_timing(&self, p: PlayerId, card: ObjectId, alt: Option<usize>) -> Result<(), IllegalAction> {
        self.check_castable_zone(p, card, alt)?;
        self.check_split_second("casting spells")?;
        let def = &self.object(card).card;
        if self.cant_cast_card_this_turn(p, card) {
            return Err(IllegalAction::new("101.2", "an effect says this player can't cast such spells this turn"));
        }
        if let Some(why) = &def.unsupported {
            return Err(IllegalAction::new("601.2", format!("{} is not supported by the engine: {why}", def.name)));
        }
        self.check_cast_restrictions(p, card)?;
        if def.has_type(CardType::Land) {
            return Err(IllegalAction::new("305.9", format!("{} is a land: play it, don't cast it", def.name)));
        }
        // CR 601.3: "you may cast ~ as though it had flash". A face-down spell has no text
        // and is a creature spell (CR 702.37c, 708.4): only sorcery timing.
        let face_down = crate::casting::morph::is_face_down_cast(def, alt);
        // CR 307.1: the sorcery window, tested first: inside it the permissions below (some
        // of which read every permanent) don't matter.
        let sorcery_window = self.active == p && self.step.is_main() && self.stack.is_empty();
        let instant_speed = || {
            !face_down
                && (def.has_type(CardType::Instant)
                    || def.keywords().any(|k| *k == Keyword::Flash)
                    || crate::casting::keywords::flash_permission(def).is_some()
                    || self.may_cast_as_though_flash(p, card))
        };
        // CR 608.2g: a spell cast while an ability resolves (madness, cascade) ignores timing.
        let during_resolution = || self.window_card() == Some(card);
        // CR 702.170d: a plotted card is cast during its owner's main phase while the stack
        // is empty, whatever its type.
        let plotted = alt
            .and_then(|i| alternative_costs(def).into_iter().nth(i))
            .is_some_and(|a| a.later == Some(crate::ir::LaterCast::Plot));
        if plotted && !sorcery_window {
            return Err(IllegalAction::new(
                "702.170d",
                format!("{} is cast as plotted only in your main phase when the stack is empty", def.name),
            ));
        }
        if !sorcery_window && !during_resolution() && !instant_speed() {
            return Err(IllegalAction::new(
                "307.1",
                format!("{} can be cast only in your main phase when the stack is empty", def.name),
            ));
        }
        Ok(())
    }

    /// The total cost of a spell from a base cost (its mana cost or an alternative cost),
    /// after cost increases and reductions (CR 601.2f).
    pub(crate) fn spell_cost_from(&self, p: PlayerId, card: ObjectId, base: ManaCost) -> ManaCost {
        self.spell_cost_as(p, card, base, false)
    }

    /// [`Game::spell_cost_from`] for a spell cast face down (`face_down`): cost changes see
    /// only the face-down spell's characteristics (CR 702.37c, 708.4).
    pub(crate) fn spell_cost_as(&self, p: PlayerId, card: ObjectId, base: ManaCost, face_down: bool) -> ManaCost {
        let face_down_ch = face_down.then(|| crate::continuous::layers::face_down_values(p));
        let is_spell = |f: &crate::ir::Filter, id: ObjectId, you: PlayerId| match &face_down_ch {
            Some(ch) => self.matches_ch(f, card, ch, id, you),
            None => self.matches(f, card, id, you),
        };
        let mut cost = base;
        let mut change = 0i32;
        for &id in &self.battlefield {
            // Most permanents change no cost: their controller is not looked up.
            let abilities = &self.object(id).text().abilities;
            let changes = |a: &Ability| {
                matches!(a, Ability::Static(StaticAbility::CostChange { .. } | StaticAbility::CostIncrease { .. }))
            };
            if !abilities.iter().any(changes) {
                continue;
            }
            let you = self.controller(id);
            for ab in abilities {
                if let Ability::Static(StaticAbility::CostChange { spells, amount, whose }) = ab {
                    if self.player_matches(*whose, p, you) && is_spell(spells, id, you) {
                        change += amount;
                    }
                }
                // CR 601.2f: increases with coloured mana add their symbols to the total cost.
                if let Ability::Static(StaticAbility::CostIncrease { spells, whose, mana }) = ab {
                    if self.player_matches(*whose, p, you) && is_spell(spells, id, you) {
                        cost.symbols.extend(mana.symbols.iter().cloned());
                    }
                }
            }
        }
        change += self.self_cost_change(p, card);
        if self.object(card).zone == Zone::Command {
            // CR 903.8: {2} more for each previous time it was cast from the command zone.
            let name = &self.object(card).card_itself().name;
            let casts = self.players[p.index()].commander_casts.iter().find(|(n, _)| n == name).map_or(0, |(_, k)| *k);
            change += 2 * casts as i32;
        }
        if change > 0 {
            cost.add_generic(change as u32);
        } else if change < 0 {
            cost.reduce_generic((-change) as u32);
        }
        cost
    }

    /// Checks every choice of a cast (CR 601.2a-g) without changing anything.
    pub(crate) fn plan_cast(&self, p: PlayerId, spec: &CastSpec) -> Result<Plan, IllegalAction> {
        if let Some(plan) = self.plan_face_cast(p, spec) {
            return plan;
        }
        let card = spec.card;
        self.check_cast_timing(p, card, spec.alt)?;
        let def = crate::casting::keywords::cast_text(&self.object(card).card, spec.alt);
        // CR 107.3: an X in the mana cost or in an additional cost ("discard X cards").
        let has_x =
            def.mana_cost.as_ref().is_some_and(|c| c.has_x()) || crate::costs::kinds::additional_cost_has_x(&def);
        if spec.x.is_some() && !has_x {
            return Err(IllegalAction::new("107.3", format!("{} has no X in its cost", def.name)));
        }
        if spec.x.is_some() && spec.alt.is_some() {
            return Err(IllegalAction::new("107.3", "X is 0 when an alternative cost without X is paid"));
        }
        let x = spec.x.unwrap_or(0);
        // CR 702.85a, 118.9: cast without paying its mana cost (X is 0, CR 107.3), if the
        // resulting spell's mana value (its half's or face's, CR 709.3b) is less than cascade's.
        let free = self.free_cast().filter(|(c, ..)| *c == card);
        if let Some((_, below, _)) = free {
            if x > 0 {
                return Err(IllegalAction::new("107.3", "X is 0 when a spell is cast without paying its mana cost"));
            }
            let mv = def.mana_cost.as_ref().map_or(0, |c| c.mana_value(0));
            if mv >= below {
                return Err(IllegalAction::new(
                    "702.85a",
                    format!("the spell's mana value ({mv}) must be less than {below} to cast it this way"),
                ));
            }
        }
        if crate::casting::morph::is_face_down_cast(&def, spec.alt) && !spec.optional.is_empty() {
            return Err(IllegalAction::new("702.37c", "a face-down spell has no text: it has no optional costs"));
        }
        // CR 601.2b: the modes, then the targets they bring (CR 700.2c); CR 702.42a-b: an
        // entwined spell chooses all its modes, in the order written.
        let entwined = self.cast_with(card, &spec.optional, spec.alt).entwined;
        let slots = match spell_effect(&def) {
            Some(e) if entwined => {
                if !spec.modes.iter().copied().eq(0..e.modes.len()) {
                    return Err(IllegalAction::new(
                        "702.42b",
                        format!("{} is entwined: choose all its modes, in the order written", def.name),
                    ));
                }
                self.check_modes(
                    &crate::casting::keywords::entwined_modes(e),
                    &spec.modes,
                    &def.name,
                    card,
                    p,
                    Some(card),
                )?
            }
            Some(e) => self.check_modes(e, &spec.modes, &def.name, card, p, Some(card))?,
            None if !spec.modes.is_empty() => {
                return Err(IllegalAction::new("700.2", format!("{} is not modal: choose no mode", def.name)))
            }
            None => self.aura_slots(card, p),
        };
        let mut slots = slots;
        let kicked = !self.cast_with(card, &spec.optional, spec.alt).kicked.is_empty();
        let main_phase = self.active == p && self.step.is_main();
        crate::casting::keywords::drop_part_targets(&def, &mut slots, kicked, main_phase);
        if let Some(e) = spell_effect(&def) {
            // CR 601.2c: "X target creatures", X being chosen (601.2b).
            self.fix_target_counts(&mut slots, &crate::casting::target_counts::chosen_specs(e, &spec.modes), x, card);
        }
        self.validate_targets(&slots, &spec.targets)?;
        if let Some(e) = spell_effect(&def).filter(|e| e.modes.is_empty()) {
            self.validate_target_owners(&e.targets, &spec.targets)?;
        }
        let divided = match spell_effect(&def) {
            Some(e) => self.plan_division(e, &spec.targets, &spec.divide, x)?,
            None if !spec.divide.is_empty() => {
                return Err(IllegalAction::new("601.2d", format!("{} doesn't divide anything", def.name)))
            }
            None => Vec::new(),
        };
        let (mut extra, alt_mana) = self.cast_costs_x(p, card, spec.alt, x)?;
        // CR 601.2b, 601.2f: kicker and buyback costs add to the total cost.
        let optional = self.optional_cast_costs(card, &spec.optional, &mut extra)?;
        let objects = self.cost_objects(p, card, &extra, &spec.cost_choices, Some(card))?;
        let base = match free {
            Some(_) => ManaCost::default(),
            None => alt_mana.unwrap_or_else(|| def.mana_cost.clone().unwrap_or_default().with_x(x)),
        };
        let base = mana_plus(&mana_plus(&base, &optional), &self.flash_surcharge(p, card).unwrap_or_default());
        // CR 702.172a, 601.2f: spree adds the cost of each mode chosen.
        let base = mana_plus(&base, &crate::casting::spree::spree_cost(&def, &spec.modes));
        let cost = self.spell_cost_as(p, card, base, crate::casting::morph::is_face_down_cast(&def, spec.alt));
        // CR 702.51a-b: convoke applies to the total cost.
        let (cost, convoke) =
            self.plan_convoke(p, card, &cost, spec.convoke.as_deref(), spec.payment.as_deref(), &objects.tap)?;
        let exclude: Vec<ObjectId> = objects.tap.iter().chain(&convoke).copied().collect();
        let payment = self.plan_payment_on(p, &cost, spec.payment.as_deref(), &exclude, false, SpendOn::Spell(card))?;
        Ok(Plan { cost, payment, x, sacrifice: Vec::new(), discard: Vec::new(), extra, objects, divided, convoke })
    }

    /// CR 601.2: moves the card to the stack, pays, and the caster keeps priority (CR 117.3c).
    pub(crate) fn execute_cast(&mut self, p: PlayerId, spec: CastSpec, plan: Plan) {
        // CR 709.3b, 712.11c, 715.3b: only the half or face cast exists on the stack; CR
        // 702.96b: an overloaded spell's text has "each" for "target". The whole card is kept
        // for after.
        let whole_card =
            self.choose_cast_face(spec.card, spec.half).or_else(|| self.overload_text(spec.card, spec.alt));
        let def = self.object(spec.card).card.clone();
        let paid = self.execute_payment(p, &plan.payment, &plan.cost);
        // CR 702.51a, 702.126a, 702.66a: the convoking creatures and improvising artifacts
        // tap; delved cards are exiled.
        self.use_helpers(&plan.convoke);
        if self.object(spec.card).zone == Zone::Command {
            // CR 903.8: counted for the card, whichever face was cast.
            let name = whole_card.as_ref().map_or(&def.name, |w| &w.name).clone();
            let casts = &mut self.players[p.index()].commander_casts;
            match casts.iter_mut().find(|(n, _)| *n == name) {
                Some(e) => e.1 += 1,
                None => casts.push((name, 1)),
            }
        }
        let mut cast_with = self.cast_with(spec.card, &spec.optional, spec.alt);
        cast_with.flashed = self.flash_surcharge(p, spec.card).is_some();
        cast_with.from_hand = self.object(spec.card).zone == Zone::Hand;
        // CR 505.1: a main phase of the caster's own turn.
        cast_with.in_main_phase = self.active == p && self.step.is_main();
        cast_with.uncounterable = paid.uncounterable;
        cast_with.spent = paid.mana;
        // CR 715.3: cast as an Adventure.
        cast_with.adventure =
            whole_card.as_ref().is_some_and(|w| w.halves.is_empty() && w.back_kind == OtherFace::Adventure);
        // CR 712.11a: a transforming card's back face is cast only transformed (disturb, a
        // defeated Siege).
        cast_with.transformed = whole_card.as_ref().is_some_and(|w| w.halves.is_empty() && w.back_kind.is_transform());
        // CR 709.5d: the door of a Room cast, which its permanent enters with unlocked.
        cast_with.door = spec.half.filter(|_| whole_card.as_ref().is_some_and(|w| w.is_room())).map(|h| h as u8);
        let Some(new) = self.move_object_to(spec.card, Zone::Stack, Some(p), false) else {
            return;
        };
        if whole_card.is_some() {
            self.objects[new.index()].printed = whole_card;
        }
        // CR 712.8c: a spell cast transformed has its front face's mana value.
        self.objects[new.index()].transformed = cast_with.transformed;
        self.objects[new.index()].cast_with = cast_with;
        // CR 702.37c, 708.4: turned face down before it is put onto the stack; the stack
        // shows only the face-down spell.
        let face_down = crate::casting::morph::is_face_down_cast(&def, spec.alt);
        self.objects[new.index()].face_down = face_down;
        let def = if face_down { crate::casting::morph::face_down_card() } else { def };
        // CR 601.2h: the non-mana costs, after the spell is on the stack; what paid them is
        // remembered as it was (CR 608.2h: "the sacrificed creature's power").
        let mut paid = self.paid_lki(
            plan.objects
                .sacrifice
                .iter()
                .chain(&plan.objects.discard)
                .chain(&plan.objects.exile)
                .chain(&plan.objects.tap),
        );
        let hand_before = self.players[p.index()].hand.clone();
        self.pay_cost_objects(p, &plan.extra, &plan.objects);
        // Cards discarded at random or with the whole hand are paid too (CR 601.2h).
        paid.extend(self.discarded_besides(&hand_before, &plan.objects.discard));
        let ability = def.abilities.iter().position(|a| matches!(a, Ability::Spell(_))).unwrap_or(usize::MAX);
        let flat: Vec<Target> = spec.targets.iter().flatten().copied().collect();
        // CR 202.3e: on the stack its mana value counts the X chosen.
        self.objects[new.index()].x = plan.x;
        self.stack.push(StackItem {
            id: new,
            is_spell: true,
            source: new,
            controller: p,
            card: def.clone(),
            ability,
            modes: spec.modes,
            x: plan.x,
            targets: spec.targets,
            triggering: None,
            other: None,
            event_amount: 0,
            divided: plan.divided,
            text: if face_down { crate::casting::morph::FACE_DOWN_NAME.to_string() } else { def.name.clone() },
            paid,
        });
        self.log(Event::Cast { player: p, card: new, targets: flat });
        self.spell_was_cast(new, p);
        let targets = self.stack.last().map(|s| s.targets.clone()).unwrap_or_default();
        self.became_targets(&targets, new, true, p);
        self.collect_triggers(Some(Target::Object(new)), |g, ev, src, you| match ev {
            crate::ir::TriggerEvent::SpellCast { who, spell } => {
                g.player_matches(*who, p, you) && g.matches(spell, new, src, you)
            }
            _ => false,
        });
        // CR 702.108a: prowess; CR 702.85a: cascade.
        self.prowess_triggers(new, p);
        self.cascade_triggers(new, p);
        self.passes = 0;
        self.priority = p;
        self.flow = Flow::Priority;
    }

    /// CR 602.2, 602.5, 606.3, 302.6: who may activate, when, and with what cost.
    fn check_activation_basics(
        &self,
        p: PlayerId,
        id: ObjectId,
        _i: usize,
        a: &ActivatedAbility,
    ) -> Result<(), IllegalAction> {
        let o = self.object(id);
        if o.zone != a.zone {
            return Err(IllegalAction::new("602.2", format!("{} is not in the {}", self.name(id), a.zone.name())));
        }
        if !a.is_mana_ability {
            self.check_split_second("activating abilities that aren't mana abilities")?;
        }
        // CR 702.26b: a phased-out permanent's abilities can't be activated.
        if o.phased.is_some() {
            return Err(IllegalAction::new("702.26b", format!("{} is phased out", self.name(id))));
        }
        if a.zone == Zone::Battlefield && self.controller(id) != p && !a.any_player {
            return Err(IllegalAction::new("602.2", format!("you don't control {}", self.name(id))));
        }
        // CR 801.6: no activating abilities of objects outside your range of influence.
        if !self.in_range(p, self.controller(id)) {
            return Err(IllegalAction::new("801.6", format!("{} is outside your range of influence", self.name(id))));
        }
        if a.zone == Zone::Hand && !self.players[p.index()].hand.contains(&id) {
            return Err(IllegalAction::new("602.2", format!("{} is not in your hand", self.name(id))));
        }
        if a.zone == Zone::Graveyard {
            self.check_graveyard_activation(p, id)?;
        }
        if o.card.unsupported.is_some() {
            return Err(IllegalAction::new("602.2", format!("{} is not supported by the engine", self.name(id))));
        }
        let ch = self.characteristics_cow(id);
        if ch.abilities_removed {
            return Err(IllegalAction::new("613.1f", format!("{} has lost its abilities", self.name(id))));
        }
        if a.zone == Zone::Battlefield && ch.restricted(crate::ir::Restriction::NoActivatedAbilities) {
            return Err(IllegalAction::new(
                "602.5",
                format!("{}'s activated abilities can't be activated", self.name(id)),
            ));
        }
        if let Some(src) = self.activation_forbidden_by(id, a.is_mana_ability) {
            let why = format!("{} stops the activated abilities of {}", self.name(src), self.name(id));
            return Err(IllegalAction::new("602.5", why));
        }
        let sorcery = a.sorcery_speed || a.cost.loyalty.is_some();
        if sorcery && (self.active != p || !self.step.is_main() || !self.stack.is_empty()) {
            return Err(IllegalAction::new("602.5d", "this ability can be activated only as a sorcery"));
        }
        if a.cost.loyalty.is_some() {
            // CR 606.3: one loyalty ability per planeswalker per turn.
            let used = o
                .activations_this_turn
                .iter()
                .any(|&k| matches!(o.text().abilities.get(k), Some(Ability::Activated(b)) if b.cost.loyalty.is_some()));
            if used {
                return Err(IllegalAction::new(
                    "606.3",
                    "a loyalty ability of this planeswalker was already activated this turn",
                ));
            }
        }
        if let Some(c) = &a.condition {
            if !self.check_condition(c, id, p) {
                return Err(IllegalAction::new("602.5b", "this ability's activation restriction isn't met now"));
            }
        }
        if a.once_per_turn && o.activations_this_turn.contains(&_i) {
            return Err(IllegalAction::new("602.5b", "this ability can be activated only once each turn"));
        }
        if let Some(max) = a.max_per_turn {
            if o.activations_this_turn.iter().filter(|&&k| k == _i).count() as u32 >= max {
                return Err(IllegalAction::new(
                    "602.5b",
                    format!("this ability can be activated no more than {max} time(s) each turn"),
                ));
            }
        }
        if a.cost.tap_untapped.is_some() {
            self.choose_tap_cost(p, &a.cost, id, &[])?;
        }
        if a.cost.tap || a.cost.untap {
            if a.cost.tap && o.tapped {
                return Err(IllegalAction::new("602.5a", format!("{} is already tapped", self.name(id))));
            }
            if a.cost.untap && !o.tapped {
                return Err(IllegalAction::new("602.5a", format!("{} is already untapped", self.name(id))));
            }
            // CR 302.6: a creature's {T}/{Q} abilities need it to have been under control since the turn began.
            if ch.is(CardType::Creature) && self.is_sick(id) && !ch.has(&Keyword::Haste) {
                return Err(IllegalAction::new(
                    "302.6",
                    format!("{} has summoning sickness: it can't use {{T}} abilities this turn", self.name(id)),
                ));
            }
        }
        if a.cost.life > 0 && self.players[p.index()].life < a.cost.life as i32 {
            return Err(IllegalAction::new("119.4", "you don't have enough life to pay"));
        }
        if let Some(l) = a.cost.loyalty {
            if l < 0 && (o.counter(&CounterKind::Loyalty) as i32) < -l {
                return Err(IllegalAction::new("606.6", "not enough loyalty counters to pay the cost"));
            }
        }
        if let Some((k, n)) = &a.cost.remove_counters {
            if o.counter(k) < *n {
                return Err(IllegalAction::new(
                    "602.2b",
                    format!("{} doesn't have {n} {} counter(s)", self.name(id), k.name()),
                ));
            }
        }
        if let Some((f, n)) = &a.cost.sacrifice {
            let count =
                self.battlefield.iter().filter(|&&x| self.controller(x) == p && self.matches(f, x, id, p)).count();
            if (count as u32) < *n {
                return Err(IllegalAction::new("602.2b", "nothing to sacrifice for this cost"));
            }
        }
        if let Some((f, n)) = &a.cost.discard {
            let count = self.players[p.index()].hand.iter().filter(|&&x| self.matches(f, x, id, p)).count();
            if (count as u32) < *n {
                return Err(IllegalAction::new("602.2b", "not enough cards in hand to discard"));
            }
        }
        self.choose_more_costs(p, id, &a.cost, &[], None)?;
        Ok(())
    }

    /// Plans the mana payment of an ability whose source may tap itself as part of the cost.
    pub(crate) fn plan_payment_excluding(
        &self,
        p: PlayerId,
        cost: &ManaCost,
        source: ObjectId,
        taps_source: bool,
        tapped: &[ObjectId],
    ) -> Result<PaymentPlan, IllegalAction> {
        if cost.symbols.is_empty() {
            return Ok(PaymentPlan::default());
        }
        // A permanent tapped as part of the cost can't also tap for mana (CR 601.2h).
        let mut exclude = tapped.to_vec();
        exclude.extend(taps_source.then_some(source));
        self.plan_payment_on(p, cost, None, &exclude, false, SpendOn::Ability(source))
    }

    /// Checks every choice of an activation (CR 602.2) without changing anything.
    fn plan_activate(&self, p: PlayerId, spec: &ActivateSpec) -> Result<Plan, IllegalAction> {
        let id = spec.source;
        if id.index() >= self.objects.len() {
            return Err(IllegalAction::new("602.2", format!("there is no object {id}")));
        }
        let card = self.abilities_now(id);
        let Some((i, a)) = activated(&card.abilities).nth(spec.index) else {
            return Err(IllegalAction::new(
                "602.2",
                format!("{} has no activated ability #{}", card.name, spec.index.saturating_add(1)),
            ));
        };
        self.check_activation_basics(p, id, i, a)?;
        let has_x = a.cost.has_x();
        if spec.x.is_some() && !has_x {
            return Err(IllegalAction::new("107.3", "this ability has no X in its cost"));
        }
        let x = spec.x.unwrap_or(0);
        crate::costs::counters::check_remove_any(self, id, &a.cost, x)?;
        // CR 602.2b applies 601.2b: the modes of a modal ability are chosen as it is
        // activated, and its targets are those of the chosen modes (CR 700.2a, 700.2c).
        let name = self.name(id).to_string();
        let mut slots = self.check_modes(&a.effect, &spec.modes, &name, id, p, None)?;
        // CR 602.2b, 601.2c: "Tap X target lands", X being chosen (601.2b).
        self.fix_target_counts(&mut slots, &crate::casting::target_counts::chosen_specs(&a.effect, &spec.modes), x, id);
        self.validate_targets(&slots, &spec.targets)?;
        if a.effect.modes.is_empty() {
            self.validate_target_owners(&a.effect.targets, &spec.targets)?;
        }
        // CR 602.2b: the division of damage is chosen as for a spell (CR 601.2d).
        let divided = self.plan_division(&a.effect, &spec.targets, &spec.divide, x)?;
        let cost = a.cost.mana.with_x(x);
        let tap = self.choose_tap_cost(p, &a.cost, id, &spec.cost_choices)?;
        let payment = match &spec.payment {
            Some(list) => {
                if a.cost.tap && list.contains(&id) {
                    return Err(IllegalAction::new("601.2h", "the source is tapped to pay its own {T} cost"));
                }
                if let Some(t) = list.iter().find(|x| tap.contains(x)) {
                    return Err(IllegalAction::new(
                        "601.2h",
                        format!("{} is tapped to pay the cost; it can't also tap for mana", self.name(*t)),
                    ));
                }
                self.plan_payment_on(p, &cost, Some(list), &[], false, SpendOn::Ability(id))?
            }
            None => self.plan_payment_excluding(p, &cost, id, a.cost.tap, &tap)?,
        };
        let more = self.choose_more_costs(p, id, &a.cost, &spec.cost_choices, None)?;
        let mut sacrifice = Vec::new();
        if let Some((f, n)) = &a.cost.sacrifice {
            let candidates: Vec<ObjectId> = self
                .battlefield
                .iter()
                .copied()
                .filter(|&x| self.controller(x) == p && self.matches(f, x, id, p))
                .collect();
            let chosen: Vec<ObjectId> = spec.cost_choices.iter().copied().filter(|c| candidates.contains(c)).collect();
            sacrifice = if chosen.len() >= *n as usize { chosen } else { candidates };
            sacrifice.truncate(*n as usize);
        }
        let mut discard = Vec::new();
        if let Some((f, n)) = &a.cost.discard {
            let candidates: Vec<ObjectId> =
                self.players[p.index()].hand.iter().copied().filter(|&x| self.matches(f, x, id, p)).collect();
            let chosen: Vec<ObjectId> = spec.cost_choices.iter().copied().filter(|c| candidates.contains(c)).collect();
            discard = if chosen.len() >= *n as usize { chosen } else { candidates };
            discard.truncate(*n as usize);
        }
        Ok(Plan {
            cost,
            payment,
            x,
            sacrifice,
            discard,
            extra: Cost::default(),
            objects: CostObjects { tap, more, ..CostObjects::default() },
            divided,
            convoke: Vec::new(),
        })
    }

    /// CR 602.2: pays the costs and puts the ability on the stack; mana abilities resolve at once (605.3a).
    fn execute_activate(&mut self, p: PlayerId, spec: ActivateSpec, plan: Plan) {
        let id = spec.source;
        let card = self.abilities_now(id);
        let (i, a) = activated(&card.abilities).nth(spec.index).map(|(i, a)| (i, a.clone())).expect("planned");
        self.execute_payment(p, &plan.payment, &plan.cost);
        self.objects[id.index()].activations_this_turn.push(i);
        if a.cost.tap {
            self.tap_permanent(id);
        }
        if a.cost.untap {
            self.objects[id.index()].tapped = false;
        }
        if a.cost.life > 0 {
            self.lose_life(p, a.cost.life as i32);
        }
        if let Some(l) = a.cost.loyalty {
            self.objects[id.index()].add_counters(&CounterKind::Loyalty, l as i64);
            // CR 122.6, 606.4: a +N loyalty cost puts counters on it.
            self.counters_put_triggers(id, &CounterKind::Loyalty, l.max(0) as u32);
        }
        if let Some((k, n)) = &a.cost.remove_counters {
            self.remove_counters(id, k, *n);
        }
        if let Some(k) = &a.cost.remove_any_counters {
            // CR 107.1c: the number chosen as X (checked by `plan_activate`).
            self.remove_counters(id, k, plan.x);
        }
        // CR 601.2h, 608.2h: what pays the costs, as it was ("the sacrificed creature's power").
        // The permanents returned to their owners' hands too (ninjutsu, CR 702.49c).
        let mut paid = self.paid_lki(
            plan.sacrifice.iter().chain(&plan.discard).chain(&plan.objects.tap).chain(&plan.objects.more.returned),
        );
        let hand_before = self.players[p.index()].hand.clone();
        self.pay_tap_cost(&plan.objects.tap);
        for s in &plan.sacrifice {
            self.sacrifice(*s);
        }
        for d in &plan.discard {
            self.discard(p, *d);
        }
        self.pay_more_costs(p, &a.cost, &plan.objects.more);
        // Cards discarded at random or with the whole hand are paid too (CR 601.2h).
        paid.extend(self.discarded_besides(&hand_before, &plan.discard));
        let cycled = a.zone == Zone::Hand && plan.discard.contains(&id) && is_cycling(&a.text);
        if cycled {
            // CR 702.29c: "when you cycle" abilities of the card itself and of permanents.
            self.collect_triggers_lki(id, p, |g, ev, src, you| match ev {
                crate::ir::TriggerEvent::Cycled(f) => g.matches(f, id, src, you),
                _ => false,
            });
            self.cycled_triggers(p);
        }
        if a.cost.sacrifice_self {
            self.sacrifice(id);
        }
        if a.cost.exile_self {
            self.move_object(id, Zone::Exile);
        }
        let flat: Vec<Target> = spec.targets.iter().flatten().copied().collect();
        let item = StackItem {
            modes: spec.modes,
            x: plan.x,
            targets: spec.targets,
            divided: plan.divided,
            paid,
            ..StackItem::ability(self.next_ability_id(), id, p, card.clone(), i, a.text.clone())
        };
        self.passes = 0;
        self.priority = p;
        self.flow = Flow::Priority;
        if a.is_mana_ability {
            // CR 605.3a: a mana ability resolves immediately, without the stack.
            self.run_ability_now(item);
            if a.cost.tap && self.resolution().is_none() {
                // CR 605.1b: triggered mana abilities of "tapped for mana".
                self.tapped_for_mana(id);
            }
            return;
        }
        self.log(Event::Activated { player: p, source: id, text: a.text.clone(), targets: flat });
        let (targets, item_id) = (item.targets.clone(), item.id);
        self.stack.push(item);
        self.became_targets(&targets, item_id, false, p);
    }

    /// Whether it's a main phase of `p`'s turn with an empty stack (sorcery timing, CR 307.1).
    pub fn sorcery_timing(&self, p: PlayerId) -> bool {
        self.active == p && self.step.is_main() && self.stack.is_empty() && self.step != Step::Cleanup
    }
}

impl Game {
    /// Whether a permanent has an ability that any player may activate (CR 602.2).
    pub(crate) fn any_player_may_activate(&self, id: ObjectId) -> bool {
        activated(&self.abilities_now(id).abilities).any(|(_, a)| a.any_player)
    }
}

/// The activated abilities of a card with their indices among all its abilities.
pub(crate) fn activated(abilities: &[Ability]) -> impl Iterator<Item = (usize, &ActivatedAbility)> {
    abilities.iter().enumerate().filter_map(|(i, a)| match a {
        Ability::Activated(x) => Some((i, x)),
        _ => None,
    })
}

/// The spell effect of an instant or sorcery card.
pub(crate) fn spell_effect(def: &crate::ir::CardDef) -> Option<&Effect> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Spell(e) => Some(e),
        _ => None,
    })
}

/// The target of an Aura spell: what its enchant ability allows (CR 303.4a, 702.5a).
pub(crate) fn aura_target(def: &crate::ir::CardDef) -> Option<crate::ir::TargetSpec> {
    if !def.has_type(CardType::Enchantment) || !def.has_subtype("Aura") {
        return None;
    }
    def.abilities.iter().find_map(|a| match a {
        Ability::Static(StaticAbility::Enchant(spec)) => Some(spec.clone()),
        _ => None,
    })
}

/// Whether an ability of a card in hand is a cycling ability (CR 702.29a, 702.29e: "Cycling
/// {2}", "Mountaincycling {2}", "Basic landcycling {1}{B}"): other abilities that discard the
/// card as a cost (transmute, channel, reinforce) are not cycled (702.29c).
fn is_cycling(text: &str) -> bool {
    let name = text.split(['{', '—']).next().unwrap_or_default();
    name.trim().to_lowercase().ends_with("cycling")
}
