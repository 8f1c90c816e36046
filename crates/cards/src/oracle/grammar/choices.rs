//! Grammar for choices of a colour or a creature type and what reads them (CR 607.2d):
//! "As ~ enters the battlefield, choose a color." (CR 614.12a), "Choose a color.", "the
//! color of your choice", "the chosen color", "creatures of the chosen type".
//!
//! A phrase "... of your choice" inside a sentence notes the choice on the parser
//! ([`Parser::choices`]); the sentence then begins with the choice ([`take_choices`]), so
//! the value is chosen as the effect resolves (CR 608.2d) before anything reads it.

use crate::oracle::ast::*;
use crate::oracle::grammar::parser::{PResult, Parser};
use crate::oracle::grammar::phrases::objects::amount;
use grimoire_engine::{Quality, Zone};

/// "a color", "a creature type", "a creature type other than Wall".
fn choice_kind(p: &mut Parser) -> PResult<ChoiceAst> {
    if p.eat_seq("a color") {
        return Ok(ChoiceAst::Color);
    }
    if p.eat_seq("a creature type other than Wall") {
        return Ok(ChoiceAst::CreatureTypeNotWall);
    }
    if p.eat_seq("a creature type") {
        return Ok(ChoiceAst::CreatureType);
    }
    if p.eat_seq("an opponent") {
        return Ok(ChoiceAst::Opponent);
    }
    // CR 201.3
    if p.eat_seq("a card name") || p.eat_seq("any card name") {
        return Ok(ChoiceAst::CardName { nonland: false });
    }
    if p.eat_seq("a nonland card name") {
        return Ok(ChoiceAst::CardName { nonland: true });
    }
    p.err("expected \"a color\" or \"a creature type\"")
}

/// "As ~ enters the battlefield, choose a color." (CR 614.12a): a static ability.
pub fn enters_with_choice(p: &mut Parser) -> PResult<StaticAst> {
    if !(p.eat_seq("as ~ enters the battlefield , choose") || p.eat_seq("as ~ enters , choose")) {
        return p.err("expected \"As ~ enters the battlefield, choose\"");
    }
    Ok(StaticAst::EntersWithChoice(choice_kind(p)?))
}

/// "choose a color", as an instruction (CR 608.2d).
pub fn choose_clause(p: &mut Parser) -> PResult<Vec<ActionAst>> {
    p.expect_seq("choose")?;
    let kind = choice_kind(p)?;
    if matches!(kind, ChoiceAst::CardName { .. }) {
        // "Choose a card name. <what reads it>" is not read on resolution yet.
        return p.err("\"choose a card name\" on resolution is not supported");
    }
    if kind == ChoiceAst::Opponent {
        // "Choose an opponent. That player ..." is read by what follows, not noted.
        return p.err("\"choose an opponent\" on resolution is not supported");
    }
    Ok(vec![ActionAst::Choose(kind)])
}

/// The colour quality of protection: "the chosen color", "the color of your choice".
pub fn chosen_quality(p: &mut Parser) -> Option<Quality> {
    if p.eat_seq("the chosen color") || p.eat_seq("that color") {
        return Some(Quality::ChosenColor);
    }
    if p.eat_seq("the color of your choice") {
        note(p, ChoiceAst::Color);
        return Some(Quality::ChosenColor);
    }
    None
}

/// An object qualifier: "of the chosen color", "of that color", "of the chosen type", "of
/// the color of your choice", "of the creature type of your choice".
pub fn chosen_suffix(p: &mut Parser) -> PResult<Suffix> {
    p.expect_seq("of")?;
    if p.eat_seq("the chosen color") || p.eat_seq("that color") {
        return Ok(Suffix::ChosenColor);
    }
    if p.eat_seq("the chosen type") || p.eat_seq("the chosen creature type") || p.eat_seq("that type") {
        return Ok(Suffix::ChosenType);
    }
    if p.eat_seq("the color of your choice") {
        note(p, ChoiceAst::Color);
        return Ok(Suffix::ChosenColor);
    }
    if p.eat_seq("the creature type of your choice") {
        note(p, ChoiceAst::CreatureType);
        return Ok(Suffix::ChosenType);
    }
    p.err("expected \"of the chosen color\"")
}

/// "is the chosen color" / "are the chosen color" (layer 5), in a static ability.
pub fn chosen_grant(p: &mut Parser) -> Option<GrantAst> {
    if p.eat_seq("is the chosen color") || p.eat_seq("are the chosen color") {
        return Some(GrantAst::ChosenColor);
    }
    None
}

/// "becomes the color of your choice" (CR 613.1e), "becomes the creature type of your
/// choice", "becomes that type" (a creature type chosen before, CR 205.1b); the duration
/// follows.
pub fn becomes_chosen(p: &mut Parser) -> Option<GrantAst> {
    if p.eat_seq("becomes the color of your choice") || p.eat_seq("become the color of your choice") {
        note(p, ChoiceAst::Color);
        return Some(GrantAst::ChosenColor);
    }
    if p.looking_at("becomes the creature type of your choice in addition") {
        return None;
    }
    if p.eat_seq("becomes the creature type of your choice") || p.eat_seq("become the creature type of your choice") {
        note(p, ChoiceAst::CreatureType);
        return Some(GrantAst::ChosenCreatureType);
    }
    if p.eat_seq("becomes that type") || p.eat_seq("become that type") {
        return Some(GrantAst::ChosenCreatureType);
    }
    None
}

/// Notes that the sentence asks for a choice.
fn note(p: &mut Parser, kind: ChoiceAst) {
    if !p.choices.contains(&kind) {
        p.choices.push(kind);
    }
}

/// The choices the sentence just read asks for, as instructions to run first. A target
/// can't depend on a choice made on resolution (targets are chosen as the spell is cast,
/// CR 601.2c, before it resolves): such a sentence is refused.
pub fn take_choices(p: &mut Parser, actions: &[ActionAst]) -> PResult<Vec<ActionAst>> {
    if !p.choices.is_empty() && target_reads_choice(actions) {
        p.choices.clear();
        return p.err("a target of a kind chosen on resolution");
    }
    Ok(std::mem::take(&mut p.choices).into_iter().map(ActionAst::Choose).collect())
}

/// Whether some target phrase among the actions reads a chosen value.
fn target_reads_choice(actions: &[ActionAst]) -> bool {
    let text = format!("{actions:?}");
    text.split("TargetAst {").skip(1).any(|t| {
        let phrase = t.split(", count:").next().unwrap_or(t);
        phrase.contains("ChosenColor") || phrase.contains("ChosenType")
    })
}

/// After "Look at the top N cards of your library": ". Put M of them into your hand and the
/// rest on the bottom of your library in any order" (or "into your graveyard", "on top of
/// your library in any order", "in a random order"), ". Put any number of them into your
/// graveyard and the rest back on top of your library in any order" (CR 401.4).
pub fn look_then_put(p: &mut Parser, n: AmountAst) -> PResult<ActionAst> {
    // ". Put one of them ...", ", then put one of them ..." (Court Hussar).
    if !p.eat_seq(", then put") {
        p.expect_seq(". put")?;
    }
    let (take, up_to) = if p.eat_seq("any number") { (n.clone(), true) } else { (amount(p)?, false) };
    if !(p.eat_seq("of them") || p.eat_seq("of those cards")) {
        return p.err("expected \"of them\"");
    }
    let to = if p.eat_seq("into your hand") {
        Zone::Hand
    } else if p.eat_seq("into your graveyard") {
        Zone::Graveyard
    } else {
        return p.err("expected \"into your hand\"");
    };
    if !(p.eat_seq("and the rest") || p.eat_seq("and the other")) {
        return p.err("expected \"and the rest\"");
    }
    let rest = crate::oracle::grammar::effects::library_top::rest_of_looked(p)?;
    if to == Zone::Graveyard && rest == LookRestAst::Graveyard {
        return p.err("expected two places");
    }
    Ok(ActionAst::LookAtTop { amount: n, take, up_to, filter: None, reveal: LookRevealAst::Hidden, to, rest })
}

/// "Reveal any number of <cards> in your hand" (CR 701.20a); "the number of cards revealed
/// this way" then counts them.
pub fn reveal_any_number(p: &mut Parser) -> PResult<ActionAst> {
    p.expect_seq("reveal any number of")?;
    let phrase = crate::oracle::grammar::phrases::objects::object_phrase(p)?;
    if !phrase.suffixes.contains(&Suffix::Zone(Zone::Hand, PlayersAst::You)) {
        return p.err("expected cards in your hand");
    }
    Ok(ActionAst::RevealAnyNumber { phrase })
}
