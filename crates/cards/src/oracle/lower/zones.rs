//! Lowering actions on libraries, hands and graveyards to instructions: search (CR
//! 701.19), look and reveal (CR 701.16), cards put onto the battlefield or exiled from a
//! zone (CR 400.7).

use super::*;

/// The instructions of one zones action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let one = |i: Instr| vec![i];
    match a {
        ActionAst::SearchOf { whose, filter: ph, count, must_find, to } => {
            let whose = player(whose, s);
            s.last_player = Some(whose.clone());
            s.last_obj = Some(Ref::Affected);
            let (searcher, filter) = (Searcher::Controller, filter(&ph));
            one(Instr::SearchLibrary {
                who: whose,
                searcher,
                filter,
                count,
                must_find,
                to,
                tapped: false,
                reveal: false,
                set: SearchSet::Any,
            })
        }
        ActionAst::LookAtHand { who, choose } => {
            let whose = player(who, s);
            s.last_player = Some(whose.clone());
            match choose {
                None => one(Instr::LookAtHand { who: whose }),
                Some((count, up_to)) => {
                    // The hand is offered to the chooser alone (CR 402.3); the chosen cards are
                    // "that card" afterwards.
                    let count = amount(&count, s);
                    s.last_obj = Some(Ref::Affected);
                    one(Instr::ChooseCards {
                        chooser: Ref::You,
                        whose,
                        zone: Zone::Hand,
                        filter: Filter::Any,
                        count,
                        up_to,
                    })
                }
            }
        }
        ActionAst::SearchBy { who, filter: ph, count, to, tapped } => {
            let (who, searcher, filter, count) = (player(who, s), Searcher::Owner, filter(&ph), Some(count));
            one(Instr::SearchLibrary {
                who,
                searcher,
                filter,
                count,
                must_find: false,
                to,
                tapped,
                reveal: false,
                set: SearchSet::Any,
            })
        }
        ActionAst::PutOntoBattlefieldBy { who, phrase, from } => {
            // CR 608.2d: the player chooses the card as the effect resolves.
            let who = player(who, s);
            s.last_obj = Some(Ref::Affected);
            vec![
                Instr::ChooseCards {
                    chooser: who.clone(),
                    whose: who.clone(),
                    zone: from,
                    filter: filter(&phrase),
                    count: Amount::Fixed(1),
                    up_to: false,
                },
                Instr::PutOntoBattlefield { what: Ref::Affected, under: who, tapped: false, transformed: false },
            ]
        }
        ActionAst::ExileFromGraveyardBy { who } => {
            // CR 608.2d: the player chooses the card as the effect resolves.
            let who = player(who, s);
            s.last_obj = Some(Ref::Affected);
            vec![
                Instr::ChooseCards {
                    chooser: who.clone(),
                    whose: who,
                    zone: Zone::Graveyard,
                    filter: Filter::Any,
                    count: Amount::Fixed(1),
                    up_to: false,
                },
                Instr::Exile { what: Ref::Affected, until_source_leaves: false },
            ]
        }
        // CR 113.6m, 400.7: the card moves only if it is still the object in that zone.
        ActionAst::RevealUntil { filter: ph, found_to, rest_to, shuffle } => {
            s.last_obj = Some(Ref::Affected);
            let mut out = vec![Instr::RevealUntil { who: Ref::You, filter: filter(&ph), found_to, rest_to, shuffle }];
            if shuffle {
                // CR 701.24a: the library is shuffled after the cards are put into it.
                out.push(Instr::Shuffle { who: Ref::You });
            }
            out
        }
        ActionAst::LookOrReveal { what, reveal } => {
            let what = obj(what, s);
            one(if reveal { Instr::RevealCards { what } } else { Instr::LookAtCards { what } })
        }
        ActionAst::ReturnSelfFrom { to, tapped, .. } => {
            s.last_obj = Some(Ref::Affected);
            one(if to == Zone::Battlefield {
                Instr::PutOntoBattlefield { what: Ref::Source, under: Ref::You, tapped, transformed: false }
            } else {
                Instr::ReturnToHand { what: Ref::Source }
            })
        }
        ActionAst::RevealTop { amount: am, filter: ph, to, rest } => one(Instr::RevealTop {
            who: Ref::You,
            amount: amount(&am, s),
            filter: filter(&ph),
            to,
            rest: look_rest(rest),
        }),
        ActionAst::ArrangeTop { amount: am } => one(Instr::ArrangeTop { who: Ref::You, amount: amount(&am, s) }),
        ActionAst::PutFoundOnTop => one(Instr::PutOnLibrary { what: Ref::Affected, top: true, ordered: true }),
        ActionAst::SplitFound { to, tapped, rest } => {
            one(Instr::SplitCards { what: Ref::Affected, take: 1, to, tapped, rest })
        }
        ActionAst::ReturnExiledWithSelf => one(Instr::PutOntoBattlefield {
            what: Ref::ExiledWithSource,
            under: Ref::OwnerOf(Box::new(Ref::ExiledWithSource)),
            tapped: false,
            transformed: false,
        }),
        ActionAst::Search { filter: ph, count, to, tapped, reveal, must_find, set, also } => {
            let AlsoSearched { graveyard, hand, library_optional } = also;
            let searcher = if also == AlsoSearched::default() {
                Searcher::Owner
            } else {
                Searcher::OwnerWith { graveyard, hand, library_optional }
            };
            let who = Ref::You;
            let (filter, set) = match set {
                // The cards matching any of the phrases are searched, one for each.
                SearchSetAst::EachOf(phs) => {
                    let each: Vec<Filter> = phs.iter().map(filter).collect();
                    (Filter::Or(each.clone()), SearchSet::EachOf(each))
                }
                SearchSetAst::Any => (filter(&ph), SearchSet::Any),
                SearchSetAst::ShareLandType => (filter(&ph), SearchSet::ShareLandType),
                SearchSetAst::DifferentNames => (filter(&ph), SearchSet::DifferentNames),
            };
            one(Instr::SearchLibrary { who, searcher, filter, count, must_find, to, tapped, reveal, set })
        }
        ActionAst::RevealAnyNumber { phrase } => vec![
            Instr::ChooseCards {
                chooser: Ref::You,
                whose: Ref::You,
                zone: Zone::Hand,
                filter: filter(&phrase),
                count: Amount::Fixed(i32::MAX),
                up_to: true,
            },
            Instr::RevealCards { what: Ref::Affected },
        ],
        ActionAst::LookAtTop { amount: n, take, up_to, filter: phrase, reveal, to, rest } => {
            one(Instr::LookAtTop(Box::new(grimoire_engine::LookAtTop {
                whose: Ref::You,
                amount: amount(&n, s),
                take: amount(&take, s),
                up_to,
                filter: phrase.as_ref().map_or(Filter::Any, filter),
                to,
                rest: look_rest(rest),
                reveal: look_reveal(reveal),
            })))
        }
        other => unreachable!("not dispatched here: {other:?}"),
    }
}

/// Who sees the cards looked at besides the looker (CR 701.20a).
fn look_reveal(r: LookRevealAst) -> LookReveal {
    match r {
        LookRevealAst::Hidden => LookReveal::Hidden,
        LookRevealAst::Taken => LookReveal::Taken,
        LookRevealAst::All => LookReveal::All,
    }
}

/// Where the cards looked at and not taken go (CR 401.4).
fn look_rest(r: LookRestAst) -> LookRest {
    match r {
        LookRestAst::BottomAnyOrder => LookRest::BottomAnyOrder,
        LookRestAst::BottomRandom => LookRest::BottomRandom,
        LookRestAst::TopAnyOrder => LookRest::TopAnyOrder,
        LookRestAst::Graveyard => LookRest::Graveyard,
    }
}
