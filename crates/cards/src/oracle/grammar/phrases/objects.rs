//! Grammar for noun phrases: object descriptions, targets, object and player references,
//! and amounts.

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::keywords::keyword_name;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::{CardType, Cmp, Color, Supertype, Zone};

/// A number word or digits: "a", "one", "two", ..., "3".
pub fn number(p: &mut Parser) -> Option<u32> {
    let n = match p.peek()? {
        Tok::Num(n) => *n,
        Tok::Word(w) => match w.to_lowercase().as_str() {
            "a" | "an" | "one" => 1,
            "two" => 2,
            "three" => 3,
            "four" => 4,
            "five" => 5,
            "six" => 6,
            "seven" => 7,
            "eight" => 8,
            "nine" => 9,
            "ten" => 10,
            "eleven" => 11,
            "twelve" => 12,
            "thirteen" => 13,
            "fifteen" => 15,
            "twenty" => 20,
            _ => return None,
        },
        _ => return None,
    };
    p.pos += 1;
    Some(n)
}

/// An amount: a number, or X (CR 107.3).
pub fn amount(p: &mut Parser) -> PResult<AmountAst> {
    if p.eat_word("X") {
        return Ok(AmountAst::X);
    }
    if p.that_much && p.eat_seq("that much") {
        return Ok(AmountAst::ThatMuch);
    }
    match number(p) {
        Some(n) => Ok(AmountAst::Num(n as i32)),
        None => p.err("expected a number"),
    }
}

/// "equal to <amount>": "the number of <phrase>", "its power", "~'s toughness", "X".
pub fn equal_to(p: &mut Parser) -> PResult<AmountAst> {
    p.expect_seq("equal to")?;
    amount_expr(p)
}

/// An amount expression after "equal to" or "where X is".
pub fn amount_expr(p: &mut Parser) -> PResult<AmountAst> {
    if let Some(a) = crate::oracle::grammar::phrases::this_way::amount(p) {
        return Ok(a);
    }
    if let Some(a) = crate::oracle::grammar::mana::spent::amount(p) {
        return Ok(a);
    }
    if let Some(a) = crate::oracle::grammar::keywords::casting::times_kicked_amount(p) {
        return Ok(a);
    }
    if let Some(a) = crate::oracle::grammar::turn::amount(p) {
        return Ok(a);
    }
    if let Ok(a) = crate::oracle::grammar::phrases::amounts::amount_ext(p) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::triggers::conditions::player_amount) {
        return Ok(a);
    }
    if let Ok(a) = p.attempt(crate::oracle::grammar::triggers::conditions::count_they_control) {
        return Ok(a);
    }
    if p.eat_seq("the number of cards revealed this way") {
        return Ok(AmountAst::RevealedThisWay);
    }
    if p.eat_seq("the number of basic land types among lands you control") {
        return Ok(AmountAst::Domain);
    }
    if p.eat_seq("your devotion to that color") {
        return Ok(AmountAst::DevotionToChosenColor);
    }
    if p.eat_seq("your") {
        if let Some(colors) = devotion(p) {
            return Ok(AmountAst::Devotion(colors));
        }
        p.pos -= 1;
    }
    // CR 700.8.
    if p.eat_seq("the number of creatures in your party") {
        return Ok(AmountAst::Party);
    }
    if p.eat_seq("the number of") {
        if let Ok(a) = crate::oracle::grammar::effects::counters::counters_on(p) {
            return Ok(a);
        }
        let phrase = object_phrase(p)?;
        if p.looking_at("target") {
            // "the number of Islands target opponent controls".
            let who = player_ref(p)?;
            if !(p.eat_word("controls") || p.eat_word("control")) {
                return p.err("expected \"controls\"");
            }
            return Ok(AmountAst::CountControlledBy(phrase, Box::new(who)));
        }
        p.eat_seq("on the battlefield");
        return Ok(AmountAst::Count(phrase));
    }
    let start = p.pos;
    if let Ok(who) = p.attempt(possessor) {
        if p.eat_word("power") {
            return Ok(AmountAst::PowerOf(who));
        }
        if p.eat_word("toughness") {
            return Ok(AmountAst::ToughnessOf(who));
        }
        if p.eat_seq("mana value") {
            return Ok(AmountAst::ManaValueOf(who));
        }
        p.pos = start;
    }
    amount(p)
}

/// "devotion to <colour> [and <colour>]" after "your" (CR 700.5): the colours, or `None`
/// with nothing consumed.
pub fn devotion(p: &mut Parser) -> Option<Vec<Color>> {
    let start = p.pos;
    if !p.eat_seq("devotion to") {
        return None;
    }
    let mut colors = vec![];
    while let Some(c) = p.word().and_then(|w| Color::from_name(&w)) {
        p.pos += 1;
        colors.push(c);
        let next_is_color = p.is_word("and")
            && p.peek_n(1).is_some_and(|t| matches!(t, Tok::Word(w) if Color::from_name(&w.to_lowercase()).is_some()));
        if !next_is_color {
            break;
        }
        p.pos += 1;
    }
    if colors.is_empty() {
        p.pos = start;
        return None;
    }
    Some(colors)
}

/// "its", "~'s", "that creature's": the object whose power or owner is meant.
fn possessor(p: &mut Parser) -> PResult<ObjRef> {
    if p.eat_word("its") || p.eat_word("their") {
        return Ok(ObjRef::It);
    }
    if p.peek() == Some(&Tok::SelfRef) && p.peek_n(1) == Some(&Tok::Possessive) {
        p.pos += 2;
        return Ok(ObjRef::SelfRef);
    }
    if p.eat_seq("that creature 's")
        || p.eat_seq("the creature 's")
        || p.eat_seq("that permanent 's")
        || p.eat_seq("that land 's")
    {
        return Ok(ObjRef::That);
    }
    p.err("expected \"its\"")
}

/// A signed P/T component (`+1`, `-X`, `3`) as an amount.
pub fn pt_amount(s: &str) -> Option<AmountAst> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let a = if body == "X" { AmountAst::X } else { AmountAst::Num(body.parse().ok()?) };
    Some(if neg {
        match a {
            AmountAst::Num(n) => AmountAst::Num(-n),
            other => AmountAst::Neg(Box::new(other)),
        }
    } else {
        a
    })
}

/// What one word of a noun phrase can be.
enum WordKind {
    Adj(Desc),
    Noun(Noun, Option<Desc>),
}

fn type_word(w: &str) -> Option<CardType> {
    let singular = match w {
        "sorceries" => "sorcery",
        _ => w.strip_suffix('s').filter(|s| CardType::from_name(&capitalize(s)).is_some()).unwrap_or(w),
    };
    CardType::from_name(&capitalize(singular))
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Classifies the word at the cursor without consuming it.
fn classify(word: &str) -> Option<WordKind> {
    let lower = word.to_lowercase();
    if let Some(c) = Color::from_name(&lower) {
        return Some(WordKind::Adj(Desc::Color(c, true)));
    }
    if let Some(t) = type_word(&lower) {
        return Some(WordKind::Noun(Noun::Type(t), Some(Desc::Type(t, true))));
    }
    let simple = match lower.as_str() {
        "colorless" => Some(WordKind::Adj(Desc::Colorless)),
        "multicolored" => Some(WordKind::Adj(Desc::Multicolored)),
        "monocolored" => Some(WordKind::Adj(Desc::Monocolored)),
        "permanent" | "permanents" => Some(WordKind::Noun(Noun::Permanent, None)),
        "spell" | "spells" => Some(WordKind::Noun(Noun::Spell, None)),
        "card" | "cards" => Some(WordKind::Noun(Noun::Card, None)),
        "token" | "tokens" => Some(WordKind::Noun(Noun::Token, Some(Desc::Token(true)))),
        "nontoken" => Some(WordKind::Adj(Desc::Token(false))),
        "player" | "players" => Some(WordKind::Noun(Noun::Player, None)),
        "opponent" | "opponents" => Some(WordKind::Noun(Noun::Opponent, None)),
        "source" | "sources" => Some(WordKind::Noun(Noun::Source, None)),
        "tapped" => Some(WordKind::Adj(Desc::Tapped(true))),
        "untapped" => Some(WordKind::Adj(Desc::Tapped(false))),
        "attacking" => Some(WordKind::Adj(Desc::Attacking)),
        "blocking" => Some(WordKind::Adj(Desc::Blocking)),
        "face-down" => Some(WordKind::Adj(Desc::FaceDown)),
        "commander" | "commanders" => Some(WordKind::Noun(Noun::Commander, Some(Desc::Commander))),
        _ => None,
    };
    if simple.is_some() {
        return simple;
    }
    if let Some(d) = crate::oracle::grammar::combat::adjective(&lower) {
        return Some(WordKind::Adj(d));
    }
    if let Some(s) = Supertype::from_name(&capitalize(&lower)) {
        return Some(WordKind::Adj(Desc::Super(s, true)));
    }
    if let Some(rest) = lower.strip_prefix("non") {
        let rest = rest.trim_start_matches('-');
        if let Some(c) = Color::from_name(rest) {
            return Some(WordKind::Adj(Desc::Color(c, false)));
        }
        if let Some(t) = type_word(rest) {
            return Some(WordKind::Adj(Desc::Type(t, false)));
        }
        if let Some(s) = Supertype::from_name(&capitalize(rest)) {
            return Some(WordKind::Adj(Desc::Super(s, false)));
        }
        let orig = word[3..].trim_start_matches('-');
        if let Some(s) = subtypes::lookup(orig) {
            return Some(WordKind::Adj(Desc::Subtype(s, false)));
        }
    }
    if let Some(s) = subtypes::lookup(word) {
        return Some(WordKind::Noun(Noun::Subtype(s.clone()), Some(Desc::Subtype(s, true))));
    }
    None
}

/// One alternative: descriptor words, the last noun-capable one being the head noun.
fn term(p: &mut Parser) -> PResult<Term> {
    let mut words: Vec<WordKind> = Vec::new();
    while let Some(Tok::Word(w)) = p.peek() {
        if p.looking_at("blocking or blocked by") || crate::oracle::grammar::combat::starts_suffix(p) {
            // A suffix ("creatures blocking or blocked by ~"), not the adjective.
            break;
        }
        match classify(w) {
            Some(k) => {
                words.push(k);
                p.pos += 1;
            }
            None => break,
        }
    }
    if words.is_empty() {
        return p.err("expected a description of objects");
    }
    let mut t = Term::default();
    let last_noun = words.iter().rposition(|k| matches!(k, WordKind::Noun(..)));
    for (k, w) in words.into_iter().enumerate() {
        match w {
            WordKind::Adj(d) => t.adjs.push(d),
            WordKind::Noun(n, _) if Some(k) == last_noun => t.noun = Some(n),
            WordKind::Noun(_, Some(d)) => t.adjs.push(d),
            WordKind::Noun(Noun::Permanent, None) => t.adjs.push(Desc::Permanent),
            WordKind::Noun(_, None) => return p.err("two nouns in a row"),
        }
    }
    Ok(t)
}

/// A noun phrase: `[other|another] term ((,|or|and|and/or) term)* suffix*`.
pub fn object_phrase(p: &mut Parser) -> PResult<ObjectPhrase> {
    let mut phrase = ObjectPhrase { other: p.eat_word("other") || p.eat_word("another"), ..Default::default() };
    let mut terms = vec![term(p)?];
    let mut alternatives = false;
    loop {
        let save = p.pos;
        let sep = if p.eat_punct(',') {
            // "artifacts, creatures, and enchantments": a list of kinds, each one matching.
            if p.eat_word("or") || p.eat_word("and/or") || p.eat_word("and") {
                alternatives = true;
            }
            true
        } else if p.eat_word("or") || p.eat_word("and/or") || p.eat_word("and") {
            alternatives = true;
            true
        } else {
            false
        };
        if !sep {
            break;
        }
        match p.attempt(term) {
            Ok(t) => terms.push(t),
            Err(_) => {
                p.pos = save;
                break;
            }
        }
    }
    if alternatives {
        // "black or red creature": the head noun of the last term is shared.
        let shared = terms.last().and_then(|t| t.noun.clone());
        for t in terms.iter_mut() {
            if t.noun.is_none() {
                t.noun = shared.clone();
            }
        }
        phrase.terms = terms;
    } else {
        // "nonartifact, nonblack creature": commas join adjectives.
        let mut merged = Term::default();
        for t in terms {
            merged.adjs.extend(t.adjs);
            if t.noun.is_some() {
                merged.noun = t.noun;
            }
        }
        phrase.terms = vec![merged];
    }
    while let Ok(s) = p.attempt(suffix) {
        phrase.suffixes.push(s);
    }
    Ok(phrase)
}

fn cmp_tail(p: &mut Parser) -> PResult<(Cmp, i32)> {
    let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))? as i32;
    if p.eat_seq("or less") || p.eat_seq("or fewer") {
        Ok((Cmp::Le, n))
    } else if p.eat_seq("or greater") || p.eat_seq("or more") {
        Ok((Cmp::Ge, n))
    } else {
        Ok((Cmp::Eq, n))
    }
}

/// After "with mana value": "3 or less", "X or less", "X", "equal to <amount>", "less than
/// or equal to <amount>" (CR 202.3; X and counts are read as the ability resolves, CR 608.2h).
fn mana_value_tail(p: &mut Parser) -> PResult<Suffix> {
    if p.eat_word("X") {
        let c = if p.eat_seq("or less") {
            Cmp::Le
        } else if p.eat_seq("or greater") {
            Cmp::Ge
        } else {
            Cmp::Eq
        };
        return Ok(Suffix::ManaValue(c, AmountAst::X));
    }
    for (words, c) in [
        ("equal to", Cmp::Eq),
        ("less than or equal to", Cmp::Le),
        ("greater than or equal to", Cmp::Ge),
        ("less than", Cmp::Lt),
        ("greater than", Cmp::Gt),
    ] {
        if p.looking_at(words) {
            let start = p.pos;
            p.eat_seq(words);
            if p.eat_seq("the number of") {
                // Counters on the source only: a filter has no "it" to refer to.
                if let Ok(a @ AmountAst::CountersOn(ObjRef::SelfRef, _)) =
                    crate::oracle::grammar::effects::counters::counters_on(p)
                {
                    return Ok(Suffix::ManaValue(c, a));
                }
            }
            p.pos = start;
            return p.err("a mana value compared with an amount not read yet");
        }
    }
    let (c, n) = cmp_tail(p)?;
    Ok(Suffix::ManaValue(c, AmountAst::Num(n)))
}

fn owner_phrase(p: &mut Parser) -> PResult<PlayersAst> {
    if p.eat_word("your") {
        Ok(PlayersAst::You)
    } else if p.eat_word("a") || p.eat_word("each") || p.eat_word("all") || p.eat_seq("a player 's") {
        Ok(PlayersAst::Any)
    } else if p.eat_seq("an opponent 's") {
        Ok(PlayersAst::Opponent)
    } else if p.eat_seq("the chosen player 's") {
        Ok(PlayersAst::ChosenPlayer)
    } else {
        p.err("expected \"your\" or \"a\"")
    }
}

/// A qualifier after a noun: "you control", "with flying", "from your graveyard"...
pub(crate) fn suffix(p: &mut Parser) -> PResult<Suffix> {
    if let Some(s) = crate::oracle::grammar::turn::suffix(p) {
        return Ok(s);
    }
    // "other than a basic land card": one term, without qualifiers of its own.
    if p.eat_seq("other than a") || p.eat_seq("other than an") {
        let t = term(p)?;
        return Ok(Suffix::OtherThan(Box::new(ObjectPhrase { terms: vec![t], ..ObjectPhrase::default() })));
    }
    if let Some(s) = crate::oracle::grammar::combat::suffix(p) {
        return Ok(s);
    }
    if p.is_word("of") {
        if let Ok(s) = p.attempt(crate::oracle::grammar::choices::chosen_suffix) {
            return Ok(s);
        }
    }
    // CR 201.3: "sources with the chosen name", "target spell with the chosen name".
    if p.eat_seq("with the chosen name") {
        return Ok(Suffix::ChosenName);
    }
    if p.is_word("named") {
        return crate::oracle::grammar::effects::spells::named(p);
    }
    // "target nonland permanent not named Detention Sphere" (CR 201.2).
    if p.looking_at("not named") {
        let start = p.pos;
        p.pos += 1;
        return match crate::oracle::grammar::effects::spells::named(p) {
            Ok(Suffix::Named(n)) => Ok(Suffix::NotNamed(n)),
            _ => {
                p.pos = start;
                p.err("expected a card name after \"not named\"")
            }
        };
    }
    if p.looking_at("that targets") {
        return crate::oracle::grammar::phrases::stack::targets_suffix(p);
    }
    if p.eat_seq("with a single target") {
        return Ok(Suffix::SingleTarget);
    }
    if p.eat_seq("you control") {
        return Ok(Suffix::ControlledBy(PlayersAst::You));
    }
    if p.eat_seq("you don't control") || p.eat_seq("you do not control") {
        return Ok(Suffix::NotControlledBy(PlayersAst::You));
    }
    if p.eat_seq("an opponent controls") || p.eat_seq("your opponents control") {
        return Ok(Suffix::ControlledBy(PlayersAst::Opponent));
    }
    if p.eat_seq("the chosen player controls") {
        return Ok(Suffix::ControlledBy(PlayersAst::ChosenPlayer));
    }
    // In a permanent's ability: that of the attacking source or the creature it enchants.
    if !p.is_spell && p.eat_seq("defending player controls") {
        return Ok(Suffix::ControlledByDefending);
    }
    if p.eat_seq("you own") {
        return Ok(Suffix::OwnedBy(PlayersAst::You));
    }
    if p.eat_seq("with an activated ability that isn't a mana ability") {
        return Ok(Suffix::NonManaAbility);
    }
    if p.eat_seq("with a morph ability") || p.eat_seq("with morph abilities") {
        return Ok(Suffix::Morph);
    }
    if p.eat_seq("drawn this turn") {
        return Ok(Suffix::DrawnThisTurn);
    }
    if p.eat_seq("blocking or blocked by ~") {
        return Ok(Suffix::BlockingOrBlockedBySelf);
    }
    if p.eat_seq("on the battlefield") {
        return Ok(Suffix::Zone(Zone::Battlefield, PlayersAst::Any));
    }
    // Mentor's "with lesser power" (CR 702.134a): compared to the source's power.
    if p.eat_seq("with lesser power") {
        return Ok(Suffix::PowerVsSelf(Cmp::Lt));
    }
    if let Some(s) = crate::oracle::grammar::phrases::with_counters::suffix(p) {
        return Ok(s);
    }
    if p.eat_word("with") || p.is_word("without") {
        let with = !p.eat_word("without");
        if with {
            if p.eat_word("power") {
                let (c, n) = cmp_tail(p)?;
                return Ok(Suffix::Power(c, n));
            }
            if p.eat_word("toughness") {
                let (c, n) = cmp_tail(p)?;
                return Ok(Suffix::Toughness(c, n));
            }
            if p.eat_seq("mana value") || p.eat_seq("converted mana cost") {
                return mana_value_tail(p);
            }
        }
        let k = keyword_name(p)?;
        return Ok(Suffix::Keyword(k, with));
    }
    if p.is_word("from") || p.is_word("in") {
        let start = p.pos;
        p.pos += 1;
        if p.eat_seq("their graveyard") {
            return Ok(Suffix::TheirZone(Zone::Graveyard));
        }
        if p.eat_seq("a single graveyard") {
            return Ok(Suffix::SingleGraveyard);
        }
        if let Ok(who) = owner_phrase(p) {
            for (w, z) in [("graveyard", Zone::Graveyard), ("hand", Zone::Hand), ("library", Zone::Library)] {
                if p.eat_word(w) {
                    return Ok(Suffix::Zone(z, who));
                }
            }
            if p.eat_word("graveyards") {
                return Ok(Suffix::Zone(Zone::Graveyard, PlayersAst::Any));
            }
        }
        p.pos = start;
    }
    p.err("expected a qualifier")
}

/// "any target", "target <phrase>", "another target <phrase>", "up to N target <phrase>",
/// "N target <phrase>" (CR 115).
pub fn target(p: &mut Parser) -> PResult<TargetAst> {
    let start = p.pos;
    let t = target_forms(p)?;
    // "target spell with mana value X": targets are checked as X is chosen (CR 601.2b-c),
    // before the spell or ability has its X, which a target's filter can't read yet.
    if t.phrase.suffixes.iter().any(|s| matches!(s, Suffix::ManaValue(_, AmountAst::X))) {
        p.pos = start;
        return p.err("a target with mana value X");
    }
    Ok(t)
}

fn target_forms(p: &mut Parser) -> PResult<TargetAst> {
    let start = p.pos;
    // "any number of target creatures", "one or two targets", "one, two, or three targets"
    // (CR 115.1d, 601.2c).
    let many = if p.eat_seq("any number of") {
        Some((0, u8::MAX))
    } else if p.eat_seq("one or two") {
        Some((1, 2))
    } else if p.eat_seq("one , two , or three") {
        Some((1, 3))
    } else {
        None
    };
    if let Some(count) = many {
        if p.eat_word("targets") {
            let any = target_from_any(p, start)?;
            return Ok(TargetAst { count, ..any });
        }
        if !p.eat_word("target") {
            p.pos = start;
            return p.err("expected \"target\"");
        }
        let phrase = object_phrase(p)?;
        return Ok(TargetAst { phrase, count, text: lower_first(p.text_from(start)), amount: None });
    }
    if p.eat_seq("any target") {
        return target_from_any(p, start);
    }
    // "1 damage to another target" (Arc Trail): any target but the spell's other targets
    // (CR 115.3).
    if p.looking_at("another target") && !matches!(p.peek_n(2), Some(Tok::Word(_))) {
        p.pos += 2;
        let mut any = target_from_any(p, start)?;
        any.phrase.suffixes.push(Suffix::OtherTargets);
        return Ok(any);
    }
    target_counted(p, start)
}

/// "any target": a creature, player, planeswalker or battle (CR 115.4).
fn target_from_any(p: &mut Parser, start: usize) -> PResult<TargetAst> {
    let terms = [
        Noun::Type(CardType::Creature),
        Noun::Player,
        Noun::Type(CardType::Planeswalker),
        Noun::Type(CardType::Battle),
    ]
    .into_iter()
    .map(|n| Term { adjs: vec![], noun: Some(n) })
    .collect();
    Ok(TargetAst {
        phrase: ObjectPhrase { other: false, terms, suffixes: vec![] },
        count: (1, 1),
        text: lower_first(p.text_from(start)),
        amount: None,
    })
}

/// "target <phrase>", "up to N target <phrase>", "N target <phrase>".
fn target_counted(p: &mut Parser, start: usize) -> PResult<TargetAst> {
    let mut count = (1, 1);
    // "X target creatures", "up to X target lands" (CR 601.2c).
    let amount = crate::oracle::grammar::phrases::amounts::x_targets(p, &mut count);
    if amount.is_some() {
    } else if p.eat_seq("up to") {
        let n = number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        count = (0, n as u8);
    } else if !p.is_word("target") && !p.is_word("another") {
        let save = p.pos;
        match number(p) {
            Some(n) if p.is_word("target") && n > 1 => count = (n as u8, n as u8),
            _ => p.pos = save,
        }
    }
    let other = p.eat_word("another");
    // "up to one other target artifact or enchantment" (Return to Dust): in a spell, not one
    // chosen for its other targets (CR 115.3). In an ability ("exile up to one other target
    // creature") it means other than the source too, which isn't read yet.
    let other_targets = !other && p.is_spell && p.looking_at("other target") && p.eat_word("other");
    if !p.eat_word("target") {
        p.pos = start;
        return p.err("expected \"target\"");
    }
    let mut phrase = object_phrase(p)?;
    phrase.other |= other;
    if other_targets {
        phrase.suffixes.push(Suffix::OtherTargets);
    }
    // "and 1 damage to up to one target creature that player or that planeswalker's
    // controller controls" (CR 601.2c).
    if p.eat_seq(&format!("{PLAYER_OR_PLANESWALKER_CONTROLLER} controls")) {
        phrase.suffixes.push(Suffix::ControlledByTargetPlayer);
    }
    Ok(TargetAst { phrase, count, text: lower_first(p.text_from(start)), amount })
}

/// The player of a target "player or planeswalker" named before, or that planeswalker's
/// controller.
const PLAYER_OR_PLANESWALKER_CONTROLLER: &str = "that player or that planeswalker 's controller";

/// The text with its first letter in lower case ("Target player" -> "target player").
fn lower_first(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => s,
    }
}

/// A reference to objects: `~`, "it", a target, "each/all <phrase>", "enchanted creature".
pub fn obj_ref(p: &mut Parser) -> PResult<ObjRef> {
    if let Ok(o) = p.attempt(crate::oracle::grammar::zones::top_card) {
        return Ok(o);
    }
    if p.peek() == Some(&Tok::SelfRef) && p.peek_n(1) != Some(&Tok::Possessive) {
        p.pos += 1;
        return Ok(ObjRef::SelfRef);
    }
    for w in ["it", "them"] {
        if p.eat_seq(w) {
            return Ok(ObjRef::It);
        }
    }
    // "Prevent all damage that would be dealt to him this turn.": a planeswalker's Oracle
    // text names itself "him" or "her" (not as a possessive: "her loyalty abilities").
    if (p.is_word("him") || p.is_word("her")) && (!matches!(p.peek_n(1), Some(Tok::Word(_))) || p.is_word_n(1, "this"))
    {
        p.pos += 1;
        return Ok(ObjRef::SelfRef);
    }
    for w in [
        "that creature",
        "that permanent",
        "that card",
        "those creatures",
        "those cards",
        "the creature",
        "the card",
        "that artifact",
        "that enchantment",
        "that land",
        "that token",
    ] {
        if p.eat_seq(w) {
            return Ok(ObjRef::That);
        }
    }
    // "counter that spell": the spell cast, or the spell that targeted the permanent.
    if p.eat_seq("that spell") {
        return Ok(ObjRef::ThatSpell);
    }
    for w in ["enchanted", "equipped"] {
        if p.is_word(w) {
            let start = p.pos;
            p.pos += 1;
            if p.attempt(term).is_ok() {
                return Ok(ObjRef::Attached);
            }
            p.pos = start;
        }
    }
    if let Ok(r) = p.attempt(|p| {
        let who = player_ref(p)?;
        if p.eat_seq("'s graveyard") {
            return Ok(ObjRef::CardsIn(Box::new(who), Zone::Graveyard));
        }
        p.err("expected a graveyard")
    }) {
        return Ok(r);
    }
    if let Ok(t) = p.attempt(target) {
        let r = ObjRef::Target(t);
        if let Ok(phrase) = p.attempt(same_name_as_that) {
            return Ok(ObjRef::WithSameName(Box::new(r), phrase));
        }
        return Ok(r);
    }
    // "exile all graveyards": every card in each player's graveyard (CR 404).
    if p.eat_seq("all graveyards") {
        return Ok(ObjRef::CardsIn(Box::new(PlayerRef::Each), Zone::Graveyard));
    }
    if p.eat_word("each") || p.eat_word("all") {
        let phrase = object_phrase(p)?;
        return Ok(crate::oracle::grammar::effects::compound::controlled_by_player(p, phrase));
    }
    p.err("expected an object")
}

/// After a target: "and all other permanents with the same name as that permanent" (CR
/// 201.2): the other objects sharing its name.
fn same_name_as_that(p: &mut Parser) -> PResult<ObjectPhrase> {
    p.expect_seq("and all other")?;
    let phrase = object_phrase(p)?;
    p.expect_seq("with the same name as that")?;
    match p.word().as_deref() {
        Some("permanent" | "creature" | "artifact" | "enchantment" | "land" | "planeswalker") => p.pos += 1,
        _ => return p.err("expected \"that permanent\""),
    }
    Ok(phrase)
}

/// An indefinite subject as in triggers and costs: "a creature", "another Goblin",
/// "a Goblin you control", or `~`.
pub fn indefinite(p: &mut Parser) -> PResult<ObjRef> {
    if p.peek() == Some(&Tok::SelfRef) && p.peek_n(1) != Some(&Tok::Possessive) {
        p.pos += 1;
        return Ok(ObjRef::SelfRef);
    }
    if p.is_word("enchanted") || p.is_word("equipped") {
        return obj_ref(p);
    }
    if p.eat_word("a") || p.eat_word("an") || p.is_word("another") || p.is_word("other") {
        return Ok(ObjRef::Each(object_phrase(p)?));
    }
    p.err("expected \"a\", \"another\" or ~")
}

/// A reference to players: "you", "target player", "each opponent", "its controller"...
pub fn player_ref(p: &mut Parser) -> PResult<PlayerRef> {
    if p.eat_word("you") {
        return Ok(PlayerRef::You);
    }
    if p.eat_seq("each player") || p.eat_seq("all players") {
        return Ok(PlayerRef::Each);
    }
    if p.eat_seq("each opponent") || p.eat_seq("all opponents") {
        return Ok(PlayerRef::EachOpponent);
    }
    // "each other player": in two-player and free-for-all games every other player is an
    // opponent (CR 102.2, 102.3), as `grammar/effects/other_players.rs` reads it too.
    if p.eat_seq("each other player") {
        return Ok(PlayerRef::EachOpponent);
    }
    if p.eat_seq("defending player") {
        return Ok(PlayerRef::Defending);
    }
    if p.eat_seq(PLAYER_OR_PLANESWALKER_CONTROLLER) {
        return Ok(PlayerRef::TargetPlayerOrController);
    }
    if p.eat_seq("that player") || p.eat_word("they") {
        return Ok(PlayerRef::That);
    }
    let start = p.pos;
    // "the owner of target nonland permanent", "the controller of target artifact": the player
    // of a targeted object (CR 108.3, 110.2).
    for (words, owner) in [("the owner of", true), ("the controller of", false)] {
        if p.looking_at(words) && p.is_word_n(3, "target") {
            p.pos += 3;
            let Ok(t) = p.attempt(target) else {
                p.pos = start;
                break;
            };
            let of = Box::new(ObjRef::Target(t));
            return Ok(if owner { PlayerRef::OwnerOf(of) } else { PlayerRef::ControllerOf(of) });
        }
    }
    if let Ok(who) = p.attempt(possessor) {
        if p.eat_word("controller") {
            return Ok(PlayerRef::ControllerOf(Box::new(who)));
        }
        if p.eat_word("owner") {
            return Ok(PlayerRef::OwnerOf(Box::new(who)));
        }
        p.pos = start;
    }
    if let Ok(t) = p.attempt(target) {
        let only_players = t
            .phrase
            .terms
            .iter()
            .all(|t| matches!(t.noun, Some(Noun::Player) | Some(Noun::Opponent)) && t.adjs.is_empty());
        if only_players {
            return Ok(PlayerRef::Target(t));
        }
        p.pos = start;
    }
    p.err("expected a player")
}

/// A damage recipient: a player reference, or an object reference (targets that include
/// players, such as "any target", are object references).
pub fn recipient(p: &mut Parser) -> PResult<Recipient> {
    // "deals 2 damage to them": in Oracle text a damage recipient "them" is a player.
    if p.eat_word("them") {
        return Ok(Recipient::Player(PlayerRef::That));
    }
    if let Ok(pl) = p.attempt(player_ref) {
        return Ok(Recipient::Player(pl));
    }
    Ok(Recipient::Obj(obj_ref(p)?))
}
