//! The characteristics of the battlefield's permanents and the stack's spells, computed once
//! when the game stops to give a player priority (CR 117.3) or to ask for an attack or block
//! declaration (CR 508.1, 509.1), and read by everything that asks while the game waits: the
//! legal actions or declaration options, the players deciding, views. The static effects in
//! force are collected once for the whole pass, not once per object. An answer that only
//! passes priority to the next player changes no characteristic: the values computed for
//! the decision are taken back for the next one instead of computed again. The mana sources
//! each player could tap are kept the same way, computed at most once per decision, and so
//! are the payment plans of the costs the legal actions ask about: a hand of four copies of
//! one spell plans one payment, not four. The rules static abilities set for a player
//! (`Game::player_rules`), which the legal actions read for every card, are kept alike.
//!
//! The layer system (CR 613, [`crate::continuous::layers`]) computes characteristics from the
//! card and the effects in force; nothing about them can change while the game waits for an
//! answer, since the game changes only through `&mut self`. So the cache is filled by the
//! state-based actions check that precedes priority (CR 117.5), kept if that check does
//! nothing (`sba_check` forgets it before any change it makes), refilled if needed before the
//! legal actions are computed, and forgotten at every door that can change the game
//! (`submit`, `resume`, `determinize`, and each step of `advance`, triggers put on the
//! stack). While it is forgotten, every read computes from scratch, as before: the cache never changes a
//! result, only how often it is computed (`check_invariants` compares it with a fresh
//! computation). A copy of the game starts with an empty cache (cheap to copy), and the cache
//! takes no part in comparing games.

use crate::costs::payment::{ManaSource, PaymentPlan, SpendOn};
use crate::ir::{ManaCost, ObjectId, PlayerId, Zone};
use crate::state::characteristics::Characteristics;
use crate::state::decision::IllegalAction;
use crate::state::game::Game;
use std::sync::Mutex;

/// Characteristics computed at the current decision, by object id (sorted).
#[derive(Default)]
pub(crate) struct LayerCache {
    /// Whether `entries` describe the game as it is now.
    valid: bool,
    /// Set aside as an answer is taken (`set_aside`): `entries` describe the game as it was
    /// when the decision was asked, and are taken back if the answer only passes priority
    /// on (`take_back`).
    kept: bool,
    /// Taken back by a priority pass: the next step of `advance` keeps them.
    carried: bool,
    entries: Vec<(ObjectId, Characteristics)>,
    /// The mana sources computed while the entries hold, by player and whether abilities
    /// activated only by hand count (`costs::payment`): the legal actions plan a payment
    /// for every card, each from the same sources. Emptied when the entries are refilled.
    mana_sources: Mutex<Vec<(PlayerId, bool, Vec<ManaSource>)>>,
    /// The payment plans made while the entries hold (`Game::plan_payment_as` from any
    /// untapped source), emptied with the mana sources.
    payments: Mutex<Vec<KeptPayment>>,
    /// The rules static abilities set for each player asked about while the entries hold
    /// (`Game::player_rules`): each source and the index of the ability in its text. The
    /// legal actions ask them for every card; emptied with the mana sources.
    player_rules: Mutex<Vec<(PlayerId, RuleSources)>>,
}

/// The rules static abilities set for a player: each source and the index of the ability in
/// its text.
type RuleSources = Vec<(ObjectId, usize)>;

/// A payment planned at the current decision: for whom, whether by hand, the cost, the
/// sources excluded, and the plan or the refusal.
struct KeptPayment {
    player: PlayerId,
    by_hand: bool,
    cost: ManaCost,
    exclude: Vec<ObjectId>,
    plan: Result<PaymentPlan, IllegalAction>,
}

impl Clone for LayerCache {
    /// A copy starts empty: the cache is rebuilt, never copied (a copy is made to be changed).
    fn clone(&self) -> LayerCache {
        LayerCache::default()
    }
}

impl PartialEq for LayerCache {
    /// The cache is not part of the game's state: two games are equal whatever they cached.
    fn eq(&self, _: &LayerCache) -> bool {
        true
    }
}

impl LayerCache {
    /// The cached characteristics of `id`, if the cache holds the game as it is now.
    pub(crate) fn get(&self, id: ObjectId) -> Option<&Characteristics> {
        if !self.valid {
            return None;
        }
        self.entries.binary_search_by_key(&id, |e| e.0).ok().map(|i| &self.entries[i].1)
    }

    /// The mana sources of `p` kept for the game as it is now, if any.
    pub(crate) fn mana_sources(&self, p: PlayerId, by_hand: bool) -> Option<Vec<ManaSource>> {
        if !self.valid {
            return None;
        }
        let kept = self.mana_sources.lock().ok()?;
        kept.iter().find(|(q, h, _)| *q == p && *h == by_hand).map(|(_, _, s)| s.clone())
    }

    /// Whether the cache holds the game as it is now (what is kept can be used).
    pub(crate) fn holds(&self) -> bool {
        self.valid
    }

    /// Whether a kept mana source of `p` makes restricted mana (CR 106.6); `None` if none is
    /// kept.
    pub(crate) fn any_restricted_source(&self, p: PlayerId, by_hand: bool) -> Option<bool> {
        if !self.valid {
            return None;
        }
        let kept = self.mana_sources.lock().ok()?;
        kept.iter()
            .find(|(q, h, _)| *q == p && *h == by_hand)
            .map(|(_, _, s)| s.iter().any(|src| src.options.iter().any(|o| o.restricted)))
    }

    /// Keeps the mana sources of `p` computed now, if the cache holds the game as it is now.
    pub(crate) fn keep_mana_sources(&self, p: PlayerId, by_hand: bool, sources: &[ManaSource]) {
        if !self.valid {
            return;
        }
        if let Ok(mut kept) = self.mana_sources.lock() {
            kept.push((p, by_hand, sources.to_vec()));
        }
    }

    /// The payment plan of `cost` for `p` (by hand or not, without the sources in
    /// `exclude`) kept for the game as it is now, if any.
    pub(crate) fn payment(
        &self,
        p: PlayerId,
        by_hand: bool,
        cost: &ManaCost,
        exclude: &[ObjectId],
    ) -> Option<Result<PaymentPlan, IllegalAction>> {
        if !self.valid {
            return None;
        }
        let kept = self.payments.lock().ok()?;
        kept.iter()
            .find(|k| k.player == p && k.by_hand == by_hand && k.cost == *cost && k.exclude == exclude)
            .map(|k| k.plan.clone())
    }

    /// Whether the payment of `cost` kept for the game as it is now (see
    /// [`LayerCache::payment`]) can be made, if one is kept: the legal actions ask only that,
    /// and a copy of the plan (or of its refusal's words) would be thrown away at once.
    pub(crate) fn payment_ok(&self, p: PlayerId, by_hand: bool, cost: &ManaCost, exclude: &[ObjectId]) -> Option<bool> {
        if !self.valid {
            return None;
        }
        let kept = self.payments.lock().ok()?;
        kept.iter()
            .find(|k| k.player == p && k.by_hand == by_hand && k.cost == *cost && k.exclude == exclude)
            .map(|k| k.plan.is_ok())
    }

    /// The rules static abilities set for `p` kept for the game as it is now, if any.
    pub(crate) fn player_rules(&self, p: PlayerId) -> Option<RuleSources> {
        if !self.valid {
            return None;
        }
        let kept = self.player_rules.lock().ok()?;
        kept.iter().find(|(q, _)| *q == p).map(|(_, r)| r.clone())
    }

    /// Keeps the rules static abilities set for `p` found now, if the cache holds the game as
    /// it is now.
    pub(crate) fn keep_player_rules(&self, p: PlayerId, rules: &[(ObjectId, usize)]) {
        if !self.valid {
            return;
        }
        if let Ok(mut kept) = self.player_rules.lock() {
            kept.push((p, rules.to_vec()));
        }
    }

    /// Keeps the payment plan of `cost` made now, if the cache holds the game as it is now.
    pub(crate) fn keep_payment(
        &self,
        p: PlayerId,
        by_hand: bool,
        cost: &ManaCost,
        exclude: &[ObjectId],
        plan: &Result<PaymentPlan, IllegalAction>,
    ) {
        if !self.valid {
            return;
        }
        if let Ok(mut kept) = self.payments.lock() {
            let (cost, exclude, plan) = (cost.clone(), exclude.to_vec(), plan.clone());
            kept.push(KeptPayment { player: p, by_hand, cost, exclude, plan });
        }
    }

    /// The game is about to change: the cached values no longer hold.
    pub(crate) fn forget(&mut self) {
        self.valid = false;
        self.kept = false;
        self.carried = false;
    }

    /// An answer is about to be taken: the cached values no longer count as holding, but
    /// are kept for [`LayerCache::take_back`].
    pub(crate) fn set_aside(&mut self) {
        self.kept = self.valid;
        self.valid = false;
        self.carried = false;
    }

    /// The answer only passed priority to the next player (CR 117.3d): the game differs from
    /// the one the values were computed on only in who has priority and how many passed in
    /// succession, which no characteristic reads, so the values set aside hold again.
    pub(crate) fn take_back(&mut self) {
        self.valid = self.kept;
        self.carried = self.kept;
        self.kept = false;
    }

    /// A step of `advance` begins: the values are forgotten, unless a priority pass just took
    /// them back (`take_back`).
    pub(crate) fn forget_unless_carried(&mut self) {
        if self.carried {
            self.carried = false;
            self.kept = false;
        } else {
            self.forget();
        }
    }
}

impl Game {
    /// Computes and keeps the characteristics of every permanent and spell (the game is about
    /// to wait for a priority answer and change nothing until it comes).
    pub(crate) fn fill_layer_cache(&mut self) {
        let mut entries = std::mem::take(&mut self.layer_cache.entries);
        self.layer_cache.valid = false;
        entries.clear();
        if let Ok(kept) = self.layer_cache.mana_sources.get_mut() {
            kept.clear();
        }
        if let Ok(kept) = self.layer_cache.payments.get_mut() {
            kept.clear();
        }
        if let Ok(kept) = self.layer_cache.player_rules.get_mut() {
            kept.clear();
        }
        let spells = self.stack.iter().filter(|s| s.is_spell).map(|s| s.id);
        // The static effects in force are the same for every object: collected once.
        let statics = self.all_static_effects();
        for id in self.battlefield.iter().copied().chain(spells) {
            if matches!(self.object(id).zone, Zone::Battlefield | Zone::Stack) {
                entries.push((id, self.characteristics_of_all(id, &statics)));
            }
        }
        drop(statics);
        entries.sort_by_key(|e| e.0);
        entries.dedup_by_key(|e| e.0);
        self.layer_cache.entries = entries;
        self.layer_cache.valid = true;
    }

    /// Fills the cache unless it holds the game as it is now.
    pub(crate) fn ensure_layer_cache(&mut self) {
        if !self.layer_cache.valid {
            self.fill_layer_cache();
        }
    }

    /// Checks that the cached characteristics and mana sources are those computed now (for
    /// `check_invariants`).
    pub(crate) fn check_layer_cache(&self) -> Result<(), String> {
        if !self.layer_cache.valid {
            return Ok(());
        }
        for (id, ch) in &self.layer_cache.entries {
            if *ch != self.characteristics_fresh(*id) {
                let name = &self.object(*id).card.name;
                return Err(format!("the cached characteristics of {name} are not those computed now"));
            }
        }
        let kept =
            self.layer_cache.mana_sources.lock().map_err(|_| "the kept mana sources are poisoned".to_string())?;
        for (p, by_hand, sources) in kept.iter() {
            if format!("{sources:?}") != format!("{:?}", self.mana_sources_now(*p, *by_hand)) {
                let name = &self.players[p.index()].name;
                return Err(format!("the kept mana sources of {name} are not those computed now"));
            }
        }
        drop(kept);
        let kept = self.layer_cache.player_rules.lock().map_err(|_| "the kept rules are poisoned".to_string())?;
        for (p, rules) in kept.iter() {
            if *rules != self.player_rule_indices(*p) {
                let name = &self.players[p.index()].name;
                return Err(format!("the kept rules for {name} are not those found now"));
            }
        }
        drop(kept);
        let kept = self.layer_cache.payments.lock().map_err(|_| "the kept payments are poisoned".to_string())?;
        for k in kept.iter() {
            let now = self.plan_payment_fresh(k.player, &k.cost, None, &k.exclude, k.by_hand, SpendOn::Other);
            if format!("{:?}", k.plan) != format!("{now:?}") {
                let name = &self.players[k.player.index()].name;
                return Err(format!("the kept payment of {} for {name} is not the one planned now", k.cost));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::game::testing::{bolt, main_phase_duel, mountain};
    use crate::ir::PlayerId;
    use crate::state::config::PermanentSetup;
    use crate::state::decision::ActionOption;

    /// The legal actions of a hand of three copies of one spell, with the payment kept for
    /// the decision, are those of a copy of the game that keeps nothing.
    fn casts(tapped: bool) -> usize {
        let land = PermanentSetup { tapped, ..PermanentSetup::new(mountain()) };
        let mut g = main_phase_duel(vec![land], vec![], vec![bolt(), bolt(), bolt()]);
        g.fill_layer_cache();
        let kept = g.legal_actions(PlayerId(0));
        assert_eq!(kept, g.clone().legal_actions(PlayerId(0)));
        g.check_layer_cache().unwrap();
        kept.iter().filter(|a| matches!(a, ActionOption::Cast { .. })).count()
    }

    #[test]
    fn a_kept_payment_is_the_one_planned_from_scratch() {
        assert_eq!(casts(false), 3);
        assert_eq!(casts(true), 0);
    }
}
