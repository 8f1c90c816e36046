//! Lowering effects (CR 608.2): a spell's or ability's sentences to a program of
//! instructions. [`action`] is the table of actions, each lowered by the file of its area.

use super::*;

/// A change to turns or to what a player may do this turn (CR 500.7, 614.10, 305.2, 119.5).
pub(super) fn turn_effect(e: TurnEffectAst, s: &mut Scope) -> TurnEffect {
    match e {
        TurnEffectAst::ExtraTurns(n) => TurnEffect::ExtraTurns(n),
        TurnEffectAst::SkipTurn => TurnEffect::SkipTurn,
        TurnEffectAst::SkipStep { step, this_turn } => TurnEffect::SkipStep { step, this_turn },
        TurnEffectAst::CantPlayLands => TurnEffect::CantPlayLands,
        TurnEffectAst::CantCast(k) => TurnEffect::CantCast(spell_kinds(&k)),
        TurnEffectAst::AdditionalLands(n) => TurnEffect::AdditionalLands(n),
        // CR 119.5: the life total the player ends up with.
        TurnEffectAst::LifeBecomes(am) => TurnEffect::LifeBecomes(amount(&am, s)),
        TurnEffectAst::FlashFor(k) => TurnEffect::FlashFor(spell_kinds(&k)),
    }
}

/// A spell ability, and which of its targets are chosen only if it is kicked (CR 702.33g) or
/// cast during its caster's main phase (addendum).
pub(super) fn lower_spell(e: EffectAst) -> Vec<Ability> {
    let mut scope = Scope::default();
    let effect = lower_in(e, &mut scope, &EventRefs::default());
    let mut out = vec![Ability::Spell(effect)];
    for (when, slots) in scope.part_targets {
        out.push(Ability::Static(StaticAbility::PartTargets { when, slots }));
    }
    out
}

/// Lowers an effect; `default_it` is what "it" means before anything is mentioned.
pub(super) fn lower_effect(e: EffectAst, default_it: Option<Ref>) -> Effect {
    lower_effect_with(e, EventRefs { it: default_it, ..EventRefs::default() })
}

/// [`lower_effect`] with what "that player" means with no antecedent.
pub(super) fn lower_effect_with(e: EffectAst, refs: EventRefs) -> Effect {
    let mut scope = Scope {
        default_it: refs.it.clone(),
        default_player: refs.player.clone(),
        event_spell: refs.spell.clone(),
        triggering_player: refs.triggering_player,
        ..Scope::default()
    };
    lower_in(e, &mut scope, &refs)
}

/// Lowers an effect in `scope` (which keeps what else the lowering learned, such as kicked
/// targets); its modes are lowered each in a scope of its own with the same `refs`.
fn lower_in(e: EffectAst, scope: &mut Scope, refs: &EventRefs) -> Effect {
    let program = actions(e.actions, scope);
    let modes = e.modes.into_iter().map(|m| lower_effect_with(m, refs.clone())).collect();
    Effect {
        targets: std::mem::take(&mut scope.targets),
        program,
        modes,
        mode_count: e.mode_count,
        mode_repeat: e.mode_repeat,
        text: String::new(),
    }
}

pub(super) fn actions(list: Vec<ActionAst>, s: &mut Scope) -> Vec<Instr> {
    let mut out: Vec<Instr> = Vec::new();
    for a in list {
        match a {
            ActionAst::NoRegeneration => {
                // CR 701.19c: patches the destroy before it ("Destroy target creature if it's
                // white. A creature destroyed this way can't be regenerated.").
                last_destroy(&mut out);
            }
            other => {
                // "Create a 5/5 Wall token. Sacrifice it at the beginning of the next end step.",
                // "create a 2/2 red Rebel creature token, then attach this Equipment to it"
                // (For Mirrodin!, CR 702.163a): "it" is the token made, also when it was made
                // only "if you do" ("Exile that token at the beginning of the next end step").
                if matches!(other, ActionAst::DelayedAbout { .. } | ActionAst::Attach { .. })
                    && out.last().is_some_and(made_token)
                {
                    s.last_obj = Some(Ref::Affected);
                }
                out.extend(action(other, s))
            }
        }
    }
    pay_and_more(out)
}

/// Whether the instruction creates a token last, itself or as the end of what it does if a
/// condition holds.
fn made_token(i: &Instr) -> bool {
    match i {
        Instr::CreateToken { .. } => true,
        Instr::If { then, .. } => then.last().is_some_and(made_token),
        _ => false,
    }
}

/// "You may pay {1}{R} and discard a card. If you do, ...": the payment and what follows it
/// are one cost (CR 118.12): offered only if all of it can be paid (CR 118.3), the rest paid
/// only if the mana was, and "if you do" only if all of it was. One discard or sacrifice
/// of a fixed number after the payment is read this way.
fn pay_and_more(mut out: Vec<Instr>) -> Vec<Instr> {
    let Some(i) = out
        .windows(2)
        .position(|w| matches!(w[0], Instr::PayCost { who: Ref::You, .. }) && payable_part(&w[1]).is_some())
    else {
        return out;
    };
    let can_pay = payable_part(&out[i + 1]).expect("checked");
    let if_done = match out.get(i + 2) {
        Some(Instr::If { condition: Condition::PreviousDidSomething, .. }) => Some(out.remove(i + 2)),
        _ => None,
    };
    let part = out.remove(i + 1);
    let pay = out.remove(i);
    let did = |then: Vec<Instr>| Instr::If { condition: Condition::PreviousDidSomething, then };
    let rest = std::iter::once(part).chain(if_done).collect();
    out.insert(i, Instr::If { condition: can_pay, then: vec![pay, did(rest)] });
    out
}

/// The condition under which a discard or sacrifice by "you" can be paid as part of a cost
/// (CR 118.3), if the instruction is one.
fn payable_part(i: &Instr) -> Option<Condition> {
    match i {
        Instr::Discard { who: Ref::You, amount: Amount::Fixed(n), random: false } if *n > 0 => {
            Some(Condition::YourHandSize(Cmp::Ge, *n as u32))
        }
        Instr::Sacrifice { who: Ref::You, filter, count: Amount::Fixed(n) } if *n > 0 => {
            Some(Condition::YouControl(filter.clone(), *n as u32))
        }
        _ => None,
    }
}

/// Marks the last destroy of a program, also inside a condition, as "can't be regenerated"
/// (CR 701.19c).
pub(super) fn last_destroy(program: &mut [Instr]) -> bool {
    program.iter_mut().rev().any(|i| match i {
        Instr::Destroy { no_regeneration, .. } => {
            *no_regeneration = true;
            true
        }
        Instr::If { then, .. }
        | Instr::May { then, .. }
        | Instr::ForEach { then, .. }
        | Instr::PlayerMay { then, .. } => last_destroy(then),
        _ => false,
    })
}

/// The actions after "If ~ was kicked,": there "it deals" means what was kicked, while
/// "that creature" still means the object mentioned before (Illuminate: "If this spell was
/// kicked ..., it deals X damage to that creature's controller.").
pub(super) fn kicked_actions(list: Vec<ActionAst>, s: &mut Scope) -> Vec<Instr> {
    if list.iter().any(|a| matches!(a, ActionAst::NoRegeneration)) {
        return actions(list, s);
    }
    let mut out = Vec::new();
    for a in list {
        match a {
            ActionAst::DealDamage { by: ObjRef::It, amount: am, to } => {
                let amount = amount(&am, s);
                for r in to {
                    out.push(Instr::damage(amount.clone(), recipient(r, s)));
                }
            }
            other => out.extend(action(other, s)),
        }
    }
    out
}

/// The instructions of one action: a table of the actions, each lowered by the file of
/// its area.
pub(super) fn action(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    // CR 608.2h: "Each player loses 1 life for each creature they control": counted for
    // each player in turn.
    if let Some((each, one_player)) = each_player_counted(&a) {
        let what = player(each, s);
        let outer = s.last_player.replace(Ref::EachOne);
        let then = action(one_player, s);
        s.last_player = outer;
        return vec![Instr::ForEach { what, then }];
    }
    match a {
        a @ ActionAst::Destroy { .. } => permanents::lower(a, s),
        a @ ActionAst::NoRegeneration => permanents::lower(a, s),
        a @ ActionAst::Exile { .. } => permanents::lower(a, s),
        // CR 601.2a, 305.1: the cards the exile before moved (its affected objects).
        ActionAst::MayPlayExiled { next_turn } => vec![Instr::MayPlayThisTurn { what: Ref::Affected, next_turn }],
        // CR 702.34a: the cards keep the grant only while in the graveyard (CR 400.7).
        ActionAst::GainFlashbackThisTurn { what } => vec![Instr::GainFlashbackThisTurn { what: obj(what, s) }],
        a @ ActionAst::ReturnToHand { .. } => permanents::lower(a, s),
        a @ ActionAst::ReturnToBattlefield { .. } => permanents::lower(a, s),
        a @ ActionAst::PutOntoBattlefield { .. } => permanents::lower(a, s),
        a @ ActionAst::Tap { .. } => permanents::lower(a, s),
        a @ ActionAst::PhaseOut { .. } => permanents::lower(a, s),
        a @ (ActionAst::Explore { .. } | ActionAst::Connive { .. }) => permanents::lower(a, s),
        a @ ActionAst::Untap { .. } => permanents::lower(a, s),
        a @ ActionAst::Transform { .. } => permanents::lower(a, s),
        a @ ActionAst::Monstrosity { .. } => permanents::lower(a, s),
        a @ ActionAst::GainClassLevel { .. } => permanents::lower(a, s),
        a @ ActionAst::Flip { .. } => permanents::lower(a, s),
        a @ ActionAst::TurnFace { .. } => permanents::lower(a, s),
        a @ ActionAst::TapOrUntap { .. } => permanents::lower(a, s),
        a @ ActionAst::GiveControl { .. } => permanents::lower(a, s),
        a @ ActionAst::ExchangeControl { .. } => permanents::lower(a, s),
        a @ ActionAst::Attach { .. } => permanents::lower(a, s),
        a @ ActionAst::CreateTokensFor { .. } => permanents::lower(a, s),
        a @ ActionAst::PutIntoGraveyard { .. } => permanents::lower(a, s),
        a @ ActionAst::PutOnBottom { .. } => permanents::lower(a, s),
        a @ ActionAst::Combat { .. } => permanents::lower(a, s),
        a @ ActionAst::Piles(..) => piles::lower(a, s),
        a @ ActionAst::ExileSameName { .. } => same_name::lower(a, s),
        a @ ActionAst::Regenerate { .. } => permanents::lower(a, s),
        a @ ActionAst::ChangeText { .. } => permanents::lower(a, s),
        a @ ActionAst::Grant { .. } => permanents::lower(a, s),
        a @ ActionAst::CreateTokens { .. } => permanents::lower(a, s),
        a @ ActionAst::Sacrifice { .. } => permanents::lower(a, s),
        a @ ActionAst::SkipNextUntap { .. } => permanents::lower(a, s),
        a @ ActionAst::Compound { .. } => permanents::lower(a, s),
        a @ ActionAst::ReturnUnderOwner { .. } => permanents::lower(a, s),
        a @ ActionAst::SacrificeObject { .. } => permanents::lower(a, s),
        a @ ActionAst::PutOnTop { .. } => permanents::lower(a, s),
        a @ ActionAst::PutCounters { .. } => permanents::lower(a, s),
        a @ ActionAst::RemoveCounters { .. } => permanents::lower(a, s),
        a @ ActionAst::DealDividedDamage { .. } => damage::lower(a, s),
        a @ ActionAst::DealDamage { .. } => damage::lower(a, s),
        a @ ActionAst::Fight { .. } => damage::lower(a, s),
        a @ ActionAst::PreventDivided { .. } => damage::lower(a, s),
        a @ ActionAst::PreventToAndBy { .. } => damage::lower(a, s),
        a @ ActionAst::DealDamageEachCounted { .. } => damage::lower(a, s),
        a @ ActionAst::PreventAllCombatDamage => damage::lower(a, s),
        a @ ActionAst::DamageCantBePrevented => damage::lower(a, s),
        a @ ActionAst::PreventNextFrom { .. } => damage::lower(a, s),
        a @ ActionAst::PreventAll { .. } => damage::lower(a, s),
        a @ ActionAst::Redirect(..) => damage::lower(a, s),
        a @ ActionAst::PreventNextBy { .. } => damage::lower(a, s),
        a @ ActionAst::PreventNextFromObj { .. } => damage::lower(a, s),
        a @ ActionAst::PreventAllChosen { .. } => damage::lower(a, s),
        a @ ActionAst::PreventNext { .. } => damage::lower(a, s),
        a @ ActionAst::DealDamageSplit { .. } => damage::lower(a, s),
        a @ ActionAst::Draw { .. } => players::lower(a, s),
        a @ ActionAst::Discard { .. } => players::lower(a, s),
        a @ ActionAst::GainLife { .. } => players::lower(a, s),
        a @ ActionAst::LoseLife { .. } => players::lower(a, s),
        a @ ActionAst::Mill { .. } => players::lower(a, s),
        a @ ActionAst::TurnEffect { .. } => players::lower(a, s),
        a @ ActionAst::PayTimes { .. } => players::lower(a, s),
        a @ ActionAst::AddMana(..) => players::lower(a, s),
        a @ ActionAst::AddManaBy { .. } => players::lower(a, s),
        a @ ActionAst::RevealHand { .. } => players::lower(a, s),
        a @ ActionAst::ChooseFromHand { .. } => players::lower(a, s),
        a @ ActionAst::DiscardIt { .. } => players::lower(a, s),
        a @ ActionAst::Scry { .. } => players::lower(a, s),
        a @ (ActionAst::Shuffle { .. } | ActionAst::ShuffleIfSearched) => players::lower(a, s),
        a @ ActionAst::ShuffleInto { .. } => players::lower(a, s),
        a @ ActionAst::NoLifeGainThisTurn => players::lower(a, s),
        a @ ActionAst::NextDrawInstead(..) => players::lower(a, s),
        a @ ActionAst::Pay { .. } => players::lower(a, s),
        a @ ActionAst::WinGame => players::lower(a, s),
        a @ ActionAst::BecomeMonarch { .. } => players::lower(a, s),
        a @ ActionAst::CantCast { .. } => players::lower(a, s),
        a @ ActionAst::PayLife { .. } => players::lower(a, s),
        a @ ActionAst::PlayerCounters { .. } => players::lower(a, s),
        a @ ActionAst::GetEmblem { .. } => players::lower(a, s),
        a @ ActionAst::SearchOf { .. } => zones::lower(a, s),
        a @ ActionAst::LookAtHand { .. } => zones::lower(a, s),
        a @ ActionAst::SearchBy { .. } => zones::lower(a, s),
        a @ ActionAst::PutOntoBattlefieldBy { .. } => zones::lower(a, s),
        a @ ActionAst::ExileFromGraveyardBy { .. } => zones::lower(a, s),
        a @ ActionAst::RevealUntil { .. } => zones::lower(a, s),
        a @ ActionAst::LookOrReveal { .. } => zones::lower(a, s),
        a @ ActionAst::ReturnSelfFrom { .. } => zones::lower(a, s),
        a @ ActionAst::RevealTop { .. } => zones::lower(a, s),
        a @ ActionAst::ArrangeTop { .. } => zones::lower(a, s),
        a @ ActionAst::PutFoundOnTop => zones::lower(a, s),
        a @ ActionAst::SplitFound { .. } => zones::lower(a, s),
        a @ ActionAst::ReturnExiledWithSelf => zones::lower(a, s),
        a @ ActionAst::Search { .. } => zones::lower(a, s),
        a @ ActionAst::RevealAnyNumber { .. } => zones::lower(a, s),
        a @ ActionAst::LookAtTop { .. } => zones::lower(a, s),
        a @ ActionAst::Counter { .. } => stack::lower(a, s),
        a @ ActionAst::ChangeTarget { .. } => stack::lower(a, s),
        a @ ActionAst::CounterTo { .. } => stack::lower(a, s),
        a @ (ActionAst::FlipCoin | ActionAst::Clash) => stack::lower(a, s),
        a @ ActionAst::CounteredInstead(..) => stack::lower(a, s),
        a @ (ActionAst::CopySelf { .. } | ActionAst::CopyTargetSpell { .. }) => stack::lower(a, s),
        a @ ActionAst::OthersMay { .. } => flow::lower(a, s),
        a @ ActionAst::IfItIsElse { .. } => flow::lower(a, s),
        a @ ActionAst::Unless { .. } => flow::lower(a, s),
        a @ ActionAst::May(..) => flow::lower(a, s),
        a @ ActionAst::Delayed { .. } => flow::lower(a, s),
        a @ ActionAst::Choose(..) => flow::lower(a, s),
        a @ ActionAst::DelayedAbout { .. } => flow::lower(a, s),
        a @ ActionAst::ForEach { .. } => flow::lower(a, s),
        a @ ActionAst::IfCondition(..) => flow::lower(a, s),
        a @ ActionAst::Instead { .. } => flow::lower(a, s),
        a @ ActionAst::IfItIs { .. } => flow::lower(a, s),
        a @ ActionAst::ChoosePermanent { .. } => flow::lower(a, s),
        a @ ActionAst::UntapUpTo { .. } => flow::lower(a, s),
        a @ ActionAst::IfYouDo(..) => flow::lower(a, s),
        a @ ActionAst::IfNotDone(..) => flow::lower(a, s),
        a @ ActionAst::ChoosePermanentBy { .. } => flow::lower(a, s),
        a @ (ActionAst::Proliferate | ActionAst::Adapt(_) | ActionAst::Bolster(_) | ActionAst::Amass { .. }) => {
            counter_actions::lower(a, s)
        }
        ActionAst::CreateTokenCopy { of, except } => {
            vec![Instr::CreateTokenCopy { of: obj(of, s), except: token_copy_except(except) }]
        }
        ActionAst::Meld(into) => vec![Instr::Meld { into }],
    }
}

pub(super) fn mana_produce(m: ManaAst, s: &mut Scope) -> ManaProduce {
    match m {
        ManaAst::Fixed(v) => ManaProduce::Fixed(v),
        ManaAst::OneOf(v) => ManaProduce::OneOf(v, 1),
        ManaAst::AnyColor(n) => ManaProduce::AnyColor(n),
        ManaAst::AnyColorAmount(n) => ManaProduce::AnyColorAmount(amount(&n, s)),
        ManaAst::ForEach(v, n) => ManaProduce::ForEach(v, amount(&n, s)),
        ManaAst::ChosenColorAmount(n) => ManaProduce::ChosenColorAmount(amount(&n, s)),
        ManaAst::ChosenColor => ManaProduce::ChosenColor,
        ManaAst::CommanderIdentity => ManaProduce::CommanderIdentity,
        ManaAst::Combination(kinds, n) => ManaProduce::Combination(kinds, amount(&n, s)),
        ManaAst::LandCouldProduce { whose, basic, colors_only } => {
            ManaProduce::LandCouldProduce { whose: players(whose), basic, colors_only }
        }
    }
}

/// Lowers a redirection effect (CR 614.9); the watched recipients and sources come first,
/// so their targets are numbered before the new recipient's.
pub(super) fn redirect(r: RedirectAst, s: &mut Scope) -> Instr {
    use grimoire_engine::{DamageFrom, RedirectLimit, RedirectSpec, RedirectTo};
    let to = r.to.into_iter().map(|t| recipient(t, s)).collect();
    let from = match r.from {
        RedirectFromAst::Any => DamageFrom::Any,
        RedirectFromAst::Obj(o) => DamageFrom::Objects(obj(o, s)),
        RedirectFromAst::Chosen => DamageFrom::Chosen,
    };
    let limit = match r.limit {
        RedirectLimitAst::Next(a) => RedirectLimit::Next(amount(&a, s)),
        RedirectLimitAst::NextTime => RedirectLimit::NextTime,
        RedirectLimitAst::ThisTurn => RedirectLimit::ThisTurn,
    };
    let dest = match r.dest {
        RedirectToAst::Recipient(t) => RedirectTo::Ref(recipient(t, s)),
        RedirectToAst::SourceController => RedirectTo::SourceController,
        RedirectToAst::SourceItself => RedirectTo::SourceItself,
    };
    Instr::RedirectDamage(Box::new(RedirectSpec {
        to,
        from,
        filter: source_filter(r.filter),
        combat_only: r.combat_only,
        limit,
        dest,
    }))
}

/// "Each player loses 1 life for each creature they control": an action of each player (or
/// each opponent) whose amount reads that player, so it is counted for each in turn (CR
/// 608.2h). Returns the players and the action as one player's ("that player" then meaning
/// the one it is at).
pub(super) fn each_player_counted(a: &ActionAst) -> Option<(PlayerRef, ActionAst)> {
    let (who, amount) = match a {
        ActionAst::Draw { who, amount }
        | ActionAst::Discard { who, amount, .. }
        | ActionAst::GainLife { who, amount }
        | ActionAst::LoseLife { who, amount }
        | ActionAst::Mill { who, amount } => (who, amount),
        ActionAst::Sacrifice { who, count, .. } => (who, count),
        _ => return None,
    };
    if !matches!(who, PlayerRef::Each | PlayerRef::EachOpponent) || !amount.reads_that_player() {
        return None;
    }
    let mut one = a.clone();
    match &mut one {
        ActionAst::Draw { who, .. }
        | ActionAst::Discard { who, .. }
        | ActionAst::GainLife { who, .. }
        | ActionAst::LoseLife { who, .. }
        | ActionAst::Mill { who, .. }
        | ActionAst::Sacrifice { who, .. } => *who = PlayerRef::That,
        _ => unreachable!("matched above"),
    }
    Some((who.clone(), one))
}

/// The exceptions of a token copy (CR 707.9b), as the engine holds them.
fn token_copy_except(e: TokenCopyExceptAst) -> TokenCopyExcept {
    TokenCopyExcept {
        colors: e.colors.map(|cs| {
            let mut set = ColorSet::NONE;
            cs.into_iter().for_each(|c| set.insert(c));
            set
        }),
        pt: e.pt,
        no_mana_cost: e.no_mana_cost,
        add_subtypes: e.add_subtypes,
        add_keywords: e.add_keywords,
        not_legendary: e.not_legendary,
    }
}
