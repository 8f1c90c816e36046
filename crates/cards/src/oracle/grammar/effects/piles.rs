//! Grammar for piles (CR 700.3): "Reveal the top five cards of your library. An opponent
//! separates those cards into two piles. Put one pile into your hand and the other into your
//! graveyard." (Fact or Fiction), "Reveal the top five cards of your library and separate
//! them into two piles. An opponent chooses one of those piles. Put that pile into your hand
//! and the other into your graveyard." (Steam Augury), "Separate all permanents target
//! player controls into two piles. That player sacrifices all permanents in the pile of
//! their choice." (Liliana of the Veil), "Separate all creatures target player controls into
//! two piles. Destroy all creatures in the pile of that player's choice. They can't be
//! regenerated." (Do or Die).
//!
//! The closing period is left to the sentence reader.

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::obj_ref;
use grimoire_engine::Zone;

/// After "Reveal the top N cards of your library": who separates and who chooses, and where
/// the two piles go.
pub(crate) fn revealed(p: &mut Parser, n: AmountAst) -> PResult<ActionAst> {
    let (separator, chooser) = if p.eat_seq(". an opponent separates those cards into two piles . put one pile") {
        (PilePlayerAst::AnOpponent, PilePlayerAst::Player(PlayerRef::You))
    } else {
        p.expect_seq("and separate them into two piles . an opponent chooses one of those piles . put that pile")?;
        (PilePlayerAst::Player(PlayerRef::You), PilePlayerAst::AnOpponent)
    };
    let chosen = card_zone(p)?;
    p.expect_seq("and the other")?;
    let other = card_zone(p)?;
    if chosen == other {
        return p.err("expected two places for the piles");
    }
    let (chosen, other) = (PileFateAst::Zone(chosen), Some(PileFateAst::Zone(other)));
    Ok(ActionAst::Piles(Box::new(PilesAst { what: PileCardsAst::RevealTop(n), separator, chooser, chosen, other })))
}

/// Where the cards of a revealed pile go: "into your hand", "into your graveyard".
fn card_zone(p: &mut Parser) -> PResult<Zone> {
    if p.eat_seq("into your hand") {
        Ok(Zone::Hand)
    } else if p.eat_seq("into your graveyard") {
        Ok(Zone::Graveyard)
    } else {
        p.err("expected \"into your hand\" or \"into your graveyard\"")
    }
}

/// "Separate <permanents a player controls> into two piles. <That player> sacrifices all
/// <permanents> in the pile of their choice." or ". Destroy all <creatures> in the pile of
/// that player's choice. They can't be regenerated."
pub(crate) fn separate(p: &mut Parser) -> PResult<ActionAst> {
    p.expect_seq("separate")?;
    // "all permanents": the kind named again for the chosen pile.
    let kind = if p.is_word("all") { p.peek_n(1).and_then(|_| word_after(p)) } else { None };
    let Some(kind) = kind else {
        return p.err("expected \"all\" permanents");
    };
    let what = obj_ref(p)?;
    let ObjRef::EachControlledBy(_, ref player) = what else {
        return p.err("expected permanents a player controls");
    };
    if !matches!(**player, PlayerRef::Target(_)) {
        return p.err("expected permanents target player controls");
    }
    p.expect_seq("into two piles .")?;
    let chooser = PilePlayerAst::Player(PlayerRef::That);
    let chosen = if p.eat_seq("that player sacrifices") {
        pile_of(p, &kind, "in the pile of their choice")?;
        PileFateAst::Sacrifice(PlayerRef::That)
    } else {
        p.expect_seq("destroy")?;
        pile_of(p, &kind, "in the pile of that player 's choice")?;
        let regenerate = !p.eat_seq(". they can't be regenerated");
        PileFateAst::Destroy { regenerate }
    };
    let separator = PilePlayerAst::Player(PlayerRef::You);
    Ok(ActionAst::Piles(Box::new(PilesAst {
        what: PileCardsAst::Objects(what),
        separator,
        chooser,
        chosen,
        other: None,
    })))
}

/// The word after the current one ("permanents" after "all").
fn word_after(p: &mut Parser) -> Option<String> {
    let start = p.pos;
    p.pos += 1;
    let w = p.word();
    p.pos = start;
    w
}

/// "all <kind> <in the pile ...>": the objects of the chosen pile, named as they were when
/// the piles were made ("permanents", "creatures").
fn pile_of(p: &mut Parser, kind: &str, pile: &str) -> PResult<()> {
    p.expect_seq("all")?;
    if !p.eat_word(kind) {
        return p.err("expected the kind of permanent separated");
    }
    p.expect_seq(pile)
}
