//! What a search of your library looks for and what is done with the cards after the shuffle
//! (CR 701.23): "up to two basic land cards that share a land type", "a Forest card and a
//! Plains card", "up to three Aura cards with different names", "any number of Goblin cards";
//! "then shuffle and put that card on top", "... put those cards on top in any order".
//! Hooked into `grammar/effects/mod.rs`'s `search`.

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};

/// The cards a search looks for.
pub(crate) struct Sought {
    /// What each card is (for a set of phrases, any of them).
    pub filter: ObjectPhrase,
    /// Up to how many (`None`: any number).
    pub count: Option<u32>,
    /// Exactly that many, when the search is for a plain number of cards (CR 701.23d).
    pub must_find: bool,
    /// How the cards go together.
    pub set: SearchSetAst,
}

/// Whether a phrase is a plain quantity of cards, "a card" or "three cards", with no stated
/// quality: a search for it must find that many (CR 701.23d), one for cards with a quality
/// need not (701.23b).
pub(crate) fn plain_cards(filter: &ObjectPhrase) -> bool {
    filter.suffixes.is_empty()
        && !filter.other
        && filter.terms.iter().all(|t| t.adjs.is_empty() && t.noun == Some(Noun::Card))
}

/// After "search": "your library for", or your library with other zones of yours, "your
/// library and/or graveyard for", "your graveyard, hand, and/or library for" (CR 701.23a).
pub(crate) fn your_zones(p: &mut Parser) -> PResult<AlsoSearched> {
    p.expect_seq("your")?;
    let mut also = AlsoSearched::default();
    let mut library = false;
    let mut joined = None;
    loop {
        if p.eat_word("library") && !library {
            library = true;
        } else if p.eat_word("graveyard") && !also.graveyard {
            also.graveyard = true;
        } else if p.eat_word("hand") && !also.hand {
            also.hand = true;
        } else {
            return p.err("expected \"library\", \"graveyard\" or \"hand\"");
        }
        if p.eat_word("for") {
            break;
        }
        p.eat_punct(',');
        if joined.is_some() {
            return p.err("expected \"for\" after the last zone searched");
        }
        if p.eat_word("and/or") {
            joined = Some(true);
        } else if p.eat_word("and") {
            joined = Some(false);
        }
    }
    if !library {
        return p.err("a search of other zones than your library");
    }
    also.library_optional = joined == Some(true);
    Ok(also)
}

/// How many cards a search is for: "any number of" (no count), "up to N" or exactly N
/// (`true`).
pub(crate) fn search_count(p: &mut Parser) -> PResult<(Option<u32>, bool)> {
    if p.eat_seq("any number of") {
        return Ok((None, false));
    }
    let up_to = p.eat_seq("up to");
    let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
    Ok((Some(n), !up_to))
}

/// After "search your library for": "[up to | any number of] N <phrase> [that share a land
/// type | with different names]", or "a <phrase>, a <phrase>, and[/or] a <phrase>".
pub(crate) fn sought(p: &mut Parser) -> PResult<Sought> {
    let (count, exact) = search_count(p)?;
    let filter = object_phrase(p)?;
    if p.eat_seq("that share a land type") {
        return Ok(Sought { filter, count, must_find: false, set: SearchSetAst::ShareLandType });
    }
    if p.eat_seq("with different names") {
        return Ok(Sought { filter, count, must_find: false, set: SearchSetAst::DifferentNames });
    }
    let mut each = vec![filter];
    if exact && count == Some(1) {
        loop {
            let save = p.pos;
            let comma = p.eat_punct(',');
            let and = p.eat_word("and") || p.eat_word("and/or");
            if !(comma || and) || !(p.eat_word("a") || p.eat_word("an")) {
                p.pos = save;
                break;
            }
            match p.attempt(object_phrase) {
                Ok(f) => each.push(f),
                Err(_) => {
                    p.pos = save;
                    break;
                }
            }
        }
    }
    if each.len() == 1 {
        let filter = each.pop().expect("one phrase");
        let must_find = exact && plain_cards(&filter);
        return Ok(Sought { filter, count, must_find, set: SearchSetAst::Any });
    }
    // "a Forest card and a Plains card": each a card with a stated quality (CR 701.23b).
    if each.iter().any(plain_cards) {
        return p.err("a search for a plain card beside others");
    }
    // The lowering matches any of the phrases; this one stands for them.
    let filter = each[0].clone();
    Ok(Sought { filter, count: Some(each.len() as u32), must_find: false, set: SearchSetAst::EachOf(each) })
}

/// "then shuffle and put that card on top" / "... put those cards on top in any order" after
/// the search: the cards found stay in the library, it is shuffled, then they are put on top
/// (CR 401.4: their owner orders cards put on a library at once).
pub(crate) fn shuffle_then_top(p: &mut Parser, sought: Sought, reveal: bool) -> PResult<Vec<ActionAst>> {
    p.eat_word("then");
    p.expect_seq("shuffle and put")?;
    let one = sought.count == Some(1);
    let ok = if one {
        p.eat_seq("that card") || p.eat_seq("the card") || p.eat_word("it")
    } else {
        p.eat_seq("those cards") || p.eat_word("them")
    };
    if !ok || !p.eat_seq("on top") {
        return p.err("expected \"put that card on top\"");
    }
    if !one {
        p.eat_seq("in any order");
    }
    let Sought { filter, count, must_find, set } = sought;
    Ok(vec![
        ActionAst::Search {
            filter,
            count,
            to: grimoire_engine::Zone::Library,
            tapped: false,
            reveal,
            must_find,
            set,
            also: AlsoSearched::default(),
        },
        ActionAst::Shuffle { who: PlayerRef::You },
        ActionAst::PutFoundOnTop,
    ])
}
