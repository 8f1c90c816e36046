//! Grammar for amounts and counts in effects (CR 107.1, 107.3, 608.2h): "for each ..."
//! multipliers after a number ("gain 2 life for each card in your hand"), arithmetic on
//! amounts ("X plus 1", "2 plus the number of ...", "twice the number of ...") and the
//! units counted ("tapped creature target opponent controls", "card in target opponent's
//! hand").

use crate::oracle::ast::*;
use crate::oracle::grammar::effects::counters::{for_each_unit, times};
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{amount, amount_expr, number, object_phrase, player_ref};

/// `n`, or `n` times the unit of a following "for each <unit>" (CR 608.2h: counted as the
/// effect resolves).
pub fn for_each_times(p: &mut Parser, n: AmountAst) -> PResult<AmountAst> {
    if !p.looking_at("for each") {
        return Ok(n);
    }
    let save = p.pos;
    p.pos += 2;
    let u = unit(p)?;
    match times(n, u) {
        Some(a) => Ok(a),
        None => {
            p.pos = save;
            p.err("a variable number for each object")
        }
    }
}

/// What "for each" counts: "card in target opponent's hand", "<phrase> target opponent
/// controls", "<phrase> they control", or the units of [`for_each_unit`].
pub fn unit(p: &mut Parser) -> PResult<AmountAst> {
    if let Ok(a) = p.attempt(hand_of_player) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(controlled_by_player) {
        return Ok(a);
    }
    let start = p.pos;
    let u = for_each_unit(p)?;
    // "card in their graveyard": a zone of a player named before, which the counted
    // amounts can't name yet.
    if let AmountAst::Count(ph) = &u {
        let their = ph.suffixes.iter().find_map(|x| match x {
            Suffix::TheirZone(z) => Some(*z),
            _ => None,
        });
        if let Some(z) = their {
            if ph.other || ph.suffixes.len() > 1 {
                p.pos = start;
                return p.err("cards counted in a zone of the player named before");
            }
            // "for each card in their graveyard": that player's graveyard.
            return Ok(AmountAst::CardsInTheir(ph.clone(), z));
        }
    }
    Ok(u)
}

/// "card in target opponent's hand": the size of that player's hand.
fn hand_of_player(p: &mut Parser) -> PResult<AmountAst> {
    p.expect_seq("card in")?;
    let who = player_ref(p)?;
    if !matches!(who, PlayerRef::Target(_)) {
        return p.err("expected a target player");
    }
    p.expect_seq("'s hand")?;
    Ok(AmountAst::HandSize(who))
}

/// "<phrase> target opponent controls", "<phrase> they control": permanents of that player.
fn controlled_by_player(p: &mut Parser) -> PResult<AmountAst> {
    let phrase = object_phrase(p)?;
    let who = if p.eat_seq("they control") || p.eat_seq("that player controls") {
        PlayerRef::That
    } else {
        let who = player_ref(p)?;
        if !matches!(who, PlayerRef::Target(_)) || !(p.eat_word("controls") || p.eat_word("control")) {
            return p.err("expected \"target player controls\"");
        }
        who
    };
    Ok(AmountAst::CountControlledBy(phrase, Box::new(who)))
}

/// Arithmetic on amounts after "equal to" or "where X is": "twice <amount>", "<N> plus
/// <amount>", "one plus <amount>". Fails (consuming nothing) on anything else.
pub fn arithmetic(p: &mut Parser) -> PResult<AmountAst> {
    p.attempt(|p| {
        if p.eat_word("twice") {
            return Ok(AmountAst::Times(2, Box::new(amount_expr(p)?)));
        }
        let Some(n) = number(p) else { return p.err("expected a number") };
        p.expect_seq("plus")?;
        let rest = amount_expr(p)?;
        Ok(AmountAst::Plus(Box::new(AmountAst::Num(n as i32)), Box::new(rest)))
    })
}

/// "X plus 1", "X plus 3" before "life" or "damage": the amount and a fixed addition.
pub fn x_plus(p: &mut Parser) -> PResult<AmountAst> {
    let a = amount(p)?;
    if a == AmountAst::X && p.looking_at("plus") {
        p.pos += 1;
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(AmountAst::Plus(Box::new(AmountAst::X), Box::new(AmountAst::Num(n as i32))));
    }
    Ok(a)
}

/// "X target", "up to X target": sets the target's `count` and returns X, the number of
/// targets (CR 601.2c), or nothing when the words aren't there.
pub fn x_targets(p: &mut Parser, count: &mut (u8, u8)) -> Option<Box<AmountAst>> {
    if p.looking_at("X target") {
        p.pos += 1;
        *count = (1, u8::MAX);
    } else if p.looking_at("up to X target") {
        p.pos += 3;
        *count = (0, u8::MAX);
    } else {
        return None;
    }
    Some(Box::new(AmountAst::X))
}

/// Replaces X by its definition in the numbers of targets of the actions' targets ("Destroy
/// up to X target lands, where X is the number of verse counters on ~").
pub fn subst_x_targets(a: &mut ActionAst, x: &AmountAst) {
    let fix = |o: &mut ObjRef| {
        if let ObjRef::Target(t) = o {
            if t.amount.as_deref() == Some(&AmountAst::X) {
                t.amount = Some(Box::new(x.clone()));
            }
        }
    };
    match a {
        ActionAst::Destroy { what }
        | ActionAst::Exile { what, .. }
        | ActionAst::ReturnToHand { what }
        | ActionAst::Tap { what }
        | ActionAst::Untap { what }
        | ActionAst::Grant { what, .. }
        | ActionAst::PutCounters { what, .. } => fix(what),
        ActionAst::May(_, inner) | ActionAst::IfYouDo(inner) | ActionAst::Compound { parts: inner, .. } => {
            inner.iter_mut().for_each(|i| subst_x_targets(i, x))
        }
        _ => {}
    }
}

/// The amounts this module adds to "equal to" and "where X is": those of what paid a cost,
/// then arithmetic. Fails (consuming nothing) on anything else.
pub fn amount_ext(p: &mut Parser) -> PResult<AmountAst> {
    if let Ok(a) = p.attempt(paid_amount) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(greatest) {
        return Ok(a);
    }
    if p.looking_at("half") {
        // "half the sacrificed creature's power, rounded down" (CR 107.1a).
        return p.attempt(|p| {
            p.pos += 1;
            let a = amount_expr(p)?;
            let up = if p.eat_seq(", rounded up") {
                true
            } else {
                p.expect_seq(", rounded down")?;
                false
            };
            Ok(AmountAst::Half(Box::new(a), up))
        });
    }
    arithmetic(p)
}

/// "the greatest power among creatures you control", "the greatest toughness among ...",
/// "the highest mana value among permanents you control" (CR 208, 202.3): of permanents, so a
/// phrase naming another zone ("creature cards in your graveyard") isn't read.
fn greatest(p: &mut Parser) -> PResult<AmountAst> {
    p.expect_seq("the")?;
    if !(p.eat_word("greatest") || p.eat_word("highest")) {
        return p.err("expected \"greatest\"");
    }
    let stat = if p.eat_word("power") {
        StatAst::Power
    } else if p.eat_word("toughness") {
        StatAst::Toughness
    } else if p.eat_seq("mana value") {
        StatAst::ManaValue
    } else {
        return p.err("expected power, toughness or mana value");
    };
    p.expect_seq("among")?;
    let ph = object_phrase(p)?;
    if ph.suffixes.iter().any(|s| matches!(s, Suffix::Zone(..) | Suffix::TheirZone(_) | Suffix::SingleGraveyard)) {
        return p.err("the greatest among cards outside the battlefield");
    }
    Ok(AmountAst::Greatest(stat, ph))
}

/// "the sacrificed creature's power", "the mana value of the discarded card", "the tapped
/// creature's power": a characteristic of what paid the cost, as it was paid (CR 601.2h,
/// 608.2h).
fn paid_amount(p: &mut Parser) -> PResult<AmountAst> {
    let of = |p: &mut Parser| -> PResult<fn(ObjRef) -> AmountAst> {
        if p.eat_word("power") {
            Ok(AmountAst::PowerOf)
        } else if p.eat_word("toughness") {
            Ok(AmountAst::ToughnessOf)
        } else if p.eat_seq("mana value") {
            Ok(AmountAst::ManaValueOf)
        } else {
            p.err("expected power, toughness or mana value")
        }
    };
    p.expect_seq("the")?;
    if p.is_word("power") || p.is_word("toughness") || p.is_word("mana") {
        let f = of(p)?;
        p.expect_seq("of the")?;
        paid_noun(p)?;
        return Ok(f(ObjRef::Paid));
    }
    paid_noun(p)?;
    p.expect_seq("'s")?;
    Ok(of(p)?(ObjRef::Paid))
}

/// "sacrificed creature", "discarded card", "tapped creature" (costs the engine remembers:
/// sacrifice, discard, tapping permanents, CR 601.2h).
fn paid_noun(p: &mut Parser) -> PResult<()> {
    if !(p.eat_word("sacrificed") || p.eat_word("discarded") || p.eat_word("tapped")) {
        return p.err("expected \"sacrificed\"");
    }
    let Some(w) = p.word() else { return p.err("expected a noun") };
    if !["creature", "card", "artifact", "enchantment", "land", "permanent"].contains(&w.to_lowercase().as_str()) {
        return p.err("expected a noun");
    }
    p.pos += 1;
    Ok(())
}

/// After "~ deals": "damage to each player equal to <amount they ...>" (Acidic Soil, Price
/// of Progress): counted for each player (CR 608.2h).
pub fn damage_to_each_counted(p: &mut Parser, by: ObjRef) -> PResult<ActionAst> {
    p.expect_seq("damage to")?;
    let to = if p.eat_seq("each player") {
        PlayerRef::Each
    } else if p.eat_seq("each opponent") {
        PlayerRef::EachOpponent
    } else {
        return p.err("expected \"each player\"");
    };
    p.expect_seq("equal to")?;
    let amount = amount_expr(p)?;
    if !amount.reads_that_player() {
        return p.err("an amount that doesn't read the player");
    }
    Ok(ActionAst::DealDamageEachCounted { by, to, amount })
}

/// Replaces X by its definition wherever it is in an amount ("X plus 1, where X is ...").
pub fn replace_x(a: &mut AmountAst, x: &AmountAst) {
    match a {
        AmountAst::X => *a = x.clone(),
        AmountAst::Times(_, b) | AmountAst::Neg(b) | AmountAst::Half(b, _) => replace_x(b, x),
        AmountAst::Plus(b, c) | AmountAst::Minus(b, c) => {
            replace_x(b, x);
            replace_x(c, x);
        }
        _ => {}
    }
}

/// Whether an X is left in the actions after "where X is" was substituted (an action the
/// substitution doesn't know, which would otherwise read the spell's own X).
pub fn x_left(actions: &[ActionAst]) -> bool {
    let text = format!("{actions:?}");
    // The words as written (quoted) may say "X"; only the amounts matter.
    let unquoted: String = text.split('"').step_by(2).collect::<Vec<_>>().join(" ");
    unquoted.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "X")
}
