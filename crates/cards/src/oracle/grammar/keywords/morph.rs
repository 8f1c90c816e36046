//! Grammar for morph (CR 702.37): "Morph {2}{W}{W}", "Morph—<cost>." and "Megamorph {2}{G}"
//! (702.37b) lines, and disguise (CR 702.168, "Disguise {4}{B}{B}"). Triggers on
//! turning face up ("When ~ is turned face up") are read with the other trigger events.

use crate::oracle::ast::*;
use crate::oracle::grammar::costs::cost;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};

/// A whole "Morph <cost>" line (CR 702.37a). The morph cost is paid as a special action by
/// the controller of the face-down permanent (CR 702.37e): mana, life, and sacrificing,
/// discarding, exiling from hand or tapping other objects; never the permanent itself.
pub fn morph_line(p: &mut Parser) -> PResult<StaticAst> {
    let start = p.pos;
    let megamorph = p.eat_word("megamorph");
    // CR 702.168a: "Disguise <cost>", morph's face-down cast with ward {2}.
    let disguise = !megamorph && p.eat_word("disguise");
    if !megamorph && !disguise && !p.eat_word("morph") {
        return p.err("expected \"Morph\"");
    }
    let keyword = if megamorph {
        "Megamorph"
    } else if disguise {
        "Disguise"
    } else {
        "Morph"
    };
    let (c, text) = if p.eat_punct('—') {
        let c = cost(p)?;
        let text = p.text_from(start);
        p.expect_seq(".")?;
        (c, text)
    } else {
        let m = mana_symbols(p)?;
        let text = format!("{keyword} {m}");
        // One printed disguise cost ends with a stray period ("Disguise {5}{R}.").
        if disguise {
            p.eat_seq(".");
        }
        (CostAst { mana: m, ..Default::default() }, text)
    };
    if c.tap
        || c.untap
        || c.sacrifice_self
        || c.discard_self
        || c.exile_self
        || c.remove_counters.is_some()
        || c.remove_any_counters.is_some()
        || c.loyalty.is_some()
    {
        return p.err("a morph cost naming the permanent itself is not supported");
    }
    // CR 702.37f: X in a morph cost is also read by the permanent's other abilities (the
    // engine keeps it on the permanent for its triggered abilities).
    if !p.at_end() {
        return p.err("expected the end of the line");
    }
    if disguise {
        return Ok(StaticAst::Disguise(c, text));
    }
    Ok(StaticAst::Morph(c, text, megamorph))
}

/// "Turn <object> face up." / "Turn <object> face down." (CR 708.2a, 708.8): "Turn target
/// face-down creature face up", "Turn target creature with a morph ability face down",
/// "Turn ~ face down".
pub fn turn_face(p: &mut Parser) -> PResult<ActionAst> {
    if !p.eat_word("turn") {
        return p.err("expected \"turn\"");
    }
    let what = crate::oracle::grammar::phrases::objects::obj_ref(p)?;
    let up = if p.eat_seq("face up") {
        true
    } else if p.eat_seq("face down") {
        false
    } else {
        return p.err("expected \"face up\" or \"face down\"");
    };
    Ok(ActionAst::TurnFace { what, up })
}
