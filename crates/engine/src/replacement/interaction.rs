//! Replacement and prevention effects at work (CR 614, 615): how they apply to an event and
//! how several of them interact (CR 616). Their data is in `ir/replacement.rs` and
//! `state/shields.rs`.
//!
//! An event about to happen — damage, a zone change, a permanent entering — is checked
//! against the effects in force: static abilities of permanents ([`Replacement`] and the
//! older prevention statics) and effects created by resolved spells and abilities
//! ([`Prevention`]: shields and "this turn" effects). When several apply, the affected
//! player (or the affected object's controller) chooses one, it is applied, and the
//! process repeats with the effects not yet applied until none is left (CR 616.1, 614.5).
//!
//! That choice is a [`Decision`] like any other. Because it arises in the middle of an
//! event, the engine asks it by replay (see `game/replacement_choices.rs`): the game is run from the answer
//! that led here, the chooser's answers so far are read from a script, and when a new
//! choice is needed the game goes back to its state before that answer and asks it.

use crate::ir::{Ability, CounterKind, Filter, Restriction, StaticAbility};
use crate::ir::{CardType, Zone};
use crate::ir::{DamageChange, DamageRecipient, Destination, DrawInstead, Replacement};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{Answer, Decision, DecisionKind, Target};
use crate::state::game::Game;
use crate::state::shields::Prevention;
use crate::state::shields::PreventionKind;

/// One effect that could apply to a damage event.
#[derive(Clone, Debug)]
enum DamageCandidate {
    /// Prevents all of it and is not used up: protection (CR 702.16e), static "prevent
    /// all", "this turn" effects. Applying these in any order gives the same result.
    All { key: (u8, usize, usize), label: String },
    /// A static "prevent N of that damage" (CR 615.10).
    Some { key: (u8, usize, usize), label: String, n: u32 },
    /// A created shield at this index of `Game::preventions`.
    Shield { index: usize, label: String },
    /// Prevents all of it, then removes a counter from `src` (CR 615.5).
    AllThen { key: (u8, usize, usize), label: String, src: ObjectId, kind: CounterKind },
    /// A replacement doubling it (CR 614.1a): the affected player orders it with the
    /// prevention effects like any other (CR 616.1).
    Double { key: (u8, usize, usize), label: String },
    /// A redirection to `dest` (CR 614.9): a static one, or the created redirection at
    /// index `created` of `Game::redirections`.
    Redirect { key: (u8, usize, usize), label: String, dest: Target, created: Option<usize> },
    /// A replacement changing the amount (CR 614.1a).
    Modify { key: (u8, usize, usize), label: String, change: DamageChange },
}

impl DamageCandidate {
    fn key(&self) -> (u8, usize, usize) {
        match self {
            DamageCandidate::All { key, .. }
            | DamageCandidate::Some { key, .. }
            | DamageCandidate::AllThen { key, .. }
            | DamageCandidate::Double { key, .. }
            | DamageCandidate::Redirect { key, .. }
            | DamageCandidate::Modify { key, .. } => *key,
            DamageCandidate::Shield { index, .. } => (9, *index, 0),
        }
    }
    fn label(&self) -> &str {
        match self {
            DamageCandidate::All { label, .. }
            | DamageCandidate::Some { label, .. }
            | DamageCandidate::Shield { label, .. }
            | DamageCandidate::AllThen { label, .. }
            | DamageCandidate::Double { label, .. }
            | DamageCandidate::Redirect { label, .. }
            | DamageCandidate::Modify { label, .. } => label,
        }
    }
}

impl Game {
    /// The static abilities of functioning permanents, with each source and controller.
    fn static_abilities(&self) -> Vec<(ObjectId, PlayerId, usize, &StaticAbility)> {
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let o = self.object(id);
            if o.face_down || self.abilities_removed(id) {
                continue;
            }
            let you = self.controller(id);
            for (i, ab) in o.text().abilities.iter().enumerate() {
                if let Ability::Static(s) = ab {
                    out.push((id, you, i, s));
                }
            }
        }
        out
    }

    /// Whether a replacement or prevention choice could come up now: some effect of this
    /// family is in force, or commanders may be replaced to the command zone (CR 903.9b).
    pub(crate) fn replacements_in_force(&self) -> bool {
        // Printed abilities only (no layer computation): a copy made when no choice
        // comes up costs time, not correctness.
        !self.preventions.is_empty()
            || !self.redirections.is_empty()
            || !self.draw_shields.is_empty()
            || self.config.format == crate::state::config::Format::Commander
            || self.enter_choices_possible()
            || self.battlefield_replacements()
            || self.dredge_in_graveyards()
    }

    /// Whether a permanent's text has a replacement or prevention static ability. Permanents
    /// of one card share its definition: one just found without any is not looked at again.
    fn battlefield_replacements(&self) -> bool {
        let mut last: Option<&std::sync::Arc<crate::ir::CardDef>> = None;
        self.battlefield.iter().any(|&id| {
            let text = self.object(id).text();
            if last.is_some_and(|c| std::sync::Arc::ptr_eq(c, text)) {
                return false;
            }
            last = Some(text);
            text.abilities.iter().any(|a| {
                matches!(
                    a,
                    Ability::Static(
                        StaticAbility::Replacement(_)
                            | StaticAbility::PreventDamage { .. }
                            | StaticAbility::PreventDamageToPlayer { .. }
                    )
                )
            })
        })
    }

    /// The answer to a replacement choice: the next one of the script being replayed, or
    /// — when the script is used up — the decision is noted to be asked, and the default
    /// (the first option) is used until the game goes back to ask it (CR 616.1).
    pub(crate) fn choose_replacement(&mut self, decision: Decision) -> Answer {
        if let Some(a) = self.replay.script.get(self.replay.cursor).cloned() {
            self.replay.cursor += 1;
            return a;
        }
        let default = crate::game::defaults::default_answer(self, &decision);
        if self.replay.need.is_none() {
            self.replay.need = Some(decision);
        }
        default
    }

    /// "Any number of" objects among `from`, chosen by `p` as a permanent enters (amplify's
    /// reveal, devour's sacrifice: CR 702.38a, 702.82a): only ids of `from` are kept, each once.
    pub(crate) fn choose_any_number_of(&mut self, p: PlayerId, reason: String, from: &[ObjectId]) -> Vec<ObjectId> {
        let kind = DecisionKind::ChooseObjects { reason, from: from.to_vec(), min: 0, max: from.len() as u32 };
        let chosen = match self.choose_replacement(Decision { player: p, kind }) {
            Answer::Cards(c) => c,
            _ => Vec::new(),
        };
        let mut kept: Vec<ObjectId> = Vec::with_capacity(chosen.len());
        for c in chosen {
            if from.contains(&c) && !kept.contains(&c) {
                kept.push(c);
            }
        }
        kept
    }

    /// The life player `p` gains instead of `n` (CR 614.1a: "twice that much"); each effect
    /// applies once (CR 614.5), and in any order the result is the same.
    pub(crate) fn replace_life_gain(&self, p: PlayerId, n: i32) -> i32 {
        let mut n = n;
        for (_, you, _, s) in self.static_abilities() {
            if let StaticAbility::Replacement(Replacement::GainLifeTimes { who, times }) = s {
                if self.player_matches(*who, p, you) {
                    n = n.saturating_mul(i32::try_from(*times).unwrap_or(i32::MAX));
                }
            }
        }
        n
    }

    /// Applies the replacement and prevention effects to damage `source` would deal to
    /// `to` and returns where the damage left is dealt (CR 614.9, 615, 616.1): a redirection
    /// changes the recipient (and "the next N damage" may move only part of it). This comes
    /// first, so lifelink, deathtouch and "is dealt damage" triggers see only the damage
    /// actually dealt, to whom it is dealt (CR 615.6, 510.2). `applied` are the effects
    /// already applied to this event (CR 614.5).
    pub(crate) fn replace_damage(
        &mut self,
        source: ObjectId,
        to: Target,
        amount: u32,
        combat: bool,
        applied: Vec<(u8, usize, usize)>,
    ) -> Vec<(Target, u32)> {
        let mut amount = amount;
        let mut to = to;
        let mut applied = applied;
        let mut out: Vec<(Target, u32)> = Vec::new();
        while amount > 0 {
            // CR 616.1: the affected player, or the controller of the affected permanent.
            let chooser = match to {
                Target::Player(p) => p,
                Target::Object(o) => self.controller(o),
            };
            // CR 615.12: while damage can't be prevented, prevention effects don't apply
            // (replacement effects still do).
            let unpreventable = self.damage_unpreventable;
            let cands: Vec<DamageCandidate> = self
                .damage_candidates(source, to, combat)
                .into_iter()
                .filter(|c| !applied.contains(&c.key()))
                .filter(|c| !matches!(c, DamageCandidate::Modify { change, .. } if !change.applies(amount)))
                .filter(|c| {
                    !unpreventable
                        || matches!(
                            c,
                            DamageCandidate::Double { .. }
                                | DamageCandidate::Redirect { .. }
                                | DamageCandidate::Modify { .. }
                        )
                })
                .collect();
            let doubles = cands.iter().any(|c| matches!(c, DamageCandidate::Double { .. }));
            let partial = cands.iter().any(|c| matches!(c, DamageCandidate::Some { .. }));
            let chosen = match cands.len() {
                0 => break,
                1 => 0,
                // No shield would be used up and nothing doubles what is partly prevented:
                // every order leaves the same damage and the same effects, so there is
                // nothing to choose (take one that prevents all).
                _ if !(doubles && partial
                    || cands.iter().any(|c| {
                        matches!(
                            c,
                            DamageCandidate::Shield { .. }
                                | DamageCandidate::AllThen { .. }
                                | DamageCandidate::Redirect { .. }
                                | DamageCandidate::Modify { .. }
                        )
                    })) =>
                {
                    cands.iter().position(|c| matches!(c, DamageCandidate::All { .. })).unwrap_or(0)
                }
                _ => {
                    let options: Vec<String> = cands.iter().map(|c| c.label().to_string()).collect();
                    let prompt = format!(
                        "{} damage from {} would be dealt to {}: choose the replacement or prevention effect to apply first (CR 616.1)",
                        amount,
                        self.name(source),
                        self.target_name(to)
                    );
                    let d = Decision { player: chooser, kind: DecisionKind::ChooseOption { prompt, options } };
                    match self.choose_replacement(d) {
                        Answer::Option(i) if i < cands.len() => i,
                        _ => 0,
                    }
                }
            };
            let c = cands[chosen].clone();
            applied.push(c.key());
            match c {
                DamageCandidate::Redirect { dest, created, .. } => {
                    // CR 614.9: the damage is dealt to `dest` instead; "the next N damage"
                    // moves only N of it, and the rest stays with this recipient.
                    let moved = match created {
                        Some(i) => self.use_redirection(i, amount),
                        None => amount,
                    };
                    if moved < amount {
                        out.extend(self.replace_damage(source, to, amount - moved, combat, applied.clone()));
                    }
                    amount = moved;
                    to = dest;
                }
                DamageCandidate::All { .. } => amount = 0,
                // CR 614.1a: "it deals that much damage plus/minus N instead".
                DamageCandidate::Modify { change, .. } => amount = change.apply(amount),
                // CR 614.1a: "it deals double that damage ... instead".
                DamageCandidate::Double { .. } => amount = amount.saturating_mul(2),
                DamageCandidate::Some { n, .. } => amount = amount.saturating_sub(n),
                DamageCandidate::AllThen { src, kind, .. } => {
                    // CR 615.5: the prevention happens, then the additional effect.
                    amount = 0;
                    self.objects[src.index()].add_counters(&kind, -1);
                }
                DamageCandidate::Shield { index, .. } => {
                    let used_up = match &mut self.preventions[index].kind {
                        PreventionKind::NextN { remaining, .. } => {
                            // CR 615.7: each 1 damage prevented reduces the shield by 1.
                            let n = (*remaining).min(amount);
                            *remaining -= n;
                            amount -= n;
                            *remaining == 0
                        }
                        PreventionKind::NextFrom { .. } => {
                            // CR 615.8: the next instance of damage from that source.
                            amount = 0;
                            true
                        }
                        PreventionKind::AllThisTurn { .. } => {
                            amount = 0;
                            false
                        }
                        PreventionKind::NextNBy { remaining, .. } => {
                            // CR 615.7: each 1 damage prevented reduces the shield by 1.
                            let n = (*remaining).min(amount);
                            *remaining -= n;
                            amount -= n;
                            *remaining == 0
                        }
                    };
                    if used_up {
                        self.preventions.remove(index);
                        // Later indices shift down by one: renumber what was applied.
                        for k in applied.iter_mut() {
                            if k.0 == 9 && k.1 > index {
                                k.1 -= 1;
                            }
                        }
                        applied.retain(|k| !(k.0 == 9 && k.1 == index));
                    }
                }
            }
        }
        out.push((to, amount));
        out
    }

    /// The prevention effects that apply to damage from `source` to `to` now.
    fn damage_candidates(&self, source: ObjectId, to: Target, combat: bool) -> Vec<DamageCandidate> {
        let mut out = Vec::new();
        if let Target::Object(o) = to {
            // CR 702.16e: damage from a source with the quality protection is from is prevented.
            if self.protected_from(&self.characteristics(o).keywords, source) {
                out.push(DamageCandidate::All { key: (0, o.index(), 0), label: "protection".into() });
            }
        }
        for (src, you, i, s) in self.static_abilities() {
            let label = self.name(src).to_string();
            let key = (1, src.index(), i);
            match s {
                StaticAbility::PreventDamage { to: tf, from, combat_only } => {
                    let to_ok = matches!(to, Target::Object(o) if self.matches(tf, o, src, you));
                    if to_ok && (combat || !combat_only) && self.matches(from, source, src, you) {
                        out.push(DamageCandidate::All { key, label });
                    }
                }
                StaticAbility::PreventDamageToPlayer { who } => {
                    if matches!(to, Target::Player(p) if self.player_matches(*who, p, you)) {
                        out.push(DamageCandidate::All { key, label });
                    }
                }
                StaticAbility::Replacement(Replacement::PreventDamageToSelfRemoveCounter { kind })
                    if to == Target::Object(src) =>
                {
                    out.push(DamageCandidate::AllThen { key, label, src, kind: kind.clone() });
                }
                // CR 614.9: "All damage that would be dealt to you is dealt to enchanted
                // creature instead."
                StaticAbility::Replacement(Replacement::RedirectToAttached { who }) if matches!(to, Target::Player(p) if self.player_matches(*who, p, you)) => {
                    if let Some(o) = self.object(src).attached_to {
                        let dest = Target::Object(o);
                        if self.can_be_redirected_to(dest) {
                            out.push(DamageCandidate::Redirect { key, label, dest, created: None });
                        }
                    }
                }
                StaticAbility::Replacement(Replacement::ModifyDamage { to: r, from, change })
                    if self.recipient_matches(r, to, src, you) && self.matches(from, source, src, you) =>
                {
                    // Applied only to the amount it speaks of (checked as it is offered).
                    out.push(DamageCandidate::Modify { key, label, change: *change });
                }
                StaticAbility::Replacement(Replacement::RedirectFromAttached) if matches!(to, Target::Object(o) if self.object(src).attached_to == Some(o)) => {
                    if let Target::Object(o) = to {
                        let dest = Target::Player(self.controller(o));
                        if self.can_be_redirected_to(dest) {
                            out.push(DamageCandidate::Redirect { key, label, dest, created: None });
                        }
                    }
                }
                StaticAbility::Replacement(Replacement::DoubleDamage { to: r, from })
                    if self.recipient_matches(r, to, src, you) && self.matches(from, source, src, you) =>
                {
                    out.push(DamageCandidate::Double { key, label: format!("{label}: double the damage") });
                }
                StaticAbility::Replacement(Replacement::PreventDamage { to: r, from, amount, combat_only })
                    if (combat || !combat_only)
                        && self.recipient_matches(r, to, src, you)
                        && self.matches(from, source, src, you) =>
                {
                    out.push(match amount {
                        None => DamageCandidate::All { key, label },
                        Some(n) => DamageCandidate::Some { key, label, n: *n },
                    });
                }
                _ => {}
            }
        }
        for (index, dest) in self.redirect_candidates(source, to, combat) {
            let label = format!(
                "{}: the damage is dealt to {} instead",
                self.name(self.redirections[index].source),
                self.target_name(dest)
            );
            out.push(DamageCandidate::Redirect { key: (10, index, 0), label, dest, created: Some(index) });
        }
        for (index, p) in self.preventions.iter().enumerate() {
            let applies = match &p.kind {
                PreventionKind::NextN { to: t, remaining } => *t == to && *remaining > 0,
                PreventionKind::NextFrom { from, to: t, filter } => {
                    *from == source && t.is_none_or(|t| t == to) && self.matches(filter, source, p.source, p.controller)
                }
                PreventionKind::AllThisTurn { to: t, by, combat_only } => {
                    (combat || !combat_only)
                        && t.as_ref().is_none_or(|ts| ts.contains(&to))
                        && by.as_ref().is_none_or(|bs| bs.contains(&source))
                }
                PreventionKind::NextNBy { from, remaining } => *from == source && *remaining > 0,
            };
            if applies {
                let label = self.name(p.source).to_string();
                out.push(match p.kind {
                    // A "this turn" effect is never used up: like a static "prevent all".
                    PreventionKind::AllThisTurn { .. } => DamageCandidate::All { key: (9, index, 0), label },
                    _ => DamageCandidate::Shield { index, label },
                });
            }
        }
        out
    }

    /// Whether damage to `to` is damage a prevention effect's recipient covers.
    fn recipient_matches(&self, r: &DamageRecipient, to: Target, src: ObjectId, you: PlayerId) -> bool {
        match (r, to) {
            (DamageRecipient::Any, _) => true,
            (DamageRecipient::Players(pf), Target::Player(p)) => self.player_matches(*pf, p, you),
            (DamageRecipient::Objects(f), Target::Object(o)) => self.matches(f, o, src, you),
            _ => false,
        }
    }

    /// Where an object about to move from its zone to `to` goes instead, after the
    /// replacement effects that apply (CR 614.1a, 616.1; 903.9b for commanders). Returns
    /// the zone and whether the owner's library is shuffled afterwards.
    pub(crate) fn replace_zone_change(&mut self, id: ObjectId, to: Zone) -> (Zone, bool) {
        let from = self.object(id).zone;
        let owner = self.object(id).owner;
        let chooser = if from == Zone::Battlefield { self.controller(id) } else { owner };
        let mut dest = to;
        let mut shuffle = false;
        let mut applied: Vec<(usize, usize)> = Vec::new();
        let mut commander_asked = false;
        loop {
            let mut cands: Vec<((usize, usize), String, Destination)> = Vec::new();
            if dest == Zone::Graveyard {
                let was_creature = from == Zone::Battlefield && self.characteristics(id).is(CardType::Creature);
                let mut abilities = self.static_abilities();
                // CR 113.6b: "from anywhere" states the zones the object's own ability
                // functions in, so it applies off the battlefield too.
                if from != Zone::Battlefield {
                    for (i, ab) in self.object(id).text().abilities.iter().enumerate() {
                        if let Ability::Static(
                            s @ StaticAbility::Replacement(Replacement::GraveyardInstead { dies: false, .. }),
                        ) = ab
                        {
                            abilities.push((id, owner, i, s));
                        }
                    }
                }
                // "If that creature would die this turn, exile it instead" (CR 614.1a), keyed
                // past the statics.
                let key = (usize::MAX, id.index());
                if was_creature
                    && !applied.contains(&key)
                    && self.characteristics(id).restricted(Restriction::ExiledInstead { leaving: false })
                {
                    cands.push((key, "exile it instead".to_string(), Destination::Exile));
                }
                for (src, you, i, s) in abilities {
                    if let StaticAbility::Replacement(Replacement::GraveyardInstead { what, dies, dest: d }) = s {
                        // CR 700.4: "dies" means put into a graveyard from the battlefield.
                        let event_ok = !dies || was_creature;
                        if event_ok && !applied.contains(&(src.index(), i)) && self.matches(what, id, src, you) {
                            cands.push(((src.index(), i), self.name(src).to_string(), *d));
                        }
                    }
                }
            }
            // CR 614.1a: "If it would leave the battlefield, exile it instead of putting it
            // anywhere else" (unearth, CR 702.84a), keyed past the statics.
            let key = (usize::MAX - 1, id.index());
            if from == Zone::Battlefield
                && dest != Zone::Exile
                && !applied.contains(&key)
                && self.characteristics(id).restricted(Restriction::ExiledInstead { leaving: true })
            {
                cands.push((key, "exile it instead".to_string(), Destination::Exile));
            }
            // CR 903.9b: a commander that would be put into its owner's hand or library
            // from anywhere may be put into the command zone instead (it may apply more
            // than once to the same event, an exception to CR 614.5).
            let commander = matches!(dest, Zone::Hand | Zone::Library) && !commander_asked && self.is_commander(id);
            if cands.is_empty() && !commander {
                break;
            }
            if cands.is_empty() {
                commander_asked = true;
                let prompt = format!(
                    "put your commander {} into the command zone instead of your {}? (CR 903.9b)",
                    self.name(id),
                    dest.name()
                );
                let d = Decision { player: owner, kind: DecisionKind::YesNo { prompt } };
                if self.choose_replacement(d) == Answer::YesNo(true) {
                    dest = Zone::Command;
                    shuffle = false;
                }
                continue;
            }
            let chosen = if cands.len() == 1 && !commander {
                0
            } else {
                let mut options: Vec<String> = cands.iter().map(|c| c.1.clone()).collect();
                if commander {
                    options.push("command zone (CR 903.9b)".into());
                }
                let prompt = format!(
                    "{} would be put into a {}: choose the replacement effect to apply first (CR 616.1)",
                    self.name(id),
                    dest.name()
                );
                let d = Decision { player: chooser, kind: DecisionKind::ChooseOption { prompt, options } };
                match self.choose_replacement(d) {
                    Answer::Option(i) if i <= cands.len() => i,
                    _ => 0,
                }
            };
            if chosen == cands.len() {
                commander_asked = true;
                dest = Zone::Command;
                shuffle = false;
                continue;
            }
            let (key, _, d) = cands[chosen].clone();
            applied.push(key);
            (dest, shuffle) = match d {
                Destination::Exile => (Zone::Exile, false),
                Destination::LibraryTop => (Zone::Library, false),
                Destination::ShuffleIntoLibrary => (Zone::Library, true),
                Destination::Hand => (Zone::Hand, false),
            };
        }
        (dest, shuffle)
    }

    /// Whether player `p`'s next draw is replaced (CR 614.1a, 614.11a, 616.1): applies
    /// the replacement the player chooses (each "you may" asked) and returns true, or
    /// returns false when the card is drawn normally.
    pub(crate) fn replace_draw(&mut self, p: PlayerId) -> bool {
        let mut applied: Vec<(usize, usize)> = Vec::new();
        loop {
            let mut cands: Vec<((usize, usize), ObjectId, bool, DrawInstead)> = self
                .static_abilities()
                .into_iter()
                .filter_map(|(src, you, i, s)| match s {
                    StaticAbility::Replacement(Replacement::DrawInstead { who, optional, instead })
                        if self.player_matches(*who, p, you) && !applied.contains(&(src.index(), i)) =>
                    {
                        Some(((src.index(), i), src, *optional, instead.clone()))
                    }
                    _ => None,
                })
                .collect();
            // Dredge, from the graveyard (CR 702.52a).
            cands.extend(self.dredge_replacements(p).into_iter().filter(|(k, ..)| !applied.contains(k)));
            // "The next time you would draw a card this turn" shields (keyed past the statics).
            cands.extend(
                self.draw_shields
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.player == p)
                    .map(|(k, s)| ((usize::MAX, k), s.source, false, s.instead.clone())),
            );
            let chosen = match cands.len() {
                0 => return false,
                1 => 0,
                _ => {
                    let options = cands.iter().map(|c| self.name(c.1).to_string()).collect();
                    let prompt =
                        "you would draw a card: choose the replacement effect to apply first (CR 616.1)".into();
                    let d = Decision { player: p, kind: DecisionKind::ChooseOption { prompt, options } };
                    match self.choose_replacement(d) {
                        Answer::Option(i) if i < cands.len() => i,
                        _ => 0,
                    }
                }
            };
            let (key, src, optional, instead) = cands[chosen].clone();
            applied.push(key);
            if optional {
                let prompt = format!("{}: replace your draw? (CR 614.1a)", self.name(src));
                let d = Decision { player: p, kind: DecisionKind::YesNo { prompt } };
                if self.choose_replacement(d) != Answer::YesNo(true) {
                    continue;
                }
            }
            if key.0 == usize::MAX {
                // The shield is used up by the draw it replaced.
                self.draw_shields.remove(key.1);
            }
            match instead {
                DrawInstead::Skip => {}
                DrawInstead::CounterOnSource(kind) => {
                    self.objects[src.index()].add_counters(&kind, 1);
                    self.counters_put_triggers(src, &kind, 1);
                }
                DrawInstead::GainLife(n) => self.gain_life(p, n as i32),
                DrawInstead::Dredge(n) => self.dredge(p, src, n),
            }
            return true;
        }
    }

    /// Whether another permanent's effect makes `id` enter tapped (CR 614.1d, 614.12).
    pub(crate) fn enters_tapped_by_others(&self, id: ObjectId) -> bool {
        self.static_abilities().into_iter().any(|(src, you, _, s)| {
            src != id
                && matches!(s, StaticAbility::Replacement(Replacement::EnterTapped { what }) if self.matches(what, id, src, you))
        })
    }

    /// Creates the prevention effect of "the next time a source of your choice would deal
    /// damage ..." for the chosen source (CR 609.7a: chosen as the effect is created).
    pub(crate) fn add_prevention(&mut self, source: ObjectId, controller: PlayerId, kind: PreventionKind) {
        self.preventions.push(Prevention { source, controller, kind });
    }

    /// The sources a player may choose for "a source of your choice" (CR 609.7a): the
    /// permanents and the spells on the stack matching `filter`.
    pub(crate) fn choosable_sources(&self, filter: &Filter, src: ObjectId, you: PlayerId) -> Vec<ObjectId> {
        let mut out: Vec<ObjectId> =
            self.battlefield.iter().copied().filter(|&o| self.matches(filter, o, src, you)).collect();
        for item in self.stack.iter().rev() {
            if item.is_spell && self.matches(filter, item.id, src, you) {
                out.push(item.id);
            }
        }
        out
    }
}
