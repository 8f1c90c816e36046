//! Lowering phrases to the engine's references and filters: objects and players (with
//! "it" and "that player" resolved to what was named before), amounts, object phrases as
//! filters (CR 109), target specifications (CR 115) and token definitions (CR 111).

use super::*;

pub(super) fn recipient(r: Recipient, s: &mut Scope) -> Ref {
    match r {
        Recipient::Obj(o) => obj(o, s),
        Recipient::Player(p) => player(p, s),
    }
}

/// The last target named so far that may be a player ("target player or planeswalker").
fn player_target(s: &Scope) -> Option<u8> {
    s.targets.iter().rposition(|t| t.players.is_some()).map(|i| i as u8)
}

/// Lowers an object reference, adding targets to the scope as they appear.
pub(super) fn obj(o: ObjRef, s: &mut Scope) -> Ref {
    let r = match o {
        ObjRef::SelfRef => s.self_now.clone().unwrap_or(Ref::Source),
        ObjRef::Attached => Ref::Attached,
        ObjRef::It => return s.last_obj.clone().or_else(|| s.default_it.clone()).unwrap_or(Ref::Source),
        ObjRef::Created => return Ref::Affected,
        ObjRef::That => {
            return match s.last_obj.clone() {
                Some(r) if r != Ref::Source => r,
                _ => s.default_it.clone().unwrap_or(Ref::Source),
            }
        }
        ObjRef::ThatSpell => match s.event_spell.clone() {
            Some(r) => r,
            None => return obj(ObjRef::That, s),
        },
        ObjRef::Target(t) => {
            let mut spec = target_spec(&t);
            // "target cards from their graveyard": owned by the target player named before.
            if let (Some(Ref::Target(i)), Some((_, f))) = (&s.last_player, &mut spec.objects) {
                if t.phrase.suffixes.iter().any(|x| matches!(x, Suffix::TheirZone(_))) {
                    *f = f.clone().and(Filter::OwnedByTarget(*i));
                }
            }
            // "target creature that player or that planeswalker's controller controls".
            if let (Some(i), Some((_, f))) = (player_target(s), &mut spec.objects) {
                if t.phrase.suffixes.contains(&Suffix::ControlledByTargetPlayer) {
                    *f = f.clone().and(Filter::ControlledByTarget(i));
                }
            }
            s.targets.push(spec);
            let r = Ref::Target((s.targets.len() - 1) as u8);
            // "target creature an opponent controls": the player named is its controller.
            if t.phrase.suffixes.iter().any(|x| matches!(x, Suffix::ControlledBy(p) if *p != PlayersAst::You)) {
                s.named_player = Some(Ref::ControllerOf(Box::new(r.clone())));
            }
            r
        }
        ObjRef::Each(ph) => match zone_suffix(&ph) {
            // "all enchantment cards from your graveyard": cards in that zone.
            Some((z, pf)) => Ref::CardsInMatching(z, pf, filter(&without_zone(&ph))),
            None => Ref::Each(filter(&ph)),
        },
        ObjRef::CardsIn(who, zone) => Ref::CardsIn(zone, Box::new(player(*who, s))),
        ObjRef::EachControlledBy(ph, who) => {
            let who = player(*who, s);
            Ref::EachControlledBy(filter(&ph), Box::new(who))
        }
        ObjRef::Paid => Ref::Paid,
        ObjRef::ExiledWithSelf => Ref::ExiledWithSource,
        ObjRef::DealtDamageThisWay(ph) => Ref::DealtDamageThisWay(filter(&ph)),
        ObjRef::WithSameName(of, ph) => {
            let of = obj(*of, s);
            Ref::SameNameAs(Box::new(of), filter(&ph))
        }
        ObjRef::TopCardsOfLibrary(n) => {
            s.last_obj = Some(Ref::Affected);
            return Ref::TopCardsOf(Box::new(Ref::You), amount(&n, s));
        }
        ObjRef::TopCardIn(who, zone, ph) => {
            let who = player(*who, s);
            // "That creature" afterwards is the card as it was moved, not the new top card.
            s.last_obj = Some(Ref::Affected);
            return Ref::TopCardIn(zone, Box::new(who), filter(&ph));
        }
    };
    s.last_obj = Some(r.clone());
    r
}

pub(super) fn player(p: PlayerRef, s: &mut Scope) -> Ref {
    let r = match p {
        PlayerRef::You => Ref::You,
        PlayerRef::Each => Ref::EachPlayer,
        PlayerRef::EachOpponent => Ref::EachOpponent,
        PlayerRef::ControllerOf(o) => Ref::ControllerOf(Box::new(obj(*o, s))),
        PlayerRef::OwnerOf(o) => Ref::OwnerOf(Box::new(obj(*o, s))),
        PlayerRef::That => {
            return s
                .last_player
                .clone()
                .or_else(|| s.default_player.clone())
                .or_else(|| s.named_player.clone().filter(|_| !s.triggering_player))
                .unwrap_or(Ref::Triggering)
        }
        PlayerRef::Defending => Ref::DefendingPlayer,
        // A player chosen is its own "controller" here (`Ref::ControllerOf` keeps players).
        PlayerRef::TargetPlayerOrController => {
            Ref::ControllerOf(Box::new(Ref::Target(player_target(s).unwrap_or_default())))
        }
        PlayerRef::Target(t) => {
            s.targets.push(target_spec(&t));
            Ref::Target((s.targets.len() - 1) as u8)
        }
    };
    s.last_player = Some(r.clone());
    r
}

pub(super) fn amount(a: &AmountAst, s: &mut Scope) -> Amount {
    match a {
        AmountAst::Num(n) => Amount::Fixed(*n),
        AmountAst::CreaturesDiedThisTurn => Amount::History(HistoryAmount::CreaturesDied),
        AmountAst::DiedIntoYourGraveyardThisTurn { nontoken } => {
            Amount::History(HistoryAmount::DiedIntoYourGraveyard { nontoken: *nontoken })
        }
        // "you" here does not become "that player" for what follows.
        AmountAst::DamageDealtThisTurnTo(PlayerRef::You) => {
            Amount::History(HistoryAmount::DamageToPlayer(Box::new(Ref::You)))
        }
        AmountAst::CountEachControls(ph) => Amount::CountControlledBy(filter(ph), Box::new(Ref::EachOne)),
        AmountAst::CountOtherThanAttached(ph) => {
            Amount::Count(filter(ph).and(Filter::Not(Box::new(Filter::AttachedTo))))
        }
        AmountAst::CountOthers(ph) => Amount::Count(filter(ph)),
        AmountAst::X => Amount::X,
        AmountAst::ManaSpent { colors } => Amount::ManaSpent { colors: *colors },
        AmountAst::TimesKicked => Amount::TimesKicked,
        AmountAst::Count(ph) => match zone_suffix(ph) {
            // "creature cards in all graveyards": counted in that zone, not on the battlefield.
            Some((z, pf)) => Amount::CardsIn(z, pf, filter(&without_zone(ph))),
            None => Amount::Count(filter(ph)),
        },
        AmountAst::CountControlledBy(ph, who) => {
            Amount::CountControlledBy(filter(ph), Box::new(player((**who).clone(), s)))
        }
        AmountAst::PowerOf(o) => Amount::PowerOf(Box::new(obj(o.clone(), s))),
        AmountAst::ToughnessOf(o) => Amount::ToughnessOf(Box::new(obj(o.clone(), s))),
        AmountAst::ManaValueOf(o) => Amount::ManaValueOf(Box::new(obj(o.clone(), s))),
        AmountAst::ThatMuch => Amount::EventAmount,
        AmountAst::RevealedThisWay => Amount::Affected,
        AmountAst::MostDiscardedByOnePlayer => Amount::MostAffectedOfOnePlayer,
        AmountAst::Domain => Amount::Domain,
        AmountAst::Devotion(colors) => Amount::Devotion(colors.iter().copied().collect()),
        AmountAst::DevotionToChosenColor => Amount::DevotionToChosenColor,
        AmountAst::Party => Amount::Party,
        AmountAst::Times(n, inner) => Amount::Times(*n, Box::new(amount(inner, s))),
        AmountAst::Neg(inner) => Amount::Neg(Box::new(amount(inner, s))),
        AmountAst::CountersOn(o, kind) => Amount::CountersOn(Box::new(obj(o.clone(), s)), CounterKind::parse(kind)),
        // "your hand" leaves "that player" meaning the player named before.
        AmountAst::HandSize(PlayerRef::You) => Amount::HandSize(Box::new(Ref::You)),
        AmountAst::HandSize(who) => Amount::HandSize(Box::new(player(who.clone(), s))),
        AmountAst::BlockersOf(o, beyond) => Amount::BlockersOf(Box::new(obj(o.clone(), s)), *beyond),
        AmountAst::Plus(a, b) => Amount::Plus(Box::new(amount(a, s)), Box::new(amount(b, s))),
        AmountAst::Greatest(stat, ph) => Amount::Greatest(
            match stat {
                StatAst::Power => Stat::Power,
                StatAst::Toughness => Stat::Toughness,
                StatAst::ManaValue => Stat::ManaValue,
            },
            filter(ph),
        ),
        AmountAst::Half(a, up) => Amount::Half(Box::new(amount(a, s)), *up),
        AmountAst::DoneThisWay => Amount::DoneThisWay,
        AmountAst::CardsInTheir(ph, zone) => {
            let who = player(PlayerRef::That, s);
            Amount::CardsOf(*zone, Box::new(who), filter(&without_zone(ph)))
        }
        AmountAst::Minus(a, b) => Amount::Plus(Box::new(amount(a, s)), Box::new(Amount::Neg(Box::new(amount(b, s))))),
        AmountAst::DamageDealtThisTurnTo(who) => {
            let who = player(who.clone(), s);
            Amount::History(grimoire_engine::HistoryAmount::DamageToPlayer(Box::new(who)))
        }
    }
}

/// The zone other than the battlefield that a phrase names ("from your graveyard").
pub(super) fn zone_suffix(ph: &ObjectPhrase) -> Option<(Zone, PlayerFilter)> {
    ph.suffixes.iter().find_map(|x| match x {
        Suffix::Zone(z, pf) if *z != Zone::Battlefield => Some((*z, players(*pf))),
        Suffix::SingleGraveyard => Some((Zone::Graveyard, PlayerFilter::Any)),
        _ => None,
    })
}

/// The phrase without its zone qualifier (the zone is then given separately).
pub(super) fn without_zone(ph: &ObjectPhrase) -> ObjectPhrase {
    ObjectPhrase {
        suffixes: ph
            .suffixes
            .iter()
            .filter(|x| !matches!(x, Suffix::Zone(..) | Suffix::SingleGraveyard))
            .cloned()
            .collect(),
        ..ph.clone()
    }
}

pub(super) fn desc(d: &Desc) -> Filter {
    let neg = |f: Filter, yes: bool| if yes { f } else { Filter::Not(Box::new(f)) };
    match d {
        Desc::Color(c, yes) => neg(Filter::Color(*c), *yes),
        Desc::Colorless => Filter::Colorless,
        // CR 105.2b-c: one colour; two or more (of the five).
        Desc::Multicolored => Filter::ColorCount { min: 2, max: 5 },
        Desc::Monocolored => Filter::ColorCount { min: 1, max: 1 },
        Desc::Type(t, yes) => neg(Filter::Type(*t), *yes),
        Desc::Subtype(st, yes) => neg(Filter::Subtype(st.clone()), *yes),
        Desc::Super(st, yes) => neg(Filter::Supertype(*st), *yes),
        Desc::Tapped(true) => Filter::Tapped,
        Desc::Tapped(false) => Filter::Untapped,
        Desc::Attacking => Filter::Attacking,
        Desc::Blocking => Filter::Blocking,
        Desc::Token(yes) => neg(Filter::Token, *yes),
        // CR 110.4b: artifact, battle, creature, enchantment, land, planeswalker.
        Desc::FaceDown => Filter::FaceDown,
        Desc::Commander => Filter::Commander,
        Desc::Combat(c) => combat_state(*c),
        Desc::Permanent => {
            Filter::Not(Box::new(Filter::Or(vec![Filter::Type(CardType::Instant), Filter::Type(CardType::Sorcery)])))
        }
    }
}

pub(super) fn noun(n: &Noun) -> Filter {
    match n {
        Noun::Type(t) => Filter::Type(*t),
        Noun::Subtype(s) => Filter::Subtype(s.clone()),
        Noun::Token => Filter::Token,
        Noun::Commander => Filter::Commander,
        Noun::Permanent | Noun::Spell | Noun::Card | Noun::Source | Noun::Player | Noun::Opponent => Filter::Any,
    }
}

pub(super) fn term_filter(t: &Term) -> Filter {
    let mut f = Filter::Any;
    for d in &t.adjs {
        f = f.and(desc(d));
    }
    if let Some(n) = &t.noun {
        f = f.and(noun(n));
    }
    f
}

pub(super) fn is_player_term(t: &Term) -> bool {
    matches!(t.noun, Some(Noun::Player) | Some(Noun::Opponent))
}

pub(super) fn suffix(x: &Suffix) -> Filter {
    match x {
        Suffix::Keyword(k, yes) => {
            let f = Filter::Keyword(k.clone());
            if *yes {
                f
            } else {
                Filter::Not(Box::new(f))
            }
        }
        Suffix::ControlledBy(p) => Filter::ControlledBy(players(*p)),
        Suffix::NotControlledBy(p) => Filter::Not(Box::new(Filter::ControlledBy(players(*p)))),
        Suffix::OwnedBy(p) => Filter::OwnedBy(players(*p)),
        Suffix::Power(c, n) => Filter::Power(*c, *n),
        Suffix::PowerVsSelf(c) => Filter::StatVsSource(Stat::Power, *c),
        Suffix::Toughness(c, n) => Filter::Toughness(*c, *n),
        Suffix::ManaValue(c, n) => Filter::ManaValue(*c, Box::new(amount(n, &mut Scope::default()))),
        Suffix::DrawnThisTurn => Filter::DrawnThisTurn,
        Suffix::BlockingOrBlockedBySelf => Filter::BlockingOrBlockedBySource,
        Suffix::NonManaAbility => Filter::HasNonManaActivatedAbility,
        // Read with the targets chosen (`obj`'s `Filter::ControlledByTarget`).
        Suffix::Zone(_, PlayersAst::Any) | Suffix::TheirZone(_) | Suffix::ControlledByTargetPlayer => Filter::Any,
        Suffix::Zone(_, p) => Filter::OwnedBy(players(*p)),
        Suffix::ChosenColor => Filter::ChosenColor,
        Suffix::ChosenType => Filter::ChosenSubtype,
        Suffix::ChosenName => Filter::ChosenName,
        Suffix::Named(n) => Filter::Named(n.clone()),
        Suffix::NotNamed(n) => Filter::Not(Box::new(Filter::Named(n.clone()))),
        Suffix::ControlledByDefending => Filter::ControlledByDefendingPlayer,
        Suffix::Morph => Filter::HasMorph,
        Suffix::DealtDamageThisTurn => Filter::DealtDamageThisTurn,
        Suffix::AttackedThisTurn(true) => Filter::AttackedThisTurn,
        Suffix::AttackedThisTurn(false) => Filter::Not(Box::new(Filter::AttackedThisTurn)),
        Suffix::Targets(None) => Filter::Targets(Box::new(Filter::Source)),
        Suffix::Targets(Some(ph)) => Filter::Targets(Box::new(filter(ph))),
        Suffix::SingleTarget => Filter::SingleTarget,
        // A zone, and a constraint on the set of targets chosen (`TargetSpec::same_owner`).
        Suffix::SingleGraveyard | Suffix::OtherTargets => Filter::Any,
        Suffix::Combat(c) => combat_state(*c),
        Suffix::OtherThan(ph) => Filter::Not(Box::new(filter(ph))),
        Suffix::Counters { kind, min, max } => Filter::HasCounter(CounterKind::parse(kind), *min, *max),
    }
}

/// The engine's duration for a stated one (CR 611.2).
pub(super) fn duration_of(u: Until) -> Duration {
    match u {
        Until::Forever => Duration::Forever,
        Until::EndOfTurn => Duration::EndOfTurn,
        Until::EndOfCombat => Duration::EndOfCombat,
        Until::WhileOnBattlefield => Duration::WhileSourceOnBattlefield,
        Until::WhileYouControl => Duration::WhileYouControlSource,
        Until::WhileTapped => Duration::WhileSourceTapped,
        Until::WhileYouControlTapped => Duration::WhileYouControlSourceTapped,
        Until::YourNextTurn => Duration::UntilYourNextTurn,
    }
}

/// The filter of a phrase's object alternatives (player alternatives are left out).
pub fn filter(ph: &ObjectPhrase) -> Filter {
    let terms: Vec<Filter> = ph.terms.iter().filter(|t| !is_player_term(t)).map(term_filter).collect();
    let mut f = match terms.len() {
        0 => Filter::Any,
        1 => terms.into_iter().next().expect("one"),
        _ => Filter::Or(terms),
    };
    for x in &ph.suffixes {
        f = f.and(suffix(x));
    }
    if ph.other {
        f = f.and(Filter::Other);
    }
    f
}

pub(super) fn zone_of(ph: &ObjectPhrase) -> Zone {
    for x in &ph.suffixes {
        if let Suffix::Zone(z, _) | Suffix::TheirZone(z) = x {
            return *z;
        }
        if *x == Suffix::SingleGraveyard {
            return Zone::Graveyard;
        }
    }
    if ph.terms.iter().any(|t| t.noun == Some(Noun::Spell)) {
        return Zone::Stack;
    }
    Zone::Battlefield
}

/// A target specification from a target phrase (CR 115.1).
pub fn target_spec(t: &TargetAst) -> TargetSpec {
    let ph = &t.phrase;
    let players = if ph.terms.iter().any(|t| t.noun == Some(Noun::Player)) {
        Some(PlayerFilter::Any)
    } else if ph.terms.iter().any(|t| t.noun == Some(Noun::Opponent)) {
        Some(PlayerFilter::Opponent)
    } else {
        None
    };
    let objects = if ph.terms.iter().any(|t| !is_player_term(t)) { Some((zone_of(ph), filter(ph))) } else { None };
    // "target spell or permanent" (CR 115.1): a spell on the stack or a permanent.
    let or_permanent = objects.as_ref().is_some_and(|(z, _)| *z == Zone::Stack)
        && ph.terms.iter().any(|t| t.noun == Some(Noun::Permanent));
    // CR 601.2c: "X target creatures": the amount needs no context beyond the source.
    let count = t.amount.as_ref().map(|a| amount(a, &mut Scope::default()));
    // "from a single graveyard": one owner for all the cards chosen.
    let same_owner = ph.suffixes.contains(&Suffix::SingleGraveyard);
    let distinct = ph.suffixes.contains(&Suffix::OtherTargets);
    TargetSpec {
        players,
        objects,
        min: t.count.0,
        max: t.count.1,
        text: t.text.clone(),
        or_permanent,
        count,
        same_owner,
        distinct,
    }
}

/// The definition of a token described in text (CR 111.4: its name is its subtypes plus
/// "Token", and it has the colours, types and abilities the effect lists).
pub fn token_def(t: &TokenAst) -> CardDef {
    let name = t.name.clone().unwrap_or_else(|| {
        if t.subtypes.is_empty() {
            "Token".to_string()
        } else {
            format!("{} Token", t.subtypes.join(" "))
        }
    });
    let mut def = CardDef::new(name, &t.types);
    def.colors = t.colors.iter().copied().collect();
    def.supertypes = t.supertypes.clone();
    def.subtypes = t.subtypes.clone();
    if let Some((p, q)) = t.pt {
        def.power = Some(PtValue::Fixed(p));
        def.toughness = Some(PtValue::Fixed(q));
    }
    def.abilities = t.keywords.iter().cloned().map(Ability::Keyword).collect();
    // CR 111.10: a predefined token's abilities.
    for (ast, text) in &t.abilities {
        def.abilities.extend(lower_ability(ast.clone(), text));
    }
    def.is_token = true;
    def
}

/// Creating `count` of the described token under `who`'s control (CR 111), tapped and
/// attacking as described (CR 110.5b, 508.4).
pub fn create_token(t: &TokenAst, count: Amount, who: Ref) -> Instr {
    Instr::CreateToken { token: token_def(t).shared(), count, who, tapped: t.tapped, attacking: t.attacking }
}

/// What a player chooses (CR 607.2d, 608.2d).
pub(super) fn choice(c: ChoiceAst) -> ChoiceKind {
    match c {
        ChoiceAst::Color => ChoiceKind::Color,
        ChoiceAst::CreatureType => ChoiceKind::CreatureType,
        ChoiceAst::CreatureTypeNotWall => ChoiceKind::CreatureTypeNotWall,
        ChoiceAst::Opponent => ChoiceKind::Opponent,
        ChoiceAst::CardName { nonland: false } => ChoiceKind::CardName(NameKind::Any),
        ChoiceAst::CardName { nonland: true } => ChoiceKind::CardName(NameKind::Nonland),
    }
}

/// What a player does instead of drawing a card (CR 614.1a, 614.11).
pub(super) fn draw_instead(d: DrawInsteadAst) -> DrawInstead {
    match d {
        DrawInsteadAst::Skip => DrawInstead::Skip,
        DrawInsteadAst::CounterOnSource(kind) => DrawInstead::CounterOnSource(CounterKind::parse(&kind)),
        DrawInsteadAst::GainLife(n) => DrawInstead::GainLife(n),
    }
}

/// A state of combat an object is in (CR 506.4, 509.1g, 509.1h).
fn combat_state(c: CombatStateAst) -> Filter {
    match c {
        CombatStateAst::Blocked => Filter::Blocked,
        CombatStateAst::Unblocked => Filter::Unblocked,
        CombatStateAst::NotAttacking => Filter::Not(Box::new(Filter::Attacking)),
        CombatStateAst::NotBlocking => Filter::Not(Box::new(Filter::Blocking)),
        CombatStateAst::BlockingSelf => Filter::BlockingSource,
        CombatStateAst::BlockedBySelf => Filter::BlockedBySource,
        CombatStateAst::BlockingOrBlockedBySelf => Filter::BlockingOrBlockedBySource,
        CombatStateAst::AttackingYou => Filter::AttackingYou,
    }
}

/// The kind of damage source a prevention, redirection or replacement effect watches (CR
/// 609.7, 614.1a, 615).
pub(super) fn source_filter(src: SourceAst) -> Filter {
    let word = |w: SourceWordAst| match w {
        SourceWordAst::Color(c) => Filter::Color(c),
        SourceWordAst::Type(t) => Filter::Type(t),
    };
    match src {
        SourceAst::Any => Filter::Any,
        SourceAst::OneOf(mut words) if words.len() == 1 => word(words.remove(0)),
        SourceAst::OneOf(words) => Filter::Or(words.into_iter().map(word).collect()),
        SourceAst::Of(color, noun) => {
            let kind = match noun {
                SourceNounAst::Source => Filter::Any,
                SourceNounAst::Spell => {
                    Filter::Or(vec![Filter::Type(CardType::Instant), Filter::Type(CardType::Sorcery)])
                }
                SourceNounAst::Creature => Filter::Type(CardType::Creature),
                SourceNounAst::CreatureYouControl => {
                    Filter::Type(CardType::Creature).and(Filter::ControlledBy(PlayerFilter::You))
                }
            };
            match color {
                Some(c) => Filter::Color(c).and(kind),
                None => kind,
            }
        }
        SourceAst::CreatureWithShadow => Filter::Type(CardType::Creature).and(Filter::Keyword(Keyword::Shadow)),
    }
}

/// Which players a phrase means.
pub(super) fn players(w: PlayersAst) -> PlayerFilter {
    match w {
        PlayersAst::Any => PlayerFilter::Any,
        PlayersAst::You => PlayerFilter::You,
        PlayersAst::Opponent => PlayerFilter::Opponent,
        PlayersAst::AttachedController => PlayerFilter::AttachedController,
        PlayersAst::ChosenPlayer => PlayerFilter::ChosenPlayer,
    }
}

/// A rule an object is given (CR 502.3, 506-510, 602.5, 701.19c, 115).
pub(super) fn restriction(r: RestrictionAst) -> Restriction {
    match r {
        RestrictionAst::CantAttack => Restriction::CantAttack,
        RestrictionAst::CantBlock => Restriction::CantBlock,
        RestrictionAst::CantAttackOrBlock => Restriction::CantAttackOrBlock,
        RestrictionAst::DoesntUntap => Restriction::DoesntUntap,
        RestrictionAst::CanBlockOnlyFlyers => Restriction::CanBlockOnlyFlyers,
        RestrictionAst::Unblockable => Restriction::Unblockable,
        RestrictionAst::AttacksEachCombat => Restriction::AttacksEachCombat,
        RestrictionAst::BlocksEachCombat => Restriction::BlocksEachCombat,
        RestrictionAst::MaxOneBlocker => Restriction::MaxOneBlocker,
        RestrictionAst::MustBeBlocked => Restriction::MustBeBlocked,
        RestrictionAst::MustBeBlockedByAll => Restriction::MustBeBlockedByAll,
        RestrictionAst::CantAttackUnlessDefenderControls(x) => Restriction::CantAttackUnlessDefenderControls(x),
        RestrictionAst::CantAttackAlone => Restriction::CantAttackAlone,
        RestrictionAst::CantBlockAlone => Restriction::CantBlockAlone,
        RestrictionAst::CantAttackOrBlockAlone => Restriction::CantAttackOrBlockAlone,
        RestrictionAst::CantAttackUnlessGreaterPowerAttacks => Restriction::CantAttackUnlessGreaterPowerAttacks,
        RestrictionAst::CantBlockUnlessGreaterPowerBlocks => Restriction::CantBlockUnlessGreaterPowerBlocks,
        RestrictionAst::AssignsNoCombatDamage => Restriction::AssignsNoCombatDamage,
        RestrictionAst::NoActivatedAbilities => Restriction::NoActivatedAbilities,
        RestrictionAst::CantBeRegenerated => Restriction::CantBeRegenerated,
        RestrictionAst::AttacksAsThoughHaste => Restriction::AttacksAsThoughHaste,
        RestrictionAst::AttacksAsThoughNoDefender => Restriction::AttacksAsThoughNoDefender,
        RestrictionAst::BlocksShadowAsThough => Restriction::BlocksShadowAsThough,
        RestrictionAst::BlocksAdditional => Restriction::BlocksAdditional,
        RestrictionAst::BlocksAnyNumber => Restriction::BlocksAnyNumber,
        RestrictionAst::MayAssignAsThoughUnblocked => Restriction::MayAssignAsThoughUnblocked,
        RestrictionAst::AllAttackIfThisAttacks => Restriction::AllAttackIfThisAttacks,
        RestrictionAst::AttacksIfAnotherAttacks => Restriction::AttacksIfAnotherAttacks,
        RestrictionAst::CantAttackIfDefenderHasUntappedPowerAtLeast(x) => {
            Restriction::CantAttackIfDefenderHasUntappedPowerAtLeast(x)
        }
        RestrictionAst::CantAttackIfDefenderHasUntappedPowerAtMost(x) => {
            Restriction::CantAttackIfDefenderHasUntappedPowerAtMost(x)
        }
        RestrictionAst::CantAttackIfAnotherCreature => Restriction::CantAttackIfAnotherCreature,
        RestrictionAst::CantAttackOrBlockIfEnchantment => Restriction::CantAttackOrBlockIfEnchantment,
        RestrictionAst::CantBeTargetedByColor(x) => Restriction::CantBeTargetedByColor(x),
        RestrictionAst::ExiledInstead { leaving } => Restriction::ExiledInstead { leaving },
    }
}
