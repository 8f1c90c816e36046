//! Lowering piles (CR 700.3) to [`Instr::Piles`]: what happens to each pile becomes an
//! instruction on `Ref::Affected`, which the pile instruction points at that pile.

use super::*;

/// The instruction of a pile action (dispatched by [`super::action`]).
pub(super) fn lower(a: ActionAst, s: &mut Scope) -> Vec<Instr> {
    let ActionAst::Piles(piles) = a else { unreachable!("piles::lower lowers piles only") };
    let PilesAst { what, separator, chooser, chosen, other } = *piles;
    let what = match what {
        PileCardsAst::RevealTop(n) => PileCards::RevealTop(amount(&n, s)),
        PileCardsAst::Objects(o) => PileCards::Objects(obj(o, s)),
    };
    // "That player" chooses: the player named with the objects; "you" separate after that.
    let chooser = pile_player(chooser, s);
    let chosen = fate(chosen, s);
    let other = other.map(|f| fate(f, s));
    let separator = pile_player(separator, s);
    s.last_obj = Some(Ref::Affected);
    vec![Instr::Piles(Box::new(PileSpec { what, separator, chooser, chosen, other }))]
}

fn pile_player(p: PilePlayerAst, s: &mut Scope) -> PilePlayer {
    match p {
        PilePlayerAst::Player(p) => PilePlayer::Player(player(p, s)),
        PilePlayerAst::AnOpponent => PilePlayer::AnOpponent,
    }
}

/// What happens to the objects of one pile.
fn fate(f: PileFateAst, s: &mut Scope) -> Instr {
    match f {
        PileFateAst::Zone(Zone::Hand) => Instr::ReturnToHand { what: Ref::Affected },
        PileFateAst::Zone(Zone::Graveyard) => Instr::PutIntoGraveyard { what: Ref::Affected },
        PileFateAst::Zone(_) => Instr::Exile { what: Ref::Affected, until_source_leaves: false },
        PileFateAst::Sacrifice(who) => Instr::SacrificeObjects { who: player(who, s), what: Ref::Affected },
        PileFateAst::Destroy { regenerate } => Instr::Destroy { what: Ref::Affected, no_regeneration: !regenerate },
    }
}
