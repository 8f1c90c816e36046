//! Instructions that make permanents enter the battlefield: putting cards onto it (CR
//! 110.2, Auras CR 303.4f-g), creating tokens (CR 111), and a permanent entering as a copy
//! (CR 614.1c, 707.5). What entered becomes the affected objects.

use crate::ir::{CardType, Filter, Instr, ObjectId, PlayerId, Ref, Zone};
use crate::resolve::exec::choose;
use crate::resolve::interpreter::Step;
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};

impl Game {
    /// Puts each referred card onto the battlefield under `under`'s control (each card's own
    /// owner for "under its owner's control"), tapped if `tapped`, with its back face up if
    /// `transformed` (CR 712.14a: a card that isn't a transforming double-faced card then
    /// stays where it is).
    pub(crate) fn exec_put_onto_battlefield(
        &mut self,
        what: &Ref,
        under: &Ref,
        (tapped, transformed): (bool, bool),
        res: &mut Resolution,
    ) -> Step {
        let you = res.item.controller;
        let who = Self::players_of(&self.resolve_ref(under, res)).first().copied().unwrap_or(you);
        let objs = self.objects_in_play(&self.resolve_ref(what, res), res);
        let owners = matches!(under, Ref::OwnerOf(_));
        let placed: Vec<(ObjectId, PlayerId)> = objs
            .iter()
            .filter(|&&o| {
                !transformed || self.object(o).card.back_kind.is_transform() && self.object(o).card.back.is_some()
            })
            .map(|&o| (o, if owners { self.object(o).owner } else { who }))
            .collect();
        // The card asks to enter transformed (`Game::enters_transformed`).
        for &(o, _) in placed.iter().filter(|_| transformed) {
            if self.object(o).zone != Zone::Battlefield {
                self.objects[o.index()].transformed = true;
            }
        }
        // CR 303.4f-g: an Aura's host is chosen as it enters, by the player it enters under.
        if res.entering.is_empty() {
            res.entering = placed;
        }
        match self.enter_waiting(tapped, res) {
            Ok(moved) => res.affected = moved.into_iter().map(|(_, n)| Target::Object(n)).collect(),
            Err(ask) => return ask,
        }
        // A card that stayed where it was (an Aura with nothing to enchant) isn't asked any more.
        for &o in &objs {
            if self.object(o).moved_to.is_none() && self.object(o).zone != Zone::Battlefield {
                self.objects[o.index()].transformed = false;
            }
        }
        Step::Done
    }

    /// Creates `count` tokens under each referred player's control (CR 111), tapped and
    /// attacking as the instruction says. They become the affected objects.
    pub(crate) fn exec_create_tokens(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        let Instr::CreateToken { token, count, who, tapped, attacking } = instr else {
            unreachable!("dispatched on CreateToken")
        };
        let (tapped, attacking) = (*tapped, *attacking);
        let n = self.eval_amount(count, res).max(0) as usize;
        let players = Self::players_of(&self.resolve_ref(who, res));
        if res.sub == 0 {
            res.affected.clear();
        }
        // One token at a time: a token put onto the battlefield attacking asks what it
        // attacks before it is created, so a resumed instruction creates each token once.
        while res.sub < players.len() * n {
            let p = players[res.sub / n];
            let defender = if attacking && token.types.contains(CardType::Creature) {
                match self.defender_of_entering_attacker(p, res) {
                    Ok(d) => d,
                    Err(ask) => return ask,
                }
            } else {
                // CR 506.3a: a noncreature put onto the battlefield attacking isn't attacking.
                None
            };
            let id = self.create_token(token.clone(), p, tapped);
            if let Some(d) = defender {
                self.put_into_combat_attacking(id, p, d);
            }
            res.affected.push(Target::Object(id));
            res.sub += 1;
        }
        res.sub = 0;
        Step::Done
    }

    /// The resolving permanent spell enters the battlefield, as a copy of an object matching
    /// `of` that its controller may choose.
    pub(crate) fn exec_enter_as_copy(&mut self, of: &Filter, res: &mut Resolution) -> Step {
        let (src, you) = (res.item.source, res.item.controller);
        // CR 614.1c, 707.5: the controller may choose an object to copy as the permanent
        // enters; it enters with that object's copiable values (707.2: its card, or what that
        // object itself copies, 707.3), not its counters, status or other effects.
        // `sub` 1: the copy is chosen and made; an Aura's host is being asked.
        if res.sub == 0 {
            let from: Vec<ObjectId> =
                self.battlefield.iter().copied().filter(|&o| self.matches(of, o, src, you)).collect();
            let chosen = match choose(res, you, "enter as a copy of (or none)".into(), from, 0, 1) {
                Ok(c) => c,
                Err(step) => return step,
            };
            if let Some(&orig) = chosen.first() {
                let mut copied = self.object(orig).card.clone();
                // CR 709.5c: a Room's unlocked designations are not copiable values.
                if copied.is_room() {
                    copied = std::sync::Arc::new(copied.with_doors(0));
                }
                let o = &mut self.objects[src.index()];
                o.printed = Some(o.card.clone());
                o.card = copied;
            }
            res.entering = vec![(src, you)];
            res.sub = 1;
        }
        // CR 303.4f: a copy of an Aura enters by no Aura spell's resolution: its controller
        // chooses what it enchants; with nothing it could enchant, the spell goes to its
        // owner's graveyard (CR 303.4g).
        match self.enter_waiting(false, res) {
            Ok(moved) if moved.is_empty() => {}
            Ok(_) => res.zone_after = None,
            Err(ask) => return ask,
        }
        Step::Done
    }
}
