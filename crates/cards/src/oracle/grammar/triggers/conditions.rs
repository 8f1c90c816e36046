//! Grammar for intervening "if" clauses that compare players and counts (CR 603.4), and the
//! amounts triggered abilities read from "that player" ("the number of cards in their hand
//! minus 4", "equal to the number of Swamps they control").

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{number, object_phrase};
use grimoire_engine::Cmp;

/// "N or less", "N or fewer", "N or more", "N or greater", or just "N" (exactly), after the
/// number; "no" is 0 or less, "a"/"an" is 1 or more.
fn count_cmp(p: &mut Parser) -> PResult<(Cmp, i32)> {
    if p.eat_word("no") {
        return Ok((Cmp::Le, 0));
    }
    let indefinite = p.is_word("a") || p.is_word("an");
    let n = match number(p) {
        Some(n) => n as i32,
        None => return p.err("expected a number"),
    };
    if indefinite {
        return Ok((Cmp::Ge, 1));
    }
    Ok(if p.eat_seq("or less") || p.eat_seq("or fewer") {
        (Cmp::Le, n)
    } else if p.eat_seq("or more") || p.eat_seq("or greater") {
        (Cmp::Ge, n)
    } else {
        (Cmp::Eq, n)
    })
}

/// The subject of a player condition: "you", "that player", "an opponent", "a player".
fn whose(p: &mut Parser) -> PResult<WhoseAst> {
    if p.eat_word("you") {
        Ok(WhoseAst::You)
    } else if p.eat_seq("that player") {
        Ok(WhoseAst::ThatPlayer)
    } else if p.eat_seq("an opponent") {
        Ok(WhoseAst::AnOpponent)
    } else if p.eat_seq("a player") {
        Ok(WhoseAst::AnyPlayer)
    } else {
        p.err("expected a player")
    }
}

/// "life", "opponents", "cards in hand", "cards in your library", "<phrase> in your graveyard" after
/// "has N or more".
fn has_metric(p: &mut Parser) -> PResult<MetricAst> {
    if p.eat_word("life") {
        return Ok(MetricAst::Life);
    }
    // "you have two or more opponents" (CR 102.3).
    if p.eat_word("opponents") || p.eat_word("opponent") {
        return Ok(MetricAst::Opponents);
    }
    if p.eat_word("cards") || p.eat_word("card") {
        if p.eat_seq("in hand") {
            return Ok(MetricAst::HandSize);
        }
        if p.eat_seq("in your library") || p.eat_seq("in their library") {
            return Ok(MetricAst::LibrarySize);
        }
        return p.err("expected \"in hand\"");
    }
    // "four or more creature cards in your graveyard".
    let phrase = object_phrase(p)?;
    let in_graveyard = phrase.suffixes.iter().any(|x| {
        matches!(x, Suffix::Zone(grimoire_engine::Zone::Graveyard, PlayersAst::You))
            || matches!(x, Suffix::TheirZone(grimoire_engine::Zone::Graveyard))
    });
    if !in_graveyard {
        return p.err("expected cards in a graveyard");
    }
    Ok(MetricAst::GraveyardCards(without_zone(phrase)))
}

fn without_zone(ph: ObjectPhrase) -> ObjectPhrase {
    ObjectPhrase {
        suffixes: ph.suffixes.into_iter().filter(|x| !matches!(x, Suffix::Zone(..) | Suffix::TheirZone(_))).collect(),
        ..ph
    }
}

/// A condition comparing a player's life, hand, library, graveyard or permanents, or counting
/// permanents on the battlefield or cards in the controller's graveyard (CR 603.4).
pub fn player_condition(p: &mut Parser) -> PResult<ConditionAst> {
    // "there are four or more creatures on the battlefield".
    if p.eat_seq("there are") || p.eat_seq("there is") {
        let (cmp, n) = count_cmp(p)?;
        if n == 0 {
            return p.err("\"there are no\" is read elsewhere");
        }
        let mut phrase = object_phrase(p)?;
        // "there are five or more cards in your graveyard" (Jace, Vryn's Prodigy).
        if let Some(c) = in_your_graveyard(&mut phrase, cmp, n) {
            return Ok(c);
        }
        // The phrase may have read "on the battlefield" as its own suffix.
        let on = Suffix::Zone(grimoire_engine::Zone::Battlefield, PlayersAst::Any);
        if phrase.suffixes.last() == Some(&on) {
            phrase.suffixes.pop();
        } else {
            p.expect_seq("on the battlefield")?;
        }
        return Ok(ConditionAst::OnBattlefield(phrase, cmp, n as u32));
    }
    // "twenty or more creature cards are in your graveyard".
    if let Ok(c) = p.attempt(|p| {
        let (cmp, n) = count_cmp(p)?;
        let phrase = object_phrase(p)?;
        p.expect_seq("are in your graveyard")?;
        Ok(ConditionAst::Player(WhoseAst::You, MetricAst::GraveyardCards(phrase), cmp, n))
    }) {
        return Ok(c);
    }
    // "you have seven or more cards in your graveyard" (Search for Azcanta).
    if let Ok(c) = p.attempt(|p| {
        p.expect_seq("you have")?;
        let (cmp, n) = count_cmp(p)?;
        let mut phrase = object_phrase(p)?;
        match in_your_graveyard(&mut phrase, cmp, n) {
            Some(c) => Ok(c),
            None => p.err("expected \"in your graveyard\""),
        }
    }) {
        return Ok(c);
    }
    // "you have less life than an opponent", "you control fewer creatures than an opponent"
    // (Timely Reinforcements): some opponent has more.
    if p.eat_seq("you have less life than an opponent") {
        return Ok(ConditionAst::OpponentExceeds(MetricAst::Life));
    }
    if p.eat_seq("you have fewer cards in hand than an opponent") {
        return Ok(ConditionAst::OpponentExceeds(MetricAst::HandSize));
    }
    if p.eat_seq("you control fewer") {
        let phrase = object_phrase(p)?;
        p.expect_seq("than an opponent")?;
        return Ok(ConditionAst::OpponentExceeds(MetricAst::Controls(phrase)));
    }
    // "your opponents control no creatures": no opponent controls one.
    if p.eat_seq("your opponents control no") {
        let phrase = object_phrase(p)?;
        let some = ConditionAst::Player(WhoseAst::AnOpponent, MetricAst::Controls(phrase), Cmp::Ge, 1);
        return Ok(ConditionAst::Not(Box::new(some)));
    }
    // CR 724: "you're the monarch", "an opponent is the monarch".
    if let Ok(who) = p.attempt(|p| {
        let who = if p.eat_word("you're") {
            WhoseAst::You
        } else {
            let who = whose(p)?;
            if !(p.eat_word("is") || p.eat_word("are")) {
                return p.err("expected \"is the monarch\"");
            }
            who
        };
        p.expect_seq("the monarch")?;
        Ok(who)
    }) {
        return Ok(ConditionAst::Player(who, MetricAst::Monarch, Cmp::Ge, 1));
    }
    // CR 700.5: "your devotion to black is less than five", "... is seven or greater".
    if let Ok(c) = p.attempt(|p| {
        p.expect_seq("your")?;
        let Some(colors) = crate::oracle::grammar::phrases::objects::devotion(p) else {
            return p.err("expected \"devotion to\"");
        };
        p.expect_seq("is")?;
        let (cmp, n) = if p.eat_seq("less than") {
            match number(p) {
                Some(n) => (Cmp::Lt, n as i32),
                None => return p.err("expected a number"),
            }
        } else {
            count_cmp(p)?
        };
        Ok(ConditionAst::Player(WhoseAst::You, MetricAst::Devotion(colors), cmp, n))
    }) {
        return Ok(c);
    }
    let who = whose(p)?;
    let negated = p.eat_seq("don't") || p.eat_seq("doesn't");
    if p.eat_word("have") || p.eat_word("has") {
        if negated {
            return p.err("\"don't have\"");
        }
        let (cmp, n) = count_cmp(p)?;
        let metric = has_metric(p)?;
        return Ok(ConditionAst::Player(who, metric, cmp, n));
    }
    if !(p.eat_word("control") || p.eat_word("controls")) {
        return p.err("expected \"control\"");
    }
    if p.eat_word("more") {
        // "controls more lands than each other player" / "controls more lands than you".
        let phrase = object_phrase(p)?;
        p.expect_seq("than")?;
        if negated {
            return p.err("\"doesn't control more\"");
        }
        if p.eat_seq("each other player") {
            return Ok(ConditionAst::MostOf(who, MetricAst::Controls(phrase)));
        }
        if who == WhoseAst::AnOpponent && p.eat_word("you") {
            return Ok(ConditionAst::OpponentExceeds(MetricAst::Controls(phrase)));
        }
        return p.err("expected \"each other player\"");
    }
    let other = p.is_word("another");
    let (cmp, n) = if other { (Cmp::Ge, 1) } else { count_cmp(p)? };
    let phrase = object_phrase(p)?;
    let c = ConditionAst::Player(who, MetricAst::Controls(phrase), cmp, n);
    Ok(if negated {
        if (cmp, n) != (Cmp::Ge, 1) {
            return p.err("\"don't control N\"");
        }
        ConditionAst::Player(who, metric_of(c), Cmp::Le, 0)
    } else {
        c
    })
}

fn metric_of(c: ConditionAst) -> MetricAst {
    match c {
        ConditionAst::Player(_, metric, ..) => metric,
        _ => unreachable!("built above"),
    }
}

/// "the number of cards in <player>'s hand", "<N> minus <amount>", "<amount> minus <N>".
pub fn player_amount(p: &mut Parser) -> PResult<AmountAst> {
    let first = hand_size_or_number(p)?;
    if p.eat_word("minus") {
        let second = hand_size_or_number(p)?;
        if matches!((&first, &second), (AmountAst::Num(_), AmountAst::Num(_))) {
            return p.err("a constant difference");
        }
        return Ok(AmountAst::Minus(Box::new(first), Box::new(second)));
    }
    // A plain number, or "the number of cards in your hand", is read by the general grammar.
    if matches!(first, AmountAst::Num(_) | AmountAst::HandSize(PlayerRef::You)) {
        return p.err("read elsewhere");
    }
    Ok(first)
}

fn hand_size_or_number(p: &mut Parser) -> PResult<AmountAst> {
    if p.eat_seq("the number of cards in") {
        let who = if p.eat_seq("your hand") {
            PlayerRef::You
        } else if p.eat_seq("their hand") || p.eat_seq("that player 's hand") || p.eat_seq("his or her hand") {
            PlayerRef::That
        } else {
            return p.err("expected whose hand");
        };
        return Ok(AmountAst::HandSize(who));
    }
    match number(p) {
        Some(n) if !p.is_word("damage") => Ok(AmountAst::Num(n as i32)),
        _ => p.err("expected a number"),
    }
}

/// "the number of <phrase> they control" / "that player controls": counted among the
/// permanents of the player the sentence is about.
pub fn count_they_control(p: &mut Parser) -> PResult<AmountAst> {
    p.expect_seq("the number of")?;
    let phrase = object_phrase(p)?;
    if !(p.eat_seq("they control") || p.eat_seq("that player controls")) {
        return p.err("expected \"they control\"");
    }
    Ok(AmountAst::CountControlledBy(phrase, Box::new(PlayerRef::That)))
}

/// A count of cards "in your graveyard" read as the phrase's own suffix: the number of such
/// cards in the controller's graveyard compared (threshold-like conditions, CR 603.4, 608.2c).
fn in_your_graveyard(phrase: &mut ObjectPhrase, cmp: Cmp, n: i32) -> Option<ConditionAst> {
    let yard = Suffix::Zone(grimoire_engine::Zone::Graveyard, PlayersAst::You);
    if phrase.suffixes.last() != Some(&yard) {
        return None;
    }
    phrase.suffixes.pop();
    Some(ConditionAst::Player(WhoseAst::You, MetricAst::GraveyardCards(phrase.clone()), cmp, n))
}
