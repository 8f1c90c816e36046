//! Grammar for searching a player's graveyard, hand and library for the cards with the same
//! name as an object and exiling them (CR 701.23, 201.2): "Exile target artifact. Search its
//! controller's graveyard, hand, and library for all cards with the same name as that
//! artifact and exile them. Then that player shuffles." (Splinter), "Choose target card in a
//! graveyard other than a basic land card. Search its owner's graveyard, hand, and library
//! for any number of cards with the same name as that card and exile them. Then that player
//! shuffles." (Surgical Extraction).

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::{obj_ref, player_ref, target};

/// After "search": "<player>'s graveyard, hand, and library for all cards (or any number of
/// cards) with the same name as <that object> and exile them".
pub(crate) fn search(p: &mut Parser) -> PResult<ActionAst> {
    let whose = player_ref(p)?;
    p.expect_seq("'s graveyard , hand , and library for")?;
    let all = if p.eat_seq("all cards") {
        true
    } else {
        p.expect_seq("any number of cards")?;
        false
    };
    p.expect_seq("with the same name as")?;
    // "the chosen card": the card chosen from a hand before (Lobotomy).
    let like = if p.eat_seq("the chosen card") { ObjRef::That } else { obj_ref(p)? };
    if !matches!(like, ObjRef::That | ObjRef::ThatSpell | ObjRef::It) {
        return p.err("expected \"that card\"");
    }
    p.expect_seq("and exile them")?;
    Ok(ActionAst::ExileSameName { whose, like, all })
}

/// "Choose target card in a graveyard <...>. Search its owner's graveyard, ...": the target
/// is the card whose name is searched for; choosing it does nothing else.
pub(crate) fn chosen_target_then_search(p: &mut Parser) -> PResult<ActionAst> {
    p.expect_seq("choose")?;
    let t = target(p)?;
    p.expect_seq(". search")?;
    let ActionAst::ExileSameName { whose, all, .. } = search(p)? else { unreachable!("search reads only this") };
    if whose != PlayerRef::OwnerOf(Box::new(ObjRef::It)) {
        return p.err("expected \"its owner's\"");
    }
    Ok(ActionAst::ExileSameName { whose, like: ObjRef::Target(t), all })
}
