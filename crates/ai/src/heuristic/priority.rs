//! What to do with priority: lands, spells on curve, removal, burn, combat tricks.

use super::combat::{fight, Fighter};
use super::effects::{activated_effect, attached_use, is_aura, spell_effect, target_use, TargetUse};
use super::eval::creature_value;
use super::lands::{is_fetch, land_colors, needed_colors, short_colors, untapped_lands};
use super::mana_value;
use super::targets::{choose_targets, choose_targets_for};
use grimoire_engine::*;

/// One playable action with the answer that takes it and how much we like it.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The answer to submit.
    pub answer: Answer,
    /// Higher is better; the heuristic takes the best positive one.
    pub value: f64,
}

/// Where in the turn a decision is, for timing spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Moment {
    /// Our main phase with an empty stack: sorcery timing.
    OurMain { precombat: bool },
    /// After blockers are declared, before damage.
    Combat,
    /// The opponent's end step: the time for leftover instants.
    TheirEnd,
    /// Something is on the stack.
    Responding,
    /// Any other moment.
    Other,
}

fn moment(game: &Game, me: PlayerId) -> Moment {
    if !game.stack().is_empty() {
        return Moment::Responding;
    }
    let mine = game.active_player() == me;
    match game.step() {
        Step::PrecombatMain if mine => Moment::OurMain { precombat: true },
        Step::PostcombatMain if mine => Moment::OurMain { precombat: false },
        Step::DeclareBlockers => Moment::Combat,
        Step::End if !mine => Moment::TheirEnd,
        _ => Moment::Other,
    }
}

/// The opponent's life total (the first opponent).
fn opp_life(game: &Game, me: PlayerId) -> i32 {
    game.opponents(me).next().map_or(0, |o| game.player(o).life)
}

/// Every action worth considering now, valued. Mana abilities are left out (payment is
/// automatic); `Pass` is not included.
pub fn candidates(game: &Game, me: PlayerId, actions: &[ActionOption]) -> Vec<Candidate> {
    let when = moment(game, me);
    let mut out = Vec::new();
    // The colours the hand asks for more often than the lands make them (computed once).
    let mut need: Option<ColorSet> = None;
    for a in actions {
        match a {
            ActionOption::Pass => {}
            ActionOption::PlayLand { card, face } => {
                if matches!(when, Moment::OurMain { .. }) && !legend_twice(game, me, *card) {
                    // The land that makes the colours the hand needs first (CR 305.1: one
                    // land a turn, so the choice matters).
                    let need = *need.get_or_insert_with(|| short_colors(game, me));
                    let makes = land_colors(&game.object(*card).card);
                    let wanted = makes.iter().filter(|&c| need.contains(c)).count() as f64;
                    out.push(Candidate {
                        answer: Answer::PlayLand(LandPlay { card: *card, face: *face }),
                        value: 100.0 + wanted,
                    });
                }
            }
            ActionOption::Cast { card, targets, x, modes, alt, half } => {
                // The largest X payable now (CR 107.3, 601.2f); targets may lower it below.
                let x = x.then(|| game.x_costs(me, a).len().saturating_sub(1) as u32);
                if let Some(mut c) = cast_candidate(game, me, when, (*card, *half), targets, x, modes.as_ref()) {
                    if let Answer::Cast(spec) = &mut c.answer {
                        // An alternative cost (CR 118.9) and a split card's half (CR 709.3)
                        // as the engine offers them.
                        spec.alt = *alt;
                        spec.half = *half;
                    }
                    out.push(c);
                }
            }
            ActionOption::Activate { source, index, .. } if is_fetch(&game.object(*source).card, *index) => {
                if let Some(c) = fetch_candidate(game, me, when, *source, *index) {
                    out.push(c);
                }
            }
            ActionOption::Activate { source, index, targets, x, mana, .. } => {
                if *mana || *x {
                    continue;
                }
                if let Some(c) = activate_candidate(game, me, when, *source, *index, targets) {
                    out.push(c);
                }
            }
            // CR 702.37e: turning a face-down creature face up (a special action) makes it
            // the card it is; worth about its mana value.
            ActionOption::TurnFaceUp { permanent, x: false, .. } => {
                let mv = game.object(*permanent).card.mana_cost.as_ref().map_or(0, |c| c.mana_value(0)) as f64;
                let answer = Answer::TurnFaceUp(ActivateSpec { source: *permanent, ..Default::default() });
                out.push(Candidate { answer, value: 1.0 + mv });
            }
            ActionOption::TurnFaceUp { .. } => {}
            // CR 702.143a, 702.170a: foretelling or plotting (a special action) with the mana
            // left after our second main phase's spells: a little better than passing.
            ActionOption::ExileFromHand { card, .. } => {
                if matches!(when, Moment::OurMain { precombat: false }) {
                    let answer = Answer::ExileFromHand(ActivateSpec { source: *card, ..Default::default() });
                    out.push(Candidate { answer, value: 0.5 });
                }
            }
            // CR 709.5e: unlocking a door (a special action) is like casting it: worth about
            // its mana value.
            ActionOption::Unlock { room, door, .. } => {
                let half = game.object(*room).card_itself().halves.get(*door as usize);
                let mv = half.and_then(|h| h.mana_cost.as_ref()).map_or(0, |c| c.mana_value(0)) as f64;
                let answer =
                    Answer::Unlock(ActivateSpec { source: *room, index: *door as usize, ..Default::default() });
                out.push(Candidate { answer, value: 1.0 + mv });
            }
        }
    }
    out
}

/// Cracking a fetch land (CR 701.23): in our main phase when the hand needs a colour or
/// more mana than the untapped lands make, else at the end of the opponent's turn, so the
/// land found is there for our turn and the library is thinner. Never for the last life.
fn fetch_candidate(game: &Game, me: PlayerId, when: Moment, source: ObjectId, index: usize) -> Option<Candidate> {
    let ab = activated_effect(&game.object(source).card, index)?;
    if game.player(me).life <= ab.cost.life as i32 + 1 {
        return None;
    }
    let untapped = untapped_lands(game, me);
    let hungry = game.player(me).hand.iter().any(|&c| {
        !game.object(c).card.has_type(CardType::Land) && mana_value(game, c) >= untapped && mana_value(game, c) > 0
    });
    let now = match when {
        Moment::TheirEnd => true,
        Moment::OurMain { .. } => hungry || !needed_colors(game, me).is_empty(),
        _ => false,
    };
    let spec = ActivateSpec { source, index, ..Default::default() };
    now.then_some(Candidate { answer: Answer::Activate(spec), value: 60.0 })
}

fn cast_candidate(
    game: &Game,
    me: PlayerId,
    when: Moment,
    (card, half): (ObjectId, Option<usize>),
    slots: &[TargetSlot],
    x: Option<u32>,
    modes: Option<&ModeChoice>,
) -> Option<Candidate> {
    // The half or face cast (CR 709.3, 712.11b, 715.3), else the card.
    let whole = game.object(card).card.clone();
    let def = half.and_then(|h| whole.cast_face(h).cloned()).unwrap_or(whole);
    let mv = def.mana_cost.as_ref().map_or(0, |c| c.mana_value(0)) as f64;
    // A spell with X cast for X = 0 does nothing worth a card.
    if x == Some(0) {
        return None;
    }
    if let Some(choice) = modes {
        // Modal spells, at sorcery timing only: the best single mode with its targets.
        if !matches!(when, Moment::OurMain { .. }) {
            return None;
        }
        let (modes, targets) = match half {
            None => best_modes(game, me, card, &def, choice)?,
            Some(_) => ((0..choice.min.max(1) as usize).collect(), Vec::new()),
        };
        let spec = CastSpec { card, modes, x, targets, ..Default::default() };
        return Some(Candidate { answer: Answer::Cast(spec), value: 1.0 + mv });
    }
    let Some(effect) = spell_effect(&def) else {
        // A permanent spell: on our own turn, biggest first.
        if !matches!(when, Moment::OurMain { .. }) && !def.keywords().any(|k| *k == Keyword::Flash) {
            return None;
        }
        if !matches!(when, Moment::OurMain { .. }) && when != Moment::TheirEnd {
            return None;
        }
        // An Aura's target is what it will enchant (CR 303.4a): aimed as its abilities say.
        let uses =
            if is_aura(&def) { vec![attached_use(&def); slots.len()] } else { vec![TargetUse::default(); slots.len()] };
        let (targets, tv) = choose_targets_for(game, me, &uses, slots);
        if !slots.is_empty() && tv < 0.0 {
            return None;
        }
        // A permanent that makes our board creatures is how such a deck wins: it may
        // draw down to the last card; anything else keeps a reserve.
        let animated = animated_balance(game, me, card, &def);
        let reserve = if animated > 0.0 { 1 } else { LIBRARY_RESERVE };
        if forced_self_harm(game, me, card, &def)
            || own_sweep_costs_more(game, me, card, &def)
            || starves_itself(game, me, card, &def)
            || legend_twice(game, me, card)
            || decks_itself(game, me, card, reserve)
        {
            return None;
        }
        let spec = CastSpec { card, x, targets, ..Default::default() };
        let value = 10.0 + mv + animated;
        return Some(Candidate { answer: Answer::Cast(spec), value });
    };
    if decks_itself(game, me, card, LIBRARY_RESERVE) {
        return None;
    }
    let program = &effect.program;
    let spec = |targets| Answer::Cast(CastSpec { card, x, targets, ..Default::default() });
    if slots.is_empty() {
        // Untargeted instants and sorceries (tokens, card draw); a sweeper only when it
        // takes more from the opponents than from us.
        if sweep_balance(game, me, card, program).is_some_and(|b| b <= 0.0) {
            return None;
        }
        // "Return all enchantment cards from your graveyard": worth a card for two or more.
        if graveyard_return(game, me, card, program).is_some_and(|n| n < 2) {
            return None;
        }
        let ok = matches!(when, Moment::OurMain { .. } | Moment::TheirEnd);
        return ok.then(|| Candidate { answer: spec(vec![]), value: 5.0 + mv });
    }
    let uses: Vec<_> = (0..slots.len()).map(|i| target_use(program, i as u8)).collect();
    if uses.iter().all(|u| !u.harmful() && u.pump != (0, 0)) {
        return pump_candidate(game, me, when, slots, program)
            .map(|(targets, v)| Candidate { answer: spec(targets), value: v });
    }
    let (mut targets, v) = choose_targets(game, me, program, slots);
    // "X target creatures" (CR 601.2c after 601.2b): X and the number of targets agree,
    // the smaller of the X payable and the targets worth choosing.
    let mut x = x;
    for (i, spec) in effect.targets.iter().enumerate() {
        if spec.count == Some(Amount::X) {
            let (Some(n), Some(ts)) = (x, targets.get_mut(i)) else { continue };
            let n = n.min(ts.len() as u32);
            ts.truncate(n as usize);
            x = Some(n);
        }
    }
    if x == Some(0) || targets.iter().zip(slots).any(|(t, s)| t.len() < s.min as usize) {
        return None;
    }
    let spec = |targets| Answer::Cast(CastSpec { card, x, targets, ..Default::default() });
    let face = targets.iter().flatten().any(|t| matches!(t, Target::Player(p) if *p != me));
    // A spell aimed at a spell or ability on the stack (a counterspell) is cast in response.
    let at_stack =
        targets.iter().flatten().any(|t| matches!(t, Target::Object(o) if game.object(*o).zone == Zone::Stack));
    let lethal = v >= 1000.0;
    let ok = match when {
        _ if lethal => true,
        _ if tap_only(program, slots.len()) => tap_moment(game, me, &targets) && v > 0.0,
        _ if at_stack => when == Moment::Responding && v >= 2.5,
        // Removal when it kills something worth a card.
        Moment::OurMain { .. } | Moment::Combat | Moment::TheirEnd | Moment::Other if !face => v >= 2.5,
        // Burn to the face after our combat, at the end of their turn, or when they are low.
        Moment::OurMain { precombat: false } | Moment::TheirEnd => v > 0.0,
        Moment::OurMain { precombat: true } => opp_life(game, me) <= 6 && v > 0.0,
        _ => false,
    };
    ok.then(|| Candidate { answer: spec(targets), value: 20.0 + v })
}

/// What a program destroying, exiling or bouncing every permanent that matches a filter
/// ("Destroy all creatures", "destroy all Goblins", CR 701.8) is worth to `me`: the value
/// it takes from the opponents minus what it takes from us, counting `card` itself if it
/// is a permanent card that will be on the battlefield and matches. `None` when the
/// program sweeps nothing.
fn sweep_balance(game: &Game, me: PlayerId, card: ObjectId, program: &[Instr]) -> Option<f64> {
    let mut balance = None;
    for ins in program {
        let (Instr::Destroy { what: Ref::Each(filter), .. }
        | Instr::Exile { what: Ref::Each(filter), .. }
        | Instr::ReturnToHand { what: Ref::Each(filter) }) = ins
        else {
            continue;
        };
        let mut b = 0.0;
        for &o in game.battlefield() {
            if game.matches(filter, o, card, me) {
                let v = super::eval::permanent_value(game, o);
                b += if game.controller(o) == me { -v } else { v };
            }
        }
        let def = &game.object(card).card;
        if game.object(card).zone != Zone::Battlefield
            && !def.has_type(CardType::Instant)
            && !def.has_type(CardType::Sorcery)
            && game.matches(filter, card, card, me)
        {
            b -= 1.0 + mana_value(game, card) as f64;
        }
        *balance.get_or_insert(0.0) += b;
    }
    balance
}

/// Whether a permanent's own mandatory triggered abilities would sweep away more of ours
/// than of the opponents' (Goblin Pyromancer's "At the beginning of the end step, destroy
/// all Goblins" with our Goblins on the battlefield).
fn own_sweep_costs_more(game: &Game, me: PlayerId, card: ObjectId, def: &CardDef) -> bool {
    def.abilities.iter().any(|a| {
        let Ability::Triggered(t) = a else { return false };
        !t.optional && sweep_balance(game, me, card, &t.effect.program).is_some_and(|b| b <= 0.0)
    })
}

/// What a permanent's static abilities that make other permanents creatures (CR 613.1d,
/// 205.1b: "Each other non-Aura enchantment is a creature", Opalescence) are worth to `me`
/// once it is on the battlefield: each noncreature permanent they would animate, about
/// 1 + its mana value, ours counting for us and the opponents' against.
pub(super) fn animated_balance(game: &Game, me: PlayerId, card: ObjectId, def: &CardDef) -> f64 {
    let mut balance = 0.0;
    for a in &def.abilities {
        let Ability::Static(StaticAbility::Continuous { affected, effect, .. }) = a else { continue };
        let (LayerEffect::AddTypes { types, .. } | LayerEffect::SetTypes { types, .. }) = effect else { continue };
        if !types.contains(&CardType::Creature) {
            continue;
        }
        for &o in game.battlefield() {
            let ch = game.characteristics(o);
            if o == card || ch.is(CardType::Creature) || ch.is(CardType::Land) || !game.matches(affected, o, card, me) {
                continue;
            }
            let v = 1.0 + ch.mana_value as f64;
            balance += if game.controller(o) == me { v } else { -v };
        }
    }
    balance
}

/// Whether a permanent would make `me` skip its own draw step (CR 614.1b, 614.10: "Skip
/// your draw step", Solitary Confinement) while nothing else of ours draws cards: it would
/// cost a card every turn, and a deck whose only cards come from its draw step runs out of
/// them. Worth it only beside a permanent of ours whose trigger draws when we cast a spell
/// (an Enchantress).
fn starves_itself(game: &Game, me: PlayerId, card: ObjectId, def: &CardDef) -> bool {
    let skips_draw = def
        .abilities
        .iter()
        .any(|a| matches!(a, Ability::Static(StaticAbility::SkipStep { step: Step::Draw, whose: PlayerFilter::You })));
    skips_draw && cast_draws(game, me, card) == 0
}

/// Whether `card` is legendary and `me` already controls a permanent of that name: the
/// legend rule would put one of them into the graveyard at once (CR 704.5j).
fn legend_twice(game: &Game, me: PlayerId, card: ObjectId) -> bool {
    let def = &game.object(card).card;
    def.has_supertype(Supertype::Legendary)
        && game.battlefield().iter().any(|&o| game.controller(o) == me && game.characteristics(o).name == def.name)
}

/// The cards a player keeps in its library against its own cast triggers' draws: ten
/// draw steps' worth.
const LIBRARY_RESERVE: i32 = 10;

/// Whether casting `card` would make `me` draw its library below `reserve` cards: its own
/// permanents' mandatory "whenever you cast ... spell, draw a card" triggers (CR 603.2)
/// would leave fewer (with none left, it loses at its next draw step, CR 704.5b). A deck
/// that draws several cards a spell (three Enchantress's Presences) otherwise draws its
/// whole library in a turn or two and discards most of it.
fn decks_itself(game: &Game, me: PlayerId, card: ObjectId, reserve: i32) -> bool {
    let draws = cast_draws(game, me, card);
    draws > 0 && (game.player(me).library.len() as i32) < draws + reserve
}

/// The cards `me`'s own permanents' mandatory "whenever you cast ... spell, draw a card"
/// triggers (CR 603.2) would draw when it casts `card`.
fn cast_draws(game: &Game, me: PlayerId, card: ObjectId) -> i32 {
    let mut draws = 0;
    for &o in game.battlefield().iter().filter(|&&o| game.controller(o) == me) {
        for a in &game.object(o).card.abilities {
            let Ability::Triggered(t) = a else { continue };
            let TriggerEvent::SpellCast { who: PlayerFilter::You, spell } = &t.event else { continue };
            if t.optional || !game.matches(spell, card, o, me) {
                continue;
            }
            draws += super::choices::cards_drawn(&t.effect.program, true);
        }
    }
    draws
}

/// How many cards a program that only returns cards from its controller's graveyard
/// ("Return all enchantment cards from your graveyard to the battlefield") would return
/// now; `None` for any other program.
fn graveyard_return(game: &Game, me: PlayerId, card: ObjectId, program: &[Instr]) -> Option<usize> {
    let mut n = 0;
    for ins in program {
        let (Instr::PutOntoBattlefield { what, .. } | Instr::ReturnToHand { what }) = ins else { return None };
        let Ref::CardsInMatching(Zone::Graveyard, PlayerFilter::You, filter) = what else { return None };
        n += game.player(me).graveyard.iter().filter(|&&c| game.matches(filter, c, card, me)).count();
    }
    (!program.is_empty()).then_some(n)
}

/// Whether tapping is all a program does to each of its `n` targets.
fn tap_only(program: &[Instr], n: usize) -> bool {
    n > 0 && (0..n).all(|i| target_use(program, i as u8).tap_only())
}

/// When tapping an opponent's permanents is worth it (CR 701.26a; they untap in their
/// untap step, CR 502.3): in their upkeep, before they can use them (a land's mana, an
/// attacker), or at the beginning of our combat, before blockers could use creatures.
fn tap_moment(game: &Game, me: PlayerId, targets: &[Vec<Target>]) -> bool {
    let theirs = game.active_player() != me;
    let creatures = targets
        .iter()
        .flatten()
        .all(|t| matches!(t, Target::Object(o) if game.characteristics(*o).is(CardType::Creature)));
    game.stack().is_empty()
        && match game.step() {
            Step::Upkeep => theirs,
            Step::BeginningOfCombat => !theirs && creatures,
            _ => false,
        }
}

/// The modes of a modal spell (CR 700.2) worth most now, with their targets chosen with
/// them (CR 601.2b-c): each mode valued alone, its targets aimed as its program says, a
/// mode whose targets can't all be chosen skipped, an untargeted mode worth a little
/// (nothing if it sweeps more of ours than of theirs). As many of the best modes as the
/// spell asks for ("choose two": the best two), the same one again where a mode may be
/// chosen more than once (CR 700.2d), and further modes worth something where the spell
/// allows more ("choose one or both"). The modes are listed in printed order, each with its
/// targets. `None` when the spell can't be cast with modes that are all worth something.
fn best_modes(
    game: &Game,
    me: PlayerId,
    card: ObjectId,
    def: &CardDef,
    choice: &ModeChoice,
) -> Option<(Vec<usize>, Vec<Vec<Target>>)> {
    let effect = spell_effect(def)?;
    let mut valued: Vec<(f64, usize, Vec<Vec<Target>>)> = Vec::new();
    for (i, mode) in effect.modes.iter().enumerate() {
        let slots = game.mode_target_slots(me, card, &[i]);
        let (targets, v) = if mode.targets.is_empty() {
            let sweeps_us = sweep_balance(game, me, card, &mode.program).is_some_and(|b| b <= 0.0);
            (Vec::new(), if sweeps_us { 0.0 } else { 1.0 })
        } else {
            choose_targets(game, me, &mode.program, &slots)
        };
        let short =
            slots.len() < mode.targets.len() || targets.iter().zip(&slots).any(|(t, s)| t.len() < s.min as usize);
        if !short && v > 0.0 {
            valued.push((v, i, targets));
        }
    }
    // Best first; among equals, the first printed (a stable sort keeps printed order).
    valued.sort_by(|a, b| b.0.total_cmp(&a.0));
    if grimoire_engine::casting::spree::spree_costs(def).is_some() {
        return spree_modes(game, me, card, &valued);
    }
    let need = usize::from(choice.min.max(1));
    let chosen: Vec<&(f64, usize, Vec<Vec<Target>>)> = if choice.repeat {
        std::iter::repeat_n(valued.first()?, need).collect()
    } else {
        valued.iter().take(usize::from(choice.max).max(need)).collect()
    };
    if chosen.len() < need {
        return None;
    }
    let mut chosen = chosen;
    chosen.sort_by_key(|m| m.1);
    let modes = chosen.iter().map(|m| m.1).collect();
    let targets = chosen.into_iter().flat_map(|m| m.2.iter().cloned()).collect();
    Some((modes, targets))
}

/// The modes of a spree spell (CR 702.172a) to cast: best first, each added while the
/// spell with its cost can still be paid for; in printed order with their targets.
fn spree_modes(
    game: &Game,
    me: PlayerId,
    card: ObjectId,
    valued: &[(f64, usize, Vec<Vec<Target>>)],
) -> Option<(Vec<usize>, Vec<Vec<Target>>)> {
    let mut chosen: Vec<&(f64, usize, Vec<Vec<Target>>)> = Vec::new();
    let spec_of = |ms: &[&(f64, usize, Vec<Vec<Target>>)]| {
        let modes = ms.iter().map(|m| m.1).collect();
        let targets = ms.iter().flat_map(|m| m.2.iter().cloned()).collect();
        (modes, targets)
    };
    for m in valued {
        let mut trial = chosen.clone();
        trial.push(m);
        trial.sort_by_key(|m| m.1);
        let (modes, targets) = spec_of(&trial);
        if game.can_cast(me, &CastSpec { card, modes, targets, ..Default::default() }) {
            chosen = trial;
        }
    }
    (!chosen.is_empty()).then(|| spec_of(&chosen))
}

/// Whether a permanent's mandatory "when ~ enters" trigger (CR 603.6a) would have to aim
/// harm at our own things: it targets a permanent, hurts it, and no opponent's permanent
/// matches ("When Flametongue Kavu enters, it deals 4 damage to target creature" with no
/// creature across the table).
fn forced_self_harm(game: &Game, me: PlayerId, card: ObjectId, def: &CardDef) -> bool {
    def.abilities.iter().any(|a| {
        let Ability::Triggered(t) = a else { return false };
        let etb = matches!(&t.event, TriggerEvent::EntersBattlefield(Filter::Source));
        let Some(spec) = t.effect.targets.first() else { return false };
        let Some((Zone::Battlefield, filter)) = &spec.objects else { return false };
        etb && !t.optional
            && spec.min > 0
            && spec.players.is_none()
            && target_use(&t.effect.program, 0).harmful()
            && !game.battlefield().iter().any(|&o| game.controller(o) != me && game.matches(filter, o, card, me))
    })
}

/// A pump spell on one of our creatures where it wins a fight, saves it from burn, or
/// pushes lethal damage through.
fn pump_candidate(
    game: &Game,
    me: PlayerId,
    when: Moment,
    slots: &[TargetSlot],
    program: &[Instr],
) -> Option<(Vec<Vec<Target>>, f64)> {
    let u = target_use(program, 0);
    let legal = |id: ObjectId| slots[0].legal.contains(&Target::Object(id));
    let mut best: Option<(f64, ObjectId)> = None;
    let mut consider = |v: f64, id: ObjectId| {
        if v > 0.0 && !best.is_some_and(|(b, _)| v <= b) {
            best = Some((v, id));
        }
    };
    match when {
        Moment::Combat => {
            let c = game.combat();
            for &(b, a) in &c.blocks {
                let (mine, theirs) = if game.controller(b) == me { (b, a) } else { (a, b) };
                if game.controller(mine) != me || !legal(mine) {
                    continue;
                }
                let before = fight(Fighter::of(game, mine, (0, 0)), Fighter::of(game, theirs, (0, 0)));
                let after = fight(Fighter::of(game, mine, u.pump), Fighter::of(game, theirs, (0, 0)));
                let mut v = 0.0;
                if before.a_dies && !after.a_dies {
                    v += creature_value(game, mine);
                }
                if !before.b_dies && after.b_dies {
                    v += creature_value(game, theirs);
                }
                consider(v, mine);
            }
            // Unblocked attackers: pump when it makes the damage lethal.
            let unblocked: Vec<ObjectId> = c
                .attackers
                .iter()
                .filter(|(a, _)| game.controller(*a) == me && !c.blocked.contains(a))
                .map(|(a, _)| *a)
                .collect();
            let dmg: i32 = unblocked.iter().map(|&a| game.power(a).max(0)).sum();
            if let Some(&a) = unblocked.iter().find(|&&a| legal(a)) {
                if dmg < opp_life(game, me) && dmg + u.pump.0 >= opp_life(game, me) {
                    consider(1000.0, a);
                }
            }
        }
        Moment::Responding => {
            // Save a creature from damage on the stack.
            let top = game.stack().last()?;
            if top.controller == me {
                return None;
            }
            let eff = top.card.abilities.get(top.ability).and_then(|a| match a {
                Ability::Spell(e) => Some(e),
                Ability::Activated(x) => Some(&x.effect),
                Ability::Triggered(t) => Some(&t.effect),
                _ => None,
            })?;
            for (i, ts) in top.targets.iter().enumerate() {
                let hit = target_use(&eff.program, i as u8);
                for t in ts {
                    if let Target::Object(o) = t {
                        if game.controller(*o) == me && legal(*o) && hit.damage > 0 {
                            let left = game.toughness(*o) - game.object(*o).damage as i32;
                            if hit.damage >= left && hit.damage < left + u.pump.1 {
                                consider(creature_value(game, *o), *o);
                            }
                        }
                    }
                }
            }
        }
        _ => {}
    }
    best.map(|(v, id)| (vec![vec![Target::Object(id)]], 20.0 + v))
}

fn activate_candidate(
    game: &Game,
    me: PlayerId,
    when: Moment,
    source: ObjectId,
    index: usize,
    slots: &[TargetSlot],
) -> Option<Candidate> {
    let ab = activated_effect(&game.object(source).card, index)?;
    if slots.is_empty() || ab.cost.sacrifice.is_some() || ab.cost.discard.is_some() || ab.cost.life > 0 {
        return None;
    }
    let (targets, v) = choose_targets(game, me, &ab.effect.program, slots);
    if targets.iter().zip(slots).any(|(t, s)| t.len() < s.min as usize) {
        return None;
    }
    let lethal = v >= 1000.0;
    let price = if ab.cost.sacrifice_self { creature_value(game, source) } else { 0.5 };
    let timing = match when {
        _ if lethal => true,
        _ if tap_only(&ab.effect.program, slots.len()) => tap_moment(game, me, &targets),
        _ => matches!(when, Moment::TheirEnd | Moment::OurMain { precombat: false } | Moment::Combat),
    };
    let spec = ActivateSpec { source, index, targets, ..Default::default() };
    (timing && v > price).then_some(Candidate { answer: Answer::Activate(spec), value: 15.0 + v - price })
}
