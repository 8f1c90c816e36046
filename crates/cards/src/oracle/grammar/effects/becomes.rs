//! "Becomes" effects and control changes: type, colour and P/T changes ("Target land becomes
//! a 2/2 creature that's still a land", "becomes colorless", "becomes an artifact in
//! addition to its other types", CR 205.1, 613.1d-e, 613.4b), "for as long as ~ remains
//! tapped" restrictions (CR 611.2b), "tap or untap" (CR 701.26), "<player> gains control of"
//! and "exchange control of" (CR 613.1b, 701.12). Lowered by `lower/becomes.rs`.

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::effects::until;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{obj_ref, player_ref};
use grimoire_engine::{CardType, Color};

/// Clauses of this family without an object subject: "tap or untap <object>", "exchange
/// control of <object> and <object>", "<player> gains control of <object> [duration]".
pub(crate) fn clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    // CR 701.12a: "If you don't or can't make an exchange, sacrifice ~." after an exchange
    // (which affects nothing unless it happens).
    if p.eat_seq("if you don't or can't make an exchange ,") {
        let then = crate::oracle::grammar::effects::clauses(p)?;
        return Ok(vec![ActionAst::IfNotDone(then)]);
    }
    if p.eat_seq("tap or untap") {
        let what = obj_ref(p)?;
        return Ok(vec![ActionAst::TapOrUntap { what }]);
    }
    if p.eat_seq("exchange control of") {
        let a = obj_ref(p)?;
        p.expect_seq("and")?;
        let b = obj_ref(p)?;
        return Ok(vec![ActionAst::ExchangeControl { a, b }]);
    }
    // "They don't untap during their controllers' untap steps for as long as ~ remains
    // tapped." (Kill Switch): "they" are the objects of the sentence before.
    if p.looking_at("they don't untap") {
        p.pos += 1;
        return predicate(p, &ObjRef::It);
    }
    let who = player_ref(p)?;
    if !(p.eat_seq("gains control of") || p.eat_seq("gain control of")) {
        return p.err("expected \"gains control of\"");
    }
    let what = obj_ref(p)?;
    let until = until(p);
    Ok(vec![ActionAst::GiveControl { who, what, until }])
}

/// Predicates of this family after an object subject: "becomes ...", "has <keyword>" (in a
/// compound with a duration), "doesn't untap during its controller's untap step for as long
/// as ~ remains tapped".
pub(crate) fn predicate(p: &mut Parser, what: &ObjRef) -> PResult<Vec<ActionAst>> {
    let grant = |grant: GrantAst, until: Until| ActionAst::Grant { what: what.clone(), grant, until };
    // CR 611.2b: "That creature doesn't untap during its controller's untap step for as long
    // as ~ remains tapped."
    for words in [
        "doesn't untap during its controller 's untap step",
        "don't untap during their controllers 's untap steps",
        "don't untap during their controller 's untap step",
    ] {
        if p.eat_seq(words) {
            let u = until(p);
            if u == Until::Forever {
                return p.err("a one-shot \"doesn't untap\" without a duration");
            }
            return Ok(vec![grant(GrantAst::Restriction(RestrictionAst::DoesntUntap), u)]);
        }
    }
    // "Target Elf creature gets +2/+2 and has trample for as long as ~ remains tapped."
    if p.eat_word("has") || p.eat_word("have") {
        let ks = crate::oracle::grammar::keywords::keyword_list(p)?;
        let u = until(p);
        return Ok(ks.into_iter().map(|k| grant(GrantAst::Keyword(k), u)).collect());
    }
    if !(p.eat_word("becomes") || p.eat_word("become")) {
        return p.err("expected \"becomes\"");
    }
    // CR 105.2c, 613.1e: "becomes colorless".
    if p.eat_word("colorless") {
        let u = until(p);
        return Ok(vec![grant(GrantAst::Colors(Vec::new()), u)]);
    }
    // CR 205.1b: "becomes an artifact in addition to its other types".
    if p.eat_seq("an artifact in addition to its other types") {
        let u = until(p);
        return Ok(vec![grant(GrantAst::AddTypes(vec![CardType::Artifact]), u)]);
    }
    // CR 305.7: "Target land becomes a Swamp until end of turn."
    if let Some(t) = land_type(p) {
        let u = until(p);
        return Ok(vec![grant(GrantAst::SetLandTypes(vec![t]), u)]);
    }
    // CR 205.1a: "Opal Acrolith becomes an enchantment." (its card types and subtypes are
    // replaced).
    if p.looking_at("an enchantment") && !p.is_word_n(2, "creature") {
        p.pos += 2;
        let a = AnimateAst { types: vec![CardType::Enchantment], ..AnimateAst::default() };
        let u = until(p);
        return Ok(vec![grant(GrantAst::Animate(Box::new(a)), u)]);
    }
    let animate = animate(p, what)?;
    let u = until(p);
    Ok(vec![grant(GrantAst::Animate(Box::new(animate)), u)])
}

/// "a Swamp", "an Island" alone: a basic land type (CR 305.7).
fn land_type(p: &mut Parser) -> Option<grimoire_engine::BasicLandType> {
    if !(p.is_word("a") || p.is_word("an")) {
        return None;
    }
    let t = p.peek_n(1).and_then(|t| match t {
        Tok::Word(w) => grimoire_engine::BasicLandType::from_name(w),
        _ => None,
    })?;
    // "a Forest creature" would be a creature.
    if matches!(p.peek_n(2), Some(Tok::Word(w)) if CardType::from_name(&capitalised(w.to_lowercase())).is_some() || subtypes::lookup(w).is_some())
    {
        return None;
    }
    p.pos += 2;
    Some(t)
}

fn capitalised(w: String) -> String {
    let mut c = w.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// After "becomes": "a 2/1 red Warrior creature with first strike [that's still a land]",
/// "an artifact creature with power and toughness each equal to its mana value".
fn animate(p: &mut Parser, what: &ObjRef) -> PResult<AnimateAst> {
    // "All lands become 2/2 creatures": plural, without an article.
    let plural = !(p.eat_word("a") || p.eat_word("an"));
    let mut a = AnimateAst::default();
    if let Some(Tok::Pt(x, y)) = p.peek() {
        let (Ok(x), Ok(y)) = (x.parse::<i32>(), y.parse::<i32>()) else {
            return p.err("expected a fixed N/M");
        };
        p.pos += 1;
        a.pt = Some((x, y));
    }
    // "green and white", "black".
    while let Some(c) = p.word().and_then(|w| Color::from_name(&w)) {
        p.pos += 1;
        a.colors.push(c);
        let next_is_color =
            p.peek_n(1).is_some_and(|t| matches!(t, Tok::Word(w) if Color::from_name(&w.to_lowercase()).is_some()));
        if !(next_is_color && p.eat_word("and")) {
            break;
        }
    }
    while let Some(Tok::Word(w)) = p.peek() {
        match subtypes::lookup(w) {
            Some(t) => {
                a.subtypes.push(t);
                p.pos += 1;
            }
            None => break,
        }
    }
    while let Some(t) = p.word().and_then(|w| CardType::from_name(&capitalised(w))) {
        a.types.push(t);
        p.pos += 1;
    }
    if plural && p.eat_word("creatures") {
        a.types.push(CardType::Creature);
    } else if plural || a.types.last() != Some(&CardType::Creature) {
        return p.err("expected \"becomes a N/M ... creature\"");
    }
    // "that's still a land" (CR 205.1b).
    a.still = still_its_types(p);
    while p.eat_word("with") {
        if p.eat_seq("power and toughness each equal to its mana value") {
            a.mana_value_pt = true;
        } else if p.eat_seq("all creature types") {
            // CR 205.3m: Mutavault.
            a.all_creature_types = true;
        } else if p.peek() == Some(&Tok::Punct('"')) {
            a.abilities.push(crate::oracle::grammar::statics::granted::quoted_ability(p, what)?);
        } else {
            a.keywords.extend(crate::oracle::grammar::keywords::keyword_list(p)?);
        }
    }
    if !a.still {
        a.still = still_its_types(p);
    }
    if a.pt.is_some() == a.mana_value_pt {
        return p.err("expected a power and toughness");
    }
    Ok(a)
}

/// A static "<lands> are 1/1 green Elf creatures that are still lands" / "Enchanted land is a
/// 5/6 green Treefolk creature that's still a land" (CR 205.1b, 613.1d-e, 613.4b): the
/// parts of one effect, in layer order.
pub(crate) fn static_still_lands(p: &mut Parser) -> Option<Vec<GrantAst>> {
    let save = p.pos;
    let plural = p.eat_word("are");
    if !plural && !(p.eat_word("is") && (p.eat_word("a") || p.eat_word("an"))) {
        return None;
    }
    let Some(Tok::Pt(x, y)) = p.peek() else {
        p.pos = save;
        return None;
    };
    let (Ok(x), Ok(y)) = (x.parse::<i32>(), y.parse::<i32>()) else {
        p.pos = save;
        return None;
    };
    p.pos += 1;
    let mut colors = Vec::new();
    while let Some(c) = p.word().and_then(|w| Color::from_name(&w)) {
        p.pos += 1;
        colors.push(c);
        if !(p.eat_word("and") && p.word().and_then(|w| Color::from_name(&w)).is_some()) {
            break;
        }
    }
    let mut subs = Vec::new();
    while let Some(t) = p.peek().and_then(|t| match t {
        Tok::Word(w) => subtypes::lookup(w),
        _ => None,
    }) {
        subs.push(t);
        p.pos += 1;
    }
    let ok =
        if plural { p.eat_seq("creatures that are still lands") } else { p.eat_seq("creature that's still a land") };
    if !ok {
        p.pos = save;
        return None;
    }
    let mut out = vec![GrantAst::AddTypes(vec![CardType::Creature])];
    if !subs.is_empty() {
        out.push(GrantAst::SetCreatureTypes(subs));
    }
    if !colors.is_empty() {
        out.push(GrantAst::Colors(colors));
    }
    out.push(GrantAst::BasePt(x, y));
    Some(out)
}

/// Whether the sentence at the cursor began with "Until end of turn,".
pub(crate) fn until_end_of_turn_first(p: &Parser) -> bool {
    // The last sentence boundary before the cursor, outside quoted abilities.
    let mut start = 0;
    let mut quoted = false;
    for (k, t) in p.toks[..p.pos.min(p.toks.len())].iter().enumerate() {
        match t.tok {
            Tok::Punct('"') => quoted = !quoted,
            Tok::Punct('.') | Tok::Punct(':') | Tok::Punct('•') if !quoted => start = k + 1,
            _ => {}
        }
    }
    // "Until end of turn, ..." or "Until your next turn, ..." (CR 611.2a).
    [["until", "end", "of", "turn"], ["until", "your", "next", "turn"]].iter().any(|words| {
        p.toks.len() > start + 4
            && words
                .iter()
                .enumerate()
                .all(|(k, w)| matches!(&p.toks[start + k].tok, Tok::Word(x) if x.eq_ignore_ascii_case(w)))
            && p.toks[start + 4].tok == Tok::Punct(',')
    })
}

/// "that's still a land", "that's still a planeswalker" (Gideon Jura), "in addition to its
/// other types" after the types it becomes (CR 205.1b): it keeps its other types.
fn still_its_types(p: &mut Parser) -> bool {
    p.eat_seq("that's still a land")
        || p.eat_seq("that's still a planeswalker")
        || p.eat_seq("in addition to its other types")
}

/// "It's still a land." after "<land> becomes a ... creature": its other types are kept (CR
/// 205.1b). Marks the last such effect among `previous` and consumes the sentence.
pub(crate) fn still_a_land(p: &mut Parser, previous: &mut [ActionAst]) -> bool {
    fn mark(a: &mut ActionAst) -> bool {
        match a {
            ActionAst::Grant { grant: GrantAst::Animate(anim), .. } => {
                anim.still = true;
                true
            }
            ActionAst::Compound { parts, .. } | ActionAst::May(_, parts) => parts.iter_mut().rev().any(mark),
            _ => false,
        }
    }
    let len = if p.looking_at("it's still a land") {
        4
    } else if p.looking_at("they're still lands") {
        3
    } else {
        return false;
    };
    let ends = p.pos + len == p.toks.len() || p.peek_n(len) == Some(&Tok::Punct('.'));
    if !ends || !previous.iter_mut().rev().any(mark) {
        return false;
    }
    p.pos += len;
    p.eat_punct('.');
    true
}
