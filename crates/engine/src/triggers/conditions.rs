//! Intervening "if" clauses that compare players (CR 603.4): "if you have 10 or less life",
//! "if that player has two or fewer cards in hand", "if an opponent controls more lands than
//! you", "if that player controls more lands than each other player".

use crate::ir::Condition;
use crate::ir::Zone;
use crate::ir::{Metric, Whose};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::Game;

impl Game {
    /// A condition that may read the player the trigger event was about ("that player"):
    /// checked as the event happens and again on resolution (CR 603.4).
    pub(crate) fn check_condition_about(
        &self,
        c: &Condition,
        src: ObjectId,
        you: PlayerId,
        triggering: Option<Target>,
    ) -> bool {
        match c {
            Condition::Not(inner) => !self.check_condition_about(inner, src, you, triggering),
            Condition::PlayerMetric { .. } | Condition::MostOf { .. } | Condition::OpponentExceeds(_) => {
                self.player_condition(c, src, you, triggering)
            }
            Condition::History(h) => self.history_condition(h, src, you, triggering),
            // "if that creature's power is greater than this creature's power" (evolve, CR
            // 702.100a): the object the event was about.
            Condition::RefIs(crate::ir::Ref::Triggering, f) => match triggering {
                Some(Target::Object(o)) => self.matches(f, o, src, you),
                _ => false,
            },
            other => self.check_condition(other, src, you),
        }
    }

    /// The players a condition reads.
    fn condition_players(&self, whose: Whose, you: PlayerId, triggering: Option<Target>) -> Vec<PlayerId> {
        match whose {
            Whose::You => vec![you],
            Whose::Triggering => match triggering {
                Some(Target::Player(p)) => vec![p],
                _ => vec![],
            },
            Whose::AnOpponent => self.living_players().filter(|&p| p != you).collect(),
            Whose::AnyPlayer => self.living_players().collect(),
        }
    }

    /// A player's number for a metric.
    pub(crate) fn metric_of(&self, m: &Metric, p: PlayerId, src: ObjectId, you: PlayerId) -> i32 {
        let pl = &self.players[p.index()];
        match m {
            Metric::Life => pl.life,
            Metric::HandSize => pl.hand.len() as i32,
            Metric::LibrarySize => pl.library.len() as i32,
            Metric::Controls(f) => self
                .battlefield
                .iter()
                .filter(|&&id| self.controller(id) == p && self.matches_static(f, id, src, you))
                .count() as i32,
            Metric::GraveyardCards(f) => {
                self.zone(p, Zone::Graveyard).into_iter().filter(|&c| self.matches_static(f, c, src, you)).count()
                    as i32
            }
            Metric::Monarch => i32::from(self.monarch() == Some(p)),
            Metric::Opponents => self.living_players().filter(|&q| q != p).count() as i32,
            Metric::Devotion(colors) => self.devotion(p, *colors),
        }
    }

    /// Evaluates the player-comparing conditions; `triggering` is the event's player.
    pub(crate) fn player_condition(
        &self,
        c: &Condition,
        src: ObjectId,
        you: PlayerId,
        triggering: Option<Target>,
    ) -> bool {
        match c {
            Condition::PlayerMetric { whose, metric, cmp, n } => self
                .condition_players(*whose, you, triggering)
                .into_iter()
                .any(|p| cmp.test(self.metric_of(metric, p, src, you), *n)),
            // "more ... than each other player": strictly more than every other player still in
            // the game.
            Condition::MostOf { whose, metric } => {
                self.condition_players(*whose, you, triggering).into_iter().any(|p| {
                    let mine = self.metric_of(metric, p, src, you);
                    self.living_players().filter(|&q| q != p).all(|q| self.metric_of(metric, q, src, you) < mine)
                })
            }
            Condition::OpponentExceeds(metric) => {
                let mine = self.metric_of(metric, you, src, you);
                self.living_players().filter(|&q| q != you).any(|q| self.metric_of(metric, q, src, you) > mine)
            }
            _ => false,
        }
    }
}
