//! Targets: which choices are legal (CR 115, 702.11 hexproof, 702.18 shroud, 702.16 protection).

use crate::ir::{Filter, TargetSpec};
use crate::ir::{Keyword, Quality, Zone};
use crate::ir::{ObjectId, PlayerId};
use crate::state::decision::{IllegalAction, Target, TargetSlot};
use crate::state::game::Game;

impl Game {
    /// The legal choices for each target requirement of an ability of `source` controlled by `you`.
    /// `spell` is the spell's own id while it is being cast (a spell can't target itself, CR 115.5).
    pub(crate) fn target_slots(
        &self,
        specs: &[TargetSpec],
        source: ObjectId,
        you: PlayerId,
        spell: Option<ObjectId>,
    ) -> Vec<TargetSlot> {
        specs
            .iter()
            .map(|spec| {
                let mut legal = Vec::new();
                if let Some(pf) = spec.players {
                    for p in self.living_players() {
                        // CR 801.4: not outside the range of influence.
                        if self.player_matches(pf, p, you)
                            && self.player_can_be_targeted(p, you)
                            && self.in_range(you, p)
                        {
                            legal.push(Target::Player(p));
                        }
                    }
                }
                if let Some((zone, filter)) = &spec.objects {
                    let mut candidates = self.objects_in(*zone);
                    if spec.or_permanent {
                        candidates.extend(self.objects_in(Zone::Battlefield));
                    }
                    for id in candidates {
                        if Some(id) == spell {
                            continue;
                        }
                        if self.matches(filter, id, source, you)
                            && self.can_be_targeted_by(id, source, you)
                            && self.in_range(you, self.controller(id))
                        {
                            legal.push(Target::Object(id));
                        }
                    }
                }
                let mut slot = TargetSlot {
                    text: spec.text.clone(),
                    min: spec.min,
                    max: spec.max,
                    legal,
                    same_owner: spec.same_owner,
                    distinct: spec.distinct,
                };
                // CR 601.2c: "X target creatures".
                self.open_target_count(spec, &mut slot, source);
                slot
            })
            .collect()
    }

    /// Every object in a zone (all players' for private zones).
    pub(crate) fn objects_in(&self, zone: Zone) -> Vec<ObjectId> {
        match zone {
            Zone::Battlefield => self.battlefield.clone(),
            // Abilities on the stack are not objects in `objects`; only spells can be targeted yet.
            Zone::Stack => self.stack.iter().rev().filter(|s| s.is_spell).map(|s| s.id).collect(),
            _ => self.player_ids().flat_map(|p| self.zone(p, zone)).collect(),
        }
    }

    /// Whether `id` can be the target of an ability of `source` controlled by `you`
    /// (CR 702.11 hexproof, 702.18 shroud, 702.16b protection).
    pub(crate) fn can_be_targeted_by(&self, id: ObjectId, source: ObjectId, you: PlayerId) -> bool {
        if self.object(id).zone != Zone::Battlefield {
            return true;
        }
        let ch = self.characteristics_cow(id);
        if ch.has(&Keyword::Shroud) {
            return false;
        }
        if ch.has(&Keyword::Hexproof) && ch.controller != you {
            return false;
        }
        if ch.controller != you && self.hexproof_from(&ch.keywords, source) {
            return false;
        }
        if self.untargetable_by_color(&ch, source) {
            return false;
        }
        !self.protected_from(&ch.keywords, source)
    }

    /// Whether player `p` can be the target of a spell or ability controlled by `you`
    /// (CR 702.18b shroud, 702.11c hexproof on players).
    pub(crate) fn player_can_be_targeted(&self, p: PlayerId, you: PlayerId) -> bool {
        let hexproof = p != you && self.player_has_keyword(p, &Keyword::Hexproof);
        !hexproof && !self.player_has_keyword(p, &Keyword::Shroud)
    }

    /// Whether protection keywords in `keywords` protect from the object `source` (CR 702.16a).
    pub(crate) fn protected_from(&self, keywords: &[Keyword], source: ObjectId) -> bool {
        self.any_quality_of(keywords, source, |k| match k {
            Keyword::Protection(q) | Keyword::ProtectionSparing(q, _) => Some(q),
            _ => None,
        })
    }

    /// Whether a "hexproof from [quality]" in `keywords` names a quality of `source`: a
    /// spell of that quality or an ability from a source of it (CR 702.11d; each quality
    /// of "hexproof from A and from B" is a separate ability, 702.11f).
    pub(crate) fn hexproof_from(&self, keywords: &[Keyword], source: ObjectId) -> bool {
        self.any_quality_of(keywords, source, |k| match k {
            Keyword::HexproofFrom(q) => Some(q),
            _ => None,
        })
    }

    /// Whether one of the qualities `pick` finds in `keywords` is a quality of `source`.
    fn any_quality_of(
        &self,
        keywords: &[Keyword],
        source: ObjectId,
        pick: impl Fn(&Keyword) -> Option<&Quality>,
    ) -> bool {
        let mut src_ch = None;
        for q in keywords.iter().filter_map(pick) {
            let s = src_ch.get_or_insert_with(|| self.characteristics(source));
            let hit = match q {
                Quality::Color(c) => s.colors.contains(*c),
                Quality::AllColors => !s.colors.is_empty(),
                Quality::CardType(t) => s.is(*t),
                Quality::Subtype(st) => s.subtypes.iter().any(|x| x == st),
                Quality::Everything => true,
                // Made concrete by the layers (CR 607.2d); left unresolved, it protects from nothing.
                Quality::Nonbasic | Quality::ChosenColor | Quality::SnowSubtype(_) => false,
            };
            if hit {
                return true;
            }
        }
        false
    }

    /// Checks chosen targets against the legal choices of each slot (CR 115.3, 601.2c).
    pub(crate) fn validate_targets(&self, slots: &[TargetSlot], chosen: &[Vec<Target>]) -> Result<(), IllegalAction> {
        if chosen.len() != slots.len() {
            return Err(IllegalAction::new(
                "601.2c",
                format!("{} target requirement(s), {} answered", slots.len(), chosen.len()),
            ));
        }
        for (k, (slot, picks)) in slots.iter().zip(chosen).enumerate() {
            // CR 115.3: "another target" can't be an object or player chosen for an earlier one.
            if let Some(t) = picks.iter().find(|t| slot.distinct && chosen[..k].iter().any(|c| c.contains(t))) {
                return Err(IllegalAction::new(
                    "115.3",
                    format!("{} is already chosen for another target ({})", self.target_name(*t), slot.text),
                ));
            }
            let n = picks.len();
            if n < slot.min as usize || n > slot.max as usize {
                return Err(IllegalAction::new(
                    "601.2c",
                    format!("{}: choose {} to {} target(s), not {n}", slot.text, slot.min, slot.max),
                ));
            }
            for (i, t) in picks.iter().enumerate() {
                if !slot.legal.contains(t) {
                    return Err(IllegalAction::new(
                        "115.1",
                        format!("{} is not a legal choice for {}", self.target_name(*t), slot.text),
                    ));
                }
                // CR 115.3: the same object can't be chosen twice for one instance of "target".
                if picks[..i].contains(t) {
                    return Err(IllegalAction::new("115.3", format!("{} is chosen twice", self.target_name(*t))));
                }
            }
            self.check_same_owner(slot, picks)?;
        }
        Ok(())
    }

    /// Targets that depend on another target ("target cards from their graveyard", "target
    /// creature that player or that planeswalker's controller controls", CR 601.2c): each
    /// must be owned, or controlled, by the player chosen for the target it names (or by the
    /// controller of the permanent chosen for it).
    pub(crate) fn validate_target_owners(
        &self,
        specs: &[TargetSpec],
        chosen: &[Vec<Target>],
    ) -> Result<(), IllegalAction> {
        for (spec, picks) in specs.iter().zip(chosen) {
            let Some((_, f)) = &spec.objects else { continue };
            if let Some(i) = owned_by_target(f) {
                let owners: Vec<PlayerId> = chosen.get(i as usize).map_or(vec![], |ts| Self::players_of(ts));
                for t in picks {
                    if let Target::Object(o) = t {
                        if !owners.contains(&self.object(*o).owner) {
                            return Err(IllegalAction::new(
                                "601.2c",
                                format!("{} is not owned by the chosen player ({})", self.target_name(*t), spec.text),
                            ));
                        }
                    }
                }
            }
            if let Some(i) = controlled_by_target(f) {
                let players = self.players_or_controllers(chosen.get(i as usize).map_or(&[], |ts| &ts[..]));
                if let Some(t) = picks.iter().find(|t| !self.controlled_by_one_of(**t, &players)) {
                    return Err(IllegalAction::new(
                        "601.2c",
                        format!("{} is not controlled by the chosen player ({})", self.target_name(*t), spec.text),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The players among targets, and the controllers of the objects among them.
    pub(crate) fn players_or_controllers(&self, ts: &[Target]) -> Vec<PlayerId> {
        ts.iter()
            .map(|t| match t {
                Target::Player(p) => *p,
                Target::Object(o) => self.controller(*o),
            })
            .collect()
    }

    /// Whether the target is an object controlled by one of the players.
    fn controlled_by_one_of(&self, t: Target, players: &[PlayerId]) -> bool {
        matches!(t, Target::Object(o) if players.contains(&self.controller(o)))
    }

    /// CR 608.2b: a target that depends on another (`Filter::ControlledByTarget`) is illegal
    /// on resolution once its object is no longer controlled by the player chosen for the
    /// target it names (or by that permanent's controller, as it last existed).
    pub(crate) fn drop_dependent_targets(&self, specs: &[TargetSpec], chosen: &mut [Vec<Target>]) {
        let before = chosen.to_vec();
        for (spec, picks) in specs.iter().zip(chosen.iter_mut()) {
            let Some(i) = spec.objects.as_ref().and_then(|(_, f)| controlled_by_target(f)) else { continue };
            let players = self.players_or_controllers(before.get(i as usize).map_or(&[], |ts| &ts[..]));
            picks.retain(|t| self.controlled_by_one_of(*t, &players));
        }
    }

    /// Whether a target chosen earlier is still legal on resolution (CR 608.2b).
    pub(crate) fn target_still_legal(&self, spec: &TargetSpec, t: Target, source: ObjectId, you: PlayerId) -> bool {
        match t {
            Target::Player(p) => {
                !self.players[p.index()].lost
                    && spec.players.is_some_and(|pf| self.player_matches(pf, p, you))
                    && self.player_can_be_targeted(p, you)
            }
            Target::Object(id) => {
                let Some((zone, filter)) = &spec.objects else {
                    return false;
                };
                let o = self.object(id);
                // CR 702.26b: a phased-out permanent can't be targeted.
                o.moved_to.is_none()
                    && o.phased.is_none()
                    && (o.zone == *zone || spec.or_permanent && o.zone == Zone::Battlefield)
                    && self.matches(filter, id, source, you)
                    && self.can_be_targeted_by(id, source, you)
            }
        }
    }
}

/// The target a filter's objects must be controlled by (`Filter::ControlledByTarget`), if any.
fn controlled_by_target(f: &Filter) -> Option<u8> {
    match f {
        Filter::ControlledByTarget(i) => Some(*i),
        Filter::And(fs) => fs.iter().find_map(controlled_by_target),
        _ => None,
    }
}

/// The target a filter's objects must be owned by (`Filter::OwnedByTarget`), if any.
fn owned_by_target(f: &Filter) -> Option<u8> {
    match f {
        Filter::OwnedByTarget(i) => Some(*i),
        Filter::And(fs) => fs.iter().find_map(owned_by_target),
        _ => None,
    }
}
