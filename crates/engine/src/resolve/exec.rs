//! Executing one instruction of an ability program: the interpreter's dispatch table.
//!
//! Each arm names the function that does the work, in `effects/` or in the chapter that owns
//! the rule (`replacement/` for shields, `continuous/` for created effects, `casting/`,
//! `combat/`, `turn/`, ...). An arm wrapped in [`done`] never waits for a player; the others
//! may return [`Step::Ask`]. Adding an opcode is adding a line here and a function there.
//! Blocks (`If`, `May`, `ForEach`, `PlayerMay`) are run by the interpreter itself.

use crate::ir::walk::{walk_filter, VisitMut};
use crate::ir::{Amount, Filter, Instr, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::resolve::interpreter::Step;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::game::{Game, Resolution};

impl Game {
    /// Runs one (non-block) instruction. Returns `Ask` when it needs a player's answer.
    pub(crate) fn exec(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        match self.bind_filter_amounts(instr, res) {
            Some(bound) => self.exec_bound(&bound, res),
            None => self.exec_bound(instr, res),
        }
    }

    /// The instruction with the amounts its filters compare with read now ("with mana value
    /// X or less", "equal to the number of charge counters on ~": CR 608.2h), or `None` when
    /// it has none to read.
    fn bind_filter_amounts(&self, instr: &Instr, res: &Resolution) -> Option<Instr> {
        struct Bind<'a> {
            game: &'a Game,
            res: &'a Resolution,
            changed: bool,
        }
        impl VisitMut for Bind<'_> {
            fn visit_filter(&mut self, f: &mut Filter) {
                if let Filter::ManaValue(_, n) = f {
                    if !matches!(**n, Amount::Fixed(_)) {
                        **n = Amount::Fixed(self.game.eval_amount(n, self.res));
                        self.changed = true;
                    }
                }
                walk_filter(self, f)
            }
        }
        let mut bound = instr.clone();
        let mut bind = Bind { game: self, res, changed: false };
        bind.visit_instr(&mut bound);
        bind.changed.then_some(bound)
    }

    /// Runs one instruction whose filters are bound.
    // `done(self.f(..))` is how an arm says that `f` never waits for a player.
    #[allow(clippy::unit_arg)]
    fn exec_bound(&mut self, instr: &Instr, res: &mut Resolution) -> Step {
        use Instr::*;
        match instr {
            // Damage, its prevention and redirection (CR 120, 615, 614.9).
            DealDamage { by, hits, split } => done(self.exec_deal_damage(by, hits, *split, res)),
            Fight { what, with } => done(self.exec_fight(what, with, res)),
            Prevent(spec) => self.exec_prevent(spec, res),
            RedirectDamage(spec) => self.exec_redirect(spec, res),
            DamageCantBePreventedThisTurn => done(self.exec_damage_unpreventable()),
            // Life and the end of the game (CR 119, 104).
            PayLife { amount } => done(self.exec_pay_life(amount, res)),
            GainLife { who, amount } => done(self.exec_gain_life(who, amount, res)),
            LoseLife { who, amount } => done(self.exec_lose_life(who, amount, res)),
            NoLifeGainThisTurn => done(self.exec_no_life_gain()),
            WinGame => done(self.exec_win_game(res)),
            BecomeMonarch { who } => done(self.exec_become_monarch(who, res)),
            // Moving objects between zones (CR 400, 701).
            Destroy { what, no_regeneration } => done(self.exec_destroy(what, *no_regeneration, res)),
            Exile { what, until_source_leaves } => done(self.exec_exile(what, *until_source_leaves, res)),
            ReturnToHand { what } => done(self.exec_move(what, res, Zone::Hand)),
            PutIntoGraveyard { what } => done(self.exec_move(what, res, Zone::Graveyard)),
            PutOntoBattlefield { what, under, tapped, transformed } => {
                self.exec_put_onto_battlefield(what, under, (*tapped, *transformed), res)
            }
            Sacrifice { who, filter, count } => self.exec_sacrifice(who, filter, count, res),
            SacrificeObjects { who, what } => done(self.exec_sacrifice_objects(who, what, res)),
            CreateToken { .. } => self.exec_create_tokens(instr, res),
            CreateTokenCopy { of, except } => done(self.exec_create_token_copy(of, except, res)),
            CreateEmblem { emblem, who } => done(self.exec_create_emblem(emblem, who, res)),
            EnterAsCopy { of } => self.exec_enter_as_copy(of, res),
            Counter { what, to } => done(self.exec_counter(what, *to, res)),
            // Libraries and hands (CR 121, 401, 701).
            Draw { who, amount } => done(self.exec_draw(who, amount, res)),
            NextDrawInstead(instead) => done(self.exec_next_draw_instead(instead, res)),
            Discard { who, amount, random } => self.exec_discard(who, amount, *random, res),
            Mill { who, amount } => done(self.exec_mill(who, amount, res)),
            Shuffle { who } => done(self.exec_shuffle(who, res)),
            Scry { who, amount, to } => self.exec_scry(who, amount, *to, res),
            SearchLibrary { .. } => self.exec_search_library(instr, res),
            SplitCards { .. } => self.exec_split_cards(instr, res),
            RevealHand { .. } | ChooseCards { .. } | DiscardCards { .. } => self.exec_cards(instr, res),
            RevealTop { .. } | ArrangeTop { .. } | PutOnLibrary { .. } => self.exec_cards(instr, res),
            RevealUntil { .. } => self.exec_reveal_until(instr, res),
            RevealCards { what } => done(self.exec_reveal_cards(what, res)),
            LookAtCards { what } => self.exec_look_at_cards(what, res),
            LookAtTop(look) => self.exec_look_at_top(look, res),
            LookAtHand { who } => self.exec_look_at_hand(who, res),
            // Permanents: status, counters, attachment (CR 110, 122, 701, 702).
            Tap { what } => done(self.exec_tap(what, res)),
            Untap { what } => done(self.exec_untap(what, res)),
            TapOrUntap { what } => self.exec_tap_or_untap(what, res),
            SkipNextUntap { what, rule } => done(self.exec_skip_next_untap(what, *rule, res)),
            Regenerate { what } => done(self.exec_regenerate(what, res)),
            AddCounters { what, kind, amount } => done(self.exec_add_counters(what, kind, amount, res)),
            RemoveCounters { what, kind, amount } => done(self.exec_remove_counters(what, kind, amount, res)),
            Attach { what, to } => done(self.exec_attach(what, to, res)),
            PhaseOut { what } => done(self.exec_phase_out(what, res)),
            Explore { what } => self.exec_explore(what, res),
            TurnFace { what, up } => done(self.exec_turn_face(what, *up, res)),
            Transform { what } => done(self.exec_transform(what, res)),
            Monstrosity { amount, renown } => done(self.exec_monstrosity(amount, *renown, res)),
            Proliferate => self.exec_proliferate(res),
            Bolster { amount } => self.exec_bolster(amount, res),
            Flip { what } => done(self.exec_flip(what, res)),
            Solve { what } => done(self.exec_solve(what, res)),
            Meld { into } => done(self.exec_meld(into, res)),
            GainClassLevel { what, level } => done(self.exec_gain_class_level(what, *level, res)),
            // Continuous effects and control (CR 611, 612, 613).
            Pump { what, power, toughness, duration } => done(self.exec_pump(what, power, toughness, *duration, res)),
            Modify { what, effect, duration } => done(self.exec_modify(what, effect, *duration, res)),
            ChangeText { what, kinds, except, duration } => self.exec_change_text(what, kinds, except, *duration, res),
            GiveControl { what, to, duration } => done(self.exec_give_control(what, to, *duration, res)),
            ExchangeControl { a, b } => done(self.exec_exchange_control(a, b, res)),
            // Combat (CR 506, 509, 702.39).
            Provoke { what } => done(self.exec_provoke(what, res)),
            Combat { what, action } => done(self.exec_combat(what, *action, res)),
            Piles(spec) => self.exec_piles(spec, res),
            ExileSameName { whose, like, all } => self.exec_exile_same_name(whose, like, *all, res),
            // Mana (CR 106).
            AddMana(produce) => self.add_mana(res.item.controller, produce, res),
            AddManaTo { who, produce } => self.exec_add_mana_to(who, produce, res),
            // Turns, players' rules, choices and costs on resolution.
            TurnEffect { who, effect } => done(self.exec_turn_effect(who, effect, res)),
            Choose(kind) => self.exec_choose(*kind, res),
            FlipCoin => done(self.exec_flip_coin(res)),
            Clash => self.exec_clash(res),
            PayCost { who, mana, life, times, energy } => self.exec_pay_cost(who, (mana, *life, *energy), times, res),
            DelayedTrigger { step, program, text } => done(self.exec_delayed_trigger(*step, program, text, res)),
            DelayedTriggerAbout { step, about, program, text } => {
                done(self.exec_delayed_about(*step, about, program, text, res))
            }
            // The stack (CR 115.7, 702.35, 707.10).
            CopySpell { what, count, new_targets, by, optional } => {
                self.exec_copy_spell(what, count, (*new_targets, *optional), by, res)
            }
            ChangeTarget { spell, only_if, to } => self.exec_change_target(spell, only_if.as_ref(), to.as_ref(), res),
            MadnessCast => self.exec_madness_cast(res),
            MiracleCast => self.exec_miracle_cast(res),
            Cascade { mana_value } => self.exec_cascade(*mana_value, res),
            CastWithoutPaying { what, transformed } => self.exec_cast_without_paying(what, *transformed, res),
            MayPlayThisTurn { what, next_turn } => done(self.exec_may_play_this_turn(what, *next_turn, res)),
            GainFlashbackThisTurn { what } => done(self.exec_gain_flashback_this_turn(what, res)),
            If { .. } | May { .. } | ForEach { .. } | PlayerMay { .. } => unreachable!("blocks are run by run_block"),
        }
    }
}

/// The step after an instruction that never waits for a player.
fn done(_: ()) -> Step {
    Step::Done
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
