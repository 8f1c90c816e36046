//! A player that picks uniformly among legal options: the baseline and the fuzzer's driver.

use crate::Player;
use grimoire_engine::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Picks a random legal option for every decision, from its own seeded generator.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    /// A random player with its own seed (games stay reproducible).
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { rng: ChaCha8Rng::seed_from_u64(seed) }
    }

    /// A random legal number of distinct modes (CR 700.2a, 700.2d), in order; none if not modal.
    /// Where a mode may be chosen again (700.2d), each of the fewest modes allowed is any mode.
    fn pick_modes(&mut self, offered: Option<&ModeChoice>) -> Vec<usize> {
        let Some(m) = offered else { return Vec::new() };
        if m.repeat && !m.modes.is_empty() {
            let mut idx: Vec<usize> = (0..m.min.max(1)).map(|_| self.rng.gen_range(0..m.modes.len())).collect();
            idx.sort();
            return idx;
        }
        let mut idx: Vec<usize> = (0..m.modes.len()).collect();
        idx.shuffle(&mut self.rng);
        idx.truncate((m.min as usize).max(1).min(m.modes.len()));
        idx.sort();
        idx
    }

    fn pick_targets(&mut self, slots: &[TargetSlot]) -> Vec<Vec<Target>> {
        slots
            .iter()
            .map(|s| {
                let mut legal = s.legal.clone();
                legal.shuffle(&mut self.rng);
                let hi = (s.max as usize).min(legal.len());
                let lo = (s.min as usize).min(hi);
                let n = self.rng.gen_range(lo..=hi);
                legal.truncate(n);
                legal
            })
            .collect()
    }
}

impl Player for RandomPlayer {
    fn decide(&mut self, game: &Game, d: &Decision) -> Answer {
        match &d.kind {
            DecisionKind::Mulligan { .. } => {
                if self.rng.gen_bool(0.1) {
                    Answer::Mulligan
                } else {
                    Answer::Keep
                }
            }
            DecisionKind::PutOnBottom { count, hand } => {
                let mut h = hand.clone();
                h.shuffle(&mut self.rng);
                h.truncate(*count as usize);
                Answer::Cards(h)
            }
            DecisionKind::Priority { actions } => {
                // Pass half the time, so games move along; otherwise any legal action. With
                // something on the stack, pass more often: a free ability ("{0}: ...")
                // answered by both players would otherwise grow the stack as a random walk.
                let pass = if game.stack().is_empty() { 0.5 } else { 0.85 };
                if actions.len() == 1 || self.rng.gen_bool(pass) {
                    return Answer::Pass;
                }
                let a = actions[self.rng.gen_range(1..actions.len())].clone();
                match a {
                    ActionOption::Pass => Answer::Pass,
                    ActionOption::PlayLand { card, face } => Answer::PlayLand(LandPlay { card, face }),
                    ActionOption::Cast { card, targets, x, modes, alt, half } => {
                        let spree = casting::spree::spree_costs(&game.object(card).card).is_some();
                        // CR 702.172a: each spree mode adds its cost, so the random mode is
                        // drawn among those the mana can pay for (all modes shuffled, the
                        // first payable one; the last tried if none is).
                        let tries = match (&modes, spree) {
                            (Some(m), true) => {
                                let mut order: Vec<usize> = (0..m.modes.len()).collect();
                                order.shuffle(&mut self.rng);
                                order.into_iter().map(|i| vec![i]).collect()
                            }
                            _ => vec![self.pick_modes(modes.as_ref())],
                        };
                        let x = x.then(|| self.rng.gen_range(0..=3));
                        let mut answer = Answer::Pass;
                        for modes in tries {
                            let slots = if modes.is_empty() {
                                targets.clone()
                            } else {
                                game.mode_target_slots(d.player, card, &modes)
                            };
                            let targets = self.pick_targets(&slots);
                            let spec = CastSpec { card, modes, x, targets, alt, half, ..Default::default() };
                            let payable = !spree || game.can_cast(d.player, &spec);
                            answer = Answer::Cast(spec);
                            if payable {
                                break;
                            }
                        }
                        answer
                    }
                    ActionOption::Activate { source, index, targets, x, modes, .. } => {
                        let x = x.then(|| self.rng.gen_range(0..=3));
                        let modes = self.pick_modes(modes.as_ref());
                        // A modal ability's targets are those of the chosen modes (CR 700.2c).
                        let targets = if modes.is_empty() {
                            targets
                        } else {
                            game.activation_mode_target_slots(d.player, source, index, &modes)
                        };
                        Answer::Activate(ActivateSpec {
                            source,
                            index,
                            modes,
                            x,
                            targets: self.pick_targets(&targets),
                            ..Default::default()
                        })
                    }
                    // CR 702.37e: turn a face-down permanent face up.
                    ActionOption::TurnFaceUp { permanent, x, .. } => Answer::TurnFaceUp(ActivateSpec {
                        source: permanent,
                        x: x.then(|| self.rng.gen_range(0..=3)),
                        ..Default::default()
                    }),
                    // CR 702.143a, 702.170a: foretell or plot a card in hand.
                    ActionOption::ExileFromHand { card, .. } => {
                        Answer::ExileFromHand(ActivateSpec { source: card, ..Default::default() })
                    }
                    // CR 709.5e: unlock a door of a Room.
                    ActionOption::Unlock { room, door, .. } => {
                        Answer::Unlock(ActivateSpec { source: room, index: door as usize, ..Default::default() })
                    }
                }
            }
            DecisionKind::DeclareAttackers { options } => {
                // CR 508.1d: the creatures that must attack, and a random choice of the others.
                let mut out = game.required_attacks();
                for o in options {
                    if self.rng.gen_bool(0.5) {
                        let d = *o.defenders.choose(&mut self.rng).expect("a defender");
                        if !out.iter().any(|(a, _)| *a == o.attacker) {
                            out.push((o.attacker, d));
                        }
                    }
                }
                Answer::Attackers(out)
            }
            DecisionKind::DeclareBlockers { options } => {
                let mut out = Vec::new();
                for o in options {
                    if self.rng.gen_bool(0.5) {
                        out.push((o.blocker, *o.attackers.choose(&mut self.rng).expect("an attacker")));
                    }
                }
                Answer::Blockers(out)
            }
            DecisionKind::ChooseTargets { slots, .. } => Answer::Targets(self.pick_targets(slots)),
            DecisionKind::ChooseObjects { from, min, max, .. } => {
                let mut f = from.clone();
                f.shuffle(&mut self.rng);
                let n = self.rng.gen_range(*min..=*max) as usize;
                f.truncate(n);
                Answer::Cards(f)
            }
            DecisionKind::YesNo { .. } => Answer::YesNo(self.rng.gen_bool(0.5)),
            DecisionKind::ChooseOption { options, .. } => Answer::Option(self.rng.gen_range(0..options.len())),
            DecisionKind::ChooseNumber { min, max, .. } => Answer::Number(self.rng.gen_range(*min..=*max)),
            DecisionKind::OrderTriggers { triggers } => {
                let mut o: Vec<usize> = (0..triggers.len()).collect();
                o.shuffle(&mut self.rng);
                Answer::Order(o)
            }
            DecisionKind::AssignCombatDamage { .. } => default_answer(game, d),
        }
    }
}
