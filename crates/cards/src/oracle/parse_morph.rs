//! Grammar for morph (CR 702.37): "Morph {2}{W}{W}" and "Morph—<cost>." lines. Triggers on
//! turning face up ("When ~ is turned face up") are read with the other trigger events.

use super::ast::*;
use super::parse_cost::cost;
use super::parse_keyword::mana_symbols;
use super::parser::{PResult, Parser};

/// A whole "Morph <cost>" line (CR 702.37a). The morph cost is paid as a special action by
/// the controller of the face-down permanent (CR 702.37e): mana, life, and sacrificing,
/// discarding, exiling from hand or tapping other objects; never the permanent itself.
pub fn morph_line(p: &mut Parser) -> PResult<StaticAst> {
    let start = p.pos;
    if !p.eat_word("morph") {
        return p.err("expected \"Morph\"");
    }
    let (c, text) = if p.eat_punct('—') {
        let c = cost(p)?;
        let text = p.text_from(start);
        p.expect_seq(".")?;
        (c, text)
    } else {
        let m = mana_symbols(p)?;
        let text = format!("Morph {m}");
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
    // CR 702.37f: X in a morph cost is also read by the permanent's other abilities; not yet.
    if c.mana.has_x() {
        return p.err("morph costs with X are not supported");
    }
    if !p.at_end() {
        return p.err("expected the end of the line");
    }
    Ok(StaticAst::Morph(c, text))
}
