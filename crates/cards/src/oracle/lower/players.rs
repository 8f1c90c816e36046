//! Lowering what players do and what is done to them, to instructions: cards drawn and
//! discarded (CR 121, 701.8), life gained, lost and paid (CR 119), payments (CR 118),
//! counters on players, emblems (CR 114), the monarch (CR 724), mana added (CR 106), libraries scried and shuffled (CR 701.18,
//! 701.20) and changes to turns (CR 500.7, 614.10).

use super::*;

/// The instructions of one players action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let one = |i: Instr| vec![i];
    match a {
        ActionAst::Draw { who, amount: am } => {
            let who = player(who, s);
            // "Draw a card for each creature you control with a +1/+1 counter on it. Those
            // creatures gain indestructible ...": in a spell with nothing named before, the
            // objects counted are the ones "those creatures" then refers to.
            if let (AmountAst::Count(ph), None, None) = (&am, &s.last_obj, &s.default_it) {
                s.last_obj = Some(Ref::Each(filter(ph)));
            }
            one(Instr::Draw { who, amount: amount(&am, s) })
        }
        ActionAst::Discard { who, amount: am, random } => {
            let who = player(who, s);
            one(Instr::Discard { who, amount: amount(&am, s), random })
        }
        ActionAst::GainLife { who, amount: am } => {
            let who = player(who, s);
            one(Instr::GainLife { who, amount: amount(&am, s) })
        }
        ActionAst::LoseLife { who, amount: am } => {
            let who = player(who, s);
            one(Instr::LoseLife { who, amount: amount(&am, s) })
        }
        ActionAst::Mill { who, amount: am } => {
            let who = player(who, s);
            one(Instr::Mill { who, amount: amount(&am, s) })
        }
        ActionAst::TurnEffect { who, effect } => {
            let who = player(who, s);
            let effect = turn_effect(effect, s);
            one(Instr::TurnEffect { who, effect })
        }
        ActionAst::PayTimes { who, mana, life, times } => {
            let times = amount(&times, s);
            one(Instr::PayCost { who: player(who, s), mana, life, times, energy: 0 })
        }
        ActionAst::AddMana(m) => one(Instr::AddMana(mana_produce(m, s))),
        ActionAst::AddManaBy { who, mana } => {
            let who = player(who, s);
            one(Instr::AddManaTo { who, produce: mana_produce(mana, s) })
        }
        ActionAst::RevealHand { who } => one(Instr::RevealHand { who: player(who, s) }),
        ActionAst::ChooseFromHand { chooser, whose, count, phrase } => {
            // "from it" is the hand of the player mentioned before the chooser; "that player"
            // afterwards still means the hand's owner.
            let whose = player(whose, s);
            let chooser = player(chooser, s);
            s.last_player = Some(whose.clone());
            let count = amount(&count, s);
            s.last_obj = Some(Ref::Affected);
            one(Instr::ChooseCards { chooser, whose, zone: Zone::Hand, filter: filter(&phrase), count, up_to: false })
        }
        ActionAst::DiscardIt { what } => one(Instr::DiscardCards { what: obj(what, s) }),
        ActionAst::Scry { amount: am, surveil } => {
            let to = if surveil { Zone::Graveyard } else { Zone::Library };
            one(Instr::Scry { who: Ref::You, amount: amount(&am, s), to })
        }
        ActionAst::Shuffle { who } => one(Instr::Shuffle { who: player(who, s) }),
        ActionAst::ShuffleIfSearched => {
            one(Instr::If { condition: Condition::SearchedYourLibrary, then: vec![Instr::Shuffle { who: Ref::You }] })
        }
        ActionAst::ShuffleInto { who, what } => {
            // CR 701.24: the cards go into their owners' libraries, which are then shuffled.
            let who = player(who, s);
            vec![Instr::PutOnLibrary { what: obj(what, s), top: true, ordered: false }, Instr::Shuffle { who }]
        }
        ActionAst::NoLifeGainThisTurn => one(Instr::NoLifeGainThisTurn),
        ActionAst::NextDrawInstead(d) => one(Instr::NextDrawInstead(draw_instead(d))),
        ActionAst::Pay { who, mana, life, energy } => {
            one(Instr::PayCost { who: player(who, s), mana, life, times: Amount::Fixed(1), energy })
        }
        ActionAst::WinGame => one(Instr::WinGame),
        ActionAst::BecomeMonarch { who } => one(Instr::BecomeMonarch { who: player(who, s) }),
        ActionAst::CantCast { who } => {
            one(Instr::TurnEffect { who: player(who, s), effect: TurnEffect::CantCast(Filter::Any) })
        }
        ActionAst::PayLife { amount: am } => one(Instr::PayLife { amount: amount(&am, s) }),
        ActionAst::PlayerCounters { who, kind, amount: am } => {
            let what = player(who, s);
            one(Instr::AddCounters { what, kind: CounterKind::parse(&kind), amount: amount(&am, s) })
        }
        ActionAst::GetEmblem { who, abilities } => {
            // CR 114.1, 114.5: an emblem holds only its abilities.
            let who = player(who, s);
            let text = abilities.iter().map(|(_, t)| t.as_str()).collect::<Vec<_>>().join(" ");
            let lowered = abilities.into_iter().flat_map(|(ast, t)| lower_ability(ast, &t)).collect();
            one(Instr::CreateEmblem { emblem: CardDef::emblem(lowered, text).shared(), who })
        }
        other => unreachable!("not dispatched here: {other:?}"),
    }
}
