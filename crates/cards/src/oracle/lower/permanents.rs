//! Lowering actions on objects on the battlefield to instructions: destroy, exile, return
//! to hand (CR 701.7, 701.13), tap and untap, control changes and grants (CR 613), counters
//! (CR 122), tokens (CR 111), sacrifice (CR 701.21), moves to a library or graveyard,
//! exploring and conniving (CR 701.44, 701.50).

use super::*;

/// The instructions of one permanents action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let one = |i: Instr| vec![i];
    match a {
        ActionAst::Destroy { what } => one(Instr::Destroy { what: obj(what, s), no_regeneration: false }),
        ActionAst::NoRegeneration => vec![],
        ActionAst::Exile { what, until_source_leaves } => one(Instr::Exile { what: obj(what, s), until_source_leaves }),
        ActionAst::ReturnToHand { what } => {
            let what = obj(what, s);
            // "return target permanent to its owner's hand, then that player discards a card".
            s.named_player = Some(Ref::OwnerOf(Box::new(what.clone())));
            one(Instr::ReturnToHand { what })
        }
        ActionAst::ReturnToBattlefield { what, tapped, transformed } => {
            let what = obj(what, s);
            // CR 400.7: the permanent is a new object; "it" after this is the permanent it
            // became (the instruction's affected objects), not the card that was moved.
            s.last_obj = Some(Ref::Affected);
            one(Instr::PutOntoBattlefield { what, under: Ref::You, tapped, transformed })
        }
        ActionAst::PutOntoBattlefield { what, under, tapped } => {
            let what = obj(what, s);
            // CR 110.2: the player who puts it onto the battlefield controls it. "You" put it
            // there doesn't become "that player" for what follows.
            let under = if under == PlayerRef::You { Ref::You } else { player(under, s) };
            s.last_obj = Some(Ref::Affected);
            one(Instr::PutOntoBattlefield { what, under, tapped, transformed: false })
        }
        ActionAst::Tap { what } => one(Instr::Tap { what: obj(what, s) }),
        ActionAst::PhaseOut { what } => one(Instr::PhaseOut { what: obj(what, s) }),
        ActionAst::Explore { what } => one(Instr::Explore { what: obj(what, s) }),
        ActionAst::Connive { what } => connive(obj(what, s)),
        ActionAst::Untap { what } => one(Instr::Untap { what: obj(what, s) }),
        ActionAst::Transform { what } => one(Instr::Transform { what: obj(what, s) }),
        ActionAst::Monstrosity { amount: am } => one(Instr::Monstrosity { amount: amount(&am, s), renown: false }),
        ActionAst::Flip { what } => one(Instr::Flip { what: obj(what, s) }),
        ActionAst::GainClassLevel { level } => one(Instr::GainClassLevel { what: Ref::Source, level }),
        ActionAst::TurnFace { what, up } => one(Instr::TurnFace { what: obj(what, s), up }),
        ActionAst::TapOrUntap { what } => one(Instr::TapOrUntap { what: obj(what, s) }),
        ActionAst::GiveControl { who, what, until } => {
            // Written subject first: the player's target comes first (CR 601.2c order).
            let to = player(who, s);
            let what = obj(what, s);
            one(Instr::GiveControl { what, to, duration: duration_of(until) })
        }
        ActionAst::Attach { what, to } => {
            // The object attached, then the target in written order (CR 601.2c). "Attach ~ to
            // it": "it" is what was named before the sentence, not the object attached.
            let before = s.last_obj.clone();
            let what = obj(what, s);
            if matches!(to, ObjRef::It) {
                s.last_obj = before;
            }
            let to = obj(to, s);
            one(Instr::Attach { what, to })
        }
        ActionAst::ExchangeControl { a, b } => {
            let a = obj(a, s);
            let b = obj(b, s);
            one(Instr::ExchangeControl { a, b })
        }
        ActionAst::CreateTokensFor { who, count, token } => {
            let one_token = count == AmountAst::Num(1);
            let count = amount(&count, s);
            let who = player(who, s);
            if one_token {
                s.last_obj = Some(Ref::Affected);
            }
            one(create_token(&token, count, who))
        }
        ActionAst::PutIntoGraveyard { what } => one(Instr::PutIntoGraveyard { what: obj(what, s) }),
        ActionAst::PutOnBottom { what } => one(Instr::PutOnLibrary { what: obj(what, s), top: false, ordered: true }),
        ActionAst::Combat { what, action } => one(Instr::Combat { what: obj(what, s), action: combat_action(action) }),
        ActionAst::Regenerate { what } => one(Instr::Regenerate { what: obj(what, s) }),
        ActionAst::ChangeText { what, kinds, except, until } => {
            let duration = duration_of(until);
            let kinds = kinds.into_iter().map(text_word).collect();
            one(Instr::ChangeText { what: obj(what, s), kinds, except, duration })
        }
        ActionAst::Grant { what, grant, until } => {
            let what = obj(what, s);
            let duration = duration_of(until);
            one(match grant {
                GrantAst::Pt(p, t) => Instr::Pump { what, power: amount(&p, s), toughness: amount(&t, s), duration },
                GrantAst::Keyword(k) => Instr::Modify { what, effect: LayerEffect::AddKeyword(k), duration },
                GrantAst::LoseKeyword(k) => Instr::Modify { what, effect: LayerEffect::RemoveKeyword(k), duration },
                GrantAst::Restriction(r) => {
                    Instr::Modify { what, effect: LayerEffect::AddRestriction(restriction(r)), duration }
                }
                GrantAst::AddTypes(types) => {
                    Instr::Modify { what, effect: LayerEffect::AddTypes { types, subtypes: vec![] }, duration }
                }
                GrantAst::RemoveTypes(types) => {
                    Instr::Modify { what, effect: LayerEffect::RemoveTypes(types), duration }
                }
                GrantAst::BasePtManaValue => {
                    Instr::Modify { what, effect: LayerEffect::SetPowerToughnessToManaValue, duration }
                }
                GrantAst::BasePt(p, t) => {
                    Instr::Modify { what, effect: LayerEffect::SetPowerToughness(p, t), duration }
                }
                GrantAst::LoseAllAbilities => Instr::Modify { what, effect: LayerEffect::RemoveAllAbilities, duration },
                GrantAst::AddSubtypes(subtypes) => {
                    Instr::Modify { what, effect: LayerEffect::AddTypes { types: vec![], subtypes }, duration }
                }
                GrantAst::Control => Instr::Modify { what, effect: LayerEffect::ControlledByYou, duration },
                GrantAst::Ability(ast, text) => Instr::Modify { what, effect: granted_ability(*ast, &text), duration },
                GrantAst::SwitchPt => Instr::Modify { what, effect: LayerEffect::SwitchPowerToughness, duration },
                GrantAst::Colors(cs) => {
                    Instr::Modify { what, effect: LayerEffect::SetColors(cs.into_iter().collect()), duration }
                }
                GrantAst::ChosenColor => Instr::Modify { what, effect: LayerEffect::SetChosenColor, duration },
                GrantAst::BlockRule(r) => {
                    Instr::Modify { what, effect: LayerEffect::BlockRule(block_rule(r)), duration }
                }
                GrantAst::ChosenCreatureType => {
                    Instr::Modify { what, effect: LayerEffect::SetChosenCreatureType, duration }
                }
                GrantAst::SetLandTypes(ts) => Instr::Modify { what, effect: LayerEffect::SetLandTypes(ts), duration },
                GrantAst::SetCreatureTypes(ts) => {
                    Instr::Modify { what, effect: LayerEffect::SetCreatureTypes(ts), duration }
                }
                GrantAst::Animate(a) => return crate::oracle::lower::becomes::animate(what, *a, duration),
                GrantAst::Becomes { types, subtypes, pt, keywords } => {
                    // CR 205.1a-b: a new card type replaces the old ones, except that an
                    // "artifact creature" keeps its other types.
                    let effect = if types.contains(&CardType::Artifact) {
                        LayerEffect::AddTypes { types, subtypes }
                    } else {
                        LayerEffect::SetTypes { types, subtypes }
                    };
                    // CR 613.1d, 613.4b: one effect applying in several layers.
                    let mut out = vec![
                        Instr::Modify { what: what.clone(), effect, duration },
                        Instr::Modify {
                            what: what.clone(),
                            effect: LayerEffect::SetPowerToughness(pt.0, pt.1),
                            duration,
                        },
                    ];
                    for k in keywords {
                        out.push(Instr::Modify { what: what.clone(), effect: LayerEffect::AddKeyword(k), duration });
                    }
                    return out;
                }
            })
        }
        ActionAst::CreateTokens { count, token } => {
            // CR 608.2c: "it" and "that token" afterwards are the one token created ("Create
            // three Hamsters, then it deals X damage": "it" is still the source); "they" after
            // several is `ObjRef::Created`.
            if count == AmountAst::Num(1) {
                s.last_obj = Some(Ref::Affected);
            }
            let count = amount(&count, s);
            one(create_token(&token, count, Ref::You))
        }
        ActionAst::Sacrifice { who, what, count } => {
            let who = player(who, s);
            let f = match &what {
                ObjRef::SelfRef => Filter::Source,
                ObjRef::Each(ph) => filter(ph),
                _ => Filter::Any,
            };
            let count = amount(&count, s);
            // CR 608.2h: after "sacrifices a creature", "that creature" is the creature
            // sacrificed (read as it last existed on the battlefield). After "sacrifice ~",
            // "it" is ~ as it last existed ("sacrifice ~ and it deals 3 damage"). After a
            // noncreature ("sacrifice a Forest. If you do, that creature gains trample"), it
            // still names what it named before.
            if names_creature(&f) {
                s.last_obj = Some(Ref::Affected);
            } else if matches!(what, ObjRef::SelfRef) {
                s.last_obj = Some(obj(what, s));
            }
            one(Instr::Sacrifice { who, filter: f, count })
        }
        // CR 611.2c: "creatures target player controls don't untap ..." is a rule for that
        // player's next untap step; "those creatures" / "it" keep the objects referred to.
        ActionAst::SkipNextUntap { what } => {
            let rule = !matches!(what, ObjRef::It | ObjRef::That);
            one(Instr::SkipNextUntap { what: obj(what, s), rule })
        }
        ActionAst::Compound { what, parts } => {
            // CR 611.2c: the set of objects a resolved effect affects is fixed once; each
            // part then applies to that set ("it" in the parts is the subject).
            let r = obj(what, s);
            if matches!(r, Ref::Each(_) | Ref::CardsInMatching(..) | Ref::EachControlledBy(..)) {
                s.last_obj = Some(Ref::EachOne);
                let then = actions(parts, s);
                s.last_obj = Some(r.clone());
                vec![Instr::ForEach { what: r, then }]
            } else {
                s.last_obj = Some(r);
                actions(parts, s)
            }
        }
        ActionAst::ReturnUnderOwner { what, tapped, transformed } => {
            let what = obj(what, s);
            one(Instr::PutOntoBattlefield { under: Ref::OwnerOf(Box::new(what.clone())), what, tapped, transformed })
        }
        ActionAst::SacrificeObject { who, what } => {
            let who = player(who, s);
            one(Instr::SacrificeObjects { who, what: obj(what, s) })
        }
        ActionAst::PutOnTop { what } => one(Instr::PutOnLibrary { what: obj(what, s), top: true, ordered: true }),
        ActionAst::PutCounters { what, kind, amount: am } => {
            let what = obj(what, s);
            one(Instr::AddCounters { what, kind: CounterKind::parse(&kind), amount: amount(&am, s) })
        }
        ActionAst::RemoveCounters { what, kind, amount: am } => {
            let what = obj(what, s);
            one(Instr::RemoveCounters { what, kind: CounterKind::parse(&kind), amount: amount(&am, s) })
        }
        other => unreachable!("not dispatched here: {other:?}"),
    }
}

/// The kind of word a text-changing effect replaces (CR 612.2).
fn text_word(w: TextWordAst) -> WordKind {
    match w {
        TextWordAst::ColorWord => WordKind::Color,
        TextWordAst::BasicLandType => WordKind::LandType,
        TextWordAst::CreatureType => WordKind::CreatureType,
    }
}

/// What a resolving effect does to a creature in combat (CR 506.4, 509.1c, 509.1h).
fn combat_action(a: CombatActionAst) -> CombatAction {
    match a {
        CombatActionAst::BecomesBlocked => CombatAction::BecomeBlocked,
        CombatActionAst::RemoveFromCombat => CombatAction::RemoveFromCombat,
        CombatActionAst::BlocksSource => CombatAction::BlocksSource,
    }
}

/// Whether a filter asks for creatures ("a creature", "a nontoken creature").
fn names_creature(f: &Filter) -> bool {
    match f {
        Filter::Type(CardType::Creature) => true,
        Filter::And(fs) => fs.iter().any(names_creature),
        _ => false,
    }
}

/// CR 701.50a: to connive, the permanent's controller draws a card, then discards a card; if
/// a nonland card is discarded this way, they put a +1/+1 counter on the conniving permanent.
fn connive(what: Ref) -> Vec<Instr> {
    let who = Ref::ControllerOf(Box::new(what.clone()));
    let nonland = Filter::Not(Box::new(Filter::Type(CardType::Land)));
    vec![
        Instr::Draw { who: who.clone(), amount: Amount::Fixed(1) },
        Instr::Discard { who, amount: Amount::Fixed(1), random: false },
        Instr::If {
            condition: Condition::RefIs(Ref::Affected, nonland),
            then: vec![Instr::AddCounters { what, kind: CounterKind::PlusOne, amount: Amount::Fixed(1) }],
        },
    ]
}
