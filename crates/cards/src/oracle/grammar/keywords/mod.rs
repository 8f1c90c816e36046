//! Grammar for keyword abilities (CR 702): keyword lines and keywords inside sentences.

pub(crate) mod blitz;
pub(crate) mod cast_later;
pub(crate) mod casting;
pub(crate) mod graveyard_cast;
pub(crate) mod mechanics;
pub(crate) mod morph;
pub(crate) mod older;
pub(crate) mod partner;

use crate::oracle::ast::*;
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::{CardType, Color, Keyword, ManaCost, Quality};

/// Mana symbols at the cursor, as a cost (at least one).
pub fn mana_symbols(p: &mut Parser) -> PResult<ManaCost> {
    let mut text = String::new();
    while let Some(Tok::Sym(s)) = p.peek() {
        if s == "T" || s == "Q" || s == "E" {
            break;
        }
        text.push_str(&format!("{{{s}}}"));
        p.pos += 1;
    }
    if text.is_empty() {
        return p.err("expected a mana cost");
    }
    match ManaCost::parse(&text) {
        Ok(c) => Ok(c),
        Err(_) => p.err("unknown mana symbol"),
    }
}

/// An amount of energy (CR 107.14): "{E}{E}", or a number and "{E}" ("six {E}").
pub fn energy_symbols(p: &mut Parser) -> PResult<u32> {
    let is_e = |t: Option<&Tok>| matches!(t, Some(Tok::Sym(s)) if s == "E");
    if !is_e(p.peek()) {
        let start = p.pos;
        if let Some(n) = crate::oracle::grammar::phrases::objects::number(p) {
            if is_e(p.peek()) {
                p.pos += 1;
                return Ok(n);
            }
        }
        p.pos = start;
        return p.err("expected energy symbols");
    }
    let mut n = 0;
    while is_e(p.peek()) {
        p.pos += 1;
        n += 1;
    }
    Ok(n)
}

/// What protection is from (CR 702.16a): a colour, "all colors", "everything", a type...
fn quality(p: &mut Parser) -> PResult<Quality> {
    if let Some(q) = crate::oracle::grammar::choices::chosen_quality(p) {
        return Ok(q);
    }
    if p.eat_seq("all colors") {
        return Ok(Quality::AllColors);
    }
    if p.eat_word("everything") {
        return Ok(Quality::Everything);
    }
    let Some(Tok::Word(w)) = p.peek() else {
        return p.err("expected a quality");
    };
    let lower = w.to_lowercase();
    let q = if let Some(c) = Color::from_name(&lower) {
        Quality::Color(c)
    } else if let Some(t) = lower.strip_suffix('s').and_then(|s| CardType::from_name(&capitalize(s))) {
        Quality::CardType(t)
    } else if let Some(s) = subtypes::lookup(w) {
        Quality::Subtype(s)
    } else {
        return p.err("expected a quality");
    };
    p.pos += 1;
    Ok(q)
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// A keyword the engine knows, as written in a sentence ("flying", "first strike",
/// "protection from red", "swampwalk", "ward {2}").
pub fn keyword_name(p: &mut Parser) -> PResult<Keyword> {
    for two in ["first strike", "double strike", "split second"] {
        if p.eat_seq(two) {
            return Ok(Keyword::from_name(two).expect("known"));
        }
    }
    if p.eat_seq("protection from") {
        return Ok(Keyword::Protection(quality(p)?));
    }
    // CR 702.11d: "hexproof from [quality]".
    if p.eat_seq("hexproof from") {
        return Ok(Keyword::HexproofFrom(quality(p)?));
    }
    // CR 702.23a: "Rampage N"; CR 702.45a: "Bushido N"; CR 702.164a: "Toxic N"; CR 702.112a:
    // "Renown N".
    for (word, make) in [
        ("rampage", Keyword::Rampage as fn(u32) -> Keyword),
        ("bushido", Keyword::Bushido),
        ("toxic", Keyword::Toxic),
        ("renown", Keyword::Renown),
    ] {
        if p.eat_word(word) {
            return match crate::oracle::grammar::phrases::objects::number(p) {
                Some(n) => Ok(make(n)),
                None => p.err("expected a number"),
            };
        }
    }
    if let Some(k) = crate::oracle::grammar::keywords::mechanics::snow_landwalk(p) {
        return Ok(k);
    }
    if p.eat_seq("nonbasic landwalk") {
        return Ok(Keyword::Landwalk(Quality::Nonbasic));
    }
    if p.eat_word("ward") {
        if let Some(Tok::Sym(s)) = p.peek() {
            if let Ok(n) = s.parse() {
                p.pos += 1;
                return Ok(Keyword::Ward(n));
            }
        }
        return p.err("expected a ward cost in generic mana");
    }
    let Some(Tok::Word(w)) = p.peek() else {
        return p.err("expected a keyword");
    };
    if let Some(k) = Keyword::from_name(w) {
        p.pos += 1;
        return Ok(k);
    }
    // Landwalk (CR 702.14): "swampwalk", "Islandwalk".
    if let Some(land) = w.to_lowercase().strip_suffix("walk") {
        let land = capitalize(land);
        if subtypes::is_subtype(&land) {
            p.pos += 1;
            return Ok(Keyword::Landwalk(Quality::Subtype(land)));
        }
    }
    p.err("expected a keyword")
}

/// Keywords joined by ",", "and": "flying and first strike", "flying, vigilance".
pub fn keyword_list(p: &mut Parser) -> PResult<Vec<Keyword>> {
    let mut out = vec![keyword_name(p)?];
    loop {
        // "protection from white and from black" (CR 702.16g), "hexproof from A and from B"
        // (CR 702.11f): one ability per quality.
        if let Some(last @ (Keyword::Protection(_) | Keyword::HexproofFrom(_))) = out.last().cloned() {
            if p.looking_at("and from") || p.looking_at(", from") {
                let save = p.pos;
                p.pos += 1;
                p.pos += 1;
                match p.attempt(quality) {
                    Ok(q) => {
                        out.push(match last {
                            Keyword::HexproofFrom(_) => Keyword::HexproofFrom(q),
                            _ => Keyword::Protection(q),
                        });
                        continue;
                    }
                    Err(_) => p.pos = save,
                }
            }
        }
        let save = p.pos;
        let comma = p.eat_punct(',');
        let and = p.eat_word("and");
        if !comma && !and {
            break;
        }
        match p.attempt(keyword_name) {
            Ok(k) => out.push(k),
            Err(_) => {
                p.pos = save;
                break;
            }
        }
    }
    Ok(out)
}

/// One item of a keyword line, including keywords with parameters (enchant, cycling, equip).
fn keyword_item(p: &mut Parser) -> PResult<Vec<KeywordAst>> {
    if p.eat_word("enchant") {
        let start = p.pos;
        let mut phrase = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
        phrase.other = false;
        let t = TargetAst { phrase, count: (1, 1), text: p.text_from(start), amount: None };
        return Ok(vec![KeywordAst::Enchant(t)]);
    }
    if let Some(k) = crate::oracle::grammar::keywords::mechanics::typecycling(p)? {
        return Ok(vec![k]);
    }
    if let Some(k) = older::older_keyword(p)? {
        return Ok(vec![k]);
    }
    if let Some(k) = partner::partner(p)? {
        return Ok(vec![k]);
    }
    if p.eat_word("storm") {
        return Ok(vec![KeywordAst::Storm]);
    }
    if p.eat_word("amplify") {
        let n =
            crate::oracle::grammar::phrases::objects::number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(vec![KeywordAst::Amplify(n)]);
    }
    if p.eat_seq("affinity for") {
        // CR 702.41a: "Affinity for artifacts".
        let phrase = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
        return Ok(vec![KeywordAst::Affinity(phrase)]);
    }
    if p.eat_seq("living weapon") {
        return Ok(vec![KeywordAst::LivingWeapon]);
    }
    if p.eat_word("evolve") {
        return Ok(vec![KeywordAst::Evolve]);
    }
    if p.eat_word("backup") {
        // CR 702.165a: "Backup N".
        let n =
            crate::oracle::grammar::phrases::objects::number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(vec![KeywordAst::Backup(n)]);
    }
    if p.eat_word("afterlife") {
        // CR 702.135a: "Afterlife N".
        let n =
            crate::oracle::grammar::phrases::objects::number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(vec![KeywordAst::Afterlife(n)]);
    }
    if p.eat_word("vanishing") {
        // CR 702.63a-b: "Vanishing N", or "Vanishing" alone.
        return Ok(vec![KeywordAst::Vanishing(crate::oracle::grammar::phrases::objects::number(p))]);
    }
    if p.eat_word("crew") {
        // CR 702.122a: "Crew N".
        let n =
            crate::oracle::grammar::phrases::objects::number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(vec![KeywordAst::Crew(n)]);
    }
    if p.eat_word("madness") {
        return Ok(vec![KeywordAst::Madness(mana_symbols(p)?)]);
    }
    if p.eat_word("cycling") {
        return Ok(vec![KeywordAst::Cycling(mana_symbols(p)?)]);
    }
    if p.eat_word("equip") {
        return Ok(vec![KeywordAst::Equip(mana_symbols(p)?)]);
    }
    if p.eat_word("fading") {
        let n =
            crate::oracle::grammar::phrases::objects::number(p).ok_or(()).or_else(|_| p.err("expected a number"))?;
        return Ok(vec![KeywordAst::Fading(n)]);
    }
    if p.eat_word("echo") {
        // CR 702.30a; echo costs that aren't mana ("Echo—Discard a card") are not read yet.
        return Ok(vec![KeywordAst::Echo(mana_symbols(p)?)]);
    }
    if p.eat_seq("cumulative upkeep") {
        // CR 702.24a: "Cumulative upkeep {1}", "Cumulative upkeep—Pay 2 life".
        if p.eat_punct('—') {
            p.expect_seq("pay")?;
            let n = crate::oracle::grammar::phrases::objects::number(p)
                .ok_or(())
                .or_else(|_| p.err("expected a number"))?;
            p.expect_seq("life")?;
            p.eat_punct('.');
            return Ok(vec![KeywordAst::CumulativeUpkeep(ManaCost::default(), n)]);
        }
        return Ok(vec![KeywordAst::CumulativeUpkeep(mana_symbols(p)?, 0)]);
    }
    if p.looking_at("protection from") || p.looking_at("hexproof from") {
        // "protection from red and from blue" (CR 702.16g), "hexproof from white and from
        // blue" (CR 702.11f): separate abilities, one per quality.
        let first = keyword_name(p)?;
        let hexproof = matches!(first, Keyword::HexproofFrom(_));
        let mut out = vec![KeywordAst::Engine(first)];
        while p.looking_at("and from") || p.looking_at(", from") {
            p.pos += 1;
            p.expect_seq("from")?;
            let q = quality(p)?;
            out.push(KeywordAst::Engine(if hexproof { Keyword::HexproofFrom(q) } else { Keyword::Protection(q) }));
        }
        return Ok(out);
    }
    Ok(vec![KeywordAst::Engine(keyword_name(p)?)])
}

/// A whole line of keywords separated by commas or semicolons (CR 702.1).
pub fn keyword_line(p: &mut Parser) -> PResult<Vec<KeywordAst>> {
    let mut out = keyword_item(p)?;
    while p.eat_punct(',') || p.eat_punct(';') {
        out.extend(keyword_item(p)?);
    }
    if !p.at_end() {
        return p.err("expected the end of a keyword line");
    }
    Ok(out)
}
