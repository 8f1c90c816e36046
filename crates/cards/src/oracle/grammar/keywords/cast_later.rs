//! Grammar for the keywords that exile a card from its owner's hand to be cast on a later
//! turn: foretell (CR 702.143, "Foretell {1}{U}") and plot (CR 702.170, "Plot {1}{G}").

use crate::oracle::ast::*;
use crate::oracle::grammar::keywords::mana_symbols;
use crate::oracle::grammar::parser::{PResult, Parser};

/// A whole "Foretell <mana>" or "Plot <mana>" line (CR 702.143a, 702.170a). Costs with X
/// are left unsupported (the X of a spell cast from exile for its foretell cost is not read).
pub fn cast_later_line(p: &mut Parser) -> PResult<StaticAst> {
    let plot = if p.eat_word("foretell") {
        false
    } else if p.eat_word("plot") {
        true
    } else {
        return p.err("expected \"Foretell\" or \"Plot\"");
    };
    let m = mana_symbols(p)?;
    if m.has_x() {
        return p.err("foretell and plot costs with X are not supported");
    }
    if !p.at_end() {
        return p.err("expected the end of the line");
    }
    let keyword = if plot { "Plot" } else { "Foretell" };
    let text = format!("{keyword} {m}");
    Ok(StaticAst::CastLater { plot, cost: CostAst { mana: m, ..Default::default() }, text })
}
