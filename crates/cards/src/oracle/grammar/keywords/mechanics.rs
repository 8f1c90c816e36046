//! Grammar for keyword mechanics read as whole lines: typecycling (CR 702.29e), storm
//! (CR 702.40), phasing (CR 702.26), madness (CR 702.35) and amplify (CR 702.38), and snow
//! landwalk (CR 702.14c).

use crate::oracle::ast::{ActionAst, CycledType, KeywordAst, Noun, ObjRef};
use crate::oracle::front::lexer::Tok;
use crate::oracle::front::subtypes;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};
use grimoire_engine::{Keyword, Quality};

/// A land subtype written in lower or title case ("mountain", "Swamp").
fn land_type(w: &str) -> Option<String> {
    let mut c = w.chars();
    let t: String = c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default();
    grimoire_engine::BasicLandType::from_name(&t).map(|_| t).filter(|t| subtypes::is_subtype(t))
}

/// "Mountaincycling {2}", "Slivercycling {3}", "Landcycling {2}", "Basic landcycling {1}{B}"
/// (CR 702.29e): a typecycling keyword, with what it searches for.
pub fn typecycling(p: &mut Parser) -> PResult<Option<KeywordAst>> {
    let basic =
        p.is_word("basic") && matches!(p.peek_n(1), Some(Tok::Word(w)) if w.eq_ignore_ascii_case("landcycling"));
    let Some(Tok::Word(w)) = p.peek_n(usize::from(basic)) else { return Ok(None) };
    let lower = w.to_lowercase();
    let Some(word) = lower.strip_suffix("cycling") else { return Ok(None) };
    let t = if word == "land" {
        CycledType::Land { basic }
    } else if let Some(t) = land_type(word) {
        CycledType::Subtype(t)
    } else {
        let mut c = word.chars();
        let t: String = c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default();
        if word.is_empty() || !subtypes::is_subtype(&t) {
            return Ok(None);
        }
        CycledType::Subtype(t)
    };
    p.pos += 1 + usize::from(basic);
    Ok(Some(KeywordAst::Typecycling(t, mana_symbols(p)?)))
}

/// "snow swampwalk" (CR 702.14c): landwalk of a snow land of a type.
pub fn snow_landwalk(p: &mut Parser) -> Option<Keyword> {
    if !p.is_word("snow") {
        return None;
    }
    let Some(Tok::Word(w)) = p.peek_n(1) else { return None };
    let t = w.to_lowercase().strip_suffix("walk").and_then(land_type)?;
    p.pos += 2;
    Some(Keyword::Landwalk(Quality::SnowSubtype(t)))
}

/// "Copy target instant or sorcery spell. You may choose new targets for the copy." (CR
/// 707.10, 707.10c): one target spell, copied by the ability's controller.
pub fn copy_target_spell(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    if !p.looking_at("copy target") {
        return p.err("expected \"copy target\"");
    }
    p.pos += 1;
    let what = crate::oracle::grammar::phrases::objects::obj_ref(p)?;
    let ObjRef::Target(t) = &what else {
        return p.err("a copied spell not named as a target");
    };
    // One instant or sorcery spell ("target instant or sorcery spell [you control]"): not
    // abilities, nor permanent spells, whose copies become tokens (CR 707.10b).
    let spell = t.phrase.terms.iter().any(|term| term.noun == Some(Noun::Spell));
    let words: Vec<&str> = t.text.split(' ').collect();
    let nonpermanent = (words.contains(&"instant") || words.contains(&"sorcery"))
        && !["creature", "artifact", "enchantment", "planeswalker", "permanent", "battle", "land", "ability"]
            .iter()
            .any(|w| words.contains(w));
    if t.count != (1, 1) || !spell || !nonpermanent || t.amount.is_some() {
        return p.err("copying other than one target spell");
    }
    p.expect_seq(".")?;
    // CR 707.10c: without this sentence the copy keeps the original's targets.
    let new_targets = p.eat_seq("you may choose new targets for the copy .");
    Ok(vec![ActionAst::CopyTargetSpell { what, new_targets }])
}

/// "[Then] <player> may copy this spell and may choose a new target for that copy." (CR
/// 707.10, 707.10c): the copy is that player's.
pub fn copy_this_spell(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.eat_word("then");
    let by = crate::oracle::grammar::phrases::objects::player_ref(p)?;
    p.expect_seq("may copy ~ and may choose a new target for that copy")?;
    if !p.eat_punct('.') && !p.at_end() {
        return p.err("expected the end of the sentence");
    }
    Ok(vec![ActionAst::CopySelf { by }])
}
