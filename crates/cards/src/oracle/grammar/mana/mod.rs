//! Grammar for the mana of mana abilities (CR 605, 106): costs that remove a chosen number
//! of counters, as the storage lands and the Mana Batteries have (CR 107.1c), and the mana
//! they add for each counter removed; mana "in any combination" of kinds (CR 106.1); mana
//! defined by a choice or by lands in [`defined`].

pub(crate) mod defined;
pub(crate) mod spent;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::grammar::effects::counters::counter_kind;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::{Color, ManaSymbol, ManaType};

/// "any number of storage counters from ~" after "Remove", or "X storage counters from ~" as
/// the storage lands are printed now (CR 107.1c): the number is the activation's X, chosen as
/// it is activated (CR 602.2b, 601.2f).
pub(crate) fn remove_any_counters(p: &mut Parser, cost: &mut CostAst) -> PResult<()> {
    if !p.eat_word("X") {
        p.expect_seq("any number of")?;
    }
    let kind = counter_kind(p)?;
    p.expect_seq("from ~")?;
    if cost.remove_any_counters.is_some() || cost.mana.has_x() {
        return p.err("only one number can be chosen for this cost");
    }
    p.removed_any = Some(kind.clone());
    cost.remove_any_counters = Some(kind);
    Ok(())
}

/// After the mana `first`: "for each storage counter removed this way" (X), or ", then add
/// an additional {B} for each charge counter removed this way" (1 + X of that mana). Only
/// in an ability whose cost removes any number of counters of that kind.
pub(crate) fn removed_this_way(p: &mut Parser, first: &[ManaType]) -> PResult<Option<ManaAst>> {
    let Some(kind) = p.removed_any.clone() else { return Ok(None) };
    let save = p.pos;
    let extra = p.eat_seq(", then add an additional");
    if extra {
        let more = mana_symbols(p)?;
        let same = more.symbols.len() == first.len()
            && more.symbols.iter().zip(first).all(|(s, t)| match (s, t) {
                (ManaSymbol::Colored(c), ManaType::Colored(d)) => c == d,
                (ManaSymbol::Colorless, ManaType::Colorless) => true,
                _ => false,
            });
        if !same {
            p.pos = save;
            return Ok(None);
        }
    }
    if !p.eat_seq("for each") {
        p.pos = save;
        return Ok(None);
    }
    if counter_kind(p)? != kind {
        return p.err("the counters counted are not the ones the cost removes");
    }
    p.expect_seq("removed this way")?;
    let amount =
        if extra { AmountAst::Plus(Box::new(AmountAst::Num(1)), Box::new(AmountAst::X)) } else { AmountAst::X };
    Ok(Some(ManaAst::ForEach(first.to_vec(), amount)))
}

/// "two mana in any combination of colors", "X mana in any combination of {U} and/or {B}",
/// "three mana in any combination of {R}, {G}, and/or {W}" (CR 106.1): each mana of a kind the
/// player picks as the ability resolves. X is defined later in the sentence or by the cost.
pub(crate) fn combination(p: &mut Parser) -> PResult<ManaAst> {
    let n = crate::oracle::grammar::phrases::objects::amount(p)?;
    p.expect_seq("mana in any combination of")?;
    if p.eat_word("colors") {
        return Ok(ManaAst::Combination(Color::ALL.iter().map(|c| ManaType::Colored(*c)).collect(), n));
    }
    let mut kinds = Vec::new();
    loop {
        kinds.extend(mana_types(p)?);
        if p.eat_seq("and/or") || p.eat_seq(", and/or") || p.eat_seq("and") {
            continue;
        }
        // "{R}, {G}, and/or {W}": a comma goes on only to more mana ("..., where X is").
        if matches!(p.peek(), Some(Tok::Punct(','))) && matches!(p.peek_n(1), Some(Tok::Sym(_))) {
            p.eat_punct(',');
            continue;
        }
        break;
    }
    if kinds.len() < 2 {
        return p.err("expected two kinds of mana or more");
    }
    Ok(ManaAst::Combination(kinds, n))
}

/// The further choices of mana after a first one, each after ",", "or" or ", or" ("{R}, {G},
/// or {W}"; "{U}{R}, or {R}{R}"), as long as `accept` takes them: the first one it refuses,
/// with its separator, is left unread.
pub(crate) fn more_choices(p: &mut Parser, accept: impl Fn(&[ManaType]) -> bool) -> Vec<Vec<ManaType>> {
    let mut out = Vec::new();
    loop {
        let save = p.pos;
        if !(p.eat_seq(", or") || p.eat_word("or") || p.eat_punct(',')) {
            break;
        }
        match p.attempt(mana_types) {
            Ok(m) if accept(&m) => out.push(m),
            _ => {
                p.pos = save;
                break;
            }
        }
    }
    out
}

/// After the mana `first`: ", {U}{R}, or {R}{R}", the other choices of a filter land's
/// "Add {U}{U}, {U}{R}, or {R}{R}" (CR 106.1). Read as mana in any combination of the kinds
/// named, so only when the choices are exactly every combination of them, each once.
pub(crate) fn every_combination(p: &mut Parser, first: &[ManaType]) -> PResult<ManaAst> {
    let mut choices = vec![first.to_vec()];
    choices.extend(more_choices(p, |_| true));
    let mut kinds: Vec<ManaType> = Vec::new();
    for t in choices.iter().flatten() {
        if !kinds.contains(t) {
            kinds.push(*t);
        }
    }
    // Every multiset of n kinds out of k, each once: all of size n, none twice, and as many as
    // there are multisets, (k + n - 1 choose n).
    let n = first.len();
    let mut given: Vec<Vec<usize>> = choices
        .iter()
        .map(|c| {
            let mut v: Vec<usize> = c.iter().map(|t| kinds.iter().position(|k| k == t).unwrap_or(0)).collect();
            v.sort_unstable();
            v
        })
        .collect();
    given.sort();
    given.dedup();
    let multisets = (1..=n).fold(1usize, |acc, i| acc * (kinds.len() + i - 1) / i);
    let every = given.len() == choices.len() && choices.iter().all(|c| c.len() == n) && given.len() == multisets;
    if kinds.len() < 2 || !every {
        return p.err("the choices of mana are not every combination of their kinds");
    }
    Ok(ManaAst::Combination(kinds, AmountAst::Num(first.len() as i32)))
}

/// Mana symbols that name kinds of mana: `{R}`, `{C}` (no generic or hybrid).
pub(crate) fn mana_types(p: &mut Parser) -> PResult<Vec<ManaType>> {
    let cost = mana_symbols(p)?;
    let mut out = Vec::new();
    for s in cost.symbols {
        match s {
            ManaSymbol::Colored(c) => out.push(ManaType::Colored(c)),
            ManaSymbol::Colorless => out.push(ManaType::Colorless),
            _ => return p.err("expected {W}, {U}, {B}, {R}, {G} or {C}"),
        }
    }
    Ok(out)
}
