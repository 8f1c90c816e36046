//! Grammar for spell effects: coin flips (CR 705), clashes (CR 701.30), counters that send the spell elsewhere
//! (CR 701.6a, 614.1a), "dealt to and dealt by" prevention (CR 615.1a), and cards named in
//! searches (CR 201.2). Hooked into `grammar/effects/mod.rs` and `grammar/phrases/objects.rs` at single points.

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, number, obj_ref, object_phrase, player_ref, target};
use grimoire_engine::Zone;

/// Clauses read here before the general ones: "flip a coin" (CR 705.1), "clash with an
/// opponent" (CR 701.30b).
pub fn clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if p.eat_seq("flip a coin") {
        return Ok(vec![ActionAst::FlipCoin]);
    }
    if p.eat_seq("clash with an opponent") {
        return Ok(vec![ActionAst::Clash]);
    }
    if p.eat_seq("look at") {
        return look_at_hand(p);
    }
    if p.eat_seq("discard all the cards in your hand , then draw that many cards") {
        // CR 701.9a, 121.2: the number drawn is the number of cards discarded.
        return Ok(vec![
            ActionAst::Discard { who: PlayerRef::You, amount: AmountAst::HandSize(PlayerRef::You), random: false },
            ActionAst::Draw { who: PlayerRef::You, amount: AmountAst::RevealedThisWay },
        ]);
    }
    // After choosing from a looked-at hand: "The player discards that card.", "That player
    // discards those cards." (CR 701.9a), "Put that card on top of that player's library."
    let start = p.pos;
    if (p.eat_seq("the player") || p.eat_seq("that player"))
        && p.eat_word("discards")
        && (p.eat_seq("that card") || p.eat_seq("those cards"))
    {
        return Ok(vec![ActionAst::DiscardIt { what: ObjRef::That }]);
    }
    p.pos = start;
    if p.eat_seq("put that card on top of that player 's library") {
        return Ok(vec![ActionAst::PutOnTop { what: ObjRef::That }]);
    }
    p.err("expected a spell effect")
}

/// After "look at": "<player>'s hand [and choose N / up to N cards from it]" (CR 402.3: a
/// hand is hidden; looking shows it to the looker alone). The chosen cards are "that card",
/// "those cards" afterwards.
fn look_at_hand(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let who = player_ref(p)?;
    p.expect_seq("'s hand")?;
    let mut choose = None;
    if p.eat_seq("and choose") {
        let up_to = p.eat_seq("up to");
        let count = match number(p) {
            Some(n) => AmountAst::Num(n as i32),
            None => amount(p)?,
        };
        if !(p.eat_word("card") || p.eat_word("cards")) {
            return p.err("expected \"cards\"");
        }
        p.expect_seq("from it")?;
        choose = Some((count, up_to));
    }
    Ok(vec![ActionAst::LookAtHand { who, choose }])
}

/// The end of a sentence: a period or the end of the line.
fn end(p: &mut Parser) -> PResult<()> {
    if p.eat_punct('.') || p.at_end() {
        Ok(())
    } else {
        p.err("expected the end of the sentence")
    }
}

/// Whole sentences read here: "If you win/lose the flip, <actions>." (CR 705.2), "If you
/// win, <actions>." after a clash (CR 701.30d) and "If that
/// spell is countered this way, exile it instead of putting it into its owner's graveyard."
pub fn sentence(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    for (words, won) in [("if you win the flip ,", true), ("if you lose the flip ,", false)] {
        if p.eat_seq(words) {
            let then = crate::oracle::grammar::effects::clauses(p)?;
            end(p)?;
            return Ok(vec![ActionAst::IfCondition(ConditionAst::WonFlip(won), then)]);
        }
    }
    if p.eat_seq("if you win ,") {
        // After a clash (CR 701.30d).
        let then = crate::oracle::grammar::effects::clauses(p)?;
        end(p)?;
        return Ok(vec![ActionAst::IfCondition(ConditionAst::WonClash, then)]);
    }
    if p.eat_seq("then that player shuffles") {
        // After searching that player's library (CR 701.24).
        end(p)?;
        return Ok(vec![ActionAst::Shuffle { who: PlayerRef::That }]);
    }
    if p.eat_seq("if that spell is countered this way ,") {
        // CR 614.1a: a replacement of where the countered spell goes (CR 701.6a).
        let to = if p.eat_seq("exile it instead of putting it into its owner 's graveyard") {
            Zone::Exile
        } else if p.eat_seq("put it on top of its owner 's library instead of into that player 's graveyard") {
            Zone::Library
        } else {
            return p.err("expected where the countered spell goes instead");
        };
        end(p)?;
        return Ok(vec![ActionAst::CounteredInstead(to)]);
    }
    p.err("expected a spell effect")
}

/// Joins "If that spell is countered this way, <zone> instead" (`next`) to the one counter
/// among the actions of the sentence before; other sentences are returned unchanged.
pub fn join_countered(p: &mut Parser, previous: &mut [ActionAst], next: Vec<ActionAst>) -> PResult<Vec<ActionAst>> {
    let [ActionAst::CounteredInstead(to)] = next[..] else { return Ok(next) };
    let mut found = 0;
    for a in previous.iter_mut() {
        found += redirect_counter(a, to);
    }
    if found != 1 {
        return p.err("\"countered this way\" without one counter before it");
    }
    Ok(vec![])
}

/// Turns "Counter X" (also as the rest of an "unless") into "Counter X, putting it into `to`";
/// the number of counters changed.
fn redirect_counter(a: &mut ActionAst, to: Zone) -> usize {
    match a {
        ActionAst::Counter { what } => {
            *a = ActionAst::CounterTo { what: what.clone(), to };
            1
        }
        ActionAst::Unless { otherwise, .. } => otherwise.iter_mut().map(|x| redirect_counter(x, to)).sum(),
        _ => 0,
    }
}

/// After "prevent": "all [combat] damage that would be dealt to and dealt by <object> this
/// turn" (CR 615.1a).
pub fn prevent_to_and_by(p: &mut Parser) -> PResult<ActionAst> {
    p.expect_seq("all")?;
    let combat = p.eat_word("combat");
    p.expect_seq("damage that would be dealt to and dealt by")?;
    let what = obj_ref(p)?;
    p.expect_seq("this turn")?;
    Ok(ActionAst::PreventToAndBy { what, combat })
}

/// "named Avarax", "named Viashivan Dragon" (CR 201.2): a card name as written, its words
/// capitalised (joined by "of" or "the"); the card's own name is its self-reference.
pub fn named(p: &mut Parser) -> PResult<Suffix> {
    p.expect_seq("named")?;
    let start = p.pos;
    let capital = |t: Option<&Tok>| matches!(t, Some(Tok::Word(w)) if w.starts_with(|c: char| c.is_uppercase()));
    if p.peek() == Some(&Tok::SelfRef) {
        p.pos += 1;
    } else {
        loop {
            while capital(p.peek())
                || (p.pos > start && (p.is_word("of") || p.is_word("the")) && capital(p.peek_n(1)))
                || (p.pos > start && p.peek() == Some(&Tok::Possessive))
            {
                p.pos += 1;
            }
            // "named Chandra, Flame's Catalyst", "named Gideon, the Oathsworn": a name with
            // a comma, its part after the comma capitalised too.
            let after_comma = p.pos > start && p.peek() == Some(&Tok::Punct(','));
            if !(after_comma && (capital(p.peek_n(1)) || (p.is_word_n(1, "the") && capital(p.peek_n(2))))) {
                break;
            }
            p.pos += 1;
        }
    }
    let name = p.text_from(start);
    // "named this creature" is no name; nor is a name in lower case.
    if !name.starts_with(|c: char| c.is_uppercase()) {
        p.pos = start;
        return p.err("expected a card name");
    }
    Ok(Suffix::Named(name))
}

/// After "search": a search by the controller of another player's library ("target
/// opponent's library for a creature card and put that card onto the battlefield under your
/// control", "target player's library for up to seven cards and exile them") or of their own
/// for cards to exile ("your library for three cards, exile them, then shuffle") (CR 701.23).
pub fn search(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    let yours = p.eat_seq("your library for");
    let whose = if yours {
        PlayerRef::You
    } else {
        let who = player_ref(p)?;
        if who == PlayerRef::You {
            return p.err("expected another player's library");
        }
        p.expect_seq("'s library for")?;
        who
    };
    let (count, exact) = super::library_search::search_count(p)?;
    let filter = object_phrase(p)?;
    // CR 701.23d: a search "for a card" or "for three cards" must find that many; a stated
    // quality ("a creature card") may be left unfound (701.23b).
    let must_find = exact && super::library_search::plain_cards(&filter);
    let them = |p: &mut Parser| p.eat_word("them") || p.eat_word("it");
    if yours {
        // Only exiling is read here; the other destinations are `parse_effect::search`'s.
        if !(p.eat_seq(", exile") && them(p) && p.eat_seq(", then shuffle")) {
            return p.err("expected \", exile them, then shuffle\"");
        }
        return Ok(vec![
            ActionAst::SearchOf { whose, filter, count, must_find, to: Zone::Exile },
            ActionAst::Shuffle { who: PlayerRef::You },
        ]);
    }
    let to = if p.eat_seq("and exile") && them(p) {
        Zone::Exile
    } else if p.eat_seq("and put that card onto the battlefield under your control") {
        Zone::Battlefield
    } else {
        return p.err("expected what is done with the cards found");
    };
    Ok(vec![ActionAst::SearchOf { whose, filter, count, must_find, to }])
}

/// After "prevent": "the next N damage that would be dealt this turn to any number of targets,
/// divided as you choose" (CR 615.7 shields; the division is chosen as the spell is cast, CR
/// 601.2d, so only spells with a fixed amount or X are read).
pub fn prevent_divided(p: &mut Parser) -> PResult<ActionAst> {
    if !p.is_spell {
        return p.err("a division chosen as an ability is activated");
    }
    p.expect_seq("the next")?;
    let amount = amount(p)?;
    if !matches!(amount, AmountAst::Num(_) | AmountAst::X) {
        return p.err("a divided amount that isn't known as the spell is cast");
    }
    p.expect_seq("damage that would be dealt this turn to")?;
    let to = target(p)?;
    p.expect_seq(", divided as you choose")?;
    Ok(ActionAst::PreventDivided { amount, to })
}
