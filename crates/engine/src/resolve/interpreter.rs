//! Resolving spells and abilities (CR 608): checking targets, then running the program.
//!
//! The interpreter runs an ability's instructions in order. An instruction that needs a
//! player's choice stops the program with a [`Decision`]; the answer is stored and the same
//! instruction runs again, now consuming it. The position is a path into nested blocks.

use crate::casting::actions::{aura_target, spell_effect};
use crate::game::door::{misfit, validate_choice};
use crate::ir::walk::VisitMut;
use crate::ir::{Ability, Amount, Condition, Effect, Instr, Ref, TargetSpec};
use crate::ir::{CardType, Stat, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction, Target};
use crate::state::game::{Flow, Game, Resolution, StackItem};
use crate::state::log::Event;
use crate::state::pending::Pending;

/// What a permanent card may enter the battlefield as a copy of (CR 707.5).
fn enters_as_copy(def: &crate::ir::CardDef) -> Option<&crate::ir::Filter> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Static(crate::ir::StaticAbility::EntersAsCopy { of }) => Some(of),
        _ => None,
    })
}

/// The outcome of one instruction.
pub(crate) enum Step {
    Done,
    /// The instruction asked a player; the program waits.
    Ask(Decision),
    /// The instruction opened a window to cast a card (madness, CR 702.35a; cascade, CR
    /// 702.85a): the player asked may cast it or pass ([`Pending::CastWindow`]); the program
    /// waits.
    CastWindow(Decision, crate::state::pending::CastWindow),
}

impl Game {
    /// Resolves the top of the stack (CR 608.2).
    pub(crate) fn resolve_top(&mut self) {
        let Some(item) = self.stack.pop() else { return };
        let def = item.card.clone();
        if item.is_spell && item.ability == usize::MAX {
            // A permanent spell (CR 608.3): it becomes a permanent. An Aura's target is checked (608.3a).
            if let Some(spec) = aura_target(&def) {
                let legal = item
                    .targets
                    .first()
                    .and_then(|t| t.first())
                    .copied()
                    .filter(|t| self.target_still_legal(&spec, *t, item.source, item.controller));
                let Some(Target::Object(host)) = legal else {
                    self.log(Event::Countered { name: def.name.clone(), fizzled: true });
                    self.spell_to_graveyard(item.id);
                    return;
                };
                self.log(Event::Resolved { name: def.name.clone() });
                if let Some(new) = self.move_object_to(item.id, Zone::Battlefield, Some(item.controller), false) {
                    self.objects[new.index()].attached_to = Some(host);
                }
                return;
            }
            if enters_as_copy(&def).is_none() {
                self.log(Event::Resolved { name: def.name.clone() });
                self.move_object_to(item.id, Zone::Battlefield, Some(item.controller), false);
                return;
            }
        }
        let effect = self.item_effect(&item);
        let specs = effect_specs(&effect, &item.modes);
        // CR 608.2b: if every target is now illegal, the spell or ability doesn't resolve.
        if !specs.is_empty() {
            let any_legal =
                item.targets.iter().zip(&specs).any(|(ts, spec)| {
                    ts.iter().any(|t| self.target_still_legal(spec, *t, item.source, item.controller))
                });
            let had_targets = item.targets.iter().any(|t| !t.is_empty());
            if had_targets && !any_legal {
                self.log(Event::Countered { name: item.text.clone(), fizzled: true });
                if item.is_spell {
                    self.spell_to_graveyard(item.id);
                }
                return;
            }
        }
        // CR 603.4: an intervening "if" is checked again on resolution.
        if let Some(Ability::Triggered(t)) = def.abilities.get(item.ability) {
            if let Some(c) = &t.condition {
                if !self.check_condition_about(c, item.source, item.controller, item.triggering) {
                    return;
                }
            }
        }
        self.log(Event::Resolved { name: item.text.clone() });
        // CR 608.2b: illegal targets are neither affected nor looked at; the legal ones are
        // fixed now, so later instructions still find them after the effect moves them.
        let mut item = item;
        self.drop_dependent_targets(&specs, &mut item.targets);
        for (i, ts) in item.targets.iter_mut().enumerate() {
            if let Some(spec) = specs.get(i) {
                ts.retain(|t| self.target_still_legal(spec, *t, item.source, item.controller));
            }
        }
        let zone_after = if item.is_spell { Some(Zone::Graveyard) } else { None };
        let found = self.zone_change_trigger_finds(&item, def.abilities.get(item.ability));
        let mut res = Resolution::start(item, zone_after);
        res.moved.extend(found);
        self.continue_resolution(Box::new(res));
    }

    /// Runs a mana ability at once (CR 605.3a); it may still ask (a colour, for example).
    pub(crate) fn run_ability_now(&mut self, item: StackItem) {
        let before = self.priority;
        self.continue_resolution(Box::new(Resolution::start(item, None)));
        if self.resolution().is_none() {
            self.priority = before;
            self.flow = Flow::Priority;
        }
    }

    /// The effect an item runs: the spell's, or the ability's, with modes applied.
    pub(crate) fn item_effect(&self, item: &StackItem) -> Effect {
        if let Some(of) = enters_as_copy(&item.card).filter(|_| item.is_spell && item.ability == usize::MAX) {
            return Effect { program: vec![Instr::EnterAsCopy { of: of.clone() }], ..Default::default() };
        }
        match item.card.abilities.get(item.ability) {
            Some(Ability::Spell(e)) => e.clone(),
            Some(Ability::Activated(a)) => a.effect.clone(),
            Some(Ability::Triggered(t)) => t.effect.clone(),
            _ => spell_effect(&item.card).cloned().unwrap_or_default(),
        }
    }

    /// The program an item runs: its effect with the modes chosen, an optional trigger's
    /// wrapped in its "you may" (CR 603.5).
    fn item_program(&self, item: &StackItem) -> Vec<Instr> {
        let program = flatten_modes(&self.item_effect(item), &item.modes);
        match item.card.abilities.get(item.ability) {
            Some(Ability::Triggered(t)) if t.optional && !item.is_spell => {
                vec![Instr::May { prompt: t.text.clone(), then: program }]
            }
            _ => program,
        }
    }

    /// The instruction a suspended resolution waits on (a "you may", a payment, a choice
    /// of cards), if a resolving spell or ability asks the pending question (CR 608.2): a
    /// computer player reads what it is asked about.
    pub fn asking_instruction(&self) -> Option<Instr> {
        let res = self.resolution()?;
        let program = self.item_program(&res.item);
        let mut block: &[Instr] = &program;
        for (depth, &at) in res.pc.iter().enumerate() {
            let instr = block.get(at)?;
            block = match instr {
                _ if depth + 1 == res.pc.len() => return Some(instr.clone()),
                Instr::If { then, .. } | Instr::May { then, .. } | Instr::ForEach { then, .. } => then,
                Instr::PlayerMay { then, .. } => then,
                _ => return Some(instr.clone()),
            };
        }
        None
    }

    /// Runs a resolution until it finishes or asks; asking suspends it in the pending
    /// decision ([`Pending::Resolution`]).
    pub(crate) fn continue_resolution(&mut self, mut res: Box<Resolution>) {
        let program = self.item_program(&res.item);
        match self.run_block(&program, &mut res, 0) {
            Step::Ask(d) => {
                self.ask(d, Pending::Resolution(res));
                self.flow = Flow::Waiting;
            }
            Step::CastWindow(d, w) => {
                self.ask(d, Pending::CastWindow(res, w));
                self.flow = Flow::Waiting;
            }
            Step::Done => {
                // CR 702.27a: a spell with its buyback cost paid goes to its owner's hand;
                // CR 715.3d: an Adventure is exiled; CR 702.88a: a spell with rebound too.
                if let Some(Zone::Graveyard) = res.zone_after {
                    if !self.buyback_to_hand(res.item.id)
                        && !self.adventure_to_exile(res.item.id)
                        && !self.rebound_to_exile(res.item.id)
                    {
                        self.spell_to_graveyard(res.item.id);
                    }
                }
                self.answered();
                if self.flow == Flow::Waiting {
                    self.flow = Flow::Priority;
                    // CR 117.3b: after a spell or ability on the stack resolves, the active
                    // player receives priority, even when the resolution stopped to ask. A mana
                    // ability (605.3a) leaves priority with the player who activated it.
                    let mana = !res.item.is_spell
                        && matches!(res.item.card.abilities.get(res.item.ability),
                            Some(Ability::Activated(a)) if a.is_mana_ability);
                    if !mana {
                        self.priority = self.active;
                    }
                }
            }
        }
    }

    /// An instant or sorcery goes to its owner's graveyard as the last step of resolving (CR 608.2n).
    fn spell_to_graveyard(&mut self, id: ObjectId) {
        if self.object(id).zone == Zone::Stack && self.object(id).moved_to.is_none() {
            self.move_object(id, Zone::Graveyard);
        }
    }

    /// The answer to a question a resolving program asked, checked against the question.
    pub(crate) fn answer_resolution(&mut self, d: &Decision, a: Answer) -> Result<(), IllegalAction> {
        match (&d.kind, &a) {
            // New targets for a copy of a spell (CR 707.10c).
            (DecisionKind::ChooseTargets { slots, .. }, Answer::Targets(t)) => self.validate_targets(slots, t)?,
            (DecisionKind::ChooseObjects { from, min, max, .. }, Answer::Cards(c)) => {
                validate_choice(from, *min, *max, c)?
            }
            (DecisionKind::YesNo { .. }, Answer::YesNo(_)) => {}
            (DecisionKind::ChooseOption { options, .. }, Answer::Option(i)) => {
                if *i >= options.len() {
                    return Err(IllegalAction::new("700.2", format!("option {i} is not offered")));
                }
            }
            (DecisionKind::ChooseNumber { min, max, .. }, Answer::Number(n)) => {
                if n < min || n > max {
                    return Err(IllegalAction::new("107.1", format!("choose a number from {min} to {max}")));
                }
            }
            (kind, a) => return Err(misfit(kind, a)),
        }
        self.resume_resolution(a)
    }

    /// Resumes the suspended resolution with `a` as the answer to its waiting instruction.
    pub(crate) fn resume_resolution(&mut self, a: Answer) -> Result<(), IllegalAction> {
        let mut res = match self.pending.take() {
            Some(Pending::Resolution(res) | Pending::CastWindow(res, _)) => res,
            other => {
                self.pending = other;
                return Err(IllegalAction::new("608.2", "nothing is resolving"));
            }
        };
        res.answer = Some(a);
        self.decision = None;
        self.continue_resolution(res);
        Ok(())
    }

    /// Runs instructions of `block` from the saved position at `depth`.
    pub(crate) fn run_block(&mut self, block: &[Instr], res: &mut Resolution, depth: usize) -> Step {
        if res.pc.len() <= depth {
            res.pc.push(0);
        }
        while res.pc[depth] < block.len() {
            let instr = &block[res.pc[depth]];
            let state_before = self.state_trigger_inputs();
            let step = match instr {
                Instr::If { condition, then } => {
                    let entered = res.pc.len() > depth + 1;
                    if entered || self.program_condition(condition, res) {
                        self.run_block(then, res, depth + 1)
                    } else {
                        Step::Done
                    }
                }
                Instr::May { prompt, then } => {
                    let entered = res.pc.len() > depth + 1;
                    if entered {
                        self.run_block(then, res, depth + 1)
                    } else if self.optional_cost_unpayable(then, block.get(res.pc[depth] + 1), res) {
                        // CR 118.3: a cost that can't be paid is not offered; it is not paid.
                        res.affected.clear();
                        Step::Done
                    } else {
                        match res.answer.take() {
                            Some(Answer::YesNo(true)) => self.run_block(then, res, depth + 1),
                            Some(_) => {
                                // Declining does nothing: a later "if you do" / "unless" sees that.
                                res.affected.clear();
                                Step::Done
                            }
                            None => Step::Ask(Decision {
                                player: res.item.controller,
                                kind: DecisionKind::YesNo { prompt: prompt.clone() },
                            }),
                        }
                    }
                }
                Instr::ForEach { what, then } => self.run_for_each(what, then, res, depth),
                Instr::PlayerMay { who, prompt, then, until_one } => {
                    let next = block.get(res.pc[depth] + 1);
                    self.run_player_may(who, prompt, (then, next), *until_one, res, depth)
                }
                other => self.exec(other, res),
            };
            if self.state_trigger_inputs() != state_before {
                // CR 603.8: a state trigger notices a state that exists only during the
                // resolution ("when you control no other artifacts" while the only other one
                // is briefly exiled, "when you have no cards in hand" between a draw and a
                // discard); it waits to be put on the stack (CR 603.3).
                self.collect_state_triggers();
            }
            match step {
                Step::Done => {
                    res.pc.truncate(depth + 1);
                    res.pc[depth] += 1;
                    res.sub = 0;
                }
                ask => return ask,
            }
        }
        res.pc.truncate(depth);
        Step::Done
    }

    /// Runs `then` for each object `what` refers to (see `Instr::ForEach`), resuming where
    /// it stopped if it asked a question.
    fn run_for_each(&mut self, what: &Ref, then: &[Instr], res: &mut Resolution, depth: usize) -> Step {
        if res.each.last().is_none_or(|f| f.2 != depth) {
            let list = self.resolve_ref(what, res);
            res.affected = list.first().copied().into_iter().collect();
            res.each.push((list, 0, depth));
        }
        loop {
            let (list, i, _) = res.each.last().expect("pushed above");
            if *i >= list.len() {
                res.each.pop();
                return Step::Done;
            }
            match self.run_block(then, res, depth + 1) {
                Step::Done => {
                    let f = res.each.last_mut().expect("still running");
                    f.1 += 1;
                    res.affected = f.0.get(f.1).copied().into_iter().collect();
                }
                ask => return ask,
            }
        }
    }

    fn program_condition(&self, c: &Condition, res: &Resolution) -> bool {
        match c {
            Condition::PreviousDidSomething => !res.affected.is_empty(),
            Condition::SearchedYourLibrary => res.searched_library == Some(true),
            Condition::WonFlip(won) => res.coin == Some(*won),
            Condition::WonClash => res.clash_won == Some(true),
            Condition::History(crate::ir::HistoryCondition::ThisAbilityActivated(n)) => {
                self.activated_this_turn(res, *n)
            }
            Condition::Not(inner) => !self.program_condition(inner, res),
            Condition::RefIs(r, f) => self.resolve_ref(r, res).into_iter().any(|t| match t {
                Target::Object(o) => self.matches(f, o, res.item.source, res.item.controller),
                Target::Player(_) => false,
            }),
            other => self.check_condition_about(other, res.item.source, res.item.controller, res.item.triggering),
        }
    }

    /// Resolves a reference to the players and objects it means now. CR 801.10: with a
    /// limited range of influence, players and objects outside the controller's range are left
    /// out, so the parts of the effect that would affect them do nothing.
    pub(crate) fn resolve_ref(&self, r: &Ref, res: &Resolution) -> Vec<Target> {
        let mut out = self.resolve_ref_any_range(r, res);
        if self.config.range_of_influence.is_some() {
            out.retain(|t| self.target_in_range(res.item.controller, t));
        }
        out
    }

    /// [`Game::resolve_ref`] without the range of influence.
    fn resolve_ref_any_range(&self, r: &Ref, res: &Resolution) -> Vec<Target> {
        let item = &res.item;
        let you = item.controller;
        match r {
            Ref::Source => vec![Target::Object(self.current(item.source))],
            Ref::Target(i) => {
                // The targets still legal as resolution began (fixed in `resolve_top`). Queries
                // about them use last known information (CR 608.2h); actions follow moves
                // made by this effect (`objects_in_play`).
                let Some(ts) = item.targets.get(*i as usize) else {
                    return vec![];
                };
                ts.clone()
            }
            Ref::You => vec![Target::Player(you)],
            Ref::EachPlayer => self.living_players().map(Target::Player).collect(),
            Ref::EachOpponent => self.opponents(you).map(Target::Player).collect(),
            Ref::Each(f) => self
                .battlefield
                .iter()
                .copied()
                .filter(|&id| self.matches(f, id, item.source, you))
                .map(Target::Object)
                .collect(),
            Ref::EachControlledBy(f, who) => {
                let players = Self::players_of(&self.resolve_ref(who, res));
                self.battlefield
                    .iter()
                    .copied()
                    .filter(|&id| players.contains(&self.controller(id)) && self.matches(f, id, item.source, you))
                    .map(Target::Object)
                    .collect()
            }
            Ref::ControllerOf(inner) => self
                .resolve_ref(inner, res)
                .into_iter()
                .filter_map(|t| match t {
                    // An ability on the stack is no card: its controller is the stack
                    // object's (CR 113.8); one that has left the stack has none to ask.
                    Target::Object(o) if o.index() >= self.objects.len() => {
                        self.stack.iter().find(|s| s.id == o).map(|s| Target::Player(s.controller))
                    }
                    Target::Object(o) => Some(Target::Player(self.controller(o))),
                    p => Some(p),
                })
                .collect(),
            Ref::OwnerOf(inner) => self
                .resolve_ref(inner, res)
                .into_iter()
                .map(|t| match t {
                    Target::Object(o) => Target::Player(self.object(o).owner),
                    p => p,
                })
                .collect(),
            Ref::Triggering => item.triggering.into_iter().collect(),
            Ref::EventOther => item.other.into_iter().collect(),
            Ref::Affected => res.affected.clone(),
            Ref::Attached => {
                self.object(self.current(item.source)).attached_to.map(Target::Object).into_iter().collect()
            }
            Ref::DefendingPlayer => {
                let attacker = match item.triggering {
                    Some(Target::Object(o)) => o,
                    _ => item.source,
                };
                self.combat
                    .attackers
                    .iter()
                    .chain(&self.combat.removed_attackers)
                    .find(|(a, _)| *a == attacker)
                    .map(|(_, d)| match d {
                        Target::Object(pw) => Target::Player(self.controller(*pw)),
                        p => *p,
                    })
                    .into_iter()
                    .collect()
            }
            Ref::CardsIn(zone, whose) => Self::players_of(&self.resolve_ref(whose, res))
                .into_iter()
                .flat_map(|p| self.zone(p, *zone))
                .map(Target::Object)
                .collect(),
            Ref::TopCardIn(zone, whose, f) => Self::players_of(&self.resolve_ref(whose, res))
                .into_iter()
                .filter_map(|p| self.top_card_in(p, *zone, f, item.source, you))
                .map(Target::Object)
                .collect(),
            Ref::TopCardsOf(whose, n) => {
                let n = self.eval_amount(n, res).max(0) as usize;
                Self::players_of(&self.resolve_ref(whose, res))
                    .into_iter()
                    .flat_map(|p| self.players[p.index()].library.iter().rev().take(n).copied().collect::<Vec<_>>())
                    .map(Target::Object)
                    .collect()
            }
            Ref::CardsInMatching(zone, pf, f) => (0..self.players.len())
                .map(|i| crate::ir::PlayerId(i as u8))
                .filter(|&p| self.player_matches(*pf, p, item.controller))
                .flat_map(|p| self.zone(p, *zone))
                .filter(|&c| self.matches(f, c, item.source, item.controller))
                .map(Target::Object)
                .collect(),
            Ref::DealtDamageThisWay(f) => res
                .damaged
                .iter()
                .copied()
                .filter(|t| matches!(t, Target::Object(o) if self.matches(f, *o, item.source, you)))
                .collect(),
            Ref::SameNameAs(of, f) => {
                let mut out = self.resolve_ref(of, res);
                // CR 201.2: objects have the same name if their names are identical; an object
                // with no name (face down, CR 708.2a) shares it with nothing.
                let names: Vec<String> = out
                    .iter()
                    .filter_map(|t| match t {
                        Target::Object(o) => Some(self.characteristics(*o).name),
                        _ => None,
                    })
                    .filter(|n| !n.is_empty())
                    .collect();
                for &id in &self.battlefield {
                    let named = || names.contains(&self.characteristics(id).name);
                    if !out.contains(&Target::Object(id)) && self.matches(f, id, item.source, you) && named() {
                        out.push(Target::Object(id));
                    }
                }
                out
            }
            Ref::Chooser => Self::chooser(res),
            // CR 601.2h: the objects that paid the costs (read as they were, `paid_or_now`).
            Ref::Paid => item.paid.iter().map(|(o, _)| Target::Object(*o)).collect(),
            Ref::EachOne => res.each.last().and_then(|(list, i, _)| list.get(*i)).copied().into_iter().collect(),
            // CR 607.2a: the cards in exile that this source exiled.
            Ref::ExiledWithSource => self
                .player_ids()
                .flat_map(|p| self.players[p.index()].exile.clone())
                .filter(|&c| self.object(c).exiled_by == Some(item.source))
                .map(Target::Object)
                .collect(),
        }
    }

    /// The object an id became, following zone changes only while it stays on the battlefield.
    fn current(&self, id: ObjectId) -> ObjectId {
        id
    }

    /// Evaluates an amount on resolution (CR 608.2h).
    pub(crate) fn eval_amount(&self, a: &Amount, res: &Resolution) -> i32 {
        match a {
            Amount::Fixed(n) => *n,
            // X and event amounts are `u32` (X is chosen by a player): they saturate at
            // `i32::MAX` rather than wrap negative; so do the sums and products below.
            Amount::X => i32::try_from(res.item.x).unwrap_or(i32::MAX),
            Amount::EventAmount => i32::try_from(res.item.event_amount).unwrap_or(i32::MAX),
            Amount::Party => self.party_size(res.item.controller),
            Amount::ManaSpent { colors } => self.mana_spent(res.item.source, *colors),
            Amount::TimesKicked => self.times_kicked(res.item.source),
            Amount::Domain => {
                let you = res.item.controller;
                ["Plains", "Island", "Swamp", "Mountain", "Forest"]
                    .iter()
                    .filter(|t| {
                        self.battlefield.iter().any(|&l| {
                            let ch = self.characteristics(l);
                            ch.controller == you && ch.is(CardType::Land) && ch.subtypes.iter().any(|s| s == *t)
                        })
                    })
                    .count() as i32
            }
            Amount::Devotion(colors) => self.devotion(res.item.controller, *colors),
            Amount::DevotionToChosenColor => self
                .chosen_color(res.item.source)
                .map_or(0, |c| self.devotion(res.item.controller, crate::ir::ColorSet::only(c))),
            // CR 702.23b: counted once, as the rampage ability resolves.
            Amount::BlockersOf(r, beyond) => {
                let objs: Vec<ObjectId> = self
                    .resolve_ref(r, res)
                    .into_iter()
                    .filter_map(|t| match t {
                        Target::Object(o) => Some(o),
                        _ => None,
                    })
                    .collect();
                let n = self.combat.blocks.iter().filter(|(b, a)| objs.contains(a) && self.on_battlefield(*b)).count();
                (n as i32 - beyond).max(0)
            }
            Amount::BlockersBeyondFirst => {
                let src = res.item.source;
                (self.combat.blocks.iter().filter(|(b, a)| *a == src && self.on_battlefield(*b)).count() as i32 - 1)
                    .max(0)
            }
            Amount::Count(f) => {
                self.battlefield.iter().filter(|&&id| self.matches(f, id, res.item.source, res.item.controller)).count()
                    as i32
            }
            Amount::PowerOf(r) => self.resolve_ref(r, res).first().map_or(0, |t| match t {
                Target::Object(o) => self.paid_or_now(*o, res, |c| c.power),
                _ => 0,
            }),
            Amount::ToughnessOf(r) => self.resolve_ref(r, res).first().map_or(0, |t| match t {
                Target::Object(o) => self.paid_or_now(*o, res, |c| c.toughness),
                _ => 0,
            }),
            Amount::HandSize(r) => self.resolve_ref(r, res).first().map_or(0, |t| match t {
                Target::Player(p) => self.players[p.index()].hand.len() as i32,
                _ => 0,
            }),
            Amount::Neg(a) => self.eval_amount(a, res).saturating_neg(),
            Amount::Plus(a, b) => self.eval_amount(a, res).saturating_add(self.eval_amount(b, res)),
            Amount::Affected => res.affected.len() as i32,
            Amount::Times(k, a) => k.saturating_mul(self.eval_amount(a, res)),
            Amount::CountersOn(r, kind) => self.resolve_ref(r, res).first().map_or(0, |t| match t {
                Target::Object(o) => i32::try_from(self.object(*o).counter(kind)).unwrap_or(i32::MAX),
                _ => 0,
            }),
            Amount::CardsIn(zone, pf, f) => self.count_cards_in(*zone, *pf, f, res.item.source, res.item.controller),
            Amount::CountControlledBy(f, r) => {
                let players = Self::players_of(&self.resolve_ref(r, res));
                self.battlefield
                    .iter()
                    .filter(|&&id| {
                        players.contains(&self.controller(id))
                            && self.matches(f, id, res.item.source, res.item.controller)
                    })
                    .count() as i32
            }
            Amount::History(h) => self.history_amount(h, res),
            Amount::Greatest(stat, f) => self
                .battlefield
                .iter()
                .filter(|&&id| self.matches(f, id, res.item.source, res.item.controller))
                .map(|&id| {
                    let ch = self.characteristics(id);
                    match stat {
                        Stat::Power => ch.power,
                        Stat::Toughness => ch.toughness,
                        Stat::ManaValue => ch.mana_value as i32,
                    }
                })
                .max()
                .unwrap_or(0),
            Amount::CardsOf(zone, r, f) => Self::players_of(&self.resolve_ref(r, res))
                .into_iter()
                .flat_map(|p| self.zone(p, *zone))
                .filter(|&c| self.matches(f, c, res.item.source, res.item.controller))
                .count() as i32,
            // CR 107.1a: rounded up or down as the effect says.
            Amount::Half(a, up) => {
                let n = self.eval_amount(a, res);
                if *up {
                    n.div_euclid(2) + n.rem_euclid(2)
                } else {
                    n.div_euclid(2)
                }
            }
            Amount::ManaValueOf(r) => self.resolve_ref(r, res).first().map_or(0, |t| match t {
                Target::Object(o) => self.paid_or_now(*o, res, |c| c.mana_value as i32),
                _ => 0,
            }),
            // CR 608.2h: what the earlier instruction actually did.
            Amount::DoneThisWay => res.done as i32,
            // CR 608.2h: counted among what the earlier instruction did, player by player.
            Amount::MostAffectedOfOnePlayer => {
                // The cards as they were: discarded, they are new objects (CR 400.7).
                let owners: Vec<_> = res
                    .affected
                    .iter()
                    .filter_map(|t| match t {
                        Target::Object(o) => Some(self.object(*o).owner),
                        Target::Player(_) => None,
                    })
                    .collect();
                owners.iter().map(|p| owners.iter().filter(|q| *q == p).count()).max().unwrap_or(0) as i32
            }
        }
    }

    /// The number of creatures in `p`'s party (CR 700.8): each creature they control fills at
    /// most one of the four roles it can (700.8b), the roles filled the most possible.
    pub(crate) fn party_size(&self, p: PlayerId) -> i32 {
        const ROLES: [&str; 4] = ["Cleric", "Rogue", "Warrior", "Wizard"];
        // The sets of roles that can be filled at once, as bit masks, creature by creature.
        let mut reachable = [false; 16];
        reachable[0] = true;
        for &id in &self.battlefield {
            let ch = self.characteristics(id);
            if ch.controller != p || !ch.is(CardType::Creature) {
                continue;
            }
            // A changeling has every creature type (CR 702.73a): it may fill any role.
            let changeling = ch.has(&crate::ir::Keyword::Changeling);
            let can: usize =
                (0..4).filter(|&i| changeling || ch.subtypes.iter().any(|s| s == ROLES[i])).map(|i| 1 << i).sum();
            for mask in (0..16).rev() {
                if reachable[mask] {
                    for bit in (0..4).map(|i| 1 << i).filter(|b| can & b != 0 && mask & b == 0) {
                        reachable[mask | bit] = true;
                    }
                }
            }
        }
        (0..16usize).filter(|&m| reachable[m]).map(|m| m.count_ones() as i32).max().unwrap_or(0)
    }

    /// Evaluates an amount outside of a resolution (replacement effects such as "enters with").
    pub(crate) fn eval_amount_simple(&self, a: &Amount, src: ObjectId) -> i32 {
        self.eval_amount_x(a, src, 0)
    }

    /// [`Game::eval_amount_simple`] with X being `x` (CR 107.3: as a spell is cast).
    pub(crate) fn eval_amount_x(&self, a: &Amount, src: ObjectId, x: u32) -> i32 {
        self.eval_amount_as(a, src, self.object(src).controller, x)
    }

    /// Evaluates an amount outside of a resolution with `you` as "you": a card not yet cast
    /// counts for the player casting it (CR 601.2f: "for each creature card in your graveyard").
    pub(crate) fn eval_amount_as(&self, a: &Amount, src: ObjectId, you: PlayerId, x: u32) -> i32 {
        let card = self.object(src).card.clone();
        let item = StackItem { x, ..StackItem::ability(src, src, you, card, usize::MAX, String::new()) };
        let res = Resolution::start(item, None);
        self.eval_amount(a, &res)
    }

    /// The players among targets.
    pub(crate) fn players_of(ts: &[Target]) -> Vec<PlayerId> {
        ts.iter()
            .filter_map(|t| match t {
                Target::Player(p) => Some(*p),
                _ => None,
            })
            .collect()
    }

    /// The objects among targets that are still where they were.
    pub(crate) fn objects_of(&self, ts: &[Target]) -> Vec<ObjectId> {
        ts.iter()
            .filter_map(|t| match t {
                Target::Object(o) if self.object(*o).moved_to.is_none() => Some(*o),
                _ => None,
            })
            .collect()
    }

    /// The objects among targets that an action can still affect: those where they were,
    /// and cards this resolution moved, followed to where they went ("that card", CR 610.3).
    pub(crate) fn objects_in_play(&self, ts: &[Target], res: &Resolution) -> Vec<ObjectId> {
        ts.iter()
            .filter_map(|t| match t {
                Target::Object(o) => Some(res.moved.iter().find(|(a, _)| a == o).map_or(*o, |(_, b)| *b)),
                _ => None,
            })
            .filter(|o| self.object(*o).moved_to.is_none())
            .collect()
    }

    /// Whether an object is a permanent on the battlefield now.
    pub(crate) fn on_battlefield(&self, id: ObjectId) -> bool {
        let o = self.object(id);
        // CR 702.26b: a phased-out permanent is treated as though it doesn't exist.
        o.zone == Zone::Battlefield && o.moved_to.is_none() && o.phased.is_none()
    }

    /// Whether an object is a creature now.
    pub(crate) fn is_creature(&self, id: ObjectId) -> bool {
        self.characteristics(id).is(CardType::Creature)
    }
}

/// The target specs of an effect with the chosen modes, in order.
pub(crate) fn effect_specs(e: &Effect, modes: &[usize]) -> Vec<TargetSpec> {
    if e.modes.is_empty() {
        return e.targets.clone();
    }
    modes.iter().filter_map(|&m| e.modes.get(m)).flat_map(|m| m.targets.clone()).collect()
}

/// The program of an effect with the chosen modes, target indices renumbered in order.
pub(crate) fn flatten_modes(e: &Effect, modes: &[usize]) -> Vec<Instr> {
    if e.modes.is_empty() {
        return e.program.clone();
    }
    let mut out = Vec::new();
    let mut offset = 0u8;
    for &m in modes {
        let Some(mode) = e.modes.get(m) else { continue };
        for i in &mode.program {
            out.push(shift_targets(i.clone(), offset));
        }
        offset += mode.targets.len() as u8;
    }
    out
}

fn shift_targets(mut i: Instr, by: u8) -> Instr {
    if by > 0 {
        crate::ir::walk::ShiftTargets(by).visit_instr(&mut i);
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Filter;

    fn target() -> TargetSpec {
        TargetSpec::any_target()
    }

    #[test]
    fn every_target_of_a_later_mode_is_renumbered() {
        // Mode 0 has one target; mode 1 has a target that appears inside an amount, a filter,
        // a condition and an instruction the old partial renumbering did not know.
        let power = Amount::PowerOf(Box::new(Ref::Target(0)));
        let mode0 = Effect::targeted(vec![target()], vec![Instr::Tap { what: Ref::Target(0) }]);
        let mode1 = Effect::targeted(
            vec![target()],
            vec![
                Instr::GainLife { who: Ref::You, amount: power.clone() },
                Instr::Mill { who: Ref::ControllerOf(Box::new(Ref::Target(0))), amount: Amount::Fixed(1) },
                Instr::If {
                    condition: Condition::RefIs(Ref::Target(0), Filter::Any),
                    then: vec![Instr::Exile { what: Ref::Each(Filter::OwnedByTarget(0)), until_source_leaves: false }],
                },
            ],
        );
        let spell = Effect { modes: vec![mode0, mode1], mode_count: (2, 2), ..Effect::default() };
        let out = flatten_modes(&spell, &[0, 1]);
        let shifted = Amount::PowerOf(Box::new(Ref::Target(1)));
        assert_eq!(
            out,
            vec![
                Instr::Tap { what: Ref::Target(0) },
                Instr::GainLife { who: Ref::You, amount: shifted },
                Instr::Mill { who: Ref::ControllerOf(Box::new(Ref::Target(1))), amount: Amount::Fixed(1) },
                Instr::If {
                    condition: Condition::RefIs(Ref::Target(1), Filter::Any),
                    then: vec![Instr::Exile { what: Ref::Each(Filter::OwnedByTarget(1)), until_source_leaves: false }],
                },
            ]
        );
        // Chosen alone, the second mode keeps its numbers.
        assert_eq!(flatten_modes(&spell, &[1])[0], Instr::GainLife { who: Ref::You, amount: power });
    }
}
