//! Grammar for choosing among the top cards of a library looked at (CR 401.4, 701.20a):
//! "Look at the top four cards of your library. You may reveal a creature card from among
//! them and put it into your hand. Put the rest on the bottom of your library in a random
//! order.", "... You may reveal up to two Goblin cards from among them and put them into
//! your hand. Put the rest into your graveyard.", "... You may put a land card from among
//! them into your hand. ...". And cards put from a hand on top of the library: "Draw three
//! cards, then put two cards from your hand on top of your library in any order." (CR 401.4).

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, number, object_phrase};
use grimoire_engine::Zone;

/// After "Look at the top N cards of your library": ". You may reveal <a card> from among
/// them and put it into your hand. Put the rest <where>." (or "You may put <a card> from
/// among them into your hand"): `n` looked at, up to one (or up to M) matching card taken.
/// After "Reveal the top N cards of your library" (`seen` is `All`), only "You may put".
pub(crate) fn look_then_reveal(p: &mut Parser, n: AmountAst, seen: LookRevealAst) -> PResult<ActionAst> {
    p.expect_seq(". you may")?;
    let reveal = seen == LookRevealAst::Taken && p.eat_word("reveal");
    if !reveal {
        p.expect_seq("put")?;
    }
    let take = if p.eat_seq("up to") {
        amount(p)?
    } else if p.eat_seq("any number of") {
        n.clone()
    } else {
        match number(p) {
            Some(1) => AmountAst::Num(1),
            _ => return p.err("expected \"a\" card or \"up to N\" cards"),
        }
    };
    let phrase = object_phrase(p)?;
    p.expect_seq("from among them")?;
    if reveal {
        p.expect_seq("and put")?;
        let it = ["it", "them", "that card", "those cards", "the revealed cards", "the revealed card"];
        if !it.iter().any(|w| p.eat_seq(w)) {
            return p.err("expected \"it\"");
        }
    }
    p.expect_seq("into your hand")?;
    p.expect_seq(".")?;
    p.eat_word("then");
    p.expect_seq("put the rest")?;
    let rest = rest_of_looked(p)?;
    let reveal = if reveal || seen == LookRevealAst::All { seen } else { LookRevealAst::Hidden };
    Ok(ActionAst::LookAtTop { amount: n, take, up_to: true, filter: Some(phrase), reveal, to: Zone::Hand, rest })
}

/// Where the cards looked at and not taken go: "on the bottom of your library in a random
/// order", "... in any order", "into your graveyard" (CR 401.4: the player putting several
/// cards on the bottom chooses their order unless it is random).
pub(crate) fn rest_of_looked(p: &mut Parser) -> PResult<LookRestAst> {
    if p.eat_seq("into your graveyard") {
        Ok(LookRestAst::Graveyard)
    } else if p.eat_seq("on the bottom of your library in a random order") {
        Ok(LookRestAst::BottomRandom)
    } else if p.eat_seq("on the bottom of your library in any order") || p.eat_seq("on the bottom of your library") {
        Ok(LookRestAst::BottomAnyOrder)
    } else if p.eat_seq("on top of your library in any order") || p.eat_seq("back on top of your library in any order")
    {
        Ok(LookRestAst::TopAnyOrder)
    } else {
        p.err("expected where the rest go")
    }
}

/// "put two cards from your hand on top of your library in any order", "put a card from your
/// hand on top of your library": the player chooses the cards, then they go on top, several
/// in the order the player chooses (CR 401.4).
pub(crate) fn cards_from_hand_on_top(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("put")?;
    let count = match number(p) {
        Some(n) => AmountAst::Num(n as i32),
        None => return p.err("expected a number of cards"),
    };
    let phrase = object_phrase(p)?;
    if !phrase.suffixes.iter().any(|x| matches!(x, Suffix::Zone(Zone::Hand, PlayersAst::You))) {
        return p.err("expected cards from your hand");
    }
    p.expect_seq("on top of your library")?;
    let several = count != AmountAst::Num(1);
    if several && !p.eat_seq("in any order") {
        return p.err("expected \"in any order\"");
    }
    Ok(vec![
        ActionAst::ChooseFromHand { chooser: PlayerRef::You, whose: PlayerRef::You, count, phrase },
        ActionAst::PutOnTop { what: ObjRef::It },
    ])
}
