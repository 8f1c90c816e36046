//! Turning a scripted action into the engine's answer: casts, activations, land plays,
//! attack and block declarations.
//!
//! Numbering in scenario files is from 1 (`modes = [1]`, `mode=1`, `ability = 1`); the engine
//! counts from 0. Names resolve to the first object, in the engine's order of legal
//! options, that can do what is asked; when the engine offers no matching option the answer
//! is still built from the object of that name so that the engine refuses it with its reason.

use crate::model::{AbilityRef, Action, AssignEntry, AttackEntry, BlockEntry};
use crate::names::{object_name, Names};
use grimoire_engine::{
    Ability, ActionOption, ActivateSpec, Answer, BlockOption, CastSpec, Condition, DecisionKind, Game, LandPlay,
    ModeChoice, ObjectId, PlayerId, StaticAbility, Target, TargetSlot, Zone,
};
use std::collections::VecDeque;

/// The players' `choices` and `targets` queues, by seat.
#[derive(Debug, Clone, Default)]
pub struct Queues {
    /// `choices`, first in first out.
    pub choices: Vec<VecDeque<String>>,
    /// `targets`, first in first out.
    pub targets: Vec<VecDeque<String>>,
}

impl Queues {
    /// The next choice of a player, if any.
    pub fn peek_choice(&self, p: PlayerId) -> Option<&str> {
        self.choices.get(p.index()).and_then(|q| q.front()).map(|s| s.as_str())
    }
    /// The choice `n` places behind the front (0: the front) of a player's queue.
    pub fn choice_at(&self, p: PlayerId, n: usize) -> Option<&str> {
        self.choices.get(p.index()).and_then(|q| q.get(n)).map(|s| s.as_str())
    }
    /// Takes the next choice of a player.
    pub fn pop_choice(&mut self, p: PlayerId) -> Option<String> {
        self.choices.get_mut(p.index()).and_then(|q| q.pop_front())
    }
    /// `X=N` at the front of the player's choices, taken.
    pub fn pop_x(&mut self, p: PlayerId) -> Option<u32> {
        let n = self.peek_choice(p)?.strip_prefix("X=")?.trim().parse().ok()?;
        self.pop_choice(p);
        Some(n)
    }
    /// `mode=N` at the front of the player's choices, taken, as an engine index (from 0).
    pub fn pop_mode(&mut self, p: PlayerId) -> Option<usize> {
        let n: usize = self.peek_choice(p)?.strip_prefix("mode=")?.trim().parse().ok()?;
        if n == 0 {
            return None;
        }
        self.pop_choice(p);
        Some(n - 1)
    }
}

/// What building an answer needs.
pub struct Ctx<'a> {
    /// The game, before the answer.
    pub game: &'a Game,
    /// Name resolution.
    pub names: &'a Names,
    /// The acting player.
    pub player: PlayerId,
    /// Whether unanswered choices fail.
    pub strict: bool,
}

/// Takes targets for `slot` from the front of the acting player's `targets` queue while they
/// are legal for it.
fn take_queued(cx: &Ctx, q: &mut Queues, slot: &TargetSlot, chosen: &mut Vec<Target>) {
    while chosen.len() < slot.max as usize {
        let Some(text) = q.targets.get(cx.player.index()).and_then(|q| q.front()).cloned() else {
            break;
        };
        match cx.names.pick(cx.game, &text, &slot.legal, chosen) {
            Some(t) => {
                chosen.push(t);
                q.targets[cx.player.index()].pop_front();
            }
            None => break,
        }
    }
}

/// Chooses targets for slots from a written list, or from the player's `targets` queue
/// (also for the slots a written list leaves empty).
/// `slots` is `None` when the engine listed none (one target per requirement is assumed).
pub fn assign_targets(
    cx: &Ctx,
    q: &mut Queues,
    given: Option<&[String]>,
    slots: Option<&[TargetSlot]>,
) -> Result<Vec<Vec<Target>>, String> {
    let (g, names) = (cx.game, cx.names);
    let Some(slots) = slots else {
        let list = given.unwrap_or(&[]);
        let mut used = Vec::new();
        for t in list {
            let found = names.any_target(g, t, &used).ok_or_else(|| format!("no `{t}` to target"))?;
            used.push(found);
        }
        return Ok(used.into_iter().map(|t| vec![t]).collect());
    };
    let mut out = Vec::new();
    match given {
        Some(list) => {
            let mut i = 0;
            for slot in slots {
                let mut chosen: Vec<Target> = Vec::new();
                while chosen.len() < slot.max as usize && i < list.len() {
                    let text = &list[i];
                    let t = match names.pick(g, text, &slot.legal, &chosen) {
                        Some(t) => t,
                        None if chosen.len() < slot.min as usize => {
                            // Not a legal choice: give it anyway and let the engine say why.
                            names.any_target(g, text, &chosen).ok_or_else(|| format!("no `{text}` to target"))?
                        }
                        None => break,
                    };
                    chosen.push(t);
                    i += 1;
                }
                if i >= list.len() && chosen.len() < slot.min as usize {
                    // The written list ran out: the player's `targets` queue gives the rest.
                    take_queued(cx, q, slot, &mut chosen);
                }
                out.push(chosen);
            }
            if i < list.len() {
                return Err(format!("more targets given than the spell or ability has: {}", list[i..].join(", ")));
            }
        }
        None => {
            for slot in slots {
                let mut chosen: Vec<Target> = Vec::new();
                take_queued(cx, q, slot, &mut chosen);
                if chosen.len() < slot.min as usize {
                    if cx.strict {
                        return Err(format!("no target given for `{}`", slot.text));
                    }
                    for t in &slot.legal {
                        if chosen.len() >= slot.min as usize {
                            break;
                        }
                        if !chosen.contains(t) {
                            chosen.push(*t);
                        }
                    }
                }
                out.push(chosen);
            }
        }
    }
    Ok(out)
}

/// Chosen modes (engine indices) from the action, or the `mode=N` choices.
fn choose_modes(
    cx: &Ctx,
    q: &mut Queues,
    written: Option<&[usize]>,
    offered: Option<&ModeChoice>,
) -> Result<Vec<usize>, String> {
    if let Some(ms) = written {
        return Ok(ms.iter().map(|m| m - 1).collect());
    }
    let Some(mc) = offered else {
        return Ok(Vec::new());
    };
    let mut modes = Vec::new();
    while modes.len() < mc.max as usize {
        match q.pop_mode(cx.player) {
            Some(m) => modes.push(m),
            None => break,
        }
    }
    if modes.len() < mc.min as usize {
        if cx.strict {
            return Err("no mode chosen (give `modes` or `mode=N` choices)".into());
        }
        modes = (0..mc.min as usize).collect();
    }
    Ok(modes)
}

/// The value of X from the action or an `X=N` choice.
fn choose_x(cx: &Ctx, q: &mut Queues, written: Option<u32>, needs: bool) -> Result<Option<u32>, String> {
    if written.is_some() || !needs {
        return Ok(written);
    }
    match q.pop_x(cx.player) {
        Some(x) => Ok(Some(x)),
        None if cx.strict => Err("no value for X (give `x` or an `X=N` choice)".into()),
        None => Ok(Some(0)),
    }
}

/// The permanents named in `pay`, among those the player controls.
fn payment(cx: &Ctx, pay: Option<&[String]>) -> Result<Option<Vec<ObjectId>>, String> {
    let Some(list) = pay else { return Ok(None) };
    let mut used = Vec::new();
    for name in list {
        let mine: Vec<ObjectId> = cx
            .game
            .zone(cx.player, Zone::Battlefield)
            .into_iter()
            .filter(|id| cx.names.is(cx.game, *id, name) && !used.contains(id))
            .collect();
        let pick = mine
            .iter()
            .copied()
            .find(|id| !cx.game.object(*id).tapped)
            .or(mine.first().copied())
            .ok_or_else(|| format!("no `{name}` to pay with"))?;
        used.push(pick);
    }
    Ok(Some(used))
}

/// Whether the card's spell ability is modal (CR 700.2).
fn is_modal_spell(g: &Game, card: ObjectId) -> bool {
    g.object(card).card.abilities.iter().any(|a| matches!(a, Ability::Spell(e) if !e.modes.is_empty()))
}

/// The target slots of a kicked spell (CR 702.33g): the slots only its kicked part uses,
/// which the engine lists with no targets for the spell cast unkicked, get their number of
/// targets back from the card. (The slots of a part for a spell cast in its caster's main
/// phase are already listed as they are.)
fn with_kicker_targets(g: &Game, card: ObjectId, slots: &[TargetSlot]) -> Vec<TargetSlot> {
    let def = &g.object(card).card;
    let mut out = slots.to_vec();
    let specs = def.abilities.iter().find_map(|a| match a {
        Ability::Spell(e) => Some(&e.targets),
        _ => None,
    });
    for a in &def.abilities {
        if let Ability::Static(StaticAbility::PartTargets { when: Condition::Kicked(_), slots: ns }) = a {
            for &n in ns {
                if let (Some(slot), Some(spec)) = (out.get_mut(n as usize), specs.and_then(|s| s.get(n as usize))) {
                    slot.min = spec.min;
                    slot.max = spec.max;
                }
            }
        }
    }
    out
}

/// The answer for a `cast` action.
pub fn cast(cx: &Ctx, q: &mut Queues, a: &Action, options: &[ActionOption]) -> Result<Answer, String> {
    let name = a.cast.as_deref().unwrap_or_default();
    // A prototype card cast prototyped (CR 718.3) is named by its keyword: `alt = "Prototype"`.
    let prototyped = a.alt.as_deref().is_some_and(|t| t.trim().eq_ignore_ascii_case("prototype"));
    // The alternative cost named by (part of) its text, on the first card of that name.
    let alt = match &a.alt {
        None => None,
        Some(_) if prototyped => None,
        Some(text) => Some(alt_index(cx, name, text)?),
    };
    // A split card's half, a modal double-faced card's back face or an Adventure is cast by
    // naming it (CR 709.3, 712.11b, 715.3), as is a back face cast transformed (a defeated
    // Siege, CR 310.11b).
    let half_named = |card: ObjectId, half: Option<usize>| {
        let def = &cx.game.object(card).card;
        if (def.back_kind == grimoire_engine::OtherFace::Prototype && half == Some(1)) != prototyped {
            return false;
        }
        match half {
            Some(h) => def.cast_face(h).or(def.back.as_ref().filter(|_| h == 1)).is_some_and(|d| d.name == name),
            None => cx.names.is(cx.game, card, name),
        }
    };
    let offered = options.iter().find_map(|o| match o {
        ActionOption::Cast { card, targets, x, modes, alt: a, half } if *a == alt && half_named(*card, *half) => {
            Some((*card, targets, *x, modes.as_ref(), *half))
        }
        _ => None,
    });
    let half = offered.and_then(|o| o.4);
    let offered = offered.map(|(c, t, x, m, _)| (c, t, x, m));
    let (card, slots, needs_x, mode_choice) = match offered {
        Some((c, t, x, m)) => (c, Some(t.as_slice()), x, m),
        None => {
            let card = card_in_hand(cx, name)?;
            (card, None, false, None)
        }
    };
    let modes = choose_modes(cx, q, a.modes.as_deref(), mode_choice)?;
    let x = choose_x(cx, q, a.x, needs_x)?;
    let optional = optional_indices(cx, card, a.additional.as_deref().unwrap_or_default())?;
    let def = cx.game.object(card).card.clone();
    let costs = grimoire_engine::casting::keywords::optional_costs(&def);
    let slots: Option<Vec<TargetSlot>> = if !modes.is_empty() && is_modal_spell(cx.game, card) {
        // The chosen modes' targets, each mode's in turn (CR 700.2c).
        Some(cx.game.mode_target_slots(cx.player, card, &modes))
    } else if optional.iter().any(|&i| costs[i].kicker) {
        // A kicked spell may have more targets than the (unkicked) option lists (CR 702.33g).
        slots.map(|s| with_kicker_targets(cx.game, card, s))
    } else {
        slots.map(<[TargetSlot]>::to_vec)
    };
    let targets = assign_targets(cx, q, a.targets.as_deref(), slots.as_deref())?;
    let mut chosen = cast_cost_choices(cx, q, card, alt, x.unwrap_or(0));
    for &i in &optional {
        chosen.extend(cost_choices(cx, q, costs[i].cost));
    }
    Ok(Answer::Cast(CastSpec {
        card,
        modes,
        x,
        targets,
        divide: a.divide.clone().unwrap_or_default(),
        payment: payment(cx, a.pay.as_deref())?,
        cost_choices: chosen,
        alt,
        optional,
        half,
        convoke: None,
    }))
}

/// The optional additional costs (kicker, buyback) of `additional` (format 1.1, CR 118.8,
/// 702.33a, 702.27a): each named by keyword and cost ("Kicker {2}{U}"), or by its keyword
/// alone ("Kicker": the card's first such cost not named already), or else by a part of its
/// text (ignoring case, spaces and the dash of a non-mana cost).
fn optional_indices(cx: &Ctx, card: ObjectId, texts: &[String]) -> Result<Vec<usize>, String> {
    let def = cx.game.object(card).card.clone();
    let costs = grimoire_engine::casting::keywords::optional_costs(&def);
    let norm = |s: &str| {
        let s = s.to_lowercase().replace('—', " ");
        s.split_whitespace().collect::<Vec<_>>().join(" ").trim_end_matches('.').to_string()
    };
    let texts_of: Vec<String> = costs.iter().map(|c| norm(c.text)).collect();
    let mut out: Vec<usize> = Vec::new();
    for t in texts {
        let wanted = norm(t);
        let keyword = |text: &String| text.split(' ').next() == Some(wanted.as_str());
        let i = texts_of
            .iter()
            .position(|c| *c == wanted)
            .or_else(|| (0..costs.len()).find(|i| !out.contains(i) && keyword(&texts_of[*i])))
            .or_else(|| texts_of.iter().position(|c| c.contains(&wanted)))
            .ok_or_else(|| format!("{} has no optional cost \"{t}\"", def.name))?;
        out.push(i);
    }
    Ok(out)
}

/// The player's card named `name` that is not on the battlefield (in hand, or wherever it
/// may be cast from).
fn card_in_hand(cx: &Ctx, name: &str) -> Result<ObjectId, String> {
    cx.names
        .objects_named(cx.game, name, Some(cx.player))
        .into_iter()
        .find(|id| cx.game.object(*id).zone != Zone::Battlefield)
        .ok_or_else(|| format!("{name} is not in {}'s hand", cx.names.id(cx.player)))
}

/// The index of the alternative cost of card `name` whose text contains `text` (ignoring
/// case), as the engine numbers them (CR 118.9).
fn alt_index(cx: &Ctx, name: &str, text: &str) -> Result<usize, String> {
    let def = cx.game.object(card_in_hand(cx, name)?).card.clone();
    let wanted = text.trim().to_lowercase();
    grimoire_engine::costs::casting::alternative_costs(&def)
        .iter()
        .position(|a| a.text.to_lowercase().contains(&wanted))
        .ok_or_else(|| format!("{name} has no alternative cost \"{text}\""))
}

/// Whether `name` names the face of `card` that a land play naming `face` plays: a modal
/// double-faced card's back face by its name (CR 712.12), else the card.
pub fn land_named(
    game: &grimoire_engine::Game,
    names: &crate::names::Names,
    card: ObjectId,
    face: Option<usize>,
    name: &str,
) -> bool {
    match game.object(card).card.land_face(face) {
        Some(grimoire_engine::LandFace::Back(b)) => b.name == name,
        _ => names.is(game, card, name),
    }
}

/// The answer for a `play_land` action.
pub fn play_land(cx: &Ctx, a: &Action, options: &[ActionOption]) -> Result<Answer, String> {
    let name = a.play_land.as_deref().unwrap_or_default();
    let offered = options.iter().find_map(|o| match o {
        ActionOption::PlayLand { card, face } if land_named(cx.game, cx.names, *card, *face, name) => {
            Some(LandPlay { card: *card, face: *face })
        }
        _ => None,
    });
    let play = match offered {
        Some(p) => p,
        None => card_in_hand(cx, name)?.into(),
    };
    Ok(Answer::PlayLand(play))
}

/// Whether an ability's text matches a written prefix (exact, then ignoring case and spaces at the ends).
fn text_matches(text: &str, prefix: &str) -> bool {
    text.starts_with(prefix) || text.trim().to_lowercase().starts_with(prefix.trim().to_lowercase().as_str())
}

/// The answer for an `activate` action.
pub fn activate(cx: &Ctx, q: &mut Queues, a: &Action, options: &[ActionOption]) -> Result<Answer, String> {
    let name = a.activate.as_deref().unwrap_or_default();
    let wanted = |index: usize, text: &str| match &a.ability {
        None => true,
        Some(AbilityRef::Number(n)) => index + 1 == *n,
        Some(AbilityRef::Prefix(p)) => text_matches(text, p),
    };
    let offered = options.iter().find_map(|o| match o {
        ActionOption::Activate { source, index, text, targets, x, .. }
            if cx.names.is(cx.game, *source, name) && wanted(*index, text) =>
        {
            Some((*source, *index, targets, *x))
        }
        _ => None,
    });
    let (source, index, slots, needs_x) = match offered {
        Some((s, i, t, x)) => (s, i, Some(t.as_slice()), x),
        None => {
            let mut objs = cx.names.objects_named(cx.game, name, Some(cx.player));
            // Prefer the player's own permanents.
            objs.sort_by_key(|id| cx.game.controller(*id) != cx.player);
            let source = *objs.first().ok_or_else(|| format!("no `{name}` to activate"))?;
            let card = cx.game.abilities_now(source);
            let activated: Vec<&str> = card
                .abilities
                .iter()
                .filter_map(|ab| match ab {
                    Ability::Activated(x) => Some(x.text.as_str()),
                    _ => None,
                })
                .collect();
            let index =
                activated.iter().enumerate().position(|(i, t)| wanted(i, t)).ok_or_else(|| {
                    format!("{name} has no activated ability {}", describe_ability(a.ability.as_ref()))
                })?;
            (source, index, None, false)
        }
    };
    let card = cx.game.abilities_now(source);
    let ability = card.abilities.iter().filter_map(|ab| match ab {
        Ability::Activated(x) => Some(x),
        _ => None,
    });
    let ability = ability.clone().nth(index);
    let mode_choice = ability.filter(|ab| !ab.effect.modes.is_empty()).map(|ab| ModeChoice {
        modes: Vec::new(),
        min: ab.effect.mode_count.0,
        max: ab.effect.mode_count.1,
        repeat: ab.effect.mode_repeat,
    });
    let modes = choose_modes(cx, q, a.modes.as_deref(), mode_choice.as_ref())?;
    let x = choose_x(cx, q, a.x, needs_x)?;
    // A modal ability's targets are those of its chosen modes (CR 602.2b, 700.2c).
    let modal = ability
        .filter(|ab| !ab.effect.modes.is_empty() && !modes.is_empty())
        .map(|_| cx.game.activation_mode_target_slots(cx.player, source, index, &modes));
    let slots = match &modal {
        Some(m) => Some(m.as_slice()),
        None => slots,
    };
    let targets = assign_targets(cx, q, a.targets.as_deref(), slots)?;
    let cost_choices = ability.map(|ab| cost_choices(cx, q, &ab.cost)).unwrap_or_default();
    Ok(Answer::Activate(ActivateSpec {
        source,
        index,
        modes,
        x,
        targets,
        payment: payment(cx, a.pay.as_deref())?,
        cost_choices,
        divide: Vec::new(),
    }))
}

/// The answer for a `turn_face_up` action (CR 702.37e): the player's face-down permanent of
/// that name (an offered one first), its morph cost paid with `pay`, `x` and `choices`.
pub fn turn_face_up(cx: &Ctx, q: &mut Queues, a: &Action) -> Result<Answer, String> {
    let name = a.turn_face_up.as_deref().unwrap_or_default();
    let mut objs: Vec<ObjectId> = cx
        .names
        .objects_named(cx.game, name, Some(cx.player))
        .into_iter()
        .filter(|id| cx.game.object(*id).zone == Zone::Battlefield)
        .collect();
    // Prefer the player's own face-down permanents.
    objs.sort_by_key(|id| (!cx.game.object(*id).face_down, cx.game.controller(*id) != cx.player));
    let source = *objs.first().ok_or_else(|| format!("no `{name}` on the battlefield to turn face up"))?;
    let cost = grimoire_engine::casting::morph::morph_cost(&cx.game.object(source).card).map(|(c, _)| c.clone());
    let x = choose_x(cx, q, a.x, cost.as_ref().is_some_and(|c| c.has_x()))?;
    let cost_choices = cost.map(|c| cost_choices(cx, q, &c)).unwrap_or_default();
    Ok(Answer::TurnFaceUp(ActivateSpec {
        source,
        x,
        payment: payment(cx, a.pay.as_deref())?,
        cost_choices,
        ..ActivateSpec::default()
    }))
}

/// The answer for an `exile_from_hand` action (CR 702.143a, 702.170a): foretell or plot the
/// player's card of that name in hand, its cost paid with `pay`.
pub fn exile_from_hand(cx: &Ctx, a: &Action) -> Result<Answer, String> {
    let name = a.exile_from_hand.as_deref().unwrap_or_default();
    let source = cx
        .names
        .objects_named(cx.game, name, Some(cx.player))
        .into_iter()
        .find(|id| cx.game.player(cx.player).hand.contains(id))
        .ok_or_else(|| format!("{name} is not in {}'s hand", cx.names.id(cx.player)))?;
    Ok(Answer::ExileFromHand(ActivateSpec {
        source,
        payment: payment(cx, a.pay.as_deref())?,
        ..ActivateSpec::default()
    }))
}

/// Objects for sacrifice and discard costs, from the player's `choices` (names), as far as they go.
fn cost_choices(cx: &Ctx, q: &mut Queues, cost: &grimoire_engine::Cost) -> Vec<ObjectId> {
    let mut out = Vec::new();
    let mut take = |zone: Zone, n: u32, q: &mut Queues| {
        for _ in 0..n {
            let Some(text) = q.peek_choice(cx.player).map(str::to_string) else {
                return;
            };
            let found = cx
                .game
                .zone(cx.player, zone)
                .into_iter()
                .find(|id| cx.names.is(cx.game, *id, &text) && !out.contains(id));
            match found {
                Some(id) => {
                    out.push(id);
                    q.pop_choice(cx.player);
                }
                None => return,
            }
        }
    };
    if let Some((_, n)) = &cost.sacrifice {
        take(Zone::Battlefield, *n, q);
    }
    if let Some((_, n)) = &cost.discard {
        take(Zone::Hand, *n, q);
    }
    if let Some((_, n)) = &cost.exile_from_hand {
        take(Zone::Hand, *n, q);
    }
    if let Some((_, n)) = &cost.tap_untapped {
        take(Zone::Battlefield, *n, q);
    }
    if let Some((_, n)) = &cost.exile_from_graveyard {
        take(Zone::Graveyard, *n, q);
    }
    if let Some((_, n)) = &cost.return_to_hand {
        take(Zone::Battlefield, *n, q);
    }
    out
}

/// Objects for a spell's alternative (CR 118.9) and additional (CR 118.8) costs, from the
/// player's `choices` (names), as far as they go.
fn cast_cost_choices(cx: &Ctx, q: &mut Queues, card: ObjectId, alt: Option<usize>, x: u32) -> Vec<ObjectId> {
    let def = cx.game.object(card).card.clone();
    let mut out = Vec::new();
    if let Some(a) = alt.and_then(|i| grimoire_engine::costs::casting::alternative_costs(&def).into_iter().nth(i)) {
        out.extend(cost_choices(cx, q, a.cost));
    }
    for c in grimoire_engine::costs::casting::additional_costs(&def) {
        // "Discard X cards": as many as the chosen X (CR 107.3).
        out.extend(cost_choices(cx, q, &c.with_count_x(x)));
    }
    out
}

fn describe_ability(a: Option<&AbilityRef>) -> String {
    match a {
        None => String::new(),
        Some(AbilityRef::Number(n)) => format!("number {n}"),
        Some(AbilityRef::Prefix(p)) => format!("starting \"{p}\""),
    }
}

/// The declared attackers for an `attack` action.
pub fn attackers(
    cx: &Ctx,
    entries: &[AttackEntry],
    options: &[grimoire_engine::AttackOption],
) -> Result<Answer, String> {
    let g = cx.game;
    let mut out: Vec<(ObjectId, Target)> = Vec::new();
    for e in entries {
        let used = |id: &ObjectId| out.iter().any(|(a, _)| a == id);
        let attacker = options
            .iter()
            .map(|o| o.attacker)
            .find(|id| !used(id) && cx.names.is(g, *id, &e.card))
            .or_else(|| {
                g.zone(cx.player, Zone::Battlefield).into_iter().find(|id| !used(id) && cx.names.is(g, *id, &e.card))
            })
            .ok_or_else(|| format!("{} has no `{}` to attack with", cx.names.id(cx.player), e.card))?;
        let defenders: &[Target] = options.iter().find(|o| o.attacker == attacker).map_or(&[], |o| &o.defenders);
        let defender = match &e.defender {
            None => Target::Player(g.next_player(cx.player)),
            Some(d) => cx
                .names
                .pick(g, d, defenders, &[])
                .or_else(|| cx.names.any_target(g, d, &[]))
                .ok_or_else(|| format!("no defender `{d}`"))?,
        };
        out.push((attacker, defender));
    }
    Ok(Answer::Attackers(out))
}

/// A block (blocker, attacker) and whether the engine offered it.
pub type BlockPick = ((ObjectId, ObjectId), bool);

/// The blocks of a `block` action, resolved to objects, with whether the engine offered each.
pub fn blocks(cx: &Ctx, entries: &[BlockEntry], options: &[BlockOption]) -> Vec<Result<BlockPick, String>> {
    let g = cx.game;
    let mut out = Vec::new();
    let mut used: Vec<ObjectId> = Vec::new();
    for e in entries {
        let named_attackers: Vec<ObjectId> =
            g.combat().attackers.iter().map(|(a, _)| *a).filter(|a| cx.names.is(g, *a, &e.attacker)).collect();
        // A legal pair, preferring blockers not used yet.
        let legal = |fresh: bool| {
            options
                .iter()
                .filter(|o| cx.names.is(g, o.blocker, &e.blocker) && (!fresh || !used.contains(&o.blocker)))
                .find_map(|o| o.attackers.iter().find(|a| named_attackers.contains(a)).map(|a| (o.blocker, *a)))
        };
        let r = match legal(true).or_else(|| legal(false)) {
            Some(pair) => Ok((pair, true)),
            None => {
                let blocker = g
                    .zone(cx.player, Zone::Battlefield)
                    .into_iter()
                    .find(|id| cx.names.is(g, *id, &e.blocker) && !used.contains(id))
                    .or_else(|| {
                        g.zone(cx.player, Zone::Battlefield).into_iter().find(|id| cx.names.is(g, *id, &e.blocker))
                    });
                match (blocker, named_attackers.first()) {
                    (Some(b), Some(a)) => Ok(((b, *a), false)),
                    (None, _) => Err(format!("{} has no `{}` to block with", cx.names.id(cx.player), e.blocker)),
                    (_, None) => Err(format!("`{}` is not attacking", e.attacker)),
                }
            }
        };
        if let Ok(((b, _), _)) = &r {
            used.push(*b);
        }
        out.push(r);
    }
    out
}

/// The answer for `assign` entries that divide one creature's combat damage (CR 510.1c-d,
/// 702.19b), in the order written: each `to` names one of the creatures it is blocked by (or
/// blocks), a different one for each entry while there is one of that name, or, with
/// trample, what it attacks. A name that is neither is given anyway, so that the engine
/// refuses the division with its reason.
pub fn damage(cx: &Ctx, kind: &DecisionKind, entries: &[AssignEntry]) -> Result<Answer, String> {
    let DecisionKind::AssignCombatDamage { blockers, trample, .. } = kind else {
        return Err("no combat damage to divide".into());
    };
    let g = cx.game;
    let recipients: Vec<Target> = blockers.iter().map(|(b, _)| Target::Object(*b)).chain(*trample).collect();
    let mut out: Vec<(Target, u32)> = Vec::new();
    for e in entries {
        let named = |t: &Target| cx.names.target_is(g, *t, &e.to);
        let fresh = |t: &Target| !out.iter().any(|(x, _)| x == t);
        let to = recipients
            .iter()
            .copied()
            .find(|t| named(t) && fresh(t))
            .or_else(|| recipients.iter().copied().find(named))
            .or_else(|| cx.names.any_target(g, &e.to, &[]))
            .ok_or_else(|| format!("no `{}` to assign combat damage to", e.to))?;
        match out.iter_mut().find(|(x, _)| *x == to) {
            Some(x) => x.1 += e.amount,
            None => out.push((to, e.amount)),
        }
    }
    Ok(Answer::Damage(out))
}

/// A short description of a block for messages.
pub fn describe_block(g: &Game, (b, a): (ObjectId, ObjectId)) -> String {
    format!("{} blocking {}", object_name(g, b), object_name(g, a))
}

/// The answer for an `unlock` action (CR 709.5e): the door of that name of a Room on the
/// battlefield (a locked door of the player's own Room first, so the engine judges the
/// others), its unlock cost paid with `pay`.
pub fn unlock(cx: &Ctx, a: &Action) -> Result<Answer, String> {
    let name = a.unlock.as_deref().unwrap_or_default();
    let mut doors: Vec<(ObjectId, usize)> = cx
        .game
        .battlefield()
        .iter()
        .filter_map(|&room| {
            let whole = cx.game.object(room).card_itself();
            whole.halves.iter().position(|h| h.name == name).filter(|_| whole.is_room()).map(|d| (room, d))
        })
        .collect();
    doors.sort_by_key(|&(room, d)| (cx.game.controller(room) != cx.player, !cx.game.door_locked(room, d as u8)));
    let (source, index) = *doors.first().ok_or_else(|| format!("no Room with a door `{name}` on the battlefield"))?;
    Ok(Answer::Unlock(ActivateSpec {
        source,
        index,
        payment: payment(cx, a.pay.as_deref())?,
        ..ActivateSpec::default()
    }))
}
