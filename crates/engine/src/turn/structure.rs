//! Effects on the structure of turns and on what players may do this turn: extra turns
//! (CR 500.7), skipped turns and steps (CR 614.10), "can't play lands this turn" and "can't
//! cast creature spells this turn" (CR 101.2, 305.2b), additional land plays this turn
//! (CR 305.2), and life totals that become a number (CR 119.5).

use crate::ir::Step;
use crate::ir::{Ability, Amount, PlayerFilter, Ref, StaticAbility};
use crate::ir::{ObjectId, PlayerId};
use crate::ir::{PlayerRule, TurnEffect};
use crate::state::game::{Game, Resolution};

impl Game {
    /// Runs a [`TurnEffect`] for each referred player.
    pub(crate) fn exec_turn_effect(&mut self, who: &Ref, effect: &TurnEffect, res: &Resolution) {
        let players = Self::players_of(&self.resolve_ref(who, res));
        for p in players {
            match effect {
                TurnEffect::ExtraTurns(n) => {
                    // CR 500.7: added directly after this turn, one at a time.
                    for _ in 0..*n {
                        self.turn_plan.extra_turns.push(p);
                    }
                }
                TurnEffect::SkipTurn => self.turn_plan.skip_turns.push(p),
                TurnEffect::SkipStep { step, this_turn } => {
                    let turn = this_turn.then_some(self.turn);
                    // CR 614.10: a step that has started can't be skipped any more.
                    if turn.is_some() && (self.active != p || !self.step_is_ahead(*step)) {
                        continue;
                    }
                    self.turn_plan.skip_steps.push((p, *step, turn));
                }
                TurnEffect::CantPlayLands => self.turn_plan.cant_play_lands.push(p),
                TurnEffect::CantCast(f) => self.turn_plan.cant_cast.push((p, f.clone())),
                TurnEffect::AdditionalLands(n) => self.turn_plan.extra_lands.push((p, *n)),
                TurnEffect::FlashFor(f) => self.turn_plan.flash.push((p, f.clone())),
                TurnEffect::LifeBecomes(amount) => {
                    // CR 119.5: the player gains or loses the necessary amount of life.
                    let n = self.eval_amount_for(amount, res, p);
                    let life = self.players[p.index()].life;
                    // The difference is taken in `i64` and saturates (`n` and `life` are `i32`).
                    let diff = crate::effects::damage::saturate_life(i64::from(n) - i64::from(life));
                    if n > life {
                        self.gain_life(p, diff);
                    } else if n < life {
                        self.lose_life(p, diff.saturating_neg());
                    }
                }
            }
        }
    }

    /// An amount evaluated with "they" meaning player `p` ("the number of creatures they
    /// control", each player in turn).
    fn eval_amount_for(&self, amount: &Amount, res: &Resolution, p: PlayerId) -> i32 {
        match amount {
            Amount::CountControlledBy(f, r) if **r == Ref::EachOne => self
                .battlefield
                .iter()
                .filter(|&&id| self.controller(id) == p && self.matches(f, id, res.item.source, res.item.controller))
                .count() as i32,
            other => self.eval_amount(other, res),
        }
    }

    /// Whether `step` is still to come in this turn (CR 500.1: steps in order).
    fn step_is_ahead(&self, step: Step) -> bool {
        step > self.step
    }

    /// The player who takes the next turn (CR 500.1): the most recent extra turn first
    /// (CR 500.7), else the next player after the last regular turn; turns skipped by
    /// effects are passed over, each skip used once (CR 614.10, 614.10a).
    pub(crate) fn choose_next_turn(&mut self) -> PlayerId {
        let mut regular = self.turn_plan.regular.unwrap_or(self.active);
        for _ in 0..1000 {
            let (p, extra) = match self.turn_plan.extra_turns.pop() {
                Some(p) => (p, true),
                None => (self.next_player(regular), false),
            };
            if !extra {
                regular = p;
            }
            if self.players[p.index()].lost {
                continue;
            }
            if let Some(i) = self.turn_plan.skip_turns.iter().position(|&q| q == p) {
                self.turn_plan.skip_turns.remove(i);
                continue;
            }
            self.turn_plan.regular = Some(regular);
            return p;
        }
        self.turn_plan.regular = Some(regular);
        self.next_player(regular)
    }

    /// Whether the active player skips this occurrence of `step` because an effect said
    /// "skips their next ..." (CR 614.10): the effect is used up by it (614.10a).
    pub(crate) fn take_step_skip(&mut self, step: Step) -> bool {
        let (active, turn) = (self.active, self.turn);
        let plan = &mut self.turn_plan.skip_steps;
        plan.retain(|&(_, _, t)| t.is_none_or(|t| t == turn));
        match plan.iter().position(|&(p, s, _)| p == active && s == step) {
            Some(i) => {
                plan.remove(i);
                true
            }
            None => false,
        }
    }

    /// The rules static abilities set for player `p` (`StaticAbility::PlayerRule`).
    pub(crate) fn player_rules(&self, p: PlayerId) -> Vec<&PlayerRule> {
        self.player_rules_with_source(p).into_iter().map(|(_, r)| r).collect()
    }

    /// [`Game::player_rules`] with the permanent each comes from (its filters may read the
    /// values chosen for it: "Spells with the chosen name can't be cast.").
    /// Kept while the game waits for an answer (`continuous/layer_cache.rs`).
    fn player_rules_with_source(&self, p: PlayerId) -> Vec<(ObjectId, &PlayerRule)> {
        let indices = match self.layer_cache.player_rules(p) {
            Some(kept) => kept,
            None => {
                let found = self.player_rule_indices(p);
                self.layer_cache.keep_player_rules(p, &found);
                found
            }
        };
        indices
            .into_iter()
            .filter_map(|(src, i)| match self.object(src).text().abilities.get(i) {
                Some(Ability::Static(StaticAbility::PlayerRule { rule, .. })) => Some((src, rule)),
                _ => None,
            })
            .collect()
    }

    /// The rules static abilities set for player `p` found now: each source and the index of
    /// the ability in its text.
    pub(crate) fn player_rule_indices(&self, p: PlayerId) -> Vec<(ObjectId, usize)> {
        self.functioning_statics_with_source()
            .into_iter()
            .filter_map(|(src, you, s)| match s {
                StaticAbility::PlayerRule { who, .. } => {
                    let applies = match who {
                        // "Enchanted creature's controller can't cast creature spells."
                        PlayerFilter::AttachedController => {
                            self.object(src).attached_to.is_some_and(|a| self.controller(a) == p)
                        }
                        w => self.player_matches(*w, p, you),
                    };
                    if !applies {
                        return None;
                    }
                    let mut abilities = self.object(src).text().abilities.iter();
                    let index = abilities.position(|a| matches!(a, Ability::Static(st) if std::ptr::eq(st, s)));
                    index.map(|i| (src, i))
                }
                _ => None,
            })
            .collect()
    }

    /// Whether an effect stops `p` from playing lands (CR 305.2b).
    pub(crate) fn cant_play_lands(&self, p: PlayerId) -> bool {
        self.turn_plan.cant_play_lands.contains(&p)
            || self.player_rules(p).iter().any(|r| matches!(r, PlayerRule::CantPlayLands))
    }

    /// Whether an effect stops `p` from casting `card` (CR 101.2).
    pub(crate) fn cant_cast_card_this_turn(&self, p: PlayerId, card: ObjectId) -> bool {
        let spells = self.players[p.index()].spells_cast_this_turn.0;
        self.turn_plan.cant_cast.iter().any(|(q, f)| *q == p && self.matches(f, card, card, p))
            || self.player_rules_with_source(p).iter().any(|(src, r)| match r {
                // The filter reads its source: "spells with the chosen name" (CR 201.3).
                PlayerRule::CantCast(f) => self.matches(f, card, *src, p),
                PlayerRule::OneSpellEachTurn => spells >= 1,
                PlayerRule::CantCastFrom(zones) => zones.contains(&self.object(card).zone),
                _ => false,
            })
    }

    /// Whether `p` may cast `card` as though it had flash (CR 601.3, 702.8a).
    pub(crate) fn may_cast_as_though_flash(&self, p: PlayerId, card: ObjectId) -> bool {
        self.turn_plan.flash.iter().any(|(q, f)| *q == p && self.matches(f, card, card, p))
            || self
                .player_rules(p)
                .iter()
                .any(|r| matches!(r, PlayerRule::FlashFor(f) if self.matches(f, card, card, p)))
    }

    /// Additional land plays `p` may make this turn from resolved effects (CR 305.2).
    pub(crate) fn extra_land_plays_this_turn(&self, p: PlayerId) -> u32 {
        self.turn_plan.extra_lands.iter().filter(|(q, _)| *q == p).map(|(_, n)| n).sum()
    }

    /// The first of `step` and the steps after it that isn't skipped (CR 614.1b, 614.10): by
    /// a static "skip" or by a "skips their next ..." effect, which the skip uses up. Skipping
    /// the beginning of combat skips the whole combat phase (CR 506.1). A skipped untap step
    /// still begins the turn: permanents are no longer summoning sick (CR 302.6).
    pub(crate) fn next_unskipped(&mut self, mut step: Step) -> Step {
        loop {
            if !(self.step_skipped(step) || self.take_step_skip(step)) {
                return step;
            }
            step = match step {
                Step::Untap => {
                    self.clear_sickness_of_active();
                    Step::Upkeep
                }
                Step::Upkeep => Step::Draw,
                Step::Draw => Step::PrecombatMain,
                Step::BeginningOfCombat => Step::PostcombatMain,
                _ => return step,
            };
        }
    }

    /// CR 302.6: the active player's permanents have been under their control continuously
    /// since their most recent turn began.
    pub(crate) fn clear_sickness_of_active(&mut self) {
        let active = self.active;
        let mine: Vec<_> = self.battlefield.iter().copied().filter(|&id| self.controller(id) == active).collect();
        for id in mine {
            self.objects[id.index()].sick = false;
            self.objects[id.index()].steady_controller = active;
        }
    }
}
