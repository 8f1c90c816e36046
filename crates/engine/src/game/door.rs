//! Creating a game and the decision door: `Game::new`, `Game::pending`, `Game::submit`, and
//! the one router of answers (`Game::answer`), which matches on what the game waits for
//! (`Pending`, in `state/pending.rs`) and names the handler.

use crate::ir::ManaPool;
use crate::ir::{ObjectId, PlayerId};
use crate::ir::{Step, Zone};
use crate::state::config::{GameConfig, Start};
use crate::state::decision::{Answer, Decision, DecisionKind, IllegalAction};
use crate::state::game::{Combat, Flow, Game, GameObject, GameResult, Player};
use crate::state::log::Event;
use crate::state::pending::Pending;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// The answer's content if it has the shape `$shape` (`Answer::$shape(x)`), or the
/// refusal of a misfit (CR 117.1) returned from the enclosing function.
macro_rules! fit {
    ($d:expr, $a:expr, $shape:ident) => {
        match $a {
            Answer::$shape(x) => x,
            other => return Err(misfit(&$d.kind, &other)),
        }
    };
}

impl Game {
    /// Starts a game from a configuration and a seed. The game runs until the first decision.
    pub fn new(config: GameConfig, seed: u64) -> Game {
        let n = config.players.len();
        assert!((1..=8).contains(&n), "a game has 1 to 8 players (CR 102)");
        let life = config.starting_life();
        let mut g = Game {
            config: Arc::new(config.clone()),
            rng: ChaCha8Rng::seed_from_u64(seed),
            players: Vec::with_capacity(n),
            objects: Vec::new(),
            battlefield: Vec::new(),
            static_sources: Vec::new(),
            special_statics: (0, 0),
            emblems: Vec::new(),
            exiled_until: Vec::new(),
            layer_cache: Default::default(),
            stack: Vec::new(),
            effects: Vec::new(),
            text_changed: Vec::new(),
            cast_lki: Vec::new(),
            phased_out: Vec::new(),
            history: Default::default(),
            turn_plan: Default::default(),
            damage_unpreventable: false,
            no_life_gain_this_turn: false,
            draw_shields: Vec::new(),
            redirections: Vec::new(),
            untap_asks: Vec::new(),
            triggers: Vec::new(),
            damaged_by: Vec::new(),
            combat: Combat::default(),
            turn: 1,
            active: PlayerId(0),
            step: Step::Untap,
            priority: PlayerId(0),
            passes: 0,
            timestamp: 0,
            decision: None,
            pending: None,
            result: None,
            events: Vec::new(),
            answers: 0,
            mulligan: Default::default(),
            commander_declined: Vec::new(),
            flow: Flow::StartStep,
            breakpoint: None,
            paused: false,
            trigger_queue: Vec::new(),
            damage_queue: Vec::new(),
            damage_assigned: Vec::new(),
            blockers_queue: Vec::new(),
            logging: true,
            cleanup_priority: false,
            sba_happened: false,
            preventions: Vec::new(),
            replay: Default::default(),
            delayed: Vec::new(),
            monarch: None,
            day_night: None,
            leaving_together: None,
        };
        for (i, pc) in config.players.iter().enumerate() {
            g.players.push(Player {
                name: if pc.name.is_empty() { format!("Player {}", i + 1) } else { pc.name.clone() },
                life: pc.life.unwrap_or(life),
                poison: pc.poison,
                energy: 0,
                library: Vec::new(),
                hand: Vec::new(),
                graveyard: Vec::new(),
                exile: Vec::new(),
                command: Vec::new(),
                mana_pool: ManaPool::default(),
                lands_played: 0,
                drew_from_empty: false,
                lost: false,
                won: false,
                commander_damage: Vec::new(),
                mulligans: 0,
                life_gained_this_turn: 0,
                drawn_this_turn: Vec::new(),
                commander_casts: Vec::new(),
                upkeep_stamps: (0, 0),
                spells_cast_this_turn: (0, 0),
                spells_cast_last_turn: 0,
                restricted_mana: Vec::new(),
            });
        }
        g.set_up_zones(&config);
        match config.start {
            Start::Main => {
                g.step = Step::PrecombatMain;
                g.flow = Flow::Priority;
                g.log(Event::TurnBegan { turn: 1, player: PlayerId(0) });
            }
            Start::Opening => {
                g.begin_starting();
            }
        }
        g.advance();
        g
    }

    /// Puts each player's configured cards into their zones (CR 103.3 shuffles when asked).
    fn set_up_zones(&mut self, config: &GameConfig) {
        let mut attachments = Vec::new();
        let mut placed: Vec<Vec<ObjectId>> = Vec::new();
        let mut entering = Vec::new();
        for (i, pc) in config.players.iter().enumerate() {
            let p = PlayerId(i as u8);
            // The library's top is the last element: push in reverse of "top first".
            for card in pc.library.iter().rev() {
                let id = self.new_object(card.clone(), p, Zone::Library);
                self.players[i].library.push(id);
            }
            for card in &pc.hand {
                let id = self.new_object(card.clone(), p, Zone::Hand);
                self.players[i].hand.push(id);
            }
            for card in &pc.graveyard {
                let id = self.new_object(card.clone(), p, Zone::Graveyard);
                self.players[i].graveyard.push(id);
            }
            for card in &pc.exile {
                let id = self.new_object(card.clone(), p, Zone::Exile);
                self.players[i].exile.push(id);
            }
            for card in &pc.command {
                let id = self.new_object(card.clone(), p, Zone::Command);
                self.players[i].command.push(id);
            }
            let mut mine = Vec::new();
            for (j, ps) in pc.battlefield.iter().enumerate() {
                let id = self.new_object(ps.card.clone(), p, Zone::Battlefield);
                let o = &mut self.objects[id.index()];
                o.tapped = ps.tapped;
                o.damage = ps.damage;
                o.sick = ps.sick;
                o.face_down = ps.face_down;
                o.is_token = ps.card.is_token;
                // CR 701.27g: a transformed permanent, its back face up (CR 712.8e); a modal
                // double-faced permanent with its back face up isn't transformed (712.8f).
                // A flip card set up with its other half up is flipped (CR 710.2).
                let turned = ps.card.is_double_faced() || ps.card.back_kind == crate::ir::OtherFace::Flip;
                if let Some(back) = ps.card.back.clone().filter(|_| ps.transformed && turned) {
                    o.transformed = ps.card.back_kind.is_transform();
                    o.printed = Some(std::mem::replace(&mut o.card, back));
                }
                for (k, n) in &ps.counters {
                    o.add_counters(k, *n as i64);
                }
                // CR 306.5b / 310.4b: a planeswalker or battle enters with its printed loyalty/defense.
                if let Some(l) = o.card.loyalty {
                    if !ps.counters.iter().any(|(k, _)| *k == crate::ir::CounterKind::Loyalty) {
                        o.add_counters(&crate::ir::CounterKind::Loyalty, l as i64);
                    }
                }
                if let Some(d) = o.card.defense {
                    if !ps.counters.iter().any(|(k, _)| *k == crate::ir::CounterKind::Defense) {
                        o.add_counters(&crate::ir::CounterKind::Defense, i64::from(d));
                    }
                }
                self.battlefield_add(id);
                // CR 709.5c: a Room with the doors it is set up with unlocked.
                self.set_doors(id, ps.doors);
                if let Some(to) = ps.attached_to {
                    attachments.push((id, to, (i, j)));
                }
                if ps.enter_effects {
                    let kinds: Vec<_> = ps.counters.iter().map(|(k, _)| k.clone()).collect();
                    entering.push((id, ps.tapped_given, kinds));
                }
                mine.push(id);
            }
            placed.push(mine);
        }
        for (id, (pi, pj), _) in attachments {
            if let Some(target) = placed.get(pi).and_then(|v| v.get(pj)) {
                self.objects[id.index()].attached_to = Some(*target);
            }
        }
        // CR 614.1c-d, 614.12: how they entered, once everything is in place, so that each
        // permanent sees every other one's "... enter tapped" (as if it entered last).
        // Nothing triggers: they entered before the game (CR 603.6a does not apply).
        for (id, keep_tapped, kinds) in entering {
            // CR 614.12a: "As ~ enters, choose ..." (asked outside `submit`: the default, the
            // first option).
            if !self.objects[id.index()].face_down {
                self.make_enter_choices(id);
            }
            self.apply_enter_replacements(id, keep_tapped, &kinds);
        }
        // CR 310.8a: a battle set up on the battlefield is protected by the next opponent of
        // its controller in turn order (a Siege, 310.11a) or by its controller.
        for id in self.battlefield.clone() {
            if self.objects[id.index()].card.has_type(crate::ir::CardType::Battle) {
                self.choose_protector_again(id);
            }
        }
        // CR 702.145d, g: a daybound or nightbound permanent makes it day or night.
        self.day_or_night_from_permanents();
        if config.shuffle {
            for i in 0..self.players.len() {
                self.shuffle_library(PlayerId(i as u8));
            }
        }
    }

    /// Creates a new object in a zone (the caller puts it into the zone's list).
    pub(crate) fn new_object(&mut self, card: Arc<crate::ir::CardDef>, owner: PlayerId, zone: Zone) -> ObjectId {
        let id = ObjectId(self.objects.len() as u32);
        self.timestamp += 1;
        let is_token = card.is_token;
        self.objects.push(GameObject {
            id,
            card,
            printed: None,
            transformed: false,
            level: 0,
            doors: 0,
            owner,
            controller: owner,
            zone,
            tapped: false,
            sick: false,
            steady_controller: owner,
            damage: 0,
            deathtouch_damaged: false,
            counters: Vec::new(),
            timestamp: self.timestamp,
            attached_to: None,
            face_down: false,
            is_token,
            regeneration_shields: 0,
            activations_this_turn: Vec::new(),
            added_mana_this_turn: false,
            moved_to: None,
            exiled_by: None,
            adventure_for: None,
            playable_this_turn_by: None,
            playable_past_turn: None,
            flashback_this_turn: false,
            left_keywords: None,
            chosen: Vec::new(),
            cast_with: Default::default(),
            text: None,
            skip_untaps: 0,
            spell_copy: false,
            phased: None,
            x: 0,
            monstrous: false,
            cast_later: None,
            protector: None,
            solved: false,
            renowned: false,
            melded: None,
        });
        id
    }

    /// The decision the game waits for, or `None` when the game is over (or paused).
    pub fn pending(&self) -> Option<&Decision> {
        if self.paused {
            return None;
        }
        self.decision.as_ref()
    }

    /// Takes `player`'s answer to the pending decision, and runs the game to the next one.
    /// A refused answer returns the rule it breaks and leaves the game unchanged (CR 732).
    pub fn submit(&mut self, player: PlayerId, answer: Answer) -> Result<(), IllegalAction> {
        // What was computed for the decision may hold again only if the answer passes priority.
        self.layer_cache.set_aside();
        if self.result.is_some() {
            return Err(IllegalAction::new("104.1", "the game is over"));
        }
        if player.index() >= self.players.len() {
            return Err(IllegalAction::new("102.1", format!("there is no player {player}")));
        }
        // Every id the answer names must exist before anything looks it up (a forged message).
        self.check_answer_ids(&answer)?;
        if answer == Answer::Concede {
            // CR 104.3a: a player can concede at any time.
            if self.players[player.index()].lost {
                return Err(IllegalAction::new("104.3a", "that player has already left the game"));
            }
            self.answers += 1;
            self.log(Event::Conceded { player });
            self.player_loses(player, "conceded");
            self.advance();
            return Ok(());
        }
        if self.paused {
            return Err(IllegalAction::new("117.1", "the game is paused at a breakpoint; resume it first"));
        }
        let Some(decision) = self.decision.clone() else {
            return Err(IllegalAction::new("104.1", "no decision is pending"));
        };
        if decision.player != player {
            return Err(IllegalAction::new(
                "117.1",
                format!("{} is not the player who must decide now", self.players[player.index()].name),
            ));
        }
        if let Some(Pending::Replacement(_)) = self.pending {
            // Answering a replacement choice applies the interrupted answer again, which
            // runs the game on by itself (`game/replacement_choices.rs`).
            return self.answer_replacement_choice(&decision, answer);
        }
        self.run_answer(player, decision, answer, Vec::new())
    }

    /// Routes an answer to the handler of what the game waits for (the one place answers
    /// are routed). Handlers validate first: a refused answer changes nothing.
    pub(crate) fn answer(&mut self, d: Decision, a: Answer) -> Result<(), IllegalAction> {
        let p = d.player;
        match self.pending.as_ref() {
            None => Err(IllegalAction::new("608.2", "nothing is resolving")),
            Some(Pending::Priority) => self.answer_priority(p, a),
            Some(Pending::Mulligan) => self.answer_mulligan(p, a),
            Some(Pending::PutOnBottom) => self.answer_bottom(&d, fit!(d, a, Cards)),
            Some(Pending::MulliganScry) => self.answer_mulligan_scry(&d, a),
            Some(Pending::FirstPlayer) => self.answer_first_player(p, a),
            Some(Pending::TriggerTargets) => self.answer_trigger_targets(fit!(d, a, Targets)),
            Some(Pending::TriggerModes(sets)) => self.answer_trigger_modes(sets.clone(), fit!(d, a, Option)),
            Some(Pending::TriggerOrder) => self.answer_trigger_order(&d, fit!(d, a, Order)),
            Some(Pending::TriggerDivision(div)) => {
                self.answer_trigger_division(&d, (**div).clone(), fit!(d, a, Number))
            }
            Some(Pending::Resolution(_)) => self.answer_resolution(&d, a),
            Some(Pending::CastWindow(..)) => self.answer_cast_window(p, a),
            Some(Pending::LegendRule) => self.answer_legend_rule(&d, a),
            Some(Pending::CleanupDiscard) => self.answer_cleanup_discard(&d, a),
            Some(&Pending::CommanderZone(c)) => self.answer_commander_zone(c, a),
            Some(Pending::Replacement(_)) => self.answer_replacement_choice(&d, a),
            Some(&Pending::Untap(id)) => self.answer_untap(id, a),
            Some(Pending::DeclareAttackers) => self.declare_attackers(p, fit!(d, a, Attackers)),
            Some(Pending::DeclareBlockers) => self.declare_blockers(p, fit!(d, a, Blockers)),
            Some(Pending::CombatCost) => self.answer_combat_cost(p, a),
            Some(Pending::Bands) => self.answer_band(a),
            Some(&Pending::AsThoughUnblocked(id)) => self.answer_as_though_unblocked(id, a),
            Some(Pending::CombatDamage) => self.answer_damage(&d.kind, fit!(d, a, Damage)),
            Some(Pending::Exert) => self.answer_exert(a),
            Some(Pending::Enlist) => self.answer_enlist(a),
        }
    }

    /// Stops the game when the given step of the given turn has ended; `None` clears it.
    /// While paused, [`Game::pending`] returns `None` and [`Game::is_paused`] is true.
    pub fn set_breakpoint(&mut self, at: Option<(u32, Step)>) {
        self.breakpoint = at;
    }

    /// Whether the game stopped at its breakpoint.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Continues a game paused at its breakpoint.
    pub fn resume(&mut self) {
        if self.paused {
            self.layer_cache.forget();
            self.paused = false;
            self.advance();
        }
    }

    /// Turns the event log on or off (search-based players turn it off on their copies).
    pub fn set_logging(&mut self, on: bool) {
        self.logging = on;
    }

    /// Removes and returns the events logged since the last call.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// Records an event.
    pub(crate) fn log(&mut self, e: Event) {
        if self.logging {
            self.events.push(e);
        }
    }

    /// Marks a player as having lost (CR 104.3), logging why.
    pub(crate) fn player_loses(&mut self, p: PlayerId, reason: &str) {
        if self.players[p.index()].lost {
            return;
        }
        self.players[p.index()].lost = true;
        self.log(Event::Lost { player: p, reason: reason.to_string() });
        let living: Vec<PlayerId> = self.living_players().collect();
        if living.len() == 1 {
            let w = living[0];
            self.players[w.index()].won = true;
            self.end_game(GameResult::Win(w));
        } else if living.is_empty() {
            self.end_game(GameResult::Draw);
        } else {
            // CR 800.4a: in a multiplayer game, the others play on without them.
            self.after_player_left(p);
        }
    }

    /// Ends the game with a result (CR 104.2).
    pub(crate) fn end_game(&mut self, r: GameResult) {
        if self.result.is_none() {
            self.log(Event::GameOver(r.clone()));
            self.result = Some(r);
            self.decision = None;
        }
    }
}

/// Whether `chosen` is a valid pick of `min..=max` distinct objects out of `from`.
pub(crate) fn validate_choice(from: &[ObjectId], min: u32, max: u32, chosen: &[ObjectId]) -> Result<(), IllegalAction> {
    let n = chosen.len() as u32;
    if n < min || n > max {
        return Err(IllegalAction::new("700.2", format!("choose between {min} and {max}, not {n}")));
    }
    for (i, c) in chosen.iter().enumerate() {
        if !from.contains(c) {
            return Err(IllegalAction::new("700.2", format!("{c} is not one of the choices")));
        }
        if chosen[..i].contains(c) {
            return Err(IllegalAction::new("700.2", format!("{c} is chosen twice")));
        }
    }
    Ok(())
}

/// The refusal of an answer of the wrong shape for the pending decision (CR 117.1).
pub(crate) fn misfit(kind: &DecisionKind, a: &Answer) -> IllegalAction {
    IllegalAction::new(
        "117.1",
        format!("{} does not answer the pending decision ({})", answer_name(a), kind_name(kind)),
    )
}

/// What an answer is, in words, for error messages (never its data's debug text).
pub(crate) fn answer_name(a: &Answer) -> &'static str {
    match a {
        Answer::Pass => "passing priority",
        Answer::PlayLand(_) => "playing a land",
        Answer::Cast(_) => "casting a spell",
        Answer::Activate(_) => "activating an ability",
        Answer::Concede => "conceding",
        Answer::Keep => "keeping the hand",
        Answer::Mulligan => "taking a mulligan",
        Answer::Cards(_) => "a choice of cards",
        Answer::Attackers(_) => "a declaration of attackers",
        Answer::Blockers(_) => "a declaration of blockers",
        Answer::Damage(_) => "a damage assignment",
        Answer::Targets(_) => "a choice of targets",
        Answer::YesNo(_) => "yes or no",
        Answer::Option(_) => "an option",
        Answer::Number(_) => "a number",
        Answer::Order(_) => "an order",
        Answer::TurnFaceUp(_) => "turning a card face up",
        Answer::ExileFromHand(_) => "exiling a card from the hand",
        Answer::Unlock(_) => "unlocking a door",
    }
}

/// A short name for a decision kind, for error messages.
pub(crate) fn kind_name(k: &DecisionKind) -> &'static str {
    match k {
        DecisionKind::Mulligan { .. } => "mulligan",
        DecisionKind::PutOnBottom { .. } => "put cards on the bottom",
        DecisionKind::Priority { .. } => "priority",
        DecisionKind::DeclareAttackers { .. } => "declare attackers",
        DecisionKind::DeclareBlockers { .. } => "declare blockers",
        DecisionKind::AssignCombatDamage { .. } => "assign combat damage",
        DecisionKind::ChooseTargets { .. } => "choose targets",
        DecisionKind::ChooseObjects { .. } => "choose objects",
        DecisionKind::YesNo { .. } => "yes or no",
        DecisionKind::ChooseOption { .. } => "choose an option",
        DecisionKind::ChooseNumber { .. } => "choose a number",
        DecisionKind::OrderTriggers { .. } => "order triggers",
    }
}
