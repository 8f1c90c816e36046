//! What happened this turn, for conditions and amounts that look back over the turn
//! (CR 500: the record starts afresh with each turn; intervening "if" clauses, CR 603.4):
//! "if a creature died this turn", "if that player didn't cast a spell this turn", "if you
//! didn't play a land this turn", "Activate only if ~ entered the battlefield this turn",
//! "if ~ was dealt damage this turn", "if ~ dealt damage to an opponent this turn",
//! "for each creature that died this turn", "the damage dealt to you this turn"; and the
//! one thing kept from the turn before, how many spells each player cast in it (the
//! werewolves' "if no spells were cast last turn").

use crate::ir::Whose;
use crate::ir::{HistoryAmount, HistoryCondition};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::Target;
use crate::state::game::{Game, Resolution};

impl Game {
    /// Notes that a creature died (CR 700.4: put into a graveyard from the battlefield).
    pub(crate) fn note_died(&mut self, old: ObjectId) {
        self.history.died.push(old);
    }

    /// Notes that a permanent entered the battlefield.
    pub(crate) fn note_entered(&mut self, id: ObjectId) {
        self.history.entered.push(id);
    }

    /// Notes the creatures declared as attackers (CR 508.1), and that attackers were
    /// declared this turn, even none.
    pub(crate) fn note_attacked(&mut self, ids: &[ObjectId]) {
        self.history.attackers_declared = true;
        self.history.attacked.extend_from_slice(ids);
    }

    /// Notes the attacking creatures that are blocked now (CR 509.1h).
    pub(crate) fn note_blocked(&mut self) {
        for &a in &self.combat.blocked {
            if !self.history.blocked.contains(&a) {
                self.history.blocked.push(a);
            }
        }
    }

    /// Notes damage dealt to a player (CR 120.3a).
    pub(crate) fn note_player_damage(&mut self, source: ObjectId, p: PlayerId, amount: u32) {
        if amount > 0 {
            self.history.player_damage.push((source, p, amount));
        }
    }

    /// Whether creature `id` was dealt damage this turn (by any source).
    pub(crate) fn was_dealt_damage_this_turn(&self, id: ObjectId) -> bool {
        self.damaged_by.iter().any(|&(v, _)| v == id)
    }

    /// Evaluates a history condition for source `src` controlled by `you`; `triggering` is
    /// the trigger event's player ("that player").
    pub(crate) fn history_condition(
        &self,
        c: &HistoryCondition,
        src: ObjectId,
        you: PlayerId,
        triggering: Option<Target>,
    ) -> bool {
        let players = |w: &Whose| -> Vec<PlayerId> {
            match w {
                Whose::You => vec![you],
                Whose::Triggering => match triggering {
                    Some(Target::Player(p)) => vec![p],
                    _ => vec![],
                },
                Whose::AnOpponent => self.living_players().filter(|&p| p != you).collect(),
                Whose::AnyPlayer => self.living_players().collect(),
            }
        };
        match c {
            HistoryCondition::CreatureDied => !self.history.died.is_empty(),
            HistoryCondition::CastSpell(w) => {
                players(w).iter().any(|p| self.players[p.index()].spells_cast_this_turn.0 > 0)
            }
            HistoryCondition::SpellsCastLastTurn { at_least, one_player } => {
                let counts = self.players.iter().map(|pl| pl.spells_cast_last_turn);
                let n = if *one_player { counts.max().unwrap_or(0) } else { counts.sum() };
                n >= *at_least
            }
            HistoryCondition::PlayedLand(w) => players(w).iter().any(|p| self.players[p.index()].lands_played > 0),
            HistoryCondition::LifeGained(w, n) => {
                players(w).iter().any(|p| self.players[p.index()].life_gained_this_turn >= *n as i32)
            }
            HistoryCondition::SourceEntered => self.history.entered.contains(&src),
            HistoryCondition::SourceBlocked => {
                self.combat.blocked.contains(&src) && self.combat.attackers.iter().any(|(a, _)| *a == src)
            }
            HistoryCondition::SourceDealtDamage => self.was_dealt_damage_this_turn(src),
            HistoryCondition::SourceDamagedOpponent => {
                self.history.player_damage.iter().any(|&(s, p, _)| s == src && p != you)
            }
            HistoryCondition::SourceAttacked => self.history.attacked.contains(&src),
            HistoryCondition::PlayerDealtDamage(w) => {
                let ps = players(w);
                self.history.player_damage.iter().any(|&(_, p, n)| n > 0 && ps.contains(&p))
            }
            HistoryCondition::AttackersDeclared => self.history.attackers_declared,
            HistoryCondition::SourceNewlyControlled => self.is_sick(src),
            HistoryCondition::SourceWasBlocked => self.history.blocked.contains(&src),
            // Only a resolution knows which ability it is.
            HistoryCondition::ThisAbilityActivated(_) => false,
            HistoryCondition::CastSpellOfColor(w, color) => {
                let ps = players(w);
                self.cast_lki.iter().any(|s| s.is_spell && ps.contains(&s.controller) && s.card.colors.contains(*color))
            }
        }
    }

    /// Whether the resolving activated ability has been activated `n` or more times this turn
    /// (the activations still on the stack and this one included).
    pub(crate) fn activated_this_turn(&self, res: &Resolution, n: u32) -> bool {
        let o = self.object(res.item.source);
        o.activations_this_turn.iter().filter(|&&i| i == res.item.ability).count() as u32 >= n
    }

    /// Evaluates a history amount during a resolution.
    pub(crate) fn history_amount(&self, a: &HistoryAmount, res: &Resolution) -> i32 {
        match a {
            HistoryAmount::CreaturesDied => self.history.died.len() as i32,
            HistoryAmount::DamageToPlayer(r) => {
                let players = Self::players_of(&self.resolve_ref(r, res));
                self.history
                    .player_damage
                    .iter()
                    .filter(|(_, p, _)| players.contains(p))
                    .map(|&(_, _, n)| n as i32)
                    .sum()
            }
            HistoryAmount::DiedIntoYourGraveyard { nontoken } => {
                let you = res.item.controller;
                self.history
                    .died
                    .iter()
                    .filter(|&&o| self.object(o).owner == you && !(*nontoken && self.object(o).is_token))
                    .count() as i32
            }
        }
    }
}
